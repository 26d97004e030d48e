import { describe, expect, test } from 'vitest';
import { WorkQueue } from '../../../bot/discord/workQueue.ts';

describe('WorkQueue', () => {
  test('at most `concurrency` jobs at once, in arrival order', async () => {
    const q = new WorkQueue(2);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(name);
      await new Promise((r) => setImmediate(r));
      running -= 1;
    };
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => q.run(job(n))));
    expect(most).toBe(2);
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(q.size).toBe(0);
  });

  test('a gated queue starts no job while the gate is closed (acknowledgements before answers)', async () => {
    const acks = new WorkQueue(32);
    const work = new WorkQueue(2, () => acks.idle());
    let release: () => void = () => undefined;
    const ack = acks.run(() => new Promise<void>((r) => (release = r)));
    let started = false;
    const job = work.run(async () => {
      started = true;
    });
    for (let k = 0; k < 5; k++) await new Promise((r) => setImmediate(r));
    expect(started).toBe(false);
    expect(work.size).toBe(1); // waiting at the gate counts
    release();
    await ack;
    await job;
    expect(started).toBe(true);
    expect(work.size).toBe(0);
    await acks.idle();
  });

  test('aside: a job waiting off the event loop frees its slot, then resumes before jobs not yet started', async () => {
    const q = new WorkQueue(1);
    const log: string[] = [];
    let release: () => void = () => undefined;
    const offThread = new Promise<void>((r) => (release = r));
    const a = q.run(async () => {
      log.push('a starts');
      await q.aside(offThread);
      log.push('a resumes');
    });
    const b = q.run(async () => {
      log.push('b');
      release(); // a's wait ends while b holds the only slot
      await new Promise((r) => setImmediate(r));
    });
    const c = q.run(async () => {
      log.push('c');
    });
    await Promise.all([a, b, c]);
    expect(log).toEqual(['a starts', 'b', 'a resumes', 'c']);
    expect(q.size).toBe(0);
  });

  test('aside: a job resumes only through the gate (its answer after the pending acknowledgements)', async () => {
    const acks = new WorkQueue(32);
    const work = new WorkQueue(2, () => acks.idle());
    let release: () => void = () => undefined;
    let resumed = false;
    const job = work.run(async () => {
      await work.aside(Promise.resolve());
      resumed = true;
    });
    await new Promise((r) => setImmediate(r)); // the job has started and is aside
    const ack = acks.run(() => new Promise<void>((r) => (release = r)));
    for (let k = 0; k < 5; k++) await new Promise((r) => setImmediate(r));
    expect(resumed).toBe(false);
    release();
    await ack;
    await job;
    expect(resumed).toBe(true);
    expect(work.size).toBe(0);
  });
});
