// Per-player statistics of a league season (games, points, percentage, boards) and each player's DWZ
// from the season's board games: ONE whole-tournament evaluation over every board game of the league
// (DSB-Wertungsordnung 2002, 4.7, core/dwz evaluateTournamentDwz; forfeits never count, 3.2.5).
import { describeDwzError } from '../../dwz/errors.ts';
import type { DwzRuleSetId } from '../../dwz/ruleSets.ts';
import { estimateDwz } from '../../dwz/estimate.ts';
import { evaluateTournamentDwz } from '../../dwz/tournament.ts';
import { err, ok, type Result } from '../../result.ts';
import type { HalfPoints, IsoDate } from '../../types.ts';
import { registrations, type LeagueSeason, type SeasonResult } from '../../tournament/league.ts';
import type { TeamId } from '../../tournament/team.ts';
import { seasonTournament } from '../../tournament/seasonTournament.ts';

export { seasonTournament } from '../../tournament/seasonTournament.ts';

export interface SeasonPlayerRow {
  readonly id: string;
  readonly name: string;
  readonly team: TeamId;
  /** Number in the team's Meldeliste (1-based). */
  readonly no: number;
  /** Boards played on (forfeits included), in match order. */
  readonly boards: readonly number[];
  /** Games over the board. */
  readonly games: number;
  readonly forfeitWins: number;
  readonly forfeitLosses: number;
  /** Half-points over the board and from forfeit wins. */
  readonly points: HalfPoints;
  /** points ÷ (games + forfeits) in per cent, one decimal; absent without any result. */
  readonly percentage?: number;
  readonly dwz?: number;
  /** Of the season's evaluation (DWZ-Wertungsordnung): performance, expected score, new DWZ. */
  readonly performance?: number;
  readonly We?: number;
  readonly newDwz?: number;
  readonly change?: number;
  readonly note?: string;
}

export interface SeasonPlayersOptions {
  readonly endDate?: IsoDate;
  readonly rules?: DwzRuleSetId;
}

const HOME_POINTS: Readonly<Record<SeasonResult, HalfPoints>> = {
  '1-0': 2,
  '0-1': 0,
  '1/2-1/2': 1,
  '+:-': 2,
  '-:+': 0,
  '-:-': 0,
};

/**
 * Every registered player's season: boards, games, points, percentage, and the DWZ evaluation of the
 * whole league (evaluateTournamentDwz over all board games). An evaluation error (no end date …)
 * is returned as such; players without games are listed with a note.
 */
export function computeSeasonPlayers(
  s: LeagueSeason,
  opts: SeasonPlayersOptions = {},
): Result<readonly SeasonPlayerRow[], { readonly kind: 'dwz'; readonly message: string }> {
  const reg = registrations(s);
  const { tournament, ids } = seasonTournament(s);
  const endDate = opts.endDate ?? s.endDate;
  const ev = evaluateTournamentDwz(tournament, {
    ...(endDate !== undefined ? { endDate } : {}),
    ...(opts.rules !== undefined ? { rules: opts.rules } : {}),
  });
  if (!ev.ok) return err({ kind: 'dwz', message: describeDwzError(ev.error) });
  const byId = new Map(ev.value.players.map((p) => [p.id, p]));
  const dwzOf = new Map(s.teams.flatMap((t) => t.players.map((p) => [p.id, p.dwz] as const)));
  // Rated games over the board per player (opponent's DWZ, own half-points), for the performance.
  const rated = new Map<string, { opponentRating: number; score: HalfPoints }[]>();
  const tally = new Map<
    string,
    { boards: number[]; games: number; fw: number; fl: number; points: number }
  >();
  for (const m of s.matches)
    m.games.forEach((g, k) => {
      for (const side of ['home', 'away'] as const) {
        const id = g[side];
        if (id === undefined) continue;
        const t = tally.get(id) ?? { boards: [], games: 0, fw: 0, fl: 0, points: 0 };
        const own = side === 'home' ? HOME_POINTS[g.result] : 2 - HOME_POINTS[g.result];
        const forfeit = g.result === '+:-' || g.result === '-:+' || g.result === '-:-';
        t.boards.push(k + 1);
        const opp = dwzOf.get((side === 'home' ? g.away : g.home) ?? '');
        if (!forfeit && opp)
          rated.set(id, [...(rated.get(id) ?? []), { opponentRating: opp.rating, score: own }]);
        if (!forfeit) t.games++;
        else if (own === 2) t.fw++;
        else t.fl++;
        t.points += g.result === '-:-' ? 0 : own;
        tally.set(id, t);
      }
    });
  return ok(
    s.teams.flatMap((team) =>
      team.players.map((p) => {
        const t = tally.get(p.id) ?? { boards: [], games: 0, fw: 0, fl: 0, points: 0 };
        const scored = t.games + t.fw + t.fl;
        const d = byId.get(ids.get(p.id) ?? 0);
        const performance = d?.Rp ?? performanceOf(p.dwz, rated.get(p.id) ?? [], endDate, opts.rules);
        return {
          id: p.id,
          name: p.name,
          team: team.id,
          no: reg.get(p.id)?.no ?? 0,
          boards: t.boards,
          games: t.games,
          forfeitWins: t.fw,
          forfeitLosses: t.fl,
          points: t.points,
          ...(scored > 0 ? { percentage: Math.round((t.points / 2 / scored) * 1000) / 10 } : {}),
          ...(p.dwz ? { dwz: p.dwz.rating } : {}),
          ...(performance !== undefined ? { performance } : {}),
          ...(d?.We !== undefined ? { We: d.We } : {}),
          ...(d?.Rn !== undefined && t.games > 0 ? { newDwz: d.Rn } : {}),
          ...(d?.Rn !== undefined && t.games > 0 && p.dwz ? { change: d.Rn - p.dwz.rating } : {}),
          ...(t.games === 0 ? { note: 'no game over the board' } : d?.reason ? { note: d.reason } : {}),
        };
      }),
    ),
  );
}

/** Rp of a player's rated games (DWZ-Wertungsordnung, the performance of the evaluation's formula). */
function performanceOf(
  dwz: { readonly rating: number; readonly index?: number } | undefined,
  games: readonly { opponentRating: number; score: HalfPoints }[],
  endDate: IsoDate | undefined,
  rules: DwzRuleSetId | undefined,
): number | undefined {
  if (games.length === 0 || endDate === undefined) return undefined;
  const e = estimateDwz({
    ...(dwz ? { rating: dwz } : {}),
    endDate,
    ...(rules !== undefined ? { rules } : {}),
    games,
  });
  return e.ok ? e.value.Rp : undefined;
}
