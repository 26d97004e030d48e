// Print and publish at club-open scale: a 300-player, 9-round Swiss (random generator, FIDE Dutch
// pairings), its crosstable as an A4 PDF (pdfkit, DejaVu subset) and the whole static site (index,
// start list, 9 round pages with pairings and standings, crosstable, ICS).
// Usage: npx tsx bench/print.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../cli/commands/publish.ts';
import { makeCrosstableTable, makeReportHeader } from '../core/report/index.ts';
import { generateTournament, seededRng } from '../core/pairing/index.ts';
import { computeStandings } from '../core/standings/index.ts';
import { renderReportPdf } from '../print/pdf.ts';

const N = 300;
const ROUNDS = 9;
const g = generateTournament({ PlayersNumber: N, RoundsNumber: ROUNDS }, seededRng(22));
if (!g.ok) throw new Error(`generator: ${JSON.stringify(g.error)}`);
const base = g.value.tournament;
// Dates so the site carries its calendar too.
const t = {
  ...base,
  name: 'Club Open 2026',
  city: 'Musterstadt',
  roundDates: Array.from({ length: ROUNDS }, (_, k) =>
    new Date(Date.UTC(2026, 0, 9 + 7 * k)).toISOString().slice(0, 10),
  ),
};

/**
 * Median wall time and median CPU time (process.cpuUsage: this process's user + system time) of
 * `runs` runs after a warm-up. On a shared, loaded machine the CPU time is the steadier figure.
 */
const median = async (
  f: () => Promise<number> | number,
  runs = 7,
): Promise<{ ms: number; cpu: number; size: number }> => {
  await f(); // warm-up: fonts parsed, code compiled
  const wall: number[] = [];
  const cpu: number[] = [];
  let size = 0;
  for (let k = 0; k < runs; k++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    size = await f();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const mid = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
  return { ms: mid(wall), cpu: mid(cpu), size };
};

const pdf = await median(async () => {
  const s = computeStandings(t, {});
  if (!s.ok) throw new Error(s.error.message);
  const { bytes } = await renderReportPdf({
    header: makeReportHeader(t, 'en', s.value.afterRound),
    tables: [makeCrosstableTable(t, s.value, 'en')],
    lang: 'en',
  });
  return bytes.length;
});
console.log(
  `${N}-player ${ROUNDS}-round crosstable PDF (standings, table, PDF): median ${pdf.ms.toFixed(0)} ms wall, ${pdf.cpu.toFixed(0)} ms CPU, ${(pdf.size / 1e3).toFixed(0)} KB`,
);

const dir = mkdtempSync(join(tmpdir(), 'rochade-bench-site-'));
const site = await median(() => {
  const files = buildSite(t, { lang: 'en', stamp: '2026-11-27T00:00:00Z' });
  let bytes = 0;
  for (const [name, text] of files) {
    writeFileSync(join(dir, name), text);
    bytes += Buffer.byteLength(text);
  }
  return bytes;
});
rmSync(dir, { recursive: true, force: true });
console.log(
  `${N}-player ${ROUNDS}-round site (${ROUNDS} round pages with standings, crosstable, start list, ICS), built and written: median ${site.ms.toFixed(0)} ms wall, ${site.cpu.toFixed(0)} ms CPU, ${(site.size / 1e6).toFixed(2)} MB`,
);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
