// The workbook's pairing system (Players!K4): a system of the pairing registry, stored in the
// workbook when New Swiss tournament writes it, read by Pair next round (core/workflow pairs by it).
import { beforeAll, describe, expect, test } from 'vitest';
import { STANDARD_POINTS, type Tournament } from '../../core/index.ts';
import { pairingSystemById } from '../../core/pairing/index.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { sheetPairing, typePlayers, type Sandbox } from './swissCase.ts';

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
      expect.stringMatching(/Players!K4.*dutch, dubov, burstein, keizer.*"Lim"/),
    ]);
    expect(sb.app.spreadsheet.getSheetByName('Round 1')).toBeNull();
  });
});
