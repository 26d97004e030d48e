// Hostile and nonsensical input (issue 14): every refusal is one short located line with exit 2
// (`pair`: 4 for a size limit, 3 for invalid input), never a crash or a one-player "tournament".
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { line001 } from '../support/trfLine.ts';

/** Runs `rochade ARGS` with the text as the file in.txt (named in ARGS, else appended). */
async function run(text: string | Uint8Array, ...args: string[]) {
  const io = memoryIo({ 'in.txt': text });
  const code = await runCli(args.includes('in.txt') ? args : [...args, 'in.txt'], io);
  return { code, err: io.stderrText(), out: io.stdoutText() };
}

const players = (n: number): string =>
  JSON.stringify({
    kind: 'swiss',
    rounds: 1,
    players: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
  });

describe('nonsense is refused, located', () => {
  test.each([
    ['a lone x', 'x\n', /row 1.*at least two players/],
    ['a lone ---', '---\n', /row 1.*at least two players/],
    ['4 MB of one line', 'a'.repeat(4_000_000), /line 1/],
    [
      'a Swiss table where no pair met',
      'Nr;Name;1;2;3\n1;Anna;x;—;—\n2;Bert;—;x;—\n3;Carl;—;—;x\n',
      /at least one game/,
    ],
  ])('%s', async (_, text, message) => {
    const r = await run(text, 'standings');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err.length).toBeLessThan(300);
  });
});

describe('size: exit 2 with one line (pair: 4), never a stack overflow', () => {
  test.each([
    ['JSON nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['130,001 lines', 'Nr;Name;1;2\n'.repeat(130_001)],
    ['130,000 players', players(130_000)],
    ['a 21 MB file', new Uint8Array(21_000_000).fill(0x61)],
  ])('%s', async (_, text) => {
    const s = await run(text, 'standings');
    expect(s.code).toBe(2);
    expect(s.err).toMatch(/too large/);
    expect(s.err).not.toMatch(/unexpected|stack/);
    expect(s.err.trimEnd().split('\n')).toHaveLength(1);
    const p = await run(text, 'pair', '--dutch', 'in.txt', '-p');
    expect(p.code).toBe(4);
    expect(p.err).toMatch(/too large/);
  });
});

describe('message floods: at most 10 per kind, then a count', () => {
  // 40 players, each with 9.0 in the points column and no game: 40 points mismatches.
  const trf = [
    '012 Flood',
    ...Array.from({ length: 40 }, (_, i) => line001(i + 1, { points: '9.0', cells: ['0000 - Z'] })),
  ].join('\n');

  test('standings: ten mismatch warnings, then "and 30 more"', async () => {
    const r = await run(trf, 'standings');
    expect(r.code).toBe(0);
    const lines = r.err.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('warning: points mismatch'))).toHaveLength(10);
    expect(lines.at(-1)).toBe('warning: and 30 more points mismatches');
  });

  test('pair: one short line with three mismatches and the count', async () => {
    const r = await run(trf, 'pair', '--dutch', 'in.txt', '-p');
    expect(r.code).toBe(3);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/and 37 more points mismatches/);
    expect(r.err.length).toBeLessThan(600);
  });
});

describe('names with control or bidi characters are shown safely in tables', () => {
  test.each([
    ['a right-to-left override (U+202E)', 'Eve\u202Eevil', 'Eve\\u202Eevil'],
    ['an escape sequence', 'Mal\u001b[2Jlory', 'Mal\\u001B[2Jlory'],
    ['a bell', 'Bel\u0007la', 'Bel\\u0007la'],
  ])('%s is written as an escape', async (_, name, shown) => {
    const csv = `Nr;Name;1;2;Pkt\n1;${name};x;1;1\n2;Bob Brown;0;x;0\n`;
    const r = await run(csv, 'standings');
    expect(r.code).toBe(0);
    expect(r.out).toContain(shown);
    expect(r.out).not.toContain(name);
  });
});

describe('property: any nesting depth and any line count is read or refused in one line, never a crash', () => {
  test('JSON of random depth (1-20,000) and bracket kinds: refused exactly when deeper than 64', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20_000 }), fc.boolean(), async (depth, objects) => {
        const open = objects ? '{"a":' : '[';
        const close = objects ? '}' : ']';
        const text = `${open.repeat(depth)}1${close.repeat(depth)}`;
        const r = await run(text, 'standings');
        expect(r.code).toBe(2);
        expect(r.err.trimEnd().split('\n')).toHaveLength(1);
        expect(/too large/.test(r.err)).toBe(depth > 64);
      }),
      { numRuns: 25 },
    );
  });

  test('random text of up to 200,000 lines: exit 0 or 2 with one short line', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom('x', '---', '1;Anna;x;1', '001    1', '{'),
        async (lines, text) => {
          const r = await run(`${text}\n`.repeat(lines), 'standings');
          expect([0, 2]).toContain(r.code);
          if (r.code === 2) expect(r.err.trimEnd().split('\n')).toHaveLength(1);
          expect(r.err.length).toBeLessThan(400);
        },
      ),
      { numRuns: 15 },
    );
  });
});
