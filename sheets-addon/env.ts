// The Apps Script services an action gets (the globals in Sheets, fakes in tests), the user-facing
// error of the menu actions and their single error boundary.
import type { IsoDate } from '../core/index.ts';
import { actionTexts } from './actionTexts.ts';

/** The Apps Script services an action uses (the globals in Sheets, fakes in tests). */
export interface Env {
  readonly spreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  readonly propertiesService: GoogleAppsScript.Properties.PropertiesService;
  readonly htmlService: GoogleAppsScript.HTML.HtmlService;
  /** The document lock that keeps two users' menu actions from interleaving (not used by custom functions). */
  readonly lockService: GoogleAppsScript.Lock.LockService;
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
        .alert(actionTexts(env.spreadsheetApp).bug(e instanceof Error ? e.message : String(e)));
      throw e;
    }
  }
  if (failure) env.spreadsheetApp.getUi().alert(failure.message);
}

/** How long a menu action waits for another user's Rochade action on the same spreadsheet. */
export const LOCK_WAIT_MS = 30_000;

/**
 * Runs an action's read → compute → write under the document lock (LockService.getDocumentLock),
 * so two users running Rochade at the same moment cannot interleave their reads and writes; waits
 * up to LOCK_WAIT_MS, else the busy message (in the spreadsheet's language) and nothing is read or written. Pending writes are
 * flushed before the lock is released (Apps Script, Lock.releaseLock). getDocumentLock() is null
 * outside a document (a standalone script): nothing to guard there.
 */
export function withDocumentLock(env: Env, action: () => UserError | undefined): UserError | undefined {
  const lock = env.lockService.getDocumentLock() as GoogleAppsScript.Lock.Lock | null;
  if (!lock) return action();
  if (!lock.tryLock(LOCK_WAIT_MS)) return userError(actionTexts(env.spreadsheetApp).busy);
  try {
    return action();
  } finally {
    env.spreadsheetApp.flush();
    lock.releaseLock();
  }
}

/** How long the warnings toast stays (seconds): long enough to read two lines. */
export const TOAST_SECONDS = 20;

/** Warnings of a finished action as one toast (no dialog: the action itself needs none). */
export function toastWarnings(env: Env, title: string, warnings: readonly string[]): void {
  if (warnings.length === 0) return;
  env.spreadsheetApp.getActive().toast(warnings.join(' · '), title, TOAST_SECONDS);
}
