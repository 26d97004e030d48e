// The Apps Script services the add-on uses, faked in memory (SpreadsheetApp with Spreadsheet, Sheet
// and Range; Ui with menus, alerts and sidebars; HtmlService; PropertiesService; ScriptApp;
// LockService), and the helpers the tests and the benchmark use to set up a sandbox.
import { FakeLockService } from './lock.ts';
import { FakePropertiesService } from './properties.ts';
import { FakeScriptApp } from './scriptApp.ts';
import { FakeSpreadsheetApp, type Cell, type FakeSheet } from './spreadsheet.ts';
import { FakeHtmlService } from './ui.ts';

export * from './lock.ts';
export * from './properties.ts';
export * from './scriptApp.ts';
export * from './spreadsheet.ts';
export * from './ui.ts';

/** The Apps Script globals for a sandbox, plus handles for the test. */
export function makeAppsScriptFakes(files: Readonly<Record<string, string>> = {}) {
  const app = new FakeSpreadsheetApp();
  const properties = new FakePropertiesService();
  const html = new FakeHtmlService(files);
  const script = new FakeScriptApp();
  const lock = new FakeLockService();
  return {
    app,
    properties,
    html,
    script,
    lock,
    globals: {
      SpreadsheetApp: app,
      PropertiesService: properties,
      HtmlService: html,
      ScriptApp: script,
      LockService: lock,
    },
  };
}

/** Test helper: put a grid on a sheet (growing the sheet as a user would) without logging calls. */
export function fillSheet(
  sheet: FakeSheet,
  grid: readonly (readonly (Cell | '')[])[],
  at = { row: 1, column: 1 },
): void {
  const width = grid.reduce((w, r) => Math.max(w, r.length), 0);
  sheet.maxRows = Math.max(sheet.maxRows, at.row + grid.length - 1);
  sheet.maxColumns = Math.max(sheet.maxColumns, at.column + width - 1);
  sheet.write(
    at.row,
    at.column,
    grid.map((r) => [...r, ...Array<''>(width - r.length).fill('')]),
  );
}
