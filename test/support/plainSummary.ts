import type { Reporter } from 'vitest/reporters';

/** The parts of vitest's File/Suite/Test tasks the summary reads. */
export type SummaryTask = {
  readonly type: string;
  readonly name?: string;
  readonly mode?: string;
  readonly result?: { readonly state?: string };
  readonly tasks?: readonly SummaryTask[];
};

export interface SummaryCount {
  readonly passed: number;
  /** Failed tests, plus failed files or suites that hold no failed test, plus unhandled errors. */
  readonly failed: number;
  readonly skipped: number;
  /** Files or suites that failed outside any test (did not load, a hook threw). */
  readonly brokenFiles: number;
  readonly errors: number;
}

/** Counts a finished run. A run that failed is never counted as `0 failed`. */
export function countRun(files: readonly SummaryTask[], errors: readonly unknown[]): SummaryCount {
  let passed = 0;
  let failedTests = 0;
  let skipped = 0;
  let brokenFiles = 0;
  /** Visits a task; returns how many failures (tests, broken suites) it holds. */
  const visit = (t: SummaryTask): number => {
    const state = t.result?.state;
    if (t.type === 'test') {
      if (state === 'pass') passed++;
      else if (state === 'fail') failedTests++;
      else skipped++;
      return state === 'fail' ? 1 : 0;
    }
    const failedInside = (t.tasks ?? []).reduce((n, c) => n + visit(c), 0);
    if (state !== 'fail' || failedInside > 0) return failedInside;
    brokenFiles++;
    return 1;
  };
  for (const f of files) visit(f);
  // vitest fails a run that found no test file at all.
  const noFiles = files.length === 0 ? 1 : 0;
  return {
    passed,
    failed: failedTests + brokenFiles + errors.length + noFiles,
    skipped,
    brokenFiles: brokenFiles + noFiles,
    errors: errors.length,
  };
}

/** `tests: N passed, N failed, N skipped`, with what else failed in parentheses. */
export function summaryLine(c: SummaryCount): string {
  const extra = [
    c.brokenFiles > 0 ? `${c.brokenFiles} file${c.brokenFiles === 1 ? '' : 's'} failed to load or run` : '',
    c.errors > 0 ? `${c.errors} unhandled error${c.errors === 1 ? '' : 's'}` : '',
  ].filter((s) => s !== '');
  return (
    `tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` +
    (extra.length > 0 ? ` (including ${extra.join(', ')})` : '')
  );
}

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own
 * report, so any CI reading closing lines (not only vitest's) sees how many tests ran. Files that
 * did not load and unhandled errors count as failures.
 */
export default class PlainSummary implements Reporter {
  onFinished(files: readonly SummaryTask[] = [], errors: readonly unknown[] = []): void {
    process.stdout.write(`\n${summaryLine(countRun(files, errors))}\n`);
  }
}
