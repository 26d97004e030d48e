/**
 * zod schema of the Rochade league file (docs/leagues.md, "League file with players"): teams with
 * their registered board order (Meldeliste), matches with line-ups and board results. Validated at
 * the boundary: text → JSON → schema → cross-field checks → the core's LeagueSeason. Errors are
 * FormatErrors naming the JSON path, what was found and what was expected.
 */
import { z } from 'zod';
import { err, ok, parseDwzRating, type Result } from '../core/index.ts';
import type { FormatError } from '../core/formats/index.ts';
import { LEAGUE_RULE_SET_IDS, SEASON_RESULTS, type LeagueSeason } from '../core/team/index.ts';
import { jsonError, parseJsonWith } from './jsonErrors.ts';

const whole = (what: string) => z.number().int('a whole number').min(1, `${what} from 1 up`);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-05-31');

const PlayerJson = z.strictObject({
  id: z.string().min(1, 'a player id'),
  name: z.string(),
  /** DWZ as written in DSB lists: "1850-12" (rating and index), "1850" or absent. */
  dwz: z.string().optional(),
  birthYear: z.number().int().min(1900).max(2100).optional(),
  /** For the DWZ report: DSB club number (ZPS), membership number, FIDE id. */
  zps: z
    .string()
    .regex(/^[0-9A-Z]{5}$/i, 'a ZPS club number like C0327')
    .optional(),
  memberNumber: z
    .string()
    .regex(/^\d{1,4}$/, 'a member number of up to 4 digits')
    .optional(),
  fideId: z
    .string()
    .regex(/^[1-9]\d*$/, 'a FIDE id (digits)')
    .optional(),
});

const BoardJson = z.strictObject({
  home: z.string().optional(),
  away: z.string().optional(),
  result: z.enum(SEASON_RESULTS),
});

export const LeagueFileJsonSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Marks the file as a league file with players. */
  type: z.literal('league'),
  name: z.string(),
  rounds: whole('a number of rounds'),
  boards: whole('a number of boards'),
  rules: z.enum(LEAGUE_RULE_SET_IDS).optional(),
  endDate: isoDate.optional(),
  /** For the DWZ report (Wertungsordnung 6.1): place, time control, start date, round dates. */
  city: z.string().optional(),
  timeControl: z.string().optional(),
  startDate: isoDate.optional(),
  roundDates: z.array(isoDate).optional(),
  teams: z
    .array(z.strictObject({ id: whole('a team id'), name: z.string(), players: z.array(PlayerJson) }))
    .min(2, 'at least two teams'),
  matches: z.array(
    z.strictObject({
      round: whole('a round number'),
      home: whole('a team id'),
      away: whole('a team id'),
      date: isoDate.optional(),
      /** Absent: a fixture not yet played. */
      boards: z.array(BoardJson).optional(),
    }),
  ),
  /** Teams without a match in a round (spielfrei), scored as the rule set scores a bye. */
  byes: z.array(z.strictObject({ round: whole('a round number'), team: whole('a team id') })).optional(),
});
export type LeagueFileJson = z.infer<typeof LeagueFileJsonSchema>;

/** Whether a text looks like a league file (a JSON object with `"type": "league"`). */
export const looksLikeLeagueFileJson = (text: string): boolean =>
  /^\s*\{/.test(text) && /"type"\s*:\s*"league"/.test(text);

/** Cross-field checks: unique ids, known teams, rounds in range, one result per board, one match a round. */
function check(doc: LeagueFileJson): FormatError | undefined {
  const teams = new Set<number>();
  const players = new Set<string>();
  for (const [i, t] of doc.teams.entries()) {
    if (teams.has(t.id)) return jsonError(['teams', i, 'id'], t.id, 'a team id not used before');
    teams.add(t.id);
    for (const [j, p] of t.players.entries()) {
      if (players.has(p.id))
        return jsonError(['teams', i, 'players', j, 'id'], p.id, 'a player id not used before in the file');
      players.add(p.id);
      if (p.dwz !== undefined && !parseDwzRating(p.dwz).ok)
        return jsonError(['teams', i, 'players', j, 'dwz'], p.dwz, 'a DWZ like "1850-12" or "1850"');
    }
  }
  if (doc.roundDates !== undefined && doc.roundDates.length > doc.rounds)
    return jsonError(
      ['roundDates'],
      `${doc.roundDates.length} dates`,
      `at most ${doc.rounds} dates (one per round)`,
    );
  const busy = new Set<string>();
  for (const [i, m] of doc.matches.entries()) {
    if (m.round > doc.rounds)
      return jsonError(['matches', i, 'round'], m.round, `a round from 1 to ${doc.rounds}`);
    if (m.boards !== undefined && m.boards.length !== doc.boards)
      return jsonError(['matches', i, 'boards'], `${m.boards.length} boards`, `${doc.boards} boards`);
    for (const side of ['home', 'away'] as const) {
      const team = m[side];
      if (!teams.has(team))
        return jsonError(['matches', i, side], team, `a team id listed in teams (${[...teams].join(', ')})`);
      if (busy.has(`${m.round}:${team}`))
        return jsonError(['matches', i, side], team, `a team not yet playing in round ${m.round}`);
      busy.add(`${m.round}:${team}`);
    }
    if (m.home === m.away)
      return jsonError(['matches', i, 'away'], m.away, 'a team other than the home team');
  }
  for (const [i, b] of (doc.byes ?? []).entries()) {
    if (b.round > doc.rounds)
      return jsonError(['byes', i, 'round'], b.round, `a round from 1 to ${doc.rounds}`);
    if (!teams.has(b.team))
      return jsonError(['byes', i, 'team'], b.team, `a team id listed in teams (${[...teams].join(', ')})`);
    if (busy.has(`${b.round}:${b.team}`))
      return jsonError(['byes', i, 'team'], b.team, `a team without a match or bye in round ${b.round}`);
    busy.add(`${b.round}:${b.team}`);
  }
  return undefined;
}

/** Parses a league file into the core's LeagueSeason (line-up rules are checked by the core: warnings). */
export function parseLeagueFileJson(text: string): Result<LeagueSeason, FormatError> {
  const parsed = parseJsonWith(text, LeagueFileJsonSchema, 'docs/leagues.md', 'a league file');
  if (!parsed.ok) return parsed;
  const d = parsed.value;
  const problem = check(d);
  if (problem) return err(problem);
  return ok({
    name: d.name,
    rounds: d.rounds,
    boards: d.boards,
    ...(d.rules !== undefined ? { rules: d.rules } : {}),
    ...(d.endDate !== undefined ? { endDate: d.endDate } : {}),
    ...(d.city !== undefined ? { city: d.city } : {}),
    ...(d.timeControl !== undefined ? { timeControl: d.timeControl } : {}),
    ...(d.startDate !== undefined ? { startDate: d.startDate } : {}),
    ...(d.roundDates !== undefined ? { roundDates: d.roundDates } : {}),
    teams: d.teams.map((t) => ({
      id: t.id,
      name: t.name,
      players: t.players.map((p) => {
        const r = p.dwz === undefined ? undefined : parseDwzRating(p.dwz);
        return {
          id: p.id,
          name: p.name,
          ...(r?.ok && r.value ? { dwz: r.value } : {}),
          ...(p.birthYear !== undefined ? { birthYear: p.birthYear } : {}),
          ...(p.zps !== undefined ? { zps: p.zps.toUpperCase() } : {}),
          ...(p.memberNumber !== undefined ? { memberNumber: p.memberNumber } : {}),
          ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
        };
      }),
    })),
    matches: d.matches.flatMap((m) =>
      m.boards === undefined
        ? []
        : [
            {
              round: m.round,
              home: m.home,
              away: m.away,
              ...(m.date !== undefined ? { date: m.date } : {}),
              games: m.boards.map((b) => ({
                ...(b.home !== undefined ? { home: b.home } : {}),
                ...(b.away !== undefined ? { away: b.away } : {}),
                result: b.result,
              })),
            },
          ],
    ),
    ...(d.matches.some((m) => m.boards === undefined)
      ? {
          fixtures: d.matches
            .filter((m) => m.boards === undefined)
            .map((m) => ({
              round: m.round,
              home: m.home,
              away: m.away,
              ...(m.date !== undefined ? { date: m.date } : {}),
            })),
        }
      : {}),
    ...(d.byes !== undefined && d.byes.length > 0 ? { byes: d.byes } : {}),
  });
}

/** DWZ as DSB lists write it: "1850-12", or "1850" without an index. */
const dwzText = (d: { readonly rating: number; readonly index?: number }): string =>
  d.index === undefined ? String(d.rating) : `${d.rating}-${d.index}`;

/** Writes a league file (the inverse of `parseLeagueFileJson`): two-space JSON with a final newline. */
export function makeLeagueFileJson(s: LeagueSeason): string {
  const doc: LeagueFileJson = {
    type: 'league',
    name: s.name,
    rounds: s.rounds,
    boards: s.boards,
    ...(s.rules !== undefined ? { rules: s.rules } : {}),
    ...(s.endDate !== undefined ? { endDate: s.endDate } : {}),
    ...(s.city !== undefined ? { city: s.city } : {}),
    ...(s.timeControl !== undefined ? { timeControl: s.timeControl } : {}),
    ...(s.startDate !== undefined ? { startDate: s.startDate } : {}),
    ...(s.roundDates !== undefined ? { roundDates: [...s.roundDates] } : {}),
    teams: s.teams.map((t) => ({
      id: t.id,
      name: t.name,
      players: t.players.map((p) => ({
        id: p.id,
        name: p.name,
        ...(p.dwz !== undefined ? { dwz: dwzText(p.dwz) } : {}),
        ...(p.birthYear !== undefined ? { birthYear: p.birthYear } : {}),
        ...(p.zps !== undefined ? { zps: p.zps } : {}),
        ...(p.memberNumber !== undefined ? { memberNumber: p.memberNumber } : {}),
        ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
      })),
    })),
    matches: [
      ...s.matches.map((m) => ({
        round: m.round,
        home: m.home,
        away: m.away,
        ...(m.date !== undefined ? { date: m.date } : {}),
        boards: m.games.map((g) => ({
          ...(g.home !== undefined ? { home: g.home } : {}),
          ...(g.away !== undefined ? { away: g.away } : {}),
          result: g.result,
        })),
      })),
      ...(s.fixtures ?? []).map((f) => ({
        round: f.round,
        home: f.home,
        away: f.away,
        ...(f.date !== undefined ? { date: f.date } : {}),
      })),
    ],
    ...(s.byes !== undefined && s.byes.length > 0 ? { byes: s.byes.map((b) => ({ ...b })) } : {}),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
