// The README's example commands keep working on the shipped examples (a newcomer copies them).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const examples = Object.fromEntries(
  [
    'club-round-robin.csv',
    'swiss-club-open.trf',
    'club-tournament.json',
    'team-league.json',
    'league-season.json',
    'league-dwz-report.json',
    'team-swiss.trf',
  ].map((f) => [`examples/${f}`, readFileSync(new URL(`examples/${f}`, root))]),
);

/** `npx rochade ...` lines of the README, split like a shell would (quotes respected). */
const commands = readme
  .split('\n')
  .map((l) => /^npx rochade (.*?)(\s+#.*)?$/.exec(l.trim())?.[1])
  .filter((c): c is string => c !== undefined)
  .map((c) => [...c.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? ''));

describe('README commands', () => {
  test('the README shows example commands', () => {
    expect(commands.length).toBeGreaterThanOrEqual(8);
  });

  test.each(commands.map((c) => [c.join(' '), c] as const))(
    'rochade %s exits 0 without errors',
    async (_, argv) => {
      const io = memoryIo(examples);
      const code = await runCli(argv, io);
      expect({ code, stderr: io.stderrText() }).toEqual({
        code: 0,
        stderr: expect.not.stringMatching(/error/i),
      });
      expect(io.stdoutText().length).toBeGreaterThan(0);
    },
  );

  test('the checker command (-c) finds no difference on the Swiss example (conformance to bbpPairings: test/core/pairing/swissExample.test.ts)', async () => {
    const io = memoryIo(examples);
    expect(await runCli(['--dutch', 'examples/swiss-club-open.trf', '-c'], io)).toBe(0);
    expect(io.stdoutText()).toMatch(/SUMMARY rounds=6 differing=0/);
  });
});
