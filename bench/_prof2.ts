import { seededRng } from '../core/pairing/index.ts';
import { pairingSystemById } from '../core/pairing/registry.ts';
import { pairDubov } from '../core/pairing/dubov/index.ts';
import { nextRoundInput } from '../core/pairing/nextRoundInput.ts';
const n = Number(process.argv[2] ?? 60);
const g = pairingSystemById('dubov')!.generate!({ PlayersNumber: n, RoundsNumber: 9 }, seededRng(Number(process.argv[3] ?? 3)));
if (!g.ok) throw new Error('gen');
const t = g.value.tournament;
for (let round = 1; round <= 9; round++) {
  const c0 = process.cpuUsage();
  const r = pairDubov(nextRoundInput(t, round), { round });
  const c = process.cpuUsage(c0);
  console.log(round, r.ok ? r.value.boards.length : r.error, ((c.user + c.system) / 1000).toFixed(0), 'ms');
}
