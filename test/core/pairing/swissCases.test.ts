// The acceptance test of the Dutch engine (issue 5): every round of the reference tournaments in
// test/fixtures/swiss (paired by bbpPairings, an endorsed FIDE Dutch engine, 2025 rules) must be
// reproduced exactly, colours and PAB included. `npm test` re-pairs 20 files spread over all sizes;
// `npm run test:corpus` all 297.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { parseTrf } from '../../../core/formats/trf/trf.ts';
import { checkTournament } from '../../../core/pairing/checker.ts';
import { recordedRounds } from '../../../core/pairing/nextRoundInput.ts';
import { corpusSample } from '../../support/corpus.ts';

const dir = new URL('../../fixtures/swiss/', import.meta.url);
const players = (f: string): number => Number(/-(\d+)p/.exec(f)?.[1] ?? 0);
// Sorted by size, so the sample spreads from 8 to 200 players.
const files = corpusSample(
  readdirSync(dir)
    .filter((f) => f.endsWith('.trf'))
    .sort((a, b) => players(a) - players(b) || a.localeCompare(b)),
  20,
);

let roundsTotal = 0;
const differing: string[] = [];

describe('FIDE Dutch 2025: the reference tournaments, every round', () => {
  test('the case directory holds the tournaments', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files)('%s', (file) => {
    const parsed = parseTrf(readFileSync(new URL(file, dir), 'latin1'));
    if (!parsed.ok) throw new Error(`${file} does not parse`);
    expect(parsed.value.scoreMismatches).toEqual([]);
    const t = parsed.value.tournament;
    const report = checkTournament({ ...t, rounds: recordedRounds(t) });
    roundsTotal += report.rounds.length;
    for (const r of report.rounds.filter((x) => !x.same)) differing.push(`${file} R${r.round}`);
    const diffs = report.rounds
      .filter((r) => !r.same)
      .map((r) => ({
        round: r.round,
        engine: r.checkerBoards,
        recorded: r.tournamentBoards,
        pab: [r.checkerPab, r.tournamentPab],
      }));
    expect(diffs).toEqual([]);
  });

  afterAll(() => {
    // The discrepancy count, for the record (the target is 0).
    console.log(
      `Dutch reference tournaments: ${files.length} files, ${roundsTotal} rounds, ${differing.length} differing` +
        (differing.length > 0 ? `: ${differing.join(', ')}` : ''),
    );
  });
});
