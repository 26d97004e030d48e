// Errors in the spreadsheet's language (File → Settings → Locale): the core's describer (core/errors)
// in German for a German spreadsheet, placed at A1 cells from the error's structured row and column.
import { beforeAll, describe, expect, test } from 'vitest';
import { languageOfLocale } from '../../sheets-addon/errorText.ts';
import { crosstableGrid, readCase } from './cases.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { typeIntoActiveSheet } from '../support/sheetsWorkbook.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

const seed003 = readCase('arbiter-course-rr8.json');

function sheetIn(locale: string) {
  const sb = loadSandbox(built);
  sb.app.spreadsheet.locale = locale;
  const sheet = typeIntoActiveSheet(sb, crosstableGrid(seed003, 'text'), 'D6', { row: 3, column: 2 });
  return { sb, sheet };
}

describe('error texts follow the spreadsheet locale', () => {
  test.each([
    ['de', 'de'],
    ['de_DE', 'de'],
    ['de_AT', 'de'],
    ['en_US', 'en'],
    ['fr_FR', 'en'],
    ['', 'en'],
  ] as const)('locale %j → %s', (locale, lang) => {
    expect(languageOfLocale(locale)).toBe(lang);
  });

  test.each([
    ['de_DE', 'E6', '2', 'E6: Dieser Eintrag ist nicht lesbar (gefunden: „2“)'],
    ['de_DE', 'E5', '1', 'E5: Gegen sich selbst spielt niemand: Die Diagonale bleibt leer (gefunden: „1“)'],
    // D5 (Bea against Adam) must mirror E4 (Adam against Bea): both cells named in A1.
    [
      'de_DE',
      'D5',
      '1',
      'D5: Das Ergebnis passt nicht zum Ergebnis beim Gegner (gefunden: „1“; Gegenstück: E4)',
    ],
    [
      'en_US',
      'D5',
      '1',
      'D5: the result does not mirror the opponent\'s result (found "1"; the other result: E4)',
    ],
  ])('menu action, %s: %s = %j → %s', (locale, cell, value, alert) => {
    const { sb, sheet } = sheetIn(locale);
    sheet.getRange(cell).setValue(value);
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([alert]);
    expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  });

  test('custom function in a German spreadsheet: the place within the range in German', () => {
    const { sb } = sheetIn('de_DE');
    const grid = crosstableGrid(seed003);
    (grid[2] as unknown[])[4] = 2;
    expect(() => sb.custom('POINTS', grid)).toThrow(
      /^Zeile 3, Spalte 5 des Bereichs: Dieser Eintrag ist nicht lesbar \(gefunden: „2“\)$/,
    );
  });

  test.each([
    ['de_DE', /^Diese Angabe passt nicht zur Wertungsordnung oder zu den Daten \(gefunden: „2030“\)$/],
    ['en_US', /^found "2030": the birth year must be a year before the end date/],
  ])('DWZ_NEW, %s: a core DWZ error in the sheet language', (locale, message) => {
    const { sb } = sheetIn(locale);
    expect(() => sb.custom('DWZ_NEW', 1855, 2030, [[1800]], [[1]], '2026-05-31')).toThrow(message);
  });
});
