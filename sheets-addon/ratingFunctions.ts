// Rating custom functions: =DWZ_NEW(...), =DWZ_EXPECTED(...), =ELO_NEW(...). Arguments arrive as
// Sheets passes them (a number, text, a Date, or a 2-D array for a range); bad ones throw one Error
// naming the argument and the cell's place in it.
import { cellText, parseCellValue, type CellResult } from '../core/formats/cellValue.ts';
import type { DwzRating } from '../core/tournament/player.ts';
import type { IsoDate } from '../core/types.ts';
import type { DwzGame } from '../core/dwz/types.ts';
import {
  defaultDwzRules,
  describeDwzError,
  describeEloError,
  estimateDwz,
  estimateElo,
  expectedScore,
  isDwzRuleSetId,
} from './engines.ts';
import { isEmptyCell, normalizeCell } from './sheetIo.ts';

const fail = (message: string): never => {
  throw new Error(message);
};

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';
const isoOf = (d: Date): IsoDate => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/** Cells of a range argument in reading order (a single value counts as one cell). */
const cellsOf = (v: unknown): unknown[] =>
  Array.isArray(v) ? v.flatMap((r: unknown) => (Array.isArray(r) ? r : [r])) : [v];

function ratingArg(v: unknown): DwzRating | undefined {
  if (isEmptyCell(v)) return undefined;
  const n = normalizeCell(v);
  if (typeof n === 'number' && Number.isInteger(n) && n > 0) return { rating: n };
  const m = /^(\d{3,4})-(\d{1,3})$/.exec(String(n));
  if (m) return { rating: Number(m[1]), index: Number(m[2]) };
  return fail(`rating: "${cellText(v)}" is not a DWZ like 1712 or 1712-62`);
}

const numberArg = (v: unknown, what: string, optional: boolean): number | undefined => {
  if (isEmptyCell(v)) return optional ? undefined : fail(`${what}: missing`);
  const n = normalizeCell(v);
  return typeof n === 'number' ? n : fail(`${what}: "${cellText(v)}" is not a number`);
};

function dateArg(v: unknown, today: () => IsoDate): IsoDate {
  if (isEmptyCell(v)) return today();
  if (isDate(v)) return isoOf(v);
  const s = cellText(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
  if (de) return `${de[3]}-${pad2(Number(de[2]))}-${pad2(Number(de[1]))}`;
  return fail(`endDate: "${s}" is not a date like 2026-05-31`);
}

const todayIso = (): IsoDate => isoOf(new Date());

const SCORE: Readonly<Record<CellResult, number | undefined>> = {
  '1': 2,
  '½': 1,
  '0': 0,
  '+': undefined,
  '-': undefined,
  '*': undefined,
};

/** Opponents and results side by side; forfeits (+, -) and unplayed (*) games are not rated. */
function gamesArg(opponents: unknown, results: unknown, ratingsRequired = false): DwzGame[] {
  const opp = cellsOf(opponents);
  const res = cellsOf(results);
  const games: DwzGame[] = [];
  for (let i = 0; i < Math.max(opp.length, res.length); i++) {
    const o = opp[i];
    const r = res[i];
    if (isEmptyCell(o) && isEmptyCell(r)) continue;
    const text = cellText(normalizeCell(r));
    const v = parseCellValue(text);
    if (v.kind !== 'results' || v.results.length !== 1) {
      fail(`results, cell ${i + 1}: "${text}" is not a result (1, ½, 0, 1/2, 0,5, =, + or -)`);
    }
    const score = v.kind === 'results' ? SCORE[v.results[0] ?? '*'] : undefined;
    if (score === undefined) continue;
    if (ratingsRequired && isEmptyCell(o))
      fail(`opponentRatings, cell ${i + 1}: an Elo game needs the opponent's rating`);
    const rating = isEmptyCell(o) ? undefined : normalizeCell(o);
    if (rating !== undefined && (typeof rating !== 'number' || rating <= 0)) {
      fail(`opponentRatings, cell ${i + 1}: "${cellText(o)}" is not a rating`);
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
): number | string {
  const rulesText = isEmptyCell(rules) || rules === undefined ? '' : cellText(rules);
  if (rulesText !== '' && !isDwzRuleSetId(rulesText))
    fail(`rules: "${rulesText}" is not one of WO2002, ELOBASE, WO2013, WO2026`);
  const old = ratingArg(rating);
  const year = numberArg(birthYear, 'birthYear', true);
  const r = estimateDwz({
    ...(old ? { rating: old } : {}),
    ...(year !== undefined ? { birthYear: year } : {}),
    endDate: dateArg(endDate, todayIso),
    games: gamesArg(opponentRatings, results),
    ...(rulesText !== '' && isDwzRuleSetId(rulesText) ? { rules: rulesText } : {}),
  });
  if (!r.ok) return fail(describeDwzError(r.error));
  if (r.value.Rn !== undefined) return r.value.Rn;
  return r.value.status === 'residual' ? 'no DWZ yet (games stored as Restpartien)' : 'no DWZ';
}

/** =DWZ_EXPECTED(rating, opponentRatings): the sum of P(D) under today's rule version. */
export function dwzExpected(rating: unknown, opponentRatings: unknown): number {
  const own = numberArg(rating, 'rating', false) ?? 0;
  const rules = defaultDwzRules(todayIso());
  return cellsOf(opponentRatings).reduce<number>((sum, o, i) => {
    if (isEmptyCell(o)) return sum;
    const d = normalizeCell(o);
    if (typeof d !== 'number')
      return fail(`opponentRatings, cell ${i + 1}: "${cellText(o)}" is not a rating`);
    return sum + expectedScore(own - d, rules);
  }, 0);
}

/** =ELO_NEW(rating, k, opponentRatings, results): Rn = Ro + K·(W − We), FIDE table and 400-point rule. */
export function eloNew(rating: unknown, k: unknown, opponentRatings: unknown, results: unknown): number {
  const own = numberArg(rating, 'rating', false) ?? 0;
  const K = numberArg(k, 'k', true);
  const games = gamesArg(opponentRatings, results, true);
  const r = estimateElo({
    rating: own,
    date: todayIso(),
    games: games.map((g) => ({ opponentRating: g.opponentRating ?? 0, score: g.score })),
    ...(K !== undefined ? { K } : {}),
  });
  return r.ok ? r.value.Rn : fail(describeEloError(r.error));
}
