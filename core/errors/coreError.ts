import type { DwzError } from '../dwz/errors.ts';
import type { EloError } from '../elo/fide.ts';
import type { FormatError } from '../formats/formatError.ts';
import type { GeneratorConfigError } from '../pairing/generator.ts';
import type { PairingError } from '../pairing/types.ts';
import type { TiebreakSpecError } from '../tiebreaks/spec.ts';

/**
 * Every expected failure of the core in one shape: the `area` it comes from plus that area's own
 * tagged error (its `kind` and structured fields: line, row, column, game, player, found). The
 * area's objects are unchanged (spread in), so `describeCoreError` needs no prose to read: the
 * English `detail`/`message` of an area is only ever appended to English text.
 */
export const CORE_ERROR_AREAS = ['format', 'dwz', 'elo', 'pairing', 'tiebreak', 'generatorConfig'] as const;
export type CoreErrorArea = (typeof CORE_ERROR_AREAS)[number];

/** The generator's `key=value` config file: one bad line (its error object has no kind of its own). */
export const GENERATOR_CONFIG_ERROR_KINDS = ['badConfigLine'] as const;

export type CoreError =
  | ({ readonly area: 'format' } & FormatError)
  | ({ readonly area: 'dwz' } & DwzError)
  | ({ readonly area: 'elo' } & EloError)
  | ({ readonly area: 'pairing' } & PairingError)
  | ({ readonly area: 'tiebreak' } & TiebreakSpecError)
  | ({ readonly area: 'generatorConfig'; readonly kind: 'badConfigLine' } & GeneratorConfigError);

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
} as const;
