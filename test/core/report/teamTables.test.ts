// The team tables of core/report (team and league standings, the team crosstable, a round's matches
// with their boards, the season's players, a captain's team table) drawn by every renderer: the
// monospace text (CLI, bot), the Sheets values (add-on, export), the HTML page (site) and the PDF
// (read back with pdftotext) hold the model's cells in its order. Values are checked against a hand
// count of the example files' board results.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTeamTableCells } from '../../../core/formats/index.ts';
import {
  cellText,
  makeLeagueStandingsTable,
  makeSeasonPlayersTable,
  makeTeamCrosstableTable,
  makeTeamPlayersTable,
  makeTeamReportHeader,
  makeTeamRoundTable,
  makeTeamStandingsTable,
  renderSheet,
  renderTextLegend,
  renderTextTable,
  seasonBoardPlayers,
  tableTexts,
  type ReportTable,
} from '../../../core/report/index.ts';
import {
  computeLeagueStandings,
  computeSeasonPlayers,
  computeTeamStandings,
  computeTeamTable,
  seasonToTeamEvent,
} from '../../../core/team/index.ts';
import { renderHtmlPage } from '../../../print/html.ts';
import { renderReportPdf } from '../../../print/pdf.ts';
import { parseLeagueFileJson } from '../../../schemas/leagueFile.ts';
import { parseTeamEventJson } from '../../../schemas/teamEvent.ts';
import { findTool, toolOrSkip } from '../../support/tools.ts';

const example = (name: string): string =>
  readFileSync(new URL(`../../../examples/${name}`, import.meta.url), 'utf8');

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** The example league with players (Schleswig-Holstein rules, 4 teams, 3 rounds, 4 boards). */
const season = unwrap(parseLeagueFileJson(example('league-season.json')));
const leagueEvent = seasonToTeamEvent(season);
const league = unwrap(
  computeLeagueStandings(leagueEvent, { rules: season.rules ?? 'german', boardResults: true }),
);
const seasonRows = unwrap(computeSeasonPlayers(season, {}));

/** The example team-event JSON ranked by MP, then OSB, GP, OBH. */
const teams = unwrap(parseTeamEventJson(example('team-league.json')));
const teamRows = unwrap(computeTeamStandings(teams, { primary: 'MP', tiebreaks: ['OSB', 'GP', 'OBH'] }));

/** A captain's team table (docs/leagues.md format), evaluated at the season's end. */
const captain = unwrap(
  parseTeamTableCells([
    ['Player', 'DWZ', 'R1', 'R2', 'R3', 'R4'],
    ['Anna', '1850-12', '1 1 1790', '1 ½ 1902', '2 0 1840', ''],
    ['Ben', '1712', '2 ½ 1650', '', '1 +', ''],
  ]),
);

function tablesIn(lang: 'de' | 'en'): ReportTable[] {
  const players = seasonBoardPlayers(season);
  return [
    makeLeagueStandingsTable(leagueEvent, league, { lang, title: season.name }),
    makeTeamCrosstableTable(leagueEvent, league.rows, { lang, title: season.name }),
    ...[1, 2, 3].map((r) => makeTeamRoundTable(leagueEvent, r, { lang, title: '', players })),
    makeSeasonPlayersTable(season, seasonRows, { lang, title: season.name }),
    makeSeasonPlayersTable(season, seasonRows, { lang, title: season.name, team: 1 }),
    makeTeamStandingsTable(teams, teamRows, {
      lang,
      title: teams.name,
      primary: 'MP',
      tiebreaks: ['OSB', 'GP', 'OBH'],
    }),
    makeTeamCrosstableTable(teams, teamRows, { lang, title: teams.name }),
    makeTeamRoundTable(teams, 2, { lang, title: '' }),
    makeTeamPlayersTable(captain.players, computeTeamTable(captain.players, { endDate: '2026-03-15' }), {
      lang,
      title: 'SK Rochade I',
    }),
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

function htmlRows(html: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => unescape(c[1] ?? '')),
  );
}

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

const cases = (['de', 'en'] as const).flatMap((lang) =>
  tablesIn(lang).map((table) => ({ name: `${lang} ${table.kind}: ${table.title}`, table })),
);

describe('every renderer draws the team tables’ cells', () => {
  it.each(cases)('$name', ({ table }) => {
    const texts = tableTexts(table);
    const headers = table.columns.map((c) => c.header);
    expect(texts.length).toBeGreaterThan(0);
    // every row one cell per column
    for (const r of table.rows) expect(r).toHaveLength(table.columns.length);

    // Sheets: numbers stay numbers, written as text they are the same cells
    const [head, ...rows] = renderSheet(table);
    expect(head).toEqual(headers);
    expect(rows.map((r) => r.map((c, k) => cellText(table.columns[k], c, table.lang)))).toEqual(texts);

    // HTML: same cells; every legend entry
    const html = renderHtmlPage({
      lang: table.lang,
      header: makeTeamReportHeader('T', table.lang),
      title: table.title,
      nav: [],
      sections: [{ kind: 'table', table }],
    });
    expect(htmlRows(html)).toEqual(texts);
    for (const l of table.legend) expect(unescape(html)).toContain(l.text);

    // monospace text: header and every row, cells in column order; the legend under it
    const lines = renderTextTable(table);
    expect(lines).toHaveLength(texts.length + 1);
    expect(inOrder(lines[0] ?? '', headers)).toBe(true);
    texts.forEach((r, i) => expect(inOrder(lines[i + 1] ?? '', r)).toBe(true));
    expect(renderTextLegend(table)).toHaveLength(table.legend.length + table.notes.length);
  });

  it('every header and cell term of a table is explained in its legend', () => {
    for (const { table } of cases) {
      const terms = table.legend.map((l) => l.term);
      for (const c of table.columns) {
        if (c.key === 'name' || c.key === 'team' || c.key === 'home' || c.key === 'away') continue;
        if (c.key.startsWith('vs:')) continue; // the numbered result columns share one entry
        expect(terms, `${table.kind} ${c.key}`).toContain(c.header);
      }
    }
  });
});

/** Half-points of a board result from the home side (the file's own notation, docs/leagues.md). */
const HOME: Readonly<Record<string, number>> = {
  '1-0': 2,
  '1/2-1/2': 1,
  '0-1': 0,
  '+:-': 2,
  '-:+': 0,
  '-:-': 0,
};

describe('the values: a hand count of the example league’s board results', () => {
  const raw = JSON.parse(example('league-season.json')) as {
    matches: { round: number; home: number; away: number; boards: { result: string }[] }[];
    teams: { id: number; name: string }[];
  };

  it('round 1, SK Rochade I – SV Turm: ½, 1, 0, 1 is 2½ : 1½; board 1 Anna Albers (1912) with White', () => {
    const t = makeTeamRoundTable(leagueEvent, 1, {
      lang: 'de',
      title: '',
      players: seasonBoardPlayers(season),
    });
    const texts = tableTexts(t);
    expect(texts[0]).toEqual(['1', 'SK Rochade I', '', '', '2½', '1½', 'SV Turm', '']);
    expect(texts[1]).toEqual(['1.1', 'Anna Albers', '1912', 'w', '½', '½', 'Felix Frank', '1880']);
    expect(texts[2]?.[3]).toBe('s');
    expect(t.title).toBe('Runde 1');
  });

  it('the crosstable: each cell the row team’s board points against the column team, summed from the file', () => {
    const t = makeTeamCrosstableTable(leagueEvent, league.rows, { lang: 'de', title: '' });
    const order = league.rows.map((r) => r.team);
    t.rows.forEach((row, i) => {
      order.forEach((opp, j) => {
        const cell = row[3 + j];
        if (opp === order[i]) return expect(cell).toBe('×');
        const m = raw.matches.find(
          (x) => (x.home === order[i] && x.away === opp) || (x.home === opp && x.away === order[i]),
        );
        const home = m ? m.boards.reduce((a, b) => a + (HOME[b.result] ?? 0), 0) : undefined;
        const own =
          m === undefined || home === undefined
            ? ''
            : (m.home === order[i] ? home : 2 * m.boards.length - home) / 2;
        expect(cell).toBe(own);
      });
    });
    // the BP column is the standings' board points
    expect(t.rows.map((r) => r[r.length - 1])).toEqual(league.rows.map((r) => r.gamePoints));
  });

  it('the season players: a player after the regular boards is marked as a reserve (E / R)', () => {
    const de = makeSeasonPlayersTable(season, seasonRows, { lang: 'de', title: '' });
    const en = makeSeasonPlayersTable(season, seasonRows, { lang: 'en', title: '' });
    const reserveAt = de.columns.findIndex((c) => c.key === 'reserve');
    const nameAt = de.columns.findIndex((c) => c.key === 'name');
    // Eva Ernst is no. 5 of SK Rochade I, a team of 4 boards
    const eva = de.rows.find((r) => r[nameAt] === 'Eva Ernst');
    expect(eva?.[reserveAt]).toBe('E');
    expect(en.rows.find((r) => r[nameAt] === 'Eva Ernst')?.[reserveAt]).toBe('R');
    expect(de.rows.find((r) => r[nameAt] === 'Anna Albers')?.[reserveAt]).toBe('');
  });

  it('the league table: the Schleswig-Holstein order with a German legend entry for each tiebreak', () => {
    const t = makeLeagueStandingsTable(leagueEvent, league, { lang: 'de', title: '' });
    const headers = t.columns.map((c) => c.header);
    expect(headers.slice(0, 5)).toEqual(['Pl.', 'Nr.', 'Mannschaft', 'MP', 'BP']);
    for (const c of league.applied.filter((x) => x !== 'GP')) {
      expect(headers).toContain(c);
      expect(t.legend.find((l) => l.term === c)?.text).toMatch(/Berliner Wertung/);
    }
  });
});

const havePoppler = toolOrSkip(findTool('pdftotext'), 'poppler-utils');
const dir = mkdtempSync(join(tmpdir(), 'rochade-team-renderers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(havePoppler)('the PDF of the team tables, read back with pdftotext', () => {
  it.each(['de', 'en'] as const)(
    '%s: every row on one line, cells in order; every team and player name; every legend entry',
    async (lang) => {
      const tables = tablesIn(lang);
      const pdf = await renderReportPdf({ header: makeTeamReportHeader(season.name, lang), tables, lang });
      const path = join(dir, `teams-${lang}.pdf`);
      writeFileSync(path, pdf.bytes);
      const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
      const lines = text.split('\n');
      const flat = text.replace(/\s+/g, ' ');
      for (const table of tables)
        for (const row of tableTexts(table)) expect(lines.some((l) => inOrder(l, row))).toBe(true);
      for (const t of [...season.teams, ...teams.teams]) expect(text).toContain(t.name);
      for (const p of season.teams.flatMap((t) => t.players)) expect(text).toContain(p.name);
      for (const l of tables.flatMap((t) => t.legend)) {
        expect(text).toContain(l.term);
        expect(flat).toContain(l.text.slice(0, 24));
      }
      expect(text).toContain(lang === 'de' ? 'Seite 1 von' : 'Page 1 of');
    },
  );
});
