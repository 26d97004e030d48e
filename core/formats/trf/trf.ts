import { err, ok, type Result } from '../../result.ts';
import type { FormatError } from '../formatError.ts';
import type { Acceleration, KeptLine, Tournament, TournamentKind } from '../../tournament/model.ts';
import type { NationalRating, Player } from '../../tournament/player.ts';
import { STANDARD_POINTS, type PointSystem } from '../../tournament/pointSystem.ts';
import { cols, intField, lineLength, splitTrfLines, trfError } from './lines.ts';
import { parsePlayerLine, type TrfPlayerLine } from './player.ts';
import { buildRounds } from './rounds.ts';
import { emptyHeader, RECORDS, type TrfHeader } from './records.ts';
import { checkTrfScores } from './scores.ts';
import { kindFromPairingSystem } from './kind.ts';

export { makeTrf, pointsRound, type TrfWriteOptions } from './write.ts';
export { kindFromPairingSystem, KIND_CODES } from './kind.ts';

/**
 * FIDE TRF reader: TRF16, TRF-2026, TRF(x) and TRF(bx) (FIDE C.04 Annex 2 and TRF-2026; JaVaFo AUM; bbpPairings README). Never throws.
 *
 * Cell mapping (§5): `1 = 0` games; `W D L` games marked `unrated`; `+`/`-` forfeits against the
 * scheduled opponent; two `-` cells pointing at each other = double forfeit `-:-`; opponent 0000
 * with `U` = PAB, `F` = FPB, `H` = HPB, `Z` or a blank code = ZPB (the spec's "blank = Z"; written
 * back as `Z`), `-` = `absent` (not paired, not excused); `+` with 0000 is read as a PAB (warning).
 * A wholly blank or missing cell is no entry at all, except in a round robin (192 says so), where
 * it is the `free` round. The points column is validated, not stored; unknown records, comments
 * and blank lines are kept with their line index.
 */
export interface TrfParsed {
  readonly tournament: Tournament;
  /** Points columns that disagree with the results (not fatal: `pair` refuses on them). */
  readonly scoreMismatches: readonly FormatError[];
  readonly warnings: readonly string[];
}

export function parseTrf(text: string): Result<TrfParsed, FormatError> {
  try {
    return parseTrfUnsafe(text);
  } catch (e) {
    // A bug, not bad input: still a Result, never an exception at a caller.
    return err({ kind: 'internal', format: 'trf', detail: e instanceof Error ? e.message : String(e) });
  }
}

const NRS_LINE = /^[A-Z]{3} [ \d]{4}/;

/** Team records: TRF16 `013` (team composition), TRF-2026 `310` (team section). */
const TEAM_RECORDS: readonly string[] = ['013', '310'];

/**
 * A team tournament is refused rather than ranked as an individual event: its standings are by
 * match points of teams (FIDE TRF-2026, team section), which the TRF reader does not build.
 */
const teamTrf = (code: string, line: number): FormatError => ({
  kind: 'teamEvent',
  format: 'trf',
  line,
  column: 1,
  found: `team record ${code}`,
  expected: 'an individual tournament',
  detail:
    'this TRF is a team tournament; Rochade ranks teams from a team-event JSON (docs/team-event-json.md, `rochade standings TEAMS.json`)',
});

function parseTrfUnsafe(text: string): Result<TrfParsed, FormatError> {
  const lines = splitTrfLines(text);
  const warnings: string[] = [];
  const header: TrfHeader = emptyHeader();
  const kept: KeptLine[] = [];
  const playerLines: TrfPlayerLine[] = [];
  const nrs: { index: number; id: number; federation: string; rating: number }[] = [];
  const seen = new Map<number, number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const n = i + 1;
    const code = cols(line, 1, 3).toUpperCase();
    if (line.startsWith('###') || line.trim() === '') {
      kept.push({ format: 'trf', index: i, text: line });
    } else if (TEAM_RECORDS.includes(code)) {
      return err(teamTrf(code, n));
    } else if (code === '001') {
      const p = parsePlayerLine(line, n, warnings);
      if (!p.ok) return p;
      const dup = seen.get(p.value.player.id);
      if (dup !== undefined)
        return err(
          trfError(
            'duplicatePlayer',
            n,
            5,
            cols(line, 5, 8),
            'a unique starting rank',
            `also on line ${dup}`,
          ),
        );
      seen.set(p.value.player.id, n);
      playerLines.push(p.value);
    } else if (RECORDS[code]) {
      const r = RECORDS[code](line, n, header, warnings);
      if (r === 'keep') kept.push({ format: 'trf', index: i, text: line });
      else if (r) return err(r);
    } else if (NRS_LINE.test(line) && !/^(XX|BB|DAT)/.test(code) && lineLength(line) >= 52) {
      const id = intField(cols(line, 5, 8));
      const rating = intField(cols(line, 49, 52));
      if (id !== undefined && !Number.isNaN(id) && rating !== undefined && !Number.isNaN(rating))
        nrs.push({ index: i, id, federation: code, rating });
      else kept.push({ format: 'trf', index: i, text: line });
    } else {
      kept.push({ format: 'trf', index: i, text: line });
    }
  }

  const built = buildRounds(playerLines, header, warnings);
  if (!built.ok) return built;
  const { games, lastRound } = built.value;
  // A request of a player withdrawn by then is the withdrawal's, not a bye.
  const byeRequests = built.value.byeRequests.filter(
    (b) => !header.withdrawals.some((w) => w.player === b.player && w.afterRound < b.round),
  );
  // A withdrawn player's absences after the withdrawal (the 0000 - Z cells and 240 Z lines the
  // writer adds for other programs) are the withdrawal itself, not byes.
  const unpaired = built.value.unpaired.filter(
    (u) =>
      !(u.kind === 'ZPB' || u.kind === 'absent') ||
      !header.withdrawals.some((w) => w.player === u.player && u.round > w.afterRound),
  );

  // National rating records (TRF-2026): GER = DWZ (without its index), the others as national ratings.
  const byId = new Map<number, Player>(playerLines.map((pl) => [pl.player.id, pl.player]));
  for (const r of nrs) {
    const p = byId.get(r.id);
    if (!p) {
      kept.push({ format: 'trf', index: r.index, text: lines[r.index] ?? '' });
      continue;
    }
    const upd: Player =
      r.federation === 'GER' && !p.dwz
        ? { ...p, dwz: { rating: r.rating } }
        : {
            ...p,
            nationalRatings: [
              ...(p.nationalRatings ?? []),
              { federation: r.federation, rating: r.rating } as NationalRating,
            ],
          };
    byId.set(r.id, upd);
  }
  const players = playerLines.map((pl) => byId.get(pl.player.id) ?? pl.player);

  const rounds = header.rounds142 ?? header.roundsXXR ?? lastRound;
  if (
    header.rounds142 !== undefined &&
    header.roundsXXR !== undefined &&
    header.rounds142 !== header.roundsXXR
  )
    warnings.push(`142 says ${header.rounds142} rounds, XXR says ${header.roundsXXR}: using 142`);
  if (rounds < lastRound)
    warnings.push(`the file has ${lastRound} rounds of results but declares ${rounds} rounds`);

  const accelerations = collectAccelerations(header, players);
  const tb = header.tiebreaks ?? header.standingsDefinition?.filter((c) => c.toUpperCase() !== 'PTS');
  const kind: TournamentKind = kindFromPairingSystem(header.pairingSystem)?.kind ?? 'swiss';
  const pairingSystem = kindFromPairingSystem(header.pairingSystem)?.kindOnly
    ? undefined
    : header.pairingSystem;
  const tournament: Tournament = {
    name: header.name ?? '',
    kind,
    rounds,
    ...(header.startDate ? { startDate: header.startDate } : {}),
    ...(header.endDate ? { endDate: header.endDate } : {}),
    ...(header.city ? { city: header.city } : {}),
    ...(header.federation ? { federation: header.federation } : {}),
    ...(header.chiefArbiter ? { chiefArbiter: header.chiefArbiter } : {}),
    ...(header.timeControl ? { timeControl: header.timeControl } : {}),
    ...(header.roundDates ? { roundDates: header.roundDates } : {}),
    players,
    games,
    unpaired,
    withdrawals: header.withdrawals,
    ...(byeRequests.length > 0 ? { byeRequests } : {}),
    pointSystem: foldPoints(header),
    ...(header.initialColor ? { initialColor: header.initialColor } : {}),
    ...(header.forbidden.length > 0 ? { forbiddenPairs: header.forbidden } : {}),
    ...(accelerations.length > 0 ? { accelerations } : {}),
    ...(pairingSystem ? { pairingSystem } : {}),
    ...(tb && tb.length > 0 ? { tiebreaks: tb } : {}),
    ...(kept.length > 0 ? { kept: [...kept].sort((a, b) => a.index - b.index) } : {}),
  };
  const scores = checkTrfScores(tournament, playerLines, header.adjustments);
  return ok({ tournament, scoreMismatches: scores.mismatches, warnings: [...warnings, ...scores.warnings] });
}

/** Point values in file order, last one wins; P defaults to W (§6). */
function foldPoints(h: TrfHeader): PointSystem {
  const ps: Record<keyof PointSystem, number> = { ...STANDARD_POINTS };
  for (const [fields, v] of h.points) for (const f of fields) ps[f] = v;
  if (!h.pabSet) ps.pab = ps.win;
  return ps;
}

/** XXA per round, 250 as id and round ranges; for the same player and round the later record wins. */
function collectAccelerations(h: TrfHeader, players: readonly Player[]): Acceleration[] {
  const map = new Map<string, Acceleration>();
  for (const a of h.acc250)
    for (const p of players)
      if (p.id >= a.fromId && p.id <= a.toId)
        for (let round = a.fromRound; round <= a.toRound; round++)
          map.set(`${p.id}:${round}`, { player: p.id, round, points: a.gamePoints });
  for (const a of h.xxa) map.set(`${a.player}:${a.round}`, a);
  return [...map.values()]
    .filter((a) => a.points !== 0)
    .sort((a, b) => a.player - b.player || a.round - b.round);
}
