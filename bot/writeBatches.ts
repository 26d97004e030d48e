/**
 * Concurrent writes of one kind to one place coalesced into one transaction (group commit): a batch
 * starts `windowMs` after its first write arrived (or at once when `maxBatch` are waiting), with
 * every write of the key waiting by then; writes that arrive while it runs form the next batch.
 * The window matters where a transaction takes no I/O wait (SQLite): handler jobs start a few at a
 * time, so without it each batch would hold the one or two writes submitted since the last. A 2000-member server joining a tournament at once then costs
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
  /** When it was submitted (`performance.now()`). */
  readonly at: number;
  readonly item: unknown;
  readonly run: BatchRun<unknown, unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Queue {
  pending: Pending[];
  /** A batch is running or about to start. */
  busy: boolean;
  timer?: NodeJS.Timeout;
}

export class WriteBatches {
  private readonly queues = new Map<string, Queue>();
  private readonly maxBatch: number;
  private readonly windowMs: number;
  /** Batches run and the items in them (to see that writes were coalesced). */
  batches = 0;
  items = 0;

  constructor(opts: { readonly maxBatch?: number; readonly windowMs?: number } = {}) {
    // A batch's workflow runs on the event loop in one piece (on SQLite the whole transaction):
    // 32 joins into a field of 2000 take a few ms, 250 took over 100 ms, during which no
    // acknowledgement could be sent.
    this.maxBatch = opts.maxBatch ?? 32;
    this.windowMs = opts.windowMs ?? 5;
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
        at: performance.now(),
        item,
        run: run as BatchRun<unknown, unknown>,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (!q.busy) {
        q.busy = true;
        this.schedule(key, q);
      } else if (q.timer && q.pending.length >= this.maxBatch) {
        // A full batch waits no longer.
        clearTimeout(q.timer);
        q.timer = undefined;
        setImmediate(() => this.flush(key));
      }
    });
  }

  /** The next batch of `q`: `windowMs` after its first write arrived. */
  private schedule(key: string, q: Queue): void {
    const first = q.pending[0]?.at ?? performance.now();
    const wait = q.pending.length >= this.maxBatch ? 0 : first + this.windowMs - performance.now();
    q.timer = setTimeout(
      () => {
        q.timer = undefined;
        this.flush(key);
      },
      Math.max(0, wait),
    );
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
        if (q.pending.length > 0) this.schedule(key, q);
        else {
          q.busy = false;
          this.queues.delete(key);
        }
      });
  }
}
