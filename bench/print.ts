// Print and publish at club-open scale: a 300-player, 9-round Swiss (random generator, FIDE Dutch
// pairings, clubs and DWZ added), every A4 PDF of rochade print (pdfkit, DejaVu subset), the whole
// static site (index, lists, 9 round pages with pairings and standings, crosstable, player cards,
// DWZ, ICS) and the crosstable picture the bot posts (from the same report table).
// Usage: npx tsx bench/print.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tableOfReport } from '../bot/format/report.ts';
import { renderTablePicture } from '../bot/format/picture.ts';
import { buildSite } from '../cli/commands/publish.ts';
import { buildReport } from '../cli/reports.ts';
import { makeCrosstableTable, REPORT_KINDS } from '../core/report/index.ts';
import { generateTournament, seededRng } from '../core/pairing/index.ts';
import { computeStandings } from '../core/standings/index.ts';
import { renderReportPdf } from '../print/pdf.ts';

const N = 300;
const ROUNDS = 9;
const g = generateTournament({ PlayersNumber: N, RoundsNumber: ROUNDS }, seededRng(22));
if (!g.ok) throw new Error(`generator: ${JSON.stringify(g.error)}`);
const base = g.value.tournament;
// Dates so the site carries its calendar too.
const CLUBS = ['SK Weiß-Blau Großhausen', 'SV Königsspringer Süd', 'Schachfreunde Bärenklau', 'TSV Rössl'];
const t = {
  ...base,
  players: base.players.map((p, k) => ({
    ...p,
    club: CLUBS[k % CLUBS.length],
    ...(p.fide !== undefined ? { dwz: { rating: p.fide - 40, index: 10 + (k % 40) } } : {}),
  })),
  name: 'Club Open 2026',
  city: 'Musterstadt',
  roundDates: Array.from({ length: ROUNDS }, (_, k) =>
    new Date(Date.UTC(2026, 0, 9 + 7 * k)).toISOString().slice(0, 10),
  ),
};

/**
 * Median wall time and median CPU time (process.cpuUsage: this process's user + system time) of
 * `runs` runs after a warm-up, and the first (cold) run's CPU time: a `rochade print` is one cold
 * run. On a shared, loaded machine the CPU time is the steadier figure.
 */
const median = async (
  f: () => Promise<number> | number,
  runs = 7,
): Promise<{ ms: number; cpu: number; firstCpu: number; size: number }> => {
  const c0 = process.cpuUsage();
  await f(); // warm-up: fonts parsed, code compiled
  const first = process.cpuUsage(c0);
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
  return { ms: mid(wall), cpu: mid(cpu), firstCpu: (first.user + first.system) / 1000, size };
};

for (const kind of REPORT_KINDS) {
  const pdf = await median(async () => {
    const r = buildReport(t, kind, { lang: 'de' });
    if (!r.ok) throw new Error(r.error);
    const { bytes, pages } = await renderReportPdf({ ...r.value, lang: 'de' });
    return bytes.length + pages * 1e9;
  }, 3);
  console.log(
    `${N}-player ${ROUNDS}-round ${kind} PDF (tables and PDF): median ${pdf.ms.toFixed(0)} ms wall, ${pdf.cpu.toFixed(0)} ms CPU (first ${pdf.firstCpu.toFixed(0)} ms CPU), ${Math.floor(pdf.size / 1e9)} pages, ${((pdf.size % 1e9) / 1e3).toFixed(0)} KB`,
  );
}

const picture = await median(() => {
  const s = computeStandings(t, {});
  if (!s.ok) throw new Error(s.error.message);
  const table = tableOfReport(makeCrosstableTable(t, s.value, 'en'));
  return renderTablePicture({ title: 'Club Open 2026 — crosstable', table }).length;
});
console.log(
  `${N}-player ${ROUNDS}-round crosstable picture (standings, report table, PNG, this thread): median ${picture.ms.toFixed(0)} ms wall, ${picture.cpu.toFixed(0)} ms CPU, ${(picture.size / 1e3).toFixed(0)} KB`,
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
  `${N}-player ${ROUNDS}-round site (lists, ${ROUNDS} round pages with standings, crosstable, player cards, DWZ, ICS), built and written: median ${site.ms.toFixed(0)} ms wall, ${site.cpu.toFixed(0)} ms CPU, ${(site.size / 1e6).toFixed(2)} MB`,
);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
