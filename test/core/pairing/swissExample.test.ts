// examples/swiss-club-open.trf against an independent engine: bbpPairings' pairing of every round
// (test/fixtures/pairing/README.md) is the one recorded in the example and the one Rochade makes.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '../../../core/formats/trf/trf.ts';
import { pairDutch } from '../../../core/pairing/dutch/index.ts';
import { nextRoundInput, recordedPairing } from '../../../core/pairing/nextRoundInput.ts';
import type { RoundPairing } from '../../../core/pairing/types.ts';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const parsed = parseTrf(read('../../../examples/swiss-club-open.trf'));
if (!parsed.ok) throw new Error('the example does not parse');
const example = parsed.value.tournament;

/** bbpPairings' output per round: the number of pairs, then "WHITE BLACK", the PAB as "ID 0". */
function referencePairings(text: string): RoundPairing[] {
  return text
    .split(/^Round /m)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const [head = '', , ...lines] = block.trim().split('\n');
      const pairs = lines.map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
      const pab = pairs.find(([, black]) => black === 0)?.[0];
      const boards = pairs.filter(([, black]) => black !== 0).map(([white, black]) => ({ white, black }));
      return { round: Number(head), boards, ...(pab !== undefined ? { pab } : {}) };
    });
}

const reference = referencePairings(read('../../fixtures/pairing/swiss-club-open.bbpPairings.txt'));
const asSet = (p: RoundPairing): unknown => ({
  boards: p.boards.map((b) => `${b.white}-${b.black}`).sort(),
  pab: p.pab,
});

describe('the example club Swiss is paired as bbpPairings (FIDE-endorsed, Dutch 2025) pairs it', () => {
  test('the fixture covers every round of the example', () => {
    expect(reference.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test.each(reference.map((r) => [r.round, r] as const))(
    'round %i: the recorded pairing and the Dutch engine agree with the reference',
    (round, ref) => {
      expect(asSet(recordedPairing(example, round))).toEqual(asSet(ref));
      const engine = pairDutch(nextRoundInput(example, round), { round });
      expect(engine.ok && engine.value).toEqual(ref);
    },
  );
});
