import { BOARD_HALF_POINTS } from '../../tournament/team.ts';
import type { GameResult } from '../../tournament/model.ts';
import type { HalfPoints, RoundNo } from '../../types.ts';
import type { TeamSwissMatch, TeamSwissTournament, Tpn } from './model.ts';

/** A team as the pairing of one round sees it (every score before that round). */
export interface TeamState {
  readonly tpn: Tpn;
  /** C.04.6 1.2: the score teams are paired by, and the other one. */
  readonly primary: HalfPoints;
  readonly secondary: HalfPoints;
  readonly matchPoints: HalfPoints;
  readonly gamePoints: HalfPoints;
  /** C.04.6 1.6.1: the team's colour in each played match, oldest first. */
  readonly colours: readonly ('W' | 'B')[];
  /** C.04.6 1.6.2: matches with White minus matches with Black. */
  readonly cd: number;
  /** Matches played (C.04.6 3.4.3). */
  readonly played: number;
  /** Teams met (C.04.6 2.1.1, [C1]) and teams the event forbids. */
  readonly opponents: ReadonlySet<Tpn>;
  /** C.04.6 2.1.2 [C2]: had the PAB, a full-point bye or a match won by forfeit. */
  readonly pabBarred: boolean;
  /** C.04.6 1.5: a floater in the round before the one to be paired. */
  readonly floatedLastRound: boolean;
  /** Per round, the colour the team had (undefined: none) — for C.04.6 4.3.6. */
  readonly colourByRound: readonly ('W' | 'B' | undefined)[];
}

const UNPLAYED: ReadonlySet<GameResult> = new Set(['+:-', '-:+', '-:-', '*']);

/** Half-points of both sides of a match: [white team, black team]. */
export function matchGamePoints(m: TeamSwissMatch): readonly [HalfPoints, HalfPoints] {
  let w = 0;
  let b = 0;
  for (const r of m.boards) {
    const [x, y] = BOARD_HALF_POINTS[r];
    w += x;
    b += y;
  }
  return [w, b];
}

/**
 * C.04.6 1.6.1: a team has a colour in a match only when the match was actually played; a match
 * with no board played over the board (every board forfeited) was not.
 */
export const matchPlayed = (m: TeamSwissMatch): boolean => m.boards.some((r) => !UNPLAYED.has(r));

/** A match won by forfeit: nothing played, and every board forfeited by the other side. */
const forfeitWinner = (m: TeamSwissMatch): 'white' | 'black' | undefined =>
  m.boards.length > 0 && m.boards.every((r) => r === '+:-')
    ? 'white'
    : m.boards.length > 0 && m.boards.every((r) => r === '-:+')
      ? 'black'
      : undefined;

export interface RoundScore {
  readonly mp: HalfPoints;
  readonly gp: HalfPoints;
}

/**
 * What each team scored in a round (match and game points), byes and absences included. `pairing`:
 * the PAB as C.04.6 1.4 scores it for pairing (a drawn match); `record`: as the file's records count
 * it (a win on every board: each `U` cell is a won game), its match points still those of 1.4.
 */
export function roundScores(
  t: TeamSwissTournament,
  round: RoundNo,
  purpose: 'pairing' | 'record' = 'pairing',
): Map<Tpn, RoundScore> {
  const out = new Map<Tpn, RoundScore>();
  const r = t.played.find((x) => x.round === round);
  if (!r) return out;
  const mp = t.matchPoints;
  for (const m of r.matches) {
    const [w, b] = matchGamePoints(m);
    // C.07 (2024) 11: the match is won by the team with more game points.
    out.set(m.white, { mp: w > b ? mp.win : w === b ? mp.draw : mp.loss, gp: w });
    out.set(m.black, { mp: b > w ? mp.win : w === b ? mp.draw : mp.loss, gp: b });
  }
  if (r.pab !== undefined)
    // C.04.6 1.4: the PAB scores as a drawn match (unless the regulations say otherwise: 320).
    out.set(
      r.pab,
      purpose === 'record' && !t.pabPoints ? { ...pabDefault(t), gp: 2 * t.boards } : pabDefault(t),
    );
  for (const a of r.absent ?? []) {
    const all = 2 * t.boards;
    out.set(
      a.team,
      a.kind === 'F'
        ? { mp: mp.win, gp: all }
        : a.kind === 'H'
          ? { mp: mp.draw, gp: t.boards }
          : { mp: mp.loss, gp: 0 },
    );
  }
  return out;
}

/** C.04.6 1.4: what the PAB scores, a drawn match, unless the regulations say otherwise (TRF-2026 `320`). */
export const pabDefault = (t: TeamSwissTournament): RoundScore =>
  t.pabPoints ? { mp: t.pabPoints.match, gp: t.pabPoints.game } : { mp: t.matchPoints.draw, gp: t.boards };

/** Match and game points of every team after `rounds` rounds (`purpose`: see `roundScores`). */
export function teamTotals(
  t: TeamSwissTournament,
  rounds: number,
  purpose: 'pairing' | 'record' = 'pairing',
): Map<Tpn, RoundScore> {
  const total = new Map<Tpn, RoundScore>(t.teams.map((x) => [x.tpn, { mp: 0, gp: 0 }]));
  for (let round = 1; round <= rounds; round++)
    for (const [tpn, s] of roundScores(t, round, purpose)) {
      const o = total.get(tpn) ?? { mp: 0, gp: 0 };
      total.set(tpn, { mp: o.mp + s.mp, gp: o.gp + s.gp });
    }
  return total;
}

/** The state of every team before `round` is paired, from the rounds before it. */
export function teamStates(t: TeamSwissTournament, round: RoundNo): Map<Tpn, TeamState> {
  const prim = (s: RoundScore) => (t.rules.primary === 'MP' ? s.mp : s.gp);
  const sec = (s: RoundScore) => (t.rules.primary === 'MP' ? s.gp : s.mp);
  const before = teamTotals(t, round - 1);
  const beforeLast = teamTotals(t, round - 2);
  const lastRound = t.played.find((x) => x.round === round - 1);
  const states = new Map<Tpn, TeamState>();
  for (const team of t.teams) {
    const colourByRound: ('W' | 'B' | undefined)[] = [];
    const opponents = new Set<Tpn>();
    let barred = false;
    let played = 0;
    for (let r = 1; r < round; r++) {
      const rr = t.played.find((x) => x.round === r);
      const m = rr?.matches.find((x) => x.white === team.tpn || x.black === team.tpn);
      let colour: 'W' | 'B' | undefined;
      if (m) {
        const white = m.white === team.tpn;
        if (matchPlayed(m)) {
          colour = white ? 'W' : 'B';
          played++;
          // C.04.6 2.1.1 [C1]. A match forfeited as a whole was not played: like an unplayed
          // game under the General Handling Rules, it does not stop a later pairing.
          opponents.add(white ? m.black : m.white);
        }
        const fw = forfeitWinner(m);
        if (fw !== undefined && (fw === 'white') === white) barred = true; // C.04.6 2.1.2 [C2]
      }
      if (rr?.pab === team.tpn) barred = true; // C.04.6 2.1.2 [C2]
      if (rr?.absent?.some((a) => a.team === team.tpn && a.kind === 'F')) barred = true;
      colourByRound.push(colour);
    }
    for (const [a, b] of t.forbidden ?? []) {
      if (a === team.tpn) opponents.add(b);
      if (b === team.tpn) opponents.add(a);
    }
    // C.04.6 1.5: a floater plays an opponent with a different score; a PAB (no opponent) is no
    // float.
    let floated = false;
    if (lastRound) {
      const m = lastRound.matches.find((x) => x.white === team.tpn || x.black === team.tpn);
      const score = (tpn: Tpn) => prim(beforeLast.get(tpn) ?? { mp: 0, gp: 0 });
      if (m) floated = score(m.white) !== score(m.black);
    }
    const colours = colourByRound.filter((c): c is 'W' | 'B' => c !== undefined);
    const s = before.get(team.tpn) ?? { mp: 0, gp: 0 };
    states.set(team.tpn, {
      tpn: team.tpn,
      primary: prim(s),
      secondary: sec(s),
      matchPoints: s.mp,
      gamePoints: s.gp,
      colours,
      cd: colours.filter((c) => c === 'W').length - colours.filter((c) => c === 'B').length,
      played,
      opponents,
      pabBarred: barred,
      floatedLastRound: floated,
      colourByRound,
    });
  }
  return states;
}
