import { DiscordAPIError } from 'discord.js';

/** Discord's answer for a second callback or a token that expired: the interaction is not ours to answer. */
export const NOT_ANSWERABLE = [40060, 10062] as const;

export const isNotAnswerable = (e: unknown): boolean =>
  e instanceof DiscordAPIError && (NOT_ANSWERABLE as readonly (number | string)[]).includes(e.code);

/** A network failure or a 5xx: worth another try (a 4xx would fail again). */
export function isTransient(e: unknown): boolean {
  if (e instanceof DiscordAPIError) return e.status >= 500;
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|UND_ERR_\w+)$/.test(code))
    return true;
  const cause = (e as { cause?: unknown } | null)?.cause;
  if (cause && cause !== e) return isTransient(cause);
  return e instanceof TypeError && /fetch failed|terminated|socket/i.test(e.message);
}

/**
 * Runs an idempotent REST call (an edit of the deferred reply, a message sent with a nonce), retried
 * after transient failures with a short backoff: 0.25 s, 0.5 s, 1 s, 2 s.
 */
export async function withRetry<T>(call: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (attempt >= tries || !isTransient(e)) throw e;
      await new Promise((r) => setTimeout(r, 125 * 2 ** attempt));
    }
  }
}
