// TRF read and write speed over the 297 reference Swiss files of test/fixtures/swiss.
// Run: npx tsx bench/trf.ts
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { makeTrf, parseTrf } from '../core/formats/index.ts';
import type { Tournament } from '../core/tournament/index.ts';

const dir = new URL('../test/fixtures/swiss/', import.meta.url);
const texts = readdirSync(dir)
  .filter((f) => f.endsWith('.trf'))
  .map((f) => readFileSync(new URL(f, dir), 'utf8'));
const bytes = texts.reduce((s, t) => s + t.length, 0);
const repeat = 5;

let parsed: Tournament[] = [];
let t0 = performance.now();
for (let i = 0; i < repeat; i++)
  parsed = texts.map((t) => {
    const r = parseTrf(t);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value.tournament;
  });
const parseMs = (performance.now() - t0) / repeat;
t0 = performance.now();
for (let i = 0; i < repeat; i++) for (const t of parsed) makeTrf(t);
const makeMs = (performance.now() - t0) / repeat;
const games = parsed.reduce((s, t) => s + t.games.length, 0);
console.log(`files: ${texts.length}, ${(bytes / 1e6).toFixed(2)} MB, ${games} games`);
console.log(
  `parseTrf: ${parseMs.toFixed(1)} ms for all files (${(bytes / 1e6 / (parseMs / 1000)).toFixed(1)} MB/s)`,
);
console.log(`makeTrf:  ${makeMs.toFixed(1)} ms for all files`);
