import type { Color, RoundNo } from '../types.ts';
import type { Tournament } from '../tournament/model.ts';
import type { Board, RoundPairing } from './types.ts';

/**
 * The initial colour of a file without one (TRF-2026 152: "the colour of the highest-ranked player
 * paired in round 1"): the colour of the top player among those who had a round-1 game. Round 1
 * gives the initial colour to the higher player of every pair by his position among the players
 * paired (C.04.3 5.2.5), so a top seed absent in round 1 does not flip it.
 */
export function inferInitialColor(t: Tournament): Color | undefined {
  let best: { id: number; color: Color } | undefined;
  for (const g of t.games) {
    if (g.round !== 1 || g.colorsUnknown) continue;
    const hi = Math.min(g.white, g.black);
    if (!best || hi < best.id) best = { id: hi, color: hi === g.white ? 'white' : 'black' };
  }
  return best?.color;
}

/**
 * "Pair round R" input from a complete tournament (swiss cases README, trf-format §10): rounds
 * 1..R-1 as played, plus the round-R absences and requested byes (not the PAB).
 */
export function nextRoundInput(full: Tournament, round: RoundNo): Tournament {
  const initialColor = full.initialColor ?? inferInitialColor(full);
  return {
    ...full,
    games: full.games.filter((g) => g.round < round),
    unpaired: full.unpaired.filter((u) => u.round < round || (u.round === round && u.kind !== 'PAB')),
    withdrawals: full.withdrawals.filter((w) => w.afterRound < round),
    ...(initialColor ? { initialColor } : {}),
  };
}

/** The pairing recorded for `round`: boards as listed, the PAB if any. */
export function recordedPairing(full: Tournament, round: RoundNo): RoundPairing {
  const boards: Board[] = full.games
    .filter((g) => g.round === round)
    .map((g) => ({ white: g.white, black: g.black }));
  const pab = full.unpaired.find((u) => u.round === round && u.kind === 'PAB')?.player;
  return pab === undefined ? { round, boards } : { round, boards, pab };
}

/** Rounds with any recorded pairing (games or a PAB). */
export function recordedRounds(full: Tournament): number {
  let last = 0;
  for (const g of full.games) last = Math.max(last, g.round);
  for (const u of full.unpaired) if (u.kind === 'PAB') last = Math.max(last, u.round);
  return last;
}

/** Boards present in one pairing but not in the other (a colour swap counts). */
export function pairingDifferences(
  a: RoundPairing,
  b: RoundPairing,
): { readonly onlyA: readonly Board[]; readonly onlyB: readonly Board[]; readonly pabDiffers: boolean } {
  const key = (x: Board): string => `${x.white}-${x.black}`;
  const inB = new Set(b.boards.map(key));
  const inA = new Set(a.boards.map(key));
  return {
    onlyA: a.boards.filter((x) => !inB.has(key(x))),
    onlyB: b.boards.filter((x) => !inA.has(key(x))),
    pabDiffers: a.pab !== b.pab,
  };
}
