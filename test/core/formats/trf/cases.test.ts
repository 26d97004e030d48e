// Round trips of every reference file: the 297 Swiss TRFs of fixtures/swiss and the tiebreak case
// tournaments written to TRF and read back.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import { caseEventsWithRounds, caseTournament, normalizeRounds } from '../../../support/caseTournament.ts';

const SWISS_DIR = new URL('../../../fixtures/swiss/', import.meta.url);
const swissFiles = readdirSync(SWISS_DIR)
  .filter((f) => f.endsWith('.trf'))
  .sort();

/** The writer adds 142/XXR (§11); everything else of a generator file comes back byte for byte. */
const withoutAddedRecords = (text: string): string =>
  text
    .split('\r')
    .filter((l) => !/^(142|XXR) /.test(l))
    .join('\r');

describe('fixtures/swiss: parse → make → parse', () => {
  test('there are 297 reference files', () => {
    expect(swissFiles).toHaveLength(297);
  });

  test.each(swissFiles)('%s', (file) => {
    const text = readFileSync(new URL(file, SWISS_DIR), 'utf8');
    const first = parseTrf(text);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.value.scoreMismatches).toEqual([]);
    expect(first.value.warnings).toEqual([]);
    const t = first.value.tournament;
    expect(t.players.length).toBeGreaterThan(0);
    const out = makeTrf(t, { eol: 'cr' });
    expect(withoutAddedRecords(out)).toBe(text);
    const second = parseTrf(out);
    expect(second.ok && second.value.tournament).toEqual(t);
    // Other line ends give the same tournament.
    for (const eol of ['lf', 'crlf'] as const) {
      const again = parseTrf(makeTrf(t, { eol }));
      expect(again.ok && again.value.tournament).toEqual(t);
    }
  });
});

describe('fixtures/tiebreaks tournaments: make → parse', () => {
  test.each(caseEventsWithRounds().map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const t = caseTournament(c);
    const r = parseTrf(makeTrf(t));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.scoreMismatches).toEqual([]);
    expect(normalizeRounds(r.value.tournament)).toEqual(normalizeRounds(t));
  });
});
