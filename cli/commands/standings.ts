import { maxOf } from '../../core/index.ts';
import { makeStandingsTable, renderTextTable, tiebreakLegend } from '../../core/report/index.ts';
import { cliLanguage, say } from '../lang.ts';
import { computeStandings, type Standings } from '../../core/standings/index.ts';
import type { Tournament } from '../../core/tournament/index.ts';
import {
  describeTiebreakText,
  isRuleVersion,
  parseTiebreakSpec,
  RULE_VERSIONS,
} from '../../core/tiebreaks/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { JSON_READERS } from '../jsonReaders.ts';
import { loadBinary, loadTournamentText, notUtf8Warning, readInputFile, withEncoding } from '../load.ts';
import { parseOptions } from '../parseOptions.ts';
import { safeCell } from '../textTable.ts';
import { looksLikeTeamEventJson } from '../../schemas/teamEvent.ts';
import { looksLikeLeagueFileJson } from '../../schemas/leagueFile.ts';
import { runTeamStandings } from './teamStandings.ts';
import { isLeagueRuleSetId, LEAGUE_RULE_SET_IDS } from '../../core/team/index.ts';
import { LEAGUE_RULES_HELP, runLeagueStandings } from './leagueStandings.ts';

const HELP = `rochade standings: ranking with tiebreaks (FIDE C.07 / C.02 and German club classics)

Usage:
  rochade standings FILE [--rules club|C02_2017|C07_2024|C07_2026] [--tiebreaks "BH/C1,BH,SB"]
                         [--round-robin] [--after-round N] [--json]

FILE            a tournament (TRF, tournament JSON, CSV/TSV/text crosstable)
--rules         how unplayed games count: club (no adjustment), C02_2017 (virtual opponent),
                C07_2024 (dummy = own score), C07_2026 (capped dummy). Default: by start date.
--tiebreaks     ordered codes with modifiers, e.g. "BH/C1,BH,SB" or "DE,WIN,SB,KS". Default:
                the file's list (TRF 202) if any, else the core's default table (the same in
                the bot and the Sheets add-on): Swiss BH/C1, BH, SB, WIN; round robin DE, WIN,
                SB, KS; with --rules club Swiss WIN, BH/C1, BH, SB and round robin SB, WIN, DE.
                See docs/tiebreaks.md.
--round-robin   treat the event as a round robin (C.07 15.2) whatever the file says
--after-round   standings after round N
--json          { "rules", "tiebreaks", "rows": [{ "rank", "id", "startNo", "name", "points",
                "values": { "<code>": number | null } }] } in ranking order (null: no value,
                e.g. ARO without a game over the board, C.07 10.1)

Team events (a team-event JSON, docs/team-event-json.md) rank by match points (or --primary GP),
then by team tiebreaks: MP GP MPvGP BC TBR BBE EMMSB EMGSB EGMSB EGGSB (/C1 /C2) EDE EDEB EDET
EDEBB EDEBT SSSC (/K<factor>) OSB OBH BW; default OSB, GP, OBH (Olympiad order since 2010).
  rochade standings TEAMS.json [--primary MP|GP] [--tiebreaks "EDE,EMGSB"] [--after-round N] [--json]
--json for teams: { "primary", "tiebreaks", "rows": [{ "rank", "id", "name", "matchPoints",
                "gamePoints", "values": { "<code>": number } }] }

League tables: a league crosstable (CSV/TSV/text: teams × teams, each cell the row team's board
points, docs/leagues.md) or a team-event JSON ranked by a league's rule set, given by name (a league
file with players ranks by its own "rules" unless --rules names another):
  rochade standings LEAGUE.csv --rules schleswig-holstein [--tiebreaks "GP,BW"] [--json]
${LEAGUE_RULES_HELP}
--json for leagues: { "rules", "order", "leftOut", "rows": [{ "rank", "rankTo"?, "decider"?, "id",
                "name", "matchPoints", "boardPoints", "values": { "<code>": number } }] }; "decider" is
                "lots" or "playoff" for teams the league's list leaves tied

Players still tied after the list share the place ("5-6.").
Exit codes: 0 ok, 2 bad option, tiebreak code, file content or file not readable.
`;

const badInput = (message: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade standings --help)`);

export function standingsJson(s: Standings): unknown {
  return {
    rules: s.rules,
    tiebreaks: s.tiebreaks,
    rows: s.rows.map((r) => ({
      rank: r.rank,
      id: r.player.id,
      startNo: r.player.id,
      name: r.player.name,
      points: r.points / 2,
      values: r.values,
    })),
  };
}

/** The standings as text: the report's standings table (as the PDF and the site), then the legend. */
export function standingsTable(t: Tournament, s: Standings): string {
  const lang = cliLanguage();
  const legend = s.tiebreaks.map(
    (c) =>
      `  ${c.padEnd(10)} ${lang === 'de' ? tiebreakLegend(c, lang) : describeTiebreakText(c)}${s.applied.includes(c) ? '' : say(' — not applied', ' — nicht angewandt')}`,
  );
  return [
    say(
      `Standings after round ${s.afterRound} (rules ${s.rules}${s.roundRobin ? ', round robin' : ''})`,
      `Tabelle nach Runde ${s.afterRound} (Regeln ${s.rules}${s.roundRobin ? ', Rundenturnier' : ''})`,
    ),
    '',
    ...renderTextTable(makeStandingsTable(t, s, lang), { cell: safeCell }),
    '',
    say('Tiebreaks:', 'Feinwertungen:'),
    ...legend,
    ...(s.warnings.length ? ['', ...s.warnings.map((w) => `Warning: ${w}`)] : []),
    '',
  ].join('\n');
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    rules: { type: 'string' },
    tiebreaks: { type: 'string' },
    'round-robin': { type: 'boolean' },
    'after-round': { type: 'string' },
    primary: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (!parsed.ok) return badInput(parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return badInput('expected exactly one tournament FILE');
  const rules = values.rules;
  const leagueRules = rules !== undefined && isLeagueRuleSetId(rules) ? rules : undefined;
  if (rules !== undefined && leagueRules === undefined && !isRuleVersion(rules))
    return badInput(
      `--rules must be one of ${RULE_VERSIONS.join(', ')} or a league rule set (${LEAGUE_RULE_SET_IDS.join(', ')}), not "${rules}"`,
    );
  let afterRound: number | undefined;
  if (values['after-round'] !== undefined) {
    if (!/^\d+$/.test(values['after-round'].trim()))
      return badInput(`--after-round must be a whole number, not "${values['after-round']}"`);
    afterRound = Number(values['after-round']);
  }
  const tiebreaks = values.tiebreaks
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const path = positionals[0] ?? '';
  const input = await readInputFile(path, io);
  if (!input.ok) return input.error;
  // Binary files (Swiss-Chess) are detected on the bytes before any text reading.
  const binary = input.value.bytes ? loadBinary(path, input.value.bytes) : undefined;
  if (binary && !binary.ok) return binary.error;
  const text = { value: binary ? '' : input.value.text };
  if (rules !== undefined && leagueRules === undefined && looksLikeLeagueFileJson(text.value))
    return badInput(`--rules ${rules} is for individual events; a league file takes a league rule set`);
  if (!binary && (leagueRules !== undefined || looksLikeLeagueFileJson(text.value)))
    return runLeagueStandings(
      {
        path,
        text: text.value,
        ...(leagueRules !== undefined ? { rules: leagueRules } : {}),
        ...(tiebreaks !== undefined ? { tiebreaks } : {}),
        json: values.json === true,
      },
      io,
    );
  if (input.value.notUtf8 !== undefined && looksLikeTeamEventJson(text.value))
    io.stderr(`warning: ${notUtf8Warning(path, input.value.notUtf8)}\n`);
  if (!binary && looksLikeTeamEventJson(text.value))
    return runTeamStandings(
      {
        path,
        text: text.value,
        ...(values.primary !== undefined ? { primary: values.primary } : {}),
        ...(tiebreaks !== undefined ? { tiebreaks } : {}),
        ...(afterRound !== undefined ? { afterRound } : {}),
        json: values.json === true,
        individualOnly: [
          ...(rules !== undefined ? ['--rules'] : []),
          ...(values['round-robin'] ? ['--round-robin'] : []),
        ],
      },
      io,
    );
  const loaded =
    binary ?? withEncoding(path, input.value, loadTournamentText(path, text.value, { json: JSON_READERS }));
  if (!loaded.ok) return loaded.error;
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  // A team file (Swiss-Chess team tournament, TRF-2026 with 310 records): the teams are ranked.
  const teamEvent = loaded.value.teamEvent;
  if (teamEvent)
    return runTeamStandings(
      {
        path,
        text: '',
        event: teamEvent,
        ...(values.primary !== undefined ? { primary: values.primary } : {}),
        ...(tiebreaks !== undefined ? { tiebreaks } : {}),
        ...(afterRound !== undefined ? { afterRound } : {}),
        json: values.json === true,
        individualOnly: [
          ...(rules !== undefined ? ['--rules'] : []),
          ...(values['round-robin'] ? ['--round-robin'] : []),
        ],
      },
      io,
    );
  if (values.primary !== undefined) return badInput('--primary is for team events only');
  for (const c of tiebreaks ?? []) {
    const spec = parseTiebreakSpec(c);
    if (!spec.ok) return badInput(spec.error.message);
  }
  const t = loaded.value.tournament;
  // As for team events: a round the tournament does not have is a bad option, not the final standings.
  const lastRound = maxOf(
    t.unpaired.map((u) => u.round),
    maxOf(
      t.games.map((g) => g.round),
      t.rounds,
    ),
  );
  if (afterRound !== undefined && afterRound > lastRound)
    return badInput(`--after-round ${afterRound}: the tournament has rounds 1 to ${lastRound}`);
  const s = computeStandings(t, {
    ...(rules !== undefined && isRuleVersion(rules) ? { rules } : {}),
    ...(tiebreaks !== undefined ? { tiebreaks } : {}),
    ...(afterRound !== undefined ? { afterRound } : {}),
    ...(values['round-robin'] ? { roundRobin: true } : {}),
  });
  if (!s.ok) return badInput(s.error.message);
  if (values.json) {
    for (const w of s.value.warnings) io.stderr(`warning: ${w}\n`);
    io.stdout(`${JSON.stringify(standingsJson(s.value), null, 2)}\n`);
  } else io.stdout(standingsTable(t, s.value));
  return EXIT.ok;
}

export const standingsCommand: Command = {
  name: 'standings',
  summary: 'standings with FIDE and club tiebreaks',
  help: HELP,
  run,
};
