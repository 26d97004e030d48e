// "Pair next round" of the Sheets add-on: the BUILT bundle in the node:vm sandbox with the Apps
// Script fakes runs the whole menu action (read the Players and Round sheets, the core Dutch engine,
// write the new Round sheet) for a Swiss of 100 and of 300 players, rounds 1..R with seeded results
// typed into the Result cells. Prints each round's time against Apps Script's limits: a menu action
// may run 6 min, a custom function 30 s (Apps Script quotas). Apps Script's V8 is slower than
// Node's: read the numbers with a generous factor. CPU time is printed beside the wall time (on a
// shared machine the wall time includes waiting for a core).
// Usage: npx tsx bench/addonSwiss.ts [players,players,...] [rounds]   (default 100,300 and 7)
import { performance } from 'node:perf_hooks';

interface Sheet {
  snapshot(): unknown[][];
  getRange(row: number, column: number): { setValue(v: unknown): unknown };
}
interface Sandbox {
  readonly app: {
    readonly spreadsheet: { getSheetByName(name: string): Sheet | null };
    readonly ui: { alerts: string[] };
  };
  call(name: string, ...args: unknown[]): unknown;
}
interface SandboxModule {
  buildIntoTemp(): Promise<unknown>;
  loadSandbox(built: unknown): Sandbox;
}
interface SwissCaseModule {
  typePlayers(sb: Sandbox, players: readonly { name: string; rating: number }[]): void;
  typeResults(sheet: Sheet, result: (white: number, black: number, board: number) => string): void;
}

// The sandbox and helpers live with the tests; loaded at run time (the bench project does not compile test/).
const sandboxModule = (await import(
  new URL('../test/sheets-addon/sandbox.ts', import.meta.url).href
)) as SandboxModule;
const swissCase = (await import(
  new URL('../test/sheets-addon/swissCase.ts', import.meta.url).href
)) as SwissCaseModule;

const sizes = (process.argv[2] ?? '100,300').split(',').map(Number);
const rounds = Number(process.argv[3] ?? 7);

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const built = await sandboxModule.buildIntoTemp();
const LIMIT_MENU_S = 360;
const LIMIT_CUSTOM_S = 30;

for (const n of sizes) {
  const rand = rng(n);
  const sb = sandboxModule.loadSandbox(built);
  sb.call('rochadeNewSwiss');
  sb.app.ui.alerts.length = 0;
  const rating = new Map<number, number>();
  // Ratings 1200-2400 in random order: the add-on numbers the start list by the FIDE initial order.
  const players = Array.from({ length: n }, (_, i) => ({
    name: `Player ${String(i + 1).padStart(3, '0')}`,
    rating: 1200 + Math.floor(rand() * 1200),
  }));
  swissCase.typePlayers(sb, players);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    sb.call('rochadePairNextRound');
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
    if (sb.app.ui.alerts.length > 0) throw new Error(`round ${round}: ${sb.app.ui.alerts.join('; ')}`);
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
    `${n} players, rounds 1-${rounds}, Pair next round (read sheets + Dutch engine + write) in the bundle:`,
  );
  console.log(`  per round, wall: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(`  per round, CPU:  ${cpu.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(
    `  slowest ${worst.toFixed(2)} s wall (${worstCpu.toFixed(2)} s CPU) = ${((100 * worst) / LIMIT_MENU_S).toFixed(2)} % of the 6 min menu-action limit, ${((100 * worst) / LIMIT_CUSTOM_S).toFixed(1)} % of the 30 s custom-function limit`,
  );
}
