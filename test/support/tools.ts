import { execFileSync } from 'node:child_process';

/** CI installs the tools (.ci/run); there a missing tool fails the test instead of skipping it. */
export const ON_CI = process.env['CI'] === 'true';

/** The first of `names` on PATH, or undefined. */
export function findTool(...names: string[]): string | undefined {
  for (const n of names) {
    try {
      execFileSync('sh', ['-c', `command -v ${n}`], { stdio: 'pipe' });
      return n;
    } catch {
      // not installed
    }
  }
  return undefined;
}

/**
 * Whether a test needing `what` can run: locally a missing tool skips (with a message naming the
 * Debian package); on CI it is an error.
 */
export function toolOrSkip(tool: string | undefined, debianPackage: string): boolean {
  if (tool !== undefined) return true;
  const message = `${debianPackage} is not installed (apt-get install ${debianPackage})`;
  if (ON_CI) throw new Error(`${message}: CI must run this test`);
  console.warn(`skipped: ${message}`);
  return false;
}
