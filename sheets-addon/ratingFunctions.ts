// Rating custom functions: =DWZ_NEW(...), =DWZ_EXPECTED(...), =ELO_NEW(...). Arguments arrive as
// Sheets passes them (a number, text, a Date, or a 2-D array for a range); bad ones throw one Error
// naming the argument and the cell's place in it. The rule version follows the date argument, else
// the Settings' end date, else today (`RatingContext`, supplied by index.ts); a DWZ rule version
// fixed in the Settings or given as an argument wins over the date.
import { cellText, parseCellValue, type CellResult } from '../core/formats/index.ts';
import type { DwzRating } from '../core/tournament/index.ts';
import type { IsoDate } from '../core/index.ts';
import { DWZ_RULE_SETS, type DwzGame, type DwzRuleSetId } from '../core/dwz/index.ts';
import { defaultDwzRules, estimateDwz, estimateElo, expectedScore, isDwzRuleSetId } from './engines.ts';
import { coreError, describeCoreError } from '../core/errors/index.ts';
import { fail } from './errorText.ts';
import { functionTexts, type FunctionTexts } from './functionTexts.ts';
import { DEFAULT_SETTINGS, type AddOnSettings } from './settings.ts';
import { isDateValue, isEmptyCell, isoDateOf, normalizeCell, pad2 } from './sheetIo.ts';

/** What the rating functions take from outside their arguments: the Settings and today's date. */
export interface RatingContext {
  readonly settings: AddOnSettings;
  readonly today: () => IsoDate;
}

const DEFAULT_CONTEXT: RatingContext = { settings: DEFAULT_SETTINGS, today: () => isoDateOf(new Date()) };

/** Cells of a range argument in reading order (a single value counts as one cell). */
const cellsOf = (v: unknown): unknown[] =>
  Array.isArray(v) ? v.flatMap((r: unknown) => (Array.isArray(r) ? r : [r])) : [v];

function ratingArg(v: unknown, t: FunctionTexts): DwzRating | undefined {
  if (isEmptyCell(v)) return undefined;
  const n = normalizeCell(v);
  if (typeof n === 'number' && Number.isInteger(n) && n > 0) return { rating: n };
  const m = /^(\d{3,4})-(\d{1,3})$/.exec(String(n));
  if (m) return { rating: Number(m[1]), index: Number(m[2]) };
  return fail(t.notDwz(cellText(v)));
}

const numberArg = (v: unknown, what: string, optional: boolean, t: FunctionTexts): number | undefined => {
  if (isEmptyCell(v)) return optional ? undefined : fail(t.missing(what));
  const n = normalizeCell(v);
  return typeof n === 'number' ? n : fail(t.notNumber(what, cellText(v)));
};

/** A date argument (a Date, 2026-05-31 or 31.05.2026); empty = the Settings' end date, else today. */
function dateArg(v: unknown, what: string, ctx: RatingContext): IsoDate {
  if (v === undefined || isEmptyCell(v))
    return ctx.settings.endDate !== '' ? ctx.settings.endDate : ctx.today();
  if (isDateValue(v)) return isoDateOf(v);
  const s = cellText(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (de) return `${de[3]}-${pad2(Number(de[2]))}-${pad2(Number(de[1]))}`;
  return fail(functionTexts(ctx.settings.language).notDate(what, s));
}

/** A rules argument; empty = the Settings' DWZ rules unless they follow the date (auto). */
function dwzRulesArg(rules: unknown, ctx: RatingContext): DwzRuleSetId | undefined {
  const text = rules === undefined || isEmptyCell(rules) ? '' : cellText(rules);
  if (text === '') return ctx.settings.dwzRules === 'auto' ? undefined : ctx.settings.dwzRules;
  return isDwzRuleSetId(text)
    ? text
    : fail(functionTexts(ctx.settings.language).notOneOf('rules', text, DWZ_RULE_SETS));
}

const SCORE: Readonly<Record<CellResult, number | undefined>> = {
  '1': 2,
  '½': 1,
  '0': 0,
  '+': undefined,
  '-': undefined,
  '*': undefined,
};

/** Opponents and results side by side; forfeits (+, -) and unplayed (*) games are not rated. */
/** Text that is neither a number nor a result: a column header like "DWZ" or "Result". */
const isHeaderText = (v: unknown): boolean => {
  if (typeof v !== 'string' || isEmptyCell(v)) return false;
  const n = normalizeCell(v);
  return typeof n !== 'number' && parseCellValue(cellText(n)).kind !== 'results';
};

/**
 * The ranges may include their header row (`D1:D8`, `E1:E8` with "Opp" and "Result" on top): a first
 * row of header text in both is skipped; a header in only one of them is an error like any bad cell.
 */
function gamesArg(
  opponents: unknown,
  results: unknown,
  t: FunctionTexts,
  ratingsRequired = false,
): DwzGame[] {
  const opp = cellsOf(opponents);
  const res = cellsOf(results);
  const games: DwzGame[] = [];
  const header = opp.length > 1 && isHeaderText(opp[0]) && isHeaderText(res[0]);
  for (let i = header ? 1 : 0; i < Math.max(opp.length, res.length); i++) {
    const o = opp[i];
    const r = res[i];
    if (isEmptyCell(o) && isEmptyCell(r)) continue;
    const text = cellText(normalizeCell(r));
    const v = parseCellValue(text);
    if (v.kind !== 'results' || v.results.length !== 1) {
      fail(t.notResult(i + 1, text));
    }
    const score = v.kind === 'results' ? SCORE[v.results[0] ?? '*'] : undefined;
    if (score === undefined) continue;
    if (ratingsRequired && isEmptyCell(o)) fail(t.eloNeedsRating(i + 1));
    const rating = isEmptyCell(o) ? undefined : normalizeCell(o);
    if (rating !== undefined && (typeof rating !== 'number' || rating <= 0)) {
      fail(t.notRating(i + 1, cellText(o)));
    }
    games.push({ score, ...(typeof rating === 'number' ? { opponentRating: rating } : {}) });
  }
  return games;
}

/** =DWZ_NEW(rating, birthYear, opponentRatings, results, [endDate], [rules]) */
export function dwzNew(
  rating: unknown,
  birthYear: unknown,
  opponentRatings: unknown,
  results: unknown,
  endDate?: unknown,
  rules?: unknown,
  ctx: RatingContext = DEFAULT_CONTEXT,
): number | string {
  const t = functionTexts(ctx.settings.language);
  const ruleSet = dwzRulesArg(rules, ctx);
  const old = ratingArg(rating, t);
  const year = numberArg(birthYear, 'birthYear', true, t);
  const r = estimateDwz({
    ...(old ? { rating: old } : {}),
    ...(year !== undefined ? { birthYear: year } : {}),
    endDate: dateArg(endDate, 'endDate', ctx),
    games: gamesArg(opponentRatings, results, t),
    ...(ruleSet ? { rules: ruleSet } : {}),
  });
  if (!r.ok) return fail(describeCoreError(coreError.dwz(r.error), ctx.settings.language ?? 'en'));
  if (r.value.Rn !== undefined) return r.value.Rn;
  return r.value.status === 'residual' ? t.noDwzYet : t.noDwz;
}

/** =DWZ_EXPECTED(rating, opponentRatings, [date]): the sum of P(D) under the rule version of that date. */
export function dwzExpected(
  rating: unknown,
  opponentRatings: unknown,
  date?: unknown,
  ctx: RatingContext = DEFAULT_CONTEXT,
): number {
  const t = functionTexts(ctx.settings.language);
  const own = numberArg(rating, 'rating', false, t) ?? 0;
  const rules = dwzRulesArg(undefined, ctx) ?? defaultDwzRules(dateArg(date, 'date', ctx));
  const cells = cellsOf(opponentRatings);
  // A header cell on top of a range of ratings ("DWZ") is skipped.
  const header = cells.length > 1 && isHeaderText(cells[0]);
  return cells.reduce<number>((sum, o, i) => {
    if (isEmptyCell(o) || (header && i === 0)) return sum;
    const d = normalizeCell(o);
    if (typeof d !== 'number') return fail(t.notRating(i + 1, cellText(o)));
    return sum + expectedScore(own - d, rules);
  }, 0);
}

/**
 * =ELO_NEW(rating, k, opponentRatings, results, [date]): Rn = Ro + K·(W − We), FIDE table and
 * 400-point rule of the rating period of that date.
 */
export function eloNew(
  rating: unknown,
  k: unknown,
  opponentRatings: unknown,
  results: unknown,
  date?: unknown,
  ctx: RatingContext = DEFAULT_CONTEXT,
): number {
  const t = functionTexts(ctx.settings.language);
  const own = numberArg(rating, 'rating', false, t) ?? 0;
  const K = numberArg(k, 'k', true, t);
  const games = gamesArg(opponentRatings, results, t, true);
  const r = estimateElo({
    rating: own,
    date: dateArg(date, 'date', ctx),
    games: games.map((g) => ({ opponentRating: g.opponentRating ?? 0, score: g.score })),
    ...(K !== undefined ? { K } : {}),
  });
  return r.ok ? r.value.Rn : fail(describeCoreError(coreError.elo(r.error), ctx.settings.language ?? 'en'));
}
