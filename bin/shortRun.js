'use strict';
const v8 = require('node:v8');

/**
 * Node 20 (V8 11.3, no Maglev) hands a function to TurboFan after 66 KB of its bytecode has run. A CLI
 * run is short (a 200-player pairing is about 0.1 s of JavaScript): the background compilations
 * compete with the main thread for the cores and cost more than the optimised code gives back
 * (200 players end to end: median 0.21 s with the default, 0.14 s with a budget of 1 MB; round 2 of
 * 1000 players and a 300-player checker run of 13 rounds take as long either way, see docs/swiss.md).
 * Node 22+ tiers up through Maglev and has no such flag (it would print a warning): left alone.
 * Called before the engine first runs (the CLI, and the pairing bench's cold split).
 */
function tuneForShortRun() {
  if (Number(process.versions.node.split('.')[0]) < 22) v8.setFlagsFromString('--interrupt-budget=1000000');
}

module.exports = { tuneForShortRun };
