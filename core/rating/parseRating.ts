import type { FormatError } from '../formats/formatError.ts';
import { err, ok, type Result } from '../result.ts';
import type { DwzRating } from '../tournament/player.ts';
import type { HalfPoints } from '../types.ts';

const bad = (found: string, expected: string, column: number, detail?: string): FormatError => ({
  kind: 'badRating',
  format: 'options',
  column,
  found,
  expected,
  ...(detail ? { detail } : {}),
});

/**
 * A DWZ as written on rating lists: `1712-62` (rating and index), `1712` (index unknown) or
 * `none`/`-`/empty (no DWZ). The index starts at 1 (WO 2002 3.2.6).
 */
export function parseDwzRating(text: string): Result<DwzRating | undefined, FormatError> {
  const s = text.trim();
  if (s === '' || /^(none|-|—|keine)$/i.test(s)) return ok(undefined);
  const m = /^(\d{1,4})(?:\s*-\s*(\d{1,3}))?$/.exec(s);
  if (!m) return err(bad(s, 'a DWZ like 1712-62, 1712 or none', 1));
  const rating = Number(m[1]);
  if (rating <= 0) return err(bad(s, 'a DWZ of at least 1', 1));
  if (m[2] === undefined) return ok({ rating });
  const index = Number(m[2]);
  if (index < 1) {
    return err(bad(s, 'an index from 1', s.indexOf('-') + 2, 'the index counts evaluations and starts at 1'));
  }
  return ok({ rating, index });
}

/** A plain rating (Elo, opponent DWZ): a positive whole number. */
export function parseRatingNumber(text: string, column = 1): Result<number, FormatError> {
  const s = text.trim();
  if (!/^\d{1,4}$/.test(s) || Number(s) <= 0) return err(bad(s, 'a rating like 1900', column));
  return ok(Number(s));
}

/** One game of a games list: the score in half-points and the opponent's rating (absent = unrated). */
export interface ParsedGame {
  readonly score: HalfPoints;
  readonly opponentRating?: number;
}

const SCORES: Readonly<Record<string, HalfPoints>> = {
  '1': 2, '1.0': 2, '1,0': 2, '+': 2, w: 2,
  '0.5': 1, '0,5': 1, '.5': 1, ',5': 1, '½': 1, '=': 1, r: 1, d: 1,
  '0': 0, '0.0': 0, '0,0': 0, '-': 0, l: 0,
}; // prettier-ignore

/**
 * A games list `"1:1900,0.5:2000,0:2100"` (score:opponent rating, separated by commas, semicolons
 * or spaces); `1:none` marks an unrated opponent. Errors name the 1-based column in the text.
 */
export function parseRatedGames(text: string): Result<readonly ParsedGame[], FormatError> {
  const games: ParsedGame[] = [];
  // A score may have a decimal comma ("0,5:2000", as German users write it); other commas separate.
  const re = /\d+,\d+:[^,;\s]*|[^,;\s]+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const item = m[0];
    const col = m.index + 1;
    const colon = item.indexOf(':');
    if (colon < 0) return err({ ...bad(item, 'score:rating like 1:1900 or 0.5:2000', col), kind: 'badGame' });
    const scoreText = item.slice(0, colon).toLowerCase();
    const score = SCORES[scoreText];
    if (score === undefined) {
      return err({ ...bad(scoreText, 'a score of 1, 0.5 or 0 for one game', col), kind: 'badScore' });
    }
    const ratingText = item.slice(colon + 1);
    if (/^(none|-|\?)$/i.test(ratingText)) {
      games.push({ score });
      continue;
    }
    const r = parseRatingNumber(ratingText, col + colon + 1);
    if (!r.ok) return r;
    games.push({ score, opponentRating: r.value });
  }
  return ok(games);
}
