// `rochade league FILE`: a league file with players (docs/leagues.md): the league table under its
// rule set, line-up warnings against the registered board order, and every team's players with
// games, points, percentage, performance and the season's DWZ (one evaluation of all board games).
import { describeFormatError } from '../../core/formats/index.ts';
import { pushAll } from '../../core/index.ts';
import {
  checkLineups,
  computeLeagueStandings,
  computeSeasonPlayers,
  isLeagueRuleSetId,
  LEAGUE_RULE_SET_IDS,
  seasonToTeamEvent,
  type LeagueSeason,
  type SeasonPlayerRow,
} from '../../core/team/index.ts';
import { parseLeagueFileJson } from '../../schemas/leagueFile.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { readInputFile } from '../load.ts';
import { parseOptions } from '../parseOptions.ts';
import { textTable } from '../textTable.ts';
import { leagueTable } from './leagueStandings.ts';

const HELP = `rochade league: a league file with players (docs/leagues.md)

Usage:
  rochade league FILE [--rules NAME] [--team ID|NAME] [--end-date YYYY-MM-DD] [--json]

FILE         a league file: teams with their registered board order (Meldeliste), matches with
             line-ups and board results ("type": "league")
--rules      the league rule set (default: the file's "rules", else german): ${LEAGUE_RULE_SET_IDS.join(', ')}
--team       only this team's players (id or name)
--end-date   end of the season for the DWZ evaluation (default: the file's "endDate")
--json       { "rules", "standings": [{ "rank", "rankTo"?, "decider"?, "id", "name", "matchPoints",
             "boardPoints" }], "warnings": [{ "kind", "path", "message" }], "players": [{ "team",
             "no", "id", "name", "boards", "games", "points", "percentage"?, "dwz"?, "performance"?,
             "newDwz"?, "change"?, "note"? }] }

Line-ups are checked against the board order: a player placed below a higher-numbered one, a player
of another team's list or of none, a player twice in a match are warnings (the arbiter decides).
Exit codes: 0 ok (warnings included), 2 bad option or file content.
`;

const badInput = (message: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade league --help)`);

const points = (half: number): string => String(half / 2);
const opt = (v: number | undefined): string => (v === undefined ? '' : String(v));

function playersTable(s: LeagueSeason, rows: readonly SeasonPlayerRow[]): string[] {
  const out: string[] = [];
  for (const t of s.teams) {
    const mine = rows.filter((r) => r.team === t.id);
    if (mine.length === 0) continue;
    out.push(`${t.name}:`);
    pushAll(
      out,
      textTable(
        ['No', 'Name', 'DWZ', 'Boards', 'Games', 'Pts', '%', 'Perf', 'DWZ new', '+/-', 'Note'],
        mine.map((r) => [
          String(r.no),
          r.name,
          opt(r.dwz),
          r.boards.join(' '),
          String(r.games + r.forfeitWins + r.forfeitLosses),
          points(r.points),
          opt(r.percentage),
          opt(r.performance),
          opt(r.newDwz),
          r.change === undefined ? '' : r.change > 0 ? `+${r.change}` : String(r.change),
          r.note ?? '',
        ]),
        [1],
      ),
    );
    out.push('');
  }
  return out;
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    rules: { type: 'string' },
    team: { type: 'string' },
    'end-date': { type: 'string' },
    json: { type: 'boolean' },
  });
  if (!parsed.ok) return badInput(parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return badInput('expected exactly one league FILE');
  if (values.rules !== undefined && !isLeagueRuleSetId(values.rules))
    return badInput(`--rules must be one of ${LEAGUE_RULE_SET_IDS.join(', ')}, not "${values.rules}"`);
  const endDate = values['end-date'];
  if (endDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(endDate))
    return badInput(`--end-date must be a date like 2026-05-31, not "${endDate}"`);
  const path = positionals[0] ?? '';
  const input = await readInputFile(path, io);
  if (!input.ok) return input.error;
  const season = parseLeagueFileJson(input.value.text);
  if (!season.ok) return fail(EXIT.badInput, `${path} (league file): ${describeFormatError(season.error)}`);
  const s = season.value;
  const team =
    values.team === undefined
      ? undefined
      : s.teams.find((t) => String(t.id) === values.team || t.name === values.team);
  if (values.team !== undefined && team === undefined)
    return badInput(`--team "${values.team}" is not a team id or name of ${path}`);
  const rules =
    values.rules !== undefined && isLeagueRuleSetId(values.rules) ? values.rules : (s.rules ?? 'german');
  const event = seasonToTeamEvent(s);
  const standings = computeLeagueStandings(event, { rules, boardResults: true });
  if (!standings.ok) return badInput(standings.error.message);
  const players = computeSeasonPlayers(s, endDate !== undefined ? { endDate } : {});
  if (!players.ok) return badInput(`${path}: DWZ: ${players.error.message} (give --end-date or "endDate")`);
  const rows = players.value.filter((r) => team === undefined || r.team === team.id);
  const warnings = checkLineups(s);
  const names = new Map(s.teams.map((t) => [t.id, t.name]));
  if (values.json === true) {
    io.stdout(
      `${JSON.stringify(
        {
          rules,
          standings: standings.value.rows.map((r) => ({
            rank: r.rank,
            ...(r.rankTo !== undefined ? { rankTo: r.rankTo } : {}),
            ...(r.decider !== undefined ? { decider: r.decider } : {}),
            id: r.team,
            name: names.get(r.team) ?? '',
            matchPoints: r.matchPoints,
            boardPoints: r.gamePoints,
            values: r.values,
          })),
          warnings: warnings.map((w) => ({ kind: w.kind, path: w.path, message: w.message })),
          players: rows.map((r) => ({
            team: r.team,
            no: r.no,
            id: r.id,
            name: r.name,
            boards: r.boards,
            games: r.games + r.forfeitWins + r.forfeitLosses,
            points: r.points / 2,
            ...(r.percentage !== undefined ? { percentage: r.percentage } : {}),
            ...(r.dwz !== undefined ? { dwz: r.dwz } : {}),
            ...(r.performance !== undefined ? { performance: r.performance } : {}),
            ...(r.newDwz !== undefined ? { newDwz: r.newDwz } : {}),
            ...(r.change !== undefined ? { change: r.change } : {}),
            ...(r.note !== undefined ? { note: r.note } : {}),
          })),
        },
        null,
        2,
      )}\n`,
    );
    return EXIT.ok;
  }
  io.stdout(
    [
      leagueTable(event, rules, standings.value),
      ...(warnings.length > 0
        ? ['Line-up warnings:', ...warnings.map((w) => `  ${w.message}`), '']
        : ['Line-ups: all in the registered board order', '']),
      ...playersTable(s, rows),
      `DWZ: one evaluation of all board games of the season, end ${endDate ?? s.endDate ?? ''} (DSB-Wertungsordnung); forfeits do not count`,
      '',
    ].join('\n'),
  );
  return EXIT.ok;
}

export const leagueCommand: Command = {
  name: 'league',
  summary: 'a league file with players: table, line-up checks, player statistics and DWZ',
  help: HELP,
  run,
};
