/**
 * The director's actions on a team tournament, each pure: the tournament in, a new tournament (or a
 * located refusal) out. Register teams in board order, set line-ups, pair, enter board results.
 */
import { maxOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import type { GameResult } from '../../tournament/model.ts';
import type { HalfPoints, RoundNo } from '../../types.ts';
import { BOARD_HALF_POINTS, type TeamId } from '../../tournament/team.ts';
import { pairingSystemById } from '../../pairing/registry.ts';
import { DEFAULT_TEAM_TYPE } from '../pairing/teamType.ts';
import { scheveningen, teamRoundRobin } from '../pairing/schedules.ts';
import { halfPointsText, type TeamWorkflowError } from './errors.ts';
import type {
  BoardOrderPolicy,
  TeamEntry,
  TeamPlayerEntry,
  TeamTournament,
  TeamTournamentMatch,
  TeamTournamentSystem,
} from '../../tournament/teamTournament.ts';
import { teamTournamentToSwiss } from './convert.ts';
import { isScheveningen, teamSystemRules } from './systems.ts';
import { matchName } from '../../workflow/findPlayer.ts';
import type { Color } from '../../types.ts';
export { lineupOf, boardSeats, matchBoards, type BoardSeat, type MatchBoard } from './convert.ts';

type R<T> = Result<T, TeamWorkflowError>;

const norm = (s: string): string => s.trim().normalize('NFC').toLocaleLowerCase('de');

/**
 * A team by its number, its full name or a unique part of it, named as individual events name
 * players: case, accents, umlauts and ß folded, a whole word of one name before a partial match.
 */
export function findTeam(t: TeamTournament, name: string): R<TeamEntry> {
  const s = name.trim();
  const byName = t.teams.find((x) => norm(x.name) === norm(s));
  if (byName) return ok(byName);
  if (/^\d+$/.test(s)) {
    const byId = t.teams.find((x) => x.id === Number(s));
    if (byId) return ok(byId);
  }
  const m = matchName(t.teams, (x) => x.name, s);
  if (m.kind === 'one') return ok(m.item);
  if (m.kind === 'many')
    return err({ kind: 'ambiguousTeam', found: s, candidates: m.items.map((x) => x.name) });
  return err({ kind: 'noSuchTeam', found: s, teams: t.teams.map((x) => x.name) });
}

/** The last round paired (0 before round 1). */
export const lastTeamRound = (t: TeamTournament): number =>
  maxOf([...t.matches.map((m) => m.round), ...t.byes.map((b) => b.round)], 0);

/** The last round whose matches all have every board's result (0 before one is): what standings count. */
export function lastCompleteTeamRound(t: TeamTournament): number {
  let done = 0;
  for (let r = 1; r <= lastTeamRound(t); r++) {
    if (t.matches.some((m) => m.round === r && m.boards.includes('*'))) break;
    done = r;
  }
  return done;
}

export interface NewTeamTournament {
  readonly name: string;
  readonly system: TeamTournamentSystem;
  readonly boards: number;
  /** A team Swiss's rounds; the other systems fix theirs (`TEAM_SYSTEM_RULES`). */
  readonly rounds?: number;
  readonly teamType?: string;
  readonly initialColour?: Color;
  readonly boardOrder?: BoardOrderPolicy;
  readonly matchPoints?: { readonly win: number; readonly draw: number; readonly loss: number };
}

/**
 * An empty team tournament, its settings checked against the system's rules: the boards a
 * Scheveningen lays out (an even number), the rounds a team Swiss needs; the rounds of a schedule
 * follow from its teams and boards.
 */
export function newTeamTournament(input: NewTeamTournament): R<TeamTournament> {
  const name = input.name.trim();
  if (name === '') return err({ kind: 'emptyName' });
  const rules = teamSystemRules(input.system);
  const b = input.boards;
  const lay = rules.boards;
  if (
    !Number.isInteger(b) ||
    b < (lay?.min ?? 1) ||
    b > (lay?.max ?? 100) ||
    (lay?.even === true && b % 2 === 1)
  )
    return err({
      kind: 'badBoards',
      system: input.system,
      found: b,
      min: lay?.min ?? 1,
      max: lay?.max ?? 100,
      even: lay?.even === true,
    });
  const rounds = rules.rounds ? rules.rounds(0, b) : input.rounds;
  if (rounds === undefined || !Number.isInteger(rounds) || rounds < 1)
    return err({ kind: 'roundsNeeded', system: input.system });
  return ok({
    name,
    system: input.system,
    rounds,
    boards: b,
    teamType: input.teamType ?? DEFAULT_TEAM_TYPE,
    initialColour: input.initialColour ?? 'white',
    boardOrder: input.boardOrder ?? 'refuse',
    ...(input.matchPoints ? { matchPoints: input.matchPoints } : {}),
    teams: [],
    lineups: [],
    matches: [],
    byes: [],
  });
}

/** Registers a team with its players in board order. */
export function addTeam(
  t: TeamTournament,
  name: string,
  players: readonly TeamPlayerEntry[],
): R<TeamTournament> {
  const trimmed = name.trim();
  if (trimmed === '') return err({ kind: 'emptyName' });
  if (t.teams.some((x) => norm(x.name) === norm(trimmed)))
    return err({ kind: 'duplicateTeam', found: trimmed });
  const rules = teamSystemRules(t.system);
  if (!rules.teamsAfterStart && lastTeamRound(t) > 0) return err({ kind: 'teamsAfterStart', found: trimmed });
  if (rules.maxTeams !== undefined && t.teams.length >= rules.maxTeams)
    return err({ kind: 'tooManyTeams', found: trimmed, system: t.system, max: rules.maxTeams });
  if (players.length < t.boards)
    return err({ kind: 'tooFewPlayers', team: trimmed, players: players.length, boards: t.boards });
  const seen = new Map<string, string>();
  for (const team of t.teams) for (const p of team.players) seen.set(norm(p.name), team.name);
  for (const p of players) {
    const other = seen.get(norm(p.name));
    if (other !== undefined) return err({ kind: 'duplicatePlayer', found: p.name, team: other });
    seen.set(norm(p.name), trimmed);
  }
  const id =
    maxOf(
      t.teams.map((x) => x.id),
      0,
    ) + 1;
  return ok({
    ...t,
    // A round robin has as many rounds as its Berger table, a Scheveningen as many as boards.
    ...(rules.rounds ? { rounds: rules.rounds(t.teams.length + 1, t.boards) } : {}),
    teams: [...t.teams, { id, name: trimmed, players: players.map((p) => ({ ...p, name: p.name.trim() })) }],
  });
}

const matchOf = (t: TeamTournament, round: RoundNo, team: TeamId): TeamTournamentMatch | undefined =>
  t.matches.find((m) => m.round === round && (m.home === team || m.away === team));

/**
 * Sets a team's line-up for a round: one registered player per board, each once, in the registered
 * board order (refused or warned as the event's `boardOrder` says). Refused once the team's match has
 * a result.
 */
export function setLineup(
  t: TeamTournament,
  round: RoundNo,
  teamName: string,
  names: readonly string[],
): R<{ readonly tournament: TeamTournament; readonly warnings: readonly TeamWorkflowError[] }> {
  if (!Number.isInteger(round) || round < 1 || round > t.rounds)
    return err({ kind: 'badRound', found: round, max: t.rounds });
  const found = findTeam(t, teamName);
  if (!found.ok) return found;
  const team = found.value;
  if (names.length !== t.boards)
    return err({ kind: 'lineupLength', team: team.name, found: names.length, boards: t.boards });
  const m = matchOf(t, round, team.id);
  if (m && m.boards.some((r) => r !== '*'))
    return err({ kind: 'lineupAfterResults', round, team: team.name });
  const players: string[] = [];
  const warnings: TeamWorkflowError[] = [];
  let previous: { index: number; name: string } | undefined;
  for (const [k, raw] of names.entries()) {
    const board = k + 1;
    const player = raw.trim();
    // "A;;C;D": a board left out, named as such (not as an unregistered player without a name).
    if (player === '') return err({ kind: 'emptyBoard', board, team: team.name });
    const hit = matchName(team.players, (p) => p.name, player);
    if (hit.kind === 'many')
      return err({
        kind: 'ambiguousLineupPlayer',
        board,
        player,
        team: team.name,
        candidates: hit.items.map((p) => p.name),
      });
    if (hit.kind === 'none') {
      const others = t.teams.filter(
        (x) => x.id !== team.id && matchName(x.players, (p) => p.name, player).kind === 'one',
      );
      return err(
        others.length === 1 && others[0]
          ? { kind: 'playerOfOtherTeam', board, player, team: team.name, other: others[0].name }
          : { kind: 'notRegistered', board, player, team: team.name },
      );
    }
    const i = team.players.indexOf(hit.item);
    const name = team.players[i]!.name;
    if (players.includes(name)) return err({ kind: 'playerTwice', board, player: name });
    // The registered order is the board order: a player listed above another plays above him.
    if (previous !== undefined && i < previous.index) {
      const e: TeamWorkflowError = { kind: 'boardOrder', board, player: name, expectedBefore: previous.name };
      if (t.boardOrder === 'refuse') return err(e);
      warnings.push(e);
    }
    previous = { index: i, name };
    players.push(name);
  }
  const lineups = [
    ...t.lineups.filter((l) => !(l.round === round && l.team === team.id)),
    { round, team: team.id, players },
  ];
  lineups.sort((a, b) => a.round - b.round || a.team - b.team);
  return ok({ tournament: { ...t, lineups }, warnings });
}

/** The first board of a round still without a result, located by match and board. */
function firstOpen(t: TeamTournament, round: RoundNo): { match: number; board: number } | undefined {
  const ms = t.matches.filter((m) => m.round === round);
  for (const [i, m] of ms.entries()) {
    const b = m.boards.indexOf('*');
    if (b >= 0) return { match: i + 1, board: b + 1 };
  }
  return undefined;
}

/**
 * Pairs the next round: the Swiss Team system (C.04.6) from the rounds played, or the Berger table
 * of C.05 for a team round robin. Refused while the round before has a board without a result.
 */
export function pairNextTeamRound(t: TeamTournament): R<TeamTournament> {
  const last = lastTeamRound(t);
  if (t.teams.length < 2) return err({ kind: 'tooFewTeams', teams: t.teams.length });
  if (last > 0) {
    const open = firstOpen(t, last);
    if (open) return err({ kind: 'roundOpen', round: last, ...open });
  }
  const round = last + 1;
  const pending = (home: TeamId, away: TeamId): TeamTournamentMatch => ({
    round,
    home,
    away,
    boards: Array.from({ length: t.boards }, () => '*' as const),
  });
  if (isScheveningen(t.system)) {
    // Each player of the first team meets each player of the second: board k is the first team's
    // k-th player (line-up order) against the second team's player the layout of the round names.
    const table = scheveningen(t.boards, t.system === 'double-scheveningen');
    if (!table.ok) return err({ kind: 'noPairing', round, message: table.error.message });
    if (round > table.value.length) return err({ kind: 'allRoundsPaired', rounds: table.value.length });
    const [a, b] = t.teams;
    return ok({ ...t, rounds: table.value.length, matches: [...t.matches, pending(a!.id, b!.id)] });
  }
  if (t.system === 'team-round-robin') {
    const table = teamRoundRobin(t.teams.length, t.boards);
    if (!table.ok) return err({ kind: 'noPairing', round, message: table.error.message });
    const rounds = table.value.length;
    if (round > rounds) return err({ kind: 'allRoundsPaired', rounds });
    const ids = t.teams.map((x) => x.id);
    const r = table.value[round - 1]!;
    return ok({
      ...t,
      rounds,
      matches: [...t.matches, ...r.matches.map((m) => pending(ids[m.first - 1]!, ids[m.second - 1]!))],
    });
  }
  if (round > t.rounds) return err({ kind: 'allRoundsPaired', rounds: t.rounds });
  const swiss = teamTournamentToSwiss(t);
  // The Swiss Team engine as the pairing registry holds it (the one every front end looks up).
  const engine = pairingSystemById('teamSwiss')?.team;
  if (!engine) throw new Error('the pairing registry has no Swiss Team engine');
  if (swiss.tournament.played.length !== round - 1)
    throw new Error(`team Swiss: ${swiss.tournament.played.length} rounds converted before round ${round}`);
  const paired = engine.pairNextRound(swiss.tournament);
  if (!paired.ok) return err({ kind: 'noPairing', round, message: paired.error.message });
  const idOf = (tpn: number): TeamId => swiss.teamOfTpn.get(tpn)!;
  const p = paired.value;
  return ok({
    ...t,
    matches: [...t.matches, ...p.pairs.map((x) => pending(idOf(x.white), idOf(x.black)))],
    byes: p.pab !== undefined ? [...t.byes, { round, team: idOf(p.pab) }] : t.byes,
  });
}

export interface BoardResultInput {
  /** Default: the last round paired. */
  readonly round?: RoundNo;
  /** The match's number in its round (1 = the first match of the pairing list). */
  readonly match: number;
  readonly correct?: boolean;
}

function locateMatch(t: TeamTournament, input: BoardResultInput): R<{ round: RoundNo; index: number }> {
  const last = lastTeamRound(t);
  if (last === 0) return err({ kind: 'nothingPaired' });
  const round = input.round ?? last;
  if (!Number.isInteger(round) || round < 1 || round > last)
    return err({ kind: 'badRound', found: round, max: last });
  const ms = t.matches.filter((m) => m.round === round);
  if (!Number.isInteger(input.match) || input.match < 1 || input.match > ms.length)
    return err({ kind: 'noSuchMatch', round, found: input.match, matches: ms.length });
  return ok({ round, index: t.matches.indexOf(ms[input.match - 1]!) });
}

/** Enters one board's result (from the home team's side); a board with a result only with `correct`. */
export function enterBoardResult(
  t: TeamTournament,
  input: BoardResultInput & { readonly board: number; readonly result: GameResult },
): R<TeamTournament> {
  const at = locateMatch(t, input);
  if (!at.ok) return at;
  if (!Number.isInteger(input.board) || input.board < 1 || input.board > t.boards)
    return err({ kind: 'noSuchBoard', found: input.board, boards: t.boards });
  const m = t.matches[at.value.index]!;
  const before = m.boards[input.board - 1]!;
  if (before !== '*' && before !== input.result && !input.correct)
    return err({
      kind: 'resultExists',
      round: at.value.round,
      match: input.match,
      board: input.board,
      found: before,
    });
  const boards = m.boards.map((r, k) => (k === input.board - 1 ? input.result : r));
  return ok({ ...t, matches: t.matches.map((x, i) => (i === at.value.index ? { ...m, boards } : x)) });
}

/**
 * Enters a whole match, board 1 first; `total`: the match score the captains signed (home, away, in
 * half-points), refused when the boards do not add up to it.
 */
export function enterMatchResult(
  t: TeamTournament,
  input: BoardResultInput & {
    readonly results: readonly GameResult[];
    readonly total?: readonly [HalfPoints, HalfPoints];
  },
): R<TeamTournament> {
  const at = locateMatch(t, input);
  if (!at.ok) return at;
  if (input.results.length !== t.boards)
    return err({
      kind: 'boardCount',
      round: at.value.round,
      match: input.match,
      found: input.results.length,
      boards: t.boards,
    });
  const m = t.matches[at.value.index]!;
  const sum = input.results.reduce<[number, number]>(
    (s, r) => [s[0] + BOARD_HALF_POINTS[r][0], s[1] + BOARD_HALF_POINTS[r][1]],
    [0, 0],
  );
  if (input.total && (input.total[0] !== sum[0] || input.total[1] !== sum[1]))
    return err({
      kind: 'matchDoesNotAddUp',
      round: at.value.round,
      match: input.match,
      found: `${halfPointsText(input.total[0])}:${halfPointsText(input.total[1])}`,
      boardsSum: `${halfPointsText(sum[0])}:${halfPointsText(sum[1])}`,
    });
  if (!input.correct) {
    const k = m.boards.findIndex((r, i) => r !== '*' && r !== input.results[i]);
    if (k >= 0)
      return err({
        kind: 'resultExists',
        round: at.value.round,
        match: input.match,
        board: k + 1,
        found: m.boards[k]!,
      });
  }
  return ok({
    ...t,
    matches: t.matches.map((x, i) => (i === at.value.index ? { ...m, boards: input.results } : x)),
  });
}
