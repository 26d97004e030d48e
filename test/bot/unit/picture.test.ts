import { PNG } from 'pngjs';
import { afterAll, describe, expect, test } from 'vitest';
import { fontFile, renderTablePicture, wrapText } from '../../../bot/format/picture.ts';
import { tableOfReport } from '../../../bot/format/report.ts';
import { makeCrosstableTable, makeStandingsTable } from '../../../core/report/index.ts';
import { computeStandings } from '../../../core/standings/index.ts';
import { unicodeSwiss } from '../../support/unicodeTournament.ts';
import { encodeIndexedPng } from '../../../bot/format/pngEncode.ts';
import { textElements } from '../../../bot/format/glyphs.ts';
import type { Table } from '../../../bot/format/table.ts';
import { RenderPool } from '../../../bot/render/pool.ts';
import { miniTournament } from '../../support/tiebreakCases.ts';
import { cmapCoverage } from '../helpers/cmap.ts';

// Names as clubs write them (hand-picked, one per script/language the issue names).
const NAMES = [
  ['Turkish', 'Çağla Şükrü Öztürk, İpek Ilgın'],
  ['Polish', 'Łukasz Żółć, Ścibor Gęśla, Źdźbło Ń'],
  ['Nordic', 'Ørjan Ærø Åsa, Þórður Ðiðriksson'],
  ['Cyrillic', 'Дмитрий Шостакович, Юлия Щербакова, Їжак Ґедзь'],
  ['Greek', 'Γιώργος Παπαδόπουλος, Ελένη Ψαρρού, ΑΩ'],
  ['table glyphs', '½ – … ⚠ ◀ ▶ 0123456789'],
] as const;

describe('the bundled font (DejaVu Sans, npm dejavu-fonts-ttf)', () => {
  const regular = cmapCoverage(fontFile('DejaVuSans.ttf'));
  const bold = cmapCoverage(fontFile('DejaVuSans-Bold.ttf'));

  test.each(NAMES)('has a glyph for every %s letter (its cmap maps each code point)', (_, text) => {
    const missing = [...text].filter(
      (ch) => !regular(ch.codePointAt(0) ?? 0) || !bold(ch.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
  });

  test('the cmap reader is not vacuous: DejaVu Sans has no CJK ideographs (U+6F22)', () => {
    expect(regular(0x6f22)).toBe(false);
    expect(regular('A'.codePointAt(0) ?? 0)).toBe(true);
  });
});

const table = (n: number): Table => ({
  header: ['Rk', 'Name', 'Pts'],
  rows: Array.from({ length: n }, (_, k) => [String(k + 1), NAMES[k % 5]?.[1].split(',')[0] ?? '', `${k}½`]),
  align: ['right', 'left', 'right'],
  nameColumns: [1],
});

/** Pixel colour as #rrggbb. */
const at = (img: PNG, x: number, y: number): string => {
  const i = (y * img.width + x) * 4;
  return `#${[0, 1, 2].map((c) => (img.data[i + c] ?? 0).toString(16).padStart(2, '0')).join('')}`;
};

describe('table pictures (chess-results style)', () => {
  test('a dark header row, then zebra rows: every second row shaded', () => {
    const img = PNG.sync.read(renderTablePicture({ title: 'Open', table: table(4) }));
    // Layout constants of picture.ts: margin 12, title 18 + 14, rows 22 px high.
    const top = 12 + 32;
    expect(at(img, 14, top + 2)).toBe('#2d4f7c'); // header
    expect(at(img, 14, top + 22 + 2)).toBe('#ffffff'); // row 1
    expect(at(img, 14, top + 44 + 2)).toBe('#e9eef5'); // row 2 (zebra)
    expect(img.height).toBe(12 * 2 + 32 + 5 * 22);
  });

  test('text is drawn: a name cell has dark pixels', () => {
    const img = PNG.sync.read(renderTablePicture({ title: 'Open', table: table(1) }));
    const row = 12 + 32 + 22;
    let dark = 0;
    for (let y = row; y < row + 22; y++)
      for (let x = 40; x < img.width - 40; x++) if (at(img, x, y) < '#606060') dark++;
    expect(dark).toBeGreaterThan(50);
  });
});

// Decoded by an independent PNG reader (pngjs): a 3×2 palette image, pixels given by hand.
test('the PNG encoder: pngjs reads back the palette colour of every pixel', () => {
  const palette = Uint8Array.from([255, 0, 0, 0, 255, 0, 18, 52, 86]);
  // each row: filter byte 0, then three palette indices
  const rows = Uint8Array.from([0, 0, 1, 2, 0, 2, 2, 0]);
  const img = PNG.sync.read(encodeIndexedPng(rows, 3, 2, palette));
  expect([img.width, img.height]).toEqual([3, 2]);
  expect([...img.data]).toEqual(
    [
      [255, 0, 0, 255],
      [0, 255, 0, 255],
      [18, 52, 86, 255],
      [18, 52, 86, 255],
      [18, 52, 86, 255],
      [255, 0, 0, 255],
    ].flat(),
  );
});

test('text elements: a letter with a combining accent stays one element, plain text one per code point', () => {
  expect(textElements('Åsa ½')).toEqual(['Å', 's', 'a', ' ', '½']);
  expect(textElements('Rene\u0301')).toEqual(['R', 'e', 'n', 'e\u0301']);
});

describe('the render pool', () => {
  const pool = new RenderPool();
  afterAll(() => pool.close());

  test('draws in a worker thread: the PNG comes back through the pool', async () => {
    const png = await pool.picture({ title: 'Open', table: table(3) });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pool.jobs).toBe(1);
    expect(pool.lastThread).toBeGreaterThan(0); // threadId 0 is the main thread
  });

  test('computes standings in the worker (two hand-played rounds: 1 has 2 points, 4 has 1)', async () => {
    const t = miniTournament({ players: 4, rounds: ['1-3 1-0, 2-4 1/2-1/2', '2-1 0-1, 3-4 1/2-1/2'] });
    const s = await pool.standings(t, { tiebreaks: [] });
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.rows.map((r) => [r.player.id, r.points])).toEqual([
      [1, 4],
      [4, 2],
      [2, 1],
      [3, 1],
    ]);
    expect(pool.lastThread).toBeGreaterThan(0);
  });
});

describe('the picture is as wide as its table (issue 22: an 835 px table got a 1234 px picture)', () => {
  const long = 'Offene Vereinsmeisterschaft 2026 des Schachklubs Rochade Musterstadt — Tabelle nach Runde 9';

  test('a long title wraps: same width as with a short title, one 24 px line more per extra line', () => {
    const short = PNG.sync.read(renderTablePicture({ title: 'Open', table: table(3) }));
    const wrapped = PNG.sync.read(renderTablePicture({ title: long, table: table(3) }));
    expect(wrapped.width).toBe(short.width);
    // at 18 px bold the title is far wider than the 3-column table: it takes several lines
    expect(wrapped.height - short.height).toBeGreaterThanOrEqual(2 * 24);
    expect((wrapped.height - short.height) % 24).toBe(0);
  });

  test.each([
    // measure = characters: lines of at most `width` characters
    { text: 'aa bb cc', width: 5, lines: ['aa bb', 'cc'] },
    { text: 'abcdefgh', width: 3, lines: ['abc', 'def', 'gh'] },
    { text: 'one', width: 10, lines: ['one'] },
    { text: '', width: 10, lines: [''] },
  ])('wrapText($text, $width)', ({ text, width, lines }) => {
    expect(wrapText(text, width, (t) => t.length)).toEqual(lines);
  });
});

describe('pictures from the core report tables: rating and tiebreak columns', () => {
  const t = unicodeSwiss(12, 3);
  const s = computeStandings(t, { tiebreaks: ['BH/C1', 'BH', 'SB'] });
  if (!s.ok) throw new Error(s.error.message);

  test('standings: rank, start number, name, rating, points and every tiebreak', () => {
    const tb = tableOfReport(makeStandingsTable(t, s.value, 'en'));
    expect(tb.header).toEqual(['Rk', 'SNo', 'Name', 'Elo', 'Pts', 'BH/C1', 'BH', 'SB']);
    expect(tb.rows[0]?.slice(2, 4)).toEqual(['Müller, Jürgen', '2400']);
  });

  test('the phone variant: no start number, only the first tiebreak, names cut to 20 characters', () => {
    const tb = tableOfReport(makeStandingsTable(t, s.value, 'en'), { phone: { tiebreaks: 3 } });
    expect(tb.header).toEqual(['Rk', 'Name', 'Elo', 'Pts', 'BH/C1']);
    expect(tb.rows.map((r) => r[1])).toContain('Παπαδόπουλος, Γιώργ…');
    const img = PNG.sync.read(renderTablePicture({ title: 'Standings after round 3', table: tb }));
    expect(img.width).toBeLessThanOrEqual(430);
  });

  test('crosstable: rating, rounds, points and tiebreaks', () => {
    const tb = tableOfReport(makeCrosstableTable(t, s.value, 'de'));
    expect(tb.header).toEqual(['Pl.', 'TNr', 'Name', 'Elo', '1', '2', '3', 'Pkt', 'BH/C1', 'BH', 'SB']);
  });
});
