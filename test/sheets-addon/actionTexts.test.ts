// The menu actions outside the Swiss workflow in the spreadsheet's language (ACTION_TEXTS; core
// errors from the core's one describer, core/errors): a German spreadsheet (de_DE) gets German
// alerts and toasts from the BUILT bundle; an English one keeps the English texts (actions.test.ts).
import { beforeAll, describe, expect, test } from 'vitest';
import { fillSheet } from './fakes/appsScript.ts';
import { crosstableGrid, landesligaGrid, readCase } from './cases.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { typeIntoActiveSheet } from '../support/sheetsWorkbook.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

const seed003 = readCase('arbiter-course-rr8.json');

/** A fresh sandbox in `locale`; the tiebreak list SB, WIN, BH (Points, 3 codes, Rank, note: M..R). */
function sandboxIn(locale: string) {
  const sb = loadSandbox(built);
  sb.app.spreadsheet.locale = locale;
  expect(sb.saveSettings({ tiebreaks: 'SB, WIN, BH' })).toEqual([]);
  return sb;
}

/** The arbiter-course crosstable at B3:L11 (header row 3), `active` selected. */
function crosstableIn(locale: string, active = 'D6') {
  const sb = sandboxIn(locale);
  const sheet = typeIntoActiveSheet(sb, crosstableGrid(seed003, 'text'), active, { row: 3, column: 2 });
  return { sb, sheet };
}

/** A Name column with `n` names at A1, selected. */
function namesIn(locale: string, n: number) {
  const sb = sandboxIn(locale);
  const sheet = sb.app.spreadsheet.getActiveSheet();
  fillSheet(sheet, [['Name'], ...Array.from({ length: n }, (_, i) => [`Spieler ${i + 1}`])]);
  sheet.getRange(`A1:A${n + 1}`).activate();
  return sb;
}

/** Runs `fn` and returns its one alert; nothing may have been written. */
function alertOf(sb: ReturnType<typeof loadSandbox>, fn: string): string | undefined {
  sb.app.spreadsheet.calls.length = 0;
  sb.call(fn);
  expect(sb.app.ui.alerts).toHaveLength(1);
  expect(sb.app.spreadsheet.count('setValues')).toBe(0);
  return sb.app.ui.alerts[0];
}

describe('Compute standings and Compute DWZ in a German spreadsheet', () => {
  test('an empty active cell outside any table', () => {
    const { sb } = crosstableIn('de_DE', 'Z40');
    expect(alertOf(sb, 'rochadeComputeStandings')).toBe(
      'Z40 ist leer: die Kreuztabelle markieren oder eine Zelle darin anklicken.',
    );
  });

  test('cells of the user where the block would go: named with their values, German quotes', () => {
    const { sb, sheet } = crosstableIn('de_DE');
    fillSheet(sheet, [['Club'], ['SK'], [''], ['TSV']], { row: 3, column: 16 });
    expect(alertOf(sb, 'rochadeComputeStandings')).toBe(
      'Rochade schreibt seine Spalten nach M3:R11, aber P3 („Club“), P4 („SK“), P6 („TSV“) sind nicht leer: die Zellen verschieben oder leeren, dann Rochade erneut ausführen. Es wurde nichts geschrieben.',
    );
  });

  test('more than three occupied cells: the rest counted', () => {
    const { sb, sheet } = crosstableIn('de_DE');
    fillSheet(sheet, [['Club'], ['SK'], ['TSV'], ['SF'], ['SV']], { row: 3, column: 16 });
    expect(alertOf(sb, 'rochadeComputeStandings')).toBe(
      'Rochade schreibt seine Spalten nach M3:R11, aber P3 („Club“), P4 („SK“), P5 („TSV“) und 2 weitere sind nicht leer: die Zellen verschieben oder leeren, dann Rochade erneut ausführen. Es wurde nichts geschrieben.',
    );
  });

  test('a header-less table in row 1: no row for the headers', () => {
    const sb = sandboxIn('de_DE');
    const [, ...rows] = crosstableGrid(seed003, 'text');
    typeIntoActiveSheet(sb, rows, 'C2');
    expect(alertOf(sb, 'rochadeComputeStandings')).toBe(
      'A1:K8: Die Tabelle hat keine Kopfzeile und keine Zeile darüber für Rochades Spaltenköpfe: eine Zeile über der Tabelle einfügen, dann Rochade erneut ausführen.',
    );
  });

  test('Compute DWZ on a table without a DWZ column', () => {
    const { sb } = crosstableIn('de_DE');
    expect(alertOf(sb, 'rochadeComputeDwz')).toBe(
      'B3:L11: keine DWZ gefunden: eine Spalte mit der Überschrift DWZ und Zahlen wie 1712-62 ergänzen (und Jg für die Geburtsjahre).',
    );
  });

  test('another user holds the lock past the timeout: the busy message in German', () => {
    const { sb } = crosstableIn('de_DE');
    sb.lock.holdElsewhere(Infinity);
    expect(alertOf(sb, 'rochadeComputeStandings')).toBe(
      'In dieser Tabelle läuft noch eine andere Rochade-Aktion (jemand anders rechnet gerade). Es wurde nichts geschrieben: einen Moment warten, dann Rochade erneut ausführen.',
    );
  });

  test('a custom function with an unknown tiebreak code: the core describer in German', () => {
    const sb = sandboxIn('de_DE');
    expect(() => sb.custom('TIEBREAK', crosstableGrid(seed003), 'XYZ')).toThrow(
      /^Diese Feinwertung ist unbekannt oder fehlerhaft \(gefunden: „XYZ“\)$/,
    );
  });
});

describe('New round robin / New knockout bracket', () => {
  test('fewer than two names (de)', () => {
    expect(alertOf(namesIn('de_DE', 1), 'rochadeNewRoundRobin')).toBe(
      'A1:A2: die Spielerliste markieren (mindestens zwei Namen, einer je Zelle).',
    );
  });

  // makeRoundRobinSchedule: 2 to ROUND_ROBIN_MAX_PLAYERS (1000) players; makeKnockoutBracket: 2 to 4096.
  test.each([
    [
      'de_DE',
      'rochadeNewRoundRobin',
      1001,
      'Rochade konnte den Spielplan nicht erstellen: Ein Rundenturnier braucht 2 bis 1000 Spieler (gefunden: „1001“)',
    ],
    [
      'en_US',
      'rochadeNewRoundRobin',
      1001,
      'Rochade could not make the schedule: a round robin needs 2 to 1000 players, not 1001',
    ],
    [
      'de_DE',
      'rochadeNewKnockout',
      4097,
      'Rochade konnte den K.-o.-Plan nicht erstellen: Ein K.-o.-Turnier braucht 2 bis 4096 Spieler (gefunden: „4097“)',
    ],
  ])('%s, %s with %i names: the core limit', (locale, fn, n, alert) => {
    const sb = namesIn(locale, n);
    expect(alertOf(sb, fn)).toBe(alert);
    expect(sb.app.spreadsheet.getSheets()).toHaveLength(1);
  });
});

describe('league tables in a German spreadsheet', () => {
  const grid = landesligaGrid();

  // Schleswig-Holstein: Rochade II and III (3 MP, 9½ BP) stay tied for lots (league.test.ts).
  test('Compute league table: the toast names the teams still tied, in German', () => {
    const sb = loadSandbox(built);
    sb.app.spreadsheet.locale = 'de_DE';
    typeIntoActiveSheet(sb, grid, 'C5', { row: 2, column: 1 });
    expect(sb.saveSettings({ leagueRules: 'schleswig-holstein' })).toEqual([]);
    sb.call('rochadeComputeLeagueTable');
    expect(sb.app.ui.alerts).toEqual([]);
    const toast = sb.app.ui.toasts[0];
    expect(toast?.title).toBe('Rochade Ligatabelle');
    expect(toast?.msg).toContain('Nicht angewandt (braucht die Ergebnisse Brett für Brett): BW');
    expect(toast?.msg).toContain(
      'Weiter gleichauf (das Los entscheidet): SV Rochade Magdeburg II (4-5 (Los))',
    );
  });

  test.each([
    [
      'MATCH_POINTS',
      '2-x-0',
      /^Mannschaftspunkte werden wie 2-1-0 oder 3-1-0 angegeben \(gefunden: „2-x-0“\)$/,
    ],
    [
      'TIEBREAK',
      'BW',
      /^Diese Feinwertung braucht die Ergebnisse Brett für Brett; eine Kreuztabelle der Mannschaftskämpfe hat nur die Summen \(gefunden: „BW“\)$/,
    ],
  ])('%s(range, %j): the core describer in German', (fn, arg, message) => {
    const sb = loadSandbox(built);
    sb.app.spreadsheet.locale = 'de_DE';
    expect(() => sb.custom(fn, grid, arg)).toThrow(message);
  });
});
