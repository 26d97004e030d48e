// The custom functions' own messages in the spreadsheet's language (FUNCTION_TEXTS): a bad argument
// in a German spreadsheet (de_DE) is named in German, from the BUILT bundle; English spreadsheets
// keep the texts customFunctions.test.ts and ratingFunctions.test.ts pin.
import { beforeAll, describe, expect, test } from 'vitest';
import { LEAGUE_RULE_SET_IDS } from '../../core/team/index.ts';
import { crosstableGrid, landesligaGrid, readCase } from './cases.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

const grid = crosstableGrid(readCase('arbiter-course-rr8.json'));

/** A custom function called in a spreadsheet of `locale`. */
function callIn(locale: string, fn: string, ...args: unknown[]): unknown {
  const sb = loadSandbox(built);
  sb.app.spreadsheet.locale = locale;
  return sb.custom(fn, ...args);
}

describe('custom function arguments in a German spreadsheet', () => {
  test.each<[string, unknown[], string]>([
    ['POINTS', [[['']]], 'Der Bereich ist leer: die Kreuztabelle angeben, z. B. A1:K9.'],
    ['TIEBREAK', [grid, ''], 'code: einen Feinwertungs-Code angeben, z. B. „SB“, „BH/C1“ oder „WIN“.'],
    [
      'TIEBREAK',
      [grid, 'SB', 'C99'],
      'rules: „C99“ gibt es nicht (möglich: club, C02_2017, C07_2024, C07_2026)',
    ],
    [
      'LEAGUE_RANK',
      [landesligaGrid(), 'xyz'],
      `rules: „xyz“ gibt es nicht (möglich: ${LEAGUE_RULE_SET_IDS.join(', ')})`,
    ],
    [
      'DWZ_NEW',
      ['17x', '', [[1800]], [[1]], '2026-05-31'],
      'rating: „17x“ ist keine DWZ wie 1712 oder 1712-62',
    ],
    [
      'DWZ_NEW',
      [1855, 1990, [[1800]], [['2']], '2026-05-31'],
      'results, Zelle 1: „2“ ist kein Ergebnis (1, ½, 0, 1/2, 0,5, =, + oder -)',
    ],
    [
      'DWZ_NEW',
      [1855, 1990, [[1800]], [[1]], 'morgen'],
      'endDate: „morgen“ ist kein Datum wie 2026-05-31 oder 31.05.2026',
    ],
    [
      'DWZ_NEW',
      [1855, 1990, [[1800]], [[1]], '2026-05-31', 'WO1999'],
      'rules: „WO1999“ gibt es nicht (möglich: WO2002, ELOBASE, WO2013, WO2026)',
    ],
    ['DWZ_EXPECTED', ['', [[1800]]], 'rating: fehlt'],
    ['DWZ_EXPECTED', [1800, [[1700], ['abc']]], 'opponentRatings, Zelle 2: „abc“ ist keine Wertungszahl'],
    [
      'ELO_NEW',
      [2000, 20, [['']], [[1]], '2026-05-31'],
      'opponentRatings, Zelle 1: Eine Elo-Partie braucht die Wertungszahl des Gegners',
    ],
    ['ELO_NEW', [2000, 'zwanzig', [[1900]], [[1]], '2026-05-31'], 'k: „zwanzig“ ist keine Zahl'],
  ])('%s(%j)', (fn, args, message) => {
    let thrown = '';
    try {
      callIn('de_DE', fn, ...args);
    } catch (e) {
      // An Error of the sandbox's realm: not an instance of this realm's Error.
      thrown = String((e as { message?: unknown }).message);
    }
    expect(thrown).toBe(message);
  });

  // A first DWZ needs five rated games (DSB-Wertungsordnung 2002, 4.4): one game is kept as a Restpartie.
  test.each([
    ['de_DE', 'noch keine DWZ (Partien als Restpartien gespeichert)'],
    ['en_US', 'no DWZ yet (games stored as Restpartien)'],
  ])('DWZ_NEW of a first rating after one game, %s: %s', (locale, text) => {
    expect(callIn(locale, 'DWZ_NEW', '', '', [[1800]], [[1]], '2026-05-31')).toBe(text);
  });
});
