// The custom functions' own messages (=POINTS, =TIEBREAK, the league and rating functions): a bad
// argument named by the argument and its cell, per language, chosen by the spreadsheet's locale
// (`AddOnSettings.language`) as the menu actions' texts (actionTexts.ts) are. Core errors come from
// the core's describer (core/errors); argument names stay as Sheets shows them (`rules`, `results`).
import type { ErrorLanguage } from '../core/errors/index.ts';

export interface FunctionTexts {
  readonly emptyRange: string;
  readonly notOneOf: (what: string, found: string, allowed: readonly string[]) => string;
  readonly noCode: string;
  readonly notDwz: (found: string) => string;
  readonly missing: (what: string) => string;
  readonly notNumber: (what: string, found: string) => string;
  readonly notDate: (what: string, found: string) => string;
  readonly notResult: (cell: number, found: string) => string;
  readonly eloNeedsRating: (cell: number) => string;
  readonly notRating: (cell: number, found: string) => string;
  readonly noDwzYet: string;
  readonly noDwz: string;
}

export const FUNCTION_TEXTS: Readonly<Record<ErrorLanguage, FunctionTexts>> = {
  en: {
    emptyRange: 'The range is empty: give the crosstable, e.g. A1:K9.',
    notOneOf: (what, found, allowed) => `${what}: "${found}" is not one of ${allowed.join(', ')}`,
    noCode: 'code: give a tiebreak code such as "SB", "BH/C1" or "WIN".',
    notDwz: (found) => `rating: "${found}" is not a DWZ like 1712 or 1712-62`,
    missing: (what) => `${what}: missing`,
    notNumber: (what, found) => `${what}: "${found}" is not a number`,
    notDate: (what, found) => `${what}: "${found}" is not a date like 2026-05-31`,
    notResult: (cell, found) =>
      `results, cell ${cell}: "${found}" is not a result (1, ½, 0, 1/2, 0,5, =, + or -)`,
    eloNeedsRating: (cell) => `opponentRatings, cell ${cell}: an Elo game needs the opponent's rating`,
    notRating: (cell, found) => `opponentRatings, cell ${cell}: "${found}" is not a rating`,
    noDwzYet: 'no DWZ yet (games stored as Restpartien)',
    noDwz: 'no DWZ',
  },
  de: {
    emptyRange: 'Der Bereich ist leer: die Kreuztabelle angeben, z. B. A1:K9.',
    notOneOf: (what, found, allowed) => `${what}: „${found}“ gibt es nicht (möglich: ${allowed.join(', ')})`,
    noCode: 'code: einen Feinwertungs-Code angeben, z. B. „SB“, „BH/C1“ oder „WIN“.',
    notDwz: (found) => `rating: „${found}“ ist keine DWZ wie 1712 oder 1712-62`,
    missing: (what) => `${what}: fehlt`,
    notNumber: (what, found) => `${what}: „${found}“ ist keine Zahl`,
    notDate: (what, found) => `${what}: „${found}“ ist kein Datum wie 2026-05-31 oder 31.05.2026`,
    notResult: (cell, found) =>
      `results, Zelle ${cell}: „${found}“ ist kein Ergebnis (1, ½, 0, 1/2, 0,5, =, + oder -)`,
    eloNeedsRating: (cell) =>
      `opponentRatings, Zelle ${cell}: Eine Elo-Partie braucht die Wertungszahl des Gegners`,
    notRating: (cell, found) => `opponentRatings, Zelle ${cell}: „${found}“ ist keine Wertungszahl`,
    noDwzYet: 'noch keine DWZ (Partien als Restpartien gespeichert)',
    noDwz: 'keine DWZ',
  },
};

/** The custom functions' messages in `lang` (English when the locale is unknown). */
export const functionTexts = (lang: ErrorLanguage | undefined): FunctionTexts => FUNCTION_TEXTS[lang ?? 'en'];
