// The season's board games as one tournament of all registered players: what the season's DWZ
// evaluation (core/team/season/players.ts) and the DSB's DWZ report of the league (formats/dwzReport) read.
// Kept apart from the evaluation so that the report does not load the DWZ rules.
import type { Game, Tournament } from './model.ts';
import { STANDARD_POINTS } from './pointSystem.ts';
import type { Player } from './player.ts';
import type { LeagueSeason } from './league.ts';

/** The season's board games as one tournament of all registered players (ids 1 … n in list order). */
export function seasonTournament(s: LeagueSeason): {
  tournament: Tournament;
  ids: ReadonlyMap<string, number>;
} {
  const ids = new Map<string, number>();
  const players: Player[] = [];
  for (const t of s.teams)
    for (const p of t.players) {
      ids.set(p.id, players.length + 1);
      players.push({
        id: players.length + 1,
        name: p.name,
        ...(p.dwz ? { dwz: p.dwz } : {}),
        ...(p.birthYear !== undefined ? { birthYear: p.birthYear } : {}),
        ...(p.zps !== undefined ? { zps: p.zps } : {}),
        ...(p.memberNumber !== undefined ? { memberNumber: p.memberNumber } : {}),
        ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
      });
    }
  const games: Game[] = [];
  for (const m of s.matches)
    m.games.forEach((g, k) => {
      const white = g.home === undefined ? undefined : ids.get(g.home);
      const black = g.away === undefined ? undefined : ids.get(g.away);
      if (white !== undefined && black !== undefined)
        games.push({ round: m.round, white, black, result: g.result, board: k + 1 });
    });
  const tournament: Tournament = {
    name: s.name,
    kind: 'teamMatch',
    rounds: s.rounds,
    ...(s.endDate !== undefined ? { endDate: s.endDate } : {}),
    ...(s.startDate !== undefined ? { startDate: s.startDate } : {}),
    ...(s.city !== undefined ? { city: s.city } : {}),
    ...(s.timeControl !== undefined ? { timeControl: s.timeControl } : {}),
    ...(s.roundDates !== undefined ? { roundDates: s.roundDates } : {}),
    players,
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
  return { tournament, ids };
}
