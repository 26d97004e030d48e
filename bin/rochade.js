#!/usr/bin/env node
// The built CLI (npm ci runs the build through "prepare"; `npm run build` rebuilds it).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../dist/cli/rochade.js', import.meta.url));
if (!existsSync(built)) {
  process.stderr.write('rochade: the CLI is not built yet. Run `npm ci` (or `npm run build`) first.\n');
  process.exit(2);
}
const { main } = await import(built);
await main();
