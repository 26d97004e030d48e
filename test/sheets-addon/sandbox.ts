// Loads the BUILT add-on (dist-style Code.js) into a node:vm context that holds only the ECMAScript
// built-ins plus the Apps Script fakes: one global scope, as in Apps Script. No Node or web API
// (require, process, setTimeout, URL, TextEncoder ...) exists in there.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { buildAddon } from '../../sheets-addon/build.mjs';
import { DEFAULT_SETTINGS, toForm } from '../../sheets-addon/settings.ts';
import {
  FakeRange,
  FakeSheet,
  FakeSpreadsheet,
  FakeSpreadsheetApp,
  makeAppsScriptFakes,
} from './fakes/appsScript.ts';

const SERVICE_NAMES = new Map<unknown, string>([
  [FakeSpreadsheetApp, 'SpreadsheetApp'],
  [FakeSpreadsheet, 'Spreadsheet'],
  [FakeSheet, 'Sheet'],
  [FakeRange, 'Range'],
]);

/**
 * SpreadsheetApp as the script sees it: every method call on it and on the Spreadsheet, Sheet and
 * Range objects it hands out is logged (`Sheet.getName`, `Range.getValues` …), as each is a call
 * into the Apps Script service. Calls the fakes make among themselves are not.
 */
function countingService<T extends object>(target: T, log: string[]): T {
  const wrap = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(wrap);
    return typeof v === 'object' && v !== null && SERVICE_NAMES.has(v.constructor)
      ? countingService(v, log)
      : v;
  };
  const name = SERVICE_NAMES.get(target.constructor) ?? 'Object';
  return new Proxy(target, {
    get(t, key) {
      if (key === TARGET) return t;
      const value = Reflect.get(t, key) as unknown;
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        log.push(`${name}.${key}`);
        return wrap((value as (...a: unknown[]) => unknown).apply(t, args.map(unwrap)));
      };
    },
  });
}
const TARGET = Symbol('target');
const unwrap = (v: unknown): unknown =>
  typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[TARGET] !== undefined
    ? (v as Record<symbol, unknown>)[TARGET]
    : v;

export interface BuiltAddon {
  readonly dir: string;
  readonly code: string;
  readonly files: Readonly<Record<string, string>>;
}

/** Builds the add-on into a fresh temp directory with the real build script. */
export async function buildIntoTemp(): Promise<BuiltAddon> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rochade-addon-'));
  const codePath = await buildAddon({ outDir: dir });
  return {
    dir,
    code: readFileSync(codePath, 'utf8'),
    files: { 'sidebar.html': readFileSync(path.join(dir, 'sidebar.html'), 'utf8') },
  };
}

/** A fresh sandbox: the bundle evaluated once against new fakes. */
export function loadSandbox(built: BuiltAddon) {
  const fakes = makeAppsScriptFakes(built.files);
  // DONT_CONTEXTIFY: an ordinary global object, as in Apps Script (a contextified sandbox object
  // routes every global lookup, even `Math`, through interceptors and runs numeric code ~30× slower).
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY) as Record<string, unknown>;
  /** Every SpreadsheetApp call the script made (`Sheet.getName`, `Range.setValues` …), in order. */
  const serviceCalls: string[] = [];
  Object.assign(context, fakes.globals, { SpreadsheetApp: countingService(fakes.app, serviceCalls) });
  new vm.Script(built.code, { filename: 'Code.js' }).runInContext(context);
  const g = context as Record<string, unknown>;
  /** Calls a top-level function of the script by name. */
  const call = (name: string, ...args: unknown[]): unknown => {
    const fn = g[name];
    if (typeof fn !== 'function') throw new Error(`no global function ${name}`);
    return (fn as (...a: unknown[]) => unknown)(...args);
  };
  /** A custom function call as Sheets makes it: writes forbidden, result copied out of the sandbox realm. */
  const custom = (name: string, ...args: unknown[]): unknown => {
    fakes.app.customFunctionMode = true;
    try {
      return JSON.parse(JSON.stringify(call(name, ...args))) as unknown;
    } finally {
      fakes.app.customFunctionMode = false;
    }
  };
  /** Saves the default settings with `changes` through the sidebar's server function; returns the field errors. */
  const saveSettings = (changes: Readonly<Record<string, unknown>>): unknown =>
    call('rochadeSaveSettings', { ...toForm(DEFAULT_SETTINGS), ...changes });
  return { ...fakes, context: g, call, custom, saveSettings, serviceCalls };
}
