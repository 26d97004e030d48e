import type { PlayerId } from '../types.ts';
import { get } from './context.ts';
import { perPlayer, type TiebreakDef } from './def.ts';
import { isVur, type Slot, type TiebreakContext, type TiebreakSpec } from './types.ts';

const slotsOf = (ctx: TiebreakContext, id: PlayerId): readonly Slot[] => ctx.slots.get(id) ?? [];

/** A round that counts as played for type-B tiebreaks: a game, or in a round robin a forfeit win (15.2). */
const playedB = (ctx: TiebreakContext, s: Slot): boolean =>
  s.kind === 'game' || (ctx.roundRobin && s.kind === 'forfeitWin');

const countSlots = (ctx: TiebreakContext, pred: (s: Slot) => boolean) =>
  perPlayer(ctx, (id) => slotsOf(ctx, id).filter(pred).length);

/** Points the scheduled opponent got in the same game. */
function opponentPoints(ctx: TiebreakContext, id: PlayerId, s: Slot): number | undefined {
  if (s.opponent === undefined) return undefined;
  return slotsOf(ctx, s.opponent).find((o) => o.round === s.round && o.opponent === id)?.points;
}

/**
 * Progressive score (C.07 7.5): the score at the end of each round, free rounds of a round robin
 * included (15.2 keeps them out of sums of opponents, not out of the own running score); cut from
 * the first round on.
 */
function progressive(ctx: TiebreakContext, spec: TiebreakSpec) {
  return perPlayer(ctx, (id) => {
    // Slots come in round order; several entries of one round (matches) make one running total.
    const running: number[] = [];
    let total = 0;
    let last = -1;
    for (const s of slotsOf(ctx, id)) {
      if (s.kind === 'free' && !ctx.roundRobin) continue;
      total += s.points;
      if (s.round === last) running[running.length - 1] = total;
      else running.push(total);
      last = s.round;
    }
    // The least significant value is the score after round 1 (14.1), which is also the lowest.
    const kept = running.slice(spec.cut.low, running.length - spec.cut.high);
    return (spec.cut.low + spec.cut.high >= running.length ? 0 : kept.reduce((a, x) => a + x, 0)) / 2;
  });
}

/** Whole percent of the points scored with Black, rounded half up (Turniersysteme (arbiter course) "Ergebnis mit Schwarz"). */
function percentBlack(ctx: TiebreakContext) {
  return perPlayer(ctx, (id) => {
    const black = slotsOf(ctx, id).filter((s) => playedB(ctx, s) && s.color === 'black');
    if (black.length === 0) return 0;
    const pts = black.reduce((a, s) => a + s.points, 0);
    return Math.floor((pts * 100) / (black.length * ctx.pointSystem.win) + 0.5);
  });
}

export const OWN_TIEBREAKS: readonly TiebreakDef[] = [
  {
    code: 'PTS',
    name: 'Points',
    family: 'own',
    rule: 'C.07 5',
    order: 'desc',
    compute: (ctx) => perPlayer(ctx, (id) => get(ctx.score, id) / 2),
  },
  {
    code: 'ADJ',
    name: 'Adjusted score (as an opponent)',
    family: 'own',
    rule: 'C.07 16.3',
    order: 'desc',
    compute: (ctx) => perPlayer(ctx, (id) => get(ctx.asOpponent, id) / 2),
  },
  {
    code: 'WIN',
    name: 'Number of wins',
    family: 'own',
    rule: 'C.07 7.1',
    order: 'desc',
    compute: (ctx) =>
      countSlots(
        ctx,
        (s) =>
          s.points === ctx.pointSystem.win &&
          (s.kind === 'game' || s.kind === 'forfeitWin' || s.kind === 'PAB' || s.kind === 'FPB'),
      ),
  },
  {
    code: 'WON',
    name: 'Number of games won',
    family: 'own',
    rule: 'C.07 7.2',
    order: 'desc',
    compute: (ctx) => countSlots(ctx, (s) => playedB(ctx, s) && s.points === ctx.pointSystem.win),
  },
  {
    code: 'BPG',
    name: 'Games played with Black',
    family: 'own',
    rule: 'C.07 7.3',
    order: 'desc',
    compute: (ctx) => countSlots(ctx, (s) => playedB(ctx, s) && s.color === 'black'),
  },
  {
    code: 'BWG',
    name: 'Games won with Black',
    family: 'own',
    rule: 'C.07 7.4',
    order: 'desc',
    compute: (ctx) =>
      countSlots(ctx, (s) => playedB(ctx, s) && s.color === 'black' && s.points === ctx.pointSystem.win),
  },
  {
    code: 'PS',
    name: 'Progressive score',
    family: 'own',
    rule: 'C.07 7.5',
    order: 'desc',
    compute: progressive,
  },
  {
    code: 'REP',
    name: 'Rounds one elected to play (GE)',
    family: 'own',
    rule: 'C.07 7.6',
    order: 'desc',
    compute: (ctx) => countSlots(ctx, (s) => s.kind !== 'free' && !isVur(s)),
  },
  {
    code: 'STD',
    name: 'Standard points',
    family: 'own',
    rule: 'C.07 7.7 (2026)',
    order: 'desc',
    compute: (ctx) =>
      perPlayer(ctx, (id) => {
        let half = 0;
        for (const s of slotsOf(ctx, id)) {
          if (s.kind === 'free') continue;
          const other = opponentPoints(ctx, id, s) ?? ctx.pointSystem.draw;
          half += s.points > other ? 2 : s.points === other ? 1 : 0;
        }
        return half / 2;
      }),
  },
  {
    code: 'TPN',
    name: 'Tournament pairing number',
    family: 'own',
    rule: 'C.07 7.8 (2026)',
    order: 'asc',
    compute: (ctx) => perPlayer(ctx, (id) => id),
  },
  {
    code: 'BPTS',
    name: 'Points scored with Black',
    family: 'own',
    rule: 'Turniersysteme (arbiter course), Ergebnis mit Schwarz',
    order: 'desc',
    compute: (ctx) =>
      perPlayer(
        ctx,
        (id) =>
          slotsOf(ctx, id)
            .filter((s) => playedB(ctx, s) && s.color === 'black')
            .reduce((a, s) => a + s.points, 0) / 2,
      ),
  },
  {
    code: 'PCTB',
    name: 'Percent of points with Black',
    family: 'own',
    rule: 'Turniersysteme (arbiter course), Ergebnis mit Schwarz',
    order: 'desc',
    compute: percentBlack,
  },
];
