// The Rochade menu: a top-level menu when bound to one spreadsheet, the add-on menu under Extensions
// when running as an Editor add-on.
import type { Env } from './env.ts';

export const MENU_ITEMS = [
  ['Compute standings', 'rochadeComputeStandings'],
  ['Compute DWZ', 'rochadeComputeDwz'],
  ['Compute league table', 'rochadeComputeLeagueTable'],
  ['Compute team table', 'rochadeComputeTeamTable'],
  ['New round robin', 'rochadeNewRoundRobin'],
  ['New knockout bracket', 'rochadeNewKnockout'],
  ['New Swiss tournament', 'rochadeNewSwiss'],
  ['Pair next round', 'rochadePairNextRound'],
  ['Settings', 'rochadeShowSettings'],
] as const;

/** The team Swiss workflow (sheets-addon/teamActions.ts), a group of its own at the end of the menu. */
export const TEAM_MENU_ITEMS = [
  ['New team Swiss', 'rochadeNewTeamSwiss'],
  ['Register teams', 'rochadeRegisterTeams'],
  ['Pair next team round', 'rochadePairNextTeamRound'],
  ['Compute team standings', 'rochadeComputeTeamStandings'],
] as const;

/** The event object of onOpen/onInstall (only `authMode` is used). */
export interface OpenEvent {
  readonly authMode?: unknown;
}

/**
 * True when the script runs as an Editor add-on rather than bound to this spreadsheet. Only an
 * add-on opens in AuthMode.NONE (installed, not yet used in this document), and there nothing but
 * the menu may be touched; otherwise the installation source tells (NONE = not an add-on). Anything
 * unexpected counts as bound: a top-level menu still works in an add-on (Google moves it under
 * Extensions).
 */
function runsAsAddOn(env: Env, e: OpenEvent | undefined): boolean {
  const app = env.scriptApp;
  if (e?.authMode !== undefined && e.authMode === app.AuthMode.NONE) return true;
  try {
    return app.getInstallationSource() !== app.InstallationSource.NONE;
  } catch {
    return false;
  }
}

/**
 * The Rochade menu: bound to one spreadsheet, a top-level menu "Rochade"; as an add-on, the add-on
 * menu under Extensions (Ui.createAddonMenu, as Google asks of published Editor add-ons; Sheets names
 * it after the add-on). Builds the menu only: nothing that needs authorization (AuthMode.NONE).
 */
export function buildMenu(env: Env, e?: OpenEvent): void {
  const ui = env.spreadsheetApp.getUi();
  const menu = runsAsAddOn(env, e) ? ui.createAddonMenu() : ui.createMenu('Rochade');
  MENU_ITEMS.forEach(([caption, fn], i) => {
    if (i === 4 || i === 6 || i === 8) menu.addSeparator();
    menu.addItem(caption, fn);
  });
  menu.addSeparator();
  TEAM_MENU_ITEMS.forEach(([caption, fn]) => menu.addItem(caption, fn));
  menu.addToUi();
}
