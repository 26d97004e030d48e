// Tournaments paired by the endorsed engine (bbpPairings v6, FIDE Dutch 2025), one per discrepancy
// class the differential run (scripts/differential-dutch.mjs) found; see test/fixtures/pairing/README.md.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '../../../../core/formats/trf/trf.ts';
import { checkTournament } from '../../../../core/pairing/checker.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../fixtures/pairing/${name}`, import.meta.url), 'latin1');

describe('FIDE Dutch 2025: every round as the endorsed engine paired it', () => {
  test.each([
    [
      'TRF-2026 152 / C.04.3 5.2.5: initial colour inferred with the top seed absent in round 1',
      'initial-colour-top-seed-absent.trf',
    ],
    [
      'C.04.3 (2025) C14: resident downfloaters only (round 9 of 9)',
      'c14-resident-downfloaters-last-round.trf',
    ],
    [
      'C.04.3 (2025) C14 residents only, C18 an MDP floating on counts above any pair (PAB in round 7)',
      'c14-pab-assignee-not-resident-floater.trf',
    ],
    [
      'C.04.3 (2025) C8 with C4: the next bracket is judged by pairings that let the rest complete (round 7)',
      'c8-look-ahead-completes.trf',
    ],
    [
      'C.04.3 (2025) 4.3: of two exchanges alike so far, the one moving the lowest BSN from S2 to S1 comes first (round 9)',
      'exchange-lowest-bsn-moved-to-s1.trf',
    ],
    [
      'C.04.3 (2025) C5/C9: the PAB assignee judged with the brackets above fixed, C9 before C12 in the last bracket (round 11)',
      'c9-pab-assignee-after-upper-brackets.trf',
    ],
    [
      'C.04.3 (2025): a 15-player 7-round club Swiss with a PAB every round and forfeits (the Sheets workflow test)',
      'sheets-swiss-15x7.trf',
    ],
  ])('%s (%s)', (_rule, file) => {
    const parsed = parseTrf(fixture(file));
    if (!parsed.ok) throw new Error(`${file} does not parse`);
    const report = checkTournament(parsed.value.tournament);
    expect(report.rounds.length).toBeGreaterThan(0);
    expect(report.rounds.filter((r) => !r.same)).toEqual([]);
  });
});
