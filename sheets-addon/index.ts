// The bundle's entry: esbuild wraps this module into `var AddOn_ = (() => { ... })()`, and the
// thin top-level functions of globals.ts call into it. Reads the Apps Script globals only when an
// entry point runs (no top-level side effects).
import {
  buildMenu,
  computeDwzAction,
  computeStandingsAction,
  getSettingsForm,
  saveSettingsForm,
  showSettings,
  type Env,
} from './actions.ts';
import { newKnockoutAction, newRoundRobinAction } from './scheduleActions.ts';

export { buchholz, points, rank, sonnebornBerger, tiebreakColumn } from './customFunctions.ts';
export { dwzExpected, dwzNew, eloNew } from './ratingFunctions.ts';

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

function env(): Env {
  return {
    spreadsheetApp: SpreadsheetApp,
    propertiesService: PropertiesService,
    htmlService: HtmlService,
    today: () => {
      const d = new Date();
      return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
    },
  };
}

export const onOpen = (): void => buildMenu(env());
export const computeStandings = (): void => computeStandingsAction(env());
export const computeDwz = (): void => computeDwzAction(env());
export const newRoundRobin = (): void => newRoundRobinAction(env());
export const newKnockout = (): void => newKnockoutAction(env());
export const showSettingsSidebar = (): void => showSettings(env());
export const getSettings = () => getSettingsForm(env());
export const saveSettings = (form: unknown) => saveSettingsForm(env(), form);
