import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { GuildCache } from './cache.ts';
import { commandByName } from './commands/index.ts';
import { createInteractionHandler, type InteractionHandlerOptions } from './interactions.ts';
import type { Deps } from './reply.ts';
import type { WriteBatches } from './writeBatches.ts';
import { clientScheduler, type Scheduler } from './scheduler.ts';

export interface BotOptions extends InteractionHandlerOptions {
  readonly token: string;
  /** Discord API base (default Discord's); tests point it at the fake on 127.0.0.1. */
  readonly apiBase?: string;
  readonly deps: Deps;
}

export interface RunningBot {
  readonly client: Client;
  /** This process's autocomplete cache. */
  readonly cache: GuildCache;
  /** This process's coalesced writes (joins; its counters show how many batches ran). */
  readonly batches: WriteBatches;
  /** Match-day reminders and deadlines from the database (woken at the next due job). */
  readonly scheduler: Scheduler;
  /** Waits for interactions in progress, flushes the Sheets export and disconnects. */
  stop(): Promise<void>;
}

/** Connects the client (Guilds intent only) and wires the interaction boundary; resolves when ready. */
export async function startBot(opts: BotOptions): Promise<RunningBot> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(opts.apiBase ? { rest: { api: opts.apiBase } } : {}),
  });
  const handler = createInteractionHandler(commandByName, opts.deps, client, opts);
  client.on(Events.InteractionCreate, (i) => void handler.handle(i));
  client.on(Events.Error, (e) => opts.deps.log.error('client error', { error: e.message }));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(opts.token);
  await ready;
  opts.deps.log.info('bot ready', { user: client.user?.tag, shards: client.shard?.ids ?? [0] });
  const scheduler = clientScheduler(client, {
    store: opts.deps.store,
    log: opts.deps.log,
    clock: opts.clock ?? (() => new Date()),
  });
  // Jobs due while the bot was down go out now, marked late.
  await scheduler.start();
  return {
    client,
    cache: handler.cache,
    batches: handler.batches,
    scheduler,
    async stop() {
      await scheduler.stop();
      client.removeAllListeners(Events.InteractionCreate);
      await handler.idle();
      await opts.deps.sheets?.flush();
      handler.cache.close();
      await client.destroy();
    },
  };
}
