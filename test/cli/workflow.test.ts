// A 41-player, 7-round Swiss run entirely through the workflow commands (tournament new, players
// add/bye/withdraw, pair, result) with seeded random results. Every `rochade pair T.json` must give
// the pairing the endorsed engine bbpPairings v6 gave for the same file state (colours and PAB
// included). Recorded by `node scripts/workflow-vs-bbp.mjs --seed 1 --record ...`
// (test/fixtures/workflow/README.md); the script checks fresh seeds against the live oracle.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

interface Step {
  readonly argv: readonly string[];
  readonly expect?: { readonly boards: readonly (readonly [number, number])[]; readonly pab: number | null };
}
interface Recording {
  readonly seed: number;
  readonly players: number;
  readonly rounds: number;
  readonly steps: readonly Step[];
}

const recording = JSON.parse(
  readFileSync(new URL('../fixtures/workflow/swiss-41p-7r.json', import.meta.url), 'utf8'),
) as Recording;

interface Board {
  readonly board: number;
  readonly white: { readonly id: number };
  readonly black: { readonly id: number } | null;
  readonly bye: string | null;
}

describe('the workflow commands run a 41-player Swiss as the endorsed engine pairs it', () => {
  test(`seed ${recording.seed}: ${recording.players} players, ${recording.rounds} rounds`, async () => {
    const io = memoryIo();
    const rounds: { round: number; boards: [number, number][]; pab: number | null }[] = [];
    const expected: typeof rounds = [];
    for (const step of recording.steps) {
      io.out.length = 0;
      const code = await runCli(step.argv, io);
      expect({ argv: step.argv.join(' '), code }).toEqual({ argv: step.argv.join(' '), code: 0 });
      if (step.expect) {
        const got = JSON.parse(io.stdoutText()) as { round: number; boards: Board[] };
        rounds.push({
          round: got.round,
          boards: got.boards.filter((b) => b.bye === null).map((b) => [b.white.id, b.black?.id ?? 0]),
          pab: got.boards.find((b) => b.bye === 'PAB')?.white.id ?? null,
        });
        expected.push({
          round: got.round,
          boards: step.expect.boards.map(([w, b]) => [w, b]),
          pab: step.expect.pab,
        });
      }
    }
    expect(rounds).toHaveLength(recording.rounds);
    expect(rounds).toEqual(expected);
    // Every result went in: the last round is complete and the file holds 7 rounds.
    io.out.length = 0;
    expect(await runCli(['tournament', 'show', 'T.json', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdoutText())).toMatchObject({ roundsPaired: 7, currentRoundOpen: 0, players: 41 });
  });
});
