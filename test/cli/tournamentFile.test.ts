// The tournament file is written whole or not at all, the previous version kept as T.json.bak.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { nodeIo } from '../../cli/main.ts';
import { readTournamentFile, writeTournamentFile } from '../../cli/tournamentFile.ts';
import { STANDARD_POINTS, type Tournament } from '../../core/index.ts';
import { memoryIo } from '../support/memoryIo.ts';

const t = (name: string): Tournament => ({
  name,
  kind: 'swiss',
  rounds: 5,
  players: [{ id: 1, name: 'Müller, Anna' }],
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  startListFrozen: false,
});

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'rochade-tfile-'));
  dirs.push(d);
  return d;
};

describe('writeTournamentFile / readTournamentFile', () => {
  test('a round trip; the second write keeps the first version as .bak', async () => {
    const path = join(tempDir(), 'T.json');
    const io = nodeIo();
    await writeTournamentFile(path, t('Erste'), io);
    expect(existsSync(`${path}.bak`)).toBe(false);
    await writeTournamentFile(path, t('Zweite'), io);
    const back = await readTournamentFile(path, io);
    expect(back.ok && back.value.name).toBe('Zweite');
    expect(JSON.parse(readFileSync(`${path}.bak`, 'utf8')).name).toBe('Erste');
  });

  test('a failing write leaves the old file and the backup, and no temporary file', async () => {
    const dir = tempDir();
    const path = join(dir, 'T.json');
    const io = nodeIo();
    await writeTournamentFile(path, t('Erste'), io);
    await writeTournamentFile(path, t('Zweite'), io);
    // A directory where writeFileWhole puts its temporary file: the write fails before the rename.
    mkdirSync(join(dir, `.${basename(path)}.${process.pid}.rochade-tmp`));
    await expect(writeTournamentFile(path, t('Dritte'), io)).rejects.toThrow();
    expect(JSON.parse(readFileSync(path, 'utf8')).name).toBe('Zweite');
    expect(JSON.parse(readFileSync(`${path}.bak`, 'utf8')).name).toBe('Zweite');
  });

  test.each([
    [
      'a TRF file',
      '012 Open\n001    1      Test0001 Player0001               2601\n',
      /not a Rochade tournament JSON/,
    ],
    ['broken JSON', '{ "kind": "swiss", ', /tournament JSON/],
  ])('refused: %s', async (_case, text, message) => {
    const io = memoryIo({ 'T.json': text });
    const r = await readTournamentFile('T.json', io);
    expect(r.ok ? '' : r.error.message).toMatch(message);
  });

  test('a missing file: exit 5 (file access)', async () => {
    const r = await readTournamentFile('nope.json', memoryIo());
    expect(r.ok ? 0 : r.error.exit).toBe(5);
  });

  test('writes go through the io (memory): the backup holds the bytes before', async () => {
    const io = memoryIo();
    await writeTournamentFile('T.json', t('A'), io);
    await writeTournamentFile('T.json', t('B'), io);
    const bak = io.written.get('T.json.bak');
    const text = typeof bak === 'string' ? bak : new TextDecoder().decode(bak);
    expect(JSON.parse(text).name).toBe('A');
  });
});
