// One table model, every renderer: each table of core/report drawn by the CLI text, the Sheets
// values, the HTML page, the bot's picture table, the TV screen and the PDF (read back with
// pdftotext) holds the same rows and columns in the same order as the model's text cells.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tableOfReport } from '../../../bot/format/report.ts';
import { evaluateTournamentDwz } from '../../../core/dwz/index.ts';
import { parseCrosstable, parseTrf } from '../../../core/formats/index.ts';
import {
  cellText,
  makeAlphabeticalList,
  makeClubLists,
  makeCrosstableTable,
  makeDwzReportTable,
  makePairingsTable,
  makePlayerCards,
  makeReportHeader,
  makeStandingsTable,
  makeStartList,
  makeTeamTable,
  renderSheet,
  renderTextTable,
  tableTexts,
  type ReportTable,
} from '../../../core/report/index.ts';
import { computeStandings } from '../../../core/standings/index.ts';
import type { Tournament } from '../../../core/tournament/index.ts';
import { renderHtmlPage } from '../../../print/html.ts';
import { renderReportPdf } from '../../../print/pdf.ts';
import { renderScreenPage } from '../../../print/screens.ts';
import { computeTeamStandings } from '../../../core/team/standings.ts';
import { parseTeamEventJson } from '../../../schemas/teamEvent.ts';
import { parseTournamentJson } from '../../../schemas/tournamentJson.ts';
import { findTool, toolOrSkip } from '../../support/tools.ts';

const example = (name: string): string =>
  readFileSync(new URL(`../../../examples/${name}`, import.meta.url), 'utf8');

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** A club Swiss with clubs, DWZ, one FIDE rating, a withdrawal and byes; the example open (TRF); a round robin. */
const TOURNAMENTS: readonly [string, Tournament][] = [
  ['club-tournament.json', unwrap(parseTournamentJson(example('club-tournament.json')))],
  ['swiss-club-open.trf', unwrap(parseTrf(example('swiss-club-open.trf'))).tournament],
  ['club-round-robin.csv', unwrap(parseCrosstable(example('club-round-robin.csv'))).tournament],
];

function tablesOf(t: Tournament, lang: 'de' | 'en'): ReportTable[] {
  const s = unwrap(computeStandings(t, {}));
  const dwz = evaluateTournamentDwz(t);
  const lastRound = t.games.reduce((m, g) => Math.max(m, g.round), 0);
  return [
    makeStartList(t, lang),
    makePairingsTable(t, lastRound, lang),
    makeStandingsTable(t, s, lang),
    makeCrosstableTable(t, s, lang),
    ...(dwz.ok ? [makeDwzReportTable(dwz.value, lang)] : []),
    makeAlphabeticalList(t, s, lang),
    ...makeClubLists(t, s, lang),
    ...makePlayerCards(t, s, lang, dwz.ok ? dwz.value : undefined).slice(0, 3),
  ];
}

const unescape = (s: string): string =>
  s
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The body rows of the first table in an HTML text, as cell texts. */
function htmlRows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => unescape(c[1] ?? '')),
  );
}

const headerHtml = (html: string): string[] =>
  [...(/<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? '').matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((c) =>
    unescape(c[1] ?? ''),
  );

/** Whether `line` holds `cells` left to right (the text renderers pad, never reorder). */
function inOrder(line: string, cells: readonly string[]): boolean {
  let at = 0;
  for (const c of cells) {
    if (c === '') continue;
    const k = line.indexOf(c, at);
    if (k < 0) return false;
    at = k + c.length;
  }
  return true;
}

/** The example team league: its standings by match points, then OSB, game points, OBH. */
const teams = unwrap(parseTeamEventJson(example('team-league.json')));
const teamRows = unwrap(computeTeamStandings(teams, { tiebreaks: ['OSB', 'GP', 'OBH'] }));
const teamTable = (lang: 'de' | 'en'): ReportTable =>
  makeTeamTable(teams, teamRows, { lang, title: teams.name, columns: ['MP', 'OSB', 'GP', 'OBH'] });

const cases = [
  ...TOURNAMENTS.flatMap(([file, t]) =>
    (['de', 'en'] as const).flatMap((lang) =>
      tablesOf(t, lang).map((table) => ({ name: `${file} ${lang} ${table.kind}: ${table.title}`, t, table })),
    ),
  ),
  ...(['de', 'en'] as const).map((lang) => ({ name: `team-league.json ${lang}`, table: teamTable(lang) })),
];

describe('every renderer draws the model’s rows and columns', () => {
  it.each(cases)('$name', ({ table }) => {
    const texts = tableTexts(table);
    const headers = table.columns.map((c) => c.header);
    expect(texts.length).toBeGreaterThan(0);

    // Sheets: one value per cell, numbers stay numbers, written as text they are the same cells
    const [head, ...rows] = renderSheet(table);
    expect(head).toEqual(headers);
    expect(rows.map((r) => r.map((c, k) => cellText(table.columns[k], c, table.lang)))).toEqual(texts);
    for (const [i, r] of rows.entries())
      for (const [k, c] of r.entries()) expect(typeof c).toBe(typeof table.rows[i]?.[k]);

    // HTML page: same header, same cells
    const html = renderHtmlPage({
      lang: table.lang,
      header: { name: 'T', lines: [] },
      title: table.title,
      nav: [],
      sections: [{ kind: 'table', table }],
    });
    expect(headerHtml(html)).toEqual(headers);
    expect(htmlRows(html)).toEqual(texts);
    for (const l of table.legend) expect(html).toContain(`<dt>${l.term.replace(/&/g, '&amp;')}</dt>`);

    // the TV screen: same cells (its CSS hides the secondary columns, the document keeps them)
    const screen = renderScreenPage({
      lang: table.lang,
      header: { name: 'T', lines: [] },
      table,
      script: 'x.js',
    });
    expect(htmlRows(screen)).toEqual(texts);

    // the bot's picture table: same header and cells
    const picture = tableOfReport(table);
    expect(picture.header).toEqual(headers);
    expect(picture.rows).toEqual(texts);

    // monospace text (CLI, bot code blocks): header and every row, cells in column order
    const lines = renderTextTable(table);
    expect(lines).toHaveLength(texts.length + 1);
    expect(inOrder(lines[0] ?? '', headers)).toBe(true);
    texts.forEach((r, i) => expect(inOrder(lines[i + 1] ?? '', r)).toBe(true));
  });
});

const havePoppler = toolOrSkip(findTool('pdftotext'), 'poppler-utils');
const dir = mkdtempSync(join(tmpdir(), 'rochade-renderers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(havePoppler)('the PDF, read back with pdftotext', () => {
  it.each(TOURNAMENTS)(
    '%s: every row of every table on one line, cells in order; every legend entry',
    async (file, t) => {
      const tables = tablesOf(t, 'de');
      const pdf = await renderReportPdf({ header: makeReportHeader(t, 'de'), tables, lang: 'de' });
      const path = join(dir, `${file}.pdf`);
      writeFileSync(path, pdf.bytes);
      const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
      const lines = text.split('\n');
      for (const table of tables) {
        expect(text).toContain(table.title);
        for (const row of tableTexts(table)) expect(lines.some((l) => inOrder(l, row))).toBe(true);
        // legend texts may wrap: each entry's first words and its term are on the page
        for (const l of table.legend) {
          expect(text).toContain(l.term);
          expect(text.replace(/\s+/g, ' ')).toContain(l.text.slice(0, 20));
        }
      }
    },
  );
});
