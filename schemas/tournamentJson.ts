/**
 * zod schema of the Rochade tournament JSON (docs/tournament-json.md), validated at the boundary:
 * text → JSON → schema → cross-field checks → Tournament. Errors are FormatErrors naming the JSON
 * path (`players[3].dwz.rating`), what was found and what was expected.
 */
import { z } from 'zod';
import { type Result, COLORS } from '../core/index.ts';
import { type FormatError, tournamentFromJson, type TournamentJson } from '../core/formats/index.ts';
import {
  GAME_RESULTS,
  HISTORY_ACTIONS,
  REQUESTED_BYE_KINDS,
  TOURNAMENT_KINDS,
  UNPAIRED_KINDS,
  type Tournament,
  SEXES,
} from '../core/tournament/index.ts';
import { parseJsonWith } from './jsonErrors.ts';

export { jsonPath, syntaxErrorOffset } from './jsonErrors.ts';
export { makeTournamentJson, tournamentToJson, type TournamentJson } from '../core/formats/index.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2024-05-31');
const id = z.number().int('a whole number').min(1, 'a player id from 1 up');
/** Caps the planned rounds and round numbers: a typo like 200000000 would make per-round loops run for minutes. */
const MAX_ROUNDS = 999;
const round = z
  .number()
  .int('a whole number')
  .min(1, 'a round number from 1 up')
  .max(MAX_ROUNDS, `a round number up to ${MAX_ROUNDS}`);
const points = z.number().refine((v) => Number.isInteger(v * 2), 'points in steps of 0.5');
const rating = z.number().int('a whole number').min(0, 'a rating of 0 or more');

export const TournamentJsonPlayerSchema = z.strictObject({
  id,
  name: z.string(),
  title: z.string().optional(),
  sex: z.enum(SEXES).optional(),
  club: z.string().optional(),
  federation: z.string().optional(),
  fideId: z.string().optional(),
  zps: z.string().optional(),
  memberNumber: z.string().optional(),
  dsbId: z.string().optional(),
  birthYear: z
    .number()
    .int('a whole number')
    .min(1800, 'a year like 1987')
    .max(2200, 'a year like 1987')
    .optional(),
  birthDate: isoDate.optional(),
  dwz: z
    .strictObject({
      rating,
      index: z.number().int('a whole number').min(0, 'an index of 0 or more').optional(),
    })
    .optional(),
  fide: rating.optional(),
  nationalRatings: z.array(z.strictObject({ federation: z.string(), rating })).optional(),
  residualGames: z
    .array(
      z.strictObject({
        opponentRating: rating,
        score: z.number().refine((v) => v === 0 || v === 0.5 || v === 1, 'a score of 1, 0.5 or 0 points'),
        date: isoDate.optional(),
      }),
    )
    .optional(),
  rank: z.number().int('a whole number').min(1, 'a rank from 1 up').optional(),
});

const byeRequest = z.strictObject({ player: id, round, kind: z.enum(REQUESTED_BYE_KINDS) });

/** One action of the director's history (docs/workflow.md). */
const HistoryEntrySchema = z.strictObject({
  action: z.enum(HISTORY_ACTIONS),
  at: z.string().optional(),
  round: z.number().int('a whole number').min(0, 'a round from 0 up').max(MAX_ROUNDS).optional(),
  board: z.number().int('a whole number').min(0, 'a board from 0 up').optional(),
  player: id.optional(),
  name: z.string().optional(),
  white: id.optional(),
  black: id.optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  fields: z.array(z.string()).optional(),
  restore: z
    .strictObject({
      rounds: z.number().int('a whole number').min(0).max(MAX_ROUNDS),
      startListFrozen: z.boolean().optional(),
      byeRequests: z.array(byeRequest).optional(),
      numbersBefore: z.array(id).optional(),
    })
    .optional(),
});

export const TournamentJsonGameSchema = z.strictObject({
  round,
  white: id,
  black: id,
  result: z.enum(GAME_RESULTS),
  board: z.number().int('a whole number').min(1, 'a board from 1 up').optional(),
  game: z.number().int('a whole number').min(1, 'a game number from 1 up').optional(),
  tiebreakGame: z.boolean().optional(),
  unrated: z.boolean().optional(),
  colorsUnknown: z.boolean().optional(),
});

export const TournamentJsonSchema = z.strictObject({
  $schema: z.string().optional(),
  name: z.string().optional(),
  kind: z.enum(TOURNAMENT_KINDS),
  rounds: z
    .number()
    .int('a whole number')
    .min(0, 'a number of rounds')
    .max(MAX_ROUNDS, `at most ${MAX_ROUNDS} rounds`)
    .optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  city: z.string().optional(),
  federation: z.string().optional(),
  chiefArbiter: z.string().optional(),
  timeControl: z.string().optional(),
  roundDates: z.array(isoDate.nullable()).optional(),
  pointSystem: z
    .strictObject({
      win: points.optional(),
      draw: points.optional(),
      loss: points.optional(),
      forfeitWin: points.optional(),
      forfeitLoss: points.optional(),
      pab: points.optional(),
      fpb: points.optional(),
      hpb: points.optional(),
      zpb: points.optional(),
      absent: points.optional(),
    })
    .optional(),
  initialColor: z.enum(COLORS).optional(),
  pairingSystem: z.string().optional(),
  tiebreaks: z.array(z.string()).optional(),
  schedule: z.enum(['recorded', 'synthetic']).optional(),
  players: z.array(TournamentJsonPlayerSchema),
  games: z.array(TournamentJsonGameSchema).optional(),
  byes: z.array(z.strictObject({ round, player: id, kind: z.enum(UNPAIRED_KINDS) })).optional(),
  withdrawals: z
    .array(
      z.strictObject({
        player: id,
        afterRound: z
          .number()
          .int('a whole number')
          .min(0, 'a round from 0 up')
          .max(MAX_ROUNDS, `a round up to ${MAX_ROUNDS}`),
      }),
    )
    .optional(),
  forbiddenPairs: z
    .array(
      z.strictObject({
        players: z.array(id).min(2, 'two or more players'),
        fromRound: round.optional(),
        toRound: round.optional(),
      }),
    )
    .optional(),
  accelerations: z.array(z.strictObject({ player: id, round, points })).optional(),
  kept: z
    .array(z.strictObject({ format: z.literal('trf'), index: z.number().int().min(0), text: z.string() }))
    .optional(),
  startListFrozen: z.boolean().optional(),
  byeRequests: z.array(byeRequest).optional(),
  resultCorrections: z
    .array(
      z.strictObject({
        round,
        white: id,
        black: id,
        from: z.enum(GAME_RESULTS),
        to: z.enum(GAME_RESULTS),
        at: z.string().optional(),
      }),
    )
    .optional(),
  history: z.array(HistoryEntrySchema).optional(),
});

/** Rochade tournament JSON text → Tournament, or the first problem with its JSON path. */
export function parseTournamentJson(text: string): Result<Tournament, FormatError> {
  const parsed = parseJsonWith(text, TournamentJsonSchema, 'docs/tournament-json.md', 'a tournament');
  if (!parsed.ok) return parsed;
  const { $schema: _ignored, ...body } = parsed.value;
  return tournamentFromJson(body satisfies TournamentJson);
}
