import { err, ok, type Result } from '../result.ts';
import type { ResidualGame } from '../tournament/player.ts';
import type { HalfPoints } from '../types.ts';
import { ageGroup } from './coefficient.ts';
import { dwzError, type DwzError } from './errors.ts';
import { evaluateEstablished } from './established.ts';
import { firstDwzFromPerformance, individualFirstRating } from './firstRating.ts';
import { meanRating } from './performance.ts';
import { roundHalfUp } from '../rating/rounding.ts';
import {
  defaultDwzRules,
  dwzRuleSet,
  UMSTUFUNG_DATE,
  wo2026Parameters,
  type DwzRuleSetId,
} from './ruleSets.ts';
import type { DwzEstimate, DwzEstimateInput, DwzGame, DwzWhatIf } from './types.ts';
import { umstufung2026 } from './umstufung.ts';
import { checkDate, checkGames, checkRating, residualAsGames, usableResiduals } from './validate.ts';

/** Checks shared by the standard and the Überschlag estimate; returns the end year. */
export function checkEstimateInput(input: DwzEstimateInput): Result<number, DwzError> {
  const year = checkDate(input.endDate, 'the end date');
  if (!year.ok) return year;
  if (input.ratingDate !== undefined) {
    const d = checkDate(input.ratingDate, 'the rating date');
    if (!d.ok) return d;
  }
  if (input.rating) {
    const r = checkRating(input.rating);
    if (!r.ok) return r;
  }
  const g = checkGames(input.games, input.rating === undefined);
  if (!g.ok) return g;
  const rg = checkGames(residualAsGames(input.residualGames ?? []), true, 'residual game');
  if (!rg.ok) return rg;
  if (input.birthYear !== undefined && (!Number.isInteger(input.birthYear) || input.birthYear > year.value)) {
    return err(
      dwzError('badOption', 'the birth year must be a year before the end date', {
        found: String(input.birthYear),
      }),
    );
  }
  const next = input.nextOpponent;
  if (next !== undefined && !(Number.isInteger(next) && next > 0 && next <= 3500)) {
    return err(
      dwzError('badRating', "the next opponent's rating is a whole number between 1 and 3500", {
        found: String(next),
      }),
    );
  }
  const rules = input.rules ?? defaultDwzRules(input.endDate);
  if (input.E !== undefined && (rules === 'WO2026' || !(input.E >= 5 && input.E <= 150))) {
    return err(
      dwzError('badCoefficient', rules === 'WO2026' ? 'WO2026 uses K, not E' : 'E lies between 5 and 150', {
        found: String(input.E),
      }),
    );
  }
  if (input.K !== undefined && (rules !== 'WO2026' || !(input.K > 0 && input.K <= 80))) {
    return err(
      dwzError(
        'badCoefficient',
        rules !== 'WO2026' ? `${rules} uses E, not K` : 'K is a number greater than 0 and at most 80',
        {
          found: String(input.K),
        },
      ),
    );
  }
  return ok(year.value);
}

/**
 * Quick DWZ estimate of one player (DSB-Wertungsordnung 2002, Anhang 1.3): exact for a player with a DWZ whose opponents
 * are all rated; a first DWZ in a mixed tournament is only an estimate. Adds a what-if table for
 * the next game. Every result is unofficial.
 */
export function estimateDwz(input: DwzEstimateInput): Result<DwzEstimate, DwzError> {
  const year = checkEstimateInput(input);
  if (!year.ok) return year;
  return ok(withWhatIf(input, year.value, estimateCore));
}

/** Adds the what-if table: Rn after one more game against `nextOpponent` (default Rc, else Ro). */
export function withWhatIf(
  input: DwzEstimateInput,
  endYear: number,
  core: (input: DwzEstimateInput, endYear: number) => DwzEstimate,
): DwzEstimate {
  const base = core(input, endYear);
  const next = input.nextOpponent ?? base.Rc ?? base.Ro ?? input.rating?.rating;
  if (next === undefined || base.status === 'none') return base;
  const outcome = (score: HalfPoints): number | undefined =>
    core({ ...input, games: [...input.games, { opponentRating: next, score }] }, endYear).Rn;
  const whatIf: DwzWhatIf = { win: outcome(2), draw: outcome(1), loss: outcome(0) };
  const filtered = Object.fromEntries(Object.entries(whatIf).filter(([, v]) => v !== undefined));
  return { ...base, ...(Object.keys(filtered).length > 0 ? { whatIf: filtered } : {}) };
}

function estimateCore(input: DwzEstimateInput, endYear: number): DwzEstimate {
  const rules: DwzRuleSetId = input.rules ?? defaultDwzRules(input.endDate);
  const rs = dwzRuleSet(rules, { endDate: input.endDate, wo2013Text: input.wo2013Text });
  const params = wo2026Parameters(input.endDate);
  const notes: string[] = ['unofficial estimate'];
  const group = ageGroup(input.birthYear, endYear);
  if (input.rating) {
    let rating = input.rating;
    let converted: DwzEstimate['converted'];
    if (rules === 'WO2026' && input.ratingDate !== undefined && input.ratingDate < UMSTUFUNG_DATE) {
      rating = umstufung2026(rating);
      converted = { from: input.rating.rating, to: rating.rating };
      notes.push(`rating from before ${UMSTUFUNG_DATE} converted by the Umstufung 2026`);
    }
    if (rating.index === undefined) notes.push('index unknown: no index cap on E, K0 from the "> 10" column');
    const rated = input.games.filter((g): g is Required<DwzGame> => g.opponentRating !== undefined);
    if (rated.length < input.games.length) notes.push('games against unrated opponents are not counted');
    if ((input.residualGames ?? []).length > 0) notes.push('residual games only count for a first DWZ');
    const W = rated.reduce((s, g) => s + g.score, 0);
    const r = evaluateEstablished(rs, params, {
      Ro: rating.rating,
      index: rating.index,
      ageGroup: group,
      opponents: rated.map((g) => g.opponentRating),
      W,
      E: input.E,
      K: input.K,
    });
    const indexNew = rating.index === undefined ? undefined : rating.index + (r.n > 0 ? 1 : 0);
    return omitUndefined({
      rules,
      method: 'standard',
      status: 'established',
      Ro: rating.rating,
      index: rating.index,
      W: W / 2,
      n: r.n,
      We: r.n > 0 ? r.We : undefined,
      E: r.E,
      K: r.K,
      Rp: r.Rp,
      Rn: r.Rn,
      indexNew,
      Rc: r.Rc,
      Rh: r.Rh,
      converted,
      notes,
    });
  }
  return estimateFirst(input, rules, notes);
}

function estimateFirst(input: DwzEstimateInput, rules: DwzRuleSetId, notes: string[]): DwzEstimate {
  const rs = dwzRuleSet(rules, { endDate: input.endDate, wo2013Text: input.wo2013Text });
  const { kept, expired } = usableResiduals(input.residualGames ?? [], input.endDate);
  if (expired > 0) notes.push(`${expired} residual game(s) older than two years dropped (6.1.1)`);
  const own: ResidualGame[] = input.games.map((g) => ({
    opponentRating: g.opponentRating ?? 0,
    score: g.score,
  }));
  const tournamentW = own.reduce((s, g) => s + g.score, 0);
  const all = [...kept, ...own];
  const W = all.reduce((s, g) => s + g.score, 0);
  const opponents = all.map((g) => g.opponentRating);
  const Rc = opponents.length > 0 ? roundHalfUp(meanRating(opponents)) : undefined;
  const common = { rules, method: 'standard' as const, W: W / 2, n: all.length, Rc };
  if (own.length > 0 && tournamentW === 0) {
    notes.push('0 % in this tournament: its games are never used for a first DWZ (4.4)');
    return omitUndefined({
      ...common,
      status: kept.length > 0 ? 'residual' : 'none',
      residualGames: kept.length > 0 ? kept : undefined,
      W: (W - tournamentW) / 2,
      n: kept.length,
      notes,
    });
  }
  if (all.length < 5) {
    notes.push(
      'a first DWZ needs at least 5 rated games including residual games (4.3.2): store these as residual games',
    );
    return omitUndefined({ ...common, status: 'residual', residualGames: all, notes });
  }
  const r = individualFirstRating(rs, opponents, W);
  if (r.kind === 'extreme') {
    notes.push(
      '100 %: strength not determinable in this tournament; the games are stored as residual games (Anhang 1.1.6)',
    );
    return omitUndefined({ ...common, status: 'residual', residualGames: all, notes });
  }
  notes.push('a first DWZ depends on every other unrated player of the tournament: estimate only');
  const Rn = firstDwzFromPerformance(rs, r.Rh, wo2026Parameters(input.endDate));
  return omitUndefined({
    ...common,
    status: 'first',
    Rp: roundHalfUp(r.Rp),
    Rh: roundHalfUp(r.Rh),
    Rn,
    indexNew: 1,
    notes,
  });
}

/** Drops undefined fields so JSON output omits them. */
export function omitUndefined<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
