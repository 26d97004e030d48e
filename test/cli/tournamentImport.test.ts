// `rochade tournament import FILE T.json`: a tournament started in Swiss-Manager, Swiss-Chess or a
// TRF is taken over in progress, and `rochade pair` pairs its next round. The workflow commands name
// a binary file as what it is.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { SM_INDIVIDUAL } from '../support/swissManagerCases.ts';
import { writeSwissManager } from '../support/swissManagerWriter.ts';

async function cli(files: Record<string, string | Uint8Array>, ...args: string[]) {
  const io = memoryIo(files);
  const code = await runCli(args, io);
  return { code, out: io.stdoutText(), err: io.stderrText(), io };
}

// Round 2 of 3 paired and complete; the director entered ahead that player 4 is absent in round 3.
const IN_PROGRESS = writeSwissManager({
  ...SM_INDIVIDUAL,
  games: [
    SM_INDIVIDUAL.games[0] ?? [],
    SM_INDIVIDUAL.games[1] ?? [],
    [{ white: 4, black: 'notPaired', result: 0 }],
  ],
}).bytes;

describe('tournament import', () => {
  test('a Swiss-Manager file in progress: round 3 is the next, the absence entered ahead a zero-point bye', async () => {
    const r = await cli({ 'turnier.TUNX': IN_PROGRESS }, 'tournament', 'import', 'turnier.TUNX', 'T.json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('2 of 3 rounds paired, 1 bye requested ahead');
    const doc = JSON.parse(String(r.io.written.get('T.json'))) as { byeRequests: unknown[] };
    expect(doc.byeRequests).toEqual([{ player: 4, round: 3, kind: 'ZPB' }]);
    const files = { 'T.json': String(r.io.written.get('T.json')) };
    const p = await cli(files, 'pair', 'T.json', '--json');
    expect(p.err).toContain('Saved round 3 to T.json');
    expect(p.code).toBe(0);
    const out = JSON.parse(p.out) as {
      round: number;
      boards: { white: { id: number }; black?: { id: number } | null }[];
    };
    expect(out.round).toBe(3);
    // Five players, player 4 on a zero-point bye: four to pair, two boards.
    const playing = out.boards.flatMap((b) => [b.white.id, b.black?.id]).filter((x) => x !== undefined);
    expect(playing).toContain(4); // listed, as the bye row
    const boards = out.boards.filter((b) => b.black);
    expect(boards).toHaveLength(2);
    expect(boards.flatMap((b) => [b.white.id, b.black?.id])).not.toContain(4);
  });

  test('a crosstable without a tournament name is named after the file', async () => {
    const csv = 'Nr;Name;1;2\n1;Müller, Jörg;x;1\n2;Weiß, Anna;0;x\n';
    const r = await cli(
      { 'dir/Vereinsblitz.csv': csv },
      'tournament',
      'import',
      'dir/Vereinsblitz.csv',
      'T.json',
    );
    expect(r.code).toBe(0);
    expect((JSON.parse(String(r.io.written.get('T.json'))) as { name: string }).name).toBe('Vereinsblitz');
  });

  test('an existing T.json is kept unless --force', async () => {
    const r = await cli(
      { 'turnier.TUNX': IN_PROGRESS, 'T.json': '{}' },
      'tournament',
      'import',
      'turnier.TUNX',
      'T.json',
    );
    expect(r.code).toBe(2);
    expect(r.err).toContain('T.json exists');
    expect(r.io.written.size).toBe(0);
  });

  test('a file that is no tournament is named as what it is', async () => {
    const r = await cli({ 'x.pdf': '%PDF-1.4\n' }, 'tournament', 'import', 'x.pdf', 'T.json');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/x\.pdf is a PDF.*not a tournament file/);
  });
});

describe('the workflow commands name a binary file as what it is', () => {
  test.each([
    ['tournament', 'show'],
    ['players', 'list'],
    ['pairings'],
    ['result', '--round', '1', '--board', '1', '1-0'],
  ])('%s %s', async (...argv) => {
    const [cmd = '', ...rest] = argv;
    const args = rest[0]?.startsWith('--')
      ? [cmd, 'turnier.TUNX', ...rest]
      : [cmd, ...rest.slice(0, 1), 'turnier.TUNX', ...rest.slice(1)];
    const r = await cli({ 'turnier.TUNX': IN_PROGRESS }, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toContain('turnier.TUNX is a Swiss-Manager file, not a Rochade tournament JSON');
    expect(r.err).toContain('rochade tournament import turnier.TUNX');
  });
});

// Real files of other programs (../shared/formats), read in place when present.
const SHARED = new URL('../../../shared/formats/', import.meta.url);
describe.skipIf(!existsSync(SHARED))('real files of other programs', () => {
  test.each([
    ['swiss-manager/echecs_sample_1378181.TUNX', '29 players, 7 of 7 rounds paired, 4 withdrawn'],
    ['swiss-manager/fexerj_swiss_system_18players.TUNX', '18 players, 6 of 6 rounds paired, 2 withdrawn'],
    ['swt/SwissIndividual.SWT', '24 players, 9 of 9 rounds paired'],
  ])('%s is taken over', async (file, summary) => {
    const bytes = new Uint8Array(readFileSync(new URL(file, SHARED)));
    const r = await cli({ in: bytes }, 'tournament', 'import', 'in', 'T.json');
    expect(r.code).toBe(0);
    expect(r.out).toContain(summary);
  });

  test('SwissIndividual.SWT as saved after round 5 of 9 (header field 3 = 5): round 6 is paired next', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('swt/SwissIndividual.SWT', SHARED)));
    bytes[0x05] = 5; // field 3, the rounds paired: the file as Swiss-Chess saved it after round 5
    const r = await cli({ 'in.swt': bytes }, 'tournament', 'import', 'in.swt', 'T.json');
    expect(r.code).toBe(0);
    expect(r.out).toContain('24 players, 5 of 9 rounds paired');
    const p = await cli({ 'T.json': String(r.io.written.get('T.json')) }, 'pair', 'T.json', '--json');
    expect(p.code).toBe(0);
    const out = JSON.parse(p.out) as { round: number; boards: { black?: unknown }[] };
    expect(out.round).toBe(6);
    expect(out.boards.filter((b) => b.black)).toHaveLength(12);
  });

  test('a team file is refused with what reads it', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('swt/SwissTeam.SWT', SHARED)));
    const r = await cli({ 'team.swt': bytes }, 'tournament', 'import', 'team.swt', 'T.json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('team tournament');
  });
});
