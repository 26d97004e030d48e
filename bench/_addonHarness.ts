// (The leading underscore keeps scripts/bench.mjs from running this file as a benchmark.)
// What the add-on benchmarks share: the BUILT bundle in the node:vm sandbox with the Apps Script
// fakes (loaded from test/sheets-addon at run time: the bench project does not compile test/), the
// Apps Script time limits the numbers are read against, and the check that an action raised no alert.
export interface BenchSheet {
  snapshot(): unknown[][];
  getRange(row: number, column: number): { setValue(v: unknown): unknown };
  getRange(a1: string): { activate(): void };
}
export interface BenchSandbox {
  readonly app: {
    readonly spreadsheet: {
      getActiveSheet(): BenchSheet;
      getSheetByName(name: string): BenchSheet | null;
      count(method: string): number;
    };
    readonly ui: { alerts: string[] };
  };
  call(name: string, ...args: unknown[]): unknown;
  custom(name: string, ...args: unknown[]): unknown;
  /** Every SpreadsheetApp call the script made (the sandbox's log). */
  readonly serviceCalls: string[];
}
interface SandboxModule {
  buildIntoTemp(): Promise<unknown>;
  loadSandbox(built: unknown): BenchSandbox;
}

/** Apps Script quotas: a menu action may run 6 min, a custom function 30 s. */
export const LIMIT_MENU_S = 360;
export const LIMIT_CUSTOM_S = 30;

/** A module of test/sheets-addon (fakes, the Swiss case helpers), by its path there. */
export const testModule = async <T>(path: string): Promise<T> =>
  (await import(new URL(`../test/sheets-addon/${path}`, import.meta.url).href)) as T;

/** Builds the bundle once; each call of the result is a fresh sandbox (an empty spreadsheet). */
export async function builtAddon(): Promise<() => BenchSandbox> {
  const sandbox = await testModule<SandboxModule>('sandbox.ts');
  const built = await sandbox.buildIntoTemp();
  return () => sandbox.loadSandbox(built);
}

/** Throws when the last action raised an alert (a benchmark of a refusal measures nothing). */
export function expectNoAlert(sb: BenchSandbox, what: string): void {
  if (sb.app.ui.alerts.length > 0) throw new Error(`${what}: ${sb.app.ui.alerts.join('; ')}`);
}
