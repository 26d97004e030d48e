// The plain closing line: a run that failed anywhere never reads `0 failed` (issue 10).
import { describe, expect, test } from 'vitest';
import { countRun, summaryLine, type SummaryTask } from './plainSummary.ts';

const t = (state: string | undefined, mode?: string): SummaryTask => ({
  type: 'test',
  ...(mode ? { mode } : {}),
  result: state ? { state } : {},
});
const file = (state: string, tasks: readonly SummaryTask[]): SummaryTask => ({
  type: 'suite',
  result: { state },
  tasks,
});

describe('countRun and summaryLine', () => {
  test.each([
    [
      'all passed',
      [file('pass', [t('pass'), t('pass'), t(undefined, 'skip')])],
      [],
      'tests: 2 passed, 0 failed, 1 skipped',
    ],
    ['a failed test', [file('fail', [t('pass'), t('fail')])], [], 'tests: 1 passed, 1 failed, 0 skipped'],
    [
      'a file that did not load (no tests inside)',
      [file('pass', [t('pass')]), file('fail', [])],
      [],
      'tests: 1 passed, 1 failed, 0 skipped (including 1 file failed to load or run)',
    ],
    [
      'a suite whose hook threw (its tests skipped)',
      [file('fail', [file('fail', [t(undefined), t(undefined)])])],
      [],
      'tests: 0 passed, 1 failed, 2 skipped (including 1 file failed to load or run)',
    ],
    [
      'an unhandled error (e.g. a worker RPC timeout) with every test passed',
      [file('pass', [t('pass')])],
      [new Error('Timeout calling "onTaskUpdate"')],
      'tests: 1 passed, 1 failed, 0 skipped (including 1 unhandled error)',
    ],
    [
      'no test file at all',
      [],
      [],
      'tests: 0 passed, 1 failed, 0 skipped (including 1 file failed to load or run)',
    ],
  ] as const)('%s', (_name, files, errors, line) => {
    expect(summaryLine(countRun(files, errors))).toBe(line);
  });
});
