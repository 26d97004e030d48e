#!/usr/bin/env node
// The built CLI (npm ci runs the build through "prepare"; `npm run build` rebuilds it).
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

// Node 20 (V8 11.3, no Maglev) hands a function to TurboFan after 66 KB of its bytecode has run. A CLI
// run is short (a 200-player pairing is about 0.1 s of JavaScript): the background compilations
// compete with the main thread for the cores and cost more than the optimised code gives back
// (200 players end to end: median 0.21 s with the default, 0.14 s with a budget of 1 MB; round 2 of
// 1000 players and a 300-player checker run of 13 rounds take as long either way, see docs/swiss.md).
// Node 22+ tiers up through Maglev and has no such flag (it would print a warning), so it is left alone.
if (Number(process.versions.node.split('.')[0]) < 22) v8.setFlagsFromString('--interrupt-budget=1000000');

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
