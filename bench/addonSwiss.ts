// "Pair next round" and "Compute standings" of the Sheets add-on: the BUILT bundle in the node:vm
// sandbox with the Apps Script fakes runs the whole menu action (read the Players sheet and the
// round sheets through the data sheet, the core Dutch engine, write the new Round sheet; the
// Standings and Crosstable sheets) for a Swiss of 100 and of 300 players, rounds 1..R with seeded
// results typed into the Result cells, and counts the SpreadsheetApp calls of each action. Prints each round's time against Apps Script's limits: a menu action
// may run 6 min, a custom function 30 s (Apps Script quotas). Apps Script's V8 is slower than
// Node's: read the numbers with a generous factor. CPU time is printed beside the wall time (on a
// shared machine the wall time includes waiting for a core).
// Usage: npx tsx bench/addonSwiss.ts [players,players,...] [rounds] [system]   (default 100,300, 9
// and the Dutch system; `system` is a registry id the workbook takes in Players!K4: dubov,
// burstein, keizer, typed there as the director does)
import { performance } from 'node:perf_hooks';
import { seededRng } from '../core/pairing/index.ts';
import {
  builtAddon,
  expectNoAlert,
  LIMIT_CUSTOM_S,
  LIMIT_MENU_S,
  testModule,
  type BenchSandbox,
  type BenchSheet,
} from './_addonHarness.ts';

interface SwissCaseModule {
  typePlayers(sb: BenchSandbox, players: readonly { name: string; rating: number }[]): void;
  typeResults(sheet: BenchSheet, result: (white: number, black: number, board: number) => string): void;
}
const swissCase = await testModule<SwissCaseModule>('swissCase.ts');

const sizes = (process.argv[2] ?? '100,300').split(',').map(Number);
const rounds = Number(process.argv[3] ?? 9);
const system = process.argv[4];
const newSandbox = await builtAddon();

for (const n of sizes) {
  const rand = seededRng(n);
  const sb = newSandbox();
  sb.call('rochadeNewSwiss');
  sb.app.ui.alerts.length = 0;
  // The number of rounds (Players!K1), typed as the director does.
  sb.app.spreadsheet.getSheetByName('Players')?.getRange(1, 11).setValue(rounds);
  // The pairing system (Players!K4), when one is named.
  if (system) sb.app.spreadsheet.getSheetByName('Players')?.getRange(4, 11).setValue(system);
  const rating = new Map<number, number>();
  // Ratings 1200-2400 in random order: the add-on numbers the start list by the FIDE initial order.
  const players = Array.from({ length: n }, (_, i) => ({
    name: `Player ${String(i + 1).padStart(3, '0')}`,
    rating: 1200 + Math.floor(rand() * 1200),
  }));
  swissCase.typePlayers(sb, players);
  const times: number[] = [];
  const cpu: number[] = [];
  const calls: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    sb.serviceCalls.length = 0;
    sb.call('rochadePairNextRound');
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
    calls.push(sb.serviceCalls.length);
    expectNoAlert(sb, `round ${round}`);
    const sheet = sb.app.spreadsheet.getSheetByName(`Round ${round}`);
    if (!sheet) throw new Error(`no Round ${round}`);
    if (round === 1) {
      const list = sb.app.spreadsheet.getSheetByName('Players')?.snapshot() ?? [];
      for (const r of list.slice(1)) rating.set(Number(r[0]), Number(r[3]));
    }
    // Results by the rating difference (Elo expectation), a third of the close games drawn.
    swissCase.typeResults(sheet, (w, b) => {
      const e = 1 / (1 + 10 ** (((rating.get(b) ?? 0) - (rating.get(w) ?? 0)) / 400));
      const x = rand();
      if (Math.abs(e - 0.5) < 0.2 && x < 0.33) return '½-½';
      return rand() < e ? '1-0' : '0-1';
    });
  }
  const worst = Math.max(...times) / 1000;
  const worstCpu = Math.max(...cpu) / 1000;
  console.log(
    `${n} players, rounds 1-${rounds}, Pair next round (read sheets + ${system ?? 'Dutch'} engine + write) in the bundle:`,
  );
  console.log(`  per round, wall: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(`  per round, CPU:  ${cpu.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(`  SpreadsheetApp calls per round: ${calls.join(', ')}`);
  console.log(
    `  slowest ${worst.toFixed(2)} s wall (${worstCpu.toFixed(2)} s CPU) = ${((100 * worst) / LIMIT_MENU_S).toFixed(2)} % of the 6 min menu-action limit, ${((100 * worst) / LIMIT_CUSTOM_S).toFixed(1)} % of the 30 s custom-function limit`,
  );
  sb.app.spreadsheet.getSheetByName(`Round ${rounds}`)?.getRange('A1').activate();
  for (const run of ['first', 'again']) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    sb.serviceCalls.length = 0;
    sb.call('rochadeComputeStandings');
    const c = process.cpuUsage(c0);
    expectNoAlert(sb, 'Compute standings');
    console.log(
      `  Compute standings after round ${rounds} (${run}): ${((performance.now() - t0) / 1000).toFixed(2)} s wall, ${((c.user + c.system) / 1e6).toFixed(2)} s CPU, ${sb.serviceCalls.length} SpreadsheetApp calls`,
    );
  }
}
