import type { Result } from '../../result.ts';
import type { Player, Sex } from '../../tournament/player.ts';
import { makePersonName, parsePersonName } from '../../tournament/player.ts';
import type { FormatError } from '../formatError.ts';
import { INPUT_LIMITS } from '../inputLimits.ts';
import { CLUB_LIST_COLUMNS, mapColumns, PLAYER_LIST_COLUMNS, type PlayerListColumn } from './columns.ts';
import { detectDelimiter, parseCsv, type CsvRow } from './csv.ts';

/**
 * One row of a player list: what a tournament's player takes from it (everything but the start
 * number), plus the list's own keys. A player in several clubs has one row per club (DSB: key ZPS
 * + member number).
 */
export interface PlayerListEntry extends Omit<Player, 'id' | 'rank' | 'residualGames' | 'nationalRatings'> {
  /** 1-based line of the row in the file. */
  readonly line: number;
  /** The DSB person id (nu `NU4073762`, DeWIS PKZ) when the list has an `ID` column. */
  readonly dsbId?: string;
  /** DSB membership status: `A` active, `P` passive. */
  readonly status?: string;
}

export interface PlayerList {
  readonly entries: readonly PlayerListEntry[];
  /** Fields the header provides (for messages such as "the list has no DWZ column"). */
  readonly columns: readonly PlayerListColumn[];
}

/** Club names by ZPS (the DSB `vereine.csv`). */
export type ClubList = ReadonlyMap<string, string>;

type Cols = Partial<Record<PlayerListColumn, number>>;

const located = (
  row: CsvRow,
  col: number,
  header: readonly string[],
  found: string,
  expected: string,
): FormatError => ({
  kind: 'badValue',
  format: 'csv',
  line: row.line,
  column: col + 1,
  found,
  expected,
  detail: `in column "${header[col] ?? ''}"`,
});

/** Rows after the header, as a Result; an empty text or one without rows is `empty`. */
function readRows(text: string): Result<{ header: readonly string[]; rows: readonly CsvRow[] }, FormatError> {
  // The character limit only: the whole-federation list has about 100,000 rows, over the line limit
  // of tournament files (docs/limits.md).
  if (text.length > INPUT_LIMITS.chars)
    return {
      ok: false,
      error: {
        kind: 'tooLarge',
        format: 'csv',
        found: `${text.length.toLocaleString('en')} characters`,
        expected: `at most ${INPUT_LIMITS.chars.toLocaleString('en')}`,
      },
    };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const first = body.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const parsed = parseCsv(body, detectDelimiter(first));
  if (!parsed.ok) return parsed;
  const [head, ...rows] = parsed.value;
  if (!head)
    return { ok: false, error: { kind: 'empty', format: 'csv', expected: 'a header row and player rows' } };
  return { ok: true, value: { header: head.cells, rows } };
}

const SEX_CODES: Readonly<Record<string, Sex>> = { m: 'm', w: 'w', f: 'w', male: 'm', female: 'w' };

/**
 * Reads a player list: the DSB `spieler.csv` (all three header generations) or any CSV/TSV with
 * German or English headers (see `PLAYER_LIST_COLUMNS`); delimiter `,` `;` or TAB. The name is
 * `Spielername` (`Surname,Firstname[,Title]`, the DSB form), `Name,Vorname`, or `Nachname` plus
 * `Vorname`. Empty DWZ/Index/Elo cells mean unrated. Each bad cell is an error with its line and
 * column; `clubs` (from `parseClubList`) fills `club` by ZPS where the list has no club column.
 */
export function parsePlayerList(text: string, clubs?: ClubList): Result<PlayerList, FormatError> {
  const read = readRows(text);
  if (!read.ok) return read;
  const { header, rows } = read.value;
  const cols: Cols = mapColumns(header, PLAYER_LIST_COLUMNS);
  // "Name" beside "Vorname" is the family name (German club lists: Name | Vorname).
  if (cols.family === undefined && cols.given !== undefined && cols.name !== undefined) {
    cols.family = cols.name;
    delete cols.name;
  }
  if (cols.name === undefined && cols.family === undefined)
    return {
      ok: false,
      error: {
        kind: 'badShape',
        format: 'csv',
        line: 1,
        found: header.join(', ').slice(0, 120),
        expected: 'a name column: Spielername, "Name,Vorname", Name, Nachname or Player',
        detail: 'this is not a player list',
      },
    };
  const entries: PlayerListEntry[] = [];
  for (const row of rows) {
    const e = readEntry(row, header, cols, clubs);
    if (!e.ok) return e;
    entries.push(e.value);
  }
  return {
    ok: true,
    value: {
      entries,
      columns: (Object.keys(cols) as PlayerListColumn[]).filter((k) => cols[k] !== undefined),
    },
  };
}

function readEntry(
  row: CsvRow,
  header: readonly string[],
  cols: Cols,
  clubs: ClubList | undefined,
): Result<PlayerListEntry, FormatError> {
  const cell = (c: PlayerListColumn): string => {
    const at = cols[c];
    return at === undefined ? '' : (row.cells[at] ?? '').trim();
  };
  const bad = (c: PlayerListColumn, expected: string): Result<PlayerListEntry, FormatError> => ({
    ok: false,
    error: located(row, cols[c] ?? 0, header, cell(c), expected),
  });
  const whole = (c: PlayerListColumn, min: number, max: number): number | undefined | 'bad' => {
    const v = cell(c);
    if (v === '') return undefined;
    if (!/^\d+$/.test(v)) return 'bad';
    const n = Number(v);
    return n >= min && n <= max ? n : 'bad';
  };

  // Names: separate columns win over the combined one (v3 has both).
  const combined = parsePersonName(cell('name'));
  const family = cell('family') || combined.family;
  const given = cell('given') || combined.given || '';
  if (family === '') return bad(cols.family !== undefined ? 'family' : 'name', 'a player name');
  // A third part of the DSB `Spielername` is an academic title ("Dr."): kept before the first name.
  const academic = cols.family === undefined ? combined.title : undefined;
  const name = makePersonName({ family, given: [academic, given].filter(Boolean).join(' ') });

  // DWZ: its own column, or `1712-62` in one cell (generic lists).
  let dwz: PlayerListEntry['dwz'];
  const dwzText = cell('dwz');
  if (dwzText !== '') {
    const m = /^(\d{1,4})(?:-(\d{1,3}))?$/.exec(dwzText);
    if (!m || Number(m[1]) === 0) return bad('dwz', 'a DWZ like 1712 or 1712-62, or an empty cell');
    const ix = whole('index', 0, 999);
    if (ix === 'bad') return bad('index', 'a DWZ index like 62, or an empty cell');
    const index = m[2] !== undefined ? Number(m[2]) : ix;
    dwz = { rating: Number(m[1]), ...(index !== undefined ? { index } : {}) };
  }
  const elo = whole('elo', 0, 3500);
  if (elo === 'bad') return bad('elo', 'an Elo like 2012, or an empty cell');
  const birthYear = whole('birthYear', 1800, 2200);
  if (birthYear === 'bad') return bad('birthYear', 'a birth year like 1987, or an empty cell');
  const fideId = cell('fideId');
  if (fideId !== '' && !/^\d+$/.test(fideId)) return bad('fideId', 'a FIDE id of digits, or an empty cell');
  const sexText = cell('sex').toLowerCase();
  const sex = SEX_CODES[sexText];
  if (sexText !== '' && sex === undefined && sexText !== 'd')
    return bad('sex', 'M, W (or D), or an empty cell');
  const zps = cell('zps');
  const memberNumber = cell('memberNumber');
  const club = cell('club') || (zps !== '' ? clubs?.get(clubKey(zps)) : undefined) || '';
  const title = (cell('title') || cell('womanTitle')).toUpperCase();
  // A FIDE id or Elo of 0 is the DSB export's "none".
  const text = (k: string, v: string | undefined): Record<string, string> =>
    v !== undefined && v !== '' && v !== '0' ? { [k]: v } : {};
  return {
    ok: true,
    value: {
      line: row.line,
      name,
      ...text('title', title),
      ...(sex ? { sex } : {}),
      ...text('club', club),
      ...text('federation', cell('federation').toUpperCase()),
      ...text('fideId', fideId),
      ...(birthYear !== undefined ? { birthYear } : {}),
      ...(dwz ? { dwz } : {}),
      ...(elo !== undefined && elo > 0 ? { fide: elo } : {}),
      ...text('zps', zps),
      ...text('memberNumber', memberNumber),
      ...text('dsbId', cell('dsbId')),
      ...text('status', cell('status')),
    },
  };
}

const clubKey = (zps: string): string => zps.trim().toUpperCase();

/** Reads the DSB `vereine.csv` (or any list with a ZPS and a club name column): club names by ZPS. */
export function parseClubList(text: string): Result<ClubList, FormatError> {
  const read = readRows(text);
  if (!read.ok) return read;
  const { header, rows } = read.value;
  const cols = mapColumns(header, CLUB_LIST_COLUMNS);
  if (cols.zps === undefined || cols.name === undefined)
    return {
      ok: false,
      error: {
        kind: 'badShape',
        format: 'csv',
        line: 1,
        found: header.join(', ').slice(0, 120),
        expected: 'the columns ZPS and Vereinname (the DSB vereine.csv)',
      },
    };
  const out = new Map<string, string>();
  for (const row of rows) {
    const zps = (row.cells[cols.zps] ?? '').trim();
    const name = (row.cells[cols.name] ?? '').trim();
    if (zps === '')
      return { ok: false, error: located(row, cols.zps, header, '', 'a ZPS club number like C0327') };
    if (name !== '') out.set(clubKey(zps), name);
  }
  return { ok: true, value: out };
}
