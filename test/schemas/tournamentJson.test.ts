import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  jsonPath,
  makeTournamentJson,
  parseTournamentJson,
  syntaxErrorOffset,
} from '../../schemas/tournamentJson.ts';
import { describeFormatError, type FormatError } from '../../core/formats/formatError.ts';
import {
  GAME_RESULTS,
  UNPAIRED_KINDS,
  type Game,
  type Tournament,
  type Unpaired,
} from '../../core/tournament/model.ts';
import { TITLES } from '../../core/tournament/player.ts';
import { STANDARD_POINTS } from '../../core/tournament/pointSystem.ts';
import { unwrap } from '../../core/result.ts';
import type {
  TournamentJson,
  TournamentJsonGame,
  TournamentJsonPlayer,
} from '../../core/formats/json/tournamentJson.ts';
import type { Player } from '../../core/tournament/player.ts';
import { propertyRuns } from '../support/corpus.ts';

// The JSON holds every field of the model: a new model field fails this type check until added.
type Missing<Model, Json> = Exclude<keyof Model, keyof Json>;
const everyField: [never, never, never] = [] as unknown as [
  Missing<Player, TournamentJsonPlayer>,
  Missing<Game, TournamentJsonGame>,
  Exclude<Missing<Tournament, TournamentJson>, 'unpaired'>,
];

/** The fields issue 2 names, as another tool would write them. */
const ISSUE_EXAMPLE = {
  name: 'Vereinsturnier',
  kind: 'swiss',
  rounds: 2,
  endDate: '2024-05-31',
  players: [
    {
      id: 1,
      name: 'Meier, Hans',
      birthYear: 1970,
      dwz: { rating: 1712, index: 62 },
      fide: 1750,
      residualGames: [{ opponentRating: 1650, score: 0.5, date: '2024-01-12' }],
    },
    { id: 2, name: 'Schulz, Eva', dwz: { rating: 1500 } },
    { id: 3, name: 'Anna Berg' },
  ],
  games: [
    { round: 1, white: 1, black: 2, result: '1-0' },
    { round: 2, white: 3, black: 1, result: '+:-' },
  ],
  byes: [
    { round: 1, player: 3, kind: 'PAB' },
    { round: 2, player: 2, kind: 'HPB' },
  ],
  withdrawals: [{ player: 2, afterRound: 2 }],
};

const text = (doc: unknown): string => JSON.stringify(doc);
const withPatch = (patch: (d: typeof ISSUE_EXAMPLE & Record<string, unknown>) => void): string => {
  const d = structuredClone(ISSUE_EXAMPLE) as typeof ISSUE_EXAMPLE & Record<string, unknown>;
  patch(d);
  return text(d);
};

describe('Rochade tournament JSON: the fields of issue 2', () => {
  test('the JSON types cover every model field (type-checked)', () => {
    expect(everyField).toEqual([]);
  });

  test('parses into the model (residual scores in points → half-points)', () => {
    const t = unwrap(parseTournamentJson(text(ISSUE_EXAMPLE)));
    expect(t).toEqual({
      name: 'Vereinsturnier',
      kind: 'swiss',
      rounds: 2,
      endDate: '2024-05-31',
      players: [
        {
          id: 1,
          name: 'Meier, Hans',
          birthYear: 1970,
          dwz: { rating: 1712, index: 62 },
          fide: 1750,
          residualGames: [{ opponentRating: 1650, score: 1, date: '2024-01-12' }],
        },
        { id: 2, name: 'Schulz, Eva', dwz: { rating: 1500 } },
        { id: 3, name: 'Anna Berg' },
      ],
      games: ISSUE_EXAMPLE.games,
      unpaired: ISSUE_EXAMPLE.byes,
      withdrawals: ISSUE_EXAMPLE.withdrawals,
      pointSystem: STANDARD_POINTS,
    });
  });

  test('make → parse round trip, and make is pretty-printed with a final newline', () => {
    const t = unwrap(parseTournamentJson(text(ISSUE_EXAMPLE)));
    const out = makeTournamentJson(t);
    expect(out.endsWith('}\n')).toBe(true);
    expect(out.split('\n').length).toBeGreaterThan(10);
    expect(unwrap(parseTournamentJson(out))).toEqual(t);
    expect(JSON.parse(out).players[0].residualGames[0].score).toBe(0.5);
  });

  test('optional fields: name, rounds and the lists may be left out', () => {
    const t = unwrap(
      parseTournamentJson(
        text({
          kind: 'roundRobin',
          players: [
            { id: 1, name: 'A' },
            { id: 2, name: 'B' },
            { id: 3, name: 'C' },
          ],
        }),
      ),
    );
    expect(t).toMatchObject({ name: '', rounds: 3, games: [], unpaired: [], withdrawals: [] });
  });

  test('point system in points, pending games, board and game numbers, free and absent rounds', () => {
    const t = unwrap(
      parseTournamentJson(
        text({
          kind: 'teamMatch',
          pointSystem: { win: 2, draw: 1, pab: 1 },
          players: [
            { id: 1, name: 'A' },
            { id: 2, name: 'B' },
            { id: 3, name: 'C' },
          ],
          games: [
            { round: 1, white: 1, black: 2, result: '*', board: 1, game: 1 },
            { round: 1, white: 2, black: 1, result: '1/2-1/2', board: 1, game: 2, tiebreakGame: true },
          ],
          byes: [
            { round: 1, player: 3, kind: 'free' },
            { round: 2, player: 3, kind: 'absent' },
          ],
        }),
      ),
    );
    expect(t.pointSystem).toEqual({ ...STANDARD_POINTS, win: 4, draw: 2, pab: 2 });
    expect(t.games).toHaveLength(2);
    expect(t.rounds).toBe(2);
  });
});

describe('JSON errors name the path, what was found and what was expected', () => {
  test.each<[string, string, FormatError]>([
    [
      'a rating that is text',
      withPatch((d) => ((d.players[0] as { dwz: unknown }).dwz = { rating: '1712' })),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'players[0].dwz.rating',
        found: '1712',
        expected: 'a number',
        detail: 'found a string',
      },
    ],
    [
      'a player without a name',
      withPatch((d) => delete (d.players[2] as { name?: string }).name),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'players[2].name',
        found: 'nothing',
        expected: 'a string (required)',
      },
    ],
    [
      'an unknown result',
      withPatch((d) => ((d.games[0] as { result: string }).result = '1:0')),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'games[0].result',
        found: '1:0',
        expected: 'one of "1-0", "0-1", "1/2-1/2", "+:-", "-:+", "-:-", "*"',
      },
    ],
    [
      'an unknown bye kind',
      withPatch((d) => ((d.byes[1] as { kind: string }).kind = 'BYE')),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'byes[1].kind',
        found: 'BYE',
        expected: 'one of "PAB", "HPB", "FPB", "ZPB", "absent", "free"',
      },
    ],
    [
      'a residual score that is not 1, 0.5 or 0',
      withPatch(
        (d) =>
          (((d.players[0] as { residualGames: { score: number }[] }).residualGames[0] ?? { score: 0 }).score =
            2),
      ),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'players[0].residualGames[0].score',
        found: '2',
        expected: 'a score of 1, 0.5 or 0 points',
      },
    ],
    [
      'a date in another format',
      withPatch((d) => (d.endDate = '31.05.2024')),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'endDate',
        found: '31.05.2024',
        expected: 'a date like 2024-05-31',
      },
    ],
    [
      'a misspelt field',
      withPatch((d) => ((d.players[1] as Record<string, unknown>)['birthyear'] = 1980)),
      {
        kind: 'unknownField',
        format: 'json',
        path: 'players[1].birthyear',
        found: 'birthyear',
        expected: 'only the fields documented in docs/tournament-json.md',
      },
    ],
    [
      'an unknown tournament kind',
      withPatch((d) => (d.kind = 'scheveningen')),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'kind',
        found: 'scheveningen',
        expected: 'one of "swiss", "roundRobin", "doubleRoundRobin", "knockout", "teamMatch"',
      },
    ],
    [
      'a duplicate player id',
      withPatch((d) => ((d.players[2] as { id: number }).id = 1)),
      {
        kind: 'duplicateId',
        format: 'json',
        path: 'players[2].id',
        found: '1',
        expected: 'an id not used by another player',
      },
    ],
    [
      'an unknown player in a game',
      withPatch((d) => ((d.games[1] as { white: number }).white = 9)),
      {
        kind: 'unknownPlayer',
        format: 'json',
        path: 'games[1].white',
        found: '9',
        expected: 'the id of a player in "players"',
      },
    ],
    [
      'an unknown player in a bye',
      withPatch((d) => ((d.byes[0] as { player: number }).player = 7)),
      {
        kind: 'unknownPlayer',
        format: 'json',
        path: 'byes[0].player',
        found: '7',
        expected: 'the id of a player in "players"',
      },
    ],
    [
      'a player twice in one round (game and bye)',
      withPatch((d) => ((d.byes[0] as { player: number }).player = 1)),
      {
        kind: 'twiceInRound',
        format: 'json',
        path: 'byes[0]',
        found: 'player 1 again in round 1',
        expected: 'one game or bye per player and round',
      },
    ],
    [
      'a player against himself',
      withPatch((d) => ((d.games[0] as { black: number }).black = 1)),
      {
        kind: 'selfPairing',
        format: 'json',
        path: 'games[0].black',
        found: '1',
        expected: 'an opponent other than White',
      },
    ],
    [
      'a game after the last round',
      withPatch((d) => ((d.games[1] as { round: number }).round = 3)),
      {
        kind: 'roundOutOfRange',
        format: 'json',
        path: 'games[1].round',
        found: '3',
        expected: 'a round from 1 to 2 ("rounds")',
      },
    ],
    [
      'the same game twice',
      withPatch((d) => d.games.push({ round: 1, white: 2, black: 1, result: '0-1' })),
      {
        kind: 'twiceInRound',
        format: 'json',
        path: 'games[2]',
        found: '1-2 again in round 1',
        expected: 'a different "game" number for each game of a pair in one round',
      },
    ],
    [
      'points that are not in steps of 0.5',
      withPatch((d) => (d['pointSystem'] = { win: 0.3 })),
      {
        kind: 'jsonSchema',
        format: 'json',
        path: 'pointSystem.win',
        found: '0.3',
        expected: 'points in steps of 0.5',
      },
    ],
  ])('%s', (_name, json, error) => {
    expect(parseTournamentJson(json)).toEqual({ ok: false, error });
  });

  test('JSON syntax errors give line and column', () => {
    const r = parseTournamentJson('{\n  "kind": "swiss",\n  "players": [}\n');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      kind: 'badJson',
      format: 'json',
      line: 3,
      column: 15,
      found: '}',
      expected: 'valid JSON',
    });
  });

  test.each([
    ['{"a": 1,}', 8],
    ['[1, 2', 5],
    ['{"a" 1}', 5],
    ['tru', 0],
    ['{"a": "x\ny"}', 8],
    ['{} x', 3],
    ['{"a": [1, {"b": null}], "c": -1.5e3}', undefined],
  ])('syntax error offset of %j', (json, offset) => {
    expect(syntaxErrorOffset(json)).toBe(offset);
  });

  test('property: the syntax scan agrees with JSON.parse', () => {
    const valid = (s: string): boolean => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    };
    const near = fc
      .json()
      .chain((s) =>
        fc
          .tuple(fc.nat(s.length), fc.constantFrom('', ',', '}', ']', '"', ':', '1', ' ', '\\'))
          .map(([i, c]) => s.slice(0, i) + c + s.slice(i + 1)),
      );
    fc.assert(
      fc.property(fc.oneof(fc.json(), near, fc.string()), (s) => {
        expect(syntaxErrorOffset(s) === undefined).toBe(valid(s));
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  test.each([
    [['players', 3, 'dwz', 'rating'], 'players[3].dwz.rating'],
    [['kind'], 'kind'],
    [[], ''],
  ])('path %j → %s', (path, s) => {
    expect(jsonPath(path)).toBe(s);
  });
});

// Random tournaments holding every field the model has.
const date = fc
  .record({
    y: fc.integer({ min: 1990, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const halfPoints = fc.integer({ min: 0, max: 6 });

const tournament: fc.Arbitrary<Tournament> = fc
  .record({ n: fc.integer({ min: 1, max: 10 }), rounds: fc.integer({ min: 0, max: 6 }) })
  .chain(({ n, rounds }) =>
    fc
      .record(
        {
          name: fc.string(),
          kind: fc.constantFrom('swiss', 'roundRobin', 'doubleRoundRobin', 'knockout', 'teamMatch'),
          startDate: date,
          endDate: date,
          city: fc.string(),
          federation: fc.constantFrom('GER', 'FID'),
          chiefArbiter: fc.string(),
          timeControl: fc.string(),
          roundDates: fc.array(fc.option(date, { nil: undefined }), { maxLength: rounds }),
          initialColor: fc.constantFrom('white', 'black'),
          pairingSystem: fc.constantFrom('FIDE_DUTCH_2025'),
          tiebreaks: fc.array(fc.constantFrom('BH', 'SB', 'BH/C1', 'DE')),
          schedule: fc.constantFrom('recorded', 'synthetic'),
          kept: fc.array(fc.record({ format: fc.constant('trf'), index: fc.nat(), text: fc.string() })),
          pointSystem: fc.record({
            win: halfPoints,
            draw: halfPoints,
            loss: halfPoints,
            forfeitWin: halfPoints,
            forfeitLoss: halfPoints,
            pab: halfPoints,
            fpb: halfPoints,
            hpb: halfPoints,
            zpb: halfPoints,
            absent: halfPoints,
          }),
          players: fc.tuple(
            ...[...Array(n).keys()].map((i) =>
              fc.record(
                {
                  id: fc.constant(i + 1),
                  name: fc.string(),
                  title: fc.constantFrom(...TITLES),
                  sex: fc.constantFrom('m', 'w'),
                  club: fc.string(),
                  federation: fc.constantFrom('GER', 'AUT'),
                  fideId: fc.integer({ min: 1, max: 99999999 }).map(String),
                  birthYear: fc.integer({ min: 1920, max: 2020 }),
                  birthDate: date,
                  dwz: fc.record(
                    { rating: fc.integer({ min: 0, max: 2900 }), index: fc.nat(200) },
                    { requiredKeys: ['rating'] },
                  ),
                  fide: fc.integer({ min: 1000, max: 2900 }),
                  nationalRatings: fc.array(
                    fc.record({ federation: fc.constantFrom('GER', 'ENG'), rating: fc.nat(3000) }),
                  ),
                  rank: fc.integer({ min: 1, max: 20 }),
                  residualGames: fc.array(
                    fc.record(
                      { opponentRating: fc.nat(2900), score: fc.constantFrom(0, 1, 2), date },
                      { requiredKeys: ['opponentRating', 'score'] },
                    ),
                  ),
                },
                { requiredKeys: ['id', 'name'] },
              ),
            ),
          ),
          // Per round: a shuffled field, paired in twos; the odd one out gets a bye.
          draws: fc.array(
            fc.record({
              order: fc.shuffledSubarray(
                [...Array(n).keys()].map((i) => i + 1),
                { minLength: n, maxLength: n },
              ),
              results: fc.array(fc.constantFrom(...GAME_RESULTS), { minLength: n, maxLength: n }),
              bye: fc.constantFrom(...UNPAIRED_KINDS),
              board: fc.boolean(),
            }),
            { minLength: rounds, maxLength: rounds },
          ),
          withdrawals: fc.array(
            fc.record({ player: fc.integer({ min: 1, max: n }), afterRound: fc.nat(rounds) }),
            { maxLength: 2 },
          ),
          forbiddenPairs: fc.array(
            fc.record(
              {
                players: fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 2, maxLength: 2 }),
                fromRound: fc.integer({ min: 1, max: 5 }),
                toRound: fc.integer({ min: 1, max: 5 }),
              },
              { requiredKeys: ['players'] },
            ),
            { maxLength: n >= 2 ? 2 : 0 },
          ),
          accelerations: fc.array(
            fc.record({
              player: fc.integer({ min: 1, max: n }),
              round: fc.integer({ min: 1, max: 5 }),
              points: fc.nat(4),
            }),
          ),
        },
        {
          requiredKeys: ['name', 'kind', 'players', 'draws', 'withdrawals', 'pointSystem'],
        },
      )
      .map(({ draws, ...rest }): Tournament => {
        const games: Game[] = [];
        const unpaired: Unpaired[] = [];
        draws.forEach((d, r) => {
          for (let i = 0; i + 1 < d.order.length; i += 2) {
            games.push({
              round: r + 1,
              white: d.order[i] ?? 0,
              black: d.order[i + 1] ?? 0,
              result: d.results[i] ?? '*',
              ...(d.board ? { board: i / 2 + 1 } : {}),
              ...(d.results[i] === '+:-' && d.board ? { colorsUnknown: true } : {}),
            });
          }
          if (d.order.length % 2 === 1)
            unpaired.push({ round: r + 1, player: d.order[d.order.length - 1] ?? 0, kind: d.bye });
        });
        return { ...rest, rounds, games, unpaired };
      }),
  );

test('property: make → parse is the identity on tournaments with every model field', () => {
  fc.assert(
    fc.property(tournament, (t) => {
      expect(unwrap(parseTournamentJson(makeTournamentJson(t)))).toEqual(t);
    }),
    { numRuns: propertyRuns(300) },
  );
});

test('property: garbage JSON never throws', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.json(),
        fc.string(),
        fc.jsonValue().map((v) => JSON.stringify({ kind: 'swiss', players: [v] })),
      ),
      (s) => {
        const r = parseTournamentJson(s);
        if (!r.ok) expect(r.error.format).toBe('json');
      },
    ),
    { numRuns: propertyRuns(1000) },
  );
});

test('describeFormatError names the JSON path', () => {
  const r = parseTournamentJson(
    withPatch((d) => ((d.players[0] as { dwz: unknown }).dwz = { rating: '1712' })),
  );
  expect(r.ok ? '' : describeFormatError(r.error)).toBe(
    'players[0].dwz.rating: found "1712", expected a number, found a string',
  );
});
