// TRF export keeps byes (PAB, HPB, FPB, ZPB, absent) and withdrawals: written, read back equal.
// Cell codes per FIDE TRF-2026 (U, H, F, Z, -); "not to be paired in round R" is the 240 record.
import { describe, expect, test } from 'vitest';
import { formatLosses } from '../../../../core/formats/losses.ts';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

/** Six players, three of five rounds played: every bye kind, one withdrawal after round 1, one before round 1. */
const T: Tournament = {
  name: 'Byes and withdrawals',
  kind: 'swiss',
  rounds: 5,
  players: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Player ${id}, A` })),
  games: [
    { round: 1, white: 1, black: 2, result: '1-0' },
    { round: 1, white: 3, black: 4, result: '1/2-1/2' },
    { round: 2, white: 2, black: 3, result: '0-1' },
    { round: 3, white: 1, black: 3, result: '+:-' },
  ],
  unpaired: [
    { round: 1, player: 5, kind: 'PAB' },
    { round: 2, player: 1, kind: 'HPB' },
    { round: 2, player: 5, kind: 'FPB' },
    { round: 3, player: 2, kind: 'ZPB' },
    { round: 3, player: 5, kind: 'absent' },
  ],
  withdrawals: [
    { player: 4, afterRound: 1 },
    { player: 6, afterRound: 0 },
  ],
  pointSystem: STANDARD_POINTS,
};

const cells = (trf: string, id: number): string[] => {
  const line = trf.split('\r').find((l) => l.startsWith(`001 ${String(id).padStart(4)}`)) ?? '';
  return [0, 1, 2].map((r) => line.slice(91 + 10 * r, 99 + 10 * r).trimEnd());
};

describe('TRF export of byes and withdrawals', () => {
  const trf = makeTrf(T);

  test.each([
    ['PAB, FPB, absent', 5, ['0000 - U', '0000 - F', '0000 - -']],
    ['HPB', 1, ['   2 w 1', '0000 - H', '   3 w +']],
    ['ZPB', 2, ['   1 b 0', '   3 w 0', '0000 - Z']],
    ['withdrawn after round 1: zero-point cells', 4, ['   3 b =', '0000 - Z', '0000 - Z']],
    ['withdrawn before round 1', 6, ['0000 - Z', '0000 - Z', '0000 - Z']],
  ])('%s', (_, id, expected) => {
    expect(cells(trf, id)).toEqual(expected);
  });

  test('the withdrawal records: XXW per round, 240 Z for the next round', () => {
    const lines = trf.split('\r');
    expect(lines).toContain('XXW   0    6');
    expect(lines).toContain('XXW   1    4');
    expect(lines).toContain('240 Z   4    4    6');
  });

  test('read back: the same games, byes and withdrawals', () => {
    const r = parseTrf(trf);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const back = r.value.tournament;
    expect(back.games).toEqual(T.games);
    const order = (u: readonly Tournament['unpaired'][number][]) =>
      [...u].sort((a, b) => a.round - b.round || a.player - b.player);
    expect(order(back.unpaired)).toEqual(order(T.unpaired));
    expect(back.withdrawals).toEqual([
      { player: 6, afterRound: 0 },
      { player: 4, afterRound: 1 },
    ]);
    expect(r.value.scoreMismatches).toEqual([]);
    // And a second round trip is stable.
    expect(makeTrf(back)).toBe(trf);
  });

  test('withdrawals are no longer listed as lost; a DWZ index still is', () => {
    expect(formatLosses({ tournament: T }, 'trf')).toEqual([]);
    const withIndex = {
      ...T,
      players: T.players.map((p) => (p.id === 1 ? { ...p, dwz: { rating: 1712, index: 62 } } : p)),
    };
    expect(formatLosses({ tournament: withIndex }, 'trf')).toEqual([
      { kind: 'dwzIndex', count: 1, what: 'DWZ index of 1 player' },
    ]);
  });

  test('a malformed XXW line is a located error', () => {
    const good = makeTrf({ ...T, withdrawals: [] });
    const r = parseTrf(`${good}XXW   x    1\r`);
    expect(!r.ok && { kind: r.error.kind, line: r.error.line, column: r.error.column }).toEqual({
      kind: 'badRound',
      line: good.split('\r').length,
      column: 5,
    });
  });
});
