import { describeKnockoutError } from '../pairing/knockout.ts';
import { describeScheduleError } from '../pairing/roundRobin.ts';
import { describeTeamWorkflowError } from '../team/workflow/errors.ts';
import { describeWorkflowError } from '../workflow/errors.ts';
import { LANGUAGES, type Language } from '../languages.ts';
import type { CoreError } from './coreError.ts';
import { KIND_TEXTS } from './texts.ts';

/** The languages errors are described in: all of Rochade's (core/languages.ts). */
export const ERROR_LANGUAGES = LANGUAGES;
export type ErrorLanguage = Language;

/** How a front end names places: the add-on gives A1 cells of the sheet, others keep row/column. */
export interface PlaceNames {
  /** A cell by its 1-based row and column. */
  readonly cell?: (row: number, column: number) => string;
  /** A whole row (1-based). */
  readonly row?: (row: number) => string;
  /** The place when the error names none (e.g. the selected range). */
  readonly whole?: string;
}

const WORDS = {
  en: {
    line: 'line',
    row: 'row',
    column: 'column',
    player: 'player',
    game: 'game',
    found: 'found',
    byte: 'byte',
  },
  de: {
    line: 'Zeile',
    row: 'Zeile',
    column: 'Spalte',
    player: 'Spieler',
    game: 'Partie',
    found: 'gefunden',
    byte: 'Byte',
  },
} as const;

/** Longest found text quoted; longer ones are cut and their length given. */
const MAX_FOUND = 60;

/** 4000000 → "4,000,000" (en) / "4.000.000" (de), without Intl (the core also runs in Apps Script). */
const grouped = (n: number, lang: ErrorLanguage): string =>
  String(n).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'de' ? '.' : ',');

function quote(found: string, lang: ErrorLanguage): string {
  if (found.length <= MAX_FOUND) return lang === 'de' ? `„${found}“` : JSON.stringify(found);
  const cut = found.slice(0, MAX_FOUND);
  const n = grouped(found.length, lang);
  return lang === 'de' ? `„${cut}“… (${n} Zeichen)` : `${JSON.stringify(cut)}… (${n} characters)`;
}

/** Where the error is, from its structured fields only. */
function placeOf(e: CoreError, lang: ErrorLanguage, names: PlaceNames): string | undefined {
  const w = WORDS[lang];
  const parts: string[] = [];
  if (e.area === 'format') {
    if (e.line !== undefined) parts.push(`${w.line} ${e.line}`);
    if (e.row !== undefined && e.column !== undefined && names.cell) parts.push(names.cell(e.row, e.column));
    else {
      if (e.row !== undefined) parts.push(names.row ? names.row(e.row) : `${w.row} ${e.row}`);
      if (e.column !== undefined) parts.push(`${w.column} ${e.column}`);
    }
    if (e.offset !== undefined) parts.push(`${w.byte} ${e.offset}`);
    if (e.path !== undefined) parts.push(e.path);
  } else if (e.area === 'dwz' || e.area === 'elo') {
    if (e.area === 'dwz' && e.player !== undefined) parts.push(`${w.player} ${e.player}`);
    if (e.game !== undefined) parts.push(`${w.game} ${e.game}`);
  } else if (e.area === 'generatorConfig' && e.line !== undefined) {
    parts.push(`${w.line} ${e.line}`);
  }
  return parts.length > 0 ? parts.join(', ') : names.whole;
}

/** The area's own English specifics (found, expected, detail, message), in the area's usual order. */
function englishSpecifics(e: CoreError): string | undefined {
  switch (e.area) {
    case 'format': {
      const parts: string[] = [];
      if (e.found !== undefined) parts.push(`found ${quote(e.found, 'en')}`);
      if (e.expected !== undefined) parts.push(`expected ${e.expected}`);
      if (e.detail !== undefined) parts.push(e.detail);
      return parts.length > 0 ? parts.join(', ') : undefined;
    }
    case 'dwz':
    case 'elo':
      if (e.found === undefined && e.detail === undefined) return undefined;
      return `${e.found !== undefined ? `found ${quote(e.found, 'en')}: ` : ''}${e.detail}`;
    case 'pairing':
    case 'tiebreak':
    case 'generatorConfig':
      return e.message;
    // Errors without English prose of their own: the area's describer, once their fields are there.
    case 'schedule':
      return hasFields(e) ? describeScheduleError(e) : undefined;
    case 'knockout':
      return hasFields(e) ? describeKnockoutError(e) : undefined;
    case 'workflow':
      return hasFields(e) ? describeWorkflowError(e, 'en') : undefined;
    case 'teamWorkflow':
      return hasFields(e) ? describeTeamWorkflowError(e, 'en') : undefined;
    case 'league':
      return e.kind === 'badMatchPoints'
        ? e.text !== undefined
          ? `match points: ${quote(e.text, 'en')} is not like 2-1-0 or 3-1-0`
          : undefined
        : e.message;
  }
}

/** Whether an error carries fields beyond its area and kind (a bare `{ area, kind }` has only the kind's text). */
const hasFields = (e: CoreError): boolean => Object.keys(e).length > 2;

/** The offending text, when the error carries one. */
function foundOf(e: CoreError): string | undefined {
  if (e.area === 'tiebreak') return e.text;
  if (e.area === 'format' || e.area === 'dwz' || e.area === 'elo') return e.found;
  if (e.area === 'schedule' || e.area === 'knockout') {
    if ('players' in e && e.kind !== 'varmaUnknownPlayer') return String(e.players);
    if ('value' in e) return String(e.value);
    if ('prequalified' in e) return String(e.prequalified);
  }
  if (e.area === 'league')
    return e.kind === 'needsBoards' ? e.code : e.kind === 'badMatchPoints' ? e.text : undefined;
  return undefined;
}

/**
 * One line for the reader, from the error's kind and structured fields:
 * - German: the place, what is wrong (one text per kind), and the text found:
 *   `Zeile 12, Spalte 81: Das ist keine Punktzahl (gefunden: „1x.5“)`.
 * - English: the place and the area's own English specifics (found, expected, detail), as the
 *   CLI has always printed them; the kind's text where the error has none.
 * A kind without a text yet (added to a vocabulary later) gets a generic text naming it.
 */
export function describeCoreError(e: CoreError, lang: ErrorLanguage, names: PlaceNames = {}): string {
  const where = placeOf(e, lang, names);
  const head = where !== undefined ? `${where}: ` : '';
  const text = KIND_TEXTS[e.area][e.kind];
  // The other cell of a game, named by the front end (the core's English prose names it in its own terms).
  const other =
    e.area === 'format' && e.otherRow !== undefined && e.otherColumn !== undefined
      ? (names.cell?.(e.otherRow, e.otherColumn) ??
        `${WORDS[lang].row} ${e.otherRow}, ${WORDS[lang].column} ${e.otherColumn}`)
      : undefined;
  if (lang === 'en') {
    // A front end naming cells itself (the add-on): the kind's text, the value and the other cell,
    // without the core's English prose, which names that cell in the parser's own coordinates.
    if (other !== undefined && names.cell && text) {
      const found = foundOf(e);
      return `${head}${text.en} (${found !== undefined ? `found ${quote(found, 'en')}; ` : ''}the other result: ${other})`;
    }
    return `${head}${englishSpecifics(e) ?? text?.en ?? `${e.area} error "${e.kind}"`}`;
  }
  // The workflow's German names the round, board and player in the sentence itself.
  if (e.area === 'workflow' && hasFields(e)) return `${head}${describeWorkflowError(e, 'de')}`;
  // So does the team workflow's: round, match, board, team and player.
  if (e.area === 'teamWorkflow' && hasFields(e)) return `${head}${describeTeamWorkflowError(e, 'de')}`;
  const found = foundOf(e);
  const what = text?.de ?? `Eingabefehler „${e.kind}“ (${e.area})`;
  const details = [
    ...(found !== undefined ? [`${WORDS.de.found}: ${quote(found, 'de')}`] : []),
    ...(other !== undefined ? [`Gegenstück: ${other}`] : []),
  ];
  return `${head}${what}${details.length > 0 ? ` (${details.join('; ')})` : ''}`;
}
