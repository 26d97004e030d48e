import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeReportHeader,
  makeStandingsTable,
  makeStartList,
  type ReportTable,
} from '../../core/report/index.ts';
import { computeStandings } from '../../core/standings/index.ts';
import { fitColumns, renderReportPdf } from '../../print/pdf.ts';
import { findTool, toolOrSkip } from '../support/tools.ts';
import { UNICODE_NAMES, unicodeSwiss } from '../support/unicodeTournament.ts';

const dir = mkdtempSync(join(tmpdir(), 'rochade-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const havePoppler = toolOrSkip(findTool('pdftotext'), 'poppler-utils');

/** The PDF's text as poppler extracts it, pages split at form feeds. */
function pdfPages(pdf: Uint8Array): string[] {
  const file = join(dir, `t${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
}

function pdfInfo(pdf: Uint8Array, args: readonly string[] = []): string {
  const file = join(dir, `i${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdfinfo', [...args, file], { encoding: 'utf8' });
}

describe('fitColumns (A4: 595 × 842 pt, 36 pt margins)', () => {
  it.each([
    // [natural widths, landscape, font size]: 523 pt usable portrait, 770 landscape
    { case: 'a narrow table stays portrait at 9 pt', widths: [20, 150, 30], landscape: false, font: 9 },
    { case: 'wider than portrait turns landscape', widths: [400, 200], landscape: true, font: 9 },
    // 1540 natural + 2·3·2 padding = 1552 > 770: scale 770/1552 = 0.496 → 4.4 pt (floored to 0.1)
    { case: 'wider than landscape shrinks the font', widths: [770, 770], landscape: true, font: 4.4 },
    { case: 'never below 4 pt', widths: [3000, 3000], landscape: true, font: 4 },
  ])('$case', ({ widths, landscape, font }) => {
    const l = fitColumns(widths, 3);
    expect(l.landscape).toBe(landscape);
    expect(l.fontSize).toBeCloseTo(font, 5);
  });
});

describe.runIf(havePoppler)('renderReportPdf read back with pdftotext (poppler)', () => {
  // A row's cells are written as one text object; a name whose glyphs the font shifts (a combining
  // mark, as a name typed on a Mac arrives: "u" + U+0308) still prints whole, in order.
  it('names with combining marks (decomposed umlauts) beside precomposed ones', async () => {
    // (no "i" + U+0301: the font's ccmp makes it a dotless ı, and fontkit's glyph cache then maps
    // that glyph back to "i" for every later PDF of the process, a known limit of the text layer)
    const names = ['Mu\u0308ller, Jo\u0308rg', 'Müller, Jörg', 'Dvor\u030Cák, Jan'];
    const t = unicodeSwiss(3, 1);
    const named = { ...t, players: t.players.map((p, k) => ({ ...p, name: names[k] ?? p.name })) };
    const { bytes } = await renderReportPdf({
      header: makeReportHeader(named, 'de'),
      tables: [makeStartList(named, 'de')],
      lang: 'de',
    });
    // poppler puts a space after a combining mark it extracts; the letters are all there, in order
    const text = pdfPages(bytes).join('\n').replace(/\s+/g, '').normalize('NFC');
    for (const n of names) expect(text).toContain(n.replace(/\s+/g, '').normalize('NFC'));
  });

  it('every name is text in the bundled font: umlauts, Turkish, Polish, Czech, Cyrillic, Greek, ½', async () => {
    const t = unicodeSwiss();
    const s = computeStandings(t, {});
    if (!s.ok) throw new Error(s.error.message);
    const { bytes: pdf } = await renderReportPdf({
      header: makeReportHeader(t, 'en', s.value.afterRound),
      tables: [makeStandingsTable(t, s.value, 'en')],
      lang: 'en',
    });
    const text = pdfPages(pdf).join('\n');
    for (const name of UNICODE_NAMES) expect(text).toContain(name);
    expect(text).toContain('Standings after round 2');
    expect(text).toContain('İzmir');
    expect(text).toContain('Page 1 of 1');
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });

  // The documents of a process share the parsed fonts and word layouts: the same table printed
  // again, after another document, reads back the same, each PDF with its own font subset.
  it('a PDF after other PDFs in the same process reads back the same text', async () => {
    const t = unicodeSwiss();
    const s = computeStandings(t, {});
    if (!s.ok) throw new Error(s.error.message);
    const job = {
      header: makeReportHeader(t, 'de', s.value.afterRound),
      tables: [makeStandingsTable(t, s.value, 'de')],
      lang: 'de' as const,
    };
    const first = pdfPages((await renderReportPdf(job)).bytes);
    await renderReportPdf({ ...job, tables: [makeStartList(t, 'de')] });
    const again = pdfPages((await renderReportPdf(job)).bytes);
    expect(again).toEqual(first);
    for (const name of UNICODE_NAMES) expect(again.join('\n')).toContain(name);
  });

  it('½ of the draws and the German page numbers ("Seite 1 von 1")', async () => {
    const t = unicodeSwiss(6, 1);
    const table: ReportTable = {
      kind: 'standings',
      lang: 'de',
      title: 'Tabelle',
      columns: [
        { key: 'name', header: 'Name', align: 'left', kind: 'name' },
        { key: 'pts', header: 'Pkt', align: 'right', kind: 'number', format: 'points' },
      ],
      rows: [['Dvořák, Jiří', 2.5]],
      legend: [],
      notes: [],
    };
    const text = pdfPages(
      (await renderReportPdf({ header: makeReportHeader(t, 'de', 1), tables: [table], lang: 'de' })).bytes,
    ).join('\n');
    expect(text).toContain('2½');
    expect(text).toContain('Seite 1 von 1');
    expect(text).toContain('Runde 1 / 1 · 09.01.2026');
  });

  it('a long table breaks across pages, the heading and header row on every page, "Page p of n"', async () => {
    const t = unicodeSwiss(120, 0);
    const { bytes: pdf } = await renderReportPdf({
      header: makeReportHeader(t, 'en'),
      tables: [makeStartList(t, 'en')],
      lang: 'en',
    });
    const pages = pdfPages(pdf);
    // 120 rows of 13.5 pt on 842 - 72 pt less heading and footer: 3 pages
    expect(pages.length).toBe(3);
    pages.forEach((p, k) => {
      expect(p).toContain('Open 2026');
      expect(p).toContain('Start list');
      expect(p).toMatch(/No\.\s+SNo\s+Name/);
      expect(p).toContain(`Page ${k + 1} of 3`);
    });
    const all = pages.join('\n');
    for (let k = 7; k <= 120; k++) expect(all).toContain(`Player ${k}`);
  });

  it('a wide crosstable turns landscape and keeps every name whole', async () => {
    const t = unicodeSwiss(40, 30);
    const s = computeStandings(t, {});
    if (!s.ok) throw new Error(s.error.message);
    const { makeCrosstableTable } = await import('../../core/report/index.ts');
    const { bytes: pdf } = await renderReportPdf({
      header: makeReportHeader(t, 'en', 30),
      tables: [makeCrosstableTable(t, s.value, 'en')],
      lang: 'en',
    });
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
    const text = pdfPages(pdf).join('\n');
    for (const name of UNICODE_NAMES) expect(text).toContain(name);
    expect(text).toContain('Player 40');
  });

  it('several tables: each from a new page, fitted on its own, page numbers through the document', async () => {
    const t = unicodeSwiss(10, 20);
    const s = computeStandings(t, {});
    if (!s.ok) throw new Error(s.error.message);
    const { makeCrosstableTable } = await import('../../core/report/index.ts');
    const { bytes: pdf } = await renderReportPdf({
      header: makeReportHeader(t, 'en'),
      tables: [makeStandingsTable(t, s.value, 'en'), makeCrosstableTable(t, s.value, 'en')],
      lang: 'en',
    });
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Standings after round 20');
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Crosstable after round 20');
    expect(pages[1]).toContain('Page 2 of 2');
    // pdfinfo -f 1 -l 2 lists each page's size: portrait, then landscape
    const info = pdfInfo(pdf, ['-f', '1', '-l', '2']);
    expect(info).toMatch(/Page\s+1 size:\s+595\.28 x 841\.89/);
    expect(info).toMatch(/Page\s+2 size:\s+841\.89 x 595\.28/);
  });

  it('an outsized name (375 characters) is printed whole and smaller, the table keeps its size', async () => {
    const long = `${'Wolfeschlegelsteinhausenbergerdorff '.repeat(10)}Hubert`.slice(0, 375);
    const t = unicodeSwiss(6, 1);
    const withLong = { ...t, players: t.players.map((p) => (p.id === 2 ? { ...p, name: long } : p)) };
    const { bytes: pdf } = await renderReportPdf({
      header: makeReportHeader(withLong, 'en'),
      tables: [makeStartList(withLong, 'en')],
      lang: 'en',
    });
    expect(pdfInfo(pdf)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/); // still portrait
    const text = pdfPages(pdf).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(long.replace(/\s+/g, ' ').trim());
    for (const name of UNICODE_NAMES.filter((n) => n !== UNICODE_NAMES[1])) expect(text).toContain(name);
  });
});
