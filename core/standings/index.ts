import { defaultTiebreakKind, defaultTiebreaksFor } from './defaultTiebreaks.ts';
import { rulesForStartDate } from './rulesByDate.ts';
import { err, ok, type Result } from '../result.ts';
import { makeTiebreakContext, isRoundRobinKind } from '../tiebreaks/context.ts';
import { TIEBREAKS, computeTiebreak, parseTiebreakSpec } from '../tiebreaks/index.ts';
import { hasUnratedPlayers } from '../tiebreaks/ratings.ts';
import type { RuleVersion, TiebreakContext, TiebreakSpec, TiebreakValues } from '../tiebreaks/types.ts';
import { doubleSwissStandingsView } from '../pairing/doubleSwiss/matches.ts';
import { isKeizer } from '../pairing/keizer/ranking.ts';
import type { Tournament } from '../tournament/model.ts';
import type { PlayerId } from '../types.ts';
import type { Standings, StandingsError, StandingsOptions, StandingsRow } from './types.ts';

export type { Standings, StandingsError, StandingsOptions, StandingsRow } from './types.ts';

/** FIDE C.07 (2026) and C.07 (2024) effective dates: C07_2026 from 1 Mar 2026, C07_2024 from 1 Apr 2024, C02_2017 before; no date → C07_2026. */
export function defaultRules(t: Tournament): RuleVersion {
  return rulesForStartDate(t.startDate);
}

/** The default list of the one table for this tournament (its kind, `roundRobin` overriding) under `rules`. */
export const defaultTiebreaksOf = (
  t: Tournament,
  rules: RuleVersion,
  roundRobin?: boolean,
): readonly string[] => defaultTiebreaksFor(defaultTiebreakKind(t.kind, roundRobin), rules);

/** Formats a place: "5." or "5-6.". */
export const formatRank = (r: Pick<StandingsRow, 'rank' | 'rankTo'>): string =>
  r.rankTo !== undefined && r.rankTo !== r.rank ? `${r.rank}-${r.rankTo}.` : `${r.rank}.`;

/**
 * The tiebreaks configured in the file (TRF 202), leading `PTS` dropped; unusable when a code is
 * unknown (then the defaults apply, with a warning).
 */
function configuredTiebreaks(t: Tournament): { codes?: readonly string[]; warnings: readonly string[] } {
  const list = (t.tiebreaks ?? []).map((c) => c.trim()).filter((c) => c !== '');
  const codes = list[0]?.toUpperCase() === 'PTS' ? list.slice(1) : list;
  if (codes.length === 0) return { warnings: [] };
  const bad = codes.filter((c) => !parseTiebreakSpec(c).ok);
  if (bad.length === 0) return { codes, warnings: [] };
  return { warnings: [`the file's tiebreaks ${bad.join(', ')} are unknown; using the defaults`] };
}

type Group = readonly PlayerId[];

/** Splits a tied group by a tiebreak, best first; players without a value come last (C.07 10.1). */
function splitByValues(group: Group, values: TiebreakValues, asc: boolean): Group[] {
  const byKey = new Map<number, PlayerId[]>();
  const none: PlayerId[] = [];
  for (const id of group) {
    const v = values.get(id);
    if (v === undefined) none.push(id);
    else {
      const list = byKey.get(v);
      if (list) list.push(id);
      else byKey.set(v, [id]);
    }
  }
  const out = [...byKey.keys()].sort((a, b) => (asc ? a - b : b - a)).map((k) => byKey.get(k) ?? []);
  return none.length > 0 ? [...out, none] : out;
}

function warningFor(ctx: TiebreakContext, spec: TiebreakSpec): string | undefined {
  const def = TIEBREAKS[spec.code];
  if (!def) return undefined;
  if (def.notForRoundRobin && ctx.roundRobin)
    return `${spec.text}: Buchholz-type tiebreaks must not be used in round robins (C.07 8); shown, not applied`;
  if (def.needsRatings && spec.unratedAs === undefined && hasUnratedPlayers(ctx))
    return `${spec.text}: some players are unrated and no /U<rating> is given (C.07 10); shown, not applied`;
  return undefined;
}

/**
 * Standings: points, then the tiebreaks in order, each applied only to players still tied (C.07 4);
 * DE splits a group itself. Players tied after the list share the place.
 */
export function computeStandings(
  input: Tournament,
  opts: StandingsOptions = {},
): Result<Standings, StandingsError> {
  // C.04.5 (2026) Preface: a single forfeited game of a Double-Swiss match counts as played here.
  const t = doubleSwissStandingsView(input);
  if (opts.afterRound !== undefined && (!Number.isInteger(opts.afterRound) || opts.afterRound < 0))
    return err({
      kind: 'badRound',
      message: `after-round must be a whole number ≥ 0, got ${opts.afterRound}`,
    });
  const roundRobin = opts.roundRobin ?? isRoundRobinKind(t);
  const rules = opts.rules ?? defaultRules(t);
  const configured = configuredTiebreaks(t);
  const listed = opts.tiebreaks ?? configured.codes ?? defaultTiebreaksOf(t, rules, roundRobin);
  // A Keizer club tournament ranks by its Keizer score first, whatever else is listed.
  const keizer = isKeizer(t);
  const codes = keizer && listed[0] !== 'KZ' ? ['KZ', ...listed.filter((c) => c !== 'KZ')] : listed;
  const specs: TiebreakSpec[] = [];
  for (const c of codes) {
    const s = parseTiebreakSpec(c);
    if (!s.ok) return err(s.error);
    specs.push(s.value);
  }
  const ctx = makeTiebreakContext(t, {
    rules,
    roundRobin,
    ...(opts.afterRound !== undefined ? { afterRound: opts.afterRound } : {}),
  });
  const warnings: string[] = opts.tiebreaks ? [] : [...configured.warnings];
  const values = new Map<string, TiebreakValues>();
  const deValues = new Map<string, Map<PlayerId, number>>();
  let groups: Group[] = keizer ? [ctx.ids] : splitByValues(ctx.ids, ctx.score, false);
  const applied: string[] = [];
  for (const spec of specs) {
    values.set(spec.text, computeTiebreak(ctx, spec));
    const warning = warningFor(ctx, spec);
    if (warning) {
      warnings.push(warning);
      continue;
    }
    applied.push(spec.text);
    const def = TIEBREAKS[spec.code];
    const partition = def?.partition;
    if (partition) {
      const placed = new Map<PlayerId, number>();
      groups = groups.flatMap((g) => {
        if (g.length <= 1) return [g];
        const parts = partition(ctx, spec, g);
        let below = g.length;
        for (const p of parts) {
          below -= p.length;
          for (const id of p) placed.set(id, below);
        }
        return parts.map((p) => [...p]);
      });
      deValues.set(spec.text, placed);
    } else {
      const v = values.get(spec.text) ?? new Map<PlayerId, number>();
      const asc = (def?.order === 'asc') !== spec.reverse;
      groups = groups.flatMap((g) => (g.length <= 1 ? [g] : splitByValues(g, v, asc)));
    }
  }
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const rows: StandingsRow[] = [];
  for (const g of groups) {
    const rank = rows.length + 1;
    for (const id of [...g].sort((a, b) => a - b)) {
      const player = byId.get(id);
      if (!player) continue;
      const rowValues: Record<string, number | null> = {};
      for (const spec of specs)
        rowValues[spec.text] = deValues.get(spec.text)?.get(id) ?? values.get(spec.text)?.get(id) ?? null;
      rows.push({
        rank,
        ...(g.length > 1 ? { rankTo: rank + g.length - 1 } : {}),
        player,
        points: ctx.score.get(id) ?? 0,
        values: rowValues,
      });
    }
  }
  return ok({ rules, tiebreaks: codes, applied, afterRound: ctx.rounds, roundRobin, rows, warnings });
}
export { rankByValues, type Place } from './rankBy.ts';
export {
  computeCrosstable,
  type CrosstableNotation,
  type CrosstableOptions,
  type CrosstableUnpairedStyle,
  type CrosstableTable,
  type CrosstableOpponent,
  type CrosstableTableRow,
} from './crosstable.ts';
export {
  DEFAULT_TIEBREAKS,
  DEFAULT_TIEBREAK_KINDS,
  defaultTiebreakKind,
  defaultTiebreaksFor,
  type DefaultTiebreakKind,
  type DefaultTiebreakList,
} from './defaultTiebreaks.ts';
