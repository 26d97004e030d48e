import {
  defaultReportLang,
  REPORT_KINDS,
  REPORT_LABELS,
  isLanguage,
  REPORT_LANGS,
  type ReportKind,
} from '../../core/report/index.ts';
import { renderReportPdf } from '../../print/pdf.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { describeFileError, loadTournament } from '../load.ts';
import { explicitLanguage } from '../lang.ts';
import { parseOptions } from '../parseOptions.ts';
import { buildReport, localTime } from '../reports.ts';
import { isLeagueRuleSetId, LEAGUE_RULE_SET_IDS, type LeagueRuleSetId } from '../../core/team/index.ts';
import {
  buildTeamReport,
  defaultTeamReportLang,
  loadTeamInput,
  TEAM_REPORT_KINDS,
  teamReportHeader,
  type TeamInput,
  type TeamReportKind,
} from '../teamReports.ts';

const HELP = `rochade print: A4 PDF for the notice board

Usage:
  rochade print FILE --what startlist|pairings|standings|crosstable|dwz|players|clubs|cards [--round R]
                     [--lang de|en] [--tiebreaks "BH/C1,BH,SB"] -o OUT.pdf

FILE         a tournament (TRF, tournament JSON, CSV/TSV/text crosstable, Swiss notation)
--what       startlist   players by rating (Elo, else DWZ)
             pairings    the pairings of a round with results (default: the last paired round)
             standings   standings with tiebreaks after a round (default: the last played round)
             crosstable  Swiss crosstable by rounds (opponent's rank, colour, result), tiebreaks
             dwz         the DWZ evaluation (DSB-Wertungsordnung)
             players     every player in alphabetical order (with rank and points once played)
             clubs       the players by club (else federation), then the clubs' totals
             cards       one card per player: every round's colour, opponent with rating, result,
                         running score; performance and DWZ change
--round      the round to print (pairings of R; standings and crosstable after R)
--lang       language of headings and page numbers; default German for GER/AUT/SUI/LIE events, else English
--tiebreaks  ordered tiebreak codes (as rochade standings)
-o, --output the PDF to write (written whole or not at all)

Team events and leagues (a team-event JSON, a team tournament file, a league file with players, a
TRF-2026 or Swiss-Chess/Swiss-Manager team file, or a league crosstable with --rules):
  rochade print TEAMS --what standings|crosstable|pairings|players [--round R] [--rules SET] -o OUT.pdf
             standings   place, team, match and board points, the tiebreaks (legend for each)
             crosstable  team × team, the board points of every match (a column per leg)
             pairings    every round's matches (or round R), below each match its boards:
                         players with rating, colour, result
             players     the season's players: boards, games, points, %, performance, DWZ,
                         new DWZ, reserves marked (a league file or a team file with players)
--rules      a league rule set (${LEAGUE_RULE_SET_IDS.join(', ')}): ranks the teams by it;
             needed for a league crosstable (CSV/TSV/text). Default: the league file's own, else
             the team tiebreaks of --tiebreaks (default OSB, GP, OBH). Default language for a
             league: German.

Every page carries the tournament's name, place and dates, when it was printed, the table's header
row and "Page 1 of 3"; a legend explains every column and tiebreak.
Wide tables turn landscape and shrink to fit; names are never cut and stay searchable text.
Exit codes: 0 ok, 2 bad option, file content or file not readable/writable.
`;

const badInput = (message: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade print --help)`);

const isKind = (s: string): s is ReportKind => (REPORT_KINDS as readonly string[]).includes(s);

/** --round: a whole number from 1. */
export function parseRoundOption(text: string | undefined): number | undefined | CliFailure {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1)
    return badInput(`--round must be a round number from 1, not "${text}"`);
  return Number(text);
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    what: { type: 'string' },
    round: { type: 'string' },
    lang: { type: 'string' },
    tiebreaks: { type: 'string' },
    rules: { type: 'string' },
    output: { type: 'string', short: 'o' },
  });
  if (!parsed.ok) return badInput(parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return badInput('expected exactly one tournament FILE');
  const what = values.what;
  if (what === undefined || !isKind(what))
    return badInput(`--what must be one of ${REPORT_KINDS.join(', ')}${what ? `, not "${what}"` : ''}`);
  if (values.lang !== undefined && !isLanguage(values.lang))
    return badInput(`--lang must be one of ${REPORT_LANGS.join(', ')}, not "${values.lang}"`);
  if (values.output === undefined)
    return badInput('-o OUT.pdf is required (a PDF is not written to the terminal)');
  const round = parseRoundOption(values.round);
  if (typeof round === 'object') return round;
  const path = positionals[0] ?? '';
  const rules = values.rules;
  if (rules !== undefined && !isLeagueRuleSetId(rules))
    return badInput(`--rules must be a league rule set (${LEAGUE_RULE_SET_IDS.join(', ')}), not "${rules}"`);
  const team = await loadTeamInput(path, io, rules);
  if (!team.ok) return team.error;
  if (team.value !== undefined)
    return printTeam(team.value, what, { ...values, output: values.output, path, rules, round }, io);
  if (rules !== undefined) return badInput('--rules is for team events and leagues');
  const loaded = await loadTournament(path, io);
  if (!loaded.ok) return loaded.error;
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  const t = loaded.value.tournament;
  // `--lang` reaches main first (every command's messages), so it is read back from there too.
  const lang = values.lang ?? explicitLanguage() ?? defaultReportLang(t);
  const tiebreaks = values.tiebreaks
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const report = buildReport(t, what, {
    lang,
    updated: localTime(new Date()),
    ...(round !== undefined ? { round } : {}),
    ...(tiebreaks ? { tiebreaks } : {}),
  });
  if (!report.ok) return badInput(`${path}: ${report.error}`);
  const { header, tables, flow } = report.value;
  const pdf = await renderReportPdf({ header, tables, lang, flow });
  try {
    await io.writeFile(values.output, pdf.bytes);
  } catch (e) {
    return fail(EXIT.fileAccess, `cannot write ${values.output}: ${describeFileError(e)}`);
  }
  io.stdout(
    `${values.output}: ${what === 'cards' ? REPORT_LABELS[lang].cards : tables.map((x) => x.title).join(', ')}, ${pdf.pages} ${pdf.pages === 1 ? 'page' : 'pages'}\n`,
  );
  return EXIT.ok;
}

const isTeamKind = (s: string): s is TeamReportKind => (TEAM_REPORT_KINDS as readonly string[]).includes(s);

/** A team event's or league's PDF: the report's team tables, every page headed by the event. */
async function printTeam(
  x: TeamInput,
  what: ReportKind,
  o: {
    readonly path: string;
    readonly output: string;
    readonly lang?: string | undefined;
    readonly tiebreaks?: string | undefined;
    readonly rules?: LeagueRuleSetId | undefined;
    readonly round?: number | undefined;
  },
  io: CliIo,
): Promise<ExitCode | CliFailure> {
  if (!isTeamKind(what))
    return badInput(`--what for a team event or league: ${TEAM_REPORT_KINDS.join(', ')}, not "${what}"`);
  for (const w of x.warnings) io.stderr(`warning: ${w}\n`);
  const lang =
    (o.lang !== undefined && isLanguage(o.lang) ? o.lang : undefined) ??
    explicitLanguage() ??
    defaultTeamReportLang(x);
  const tiebreaks = o.tiebreaks
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const base = {
    lang,
    updated: localTime(new Date()),
    ...(o.round !== undefined ? { round: o.round } : {}),
    ...(tiebreaks ? { tiebreaks } : {}),
  };
  const tables = buildTeamReport(x, what, base);
  if (!tables.ok) return badInput(`${o.path}: ${tables.error}`);
  const pdf = await renderReportPdf({
    header: teamReportHeader(x, base),
    tables: tables.value,
    lang,
    // The rounds follow each other, each kept whole on a page where it fits.
    flow: what === 'pairings',
  });
  try {
    await io.writeFile(o.output, pdf.bytes);
  } catch (e) {
    return fail(EXIT.fileAccess, `cannot write ${o.output}: ${describeFileError(e)}`);
  }
  const titles = tables.value.map((t) => t.title);
  io.stdout(
    `${o.output}: ${titles.length > 3 ? `${titles[0]} … ${titles[titles.length - 1]}` : titles.join(', ')}, ${pdf.pages} ${pdf.pages === 1 ? 'page' : 'pages'}\n`,
  );
  return EXIT.ok;
}

export const printCommand: Command = {
  name: 'print',
  summary: 'A4 PDF: start list, pairings, standings, crosstable, DWZ, lists by name or club, player cards',
  help: HELP,
  run,
};
