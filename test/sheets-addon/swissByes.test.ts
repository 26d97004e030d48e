// The Byes sheet (byes asked for ahead, FIDE C.04.1; the add-on's `rochade players bye`): rows of
// player, round and kind read into the core's bye requests; every problem named by its cell.
import { describe, expect, test } from 'vitest';
import type { Player } from '../../core/tournament/index.ts';
import { readByesSheet } from '../../sheets-addon/swissByes.ts';
import { SWISS_TEXTS } from '../../sheets-addon/swissTexts.ts';

const players: Player[] = [
  { id: 1, name: 'Adler, Anna' },
  { id: 2, name: 'Berg, Bernd' },
  { id: 3, name: 'Cohn' },
  { id: 4, name: 'Cohn' },
];
const HEAD = ['Player', 'Round', 'Bye'];
const read = (rows: unknown[][], lastPaired = 0, lang: 'en' | 'de' = 'en') => {
  const { requests, problems } = readByesSheet([HEAD, ...rows], players, lastPaired, 7, SWISS_TEXTS[lang]);
  return { requests, problems };
};

describe('requests', () => {
  test.each([
    [
      'a name (any case), the kind empty = half-point bye',
      ['adler, anna', 3, ''],
      { player: 1, round: 3, kind: 'HPB' },
    ],
    ['a start number, zero', [2, 4, 'zero'], { player: 2, round: 4, kind: 'ZPB' }],
    ['German kinds: null', [2, 4, 'Null'], { player: 2, round: 4, kind: 'ZPB' }],
    ['German kinds: voll', [1, 7, 'voll'], { player: 1, round: 7, kind: 'FPB' }],
    ['the TRF code HPB', ['Berg, Bernd', 2, 'HPB'], { player: 2, round: 2, kind: 'HPB' }],
    ['½ as typed (a number cell 0.5)', [1, 5, 0.5], { player: 1, round: 5, kind: 'HPB' }],
  ] as const)('%s', (_, row, request) => {
    expect(read([[...row]])).toEqual({ requests: [request], problems: [] });
  });
  test('empty rows are skipped; requests of rounds already paired are history, not requests', () => {
    expect(
      read(
        [
          ['', '', ''],
          [1, 2, ''],
          [2, 3, ''],
        ],
        2,
      ),
    ).toEqual({
      requests: [{ player: 2, round: 3, kind: 'HPB' }],
      problems: [],
    });
  });
});

describe('problems, all at once, each at its cell', () => {
  test('unknown player, shared name, round outside 1..7, unknown kind, the same round twice', () => {
    const r = read([
      ['Zander', 2, ''],
      ['Cohn', 2, ''],
      [1, 8, ''],
      [1, 'zwei', ''],
      [2, 3, 'quarter'],
      [2, 5, ''],
      ['Berg, Bernd', 5, 'half'],
    ]);
    expect(r.requests).toEqual([{ player: 2, round: 5, kind: 'HPB' }]);
    expect(r.problems).toEqual([
      'Byes!A2: expected a player of the Players sheet (start number or name), found "Zander"',
      'Byes!A3: "Cohn" names more than one player on the Players sheet: use the start number',
      'Byes!B4: expected a round from 1 to 7, found "8"',
      'Byes!B5: expected a round from 1 to 7, found "zwei"',
      'Byes!C6: expected half, zero or full (empty = half), found "quarter"',
      'Byes!A8: a second bye for round 5 of this player (also Byes!A7)',
    ]);
  });
  test('a round after the player withdrew (C.04.2: not paired after his last round)', () => {
    const r = readByesSheet([HEAD, [2, 4, ''], [2, 3, '']], players, 0, 7, SWISS_TEXTS.en, new Map([[2, 3]]));
    expect(r).toEqual({
      requests: [{ player: 2, round: 3, kind: 'HPB' }],
      problems: ['Byes!B2: the player withdrew after round 3 (Players sheet): no bye in round 4'],
    });
  });

  test('in German for a German spreadsheet', () => {
    expect(read([['Zander', 9, '']], 0, 'de').problems).toEqual([
      'Byes!A2: erwartet wird ein Spieler des Blatts Players (Startnummer oder Name), gefunden „Zander“',
      'Byes!B2: erwartet wird eine Runde von 1 bis 7, gefunden „9“',
    ]);
  });
});

describe('stored by start number once resolved', () => {
  test('a name resolved to its start number is returned for column D (header No.); a number typed in A is not', () => {
    const r = readByesSheet([HEAD, ['Adler, Anna', 3, ''], [2, 4, '']], players, 0, 7, SWISS_TEXTS.en);
    expect(r.numbers).toEqual([['No.'], [1], ['']]);
  });
  test('the number in D wins over the name: the player renamed on the Players sheet keeps the request', () => {
    const renamed: Player[] = [{ id: 1, name: 'Adler-Meier, Anna' }, ...players.slice(1)];
    const r = readByesSheet(
      [
        [...HEAD, 'No.'],
        ['Adler, Anna', 3, '', 1],
      ],
      renamed,
      0,
      7,
      SWISS_TEXTS.en,
    );
    expect(r).toEqual({ requests: [{ player: 1, round: 3, kind: 'HPB' }], problems: [] });
  });
  test('rows of rounds already paired are history: a name nobody has any more is not checked there', () => {
    const r = readByesSheet([HEAD, ['Zander', 2, ''], ['Berg, Bernd', 5, '']], players, 3, 7, SWISS_TEXTS.en);
    expect([r.requests, r.problems]).toEqual([[{ player: 2, round: 5, kind: 'HPB' }], []]);
  });
});
