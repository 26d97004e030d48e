import type { RoundNo } from '../../types.ts';
import type { TeamPair, TeamSwissTournament, Tpn } from './model.ts';
import { pairTeamSwissRound } from './swissTeam.ts';

/** One re-paired round: the pairs as recorded and as the engine pairs them, and where they differ. */
export interface TeamRoundCheck {
  readonly round: RoundNo;
  /** Recorded pairs the engine does not make (a colour swap counts), and the engine's instead. */
  readonly onlyRecorded: readonly TeamPair[];
  readonly onlyEngine: readonly TeamPair[];
  readonly recordedPab?: Tpn;
  readonly enginePab?: Tpn;
  /** The engine found no legal pairing for the round. */
  readonly noPairing?: boolean;
}

export interface TeamCheckReport {
  readonly rounds: readonly TeamRoundCheck[];
  readonly differing: readonly RoundNo[];
}

const key = (p: TeamPair): string => `${p.white}-${p.black}`;

/**
 * The free checker for team Swiss files (as bbpPairings' `-c`): every recorded round re-paired by
 * C.04.6 from the rounds before it, with the round's absences, and compared with the record.
 */
export function checkTeamSwiss(t: TeamSwissTournament): TeamCheckReport {
  const rounds: TeamRoundCheck[] = [];
  for (const r of [...t.played].sort((a, b) => a.round - b.round)) {
    const before: TeamSwissTournament = {
      ...t,
      played: t.played.filter((x) => x.round < r.round),
      requested: (r.absent ?? []).map((a) => ({ ...a, round: r.round })),
    };
    const recorded = r.matches.map((m) => ({ white: m.white, black: m.black }));
    const p = pairTeamSwissRound(before, r.round);
    if (!p.ok) {
      rounds.push({
        round: r.round,
        onlyRecorded: recorded,
        onlyEngine: [],
        ...(r.pab !== undefined ? { recordedPab: r.pab } : {}),
        noPairing: true,
      });
      continue;
    }
    const engine = new Set(p.value.pairs.map(key));
    const rec = new Set(recorded.map(key));
    rounds.push({
      round: r.round,
      onlyRecorded: recorded.filter((x) => !engine.has(key(x))),
      onlyEngine: p.value.pairs.filter((x) => !rec.has(key(x))),
      ...(r.pab !== undefined ? { recordedPab: r.pab } : {}),
      ...(p.value.pab !== undefined ? { enginePab: p.value.pab } : {}),
    });
  }
  const differing = rounds
    .filter(
      (c) =>
        c.noPairing || c.onlyRecorded.length > 0 || c.onlyEngine.length > 0 || c.recordedPab !== c.enginePab,
    )
    .map((c) => c.round);
  return { rounds, differing };
}

/** The checker's report as text: "Round #k" with the differing pairs, then a SUMMARY line. */
export function describeTeamCheckReport(report: TeamCheckReport): string {
  const out: string[] = [];
  for (const c of report.rounds) {
    if (!report.differing.includes(c.round)) continue;
    out.push(`Round #${c.round}`);
    if (c.noPairing) out.push('  no valid pairing exists');
    for (const p of c.onlyRecorded) out.push(`  recorded ${p.white} ${p.black}`);
    for (const p of c.onlyEngine) out.push(`  engine   ${p.white} ${p.black}`);
    if (c.recordedPab !== c.enginePab)
      out.push(`  PAB recorded ${c.recordedPab ?? '-'}, engine ${c.enginePab ?? '-'}`);
  }
  out.push(
    `SUMMARY rounds=${report.rounds.length} differing=${report.differing.length}` +
      (report.differing.length > 0 ? ` rounds=${report.differing.join(',')}` : ''),
  );
  return `${out.join('\n')}\n`;
}
