/** `rochade players add|withdraw|bye|list`: the start list of a tournament file. */
import type { NewPlayer, RequestedByeKind, Sex, Tournament } from '../../core/index.ts';
import { describeFormatError } from '../../core/formats/index.ts';
import { parseDwzRating } from '../../core/rating/index.ts';
import { addPlayers, SEXES, TITLES } from '../../core/tournament/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { parseWholeInput } from '../germanInput.ts';
import { parseOptions } from '../parseOptions.ts';
import { textTable } from '../textTable.ts';
import { readTournamentFile, saveTournament } from '../tournamentFile.ts';
import { displayRating, findPlayer, lastPairedRound } from '../workflow/players.ts';
import { runSubcommand, type Subcommand } from '../workflow/subcommands.ts';

const HELP = `rochade players: the start list of a tournament file

Usage:
  rochade players add T.json --name "Müller, Anna" [--rating 1850] [--dwz 1712-62] [--fide-id 24611549]
        [--club "SC Weiß Blau"] [--birth-year 1987] [--title FM] [--sex m|w] [--federation GER]
  rochade players withdraw T.json --player NAME|NO [--after-round R]
  rochade players bye T.json --player NAME|NO --round R [--kind half|zero|full]
  rochade players list T.json [--json]
  rochade players import T.json LIST [--clubs vereine.csv] [--zps C0327] [--names "A;B"] [--fide-ids "N;M"]
        [--dry-run]
  rochade players find LIST --name N | --zps C0327 | --fide-id N | --dsb-id ID [--json]

add        registers a player with the next start number. --rating is the FIDE Elo, --dwz the
           DWZ with its index. A player already registered (same FIDE id, or same name and birth
           year) is refused; so is any new player once round 1 is paired (C.04.2: the start
           numbers are then fixed).
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
} as const;

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
  if (args.length !== 1) return bad('expected one tournament file T.json');
  const path = args[0] ?? '';
  const r = await readTournamentFile(path, io);
  return r.ok ? { path, t: r.value } : r.error;
}

async function runAdd(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, ADD_OPTIONS);
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const file = await load(positionals, io);
  if ('exit' in file) return file;
  if (v.name === undefined || v.name.trim() === '') return bad('--name is required ("Müller, Anna")');
  let fide: number | undefined;
  if (v.rating !== undefined) {
    fide = parseWholeInput(v.rating);
    if (fide === undefined || fide > 3500)
      return bad(`--rating is a FIDE rating like 1850, not "${v.rating}"`);
  }
  let dwz: NewPlayer['dwz'];
  if (v.dwz !== undefined) {
    const d = parseDwzRating(v.dwz);
    if (!d.ok) return bad(`--dwz: ${describeFormatError(d.error)}`);
    dwz = d.value;
  }
  let birthYear: number | undefined;
  if (v['birth-year'] !== undefined) {
    birthYear = parseWholeInput(v['birth-year']);
    if (birthYear === undefined || birthYear < 1900 || birthYear > 2100)
      return bad(`--birth-year is a year like 1987, not "${v['birth-year']}"`);
  }
  const title = v.title?.trim().toUpperCase();
  if (title !== undefined && title !== '' && !(TITLES as readonly string[]).includes(title))
    return bad(`--title is one of ${TITLES.join(', ')}, not "${v.title}"`);
  const sex = v.sex === undefined ? undefined : SEX_INPUT[v.sex.trim().toLowerCase()];
  if (v.sex !== undefined && sex === undefined) return bad(`--sex is ${SEXES.join(' or ')}, not "${v.sex}"`);
  if (v['fide-id'] !== undefined && !/^\d{1,12}$/.test(v['fide-id'].trim()))
    return bad(`--fide-id is the number of the FIDE profile, like 24611549, not "${v['fide-id']}"`);
  const player: NewPlayer = {
    name: v.name.trim(),
    ...(title ? { title } : {}),
    ...(sex ? { sex } : {}),
    ...(v.club ? { club: v.club.trim() } : {}),
    ...(v.federation ? { federation: v.federation.trim().toUpperCase() } : {}),
    ...(v['fide-id'] ? { fideId: v['fide-id'].trim() } : {}),
    ...(birthYear !== undefined ? { birthYear } : {}),
    ...(dwz ? { dwz } : {}),
    ...(fide !== undefined ? { fide } : {}),
  };
  const added = addPlayers(file.t, [player]);
  if (!added.ok)
    return bad(
      added.error.kind === 'startListFrozen'
        ? `${file.path}: round 1 is paired and the start numbers are fixed (C.04.2); ${player.name} cannot be added`
        : added.error.kind === 'duplicatePlayer'
          ? `${player.name} is already registered: ${added.error.expected?.replace(/^a player not registered yet \((.*)\)$/, '$1') ?? ''}`
          : describeFormatError(added.error),
    );
  const failure = await saveTournament(file.path, added.value, io);
  if (failure) return failure;
  const p = added.value.players[added.value.players.length - 1];
  io.stdout(
    `Added ${p?.name ?? player.name} as number ${p?.id ?? '?'} (${added.value.players.length} player${added.value.players.length === 1 ? '' : 's'}).\n`,
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
  if (v.player === undefined) return bad('--player NAME|NO is required');
  const p = findPlayer(t, v.player);
  if (!p.ok) return bad(p.error);
  const paired = lastPairedRound(t);
  let after = paired;
  if (v['after-round'] !== undefined) {
    const r = parseWholeInput(v['after-round']);
    if (r === undefined || r > t.rounds)
      return bad(`--after-round is a round from 0 to ${t.rounds}, not "${v['after-round']}"`);
    after = r;
  }
  if (after < paired) {
    const later = t.games.find((g) => g.round > after && (g.white === p.value.id || g.black === p.value.id));
    if (later)
      return bad(
        `${p.value.name} is paired in round ${later.round}; withdraw after round ${later.round} or later`,
      );
  }
  if (t.withdrawals.some((w) => w.player === p.value.id)) return bad(`${p.value.name} has already withdrawn`);
  const next: Tournament = {
    ...t,
    withdrawals: [...t.withdrawals, { player: p.value.id, afterRound: after }],
    ...(t.byeRequests
      ? { byeRequests: t.byeRequests.filter((b) => b.player !== p.value.id || b.round <= after) }
      : {}),
  };
  const failure = await saveTournament(path, next, io);
  if (failure) return failure;
  io.stdout(
    `${p.value.name} (${p.value.id}) withdrawn after round ${after}: not paired from round ${after + 1} on.\n`,
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
  if (t.kind !== 'swiss')
    return bad('byes are for Swiss tournaments; in a round robin enter the game as a forfeit');
  if (v.player === undefined || v.round === undefined)
    return bad('--player NAME|NO and --round R are required');
  const p = findPlayer(t, v.player);
  if (!p.ok) return bad(p.error);
  const kind = BYE_KINDS_BY_NAME[(v.kind ?? 'half').trim().toLowerCase()];
  if (!kind) return bad(`--kind is half, zero or full, not "${v.kind}"`);
  const round = parseWholeInput(v.round);
  const paired = lastPairedRound(t);
  if (round === undefined || round < 1 || round > t.rounds)
    return bad(`--round is a round from 1 to ${t.rounds}, not "${v.round}"`);
  if (round <= paired)
    return bad(`round ${round} is already paired; a bye is requested before its round is paired`);
  if (t.withdrawals.some((w) => w.player === p.value.id && w.afterRound < round))
    return bad(`${p.value.name} has withdrawn before round ${round}`);
  const others = (t.byeRequests ?? []).filter((b) => !(b.player === p.value.id && b.round === round));
  const replaced = others.length !== (t.byeRequests ?? []).length;
  const next: Tournament = {
    ...t,
    byeRequests: [...others, { player: p.value.id, round, kind }].sort(
      (a, b) => a.round - b.round || a.player - b.player,
    ),
  };
  const failure = await saveTournament(path, next, io);
  if (failure) return failure;
  const what = { HPB: 'half-point bye', ZPB: 'zero-point bye', FPB: 'full-point bye' }[kind];
  io.stdout(
    `${p.value.name} (${p.value.id}): ${what} in round ${round}${replaced ? ' (replaces the earlier request)' : ''}.\n`,
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
    return [...(w ? [`withdrawn after round ${w.afterRound}`] : []), ...byes].join(', ');
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
  const head = ['No', 'Title', 'Name', 'Rtg', 'Elo', 'DWZ', 'Club', 'Status'];
  const body = t.players.map((p) => [
    String(p.id),
    p.title ?? '',
    p.name,
    String(displayRating(p) ?? ''),
    p.fide ? String(p.fide) : '',
    p.dwz ? `${p.dwz.rating}${p.dwz.index !== undefined ? `-${p.dwz.index}` : ''}` : '',
    p.club ?? '',
    status(p.id),
  ]);
  io.stdout(
    `${[
      `${t.name}: ${t.players.length} players${t.startListFrozen ? ' (start list frozen)' : ' (start numbers are set by the FIDE initial order when round 1 is paired)'}`,
      '',
      ...textTable(head, body, [1, 2, 6, 7]),
    ].join('\n')}\n`,
  );
  return EXIT.ok;
}

/** The subcommands as data; `import` and `find` (player lists) live in playersImport.ts. */
export const PLAYERS_SUBCOMMANDS: readonly Subcommand[] = [
  { name: 'add', usage: 'add T.json --name N', run: runAdd },
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
  summary: 'the start list: add, withdraw, bye (requested ahead), list',
  help: HELP,
  run: (args, io) => runSubcommand('players', PLAYERS_SUBCOMMANDS, args, io),
} satisfies Command;
