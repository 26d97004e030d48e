// One table model, every renderer: each table of core/report drawn by the CLI text, the Sheets
// values, the HTML page, the bot's picture table, the TV screen and the PDF (read back with
// pdftotext) holds the same rows and columns in the same order as the model's text cells.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crosstableText, pairingsText, standingsText, tableOfReport } from '../../../bot/format/report.ts';
import { tablePage } from '../../../bot/format/table.ts';
import { exportSheetValues } from '../../../bot/sheets/exporter.ts';
import type { LoadedTournament } from '../../../bot/storage/repo.ts';
import { evaluateTournamentDwz } from '../../../core/dwz/index.ts';
import { parseCrosstable, parseTrf } from '../../../core/formats/index.ts';
import {
  cellText,
  makeAlphabeticalList,
  makeClubLists,
  makeCrosstableTable,
  defaultReportLang,
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
import { STANDARD_POINTS, type Game, type Tournament } from '../../../core/tournament/index.ts';
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

/** Round by round: [white, black, result]. */
const GERMAN_GAMES: readonly (readonly [number, number, number, Game['result']])[] = [
  [1, 1, 6, '1-0'],
  [1, 7, 2, '0-1'],
  [1, 3, 8, '1/2-1/2'],
  [1, 9, 4, '+:-'],
  [1, 5, 10, '1-0'],
  [2, 2, 1, '1/2-1/2'],
  [2, 4, 3, '1-0'],
  [2, 6, 5, '0-1'],
  [2, 8, 7, '1-0'],
  [2, 10, 12, '0-1'],
  [3, 1, 4, '1-0'],
  [3, 5, 2, '0-1'],
  [3, 3, 12, '-:+'],
  [3, 7, 9, '1/2-1/2'],
  [3, 11, 8, '0-1'],
  [4, 2, 4, '1-0'],
  [4, 1, 3, '*'],
  [4, 8, 5, '1/2-1/2'],
  [4, 9, 10, '*'],
  [4, 7, 11, '0-1'],
];

/**
 * A German club open in round 4 (two boards still open), with what the issue names: Elo and DWZ
 * side by side, a FIDE rating of 0 (= none, FIDE B.02 8.1: players 3 and 8), a late entry absent in
 * rounds 1 and 2 (11), a withdrawal after round 2 (6), forfeits, the pairing bye, a half-point bye
 * asked for and a zero-point bye.
 */
const GERMAN_OPEN: Tournament = {
  name: 'Offene Vereinsmeisterschaft Großhausen',
  kind: 'swiss',
  rounds: 5,
  federation: 'GER',
  city: 'Großhausen',
  players: [
    { id: 1, name: 'Müller, Jürgen', fide: 2210, dwz: { rating: 2180, index: 40 }, club: 'SK Weiß-Blau' },
    { id: 2, name: 'Weiß, Anja', fide: 2150, dwz: { rating: 2122, index: 18 }, club: 'SV Königsspringer' },
    { id: 3, name: 'Groß, Björn', fide: 0, dwz: { rating: 2050, index: 33 }, club: 'SK Weiß-Blau' },
    { id: 4, name: 'Öztürk, Emre', fide: 1990, club: 'Schachfreunde Bärenklau' },
    { id: 5, name: 'Schäfer, Ute', dwz: { rating: 1930, index: 12 }, club: 'SV Königsspringer' },
    { id: 6, name: 'Kühn, Dörte', fide: 1880, dwz: { rating: 1861, index: 9 }, club: 'SK Weiß-Blau' },
    { id: 7, name: 'Fuß, Malte', dwz: { rating: 1799, index: 7 }, club: 'Schachfreunde Bärenklau' },
    { id: 8, name: 'Straße, Lütfiye', fide: 0, club: 'SV Königsspringer' },
    { id: 9, name: 'Bäcker, Jörg', fide: 1702, dwz: { rating: 1688, index: 25 } },
    { id: 10, name: 'Süß, Käthe', dwz: { rating: 1620, index: 5 }, club: 'SK Weiß-Blau' },
    { id: 11, name: 'Nachzügler, Günther', dwz: { rating: 1777, index: 12 }, club: 'SV Königsspringer' },
    { id: 12, name: 'Yılmaz, Gülşen', club: 'Schachfreunde Bärenklau' },
  ],
  games: GERMAN_GAMES.map(([round, white, black, result]) => ({ round, white, black, result })),
  unpaired: [
    { round: 1, player: 12, kind: 'PAB' },
    { round: 1, player: 11, kind: 'absent' },
    { round: 2, player: 9, kind: 'PAB' },
    { round: 2, player: 11, kind: 'absent' },
    { round: 3, player: 10, kind: 'HPB' },
    { round: 4, player: 12, kind: 'ZPB' },
  ],
  withdrawals: [{ player: 6, afterRound: 2 }],
  pointSystem: STANDARD_POINTS,
};

/** A German open (FIDE 0, absent, withdrawn, forfeits, byes, a round in progress); a club Swiss with clubs, DWZ, one FIDE rating, a withdrawal and byes; the example open (TRF); a round robin. */
const TOURNAMENTS: readonly [string, Tournament][] = [
  ['German open in round 4', GERMAN_OPEN],
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

/** The model's text cells of the columns whose key `keep` accepts, row by row. */
const keptTexts = (table: ReportTable, keep: (key: string) => boolean): string[][] =>
  tableTexts(table).map((r) => r.filter((_, k) => keep(table.columns[k]?.key ?? '')));

/** Every page of a bot text view, as lines without the header (the header repeats on each page). */
function botPages(table: ReturnType<typeof tableOfReport>): { head: string; lines: string[] } {
  const first = tablePage(table, 0);
  const pages = [first, ...Array.from({ length: first.pages - 1 }, (_, k) => tablePage(table, k + 1))];
  const [head = ''] = first.text.split('\n');
  return { head, lines: pages.flatMap((p) => p.text.split('\n').slice(1)) };
}

describe('the bot’s text views and Sheets export draw the model’s rows', () => {
  const standingsKeys = (k: string): boolean => ['rank', 'name', 'pts'].includes(k) || k.startsWith('tb:');
  const crosstableKeys = (k: string): boolean =>
    ['rank', 'sno', 'name', 'pts'].includes(k) || k.startsWith('round:') || k.startsWith('vs:');
  const pairingKeys = (k: string): boolean => ['board', 'w:name', 'result', 'b:name'].includes(k);

  it.each(TOURNAMENTS.flatMap(([file, t]) => (['de', 'en'] as const).map((lang) => ({ file, t, lang }))))(
    '$file $lang: standings, crosstable and pairings text (paged), the export’s Standings and Crosstable sheets',
    ({ t, lang }) => {
      const s = unwrap(computeStandings(t, {}));
      const last = t.games.reduce((m, g) => Math.max(m, g.round), 0);
      const lt = { tournament: t, row: { current_round: last } } as unknown as LoadedTournament;
      const views = [
        { view: standingsText(t, s, lang), model: makeStandingsTable(t, s, lang), keep: standingsKeys },
        {
          view: crosstableText(lt, s, lang),
          model: makeCrosstableTable(t, s, lang, s.roundRobin ? {} : { rounds: last }),
          keep: crosstableKeys,
        },
      ];
      const pairings = makePairingsTable(t, last, lang);
      const board = pairings.columns.findIndex((c) => c.key === 'board');
      views.push({
        view: pairingsText(t, last, lang).table,
        model: { ...pairings, rows: pairings.rows.filter((r) => r[board] !== '') },
        keep: pairingKeys,
      });
      for (const { view, model, keep } of views) {
        const want = keptTexts(model, keep);
        expect(view.header).toEqual(model.columns.filter((c) => keep(c.key)).map((c) => c.header));
        expect(view.rows).toEqual(want);
        // the code block, page after page: every row once, in order, cells in column order
        const { head, lines } = botPages(view);
        expect(inOrder(head, view.header)).toBe(true);
        expect(lines).toHaveLength(want.length);
        want.forEach((r, i) => expect(inOrder(lines[i] ?? '', r)).toBe(true));
      }
      // the players without a game in the round: a line each under the pairings (byes, withdrawn, absent)
      const notes = pairingsText(t, last, lang).notes;
      expect(notes).toHaveLength(pairings.rows.length - views[2]!.model.rows.length);

      // The bot's Sheets export (`/tournament export` links and every change): the report's
      // standings and crosstable (a Swiss's opponents by start number, as the sheet's SNo column)
      // in the event's language, numbers as numbers, then the legend.
      const sheetLang = defaultReportLang(t);
      const exported = exportSheetValues(t, undefined);
      if (!exported.ok) throw new Error(exported.error.message);
      for (const [values, table] of [
        [exported.value.standings, makeStandingsTable(t, s, sheetLang)],
        [
          exported.value.crosstable,
          makeCrosstableTable(t, s, sheetLang, s.roundRobin ? {} : { opponent: 'startNo' }),
        ],
      ] as const) {
        expect(values[0]).toEqual(table.columns.map((c) => c.header));
        const rows = values.slice(1, 1 + table.rows.length);
        expect(rows.map((r) => r.map((c, k) => cellText(table.columns[k], c, sheetLang)))).toEqual(
          tableTexts(table),
        );
        // the legend below, after an empty row: every term
        expect(values[1 + table.rows.length]).toEqual([]);
        expect(values.slice(2 + table.rows.length).map((r) => r[0])).toEqual([
          ...table.legend.map((l) => l.term),
          ...table.notes,
        ]);
      }
    },
  );
});

/**
 * One rule for a rating (FIDE B.02 8.1: a FIDE rating of 0 is none): no table shows an Elo of 0,
 * and a rating beside a name (pairings, player cards) is one system named in the header.
 */
describe('a FIDE rating of 0 is no rating; one rating system beside the names', () => {
  const zero = GERMAN_OPEN.players.filter((p) => p.fide === 0).map((p) => p.id);
  it.each(['de', 'en'] as const)('%s: every table of the German open', (lang) => {
    expect(zero).toEqual([3, 8]);
    for (const table of tablesOf(GERMAN_OPEN, lang)) {
      const texts = tableTexts(table);
      table.columns.forEach((c, k) => {
        if (/(^|:)elo$/.test(c.key)) for (const r of texts) expect(r[k]).not.toBe('0');
      });
      for (const n of table.notes) expect(n).not.toMatch(/\bElo 0\b/);
      for (const [values] of [[renderSheet(table)]] as const)
        table.columns.forEach((c, k) => {
          if (/(^|:)elo$/.test(c.key)) for (const r of values.slice(1)) expect(r[k]).not.toBe(0);
        });
    }
    // the pairings and the cards: the same one system (DWZ: eight players have one, Elo six)
    const s = unwrap(computeStandings(GERMAN_OPEN, {}));
    const beside = [
      ...makePairingsTable(GERMAN_OPEN, 4, lang).columns,
      ...(makePlayerCards(GERMAN_OPEN, s, lang)[0]?.columns ?? []),
    ]
      .map((c) => /^[wbo]:(elo|dwz)$/.exec(c.key)?.[1])
      .filter((x) => x !== undefined);
    expect(beside).toEqual(['dwz', 'dwz', 'dwz']);
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
