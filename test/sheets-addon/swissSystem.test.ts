// The workbook's pairing system (Players!K4): a system of the pairing registry, stored in the
// workbook when New Swiss tournament writes it, read by Pair next round (core/workflow pairs by it).
import { beforeAll, describe, expect, test } from 'vitest';
import { STANDARD_POINTS, type Tournament } from '../../core/index.ts';
import { pairingSystemById } from '../../core/pairing/index.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { reportSheet, sheetPairing, typePlayers, type Sandbox } from './swissCase.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

// Rating order is start-number order (FIDE C.04.2 initial order).
const FIELD = [
  { name: 'Müller, Jürgen', rating: 2100 },
  { name: 'Weiß, Anneliese', rating: 2050 },
  { name: 'Groß, Björn', rating: 1990 },
  { name: 'Schäfer, Ute', rating: 1920 },
  { name: 'Fuß, Lötte', rating: 1850 },
  { name: 'Ölmann, Däniel', rating: 1780 },
];

const core = (pairingSystem: string): Tournament => ({
  name: 'Vereinsmeisterschaft',
  kind: 'swiss',
  rounds: 7,
  players: FIELD.map((p, i) => ({ id: i + 1, name: p.name, fide: p.rating })),
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  pairingSystem,
});

/** Round 1 as the registry's engine pairs it: [white, black] by white, and the PAB. */
function expected(id: string) {
  const s = pairingSystemById(id)!;
  const r = s.pairNextRound(core(s.trfCodes[0]!));
  if (!r.ok) throw new Error('no pairing');
  return {
    games: r.value.boards.map((b): [number, number] => [b.white, b.black]).sort((a, b) => a[0] - b[0]),
    pab: r.value.pab,
  };
}

function workbook(system: string): Sandbox {
  const sb = loadSandbox(built);
  sb.call('rochadeNewSwiss');
  sb.app.spreadsheet.getSheetByName('Players')?.getRange('K4').setValue(system);
  typePlayers(sb, FIELD);
  return sb;
}

describe('Players!K4: the pairing system', () => {
  test('New Swiss tournament writes the Dutch system, which pairs by default', () => {
    const sb = loadSandbox(built);
    sb.call('rochadeNewSwiss');
    expect(sb.app.spreadsheet.getSheetByName('Players')?.getRange('K4').getValue()).toBe('dutch');
  });

  test('keizer: round 1 is the Keizer engine’s pairing, not the Dutch one', () => {
    const sb = workbook('keizer');
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toEqual([]);
    const sheet = sb.app.spreadsheet.getSheetByName('Round 1');
    if (!sheet) throw new Error('no Round 1');
    expect(sheetPairing(sheet)).toEqual(expected('keizer'));
    // Not vacuous: the Dutch system pairs the same field otherwise (1-4, 2-5, 3-6 by C.04.3).
    expect(expected('keizer')).not.toEqual(expected('dutch'));
  });

  test('a system named by its registry name is read too', () => {
    const sb = workbook('FIDE Dubov System');
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toEqual([]);
    const sheet = sb.app.spreadsheet.getSheetByName('Round 1');
    if (!sheet) throw new Error('no Round 1');
    expect(sheetPairing(sheet)).toEqual(expected('dubov'));
  });

  test('an unknown system → one alert naming Players!K4 and the choices; nothing paired', () => {
    const sb = workbook('Lim');
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toEqual([
      expect.stringMatching(/Players!K4.*dutch, dubov, burstein.*keizer.*"Lim"/),
    ]);
    expect(sb.app.spreadsheet.getSheetByName('Round 1')).toBeNull();
  });
});

describe('a Double-Swiss workbook (C.04.5): each game of a match a round sheet, match results on game 2', () => {
  /** Two matches (K1 counts matches): Round 1 paired by the engine, all won by White, Round 2 paired. */
  function matchOne(): Sandbox {
    const sb = workbook('double-swiss');
    sb.app.spreadsheet.getSheetByName('Players')?.getRange('K1').setValue(2);
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toEqual([]);
    const one = sb.app.spreadsheet.getSheetByName('Round 1')!;
    expect(sheetPairing(one)).toEqual(expected('double-swiss'));
    one.snapshot().forEach((r, i) => {
      if (i > 0 && r[9] !== '') one.getRange(i + 1, 6).setValue('1-0');
    });
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toEqual([]);
    // Game 2: the boards of game 1 with the colours reversed.
    const two = sb.app.spreadsheet.getSheetByName('Round 2')!;
    expect(sheetPairing(two).games).toEqual(
      expected('double-swiss')
        .games.map(([w, b]): [number, number] => [b, w])
        .sort((a, b) => a[0] - b[0]),
    );
    return sb;
  }
  /** The Result cell of the board whose White (game 2) has start number `white`. */
  const resultCell = (sb: Sandbox, white: number) => {
    const two = sb.app.spreadsheet.getSheetByName('Round 2')!;
    const i = two.snapshot().findIndex((r, k) => k > 0 && r[1] === white);
    return { sheet: two, row: i + 1 };
  };

  test('1-1, 0-2 and ½-1½ typed on game 2 (White of the board first) give the games inside them', () => {
    const sb = matchOne();
    const [b1, b2, b3] = expected('double-swiss').games; // [White, Black] of game 1, by White
    // Game 2 has game 1's Black as White, who lost game 1: 1-1 = he won game 2, 0-2 = he lost it,
    // ½-1½ = a draw. Match points: b1 1-1, b2 0-2 (game 1's White 2), b3 ½-1½ (game 1's White 1½).
    const typeOn = (white: number, text: string) => {
      const c = resultCell(sb, white);
      c.sheet.getRange(c.row, 6).setValue(text);
    };
    typeOn(b1![1], '1-1');
    typeOn(b2![1], '0-2');
    typeOn(b3![1], '0,5:1,5');
    sb.app.spreadsheet.getSheetByName('Round 2')?.getRange('A1').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    const standings = reportSheet(sb.app.spreadsheet.getSheetByName('Standings')?.snapshot() ?? []);
    const points = new Map(standings.rows.map((r) => [r[1], r[standings.at('Pts')]]));
    expect([b1!, b2!, b3!].map(([w, b]) => [points.get(w), points.get(b)])).toEqual([
      [1, 1],
      [2, 0],
      [1.5, 0.5],
    ]);
  });

  test('a match result game 1 rules out: one alert naming the cell and game 1; nothing paired', () => {
    const sb = matchOne();
    const [b1] = expected('double-swiss').games;
    const c = resultCell(sb, b1![1]);
    // Game 2's White lost game 1: 1½ points of the match are out of reach.
    c.sheet.getRange(c.row, 6).setValue('1½-½');
    for (const r of c.sheet.snapshot().keys())
      if (r > 0 && r + 1 !== c.row && c.sheet.snapshot()[r]?.[9] !== '')
        c.sheet.getRange(r + 1, 6).setValue('1-0');
    sb.call('rochadePairNextRound');
    expect(sb.app.ui.alerts).toHaveLength(1);
    expect(sb.app.ui.alerts[0]).toContain(
      `Round 2!F${c.row}: "1½-½" cannot follow game 1 (1-0, this board's White had Black)`,
    );
    expect(sb.app.spreadsheet.getSheetByName('Round 3')).toBeNull();
  });
});
