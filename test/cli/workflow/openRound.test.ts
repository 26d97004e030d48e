// The line that names what keeps a round open, in the director's language: with more open boards
// than are listed, the count of the rest is worded in the same language as the rest of the line.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../../cli/main.ts';
import { memoryIo } from '../../support/memoryIo.ts';

type Io = ReturnType<typeof memoryIo>;

async function run(io: Io, ...argv: string[]): Promise<{ code: number; err: string }> {
  io.out.length = 0;
  io.err.length = 0;
  const code = await runCli(argv, io);
  return { code, err: io.stderrText() };
}

/** Twelve players, round 1 paired (six boards), no result entered. */
async function roundOneOpen(): Promise<Io> {
  const io = memoryIo();
  await run(io, 'tournament', 'new', 'T.json', '--name', 'Vereinsmeisterschaft', '--rounds', '5');
  const names = [
    'Müller',
    'Weiß',
    'Özdemir',
    'Groß',
    'Köhler',
    'Böhm',
    'Fuß',
    'Lößl',
    'Hähnel',
    'Krüger',
    'Jäger',
    'Kühn',
  ];
  for (const [i, n] of names.entries())
    await run(io, 'players', 'add', 'T.json', '--name', `${n}, Anna`, '--rating', String(2000 - i * 10));
  expect((await run(io, 'pair', 'T.json')).code).toBe(0);
  return io;
}

describe('pair while the round is open: six boards without a result, five listed', () => {
  test.each([
    ['de', 'und 1 weiteres Brett', /\band\b|more/],
    ['en', 'and 1 more board', /Brett|weitere/],
  ] as const)('--lang %s', async (lang, rest, foreign) => {
    const io = await roundOneOpen();
    const r = await run(io, 'pair', 'T.json', '--lang', lang);
    expect(r.code).toBe(3);
    expect(r.err).toContain(rest);
    expect(r.err.replace(/`[^`]*`/g, '')).not.toMatch(foreign);
  });
});
