#!/usr/bin/env node
// The built CLI (npm ci runs the build through "prepare"; `npm run build` rebuilds it).
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { tuneForShortRun } from './shortRun.js';

tuneForShortRun();

// Node 22.1+ keeps the bundle's compiled code between runs (a shorter start-up); Node 20 has no such
// API, hence the feature test. A cache that cannot be written only reports FAILED (no exception);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off, NODE_COMPILE_CACHE=DIR moves it.
module.enableCompileCache?.();

const built = fileURLToPath(new URL('../dist/cli/rochade.js', import.meta.url));
if (!existsSync(built)) {
  process.stderr.write('rochade: the CLI is not built yet. Run `npm ci` (or `npm run build`) first.\n');
  process.exit(2);
}
const { main } = await import(built);
await main();
// The answer is out: exit now rather than after the garbage collection Node would run first (30-50 ms
// after a pairing). Output still queued (a pipe is asynchronous on macOS and Windows) is waited for
// by ending normally. Node 22.10+ writes the compile cache here, as it would at a normal exit.
module.flushCompileCache?.();
if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit();
