// Bundles the Node front ends with esbuild (type-checking is `tsc -b`, separately).
// The Sheets add-on has its own build (sheets-addon/build.mjs): it targets Apps Script, not Node.
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

// The CLI is split into chunks so that each command's modules (zod included) load only when it runs.
const entries = [
  { in: 'cli/main.ts', out: 'dist/cli/rochade.js', split: true },
  { in: 'bot/main.ts', out: 'dist/bot/main.js' },
  { in: 'bot/sharded.ts', out: 'dist/bot/sharded.js' },
  { in: 'bot/deployCommands.ts', out: 'dist/bot/deployCommands.js' },
  { in: 'bot/backupMain.ts', out: 'dist/bot/backup.js' },
  { in: 'bot/restoreMain.ts', out: 'dist/bot/restore.js' },
].filter((e) => existsSync(e.in));

// The core does no work at import (pure functions; registries are data, ARCHITECTURE.md), so a core
// module nothing uses can be left out even when a barrel (core/index.ts) re-exports it: the `pair`
// command's chunks then hold 0.2 MB instead of 0.33 MB (the tiebreaks and DWZ code stay out).
const CORE = resolve('core') + sep;
const pureCore = {
  name: 'pure-core',
  setup(b) {
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData === 'pure-core') return undefined;
      const r = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'pure-core',
      });
      return r.errors.length === 0 && r.path.startsWith(CORE) ? { ...r, sideEffects: false } : undefined;
    });
  },
};

// Stale chunks of an earlier build would pile up.
rmSync('dist/cli', { recursive: true, force: true });

await Promise.all(
  entries.map((e) =>
    build({
      ...(e.split
        ? {
            entryPoints: [{ in: e.in, out: e.out.replace(/^.*\/|\.js$/g, '') }],
            outdir: dirname(e.out),
            splitting: true,
          }
        : { entryPoints: [e.in], outfile: e.out }),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      plugins: e.split ? [pureCore] : [],
      logLevel: 'warning',
    }),
  ),
);
