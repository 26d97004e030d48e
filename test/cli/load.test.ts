// loadTournament: detection by content, exit 5 for file access, exit 3 with the located message.
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadTournament } from '../../cli/load.ts';
import { line001 } from '../support/trfLine.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { nodeIo, runCli } from '../../cli/main.ts';
import type { CliIo } from '../../cli/command.ts';

const example = readFileSync(new URL('../../examples/swiss-club-open.trf', import.meta.url), 'utf8');
const good = `${line001(1, { cells: ['   2 w 1'], points: '1.0' })}\n${line001(2, { cells: ['   1 b 0'], points: '0.0' })}\n`;

describe('loadTournament', () => {
  test.each([
    ['TRF (whatever the extension)', 'open.txt', example, 'trf'],
    ['Swiss notation', 'cards.txt', '1 Meier: +W2\n2 Schulz: -B1\n', 'notation'],
    [
      'CSV crosstable',
      'rr.csv',
      'Nr,Name,1,2,3,Pkt\n1,Meier,x,1,1,2\n2,Schulz,0,x,½,0.5\n3,Vogel,0,½,x,0.5\n',
      'csv',
    ],
  ])('%s', async (_n, path, text, format) => {
    const r = await loadTournament(path, memoryIo({ [path]: text }));
    expect(r.ok && r.value.format).toBe(format);
  });

  test('a team-event JSON is refused with a pointer to rochade standings (exit 3)', async () => {
    const team = readFileSync(new URL('../../examples/team-league.json', import.meta.url), 'utf8');
    const r = await loadTournament('league.json', memoryIo({ 'league.json': team }));
    expect(r.ok ? undefined : r.error).toEqual({
      exit: 3,
      message: expect.stringContaining('league.json is a team event') as unknown,
    });
  });

  // A league file with players (`rochade convert team.swt --to league`) given to a command for
  // tournaments: before, the JSON reader said `kind: found "nothing"`.
  test.each([
    ['dwz evaluate', ['dwz', 'evaluate', 'season.json']],
    ['convert', ['convert', 'season.json', '--to', 'trf']],
    ['pair -c', ['pair', '--dutch', 'season.json', '-c']],
    ['crosstable', ['crosstable', 'season.json']],
  ])('a league file with players given to %s is named with the commands that read it', async (_n, argv) => {
    const season = readFileSync(new URL('../../examples/league-season.json', import.meta.url), 'utf8');
    const io = memoryIo({ 'season.json': season });
    const code = await runCli(argv, io);
    expect(code).toBe(argv[0] === 'pair' ? 3 : 2);
    expect(io.stderrText()).toMatch(
      /season\.json is a league file with players \(docs\/leagues\.md\): `rochade league` shows its table/,
    );
    expect(io.stderrText().trimEnd().split('\n')).toHaveLength(1);
  });

  test('a missing file is a file access error (exit 5)', async () => {
    const r = await loadTournament('nope.trf', memoryIo());
    expect(r).toEqual({
      ok: false,
      error: {
        exit: 5,
        message: 'cannot read nope.trf: there is no file by that name (check the name and the folder)',
      },
    });
  });

  test.each([
    [
      'bad TRF cell',
      `${line001(1, { cells: ['   2 w 1'] })}\n${line001(2, { cells: ['   1 b 1'] })}\n`,
      /^bad\.trf \(TRF\): line 1, column 92: .*expected results that agree/,
    ],
    [
      'unknown result code',
      `${line001(1, { cells: ['   2 w Q'] })}\n`,
      /line 1, column 99: found "Q", expected a result code/,
    ],
    ['not UTF-8', new Uint8Array([0x30, 0x30, 0x31, 0xff, 0xfe]), /not UTF-8/],
    ['empty file', '', /empty/],
  ])('%s → exit 3 with the location', async (_n, content, message) => {
    const r = await loadTournament('bad.trf', memoryIo({ 'bad.trf': content }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.exit).toBe(3);
      expect(r.error.message).toMatch(message);
    }
  });

  test('a wrong points column is loaded with the mismatch reported', async () => {
    const r = await loadTournament('a.trf', memoryIo({ 'a.trf': good.replace('  1.0', '  0.5') }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.scoreMismatches).toEqual([expect.objectContaining({ kind: 'scoreMismatch', line: 1 })]);
    expect(r.value.warnings).toEqual([expect.stringMatching(/^points mismatch: line 1, column 81/)]);
  });

  test('--format skips detection', async () => {
    const r = await loadTournament('a.trf', memoryIo({ 'a.trf': good }), { format: 'notation' });
    expect(r.ok).toBe(false);
  });
});

// docs/limits.md: a file over the 20 MB input limit is refused by its size, before a byte of it is
// read, with one line naming the limit (exit 2; `pair`, the pairing-program convention: 4). The
// 50 MB files are sparse (a real start, then zeros the file system does not store): made at once.
describe('a 50 MB tournament file is refused by its size, unread', () => {
  const MB50 = 50_000_000;
  const starts = {
    'big.trf': `012 Herbstopen Köln-Süd\n${line001(1, {})}\n`,
    'big.json': '{"kind":"swiss","rounds":9,"players":[{"id":1,"name":"Weiß, Jürgen"}',
  };
  test.each([
    ['TRF', 'big.trf', ['standings'], 2],
    ['TRF', 'big.trf', ['pair', '--dutch', '-p'], 4],
    ['TRF', 'big.trf', ['convert', '--to', 'json'], 2],
    ['JSON', 'big.json', ['standings'], 2],
    ['JSON', 'big.json', ['pair'], 4],
    ['JSON', 'big.json', ['result', '--round', '1', '--board', '1', '1-0'], 2],
  ] as const)('%s %s: %j', async (_, name, args, exit) => {
    const dir = mkdtempSync(join(tmpdir(), 'rochade-limit-'));
    try {
      const path = join(dir, name);
      writeFileSync(path, starts[name]);
      truncateSync(path, MB50);
      const reads: string[] = [];
      const base = nodeIo();
      const err: string[] = [];
      const io: CliIo = {
        ...base,
        readFile: (p) => {
          reads.push(p);
          return base.readFile(p);
        },
        stdout: () => {},
        stderr: (t) => void err.push(t),
      };
      const [command, ...rest] = args;
      const code = await runCli([command, path, ...rest], io);
      expect(code).toBe(exit);
      expect(err.join('')).toBe(
        `rochade ${command}: ${path}: too large (50 MB, at most 20 MB; docs/limits.md)\n`,
      );
      expect(reads).toEqual([]);
      expect(statSync(path).size).toBe(MB50); // refused: the file is as it was
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
