import { DiscordAPIError, type REST, Routes } from 'discord.js';
import type { EventSpec } from '../handlers/teamSchedule.ts';
import { withRetry } from './retry.ts';

/** Discord's "Unknown Guild Scheduled Event" (someone deleted it in the client). */
const UNKNOWN_EVENT = 10070;

/** Discord's "Missing Permissions" (50013): the bot's role lacks Create Events / Manage Events. */
export const isMissingPermission = (e: unknown): boolean => e instanceof DiscordAPIError && e.code === 50013;

const unknownEvent = (e: unknown): boolean =>
  e instanceof DiscordAPIError && (e.code === UNKNOWN_EVENT || e.status === 404);

/**
 * Guild scheduled events (Discord developer documentation, "Guild Scheduled Event"): an EXTERNAL
 * event (entity_type 3) needs `entity_metadata.location` and a `scheduled_end_time`; the bot makes
 * them GUILD_ONLY (privacy_level 2). Returns the event's id after a create or update, undefined
 * after a delete.
 */
export async function syncScheduledEvent(
  rest: REST,
  guildId: string,
  existing: string | undefined,
  spec: EventSpec | undefined,
): Promise<string | undefined> {
  if (!spec) {
    if (existing)
      await withRetry(() => rest.delete(Routes.guildScheduledEvent(guildId, existing))).catch(
        (e: unknown) => {
          if (!unknownEvent(e)) throw e;
        },
      );
    return undefined;
  }
  const body = {
    name: spec.name,
    ...(spec.description ? { description: spec.description } : {}),
    scheduled_start_time: spec.start,
    scheduled_end_time: spec.end,
    privacy_level: 2,
    entity_type: 3,
    entity_metadata: { location: spec.location },
  };
  if (existing) {
    try {
      await withRetry(() => rest.patch(Routes.guildScheduledEvent(guildId, existing), { body }));
      return existing;
    } catch (e) {
      if (!unknownEvent(e)) throw e;
    }
  }
  // Not retried here (a create is not idempotent): a failure gives the job back for the next wake.
  const made = (await rest.post(Routes.guildScheduledEvents(guildId), { body })) as { id: string };
  return made.id;
}
