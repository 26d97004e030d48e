import { readFileSync } from 'node:fs';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

/** Reads a DWZ case file from test/fixtures/dwz at test time (never copied into code). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadDwzCase(name: string): any {
  return JSON.parse(readFileSync(new URL(`../../fixtures/dwz/${name}`, import.meta.url), 'utf8'));
}

/** Points (0, 0.5, 1) → half-points. */
export const hp = (points: number): number => Math.round(points * 2);

/** The case's opponents as DWZ games. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const caseGames = (opps: readonly any[]): { opponentRating: number; score: number }[] =>
  opps.map((o) => ({ opponentRating: o.dwz, score: hp(o.result) }));

/**
 * WO 2002 Anhang 1.1 as a Tournament: players get start numbers 1… in the case's order, games one
 * per round; stored Restpartien only where the case marks them usable (4.4: games from a 0 % event
 * are never used).
 */
export function anhang11Tournament(): {
  t: Tournament;
  ids: Map<string, number>;
  letter: (id: number) => string;
} {
  const c = loadDwzCase('wo2002-anhang-1.1-tournament.json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ids = new Map<string, number>(c.players.map((p: any, i: number) => [p.id as string, i + 1]));
  const id = (l: string): number => ids.get(l) ?? 0;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const players = c.players.map((p: any) => {
    const rp = c.restpartien_before[p.id];
    return {
      id: id(p.id),
      name: p.id as string,
      ...(p.birth_year ? { birthYear: p.birth_year as number } : {}),
      ...(p.dwz ? { dwz: { rating: p.dwz as number, index: p.index as number } } : {}),
      ...(rp?.usable
        ? // eslint-disable-next-line @typescript-eslint/no-explicit-any
          { residualGames: rp.games.map((g: any) => ({ opponentRating: g.opp_dwz, score: hp(g.score) })) }
        : {}),
    };
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const games = c.games.map((g: any, i: number) => ({
    round: i + 1,
    white: id(g.player),
    black: id(g.opponent),
    result: g.score === 1 ? ('1-0' as const) : g.score === 0 ? ('0-1' as const) : ('1/2-1/2' as const),
  }));
  const t: Tournament = {
    name: 'WO 2002 Anhang 1.1',
    kind: 'roundRobin',
    rounds: games.length,
    endDate: `${c.evaluation_year}-12-31`,
    players,
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
  const letters = new Map([...ids].map(([l, n]) => [n, l]));
  return { t, ids, letter: (n) => letters.get(n) ?? '?' };
}
