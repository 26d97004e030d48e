import type { IntegerOptionSpec, StringOptionSpec } from './declare.ts';

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
