#!/usr/bin/env node
// The built CLI (npm ci runs the build through "prepare"; `npm run build` rebuilds it).
// CommonJS (bin/package.json), as is the entry it loads (dist/cli/rochade.cjs): Node then starts
// without its ES module loader, a tenth of a short command's time.
'use strict';
const { existsSync } = require('node:fs');
const module_ = require('node:module');
const { join } = require('node:path');
const { tuneForShortRun } = require('./shortRun.js');

tuneForShortRun();

// Node 22.1+ keeps the entry's compiled code between runs (the command files keep theirs on every
// version, cli/compiledBundle.ts); Node 20 has no such API, hence the feature test. A cache that
// cannot be written only reports FAILED (no exception); NODE_DISABLE_COMPILE_CACHE=1 turns it off,
// NODE_COMPILE_CACHE=DIR moves it.
module_.enableCompileCache?.();

const built = join(__dirname, '../dist/cli/rochade.cjs');
if (!existsSync(built)) {
  process.stderr.write('rochade: the CLI is not built yet. Run `npm ci` (or `npm run build`) first.\n');
  process.exit(2);
}
const cli = require(built);
cli.main().then(() => {
  // The answer is out: exit now rather than after the garbage collection Node would run first
  // (30-50 ms after a pairing). Output still queued (a pipe is asynchronous on macOS and Windows)
  // is waited for by ending normally. Node 22.10+ writes the compile cache here, as at a normal exit.
  module_.flushCompileCache?.();
  if (!cli.outputPending()) process.exit();
});
