// The bundle's entry: esbuild wraps this module into `var AddOn_ = (() => { ... })()`, and the
// thin top-level functions of globals.ts call into it. Reads the Apps Script globals only when an
// entry point runs (no top-level side effects).
import {
  computeDwzAction,
  computeStandingsAction,
  getSettingsForm,
  saveSettingsForm,
  settingsOf,
  showSettings,
} from './actions.ts';
import type { Env } from './env.ts';
import { buildMenu, type OpenEvent } from './menu.ts';
import * as cf from './customFunctions.ts';
import * as rf from './ratingFunctions.ts';
import * as lf from './leagueFunctions.ts';
import { computeLeagueTableAction, computeTeamTableAction } from './leagueActions.ts';
import { newKnockoutAction, newRoundRobinAction } from './scheduleActions.ts';
import {
  activeSwissWorkbook,
  newSwissAction,
  pairNextRoundAction,
  swissStandingsAction,
} from './swissActions.ts';
import { DEFAULT_SETTINGS, type AddOnSettings } from './settings.ts';
import {
  newTeamSwissAction,
  pairNextTeamRoundAction,
  registerTeamsAction,
  teamStandingsAction,
} from './teamActions.ts';
import { spreadsheetLanguage } from './errorText.ts';
import { isoDateOf } from './sheetIo.ts';

function env(): Env {
  return {
    spreadsheetApp: SpreadsheetApp,
    propertiesService: PropertiesService,
    htmlService: HtmlService,
    lockService: LockService,
    scriptApp: ScriptApp,
    today: () => isoDateOf(new Date()),
  };
}

export const onOpen = (e?: OpenEvent): void => buildMenu(env(), e);
/** On a sheet of the Swiss workflow: the Standings and Crosstable sheets; elsewhere: the selected crosstable. */
export const computeStandings = (): void => {
  const e = env();
  const swiss = activeSwissWorkbook(e);
  if (swiss) swissStandingsAction(e, swiss);
  else computeStandingsAction(e);
};
export const computeDwz = (): void => computeDwzAction(env());
export const computeLeagueTable = (): void => computeLeagueTableAction(env());
export const computeTeamTable = (): void => computeTeamTableAction(env());
export const newRoundRobin = (): void => newRoundRobinAction(env());
export const newKnockout = (): void => newKnockoutAction(env());
export const newSwiss = (): void => newSwissAction(env());
export const pairNextRound = (): void => pairNextRoundAction(env());
export const showSettingsSidebar = (): void => showSettings(env());
export const newTeamSwiss = (): void => newTeamSwissAction(env());
export const registerTeams = (): void => registerTeamsAction(env());
export const pairNextTeamRound = (): void => pairNextTeamRoundAction(env());
export const computeTeamStandings = (): void => teamStandingsAction(env());
export const getSettings = () => getSettingsForm(env());
export const saveSettings = (form: unknown) => saveSettingsForm(env(), form);

// Custom functions may read the document properties (Apps Script custom-function guide: Properties is
// among the services they can call); where there are none (a standalone test run), the defaults.
function customSettings(): AddOnSettings {
  let settings: AddOnSettings;
  try {
    settings = settingsOf(env());
  } catch {
    settings = DEFAULT_SETTINGS;
  }
  let ss: GoogleAppsScript.Spreadsheet.Spreadsheet | undefined;
  try {
    ss = env().spreadsheetApp.getActiveSpreadsheet();
  } catch {
    ss = undefined;
  }
  return { ...settings, language: spreadsheetLanguage(ss) };
}
const ratingContext = (): rf.RatingContext => ({ settings: customSettings(), today: env().today });

export const sonnebornBerger = (range: unknown) => cf.sonnebornBerger(range, customSettings());
export const buchholz = (range: unknown, variant?: unknown) => cf.buchholz(range, variant, customSettings());
export const tiebreakColumn = (range: unknown, code: unknown, rules?: unknown) =>
  cf.tiebreakColumn(range, code, rules, customSettings());
export const points = (range: unknown) => cf.points(range, customSettings());
export const rank = (range: unknown, tiebreaks?: unknown) => cf.rank(range, tiebreaks, customSettings());
export const dwzNew = (...args: [unknown, unknown, unknown, unknown, unknown?, unknown?]) =>
  rf.dwzNew(args[0], args[1], args[2], args[3], args[4], args[5], ratingContext());
export const dwzExpected = (rating: unknown, opponentRatings: unknown, date?: unknown) =>
  rf.dwzExpected(rating, opponentRatings, date, ratingContext());
export const eloNew = (
  rating: unknown,
  k: unknown,
  opponentRatings: unknown,
  results: unknown,
  date?: unknown,
) => rf.eloNew(rating, k, opponentRatings, results, date, ratingContext());
export const matchPoints = (range: unknown, system?: unknown) =>
  lf.matchPoints(range, system, customSettings());
export const boardPoints = (range: unknown) => lf.boardPoints(range, customSettings());
export const leagueRank = (range: unknown, rules?: unknown) => lf.leagueRank(range, rules, customSettings());
