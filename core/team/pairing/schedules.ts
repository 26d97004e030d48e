import { err, ok, type Result } from '../../result.ts';
import { bergerTable, tableSize } from '../../pairing/berger.ts';

/**
 * Fixed schedules for team events: a round robin of teams by the FIDE Berger tables (C.05 Annex 1)
 * and the Scheveningen system (each player of team A meets each player of team B).
 */
export interface ScheduleGame {
  /** Board (1-based) and who plays White and Black: team and board number (`A3`, `B1`). */
  readonly board: number;
  readonly white: string;
  readonly black: string;
}

export interface TeamScheduleMatch {
  /** The team named first (the Berger table's "White") and the team named second. */
  readonly first: number;
  readonly second: number;
  /** Per board, whether the first-named team has White. */
  readonly firstWhite: readonly boolean[];
}

export interface TeamRoundRobinRound {
  readonly round: number;
  readonly matches: readonly TeamScheduleMatch[];
  /** The team without a match in a round of an odd field ("spielfrei"). */
  readonly free?: number;
}

export interface TeamScheduleError {
  readonly kind: 'badTeamSchedule';
  readonly message: string;
}

const bad = (message: string): Result<never, TeamScheduleError> => err({ kind: 'badTeamSchedule', message });

/** Board colours of a match: the first-named team has White on board 1 and the colours alternate. */
const alternating = (boards: number, firstOnBoard1: boolean): boolean[] =>
  Array.from({ length: boards }, (_, k) => (k % 2 === 0) === firstOnBoard1);

/**
 * A round robin of `teams` teams by the Berger table of C.05 Annex 1 (an odd field: the highest
 * number is "free"). The table's White is the team named first, which has White on board 1, the
 * colours alternating down the boards (the usual convention, as TRF-2026 352 `WBWB…` writes it).
 * `double`: a second cycle with the teams' order reversed.
 */
export function teamRoundRobin(
  teams: number,
  boards: number,
  double = false,
): Result<readonly TeamRoundRobinRound[], TeamScheduleError> {
  if (!Number.isInteger(teams) || teams < 2 || teams > 100)
    return bad('a team round robin needs 2 to 100 teams');
  if (!Number.isInteger(boards) || boards < 1 || boards > 20) return bad('boards: 1 to 20');
  const size = tableSize(teams);
  const cycle = bergerTable(size);
  const rounds: TeamRoundRobinRound[] = [];
  const push = (reversed: boolean): void =>
    cycle.forEach((table) => {
      const matches: TeamScheduleMatch[] = [];
      let free: number | undefined;
      for (const p of table) {
        if (p.white > teams || p.black > teams) {
          free = Math.min(p.white, p.black);
          continue;
        }
        const [first, second] = reversed ? [p.black, p.white] : [p.white, p.black];
        matches.push({ first, second, firstWhite: alternating(boards, true) });
      }
      rounds.push({ round: rounds.length + 1, matches, ...(free !== undefined ? { free } : {}) });
    });
  push(false);
  if (double) push(true);
  return ok(rounds);
}

/**
 * The Scheveningen system for `boards` players a side (even, 2 to 20): `boards` rounds in which
 * every A meets every B once. Built from halves: in the first half of the rounds the upper halves
 * (A1.., B1..) and the lower halves meet, in the second half the upper A meet the lower B and the
 * other way round, each rotating one place a round; each player has White in half of his games. For 4 and 8 boards this is the
 * published table (Wikipedia "Scheveningen system", 4 boards; rimassoft.eu, 8 boards). `double`: a
 * second cycle with the colours reversed.
 */
export function scheveningen(
  boards: number,
  double = false,
): Result<readonly (readonly ScheduleGame[])[], TeamScheduleError> {
  if (!Number.isInteger(boards) || boards < 2 || boards > 20 || boards % 2 === 1)
    return bad(`a Scheveningen layout needs an even number of boards from 2 to 20, not ${boards}`);
  const h = boards / 2;
  const rounds: ScheduleGame[][] = [];
  for (let r = 1; r <= boards; r++) {
    const second = r > h; // upper A against lower B
    const shift = (second ? r - h : r) - 1;
    const games: ScheduleGame[] = [];
    for (let i = 1; i <= boards; i++) {
      const upper = i <= h;
      const within = ((upper ? i - 1 : i - 1 - h) + shift) % h; // 0..h-1
      const opponentUpper = second ? !upper : upper;
      const b = (opponentUpper ? 0 : h) + within + 1;
      // Even halves: the upper A White in odd rounds, the lower A in even rounds. Odd halves (6, 10
      // boards) cannot balance within a half: every A has White in the odd rounds of the first half
      // and in the even rounds of the second (local to the half), so each player has h whites.
      const local = shift + 1;
      const aWhite =
        h % 2 === 0 ? (upper ? r % 2 === 1 : r % 2 === 0) : second ? local % 2 === 0 : local % 2 === 1;
      games.push(
        aWhite ? { board: i, white: `A${i}`, black: `B${b}` } : { board: i, white: `B${b}`, black: `A${i}` },
      );
    }
    rounds.push(games);
  }
  if (double)
    for (const round of rounds.slice(0, boards))
      rounds.push(round.map((g) => ({ board: g.board, white: g.black, black: g.white })));
  return ok(rounds);
}
