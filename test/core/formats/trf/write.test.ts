// The canonical TRF writer (trf-format.md §11): cell codes, compatibility lines, line ends.
import { describe, expect, test } from 'vitest';
import { makeTrf } from '../../../../core/formats/trf/trf.ts';
import { STANDARD_POINTS, type Game, type Tournament, type UnpairedKind } from '../../../../core/index.ts';

const base: Tournament = {
  name: 'Test',
  kind: 'swiss',
  rounds: 1,
  players: [
    { id: 1, name: 'Meier, Hans' },
    { id: 2, name: 'Schulz, Eva' },
  ],
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
};
const lines = (t: Tournament): string[] => makeTrf(t, { eol: 'lf' }).split('\n');
const cellsOf = (t: Tournament, id: number): string =>
  (lines(t).find((l) => l.startsWith(`001 ${String(id).padStart(4)}`)) ?? '').slice(91);

describe('makeTrf cells', () => {
  test.each([
    ['PAB is U, never F', 'PAB', '0000 - U'],
    ['FPB', 'FPB', '0000 - F'],
    ['HPB', 'HPB', '0000 - H'],
    ['ZPB', 'ZPB', '0000 - Z'],
    ['absent', 'absent', '0000 - -'],
    ['free round: blank cell', 'free', ''],
  ] as const)('%s', (_n, kind: UnpairedKind, cell) => {
    expect(cellsOf({ ...base, unpaired: [{ round: 1, player: 1, kind }] }, 1)).toBe(cell);
  });

  test.each([
    ['1-0', {}, '   2 w 1', '   1 b 0'],
    ['0-1', {}, '   2 w 0', '   1 b 1'],
    ['1/2-1/2', {}, '   2 w =', '   1 b ='],
    ['1-0', { unrated: true }, '   2 w W', '   1 b L'],
    ['1/2-1/2', { unrated: true }, '   2 w D', '   1 b D'],
    ['+:-', {}, '   2 w +', '   1 b -'],
    ['-:+', { colorsUnknown: true }, '   2 - -', '   1 - +'],
    ['-:-', {}, '   2 w -', '   1 b -'],
    ['*', {}, '   2 w', '   1 b'],
  ] as const)('%s %j', (result, extra, white, black) => {
    const game: Game = { round: 1, white: 1, black: 2, result, ...extra };
    const t = { ...base, games: [game] };
    expect([cellsOf(t, 1), cellsOf(t, 2)]).toEqual([white, black]);
  });

  test('points column: the results, after round L-1 when round L has no result yet', () => {
    const t: Tournament = {
      ...base,
      rounds: 2,
      games: [
        { round: 1, white: 1, black: 2, result: '1-0' },
        { round: 2, white: 2, black: 1, result: '*' },
      ],
    };
    expect(lines(t)[1]?.slice(80, 84)).toBe(' 1.0');
    expect(lines({ ...t, games: t.games.slice(0, 1) })[1]?.slice(80, 84)).toBe(' 1.0');
  });
});

describe('makeTrf compatibility lines', () => {
  test.each([
    ['142 + XXR always', {}, ['142 1', 'XXR 1']],
    ['152 + XXC for the initial colour', { initialColor: 'black' as const }, ['152 B', 'XXC black1']],
    [
      '162 + BB? for a non-standard point system',
      { pointSystem: { ...STANDARD_POINTS, win: 6, forfeitWin: 6, fpb: 6, pab: 6, draw: 2, hpb: 2 } },
      ['162  W 3.0    D 1.0    L 0.0    P 3.0', 'BBW  3.0', 'BBD  1.0', 'BBU  3.0'],
    ],
    [
      'XXS when 162 cannot say it',
      { pointSystem: { ...STANDARD_POINTS, hpb: 0 } },
      ['XXS W=1.0 FW=1.0 FPB=1.0 D=0.5 HPB=0.0'],
    ],
    ['192 pairing system', { pairingSystem: 'FIDE_DUTCH_2025' }, ['192 FIDE_DUTCH_2025']],
    ['192 for a round robin without a pairing system', { kind: 'roundRobin' as const }, ['192 ROUND_ROBIN']],
    ['202 tiebreaks', { tiebreaks: ['BH/C1', 'SB'] }, ['202 BH/C1, SB']],
    [
      'XXP and 260',
      { forbiddenPairs: [{ players: [1, 2] }, { players: [1, 2], fromRound: 2, toRound: 3 }] },
      ['XXP 1 2', '260   2   3    1    2'],
    ],
    ['XXA', { accelerations: [{ player: 2, round: 2, points: 2 }] }, ['XXA    2  0.0  1.0']],
    [
      'GER line for the DWZ',
      { players: [{ id: 1, name: 'A', dwz: { rating: 1712, index: 62 } }] },
      [`GER    1      A${' '.repeat(33)}1712`],
    ],
  ])('%s', (_n, extra, expected) => {
    const out = lines({ ...base, ...extra });
    for (const l of expected) expect(out).toContain(l);
  });

  test.each([
    ['cr', '\r'],
    ['lf', '\n'],
    ['crlf', '\r\n'],
  ] as const)('line end %s', (eol, chars) => {
    const out = makeTrf(base, { eol });
    expect(out.endsWith(`XXC white1${chars}`)).toBe(true);
    expect(out.split(chars)).toHaveLength(8);
  });
});
