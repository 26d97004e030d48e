// Parser errors in the reader's words, placed at a cell: `D7: Das ist kein Ergebnis (gefunden: „2“)`.
// The text comes from the core's describer (core/errors), in the spreadsheet's language; the add-on
// only names the place (an A1 cell from the error's structured row and column).
import { coreError, describeCoreError, type ErrorLanguage } from '../core/errors/index.ts';
import type { FormatError } from '../core/formats/index.ts';
import { placeInRange } from './sheetIo.ts';

/** How to name a place in the user's terms: a cell, a whole row, and the whole table. */
export interface Places {
  readonly cell: (row: number, column: number) => string;
  readonly row: (row: number) => string;
  readonly whole?: string;
}

/**
 * How to type a Swiss round so that Sheets keeps it as text, after a round cell that does not read
 * (German: the describer names only what was found; English: the add-on's `expected` says it).
 */
const SWISS_TOKEN_HINT_DE =
  ' – erwartet wird z. B. 1W9, ½B13, 0B4, 1F11 (kampflos), +BYE, ½BYE oder --; =B13 ist in Sheets eine Formel: Remis als ½B13 eintragen';

/** A parser error at its place (the cell, else the row, else the whole table), in the reader's language. */
export function describeParseError(e: FormatError, places: Places, lang: ErrorLanguage = 'en'): string {
  const text = describeCoreError(coreError.format(e), lang, places);
  return lang === 'de' && e.format === 'swissNotation' && e.kind === 'badToken'
    ? `${text}${SWISS_TOKEN_HINT_DE}`
    : text;
}

/** Places within a custom function's range argument (1-based within the range). */
export const rangePlaces = (lang: ErrorLanguage = 'en'): Places =>
  lang === 'de'
    ? { cell: (r, c) => `Zeile ${r}, Spalte ${c} des Bereichs`, row: (r) => `Zeile ${r} des Bereichs` }
    : { cell: placeInRange, row: (r) => `row ${r} of the range` };

/** The spreadsheet's language (File → Settings → Locale): German for `de…`, English otherwise. */
export const languageOfLocale = (locale: string | undefined): ErrorLanguage =>
  locale?.toLowerCase().startsWith('de') ? 'de' : 'en';

/** The language of a spreadsheet; English when the locale cannot be read. */
export function spreadsheetLanguage(
  ss: { getSpreadsheetLocale?: () => string } | null | undefined,
): ErrorLanguage {
  try {
    return languageOfLocale(
      typeof ss?.getSpreadsheetLocale === 'function' ? ss.getSpreadsheetLocale() : undefined,
    );
  } catch {
    return 'en';
  }
}

/** Raises the one error a custom function shows in its cell (#ERROR! with this message). */
export const fail = (message: string): never => {
  throw new Error(message);
};
