import { generateTournament, seededRng } from '../core/pairing/index.ts';
import { pairDubov } from '../core/pairing/dubov/index.ts';
import { nextRoundInput } from '../core/pairing/nextRoundInput.ts';
// A 300-player field paired by the Dutch engine (fast), then Dubov timed on its rounds.
const g = generateTournament({ PlayersNumber: 300, RoundsNumber: 9 }, seededRng(1));
if (!g.ok) throw new Error('gen');
const t = g.value.tournament;
for (const round of [1, 2, 3, 5, 9]) {
  const input = { ...nextRoundInput(t, round), pairingSystem: 'FIDE_DUBOV' };
  const c0 = process.cpuUsage();
  const r = pairDubov(input, { round });
  const c = process.cpuUsage(c0);
  console.log(round, r.ok ? r.value.boards.length : r.error, ((c.user + c.system) / 1000).toFixed(0), 'ms');
}
