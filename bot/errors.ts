import { type CoreError, describeCoreError } from '../core/errors/index.ts';
import { type Locale, type MessageKey, t } from './i18n/index.ts';

/**
 * An expected refusal ("you are not an arbiter", "no tournament selected"): the error boundary
 * answers with the translated message, privately. Anything else thrown is a bug.
 */
export class UserError extends Error {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, string | number>>;
  /** A core error behind the refusal: described in the member's language as `{reason}`. */
  readonly core?: CoreError;
  constructor(key: MessageKey, params: Readonly<Record<string, string | number>> = {}, core?: CoreError) {
    super(key);
    this.name = 'UserError';
    this.key = key;
    this.params = params;
    if (core) this.core = core;
  }
}

/** A refusal because of a core error (`importFailed` + the file's error), told in the reader's language. */
export const coreFailure = (key: MessageKey, core: CoreError): UserError => new UserError(key, {}, core);

/** The refusal's text for this reader: a core error is described by the core's describer (de/en). */
export const userErrorText = (e: UserError, locale: Locale): string =>
  t(locale, e.key, e.core ? { ...e.params, reason: describeCoreError(e.core, locale) } : e.params);

export const isUserError = (e: unknown): e is UserError => e instanceof UserError;
