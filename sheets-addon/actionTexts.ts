// The menu actions' own messages outside the Swiss workflow (Compute standings, Compute DWZ, the
// league and team tables, New round robin / knockout, the lock and the error boundary), per
// language: a registry, one entry per language, chosen by the spreadsheet's locale as the Swiss
// texts (swissTexts.ts) and the parser errors are. Core errors come from the core's one describer
// (core/errors, `describeCoreError`) and are only put into these sentences.
import type { ErrorLanguage } from '../core/errors/index.ts';
import { spreadsheetLanguage } from './errorText.ts';

/** A cell of the user's in the way: its A1 name and what it holds. */
export interface OccupiedCell {
  readonly at: string;
  readonly value: string;
}

export interface ActionTexts {
  readonly selectTable: string;
  readonly emptySelection: (at: string) => string;
  readonly noHeaderRow: (table: string) => string;
  readonly occupied: (target: string, cells: readonly OccupiedCell[]) => string;
  readonly standingsFailed: (reason: string) => string;
  readonly noDwz: (at: string) => string;
  readonly dwzFailed: (reason: string) => string;
  readonly leagueFailed: (reason: string) => string;
  readonly notApplied: (codes: readonly string[]) => string;
  readonly stillTied: (decider: 'lots' | 'playoff', teams: readonly string[]) => string;
  readonly selectPlayers: string;
  readonly tooFewNames: (at: string) => string;
  readonly scheduleFailed: (reason: string) => string;
  readonly bracketFailed: (reason: string) => string;
  readonly busy: string;
  readonly bug: (detail: string) => string;
  readonly toastStandings: string;
  readonly toastDwz: string;
  readonly toastLeague: string;
}

/** At most this many occupied cells are named in the alert. */
const MAX_NAMED_CELLS = 3;

/** `P3 ("Club"), P4 ("SK") and 2 more`: the first cells with their values, then how many more. */
const named = (
  cells: readonly OccupiedCell[],
  quote: (v: string) => string,
  more: (n: number) => string,
): string =>
  `${cells
    .slice(0, MAX_NAMED_CELLS)
    .map((c) => `${c.at} (${quote(c.value)})`)
    .join(', ')}${cells.length > MAX_NAMED_CELLS ? more(cells.length - MAX_NAMED_CELLS) : ''}`;

export const ACTION_TEXTS: Readonly<Record<ErrorLanguage, ActionTexts>> = {
  en: {
    selectTable: 'Select the crosstable (or click a cell in it), then run Rochade again.',
    emptySelection: (at) => `${at} is empty: select the crosstable or click a cell in it.`,
    noHeaderRow: (table) =>
      `${table}: the table has no header row and no row above it for Rochade's column headers: insert a row above the table, then run Rochade again.`,
    occupied: (target, cells) => {
      const list = named(
        cells,
        (v) => `"${v}"`,
        (n) => ` and ${n} more`,
      );
      const one = cells.length === 1;
      return `Rochade writes its columns into ${target}, but ${list} ${one ? 'is' : 'are'} not empty: move or clear ${one ? 'it' : 'them'}, then run Rochade again. Nothing was written.`;
    },
    standingsFailed: (reason) => `Rochade could not compute the standings: ${reason}`,
    noDwz: (at) =>
      `${at}: no DWZ found: add a column headed DWZ with ratings like 1712-62 (and Jg for birth years).`,
    dwzFailed: (reason) => `Rochade could not evaluate the DWZ: ${reason}`,
    leagueFailed: (reason) => `Rochade could not compute the league table: ${reason}`,
    notApplied: (codes) => `Not applied (needs board-by-board results): ${codes.join(', ')}`,
    stillTied: (decider, teams) =>
      `Still tied (${decider === 'lots' ? 'lots decide' : 'a play-off decides'}): ${teams.join(', ')}`,
    selectPlayers: 'Select the list of players (one name per cell), then run Rochade again.',
    tooFewNames: (at) => `${at}: select the list of players (at least two names, one per cell).`,
    scheduleFailed: (reason) => `Rochade could not make the schedule: ${reason}`,
    bracketFailed: (reason) => `Rochade could not make the bracket: ${reason}`,
    busy: 'Another Rochade action is still running in this spreadsheet (someone else is computing). Nothing was written: wait a moment, then run Rochade again.',
    bug: (detail) => `Rochade: something went wrong (${detail}).`,
    toastStandings: 'Rochade standings',
    toastDwz: 'Rochade DWZ',
    toastLeague: 'Rochade league table',
  },
  de: {
    selectTable:
      'Die Kreuztabelle markieren (oder eine Zelle darin anklicken), dann Rochade erneut ausführen.',
    emptySelection: (at) => `${at} ist leer: die Kreuztabelle markieren oder eine Zelle darin anklicken.`,
    noHeaderRow: (table) =>
      `${table}: Die Tabelle hat keine Kopfzeile und keine Zeile darüber für Rochades Spaltenköpfe: eine Zeile über der Tabelle einfügen, dann Rochade erneut ausführen.`,
    occupied: (target, cells) => {
      const list = named(
        cells,
        (v) => `„${v}“`,
        (n) => ` und ${n} weitere`,
      );
      const one = cells.length === 1;
      return `Rochade schreibt seine Spalten nach ${target}, aber ${list} ${one ? 'ist' : 'sind'} nicht leer: ${one ? 'die Zelle' : 'die Zellen'} verschieben oder leeren, dann Rochade erneut ausführen. Es wurde nichts geschrieben.`;
    },
    standingsFailed: (reason) => `Rochade konnte die Rangliste nicht berechnen: ${reason}`,
    noDwz: (at) =>
      `${at}: keine DWZ gefunden: eine Spalte mit der Überschrift DWZ und Zahlen wie 1712-62 ergänzen (und Jg für die Geburtsjahre).`,
    dwzFailed: (reason) => `Rochade konnte die DWZ nicht auswerten: ${reason}`,
    leagueFailed: (reason) => `Rochade konnte die Ligatabelle nicht berechnen: ${reason}`,
    notApplied: (codes) => `Nicht angewandt (braucht die Ergebnisse Brett für Brett): ${codes.join(', ')}`,
    stillTied: (decider, teams) =>
      `Weiter gleichauf (${decider === 'lots' ? 'das Los entscheidet' : 'ein Stichkampf entscheidet'}): ${teams.join(', ')}`,
    selectPlayers: 'Die Spielerliste markieren (ein Name je Zelle), dann Rochade erneut ausführen.',
    tooFewNames: (at) => `${at}: die Spielerliste markieren (mindestens zwei Namen, einer je Zelle).`,
    scheduleFailed: (reason) => `Rochade konnte den Spielplan nicht erstellen: ${reason}`,
    bracketFailed: (reason) => `Rochade konnte den K.-o.-Plan nicht erstellen: ${reason}`,
    busy: 'In dieser Tabelle läuft noch eine andere Rochade-Aktion (jemand anders rechnet gerade). Es wurde nichts geschrieben: einen Moment warten, dann Rochade erneut ausführen.',
    bug: (detail) => `Rochade: Etwas ist schiefgegangen (${detail}).`,
    toastStandings: 'Rochade Rangliste',
    toastDwz: 'Rochade DWZ',
    toastLeague: 'Rochade Ligatabelle',
  },
};

/** The spreadsheet's language (its locale); English when there is no active spreadsheet to ask. */
export function actionLanguage(app: GoogleAppsScript.Spreadsheet.SpreadsheetApp): ErrorLanguage {
  try {
    return spreadsheetLanguage(app.getActiveSpreadsheet());
  } catch {
    return 'en';
  }
}

/** The actions' messages in the spreadsheet's language. */
export const actionTexts = (app: GoogleAppsScript.Spreadsheet.SpreadsheetApp): ActionTexts =>
  ACTION_TEXTS[actionLanguage(app)];
