import { maxOf } from '../arrays.ts';
import { err, ok, type Result } from '../result.ts';
import type { Color, HalfPoints } from '../types.ts';
import type { Game, GameResult, Tournament, Unpaired, Withdrawal } from '../tournament/model.ts';
import type { Player } from '../tournament/player.ts';
import type { PointSystem } from '../tournament/pointSystem.ts';
import { pairDutch, type DutchOptions } from './dutch/index.ts';
import type { PairingError, Rng, RoundPairer, SystemEngine } from './types.ts';

/** mulberry32: a small seeded PRNG (the core never uses Math.random). */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The conventional RTG configuration keys (FIDE C.04.A random tournament generator; JaVaFo AUM `-g`); points in points (1, 0.5, 0). */
export const GENERATOR_KEYS = [
  'PlayersNumber',
  'RoundsNumber',
  'DrawPercentage',
  'ForfeitRate',
  'RetiredRate',
  'HalfPointByeRate',
  'HighestRating',
  'LowestRating',
  'PointsForWin',
  'PointsForDraw',
  'PointsForLoss',
  'PointsForZPB',
  'PointsForForfeitLoss',
  'PointsForPAB',
] as const;
export type GeneratorKey = (typeof GENERATOR_KEYS)[number];
export type GeneratorConfig = Partial<Record<GeneratorKey, number>>;

export interface GeneratorConfigError {
  readonly line: number;
  readonly message: string;
}

/** `key=value` lines; `#` starts a comment. */
export function parseGeneratorConfig(text: string): Result<GeneratorConfig, GeneratorConfigError> {
  const config: Partial<Record<GeneratorKey, number>> = {};
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/#.*/, '').trim();
    if (line === '') continue;
    const m = /^([A-Za-z]+)\s*=\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!m) return err({ line: i + 1, message: `expected key=number, found "${line}"` });
    const key = GENERATOR_KEYS.find((k) => k.toLowerCase() === m[1]!.toLowerCase());
    if (!key)
      return err({
        line: i + 1,
        message: `unknown key "${m[1]}" (expected one of ${GENERATOR_KEYS.join(', ')})`,
      });
    config[key] = Number(m[2]);
  }
  return ok(config);
}

/**
 * Defaults for keys not given, drawn from these ranges (after the Vega RTG precedent): 15–215
 * players, 7–15 rounds (at most players − 1), 0–50 % draws, 1 forfeit in 50 games, players/N
 * retire with N = 250/rounds, players/N take a half-point bye with N = 150/rounds, ratings
 * 1000–2800, points 1 / ½ / 0, ZPB and forfeit loss 0, PAB = a win.
 */
export function resolveGeneratorConfig(config: GeneratorConfig, rng: Rng): Required<GeneratorConfig> {
  const int = (lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
  const players = config.PlayersNumber ?? int(15, 215);
  const rounds = config.RoundsNumber ?? Math.min(int(7, 15), Math.max(1, players - 1));
  const high = config.HighestRating ?? int(2000, 2800);
  const win = config.PointsForWin ?? 1;
  return {
    PlayersNumber: players,
    RoundsNumber: rounds,
    DrawPercentage: config.DrawPercentage ?? int(0, 50),
    ForfeitRate: config.ForfeitRate ?? 50,
    RetiredRate: config.RetiredRate ?? Math.max(2, Math.round(250 / rounds)),
    HalfPointByeRate: config.HalfPointByeRate ?? Math.max(1, Math.round(150 / rounds)),
    HighestRating: high,
    LowestRating: config.LowestRating ?? Math.min(high, int(1000, 1800)),
    PointsForWin: win,
    PointsForDraw: config.PointsForDraw ?? 0.5,
    PointsForLoss: config.PointsForLoss ?? 0,
    PointsForZPB: config.PointsForZPB ?? 0,
    PointsForForfeitLoss: config.PointsForForfeitLoss ?? 0,
    PointsForPAB: config.PointsForPAB ?? win,
  };
}

export interface GeneratedTournament {
  readonly tournament: Tournament;
  /** The round in which no valid pairing existed (the event stops there), if any. */
  readonly stoppedAtRound?: number;
}

export type GeneratorError = PairingError | { readonly kind: 'invalidConfig'; readonly message: string };

export type GeneratorOptions = Omit<DutchOptions, 'round'> & {
  readonly name?: string;
  /**
   * Model-file mode (FIDE C.04.A random tournament generator; JaVaFo AUM `-g`): keep this tournament's players and header (point
   * system, initial colour, pairing system, forbidden pairs) and regenerate every round; pass
   * `configFromModel(model)` as the configuration to use the model's rates.
   */
  readonly model?: Tournament;
  /**
   * The system that pairs every round (its first TRF code is written); default the Dutch engine
   * with the options above. A system with `gamesPerPairing` 2 (Double-Swiss) plays each pairing as
   * that many game rounds: `RoundsNumber` counts pairings, byes and retirements apply to them.
   */
  readonly system?: SystemEngine;
  /** The system's engine (default: the Dutch engine with the options above). */
  readonly pairRound?: RoundPairer;
  /** TRF `192` code written for a system other than the Dutch one. */
  readonly pairingSystem?: string;
};

/**
 * The random tournament generator (RTG, C.04.A): a field with random ratings (or a model's field),
 * paired round by round by the system's engine (the Dutch one unless `pairRound` is given), with random results, forfeits, half-point byes and
 * retirements.
 */
export function generateTournament(
  config: GeneratorConfig,
  rng: Rng,
  opts: GeneratorOptions = {},
): Result<GeneratedTournament, GeneratorError> {
  const { model, name, system: paired, pairRound, pairingSystem, ...dutch } = opts;
  const c = resolveGeneratorConfig(config, rng);
  const half = (points: number, key: string): Result<HalfPoints, GeneratorError> =>
    Number.isInteger(points * 2) && points >= 0
      ? ok(points * 2)
      : err({ kind: 'invalidConfig', message: `${key} must be a non-negative multiple of 0.5` });
  const values = {
    win: half(c.PointsForWin, 'PointsForWin'),
    draw: half(c.PointsForDraw, 'PointsForDraw'),
    loss: half(c.PointsForLoss, 'PointsForLoss'),
    zpb: half(c.PointsForZPB, 'PointsForZPB'),
    forfeitLoss: half(c.PointsForForfeitLoss, 'PointsForForfeitLoss'),
    pab: half(c.PointsForPAB, 'PointsForPAB'),
  };
  for (const v of Object.values(values)) if (!v.ok) return v;
  const hp = (r: Result<HalfPoints, GeneratorError>): HalfPoints => (r.ok ? r.value : 0);
  const perPairing = paired?.gamesPerPairing ?? 1;
  const pointSystem: PointSystem = {
    win: hp(values.win),
    draw: hp(values.draw),
    loss: hp(values.loss),
    forfeitWin: hp(values.win),
    forfeitLoss: hp(values.forfeitLoss),
    // C.04.5 (2026) 1.4: a Double-Swiss PAB is worth a game won and a game drawn, unless configured.
    pab:
      config.PointsForPAB === undefined && perPairing === 2
        ? hp(values.win) + hp(values.draw)
        : hp(values.pab),
    fpb: hp(values.win),
    hpb: hp(values.draw),
    zpb: hp(values.zpb),
    absent: hp(values.zpb),
  };
  const n = model ? model.players.length : Math.floor(c.PlayersNumber);
  const rounds = Math.floor(c.RoundsNumber);
  if (n < 2 || n > 9999) return err({ kind: 'invalidConfig', message: 'PlayersNumber must be 2..9999' });
  if (rounds < 1 || rounds > 99) return err({ kind: 'invalidConfig', message: 'RoundsNumber must be 1..99' });
  const lo = Math.min(c.LowestRating, c.HighestRating);
  const hi = Math.max(c.LowestRating, c.HighestRating);
  const players: readonly Player[] =
    model?.players ??
    Array.from({ length: n }, () => lo + Math.floor(rng() * (hi - lo + 1)))
      .sort((a, b) => b - a)
      .map((rating, i) => ({
        id: i + 1,
        name: `Player${String(i + 1).padStart(4, '0')}, Test`,
        fide: rating,
      }));
  const drawn: Color = rng() < 0.5 ? 'white' : 'black';
  const system =
    pairingSystem ??
    paired?.trfCodes[0] ??
    (dutch.edition === '2017' ? 'FIDE_DUTCH' : 'FIDE_DUTCH_2025') + (dutch.baku ? '_BAKU' : '');
  let t: Tournament = model
    ? {
        ...model,
        rounds: rounds * perPairing,
        games: [],
        unpaired: [],
        withdrawals: [],
        initialColor: model.initialColor ?? drawn,
        pairingSystem: model.pairingSystem ?? system,
        ...(name ? { name } : {}),
      }
    : {
        name: name ?? 'Random tournament',
        kind: 'swiss',
        rounds: rounds * perPairing,
        players,
        games: [],
        unpaired: [],
        withdrawals: [],
        pointSystem,
        initialColor: drawn,
        pairingSystem: system,
      };
  const perRound = (rate: number): number => (rate > 0 ? 1 / (rate * rounds) : 0);
  const active = new Set(players.map((p) => p.id));
  const ratingOf = new Map(players.map((p) => [p.id, p.fide ?? 0]));
  for (let turn = 1; turn <= rounds; turn++) {
    const before = t;
    const first = (turn - 1) * perPairing + 1;
    const last = turn * perPairing;
    const withdrawals: Withdrawal[] = [];
    const byes: Unpaired[] = [];
    for (const id of [...active]) {
      if (turn > 1 && active.size > 2 && rng() < perRound(c.RetiredRate)) {
        active.delete(id);
        withdrawals.push({ player: id, afterRound: first - 1 });
        // The remaining rounds are recorded as absences, so the TRF says "not paired" too.
        for (let r = first; r <= rounds * perPairing; r++)
          byes.push({ round: r, player: id, kind: 'absent' });
      } else if (rng() < perRound(c.HalfPointByeRate)) {
        for (let r = first; r <= last; r++) byes.push({ round: r, player: id, kind: 'HPB' });
      }
    }
    t = { ...t, withdrawals: [...t.withdrawals, ...withdrawals], unpaired: [...t.unpaired, ...byes] };
    for (let round = first; round <= last; round++) {
      const pairing = pairRound
        ? pairRound(t, round)
        : paired
          ? paired.pairNextRound(t)
          : pairDutch(t, { ...dutch, round });
      if (!pairing.ok) {
        // The file ends with the last paired round: the byes drawn for the unpaired one are dropped.
        if (pairing.error.kind === 'noValidPairing') return ok({ tournament: before, stoppedAtRound: round });
        return pairing;
      }
      const games: Game[] = pairing.value.boards.map((b, i) => ({
        round,
        white: b.white,
        black: b.black,
        board: i + 1,
        result: randomResult(rng, c, ratingOf.get(b.white) ?? 0, ratingOf.get(b.black) ?? 0),
      }));
      const pab: Unpaired[] = [
        ...(pairing.value.pab === undefined
          ? []
          : [{ round, player: pairing.value.pab, kind: 'PAB' as const }]),
        ...(pairing.value.free ?? []).map((player) => ({ round, player, kind: 'free' as const })),
      ];
      t = { ...t, games: [...t.games, ...games], unpaired: [...t.unpaired, ...pab] };
    }
  }
  return ok({ tournament: t });
}

/**
 * The configuration a model tournament implies (§12.4 model-file mode): its size, rounds, point
 * system and the rates of its results (draws among decisive and drawn games, forfeits per game,
 * retirements and half-point byes per player). A rate the model never shows is 0 (none); ratings
 * are the model's own.
 */
export function configFromModel(model: Tournament): GeneratorConfig {
  const played = model.games.filter(
    (g) => g.result === '1-0' || g.result === '0-1' || g.result === '1/2-1/2',
  );
  const forfeits = model.games.filter((g) => g.result === '+:-' || g.result === '-:+' || g.result === '-:-');
  const draws = played.filter((g) => g.result === '1/2-1/2').length;
  const hpbs = model.unpaired.filter((u) => u.kind === 'HPB').length;
  const n = model.players.length;
  const ps = model.pointSystem;
  const rate = (count: number, of: number): number => (count > 0 ? of / count : 0);
  const rounds = maxOf(
    model.games.map((g) => g.round),
    Math.max(model.rounds, 1),
  );
  return {
    PlayersNumber: n,
    RoundsNumber: rounds,
    DrawPercentage: played.length > 0 ? (100 * draws) / played.length : 0,
    ForfeitRate: rate(forfeits.length, model.games.length),
    RetiredRate: rate(model.withdrawals.length, n),
    HalfPointByeRate: rate(hpbs, n),
    PointsForWin: ps.win / 2,
    PointsForDraw: ps.draw / 2,
    PointsForLoss: ps.loss / 2,
    PointsForZPB: ps.zpb / 2,
    PointsForForfeitLoss: ps.forfeitLoss / 2,
    PointsForPAB: ps.pab / 2,
  };
}

function randomResult(rng: Rng, c: Required<GeneratorConfig>, white: number, black: number): GameResult {
  if (c.ForfeitRate > 0 && rng() < 1 / c.ForfeitRate) return rng() < 0.5 ? '+:-' : '-:+';
  if (rng() * 100 < c.DrawPercentage) return '1/2-1/2';
  const expected = 1 / (1 + 10 ** ((black - white) / 400));
  return rng() < expected ? '1-0' : '0-1';
}
