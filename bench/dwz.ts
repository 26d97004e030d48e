// DWZ whole-tournament evaluation of a 500-player open with 100 unrated players (deterministic).
// Run: npx tsx bench/dwz.ts   (one version: BENCH_RULES=WO2013 npx tsx bench/dwz.ts)
import { evaluateTournamentDwz, expectedScoreExact, DWZ_RULE_SETS } from '../core/dwz/index.ts';
import { type Game, type Tournament, type Player, STANDARD_POINTS } from '../core/tournament/index.ts';
import { seededRng } from '../core/pairing/index.ts';

function makeOpen(players: number, unrated: number, rounds: number, seed: number): Tournament {
  const rand = seededRng(seed);
  const strength: number[] = [];
  const list: Player[] = [];
  for (let i = 1; i <= players; i++) {
    const s = Math.round(900 + rand() * 1400);
    strength.push(s);
    const rated = i > unrated;
    list.push({
      id: i,
      name: `Player ${i}`,
      birthYear: 1950 + Math.floor(rand() * 65),
      ...(rated
        ? { dwz: { rating: Math.round(s + (rand() - 0.5) * 150), index: 1 + Math.floor(rand() * 40) } }
        : {}),
      ...(!rated && rand() < 0.3
        ? { residualGames: [{ opponentRating: 1200 + Math.round(rand() * 600), score: 1 }] }
        : {}),
    });
  }
  const score = new Array<number>(players + 1).fill(0);
  const met = new Set<string>();
  const games: Game[] = [];
  for (let round = 1; round <= rounds; round++) {
    // Swiss-like: sort by score, then strength with noise, pair neighbours that have not met.
    const order = list
      .map((p) => p.id)
      .sort(
        (a, b) =>
          (score[b] ?? 0) - (score[a] ?? 0) ||
          (strength[b - 1] ?? 0) - (strength[a - 1] ?? 0) + (rand() - 0.5) * 200,
      );
    const free = new Set(order);
    for (const a of order) {
      if (!free.has(a)) continue;
      free.delete(a);
      const b = [...free].find((x) => !met.has(`${Math.min(a, x)}-${Math.max(a, x)}`));
      if (b === undefined) continue;
      free.delete(b);
      met.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
      const p = expectedScoreExact((strength[a - 1] ?? 0) - (strength[b - 1] ?? 0));
      const x = rand();
      const draw = 0.25;
      const result = x < p - draw / 2 ? '1-0' : x < p + draw / 2 ? '1/2-1/2' : '0-1';
      const forfeit = rand() < 0.01;
      games.push({ round, white: a, black: b, result: forfeit ? '+:-' : result });
      score[a] = (score[a] ?? 0) + (forfeit || result === '1-0' ? 2 : result === '1/2-1/2' ? 1 : 0);
      score[b] = (score[b] ?? 0) + (forfeit ? 0 : result === '0-1' ? 2 : result === '1/2-1/2' ? 1 : 0);
    }
  }
  return {
    name: 'Bench open',
    kind: 'swiss',
    rounds,
    endDate: '2025-06-01',
    players: list,
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
}

const t = makeOpen(500, 100, 9, 20260607);
console.log(`500-player open, 100 unrated, 9 rounds, ${t.games.length} games`);
const only = process.env['BENCH_RULES'];
for (const rules of DWZ_RULE_SETS.filter((r) => only === undefined || r === only)) {
  for (let i = 0; i < 3; i++) evaluateTournamentDwz(t, { rules }); // warm-up (JIT)
  // CPU time of this process (the machine may be shared), median of `runs`.
  const runs = 15;
  const times: number[] = [];
  let last: ReturnType<typeof evaluateTournamentDwz> | undefined;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    last = evaluateTournamentDwz(t, { rules });
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const ms = times[runs >> 1] ?? 0;
  if (!last?.ok) throw new Error('evaluation failed');
  const e = last.value;
  const count = (s: string): number => e.players.filter((p) => p.status === s).length;
  console.log(
    `${rules.padEnd(8)} ${ms.toFixed(1).padStart(8)} ms CPU per evaluation (median of 15; goal: under 50 ms)  ` +
      `(first ${count('first')}, second ${count('second')}, residual ${count('residual')}, discarded ${count('discarded')}, ` +
      `${e.iteration.rows.length - 1} iteration steps${e.iteration.converged ? '' : ', not settled'})`,
  );
}
