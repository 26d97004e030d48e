// The Swiss workflow's menu actions: New Swiss tournament (the Players sheet), Pair next round (the
// system from the core's pairing registry inside Apps Script → a new "Round N" sheet with an empty,
// plain-text Result column) and the Swiss standings and crosstable sheets (from "Compute standings"
// on a sheet of the workflow, after the last complete round). Each runs under the document lock
// inside runAction, reads each sheet once and writes each sheet once; every refusal is one alert
// naming the cells and nothing is written. Rochade writes only cells it owns: new sheets, the empty
// No. cells of the start list, the Byes sheet's No. column, the hidden data sheet, and the Standings
// and Crosstable sheets it wrote before (their marker header).
import { coreError, describeCoreError, type CoreError } from '../core/errors/index.ts';
import { pairingSystemOf } from '../core/pairing/index.ts';
import { computeStandings, defaultTiebreaksOf, type Standings } from '../core/standings/index.ts';
import type { Player, Tournament, Unpaired } from '../core/tournament/index.ts';
import { initialStartOrder } from '../core/workflow/index.ts';
import { runAction, toastWarnings, userError, withDocumentLock, type Env, type UserError } from './env.ts';
import { settingsOf } from './actions.ts';
import { spreadsheetLanguage } from './errorText.ts';
import { pointSystemOf } from './settings.ts';
import { a1Rect, isEmptyCell } from './sheetIo.ts';
import { crosstableRows, roundRows, standingsRows, type Row } from './swissOutput.ts';
import { BYE_COLUMNS, BYE_HEADERS, BYES_SHEET, readByesSheet } from './swissByes.ts';
import {
  DATA_SHEET,
  NEW_SHEET,
  readRoundSheets,
  valuesOf,
  writeRound,
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
  /** Start numbers of the entries, frozen ones as typed, new ones assigned (FIDE initial order). */
  readonly numbers: readonly number[];
  /** True when this read assigned start numbers (to be written into the empty No. cells). */
  readonly numbered: boolean;
  readonly rounds: readonly RoundRead[];
  readonly store: RoundSheets;
  readonly tournament: Tournament;
  readonly texts: SwissTexts;
  /** The Byes sheet and its No. column with names resolved to start numbers now (to be written). */
  readonly byeNumbers?: { readonly sheet: Sheet; readonly column: readonly (readonly (string | number)[])[] };
}

const playerOf = (e: StartListEntry, id: number): Player => ({ ...e.player, id });

/**
 * Start numbers: before round 1, all empty → the FIDE initial order (C.04.2), or all typed (the
 * director's own numbering); after round 1 the numbers are frozen and a late entry without a
 * number gets the next free ones, in the initial order among the late entries. FIDE C.04.2 (2026),
 * late entries: not paired and no points in the rounds missed (swissTournament: absent); the
 * numbers given may be redone when the list closes, Rochade keeps them.
 */
function startNumbers(
  entries: readonly StartListEntry[],
  paired: boolean,
  texts: SwissTexts,
): { numbers: number[]; numbered: boolean } | string[] {
  const missing = entries.filter((e) => e.no === undefined);
  if (missing.length === 0) return { numbers: entries.map((e) => e.no ?? 0), numbered: false };
  if (!paired && missing.length < entries.length)
    return missing.map((e) => `${at(PLAYERS_SHEET, e.row, PLAYER_COLUMNS.no)}: ${texts.noStartNumber}`);
  let next = entries.reduce((m, e) => Math.max(m, e.no ?? 0), 0);
  const order = initialStartOrder(missing.map((e) => playerOf(e, e.row)));
  const assigned = new Map(order.map((p) => [p.id, ++next]));
  return { numbers: entries.map((e) => e.no ?? assigned.get(e.row) ?? 0), numbered: true };
}

/**
 * The Swiss workbook read with one value read per sheet: Players, the round sheets through the
 * data sheet (swissStore.ts) and, for pairing, the Byes sheet.
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
  const players = read.sheet.entries.map((e, i) => playerOf(e, numbering.numbers[i] ?? 0));
  const known = new Set(players.map((p) => p.id));
  const rounds = store.grids.map((x) => readRoundSheet(x.round, x.grid, known, texts));
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
  const byesSheet = withByes ? ss.getSheetByName(BYES_SHEET) : null;
  const byes = byesSheet
    ? readByesSheet(
        valuesOf(byesSheet),
        players,
        rounds.length,
        read.sheet.settings.rounds,
        texts,
        new Map(withdrawals.map((x) => [x.player, x.afterRound])),
      )
    : { requests: [], problems: [] };
  if (byes.problems.length > 0) return failed(texts.notReadTournament, byes.problems);
  // No name: nothing written shows it, and reading the spreadsheet's would cost a call.
  const tournament = swissTournament(
    '',
    read.sheet.settings,
    players,
    rounds,
    pointSystemOf(settingsOf(env)),
    withdrawals,
  );
  return {
    texts,
    ss,
    playersSheet,
    settings: read.sheet.settings,
    entries: read.sheet.entries,
    numbers: numbering.numbers,
    numbered: numbering.numbered,
    rounds,
    store,
    tournament: byes.requests.length > 0 ? { ...tournament, byeRequests: byes.requests } : tournament,
    ...(byesSheet && byes.numbers ? { byeNumbers: { sheet: byesSheet, column: byes.numbers } } : {}),
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
 * Writes the assigned start numbers into the No. cells (empty until now): one setValues per run of
 * consecutive player rows, so a row between players (a blank, a note) is not written at all.
 */
function writeStartNumbers(w: Workbook): void {
  if (!w.numbered) return;
  const rows = w.entries.map((e, i) => ({ row: e.row, no: w.numbers[i] ?? 0 }));
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (j + 1 < rows.length && rows[j + 1]?.row === (rows[j]?.row ?? 0) + 1) j++;
    const run = rows.slice(i, j + 1);
    w.playersSheet
      .getRange(run[0]?.row ?? 2, PLAYER_COLUMNS.no, run.length, 1)
      .setValues(run.map((r) => [r.no]));
    i = j + 1;
  }
}

/** The Byes sheet's No. column, where Pair next round resolved a name to a start number. */
function writeByeNumbers(w: Workbook): void {
  const b = w.byeNumbers;
  if (!b) return;
  b.sheet.getRange(1, BYE_COLUMNS.no, b.column.length, 1).setValues(b.column.map((r) => [...r]));
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
      if (completeRounds(w) < w.rounds.length) return roundOpen(w, w.texts.roundNotPaired(round));
      if (round > w.settings.rounds)
        return userError(
          w.texts.allRoundsPaired(w.settings.rounds, at(PLAYERS_SHEET, 1, SETTINGS_COLUMN + 1)),
        );
      // The byes requested for this round are taken out of the pairing (C.04.1), as `rochade pair` does.
      const due: Unpaired[] = (w.tournament.byeRequests ?? [])
        .filter((b) => b.round === round)
        .map((b) => ({ round, player: b.player, kind: b.kind }));
      const t = { ...w.tournament, unpaired: [...w.tournament.unpaired, ...due] };
      // The system the tournament is paired by, from the core's registry (the Dutch system for a Swiss).
      const system = pairingSystemOf(t);
      if (!system) return userError(w.texts.noPairing(round, t.kind));
      const r = system.pairNextRound(t);
      if (!r.ok) return userError(w.texts.noPairing(round, describeIn(w.ss, coreError.pairing(r.error))));
      if (r.value.round !== round) return userError(w.texts.pairedOtherRound(r.value.round, round));
      const onSheet = [
        ...r.value.boards.flatMap((b) => [b.white, b.black]),
        ...(r.value.pab !== undefined ? [r.value.pab] : []),
        ...due.map((u) => u.player),
      ];
      const refused = writeRound(
        ss,
        round,
        rectangle(roundRows(t, r.value)),
        onSheet,
        w.store,
        w.settings.rounds,
        w.texts,
      );
      if (refused) return refused;
      writeStartNumbers(w);
      writeByeNumbers(w);
      return undefined;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Standings and crosstable

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

/**
 * Rewrites a sheet Rochade owns: created when missing; else its header row must end in `marker`
 * (written by Rochade), the old block (header width × the rows with a start number in column B) is
 * replaced, and a user's cell the new block would cover refuses the write. One read, one write (the
 * old block's cells the new one does not cover are written empty in the same write).
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
  const header = old[0] ?? [];
  const markerAt = header.findIndex((v) => typeof v === 'string' && v.startsWith(marker));
  if (markerAt < 0) return userError(texts.notOwnSheet(name, marker));
  const oldWidth = markerAt + 1;
  let oldHeight = 1;
  // Rochade's rows: each holds a start number in column B (a note typed in column A does not).
  while (oldHeight < old.length && typeof old[oldHeight]?.[1] === 'number') oldHeight++;
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
      const order = s.value.applied.length > 0 ? s.value.applied.join(' > ') : 'points only';
      const unfinished = after < w.rounds.length ? ` (round ${after + 1} not finished)` : '';
      const note = `${rules} · after round ${after}${unfinished} · ${order}`;
      const plans = writeStandingsSheets(w, s.value, after, note);
      if (typeof plans !== 'function') return plans;
      // The old round sheets formatted and mirrored (a workbook an older version wrote).
      w.store.repair?.();
      // A late entry's number, shown on both sheets, is frozen on the Players sheet too.
      writeStartNumbers(w);
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
 * The Standings and Crosstable sheets of the Swiss workflow, in one place (their layout is the
 * report's): both planned first, so a blocked cell on either leaves both unwritten.
 */
function writeStandingsSheets(
  w: Workbook,
  s: Standings,
  after: number,
  note: string,
): (() => void) | UserError {
  const t = w.tournament;
  const standings = planOwnedSheet(
    w.ss,
    STANDINGS_SHEET,
    STANDINGS_MARKER,
    standingsRows(t, s, `${STANDINGS_MARKER} · ${note}`),
    w.texts,
  );
  if (typeof standings !== 'function') return standings;
  const crosstable = planOwnedSheet(
    w.ss,
    CROSSTABLE_SHEET,
    CROSSTABLE_MARKER,
    crosstableRows(t, s, after, `${CROSSTABLE_MARKER} · ${note}`),
    w.texts,
  );
  if (typeof crosstable !== 'function') return crosstable;
  return () => {
    standings();
    crosstable();
  };
}
