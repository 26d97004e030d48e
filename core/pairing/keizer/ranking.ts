import { err, ok, type Result } from '../../result.ts';
import type { PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds, type PlayerRound } from '../../tournament/playerRounds.ts';

/*
 * The Keizer system, a club system (references: the Swiss-Chess manual's description of its Keizer
 * mode; the KeizerForClubs documentation, "Evaluation parameters", "Rules for pairing" and
 * "Explanation of options"; Dutch club rules such as the Keizer rules of Schaakclub Kijk Uit
 * 2007-2008 §1.2 and the Pijpers rules §7-8). Every player has a value from his place in the
 * ranking (the top value for the first, one less for each place below). A game scores a fraction of
 * the opponent's value (a win all of it, a draw half); a round without a game a fraction of one's
 * own value (the odd player's bye, an absence with or without notice, a club duty); and every
 * player adds his own value once. Values depend on the ranking and the ranking on the scores, so
 * after every round the whole ranking is recomputed from round 1 until it no longer changes.
 */

/** A fraction num/den (exact: scores are kept as integers over a common denominator). */
export type Fraction = readonly [num: number, den: number];

export interface KeizerSettings {
  /** The value of the first place; each place below is worth `step` less. Default: twice the field. */
  readonly topValue?: number;
  /** Default 1. */
  readonly step?: number;
  /** Fractions of the opponent's value. Defaults: win 1, draw 1/2, loss 0. */
  readonly win?: Fraction;
  readonly draw?: Fraction;
  readonly loss?: Fraction;
  /** Fractions of one's own value. Default: the odd player's bye 1/2 (KeizerForClubs: 50 %). */
  readonly bye?: Fraction;
  /** Absence with notice (a requested half- or zero-point bye). Default 1/3. */
  readonly excused?: Fraction;
  /** Absence without notice (not paired, a forfeit loss). Default 0. */
  readonly unexcused?: Fraction;
  /** Absence for a club duty (a team match; recorded as a full-point bye). Default 2/3. */
  readonly clubDuty?: Fraction;
  /** Only the first this many absences (with or without notice) score; default unlimited. */
  readonly absenceLimit?: number;
  /** Each player's own value is added once (the "win against oneself"). Default true. */
  readonly ownValue?: boolean;
  /**
   * Rounds that must lie between two meetings of the same pair (KeizerForClubs "# rounds before
   * pairings repeat": 0 allows the very next round, 99 never). Default 4, the setting of the
   * KeizerForClubs test tournament.
   */
  readonly repeatAfter?: number;
  /** The bye to the lowest-ranked player who has had no bye and missed no round yet (default true). */
  readonly evenByes?: boolean;
}

export interface KeizerRow {
  readonly id: PlayerId;
  readonly rank: number;
  readonly value: number;
  /** The Keizer score as an exact fraction: `units / denominator`. */
  readonly units: number;
  readonly score: number;
}

export interface KeizerRanking {
  readonly rows: readonly KeizerRow[];
  readonly denominator: number;
  /** Recomputations until the ranking repeated itself. */
  readonly iterations: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

export const DEFAULT_KEIZER: Required<Omit<KeizerSettings, 'topValue' | 'absenceLimit'>> = {
  step: 1,
  win: [1, 1],
  draw: [1, 2],
  loss: [0, 1],
  bye: [1, 2],
  excused: [1, 3],
  unexcused: [0, 1],
  clubDuty: [2, 3],
  ownValue: true,
  repeatAfter: 4,
  evenByes: true,
};

type Kind = 'win' | 'draw' | 'loss' | 'bye' | 'excused' | 'unexcused' | 'clubDuty' | 'none';

/** What one round scores for a player, and against whose value. */
function classify(r: PlayerRound): { kind: Kind; opponent?: PlayerId } {
  switch (r.kind) {
    case 'played':
      return { kind: r.outcome, opponent: r.opponent };
    case 'forfeitWin':
      return { kind: 'win', opponent: r.opponent };
    case 'forfeitLoss':
    case 'doubleForfeit':
    case 'absent':
    case 'notPaired':
      return { kind: 'unexcused' };
    case 'PAB':
      return { kind: 'bye' };
    case 'HPB':
    case 'ZPB':
      return { kind: 'excused' };
    case 'FPB':
      return { kind: 'clubDuty' };
    case 'pending':
    case 'free':
      return { kind: 'none' };
  }
}

/**
 * The Keizer ranking after `afterRound` (default: every recorded round): values from the current
 * ranking, scores of all rounds from those values, a new ranking from the scores (ties by start
 * number), repeated until a ranking comes back. A ranking that returns after a cycle of several
 * (two players passing each other for ever) ends the iteration at the cycle's first ranking.
 */
export function keizerRanking(
  t: Tournament,
  settings: KeizerSettings = {},
  afterRound?: RoundNo,
): KeizerRanking {
  const s = { ...DEFAULT_KEIZER, ...settings };
  const ids = [...t.players].map((p) => p.id).sort((a, b) => a - b);
  const n = ids.length;
  const top = settings.topValue ?? 2 * n;
  const fractions: Record<Exclude<Kind, 'none'>, Fraction> = {
    win: s.win,
    draw: s.draw,
    loss: s.loss,
    bye: s.bye,
    excused: s.excused,
    unexcused: s.unexcused,
    clubDuty: s.clubDuty,
  };
  const denominator = Object.values(fractions).reduce((d, f) => lcm(d, f[1]), 1);
  const scaled = (f: Fraction): number => f[0] * (denominator / f[1]);
  const rounds = computePlayerRounds(t);
  // Per player, what each counted round scores (fixed), so the iteration only multiplies values.
  const last = afterRound ?? Infinity;
  const items = new Map<PlayerId, { kind: Exclude<Kind, 'none'>; opponent?: PlayerId }[]>();
  for (const id of ids) {
    const list: { kind: Exclude<Kind, 'none'>; opponent?: PlayerId }[] = [];
    let absences = 0;
    for (const r of rounds.get(id) ?? []) {
      if (r.round > last) continue;
      const c = classify(r);
      if (c.kind === 'none') continue;
      if (c.kind === 'excused' || c.kind === 'unexcused') {
        absences++;
        if (settings.absenceLimit !== undefined && absences > settings.absenceLimit) continue;
      }
      list.push(c.opponent === undefined ? { kind: c.kind } : { kind: c.kind, opponent: c.opponent });
    }
    items.set(id, list);
  }
  const valueAt = (rank: number): number => top - (rank - 1) * s.step;
  const score = (ranking: readonly PlayerId[]): Map<PlayerId, number> => {
    const value = new Map(ranking.map((id, i) => [id, valueAt(i + 1)]));
    const units = new Map<PlayerId, number>();
    for (const id of ids) {
      let u = s.ownValue ? value.get(id)! * denominator : 0;
      for (const it of items.get(id)!) {
        const base = it.opponent === undefined ? value.get(id)! : (value.get(it.opponent) ?? 0);
        u += base * scaled(fractions[it.kind]);
      }
      units.set(id, u);
    }
    return units;
  };
  const rank = (units: ReadonlyMap<PlayerId, number>): PlayerId[] =>
    [...ids].sort((a, b) => units.get(b)! - units.get(a)! || a - b);
  let ranking: readonly PlayerId[] = ids; // the start order (start numbers follow the initial ranking)
  const seen = new Set<string>();
  let iterations = 0;
  for (;;) {
    seen.add(ranking.join(','));
    iterations++;
    const next = rank(score(ranking));
    if (seen.has(next.join(','))) {
      ranking = next;
      break;
    }
    ranking = next;
  }
  // A fixed point: the ranking its own scores give. In a cycle (two players passing each other for
  // ever, rare) the scores of the ranking that came back, in their own order.
  const values = new Map(ranking.map((id, i) => [id, valueAt(i + 1)]));
  const units = score(ranking);
  const rows = rank(units).map((id, i) => ({
    id,
    rank: i + 1,
    value: values.get(id)!,
    units: units.get(id)!,
    score: units.get(id)! / denominator,
  }));
  return { rows, denominator, iterations };
}

/** A tournament whose TRF 192 code names the Keizer system: its standings go by the Keizer score. */
export const isKeizer = (t: Tournament): boolean =>
  t.pairingSystem?.trim().split(/\s+/)[0]?.toUpperCase() === 'KEIZER';

/** The keys of the Keizer settings as written after the `KEIZER` code (TRF 192, tournament file). */
const SETTING_KEYS = {
  top: 'topValue',
  step: 'step',
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  bye: 'bye',
  excused: 'excused',
  unexcused: 'unexcused',
  club: 'clubDuty',
  absences: 'absenceLimit',
  own: 'ownValue',
  repeat: 'repeatAfter',
  evenbyes: 'evenByes',
} as const satisfies Record<string, keyof KeizerSettings>;

export interface KeizerSettingsError {
  readonly kind: 'badKeizerSetting';
  readonly text: string;
  readonly message: string;
}

/**
 * The club's Keizer settings written after the code: `KEIZER top=60 loss=1/6 excused=1/3 repeat=8`
 * (TRF 192 or the tournament file's pairing system). Keys: top, step, absences, repeat (whole
 * numbers), win, draw, loss, bye, excused, unexcused, club (fractions such as 1/3, or 0, 1, 0.5),
 * own and evenbyes (yes/no). Nothing after the code: the defaults.
 */
export function parseKeizerSettings(code: string | undefined): Result<KeizerSettings, KeizerSettingsError> {
  const words = (code ?? '').trim().split(/\s+/).slice(1);
  const out: Record<string, unknown> = {};
  for (const w of words) {
    const m = /^([a-z]+)=(.+)$/i.exec(w);
    const key = m ? SETTING_KEYS[m[1]!.toLowerCase() as keyof typeof SETTING_KEYS] : undefined;
    const bad = (expected: string): Result<KeizerSettings, KeizerSettingsError> =>
      err({ kind: 'badKeizerSetting', text: w, message: `Keizer setting "${w}": expected ${expected}` });
    if (!m || !key) return bad(`key=value with a key of ${Object.keys(SETTING_KEYS).join(', ')}`);
    const v = m[2]!;
    if (key === 'ownValue' || key === 'evenByes') {
      if (!/^(yes|no)$/i.test(v)) return bad('yes or no');
      out[key] = v.toLowerCase() === 'yes';
    } else if (key === 'topValue' || key === 'step' || key === 'absenceLimit' || key === 'repeatAfter') {
      if (!/^\d{1,4}$/.test(v)) return bad('a whole number');
      out[key] = Number(v);
    } else {
      const f = /^(\d{1,3})(?:\/(\d{1,3}))?$/.exec(v) ?? undefined;
      const dec = /^(\d)\.(\d{1,2})$/.exec(v) ?? undefined;
      if (f && Number(f[2] ?? 1) > 0) out[key] = [Number(f[1]), Number(f[2] ?? 1)];
      else if (dec) out[key] = [Number(dec[1]) * 10 ** dec[2]!.length + Number(dec[2]), 10 ** dec[2]!.length];
      else return bad('a fraction such as 1/3, 1/2, 0.5 or 1');
    }
  }
  return ok(out as KeizerSettings);
}
