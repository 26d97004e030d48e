import { STANDARD_POINTS, type Tournament } from '../../core/tournament/index.ts';

/** Names in the scripts clubs meet: German umlauts, Turkish, Polish, Czech, Cyrillic, Greek. */
export const UNICODE_NAMES = [
  'Müller, Jürgen',
  'Yılmaz, İsmail Şahin',
  'Łukasiewicz, Paweł',
  'Dvořák, Jiří',
  'Иванов, Пётр',
  'Παπαδόπουλος, Γιώργος',
] as const;

/**
 * A Swiss of `n` players (the six names first, then "Player k"), `rounds` rounds in which board k
 * pairs 2k-1 with 2k and draws (so every score has a ½), round dates one week apart.
 */
export function unicodeSwiss(n = 6, rounds = 2, extra: Partial<Tournament> = {}): Tournament {
  const players = Array.from({ length: n }, (_, k) => ({
    id: k + 1,
    name: UNICODE_NAMES[k] ?? `Player ${k + 1}`,
    fide: 2400 - k * 10,
  }));
  const games = [];
  for (let r = 1; r <= rounds; r++)
    for (let k = 1; k + 1 <= n; k += 2)
      games.push({
        round: r,
        white: r % 2 ? k : k + 1,
        black: r % 2 ? k + 1 : k,
        result: '1/2-1/2' as const,
      });
  return {
    name: 'Open 2026',
    kind: 'swiss',
    rounds,
    city: 'İzmir',
    startDate: '2026-01-09',
    roundDates: Array.from({ length: rounds }, (_, k) =>
      new Date(Date.UTC(2026, 0, 9 + 7 * k)).toISOString().slice(0, 10),
    ),
    players,
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    ...extra,
  };
}
