// The Apps Script services an action gets (the globals in Sheets, fakes in tests), the user-facing
// error of the menu actions and their single error boundary.
import type { IsoDate } from '../core/types.ts';

/** The Apps Script services an action uses (the globals in Sheets, fakes in tests). */
export interface Env {
  readonly spreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  readonly propertiesService: GoogleAppsScript.Properties.PropertiesService;
  readonly htmlService: GoogleAppsScript.HTML.HtmlService;
  /** Only onOpen uses it: the authorization mode and whether the script runs as an add-on. */
  readonly scriptApp: GoogleAppsScript.Script.ScriptApp;
  /** Today's date in the script's time zone (the DWZ rule version when no end date is set). */
  readonly today: () => IsoDate;
}

/** An expected failure: the text of the one alert the user sees. */
export interface UserError {
  readonly kind: 'userError';
  readonly message: string;
}
export const userError = (message: string): UserError => ({ kind: 'userError', message });
const isUserError = (e: unknown): e is UserError =>
  typeof e === 'object' && e !== null && (e as { kind?: unknown }).kind === 'userError';

/** The single error boundary of the menu actions: user errors → one alert; bugs → alert + rethrow (logged). */
export function runAction(env: Env, action: () => UserError | undefined): void {
  let failure: UserError | undefined;
  try {
    failure = action();
  } catch (e) {
    if (isUserError(e)) failure = e;
    else {
      env.spreadsheetApp
        .getUi()
        .alert(`Rochade: something went wrong (${e instanceof Error ? e.message : String(e)}).`);
      throw e;
    }
  }
  if (failure) env.spreadsheetApp.getUi().alert(failure.message);
}
