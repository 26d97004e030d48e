/** `rochade tournament import FILE T.json`: take over a tournament started in another program. */
import { asTournamentInProgress, lastPairedRoundOf } from '../../core/formats/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { loadTournament } from '../load.ts';
import { parseOptions } from '../parseOptions.ts';
import { saveTournament } from '../tournamentFile.ts';

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  trf: 'TRF',
  json: 'tournament JSON',
  csv: 'CSV crosstable',
  tsv: 'TSV crosstable',
  text: 'text crosstable',
  notation: 'Swiss notation',
  swt: 'Swiss-Chess file',
  swissManager: 'Swiss-Manager file',
};

const fileBase = (path: string): string =>
  (path.split(/[\\/]/).pop() ?? path).replace(/\.[^.]+$/, '') || path;

export async function runImport(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { force: { type: 'boolean' } });
  if (!parsed.ok) return fail(EXIT.badInput, parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 2)
    return fail(
      EXIT.badInput,
      'expected the file to take over and the tournament file to write, e.g. rochade tournament import open.TUNX open.json',
    );
  const [from = '', to = ''] = positionals;
  if (!values.force) {
    const exists = await io.readFile(to).then(
      () => true,
      () => false,
    );
    if (exists)
      return fail(
        EXIT.badInput,
        `${to} exists; choose another name or add --force to replace it (a backup is kept)`,
      );
  }
  const loaded = await loadTournament(from, io);
  if (!loaded.ok) return loaded.error;
  if (loaded.value.teamEvent)
    return fail(
      EXIT.badInput,
      `${from} is a team tournament; a tournament file holds individual tournaments (team events: rochade standings ${from}, rochade convert ${from} --to league)`,
    );
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  const read = loaded.value.tournament;
  // A file without a tournament name (a crosstable) is named after the file, as the bot does.
  const named = read.name.trim() !== '' ? read : { ...read, name: fileBase(from) };
  const taken = asTournamentInProgress(named);
  const paired = lastPairedRoundOf(taken);
  // The start numbers of a tournament under way are its pairing numbers: they stay (C.04.2).
  const t = paired > 0 ? { ...taken, startListFrozen: true } : taken;
  const failure = await saveTournament(to, t, io);
  if (failure) return failure;
  const requests = t.byeRequests?.length ?? 0;
  const rounds = t.rounds > 0 ? ` of ${t.rounds}` : '';
  io.stdout(
    [
      `Imported ${from} (${FORMAT_NAMES[loaded.value.format] ?? loaded.value.format}) as ${to}: ${t.name}, ${t.players.length} players, ${paired}${rounds} rounds paired${t.withdrawals.length > 0 ? `, ${t.withdrawals.length} withdrawn` : ''}${requests > 0 ? `, ${requests} bye${requests === 1 ? '' : 's'} requested ahead` : ''}.`,
      paired < t.rounds || t.rounds === 0
        ? `Next: rochade tournament show ${to}, then rochade pair ${to}`
        : `All rounds paired: rochade standings ${to}`,
    ].join('\n') + '\n',
  );
  return EXIT.ok;
}
