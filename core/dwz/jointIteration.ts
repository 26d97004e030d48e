import { maxOf } from '../arrays.ts';
import type { ResidualGame } from '../tournament/player.ts';
import type { HalfPoints, PlayerId } from '../types.ts';
import type { DwzPlayerStatus, SideGame } from './classify.ts';
import { meanRating, solveRating, startValue2002, tableStep2002 } from './performance.ts';
import { roundHalfUp } from '../rating/rounding.ts';
import type { DwzRuleSet } from './ruleSets.ts';

/** A counted opponent: a fixed rating (DWZ, residual game) or a player whose value is iterated. */
export type CountedOpponent = number | { readonly id: PlayerId };

/** WO 2002's table 1.1.7: row 0 holds the start values Rp, row k the values after step k. */
export interface IterationTable {
  readonly order: readonly PlayerId[];
  readonly rows: readonly (readonly number[])[];
  readonly converged: boolean;
  /**
   * The discrete iteration (rounded P(D)) came back to an earlier state: the last `length` rows
   * repeat forever. The values used are then each player's mean over those rows, rounded half up
   * (Rochade's rule, docs/ratings.md: no public source says what EloBase does).
   */
  readonly cycle?: { readonly length: number; readonly values: readonly number[] };
}

export interface JointInput {
  readonly rs: DwzRuleSet;
  /** First- and second-stage players. */
  readonly ids: readonly PlayerId[];
  readonly status: (id: PlayerId) => DwzPlayerStatus;
  readonly games: (id: PlayerId) => readonly SideGame[];
  readonly residuals: (id: PlayerId) => readonly ResidualGame[];
  readonly established: (id: PlayerId) => number;
  readonly maxIterations: number;
}

export interface JointResult {
  /** Final iteration values (Rh; unrounded under exact Φ). */
  readonly values: ReadonlyMap<PlayerId, number>;
  readonly start: ReadonlyMap<PlayerId, number>;
  readonly counted: ReadonlyMap<
    PlayerId,
    { readonly opponents: readonly CountedOpponent[]; readonly W: HalfPoints }
  >;
  readonly table: IterationTable;
  readonly converged: boolean;
}

/**
 * Start values (4.7.2.1.1, Anhang 1.1.3/1.1.4) and the total iteration (4.7.4) of all first- and
 * second-stage players together, Jacobi style: every step uses the previous step's values of all
 * others (this reproduces WO 2002's table 1.1.7). A second-stage value feeds back only to the
 * opponents it qualified through (4.7.3.2): first-stage players see it, other second-stage players
 * do not. WO 2026: a 100 % score gets a fictitious draw against the start Rc.
 */
export function jointIteration(j: JointInput): JointResult {
  const st = j.status;
  const counted = new Map<PlayerId, { opponents: CountedOpponent[]; W: HalfPoints }>();
  const startSets = new Map<PlayerId, { fixed: number[]; firsts: PlayerId[]; W: HalfPoints }>();
  for (const id of j.ids) {
    const level = st(id);
    const rp = j.residuals(id);
    const opponents: CountedOpponent[] = rp.map((r) => r.opponentRating);
    let W = rp.reduce((s, r) => s + r.score, 0);
    const fixed = rp.map((r) => r.opponentRating);
    const firsts: PlayerId[] = [];
    let startW = W;
    for (const g of j.games(id)) {
      const os = st(g.opponent);
      if (os === 'established') {
        opponents.push(j.established(g.opponent));
        fixed.push(j.established(g.opponent));
        W += g.score;
        startW += g.score;
      } else if (os === 'first' || (os === 'second' && level === 'first')) {
        opponents.push({ id: g.opponent });
        W += g.score;
        if (level === 'second') {
          firsts.push(g.opponent);
          startW += g.score;
        }
      }
    }
    counted.set(id, { opponents, W });
    startSets.set(id, { fixed, firsts, W: startW });
  }
  const start = new Map<PlayerId, number>();
  const solveStart = (opps: readonly number[], W: HalfPoints): number => {
    const [o, w] = withDraw(opps, W, roundHalfUp(meanRating(opps)));
    return j.rs.expectation === 'table2' ? startValue2002(o, w).Rp : solveRating(o, w, j.rs.expectation);
  };
  for (const id of j.ids) {
    const s = startSets.get(id);
    if (s && st(id) === 'first') start.set(id, solveStart(s.fixed, s.W));
  }
  for (const id of j.ids) {
    const s = startSets.get(id);
    if (s && st(id) === 'second')
      start.set(id, solveStart([...s.fixed, ...s.firsts.map((f) => start.get(f) ?? 0)], s.W));
  }
  // 100 % (possible only with a fictitious draw): the draw is against the Rc of the start values.
  const draws = new Map<PlayerId, number>();
  for (const id of j.ids) {
    const c = counted.get(id);
    if (c && c.W === 2 * c.opponents.length) {
      draws.set(
        id,
        roundHalfUp(meanRating(c.opponents.map((o) => (typeof o === 'number' ? o : (start.get(o.id) ?? 0))))),
      );
    }
  }
  const order = [...j.ids];
  let cur = new Map(start);
  const rows: number[][] = [order.map((id) => display(cur.get(id) ?? 0))];
  // Only the discrete (rounded-Φ) iteration can cycle; exact Φ converges.
  const discrete = j.rs.expectation !== 'exact';
  const seen = new Map(discrete ? [[key(order, cur), 0]] : []);
  let converged = false;
  let cycle: IterationTable['cycle'];
  for (let k = 0; k < j.maxIterations && order.length > 0; k++) {
    const next = new Map<PlayerId, number>();
    for (const id of order) {
      const c = counted.get(id);
      if (!c) continue;
      let opps = c.opponents.map((o) => (typeof o === 'number' ? o : (cur.get(o.id) ?? 0)));
      let W = c.W;
      const draw = draws.get(id);
      if (draw !== undefined) [opps, W] = withDraw(opps, W, draw);
      const R = cur.get(id) ?? 0;
      next.set(
        id,
        j.rs.expectation === 'table2' ? tableStep2002(R, opps, W) : solveRating(opps, W, j.rs.expectation, R),
      );
    }
    const moved = maxOf(
      order.map((id) => Math.abs((next.get(id) ?? 0) - (cur.get(id) ?? 0))),
      0,
    );
    cur = next;
    if (moved < 1e-7) {
      converged = true;
      break;
    }
    rows.push(order.map((id) => display(cur.get(id) ?? 0)));
    if (discrete) {
      const k2 = key(order, cur);
      const first = seen.get(k2);
      if (first !== undefined) {
        // A cycle (the "Konstanz der Einerstellen" of WO 2002 4.7.4 is never reached): settle on
        // the mean of the states of one period, rounded half up as ratings are.
        cycle = cycleMean(order, rows.slice(first + 1));
        cur = new Map(order.map((id, i) => [id, cycle?.values[i] ?? 0]));
        break;
      }
      seen.set(k2, rows.length - 1);
    }
  }
  if (order.length === 0) converged = true;
  const table = { order, rows, converged, ...(cycle ? { cycle } : {}) };
  return { values: cur, start, counted, table, converged };
}

function withDraw(opps: readonly number[], W: HalfPoints, rc: number): [number[], HalfPoints] {
  return W === 2 * opps.length && opps.length > 0 ? [[...opps, rc], W + 1] : [[...opps], W];
}

const display = (v: number): number => roundHalfUp(v);

/** One period of a cycle (its rows, the repeated state last) and each player's mean over it. */
function cycleMean(
  order: readonly PlayerId[],
  period: readonly (readonly number[])[],
): IterationTable['cycle'] {
  const values = order.map((_, i) =>
    roundHalfUp(period.reduce((s, row) => s + (row[i] ?? 0), 0) / period.length),
  );
  return { length: period.length, values };
}
const key = (order: readonly PlayerId[], m: ReadonlyMap<PlayerId, number>): string =>
  order.map((id) => m.get(id)).join(',');
