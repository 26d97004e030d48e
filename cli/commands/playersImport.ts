import {
  addPlayers,
  describeFormatError,
  findPlayers,
  foldName,
  parseClubList,
  parsePlayerList,
  type ClubList,
  type NewPlayer,
  type PlayerListEntry,
  type PlayerQuery,
  type Result,
  type Tournament,
} from '../../core/index.ts';
import { coreError } from '../../core/errors/index.ts';
import { describeError } from '../describeError.ts';
import { detectFileKind, UNKNOWN_BINARY } from '../../core/formats/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { readInputFile } from '../load.ts';
import { parseOptions } from '../parseOptions.ts';
import { textTable } from '../textTable.ts';
import { readTournamentFile, writeTournamentFile } from '../tournamentFile.ts';

const IMPORT_HELP = `rochade players import: add players from a player list to a tournament file

Usage: rochade players import T.json LIST [--clubs vereine.csv] [--zps C0327] [--names "A;B"]
                              [--fide-ids "N,N"] [--dry-run]

LIST is the DSB spieler.csv (any of its three header generations; Windows-1252 or UTF-8) or a
CSV/TSV list with German or English headers (Name/Spielername, Vorname, Nachname, Titel/Title,
Elo/Rating, DWZ, Index, FIDE-ID, Verein/Club, ZPS, Mgl-Nr, Geburtsjahr/Birth year, Geschlecht/Sex).
Each player gets title, DWZ with index, Elo, FIDE id, ZPS, member number, birth year and club.
--clubs      the DSB vereine.csv: club names by ZPS
--zps        only players of these clubs ("C0327,C0328")
--names      only these players, separated by ";" ("Müller, Jürgen;Schöne"): each must match one row
--fide-ids   only these FIDE ids
--dry-run    list what would be added, change nothing
Players already in the tournament (same FIDE id, ZPS + member number, or name and birth year) are
skipped. The file is written as tournament JSON, the old one kept as T.json.bak.
Exit codes: 0 ok, 2 bad input or file not readable.
`;

const FIND_HELP = `rochade players find: look players up in a player list

Usage: rochade players find LIST (--name "Müller" | --zps C0327 | --fide-id N | --dsb-id ID)...
                            [--clubs vereine.csv] [--json]

LIST as for \`rochade players import\`. Every given filter must match; names match word by word
from the start, umlauts and their spellings alike ("Mueller" finds "Müller").
--json  [{ "line", "name", "title"?, "dwz"?: { "rating", "index"? }, "fide"?, "fideId"?, "zps"?,
        "memberNumber"?, "birthYear"?, "sex"?, "club"?, "federation"?, "dsbId"?, "status"? }]
Exit codes: 0 ok (also when nothing matches), 2 bad input or file not readable.
`;

const badInput = (message: string, cmd: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade players ${cmd} --help)`);

/**
 * A file that cannot be a list, named with what to do (the list reader would only report a missing
 * name column on line 1): UTF-16 text, archives, Office files, PDFs, tournament files of Swiss-Chess
 * or Swiss-Manager, other binary files. The DSB's own lists (`detectFileKind` names them too) pass.
 */
function notAList(path: string, bytes: Uint8Array, what: string): CliFailure | undefined {
  const kind = detectFileKind(bytes);
  if (kind.kind === 'text') return undefined;
  if (kind.kind === 'swt' || kind.kind === 'swissManager')
    return fail(
      EXIT.badInput,
      `${path} is a ${kind.kind === 'swt' ? 'Swiss-Chess' : 'Swiss-Manager'} tournament file, not a ${what}: give the DSB's spieler.csv or a CSV/TSV list with a name column`,
    );
  // The DSB's spieler.csv and vereine.csv (TEXT_SIGNATURES: "DSB player list", "DSB club list").
  if (kind.what.startsWith('DSB ')) return undefined;
  const advice =
    kind.what === UNKNOWN_BINARY.what
      ? `a ${what} is text: the DSB's spieler.csv or a CSV/TSV list with a name column`
      : kind.advice;
  const article = /^([aeio]|HTML|XML)/i.test(kind.what) ? 'an' : 'a';
  return fail(EXIT.badInput, `${path} is ${article} ${kind.what}, not a ${what}: ${advice}`);
}

/** Reads a list file: UTF-8, else Windows-1252 (the DSB export's encoding, so no warning). */
async function readList<T>(
  path: string,
  io: CliIo,
  parse: (text: string) => Result<T, Parameters<typeof describeFormatError>[0]>,
  what: string,
): Promise<Result<T, CliFailure>> {
  const input = await readInputFile(path, io);
  if (!input.ok) return input;
  const foreign = input.value.bytes && notAList(path, input.value.bytes, what);
  if (foreign) return { ok: false, error: foreign };
  const r = parse(input.value.text);
  return r.ok
    ? r
    : { ok: false, error: fail(EXIT.badInput, `${path} (${what}): ${describeFormatError(r.error)}`) };
}

async function readPlayerList(
  path: string,
  clubsPath: string | undefined,
  io: CliIo,
): Promise<Result<readonly PlayerListEntry[], CliFailure>> {
  let clubs: ClubList | undefined;
  if (clubsPath !== undefined) {
    const c = await readList(clubsPath, io, parseClubList, 'club list');
    if (!c.ok) return c;
    clubs = c.value;
  }
  const list = await readList(path, io, (t) => parsePlayerList(t, clubs), 'player list');
  return list.ok ? { ok: true, value: list.value.entries } : list;
}

const dwzText = (e: PlayerListEntry): string =>
  e.dwz ? (e.dwz.index !== undefined ? `${e.dwz.rating}-${e.dwz.index}` : String(e.dwz.rating)) : '';

function entriesTable(entries: readonly PlayerListEntry[]): string {
  const head = ['Name', 'Title', 'DWZ', 'Elo', 'FIDE-ID', 'ZPS', 'Mgl-Nr', 'Born', 'Club'];
  const rows = entries.map((e) => [
    e.name,
    e.title ?? '',
    dwzText(e),
    e.fide !== undefined ? String(e.fide) : '',
    e.fideId ?? '',
    e.zps ?? '',
    e.memberNumber ?? '',
    e.birthYear !== undefined ? String(e.birthYear) : '',
    e.club ?? '',
  ]);
  return `${textTable(head, rows, [0, 1, 5, 8]).join('\n')}\n`;
}

async function runFind(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    name: { type: 'string' },
    zps: { type: 'string' },
    'fide-id': { type: 'string' },
    'dsb-id': { type: 'string' },
    clubs: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (!parsed.ok) return badInput(parsed.error, 'find');
  const { values, positionals } = parsed.value;
  const [path, ...extra] = positionals;
  if (path === undefined || extra.length > 0) return badInput('give exactly one player list file', 'find');
  const query: PlayerQuery = {
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.zps !== undefined ? { zps: values.zps } : {}),
    ...(values['fide-id'] !== undefined ? { fideId: values['fide-id'] } : {}),
    ...(values['dsb-id'] !== undefined ? { dsbId: values['dsb-id'] } : {}),
  };
  if (Object.keys(query).length === 0) return badInput('give --name, --zps, --fide-id or --dsb-id', 'find');
  const list = await readPlayerList(path, values.clubs, io);
  if (!list.ok) return list.error;
  const found = findPlayers(list.value, query);
  if (values.json) io.stdout(`${JSON.stringify(found, null, 2)}\n`);
  else if (found.length === 0) io.stdout('no player in the list matches\n');
  else io.stdout(entriesTable(found));
  return EXIT.ok;
}

/** The rows `import` takes: all, or those the filters select; each `--names` entry must match one row. */
function selectEntries(
  entries: readonly PlayerListEntry[],
  values: { zps?: string; names?: string; 'fide-ids'?: string },
): Result<readonly PlayerListEntry[], string> {
  const list = (s: string | undefined, sep: string): string[] | undefined =>
    s
      ?.split(sep)
      .map((x) => x.trim())
      .filter(Boolean);
  const zpsList = list(values.zps, ',')?.map((z) => z.toUpperCase());
  const fideIds = list(values['fide-ids'], ',');
  let pool = entries.filter(
    (e) =>
      (zpsList === undefined || zpsList.includes((e.zps ?? '').toUpperCase())) &&
      (fideIds === undefined || (e.fideId !== undefined && fideIds.includes(e.fideId))),
  );
  const names = list(values.names, ';');
  if (names === undefined) return { ok: true, value: pool };
  const picked: PlayerListEntry[] = [];
  for (const name of names) {
    const hits = findPlayers(pool, { name });
    // An exact name beats prefixes ("Müller, Jan" must not also take "Müller, Jana").
    const exact = hits.filter((e) => foldName(e.name) === foldName(name));
    const one = hits.length === 1 ? hits : exact.length === 1 ? exact : undefined;
    if (one?.[0]) {
      picked.push(one[0]);
      continue;
    }
    if (hits.length === 0) return { ok: false, error: `--names: no player in the list matches "${name}"` };
    const shown = hits
      .slice(0, 5)
      .map(
        (e) =>
          `${e.name} (line ${e.line}${e.zps ? `, ZPS ${e.zps}` : ''}${e.memberNumber ? ` Mgl-Nr ${e.memberNumber}` : ''})`,
      );
    return {
      ok: false,
      error: `--names: "${name}" matches ${hits.length} rows: ${shown.join('; ')}${hits.length > 5 ? '; …' : ''}; add --zps or the first name`,
    };
  }
  pool = picked;
  return { ok: true, value: pool };
}

/** The tournament player an entry repeats, if any: same FIDE id, same ZPS + member number, or same name and birth year. */
function alreadyIn(t: Tournament, e: PlayerListEntry): boolean {
  return t.players.some(
    (p) =>
      (e.fideId !== undefined && p.fideId === e.fideId) ||
      (e.zps !== undefined &&
        e.memberNumber !== undefined &&
        p.zps?.toUpperCase() === e.zps.toUpperCase() &&
        Number(p.memberNumber) === Number(e.memberNumber)) ||
      (foldName(p.name) === foldName(e.name) && p.birthYear === e.birthYear),
  );
}

const toNewPlayer = (e: PlayerListEntry): NewPlayer => {
  // List-only keys (line, status) stay out of the tournament; the DSB id, ZPS and member number
  // go in (rochade dwz report needs them).
  const { line: _line, status: _status, ...player } = e;
  return player;
};

async function runImport(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    clubs: { type: 'string' },
    zps: { type: 'string' },
    names: { type: 'string' },
    'fide-ids': { type: 'string' },
    'dry-run': { type: 'boolean' },
  });
  if (!parsed.ok) return badInput(parsed.error, 'import');
  const { values, positionals } = parsed.value;
  const [tPath, listPath, ...extra] = positionals;
  if (tPath === undefined || listPath === undefined || extra.length > 0)
    return badInput('give the tournament file and the player list: T.json LIST', 'import');
  const t = await readTournamentFile(tPath, io);
  if (!t.ok) return t.error;
  const list = await readPlayerList(listPath, values.clubs, io);
  if (!list.ok) return list.error;
  const selected = selectEntries(list.value, values);
  if (!selected.ok) return badInput(selected.error, 'import');
  const fresh: PlayerListEntry[] = [];
  const skipped: PlayerListEntry[] = [];
  for (const e of selected.value) {
    const earlier = { ...t.value, players: fresh.map((f, i) => ({ ...toNewPlayer(f), id: i + 1 })) };
    (alreadyIn(t.value, e) || alreadyIn(earlier, e) ? skipped : fresh).push(e);
  }
  const added = addPlayers(t.value, fresh.map(toNewPlayer), { at: new Date().toISOString() });
  if (!added.ok)
    return badInput(
      `${tPath}: ${describeError(coreError.workflow(added.error))}; choose players with --zps or --names`,
      'import',
    );
  // The numbers given (a late entry before round 4 numbers the whole list again).
  const numbers = added.value.added.map((p) => p.id);
  const lines = fresh.map(
    (e, i) => `  ${String(numbers[i] ?? '?').padStart(4)}  ${e.name}${e.dwz ? `  DWZ ${dwzText(e)}` : ''}`,
  );
  if (added.value.missed.length > 0)
    lines.push(
      `  late entries: rounds 1-${added.value.missed.length} missed (absent, no points)${added.value.renumbered ? '; start numbers given again by the initial order' : ''}`,
    );
  if (!values['dry-run']) {
    try {
      await writeTournamentFile(tPath, added.value.tournament, io);
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String(e.code)})` : '';
      return fail(EXIT.fileAccess, `cannot write ${tPath}${code}`);
    }
  }
  io.stdout(
    [
      `${values['dry-run'] ? 'would add' : 'added'} ${fresh.length} player${fresh.length === 1 ? '' : 's'} to ${tPath}${skipped.length > 0 ? `; ${skipped.length} already entered, skipped` : ''}`,
      ...lines,
      '',
    ].join('\n'),
  );
  return EXIT.ok;
}

/** The two `rochade players` subcommands that read a player list (the others register by hand). */
export const PLAYERS_LIST_SUBCOMMANDS: Readonly<
  Record<
    'import' | 'find',
    {
      summary: string;
      help: string;
      run: (args: readonly string[], io: CliIo) => Promise<ExitCode | CliFailure>;
    }
  >
> = {
  import: {
    summary: 'add players from a player list (DSB spieler.csv, CSV/TSV)',
    help: IMPORT_HELP,
    run: runImport,
  },
  find: {
    summary: 'look players up in a player list (DSB spieler.csv, CSV/TSV)',
    help: FIND_HELP,
    run: runFind,
  },
};
