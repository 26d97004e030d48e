// The random tournament generator (RTG) with the engine's own checker (FPC), C.04.A. Both pair with
// pairDutch, so this is a self-consistency test (the TRF round trip keeps everything the pairing
// depends on; replay is deterministic), not evidence of FIDE conformance: that is pinned against
// bbpPairings' recorded pairings in swissExample.test.ts and docs/swiss.md's reference corpus.
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../core/formats/trf/trf.ts';
import { checkTournament } from '../../../core/pairing/checker.ts';
import {
  configFromModel,
  generateTournament,
  parseGeneratorConfig,
  resolveGeneratorConfig,
  seededRng,
  type GeneratorConfig,
} from '../../../core/pairing/generator.ts';
import { computeScores } from '../../../core/tournament/playerRounds.ts';
import { FULL_CORPUS, seedBlocks } from '../../support/corpus.ts';

// 2000 tournaments under `npm run test:corpus`, 200 in `npm test`; blocks of 25 keep each test short.
const TOURNAMENTS = FULL_CORPUS ? 2000 : 200;
const EDITION_TOURNAMENTS = FULL_CORPUS ? 200 : 40;

/** Small random configurations: 3–16 players, 2–8 rounds, frequent byes, forfeits and retirements. */
function smallConfig(seed: number): GeneratorConfig {
  const r = seededRng(seed * 7919);
  const players = 3 + Math.floor(r() * 14);
  return {
    PlayersNumber: players,
    RoundsNumber: 2 + Math.floor(r() * 7),
    DrawPercentage: Math.floor(r() * 60),
    ForfeitRate: 2 + Math.floor(r() * 20),
    RetiredRate: 2 + Math.floor(r() * 10),
    HalfPointByeRate: 1 + Math.floor(r() * 6),
    ...(seed % 5 === 0 ? { PointsForWin: 3, PointsForDraw: 1, PointsForPAB: 1 } : {}),
  };
}

describe('generator → TRF → checker: self-consistency (both pair with pairDutch)', () => {
  test.each(seedBlocks(TOURNAMENTS, 25))(
    'small random tournaments %i-%i replay identically in the checker after a TRF round trip',
    (first, last) => {
      const failures: string[] = [];
      let rounds = 0;
      for (let seed = first; seed <= last; seed++) {
        const g = generateTournament(smallConfig(seed), seededRng(seed));
        if (!g.ok) {
          failures.push(`seed ${seed}: ${g.error.message}`);
          continue;
        }
        const back = parseTrf(makeTrf(g.value.tournament));
        if (!back.ok) {
          failures.push(`seed ${seed}: written TRF does not parse`);
          continue;
        }
        if (back.value.scoreMismatches.length > 0) failures.push(`seed ${seed}: points mismatch`);
        const report = checkTournament(back.value.tournament);
        rounds += report.rounds.length;
        if (report.differing.length > 0) failures.push(`seed ${seed}: rounds ${report.differing.join(',')}`);
      }
      expect(failures).toEqual([]);
      expect(rounds).toBeGreaterThan((last - first + 1) * 2);
    },
  );

  test.each([
    ['2017 rules', { edition: '2017' }],
    ['Baku acceleration', { baku: true }],
    ['2017 rules with Baku acceleration', { edition: '2017', baku: true }],
  ] as const)(
    `%s: the TRF says so (192) and ${EDITION_TOURNAMENTS} tournaments replay identically in the checker`,
    (_name, opts) => {
      const failures: string[] = [];
      for (let seed = 1; seed <= EDITION_TOURNAMENTS; seed++) {
        const g = generateTournament(smallConfig(seed + 5000), seededRng(seed), opts);
        if (!g.ok) throw new Error(g.error.message);
        const back = parseTrf(makeTrf(g.value.tournament));
        if (!back.ok) throw new Error('written TRF does not parse');
        const report = checkTournament(back.value.tournament);
        if (report.differing.length > 0) failures.push(`seed ${seed}: rounds ${report.differing.join(',')}`);
      }
      expect(failures).toEqual([]);
    },
  );

  test('the same seed gives the same tournament', () => {
    const a = generateTournament({ PlayersNumber: 11, RoundsNumber: 5 }, seededRng(5));
    const b = generateTournament({ PlayersNumber: 11, RoundsNumber: 5 }, seededRng(5));
    expect(a.ok && makeTrf(a.value.tournament)).toBe(b.ok && makeTrf(b.value.tournament));
  });

  test('the point system of the configuration is used (3-1-0, PAB 1)', () => {
    const g = generateTournament(
      {
        PlayersNumber: 7,
        RoundsNumber: 3,
        PointsForWin: 3,
        PointsForDraw: 1,
        PointsForPAB: 1,
        ForfeitRate: 0,
      },
      seededRng(9),
    );
    if (!g.ok) throw new Error('generation failed');
    const t = g.value.tournament;
    expect(t.pointSystem.win).toBe(6);
    expect(t.pointSystem.pab).toBe(2);
    const total = [...computeScores(t).values()].reduce((s, x) => s + x, 0);
    expect(total % 2).toBe(0);
  });

  test.each([
    [
      'PlayersNumber=12\nRoundsNumber=5 # comment\n\n# full-line comment\nDrawPercentage=25',
      { PlayersNumber: 12, RoundsNumber: 5, DrawPercentage: 25 },
    ],
    ['pointsforwin = 3\nPointsForDraw=1', { PointsForWin: 3, PointsForDraw: 1 }],
  ])('parses a configuration %#', (text, expected) => {
    expect(parseGeneratorConfig(text)).toEqual({ ok: true, value: expected });
  });

  test.each([
    ['Players=12', 1],
    ['PlayersNumber=12\nRoundsNumber=five', 2],
  ])('rejects a bad configuration line %#', (text, line) => {
    const r = parseGeneratorConfig(text);
    expect(r.ok ? 0 : r.error.line).toBe(line);
  });

  test('keys not given are drawn within the documented ranges', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const c = resolveGeneratorConfig({}, seededRng(seed));
      expect(c.PlayersNumber).toBeGreaterThanOrEqual(15);
      expect(c.PlayersNumber).toBeLessThanOrEqual(215);
      expect(c.RoundsNumber).toBeGreaterThanOrEqual(7);
      expect(c.RoundsNumber).toBeLessThanOrEqual(15);
      expect(c.LowestRating).toBeLessThanOrEqual(c.HighestRating);
    }
  });

  describe('model-file mode (trf-format §12.4)', () => {
    // The model: a generated 10-player, 4-round event, renamed (a header to keep).
    const base = generateTournament(
      { PlayersNumber: 10, RoundsNumber: 4, DrawPercentage: 40, ForfeitRate: 5, HalfPointByeRate: 3 },
      seededRng(77),
    );
    if (!base.ok) throw new Error('model generation failed');
    const model = { ...base.value.tournament, name: 'Model Open', city: 'Bremen', rounds: 4 };

    test('the rates are the model results: draws among played games, forfeits per game, byes per player', () => {
      const c = configFromModel(model);
      const played = model.games.filter((g) => ['1-0', '0-1', '1/2-1/2'].includes(g.result));
      const forfeits = model.games.length - played.length;
      const hpbs = model.unpaired.filter((u) => u.kind === 'HPB').length;
      expect(c.PlayersNumber).toBe(10);
      expect(c.RoundsNumber).toBe(4);
      expect(c.DrawPercentage).toBe(
        (100 * played.filter((g) => g.result === '1/2-1/2').length) / played.length,
      );
      expect(c.ForfeitRate).toBe(forfeits > 0 ? model.games.length / forfeits : 0);
      expect(c.HalfPointByeRate).toBe(hpbs > 0 ? 10 / hpbs : 0);
      expect(c.RetiredRate).toBe(model.withdrawals.length > 0 ? 10 / model.withdrawals.length : 0);
    });

    test('keeps the players and the header, regenerates the rounds, and the checker accepts it', () => {
      const g = generateTournament(configFromModel(model), seededRng(3), { model });
      if (!g.ok) throw new Error(g.error.message);
      const t = g.value.tournament;
      expect(t.players).toEqual(model.players);
      expect([t.name, t.city, t.rounds, t.pointSystem]).toEqual([
        model.name,
        model.city,
        4,
        model.pointSystem,
      ]);
      expect(t.games).not.toEqual(model.games);
      const back = parseTrf(makeTrf(t));
      if (!back.ok) throw new Error('written TRF does not parse');
      expect(checkTournament(back.value.tournament).differing).toEqual([]);
    });

    test('a model without draws, forfeits or byes gives none', () => {
      const clean = {
        ...model,
        games: model.games.map((g) => ({
          ...g,
          result: g.white < g.black ? ('1-0' as const) : ('0-1' as const),
        })),
        unpaired: model.unpaired.filter((u) => u.kind === 'PAB'),
        withdrawals: [],
      };
      const g = generateTournament(configFromModel(clean), seededRng(4), { model: clean });
      if (!g.ok) throw new Error(g.error.message);
      expect(g.value.tournament.games.filter((x) => !['1-0', '0-1'].includes(x.result))).toEqual([]);
      expect(g.value.tournament.unpaired.filter((u) => u.kind !== 'PAB')).toEqual([]);
    });
  });
});

describe('a run that stops early ("no valid pairing", C.04.3 1.9)', () => {
  // 5 players, 5 rounds, everybody likely to ask for a half-point bye: seed 1 cannot pair round 5.
  const g = generateTournament({ PlayersNumber: 5, RoundsNumber: 5, HalfPointByeRate: 1 }, seededRng(1), {});
  test('ends with the last paired round: no bye of the unpaired round, points consistent', () => {
    if (!g.ok) throw new Error(g.error.message);
    const stop = g.value.stoppedAtRound;
    expect(stop).toBe(5);
    const t = g.value.tournament;
    expect(t.unpaired.filter((u) => u.round >= (stop ?? 0) && u.kind !== 'absent')).toEqual([]);
    const back = parseTrf(makeTrf(t));
    if (!back.ok) throw new Error('does not parse');
    expect(back.value.scoreMismatches).toEqual([]);
  });
});
