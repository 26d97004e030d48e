/**
 * zod schema of the Rochade team-event JSON (docs/team-event-json.md): teams, matches board by
 * board, byes. Validated at the boundary: text → JSON → schema → cross-field checks → TeamEvent.
 * Errors are FormatErrors naming the JSON path, what was found and what was expected.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/index.ts';
import type { FormatError } from '../core/formats/index.ts';
import type { TeamBoard, TeamEvent } from '../core/tournament/index.ts';
import { jsonError, parseJsonWith } from './jsonErrors.ts';

/** Board results from the home (first-named) team's side, as in the tournament JSON. */
export const TEAM_BOARD_RESULTS = ['1-0', '0-1', '1/2-1/2', '+:-', '-:+', '-:-'] as const;
type BoardResult = (typeof TEAM_BOARD_RESULTS)[number];

const BOARD: Readonly<Record<BoardResult, Omit<TeamBoard, 'board'>>> = {
  '1-0': { home: 2, away: 0 },
  '0-1': { home: 0, away: 2 },
  '1/2-1/2': { home: 1, away: 1 },
  '+:-': { home: 2, away: 0, forfeit: true },
  '-:+': { home: 0, away: 2, forfeit: true },
  '-:-': { home: 0, away: 0, forfeit: true },
};

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
  teams: z.array(z.strictObject({ id: whole('a team id'), name: z.string() })).min(1, 'at least one team'),
  matches: z.array(
    z.strictObject({
      round: whole('a round number'),
      home: whole('a team id'),
      away: whole('a team id'),
      boards: z.array(z.enum(TEAM_BOARD_RESULTS)),
    }),
  ),
  byes: z.array(z.strictObject({ round: whole('a round number'), team: whole('a team id') })).optional(),
});
export type TeamEventJson = z.infer<typeof TeamEventJsonSchema>;

/** Whether a text looks like a team-event JSON (a JSON object with `"type": "teamEvent"`). */
export const looksLikeTeamEventJson = (text: string): boolean =>
  /^\s*\{/.test(text) && /"type"\s*:\s*"teamEvent"/.test(text);

/** Cross-field checks: known teams, rounds in range, one board result per board, one match per round. */
function checkEvent(doc: TeamEventJson): FormatError | undefined {
  const ids = new Set<number>();
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
  return ok({
    name: d.name,
    teams: d.teams,
    rounds: d.rounds,
    boards: d.boards,
    matches: d.matches.map((m) => ({
      round: m.round,
      home: m.home,
      away: m.away,
      boards: m.boards.map((r, k) => ({ board: k + 1, ...BOARD[r] })),
    })),
    ...(d.byes ? { byes: d.byes } : {}),
    ...(d.matchPoints ? { matchPoints: d.matchPoints } : {}),
  });
}
