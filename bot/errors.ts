import type { MessageKey } from './i18n/index.ts';

/**
 * An expected refusal ("you are not an arbiter", "no tournament selected"): the error boundary
 * answers with the translated message, privately. Anything else thrown is a bug.
 */
export class UserError extends Error {
  readonly key: MessageKey;
  readonly params: Readonly<Record<string, string | number>>;
  constructor(key: MessageKey, params: Readonly<Record<string, string | number>> = {}) {
    super(key);
    this.name = 'UserError';
    this.key = key;
    this.params = params;
  }
}

export const isUserError = (e: unknown): e is UserError => e instanceof UserError;
