// The add-on on a 300-player Swiss laid out round by round (9 rounds, tokens like +W9 ½B13; a
// typed =B13 would be a formula in Sheets), run by the BUILT bundle in the node:vm sandbox with the
// Apps Script fakes. Prints the time of the menu
// actions (standings, DWZ) and of each tiebreak custom function; Sheets allows a custom function 30 s,
// a menu action 6 min.
// Usage: npx tsx bench/addon.ts [players] [rounds]
import { performance } from 'node:perf_hooks';
import { seededRng } from '../core/pairing/index.ts';
import { builtAddon, expectNoAlert, LIMIT_CUSTOM_S, testModule } from './_addonHarness.ts';

interface FakesModule {
  fillSheet(sheet: unknown, grid: unknown[][]): void;
}
const fakesModule = await testModule<FakesModule>('fakes/appsScript.ts');

const players = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 9);

/** A Swiss-like event: each round pairs neighbours by score who have not met; the odd one out gets a PAB. */
function swissGrid(n: number, r: number): (string | number)[][] {
  const rand = seededRng(7);
  const score = Array<number>(n + 1).fill(0);
  const met = new Set<string>();
  const tokens: string[][] = Array.from({ length: n + 1 }, () => []);
  for (let round = 1; round <= r; round++) {
    const order = Array.from({ length: n }, (_, i) => i + 1).sort((a, b) => score[b]! - score[a]! || a - b);
    const open = new Set(order);
    for (const p of order) {
      if (!open.has(p)) continue;
      open.delete(p);
      const q = [...open].find((o) => !met.has(`${Math.min(p, o)}-${Math.max(p, o)}`));
      if (q === undefined) {
        tokens[p]!.push('+BYE');
        score[p]! += 2;
        continue;
      }
      open.delete(q);
      met.add(`${Math.min(p, q)}-${Math.max(p, q)}`);
      const x = rand();
      const [sp, sq] = x < 0.4 ? ['+', '-'] : x < 0.7 ? ['½', '½'] : ['-', '+'];
      const white = round % 2 === 1 ? p : q;
      tokens[p]!.push(`${sp}${white === p ? 'W' : 'B'}${q}`);
      tokens[q]!.push(`${sq}${white === q ? 'W' : 'B'}${p}`);
      score[p]! += sp === '+' ? 2 : sp === '½' ? 1 : 0;
      score[q]! += sq === '+' ? 2 : sq === '½' ? 1 : 0;
    }
  }
  // Every tenth player unrated; the others rated 1000-2200 with an index.
  const dwz = (id: number): string =>
    id % 10 === 0 ? '' : `${1000 + Math.floor(rand() * 1200)}-${1 + (id % 40)}`;
  const header = ['No', 'Name', 'DWZ', 'Jg', ...Array.from({ length: r }, (_, i) => `Rd ${i + 1}`)];
  return [
    header,
    ...Array.from({ length: n }, (_, i) => [
      i + 1,
      `Player ${i + 1}`,
      dwz(i + 1),
      1950 + (i % 60),
      ...tokens[i + 1]!,
    ]),
  ];
}

const grid = swissGrid(players, rounds);
const newSandbox = await builtAddon();
const ms = (t0: number): string => `${(performance.now() - t0).toFixed(0)} ms`;

const sb = newSandbox();
const sheet = sb.app.spreadsheet.getActiveSheet();
fakesModule.fillSheet(sheet, grid);
sheet.getRange('C5').activate();
let t0 = performance.now();
sb.call('rochadeComputeStandings');
expectNoAlert(sb, 'Compute standings');
console.log(`${players} players × ${rounds} rounds, Compute standings (BH/C1, BH, SB, WIN): ${ms(t0)}`);
console.log(
  `  round trips: ${sb.app.spreadsheet.count('getValues')} getValues, ${sb.app.spreadsheet.count('setValues')} setValues`,
);

t0 = performance.now();
sb.call('rochadeComputeDwz');
expectNoAlert(sb, 'Compute DWZ');
console.log(
  `Compute DWZ (whole-tournament evaluation, rules by the Settings' end date, else today): ${ms(t0)}`,
);
console.log(
  `  round trips so far: ${sb.app.spreadsheet.count('getValues')} getValues, ${sb.app.spreadsheet.count('setValues')} setValues`,
);

// Each custom function 5 times; the median (Apps Script's V8 is slower than Node's: read the
// numbers against the 30 s limit with a generous factor).
const RUNS = 5;
for (const [name, ...args] of [
  ['SONNEBORN_BERGER', grid],
  ['BUCHHOLZ', grid],
  ['BUCHHOLZ', grid, 'C1'],
  ['TIEBREAK', grid, 'BH/C1', 'C07_2024'],
  ['POINTS', grid],
  ['ROCHADE_RANK', grid],
] as const) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    t0 = performance.now();
    rows = (sb.custom(name, ...args) as unknown[]).length;
    times.push(performance.now() - t0);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
  const shown = args.slice(1).map((a) => `"${String(a)}"`);
  console.log(
    `  =${name}(${['range', ...shown].join(', ')}): median ${median.toFixed(0)} ms of ${RUNS} (${rows} rows; limit ${LIMIT_CUSTOM_S} s)`,
  );
}
