import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = (args: string[]) =>
  spawnSync(process.execPath, ['bin/rochade.js', ...args], { cwd: root, encoding: 'utf8' });

// The installed `rochade` binary, as a newcomer runs it: the esbuild bundle behind bin/rochade.js.
describe('bin/rochade.js (the built CLI)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root });
  });

  test('--help lists every command and exits 0', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    for (const name of ['convert', 'standings', 'dwz', 'schedule']) expect(r.stdout).toContain(name);
  });

  test('an unknown command exits 2 (bad input) with a message and no stack trace', () => {
    const r = run(['frobnicate']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown command "frobnicate"');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a missing file is bad input: exit 2 without a stack trace', () => {
    const r = run(['standings', 'no/such/file.trf']);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  test('a reader that stops early (| head) ends the command quietly: exit 0, no EPIPE stack trace', async () => {
    const child = spawn(process.execPath, ['bin/rochade.js', 'schedule', 'round-robin', '--players', '600'], {
      cwd: root,
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(code).toBe(0);
  });
});
