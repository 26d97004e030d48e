// A 300-player open on paper: every rochade print report stays on A4 pages, each page with the
// tournament's heading, the table's header row and "Seite p von n", every name as text, every
// legend entry; the pages as pictures (pdftoppm) for a human look when ROCHADE_PICTURES names a folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../cli/reports.ts';
import { REPORT_KINDS } from '../../core/report/index.ts';
import type { Tournament } from '../../core/tournament/index.ts';
import { renderReportPdf } from '../../print/pdf.ts';
import { findTool, toolOrSkip } from '../support/tools.ts';
import { unicodeSwiss } from '../support/unicodeTournament.ts';

const CLUBS = ['SK Weiß-Blau Großhausen', 'SV Königsspringer Süd', 'Schachfreunde Bärenklau'];
/** 300 players (German names with umlauts and ß beside the Unicode ones), 7 rounds, clubs and DWZ. */
const open = (): Tournament => {
  const t = unicodeSwiss(300, 7);
  return {
    ...t,
    name: 'Großes Open 2026',
    federation: 'GER',
    players: t.players.map((p, k) => ({
      ...p,
      ...(k >= 20 ? { name: `Strauß-Müller ${k + 1}, Jörg` } : {}),
      club: CLUBS[k % CLUBS.length] ?? '',
      dwz: { rating: 2300 - k * 3, index: 20 },
    })),
  };
};

const havePoppler = toolOrSkip(findTool('pdftotext'), 'poppler-utils');
const dir = mkdtempSync(join(tmpdir(), 'rochade-large-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(havePoppler)('a 300-player open on A4', () => {
  const t = open();
  it.each(REPORT_KINDS)('%s', async (kind) => {
    const r = buildReport(t, kind, { lang: 'de', updated: '2026-03-14T21:30' });
    if (!r.ok) throw new Error(r.error);
    const pdf = await renderReportPdf({ ...r.value, lang: 'de' });
    const file = join(dir, `${kind}.pdf`);
    writeFileSync(file, pdf.bytes);
    // every page A4, portrait or landscape (ISO 216: 595.28 × 841.89 pt)
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(pdf.pages), file], { encoding: 'utf8' });
    const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) =>
      [Number(m[1]), Number(m[2])].sort((a, b) => a - b).join('x'),
    );
    expect(sizes).toHaveLength(pdf.pages);
    expect(new Set(sizes)).toEqual(new Set(['595.28x841.89']));
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((p) => p.trim() !== '');
    expect(pages).toHaveLength(pdf.pages);
    const first = r.value.tables[0];
    pages.forEach((page, k) => {
      expect(page).toContain('Großes Open 2026');
      expect(page).toContain('Stand: 14.03.2026, 21:30 Uhr');
      expect(page).toContain(`Seite ${k + 1} von ${pdf.pages}`);
      // the header row repeats on every page of rows (the last page may hold only notes and the legend)
      if (kind !== 'cards' && first && k < pages.length - 1)
        expect(page).toContain(first.columns[1]?.header ?? '');
    });
    const flat = text.replace(/\s+/g, ' ');
    for (const p of t.players) expect(flat).toContain(p.name);
    for (const table of r.value.tables)
      for (const l of table.legend) {
        expect(flat).toContain(l.term);
        expect(flat).toContain(l.text.slice(0, 24).trim());
      }
    const pictures = process.env['ROCHADE_PICTURES'];
    if (pictures) execFileSync('pdftoppm', ['-r', '50', '-png', '-l', '2', file, join(pictures, kind)]);
  });
});
