// Table pictures at club scale: a 300-player Swiss crosstable (9 rounds) drawn with @napi-rs/canvas
// and DejaVu Sans, on this thread and through the bot's render worker. While the worker draws, the
// main thread's event-loop delay is measured (perf_hooks): the bot stays responsive.
// Usage: npx tsx bench/picture.ts
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Table } from '../bot/format/table.ts';
import { renderTablePicture } from '../bot/format/picture.ts';
import { RenderPool } from '../bot/render/pool.ts';

const N = 300;
const ROUNDS = 9;
const NAMES = ['Çağla Öztürk', 'Łukasz Żółć', 'Ørjan Ærø', 'Дмитрий Шостакович', 'Γιώργος Παπαδόπουλος'];
const table: Table = {
  header: ['Rk', 'SNo', 'Name', ...Array.from({ length: ROUNDS }, (_, r) => String(r + 1)), 'Pts'],
  rows: Array.from({ length: N }, (_, k) => [
    String(k + 1),
    String(((k * 37) % N) + 1),
    `${NAMES[k % NAMES.length]} ${k + 1}`,
    ...Array.from(
      { length: ROUNDS },
      (_, r) => `${((k * 7 + r * 13) % N) + 1}${r % 2 ? 'w' : 'b'}${['1', '½', '0'][(k + r) % 3]}`,
    ),
    `${Math.floor((N - k) / 35)}½`,
  ]),
  align: ['right', 'right', 'left', ...Array.from({ length: ROUNDS }, () => 'right' as const), 'right'],
  nameColumns: [2],
};
/** This process's CPU time (user + system) in ms: steadier than wall time on a loaded machine. */
function cpuMs(c: NodeJS.CpuUsage): number {
  return (c.user + c.system) / 1000;
}

const job = { title: 'Club Open 2026 — crosstable', table };

// The first picture also draws every glyph once (the worker keeps them for the next pictures).
const c0 = process.cpuUsage();
const f0 = performance.now();
renderTablePicture(job);
const first = performance.now() - f0;
const firstCpu = cpuMs(process.cpuUsage(c0));
const times: number[] = [];
const cpus: number[] = [];
let bytes = 0;
for (let k = 0; k < 7; k++) {
  const c = process.cpuUsage();
  const t0 = performance.now();
  bytes = renderTablePicture(job).length;
  times.push(performance.now() - t0);
  cpus.push(cpuMs(process.cpuUsage(c)));
}
const mid = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `${N}-player crosstable picture on this thread: median ${mid(times).toFixed(0)} ms wall, ${mid(cpus).toFixed(0)} ms CPU (first picture ${first.toFixed(0)} ms wall, ${firstCpu.toFixed(0)} ms CPU; ${(bytes / 1e6).toFixed(2)} MB PNG)`,
);

const pool = new RenderPool();
await pool.picture(job); // worker started, fonts registered
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const t0 = performance.now();
for (let k = 0; k < 5; k++) await pool.picture(job);
const wall = (performance.now() - t0) / 5;
delay.disable();
await pool.close();
console.log(
  `through the render worker: ${wall.toFixed(0)} ms a picture; main thread event-loop delay while drawing: p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
);
// The machine's load: figures from a shared 2-core machine are only comparable at a similar load.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
