/**
 * Concurrent writes of one kind to one place coalesced into one transaction (group commit): the
 * first write of a key starts a batch at once; writes that arrive while it runs wait and form the
 * next batch, all of them together. A 2000-member server joining a tournament at once then costs
 * a few dozen transactions instead of 2000, each reading the tournament once. Each write still
 * gets its own outcome: `run` settles every item of its batch on its own (a refused join is
 * refused alone, the others are stored).
 */

/** One item's outcome in a batch. */
export type Settled<R> =
  { readonly ok: true; readonly value: R } | { readonly ok: false; readonly error: unknown };

/** Runs one batch: the items in the order they were submitted, one outcome per item, in that order. */
export type BatchRun<I, R> = (items: readonly I[]) => Promise<readonly Settled<R>[]>;

interface Pending {
  readonly item: unknown;
  readonly run: BatchRun<unknown, unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Queue {
  pending: Pending[];
  /** A batch is running or about to start. */
  busy: boolean;
}

export class WriteBatches {
  private readonly queues = new Map<string, Queue>();
  private readonly maxBatch: number;
  /** Batches run and the items in them (to see that writes were coalesced). */
  batches = 0;
  items = 0;

  constructor(opts: { readonly maxBatch?: number } = {}) {
    this.maxBatch = opts.maxBatch ?? 250;
  }

  /**
   * The item's outcome once its batch ran. Items of one key must share one `run` (the first
   * pending item's runs the batch).
   */
  submit<I, R>(key: string, item: I, run: BatchRun<I, R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let q = this.queues.get(key);
      if (!q) {
        q = { pending: [], busy: false };
        this.queues.set(key, q);
      }
      q.pending.push({
        item,
        run: run as BatchRun<unknown, unknown>,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (!q.busy) {
        q.busy = true;
        // After the current event-loop turn: writes submitted in the same turn share the batch.
        setImmediate(() => this.flush(key));
      }
    });
  }

  private flush(key: string): void {
    const q = this.queues.get(key);
    if (!q) return;
    const batch = q.pending.splice(0, this.maxBatch);
    if (batch.length === 0) {
      q.busy = false;
      this.queues.delete(key);
      return;
    }
    this.batches += 1;
    this.items += batch.length;
    const run = batch[0]?.run ?? (() => Promise.resolve([]));
    const done = run(batch.map((p) => p.item)).then((outcomes) => {
      if (outcomes.length !== batch.length)
        throw new Error(`a batch of ${batch.length} gave ${outcomes.length} outcomes`);
      for (const [k, p] of batch.entries()) {
        const o = outcomes[k];
        if (o?.ok) p.resolve(o.value);
        else p.reject(o?.error);
      }
    });
    done
      // The batch failed as a whole: every item not yet settled gets its error.
      .catch((error: unknown) => {
        for (const p of batch) p.reject(error);
      })
      .finally(() => {
        if (q.pending.length > 0) setImmediate(() => this.flush(key));
        else {
          q.busy = false;
          this.queues.delete(key);
        }
      });
  }
}
