import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { COMMAND_ENTRIES } from '../../cli/commands/registry.ts';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = (args: string[]) =>
  spawnSync(process.execPath, ['bin/rochade.js', ...args], { cwd: root, encoding: 'utf8' });

// The build bundles every command on its own: on a busy 2-core machine it can take over a minute.
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root });
}, 180_000);

// The installed `rochade` binary, as a newcomer runs it: the esbuild bundle behind bin/rochade.js.
describe('bin/rochade.js (the built CLI)', () => {
  test('--help lists every command with its summary and exits 0', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    for (const c of COMMAND_ENTRIES) expect(r.stdout).toContain(`  ${c.name.padEnd(12)} ${c.summary}`);
  });

  test('no command prints the list and exits 2 (bad input)', () => {
    const r = run([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('Commands:');
  });

  test.each(COMMAND_ENTRIES.map((c) => [c.name]))('%s --help exits 0', (name) => {
    const r = run([name, '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`rochade ${name}`);
  });

  // The pairing-program convention (FIDE pairing programs, JaVaFo AUM): 3 invalid input, 5 file access.
  test.each([
    ['pair --dutch without -p/-c/-g', ['pair', '--dutch', 'x.trf'], 3],
    ['pair --dutch on a missing file', ['pair', '--dutch', 'no/such/file.trf', '-p'], 5],
  ])('%s exits %i', (_what, args, code) => {
    expect(run(args).status).toBe(code);
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

  // The language is set by the entry and read by the command, which is a bundle of its own.
  test.each([
    ['--lang de', ['--lang', 'de'], {}, /noch keine Runde ausgelost/],
    ['LANG=de_DE.UTF-8', [], { LANG: 'de_DE.UTF-8' }, /noch keine Runde ausgelost/],
    ['no German asked for', [], {}, /no round is paired yet/],
  ])('the command speaks the language the entry took (%s)', (_, lang, env, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'rochade-lang-'));
    try {
      const file = join(dir, 'T.json');
      const opts = {
        cwd: root,
        encoding: 'utf8' as const,
        env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env },
      };
      spawnSync(
        process.execPath,
        ['bin/rochade.js', 'tournament', 'new', file, '--name', 'Herbst', '--rounds', '5'],
        opts,
      );
      const r = spawnSync(
        process.execPath,
        ['bin/rochade.js', 'result', file, '--board', '1', '1-0', ...lang],
        opts,
      );
      expect(r.stderr).toMatch(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // bin/rochade.js exits as soon as the command returns (issue 11): nothing written may be lost.
  test('a long answer through a pipe arrives whole, as the command printed it in process', async () => {
    const args = ['schedule', 'round-robin', '--players', '300'];
    const io = memoryIo({});
    expect(await runCli(args, io)).toBe(0);
    const r = run(args);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(io.out.join(''));
  });

  test('pair -g writes its file, which pair -c then re-pairs without a difference', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rochade-bin-'));
    try {
      writeFileSync(join(dir, 'gen.cfg'), 'PlayersNumber=15\nRoundsNumber=5\n');
      const trf = join(dir, 'gen.trf');
      expect(run(['pair', '--dutch', '-g', join(dir, 'gen.cfg'), '-o', trf, '-s', '7']).status).toBe(0);
      const check = run(['pair', '--dutch', trf, '-c']);
      expect(check.status).toBe(0);
      expect(check.stdout).toMatch(/^SUMMARY rounds=5 differing=0/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

// Start-up: `rochade --help` loads no command file, a command only its own file (everything it
// imports, zod included, scripts/build.mjs), and a package only when the command calls into it.
// Each built file's source map names the source files it holds.
describe('what the built CLI loads', () => {
  const dist = join(root, 'dist/cli');
  /** The repository's source files a built file holds, from its source map (the command files carry no comments). */
  const sources = (file: string): string[] =>
    (JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources
      .map((s) => s.replace(/^(\.\.\/)+/, ''))
      .filter((s) => /^(?:core|cli|schemas)\/\S+\.ts$/.test(s));
  /** Runs the built entry in a fresh process and lists the packages Node loaded by the end. */
  const packagesLoaded = (entry: string, args: readonly string[]): string[] => {
    const script = `const { runCli, nodeIo } = await import(${JSON.stringify(entry)});
const { createRequire } = await import('node:module');
const code = await runCli(${JSON.stringify(args)}, { ...nodeIo(), stdout: () => {} });
const loaded = Object.keys(createRequire(import.meta.url).cache).map((k) => k.split('node_modules/').pop().split('/')[0]);
process.stdout.write(JSON.stringify({ code, loaded: [...new Set(loaded)].sort() }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { code: number; loaded: string[] };
    expect(out.code).toBe(0);
    return out.loaded;
  };

  test('the entry (rochade --help) holds no core module and no zod, and runs without any command file', () => {
    expect(sources('rochade.js').filter((s) => s.startsWith('core/'))).toEqual([]);
    expect(readFileSync(join(dist, 'rochade.js'), 'utf8')).not.toMatch(/zod/);
    const dir = mkdtempSync(join(tmpdir(), 'rochade-entry-'));
    try {
      writeFileSync(join(dir, 'rochade.js'), readFileSync(join(dist, 'rochade.js')));
      const r = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { runCli, nodeIo } = await import(${JSON.stringify(join(dir, 'rochade.js'))});
process.exitCode = await runCli(['--help'], nodeIo());`,
        ],
        { encoding: 'utf8' },
      );
      expect([r.status, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toContain('Commands:');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('every command of the registry has a file of its own', () => {
    const files = readdirSync(join(dist, 'commands')).filter((f) => f.endsWith('.cjs'));
    const modules = [
      ...readFileSync(join(root, 'cli/commands/registry.ts'), 'utf8').matchAll(/import\('\.\/(\w+)\.ts'\)/g),
    ];
    expect(modules.length).toBe(COMMAND_ENTRIES.length);
    for (const [, m] of modules) expect(files).toContain(`${m!}.cjs`);
  });

  test('pair holds the Dutch engine; a command that writes no XML (dwz --help) does not load xmlbuilder2', () => {
    expect(sources('commands/pair.cjs')).toContain('core/pairing/dutch/index.ts');
    const entry = join(dist, 'rochade.js');
    expect(packagesLoaded(entry, ['dwz', '--help'])).not.toContain('xmlbuilder2');
    expect(packagesLoaded(entry, ['schedule', 'round-robin', '--players', '4'])).toEqual([]);
  });

  test('the compiled code is kept for the next run (NODE_COMPILE_CACHE), which answers the same', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rochade-cache-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: dir };
      delete env['NODE_DISABLE_COMPILE_CACHE'];
      const args = ['bin/rochade.js', 'schedule', 'round-robin', '--players', '6'];
      const first = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env });
      const kept = readdirSync(dir, { recursive: true }).map(String);
      expect(kept.some((f) => /schedule\.cjs-.*\.v8cache$/.test(f))).toBe(true);
      const second = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env });
      expect([second.status, second.stdout]).toEqual([first.status, first.stdout]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('two installs of one user sharing the cache directory keep each its own cached code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rochade-cache-'));
    const other = mkdtempSync(join(tmpdir(), 'rochade-install-'));
    try {
      cpSync(join(root, 'bin'), join(other, 'bin'), { recursive: true });
      cpSync(join(root, 'dist/cli'), join(other, 'dist/cli'), { recursive: true });
      // the copy's files have other modification times: another build, as a second checkout has
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: dir };
      delete env['NODE_DISABLE_COMPILE_CACHE'];
      const args = ['schedule', 'round-robin', '--players', '6'];
      for (const at of [root, other])
        spawnSync(process.execPath, [join(at, 'bin/rochade.js'), ...args], {
          cwd: at,
          encoding: 'utf8',
          env,
        });
      const kept = readdirSync(dir, { recursive: true }).map(String);
      expect(kept.filter((f) => /schedule\.cjs-.*\.v8cache$/.test(f))).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });
});
