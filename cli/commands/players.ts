/** `rochade players add|withdraw|bye|list`: the start list of a tournament file. */
import type { RequestedByeKind, Sex, Tournament } from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import {
  makeStartList,
  renderTextLegend,
  renderTextTable,
  type ReportTable,
} from '../../core/report/index.ts';
import { parseDwzRating } from '../../core/rating/index.ts';
import { SEXES, TITLES } from '../../core/tournament/index.ts';
import {
  addPlayers,
  editPlayer,
  foldPlayerName,
  removePlayer,
  requestBye,
  withdraw,
  MISSED_ROUND_KINDS,
  type MissedRoundKind,
  type NewPlayer,
  type PlayerPatch,
  type WorkflowError,
} from '../../core/workflow/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { describeError } from '../describeError.ts';
import { parseWholeInput } from '../germanInput.ts';
import { cliLanguage, say } from '../lang.ts';
import { parseOptions } from '../parseOptions.ts';
import { safeCell } from '../textTable.ts';
import { readTournamentFile, saveTournament } from '../tournamentFile.ts';
import { findPlayer } from '../workflow/players.ts';

/** A refusal of the workflow as one line in the CLI's language. */
const refused = (e: WorkflowError): CliFailure => fail(EXIT.badInput, describeError(coreError.workflow(e)));
import { runSubcommand, type Subcommand } from '../workflow/subcommands.ts';

const HELP = `rochade players: the start list of a tournament file

Usage:
  rochade players add T.json --name "Müller, Anna" [--rating 1850] [--dwz 1712-62] [--fide-id 24611549]
        [--club "SC Weiß Blau"] [--birth-year 1987] [--title FM] [--sex m|w] [--federation GER]
        [--zps C0327] [--member-number 12] [--dsb-id 10042317] [--missed absent|zero|half]
  rochade players edit T.json --player NAME|NO [--name --rating --dwz --fide-id --club --birth-year
        --title --sex --federation --zps --member-number --dsb-id]
  rochade players remove T.json --player NAME|NO
  rochade players withdraw T.json --player NAME|NO [--after-round R]
  rochade players bye T.json --player NAME|NO --round R [--kind half|zero|full]
  rochade players list T.json [--json]
  rochade players import T.json LIST [--clubs vereine.csv] [--zps C0327] [--names "A;B"] [--fide-ids "N;M"]
        [--dry-run]
  rochade players find LIST --name N | --zps C0327 | --fide-id N | --dsb-id ID [--json]

add        registers a player with the next start number. --rating is the FIDE Elo, --dwz the
           DWZ with its index; --zps, --member-number and --dsb-id are the DSB's club number,
           membership number and person id (rochade dwz report needs them). A player already
           registered (same FIDE id, or same name and birth year) is refused.
           Once round 1 is paired, add is a late entry (FIDE C.04.2, docs/workflow.md): the
           rounds already paired are missed (--missed: absent = not paired, no points, default;
           zero or half = zero- or half-point byes where the regulations grant them). Until round
           3 is paired the start numbers are given again by the initial order; from round 4 on the
           entrant gets the next number.
edit       changes a player's data; the start number stays.
remove     takes a player off the start list before round 1 is paired (the numbers close up);
           afterwards use withdraw.
withdraw   the player is not paired after round R (default: the last round paired; 0 = before
           round 1). Results already played stay.
bye        a bye requested ahead for round R (C.04.1): half (½ point, default), zero (0) or full
           (1 point, where the regulations allow it). The player is not paired in that round.
list       start number, name, title, ratings, club and status.
import     adds players from a player list: the DSB's spieler.csv (all three header generations,
           with vereine.csv for club names) or a CSV/TSV list with German or English headers.
find       looks players up in such a list (rochade players import --help, find --help for more).
NAME may be a unique part of the name ("Özdemir"); NO is the start number.
Exit codes: 0 ok, 2 bad option or file.`;

const bad = (message: string): CliFailure => fail(EXIT.badInput, message);

const ADD_OPTIONS = {
  name: { type: 'string' },
  rating: { type: 'string' },
  dwz: { type: 'string' },
  'fide-id': { type: 'string' },
  club: { type: 'string' },
  'birth-year': { type: 'string' },
  title: { type: 'string' },
  sex: { type: 'string' },
  federation: { type: 'string' },
  zps: { type: 'string' },
  'member-number': { type: 'string' },
  'dsb-id': { type: 'string' },
} as const;

const MISSED_BY_NAME: Readonly<Record<string, MissedRoundKind>> = {
  absent: 'absent',
  zero: 'ZPB',
  null: 'ZPB',
  zpb: 'ZPB',
  half: 'HPB',
  halb: 'HPB',
  hpb: 'HPB',
};

/** `--sex`: m, w and what else people type (f, male, weiblich). */
const SEX_INPUT: Readonly<Record<string, Sex>> = {
  m: 'm',
  male: 'm',
  männlich: 'm',
  w: 'w',
  f: 'w',
  female: 'w',
  weiblich: 'w',
};

async function load(
  args: readonly string[],
  io: CliIo,
): Promise<{ path: string; t: Tournament } | CliFailure> {
  if (args.length !== 1)
    return bad(say('expected one tournament file T.json', 'erwartet genau eine Turnierdatei T.json'));
  const path = args[0] ?? '';
  const r = await readTournamentFile(path, io);
  return r.ok ? { path, t: r.value } : r.error;
}

type AddValues = { readonly [K in keyof typeof ADD_OPTIONS]?: string };

/** The player fields the options give, checked; `undefined` values are options not given. */
function playerFields(v: AddValues): PlayerPatch | CliFailure {
  let fide: number | undefined;
  if (v.rating !== undefined) {
    fide = parseWholeInput(v.rating);
    if (fide === undefined || fide > 3500)
      return bad(
        say(
          `--rating is a FIDE rating like 1850, not "${v.rating}"`,
          `--rating ist eine FIDE-Wertungszahl wie 1850, nicht „${v.rating}“`,
        ),
      );
  }
  let dwz: NewPlayer['dwz'];
  if (v.dwz !== undefined) {
    const d = parseDwzRating(v.dwz);
    if (!d.ok) return bad(`--dwz: ${describeError(coreError.format(d.error))}`);
    dwz = d.value;
  }
  let birthYear: number | undefined;
  if (v['birth-year'] !== undefined) {
    birthYear = parseWholeInput(v['birth-year']);
    if (birthYear === undefined || birthYear < 1900 || birthYear > 2100)
      return bad(
        say(
          `--birth-year is a year like 1987, not "${v['birth-year']}"`,
          `--birth-year ist ein Jahr wie 1987, nicht „${v['birth-year']}“`,
        ),
      );
  }
  const title = v.title?.trim().toUpperCase();
  if (title !== undefined && title !== '' && !(TITLES as readonly string[]).includes(title))
    return bad(
      say(
        `--title is one of ${TITLES.join(', ')}, not "${v.title}"`,
        `--title ist einer von ${TITLES.join(', ')}, nicht „${v.title}“`,
      ),
    );
  const sex = v.sex === undefined ? undefined : SEX_INPUT[v.sex.trim().toLowerCase()];
  if (v.sex !== undefined && sex === undefined)
    return bad(
      say(
        `--sex is ${SEXES.join(' or ')}, not "${v.sex}"`,
        `--sex ist ${SEXES.join(' oder ')}, nicht „${v.sex}“`,
      ),
    );
  if (v['fide-id'] !== undefined && !/^\d{1,12}$/.test(v['fide-id'].trim()))
    return bad(
      say(
        `--fide-id is the number of the FIDE profile, like 24611549, not "${v['fide-id']}"`,
        `--fide-id ist die Nummer des FIDE-Profils wie 24611549, nicht „${v['fide-id']}“`,
      ),
    );
  const zps = v.zps?.trim().toUpperCase();
  if (zps !== undefined && !/^[0-9A-Z]{5}$/.test(zps))
    return bad(
      say(
        `--zps is the DSB club number of five letters and digits, like C0327, not "${v.zps}"`,
        `--zps ist die DSB-Vereinsnummer aus fünf Buchstaben und Ziffern wie C0327, nicht „${v.zps}“`,
      ),
    );
  const member = v['member-number']?.trim();
  if (member !== undefined && !/^\d{1,5}$/.test(member))
    return bad(
      say(
        `--member-number is the DSB membership number, like 12, not "${v['member-number']}"`,
        `--member-number ist die DSB-Mitgliedsnummer wie 12, nicht „${v['member-number']}“`,
      ),
    );
  return {
    ...(v.name !== undefined ? { name: v.name.trim() } : {}),
    ...(title ? { title } : {}),
    ...(sex ? { sex } : {}),
    ...(v.club !== undefined ? { club: v.club.trim() } : {}),
    ...(v.federation !== undefined ? { federation: v.federation.trim().toUpperCase() } : {}),
    ...(v['fide-id'] !== undefined ? { fideId: v['fide-id'].trim() } : {}),
    ...(zps !== undefined ? { zps } : {}),
    ...(member !== undefined ? { memberNumber: member } : {}),
    ...(v['dsb-id'] !== undefined ? { dsbId: v['dsb-id'].trim() } : {}),
    ...(birthYear !== undefined ? { birthYear } : {}),
    ...(dwz ? { dwz } : {}),
    ...(fide !== undefined ? { fide } : {}),
  };
}

const at = (): string => new Date().toISOString();

/** The option that sets each player field, as `players edit` names what it changed. */
const FIELD_OPTIONS = {
  name: '--name',
  title: '--title',
  sex: '--sex',
  club: '--club',
  federation: '--federation',
  fideId: '--fide-id',
  zps: '--zps',
  memberNumber: '--member-number',
  dsbId: '--dsb-id',
  birthYear: '--birth-year',
  dwz: '--dwz',
  fide: '--rating',
} as const satisfies Partial<Record<keyof PlayerPatch, string>>;

async function runAdd(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { ...ADD_OPTIONS, missed: { type: 'string' } });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const file = await load(positionals, io);
  if ('exit' in file) return file;
  if (v.name === undefined || v.name.trim() === '')
    return bad(say('--name is required ("Müller, Anna")', '--name fehlt („Müller, Anna“)'));
  const missed = MISSED_BY_NAME[(v.missed ?? 'absent').trim().toLowerCase()];
  if (!missed)
    return bad(
      say(
        `--missed is absent, zero or half (${MISSED_ROUND_KINDS.join(', ')}), not "${v.missed}"`,
        `--missed ist absent, zero oder half (${MISSED_ROUND_KINDS.join(', ')}), nicht „${v.missed}“`,
      ),
    );
  const fields = playerFields(v);
  if ('exit' in fields) return fields;
  const player: NewPlayer = { ...fields, name: v.name.trim() };
  const added = addPlayers(file.t, [player], { at: at(), missedRounds: missed });
  if (!added.ok) return refused(added.error);
  const failure = await saveTournament(file.path, added.value.tournament, io);
  if (failure) return failure;
  const t = added.value.tournament;
  const p = added.value.added[0];
  // "Mueller, Anna" beside "Müller, Anna" is most often the same player typed twice: said, not refused.
  const twin = p && t.players.find((x) => x.id !== p.id && foldPlayerName(x.name) === foldPlayerName(p.name));
  if (p && twin)
    io.stderr(
      say(
        `Note: ${p.name} (${p.id}) reads the same as ${twin.id} ${twin.name}${added.value.missed.length === 0 ? `; if it is the same player: rochade players remove ${file.path} --player ${p.id}` : ''}\n`,
        `Hinweis: ${p.name} (${p.id}) liest sich wie ${twin.id} ${twin.name}${added.value.missed.length === 0 ? `; falls es derselbe Spieler ist: rochade players remove ${file.path} --player ${p.id}` : ''}\n`,
      ),
    );
  const count = `${t.players.length} player${t.players.length === 1 ? '' : 's'}`;
  const late = added.value.missed;
  if (late.length === 0) {
    io.stdout(
      say(
        `Added ${p?.name ?? player.name} as number ${p?.id ?? '?'} (${count}).\n`,
        `${p?.name ?? player.name} gemeldet als Nummer ${p?.id ?? '?'} (${t.players.length} Spieler).\n`,
      ),
    );
    return EXIT.ok;
  }
  const what = { absent: 'absent, no points', ZPB: 'zero-point byes', HPB: 'half-point byes' }[missed];
  io.stdout(
    `${say('Late entry', 'Nachmeldung')}: ${p?.name ?? player.name} ${say('as number', 'als Nummer')} ${p?.id ?? '?'} (${say(count, `${t.players.length} Spieler`)}); ${say(
      `rounds 1-${late.length} missed (${what}), paired from round ${late.length + 1}`,
      `Runden 1-${late.length} verpasst (${{ absent: 'abwesend, keine Punkte', ZPB: 'Nullpunkt-Freilose', HPB: 'halbe Punkte' }[missed]}), gepaart ab Runde ${late.length + 1}`,
    )}${
      added.value.renumbered
        ? say(
            '; start numbers given again by the initial order (C.04.2: allowed until round 3 is paired)',
            '; Startnummern neu nach der Anfangsrangliste vergeben (C.04.2: bis Runde 3 erlaubt)',
          )
        : ''
    }.\n`,
  );
  return EXIT.ok;
}

async function runEdit(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { ...ADD_OPTIONS, player: { type: 'string' } });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const file = await load(positionals, io);
  if ('exit' in file) return file;
  if (v.player === undefined) return bad(say('--player NAME|NO is required', '--player NAME|NR fehlt'));
  const p = findPlayer(file.t, v.player);
  if (!p.ok) return bad(p.error);
  if (v.name !== undefined && v.name.trim() === '')
    return bad(say('--name must not be empty', '--name darf nicht leer sein'));
  const fields = playerFields(v);
  if ('exit' in fields) return fields;
  if (Object.keys(fields).length === 0)
    return bad(
      say(
        'nothing to change: give --name, --rating, --dwz, --club … (see rochade players --help)',
        'nichts zu ändern: --name, --rating, --dwz, --club … angeben (siehe rochade players --help)',
      ),
    );
  const edited = editPlayer(file.t, p.value.id, fields, { at: at() });
  if (!edited.ok) return refused(edited.error);
  if (edited.value.fields.length === 0) {
    io.stdout(`${p.value.name} (${p.value.id}): ${say('nothing changed', 'nichts geändert')}.\n`);
    return EXIT.ok;
  }
  const failure = await saveTournament(file.path, edited.value.tournament, io);
  if (failure) return failure;
  io.stdout(
    `${edited.value.player.name} (${p.value.id}): ${say('changed', 'geändert')} ${edited.value.fields
      .map((f) => (Object.hasOwn(FIELD_OPTIONS, f) ? FIELD_OPTIONS[f as keyof typeof FIELD_OPTIONS] : f))
      .join(', ')}.\n`,
  );
  return EXIT.ok;
}

async function runRemove(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { player: { type: 'string' } });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const file = await load(positionals, io);
  if ('exit' in file) return file;
  if (v.player === undefined) return bad(say('--player NAME|NO is required', '--player NAME|NR fehlt'));
  const p = findPlayer(file.t, v.player);
  if (!p.ok) return bad(p.error);
  const removed = removePlayer(file.t, p.value.id, { at: at() });
  if (!removed.ok)
    return removed.error.kind === 'removeAfterStart'
      ? bad(
          `${describeError(coreError.workflow(removed.error))} (${say('rochade players withdraw', 'rochade players withdraw')} ${file.path} --player ${p.value.id})`,
        )
      : refused(removed.error);
  const failure = await saveTournament(file.path, removed.value.tournament, io);
  if (failure) return failure;
  io.stdout(
    `${say('Removed', 'Gestrichen')}: ${p.value.name} (${p.value.id}); ${removed.value.tournament.players.length} ${say('players left', 'Spieler bleiben')}.\n`,
  );
  return EXIT.ok;
}

async function runWithdraw(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { player: { type: 'string' }, 'after-round': { type: 'string' } });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const file = await load(positionals, io);
  if ('exit' in file) return file;
  const { t, path } = file;
  if (v.player === undefined) return bad(say('--player NAME|NO is required', '--player NAME|NR fehlt'));
  const p = findPlayer(t, v.player);
  if (!p.ok) return bad(p.error);
  let after: number | undefined;
  if (v['after-round'] !== undefined) {
    after = parseWholeInput(v['after-round']);
    if (after === undefined || after > t.rounds)
      return bad(
        say(
          `--after-round is a round from 0 to ${t.rounds}, not "${v['after-round']}"`,
          `--after-round ist eine Runde von 0 bis ${t.rounds}, nicht „${v['after-round']}“`,
        ),
      );
  }
  const w = withdraw(t, p.value.id, after, { at: at() });
  if (!w.ok) return refused(w.error);
  const failure = await saveTournament(path, w.value.tournament, io);
  if (failure) return failure;
  const a = w.value.afterRound;
  io.stdout(
    say(
      `${p.value.name} (${p.value.id}) withdrawn after round ${a}: not paired from round ${a + 1} on.\n`,
      `${p.value.name} (${p.value.id}) nach Runde ${a} zurückgezogen: ab Runde ${a + 1} nicht mehr gepaart.\n`,
    ),
  );
  return EXIT.ok;
}

const BYE_KINDS_BY_NAME: Readonly<Record<string, RequestedByeKind>> = {
  half: 'HPB',
  halb: 'HPB',
  hpb: 'HPB',
  zero: 'ZPB',
  null: 'ZPB',
  zpb: 'ZPB',
  full: 'FPB',
  voll: 'FPB',
  fpb: 'FPB',
};

async function runBye(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    player: { type: 'string' },
    round: { type: 'string' },
    kind: { type: 'string' },
  });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const file = await load(positionals, io);
  if ('exit' in file) return file;
  const { t, path } = file;
  if (t.kind !== 'swiss') return refused({ kind: 'byeNotSwiss', tournamentKind: t.kind });
  if (v.player === undefined || v.round === undefined)
    return bad(say('--player NAME|NO and --round R are required', '--player NAME|NR und --round R fehlen'));
  const p = findPlayer(t, v.player);
  if (!p.ok) return bad(p.error);
  const kind = BYE_KINDS_BY_NAME[(v.kind ?? 'half').trim().toLowerCase()];
  if (!kind)
    return bad(
      say(
        `--kind is half, zero or full, not "${v.kind}"`,
        `--kind ist half, zero oder full, nicht „${v.kind}“`,
      ),
    );
  const round = parseWholeInput(v.round);
  if (round === undefined || round < 1 || round > t.rounds)
    return bad(
      say(
        `--round is a round from 1 to ${t.rounds}, not "${v.round}"`,
        `--round ist eine Runde von 1 bis ${t.rounds}, nicht „${v.round}“`,
      ),
    );
  const r = requestBye(t, p.value.id, round, kind, { at: at() });
  if (!r.ok) return refused(r.error);
  const same = r.value.tournament === t;
  const failure = same ? undefined : await saveTournament(path, r.value.tournament, io);
  if (failure) return failure;
  const what = { HPB: 'half-point bye', ZPB: 'zero-point bye', FPB: 'full-point bye' }[kind];
  const was = { HPB: 'Freilos mit ½ Punkt', ZPB: 'Freilos ohne Punkt', FPB: 'Freilos mit 1 Punkt' }[kind];
  io.stdout(
    say(
      `${p.value.name} (${p.value.id}): ${what} in round ${round}${r.value.replaced ? ' (replaces the earlier request)' : same ? ' (already requested; nothing changed)' : ''}.\n`,
      `${p.value.name} (${p.value.id}): ${was} in Runde ${round}${r.value.replaced ? ' (ersetzt den früheren Wunsch)' : same ? ' (schon gewünscht; nichts geändert)' : ''}.\n`,
    ),
  );
  return EXIT.ok;
}

async function runList(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { json: { type: 'boolean' } });
  if (!parsed.ok) return bad(parsed.error);
  const { values, positionals } = parsed.value;
  const file = await load(positionals, io);
  if ('exit' in file) return file;
  const { t } = file;
  const status = (id: number): string => {
    const w = t.withdrawals.find((x) => x.player === id);
    const byes = (t.byeRequests ?? []).filter((b) => b.player === id).map((b) => `${b.kind} r${b.round}`);
    // A late entrant: the rounds before the entry recorded as absent (or as the byes granted).
    const late = t.history?.find((h) => h.action === 'lateEntry' && h.player === id);
    return [
      ...(late?.round !== undefined
        ? [say(`late entry, from round ${late.round}`, `Nachmeldung, ab Runde ${late.round}`)]
        : []),
      ...(w
        ? [say(`withdrawn after round ${w.afterRound}`, `zurückgezogen nach Runde ${w.afterRound}`)]
        : []),
      ...byes,
    ].join(', ');
  };
  if (values.json) {
    io.stdout(
      `${JSON.stringify(
        {
          startListFrozen: t.startListFrozen ?? false,
          players: t.players.map((p) => ({ ...p, status: status(p.id) })),
        },
        null,
        2,
      )}\n`,
    );
    return EXIT.ok;
  }
  // The report's start list in start number order (as the PDF and the site draw their tables):
  // Elo and DWZ in columns of their own; then the director's status (late entry, withdrawal, byes).
  const list = makeStartList(t, cliLanguage(), { order: 'startNo' });
  const statuses = list.rows.map((r) => status(Number(r[0])));
  const table: ReportTable = statuses.some((x) => x !== '')
    ? {
        ...list,
        columns: [
          ...list.columns,
          { key: 'status', header: say('Status', 'Status'), align: 'left', kind: 'text' },
        ],
        rows: list.rows.map((r, k) => [...r, statuses[k] ?? '']),
      }
    : list;
  io.stdout(
    `${[
      `${t.name}: ${say(
        `${t.players.length} players${t.startListFrozen ? ' (start list frozen)' : ' (start numbers are set by the FIDE initial order when round 1 is paired)'}`,
        `${t.players.length} Spieler${t.startListFrozen ? ' (Startrangliste festgelegt)' : ' (die Startnummern legt die FIDE-Ausgangsreihenfolge beim Auslosen der 1. Runde fest)'}`,
      )}`,
      '',
      ...renderTextTable(table, { cell: safeCell }),
      '',
      ...renderTextLegend(table, { cell: safeCell }),
    ].join('\n')}\n`,
  );
  return EXIT.ok;
}

/** The subcommands as data; `import` and `find` (player lists) live in playersImport.ts. */
export const PLAYERS_SUBCOMMANDS: readonly Subcommand[] = [
  { name: 'add', usage: 'add T.json --name N', run: runAdd },
  { name: 'edit', usage: 'edit T.json --player P --name N …', run: runEdit },
  { name: 'remove', usage: 'remove T.json --player P', run: runRemove },
  { name: 'withdraw', usage: 'withdraw T.json --player P', run: runWithdraw },
  { name: 'bye', usage: 'bye T.json --player P --round R', run: runBye },
  { name: 'list', usage: 'list T.json', run: runList },
  // Player lists (DSB spieler.csv, CSV/TSV with German or English headers): loaded only when used.
  {
    name: 'import',
    usage: 'import T.json LIST',
    run: async (args, io) =>
      (await import('./playersImport.ts')).PLAYERS_LIST_SUBCOMMANDS.import.run(args, io),
  },
  {
    name: 'find',
    usage: 'find LIST --name N',
    run: async (args, io) => (await import('./playersImport.ts')).PLAYERS_LIST_SUBCOMMANDS.find.run(args, io),
  },
];

export const playersCommand = {
  name: 'players',
  summary: 'the start list: add (late entries too), edit, remove, withdraw, bye, list',
  help: HELP,
  run: (args, io) => runSubcommand('players', PLAYERS_SUBCOMMANDS, args, io),
} satisfies Command;
