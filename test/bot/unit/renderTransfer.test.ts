import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { type RenderAnswer, transferablePng } from '../../../bot/render/worker.ts';

/** Posts through a real MessagePort with the transfer list, as the render worker does. */
async function roundTrip(answer: RenderAnswer): Promise<unknown> {
  const { answer: sent, transfer } = transferablePng(answer);
  const { port1, port2 } = new MessageChannel();
  const received = new Promise<unknown>((resolve) => port2.once('message', resolve));
  port1.postMessage(sent, transfer);
  const value = await received;
  port1.close();
  port2.close();
  return value;
}

// A Buffer under 4 KiB is a slice of Node's shared allocation pool: transferring its ArrayBuffer
// throws DataCloneError (this failed CI) and would detach the other Buffers living in that pool.
const pooled = (): Buffer => Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const large = (): Buffer => Buffer.alloc(64 * 1024, 7);

describe('render worker answers: the PNG moves to the main thread in memory of its own', () => {
  it.each([
    ['a pooled (small) PNG', pooled],
    ['a large PNG', large],
  ])('%s as the whole value', async (_name, make) => {
    const png = make();
    const neighbour = Buffer.from('other bytes in the same pool');
    const got = (await roundTrip({ id: 1, ok: true, value: png, thread: 1 })) as RenderAnswer;
    expect(got.ok && Buffer.from(got.value as Uint8Array).equals(png)).toBe(true);
    expect(png.byteLength).toBeGreaterThan(0); // the worker's own Buffers stay usable
    expect(neighbour.toString()).toBe('other bytes in the same pool');
  });

  it.each([
    ['a pooled (small) PNG', pooled],
    ['a large PNG', large],
  ])('%s inside a view', async (_name, make) => {
    const png = make();
    const view = { ok: true, page: 'text', rows: 3, notes: [], picture: png };
    const got = (await roundTrip({ id: 2, ok: true, value: view, thread: 1 })) as RenderAnswer;
    const value = got.ok ? (got.value as typeof view) : undefined;
    expect(value?.page).toBe('text');
    expect(Buffer.from(value?.picture ?? []).equals(png)).toBe(true);
  });

  it('answers without a picture go as they are', async () => {
    const answer: RenderAnswer = { id: 3, ok: false, bug: 'stack' };
    expect(transferablePng(answer)).toEqual({ answer, transfer: [] });
    const standings: RenderAnswer = { id: 4, ok: true, value: { rows: [] }, thread: 1 };
    expect(await roundTrip(standings)).toEqual(standings);
  });
});
