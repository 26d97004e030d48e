'use strict';
const v8 = require('node:v8');

/**
 * A CLI run is short (a 200-player pairing is about 0.1 s of JavaScript): the optimising compilers'
 * background jobs compete with the main thread for the cores and cost more than the optimised code
 * gives back, so functions are handed to them fifteen times later than V8's defaults.
 * - Node 20 (V8 11.3, no Maglev) hands a function to TurboFan after 66 KB of its bytecode has run:
 *   a budget of 1 MB (200 players end to end: median 0.21 s with the default, 0.14 s with 1 MB;
 *   round 2 of 1000 players and a 300-player checker run of 13 rounds take as long either way, see
 *   docs/swiss.md).
 * - Node 24 (V8 13.6) counts invocations instead: Maglev after 400, TurboFan after 3000 (on-stack
 *   replacement after 100 and 500). Fifteen times those: 200 players end to end 0.12 s of CPU
 *   instead of 0.17 s, round 3 of 1000 players 1.0 s instead of 1.2 s (docs/limits.md).
 * Node 22 and 23 are left alone (their V8 was not measured).
 * Called before the engine first runs (the CLI, and the pairing bench's cold split).
 */
function tuneForShortRun() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) v8.setFlagsFromString('--interrupt-budget=1000000');
  else if (major >= 24)
    for (const flag of [
      '--invocation-count-for-maglev=6000',
      '--invocation-count-for-turbofan=45000',
      '--invocation-count-for-maglev-osr=1500',
      '--invocation-count-for-osr=7500',
    ])
      v8.setFlagsFromString(flag);
}

module.exports = { tuneForShortRun };
