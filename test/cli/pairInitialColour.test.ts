// `rochade pair --dutch IN.trf -p` on files without 152/XXC whose top seed took a half-point bye in
// round 1 (TRF-2026 152: the initial colour is that of the highest-ranked player paired in round 1,
// here player 2 with Black). Each round's input is the fixture up to the round before (no initial
// colour written); the expected outputs are bbpPairings v6's own `-p` output for the same inputs
// (`bbpPairings --dutch IN.trf -p OUT`, recorded once; test/fixtures/pairing/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTrf, parseTrf } from '../../core/formats/trf/trf.ts';
import { nextRoundInput } from '../../core/pairing/nextRoundInput.ts';
import { memoryIo } from '../support/memoryIo.ts';

const parsed = parseTrf(
  readFileSync(
    new URL('../fixtures/pairing/initial-colour-black-top-seed-hpb.trf', import.meta.url),
    'latin1',
  ),
);
if (!parsed.ok) throw new Error('fixture does not parse');
const full = parsed.value.tournament;

const inputOf = (round: number): string => {
  const { initialColor: _none, ...rest } = nextRoundInput(full, round);
  return makeTrf(rest);
};

describe('pair -p infers the initial colour from round 1 (TRF-2026 152)', () => {
  test.each([
    [2, '5\n2 5\n4 3\n6 1\n11 8\n9 10\n'],
    [3, '6\n3 2\n5 6\n7 4\n1 11\n8 10\n9 0\n'],
    [4, '6\n2 6\n4 1\n11 3\n9 7\n10 5\n8 0\n'],
    [5, '6\n1 2\n6 3\n11 4\n5 9\n7 8\n10 0\n'],
  ])('round %i as bbpPairings pairs it', async (round, bbp) => {
    const input = inputOf(round);
    expect(input).not.toMatch(/^(152|XXC) /m);
    const io = memoryIo({ 'in.trf': input });
    expect(await runCli(['pair', '--dutch', 'in.trf', '-p'], io)).toBe(0);
    expect(io.stdoutText()).toBe(bbp);
  });
});
