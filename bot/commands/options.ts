import type {
  AttachmentOptionSpec,
  IntegerOptionSpec,
  RoleOptionSpec,
  StringOptionSpec,
  UserOptionSpec,
} from './declare.ts';

/** Options several commands share (one definition, one German localisation). */

/** The tournament option (autocomplete; default: the tournament selected in the channel). */
export const TOURNAMENT_OPTION = {
  type: 'string',
  name: 'tournament',
  autocomplete: true,
  en: 'Tournament (default: the one selected here)',
  de: 'Turnier (sonst das hier gewählte)',
  deName: 'turnier',
} as const satisfies StringOptionSpec;

/** The name of a new tournament or team event. */
export const NAME_OPTION = {
  type: 'string',
  name: 'name',
  required: true,
  maxLength: 80,
  en: 'Name',
  de: 'Name',
  deName: 'name',
} as const satisfies StringOptionSpec;

/** A round, required (a bye's round, a line-up's round). */
export const ROUND_OPTION = {
  type: 'integer',
  name: 'round',
  required: true,
  min: 1,
  max: 30,
  en: 'Round',
  de: 'Runde',
  deName: 'runde',
} as const satisfies IntegerOptionSpec;

/** The uploaded file of an import. */
export const FILE_OPTION = {
  type: 'attachment',
  name: 'file',
  required: true,
  en: 'The file',
  de: 'Die Datei',
  deName: 'datei',
} as const satisfies AttachmentOptionSpec;

/** The league of a club team or a league view. */
export const LEAGUE_OPTION = {
  type: 'string',
  name: 'league',
  maxLength: 80,
  en: 'League (default: the last one linked)',
  de: 'Liga (sonst die zuletzt verknüpfte)',
  deName: 'liga',
} as const satisfies StringOptionSpec;

/** A team's captain: a role or a member (/arbiter team captain, /arbiter teamevent captain). */
export const CAPTAIN_ROLE_OPTION = {
  type: 'role',
  name: 'role',
  en: 'Captain role',
  de: 'Rolle der Mannschaftsführer',
  deName: 'rolle',
} as const satisfies RoleOptionSpec;

export const CAPTAIN_MEMBER_OPTION = {
  type: 'user',
  name: 'member',
  en: 'Captain',
  de: 'Mannschaftsführer',
  deName: 'mitglied',
} as const satisfies UserOptionSpec;

/** A player's DWZ as registered (/rating set, /arbiter tournament add and edit). */
export const DWZ_OPTION = {
  type: 'integer',
  name: 'dwz',
  min: 100,
  max: 3000,
  en: 'DWZ',
  de: 'DWZ',
  deName: 'dwz',
} as const satisfies IntegerOptionSpec;

export const BIRTH_YEAR_OPTION = {
  type: 'integer',
  name: 'birth-year',
  min: 1900,
  max: 2030,
  en: 'Birth year',
  de: 'Geburtsjahr',
  deName: 'geburtsjahr',
} as const satisfies IntegerOptionSpec;

export const FIDE_OPTION = {
  type: 'integer',
  name: 'fide',
  min: 1000,
  max: 3000,
  en: 'FIDE rating',
  de: 'Elo (FIDE)',
  deName: 'elo',
} as const satisfies IntegerOptionSpec;

export const dwzIndexOption = <N extends 'index' | 'dwz-index'>(name: N) =>
  ({ type: 'integer', name, min: 0, max: 999, en: 'DWZ index', de: 'DWZ-Index', deName: name }) as const;

/** The member's own DWZ for an estimate (default: the one registered with /rating set). */
export const OWN_DWZ_OPTION = {
  type: 'integer',
  name: 'rating',
  min: 100,
  max: 3000,
  en: 'Your DWZ (default: /rating set)',
  de: 'Deine DWZ (sonst /rating set)',
  deName: 'dwz',
} as const satisfies IntegerOptionSpec;
