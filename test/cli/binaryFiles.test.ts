// The CLI on binary files (issue 21): Swiss-Chess files read by content, team files ranked as teams,
// every file that is no tournament named in one line with what to do (exit 2), missing files in words.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { writeSwt, type SwtTestFile } from '../support/swtWriter.ts';
import { ONE_BOARD_TEAM_SWT } from '../support/swtTeamSample.ts';

// Three players, two rounds: 1-2 1-0, 3 bye; 3-1 draw, 2 bye (each bye scored as a win).
const SMALL: SwtTestFile = {
  name: 'Blitz',
  rounds: 2,
  pairedRounds: 2,
  players: [
    { name: 'Meier,Hans', zps: 'C0327', member: '1088', dwz: '1712' },
    { name: 'Schulz,Eva' },
    { name: 'Wagner,Uwe' },
  ],
  pairings: [
    [
      { color: 1, opponent: 2, result: 3 },
      { color: 3, opponent: 3, result: 2 },
    ],
    [
      { color: 3, opponent: 1, result: 1 },
      { color: 1, opponent: 0, result: 3 },
    ],
    [
      { color: 1, opponent: 0, result: 3 },
      { color: 1, opponent: 1, result: 2 },
    ],
  ],
};

async function cli(files: Record<string, string | Uint8Array>, ...args: string[]) {
  const io = memoryIo(files);
  const code = await runCli(args, io);
  return { code, out: io.stdoutText(), err: io.stderrText() };
}

describe('Swiss-Chess files through the CLI', () => {
  test('standings: points from the games (hand count: Meier 1 + ½, Wagner 1 + ½, Schulz 0 + 1)', async () => {
    const r = await cli({ 'blitz.swt': writeSwt(SMALL) }, 'standings', 'blitz.swt', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const rows = (JSON.parse(r.out) as { rows: { startNo: number; points: number }[] }).rows;
    expect(Object.fromEntries(rows.map((x) => [x.startNo, x.points]))).toEqual({ 1: 1.5, 2: 1, 3: 1.5 });
  });

  test('detected by content whatever the name', async () => {
    const r = await cli({ 'turnier.dat': writeSwt(SMALL) }, 'standings', 'turnier.dat');
    expect(r.code).toBe(0);
  });

  test('convert --to json keeps ZPS, member number and DWZ', async () => {
    const r = await cli({ 'blitz.swt': writeSwt(SMALL) }, 'convert', 'blitz.swt', '--to', 'json');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { players: Record<string, unknown>[] };
    expect(doc.players[0]).toMatchObject({ zps: 'C0327', memberNumber: '1088', dwz: { rating: 1712 } });
  });

  test('convert --to trf names what TRF cannot hold', async () => {
    const r = await cli({ 'blitz.swt': writeSwt(SMALL) }, 'convert', 'blitz.swt', '--to', 'trf');
    expect(r.code).toBe(0);
    expect(r.err).toBe('warning: DSB club (ZPS) and member numbers of 1 player: TRF cannot hold this\n');
  });

  test('a team file: team standings (match points 1 : 1 for the drawn match)', async () => {
    const r = await cli({ 'liga.swt': writeSwt(ONE_BOARD_TEAM_SWT) }, 'standings', 'liga.swt', '--json');
    expect(r.err).toBe('');
    const rows = (JSON.parse(r.out) as { rows: { name: string; matchPoints: number; gamePoints: number }[] })
      .rows;
    expect(rows.map((x) => [x.name, x.matchPoints, x.gamePoints])).toEqual([
      ['SC Rochade', 1, 0.5],
      ['SK Turm', 1, 0.5],
    ]);
  });

  test('a damaged file: exit 2 with the byte offset', async () => {
    const cut = writeSwt(SMALL).slice(0, 14000);
    const r = await cli({ 'cut.swt': cut }, 'standings', 'cut.swt');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /cut\.swt \(Swiss-Chess file\): byte 14000: found "the file ends after 14,000 bytes"/,
    );
  });
});

describe('files that are no tournament: one line naming them, exit 2', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  test.each([
    ['report.pdf', enc('%PDF-1.4\n'), /report\.pdf is a PDF, not a tournament file: /],
    [
      't.xlsx',
      Uint8Array.of(0x50, 0x4b, 3, 4, ...enc('xl/workbook.xml')),
      /is an Excel workbook \(\.xlsx\).*CSV/,
    ],
    [
      't.xls',
      Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
      /is an Excel workbook \(old \.xls format\)/,
    ],
    ['t.zip', Uint8Array.of(0x50, 0x4b, 3, 4, ...enc('a.trf')), /is a ZIP archive.*unpack it/],
    ['t.html', enc('<!doctype html><html>'), /is an HTML page/],
    ['t.png', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 13, 10), /is an image \(PNG\)/],
    [
      'spieler.csv',
      enc('ZPS,Mgl-Nr,Status,Spielername\nC0327,1088,A,"Meier,Hans"\n'),
      /is a DSB player list.*rochade players find/,
    ],
    ['t.tunx', Uint8Array.of(0x93, 0xff, 0x89, 0x44, 0, 0, 0, 0), /t\.tunx \(Swiss-Manager file\): byte 8/],
  ])('%s', async (name, content, message) => {
    for (const command of [
      ['standings', name],
      ['convert', name, '--to', 'json'],
      ['dwz', 'evaluate', name],
    ]) {
      const r = await cli({ [name]: content }, ...command);
      expect([command.join(' '), r.code]).toEqual([command.join(' '), 2]);
      expect(r.err).toMatch(message);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });

  test('a missing file: a plain sentence, no system code', async () => {
    const r = await cli({}, 'standings', 'nope.swt');
    expect(r.err).toBe(
      'rochade standings: cannot read nope.swt: there is no file by that name (check the name and the folder)\n',
    );
    expect(r.err).not.toMatch(/ENOENT/);
  });
});

const SHARED = new URL('../../../shared/formats/swt/', import.meta.url);
describe.skipIf(!existsSync(SHARED))('the real Swiss-Chess samples', () => {
  const file = (f: string) => new Uint8Array(readFileSync(new URL(f, SHARED)));

  test('SwissTeam.SWT: teams in the places Swiss-Chess recorded (Los Angeles 1, Knoxville 2, Pittston 3)', async () => {
    const r = await cli({ 't.swt': file('SwissTeam.SWT') }, 'standings', 't.swt', '--json');
    const rows = (JSON.parse(r.out) as { rows: { rank: number; name: string; matchPoints: number }[] }).rows;
    expect(rows.slice(0, 3).map((x) => [x.rank, x.name, x.matchPoints])).toEqual([
      [1, 'Los Angeles', 12],
      [2, 'Knoxville', 11],
      [3, 'Pittston', 11],
    ]);
  });

  test('SwissIndividual.SWT: dwz evaluate and pair read it', async () => {
    const d = await cli({ 'i.swt': file('SwissIndividual.SWT') }, 'dwz', 'evaluate', 'i.swt');
    expect([d.code, d.err]).toEqual([0, '']);
  });
});
