import { err, ok, type Result } from '../result.ts';
import type { Tournament } from '../tournament/model.ts';
import type { ResidualGame } from '../tournament/player.ts';
import { computeScores } from '../tournament/playerRounds.ts';
import type { HalfPoints, IsoDate, PlayerId } from '../types.ts';
import { ageGroup } from './coefficient.ts';
import { classifyPlayers, type DwzPlayerStatus, type SideGame } from './classify.ts';
import { dwzError, type DwzError } from './errors.ts';
import { evaluateEstablished } from './established.ts';
import { omitUndefined as clean } from './estimate.ts';
import { firstDwzFromPerformance } from './firstRating.ts';
import { jointIteration, type IterationTable } from './jointIteration.ts';
import { meanRating } from './performance.ts';
import { roundHalfUp } from '../rating/rounding.ts';
import {
  defaultDwzRules,
  dwzRuleSet,
  wo2026Parameters,
  type DwzRuleSetId,
  type Wo2013Text,
  UMSTUFUNG_DATE,
} from './ruleSets.ts';
import { umstufung2026, umstufung2026Value } from './umstufung.ts';
import { checkDate, checkRating, usableResiduals } from './validate.ts';

export interface DwzTournamentOptions {
  readonly rules?: DwzRuleSetId;
  /** Overrides the tournament's end date (age, default rules, residual-game expiry). */
  readonly endDate?: IsoDate;
  readonly wo2013Text?: Wo2013Text;
  /**
   * A rating officer's classification decision that overrides the computed stage, e.g. player I of
   * the worked example in DSB-Wertungsordnung 2002, Anhang 1.1 (4 established opponents, treated as
   * 1st Zusatzstufe there).
   */
  readonly stageOverrides?: Readonly<Record<PlayerId, 'first' | 'second'>>;
  readonly maxIterations?: number;
  /**
   * Sonderwertung (2016 text 3.6.3, from 01.08.2016): a player with Rh > Ro + 300 counts with his Rh
   * in his opponents' evaluations and the evaluation is run again. Default: on for WO2013 tournaments
   * ending from 01.08.2016 and for WO2026 (reconstructed), off otherwise.
   */
  readonly sonderwertung?: boolean;
  /**
   * Non-members (2016 text 3.4.3): included in the calculation, but no DWZ, Rh or Restpartien are
   * published for them.
   */
  readonly nonMembers?: readonly PlayerId[];
  /**
   * The stored ratings predate 07.06.2026 (WO2026 only): every DWZ gets the Umstufung (index + 1),
   * and so do the opponent ratings of Restpartien dated before that day or undated (DSB Umstufung 2026, announced as "DWZ-Upgrade 2025").
   */
  readonly umstufung?: boolean;
}

export interface DwzPlayerResult {
  readonly id: PlayerId;
  readonly name: string;
  readonly status: DwzPlayerStatus;
  /** Place by tournament points (all results, forfeits included), shared places get the same number. */
  readonly place: number;
  readonly birthYear?: number;
  readonly age?: number;
  readonly Ro?: number;
  readonly index?: number;
  /** Points and games that count (residual games included); for non-evaluated players the games that would count. */
  readonly W: number;
  readonly n: number;
  readonly residualGames: number;
  readonly We?: number;
  readonly E?: number;
  readonly K?: number;
  readonly Rp?: number;
  readonly Rh?: number;
  readonly Rc?: number;
  readonly Rn?: number;
  readonly indexNew?: number;
  /** Second stage: the opponents that receive this value (4.7.3.2). */
  readonly feedbackTo?: readonly PlayerId[];
  /** Restpartien stored after this tournament (residual and discarded players). */
  readonly newResidualGames?: readonly ResidualGame[];
  readonly reason?: string;
}

export interface DwzTournamentEvaluation {
  readonly rules: DwzRuleSetId;
  readonly endDate?: IsoDate;
  readonly players: readonly DwzPlayerResult[];
  /** Start values and every iteration step of the first- and second-stage players (Anhang 1.1.7). */
  readonly iteration: IterationTable;
  readonly warnings: readonly string[];
}

/** The Sonderwertung of the 2016 text is in force from this date. */
export const SONDERWERTUNG_START: IsoDate = '2016-08-01';

const RATED = new Set(['1-0', '0-1', '1/2-1/2']);

/** Over-the-board rated games per player (forfeits and unrated games never count, WO 2002 3.2.5). */
function sideGames(t: Tournament): Map<PlayerId, SideGame[]> {
  const m = new Map<PlayerId, SideGame[]>(t.players.map((p) => [p.id, []]));
  for (const g of t.games) {
    if (!RATED.has(g.result) || g.unrated || g.white === g.black) continue;
    const w: HalfPoints = g.result === '1-0' ? 2 : g.result === '0-1' ? 0 : 1;
    m.get(g.white)?.push({ opponent: g.black, score: w });
    m.get(g.black)?.push({ opponent: g.white, score: 2 - w });
  }
  return m;
}

const lastDate = (t: Tournament): IsoDate | undefined =>
  t.endDate ??
  [...(t.roundDates ?? [])]
    .filter((d): d is string => d !== undefined)
    .sort()
    .pop();

/**
 * The whole-tournament evaluation (WO 2002 4.7, 3.2.3): classification, start values Rp, the joint
 * (Jacobi) iteration of the first- and second-stage players, then We, E/K, Rn of the players with a
 * DWZ, Rh, Rc, new indexes and the Restpartien to store.
 */
export function evaluateTournamentDwz(
  input: Tournament,
  opts: DwzTournamentOptions = {},
): Result<DwzTournamentEvaluation, DwzError> {
  const endDate = opts.endDate ?? lastDate(input);
  const warnings: string[] = [];
  let endYear: number | undefined;
  if (endDate !== undefined) {
    const y = checkDate(endDate, 'the end date');
    if (!y.ok) return y;
    endYear = y.value;
  } else if (opts.rules === undefined) {
    return err(
      dwzError('missingEndDate', 'the tournament has no end date: give one or choose the rule version'),
    );
  } else if (input.players.some((p) => p.birthYear !== undefined)) {
    warnings.push('no end date: ages unknown, every player counted as over 25');
  }
  for (const p of input.players) {
    if (!p.dwz) continue;
    const r = checkRating(p.dwz);
    if (!r.ok) return err({ ...r.error, player: p.id });
  }
  const rules = opts.rules ?? defaultDwzRules(endDate ?? '');
  if (opts.umstufung && rules !== 'WO2026') {
    return err(dwzError('badOption', `the Umstufung 2026 converts ratings for WO2026, not ${rules}`));
  }
  const t = opts.umstufung ? withUmstufung(input) : input;
  if (opts.umstufung) warnings.push(`stored ratings converted by the Umstufung of ${UMSTUFUNG_DATE} (§6)`);
  const nonMembers = new Set(opts.nonMembers ?? []);
  const rs = dwzRuleSet(rules, { endDate, wo2013Text: opts.wo2013Text });
  const params = wo2026Parameters(endDate);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const ids = t.players.map((p) => p.id);
  const games = sideGames(t);
  const residuals = new Map<PlayerId, readonly ResidualGame[]>();
  for (const p of t.players) {
    if (p.dwz || !p.residualGames) continue;
    const { kept, expired } = endDate
      ? usableResiduals(p.residualGames, endDate)
      : { kept: p.residualGames, expired: 0 };
    if (expired > 0)
      warnings.push(`player ${p.id}: ${expired} residual game(s) older than two years dropped (6.1.1)`);
    residuals.set(p.id, kept);
  }
  const established = new Set(t.players.filter((p) => p.dwz).map((p) => p.id));
  const overrides = new Map(Object.entries(opts.stageOverrides ?? {}).map(([k, v]) => [Number(k), v]));
  const cls = classifyPlayers({
    ids,
    established,
    games,
    residuals,
    fullScoreEvaluable: rs.extremes === 'fictitiousDraw',
    overrides,
  });
  const status = (id: PlayerId): DwzPlayerStatus => cls.status.get(id) ?? 'discarded';
  const gamesOf = (id: PlayerId): readonly SideGame[] => games.get(id) ?? [];
  const rpOf = (id: PlayerId): readonly ResidualGame[] => residuals.get(id) ?? [];
  const roOf = (id: PlayerId): number => byId.get(id)?.dwz?.rating ?? 0;
  // Sonderwertung (2016 text 3.6.3): exceptional players count with their Rh for their opponents.
  let asOpponent = new Map<PlayerId, number>();
  const oppValue = (id: PlayerId): number => asOpponent.get(id) ?? roOf(id);
  const scores = computeScores(t);
  const sorted = [...scores.values()].sort((a, b) => b - a);
  const placeOf = new Map<number, number>();
  sorted.forEach((s, i) => {
    if (!placeOf.has(s)) placeOf.set(s, i + 1);
  });
  const place = (id: PlayerId): number => placeOf.get(scores.get(id) ?? 0) ?? 0;

  const run = (): { results: DwzPlayerResult[]; joint: ReturnType<typeof jointIteration> } => {
    const joint = jointIteration({
      rs,
      ids: ids.filter((id) => status(id) === 'first' || status(id) === 'second'),
      status,
      games: gamesOf,
      residuals: rpOf,
      established: oppValue,
      maxIterations: opts.maxIterations ?? 1000,
    });
    const firstDwz = new Map<PlayerId, number>();
    for (const [id, Rh] of joint.values) firstDwz.set(id, firstDwzFromPerformance(rs, Rh, params));
    const valueFor = (id: PlayerId): number | undefined =>
      status(id) === 'established' ? oppValue(id) : firstDwz.get(id);

    const results = t.players.map((p): DwzPlayerResult => {
      const st = status(p.id);
      const age = endYear !== undefined && p.birthYear !== undefined ? endYear - p.birthYear : undefined;
      const head = {
        id: p.id,
        name: p.name,
        status: st,
        place: place(p.id),
        ...(p.birthYear !== undefined ? { birthYear: p.birthYear } : {}),
        ...(age !== undefined ? { age } : {}),
      };
      if (st === 'established') {
        const counted = gamesOf(p.id).filter((g) => {
          const s = status(g.opponent);
          return s === 'established' || s === 'first' || s === 'second';
        });
        const W = counted.reduce((s, g) => s + g.score, 0);
        const r = evaluateEstablished(rs, params, {
          Ro: roOf(p.id),
          index: p.dwz?.index,
          ageGroup: ageGroup(p.birthYear, endYear),
          opponents: counted.map((g) => valueFor(g.opponent) ?? 0),
          W,
        });
        const index = p.dwz?.index;
        return clean({
          ...head,
          Ro: roOf(p.id),
          index,
          W: W / 2,
          n: r.n,
          residualGames: 0,
          We: r.n > 0 ? r.We : undefined,
          E: r.E,
          K: r.K,
          Rh: r.Rh,
          Rc: r.Rc,
          Rn: r.Rn,
          indexNew: index === undefined ? undefined : index + (r.n > 0 ? 1 : 0),
        });
      }
      if (st === 'first' || st === 'second') {
        const info = joint.counted.get(p.id) ?? { opponents: [], W: 0 };
        const Rn = firstDwz.get(p.id);
        const finalOpps = info.opponents.map((o) => (typeof o === 'number' ? o : (valueFor(o.id) ?? 0)));
        const Rh = joint.values.get(p.id);
        return clean({
          ...head,
          W: info.W / 2,
          n: finalOpps.length,
          residualGames: rpOf(p.id).length,
          Rp: joint.start.get(p.id),
          Rh: Rh === undefined ? undefined : roundHalfUp(Rh),
          Rc: finalOpps.length > 0 ? roundHalfUp(meanRating(finalOpps)) : undefined,
          Rn,
          indexNew: 1,
          feedbackTo:
            st === 'second'
              ? gamesOf(p.id)
                  .map((g) => g.opponent)
                  .filter((o) => status(o) === 'established' || status(o) === 'first')
              : undefined,
        });
      }
      // 4.7.6: results against established and first-stage opponents become Restpartien; discarded
      // players (0 %, 4.4; only second-stage opponents) keep just their older ones.
      const useful = gamesOf(p.id).filter(
        (g) => status(g.opponent) === 'established' || status(g.opponent) === 'first',
      );
      const stored: ResidualGame[] =
        st === 'residual'
          ? [
              ...rpOf(p.id),
              ...useful.map((g) => ({
                opponentRating: valueFor(g.opponent) ?? 0,
                score: g.score,
                ...(endDate ? { date: endDate } : {}),
              })),
            ]
          : [...rpOf(p.id)];
      const shown = [...rpOf(p.id), ...useful];
      return clean({
        ...head,
        W: shown.reduce((s, g) => s + g.score, 0) / 2,
        n: shown.length,
        residualGames: rpOf(p.id).length,
        newResidualGames: stored,
        reason: cls.reason.get(p.id),
      });
    });
    return { results, joint };
  };
  let { results, joint } = run();
  const sonder =
    opts.sonderwertung ??
    (rules === 'WO2026' || (rules === 'WO2013' && (endDate ?? '') >= SONDERWERTUNG_START));
  if (sonder) {
    const exceptional = results.filter(
      (p) => p.status === 'established' && p.Rh !== undefined && p.Ro !== undefined && p.Rh > p.Ro + 300,
    );
    if (exceptional.length > 0) {
      asOpponent = new Map(exceptional.map((p) => [p.id, p.Rh ?? 0]));
      ({ results, joint } = run());
      warnings.push(
        `Sonderwertung (3.6.3): player(s) ${exceptional.map((p) => p.id).join(', ')} counted with their Rh for their opponents`,
      );
    }
  }
  const cycle = joint.table.cycle;
  if (cycle)
    warnings.push(
      `the joint iteration (4.7.4) alternates between ${cycle.length} states; each first value is the mean over them, rounded (Rochade's rule)`,
    );
  else if (!joint.converged) warnings.push('the joint iteration did not settle; the last values are used');
  const players = results.map((p) => (nonMembers.has(p.id) ? unpublished(p) : p));
  return ok({ rules, ...(endDate ? { endDate } : {}), players, iteration: joint.table, warnings });
}

/** 2016 text 3.4.3: a non-member counts in the calculation; nothing is published for him. */
function unpublished(p: DwzPlayerResult): DwzPlayerResult {
  const { Rn: _rn, indexNew: _ix, Rh: _rh, newResidualGames: _rp, ...rest } = p;
  return {
    ...rest,
    reason: 'non-member (3.4.3): included in the calculation, no DWZ or Restpartien published',
  };
}

/** Every stored DWZ and every Restpartie opponent rating from before 07.06.2026 converted (§6). */
function withUmstufung(t: Tournament): Tournament {
  const old = (r: ResidualGame): boolean => r.date === undefined || r.date < UMSTUFUNG_DATE;
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      ...(p.dwz ? { dwz: umstufung2026(p.dwz) } : {}),
      ...(p.residualGames
        ? {
            residualGames: p.residualGames.map((r) =>
              old(r) ? { ...r, opponentRating: umstufung2026Value(r.opponentRating) } : r,
            ),
          }
        : {}),
    })),
  };
}
