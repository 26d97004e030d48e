/** `rochade tournament new|show`: create a tournament file and see where it stands. */
import type { Tournament, TournamentKind } from '../../core/index.ts';
import { STANDARD_POINTS } from '../../core/tournament/index.ts';
import { openEntries, type OpenEntry } from '../../core/workflow/index.ts';
import { parseTiebreakSpec } from '../../core/tiebreaks/index.ts';
import {
  doubleSwissPointSystem,
  PAIRING_SYSTEMS,
  pairingSystemById,
  pairingSystemOf,
  parseKeizerSettings,
} from '../../core/pairing/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { parseDateInput, parseDateListInput, parseWholeInput } from '../germanInput.ts';
import { parseOptions } from '../parseOptions.ts';
import { say } from '../lang.ts';
import { readTournamentFile, saveTournament } from '../tournamentFile.ts';
import { describeOpenEntries } from '../workflow/openRound.ts';
import { lastPairedRound } from '../workflow/players.ts';
import { runSubcommand, type Subcommand } from '../workflow/subcommands.ts';
import { runImport } from './tournamentImport.ts';

/** The systems a director names, and the model's kind for each. */
export const SYSTEMS = {
  swiss: 'swiss',
  'round-robin': 'roundRobin',
  'double-round-robin': 'doubleRoundRobin',
} as const satisfies Record<string, TournamentKind>;
type SystemName = keyof typeof SYSTEMS;

const SYSTEM_NAMES: Readonly<Record<string, SystemName>> = Object.fromEntries(
  Object.entries(SYSTEMS).map(([name, kind]) => [kind, name as SystemName]),
);

/**
 * The Swiss systems of the pairing registry a player tournament can be created with, other than
 * the Dutch one (`swiss`): every entry that pairs players (not a team system's teams).
 */
const OTHER_SWISS_SYSTEMS: readonly string[] = PAIRING_SYSTEMS.filter(
  (s) => s.kind === 'swiss' && s.team === undefined && s.id !== 'dutch',
).map((s) => s.id);

const SYSTEM_CHOICES = [...Object.keys(SYSTEMS), ...OTHER_SWISS_SYSTEMS].join('|');

const HELP = `rochade tournament: create a tournament file and show where it stands

Usage:
  rochade tournament new T.json --name NAME
        [--system ${SYSTEM_CHOICES}|"keizer top=60 repeat=8 ..."]
        [--rounds R] [--start-date D] [--end-date D] [--place PLACE] [--time-control TEXT]
        [--tiebreaks "BH/C1,BH,SB,WIN"] [--round-dates "D1,D2,..."] [--chief-arbiter NAME]
        [--federation GER] [--initial-color white|black] [--force]
  rochade tournament new T.json --teams --system team-swiss|team-round-robin --boards B
        [--match-points 2,1,0] (match points for a won, drawn, lost match; docs/team-event-json.md)
  rochade tournament show T.json [--json]
  rochade tournament import FILE T.json [--force]

new         writes a new Rochade tournament JSON (docs/tournament-json.md); refuses to overwrite
            an existing file unless --force. --rounds is needed for a Swiss; a round robin takes
            its rounds from the Berger table when round 1 is paired.
            Dates as 28.09.2026 or 2026-09-28; tiebreak codes as in docs/tiebreaks.md.
            --initial-color: the colour of start number 1 in round 1, drawn by lot (C.04.3
            5.2.5); default white.
show        name, system, dates, players, rounds paired and what the current round still lacks.
import      takes over a tournament started elsewhere (TRF, Swiss-Chess .SWT, Swiss-Manager .TUNX,
            a crosstable): writes it as T.json, in progress; absences and byes entered ahead
            become byes requested ahead. Then rochade pair T.json pairs the next round.
Next steps: rochade players add, rochade pair, rochade result (docs/workflow.md).
Exit codes: 0 ok, 2 bad option or file.`;

const bad = (message: string): CliFailure => fail(EXIT.badInput, message);

async function runNew(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  if (args.includes('--teams')) return (await import('../teamTournament.ts')).runTeamNew(args, io);
  const parsed = parseOptions(args, {
    name: { type: 'string' },
    system: { type: 'string' },
    rounds: { type: 'string' },
    'start-date': { type: 'string' },
    'end-date': { type: 'string' },
    place: { type: 'string' },
    'time-control': { type: 'string' },
    tiebreaks: { type: 'string' },
    'round-dates': { type: 'string' },
    'chief-arbiter': { type: 'string' },
    federation: { type: 'string' },
    'initial-color': { type: 'string' },
    force: { type: 'boolean' },
  });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  if (positionals.length !== 1)
    return bad(
      say(
        'expected one file name, e.g. rochade tournament new open.json --name "Open" --rounds 7',
        'erwartet genau einen Dateinamen, z. B. rochade tournament new open.json --name "Open" --rounds 7',
      ),
    );
  const path = positionals[0] ?? '';
  if (v.name === undefined || v.name.trim() === '') return bad(say('--name is required', '--name fehlt'));
  // A Swiss system of the pairing registry other than the Dutch one (dubov, burstein, keizer, ...).
  // `--system "keizer top=60 repeat=8"`: a Keizer club's settings follow the name.
  const [word = 'swiss', ...settings] = (v.system ?? 'swiss').trim().split(/\s+/);
  const systemWord = word.toLowerCase();
  const swissSystem = OTHER_SWISS_SYSTEMS.includes(systemWord) ? pairingSystemById(systemWord) : undefined;
  const system = (swissSystem ? 'swiss' : systemWord === 'dutch' ? 'swiss' : systemWord) as SystemName;
  const code = [swissSystem?.trfCodes[0] ?? 'FIDE_DUTCH_2025', ...settings].join(' ');
  if (!Object.hasOwn(SYSTEMS, system))
    return bad(
      say(
        `--system is one of ${SYSTEM_CHOICES.split('|').join(', ')}, not "${v.system}"`,
        `--system ist eines von ${SYSTEM_CHOICES.split('|').join(', ')}, nicht „${v.system}“`,
      ),
    );
  if (settings.length > 0) {
    const written = swissSystem?.id === 'keizer' ? parseKeizerSettings(code) : undefined;
    if (!written)
      return bad(
        say(
          `--system ${systemWord} takes no settings, only keizer does`,
          `--system ${systemWord} hat keine Einstellungen, nur keizer`,
        ),
      );
    if (!written.ok) return bad(`--system: ${written.error.message}`);
  }
  const kind = SYSTEMS[system];
  let rounds = 0;
  // A round robin's rounds are the Berger table's for the players registered when round 1 is
  // paired (C.05 Annex 1): a number given now would be replaced then, so it is refused.
  if (v.rounds !== undefined && kind !== 'swiss')
    return bad(
      say(
        `--rounds is not taken for a ${system}: the Berger table gives its rounds when round 1 is paired (n-1 for n players, n for an odd n${kind === 'doubleRoundRobin' ? ', twice over' : ''}); leave --rounds out`,
        `--rounds gilt nicht für ein ${kind === 'doubleRoundRobin' ? 'doppelrundiges ' : ''}Rundenturnier: die Berger-Tabelle bestimmt die Runden beim Auslosen der 1. Runde (n-1 bei n Spielern, n bei ungeradem n${kind === 'doubleRoundRobin' ? ', doppelt' : ''}); --rounds weglassen`,
      ),
    );
  if (v.rounds !== undefined) {
    const r = parseWholeInput(v.rounds);
    if (r === undefined || r < 1 || r > 999)
      return bad(
        say(
          `--rounds must be a whole number from 1 to 999, not "${v.rounds}"`,
          `--rounds ist eine ganze Zahl von 1 bis 999, nicht „${v.rounds}“`,
        ),
      );
    rounds = r;
  } else if (kind === 'swiss')
    return bad(
      say(
        '--rounds is required for a Swiss (e.g. --rounds 7)',
        '--rounds fehlt; ein Schweizer System braucht es (z. B. --rounds 7)',
      ),
    );
  const dates: Record<string, string> = {};
  for (const key of ['start-date', 'end-date'] as const) {
    const text = v[key];
    if (text === undefined) continue;
    const d = parseDateInput(text);
    if (d === undefined)
      return bad(
        say(
          `--${key}: "${text}" is no date; write 28.09.2026 or 2026-09-28`,
          `--${key}: „${text}“ ist kein Datum; 28.09.2026 oder 2026-09-28 schreiben`,
        ),
      );
    dates[key] = d;
  }
  if (dates['start-date'] && dates['end-date'] && dates['end-date'] < dates['start-date'])
    return bad(
      say(
        `--end-date ${v['end-date']} is before --start-date ${v['start-date']}`,
        `--end-date ${v['end-date']} liegt vor --start-date ${v['start-date']}`,
      ),
    );
  let roundDates: string[] | undefined;
  if (v['round-dates'] !== undefined) {
    const list = parseDateListInput(v['round-dates']);
    if ('bad' in list)
      return bad(
        say(
          `--round-dates: "${list.bad}" is no date; write 28.09.2026 or 2026-09-28`,
          `--round-dates: „${list.bad}“ ist kein Datum; 28.09.2026 oder 2026-09-28 schreiben`,
        ),
      );
    if (rounds > 0 && list.length > rounds)
      return bad(
        say(
          `--round-dates has ${list.length} dates for ${rounds} rounds`,
          `--round-dates hat ${list.length} Termine für ${rounds} Runden`,
        ),
      );
    roundDates = list;
  }
  let tiebreaks: string[] | undefined;
  if (v.tiebreaks !== undefined) {
    tiebreaks = v.tiebreaks
      .split(/[,;]/)
      .map((s) => s.trim())
      .filter((s) => s !== '');
    for (const code of tiebreaks) {
      const spec = parseTiebreakSpec(code);
      if (!spec.ok) return bad(`--tiebreaks: ${spec.error.message}`);
    }
  }
  const initialColor = v['initial-color'];
  if (initialColor !== undefined && initialColor !== 'white' && initialColor !== 'black')
    return bad(
      say(
        `--initial-color is white or black (drawn by lot), not "${initialColor}"`,
        `--initial-color ist white oder black (ausgelost), nicht „${initialColor}“`,
      ),
    );
  if (!v.force) {
    const exists = await io.readFile(path).then(
      () => true,
      () => false,
    );
    if (exists)
      return bad(
        say(
          `${path} exists; choose another name or add --force to replace it (a backup is kept)`,
          `${path} gibt es schon; einen anderen Namen wählen oder mit --force ersetzen (eine Sicherung bleibt)`,
        ),
      );
  }
  const t: Tournament = {
    name: v.name.trim(),
    kind,
    rounds: rounds * (swissSystem?.gamesPerPairing ?? 1),
    ...(dates['start-date'] ? { startDate: dates['start-date'] } : {}),
    ...(dates['end-date'] ? { endDate: dates['end-date'] } : {}),
    ...(v.place ? { city: v.place } : {}),
    ...(v.federation ? { federation: v.federation } : {}),
    ...(v['chief-arbiter'] ? { chiefArbiter: v['chief-arbiter'] } : {}),
    ...(v['time-control'] ? { timeControl: v['time-control'] } : {}),
    ...(roundDates ? { roundDates } : {}),
    ...(kind === 'swiss' ? { pairingSystem: code } : {}),
    ...(initialColor ? { initialColor } : {}),
    ...(tiebreaks ? { tiebreaks } : {}),
    players: [],
    games: [],
    unpaired: [],
    withdrawals: [],
    // C.04.5 1.4: a Double-Swiss PAB is worth a game won and a game drawn; a match is two rounds.
    pointSystem:
      swissSystem?.gamesPerPairing === 2 ? doubleSwissPointSystem(STANDARD_POINTS) : STANDARD_POINTS,
  };
  const failure = await saveTournament(path, t, io);
  if (failure) return failure;
  // A Double-Swiss --rounds counts matches of two game rounds each (C.04.5).
  const length =
    rounds === 0
      ? ''
      : swissSystem?.gamesPerPairing === 2
        ? say(
            `, ${rounds} matches (${t.rounds} game rounds)`,
            `, ${rounds} Wettkämpfe (${t.rounds} Partierunden)`,
          )
        : say(`, ${rounds} rounds`, `, ${rounds} Runden`);
  io.stdout(
    say(
      `Created ${path}: ${t.name}, ${swissSystem?.id ?? system}${length}.\nNext: rochade players add ${path} --name "Müller, Anna" --rating 1850\n`,
      `${path} angelegt: ${t.name}, ${swissSystem?.id ?? system}${length}.\nWeiter: rochade players add ${path} --name "Müller, Anna" --rating 1850\n`,
    ),
  );
  return EXIT.ok;
}

const otherSwissSystem = (t: Tournament): string | undefined => {
  const id = pairingSystemOf(t)?.id;
  return id === 'dutch' ? undefined : id;
};

/**
 * The rounds whose open entries keep the next pairing back: the last one paired, and with it game 1
 * of a Double-Swiss match whose game 2 is paired (pairNextRound waits for both games).
 */
function matchRoundsOpen(
  t: Tournament,
  paired: number,
): readonly { readonly round: number; readonly open: readonly OpenEntry[] }[] {
  if (paired === 0) return [];
  const both = t.kind === 'swiss' && pairingSystemOf(t)?.gamesPerPairing === 2 && paired % 2 === 0;
  return (both ? [paired - 1, paired] : [paired]).map((round) => ({ round, open: openEntries(t, round) }));
}

/** A date as the reader writes it: 09.01.2026 in German, ISO 2026-01-09 in English. */
const shownDate = (iso: string): string =>
  say(iso, /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('.') : iso);

/** What `tournament show` reports, also as --json. */
export function tournamentSummary(t: Tournament): Record<string, unknown> {
  const paired = lastPairedRound(t);
  const open = matchRoundsOpen(t, paired).flatMap((r) => r.open);
  return {
    name: t.name,
    // A Swiss paired by another registered system is shown by its id (double-swiss, keizer).
    system: (t.kind === 'swiss' ? otherSwissSystem(t) : undefined) ?? SYSTEM_NAMES[t.kind] ?? t.kind,
    rounds: t.rounds,
    roundsPaired: paired,
    currentRoundOpen: open.length,
    players: t.players.length,
    withdrawn: t.withdrawals.length,
    startListFrozen: t.startListFrozen ?? false,
    ...(t.startDate ? { startDate: t.startDate } : {}),
    ...(t.endDate ? { endDate: t.endDate } : {}),
    ...(t.city ? { place: t.city } : {}),
    ...(t.timeControl ? { timeControl: t.timeControl } : {}),
    ...(t.tiebreaks ? { tiebreaks: t.tiebreaks } : {}),
    ...(t.roundDates ? { roundDates: t.roundDates } : {}),
  };
}

async function runShow(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { json: { type: 'boolean' } });
  if (!parsed.ok) return bad(parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1)
    return bad(say('expected one tournament file T.json', 'erwartet genau eine Turnierdatei T.json'));
  const path = positionals[0] ?? '';
  const r = await readTournamentFile(path, io);
  if (!r.ok) return r.error;
  const t = r.value;
  const s = tournamentSummary(t);
  if (values.json) {
    io.stdout(`${JSON.stringify(s, null, 2)}\n`);
    return EXIT.ok;
  }
  const paired = lastPairedRound(t);
  // Game 2 of a Double-Swiss match may be paired while game 1 is open: both rounds are shown.
  const openRounds = matchRoundsOpen(t, paired);
  const open = openRounds.flatMap((r) => r.open);
  // A Double-Swiss match is two game rounds (C.04.5): its length is told in matches too.
  const perPairing = t.kind === 'swiss' ? (pairingSystemOf(t)?.gamesPerPairing ?? 1) : 1;
  const length =
    t.rounds === 0
      ? ''
      : perPairing === 2
        ? say(
            `, ${t.rounds / 2} matches (${t.rounds} game rounds)`,
            `, ${t.rounds / 2} Wettkämpfe (${t.rounds} Partierunden)`,
          )
        : say(`, ${t.rounds} rounds`, `, ${t.rounds} Runden`);
  const field = (en: string, de: string): string => say(en, de).padEnd(16);
  const lines = [
    `${t.name} (${String(s['system'])}${length})`,
    ...(t.city ? [`${field('Place:', 'Ort:')}${t.city}`] : []),
    ...(t.startDate
      ? [
          `${field('Dates:', 'Termin:')}${shownDate(t.startDate)}${t.endDate ? say(` to ${t.endDate}`, ` bis ${shownDate(t.endDate)}`) : ''}`,
        ]
      : []),
    ...(t.timeControl ? [`${field('Time control:', 'Bedenkzeit:')}${t.timeControl}`] : []),
    ...(t.tiebreaks ? [`${field('Tiebreaks:', 'Feinwertungen:')}${t.tiebreaks.join(', ')}`] : []),
    `${field('Players:', 'Spieler:')}${t.players.length}${
      t.withdrawals.length
        ? say(` (${t.withdrawals.length} withdrawn)`, ` (${t.withdrawals.length} zurückgezogen)`)
        : ''
    }${t.startListFrozen ? say(', start list frozen', ', Startrangliste festgelegt') : ''}`,
    `${field('Rounds paired:', 'Ausgelost:')}${paired} ${say('of', 'von')} ${t.rounds || say('(set at round 1)', '(bei Runde 1 festgelegt)')}`,
    paired === 0
      ? `${field('Next:', 'Weiter:')}${say('rochade pair (orders and freezes the start list)', 'rochade pair (ordnet die Startrangliste und legt sie fest)')}`
      : open.length > 0
        ? openRounds
            .filter((r) => r.open.length > 0)
            .map(
              (r) =>
                `${say(`Round ${r.round} open`, `Runde ${r.round} offen`)}: ${describeOpenEntries(t, r.open)}`,
            )
            .join('\n')
        : paired < t.rounds
          ? say(
              `Round ${paired} complete; next: rochade pair`,
              `Runde ${paired} vollständig; weiter: rochade pair`,
            )
          : say(
              'All rounds complete; rochade standings, rochade crosstable',
              'Alle Runden vollständig; rochade standings, rochade crosstable',
            ),
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

const SUBCOMMANDS: readonly Subcommand[] = [
  { name: 'new', usage: 'new T.json --name N --rounds R', run: runNew },
  { name: 'show', usage: 'show T.json', run: runShow },
  { name: 'import', usage: 'import FILE T.json', run: runImport },
];

export const tournamentCommand = {
  name: 'tournament',
  summary: 'create a tournament file (new) and show where it stands (show)',
  help: HELP,
  run: (args, io) => runSubcommand('tournament', SUBCOMMANDS, args, io),
} satisfies Command;
