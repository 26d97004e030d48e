import type { Tournament } from '../tournament/model.ts';
import { pairDutch, type DutchOptions } from './dutch/index.ts';
import { nextRoundInput, pairingDifferences, recordedPairing, recordedRounds } from './nextRoundInput.ts';
import type { PlayerId, RoundNo } from '../types.ts';
import type { Board, RoundPairer, SystemEngine } from './types.ts';

/** One round as re-paired by the engine and as recorded in the tournament. */
export interface RoundCheck {
  readonly round: RoundNo;
  /** True when the engine's pairing equals the recorded one, colours included. */
  readonly same: boolean;
  /** The engine found no valid pairing for this round. */
  readonly noValidPairing: boolean;
  /** Boards only the engine produced / only the tournament has (a colour swap is in both). */
  readonly checkerBoards: readonly Board[];
  readonly tournamentBoards: readonly Board[];
  readonly checkerPab?: PlayerId;
  readonly tournamentPab?: PlayerId;
}

export interface CheckReport {
  readonly rounds: readonly RoundCheck[];
  readonly differing: readonly RoundNo[];
}

/**
 * The free pairings checker (C.04.A): rebuilds the tournament round by round, re-pairs every round
 * with the system's engine (a registered system, a round pairer, or Dutch options or none: the
 * Dutch engine with `opts`) and compares with the recorded pairing.
 */
export function checkTournament(
  full: Tournament,
  system: SystemEngine | RoundPairer | Omit<DutchOptions, 'round'> = {},
  opts: Omit<DutchOptions, 'round'> = {},
): CheckReport {
  const pair: RoundPairer =
    typeof system === 'function'
      ? system
      : 'pairNextRound' in system
        ? (t) => system.pairNextRound(t)
        : (t, round) => pairDutch(t, { ...system, ...opts, round });
  const played = recordedRounds(full);
  const t: Tournament = { ...full, rounds: Math.max(full.rounds, played) };
  const rounds: RoundCheck[] = [];
  for (let round = 1; round <= played; round++) {
    const want = recordedPairing(t, round);
    const got = pair(nextRoundInput(t, round), round);
    const tournamentPab = want.pab === undefined ? {} : { tournamentPab: want.pab };
    if (!got.ok) {
      rounds.push({
        round,
        same: false,
        noValidPairing: true,
        checkerBoards: [],
        tournamentBoards: want.boards,
        ...tournamentPab,
      });
      continue;
    }
    const d = pairingDifferences(got.value, want);
    rounds.push({
      round,
      same: d.onlyA.length === 0 && d.onlyB.length === 0 && !d.pabDiffers,
      noValidPairing: false,
      checkerBoards: d.onlyA,
      tournamentBoards: d.onlyB,
      ...(got.value.pab === undefined ? {} : { checkerPab: got.value.pab }),
      ...tournamentPab,
    });
  }
  return { rounds, differing: rounds.filter((r) => !r.same).map((r) => r.round) };
}

/** The conventional text report: a line per round, differing boards, a final SUMMARY line. */
export function describeCheckReport(report: CheckReport): string {
  const lines: string[] = [];
  const board = (b: Board): string => `${String(b.white).padStart(5)} ${String(b.black).padStart(5)}`;
  for (const r of report.rounds) {
    lines.push(`Round #${r.round}${r.same ? ': OK' : ''}`);
    if (r.same) continue;
    if (r.noValidPairing) {
      lines.push(`No valid pairing exists for round ${r.round}.`);
      continue;
    }
    lines.push('  Checker pairings    Tournament pairings');
    const n = Math.max(r.checkerBoards.length, r.tournamentBoards.length);
    for (let i = 0; i < n; i++) {
      const a = r.checkerBoards[i];
      const b = r.tournamentBoards[i];
      lines.push(`  ${a ? board(a) : ' '.repeat(11)}         ${b ? board(b) : ''}`.trimEnd());
    }
    if (r.checkerPab !== r.tournamentPab)
      lines.push(`  PAB ${String(r.checkerPab ?? '-').padStart(5)}         PAB ${r.tournamentPab ?? '-'}`);
  }
  lines.push(
    `SUMMARY rounds=${report.rounds.length} differing=${report.differing.length} rounds=${report.differing.join(',')}`,
  );
  return lines.join('\n') + '\n';
}
