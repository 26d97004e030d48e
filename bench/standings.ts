// Times full standings with ten tiebreaks for a generated 1000-player, 11-round Swiss.
// Run: npx tsx bench/standings.ts   (prints numbers; no assertions)
import {
  computeStandings,
  STANDARD_POINTS,
  type Game,
  type Tournament,
  type Unpaired,
} from '../core/index.ts';
import { seededRng } from '../core/pairing/index.ts';

/** A Swiss-like event: each round pairs neighbours in the score order, avoiding repeats greedily. */
function generateSwiss(players: number, rounds: number, seed: number): Tournament {
  const rnd = seededRng(seed);
  const rating = Array.from({ length: players }, (_, i) => 2400 - Math.floor((i * 1400) / players));
  const score = new Array<number>(players + 1).fill(0);
  const met = new Set<string>();
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = Array.from({ length: players }, (_, i) => i + 1).sort(
      (a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b,
    );
    // a few requested half-point byes per round
    const rest: number[] = [];
    for (const id of order) {
      if (rnd() < 0.005) {
        unpaired.push({ round, player: id, kind: 'HPB' });
        score[id] = (score[id] ?? 0) + 1;
      } else rest.push(id);
    }
    if (rest.length % 2 === 1) {
      const bye = rest.pop() ?? 0;
      unpaired.push({ round, player: bye, kind: 'PAB' });
      score[bye] = (score[bye] ?? 0) + 2;
    }
    while (rest.length > 1) {
      const a = rest.shift() ?? 0;
      let k = rest.findIndex((b) => !met.has(`${a}:${b}`));
      if (k < 0) k = 0;
      const b = rest.splice(k, 1)[0] ?? 0;
      met.add(`${a}:${b}`).add(`${b}:${a}`);
      const [white, black] = round % 2 === 0 ? [a, b] : [b, a];
      const diff = ((rating[white - 1] ?? 0) - (rating[black - 1] ?? 0)) / 400;
      const pWhite = 1 / (1 + 10 ** -diff);
      const x = rnd();
      const result =
        x < 0.004
          ? '+:-'
          : x < 0.008
            ? '-:+'
            : x < pWhite * 0.8
              ? '1-0'
              : x < pWhite * 0.8 + 0.25
                ? '1/2-1/2'
                : '0-1';
      const w = result === '1-0' || result === '+:-' ? 2 : result === '1/2-1/2' ? 1 : 0;
      score[white] = (score[white] ?? 0) + w;
      score[black] = (score[black] ?? 0) + (2 - w);
      games.push({ round, white, black, result });
    }
  }
  return {
    name: 'bench',
    kind: 'swiss',
    rounds,
    players: rating.map((r, i) => ({ id: i + 1, name: `Player ${i + 1}`, fide: r })),
    games,
    unpaired,
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
}

const TIEBREAKS = ['BH/C1', 'BH', 'BH/M1', 'SB', 'SB/C1', 'DE', 'WIN', 'PS', 'ARO', 'TPR'];
const t = generateSwiss(1000, 11, 20261121);
const now = (): number => performance.now();

for (const rules of ['C07_2026', 'C07_2024', 'C02_2017', 'club'] as const) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 3; i++) computeStandings(t, { rules, tiebreaks: TIEBREAKS }); // warm-up (JIT)
  const runs = 11;
  for (let i = 0; i < runs; i++) {
    const start = now();
    const s = computeStandings(t, { rules, tiebreaks: TIEBREAKS });
    times.push(now() - start);
    if (!s.ok) throw new Error(s.error.message);
    rows = s.value.rows.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `standings ${rules.padEnd(8)} 1000 players × 11 rounds, ${TIEBREAKS.length} tiebreaks (${TIEBREAKS.join(' ')}): ` +
      `min ${times[0]?.toFixed(1)} ms, median ${times[runs >> 1]?.toFixed(1)} ms, max ${times[runs - 1]?.toFixed(1)} ms (${rows} rows; goal: median under 25 ms)`,
  );
}

// Strength models (iterative, seed 000 / 004) on the same field: CPU time of this process (the
// machine may be shared), median of 11.
for (const code of ['WT', 'ZS']) {
  for (let i = 0; i < 3; i++) computeStandings(t, { rules: 'club', tiebreaks: [code] }); // warm-up (JIT)
  const times: number[] = [];
  const runs = 11;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    const s = computeStandings(t, { rules: 'club', tiebreaks: [code] });
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
    if (!s.ok) throw new Error(s.error.message);
  }
  times.sort((a, b) => a - b);
  console.log(
    `standings club     1000 players × 11 rounds, ${code}: CPU min ${times[0]?.toFixed(1)} ms, ` +
      `median ${times[runs >> 1]?.toFixed(1)} ms (goal: median under 100 ms)`,
  );
}
