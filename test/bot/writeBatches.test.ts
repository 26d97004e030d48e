import { describe, expect, test } from 'vitest';
import { type Settled, WriteBatches } from '../../bot/writeBatches.ts';

/** A batch runner that records each batch and answers every item by `answer`. */
function recorder(answer: (item: number) => Settled<string>, gate?: Promise<void>) {
  const batches: number[][] = [];
  const run = async (items: readonly number[]): Promise<Settled<string>[]> => {
    batches.push([...items]);
    await gate;
    return items.map(answer);
  };
  return { batches, run };
}

const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value): Settled<T> => ({ ok: true, value }),
    (error: unknown): Settled<T> => ({ ok: false, error }),
  );

describe('WriteBatches: concurrent writes of one key share one run, each keeps its own outcome', () => {
  test('writes submitted together run as one batch, in order; a refused one gets its own error', async () => {
    const b = new WriteBatches();
    const refusal = new Error('already registered');
    const r = recorder((k) => (k === 3 ? { ok: false, error: refusal } : { ok: true, value: `joined ${k}` }));
    const outcomes = await Promise.all([1, 2, 3, 4].map((k) => settle(b.submit('join:g', k, r.run))));
    expect(r.batches).toEqual([[1, 2, 3, 4]]);
    expect(outcomes).toEqual([
      { ok: true, value: 'joined 1' },
      { ok: true, value: 'joined 2' },
      { ok: false, error: refusal },
      { ok: true, value: 'joined 4' },
    ]);
  });

  test('writes arriving while a batch runs form the next batch, all of them together', async () => {
    const b = new WriteBatches({ windowMs: 0 });
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const r = recorder((k) => ({ ok: true, value: String(k) }), gate);
    const first = b.submit('join:g', 1, r.run);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first batch has started
    const later = [2, 3, 4].map((k) => b.submit('join:g', k, r.run));
    open();
    expect(await Promise.all([first, ...later])).toEqual(['1', '2', '3', '4']);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  test('keys are batched apart; a batch is at most maxBatch items', async () => {
    const b = new WriteBatches({ maxBatch: 2 });
    const r = recorder((k) => ({ ok: true, value: String(k) }));
    await Promise.all([
      ...[1, 2, 3].map((k) => b.submit('join:g1', k, r.run)),
      b.submit('join:g2', 10, r.run),
    ]);
    expect(r.batches).toHaveLength(3);
    expect(r.batches).toEqual(expect.arrayContaining([[1, 2], [3], [10]]));
    expect(r.batches[0]).toEqual([1, 2]); // full: at once
  });

  test('a batch that fails as a whole fails each of its writes, and the next batch still runs', async () => {
    const b = new WriteBatches();
    const failing = (): Promise<Settled<string>[]> => Promise.reject(new Error('disk full'));
    const outcomes = await Promise.all([1, 2].map((k) => settle(b.submit('join:g', k, failing))));
    expect(outcomes.map((o) => (o.ok ? o.value : (o.error as Error).message))).toEqual([
      'disk full',
      'disk full',
    ]);
    const r = recorder((k) => ({ ok: true, value: String(k) }));
    expect(await b.submit('join:g', 3, r.run)).toBe('3');
  });
});
