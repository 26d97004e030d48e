// The Swiss workbook: a "Players" sheet (start list and tournament settings) and one "Round N" sheet
// per paired round, read into a core Tournament. Pure functions over the sheets' values (what
// Range.getValues() returns); every problem is located in A1 notation with the sheet's name
// ("Round 3!F5"), all of them at once, so the director fixes the sheet in one pass.
import { pushAll, type Color } from '../core/index.ts';
import { parseDwzRating } from '../core/rating/index.ts';
import {
  PAIRING_SYSTEMS,
  doubleSwissPointSystem,
  pairingSystemById,
  parseMatchScore,
  type RegisteredPairingSystem,
} from '../core/pairing/index.ts';
import {
  STANDARD_POINTS,
  type Game,
  type Player,
  type PointSystem,
  type RequestedByeKind,
  type Tournament,
  type Unpaired,
  type Withdrawal,
} from '../core/tournament/index.ts';
import { readResultCell } from './swissResults.ts';
import { a1, isEmptyCell, normalizeCell, type Grid } from './sheetIo.ts';
import { SWISS_TEXTS, type SwissTexts } from './swissTexts.ts';

export const PLAYERS_SHEET = 'Players';
export const STANDINGS_SHEET = 'Standings';
export const CROSSTABLE_SHEET = 'Crosstable';

/** The Players sheet's header row (A1:H1), as the issue names the columns. */
export const PLAYER_HEADERS = [
  'No.',
  'Name',
  'Title',
  'Rating/Elo',
  'DWZ',
  'Club',
  'FIDE id',
  'Birth year',
  // Beyond the start list proper: a player who leaves the event (FIDE C.04.2: not paired after that round).
  'Withdrawn after round',
] as const;
export const PLAYER_COLUMNS = {
  no: 1,
  name: 2,
  title: 3,
  rating: 4,
  dwz: 5,
  club: 6,
  fideId: 7,
  birthYear: 8,
  withdrawn: 9,
} as const;

/** The tournament settings beside the start list (J1:K3): label in J, value in K. */
export const SETTINGS_COLUMN = 10;
export const SETTING_ROWS = { rounds: 1, tiebreaks: 2, initialColour: 3, system: 4 } as const;
export const SETTING_LABELS = ['Rounds', 'Tiebreaks', 'Initial colour', 'Pairing system'] as const;

/**
 * The pairing registry's systems a workbook can name (K4): those pairing players. A Double-Swiss
 * match is two game rounds, each its own round sheet; K1 counts matches.
 */
const WORKBOOK_SYSTEMS: readonly RegisteredPairingSystem[] = PAIRING_SYSTEMS.filter(
  (s) => s.kind === 'swiss' && s.team === undefined,
);
export const DEFAULT_ROUNDS = 7;

/** A round sheet's header row: board, White (no., name, rating, points), the result, Black mirrored. */
export const ROUND_HEADERS = [
  'Bo.',
  'No.',
  'White',
  'Rtg',
  'Pts.',
  'Result',
  'Pts.',
  'Black',
  'Rtg',
  'No.',
] as const;
export const ROUND_COLUMNS = { board: 1, whiteNo: 2, white: 3, result: 6, black: 8, blackNo: 10 } as const;
/** The Black cell of the pairing-allocated bye's row. */
export const BYE_TEXT = 'bye';
/** The Black cell of a requested bye's row (the Byes sheet; C.04.1 HPB, ZPB and the full-point bye). */
export const REQUESTED_BYE_TEXT = {
  HPB: 'half-point bye',
  ZPB: 'zero-point bye',
  FPB: 'full-point bye',
} as const satisfies Record<RequestedByeKind, string>;
const REQUESTED_BYE_OF_TEXT: ReadonlyMap<string, RequestedByeKind> = new Map(
  Object.entries(REQUESTED_BYE_TEXT).map(([kind, label]) => [label, kind as RequestedByeKind]),
);

export const roundSheetName = (round: number): string => `Round ${round}`;
const ROUND_NAME = /^Round (\d+)$/;
export const roundOfSheetName = (name: string): number | undefined => {
  const m = ROUND_NAME.exec(name.trim());
  return m ? Number(m[1]) : undefined;
};

/** A located problem: "Players!D4: ..." */
export const at = (sheet: string, row: number, column: number): string => `${sheet}!${a1(row, column)}`;

export interface SwissSettings {
  readonly rounds: number;
  /** Tiebreak codes typed in K2; empty = the defaults. */
  readonly tiebreaks: readonly string[];
  readonly initialColor: Color;
  /** The registry id of the system that pairs it (K4; empty = the Dutch system). */
  readonly system?: string;
}

/** A player of the start list and the sheet row it came from. */
export interface StartListEntry {
  readonly row: number;
  /** The start number typed or written in column A; undefined while empty. */
  readonly no: number | undefined;
  readonly player: Omit<Player, 'id'>;
  /** The last round the player plays ("Withdrawn after round"); undefined while in the event. */
  readonly withdrawnAfter?: number;
}

export interface PlayersSheet {
  readonly settings: SwissSettings;
  readonly entries: readonly StartListEntry[];
}

const text = (v: unknown): string => String(normalizeCell(v));

const wholeNumber = (v: unknown): number | undefined => {
  const n = normalizeCell(v);
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};

function readSettings(g: Grid, problems: string[], T: SwissTexts): SwissSettings {
  const cell = (row: number): unknown => g[row - 1]?.[SETTINGS_COLUMN] ?? '';
  const roundsCell = cell(SETTING_ROWS.rounds);
  const rounds = isEmptyCell(roundsCell) ? DEFAULT_ROUNDS : wholeNumber(roundsCell);
  if (rounds === undefined || rounds < 1 || rounds > 99)
    problems.push(
      `${at(PLAYERS_SHEET, SETTING_ROWS.rounds, SETTINGS_COLUMN + 1)}: ${T.settingRounds(text(roundsCell))}`,
    );
  const tiebreaks = text(cell(SETTING_ROWS.tiebreaks))
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const colour = text(cell(SETTING_ROWS.initialColour)).toLowerCase();
  let initialColor: Color = 'white';
  if (colour === 'black' || colour === 'schwarz') initialColor = 'black';
  else if (colour !== '' && colour !== 'white' && colour !== 'weiß' && colour !== 'weiss')
    problems.push(
      `${at(PLAYERS_SHEET, SETTING_ROWS.initialColour, SETTINGS_COLUMN + 1)}: ${T.settingColour(colour)}`,
    );
  // K4 names a system of the pairing registry by its id or its name; empty: the Dutch system.
  const systemText = text(cell(SETTING_ROWS.system)).trim();
  const system = WORKBOOK_SYSTEMS.find(
    (s) => s.id === systemText.toLowerCase() || s.name.toLowerCase() === systemText.toLowerCase(),
  );
  if (systemText !== '' && !system)
    problems.push(
      `${at(PLAYERS_SHEET, SETTING_ROWS.system, SETTINGS_COLUMN + 1)}: ${T.settingSystem(
        systemText,
        WORKBOOK_SYSTEMS.map((s) => s.id),
      )}`,
    );
  return {
    // C.04.5 (2026) Preface: a Double-Swiss match is two games, each a round of its own here.
    rounds: (rounds ?? DEFAULT_ROUNDS) * (system?.gamesPerPairing ?? 1),
    tiebreaks,
    initialColor,
    ...(system && system.id !== 'dutch' ? { system: system.id } : {}),
  };
}

function readEntry(
  row: readonly unknown[],
  r: number,
  problems: string[],
  T: SwissTexts,
): StartListEntry | undefined {
  const cell = (c: number): unknown => row[c - 1] ?? '';
  const name = text(cell(PLAYER_COLUMNS.name));
  const where = (c: number): string => at(PLAYERS_SHEET, r, c);
  if (name === '') {
    const stray = [PLAYER_COLUMNS.title, PLAYER_COLUMNS.rating, PLAYER_COLUMNS.dwz].find(
      (c) => !isEmptyCell(cell(c)),
    );
    if (stray !== undefined) problems.push(`${where(PLAYER_COLUMNS.name)}: ${T.noName}`);
    return undefined;
  }
  let no: number | undefined;
  if (!isEmptyCell(cell(PLAYER_COLUMNS.no))) {
    no = wholeNumber(cell(PLAYER_COLUMNS.no));
    if (no === undefined || no < 1) {
      problems.push(`${where(PLAYER_COLUMNS.no)}: ${T.badStartNo(text(cell(PLAYER_COLUMNS.no)))}`);
      no = undefined;
    }
  }
  const player: { -readonly [K in keyof Omit<Player, 'id'>]: Omit<Player, 'id'>[K] } = { name };
  const title = text(cell(PLAYER_COLUMNS.title)).toUpperCase();
  if (title !== '') player.title = title;
  if (!isEmptyCell(cell(PLAYER_COLUMNS.rating))) {
    const rating = wholeNumber(cell(PLAYER_COLUMNS.rating));
    if (rating === undefined || rating < 0 || rating > 3500)
      problems.push(`${where(PLAYER_COLUMNS.rating)}: ${T.badRating(text(cell(PLAYER_COLUMNS.rating)))}`);
    else if (rating > 0) player.fide = rating;
  }
  const dwz = parseDwzRating(text(cell(PLAYER_COLUMNS.dwz)));
  if (!dwz.ok) problems.push(`${where(PLAYER_COLUMNS.dwz)}: ${T.badDwz(text(cell(PLAYER_COLUMNS.dwz)))}`);
  else if (dwz.value) player.dwz = dwz.value;
  const club = text(cell(PLAYER_COLUMNS.club));
  if (club !== '') player.club = club;
  const fideId = text(cell(PLAYER_COLUMNS.fideId));
  if (fideId !== '') {
    if (/^\d{1,10}$/.test(fideId)) player.fideId = fideId;
    else problems.push(`${where(PLAYER_COLUMNS.fideId)}: ${T.badFideId(fideId)}`);
  }
  if (!isEmptyCell(cell(PLAYER_COLUMNS.birthYear))) {
    const year = wholeNumber(cell(PLAYER_COLUMNS.birthYear));
    if (year === undefined || year < 1900 || year > 2100)
      problems.push(
        `${where(PLAYER_COLUMNS.birthYear)}: ${T.badBirthYear(text(cell(PLAYER_COLUMNS.birthYear)))}`,
      );
    else player.birthYear = year;
  }
  let withdrawnAfter: number | undefined;
  if (!isEmptyCell(cell(PLAYER_COLUMNS.withdrawn))) {
    withdrawnAfter = wholeNumber(cell(PLAYER_COLUMNS.withdrawn));
    if (withdrawnAfter === undefined || withdrawnAfter < 0)
      problems.push(
        `${where(PLAYER_COLUMNS.withdrawn)}: ${T.badWithdrawn(text(cell(PLAYER_COLUMNS.withdrawn)))}`,
      );
  }
  return {
    row: r,
    no,
    player,
    ...(withdrawnAfter !== undefined && withdrawnAfter >= 0 ? { withdrawnAfter } : {}),
  };
}

/** The Players sheet (values from A1): the settings and every row with a name; problems located. */
export function readPlayersSheet(
  g: Grid,
  T: SwissTexts = SWISS_TEXTS.en,
): { sheet: PlayersSheet; problems: readonly string[] } {
  const problems: string[] = [];
  const header = g[0] ?? [];
  PLAYER_HEADERS.slice(0, 2).forEach((h, i) => {
    if (text(header[i]) !== h)
      problems.push(`${at(PLAYERS_SHEET, 1, i + 1)}: ${T.badHeader(h, text(header[i]))}`);
  });
  const settings = readSettings(g, problems, T);
  const entries: StartListEntry[] = [];
  for (let r = 2; r <= g.length; r++) {
    const e = readEntry(g[r - 1] ?? [], r, problems, T);
    if (e) entries.push(e);
  }
  const seen = new Map<number, number>();
  for (const e of entries) {
    if (e.no === undefined) continue;
    const first = seen.get(e.no);
    if (first !== undefined)
      problems.push(
        `${at(PLAYERS_SHEET, e.row, PLAYER_COLUMNS.no)}: ${T.startNoTwice(e.no, at(PLAYERS_SHEET, first, PLAYER_COLUMNS.no))}`,
      );
    else seen.set(e.no, e.row);
  }
  return { sheet: { settings, entries }, problems };
}

/** One round sheet read: its games and bye, and the result cells still open or unreadable. */
export interface RoundRead {
  readonly round: number;
  readonly games: readonly Game[];
  readonly unpaired: readonly Unpaired[];
  /** Result cells without a result yet (A1 with the sheet's name). */
  readonly open: readonly string[];
  readonly problems: readonly string[];
  /** Match results typed on game 2 of a Double-Swiss match, for `secondGameOfMatch` once all is read. */
  readonly matches?: readonly MatchCell[];
}

/** A match result typed into game 2's Result cell (from that board's White). */
interface MatchCell {
  readonly where: string;
  readonly round: number;
  readonly white: number;
  readonly black: number;
  readonly text: string;
}

/** Where a round sheet's columns are (1-based): found by its header row, else as Rochade writes them. */
export interface RoundColumns {
  readonly board: number;
  readonly whiteNo: number;
  readonly result: number;
  readonly black: number;
  readonly blackNo: number;
}

const cellText = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A header row: it holds `Result` and two `No.` cells (wherever a sort or a hand moved it). */
function headerColumns(row: readonly unknown[]): RoundColumns | undefined {
  const texts = row.map(cellText);
  const result = texts.indexOf(ROUND_HEADERS[5]);
  const whiteNo = texts.indexOf(ROUND_HEADERS[1]);
  const blackNo = texts.lastIndexOf(ROUND_HEADERS[9]);
  if (result < 0 || whiteNo < 0 || blackNo <= whiteNo) return undefined;
  const black = texts.indexOf(ROUND_HEADERS[7]);
  const board = texts.indexOf(ROUND_HEADERS[0]);
  return {
    board: (board < 0 ? ROUND_COLUMNS.board - 1 : board) + 1,
    whiteNo: whiteNo + 1,
    result: result + 1,
    black: (black < 0 ? ROUND_COLUMNS.black - 1 : black) + 1,
    blackNo: blackNo + 1,
  };
}

/** A round sheet's columns: by its header row wherever it is, else Rochade's layout. */
export const columnsOf = (g: Grid): RoundColumns =>
  g.map(headerColumns).find((c) => c !== undefined) ?? ROUND_COLUMNS;

/** The Result column of a round sheet's values: by its header row, else column F. */
export const resultColumnOf = (g: Grid): number => columnsOf(g).result;

/**
 * A round sheet (values from A1, `g[0]` = row 1) against the start numbers in play. Rows are found
 * by their start-number cells, never by position: a sorted, filtered or hand-moved sheet reads the
 * same, the header row is skipped wherever it is, and its columns are found by their headers
 * (Rochade's layout where there is no header row). A row with entries but no start number cannot
 * be placed and is named, never skipped.
 */
export function readRoundSheet(
  round: number,
  g: Grid,
  known: ReadonlySet<number>,
  T: SwissTexts = SWISS_TEXTS.en,
  matchResults = false,
): RoundRead {
  const sheet = roundSheetName(round);
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  const open: string[] = [];
  const problems: string[] = [];
  const matches: MatchCell[] = [];
  const seen = new Map<number, string>();
  const columns = columnsOf(g);
  const player = (v: unknown, r: number, c: number): number | undefined => {
    const no = wholeNumber(v);
    const where = at(sheet, r, c);
    if (no === undefined || !known.has(no)) {
      problems.push(`${where}: ${T.roundPlayer(text(v))}`);
      return undefined;
    }
    const before = seen.get(no);
    if (before !== undefined) {
      problems.push(`${where}: ${T.pairedTwice(no, round, before)}`);
      return undefined;
    }
    seen.set(no, where);
    return no;
  };
  for (let r = 1; r <= g.length; r++) {
    const row = g[r - 1] ?? [];
    if (headerColumns(row)) continue;
    const cell = (c: number): unknown => row[c - 1] ?? '';
    if (isEmptyCell(cell(columns.whiteNo)) && isEmptyCell(cell(columns.blackNo))) {
      // Entries without a start number (a board typed in by hand, a number cleared): not placed.
      const filled = row.findIndex((v) => !isEmptyCell(v));
      if (filled >= 0)
        problems.push(`${at(sheet, r, columns.whiteNo)}: ${T.rowNotPlaced(at(sheet, r, filled + 1))}`);
      continue;
    }
    const white = player(cell(columns.whiteNo), r, columns.whiteNo);
    const byeText = isEmptyCell(cell(columns.blackNo)) ? text(cell(columns.black)).trim().toLowerCase() : '';
    const byeKind = byeText === BYE_TEXT ? 'PAB' : REQUESTED_BYE_OF_TEXT.get(byeText);
    if (byeKind !== undefined) {
      if (white !== undefined) unpaired.push({ round, player: white, kind: byeKind });
      continue;
    }
    const black = player(cell(columns.blackNo), r, columns.blackNo);
    const board = wholeNumber(cell(columns.board));
    const result = readResultCell(cell(columns.result));
    const where = at(sheet, r, columns.result);
    // Game 2 of a Double-Swiss match also takes the match result (1½-½, 1,5:0,5, 2-0).
    const typedText = result.kind === 'unknown' ? result.text : '';
    const match = matchResults && result.kind === 'unknown' ? parseMatchScore(typedText) : undefined;
    if (result.kind === 'empty') open.push(where);
    else if (match?.ok) {
      if (white !== undefined && black !== undefined)
        matches.push({ where, round, white, black, text: typedText });
    } else if (match && match.error.reason !== 'syntax')
      problems.push(`${where}: ${T.matchResult(match.error.reason, typedText)}`);
    else if (result.kind === 'unknown') problems.push(`${where}: ${T.notAResult(result.text)}`);
    else if (result.kind === 'converted')
      problems.push(`${where}: ${T.convertedResult(result.as, result.shown)}`);
    if (white === undefined || black === undefined) continue;
    games.push({
      round,
      white,
      black,
      result: result.kind === 'result' ? result.result : '*',
      ...(board !== undefined ? { board } : {}),
    });
  }
  return { round, games, unpaired, open, problems, ...(matches.length > 0 ? { matches } : {}) };
}

/** The core Tournament of the workbook: numbered players, the rounds read, absent players marked. */
export function swissTournament(
  name: string,
  settings: SwissSettings,
  players: readonly Player[],
  rounds: readonly RoundRead[],
  pointSystem: PointSystem = STANDARD_POINTS,
  withdrawals: readonly Withdrawal[] = [],
): Tournament {
  const out = new Map(withdrawals.map((w) => [w.player, w.afterRound]));
  const system = settings.system ? pairingSystemById(settings.system) : undefined;
  const perPairing = system?.gamesPerPairing ?? 1;
  const unpaired: Unpaired[] = [];
  for (const r of rounds) {
    pushAll(unpaired, r.unpaired);
    const inRound = new Set<number>([
      ...r.unpaired.map((u) => u.player),
      ...r.games.flatMap((g) => [g.white, g.black]),
    ]);
    // A player on no row of a round sheet was absent: a late entry (FIDE C.04.2 (2026): not paired,
    // no points for the rounds missed). A board row deleted by hand is refused first (readWorkbook).
    // A withdrawn player is not paired after his last round (the withdrawal says so, not an absence).
    // C.04.5 (2026) 1.4: the PAB covers the match; its player is free in game 2 (no row there).
    const pabBefore = new Set(
      perPairing === 2 && r.round % 2 === 0
        ? (rounds.find((x) => x.round === r.round - 1)?.unpaired ?? [])
            .filter((u) => u.kind === 'PAB')
            .map((u) => u.player)
        : [],
    );
    for (const p of players)
      if (!inRound.has(p.id) && r.round <= (out.get(p.id) ?? Infinity))
        unpaired.push({ round: r.round, player: p.id, kind: pabBefore.has(p.id) ? 'free' : 'absent' });
  }
  return {
    name,
    kind: 'swiss',
    rounds: Math.max(settings.rounds, rounds.length),
    players: [...players].sort((a, b) => a.id - b.id),
    games: rounds.flatMap((r) => r.games),
    unpaired,
    withdrawals,
    pointSystem: perPairing === 2 ? doubleSwissPointSystem(pointSystem) : pointSystem,
    initialColor: settings.initialColor,
    ...(settings.tiebreaks.length > 0 ? { tiebreaks: settings.tiebreaks } : {}),
    // The TRF code of the registry's system: core/workflow pairs by it (pairingSystemOf).
    ...(settings.system ? { pairingSystem: pairingSystemById(settings.system)?.trfCodes[0] } : {}),
    schedule: 'recorded',
  };
}
