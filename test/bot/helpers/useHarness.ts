// One harness per describe block, the set-up every bot end-to-end file repeated: started before the
// block's tests (on a fresh database of the kind asked for, else SQLite in memory), stopped after
// them, database included. A file's own seeding is a `beforeAll` registered after this call (vitest
// runs before-hooks in the order they are defined).
import { afterAll, beforeAll } from 'vitest';
import { databaseFor, type DbKind } from './databases.ts';
import { startHarness, type Harness } from './harness.ts';

type HarnessOptions = NonNullable<Parameters<typeof startHarness>[1]>;

/** Starting or stopping a harness (fake Discord, discord.js client, worker pools) on a busy machine. */
export const HARNESS_HOOK_MS = 120_000;

/**
 * The block's harness: a stand-in that forwards to the harness started in `beforeAll`, so the
 * tests read `h.run(...)` as before; touching it outside a hook or a test is a mistake and throws.
 */
export function useHarness(opts: { readonly db?: DbKind; readonly harness?: HarnessOptions } = {}): Harness {
  let current: Harness | undefined;
  let stopDb: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = opts.db ? await databaseFor(opts.db) : undefined;
    stopDb = db?.stop;
    current = await startHarness(db?.config, opts.harness);
  }, HARNESS_HOOK_MS);
  afterAll(async () => {
    await current?.stop();
    await stopDb?.();
  }, HARNESS_HOOK_MS);
  const started = (): Harness => {
    if (!current) throw new Error('the harness starts in beforeAll: use it in a hook or a test');
    return current;
  };
  return new Proxy({} as Harness, {
    get(_, key) {
      const h = started();
      const value: unknown = Reflect.get(h, key);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(h) : value;
    },
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
}
