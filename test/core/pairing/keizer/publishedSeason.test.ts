// A published Keizer club table: Schaakclub Haren, interne competitie 2016/2017, round 1 of
// 16-9-2016 ("Eerste ronde interne competitie", schaakclubharen.nl): the results and the standings
// the club published (score, value "Wrde"), top value 80 for 16 players, a win worth the loser's
// value, a draw half of it, a loss nothing, each player's own value once.
import { expect, test } from 'vitest';
import { keizerRanking } from '../../../../core/pairing/keizer/ranking.ts';
import type { GameResult, Tournament } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

// Name and rating as published, in the club's initial ranking. It is not printed, but the round-1
// boards show it: places 1-7 against places 10-16 in order and 8 against 9 (Raoul Suurmeijer -
// Harm van der Mossel, ..., Harry Gielen - Remco Kieft) — the order of the published table. The
// start order matters: a player who lost his only game scores just his own value, so ties among
// them (and a tie at the top) keep the order they started in.
const PLAYERS: readonly (readonly [string, number])[] = [
  ['Raoul Suurmeijer', 1900],
  ['Maarten Roorda', 2123],
  ['Andreas Tasma', 2023],
  ['Carla Graafland', 1600],
  ['Ton Bontsema', 1568],
  ['Amjad Alshorman', 1250],
  ['Petra Raaijen', 1150],
  ['Harry Gielen', 1303],
  ['Remco Kieft', 1768],
  ['Harm van der Mossel', 1346],
  ['Bart Romijn', 1465],
  ['Frans Hindriks', 1435],
  ['Jaap Tuinman', 1186],
  ['Anton Guinée', 1128],
  ['Jibbe Blanksma', 1050],
  ['Emile Bouwman', 538],
];
const id = (name: string): number => PLAYERS.findIndex(([n]) => n === name) + 1;

// Round 1 as published, White first.
const ROUND1: readonly (readonly [string, string, GameResult])[] = [
  ['Raoul Suurmeijer', 'Harm van der Mossel', '1-0'],
  ['Bart Romijn', 'Maarten Roorda', '0-1'],
  ['Andreas Tasma', 'Frans Hindriks', '1-0'],
  ['Remco Kieft', 'Harry Gielen', '1/2-1/2'],
  ['Jaap Tuinman', 'Carla Graafland', '0-1'],
  ['Ton Bontsema', 'Anton Guinée', '1-0'],
  ['Amjad Alshorman', 'Jibbe Blanksma', '1-0'],
  ['Emile Bouwman', 'Petra Raaijen', '0-1'],
];

// The published standings after round 1: place, name, score, value.
const PUBLISHED: readonly (readonly [number, string, number, number])[] = [
  [1, 'Raoul Suurmeijer', 151, 80],
  [2, 'Maarten Roorda', 149, 79],
  [3, 'Andreas Tasma', 147, 78],
  [4, 'Carla Graafland', 145, 77],
  [5, 'Ton Bontsema', 143, 76],
  [6, 'Amjad Alshorman', 141, 75],
  [7, 'Petra Raaijen', 139, 74],
  [8, 'Harry Gielen', 109, 73],
  [9, 'Remco Kieft', 108.5, 72],
  [10, 'Harm van der Mossel', 71, 71],
  [11, 'Bart Romijn', 70, 70],
  [12, 'Frans Hindriks', 69, 69],
  [13, 'Jaap Tuinman', 68, 68],
  [14, 'Anton Guinée', 67, 67],
  [15, 'Jibbe Blanksma', 66, 66],
  [16, 'Emile Bouwman', 65, 65],
];

const haren: Tournament = {
  name: 'Interne competitie Schaakclub Haren 2016/2017',
  kind: 'swiss',
  rounds: 30,
  players: PLAYERS.map(([name, rating], i) => ({ id: i + 1, name, national: rating })),
  games: ROUND1.map(([white, black, result]) => ({ round: 1, white: id(white), black: id(black), result })),
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  pairingSystem: 'KEIZER',
};

test('the published standings after round 1: places, scores and values', () => {
  const r = keizerRanking(haren, { topValue: 80 }, 1);
  expect(r.rows.map((x) => [x.rank, PLAYERS[x.id - 1]![0], x.score, x.value])).toEqual(PUBLISHED);
  // The results keep the initial order: the first recomputation already gives it back.
  expect(r.iterations).toBe(1);
});
