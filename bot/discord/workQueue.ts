/**
 * Handler work after the acknowledgement, at most `concurrency` jobs at once, each started from
 * `setImmediate`: the event loop polls the gateway between jobs, so new interactions are deferred
 * promptly even while hundreds of answers are being computed (database work on SQLite is
 * synchronous and would otherwise run back to back).
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private idlers: (() => void)[] = [];
  /** Jobs waiting at the gate. */
  private gated = 0;

  private readonly concurrency: number;
  private readonly gate: (() => Promise<void>) | undefined;

  /** `gate`, when given, is awaited before each job starts (e.g. until no acknowledgement is pending). */
  constructor(concurrency: number, gate?: () => Promise<void>) {
    this.concurrency = concurrency;
    this.gate = gate;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    // Without a gate the slot is counted at once (an ungated queue's size is exact synchronously).
    if (this.gate) await this.pass();
    await this.acquire();
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  /**
   * Inside a job: waits for `p` (work off the event loop, e.g. in a worker thread, shared with other
   * requests, or a batch of writes) without holding the job's slot, then passes the gate again and
   * takes the next free slot before any job that has not started yet (started work is finished
   * first). The gate: a batch of 250 joins done at once must not send 250 answers while
   * acknowledgements wait.
   */
  async aside<T>(p: Promise<T>): Promise<T> {
    this.release();
    try {
      return await p;
    } finally {
      if (this.gate) await this.pass();
      await this.acquire(true);
    }
  }

  /** Waits at the gate, when there is one (counted as waiting meanwhile). */
  private async pass(): Promise<void> {
    if (!this.gate) return;
    this.gated += 1;
    try {
      await this.gate();
    } finally {
      this.gated -= 1;
    }
  }

  private acquire(first = false): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.active < this.concurrency) {
        this.active += 1;
        setImmediate(resolve);
      } else if (first) this.waiting.unshift(resolve);
      else this.waiting.push(resolve);
    });
  }

  /** Hands the slot to the next waiting job, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) setImmediate(next);
    else {
      this.active -= 1;
      if (this.size === 0) {
        const idlers = this.idlers;
        this.idlers = [];
        for (const f of idlers) f();
      }
    }
  }

  /** Resolves once no job is running or waiting. */
  idle(): Promise<void> {
    return this.size === 0 ? Promise.resolve() : new Promise((resolve) => this.idlers.push(resolve));
  }

  /** Jobs running or waiting (also at the gate). */
  get size(): number {
    return this.active + this.waiting.length + this.gated;
  }
}
