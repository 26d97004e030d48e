import { randomUUID } from 'node:crypto';
import {
  describeDwzReportProblem,
  DWZ_REPORT_TYPES,
  makeDwzReport,
  type DwzReportType,
} from '../../core/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { loadTournament } from '../load.ts';
import { VERSION } from '../main.ts';
import { limitMessages } from '../messages.ts';
import { parseOptions } from '../parseOptions.ts';
import { makeXmlDocument } from '../xmlWrite.ts';

export const DWZ_REPORT_USAGE = `  rochade dwz report FILE [--xml OUT.xml] [--sender NAME] [--type ${DWZ_REPORT_TYPES.join('|')}]
`;

export const DWZ_REPORT_HELP = `report         the DSB's DWZ submission (DSB_DWZ_TournamentReport 2.5 XML, in force since 08.06.2026)
               after the checks of Wertungsordnung 6.1: tournament name, place (city), dates and
               time control; every player's full name ("Surname, Firstname") and birth year; every
               game's result (forfeits +/-); a date for every round. Each failure is listed with the
               player, round or game. Without --xml only the checks run. --sender: who submits
               (default "Rochade user"); --type: SW Swiss, SR round robin, SC knockout, TW/TR/TC
               their team forms (default from the tournament kind).
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
  const loaded = await loadTournament(file, io);
  if (!loaded.ok) return loaded.error;
  const report = makeDwzReport(loaded.value.tournament, {
    creationDate: nowDateTime(),
    fileUUID: randomUUID(),
    tournamentUUID: randomUUID(),
    sender: values.sender ?? 'Rochade user',
    system: `Rochade ${VERSION}`,
    ...(type !== undefined ? { type } : {}),
  });
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
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
  try {
    await io.writeFile(values.xml, makeXmlDocument(report.value));
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String(e.code)})` : '';
    return fail(EXIT.fileAccess, `cannot write ${values.xml}${code}`);
  }
  const t = loaded.value.tournament;
  io.stdout(
    `wrote ${values.xml}: DSB_DWZ_TournamentReport 2.5, ${t.players.length} players, ${t.games.length} games\n`,
  );
  return EXIT.ok;
}
