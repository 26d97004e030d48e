// TRF reader: result codes (trf-format.md §5), records (§3, §6-§8), bad input with its location.
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf, type TrfParsed } from '../../../../core/formats/trf/trf.ts';
import { line001, pairTrf } from '../../../support/trfLine.ts';

const parsed = (text: string): TrfParsed => {
  const r = parseTrf(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('TRF §5 result codes: both cells of a pairing', () => {
  test.each([
    ['1 win', '   2 w 1', '   1 b 0', { result: '1-0', white: 1, black: 2 }],
    ['0 loss', '   2 w 0', '   1 b 1', { result: '0-1' }],
    ['= draw', '   2 b =', '   1 w =', { result: '1/2-1/2', white: 2, black: 1 }],
    ['W/L unrated win (< 1 move)', '   2 w W', '   1 b L', { result: '1-0', unrated: true }],
    ['D unrated draw', '   2 w D', '   1 b D', { result: '1/2-1/2', unrated: true }],
    ['+/- forfeit with scheduled colours', '   2 b +', '   1 w -', { result: '-:+', white: 2, black: 1 }],
    ['+/- forfeit without colours', '   2 - +', '   1 - -', { result: '+:-', white: 1, colorsUnknown: true }],
    ['-/- double forfeit: two - cells pointing at each other', '   2 w -', '   1 b -', { result: '-:-' }],
    ['blank result: paired, not yet played', '   2 w', '   1 b', { result: '*' }],
  ])('%s', (_name, a, b, game) => {
    const t = parsed(pairTrf(a, b)).tournament;
    expect(t.games).toHaveLength(1);
    expect(t.games[0]).toMatchObject({ round: 1, ...game });
    expect(t.unpaired).toEqual([]);
  });

  test.each([
    ['U is the PAB (never F)', 'U', 'PAB'],
    ['F full-point bye', 'F', 'FPB'],
    ['H half-point bye', 'H', 'HPB'],
    ['Z zero-point bye', 'Z', 'ZPB'],
    ['blank code = Z', '', 'ZPB'],
    ['- with 0000: absent (not paired, not excused)', '-', 'absent'],
    ['lower-case letter codes', 'u', 'PAB'],
  ])('0000 with %s', (_name, code, kind) => {
    const t = parsed(pairTrf(`0000 - ${code}`, '')).tournament;
    expect(t.unpaired).toEqual([{ round: 1, player: 1, kind }]);
    expect(t.games).toEqual([]);
  });

  test('a wholly blank cell is no entry in a Swiss, the free round in a round robin', () => {
    const cells = (a: string[], b: string[], c: string[]): string =>
      [line001(1, { cells: a }), line001(2, { cells: b }), line001(3, { cells: c })].join('\n');
    const swiss = cells(['   2 w 1', ''], ['   1 b 0', '   3 w 1'], ['', '   2 b 0']);
    expect(parsed(swiss).tournament.unpaired).toEqual([]);
    const rr = parsed(`${swiss}\n192 ROUND_ROBIN\n`).tournament;
    expect(rr.kind).toBe('roundRobin');
    expect(rr.unpaired).toEqual([
      { round: 1, player: 3, kind: 'free' },
      { round: 2, player: 1, kind: 'free' },
    ]);
  });
});

describe('TRF file level (§2)', () => {
  const base = [
    line001(1, { cells: ['   2 w 1'], points: '1.0' }),
    line001(2, { cells: ['   1 b 0'], points: '0.0' }),
  ];
  test.each([
    ['LF', base.join('\n') + '\n'],
    ['CR only', base.join('\r') + '\r'],
    ['CRLF', base.join('\r\n') + '\r\n'],
    ['UTF-8 BOM', '\uFEFF' + base.join('\n')],
  ])('%s line ends', (_n, text) => {
    const v = parsed(text);
    expect(v.tournament.players.map((p) => p.id)).toEqual([1, 2]);
    expect(v.tournament.games).toEqual([{ round: 1, white: 1, black: 2, result: '1-0' }]);
    expect(v.scoreMismatches).toEqual([]);
  });

  test('comments, blank lines and unknown records are kept with their index and written back', () => {
    const text =
      [
        '012 Club Open',
        '### a comment',
        '062 2',
        line001(1, { cells: ['   2 w 1'], points: '1.0' }),
        '',
        line001(2, { cells: ['   1 b 0'], points: '0.0' }),
        'XYZ private',
      ].join('\r') + '\r';
    const t = parsed(text).tournament;
    expect(t.kept?.map((k) => [k.index, k.text])).toEqual([
      [1, '### a comment'],
      [2, '062 2'],
      [4, ''],
      [6, 'XYZ private'],
    ]);
    const out = makeTrf(t)
      .split('\r')
      .filter((l) => !/^(142|XXR) /.test(l))
      .join('\r');
    expect(out).toBe(text);
  });

  test('a TRF16 header with informative records comes back in its order', () => {
    const text =
      [
        '012 Stadtmeisterschaft 2025',
        '022 Bonn',
        '032 GER',
        '042 2025/09/05',
        '052 2025/11/28',
        '062 2',
        '072 2',
        '082 0',
        '092 Individual: Swiss-System',
        '102 IA Klaus Vogel',
        '112 FA Eva Roth',
        '122 90/40+30',
        line001(1, { cells: ['   2 w 1'], points: '1.0' }),
        line001(2, { cells: ['   1 b 0'], points: '0.0' }),
      ].join('\r\n') + '\r\n';
    const t = parsed(text).tournament;
    expect(t).toMatchObject({
      name: 'Stadtmeisterschaft 2025',
      city: 'Bonn',
      startDate: '2025-09-05',
      chiefArbiter: 'IA Klaus Vogel',
    });
    expect(t.kept?.map((k) => k.text)).toEqual([
      '062 2',
      '072 2',
      '082 0',
      '092 Individual: Swiss-System',
      '112 FA Eva Roth',
    ]);
    const out = makeTrf(t, { eol: 'crlf' });
    expect(out).toBe(text + '142 1\r\nXXR 1\r\n');
  });

  test('player fields: sex, title, name, rating, birth date or year, rank', () => {
    const t = parsed(
      [
        line001(1, { sex: 'w', title: 'WFM', name: 'Müller, Anna', rating: '2105', birth: '1990/04/12' }),
        line001(2, { name: 'Schmidt, Jörg', birth: '1975' }),
      ].join('\n'),
    ).tournament;
    expect(t.players[0]).toEqual({
      id: 1,
      sex: 'w',
      title: 'WFM',
      name: 'Müller, Anna',
      fide: 2105,
      birthDate: '1990-04-12',
      birthYear: 1990,
    });
    expect(t.players[1]).toEqual({ id: 2, name: 'Schmidt, Jörg', birthYear: 1975 });
  });
});

describe('TRF records (§3, §6-§8)', () => {
  const two = [line001(1, { cells: ['   2 w 1'] }), line001(2, { cells: ['   1 b 0'] })].join('\n');
  test.each([
    ['142 number of rounds', '142 7', { rounds: 7 }],
    ['XXR number of rounds', 'XXR 9', { rounds: 9 }],
    ['152 initial colour', '152 B', { initialColor: 'black' }],
    ['XXC white1', 'XXC white1', { initialColor: 'white' }],
    [
      '012 022 032 102 122',
      '012 Open\n022 Bonn\n032 GER\n102 IA Meier\n122 90 min + 30 s',
      {
        name: 'Open',
        city: 'Bonn',
        federation: 'GER',
        chiefArbiter: 'IA Meier',
        timeControl: '90 min + 30 s',
      },
    ],
    ['042/052 dates', '042 2026/03/01\n052 2026/03/29', { startDate: '2026-03-01', endDate: '2026-03-29' }],
    [
      '132 round dates',
      `132${' '.repeat(88)}26/03/01  26/03/08`,
      { roundDates: ['2026-03-01', '2026-03-08'] },
    ],
    ['192 pairing system', '192 FIDE_DUTCH_2025', { pairingSystem: 'FIDE_DUTCH_2025', kind: 'swiss' }],
    ['202 tiebreaks', '202 BH/C1, BH, SB', { tiebreaks: ['BH/C1', 'BH', 'SB'] }],
    ['212 standings definition without PTS', '212 PTS, BH, SB', { tiebreaks: ['BH', 'SB'] }],
    ['XXP forbidden pair', 'XXP 1 2', { forbiddenPairs: [{ players: [1, 2] }] }],
    [
      '260 forbidden pairs in rounds',
      '260   2   5    1    2',
      { forbiddenPairs: [{ players: [1, 2], fromRound: 2, toRound: 5 }] },
    ],
    [
      'XXA fictitious points',
      'XXA    1  1.0  1.0  0.5',
      {
        accelerations: [
          { player: 1, round: 1, points: 2 },
          { player: 1, round: 2, points: 2 },
          { player: 1, round: 3, points: 1 },
        ],
      },
    ],
    [
      '250 Baku acceleration range',
      '250      01.0 001 002 0001 0001',
      {
        accelerations: [
          { player: 1, round: 1, points: 2 },
          { player: 1, round: 2, points: 2 },
        ],
      },
    ],
  ])('%s', (_n, record, expected) => {
    expect(parsed(`${record}\n${two}\n`).tournament).toMatchObject(expected);
  });

  test.each([
    [
      '162 (TRF-2026)',
      '162  W 3.0    D 1.0    L 0.0    A 0.0',
      { win: 6, draw: 2, loss: 0, forfeitWin: 6, pab: 6, hpb: 2 },
    ],
    ['162 with P = 0.5 (PAB worth a draw)', '162  P 0.5', { win: 2, pab: 1 }],
    ['BB? (TRF(bx)), BBU defaults to BBW', 'BBW 3.0\nBBD 1.0', { win: 6, draw: 2, pab: 6 }],
    ['BBU, BBZ, BBF', 'BBU 0.5\nBBZ 0.5\nBBF 0.0', { pab: 1, zpb: 1, forfeitLoss: 0 }],
    ['XXS, last one wins', 'XXS PAB=3 D=1 W=3', { pab: 6, draw: 2, hpb: 2, win: 6 }],
  ])('point system %s', (_n, record, expected) => {
    expect(parsed(`${record}\n${two}\n`).tournament.pointSystem).toMatchObject(expected);
  });

  test('240 byes for the round to be paired', () => {
    const t = parsed(`${two}\n240 H 002 0001 0002\n`).tournament;
    expect(t.unpaired).toEqual([
      { round: 2, player: 1, kind: 'HPB' },
      { round: 2, player: 2, kind: 'HPB' },
    ]);
  });

  test('XXZ is kept with a warning, not applied', () => {
    const v = parsed(`${two}\nXXZ 2\n`);
    expect(v.tournament.unpaired).toEqual([]);
    expect(v.tournament.kept?.map((k) => k.text)).toEqual(['XXZ 2']);
    expect(v.warnings).toEqual([expect.stringContaining('XXZ')]);
  });

  test('GER national rating record = DWZ', () => {
    const t = parsed(`${two}\n${'GER    1'.padEnd(48)}1712\n`).tournament;
    expect(t.players[0]?.dwz).toEqual({ rating: 1712 });
  });
});

describe('TRF §9 score validation', () => {
  test('a wrong points column is reported with line and player, not fatal', () => {
    const v = parsed(pairTrf('   2 w 1', '   1 b 0', '1.0', '0.5'));
    expect(v.scoreMismatches).toEqual([
      expect.objectContaining({
        kind: 'scoreMismatch',
        line: 2,
        column: 81,
        found: '0.5',
        detail: expect.stringContaining('player 2'),
      }),
    ]);
  });
  test('points of a pair-next-round file: after R-1, or with the round-R bye pre-added (warning)', () => {
    const lines = (p1: string): string =>
      [
        line001(1, { cells: ['   2 w 1', '0000 - H'], points: p1 }),
        line001(2, { cells: ['   1 b 0', '0000 - Z'], points: '0.0' }),
      ].join('\n');
    expect(parsed(lines('1.0'))).toMatchObject({ scoreMismatches: [], warnings: [] });
    const pre = parsed(lines('1.5'));
    expect(pre.scoreMismatches).toEqual([]);
    expect(pre.warnings).toEqual([expect.stringContaining('pre-added')]);
    expect(parsed(lines('2.0')).scoreMismatches).toHaveLength(1);
  });
  test('a 299 penalty applied to the points column is tolerated with a warning', () => {
    const text = `${line001(1, { cells: ['   2 w 1'], points: '0.0' })}\n${line001(2, { cells: ['   1 b 0'], points: '0.0' })}\n299          -1.0  000 0001\n`;
    const v = parsed(text);
    expect(v.scoreMismatches).toEqual([]);
    expect(v.warnings).toEqual([expect.stringContaining('299')]);
    expect(v.tournament.kept?.map((k) => k.text)).toEqual(['299          -1.0  000 0001']);
  });
  test('acceleration points added to the points column are tolerated with a warning', () => {
    const text = `${line001(1, { cells: ['   2 w 1'], points: '2.0' })}\n${line001(2, { cells: ['   1 b 0'], points: '0.0' })}\nXXA    1  1.0  1.0\n`;
    const v = parsed(text);
    expect(v.scoreMismatches).toEqual([]);
    expect(v.warnings).toEqual([expect.stringContaining('acceleration')]);
  });
});

describe('TRF bad input: located errors', () => {
  test.each([
    ['bad opponent id', pairTrf('  x2 w 1', '   1 b 0'), { kind: 'badOpponent', line: 1, column: 92 }],
    [
      'opponent not in the file',
      pairTrf('   7 w 1', '   1 b 0'),
      { kind: 'badOpponent', line: 1, column: 92, detail: 'no player 7' },
    ],
    ['paired with itself', pairTrf('   1 w 1', '   1 b 0'), { kind: 'badOpponent', line: 1 }],
    [
      'unknown result code',
      pairTrf('   2 w X', '   1 b 0'),
      { kind: 'badResult', line: 1, column: 99, found: 'X' },
    ],
    [
      'unknown colour',
      pairTrf('   2 g 1', '   1 b 0'),
      { kind: 'badColor', line: 1, column: 97, found: 'g' },
    ],
    [
      'A says played B, B has another opponent',
      [
        line001(1, { cells: ['   2 w 1'] }),
        line001(2, { cells: ['   3 b 0'] }),
        line001(3, { cells: ['   2 w 1'] }),
      ].join('\n'),
      { kind: 'asymmetric', line: 1 },
    ],
    [
      'results disagree (both won)',
      pairTrf('   2 w 1', '   1 b 1'),
      { kind: 'asymmetric', line: 1, column: 92 },
    ],
    ['same colour on both sides', pairTrf('   2 w 1', '   1 w 0'), { kind: 'badColor', line: 1 }],
    ['played game without colours', pairTrf('   2 - 1', '   1 - 0'), { kind: 'badColor', line: 1 }],
    ['bye code with an opponent', pairTrf('   2 - U', '   1 - U'), { kind: 'badResult', line: 1 }],
    ['game result with opponent 0000', pairTrf('0000 w 1', ''), { kind: 'badResult', line: 1 }],
    [
      'duplicate start number',
      [line001(1), line001(1)].join('\n'),
      { kind: 'duplicatePlayer', line: 2, column: 5, detail: 'also on line 1' },
    ],
    [
      'non-numeric rating',
      line001(1, { rating: '21x5' }),
      { kind: 'badRating', line: 1, column: 49, found: '21x5' },
    ],
    ['non-numeric points', line001(1, { points: '1.x' }), { kind: 'badPoints', line: 1, column: 81 }],
    [
      'points not a multiple of 0.5',
      line001(1, { points: '1.3' }),
      { kind: 'badPoints', line: 1, column: 81 },
    ],
    ['missing start number', '001      Nobody', { kind: 'badPlayerId', line: 1, column: 5 }],
    ['bad 142', '142 seven', { kind: 'badRounds', line: 1, column: 5 }],
    // a typo must not make every per-round loop run for minutes
    [
      '142 beyond 999 rounds',
      '142 200000000',
      {
        kind: 'badRounds',
        line: 1,
        column: 5,
        found: '200000000',
        expected: 'the number of rounds (0 to 999)',
      },
    ],
    ['XXR beyond 999 rounds', 'XXR 1000', { kind: 'badRounds', line: 1, column: 5, found: '1000' }],
    ['bad 152', '152 X', { kind: 'badColor', line: 1 }],
    ['bad 162 code', '162  Q 1.0', { kind: 'badPointCode', line: 1, column: 6 }],
    ['bad BBW value', 'BBW one', { kind: 'badPoints', line: 1, column: 5 }],
    ['bad 240 type', '240 Q 001 0001', { kind: 'badByeType', line: 1, column: 5 }],
    ['bad XXP id', 'XXP 1 b', { kind: 'badPlayerId', line: 1 }],
  ])('%s', (_n, text, expected) => {
    const r = parseTrf(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ format: 'trf', ...expected });
  });
});
