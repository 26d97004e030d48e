import type { HalfPoints } from '../types.ts';

/**
 * One game's result in a crosstable cell, from the row player's side: win, draw, loss over the
 * board; forfeit win `+` / forfeit loss `-`; `*` not played yet.
 */
export const CELL_RESULTS = ['1', '½', '0', '+', '-', '*'] as const;
export type CellResult = (typeof CELL_RESULTS)[number];

/**
 * What a crosstable cell holds. `doubleForfeit` is the explicit single-cell `-:-`; `noGame` the
 * "did not meet" mark `—` (or `–`) of a Swiss printed as a crosstable.
 */
export type CellValue =
  | { readonly kind: 'blank' }
  | { readonly kind: 'noGame' }
  | { readonly kind: 'results'; readonly results: readonly CellResult[] }
  | { readonly kind: 'doubleForfeit' }
  | { readonly kind: 'unknown' };

/** Half-points a result gives the row player (1-½-0; forfeit win 1, forfeit loss 0). */
export const CELL_POINTS: Readonly<Record<CellResult, HalfPoints>> = {
  '1': 2,
  '½': 1,
  '0': 0,
  '+': 2,
  '-': 0,
  '*': 0,
};

/** The opponent's view of a result. */
export const MIRROR: Readonly<Record<CellResult, CellResult>> = {
  '1': '0',
  '½': '½',
  '0': '1',
  '+': '-',
  '-': '+',
  '*': '*',
};

/**
 * A Sheets value (number, string, boolean, Date, '' for empty) or a text field as a trimmed
 * string. Numbers are written the JavaScript way (0.5 → "0.5").
 */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.replace(/\u00a0/g, ' ').trim();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (v instanceof Date) return `date ${v.toISOString().slice(0, 10)}`;
  return String(v).trim();
}

// Spellings of one result, longest first so the tokenizer is greedy.
const TOKENS: readonly (readonly [string, CellResult])[] = [
  ['0.50', '½'],
  ['0,50', '½'],
  ['1/2', '½'],
  ['0.5', '½'],
  ['0,5', '½'],
  ['1.0', '1'],
  ['1,0', '1'],
  ['0.0', '0'],
  ['0,0', '0'],
  ['.5', '½'],
  [',5', '½'],
  ['½', '½'],
  ['=', '½'],
  ['1', '1'],
  ['0', '0'],
  ['+', '+'],
  ['-', '-'],
  ['−', '-'], // U+2212 minus sign
  ['*', '*'],
];

const DIAGONAL_CHARS = /^[xX×*—–\-·•■#/\\ ]*$/;

/** True for what may stand on the diagonal: blank, x, X, ×, *, —, –, -, ·, • (also doubled). */
export const isDiagonalMark = (text: string): boolean => DIAGONAL_CHARS.test(text);

/** Reads results at `pos` greedily; undefined when no result spelling starts there. */
function tokenAt(s: string, pos: number): readonly [string, CellResult] | undefined {
  for (const t of TOKENS) if (s.startsWith(t[0], pos)) return t;
  return undefined;
}

const BLANK: CellValue = { kind: 'blank' };
const NO_GAME: CellValue = { kind: 'noGame' };
const DOUBLE_FORFEIT: CellValue = { kind: 'doubleForfeit' };
const UNKNOWN: CellValue = { kind: 'unknown' };

/**
 * Parses the text of an off-diagonal cell: one result (`1 0 ½ 1/2 0.5 0,5 = + -`) or two for a
 * double round robin (`1½`, `½ 0`, `10`, `01`, `½½`, `1 1`, `+-`, `1|0`). `-:-` is a double forfeit,
 * `—` / `–` "did not meet" (a Swiss). Values are shared: never mutate them.
 */
export function parseCellValue(text: string): CellValue {
  const common = commonSpellings();
  return common.get(text) ?? common.get(text.trim()) ?? tokenize(text.trim());
}

/** Results read greedily from a trimmed text. */
function tokenize(s: string): CellValue {
  const results: CellResult[] = [];
  let pos = 0;
  while (pos < s.length) {
    const ch = s[pos] ?? '';
    if (results.length > 0 && (ch === ' ' || ch === '|' || ch === '/')) {
      pos++;
      continue;
    }
    const t = tokenAt(s, pos);
    if (!t) return UNKNOWN;
    results.push(t[1]);
    pos += t[0].length;
    if (results.length > 2) return UNKNOWN;
  }
  return { kind: 'results', results };
}

/**
 * The common spellings (one result, or two joined by nothing or a blank), read once: a 300-player
 * table has 90,000 cells. Built on first use: every command that reads a file holds this module,
 * most never read a crosstable, and the table takes a few ms to build.
 */
let common: ReadonlyMap<string, CellValue> | undefined;
const commonSpellings = (): ReadonlyMap<string, CellValue> => (common ??= buildCommon());

function buildCommon(): ReadonlyMap<string, CellValue> {
  const m = new Map<string, CellValue>([
    ['', BLANK],
    ['-:-', DOUBLE_FORFEIT],
    ['−:−', DOUBLE_FORFEIT],
    ['—', NO_GAME],
    ['–', NO_GAME],
  ]);
  const spellings = TOKENS.map(([t]) => t);
  for (const a of spellings)
    for (const b of ['', ...spellings])
      for (const key of [a + b, `${a} ${b}`.trim()]) if (!m.has(key)) m.set(key, tokenize(key));
  return m;
}

/**
 * A points value: 4.5, "4.5", "4,5", "4½", "4 ½", "½", "4 1/2". Half-points, or undefined.
 */
export function parsePointsText(text: string): HalfPoints | undefined {
  const s = text.trim().replace(/\s+/g, ' ');
  const m = /^(\d+)?\s?(½|1\/2)$/.exec(s);
  if (m) return (m[1] ? Number(m[1]) * 2 : 0) + 1;
  if (!/^\d+([.,]\d+)?$/.test(s)) return undefined;
  const h = Number(s.replace(',', '.')) * 2;
  return Number.isInteger(h) ? h : undefined;
}

/** Half-points as points in `½` style: 9 → "4½", 1 → "½", 4 → "2". */
export function formatPointsHalf(h: HalfPoints): string {
  const whole = Math.floor(h / 2);
  if (h % 2 === 0) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}
