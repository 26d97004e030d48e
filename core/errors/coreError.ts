import type { DwzError } from '../dwz/errors.ts';
import type { EloError } from '../elo/fide.ts';
import type { FormatError } from '../formats/formatError.ts';
import type { GeneratorConfigError } from '../pairing/generator.ts';
import type { KnockoutError } from '../pairing/knockout.ts';
import type { ScheduleError } from '../pairing/roundRobin.ts';
import type { PairingError } from '../pairing/types.ts';
import type { LeagueStandingsError } from '../team/league/standings.ts';
import type { parseMatchPoints } from '../team/league/matchPoints.ts';
import type { TeamWorkflowError } from '../team/workflow/errors.ts';
import type { TiebreakSpecError } from '../tiebreaks/spec.ts';
import type { WorkflowError } from '../workflow/errors.ts';

/**
 * Every expected failure of the core in one shape: the `area` it comes from plus that area's own
 * tagged error (its `kind` and structured fields: line, row, column, game, player, found). The
 * area's objects are unchanged (spread in), so `describeCoreError` needs no prose to read: the
 * English `detail`/`message` of an area is only ever appended to English text.
 */
export const CORE_ERROR_AREAS = [
  'format',
  'dwz',
  'elo',
  'pairing',
  'tiebreak',
  'generatorConfig',
  'schedule',
  'knockout',
  'league',
  'workflow',
  'teamWorkflow',
] as const;
export type CoreErrorArea = (typeof CORE_ERROR_AREAS)[number];

/** The generator's `key=value` config file: one bad line (its error object has no kind of its own). */
export const GENERATOR_CONFIG_ERROR_KINDS = ['badConfigLine'] as const;

/** A league's match points that do not read (`parseMatchPoints`). */
type MatchPointsError = Extract<ReturnType<typeof parseMatchPoints>, { ok: false }>['error'];
/** A league table that cannot be computed: its tiebreaks or its match points. */
export type LeagueError = LeagueStandingsError | MatchPointsError;

// The kinds of the areas whose unions are written out by hand: a record over the union's kinds
// (`satisfies` refuses a missing or an extra one), so the vocabulary cannot drift from the type.
const kindsOf = <K extends string>(r: Readonly<Record<K, true>>): readonly K[] => Object.keys(r) as K[];
/** Round-robin schedules (Berger tables, Varma groups, dates): `makeRoundRobinSchedule`. */
export const SCHEDULE_ERROR_KINDS = kindsOf({
  badPlayerCount: true,
  swapNeedsDouble: true,
  badStartDate: true,
  badInterval: true,
  intervalWithoutStart: true,
  varmaPlayerCount: true,
  varmaUnknownPlayer: true,
  varmaDuplicatePlayer: true,
  varmaGroupTooLarge: true,
} as const satisfies Record<ScheduleError['kind'], true>);
/** Knockout brackets: `makeKnockoutBracket`. */
export const KNOCKOUT_ERROR_KINDS = kindsOf({
  badPlayerCount: true,
  badPrequalified: true,
  noBracket: true,
} as const satisfies Record<KnockoutError['kind'], true>);
/** League tables: `computeLeagueStandings`, `parseMatchPoints`. */
export const LEAGUE_ERROR_KINDS = kindsOf({
  needsBoards: true,
  badTiebreak: true,
  badMatchPoints: true,
} as const satisfies Record<LeagueError['kind'], true>);

export type CoreError =
  | ({ readonly area: 'format' } & FormatError)
  | ({ readonly area: 'dwz' } & DwzError)
  | ({ readonly area: 'elo' } & EloError)
  | ({ readonly area: 'pairing' } & PairingError)
  | ({ readonly area: 'tiebreak' } & TiebreakSpecError)
  | ({ readonly area: 'generatorConfig'; readonly kind: 'badConfigLine' } & GeneratorConfigError)
  | ({ readonly area: 'schedule' } & ScheduleError)
  | ({ readonly area: 'knockout' } & KnockoutError)
  | ({ readonly area: 'league' } & LeagueError)
  | ({ readonly area: 'workflow' } & WorkflowError)
  | ({ readonly area: 'teamWorkflow' } & TeamWorkflowError);

/** Tags an area's error: `coreError.format(r.error)`. */
export const coreError = {
  format: (e: FormatError): CoreError => ({ area: 'format', ...e }),
  dwz: (e: DwzError): CoreError => ({ area: 'dwz', ...e }),
  elo: (e: EloError): CoreError => ({ area: 'elo', ...e }),
  pairing: (e: PairingError): CoreError => ({ area: 'pairing', ...e }),
  tiebreak: (e: TiebreakSpecError): CoreError => ({ area: 'tiebreak', ...e }),
  generatorConfig: (e: GeneratorConfigError): CoreError => ({
    area: 'generatorConfig',
    kind: 'badConfigLine',
    ...e,
  }),
  schedule: (e: ScheduleError): CoreError => ({ area: 'schedule', ...e }),
  knockout: (e: KnockoutError): CoreError => ({ area: 'knockout', ...e }),
  league: (e: LeagueError): CoreError => ({ area: 'league', ...e }),
  workflow: (e: WorkflowError): CoreError => ({ area: 'workflow', ...e }),
  teamWorkflow: (e: TeamWorkflowError): CoreError => ({ area: 'teamWorkflow', ...e }),
} as const;
