// A TRF exported before round R (test/fixtures/trf-export: byes requested ahead, withdrawals,
// forfeits, late entries) holds all the next pairing depends on: read back, taken over and paired by
// Rochade, round R is what bbpPairings (an independent FIDE Dutch engine) paired from the same file.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { asTournamentInProgress } from '../../../../core/formats/inProgress.ts';
import { parseTrf } from '../../../../core/formats/trf/trf.ts';
import { pairDutch } from '../../../../core/pairing/dutch/index.ts';

const DIR = new URL('../../../fixtures/trf-export/', import.meta.url);
const cases = readdirSync(DIR)
  .filter((f) => f.endsWith('.trf'))
  .map((f) => [f, Number(/round(\d+)/.exec(f)?.[1])] as const);

describe('bbpPairings -p on the export pairs as Rochade does', () => {
  test.each(cases)('%s: round %i', (file, round) => {
    const parsed = parseTrf(readFileSync(new URL(file, DIR), 'utf8'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.scoreMismatches).toEqual([]);
    // Taken over as `tournament import` does: the round's byes are requests again (C.04.1).
    const stored = pairDutch(asTournamentInProgress(parsed.value.tournament), { round });
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    const [count, ...lines] = readFileSync(new URL(file.replace(/\.trf$/, '.bbp.txt'), DIR), 'utf8')
      .trim()
      .split('\n');
    const pairs = lines.map((l) => l.trim().split(/\s+/).map(Number));
    expect(pairs).toHaveLength(Number(count));
    const p = stored.value;
    expect(p.round).toBe(round);
    const boards = (xs: readonly (readonly number[])[]): string[] => xs.map((x) => x.join('-')).sort();
    expect(boards(p.boards.map((b) => [b.white, b.black]))).toEqual(boards(pairs.filter((x) => x[1] !== 0)));
    expect(p.pab).toBe(pairs.find((x) => x[1] === 0)?.[0]);
  });
});
