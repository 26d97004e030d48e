// Custom functions over a league crosstable (teams × teams, each cell the board points of one match):
// MATCH_POINTS, BOARD_POINTS, LEAGUE_RANK and TIEBREAK with a team code. Each returns one column
// aligned with the range's rows, like the individual functions (customFunctions.ts).
import { isLeagueRuleSetId, LEAGUE_RULE_SET_IDS, type LeagueRuleSetId } from '../core/team/index.ts';
import type { TeamStandingsRow } from '../core/team/index.ts';
import { column, rangeCells, type Column } from './functionRange.ts';
import { leagueStandings, parseLeague, type ParsedLeague } from './engines.ts';
import { describeCoreError, type ErrorLanguage } from '../core/errors/index.ts';
import { describeParseError, fail, rangePlaces } from './errorText.ts';
import { functionTexts } from './functionTexts.ts';
import { DEFAULT_SETTINGS, type AddOnSettings } from './settings.ts';
import { normalizeGrid } from './sheetIo.ts';

function parseLeagueRange(range: unknown, lang?: ErrorLanguage): { parsed: ParsedLeague; rows: number } {
  const cells = rangeCells(range, lang);
  const r = parseLeague(normalizeGrid(cells));
  if (!r.ok) return fail(describeParseError(r.error, rangePlaces(lang), lang));
  return { parsed: r.value, rows: cells.length };
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v);

function rulesArg(v: unknown, settings: AddOnSettings): LeagueRuleSetId {
  const s = text(v).toLowerCase();
  if (s === '') return settings.leagueRules;
  return isLeagueRuleSetId(s)
    ? s
    : fail(functionTexts(settings.language).notOneOf('rules', s, LEAGUE_RULE_SET_IDS));
}

function leagueColumn(
  range: unknown,
  opts: { matchPoints?: unknown; rules?: unknown; tiebreaks?: readonly string[] },
  settings: AddOnSettings,
  header: string,
  value: (row: TeamStandingsRow) => number | string,
): Column {
  const { parsed, rows } = parseLeagueRange(range, settings.language);
  const mp = text(opts.matchPoints);
  const r = leagueStandings(parsed.table, {
    rules: rulesArg(opts.rules, settings),
    matchPoints: mp === '' ? settings.matchPoints : mp,
    ...(opts.tiebreaks ? { tiebreaks: opts.tiebreaks } : {}),
  });
  if (!r.ok) return fail(describeCoreError(r.error, settings.language ?? 'en'));
  const byTeam = new Map(r.value.rows.map((x) => [x.team, x]));
  return column(parsed, rows, header, (id) => {
    const row = byTeam.get(id);
    return row ? value(row) : '';
  });
}

/** MATCH_POINTS(range, [system]): 2-1-0 unless the argument or the Settings say otherwise. */
export const matchPoints = (range: unknown, system?: unknown, settings: AddOnSettings = DEFAULT_SETTINGS) =>
  leagueColumn(range, { matchPoints: system, tiebreaks: [] }, settings, 'MP', (r) => r.matchPoints);

/** BOARD_POINTS(range): the board points of every team (C.07 11 game points). */
export const boardPoints = (range: unknown, settings: AddOnSettings = DEFAULT_SETTINGS) =>
  leagueColumn(range, { tiebreaks: [] }, settings, 'BP', (r) => r.gamePoints);

/** LEAGUE_RANK(range, [rules]): places by match points and the league order (a rule set of core/team). */
export const leagueRank = (range: unknown, rules?: unknown, settings: AddOnSettings = DEFAULT_SETTINGS) =>
  leagueColumn(range, { rules }, settings, 'Rank', (r) => r.rank);

/** TIEBREAK(range, code) for a team code (MP, GP, EDE, EMGSB, OSB, SSSC …) over a league crosstable. */
export const leagueTiebreakColumn = (
  range: unknown,
  code: string,
  settings: AddOnSettings = DEFAULT_SETTINGS,
) =>
  leagueColumn(range, { tiebreaks: [code] }, settings, code, (r) =>
    code.toUpperCase() === 'MP'
      ? r.matchPoints
      : code.toUpperCase() === 'GP'
        ? r.gamePoints
        : (r.values[code] ?? ''),
  );
