/**
 * zod schema of the Rochade team-event JSON (docs/team-event-json.md): teams, matches board by
 * board, byes. Validated at the boundary: text → JSON → schema → cross-field checks → TeamEvent.
 * Errors are FormatErrors naming the JSON path, what was found and what was expected.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/index.ts';
import type { FormatError } from '../core/formats/index.ts';
import type { TeamEvent } from '../core/tournament/index.ts';
import {
  BOARD_ORDER_POLICIES,
  DEFAULT_TEAM_TYPE,
  SEASON_BOARD,
  SEASON_RESULTS,
  TEAM_BYE_KINDS,
  TEAM_TOURNAMENT_SYSTEMS,
  teamTournamentToEvent,
  type SeasonResult,
  type TeamTournament,
} from '../core/team/index.ts';
import { jsonError, parseJsonWith } from './jsonErrors.ts';

const whole = (what: string) => z.number().int('a whole number').min(1, `${what} from 1 up`);
const matchPoint = z.number().min(0, 'match points of 0 or more');

export const TeamEventJsonSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Marks the file as a team event (tournament JSON has no such field). */
  type: z.literal('teamEvent'),
  name: z.string(),
  rounds: whole('a number of rounds'),
  boards: whole('a number of boards'),
  matchPoints: z.strictObject({ win: matchPoint, draw: matchPoint, loss: matchPoint }).optional(),
  /** A team tournament run in Rochade (docs/team-event-json.md, "Team tournament file"). */
  system: z.enum(TEAM_TOURNAMENT_SYSTEMS).optional(),
  teamType: z.string().optional(),
  initialColour: z.enum(['white', 'black']).optional(),
  boardOrder: z.enum(BOARD_ORDER_POLICIES).optional(),
  teams: z.array(
    z.strictObject({
      id: whole('a team id'),
      name: z.string(),
      players: z
        .array(
          z.strictObject({
            name: z.string().min(1, 'a name'),
            rating: z.number().int().min(0).optional(),
            fideId: z.string().optional(),
          }),
        )
        .optional(),
    }),
  ),
  lineups: z
    .array(
      z.strictObject({
        round: whole('a round number'),
        team: whole('a team id'),
        players: z.array(z.string()),
      }),
    )
    .optional(),
  matches: z.array(
    z.strictObject({
      round: whole('a round number'),
      home: whole('a team id'),
      away: whole('a team id'),
      /** Board results from the home (first-named) team's side (the league file's, SEASON_RESULTS). */
      boards: z.array(z.enum([...SEASON_RESULTS, '*'])),
    }),
  ),
  /** Without `kind`: the pairing-allocated bye; F / H: a full- or half-point bye (TRF-2026 240). */
  byes: z
    .array(
      z.strictObject({
        round: whole('a round number'),
        team: whole('a team id'),
        kind: z.enum(TEAM_BYE_KINDS).optional(),
      }),
    )
    .optional(),
});
export type TeamEventJson = z.infer<typeof TeamEventJsonSchema>;

/** Whether a text looks like a team-event JSON (a JSON object with `"type": "teamEvent"`). */
export const looksLikeTeamEventJson = (text: string): boolean =>
  /^\s*\{/.test(text) && /"type"\s*:\s*"teamEvent"/.test(text);

/** Cross-field checks: known teams, rounds in range, one board result per board, one match per round. */
function checkEvent(doc: TeamEventJson): FormatError | undefined {
  const ids = new Set<number>();
  // A team tournament file starts with no team; a team event to rank needs one.
  if (doc.system === undefined && doc.teams.length === 0)
    return jsonError(['teams'], 'no team', 'at least one team');
  for (const [i, t] of doc.teams.entries()) {
    if (ids.has(t.id)) return jsonError(['teams', i, 'id'], t.id, 'a team id not used before');
    ids.add(t.id);
  }
  const busy = new Set<string>();
  const use = (path: PropertyKey[], round: number, team: number): FormatError | undefined => {
    if (!ids.has(team)) return jsonError(path, team, `a team id listed in teams (${[...ids].join(', ')})`);
    if (round > doc.rounds)
      return jsonError([...path.slice(0, -1), 'round'], round, `a round from 1 to ${doc.rounds}`);
    if (busy.has(`${round}:${team}`))
      return jsonError(path, team, `a team not yet playing in round ${round}`);
    busy.add(`${round}:${team}`);
    return undefined;
  };
  for (const [i, m] of doc.matches.entries()) {
    if (m.boards.length !== doc.boards)
      return jsonError(['matches', i, 'boards'], `${m.boards.length} results`, `${doc.boards} board results`);
    const e = use(['matches', i, 'home'], m.round, m.home) ?? use(['matches', i, 'away'], m.round, m.away);
    if (e) return e;
  }
  for (const [i, b] of (doc.byes ?? []).entries()) {
    const e = use(['byes', i, 'team'], b.round, b.team);
    if (e) return e;
  }
  return undefined;
}

/** Parses a team-event JSON text into the core TeamEvent model. */
export function parseTeamEventJson(text: string): Result<TeamEvent, FormatError> {
  const parsed = parseJsonWith(text, TeamEventJsonSchema, 'docs/team-event-json.md', 'a team event');
  if (!parsed.ok) return parsed;
  const d = parsed.value;
  const problem = checkEvent(d);
  if (problem) return err(problem);
  // A team tournament run in Rochade is ranked by its system's rules (a team Swiss's PAB: C.04.6 1.4).
  if (d.system !== undefined) {
    const t = parseTeamTournamentJson(text);
    return t.ok ? ok(teamTournamentToEvent(t.value)) : t;
  }
  return ok({
    name: d.name,
    teams: d.teams,
    rounds: d.rounds,
    boards: d.boards,
    // A match with a board still pending (`*`) is not yet in the standings.
    matches: d.matches
      .filter((m) => !m.boards.includes('*'))
      .map((m) => ({
        round: m.round,
        home: m.home,
        away: m.away,
        boards: m.boards.map((r, k) => ({ board: k + 1, ...SEASON_BOARD[r as SeasonResult] })),
      })),
    ...(d.byes ? { byes: d.byes } : {}),
    ...(d.matchPoints ? { matchPoints: d.matchPoints } : {}),
  });
}

/** Whether a team-event JSON is a team tournament run in Rochade (it names its `system`). */
export const looksLikeTeamTournamentJson = (text: string): boolean =>
  looksLikeTeamEventJson(text) && /"system"\s*:\s*"/.test(text);

/** Parses a team tournament file (a team-event JSON with `system`, players and line-ups). */
export function parseTeamTournamentJson(text: string): Result<TeamTournament, FormatError> {
  const parsed = parseJsonWith(text, TeamEventJsonSchema, 'docs/team-event-json.md', 'a team tournament');
  if (!parsed.ok) return parsed;
  const d = parsed.value;
  const problem = checkEvent(d);
  if (problem) return err(problem);
  if (d.system === undefined)
    return err(
      jsonError(['system'], 'nothing', `${TEAM_TOURNAMENT_SYSTEMS.join(', ')} (a team tournament file)`),
    );
  const teams = d.teams.map((t) => ({ id: t.id, name: t.name, players: t.players ?? [] }));
  for (const [i, l] of (d.lineups ?? []).entries()) {
    const team = teams.find((t) => t.id === l.team);
    if (!team) return err(jsonError(['lineups', i, 'team'], l.team, 'a team id listed in teams'));
    if (l.players.length !== d.boards)
      return err(jsonError(['lineups', i, 'players'], `${l.players.length} players`, `${d.boards} players`));
    const k = l.players.findIndex((n) => !team.players.some((p) => p.name === n));
    if (k >= 0) return err(jsonError(['lineups', i, 'players', k], l.players[k], `a player of ${team.name}`));
  }
  return ok({
    name: d.name,
    system: d.system,
    rounds: d.rounds,
    boards: d.boards,
    teamType: d.teamType ?? DEFAULT_TEAM_TYPE,
    initialColour: d.initialColour ?? 'white',
    boardOrder: d.boardOrder ?? 'refuse',
    ...(d.matchPoints ? { matchPoints: d.matchPoints } : {}),
    teams,
    lineups: d.lineups ?? [],
    matches: d.matches,
    byes: d.byes ?? [],
  });
}
