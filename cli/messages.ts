/** At most this many messages of one kind are printed; the rest are counted (stderr stays short). */
export const MAX_MESSAGES_PER_KIND = 10;

/**
 * The first `max` messages, then "and N more <what>" when some were left out; `what` may word the
 * rest itself (another language, singular and plural).
 */
export function limitMessages(
  messages: readonly string[],
  what: string | ((rest: number) => string),
  max: number = MAX_MESSAGES_PER_KIND,
): string[] {
  if (messages.length <= max) return [...messages];
  const rest = messages.length - max;
  return [...messages.slice(0, max), typeof what === 'string' ? `and ${rest} more ${what}` : what(rest)];
}
