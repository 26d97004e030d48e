// `rochade standings FILE --rules <league rule set>`: a league crosstable (CSV/TSV/text, as the
// add-on reads it) or a team-event JSON ranked by a league's rule set (core/team/league/ruleSets.ts): the
// same two core calls as the add-on and the bot (leagueTableEvent, computeLeagueStandings).
import { describeFormatError, splitTableText, parseLeagueCells } from '../../core/formats/index.ts';
import {
  computeLeagueStandings,
  formatLeaguePlace,
  LEAGUE_RULE_SET_IDS,
  LEAGUE_RULE_SETS,
  leagueTableEvent,
  seasonToTeamEvent,
  type LeagueRuleSetId,
  type LeagueStandings,
  type TeamEvent,
} from '../../core/team/index.ts';
import { looksLikeTeamEventJson, parseTeamEventJson } from '../../schemas/teamEvent.ts';
import { looksLikeLeagueFileJson, parseLeagueFileJson } from '../../schemas/leagueFile.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { makeTeamTable, rankCell, renderTextTable, teamTiebreakLegend } from '../../core/report/index.ts';
import { cliLanguage } from '../lang.ts';
import { safeCell } from '../textTable.ts';

export interface LeagueStandingsArgs {
  readonly path: string;
  readonly text: string;
  /** Default: a league file's own rule set, else german. */
  readonly rules?: LeagueRuleSetId;
  readonly tiebreaks?: readonly string[];
  readonly json: boolean;
}

/** The help lines naming every league rule set (rochade standings --help). */
export const LEAGUE_RULES_HELP = LEAGUE_RULE_SET_IDS.map(
  (id) => `  ${id.padEnd(19)} ${LEAGUE_RULE_SETS[id].name}: MP, ${LEAGUE_RULE_SETS[id].tiebreaks.join(', ')}`,
).join('\n');

/** The league table as text: places, MP, BP and every tiebreak applied, the order and its source. */
export function leagueTable(ev: TeamEvent, rules: LeagueRuleSetId, s: LeagueStandings): string {
  const set = LEAGUE_RULE_SETS[rules];
  const codes = s.applied.filter((c) => c !== 'GP');
  // Places as everywhere ("3.", "3-4."); a tie decided by lot or play-off says so.
  const rowOf = new Map(s.rows.map((r) => [r.team, r]));
  const lang = cliLanguage();
  const table = makeTeamTable(ev, s.rows, {
    lang,
    title: ev.name,
    columns: ['MP', 'GP', ...codes],
    headers: { GP: 'BP' },
    place: (r) => {
      const row = rowOf.get(r.team);
      return row?.decider !== undefined ? formatLeaguePlace(row, lang) : rankCell(r);
    },
  });
  return [
    `${ev.name === '' ? 'League' : ev.name}: ${set.name} (${set.id}): MP > ${s.applied.join(' > ')}`,
    '',
    ...renderTextTable(table, { cell: safeCell }),
    '',
    lang === 'de' ? 'Reihenfolge:' : 'Order:',
    ...s.applied.map((c) => `  ${c.padEnd(10)} ${teamTiebreakLegend(c, lang)}`),
    ...(s.leftOut.length > 0
      ? [`  not applied without board-by-board results: ${s.leftOut.join(', ')}`]
      : []),
    ...(set.unresolved !== 'shared'
      ? [`  still tied: ${set.unresolved === 'lots' ? 'lots decide' : 'a play-off decides'}`]
      : []),
    `Source: ${set.source}`,
    '',
  ].join('\n');
}

const leagueJson = (ev: TeamEvent, rules: LeagueRuleSetId, s: LeagueStandings) => {
  const names = new Map(ev.teams.map((t) => [t.id, t.name]));
  return {
    rules,
    order: ['MP', ...s.applied],
    leftOut: s.leftOut,
    rows: s.rows.map((r) => ({
      rank: r.rank,
      ...(r.rankTo !== undefined ? { rankTo: r.rankTo } : {}),
      ...(r.decider !== undefined ? { decider: r.decider } : {}),
      id: r.team,
      name: names.get(r.team) ?? '',
      matchPoints: r.matchPoints,
      boardPoints: r.gamePoints,
      values: r.values,
    })),
  };
};

/** Reads the file (team-event JSON, else a league crosstable) and prints the league table. */
export function runLeagueStandings(a: LeagueStandingsArgs, io: CliIo): ExitCode | CliFailure {
  let ev: TeamEvent;
  let boardResults: boolean;
  let rules: LeagueRuleSetId = a.rules ?? 'german';
  if (looksLikeLeagueFileJson(a.text)) {
    const r = parseLeagueFileJson(a.text);
    if (!r.ok) return fail(EXIT.badInput, `${a.path} (league file): ${describeFormatError(r.error)}`);
    ev = seasonToTeamEvent(r.value);
    boardResults = true;
    rules = a.rules ?? r.value.rules ?? 'german';
  } else if (looksLikeTeamEventJson(a.text)) {
    const r = parseTeamEventJson(a.text);
    if (!r.ok) return fail(EXIT.badInput, `${a.path} (team-event JSON): ${describeFormatError(r.error)}`);
    ev = r.value;
    boardResults = true;
  } else {
    const r = parseLeagueCells(splitTableText(a.text).rows);
    if (!r.ok) return fail(EXIT.badInput, `${a.path} (league crosstable): ${describeFormatError(r.error)}`);
    ev = leagueTableEvent(r.value.table, rules);
    boardResults = false;
  }
  const s = computeLeagueStandings(ev, {
    rules,
    boardResults,
    ...(a.tiebreaks !== undefined ? { tiebreaks: a.tiebreaks } : {}),
  });
  if (!s.ok) return fail(EXIT.badInput, `${s.error.message} (see rochade standings --help)`);
  io.stdout(
    a.json ? `${JSON.stringify(leagueJson(ev, rules, s.value), null, 2)}\n` : leagueTable(ev, rules, s.value),
  );
  return EXIT.ok;
}
