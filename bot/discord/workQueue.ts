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
    if (this.gate) {
      this.gated += 1;
      try {
        await this.gate();
      } finally {
        this.gated -= 1;
      }
    }
    await this.acquire();
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  /**
   * Inside a job: waits for `p` (work off the event loop, e.g. in a worker thread, or shared with
   * other requests) without holding the job's slot, then takes the next free slot before any job
   * that has not started yet (started work is finished first).
   */
  async aside<T>(p: Promise<T>): Promise<T> {
    this.release();
    try {
      return await p;
    } finally {
      await this.acquire(true);
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
