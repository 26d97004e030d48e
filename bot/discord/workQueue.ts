/**
 * Handler work after the acknowledgement, at most `concurrency` jobs at once, each started from
 * `setImmediate`: the event loop polls the gateway between jobs, so new interactions are deferred
 * promptly even while hundreds of answers are being computed (database work on SQLite is
 * synchronous and would otherwise run back to back).
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  private readonly concurrency: number;

  constructor(concurrency: number) {
    this.concurrency = concurrency;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      if (this.active < this.concurrency) {
        this.active += 1;
        setImmediate(resolve);
      } else this.waiting.push(resolve);
    });
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) setImmediate(next);
      else this.active -= 1;
    }
  }

  /** Jobs running or waiting. */
  get size(): number {
    return this.active + this.waiting.length;
  }
}
