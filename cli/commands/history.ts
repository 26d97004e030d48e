/** `rochade history T.json [--json]`: every action kept in a tournament file, oldest first. */
import type { HistoryEntry, Tournament } from '../../core/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { say } from '../lang.ts';
import { parseOptions } from '../parseOptions.ts';
import { textTable } from '../textTable.ts';
import { readTournamentFile } from '../tournamentFile.ts';

const HELP = `rochade history: every action on a tournament file

Usage: rochade history T.json [--json]

Lists what was done, oldest first: players registered, edited, removed, entered late, byes
requested, withdrawals, rounds paired and taken back, results entered and corrected, each with
its time. Files written before the history existed list nothing before their first new action.
Exit codes: 0 ok, 2 bad option or file.`;

const show = (r: string | undefined): string => (r === '1/2-1/2' ? '½-½' : (r ?? ''));

/** One action in words (English or German). */
function describeEntry(t: Tournament, h: HistoryEntry): string {
  const who = (id: number | undefined): string =>
    id === undefined ? '' : `${id} ${t.players.find((p) => p.id === id)?.name ?? ''}`.trim();
  const player = h.name !== undefined ? `${h.player ?? ''} ${h.name}`.trim() : who(h.player);
  const game = `${who(h.white)} - ${who(h.black)}`;
  switch (h.action) {
    case 'register':
      return say(`registered ${player}`, `gemeldet: ${player}`);
    case 'editPlayer':
      return say(
        `edited ${player}: ${(h.fields ?? []).join(', ')}`,
        `geändert: ${player}: ${(h.fields ?? []).join(', ')}`,
      );
    case 'removePlayer':
      return say(`removed ${player}`, `gestrichen: ${player}`);
    case 'lateEntry':
      return say(
        `late entry ${player}, paired from round ${h.round ?? '?'} (missed rounds: ${h.to ?? 'absent'})`,
        `Nachmeldung ${player}, gepaart ab Runde ${h.round ?? '?'} (verpasste Runden: ${h.to ?? 'absent'})`,
      );
    case 'requestBye':
      return say(
        `${h.to ?? ''} requested by ${player} for round ${h.round ?? '?'}`,
        `${h.to ?? ''} beantragt von ${player} für Runde ${h.round ?? '?'}`,
      );
    case 'withdraw':
      return say(
        `${player} withdrawn after round ${h.round ?? '?'}`,
        `${player} zurückgezogen nach Runde ${h.round ?? '?'}`,
      );
    case 'pairRound':
      return say(`round ${h.round ?? '?'} paired`, `Runde ${h.round ?? '?'} ausgelost`);
    case 'unpairRound':
      return say(`round ${h.round ?? '?'} taken back`, `Runde ${h.round ?? '?'} zurückgenommen`);
    case 'recordResult':
      return say(
        `round ${h.round ?? '?'}, board ${h.board ?? '?'}: ${game} ${show(h.to)}`,
        `Runde ${h.round ?? '?'}, Brett ${h.board ?? '?'}: ${game} ${show(h.to)}`,
      );
    case 'correctResult':
      return say(
        `round ${h.round ?? '?'}, board ${h.board ?? '?'}: ${game} corrected from ${show(h.from)} to ${show(h.to)}`,
        `Runde ${h.round ?? '?'}, Brett ${h.board ?? '?'}: ${game} korrigiert von ${show(h.from)} auf ${show(h.to)}`,
      );
  }
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { json: { type: 'boolean' } });
  if (!parsed.ok) return fail(EXIT.badInput, parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return fail(EXIT.badInput, 'expected one tournament file T.json');
  const path = positionals[0] ?? '';
  const read = await readTournamentFile(path, io);
  if (!read.ok) return read.error;
  const t = read.value;
  const history = t.history ?? [];
  if (values.json) {
    io.stdout(`${JSON.stringify(history, null, 2)}\n`);
    return EXIT.ok;
  }
  if (history.length === 0) {
    io.stdout(`${say(`${path}: no actions recorded yet`, `${path}: noch keine Aktionen aufgezeichnet`)}\n`);
    return EXIT.ok;
  }
  const rows = history.map((h, i) => [
    String(i + 1),
    h.at?.replace('T', ' ').replace(/\.\d+Z$/, 'Z') ?? '',
    describeEntry(t, h),
  ]);
  io.stdout(`${textTable(['#', say('When', 'Wann'), say('Action', 'Aktion')], rows, [1, 2]).join('\n')}\n`);
  return EXIT.ok;
}

export const historyCommand = {
  name: 'history',
  summary: 'every action on a tournament file: players, byes, pairings, results and corrections',
  help: HELP,
  run,
} satisfies Command;
