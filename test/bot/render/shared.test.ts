import { describe, expect, test } from 'vitest';
import { SharedViews } from '../../../bot/render/shared.ts';
import type { LoadedTournament } from '../../../bot/storage/repo.ts';

/** A promise settled by hand. */
function deferred<T>(): { promise: Promise<T>; resolve(v: T): void } {
  let resolve: (v: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
const snapshot = (): LoadedTournament => ({}) as LoadedTournament; // only its identity matters here

describe('SharedViews', () => {
  test('a view is built once per snapshot and key; a new snapshot (a change) builds again', async () => {
    const v = new SharedViews();
    const [s1, s2] = [snapshot(), snapshot()];
    let made = 0;
    const make = () => Promise.resolve(++made);
    expect(await Promise.all([v.build(s1, 'k', make), v.build(s1, 'k', make)])).toEqual([1, 1]);
    expect(await v.build(s1, 'other page', make)).toBe(2);
    expect(await v.build(s2, 'k', make)).toBe(3);
    expect(v.builds).toBe(3);
  });

  test('a failed build is not kept', async () => {
    const v = new SharedViews();
    const s = snapshot();
    await expect(v.build(s, 'k', () => Promise.reject(new Error('worker died')))).rejects.toThrow();
    expect(await v.build(s, 'k', () => Promise.resolve('ok'))).toBe('ok');
  });

  test('requests received during a run share the one run after it; later ones reuse a run started after them', async () => {
    const v = new SharedViews();
    const runs: { resolve(v: number): void }[] = [];
    const run = () => {
      const d = deferred<number>();
      runs.push(d);
      return d.promise;
    };
    const first = v.latest('k', performance.now(), run);
    // Received while the first run is in flight (which may not see what they saw committed).
    const waiting = [1, 2, 3].map(() => v.latest('k', performance.now(), run));
    expect(runs).toHaveLength(1);
    runs[0]?.resolve(1);
    expect(await first).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(runs).toHaveLength(2); // one run for the three, started after they were received
    runs[1]?.resolve(2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
    // A request received before that run started (queued behind other work) is answered by it.
    expect(await v.latest('k', 0, run)).toBe(2);
    expect(runs).toHaveLength(2);
    // A request received after it: a new run.
    const later = v.latest('k', performance.now(), run);
    expect(runs).toHaveLength(3);
    runs[2]?.resolve(3);
    expect(await later).toBe(3);
  });

  test('a failed run does not block the ones after it and is not reused; other keys run side by side', async () => {
    const v = new SharedViews();
    const failing = deferred<number>();
    const first = v.latest('k', performance.now(), () =>
      failing.promise.then(() => Promise.reject(new Error('no'))),
    );
    const next = v.latest('k', performance.now(), () => Promise.resolve(2));
    const other = v.latest('other', performance.now(), () => Promise.resolve(9));
    expect(await other).toBe(9);
    failing.resolve(0);
    await expect(first).rejects.toThrow('no');
    expect(await next).toBe(2);
  });
});
