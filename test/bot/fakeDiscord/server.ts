import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type APIInteraction,
  InteractionResponseType,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import { apiMember, apiMessage, apiUser } from './apiObjects.ts';
import { parseBody, readBody } from './body.ts';
import { FakeGateway } from './gateway.ts';
import { DISCORD_RATE_LIMITS, RateLimiter, type TooManyRequests } from './rateLimits.ts';
import { type ErrorTree, invalidFormBody } from './validate.ts';
import { buildButtonInteraction, buildCommandInteraction, type PayloadContext } from './payloads.ts';
import {
  type FakeDiscordOptions,
  type FakeMessage,
  type FakeUser,
  type InteractionRecord,
  type Json,
  nextSnowflake,
} from './types.ts';

/**
 * A fake Discord for end-to-end tests: the REST routes discord.js uses and a WebSocket gateway, on
 * 127.0.0.1. The real discord.js client connects to it (REST `api` option = `apiBase`, gateway URL
 * from GET /gateway/bot). It enforces what Discord enforces for interactions: one initial callback,
 * within 3 seconds of dispatch. Every request body is checked against Discord's published schemas
 * (`validate.ts`: 400 with code 50035 when invalid) and Discord's rate limits are applied with their
 * headers (`rateLimits.ts`: 429 with `Retry-After`). `invalidBodies` and `tooManyRequests` list what
 * the bot provoked; the test harness fails a test on any.
 */

export * from './types.ts';

export class FakeDiscord {
  readonly options: FakeDiscordOptions;
  readonly botUser: FakeUser;
  readonly interactions = new Map<string, InteractionRecord>();
  readonly channelMessages = new Map<string, FakeMessage[]>();
  readonly registeredCommands = new Map<string, unknown[]>(); // route → body
  readonly requests: { method: string; path: string }[] = [];
  readonly attachmentsServed = new Map<string, Buffer>();
  /** Users who take no direct messages from the bot (DMs from server members switched off). */
  readonly dmsClosed = new Set<string>();
  /** Guilds whose bot role lacks Create Events: event writes are answered 403, code 50013. */
  readonly eventsForbidden = new Set<string>();
  /** DM channels the bot opened: channel id → the user's id. */
  readonly dmChannels = new Map<string, string>();
  /** Guild scheduled events by id (as created, then patched); deleted ones are removed. */
  readonly scheduledEvents = new Map<string, Json>();
  /** Bodies answered with 400/50035: route and Discord's error tree. */
  readonly invalidBodies: { method: string; path: string; errors: ErrorTree }[] = [];
  private readonly rateLimiter: RateLimiter;
  /** Every message body the bot sent (callbacks' data, webhook and channel messages), to check limits. */
  readonly sentBodies: { method: string; path: string; body: Json }[] = [];
  private readonly http: Server;
  private readonly gateway: FakeGateway;
  private commandDefs: RESTPostAPIApplicationCommandsJSONBody[] = [];
  private port = 0;
  private waiters: (() => void)[] = [];

  constructor(options: FakeDiscordOptions) {
    this.options = options;
    this.botUser = { id: options.applicationId, username: 'Rochade' };
    this.rateLimiter = new RateLimiter(options.rateLimits ?? DISCORD_RATE_LIMITS);
    this.http = createServer((req, res) => {
      this.handleRest(req, res).catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(e), code: 0 }));
      });
    });
    this.gateway = new FakeGateway({
      ...options,
      botUser: this.botUser,
      url: () => this.gatewayUrl,
      onChange: () => this.notify(),
    });
    this.http.on('upgrade', (req, socket, head) => this.gateway.upgrade(req, socket, head));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.port = (this.http.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.gateway.stop();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  get apiBase(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}/gateway`;
  }

  /** Command definitions used to type the options of built interactions (the bot's `commands`). */
  useCommandDefinitions(defs: readonly RESTPostAPIApplicationCommandsJSONBody[]): void {
    this.commandDefs = [...defs];
  }

  /** Identified gateway connections: [shard id, shard count]. */
  get connectedShards(): [number, number][] {
    return this.gateway.connectedShards;
  }

  /** The intents of each identified gateway connection. */
  get identifiedIntents(): number[] {
    return this.gateway.identifiedIntents;
  }

  /** Number of successful RESUMEs (a dropped connection came back with its session). */
  get resumes(): number {
    return this.gateway.resumes;
  }

  /** Closes every gateway connection with a resumable code (the client should RESUME). */
  dropGatewayConnections(code = 4000): void {
    this.gateway.drop(code);
  }

  /** The 429 answers the fake gave (Discord's limits exceeded). */
  get tooManyRequests(): readonly TooManyRequests[] {
    return this.rateLimiter.limited;
  }

  /** Milliseconds until every channel's message bucket in use has reset. */
  channelBucketsResetIn(): number {
    return this.rateLimiter.channelBucketsResetIn();
  }

  messagesIn(channelId: string): FakeMessage[] {
    return this.channelMessages.get(channelId) ?? [];
  }

  /** The direct messages the bot sent to a user (in their DM channel). */
  directMessagesTo(userId: string): FakeMessage[] {
    return [...this.dmChannels].filter(([, u]) => u === userId).flatMap(([c]) => this.messagesIn(c));
  }

  /** Serves a file at a URL on the fake (attachments for /tournament import). */
  hostAttachment(name: string, data: Buffer): string {
    const key = `${nextSnowflake()}/${name}`;
    this.attachmentsServed.set(key, data);
    return `http://127.0.0.1:${this.port}/attachments/${key}`;
  }

  // ---- interactions ---------------------------------------------------------------------------

  /** Sends an interaction over the gateway and returns its record (callbacks fill it in). */
  sendInteraction(payload: APIInteraction): InteractionRecord {
    const rec: InteractionRecord = {
      id: payload.id,
      token: payload.token,
      payload,
      dispatchedAt: Date.now(),
      rejectedCallbacks: [],
      followups: [],
    };
    this.interactions.set(payload.id, rec);
    this.gateway.dispatchToGuild(payload.guild_id ?? '', 'INTERACTION_CREATE', payload);
    return rec;
  }

  /** Delivers the same interaction again (a gateway redelivery): the bot must not apply it twice. */
  redeliver(rec: InteractionRecord): void {
    this.gateway.dispatchToGuild(rec.payload.guild_id ?? '', 'INTERACTION_CREATE', rec.payload);
  }

  /** Builds a slash-command interaction from the registered definitions (option types checked). */
  buildCommand(p: Parameters<typeof buildCommandInteraction>[1]): APIInteraction {
    return buildCommandInteraction(this.payloadContext(), p);
  }

  /** A button press on a message carrying `customId`. */
  buildButton(p: Parameters<typeof buildButtonInteraction>[1]): APIInteraction {
    return buildButtonInteraction(this.payloadContext(), p);
  }

  private payloadContext(): PayloadContext {
    return {
      applicationId: this.options.applicationId,
      users: this.options.users,
      botUser: this.botUser,
      commandDefs: this.commandDefs,
      hostAttachment: (name, data) => this.hostAttachment(name, data),
    };
  }

  /** Waits until `predicate` holds (re-checked on every callback and REST write). */
  async waitFor<T>(predicate: () => T | undefined | false, what: string, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = predicate();
      if (v) return v;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The interaction's visible answer: the initial message, or the deferred reply once edited. */
  async response(
    rec: InteractionRecord,
    timeoutMs?: number,
  ): Promise<FakeMessage | { choices: InteractionRecord['choices'] }> {
    return this.waitFor(
      () => {
        const i = rec.initial;
        if (!i) return undefined;
        if (i.type === InteractionResponseType.ApplicationCommandAutocompleteResult)
          return { choices: rec.choices };
        if (i.type === InteractionResponseType.DeferredChannelMessageWithSource) {
          // The deferred reply once edited, or (a private answer after a public deferral) the follow-up.
          if (rec.original?.deleted) return rec.followups[0];
          return rec.original && rec.original.edits > 0 ? rec.original : undefined;
        }
        if (i.type === InteractionResponseType.DeferredMessageUpdate) return rec.followups[0];
        return rec.original;
      },
      `the answer to interaction ${rec.id}`,
      timeoutMs,
    );
  }

  private notify(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  // ---- REST -----------------------------------------------------------------------------------

  private async handleRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname });
    let limitHeaders: Record<string, string> = {};
    const send = (status: number, body?: unknown): void => {
      if (body === undefined) {
        res.writeHead(status, limitHeaders);
        res.end();
      } else {
        res.writeHead(status, { ...limitHeaders, 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      }
      this.notify();
    };
    if (url.pathname.startsWith('/attachments/')) {
      const data = this.attachmentsServed.get(decodeURIComponent(url.pathname.slice('/attachments/'.length)));
      if (!data) return send(404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(data);
      return;
    }
    const path = decodeURIComponent(url.pathname).replace(/^\/api\/v\d+/, '');
    const raw = await readBody(req);
    const { json, files } = await parseBody(req, raw);
    const authed = req.headers.authorization === `Bot ${this.options.token}`;
    const limit = this.rateLimiter.take(method, path);
    limitHeaders = limit.headers;
    if (limit.status === 429) return send(429, limit.body);
    const invalid = invalidFormBody(method, path, json);
    if (invalid) {
      this.invalidBodies.push({ method, path, errors: invalid.errors });
      return send(400, invalid);
    }
    if (
      (method === 'POST' || method === 'PATCH') &&
      json &&
      typeof json === 'object' &&
      !Array.isArray(json)
    ) {
      const body = json as Json;
      const data = /\/callback$/.test(path) ? (body.data as Json | undefined) : body;
      if (data) this.sentBodies.push({ method, path, body: data });
    }
    let m: RegExpMatchArray | null;

    if (method === 'GET' && path === '/gateway/bot') {
      if (!authed) return send(401, { message: '401: Unauthorized', code: 0 });
      return send(200, {
        url: this.gatewayUrl,
        shards: this.options.shards ?? 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 16 },
      });
    }
    if (method === 'GET' && path === '/gateway') return send(200, { url: this.gatewayUrl });
    if (method === 'GET' && path === '/users/@me')
      return send(
        authed ? 200 : 401,
        authed ? apiUser(this.botUser, true) : { message: '401: Unauthorized' },
      );
    if ((m = path.match(/^\/applications\/(\d+)(\/guilds\/(\d+))?\/commands$/))) {
      if (!authed) return send(401, { message: '401: Unauthorized', code: 0 });
      if (method === 'PUT') {
        const body = (json as unknown[]).map((c) => ({
          ...(c as Json),
          id: nextSnowflake(),
          application_id: m?.[1],
          version: '1',
        }));
        this.registeredCommands.set(path, body);
        return send(200, body);
      }
      return send(200, this.registeredCommands.get(path) ?? []);
    }
    if ((m = path.match(/^\/interactions\/(\d+)\/([^/]+)\/callback$/)) && method === 'POST') {
      const rec = this.interactions.get(m[1] ?? '');
      if (!rec || rec.token !== m[2]) return send(404, { message: 'Unknown interaction', code: 10062 });
      const ms = Date.now() - rec.dispatchedAt;
      if (rec.initial) {
        rec.rejectedCallbacks.push({ reason: 'already acknowledged' });
        return send(400, { message: 'Interaction has already been acknowledged.', code: 40060 });
      }
      if (ms > (this.options.ackDeadlineMs ?? 3000)) {
        rec.rejectedCallbacks.push({ reason: `late: ${ms} ms` });
        return send(404, { message: 'Unknown interaction', code: 10062 });
      }
      const body = json as { type: number; data?: Json };
      rec.initial = { type: body.type, ms, data: body.data };
      if (body.type === InteractionResponseType.ApplicationCommandAutocompleteResult) {
        rec.choices = (body.data?.choices as InteractionRecord['choices']) ?? [];
      } else if (
        body.type === InteractionResponseType.ChannelMessageWithSource ||
        body.type === InteractionResponseType.DeferredChannelMessageWithSource
      ) {
        rec.original = this.makeMessage(rec.payload.channel_id ?? '', body.data ?? {}, files, 'original');
        if (body.type === InteractionResponseType.DeferredChannelMessageWithSource) rec.original.edits = 0;
      } else if (body.type === InteractionResponseType.DeferredMessageUpdate) {
        // Edits of @original then change the message carrying the component.
        rec.original = this.findMessage((rec.payload as { message?: { id: string } }).message?.id ?? '');
      } else if (body.type === InteractionResponseType.UpdateMessage) {
        const msg = this.findMessage((rec.payload as { message?: { id: string } }).message?.id ?? '');
        if (msg) this.applyEdit(msg, body.data ?? {}, files);
        rec.original = msg;
      }
      return send(204);
    }
    if ((m = path.match(/^\/webhooks\/(\d+)\/([^/]+)(\/messages\/(@original|\d+))?$/))) {
      const rec = [...this.interactions.values()].find((r) => r.token === m?.[2]);
      if (!rec || !rec.initial) return send(404, { message: 'Unknown Webhook', code: 10015 });
      if (method === 'POST' && !m[3]) {
        const msg = this.makeMessage(rec.payload.channel_id ?? '', json as Json, files, 'followup');
        rec.followups.push(msg);
        return send(200, apiMessage(msg, this.botUser));
      }
      const target = m[4] === '@original' ? rec.original : rec.followups.find((f) => f.id === m?.[4]);
      if (!target) return send(404, { message: 'Unknown Message', code: 10008 });
      if (method === 'PATCH') this.applyEdit(target, json as Json, files);
      if (method === 'DELETE') {
        target.deleted = true;
        return send(204);
      }
      return send(200, apiMessage(target, this.botUser));
    }
    if ((m = path.match(/^\/channels\/(\d+)\/messages$/)) && method === 'POST') {
      if (!authed) return send(401, { message: '401: Unauthorized', code: 0 });
      // Discord refuses a DM to a user who takes none from the bot (JSON error code 50007).
      const dmUser = this.dmChannels.get(m[1] ?? '');
      if (dmUser !== undefined && this.dmsClosed.has(dmUser))
        return send(403, { message: 'Cannot send messages to this user', code: 50007 });
      const msg = this.makeMessage(m[1] ?? '', json as Json, files, 'channel');
      return send(200, apiMessage(msg, this.botUser));
    }
    if (method === 'POST' && path === '/users/@me/channels') {
      if (!authed) return send(401, { message: '401: Unauthorized', code: 0 });
      const u = this.options.users.find((x) => x.id === (json as Json).recipient_id);
      if (!u) return send(400, { message: 'Unknown User', code: 10013 });
      // One DM channel per user: Discord returns the existing one again.
      const id = [...this.dmChannels].find(([, v]) => v === u.id)?.[0] ?? nextSnowflake();
      this.dmChannels.set(id, u.id);
      return send(200, { id, type: 1, last_message_id: null, flags: 0, recipients: [apiUser(u, false)] });
    }
    if ((m = path.match(/^\/guilds\/(\d+)\/scheduled-events(\/(\d+))?$/))) {
      if (!authed) return send(401, { message: '401: Unauthorized', code: 0 });
      const guildId = m[1] ?? '';
      if (!this.options.guilds.some((g) => g.id === guildId))
        return send(404, { message: 'Unknown Guild', code: 10004 });
      const eventId = m[3];
      if (method !== 'GET' && this.eventsForbidden.has(guildId))
        return send(403, { message: 'Missing Permissions', code: 50013 });
      if (!eventId && method === 'GET')
        return send(
          200,
          [...this.scheduledEvents.values()].filter((e) => e.guild_id === guildId),
        );
      if (!eventId && method === 'POST') {
        const event: Json = {
          ...(json as Json),
          id: nextSnowflake(),
          guild_id: guildId,
          channel_id: null,
          creator_id: this.botUser.id,
          status: 1,
          entity_id: null,
          user_count: 0,
        };
        this.scheduledEvents.set(String(event.id), event);
        return send(200, event);
      }
      const event = eventId ? this.scheduledEvents.get(eventId) : undefined;
      if (!event || event.guild_id !== guildId)
        return send(404, { message: 'Unknown Guild Scheduled Event', code: 10070 });
      if (method === 'PATCH') {
        const patched = { ...event, ...(json as Json) };
        this.scheduledEvents.set(String(event.id), patched);
        return send(200, patched);
      }
      if (method === 'DELETE') {
        this.scheduledEvents.delete(String(event.id));
        return send(204);
      }
      return send(200, event);
    }
    if ((m = path.match(/^\/channels\/(\d+)$/)) && method === 'GET') {
      const g = this.options.guilds.find((x) => x.channels.includes(m?.[1] ?? ''));
      if (!g) return send(404, { message: 'Unknown Channel', code: 10003 });
      return send(200, {
        id: m[1],
        type: 0,
        name: 'chess',
        guild_id: g.id,
        position: 0,
        permission_overwrites: [],
      });
    }
    if ((m = path.match(/^\/guilds\/(\d+)\/members\/(\d+)$/)) && method === 'GET') {
      const u = this.options.users.find((x) => x.id === m?.[2]);
      if (!u) return send(404, { message: 'Unknown Member', code: 10007 });
      return send(200, apiMember(u, 0n, [], false));
    }
    return send(404, { message: `fake Discord: no route ${method} ${path}`, code: 0 });
  }

  private makeMessage(
    channelId: string,
    data: Json,
    files: Map<string, Buffer>,
    kind: FakeMessage['kind'],
  ): FakeMessage {
    const msg: FakeMessage = {
      id: nextSnowflake(),
      channel_id: channelId,
      content: '',
      embeds: [],
      components: [],
      attachments: [],
      flags: 0,
      mentions: [],
      files: new Map(),
      edits: 1,
      kind,
    };
    this.applyEdit(msg, data, files);
    // Only a new message notifies the users it mentions (edits do not), as far as allowed_mentions lets it.
    const inContent = [...msg.content.matchAll(/<@!?(\d+)>/g)].map((x) => x[1] ?? '');
    const allowed = data.allowed_mentions as { parse?: string[]; users?: string[] } | undefined;
    msg.mentions =
      allowed === undefined || allowed.parse?.includes('users')
        ? inContent
        : inContent.filter((id) => allowed.users?.includes(id));
    msg.edits = 1;
    const list = this.channelMessages.get(channelId) ?? [];
    list.push(msg);
    this.channelMessages.set(channelId, list);
    return msg;
  }

  private applyEdit(msg: FakeMessage, data: Json, files: Map<string, Buffer>): void {
    if (typeof data.content === 'string') msg.content = data.content;
    if (Array.isArray(data.embeds)) msg.embeds = data.embeds as Json[];
    if (Array.isArray(data.components)) msg.components = data.components as Json[];
    if (typeof data.flags === 'number') msg.flags = data.flags;
    for (const [name, buf] of files) {
      msg.files.set(name, buf);
      msg.attachments.push({
        id: nextSnowflake(),
        filename: name,
        size: buf.length,
        url: this.hostAttachment(name, buf),
      });
    }
    msg.edits += 1;
  }

  private findMessage(id: string): FakeMessage | undefined {
    for (const list of this.channelMessages.values()) {
      const m = list.find((x) => x.id === id);
      if (m) return m;
    }
    return undefined;
  }
}
