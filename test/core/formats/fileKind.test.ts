// detectFileKind: binary tournament files and files that are no tournament, by their bytes
// (magic numbers as their formats define them), before any text decoding.
import { describe, expect, test } from 'vitest';
import { detectFileKind } from '../../../core/formats/detect.ts';
import { writeSwt } from '../../support/swtWriter.ts';

const bytes = (...xs: (number | string)[]): Uint8Array =>
  Uint8Array.from(xs.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));
const swt = (version: number) =>
  writeSwt({ version, name: 'T', rounds: 1, pairedRounds: 0, players: [{ name: 'A' }], pairings: [] });

describe('detectFileKind', () => {
  test.each([
    ['PDF (ISO 32000 "%PDF-")', bytes('%PDF-1.7\n'), 'PDF'],
    [
      'xlsx: a ZIP with xl/ entries',
      bytes(0x50, 0x4b, 3, 4, 0, 0, '[Content_Types].xml', 'xl/workbook.xml'),
      'Excel workbook (.xlsx)',
    ],
    [
      'old .xls (Compound File Binary)',
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
      'Excel workbook (old .xls format) or another Office file',
    ],
    ['a plain ZIP', bytes(0x50, 0x4b, 3, 4, 0, 0, 'turnier.trf'), 'ZIP archive'],
    [
      'the DSB list export ZIP',
      bytes(0x50, 0x4b, 3, 4, 0, 0, 'spieler.csv'),
      'ZIP archive of DSB player lists',
    ],
    ['PNG', bytes(0x89, 'PNG', 13, 10, 26, 10), 'image (PNG)'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image (JPEG)'],
    ['HTML page', bytes('\n<!DOCTYPE html>\n<html><body>'), 'HTML page'],
    [
      'DSB spieler.csv v1 header',
      bytes('ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr\n'),
      'DSB player list (spieler.csv)',
    ],
    [
      'DSB spieler.csv v2 header',
      bytes('ID,VKZ,Mgl-Nr,Status,Spielername\n'),
      'DSB player list (spieler.csv)',
    ],
    [
      'DSB spieler.csv v3 header',
      bytes('ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname"\n'),
      'DSB player list (spieler.csv)',
    ],
    ['DSB vereine.csv', bytes('ZPS,LV,Verband,Vereinname\n'), 'DSB club list (vereine.csv)'],
    ['UTF-16 text', bytes(0xff, 0xfe, '0', 0, '0', 0), 'UTF-16 ("Unicode") text'],
    ['Swiss-Chess 6.x (field 9999 = 650)', swt(650), 'Swiss-Chess file of an unsupported version'],
    ['a binary file of no known kind', bytes(1, 2, 0, 4, 5), 'binary file of an unknown kind'],
  ])('%s', (_, b, what) => {
    expect(detectFileKind(b)).toMatchObject({ kind: 'foreign', what });
  });

  test.each([
    ['Swiss-Chess 8.83', swt(883), { kind: 'swt', version: 883 }],
    ['Swiss-Chess 7.00', swt(700), { kind: 'swt', version: 700 }],
    [
      'Swiss-Manager (93 FF 89 44 00 00 00 00)',
      bytes(0x93, 0xff, 0x89, 0x44, 0, 0, 0, 0, 1),
      { kind: 'swissManager' },
    ],
    ['TRF text', bytes('012 Open\n001    1 m    Meier'), { kind: 'text' }],
    [
      'CSV crosstable with Windows-1252 umlauts',
      bytes('Nr;Name;1;2\n1;M', 0xfc, 'ller;x;1\n'),
      { kind: 'text' },
    ],
  ])('%s', (_, b, kind) => {
    expect(detectFileKind(b)).toEqual(kind);
  });
});

describe('a Swiss-Chess file cut short (a copy broken off, a damaged stick)', () => {
  // The header holds the version (byte 609) and the rounds: a file cut after it but before its
  // pairings (byte 3894 in 7.x, 13384 in 8.x) is still a Swiss-Chess file, so the reader can say
  // where it ends, rather than "a binary file of an unknown kind".
  test.each([
    [883, 700],
    [883, 3000],
    [750, 3000],
  ])('version %i cut at byte %i is detected as Swiss-Chess', (version, cut) => {
    expect(detectFileKind(swt(version).slice(0, cut))).toEqual({ kind: 'swt', version });
  });

  test('cut inside the version field: not recognisable', () => {
    expect(detectFileKind(swt(883).slice(0, 610)).kind).toBe('foreign');
  });
});
