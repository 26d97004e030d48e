import type { LoadedTournament } from '../storage/repo.ts';

/**
 * Views shared between requests, so a burst of `/standings` costs one build per change of the
 * tournament instead of one per request:
 * - `build` keeps each view per tournament snapshot (bot/snapshots.ts: a new object after every
 *   change), so an unchanged tournament is never built twice;
 * - `latest` lets requests that arrive while the same view is being built wait for the one build
 *   after it, which reads the tournament as it is then: every request is answered from data at
 *   least as new as the request, and N requests during one build cost one more build, not N.
 */
export class SharedViews {
  private readonly built = new WeakMap<LoadedTournament, Map<string, Promise<unknown>>>();
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly next = new Map<string, Promise<unknown>>();
  /** Builds started (to see that requests were shared). */
  builds = 0;

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
   * `run()` now if no request with this key is in flight, else the one run after the current one,
   * shared by every request that arrived meanwhile. `key` must name everything `run` depends on.
   */
  latest<T>(key: string, run: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (!current) return this.start(key, run);
    const queued = this.next.get(key);
    if (queued) return queued as Promise<T>;
    const after = current.then(
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
    const p = run();
    this.running.set(key, p);
    const done = (): void => {
      if (this.running.get(key) === p) this.running.delete(key);
    };
    p.then(done, done);
    return p;
  }
}
