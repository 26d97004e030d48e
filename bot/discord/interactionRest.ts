import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  MessagePayload,
  REST,
  Routes,
} from 'discord.js';

/**
 * The interaction webhook calls (edit or delete the deferred reply, follow-ups) through a REST client
 * of their own. Discord exempts interaction endpoints from the global 50 requests/second limit
 * (Discord developer documentation, "Rate Limits: Global Rate Limit" and "Receiving and Responding:
 * Interaction endpoints are not bound to the bot's Global Rate Limit"), but discord.js's REST client
 * counts them against its own global limiter: 200 reports answered at once then queued behind it for
 * seconds. This client has no client-side global limit; it still honours each token's bucket from
 * Discord's `X-RateLimit-*` headers (5 requests per 2 s per interaction token) and `Retry-After`.
 * Webhook routes are authorised by the interaction token in the URL (`auth: false`), like discord.js's.
 */
export type Answerable = ChatInputCommandInteraction | ButtonInteraction;

export interface InteractionRest {
  editOriginal(i: Answerable, options: InteractionEditReplyOptions): Promise<void>;
  deleteOriginal(i: Answerable): Promise<void>;
  followUp(i: Answerable, options: InteractionReplyOptions): Promise<void>;
}

/** No client-side global limit (interaction routes are exempt at Discord); per-bucket limits still apply. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export function createInteractionRest(client: Client): InteractionRest {
  const rest = new REST({ api: client.rest.options.api, globalRequestsPerSecond: UNLIMITED });
  const body = async (i: Answerable, options: InteractionEditReplyOptions | InteractionReplyOptions) =>
    MessagePayload.create(i.webhook, options).resolveBody().resolveFiles();
  return {
    async editOriginal(i, options) {
      const { body: b, files } = await body(i, options);
      await rest.patch(Routes.webhookMessage(i.applicationId, i.token, '@original'), {
        body: b,
        files: files ?? [],
        auth: false,
      });
    },
    async deleteOriginal(i) {
      await rest.delete(Routes.webhookMessage(i.applicationId, i.token, '@original'), { auth: false });
    },
    async followUp(i, options) {
      const { body: b, files } = await body(i, options);
      await rest.post(Routes.webhook(i.applicationId, i.token), {
        body: b,
        files: files ?? [],
        query: new URLSearchParams({ wait: 'true' }),
        auth: false,
      });
    },
  };
}
