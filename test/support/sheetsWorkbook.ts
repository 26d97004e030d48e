// The add-on tests' spreadsheet set-up: a table typed into the active sheet of a sandbox (the built
// bundle with the Apps Script fakes) and a selection in it, as a user leaves it before a menu action.
import { fillSheet, type Cell, type FakeSheet } from '../sheets-addon/fakes/appsScript.ts';
import type { loadSandbox } from '../sheets-addon/sandbox.ts';

type Sandbox = ReturnType<typeof loadSandbox>;

/**
 * Types `grid` into the active sheet at `at` (default A1), selects `active` (a cell or a range in
 * A1 notation) and clears the call log, so a test counts only the action's reads and writes.
 */
export function typeIntoActiveSheet(
  sb: Sandbox,
  grid: readonly (readonly (Cell | '')[])[],
  active: string,
  at: { readonly row: number; readonly column: number } = { row: 1, column: 1 },
): FakeSheet {
  const sheet = sb.app.spreadsheet.getActiveSheet();
  fillSheet(sheet, grid, at);
  sheet.getRange(active).activate();
  sb.app.spreadsheet.calls.length = 0;
  return sheet;
}
