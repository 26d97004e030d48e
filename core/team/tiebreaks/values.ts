import type { HalfPoints } from '../../types.ts';
import type { TeamBoard, TeamEvent, TeamId, TeamMatch } from '../../tournament/team.ts';

/** One match as seen by one team. */
export interface TeamRound {
  readonly round: number;
  readonly opponent?: TeamId;
  /** Half-points per board (board 1 first). */
  readonly boards: readonly HalfPoints[];
  readonly gamePoints: HalfPoints;
  readonly opponentGamePoints: HalfPoints;
  readonly matchPoints: number;
}

const MP_DEFAULT = { win: 2, draw: 1, loss: 0 };

const sortedBoards = (bs: readonly TeamBoard[]): readonly TeamBoard[] =>
  [...bs].sort((a, b) => a.board - b.board);

/** Every team's matches in round order (byes: a win on every board, C.07 12). */
export function teamRounds(ev: TeamEvent): ReadonlyMap<TeamId, readonly TeamRound[]> {
  const mp = ev.matchPoints ?? MP_DEFAULT;
  const out = new Map<TeamId, TeamRound[]>(ev.teams.map((t) => [t.id, []]));
  // Board points (half-points) set against the opponent's, or against half the boards (HSV TO § 21).
  const byScore = (gp: number, against: number): number =>
    gp > against ? mp.win : gp === against ? mp.draw : mp.loss;
  const push = (
    team: TeamId,
    opponent: TeamId | undefined,
    round: number,
    own: readonly number[],
    other: readonly number[],
    won?: boolean,
    fixedMatchPoints?: number,
  ) => {
    const gp = own.reduce((a, x) => a + x, 0);
    const ogp = other.reduce((a, x) => a + x, 0);
    out.get(team)?.push({
      round,
      ...(opponent !== undefined ? { opponent } : {}),
      boards: own,
      gamePoints: gp,
      opponentGamePoints: ogp,
      // A match the league decided otherwise (a drawn match decided by BW) has its winner set; a bye
      // may carry the match points the file states (TRF-2026 310).
      matchPoints:
        fixedMatchPoints ??
        (won !== undefined
          ? won
            ? mp.win
            : mp.loss
          : byScore(gp, ev.matchPointsAgainst === 'halfBoards' ? ev.boards : ogp)),
    });
  };
  for (const m of ev.matches) {
    const home = sortedBoards(m.boards).map((b) => b.home);
    const away = sortedBoards(m.boards).map((b) => b.away);
    push(m.home, m.away, m.round, home, away, m.winner === undefined ? undefined : m.winner === 'home');
    push(m.away, m.home, m.round, away, home, m.winner === undefined ? undefined : m.winner === 'away');
  }
  // A bye: a win on every board (C.07 12), or a drawn match where the league says so.
  const byeOwn = ev.byeScore === 'draw' ? 1 : 2;
  for (const b of ev.byes ?? []) {
    // A full- or half-point bye: a won or drawn match on every board (TRF-2026 240 F, H).
    const own = b.kind === 'F' ? 2 : b.kind === 'H' ? 1 : byeOwn;
    push(
      b.team,
      undefined,
      b.round,
      new Array<number>(ev.boards).fill(own),
      new Array<number>(ev.boards).fill(2 - own),
      undefined,
      b.kind === 'F' ? mp.win : b.kind === 'H' ? mp.draw : ev.matchPoints?.bye,
    );
  }
  for (const list of out.values()) list.sort((a, b) => a.round - b.round);
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0);
const byTeam = (
  ev: TeamEvent,
  f: (rs: readonly TeamRound[], id: TeamId) => number,
): ReadonlyMap<TeamId, number> => {
  const rounds = teamRounds(ev);
  return new Map(ev.teams.map((t) => [t.id, f(rounds.get(t.id) ?? [], t.id)]));
};

/** Match points (C.07 11). */
export const matchPoints = (ev: TeamEvent) => byTeam(ev, (rs) => sum(rs.map((r) => r.matchPoints)));
/** Game points in points (C.07 11). */
export const gamePoints = (ev: TeamEvent) => byTeam(ev, (rs) => sum(rs.map((r) => r.gamePoints)) / 2);

/** Board count (C.07 12.1): Σ board number × game points on that board; the lower sum ranks higher. */
export const boardCount = (ev: TeamEvent) =>
  byTeam(ev, (rs) => sum(rs.flatMap((r) => r.boards.map((h, k) => ((k + 1) * h) / 2))));

/** Game points per board, board 1 first: TBR compares them from the top, BBE drops boards from the bottom. */
export const boardTotals = (ev: TeamEvent): ReadonlyMap<TeamId, readonly number[]> => {
  const rounds = teamRounds(ev);
  return new Map(
    ev.teams.map((t) => [
      t.id,
      Array.from(
        { length: ev.boards },
        (_, k) => sum((rounds.get(t.id) ?? []).map((r) => r.boards[k] ?? 0)) / 2,
      ),
    ]),
  );
};

/** Top-board results (C.07 12.2): compare board 1, then board 2, ... (lexicographic, higher first). */
export function compareTopBoards(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++)
    if ((a[k] ?? 0) !== (b[k] ?? 0)) return (b[k] ?? 0) - (a[k] ?? 0);
  return 0;
}

/** Bottom-board elimination (C.07 12.3): game points without the last board, then the last two, ... */
export function compareBottomBoardElimination(a: readonly number[], b: readonly number[]): number {
  for (let drop = 1; drop < Math.max(a.length, b.length); drop++) {
    const d = sum(b.slice(0, b.length - drop)) - sum(a.slice(0, a.length - drop));
    if (d !== 0) return d;
  }
  return 0;
}

export const ESB_VARIANTS = ['EMMSB', 'EMGSB', 'EGMSB', 'EGGSB'] as const;
export type EsbVariant = (typeof ESB_VARIANTS)[number];

/**
 * Extended Sonneborn-Berger (C.07 13.2): Σ opponent's (MP|GP) × own (MP|GP) scored in the match;
 * EMGSB = opponent's MP × game points scored, etc. `cut` drops the lowest-scoring opponent first,
 * the smaller contribution among equals (14.1). Byes give no term (no Art. 16 dummy for teams here).
 */
export function extendedSonnebornBerger(
  ev: TeamEvent,
  variant: EsbVariant,
  cut = 0,
): ReadonlyMap<TeamId, number> {
  const mp = matchPoints(ev);
  const gp = gamePoints(ev);
  const oppScore = variant[1] === 'M' ? mp : gp;
  const own = (r: TeamRound): number => (variant[2] === 'M' ? r.matchPoints : r.gamePoints / 2);
  return byTeam(ev, (rs) => {
    const items = rs
      .filter((r) => r.opponent !== undefined)
      .map((r) => ({
        s: oppScore.get(r.opponent ?? 0) ?? 0,
        c: (oppScore.get(r.opponent ?? 0) ?? 0) * own(r),
      }))
      .sort((a, b) => a.s - b.s || a.c - b.c);
    return sum(items.slice(cut).map((x) => x.c));
  });
}

/** Olympiad-SB terms: game points × the opponent's match points, the fewest-MP opponent left out. */
export function olympiadSbFromTerms(
  terms: readonly { readonly gamePoints: number; readonly opponentMatchPoints: number }[],
  leaveOut = 1,
): number {
  const sorted = [...terms].sort(
    (a, b) => a.opponentMatchPoints - b.opponentMatchPoints || a.gamePoints - b.gamePoints,
  );
  return sum(sorted.slice(leaveOut).map((x) => x.gamePoints * x.opponentMatchPoints));
}

/** Olympiad Sonneborn-Berger (2008 G): Σ game points × opponent's MP, leaving out the opponent with the fewest MP. */
export const olympiadSonnebornBerger = (ev: TeamEvent): ReadonlyMap<TeamId, number> =>
  extendedSonnebornBerger(ev, 'EMGSB', 1);

/** Olympiad Buchholz: Σ opponents' match points minus the lowest. */
export function olympiadBuchholz(ev: TeamEvent): ReadonlyMap<TeamId, number> {
  const mp = matchPoints(ev);
  return byTeam(ev, (rs) => {
    const xs = rs
      .filter((r) => r.opponent !== undefined)
      .map((r) => mp.get(r.opponent ?? 0) ?? 0)
      .sort((a, b) => a - b);
    return sum(xs.slice(1));
  });
}

/** MPvGP (C.07 13.1): the secondary score: game points when ranking by match points, and vice versa. */
export const secondaryScore = (ev: TeamEvent, primary: 'MP' | 'GP') =>
  primary === 'MP' ? gamePoints(ev) : matchPoints(ev);

/**
 * Default normalising factor of SSSC (C.07 13.4, as reported by two independent implementations;
 * the article text itself was not available): ⌊rounds × the most primary points one match can give ÷
 * the most secondary points one match can give⌋. MP primary, 2 MP a win, 9 rounds, 4 boards: ⌊18 / 4⌋ = 4.
 */
export function ssscFactor(ev: TeamEvent, primary: 'MP' | 'GP'): number {
  const mpWin = (ev.matchPoints ?? MP_DEFAULT).win;
  const [prim, sec] = primary === 'MP' ? [mpWin, ev.boards] : [ev.boards, mpWin];
  return Math.max(1, Math.floor((ev.rounds * prim) / sec));
}

/**
 * SSSC (C.07 13.4): secondary score + Buchholz of the primary score ÷ the normalising factor
 * (`/K<f>` overrides the default `ssscFactor`). A bye adds nothing to the Buchholz term here
 * (the Art. 16 dummy opponent is not applied to teams).
 */
export function sssc(ev: TeamEvent, primary: 'MP' | 'GP', k?: number): ReadonlyMap<TeamId, number> {
  const prim = primary === 'MP' ? matchPoints(ev) : gamePoints(ev);
  const sec = secondaryScore(ev, primary);
  const f = k ?? ssscFactor(ev, primary);
  return byTeam(
    ev,
    (rs, id) =>
      (sec.get(id) ?? 0) +
      sum(rs.map((r) => (r.opponent !== undefined ? (prim.get(r.opponent) ?? 0) : 0))) / f,
  );
}

/**
 * Berliner Wertung (Wertungs-Regularien): board k of n is worth n + 1 − k points, a draw splits them.
 * Input: half-points of the first team per board (2 win, 1 draw, 0 loss). Per board [first, second].
 */
export const berlinerBoards = (homeBoards: readonly HalfPoints[]): readonly (readonly [number, number])[] =>
  homeBoards.map((h, k) => {
    const worth = homeBoards.length - k;
    return [(worth * h) / 2, (worth * (2 - h)) / 2] as const;
  });

/** Berliner Wertung totals of both teams. */
export function berlinerWertung(homeBoards: readonly HalfPoints[]): readonly [number, number] {
  return berlinerBoards(homeBoards).reduce<[number, number]>((a, [x, y]) => [a[0] + x, a[1] + y], [0, 0]);
}

/**
 * Berliner Wertung per match (Wertungs-Regularien): the Berliner points of both teams in every match,
 * the first-named team first; byes have none.
 */
export function berlinerMatches(
  ev: TeamEvent,
  first?: number,
): readonly { readonly match: TeamMatch; readonly points: readonly [number, number] }[] {
  return ev.matches.map((match) => ({ match, points: berlinerOfMatch(match, first) }));
}

/**
 * The Berliner points of one match: board k of n is worth n + 1 − k (a double forfeit: none); over
 * the first `first` boards only, board k of those is worth first + 1 − k and the rest nothing
 * (leagues that count "BW over boards 1-4").
 */
export function berlinerOfMatch(match: TeamMatch, first?: number): readonly [number, number] {
  const n = first === undefined ? match.boards.length : Math.min(first, match.boards.length);
  return sortedBoards(match.boards).reduce<[number, number]>(
    (acc, b, k) => {
      const worth = Math.max(0, n - k);
      return [acc[0] + (worth * b.home) / 2, acc[1] + (worth * b.away) / 2];
    },
    [0, 0],
  );
}

/** Σ Berliner points over a team's matches (Wertungs-Regularien applied per match, summed as a tiebreak). */
export function berlinerTotals(ev: TeamEvent, first?: number): ReadonlyMap<TeamId, number> {
  const out = new Map<TeamId, number>(ev.teams.map((t) => [t.id, 0]));
  for (const { match, points } of berlinerMatches(ev, first)) {
    out.set(match.home, (out.get(match.home) ?? 0) + points[0]);
    out.set(match.away, (out.get(match.away) ?? 0) + points[1]);
  }
  return out;
}

/** The event as it stood after round n (standings after any round). */
export const teamEventAfterRound = (ev: TeamEvent, n: number): TeamEvent => ({
  ...ev,
  matches: ev.matches.filter((m) => m.round <= n),
  ...(ev.byes ? { byes: ev.byes.filter((b) => b.round <= n) } : {}),
});
