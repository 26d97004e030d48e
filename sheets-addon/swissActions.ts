// The Swiss workflow's menu actions: New Swiss tournament (the Players sheet), Pair next round (the
// system from the core's pairing registry inside Apps Script → a new "Round N" sheet with an empty,
// plain-text Result column) and the Swiss standings and crosstable sheets (from "Compute standings"
// on a sheet of the workflow, after the last complete round). Each runs under the document lock
// inside runAction, reads each sheet once and writes each sheet once; every refusal is one alert
// naming the cells and nothing is written. The rules are the core's (core/workflow: pairNextRound,
// lateEntry); the add-on reads and writes the sheets. Rochade writes only cells it owns: new sheets,
// the start numbers (No. cells of the start list, the round sheets' No. columns and the Byes
// sheet's numbers when a late entry renumbers the list), the hidden data sheet, and the Standings
// and Crosstable sheets it wrote before (their marker header).
import { coreError, describeCoreError, type CoreError } from '../core/errors/index.ts';
import { computeStandings, defaultTiebreaksOf, type Standings } from '../core/standings/index.ts';
import { pairingSystemById, secondGameOfMatch } from '../core/pairing/index.ts';
import type { GameResult, Player, Tournament } from '../core/tournament/index.ts';
import { initialStartOrder, lateEntry, pairNextRound, type WorkflowError } from '../core/workflow/index.ts';
import { runAction, toastWarnings, userError, withDocumentLock, type Env, type UserError } from './env.ts';
import { settingsOf } from './actions.ts';
import { spreadsheetLanguage } from './errorText.ts';
import { pointSystemOf } from './settings.ts';
import { a1Rect, isEmptyCell, type Grid } from './sheetIo.ts';
import { roundRows, type Row } from './swissOutput.ts';
import { makeResultSheets, REPORT_LABELS, REPORT_LANGS } from '../core/report/index.ts';
import { BYE_COLUMNS, BYE_HEADERS, BYES_SHEET, readByesSheet, renumberedByes } from './swissByes.ts';
import {
  DATA_SHEET,
  NEW_SHEET,
  planRenumberedRounds,
  readRoundSheets,
  valuesOf,
  writeRound,
  type Renumbering,
  type RoundSheets,
} from './swissStore.ts';
import { actionTexts } from './actionTexts.ts';
import { SWISS_TEXTS, type SwissTexts } from './swissTexts.ts';
import {
  CROSSTABLE_SHEET,
  PLAYER_COLUMNS,
  PLAYER_HEADERS,
  PLAYERS_SHEET,
  readPlayersSheet,
  readRoundSheet,
  roundOfSheetName,
  roundSheetName,
  SETTING_LABELS,
  SETTINGS_COLUMN,
  STANDINGS_SHEET,
  swissTournament,
  at,
  DEFAULT_ROUNDS,
  type RoundRead,
  type StartListEntry,
  type SwissSettings,
} from './swissWorkbook.ts';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** At most this many located problems in one alert; the rest are counted. */
const MAX_LISTED = 8;

function listed(problems: readonly string[], texts: SwissTexts): string {
  const shown = problems.slice(0, MAX_LISTED).join('\n');
  return problems.length > MAX_LISTED ? `${shown}\n${texts.andMore(problems.length - MAX_LISTED)}` : shown;
}

/** The Swiss messages in the spreadsheet's language. */
const textsOf = (ss: Spreadsheet): SwissTexts => SWISS_TEXTS[spreadsheetLanguage(ss)];

/** A core error in the spreadsheet's language (the core's one describer). */
const describeIn = (ss: Spreadsheet, e: CoreError): string => describeCoreError(e, spreadsheetLanguage(ss));

/** Rows padded to one width (one setValues needs a rectangle). */
const rectangle = (rows: readonly Row[]): Row[] => {
  const width = rows.reduce((w, r) => Math.max(w, r.length), 1);
  return rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
};

function ensureSize(sheet: Sheet, rows: number, columns: number): void {
  if (columns > sheet.getMaxColumns())
    sheet.insertColumnsAfter(sheet.getMaxColumns(), columns - sheet.getMaxColumns());
  if (rows > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), rows - sheet.getMaxRows());
}

function writeNewSheet(ss: Spreadsheet, name: string, rows: readonly Row[]): void {
  const sheet = ss.insertSheet(name);
  const values = rectangle(rows);
  const width = values[0]?.length ?? 1;
  if (width > NEW_SHEET.columns) sheet.insertColumnsAfter(NEW_SHEET.columns, width - NEW_SHEET.columns);
  if (values.length > NEW_SHEET.rows) sheet.insertRowsAfter(NEW_SHEET.rows, values.length - NEW_SHEET.rows);
  sheet.getRange(1, 1, values.length, width).setValues(values);
}

// ---------------------------------------------------------------------------------------------
// New Swiss tournament

export function newSwissAction(env: Env): void {
  runAction(env, () =>
    withDocumentLock(env, () => {
      const ss = env.spreadsheetApp.getActiveSpreadsheet();
      if (ss.getSheetByName(PLAYERS_SHEET)) return userError(textsOf(ss).alreadyHasPlayers(PLAYERS_SHEET));
      const rules = settingsOf(env).tiebreakRules;
      const probe: Tournament = {
        name: '',
        kind: 'swiss',
        rounds: DEFAULT_ROUNDS,
        players: [],
        games: [],
        unpaired: [],
        withdrawals: [],
        pointSystem: pointSystemOf(settingsOf(env)),
      };
      const values = [DEFAULT_ROUNDS, defaultTiebreaksOf(probe, rules).join(', '), 'white', 'dutch'];
      // The start list's headers in A1, the settings' labels and values in the columns J and K.
      const rows: Row[] = SETTING_LABELS.map((label, i) => {
        const left: Row = i === 0 ? [...PLAYER_HEADERS] : [];
        return [
          ...left,
          ...Array<string>(SETTINGS_COLUMN - 1 - left.length).fill(''),
          label,
          values[i] ?? '',
        ];
      });
      writeNewSheet(ss, PLAYERS_SHEET, rows);
      // Byes asked for ahead (C.04.1), one row each; "Pair next round" honours those of its round.
      if (!ss.getSheetByName(BYES_SHEET)) writeNewSheet(ss, BYES_SHEET, [[...BYE_HEADERS]]);
      return undefined;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading the workbook

interface Workbook {
  readonly ss: Spreadsheet;
  readonly playersSheet: Sheet;
  readonly settings: SwissSettings;
  readonly entries: readonly StartListEntry[];
  /** The start number of each entry on the sheets (typed, or provisional where the No. cell is empty). */
  readonly numbers: readonly number[];
  readonly rounds: readonly RoundRead[];
  readonly store: RoundSheets;
  /** The tournament in the sheets' numbers, with the late entries admitted by the core (`lateEntry`). */
  readonly tournament: Tournament;
  /** Sheet number → the tournament's number (a late entry before round 4 renumbers the list). */
  readonly to: Renumbering;
  readonly texts: SwissTexts;
  /** The Byes sheet as read, and its No. column with names resolved to start numbers now. */
  readonly byes?: {
    readonly sheet: Sheet;
    readonly grid: Grid;
    readonly resolved?: readonly (readonly (string | number)[])[];
  };
}

const playerOf = (e: StartListEntry, id: number): Player => ({ ...e.player, id });

/** A game result as a round sheet shows it (White first). */
const showGameResult = (r: GameResult): string =>
  ({ '1-0': '1-0', '0-1': '0-1', '1/2-1/2': '½-½', '+:-': '+-', '-:+': '-+', '-:-': '--', '*': '' })[r];

/**
 * Start numbers as the sheets hold them. Before round 1: all typed (the director's own numbering,
 * frozen as it is) or all empty (provisional numbers in the FIDE initial order, C.04.2, which the
 * core's start rule confirms when round 1 is paired); some typed and some empty is refused. After
 * round 1 an empty No. cell is a late entry: provisional numbers after the highest, in the initial
 * order among the late entries (the order `lateEntry` admits them in).
 */
function startNumbers(
  entries: readonly StartListEntry[],
  paired: boolean,
  texts: SwissTexts,
): { numbers: number[]; late: readonly number[]; typed: boolean } | string[] {
  const missing = entries.filter((e) => e.no === undefined);
  if (missing.length === 0) return { numbers: entries.map((e) => e.no ?? 0), late: [], typed: true };
  if (!paired && missing.length < entries.length)
    return missing.map((e) => `${at(PLAYERS_SHEET, e.row, PLAYER_COLUMNS.no)}: ${texts.noStartNumber}`);
  let next = entries.reduce((m, e) => Math.max(m, e.no ?? 0), 0);
  const order = initialStartOrder(missing.map((e) => playerOf(e, e.row)));
  const assigned = new Map(order.map((p) => [p.id, ++next]));
  const numbers = entries.map((e) => e.no ?? assigned.get(e.row) ?? 0);
  return { numbers, late: paired ? [...assigned.values()] : [], typed: false };
}

/** A player's data without the start number, keys sorted: what a renumbering keeps. */
const contentKey = (p: Player): string =>
  JSON.stringify(
    Object.entries({ ...p, name: p.name.trim() })
      .filter(([k]) => k !== 'id')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * Old number → new one between two numberings of the same players (the core's renumbering keeps
 * every field but the number); players alike in every field keep their relative order, as the
 * initial order's stable sort does.
 */
function renumbering(before: readonly Player[], after: readonly Player[]): Renumbering {
  const byKey = new Map<string, number[]>();
  for (const p of [...after].sort((a, b) => a.id - b.id))
    byKey.set(contentKey(p), [...(byKey.get(contentKey(p)) ?? []), p.id]);
  const map = new Map<number, number>();
  for (const p of [...before].sort((a, b) => a.id - b.id)) {
    const to = byKey.get(contentKey(p))?.shift();
    if (to !== undefined) map.set(p.id, to);
  }
  return (no) => map.get(no) ?? no;
}

/**
 * The Swiss workbook read with one value read per sheet: Players, the round sheets through the
 * data sheet (swissStore.ts) and, for pairing, the Byes sheet. Late entries (a name without a
 * number after round 1) are admitted through the core's `lateEntry`, which renumbers the whole list
 * while rounds 1-3 are the last paired (FIDE C.04.2 (2026) 2) and else gives the next number; the
 * caller writes the new numbers onto every sheet (`planNumbers`).
 */
function readWorkbook(
  env: Env,
  ss: Spreadsheet,
  playersSheet: Sheet | null,
  withByes: boolean,
): Workbook | UserError {
  const texts = textsOf(ss);
  if (!playersSheet) return userError(texts.noPlayersSheet(PLAYERS_SHEET));
  const read = readPlayersSheet(valuesOf(playersSheet), texts);
  const store = readRoundSheets(ss, texts, read.sheet.settings.rounds);
  const problems = [...read.problems, ...store.problems];
  if (read.sheet.entries.length < 2)
    problems.push(`${at(PLAYERS_SHEET, 2, PLAYER_COLUMNS.name)}: ${texts.tooFewPlayers}`);
  const failed = (head: string, list: readonly string[]): UserError =>
    userError(`${head}\n${listed(list, texts)}`);
  if (problems.length > 0) return failed(texts.notReadTournament, problems);
  const numbering = startNumbers(read.sheet.entries, store.grids.length > 0, texts);
  if (Array.isArray(numbering)) return failed(texts.notReadTournament, numbering);
  const late = new Set(numbering.late);
  const players = read.sheet.entries.map((e, i) => playerOf(e, numbering.numbers[i] ?? 0));
  const listed0 = players.filter((p) => !late.has(p.id));
  const known = new Set(listed0.map((p) => p.id));
  const perPairing = pairingSystemById(read.sheet.settings.system ?? 'dutch')?.gamesPerPairing ?? 1;
  const rounds = store.grids.map((x) =>
    readRoundSheet(x.round, x.grid, known, texts, perPairing === 2 && x.round % 2 === 0),
  );
  const roundProblems = rounds.flatMap((r, i) => {
    if (r.problems.length > 0) return r.problems;
    // Rochade's own players of the sheet, each on a row: a board row deleted by hand is named.
    const placed = new Set([
      ...r.unpaired.map((u) => u.player),
      ...r.games.flatMap((g) => [g.white, g.black]),
    ]);
    const missing = (store.grids[i]?.players ?? []).filter((p) => !placed.has(p));
    return missing.length > 0 ? [texts.playersOffSheet(roundSheetName(r.round), missing)] : [];
  });
  if (roundProblems.length > 0) return failed(texts.notReadRounds, roundProblems);
  const withdrawals = read.sheet.entries.flatMap((e, i) =>
    e.withdrawnAfter !== undefined
      ? [{ player: numbering.numbers[i] ?? 0, afterRound: e.withdrawnAfter }]
      : [],
  );
  // A renumbering rewrites the Byes sheet's numbers too, so it is read then whatever the action.
  const byesSheet = withByes || late.size > 0 ? ss.getSheetByName(BYES_SHEET) : null;
  const byesGrid = byesSheet ? valuesOf(byesSheet) : [];
  const byes = byesSheet
    ? readByesSheet(
        byesGrid,
        players,
        rounds.length,
        read.sheet.settings.rounds,
        texts,
        new Map(withdrawals.map((x) => [x.player, x.afterRound])),
      )
    : { requests: [], problems: [] };
  if (byes.problems.length > 0) return failed(texts.notReadTournament, byes.problems);
  // No name: nothing written shows it, and reading the spreadsheet's would cost a call.
  const read0 = swissTournament(
    '',
    read.sheet.settings,
    listed0,
    rounds,
    pointSystemOf(settingsOf(env)),
    withdrawals.filter((x) => !late.has(x.player)),
  );
  // Match results typed on game 2 (C.04.5 (2026) Preface), now that game 1 is read.
  const matchProblems: string[] = [];
  let base = read0;
  for (const m of rounds.flatMap((r) => r.matches ?? [])) {
    const r = secondGameOfMatch(base, m, m.text);
    if (!r.ok) {
      matchProblems.push(
        `${m.where}: ${texts.matchResult(r.error.reason, m.text, r.error.game1 ? showGameResult(r.error.game1) : undefined)}`,
      );
      continue;
    }
    base = {
      ...base,
      games: base.games.map((g) =>
        g.round === m.round && g.white === m.white && g.black === m.black ? { ...g, result: r.value } : g,
      ),
    };
  }
  if (matchProblems.length > 0) return failed(texts.notReadRounds, matchProblems);
  // Numbers typed by the director before round 1 are his start list, frozen as typed; once a round
  // is paired the list is frozen. Only an unnumbered list is numbered by the core at round 1.
  let t: Tournament = numbering.typed || rounds.length > 0 ? { ...base, startListFrozen: true } : base;
  for (const p of players.filter((x) => late.has(x.id)).sort((a, b) => a.id - b.id)) {
    const { id: _id, ...entrant } = p;
    const r = lateEntry(t, entrant);
    if (!r.ok) {
      const row = read.sheet.entries[players.indexOf(p)]?.row ?? 2;
      return failed(texts.notReadTournament, [
        `${at(PLAYERS_SHEET, row, PLAYER_COLUMNS.name)}: ${describeIn(ss, coreError.workflow(r.error))}`,
      ]);
    }
    t = r.value.tournament;
  }
  const to = late.size > 0 ? renumbering(players, t.players) : (no: number) => no;
  const requests = byes.requests.map((b) => ({ ...b, player: to(b.player) }));
  const tournament: Tournament = {
    ...t,
    withdrawals: withdrawals.map((x) => ({ ...x, player: to(x.player) })),
    ...(requests.length > 0 ? { byeRequests: requests } : {}),
  };
  return {
    texts,
    ss,
    playersSheet,
    settings: read.sheet.settings,
    entries: read.sheet.entries,
    numbers: numbering.numbers,
    rounds,
    store,
    tournament,
    to,
    ...(byesSheet
      ? { byes: { sheet: byesSheet, grid: byesGrid, ...(byes.numbers ? { resolved: byes.numbers } : {}) } }
      : {}),
  };
}

/** The rounds 1..n whose every result is in (the last complete round; 0 when round 1 is open). */
const completeRounds = (w: Workbook): number => {
  const open = w.rounds.findIndex((r) => r.open.length > 0);
  return open < 0 ? w.rounds.length : open;
};

/** Refuses naming the open cells of the first round not finished. */
function roundOpen(w: Workbook, doing: string): UserError {
  const first = completeRounds(w) + 1;
  const open = w.rounds.slice(first - 1).flatMap((r) => r.open);
  return userError(w.texts.roundOpen(doing, first, open));
}

/**
 * The start numbers written where they changed (`to`: sheet number → final number): the Players
 * sheet's No. cells (one setValues per run of consecutive player rows, so a row between players, a
 * blank or a note, is not written), the round sheets already paired and the data sheet's lists
 * (a renumbering), and the Byes sheet's numbers. Planned first, written by the returned function.
 */
function planNumbers(w: Workbook, to: Renumbering): () => void {
  const rows = w.entries.map((e, i) => ({ row: e.row, no: to(w.numbers[i] ?? 0), was: e.no }));
  const runs: (typeof rows)[] = [];
  if (rows.some((r) => r.no !== r.was))
    for (let i = 0; i < rows.length;) {
      let j = i;
      while (j + 1 < rows.length && rows[j + 1]?.row === (rows[j]?.row ?? 0) + 1) j++;
      runs.push(rows.slice(i, j + 1));
      i = j + 1;
    }
  const moved = w.entries.some((e) => e.no !== undefined && to(e.no) !== e.no);
  const rounds = moved && w.store.grids.length > 0 ? planRenumberedRounds(w.ss, w.store, to) : undefined;
  const byes = w.byes ? renumberedByes(w.byes.grid, w.byes.resolved, to) : {};
  return () => {
    for (const run of runs)
      w.playersSheet
        .getRange(run[0]?.row ?? 2, PLAYER_COLUMNS.no, run.length, 1)
        .setValues(run.map((r) => [r.no]));
    rounds?.();
    const sheet = w.byes?.sheet;
    if (byes.player) sheet?.getRange(1, BYE_COLUMNS.player, byes.player.length, 1).setValues(byes.player);
    if (byes.no) sheet?.getRange(1, BYE_COLUMNS.no, byes.no.length, 1).setValues(byes.no);
  };
}

// ---------------------------------------------------------------------------------------------
// Pair next round

export function pairNextRoundAction(env: Env): void {
  runAction(env, () =>
    withDocumentLock(env, () => {
      const ss = env.spreadsheetApp.getActiveSpreadsheet();
      const w = readWorkbook(env, ss, ss.getSheetByName(PLAYERS_SHEET), true);
      if ('kind' in w) return w;
      const round = w.rounds.length + 1;
      // The core checks the last round; a result cleared by hand in an earlier one is named too.
      if (completeRounds(w) < w.rounds.length - 1) return roundOpen(w, w.texts.roundNotPaired(round));
      // The core's action: the open-round check, the start list frozen before round 1, the byes
      // requested for this round (C.04.1), the system from the pairing registry.
      const r = pairNextRound(w.tournament);
      if (!r.ok) return pairingRefused(w, round, r.error);
      const { tournament: t, pairing } = r.value;
      // Round 1 of a list without numbers: the core numbered it by the initial order (C.04.2).
      const frozen = r.value.froze && round === 1 ? renumbering(w.tournament.players, t.players) : undefined;
      const to: Renumbering = frozen ? (no) => frozen(w.to(no)) : w.to;
      const onSheet = [
        ...pairing.boards.flatMap((b) => [b.white, b.black]),
        ...(pairing.pab !== undefined ? [pairing.pab] : []),
        ...t.unpaired
          .filter((u) => u.round === round && (u.kind === 'HPB' || u.kind === 'ZPB' || u.kind === 'FPB'))
          .map((u) => u.player),
      ];
      const numbers = planNumbers(w, to);
      const refused = writeRound(
        ss,
        round,
        rectangle(roundRows(t, pairing)),
        onSheet,
        w.store,
        w.settings.rounds,
        w.texts,
        to,
      );
      if (refused) return refused;
      numbers();
      return undefined;
    }),
  );
}

/** The core's refusal of a pairing in the add-on's words: open cells and the Rounds cell named. */
function pairingRefused(w: Workbook, round: number, e: WorkflowError): UserError {
  switch (e.kind) {
    case 'roundOpen':
      return roundOpen(w, w.texts.roundNotPaired(round));
    case 'allRoundsPaired':
      return userError(w.texts.allRoundsPaired(e.rounds, at(PLAYERS_SHEET, 1, SETTINGS_COLUMN + 1)));
    case 'notPairable':
      return userError(w.texts.noPairing(round, e.tournamentKind));
    default:
      return userError(w.texts.noPairing(round, describeIn(w.ss, coreError.workflow(e))));
  }
}

// ---------------------------------------------------------------------------------------------
// Standings and crosstable

// An older version's header rows ended in these; the sheets it wrote are still Rochade's.
const STANDINGS_MARKER = 'Rochade Swiss standings';
const CROSSTABLE_MARKER = 'Rochade Swiss crosstable';

/** The sheets of the Swiss workflow: Compute standings on one of them writes the Swiss sheets. */
const isSwissSheetName = (name: string): boolean =>
  name === PLAYERS_SHEET ||
  name === STANDINGS_SHEET ||
  name === CROSSTABLE_SHEET ||
  name === BYES_SHEET ||
  name === DATA_SHEET ||
  roundOfSheetName(name) !== undefined;

/** The spreadsheet and its Players sheet when the active sheet belongs to the Swiss workflow. */
export function activeSwissWorkbook(env: Env): { ss: Spreadsheet; players: Sheet } | undefined {
  const ss = env.spreadsheetApp.getActiveSpreadsheet();
  if (!isSwissSheetName(ss.getActiveSheet().getName())) return undefined;
  const players = ss.getSheetByName(PLAYERS_SHEET);
  return players ? { ss, players } : undefined;
}

/** The report's first two headers (rank, start number) in either language: a sheet Rochade wrote. */
const REPORT_HEADS = REPORT_LANGS.map((l) => [REPORT_LABELS[l].rank, REPORT_LABELS[l].sno] as const);

/**
 * The block Rochade wrote on an old sheet: its header row starts with the report's rank and start
 * number headers (or, from an older version, ends in `marker`); then the rows with a start number in
 * column B (a note typed in column A has none); then, after one empty row, the legend and notes.
 * Undefined when the sheet is not Rochade's.
 */
function ownedBlock(
  old: Grid,
  marker: string,
  notes: ReadonlySet<string>,
): { width: number; height: number } | undefined {
  const header = old[0] ?? [];
  const markerAt = header.findIndex((v) => typeof v === 'string' && v.startsWith(marker));
  const report = REPORT_HEADS.some(([rank, sno]) => header[0] === rank && header[1] === sno);
  if (markerAt < 0 && !report) return undefined;
  let width = markerAt + 1;
  if (report) while (width < header.length && !isEmptyCell(header[width])) width++;
  let height = 1;
  while (height < old.length && typeof old[height]?.[1] === 'number') height++;
  const emptyRow = (r: number): boolean => (old[r] ?? []).every((v) => isEmptyCell(v));
  // A legend row is a term and its meaning (nothing further right); a note is one of the table's
  // notes. A note the director typed under the legend is neither, so it stays and is guarded.
  const legendRow = (r: number): boolean => {
    const row = old[r] ?? [];
    if (row.slice(2).some((v) => !isEmptyCell(v)) || isEmptyCell(row[0])) return false;
    return !isEmptyCell(row[1]) || notes.has(String(row[0]));
  };
  if (report && height + 1 < old.length && emptyRow(height) && legendRow(height + 1)) {
    height += 1;
    while (height < old.length && legendRow(height)) height++;
  }
  return { width, height };
}

/**
 * Rewrites a sheet Rochade owns: created when missing; else the old block Rochade wrote
 * (`ownedBlock`) is replaced, and a user's cell the new block would cover refuses the write. One
 * read, one write (the old block's cells the new one does not cover are written empty in the same
 * write).
 */
function planOwnedSheet(
  ss: Spreadsheet,
  name: string,
  marker: string,
  rows: readonly Row[],
  texts: SwissTexts,
): (() => void) | UserError {
  const values = rectangle(rows);
  const width = values[0]?.length ?? 1;
  const sheet = ss.getSheetByName(name);
  if (!sheet) return () => writeNewSheet(ss, name, values);
  const old = valuesOf(sheet);
  const notes = new Set(rows.flatMap((r) => (r.length === 1 && typeof r[0] === 'string' ? [r[0]] : [])));
  const owned = ownedBlock(old, marker, notes);
  const heads = REPORT_HEADS[spreadsheetLanguage(ss) === 'de' ? 1 : 0] ?? [];
  if (!owned) return userError(texts.notOwnSheet(name, heads.join(', ')));
  const { width: oldWidth, height: oldHeight } = owned;
  const blocked: string[] = [];
  for (let r = 0; r < values.length; r++)
    for (let c = 0; c < width; c++)
      if ((r >= oldHeight || c >= oldWidth) && !isEmptyCell(old[r]?.[c]))
        blocked.push(`${name}!${a1Rect({ row: r + 1, column: c + 1, numRows: 1, numColumns: 1 })}`);
  if (blocked.length > 0)
    return userError(
      texts.blocked(
        name,
        `${name}!${a1Rect({ row: 1, column: 1, numRows: values.length, numColumns: width })}`,
        blocked,
      ),
    );
  return () => {
    // The new block and what is left of the old one, blank: one rectangle, one write.
    const height = Math.max(values.length, oldHeight);
    const full = Math.max(width, oldWidth);
    const block = Array.from({ length: height }, (_, r) =>
      Array.from({ length: full }, (_, c) => values[r]?.[c] ?? ''),
    );
    // Only a block larger than anything on the sheet can outgrow its grid.
    if (height > old.length || full > (old[0]?.length ?? 0)) ensureSize(sheet, height, full);
    sheet.getRange(1, 1, height, full).setValues(block);
  };
}

export function swissStandingsAction(env: Env, at0: { ss: Spreadsheet; players: Sheet }): void {
  runAction(env, () =>
    withDocumentLock(env, () => {
      const w = readWorkbook(env, at0.ss, at0.players, false);
      if ('kind' in w) return w;
      if (w.rounds.length === 0) return userError(w.texts.noRoundYet);
      // The table after the last complete round: a round paired and not finished is not counted.
      const after = completeRounds(w);
      if (after === 0) return roundOpen(w, w.texts.noStandingsWritten);
      const settings = settingsOf(env);
      const rules = settings.tiebreakRules;
      const t = w.tournament;
      const tiebreaks =
        w.settings.tiebreaks.length > 0
          ? w.settings.tiebreaks
          : settings.tiebreaks.length > 0
            ? settings.tiebreaks
            : defaultTiebreaksOf(t, rules);
      const s = computeStandings(t, { rules, tiebreaks, afterRound: after });
      if (!s.ok)
        return userError(
          `${at(PLAYERS_SHEET, 2, SETTINGS_COLUMN + 1)}: ${s.error.kind === 'badTiebreak' ? describeIn(w.ss, coreError.tiebreak(s.error)) : s.error.message}`,
        );
      const plans = writeStandingsSheets(w, s.value);
      if (typeof plans !== 'function') return plans;
      const numbers = planNumbers(w, w.to);
      // The old round sheets formatted and mirrored (a workbook an older version wrote).
      w.store.repair?.(undefined, w.to);
      // A late entry's number, shown on both sheets, is written on every sheet too.
      numbers();
      plans();
      const warnings =
        after < w.rounds.length
          ? [w.texts.standingsAfter(after, after + 1), ...s.value.warnings]
          : s.value.warnings;
      if (warnings.length > 0) toastWarnings(env, actionTexts(env.spreadsheetApp).toastStandings, warnings);
      return undefined;
    }),
  );
}

/**
 * The Standings and Crosstable sheets of the Swiss workflow: the report's (`makeResultSheets`), as
 * the bot's export writes them, text Sheets would parse kept as text. Both planned first, so a
 * blocked cell on either leaves both unwritten.
 */
function writeStandingsSheets(w: Workbook, s: Standings): (() => void) | UserError {
  const sheets = makeResultSheets(w.tournament, s, spreadsheetLanguage(w.ss), { forceText: true });
  const standings = planOwnedSheet(w.ss, STANDINGS_SHEET, STANDINGS_MARKER, sheets.standings, w.texts);
  if (typeof standings !== 'function') return standings;
  const crosstable = planOwnedSheet(w.ss, CROSSTABLE_SHEET, CROSSTABLE_MARKER, sheets.crosstable, w.texts);
  if (typeof crosstable !== 'function') return crosstable;
  return () => {
    standings();
    crosstable();
  };
}
