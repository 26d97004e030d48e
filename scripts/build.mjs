// Bundles the Node front ends with esbuild (type-checking is `tsc -b`, separately).
// The Sheets add-on has its own build (sheets-addon/build.mjs): it targets Apps Script, not Node.
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

// The CLI is split into chunks so that each command's modules (zod included) load only when it runs.
const entries = [
  { in: 'cli/main.ts', out: 'dist/cli/rochade.js', split: true },
  { in: 'bot/main.ts', out: 'dist/bot/main.js' },
  { in: 'bot/sharded.ts', out: 'dist/bot/sharded.js' },
  { in: 'bot/deployCommands.ts', out: 'dist/bot/deployCommands.js' },
].filter((e) => existsSync(e.in));

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
      logLevel: 'warning',
    }),
  ),
);
