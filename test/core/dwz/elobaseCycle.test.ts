import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { evaluateTournamentDwz, type DwzTournamentEvaluation } from '../../../core/dwz/index.ts';
import { STANDARD_POINTS, type Tournament } from '../../../core/tournament/index.ts';

// test/fixtures/dwz/README.md: a field whose EloBase iteration (WO 2002 4.7.4) alternates forever;
// the expected rows and means come from the independent elobase_cycle_check.py there.
const field: Tournament = {
  ...JSON.parse(readFileSync(new URL('../../fixtures/dwz/elobase-cycle.json', import.meta.url), 'utf8')),
  pointSystem: STANDARD_POINTS,
};
const evaluate = (rules: 'ELOBASE' | 'WO2013'): DwzTournamentEvaluation => {
  const r = evaluateTournamentDwz(field, { rules });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('ELOBASE: a whole-tournament iteration that ends in a 2-cycle (WO 2002 4.7.4)', () => {
  const e = evaluate('ELOBASE');
  test('iteration rows up to the first repeated state', () => {
    expect(e.iteration.order).toEqual([1, 2, 3]);
    expect(e.iteration.rows).toEqual([
      [1922, 1323, 1450],
      [1502, 1533, 1603],
      [1582, 1494, 1559],
      [1563, 1502, 1568],
      [1566, 1500, 1565],
      [1565, 1500, 1566],
      [1566, 1500, 1565],
    ]);
    expect(e.iteration.converged).toBe(false);
  });
  test("Rochade's rule: each first value is the mean over one period, rounded half up", () => {
    expect(e.iteration.cycle).toEqual({ length: 2, values: [1566, 1500, 1566] });
    const first = e.players.filter((p) => p.status === 'first').map((p) => [p.id, p.Rh, p.Rn]);
    expect(first).toEqual([
      [1, 1566, 1566],
      [2, 1500, 1500],
      [3, 1566, 1566],
    ]);
    expect(e.warnings.join('\n')).toMatch(/alternates between 2 states/);
  });
  test('deterministic: the same field gives the same values again', () => {
    expect(evaluate('ELOBASE')).toEqual(e);
  });
  test('exact Φ (WO2013) settles on the same field', () => {
    const exact = evaluate('WO2013');
    expect(exact.iteration.converged).toBe(true);
    expect(exact.iteration.cycle).toBeUndefined();
  });
});
