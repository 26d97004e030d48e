/**
 * What a German club user types on the command line: dates `28.09.2026` (DIN 5008) as well as
 * `2026-09-28`, results `1:0`, `½:½`, `+:-` as well as `1-0`, `1/2-1/2`, `+-`.
 */
import type { GameResult, IsoDate } from '../core/index.ts';
import { parseEuropeanDate } from '../core/formats/index.ts';
import { GAME_RESULTS } from '../core/tournament/index.ts';

/** Whether an ISO date names a real day (no 31 April, no 29 February outside leap years). */
function isRealDay(iso: string): boolean {
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `2026-09-28`, `28.09.2026` or `28.9.2026` → ISO date; undefined when it is no valid date. */
export function parseDateInput(text: string): IsoDate | undefined {
  const s = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return isRealDay(s) ? s : undefined;
  if (!s.includes('.')) return undefined;
  const d = parseEuropeanDate(s);
  return d && isRealDay(d.iso) ? d.iso : undefined;
}

/** A list of dates separated by commas, semicolons or spaces (`28.09.2026,05.10.2026`). */
export function parseDateListInput(text: string): IsoDate[] | { readonly bad: string } {
  const out: IsoDate[] = [];
  for (const part of text.split(/[\s,;]+/).filter((p) => p !== '')) {
    const d = parseDateInput(part);
    if (d === undefined) return { bad: part };
    out.push(d);
  }
  return out;
}

/** A whole number (`1850`); undefined otherwise. */
export function parseWholeInput(text: string): number | undefined {
  const s = text.trim();
  return /^\d+$/.test(s) ? Number(s) : undefined;
}

const HALF = '(?:½|1/2|0[.,]5)';

/** Every spelling of a result a director may type, from White's side, and what it means. */
const RESULT_PATTERNS: readonly (readonly [RegExp, GameResult])[] = [
  [/^1\s*[-:]\s*0$/, '1-0'],
  [/^0\s*[-:]\s*1$/, '0-1'],
  [new RegExp(`^${HALF}\\s*[-:]\\s*${HALF}$`), '1/2-1/2'],
  [/^(?:=|remis|draw)$/i, '1/2-1/2'],
  [new RegExp(`^${HALF}$`), '1/2-1/2'],
  [/^\+\s*[-:]?\s*-$/, '+:-'],
  [/^-\s*[-:]?\s*\+$/, '-:+'],
  [/^-\s*[-:]?\s*-$/, '-:-'],
  [/^\*$/, '*'],
];

/** A typed result → the model's result (`*` clears it); undefined when it is none of the spellings. */
export function parseResultInput(text: string): GameResult | undefined {
  const s = text.trim();
  if ((GAME_RESULTS as readonly string[]).includes(s)) return s as GameResult;
  return RESULT_PATTERNS.find(([re]) => re.test(s))?.[1];
}

export const RESULT_SPELLINGS =
  '1-0, 0-1, ½-½ (½, 1/2-1/2, 0,5-0,5, =), +- / -+ (forfeits), -- (both forfeit), * (no result); 1:0, 0:1, ½:½ as well';

/** The same list in German. */
export const RESULT_SPELLINGS_DE =
  '1:0, 0:1, ½:½ (½, 1/2, 0,5:0,5, remis, =), +:- / -:+ (kampflos), -:- (beide kampflos), * (kein Ergebnis); auch 1-0, 0-1, ½-½';
