// Bundles the Node front ends with esbuild (type-checking is `tsc -b`, separately).
// The Sheets add-on has its own build (sheets-addon/build.mjs): it targets Apps Script, not Node.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

const entries = [
  { in: 'cli/main.ts', out: 'dist/cli/rochade.js' },
  { in: 'bot/main.ts', out: 'dist/bot/main.js' },
  { in: 'bot/sharded.ts', out: 'dist/bot/sharded.js' },
  { in: 'bot/deployCommands.ts', out: 'dist/bot/deployCommands.js' },
].filter((e) => existsSync(e.in));

await Promise.all(
  entries.map((e) =>
    build({
      entryPoints: [e.in],
      outfile: e.out,
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
