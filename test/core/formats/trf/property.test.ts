// Property tests: random tournaments survive makeTrf → parseTrf; garbage and mutated TRF lines
// never make the readers throw (always a Result, never the internal-error fallback).
import { inferInitialColor } from '../../../../core/pairing/nextRoundInput.ts';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { detectFormat } from '../../../../core/formats/detect.ts';
import { parseSwissNotation } from '../../../../core/formats/notation/swissNotation.ts';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import {
  GAME_RESULTS,
  STANDARD_POINTS,
  TITLES,
  type Game,
  type Tournament,
  type Unpaired,
} from '../../../../core/index.ts';
import { normalizeRounds } from '../../../support/caseTournament.ts';
import { propertyRuns } from '../../../support/corpus.ts';

const example = readFileSync(new URL('../../../../examples/swiss-club-open.trf', import.meta.url), 'utf8');

const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß ,.'-]{0,30}[A-Za-zäöüß.]$/);
const isoDate = fc
  .record({
    y: fc.integer({ min: 2000, max: 2049 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const half = fc.integer({ min: 0, max: 6 });

/** A point system TRF can express: absences score like forfeit losses (162 A, BBF, XXS FL). */
const pointSystem = fc.oneof(
  fc.constant(STANDARD_POINTS),
  fc
    .record({
      win: half,
      draw: half,
      loss: half,
      forfeitWin: half,
      forfeitLoss: half,
      pab: half,
      fpb: half,
      hpb: half,
      zpb: half,
    })
    .map((p) => ({ ...p, absent: p.forfeitLoss })),
);

const UNPAIRED = ['PAB', 'HPB', 'FPB', 'ZPB', 'absent', 'none'] as const;

const tournament: fc.Arbitrary<Tournament> = fc
  .record({
    n: fc.integer({ min: 2, max: 24 }),
    rounds: fc.integer({ min: 1, max: 9 }),
    extraRounds: fc.integer({ min: 0, max: 3 }),
    seed: fc.array(fc.nat(), { minLength: 600, maxLength: 600 }),
    name: fc.option(word, { nil: undefined }),
    city: fc.option(word, { nil: undefined }),
    startDate: fc.option(isoDate, { nil: undefined }),
    roundDate: fc.option(isoDate, { nil: undefined }),
    initialColor: fc.option(fc.constantFrom('white' as const, 'black' as const), { nil: undefined }),
    pointSystem,
    pairingSystem: fc.option(fc.constantFrom('FIDE_DUTCH_2025', 'FIDE_DUTCH', 'FIDE_BURSTEIN'), {
      nil: undefined,
    }),
    tiebreaks: fc.option(fc.constantFrom(['BH/C1', 'BH', 'SB'], ['DE', 'WIN']), { nil: undefined }),
  })
  .map((r): Tournament => {
    let k = 0;
    const next = (mod: number): number => (r.seed[k++ % r.seed.length] ?? 0) % mod;
    const ids = Array.from({ length: r.n }, (_, i) => i + 1);
    const games: Game[] = [];
    const unpaired: Unpaired[] = [];
    for (let round = 1; round <= r.rounds; round++) {
      const order = [...ids].sort(() => next(3) - 1);
      const pool: number[] = [];
      for (const id of order) {
        const u = UNPAIRED[next(12)];
        if (u && u !== 'none') unpaired.push({ round, player: id, kind: u });
        else if (u === 'none') continue;
        else pool.push(id);
      }
      for (let i = 0; i + 1 < pool.length; i += 2) {
        const result = GAME_RESULTS[next(GAME_RESULTS.length)] ?? '1-0';
        const forfeit = ['+:-', '-:+', '-:-'].includes(result);
        const colorsUnknown = forfeit && next(2) === 0;
        let [white, black] = [pool[i] ?? 0, pool[i + 1] ?? 0];
        if (colorsUnknown && white > black) [white, black] = [black, white];
        const unrated = ['1-0', '0-1', '1/2-1/2'].includes(result) && next(5) === 0;
        games.push({
          round,
          white,
          black,
          result,
          ...(unrated ? { unrated: true } : {}),
          ...(colorsUnknown ? { colorsUnknown: true } : {}),
        });
      }
      if (pool.length % 2 === 1) unpaired.push({ round, player: pool[pool.length - 1] ?? 0, kind: 'PAB' });
    }
    const players = ids.map((id) => ({
      id,
      name: `Spieler${id}, Vorname`,
      ...(next(2) ? { fide: 1000 + next(1800) } : {}),
      ...(next(3) === 0 ? { title: TITLES[next(TITLES.length)] } : {}),
      ...(next(2) ? { sex: next(2) ? ('m' as const) : ('w' as const) } : {}),
      ...(next(2) ? { birthYear: 1940 + next(80) } : {}),
      ...(next(3) === 0 ? { federation: 'GER' } : {}),
      ...(next(3) === 0 ? { dwz: { rating: 800 + next(1500) } } : {}),
      ...(next(4) === 0 ? { rank: 1 + next(r.n) } : {}),
    }));
    const accelerations =
      next(3) === 0
        ? ids
            .filter((id) => id % 3 === 0)
            .flatMap((player) => [1, 2].map((round) => ({ player, round, points: 1 + next(4) })))
        : [];
    return {
      name: r.name ?? '',
      kind: 'swiss',
      rounds: r.rounds + r.extraRounds,
      ...(r.city ? { city: r.city } : {}),
      ...(r.startDate ? { startDate: r.startDate } : {}),
      ...(r.roundDate ? { roundDates: [undefined, r.roundDate] } : {}),
      players,
      games,
      unpaired,
      withdrawals: [],
      pointSystem: r.pointSystem,
      ...(r.initialColor ? { initialColor: r.initialColor } : {}),
      ...(r.pairingSystem ? { pairingSystem: r.pairingSystem } : {}),
      ...(r.tiebreaks ? { tiebreaks: r.tiebreaks } : {}),
      ...(next(3) === 0
        ? { forbiddenPairs: [{ players: [1, 2] }, { players: [2, r.n], fromRound: 2, toRound: 3 }] }
        : {}),
      ...(accelerations.length > 0 ? { accelerations } : {}),
    };
  });

describe('TRF properties', () => {
  test('random tournaments: makeTrf → parseTrf gives the same tournament', () => {
    fc.assert(
      fc.property(tournament, fc.constantFrom('cr' as const, 'lf' as const, 'crlf' as const), (t, eol) => {
        const r = parseTrf(makeTrf(t, { eol }));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.scoreMismatches).toEqual([]);
        // TRF-2026 152: a Swiss whose round-1 games do not tell the initial colour gets white written.
        const expected =
          t.initialColor || inferInitialColor(t) ? t : { ...t, initialColor: 'white' as const };
        expect(normalizeRounds(r.value.tournament)).toEqual(normalizeRounds(expected));
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 60_000);

  test('garbage never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        for (const text of [s, `001 ${s}`, `XXA ${s}`, `162 ${s}`, `240 ${s}`]) {
          const r = parseTrf(text);
          if (!r.ok && r.error.kind === 'internal') return false;
        }
        detectFormat(s);
        return typeof parseSwissNotation(s).ok === 'boolean';
      }),
      { numRuns: propertyRuns(500) },
    );
  }, 60_000);

  test('mutated TRF lines never throw; what parses writes and parses again', () => {
    const lines = example.split('\n');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            line: fc.nat(),
            col: fc.nat(140),
            ch: fc.constantFrom(' ', '0', '1', '9', '-', '+', '=', 'w', 'b', 'U', 'Z', 'x', '\r', '.'),
            drop: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (muts) => {
          const ls = [...lines];
          for (const m of muts) {
            const i = m.line % ls.length;
            const l = ls[i] ?? '';
            ls[i] = m.drop && m.col % 7 === 0 ? '' : l.slice(0, m.col) + m.ch + l.slice(m.col + 1);
          }
          const r = parseTrf(ls.join('\n'));
          if (!r.ok) return r.error.kind !== 'internal' && (r.error.line ?? 0) > 0;
          return parseTrf(makeTrf(r.value.tournament)).ok;
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  }, 60_000);
});
