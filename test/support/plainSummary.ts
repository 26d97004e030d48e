import type { Reporter } from 'vitest/reporters';

type Task = { type: string; mode?: string; result?: { state?: string }; tasks?: Task[] };

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own
 * report, so any CI reading closing lines (not only vitest's) sees how many tests ran.
 */
export default class PlainSummary implements Reporter {
  onFinished(files: readonly Task[] = []): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const visit = (t: Task): void => {
      if (t.type === 'test') {
        const state = t.result?.state;
        if (state === 'pass') count.passed++;
        else if (state === 'fail') count.failed++;
        else count.skipped++;
      }
      for (const c of t.tasks ?? []) visit(c);
    };
    for (const f of files) visit(f);
    process.stdout.write(
      `\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`,
    );
  }
}
