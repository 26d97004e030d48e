import { randomUUID } from 'node:crypto';
import {
  describeDwzReportProblem,
  DWZ_REPORT_TYPES,
  dwzReportTypeOf,
  makeDwzReport,
  makeLeagueDwzReport,
  type DwzReportMeta,
  type DwzReportProblem,
  type DwzReportType,
  type Result,
  type XmlElement,
} from '../../core/index.ts';
import { describeFormatError } from '../../core/formats/index.ts';
import { looksLikeLeagueFileJson, parseLeagueFileJson } from '../../schemas/leagueFile.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { loadTournament, readInputFile } from '../load.ts';
import { VERSION } from '../version.ts';
import { limitMessages } from '../messages.ts';
import { parseOptions } from '../parseOptions.ts';

export const DWZ_REPORT_USAGE = `  rochade dwz report FILE [--xml OUT.xml] [--sender NAME] [--type ${DWZ_REPORT_TYPES.join('|')}]
`;

export const DWZ_REPORT_HELP = `report         the DSB's DWZ submission (DSB_DWZ_TournamentReport 2.5 XML, in force since 08.06.2026)
               after the checks of Wertungsordnung 6.1: tournament name, place (city), dates and
               time control; every player's full name ("Surname, Firstname") and birth year; every
               game's result (forfeits +/-); a date for every round. Each failure is listed with the
               player, round or game. Without --xml only the checks run. --sender: who submits
               (default "Rochade user"); --type: SW Swiss, SR round robin, SC knockout, TW/TR/TC
               their team forms (default from the tournament kind; TW/TR for a team file).
               A league file with players (docs/leagues.md) or a team file (Swiss-Chess, TRF-2026
               with 310 records) gives one report with every board game of the season; a board one
               team left empty is a forfeit without opponent (noneWhitePlayer/noneBlackPlayer).
`;

const badInput = (message: string): CliFailure => fail(EXIT.badInput, `${message} (see rochade dwz --help)`);

const isReportType = (s: string): s is DwzReportType => (DWZ_REPORT_TYPES as readonly string[]).includes(s);

/** xs:dateTime in UTC without fractions: `2026-11-27T10:15:00Z`. */
const nowDateTime = (): string => `${new Date().toISOString().slice(0, 19)}Z`;

export async function runReport(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    xml: { type: 'string' },
    sender: { type: 'string' },
    type: { type: 'string' },
  });
  if (!parsed.ok) return badInput(parsed.error);
  const { values, positionals } = parsed.value;
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) return badInput('give exactly one tournament file');
  const type = values.type?.toUpperCase();
  if (type !== undefined && !isReportType(type))
    return badInput(`--type: found "${values.type}", expected ${DWZ_REPORT_TYPES.join(', ')}`);
  const meta: DwzReportMeta = {
    creationDate: nowDateTime(),
    fileUUID: randomUUID(),
    tournamentUUID: randomUUID(),
    sender: values.sender ?? 'Rochade user',
    system: `Rochade ${VERSION}`,
    ...(type !== undefined ? { type } : {}),
  };
  const built = await buildReport(file, meta, io);
  if ('exit' in built) return built;
  const { report, players, games } = built;
  if (!report.ok) {
    const lines = limitMessages(report.error.map(describeDwzReportProblem), 'problems', 50);
    return fail(
      EXIT.badInput,
      `${file}: not ready for the DWZ report (DSB-Wertungsordnung 6.1), ${report.error.length} problem${report.error.length === 1 ? '' : 's'}:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    );
  }
  if (values.xml === undefined) {
    io.stdout(`${file}: ready for the DWZ report (DSB-Wertungsordnung 6.1 checks passed)\n`);
    return EXIT.ok;
  }
  // xmlbuilder2 loads only here: the other dwz subcommands do not wait for it (0.1 s)
  const { makeXmlDocument } = await import('../xmlWrite.ts');
  try {
    await io.writeFile(values.xml, makeXmlDocument(report.value));
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String(e.code)})` : '';
    return fail(EXIT.fileAccess, `cannot write ${values.xml}${code}`);
  }
  io.stdout(`wrote ${values.xml}: DSB_DWZ_TournamentReport 2.5, ${players} players, ${games} games\n`);
  return EXIT.ok;
}

interface Built {
  readonly report: Result<XmlElement, readonly DwzReportProblem[]>;
  readonly players: number;
  readonly games: number;
}

/** The report of a league file with players, or of any tournament file (a team file as `T…`). */
async function buildReport(file: string, meta: DwzReportMeta, io: CliIo): Promise<Built | CliFailure> {
  const input = await readInputFile(file, io);
  if (!input.ok) return input.error;
  if (looksLikeLeagueFileJson(input.value.text)) {
    const season = parseLeagueFileJson(input.value.text);
    if (!season.ok) return fail(EXIT.badInput, `${file} (league file): ${describeFormatError(season.error)}`);
    const report = makeLeagueDwzReport(season.value, meta);
    return {
      report,
      players: season.value.teams.reduce((n, t) => n + t.players.length, 0),
      games: gameCount(report),
    };
  }
  const loaded = await loadTournament(file, io);
  if (!loaded.ok) return loaded.error;
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  const { tournament: t, teamEvent } = loaded.value;
  const teamType = teamEvent !== undefined ? { type: dwzReportTypeOf(t.kind, true) } : {};
  const report = makeDwzReport(t, { ...teamType, ...meta });
  return { report, players: t.players.length, games: gameCount(report) };
}

const gameCount = (r: Result<XmlElement, unknown>): number =>
  r.ok ? (r.value.children?.find((c) => c.name === 'games')?.children?.length ?? 0) : 0;
