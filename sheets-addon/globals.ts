// The Apps Script entry points, and nothing else: each is a top-level function declaration (menu
// items, triggers, google.script.run and custom functions must be) delegating into the bundle
// `AddOn_` (sheets-addon/index.ts). build.mjs strips the types and appends this file to the bundle;
// the JSDoc blocks carry `@preserve` so they survive and Sheets shows them as the functions' help.
/* eslint-disable @typescript-eslint/no-unused-vars -- every function here is called by Apps Script */

declare const AddOn_: typeof import('./index.ts');

/** Builds the Rochade menu when the spreadsheet opens. */
function onOpen(_e?: unknown): void {
  AddOn_.onOpen();
}

/** Installs the menu right after an add-on install. */
function onInstall(_e?: unknown): void {
  AddOn_.onOpen();
}

function rochadeComputeStandings(): void {
  AddOn_.computeStandings();
}

function rochadeComputeDwz(): void {
  AddOn_.computeDwz();
}

function rochadeNewRoundRobin(): void {
  AddOn_.newRoundRobin();
}

function rochadeNewKnockout(): void {
  AddOn_.newKnockout();
}

function rochadeShowSettings(): void {
  AddOn_.showSettingsSidebar();
}

/** Called by the sidebar (google.script.run). */
function rochadeGetSettings() {
  return AddOn_.getSettings();
}

/** Called by the sidebar (google.script.run); returns the field errors, [] when saved. */
function rochadeSaveSettings(form: unknown) {
  return AddOn_.saveSettings(form);
}

/**
 * Sonneborn-Berger of every player of a round-robin crosstable (one column, aligned with its rows).
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @return The Sonneborn-Berger values (points of beaten opponents plus half of drawn ones).
 * @customfunction
 * @preserve
 */
function SONNEBORN_BERGER(crosstable: unknown) {
  return AddOn_.sonnebornBerger(crosstable);
}

/**
 * Buchholz of every player (sum of the opponents' scores), one column aligned with the table's rows.
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @param {"C1"} variant Optional: C1 (cut the lowest), C2, M1 (median), or BH/C1/P; default full Buchholz.
 * @return The Buchholz values.
 * @customfunction
 * @preserve
 */
function BUCHHOLZ(crosstable: unknown, variant?: unknown) {
  return AddOn_.buchholz(crosstable, variant);
}

/**
 * Any FIDE C.07 tiebreak of every player, one column aligned with the table's rows.
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @param {"SB"} code The tiebreak code: SB, BH, BH/C1, WIN, KS, DE, ...
 * @param {"C07_2026"} rules Optional: C07_2026 (default), C07_2024, C02_2017 or club.
 * @return The tiebreak values.
 * @customfunction
 * @preserve
 */
function TIEBREAK(crosstable: unknown, code: unknown, rules?: unknown) {
  return AddOn_.tiebreakColumn(crosstable, code, rules);
}

/**
 * Points of every player of a crosstable, one column aligned with the table's rows.
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @return The points (½ as 0.5).
 * @customfunction
 * @preserve
 */
function POINTS(crosstable: unknown) {
  return AddOn_.points(crosstable);
}

/**
 * Place of every player by points and tiebreaks, one column aligned with the table's rows.
 * Sheets has a built-in function of this name; where it shadows this one, use ROCHADE_RANK.
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @param {"SB, WIN"} tiebreaks Optional: tiebreak codes in order; default SB, WIN for a round robin.
 * @return The places (tied players share a place).
 * @customfunction
 * @preserve
 */
function RANK(crosstable: unknown, tiebreaks?: unknown) {
  return AddOn_.rank(crosstable, tiebreaks);
}

/**
 * Place of every player by points and tiebreaks, one column aligned with the table's rows.
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @param {"SB, WIN"} tiebreaks Optional: tiebreak codes in order; default SB, WIN for a round robin.
 * @return The places (tied players share a place).
 * @customfunction
 * @preserve
 */
function ROCHADE_RANK(crosstable: unknown, tiebreaks?: unknown) {
  return AddOn_.rank(crosstable, tiebreaks);
}

/**
 * New DWZ of one player after a tournament (unofficial estimate).
 * @param {"1712-62"} rating The old DWZ with its index (1712-62), a number, or empty when unrated.
 * @param {1990} birthYear The player's year of birth.
 * @param {D2:D8} opponentRatings The opponents' DWZ, one per game.
 * @param {E2:E8} results The results, one per game: 1, ½, 0 (also 1/2, 0,5, =); forfeits (+, -) are not rated.
 * @param {"2026-05-31"} endDate Optional: the tournament's end date (chooses the rule version); default today.
 * @param {"WO2026"} rules Optional: WO2002, ELOBASE, WO2013 or WO2026; default by the end date.
 * @return The new DWZ.
 * @customfunction
 * @preserve
 */
function DWZ_NEW(
  rating: unknown,
  birthYear: unknown,
  opponentRatings: unknown,
  results: unknown,
  endDate?: unknown,
  rules?: unknown,
) {
  return AddOn_.dwzNew(rating, birthYear, opponentRatings, results, endDate, rules);
}

/**
 * Expected score (We) of a player against the given opponents under the DWZ rules.
 * @param {1712} rating The player's DWZ.
 * @param {D2:D8} opponentRatings The opponents' DWZ, one per game.
 * @return The expected number of points.
 * @customfunction
 * @preserve
 */
function DWZ_EXPECTED(rating: unknown, opponentRatings: unknown) {
  return AddOn_.dwzExpected(rating, opponentRatings);
}

/**
 * New FIDE Elo of one player after a tournament (unofficial estimate).
 * @param {2015} rating The player's Elo.
 * @param {20} k The development coefficient K (40, 20 or 10).
 * @param {D2:D8} opponentRatings The opponents' Elo, one per game.
 * @param {E2:E8} results The results, one per game: 1, ½, 0 (also 1/2, 0,5, =).
 * @return The new Elo.
 * @customfunction
 * @preserve
 */
function ELO_NEW(rating: unknown, k: unknown, opponentRatings: unknown, results: unknown) {
  return AddOn_.eloNew(rating, k, opponentRatings, results);
}
