import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  ApplicationCommandOptionType,
  type APIApplicationCommandOption,
  type APIInteraction,
  GatewayOpcodes,
  InteractionResponseType,
  InteractionType,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';

/**
 * A fake Discord for end-to-end tests: the REST routes discord.js uses and a WebSocket gateway, on
 * 127.0.0.1. The real discord.js client connects to it (REST `api` option = `apiBase`, gateway URL
 * from GET /gateway/bot). It enforces what Discord enforces for interactions: one initial callback,
 * within 3 seconds of dispatch.
 */

export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly globalName?: string;
}
export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly channels: readonly string[];
  readonly roles: readonly string[];
}

export interface FakeMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: Record<string, unknown>[];
  components: Record<string, unknown>[];
  attachments: { id: string; filename: string; size: number; url: string; content_type?: string }[];
  flags: number;
  /** User ids mentioned in the content (`<@id>`): Discord notifies them only for NEW messages. */
  mentions: string[];
  /** Raw file contents by file name. */
  files: Map<string, Buffer>;
  edits: number;
  kind: 'channel' | 'original' | 'followup';
  deleted?: boolean;
}

export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly payload: APIInteraction;
  readonly dispatchedAt: number;
  /** Initial callback (type and the time it arrived after dispatch, ms). */
  initial?: { type: number; ms: number; data: Record<string, unknown> | undefined };
  rejectedCallbacks: { reason: string }[];
  original?: FakeMessage;
  followups: FakeMessage[];
  /** Autocomplete choices (type 8). */
  choices?: { name: string; value: string | number }[];
}

type Json = Record<string, unknown>;

const snowflakeBase = 1_300_000_000_000_000_000n;
let snowflakeCounter = 0n;
export const nextSnowflake = (): string => String(snowflakeBase + (snowflakeCounter += 1n) * 4_194_304n);

export interface FakeDiscordOptions {
  readonly token: string;
  readonly applicationId: string;
  readonly guilds: readonly FakeGuild[];
  readonly users: readonly FakeUser[];
  /** Recommended shard count returned by GET /gateway/bot. */
  readonly shards?: number;
  /** The callback deadline (Discord: 3000 ms). */
  readonly ackDeadlineMs?: number;
}

interface ShardConnection {
  readonly ws: WebSocket;
  shard: [number, number];
  seq: number;
  sessionId: string;
  identified: boolean;
  /** Every dispatched frame of the session, by sequence number: replayed on RESUME. */
  log: { s: number; frame: string }[];
}

export class FakeDiscord {
  readonly options: FakeDiscordOptions;
  readonly botUser: FakeUser;
  readonly interactions = new Map<string, InteractionRecord>();
  readonly channelMessages = new Map<string, FakeMessage[]>();
  readonly registeredCommands = new Map<string, unknown[]>(); // route → body
  readonly requests: { method: string; path: string }[] = [];
  readonly attachmentsServed = new Map<string, Buffer>();
  private readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly shardConns = new Set<ShardConnection>();
  private readonly sessions = new Map<string, ShardConnection>();
  private commandDefs: RESTPostAPIApplicationCommandsJSONBody[] = [];
  /** Number of successful RESUMEs (a dropped connection came back with its session). */
  resumes = 0;
  private port = 0;
  private waiters: (() => void)[] = [];

  constructor(options: FakeDiscordOptions) {
    this.options = options;
    this.botUser = { id: options.applicationId, username: 'Rochade' };
    this.http = createServer((req, res) => {
      this.handleRest(req, res).catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(e), code: 0 }));
      });
    });
    this.wss = new WebSocketServer({ noServer: true });
    this.http.on('upgrade', (req, socket, head) => {
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onGateway(ws));
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    this.port = (this.http.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const c of this.shardConns) c.ws.terminate();
    this.wss.close();
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
    return [...this.shardConns].filter((c) => c.identified).map((c) => c.shard);
  }

  /** Closes every gateway connection with a resumable code (the client should RESUME). */
  dropGatewayConnections(code = 4000): void {
    for (const c of this.shardConns) c.ws.close(code, 'test drop');
  }

  messagesIn(channelId: string): FakeMessage[] {
    return this.channelMessages.get(channelId) ?? [];
  }

  /** Serves a file at a URL on the fake (attachments for /tournament import). */
  hostAttachment(name: string, data: Buffer): string {
    const key = `${nextSnowflake()}/${name}`;
    this.attachmentsServed.set(key, data);
    return `http://127.0.0.1:${this.port}/attachments/${key}`;
  }

  // ---- gateway --------------------------------------------------------------------------------

  private onGateway(ws: WebSocket): void {
    const conn: ShardConnection = {
      ws,
      shard: [0, 1],
      seq: 0,
      sessionId: nextSnowflake(),
      identified: false,
      log: [],
    };
    this.shardConns.add(conn);
    ws.on('close', () => this.shardConns.delete(conn));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: Json };
      switch (msg.op) {
        case GatewayOpcodes.Heartbeat:
          ws.send(JSON.stringify({ op: GatewayOpcodes.HeartbeatAck }));
          break;
        case GatewayOpcodes.Identify: {
          if (msg.d.token !== this.options.token) {
            ws.close(4004, 'Authentication failed.');
            return;
          }
          conn.shard = (msg.d.shard as [number, number] | undefined) ?? [0, 1];
          conn.identified = true;
          this.sessions.set(conn.sessionId, conn);
          const guilds = this.guildsOf(conn.shard);
          this.dispatch(conn, 'READY', {
            v: 10,
            user: this.apiUser(this.botUser, true),
            guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
            session_id: conn.sessionId,
            resume_gateway_url: this.gatewayUrl,
            shard: conn.shard,
            application: { id: this.options.applicationId, flags: 0 },
          });
          for (const g of guilds) this.dispatch(conn, 'GUILD_CREATE', this.apiGuild(g));
          this.notify();
          break;
        }
        case GatewayOpcodes.Resume: {
          const old = this.sessions.get(String(msg.d.session_id));
          if (!old || msg.d.token !== this.options.token) {
            ws.send(JSON.stringify({ op: GatewayOpcodes.InvalidSession, d: false }));
            return;
          }
          conn.shard = old.shard;
          conn.seq = old.seq;
          conn.sessionId = old.sessionId;
          conn.log = old.log;
          conn.identified = true;
          this.sessions.set(conn.sessionId, conn);
          this.resumes += 1;
          // Replay what the client missed while disconnected, then RESUMED.
          const from = Number(msg.d.seq ?? 0);
          for (const e of conn.log) if (e.s > from) ws.send(e.frame);
          this.dispatch(conn, 'RESUMED', {});
          this.notify();
          break;
        }
        default:
          break;
      }
    });
    ws.send(JSON.stringify({ op: GatewayOpcodes.Hello, d: { heartbeat_interval: 41_250 } }));
  }

  private guildsOf([id, count]: [number, number]): FakeGuild[] {
    return this.options.guilds.filter((g) => Number((BigInt(g.id) >> 22n) % BigInt(count)) === id);
  }

  private dispatch(conn: ShardConnection, t: string, d: unknown): void {
    conn.seq += 1;
    const frame = JSON.stringify({ op: GatewayOpcodes.Dispatch, t, s: conn.seq, d });
    conn.log.push({ s: conn.seq, frame });
    // A disconnected session keeps its events: the client gets them when it resumes.
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
  }

  private connectionFor(guildId: string): ShardConnection {
    const serving = [...this.sessions.values()].filter((c) =>
      this.guildsOf(c.shard).some((g) => g.id === guildId),
    );
    const open = serving.find((c) => c.ws.readyState === c.ws.OPEN);
    const conn = open ?? serving[serving.length - 1];
    if (!conn) throw new Error(`no gateway session serves guild ${guildId}`);
    return conn;
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
    this.dispatch(this.connectionFor(payload.guild_id ?? ''), 'INTERACTION_CREATE', payload);
    return rec;
  }

  /** Delivers the same interaction again (a gateway redelivery): the bot must not apply it twice. */
  redeliver(rec: InteractionRecord): void {
    this.dispatch(this.connectionFor(rec.payload.guild_id ?? ''), 'INTERACTION_CREATE', rec.payload);
  }

  /** Builds a slash-command interaction from the registered definitions (option types checked). */
  buildCommand(p: {
    guildId: string;
    channelId: string;
    user: FakeUser;
    command: string;
    subcommand?: string;
    options?: Readonly<Record<string, string | number | boolean>>;
    focused?: string;
    locale?: string;
    permissions?: bigint;
    roles?: readonly string[];
    attachments?: Readonly<Record<string, { filename: string; data: Buffer }>>;
  }): APIInteraction {
    const def = this.commandDefs.find((d) => d.name === p.command);
    if (!def) throw new Error(`unknown command ${p.command}`);
    let optionDefs: readonly APIApplicationCommandOption[] =
      ('options' in def ? def.options : undefined) ?? [];
    if (p.subcommand) {
      const sub = optionDefs.find((o) => o.name === p.subcommand);
      if (!sub || sub.type !== ApplicationCommandOptionType.Subcommand)
        throw new Error(`unknown subcommand ${p.subcommand}`);
      optionDefs = sub.options ?? [];
    }
    const resolved: { users?: Json; members?: Json; attachments?: Json; roles?: Json } = {};
    const options = Object.entries(p.options ?? {}).map(([name, value]) => {
      const o = optionDefs.find((d) => d.name === name);
      if (!o) throw new Error(`/${p.command} ${p.subcommand ?? ''}: unknown option ${name}`);
      if (o.type === ApplicationCommandOptionType.User) {
        const u = this.options.users.find((x) => x.id === value);
        if (!u) throw new Error(`unknown user ${String(value)}`);
        resolved.users = { ...resolved.users, [u.id]: this.apiUser(u) };
        resolved.members = { ...resolved.members, [u.id]: this.apiMember(u, 0n, [], false) };
      }
      if (o.type === ApplicationCommandOptionType.Role) {
        const id = String(value);
        resolved.roles = {
          ...resolved.roles,
          [id]: {
            id,
            name: 'role',
            permissions: '0',
            position: 1,
            color: 0,
            hoist: false,
            managed: false,
            mentionable: true,
            flags: 0,
          },
        };
      }
      if (o.type === ApplicationCommandOptionType.Attachment) {
        const a = p.attachments?.[String(value)];
        if (!a) throw new Error(`attachment ${String(value)} not given`);
        resolved.attachments = {
          ...resolved.attachments,
          [String(value)]: {
            id: String(value),
            filename: a.filename,
            size: a.data.length,
            url: this.hostAttachment(a.filename, a.data),
            proxy_url: '',
          },
        };
      }
      return { name, type: o.type, value, ...(p.focused === name ? { focused: true } : {}) };
    });
    const data = {
      id: nextSnowflake(),
      name: p.command,
      type: 1,
      options: p.subcommand
        ? [{ name: p.subcommand, type: ApplicationCommandOptionType.Subcommand, options }]
        : options,
      ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
    };
    return this.basePayload(
      p,
      p.focused ? InteractionType.ApplicationCommandAutocomplete : InteractionType.ApplicationCommand,
      data,
    );
  }

  /** A button press on a message carrying `customId`. */
  buildButton(p: {
    guildId: string;
    channelId: string;
    user: FakeUser;
    customId: string;
    message: FakeMessage;
    locale?: string;
    permissions?: bigint;
    roles?: readonly string[];
  }): APIInteraction {
    return this.basePayload(
      p,
      InteractionType.MessageComponent,
      { custom_id: p.customId, component_type: 2 },
      p.message,
    );
  }

  private basePayload(
    p: {
      guildId: string;
      channelId: string;
      user: FakeUser;
      locale?: string;
      permissions?: bigint;
      roles?: readonly string[];
    },
    type: InteractionType,
    data: Json,
    message?: FakeMessage,
  ): APIInteraction {
    const perms = p.permissions ?? 0n;
    return {
      id: nextSnowflake(),
      application_id: this.options.applicationId,
      type,
      data,
      guild_id: p.guildId,
      guild: { id: p.guildId, locale: 'en-US', features: [] },
      guild_locale: 'en-US',
      channel_id: p.channelId,
      channel: { id: p.channelId, type: 0, name: 'chess', guild_id: p.guildId },
      member: this.apiMember(p.user, perms, p.roles ?? [], true),
      token: `tok-${nextSnowflake()}`,
      version: 1,
      locale: p.locale ?? 'en-US',
      app_permissions: '2248473465835073',
      entitlements: [],
      authorizing_integration_owners: { '0': p.guildId },
      context: 0,
      attachment_size_limit: 10_485_760,
      ...(message ? { message: this.apiMessage(message) } : {}),
    } as unknown as APIInteraction;
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
    const send = (status: number, body?: unknown): void => {
      if (body === undefined) {
        res.writeHead(status);
        res.end();
      } else {
        res.writeHead(status, { 'content-type': 'application/json' });
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
        authed ? this.apiUser(this.botUser, true) : { message: '401: Unauthorized' },
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
        return send(200, this.apiMessage(msg));
      }
      const target = m[4] === '@original' ? rec.original : rec.followups.find((f) => f.id === m?.[4]);
      if (!target) return send(404, { message: 'Unknown Message', code: 10008 });
      if (method === 'PATCH') this.applyEdit(target, json as Json, files);
      if (method === 'DELETE') {
        target.deleted = true;
        return send(204);
      }
      return send(200, this.apiMessage(target));
    }
    if ((m = path.match(/^\/channels\/(\d+)\/messages$/)) && method === 'POST') {
      if (!authed) return send(401, { message: '401: Unauthorized', code: 0 });
      const msg = this.makeMessage(m[1] ?? '', json as Json, files, 'channel');
      return send(200, this.apiMessage(msg));
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
      return send(200, this.apiMember(u, 0n, [], false));
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

  // ---- API objects ----------------------------------------------------------------------------

  private apiUser(u: FakeUser, bot = false): Json {
    return {
      id: u.id,
      username: u.username,
      global_name: u.globalName ?? null,
      discriminator: '0',
      avatar: null,
      ...(bot ? { bot: true } : {}),
    };
  }

  private apiMember(
    u: FakeUser,
    permissions: bigint,
    roles: readonly string[],
    withPermissions: boolean,
  ): Json {
    return {
      user: this.apiUser(u),
      nick: null,
      roles,
      joined_at: '2024-01-01T00:00:00.000Z',
      deaf: false,
      mute: false,
      flags: 0,
      ...(withPermissions ? { permissions: String(permissions) } : {}),
    };
  }

  private apiGuild(g: FakeGuild): Json {
    return {
      id: g.id,
      name: g.name,
      icon: null,
      owner_id: this.options.users[0]?.id ?? '1',
      roles: [
        {
          id: g.id,
          name: '@everyone',
          permissions: '0',
          position: 0,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: false,
          flags: 0,
        },
      ].concat(
        g.roles.map((r, i) => ({
          id: r,
          name: `role${i}`,
          permissions: '0',
          position: i + 1,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: true,
          flags: 0,
        })),
      ),
      channels: g.channels.map((c, i) => ({
        id: c,
        type: 0,
        name: `chess-${i}`,
        guild_id: g.id,
        position: i,
        permission_overwrites: [],
      })),
      members: [],
      emojis: [],
      stickers: [],
      features: [],
      member_count: this.options.users.length,
      large: false,
      unavailable: false,
      joined_at: '2024-01-01T00:00:00.000Z',
      voice_states: [],
      presences: [],
      threads: [],
      stage_instances: [],
      guild_scheduled_events: [],
      preferred_locale: 'en-US',
      premium_tier: 0,
      system_channel_flags: 0,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      mfa_level: 0,
      nsfw_level: 0,
    };
  }

  private apiMessage(m: FakeMessage): Json {
    return {
      id: m.id,
      channel_id: m.channel_id,
      type: 0,
      author: this.apiUser(this.botUser, true),
      content: m.content,
      embeds: m.embeds,
      components: m.components,
      attachments: m.attachments,
      mentions: [],
      mention_roles: [],
      mention_everyone: false,
      pinned: false,
      tts: false,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      flags: m.flags,
    };
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** JSON or multipart (payload_json + files[n]) bodies, as discord.js sends them. */
async function parseBody(
  req: IncomingMessage,
  raw: Buffer,
): Promise<{ json: unknown; files: Map<string, Buffer> }> {
  const files = new Map<string, Buffer>();
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: undefined, files };
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData();
    let json: unknown;
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json') json = JSON.parse(String(value));
      else if (typeof value !== 'string') files.set(value.name, Buffer.from(await value.arrayBuffer()));
    }
    return { json, files };
  }
  return { json: JSON.parse(raw.toString('utf8')), files };
}
