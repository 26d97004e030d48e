// The CLI on Swiss-Manager files (issue 21): read by content into standings, convert, dwz evaluate and
// pair; team files ranked as teams; a damaged file is exit 2 with the byte offset.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { SM_INDIVIDUAL, SM_TEAMS } from '../support/swissManagerCases.ts';
import { writeSwissManager } from '../support/swissManagerWriter.ts';

async function cli(files: Record<string, string | Uint8Array>, ...args: string[]) {
  const io = memoryIo(files);
  const code = await runCli(args, io);
  return { code, out: io.stdoutText(), err: io.stderrText() };
}

const individual = writeSwissManager(SM_INDIVIDUAL).bytes;

describe('Swiss-Manager files through the CLI', () => {
  test('standings: points from the records (hand count in swissManagerCases.ts: 2, 0, 1, ½, 2)', async () => {
    const r = await cli({ 't.tunx': individual }, 'standings', 't.tunx', '--json');
    expect([r.code, r.err]).toEqual([0, '']);
    const rows = (JSON.parse(r.out) as { rows: { startNo: number; points: number }[] }).rows;
    expect(Object.fromEntries(rows.map((x) => [x.startNo, x.points]))).toEqual({
      1: 2,
      2: 0,
      3: 1,
      4: 0.5,
      5: 2,
    });
  });

  test('detected by content whatever the name', async () => {
    const r = await cli({ 'turnier.dat': individual }, 'standings', 'turnier.dat');
    expect(r.code).toBe(0);
  });

  test('convert --to json keeps FIDE id, DWZ, sex, birth date, byes and the forfeit', async () => {
    const r = await cli({ 't.tunx': individual }, 'convert', 't.tunx', '--to', 'json');
    expect([r.code, r.err]).toEqual([0, '']);
    const doc = JSON.parse(r.out) as {
      players: Record<string, unknown>[];
      games: Record<string, unknown>[];
      byes: Record<string, unknown>[];
    };
    expect(doc.players[0]).toMatchObject({
      fideId: '4611970',
      dwz: { rating: 2190 },
      birthDate: '1986-06-15',
      title: 'FM',
    });
    expect(doc.players[2]).toMatchObject({ sex: 'w' });
    expect(doc.games).toContainEqual(
      expect.objectContaining({ round: 2, white: 4, black: 1, result: '-:+' }),
    );
    expect(doc.byes).toEqual([
      { round: 1, player: 5, kind: 'PAB' },
      { round: 2, player: 3, kind: 'HPB' },
    ]);
  });

  test('convert --to trf writes the games and names what TRF cannot hold', async () => {
    const r = await cli({ 't.tunx': individual }, 'convert', 't.tunx', '--to', 'trf');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^001 {4}1 /m);
    // One line per kind of content lost (core/formats/losses.ts): SM_INDIVIDUAL has one club name.
    // An individual file stores no board numbers, so none are "lost" (only team files have them).
    expect(r.err.split('\n').filter(Boolean)).toEqual([
      'warning: club names of 1 player: TRF cannot hold this',
    ]);
  });

  test('a team file → TRF: its board numbers within the matches are named as lost', async () => {
    const r = await cli(
      { 'liga.tumx': writeSwissManager(SM_TEAMS).bytes },
      'convert',
      'liga.tumx',
      '--to',
      'trf',
    );
    expect(r.code).toBe(0);
    // SM_TEAMS: three board games (round 1 two, round 2 one; the empty slot is a bye, not a game).
    expect(r.err.split('\n')).toContain('warning: board numbers of 3 games: TRF cannot hold this');
  });

  test('convert --to json, then result --board: the board as `pairings` numbers it (record order)', async () => {
    const json = await cli({ 't.tunx': individual }, 'convert', 't.tunx', '--to', 'json');
    const io = memoryIo({ 't.json': json.out });
    // SM_INDIVIDUAL round 2, second record: Müller (2) - Nowak (5) 0-1, corrected to 1-0.
    expect(await runCli(['result', 't.json', '--round', '2', '--board', '2', '--correct', '1-0'], io)).toBe(
      0,
    );
    expect(io.stdoutText()).toMatch(
      /^Round 2, board 2: M\u00fcller, J\u00f6rg - Nowak, \u0141ukasz 1-0 \(corrected from 0-1\)/,
    );
    const saved = JSON.parse(String(io.written.get('t.json'))) as { games: Record<string, unknown>[] };
    expect(saved.games).toContainEqual(
      expect.objectContaining({ round: 2, white: 2, black: 5, result: '1-0' }),
    );
  });

  test('dwz evaluate and pair read it (round 3 of 3 is open)', async () => {
    const d = await cli({ 't.tunx': individual }, 'dwz', 'evaluate', 't.tunx');
    expect(d.code).toBe(0);
    const p = await cli({ 't.tunx': individual }, 'pair', '--dutch', 't.tunx', '-p');
    expect([p.code, p.err]).toEqual([0, '']);
    // Three boards; Müller (2), alone on 0 points without a bye so far, gets the bye (C.04.3).
    expect(p.out).toMatch(/^3\n/);
    expect(p.out).toMatch(/^2 0$/m);
  });

  test('a team file: team standings (hand count: SC Rochade 4 match points, 3½ board points)', async () => {
    const r = await cli(
      { 'liga.tumx': writeSwissManager(SM_TEAMS).bytes },
      'standings',
      'liga.tumx',
      '--json',
    );
    expect(r.err).toBe('');
    const rows = (JSON.parse(r.out) as { rows: { name: string; matchPoints: number; gamePoints: number }[] })
      .rows;
    expect(rows[0]).toMatchObject({ name: 'SC Rochade', matchPoints: 4, gamePoints: 3.5 });
  });

  test('a damaged file: exit 2 with the byte offset', async () => {
    const cut = individual.slice(0, 4000);
    const r = await cli({ 'cut.tunx': cut }, 'standings', 'cut.tunx');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /cut\.tunx \(Swiss-Manager file\): byte 4000: found "the file ends after 4,000 bytes"/,
    );
  });
});

const SHARED = new URL('../../../shared/formats/swiss-manager/', import.meta.url);
describe.skipIf(!existsSync(SHARED))('the real Swiss-Manager files', () => {
  const file = (f: string) => new Uint8Array(readFileSync(new URL(f, SHARED)));

  test.each([
    'echecs_sample_1378181.TUNX',
    'echecs_elllobregat_a_753347.TUNX',
    'echecs_austria_rr_vereinsmeisterschaft_1288524.TUNX',
    'fexerj_round_robin_6players.TURX',
    'fexerj_swiss_system_51players.TUNX',
  ])('%s: standings and dwz evaluate read it', async (name) => {
    const s = await cli({ [name]: file(name) }, 'standings', name);
    expect([s.code, s.err]).toEqual([0, '']);
    const d = await cli({ [name]: file(name) }, 'dwz', 'evaluate', name);
    expect(d.code).toBe(0);
  });

  test.each(['echecs_sample_1378181.TUNX', 'echecs_elllobregat_a_753347.TUNX'])(
    '%s: convert --to trf keeps every player\u2019s points',
    async (name) => {
      const points = async (files: Record<string, Uint8Array | string>, input: string) => {
        const r = await cli(files, 'standings', input, '--json');
        const rows = (JSON.parse(r.out) as { rows: { startNo: number; points: number }[] }).rows;
        return Object.fromEntries(rows.map((x) => [x.startNo, x.points]));
      };
      const trf = await cli({ [name]: file(name) }, 'convert', name, '--to', 'trf');
      expect(trf.code).toBe(0);
      expect(await points({ 't.trf': trf.out }, 't.trf')).toEqual(await points({ [name]: file(name) }, name));
    },
  );

  test.each([
    'echecs_sample_1378181.TUNX',
    'echecs_elllobregat_a_753347.TUNX',
    'echecs_austria_rr_vereinsmeisterschaft_1288524.TUNX',
    'fexerj_round_robin_6players.TURX',
    'fexerj_swiss_system_18players.TUNX',
    'fexerj_swiss_system_51players.TUNX',
  ])('%s: convert --to trf names no board numbers (an individual file has none)', async (name) => {
    const r = await cli({ [name]: file(name) }, 'convert', name, '--to', 'trf');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^warning: club names of \d+ players: TRF cannot hold this$/m);
    expect(r.err).not.toMatch(/board numbers/);
  });

  test('the team file → TRF: board numbers of its 187 board games are named as lost', async () => {
    const name = 'fexerj_swiss_team_93players.TUMX';
    const r = await cli({ [name]: file(name) }, 'convert', name, '--to', 'trf');
    // 48 matches x 4 boards = 192 slots, less 5 with nobody fielded on one side (readSwissManager.test.ts).
    expect(r.err.split('\n')).toContain('warning: board numbers of 187 games: TRF cannot hold this');
  });

  test('the team file: 16 teams ranked', async () => {
    const name = 'fexerj_swiss_team_93players.TUMX';
    const r = await cli({ [name]: file(name) }, 'standings', name, '--json');
    expect([r.code, r.err]).toEqual([0, '']);
    expect((JSON.parse(r.out) as { rows: unknown[] }).rows).toHaveLength(16);
  });
});
