// A FIDE rating of 0 is "unrated" (TRF-16 001 columns 49-52 "0000"; FIDE Handbook B.02 8.1): the
// rating tiebreaks (C.07 10) then take the player's DWZ, or count the player as unrated. Values by hand.
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../../core/standings/index.ts';
import { playerRating } from '../../../core/tiebreaks/index.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

describe('playerRating: FIDE 0 is no rating', () => {
  it.each([
    { player: { id: 1, name: 'A', fide: 0, dwz: { rating: 1650 } }, rating: 1650 },
    { player: { id: 1, name: 'A', fide: 0 }, rating: undefined },
    { player: { id: 1, name: 'A', fide: 1800, dwz: { rating: 1650 } }, rating: 1800 },
  ])('$player.fide / $player.dwz.rating → $rating', ({ player, rating }) =>
    expect(playerRating(player)).toBe(rating),
  );

  // Anna (Elo 2000) beat Ben (FIDE 0, DWZ 1650) and drew Carl (Elo 1800).
  // ARO of Anna (C.07 10.1): (1650 + 1800) / 2 = 1725, not (0 + 1800) / 2 = 900.
  it('ARO counts the DWZ of a player whose FIDE rating is 0', () => {
    const t: Tournament = {
      name: 'T',
      kind: 'swiss',
      rounds: 2,
      players: [
        { id: 1, name: 'Anna', fide: 2000 },
        { id: 2, name: 'Ben', fide: 0, dwz: { rating: 1650 } },
        { id: 3, name: 'Carl', fide: 1800 },
      ],
      games: [
        { round: 1, white: 1, black: 2, result: '1-0' },
        { round: 2, white: 3, black: 1, result: '1/2-1/2' },
      ],
      unpaired: [],
      withdrawals: [],
      pointSystem: STANDARD_POINTS,
      schedule: 'recorded',
    };
    const s = computeStandings(t, { tiebreaks: ['ARO'] });
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.rows.find((r) => r.player.id === 1)?.values['ARO']).toBe(1725);
  });
});
