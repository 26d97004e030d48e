import { isoDateToDays } from '../dates.ts';
import { err, ok, type Result } from '../result.ts';
import type { DwzRating, ResidualGame } from '../tournament/player.ts';
import type { IsoDate } from '../types.ts';
import { dwzError, type DwzError } from './errors.ts';
import type { DwzGame } from './types.ts';

/** YYYY-MM-DD, a day of the calendar (2021-02-29 is not); returns the year. */
export function checkDate(d: IsoDate, what: string): Result<number, DwzError> {
  if (isoDateToDays(d) === undefined) {
    return err(dwzError('badDate', `${what} must be a date YYYY-MM-DD`, { found: d }));
  }
  return ok(Number(d.slice(0, 4)));
}

/** A DWZ is a positive integer; its index, when known, an integer ≥ 1 (WO 2002 3.2.6). */
export function checkRating(r: DwzRating): Result<DwzRating, DwzError> {
  if (!Number.isInteger(r.rating) || r.rating <= 0 || r.rating > 3500) {
    return err(
      dwzError('badRating', 'a DWZ is a whole number between 1 and 3500', { found: String(r.rating) }),
    );
  }
  if (r.index !== undefined && (!Number.isInteger(r.index) || r.index < 1)) {
    return err(
      dwzError('badIndex', 'the index of a DWZ is a whole number from 1 (1 after the first evaluation)', {
        found: `${r.rating}-${r.index}`,
      }),
    );
  }
  return ok(r);
}

/** Scores 0, 1 or 2 half-points; ratings, when given, whole and positive. */
export function checkGames(
  games: readonly DwzGame[],
  requireRating: boolean,
  label = 'game',
): Result<readonly DwzGame[], DwzError> {
  for (const [i, g] of games.entries()) {
    if (g.score !== 0 && g.score !== 1 && g.score !== 2) {
      return err(
        dwzError('badScore', `a ${label} scores 0, ½ or 1 point`, {
          game: i + 1,
          found: String(g.score / 2),
        }),
      );
    }
    if (g.opponentRating === undefined) {
      if (requireRating) {
        return err(
          dwzError('opponentWithoutRating', 'a first-DWZ estimate needs the rating of every opponent', {
            game: i + 1,
          }),
        );
      }
    } else if (!Number.isInteger(g.opponentRating) || g.opponentRating <= 0 || g.opponentRating > 3500) {
      return err(
        dwzError('badRating', 'an opponent rating is a whole number between 1 and 3500', {
          game: i + 1,
          found: String(g.opponentRating),
        }),
      );
    }
  }
  return ok(games);
}

export const residualAsGames = (rs: readonly ResidualGame[]): DwzGame[] =>
  rs.map((r) => ({ opponentRating: r.opponentRating, score: r.score }));

/** Restpartien expire two years after their tournament (WO 2002 6.1.1); undated ones are kept. */
export function usableResiduals(
  rs: readonly ResidualGame[],
  endDate: IsoDate,
): { kept: readonly ResidualGame[]; expired: number } {
  const year = Number(endDate.slice(0, 4));
  const limit = `${String(year - 2).padStart(4, '0')}${endDate.slice(4)}`;
  const kept = rs.filter((r) => r.date === undefined || r.date >= limit);
  return { kept, expired: rs.length - kept.length };
}
