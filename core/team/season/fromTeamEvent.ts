// A team event read from a team file (Swiss-Chess .SWT, TRF-2026 `310` team records, any reader that
// gives the board games and each team's members) as a league season with players: teams with their
// board order, every match's line-ups and board results from the home team's side.
import { maxOf, minOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import {
  flipResult,
  type Game,
  type GameResult,
  type Tournament,
  type Unpaired,
} from '../../tournament/model.ts';
import type { Player } from '../../tournament/player.ts';
import type { IsoDate, PlayerId } from '../../types.ts';
import {
  seasonToTeamEvent,
  type LeagueSeason,
  type SeasonGame,
  type SeasonResult,
} from '../../tournament/league.ts';
import type { TeamEvent, TeamId, TeamMatch } from '../../tournament/team.ts';
import type { LeagueRuleSetId } from '../league/ruleSets.ts';

/** A team's players as the file lists them (registered board order where the file keeps one). */
export interface TeamMembers {
  readonly team: TeamId;
  readonly players: readonly PlayerId[];
}

export interface TeamFileInput {
  readonly event: TeamEvent;
  /** The board games and the players (names, DWZ, birth year), as the team file's reader gives them. */
  readonly tournament: Tournament;
  readonly members: readonly TeamMembers[];
}

export interface TeamFileSeason {
  readonly season: LeagueSeason;
  /** What the league file cannot hold or had to guess, one line each. */
  readonly warnings: readonly string[];
}

/**
 * The board order written as each team's list: as the file lists the members (`listed`, default), or
 * by the boards they played (`played`: average board, then lowest board; those who never played
 * after them in the file's order), for files whose member lists are not in board order.
 */
export const BOARD_ORDERS = ['listed', 'played'] as const;
export type BoardOrder = (typeof BOARD_ORDERS)[number];

export interface SeasonFromTeamEventOptions {
  readonly rules?: LeagueRuleSetId;
  readonly boardOrder?: BoardOrder;
}

export type SeasonFromTeamEventError =
  | { readonly kind: 'noMembers'; readonly message: string }
  | {
      readonly kind: 'matchMismatch';
      readonly round: number;
      readonly home: TeamId;
      readonly away: TeamId;
      readonly message: string;
    };

const isSeasonResult = (r: GameResult): r is SeasonResult => r !== '*';

/** One match's board games in board order: by the recorded board numbers, else by the board order. */
function boardGames(
  games: readonly Game[],
  boards: number,
  rank: (id: PlayerId) => number,
): readonly (Game | undefined)[] {
  const numbers = games.map((g) => g.board);
  const recorded =
    numbers.every((b) => b !== undefined && b >= 1 && b <= boards) && new Set(numbers).size === games.length;
  const slots = new Array<Game | undefined>(Math.max(boards, games.length)).fill(undefined);
  if (recorded) for (const g of games) slots[(g.board ?? 1) - 1] = g;
  else
    [...games]
      .sort((a, b) => Math.min(rank(a.white), rank(a.black)) - Math.min(rank(b.white), rank(b.black)))
      .forEach((g, k) => (slots[k] = g));
  return slots;
}

/**
 * The players of a match's two teams who have no opponent in its round but a result (a board where the
 * other team fielded nobody: the present player's forfeit win, as Swiss-Manager and Swiss-Chess keep
 * it), in the order of their team's list, consumed board by board.
 */
function presentWithoutOpponent(
  unpaired: readonly Unpaired[],
  m: TeamMatch,
  teamOf: ReadonlyMap<PlayerId, TeamId>,
): Map<TeamId, PlayerId[]> {
  const present = new Map<TeamId, PlayerId[]>([
    [m.home, []],
    [m.away, []],
  ]);
  for (const u of unpaired) {
    if (u.kind === 'absent' || u.kind === 'free') continue;
    const team = teamOf.get(u.player);
    if (team !== undefined) present.get(team)?.push(u.player);
  }
  return present;
}

/** Entries by their round, each round's in the order given (read once, not once per match). */
function byRound<T extends { readonly round: number }>(items: readonly T[]): ReadonlyMap<number, T[]> {
  const out = new Map<number, T[]>();
  for (const x of items) {
    const list = out.get(x.round);
    if (list) list.push(x);
    else out.set(x.round, [x]);
  }
  return out;
}

/**
 * A board without a game between two players: the event's own board result (a forfeit for the team
 * that fielded somebody, -:- for an empty board on both sides), with the present player where the
 * file names one.
 */
function emptySlot(
  m: TeamMatch,
  board: number,
  present: Map<TeamId, PlayerId[]>,
): { readonly game: SeasonGame; readonly player?: { readonly id: PlayerId; readonly team: TeamId } } {
  const b = m.boards.find((x) => x.board === board);
  if (b === undefined || b.forfeit !== true || b.home === b.away) return { game: { result: '-:-' } };
  const homeWins = b.home > b.away;
  const team = homeWins ? m.home : m.away;
  const id = present.get(team)?.shift();
  const result = homeWins ? '+:-' : '-:+';
  if (id === undefined) return { game: { result } };
  return {
    game: { ...(homeWins ? { home: String(id) } : { away: String(id) }), result },
    player: { id, team },
  };
}

const halfPoints = (m: TeamMatch): readonly [number, number] => [
  m.boards.reduce((a, b) => a + b.home, 0),
  m.boards.reduce((a, b) => a + b.away, 0),
];

/**
 * The league season of a team event: each team's players in the order the file lists them (then any
 * other player who played for it), each match's board games from the home side. The board points of
 * every match are checked against the event's (a `matchMismatch` names the match). A match none of
 * whose games is finished is left out (not played yet); byes are kept.
 */
export function seasonFromTeamEvent(
  input: TeamFileInput,
  opts: SeasonFromTeamEventOptions = {},
): Result<TeamFileSeason, SeasonFromTeamEventError> {
  const { event, tournament } = input;
  const teamOf = new Map<PlayerId, TeamId>();
  const rankOf = new Map<PlayerId, number>();
  for (const m of input.members)
    m.players.forEach((id, k) => {
      if (!teamOf.has(id)) teamOf.set(id, m.team);
      rankOf.set(id, k + 1);
    });
  if (teamOf.size === 0)
    return err({ kind: 'noMembers', message: 'the team file names no team members: no line-ups to write' });
  const rank = (id: PlayerId): number => rankOf.get(id) ?? Number.MAX_SAFE_INTEGER;
  const playerById = new Map<PlayerId, Player>(tournament.players.map((p) => [p.id, p]));
  const warnings: string[] = [];
  const teamName = (id: TeamId): string => event.teams.find((t) => t.id === id)?.name ?? `team ${id}`;
  const played = new Map<TeamId, PlayerId[]>(event.teams.map((t) => [t.id, []]));
  const notePlayed = (id: PlayerId | undefined, team: TeamId): void => {
    const list = played.get(team);
    if (id !== undefined && list && !list.includes(id)) list.push(id);
  };
  const gamesOf = byRound(tournament.games);
  const unpairedOf = byRound(tournament.unpaired);
  const matches: LeagueSeason['matches'][number][] = [];
  for (const m of [...event.matches].sort((a, b) => a.round - b.round || a.home - b.home)) {
    const mine = (gamesOf.get(m.round) ?? []).filter((g) => {
      if (g.tiebreakGame === true) return false;
      const tw = teamOf.get(g.white);
      const tb = teamOf.get(g.black);
      return (tw === m.home && tb === m.away) || (tw === m.away && tb === m.home);
    });
    if (mine.length > 0 && mine.every((g) => g.result === '*')) continue;
    const present = presentWithoutOpponent(unpairedOf.get(m.round) ?? [], m, teamOf);
    const games: SeasonGame[] = boardGames(mine, event.boards, rank).map((g, k) => {
      if (g === undefined) {
        const { game, player } = emptySlot(m, k + 1, present);
        if (player) notePlayed(player.id, player.team);
        return game;
      }
      const homeWhite = teamOf.get(g.white) === m.home;
      const [home, away] = homeWhite ? [g.white, g.black] : [g.black, g.white];
      notePlayed(home, m.home);
      notePlayed(away, m.away);
      if (!isSeasonResult(g.result))
        warnings.push(
          `round ${m.round}, ${teamName(m.home)} – ${teamName(m.away)}, board ${k + 1}: a game not finished, written as -:- (no points)`,
        );
      const result = isSeasonResult(g.result) ? g.result : '-:-';
      return { home: String(home), away: String(away), result: homeWhite ? result : flipResult(result) };
    });
    matches.push({ round: m.round, home: m.home, away: m.away, games });
  }
  // The boards each player played (board k + 1 at index k of a match).
  const boardsOf = new Map<string, number[]>();
  for (const m of matches)
    m.games.forEach((g, k) => {
      for (const id of [g.home, g.away])
        if (id !== undefined) boardsOf.set(id, [...(boardsOf.get(id) ?? []), k + 1]);
    });
  const byPlayed = (ids: readonly PlayerId[]): readonly PlayerId[] => {
    const stats = (id: PlayerId) => {
      const bs = boardsOf.get(String(id)) ?? [];
      return { sum: bs.reduce((a, b) => a + b, 0), n: bs.length, low: minOf(bs) };
    };
    const index = new Map(ids.map((id, i) => [id, i]));
    return [...ids].sort((a, b) => {
      const x = stats(a);
      const y = stats(b);
      if (x.n === 0 || y.n === 0) return x.n === 0 && y.n === 0 ? 0 : x.n === 0 ? 1 : -1;
      // Average board x.sum / x.n against y.sum / y.n, in whole numbers.
      return x.sum * y.n - y.sum * x.n || x.low - y.low || (index.get(a) ?? 0) - (index.get(b) ?? 0);
    });
  };
  const teams = event.teams.map((t) => {
    const listed = input.members.find((x) => x.team === t.id)?.players ?? [];
    const extra = (played.get(t.id) ?? []).filter((id) => !listed.includes(id));
    const all = [...listed, ...extra];
    return {
      id: t.id,
      name: t.name,
      players: (opts.boardOrder === 'played' ? byPlayed(all) : all).flatMap((id) => {
        const p = playerById.get(id);
        if (p === undefined) return [];
        const birthYear = p.birthYear ?? (p.birthDate ? Number(p.birthDate.slice(0, 4)) : undefined);
        return [
          {
            id: String(id),
            name: p.name,
            ...(p.dwz ? { dwz: p.dwz } : {}),
            ...(birthYear !== undefined ? { birthYear } : {}),
            // The DWZ report's identifiers, where they have the league file's shape.
            ...(p.zps !== undefined && /^[0-9A-Z]{5}$/i.test(p.zps) ? { zps: p.zps.toUpperCase() } : {}),
            ...(p.memberNumber !== undefined && /^\d{1,4}$/.test(p.memberNumber)
              ? { memberNumber: p.memberNumber }
              : {}),
            ...(p.fideId !== undefined && /^[1-9]\d*$/.test(p.fideId) ? { fideId: p.fideId } : {}),
          },
        ];
      }),
    };
  });
  // The season's end (for its DWZ): the file's end date, else its last round date.
  const endDate =
    tournament.endDate ?? [...(tournament.roundDates ?? [])].reverse().find((d) => d !== undefined);
  // Round dates only when the file has a date for every round it lists.
  const dated = (tournament.roundDates ?? []).slice(0, event.rounds);
  const roundDates =
    dated.length > 0 && dated.every((d): d is IsoDate => d !== undefined) ? dated : undefined;
  const boards = maxOf(
    matches.map((m) => m.games.length),
    event.boards,
  );
  const season: LeagueSeason = {
    name: event.name,
    rounds: event.rounds,
    boards,
    ...(opts.rules !== undefined ? { rules: opts.rules } : {}),
    ...(endDate !== undefined ? { endDate } : {}),
    // What the DWZ report needs from the event (DSB-Wertungsordnung 6.1): place, time control, dates.
    ...(tournament.city ? { city: tournament.city } : {}),
    ...(tournament.timeControl ? { timeControl: tournament.timeControl } : {}),
    ...(tournament.startDate !== undefined ? { startDate: tournament.startDate } : {}),
    ...(roundDates !== undefined ? { roundDates } : {}),
    teams,
    matches: matches.map((m) => ({
      ...m,
      games: [...m.games, ...new Array<SeasonGame>(boards - m.games.length).fill({ result: '-:-' })],
    })),
  };
  // Every match's board points as the event scored them (the reader's own totals).
  const written = seasonToTeamEvent(season).matches;
  for (const m of event.matches) {
    const w = written.find((x) => x.round === m.round && x.home === m.home && x.away === m.away);
    if (w === undefined) continue;
    const [eh, ea] = halfPoints(m);
    const [wh, wa] = halfPoints(w);
    if (eh !== wh || ea !== wa)
      return err({
        kind: 'matchMismatch',
        round: m.round,
        home: m.home,
        away: m.away,
        message: `round ${m.round}, ${teamName(m.home)} – ${teamName(m.away)}: the board games give ${wh / 2} : ${wa / 2}, the file's match ${eh / 2} : ${ea / 2}`,
      });
  }
  // A bye's match points are the league's rule (C.04.1 c), not the file's: say so where the file's differ.
  const byeMp = event.matchPoints?.bye;
  if (byeMp !== undefined && byeMp !== (event.matchPoints?.win ?? 2))
    warnings.push(
      `the file scores a bye ${byeMp} match point${byeMp === 1 ? '' : 's'}; the league file scores it as its rule set does (--rules)`,
    );
  return ok({ season: { ...season, ...(event.byes ? { byes: event.byes } : {}) }, warnings });
}
