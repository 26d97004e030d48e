import type { LoadedTournament } from '../storage/repo.ts';

/**
 * Views shared between requests, so a burst of `/standings` costs one build per change of the
 * tournament instead of one per request:
 * - `build` keeps each view per tournament snapshot (bot/snapshots.ts: a new object after every
 *   change), so an unchanged tournament is never built twice;
 * - `latest` answers a request from a run of the same view that started after the request arrived
 *   (the last one, or the one in flight), else lets it wait for the one run after the current one,
 *   which reads the tournament as it is then: every answer reflects all that was committed before
 *   its request arrived, and a burst of N requests queued behind other work costs a few runs, not N.
 */
export class SharedViews {
  private readonly built = new WeakMap<LoadedTournament, Map<string, Promise<unknown>>>();
  private readonly running = new Map<
    string,
    { readonly started: number; readonly value: Promise<unknown> }
  >();
  private readonly next = new Map<string, Promise<unknown>>();
  /** The last answer of each key and when its run started (least recently stored first). */
  private readonly last = new Map<string, { readonly started: number; readonly value: unknown }>();
  private readonly maxKeys: number;
  /** Builds started (to see that requests were shared). */
  builds = 0;

  constructor(opts: { readonly maxKeys?: number } = {}) {
    this.maxKeys = opts.maxKeys ?? 64; // an answer may hold a picture
  }

  /** The view `key` of this snapshot, built once. A failed build is not kept. */
  build<T>(lt: LoadedTournament, key: string, make: () => Promise<T>): Promise<T> {
    let views = this.built.get(lt);
    if (!views) {
      views = new Map();
      this.built.set(lt, views);
    }
    const hit = views.get(key);
    if (hit) return hit as Promise<T>;
    this.builds += 1;
    const value = make();
    views.set(key, value);
    value.catch(() => {
      if (views.get(key) === value) views.delete(key);
    });
    return value;
  }

  /**
   * The answer for a request received at `since` (a `performance.now()` time): the last run of this
   * key if it started after that, else the run in flight if it did, else `run()` now, or, with an
   * older run in flight, the one run after it, shared by every request that arrived meanwhile. So
   * every answer reflects all that was committed before its request arrived. `key` must name
   * everything `run` depends on.
   */
  latest<T>(key: string, since: number, run: () => Promise<T>): Promise<T> {
    const last = this.last.get(key);
    if (last && last.started >= since) return Promise.resolve(last.value as T);
    const current = this.running.get(key);
    if (current && current.started >= since) return current.value as Promise<T>;
    if (!current) return this.start(key, run);
    const queued = this.next.get(key);
    if (queued) return queued as Promise<T>;
    const after = current.value.then(
      () => undefined,
      () => undefined,
    );
    const next = after.then(() => {
      this.next.delete(key);
      return this.start(key, run);
    });
    this.next.set(key, next);
    return next;
  }

  private start<T>(key: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const value = run();
    const entry = { started, value };
    this.running.set(key, entry);
    const done = (): void => {
      if (this.running.get(key) === entry) this.running.delete(key);
    };
    value.then((v) => {
      done();
      const last = this.last.get(key);
      if (last && last.started > started) return;
      this.last.delete(key);
      this.last.set(key, { started, value: v });
      if (this.last.size > this.maxKeys) this.last.delete(this.last.keys().next().value ?? '');
    }, done);
    return value;
  }
}
