import type { Color, PlayerId, RoundNo } from '../../types.ts';
import type { Tournament } from '../../tournament/model.ts';
import { computePlayerRounds } from '../../tournament/playerRounds.ts';
import { isBaku } from './acceleration.ts';
import { editionOf, playersToPair, type DutchOptions } from './index.ts';
import { buildDutchPlayers, byOrder, type DutchPlayer, type Float } from './players.ts';

/** One row of the check-list (JaVaFo AUM check-list `-l`): what the Dutch rules see of a player. */
export interface CheckListRow {
  readonly id: PlayerId;
  /** Pairing score in half-points (acceleration included). */
  readonly score: number;
  /** Colour preference code: WWW/BBB, WW/BB, W1/B1, W/B, (W)/(B), (w)/(b), A (see `preferenceCode`). */
  readonly preference: string;
  /** Floats of the two rounds before, older first: D down, U up, - none. */
  readonly floats: string;
  /** Opponent per earlier round, oldest first; 0 = no game played. */
  readonly opponents: readonly PlayerId[];
  /** C2: may receive the pairing-allocated bye. */
  readonly pabEligible: boolean;
}

/** The check-list of the players to pair in `round`, in pairing order (1.2). */
export function checkList(
  t: Tournament,
  round: RoundNo,
  opts: Pick<DutchOptions, 'edition' | 'baku'> = {},
): CheckListRow[] {
  const edition = opts.edition ?? editionOf(t);
  const players = buildDutchPlayers(t, playersToPair(t, round), round, edition, opts.baku ?? isBaku(t)).sort(
    byOrder,
  );
  const rounds = computePlayerRounds(t);
  return players.map((p) => {
    const opponents: PlayerId[] = [];
    for (let r = 1; r < round; r++) {
      const played = (rounds.get(p.id) ?? []).find((x) => x.round === r && x.kind === 'played');
      opponents.push(played && 'opponent' in played ? played.opponent : 0);
    }
    return {
      id: p.id,
      score: p.score,
      preference: preferenceCode(p),
      floats: [round - 2, round - 1].map((r) => floatCode(r >= 1 ? p.floats[r - 1] : undefined)).join(''),
      opponents,
      pabEligible: p.pabEligible,
    };
  });
}

const floatCode = (f: Float): string => (f === 'down' ? 'D' : f === 'up' ? 'U' : '-');

/**
 * C.04.3 1.7 as a code: absolute by colour difference and by repetition WWW, by difference only
 * WW, by repetition with a difference of ±1 W1, by repetition alone W; strong (W); mild (w); none A.
 */
export function preferenceCode(p: Pick<DutchPlayer, 'pref' | 'colours'>): string {
  const { color, strength, cd } = p.pref;
  if (color === undefined || strength === 0) return 'A';
  const c = color === 'white' ? 'W' : 'B';
  if (strength === 1) return `(${c.toLowerCase()})`;
  if (strength === 2) return `(${c})`;
  const n = p.colours.length;
  const other: Color = color === 'white' ? 'black' : 'white';
  const repeated = n >= 2 && p.colours[n - 1] === other && p.colours[n - 2] === other;
  if (Math.abs(cd) > 1) return repeated ? c.repeat(3) : c.repeat(2);
  return Math.abs(cd) === 1 ? `${c}1` : c;
}

/** The check-list as text: one line per player, `[X]` marking players who may not get the PAB. */
export function formatCheckList(round: RoundNo, rows: readonly CheckListRow[]): string {
  const lines = rows.map(
    (r) =>
      `${String(r.id).padStart(4)} ${(r.score / 2).toFixed(1).padStart(5)}  ${r.preference.padEnd(4)} ` +
      `${r.floats}  ${r.opponents.map((o) => String(o).padStart(4)).join('')}${r.pabEligible ? '' : '  [X]'}`,
  );
  return `Check-list round ${round}\n  ID   Pts  Col  Fl  Opponents\n${lines.map((l) => `${l}\n`).join('')}`;
}
