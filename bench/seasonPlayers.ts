// A league season's player statistics and DWZ (computeSeasonPlayers: one evaluation of all board
// games): a 10-team league, 16 registered players each, 9 rounds of 5 matches on 8 boards (360
// games), deterministic. The bot runs it in its render worker for /team stats and the last
// confirmation of a match; this prints what one evaluation costs.
// Run: npx tsx bench/seasonPlayers.ts
import { computeSeasonPlayers, type LeagueSeason, type SeasonResult } from '../core/team/index.ts';
import { seededRng } from '../core/pairing/index.ts';

const rand = seededRng(2026);
const RESULTS: readonly SeasonResult[] = ['1-0', '0-1', '1/2-1/2'];
const teams = Array.from({ length: 10 }, (_, t) => ({
  id: t + 1,
  name: `Mannschaft ${t + 1}`,
  players: Array.from({ length: 16 }, (_, k) => ({
    id: `t${t}p${k}`,
    name: `Spieler ${t}-${k}`,
    birthYear: 1950 + Math.floor(rand() * 60),
    dwz: { rating: 1300 + Math.round(rand() * 900), index: 1 + Math.floor(rand() * 40) },
  })),
}));
const matches = [];
for (let round = 1; round <= 9; round++)
  for (let m = 0; m < 5; m++) {
    const home = ((m + round) % 10) + 1;
    const away = ((9 - m + round) % 10) + 1;
    matches.push({
      round,
      home,
      away,
      games: Array.from({ length: 8 }, (_, b) => ({
        home: `t${home - 1}p${(b + Math.floor(rand() * 3)) % 16}`,
        away: `t${away - 1}p${(b + Math.floor(rand() * 3)) % 16}`,
        result: RESULTS[Math.floor(rand() * 3)]!,
      })),
    });
  }
const season: LeagueSeason = {
  name: 'Bench-Liga',
  rounds: 9,
  boards: 8,
  teams,
  matches,
  endDate: '2026-04-26',
};

const times: number[] = [];
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  const r = computeSeasonPlayers(season);
  times.push(performance.now() - t0);
  if (!r.ok) throw new Error(r.error.message);
}
times.sort((a, b) => a - b);
console.log(
  `computeSeasonPlayers, 10 teams x 16 players, 360 games: median ${times[3]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times[6]!.toFixed(1)}), 7 runs`,
);
