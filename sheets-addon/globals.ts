// The Apps Script entry points, and nothing else: each is a top-level function declaration (menu
// items, triggers, google.script.run and custom functions must be) delegating into the bundle
// `AddOn_` (sheets-addon/index.ts). build.mjs strips the types and appends this file to the bundle;
// the custom functions' JSDoc blocks carry a preserve tag so esbuild keeps them (build.mjs then drops
// that tag) and Sheets shows them as the functions' help. Custom-function names must differ from
// Sheets' built-in functions (Apps Script guide, custom functions): =RANK in a cell is always the
// built-in RANK, so the ranking function is ROCHADE_RANK; RANK is kept only as a script function.
/* eslint-disable @typescript-eslint/no-unused-vars -- every function here is called by Apps Script */

declare const AddOn_: typeof import('./index.ts');

/** Builds the Rochade menu when the spreadsheet opens (the add-on menu when running as an add-on). */
function onOpen(e?: { authMode?: unknown }): void {
  AddOn_.onOpen(e);
}

/** Installs the menu right after an add-on install. */
function onInstall(e?: { authMode?: unknown }): void {
  AddOn_.onOpen(e);
}

function rochadeComputeStandings(): void {
  AddOn_.computeStandings();
}

function rochadeComputeDwz(): void {
  AddOn_.computeDwz();
}

function rochadeComputeLeagueTable(): void {
  AddOn_.computeLeagueTable();
}

function rochadeComputeTeamTable(): void {
  AddOn_.computeTeamTable();
}

function rochadeNewRoundRobin(): void {
  AddOn_.newRoundRobin();
}

function rochadeNewKnockout(): void {
  AddOn_.newKnockout();
}

function rochadeNewSwiss(): void {
  AddOn_.newSwiss();
}

function rochadePairNextRound(): void {
  AddOn_.pairNextRound();
}

function rochadeNewTeamSwiss(): void {
  AddOn_.newTeamSwiss();
}

function rochadeRegisterTeams(): void {
  AddOn_.registerTeams();
}

function rochadePairNextTeamRound(): void {
  AddOn_.pairNextTeamRound();
}

function rochadeComputeTeamStandings(): void {
  AddOn_.computeTeamStandings();
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
 * Sonneborn-Berger of every player of a crosstable (one column, aligned with its rows); Settings apply.
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
 * @param {"SB"} code The tiebreak code: SB, BH, BH/C1, WIN, KS, DE, ...; on a league crosstable a team code: MP, GP, EDE, EMGSB, OSB, SSSC, ...
 * @param {"C07_2026"} rules Optional: C07_2026, C07_2024, C02_2017 or club; default as in Settings (C07_2026).
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
 * @return The points (½ as 0.5), under the point system of the Settings.
 * @customfunction
 * @preserve
 */
function POINTS(crosstable: unknown) {
  return AddOn_.points(crosstable);
}

/**
 * Not reachable from a cell: =RANK is always Sheets' built-in RANK. Use =ROCHADE_RANK(range, [tiebreaks]).
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @param {"SB, WIN"} tiebreaks Optional: tiebreak codes in order.
 * @return The places, as ROCHADE_RANK.
 * @customfunction
 * @preserve
 */
function RANK(crosstable: unknown, tiebreaks?: unknown) {
  return AddOn_.rank(crosstable, tiebreaks);
}

/**
 * Place of every player by points and tiebreaks, one column aligned with the table's rows.
 * @param {A1:K9} crosstable The crosstable: may include the header row and the names column.
 * @param {"SB, WIN"} tiebreaks Optional: tiebreak codes in order; default the Settings' order, else the core default list (round robin DE, WIN, SB, KS; Swiss BH/C1, BH, SB, WIN).
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
 * @param {"2026-05-31"} endDate Optional: the tournament's end date (chooses the rule version); default the Settings' end date, else today.
 * @param {"WO2026"} rules Optional: WO2002, ELOBASE, WO2013 or WO2026; default the Settings' DWZ rules, else by the end date.
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
 * @param {"2026-05-31"} date Optional: the date that chooses the rule version; default the Settings' end date, else today.
 * @return The expected number of points.
 * @customfunction
 * @preserve
 */
function DWZ_EXPECTED(rating: unknown, opponentRatings: unknown, date?: unknown) {
  return AddOn_.dwzExpected(rating, opponentRatings, date);
}

/**
 * New FIDE Elo of one player after a tournament (unofficial estimate).
 * @param {2015} rating The player's Elo.
 * @param {20} k The development coefficient K (40, 20 or 10).
 * @param {D2:D8} opponentRatings The opponents' Elo, one per game.
 * @param {E2:E8} results The results, one per game: 1, ½, 0 (also 1/2, 0,5, =).
 * @param {"2026-05-31"} date Optional: the date that chooses the FIDE rating rules; default the Settings' end date, else today.
 * @return The new Elo.
 * @customfunction
 * @preserve
 */
function ELO_NEW(rating: unknown, k: unknown, opponentRatings: unknown, results: unknown, date?: unknown) {
  return AddOn_.eloNew(rating, k, opponentRatings, results, date);
}

/**
 * Match points of every team of a league crosstable (teams x teams, each cell the board points of one match).
 * @param {A1:I9} league The league crosstable: may include the header row and the team-name column.
 * @param {"3-1-0"} system Optional: match points for a won, drawn and lost match; default as in Settings (2-1-0).
 * @return The match points, one per team row.
 * @customfunction
 * @preserve
 */
function MATCH_POINTS(league: unknown, system?: unknown) {
  return AddOn_.matchPoints(league, system);
}

/**
 * Board points of every team of a league crosstable (the sum of its cells).
 * @param {A1:I9} league The league crosstable: may include the header row and the team-name column.
 * @return The board points, one per team row.
 * @customfunction
 * @preserve
 */
function BOARD_POINTS(league: unknown) {
  return AddOn_.boardPoints(league);
}

/**
 * Place of every team of a league crosstable: match points, then the league order (shared places repeat).
 * @param {A1:I9} league The league crosstable: may include the header row and the team-name column.
 * @param {"german"} rules Optional: a league rule set (german, schleswig-holstein, direct-encounter, berlin, hamburg, bundesliga, bw-decides, fide, olympiad); default as in Settings.
 * @return The places, one per team row.
 * @customfunction
 * @preserve
 */
function LEAGUE_RANK(league: unknown, rules?: unknown) {
  return AddOn_.leagueRank(league, rules);
}
