import { PermissionFlagsBits } from 'discord.js';
import { startBot, type RunningBot } from '../../../bot/app.ts';
import { commands } from '../../../bot/commands/index.ts';
import { PairingPool } from '../../../bot/pairing/pool.ts';
import type { Logger } from '../../../bot/log.ts';
import { RenderPool } from '../../../bot/render/pool.ts';
import type { Deps } from '../../../bot/reply.ts';
import { SheetsExporter } from '../../../bot/sheets/exporter.ts';
import { MemorySheetsGateway } from '../../../bot/sheets/memory.ts';
import { openDatabase } from '../../../bot/storage/open.ts';
import { createStore, type Store } from '../../../bot/storage/store.ts';
import type { DatabaseConfig } from '../../../bot/env.ts';
import {
  FakeDiscord,
  type FakeMessage,
  type FakeUser,
  type InteractionRecord,
} from '../fakeDiscord/server.ts';
import type { RateLimitOptions } from '../fakeDiscord/rateLimits.ts';

export const TOKEN = 'test-token-0123456789';
export const APP_ID = '900000000000000001';
export const GUILD = '800000000000000001';
export const CHANNEL = '810000000000000001';
export const CHANNEL2 = '810000000000000002';
/** A second server (another club) with one channel. */
export const GUILD2 = '800000000000000002';
export const CHANNEL3 = '810000000000000003';
export const ARBITER_ROLE = '820000000000000001';
/** A server role for team captains (the match-day tests). */
export const CAPTAIN_ROLE = '820000000000000002';

export const USERS = {
  admin: { id: '700000000000000001', username: 'admin', globalName: 'Alice Admin' },
  anna: { id: '700000000000000002', username: 'anna', globalName: 'Anna' },
  ben: { id: '700000000000000003', username: 'ben', globalName: 'Ben' },
  carl: { id: '700000000000000004', username: 'carl', globalName: 'Carl' },
  dora: { id: '700000000000000005', username: 'dora', globalName: 'Dora' },
  eve: { id: '700000000000000006', username: 'eve', globalName: 'Eve' },
} satisfies Record<string, FakeUser>;

export const MANAGE_GUILD = PermissionFlagsBits.ManageGuild;

export interface Harness {
  readonly fake: FakeDiscord;
  readonly store: Store;
  readonly sheets: MemorySheetsGateway;
  readonly exporter: SheetsExporter;
  readonly pairing: PairingPool;
  readonly render: RenderPool;
  bot: RunningBot;
  readonly logs: { level: string; msg: string; meta?: Record<string, unknown> }[];
  /** Runs a slash command and waits for its visible answer. */
  run(
    user: FakeUser,
    command: string,
    subcommand: string | undefined,
    options?: Record<string, string | number | boolean>,
    extra?: RunExtra,
  ): Promise<FakeMessage>;
  /** Runs a command and waits for the NEW channel message it announces (e.g. a round's pairings). */
  runAnnounced(
    user: FakeUser,
    command: string,
    subcommand: string | undefined,
    options?: Record<string, string | number | boolean>,
    extra?: RunExtra,
  ): Promise<{ reply: FakeMessage; announcement: FakeMessage }>;
  send(
    user: FakeUser,
    command: string,
    subcommand: string | undefined,
    options?: Record<string, string | number | boolean>,
    extra?: RunExtra,
  ): InteractionRecord;
  autocomplete(
    user: FakeUser,
    command: string,
    subcommand: string | undefined,
    options: Record<string, string | number | boolean>,
    focused: string,
    extra?: RunExtra,
  ): Promise<{ name: string; value: string | number }[]>;
  press(
    user: FakeUser,
    message: FakeMessage,
    customId: string,
    extra?: RunExtra,
  ): Promise<FakeMessage | undefined>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface RunExtra {
  readonly guildId?: string;
  readonly channelId?: string;
  readonly locale?: string;
  readonly admin?: boolean;
  readonly roles?: readonly string[];
  readonly attachments?: Record<string, { filename: string; data: Buffer }>;
}

export async function startHarness(
  db: DatabaseConfig = { kind: 'sqlite', file: ':memory:' },
  opts: {
    shards?: number;
    slowStoreMs?: number;
    pairingMinJobMs?: number;
    rateLimits?: RateLimitOptions;
    answerWindowMs?: number;
    /** The bot's clock (as ROCHADE_NOW sets it in production); default the system time. */
    clock?: () => Date;
    /** Members of the server beside `USERS` (a club's teams answering at once). */
    users?: readonly FakeUser[];
  } = {},
): Promise<Harness> {
  const fake = new FakeDiscord({
    token: TOKEN,
    applicationId: APP_ID,
    guilds: [
      { id: GUILD, name: 'Schachclub', channels: [CHANNEL, CHANNEL2], roles: [ARBITER_ROLE, CAPTAIN_ROLE] },
      { id: GUILD2, name: 'Nachbarverein', channels: [CHANNEL3], roles: [] },
    ],
    users: [...Object.values(USERS), ...(opts.users ?? [])],
    ...(opts.shards ? { shards: opts.shards } : {}),
    ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
  });
  await fake.start();
  fake.useCommandDefinitions(commands.map((c) => c.data.toJSON()));
  const open = await openDatabase(db);
  const store = createStore(open, opts.clock);
  const logs: Harness['logs'] = [];
  const log: Logger = {
    info: (msg, meta) => logs.push({ level: 'info', msg, ...(meta ? { meta } : {}) }),
    warn: (msg, meta) => logs.push({ level: 'warn', msg, ...(meta ? { meta } : {}) }),
    error: (msg, meta) => logs.push({ level: 'error', msg, ...(meta ? { meta } : {}) }),
  };
  const sheets = new MemorySheetsGateway();
  const exporter = new SheetsExporter(sheets, store, log, 10);
  // A slow database (every change waits): the bot must still acknowledge within 3 s.
  const slow = opts.slowStoreMs;
  const depsStore: Store = slow
    ? {
        ...store,
        wasProcessed: (id) => store.wasProcessed(id),
        close: () => store.close(),
        mutate: async (id, fn, onCommit) => {
          await new Promise((r) => setTimeout(r, slow));
          return store.mutate(id, fn, onCommit);
        },
        mutateBatch: async (fn, onCommit) => {
          await new Promise((r) => setTimeout(r, slow));
          return store.mutateBatch(fn, onCommit);
        },
      }
    : store;
  // Swiss pairings run in a worker thread, as in `npm start`.
  const pairing = new PairingPool(
    opts.pairingMinJobMs !== undefined ? { minJobMs: opts.pairingMinJobMs } : {},
  );
  // Pictures are drawn in a worker thread, as in `npm start`.
  const render = new RenderPool();
  const deps: Deps = { store: depsStore, log, sheets: exporter, pairing, render };
  const boot = () =>
    startBot({
      token: TOKEN,
      apiBase: fake.apiBase,
      deps,
      ...(opts.answerWindowMs !== undefined ? { answerWindowMs: opts.answerWindowMs } : {}),
      ...(opts.clock ? { clock: opts.clock } : {}),
    });
  const commandPayload = (
    user: FakeUser,
    command: string,
    subcommand: string | undefined,
    options: Record<string, string | number | boolean>,
    extra: RunExtra,
    focused?: string,
  ) =>
    fake.buildCommand({
      guildId: extra.guildId ?? GUILD,
      channelId: extra.channelId ?? CHANNEL,
      user,
      command,
      ...(subcommand ? { subcommand } : {}),
      options,
      ...(focused ? { focused } : {}),
      ...(extra.locale ? { locale: extra.locale } : {}),
      permissions: extra.admin ? MANAGE_GUILD : 0n,
      ...(extra.roles ? { roles: extra.roles } : {}),
      ...(extra.attachments ? { attachments: extra.attachments } : {}),
    });
  const h: Harness = {
    fake,
    store,
    sheets,
    exporter,
    pairing,
    render,
    bot: await boot(),
    logs,
    send(user, command, subcommand, options = {}, extra = {}) {
      return fake.sendInteraction(commandPayload(user, command, subcommand, options, extra));
    },
    async run(user, command, subcommand, options = {}, extra = {}) {
      const rec = h.send(user, command, subcommand, options, extra);
      const r = await fake.response(rec);
      if ('choices' in r) throw new Error('expected a message, got autocomplete choices');
      return r;
    },
    async runAnnounced(user, command, subcommand, options = {}, extra = {}) {
      const channelId = extra.channelId ?? CHANNEL;
      const before = fake.messagesIn(channelId).length;
      const reply = await h.run(user, command, subcommand, options, extra);
      const announcement = await fake.waitFor(
        () =>
          fake
            .messagesIn(channelId)
            .slice(before)
            .find((m) => m.kind === 'channel'),
        `the announcement after /${command} ${subcommand ?? ''}`,
      );
      return { reply, announcement };
    },
    async autocomplete(user, command, subcommand, options, focused, extra = {}) {
      const payload = commandPayload(user, command, subcommand, options, extra, focused);
      const rec = fake.sendInteraction(payload);
      const r = await fake.response(rec);
      if (!('choices' in r)) throw new Error('expected autocomplete choices');
      return r.choices ?? [];
    },
    async press(user, message, customId, extra = {}) {
      const payload = fake.buildButton({
        guildId: extra.guildId ?? GUILD,
        channelId: extra.channelId ?? CHANNEL,
        user,
        customId,
        message,
        permissions: extra.admin ? MANAGE_GUILD : 0n,
        ...(extra.locale ? { locale: extra.locale } : {}),
      });
      const rec = fake.sendInteraction(payload);
      const editsBefore = message.edits;
      // The bot defers the update (type 6), then edits the message or answers in a follow-up.
      await fake.waitFor(
        () =>
          rec.initial &&
          (rec.initial.type === 7 ||
            (rec.initial.type === 4 && rec.original) ||
            rec.followups.length > 0 ||
            (rec.original?.edits ?? 0) > editsBefore)
            ? true
            : undefined,
        'button answer',
      );
      if (rec.initial?.type === 4) return rec.original;
      return rec.followups[0] ?? rec.original ?? message;
    },
    async restart() {
      await h.bot.stop();
      // A new process does not know the channel buckets the old one used (Discord: 5 messages per
      // 5 s per channel); a real restart takes about that long, so the new bot starts after them.
      const wait = fake.channelBucketsResetIn();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait + 50));
      h.bot = await boot();
    },
    async stop() {
      await h.bot.stop();
      await pairing.close();
      await render.close();
      await store.close();
      await fake.stop();
      // Every test fails on a request Discord would refuse: an invalid body or a rate limit hit.
      if (fake.invalidBodies.length > 0)
        throw new Error(`invalid request bodies: ${JSON.stringify(fake.invalidBodies.slice(0, 3))}`);
      if (fake.tooManyRequests.length > 0)
        throw new Error(`429 answers: ${JSON.stringify(fake.tooManyRequests.slice(0, 3))}`);
    },
  };
  return h;
}

/** Text of an answer: content plus embed titles and descriptions. */
export function textOf(m: FakeMessage | undefined): string {
  if (!m) return '';
  const embeds = m.embeds.map((e) =>
    [e.title, e.description, (e.footer as { text?: string } | undefined)?.text].filter(Boolean).join('\n'),
  );
  return [m.content, ...embeds].filter((s) => s !== '').join('\n');
}

export const EPHEMERAL = 64;
export const isEphemeral = (m: FakeMessage | undefined): boolean => ((m?.flags ?? 0) & EPHEMERAL) !== 0;
