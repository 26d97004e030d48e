// Loads the BUILT add-on (dist-style Code.js) into a node:vm context that holds only the ECMAScript
// built-ins plus the Apps Script fakes: one global scope, as in Apps Script. No Node or web API
// (require, process, setTimeout, URL, TextEncoder ...) exists in there.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { buildAddon } from '../../sheets-addon/build.mjs';
import { DEFAULT_SETTINGS, toForm } from '../../sheets-addon/settings.ts';
import { makeAppsScriptFakes } from './fakes/appsScript.ts';

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
  Object.assign(context, fakes.globals);
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
  return { ...fakes, context: g, call, custom, saveSettings };
}
