/**
 * zod schema of the Rochade tournament JSON (docs/tournament-json.md), validated at the boundary:
 * text → JSON → schema → cross-field checks → Tournament. Errors are FormatErrors naming the JSON
 * path (`players[3].dwz.rating`), what was found and what was expected.
 */
import { z } from 'zod';
import { err, type Result } from '../core/result.ts';
import type { FormatError } from '../core/formats/formatError.ts';
import { GAME_RESULTS, TOURNAMENT_KINDS, UNPAIRED_KINDS, type Tournament } from '../core/tournament/model.ts';
import { SEXES } from '../core/tournament/player.ts';
import { COLORS } from '../core/types.ts';
import { tournamentFromJson, type TournamentJson } from '../core/formats/tournamentJson.ts';

export { makeTournamentJson, tournamentToJson, type TournamentJson } from '../core/formats/tournamentJson.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2024-05-31');
const id = z.number().int('a whole number').min(1, 'a player id from 1 up');
const round = z.number().int('a whole number').min(1, 'a round number from 1 up');
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
  rounds: z.number().int('a whole number').min(0, 'a number of rounds').optional(),
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
        afterRound: z.number().int('a whole number').min(0, 'a round from 0 up'),
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
});

/** `["players", 3, "dwz"]` → `players[3].dwz`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`))
    .join('');
}

function valueAt(doc: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = doc;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** The value as found: a string as is, anything else as JSON text (shortened). */
const show = (v: unknown): string => {
  if (v === undefined) return 'nothing';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** The first schema issue as a FormatError with path, found and expected. */
function issueError(doc: unknown, issue: z.core.$ZodIssue): FormatError {
  const base = { kind: 'jsonSchema', format: 'json' } as const;
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return {
      ...base,
      kind: 'unknownField',
      path: jsonPath([...issue.path, key]),
      found: key,
      expected: 'only the fields documented in docs/tournament-json.md',
    };
  }
  const found = valueAt(doc, issue.path);
  const expected =
    issue.code === 'invalid_type'
      ? found === undefined
        ? `a ${issue.expected} (required)`
        : `a ${issue.expected}`
      : issue.code === 'invalid_value'
        ? `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
        : issue.message;
  const kindOf = (v: unknown): string =>
    v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`;
  return {
    ...base,
    path: jsonPath(issue.path),
    found: show(found),
    expected,
    ...(issue.code === 'invalid_type' && found !== undefined ? { detail: `found ${kindOf(found)}` } : {}),
  };
}

/** Line and column (1-based) of a character offset. */
function lineColumn(text: string, pos: number): { line: number; column: number } {
  const before = text.slice(0, pos).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}

/**
 * Offset of the first JSON syntax error (Node 20's messages do not always say): a small
 * recursive-descent scan of the grammar, RFC 8259.
 */
export function syntaxErrorOffset(text: string): number | undefined {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\r\n'.includes(text[i] ?? '')) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string): void => {
    if (!text.startsWith(word, i)) fail();
    i += word.length;
  };
  const str = (): void => {
    i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const num = (): void => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === '' || m[0] === '-') fail();
    i += m?.[0].length ?? 0;
  };
  const list = (close: string, item: () => void): void => {
    i++;
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      ws();
      if (text[i] === ',') {
        i++;
        ws();
      } else if (text[i] === close) {
        i++;
        return;
      } else fail();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      list('}', () => {
        if (text[i] !== '"') fail();
        str();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') str();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else num();
  };
  try {
    value();
    ws();
    return i < text.length ? i : undefined;
  } catch (e) {
    if (typeof e === 'number') return e;
    throw e;
  }
}

/** Rochade tournament JSON text → Tournament, or the first problem with its JSON path. */
export function parseTournamentJson(text: string): Result<Tournament, FormatError> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(message);
    const pos = m ? Number(m[1]) : syntaxErrorOffset(text);
    const where = pos === undefined ? {} : lineColumn(text, pos);
    const found =
      pos === undefined ? undefined : pos < text.length ? text.slice(pos, pos + 1) : 'the end of the text';
    return err({
      kind: 'badJson',
      format: 'json',
      ...where,
      ...(found !== undefined ? { found } : {}),
      expected: 'valid JSON',
      detail: message.replace(/\s+/g, ' '),
    });
  }
  const parsed = TournamentJsonSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(
      issue ? issueError(doc, issue) : { kind: 'jsonSchema', format: 'json', expected: 'a tournament' },
    );
  }
  const { $schema: _ignored, ...body } = parsed.data;
  return tournamentFromJson(body satisfies TournamentJson);
}
