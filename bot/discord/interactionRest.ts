import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Client,
  DiscordAPIError,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  MessagePayload,
  InteractionResponseType,
} from 'discord.js';
import { Pool } from 'undici';

/**
 * Every call that answers an interaction: the initial callback (deferral or answer) and, after a
 * deferral, the edit or deletion of the deferred reply and follow-ups. Discord exempts these routes
 * from the global 50 requests/second limit (Discord developer documentation, "Rate Limits: Global
 * Rate Limit", and "Receiving and Responding: Interaction endpoints are not bound to the bot's Global
 * Rate Limit") and authorises them by the interaction token in the URL, without the bot token.
 *
 * A lean client of its own on undici's connection pool: under a burst of 600 interactions discord.js's
 * general REST client (route hashing, bucket queues, a global limiter, an abort signal and a timer
 * per request) took about half of the bot's CPU time. This one keeps what these routes need: each
 * token's bucket from Discord's `X-RateLimit-*` headers (5 requests per 2 s per interaction token),
 * `Retry-After` on a 429, and Discord's errors as discord.js's `DiscordAPIError` (code, status).
 */
export type Answerable = ChatInputCommandInteraction | ButtonInteraction;

type Callback =
  | { readonly type: 'defer'; readonly ephemeral: boolean }
  | { readonly type: 'deferUpdate' }
  | { readonly type: 'reply'; readonly options: InteractionReplyOptions }
  | { readonly type: 'update'; readonly options: InteractionUpdateOptions };

export interface InteractionRest {
  /** The initial callback: a deferral, the answer itself, or the button's message updated. */
  callback(i: Answerable, callback: Callback): Promise<void>;
  editOriginal(i: Answerable, options: InteractionEditReplyOptions): Promise<void>;
  deleteOriginal(i: Answerable): Promise<void>;
  followUp(i: Answerable, options: InteractionReplyOptions): Promise<void>;
  close(): Promise<void>;
}

/** A file as discord.js resolves it for a message. */
interface RawFile {
  readonly name: string;
  readonly data: Buffer | Uint8Array | string;
  readonly key?: string;
  readonly contentType?: string;
}

/** 429s waited out before the error is given to the caller. */
const RATE_LIMIT_TRIES = 5;
/** Connections kept open to Discord: a burst reuses them instead of a TLS handshake per request. */
const CONNECTIONS = 32;
const FLAG_EPHEMERAL = 64;

export function createInteractionRest(client: Client): InteractionRest {
  const api = new URL(client.rest.options.api);
  const prefix = `${api.pathname.replace(/\/$/, '')}/v${client.rest.options.version}`;
  const pool = new Pool(api.origin, { connections: CONNECTIONS });
  // Discord's required form: "DiscordBot ($url, $versionNumber)" (developer documentation, "User Agent").
  const userAgent = 'DiscordBot (https://github.com/rochade/rochade, 0.1.0)';
  /** Per interaction token: when its bucket is open again (from `X-RateLimit-Reset-After`). */
  const closedUntil = new Map<string, number>();

  async function call(
    method: 'POST' | 'PATCH' | 'DELETE',
    token: string,
    route: string,
    payload?: { readonly body: unknown; readonly files?: readonly RawFile[] | undefined },
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const wait = (closedUntil.get(token) ?? 0) - Date.now();
      if (wait > 0) await sleep(wait);
      const res = await pool.request({
        method,
        path: prefix + route,
        headers: {
          'user-agent': userAgent,
          ...(payload && !payload.files?.length ? { 'content-type': 'application/json' } : {}),
        },
        body: payload === undefined ? null : encode(payload.body, payload.files),
      });
      const remaining = res.headers['x-ratelimit-remaining'];
      const resetAfter = Number(res.headers['x-ratelimit-reset-after']);
      if (remaining === '0' && Number.isFinite(resetAfter)) {
        if (closedUntil.size > 10_000)
          for (const [t, until] of closedUntil) if (until < Date.now()) closedUntil.delete(t);
        closedUntil.set(token, Date.now() + resetAfter * 1000);
      } else closedUntil.delete(token);
      if (res.statusCode < 300) {
        await res.body.dump();
        return;
      }
      const text = await res.body.text();
      const raw = parseError(text, res.statusCode);
      if (res.statusCode === 429 && attempt < RATE_LIMIT_TRIES) {
        const header = Number(res.headers['retry-after']);
        const seconds = typeof raw.retry_after === 'number' ? raw.retry_after : header;
        await sleep(Number.isFinite(seconds) ? seconds * 1000 : 1000);
        continue;
      }
      const code = raw.code ?? res.statusCode;
      throw new DiscordAPIError(
        { message: raw.message, code },
        code,
        res.statusCode,
        method,
        api.origin + prefix + route,
        { body: payload?.body, files: payload?.files?.map(toDiscordFile) },
      );
    }
  }

  /** discord.js's own payload resolution (flags, embeds, components, attachments) for a message. */
  async function resolve(
    i: Answerable,
    options: InteractionReplyOptions | InteractionEditReplyOptions | InteractionUpdateOptions,
  ): Promise<{ body: unknown; files: readonly RawFile[] | undefined }> {
    const { body, files } = await MessagePayload.create(i, options).resolveBody().resolveFiles();
    return { body, files: files as readonly RawFile[] | undefined };
  }

  const webhookRoute = (i: Answerable): string => `/webhooks/${i.applicationId}/${i.token}`;

  return {
    async callback(i, cb) {
      const route = `/interactions/${i.id}/${i.token}/callback`;
      if (cb.type === 'defer')
        return call('POST', i.token, route, {
          body: {
            type: InteractionResponseType.DeferredChannelMessageWithSource,
            ...(cb.ephemeral ? { data: { flags: FLAG_EPHEMERAL } } : {}),
          },
        });
      if (cb.type === 'deferUpdate')
        return call('POST', i.token, route, {
          body: { type: InteractionResponseType.DeferredMessageUpdate },
        });
      const { body, files } = await resolve(i, cb.options);
      const type =
        cb.type === 'reply'
          ? InteractionResponseType.ChannelMessageWithSource
          : InteractionResponseType.UpdateMessage;
      return call('POST', i.token, route, { body: { type, data: body }, files });
    },
    async editOriginal(i, options) {
      const { body, files } = await resolve(i, options);
      await call('PATCH', i.token, `${webhookRoute(i)}/messages/@original`, { body, files });
    },
    async deleteOriginal(i) {
      await call('DELETE', i.token, `${webhookRoute(i)}/messages/@original`);
    },
    async followUp(i, options) {
      const { body, files } = await resolve(i, options);
      await call('POST', i.token, `${webhookRoute(i)}?wait=true`, { body, files });
    },
    close: () => pool.close(),
  };
}

/** JSON, or multipart with `payload_json` and `files[n]` when there are files (Discord's "Uploading Files"). */
function encode(body: unknown, files: readonly RawFile[] | undefined): string | FormData {
  if (!files?.length) return JSON.stringify(body);
  const form = new FormData();
  for (const [index, file] of files.entries())
    form.append(
      file.key ?? `files[${index}]`,
      new Blob([file.data], { type: file.contentType ?? contentTypeOf(file.name) }),
      file.name,
    );
  form.append('payload_json', JSON.stringify(body));
  return form;
}

const contentTypeOf = (name: string): string =>
  /\.png$/i.test(name) ? 'image/png' : /\.csv$/i.test(name) ? 'text/csv' : 'application/octet-stream';

function parseError(text: string, status: number): { message: string; code?: number; retry_after?: number } {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown; retry_after?: unknown };
    return {
      message: typeof parsed.message === 'string' ? parsed.message : `HTTP ${status}`,
      ...(typeof parsed.code === 'number' ? { code: parsed.code } : {}),
      ...(typeof parsed.retry_after === 'number' ? { retry_after: parsed.retry_after } : {}),
    };
  } catch {
    return { message: text.slice(0, 200) || `HTTP ${status}` };
  }
}

const toDiscordFile = (f: RawFile): { name: string; data: Buffer | string } => ({
  name: f.name,
  data: typeof f.data === 'string' ? f.data : Buffer.from(f.data),
});

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
