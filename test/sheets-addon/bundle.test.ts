// The built bundle: shape (one script of top-level functions, no module syntax, JSDoc kept), the
// manifest's scopes, and onOpen's menu resolving to globals — all in the node:vm sandbox.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

const CUSTOM_FUNCTIONS = [
  'SONNEBORN_BERGER',
  'BUCHHOLZ',
  'TIEBREAK',
  'POINTS',
  'RANK',
  'ROCHADE_RANK',
  'DWZ_NEW',
  'DWZ_EXPECTED',
  'ELO_NEW',
  'MATCH_POINTS',
  'BOARD_POINTS',
  'LEAGUE_RANK',
] as const;

describe('Code.js', () => {
  test('is a script: no import/export/require, no Node or web globals referenced', () => {
    expect(built.code).not.toMatch(/^\s*(import|export)\s/m);
    expect(built.code).not.toMatch(/\bimport\(|\bimport\.meta\b|\bmodule\.exports\b/);
    expect(built.code).not.toMatch(
      /\brequire\(|\bprocess\.|\bsetTimeout\(|\bnew URL\(|\bTextEncoder\b|\batob\(|\bBuffer\./,
    );
  });

  test('binds the bundle to one global AddOn_ and declares the entry points at top level', () => {
    expect(built.code).toMatch(/^var AddOn_ = \(\(\) => \{/m);
    for (const fn of [
      'onOpen',
      'onInstall',
      'rochadeComputeStandings',
      'rochadeSaveSettings',
      ...CUSTOM_FUNCTIONS,
    ]) {
      expect(built.code).toMatch(new RegExp(`^function ${fn}\\(`, 'm'));
    }
  });

  test.each(CUSTOM_FUNCTIONS)('%s keeps its @customfunction JSDoc directly above it', (name) => {
    const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nfunction ${name}\\(`).exec(built.code);
    expect(m?.[1]).toContain('@customfunction');
    expect(m?.[1]).toMatch(/@param/);
  });

  test("the custom functions' JSDoc holds only the tags Sheets' formula help knows (no @preserve left)", () => {
    expect(built.code).not.toContain('@preserve');
    for (const name of CUSTOM_FUNCTIONS) {
      const doc =
        new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nfunction ${name}\\(`).exec(built.code)?.[1] ?? '';
      const tags = [...doc.matchAll(/@(\w+)/g)].map((m) => m[1]);
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.filter((t) => !['param', 'return', 'customfunction'].includes(t ?? ''))).toEqual([]);
    }
  });

  test("RANK: a formula reaches only Sheets' built-in RANK, so its help sends the user to ROCHADE_RANK", () => {
    const doc = (name: string): string =>
      new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\nfunction ${name}\\(`).exec(built.code)?.[1] ?? '';
    expect(doc('RANK')).toMatch(
      /=RANK is always Sheets' built-in RANK\. Use =ROCHADE_RANK\(range, \[tiebreaks\]\)/,
    );
    expect(doc('ROCHADE_RANK')).toMatch(/^\s*\* Place of every player by points and tiebreaks/);
    const docs = readFileSync(new URL('../../docs/sheets-addon.md', import.meta.url), 'utf8');
    expect(docs).toMatch(/`=ROCHADE_RANK\(A1:K9; "SB, WIN"\)`/);
    expect(docs).toMatch(/`=RANK\(…\)` in a cell is Sheets' own RANK/);
  });

  test.each([
    'require',
    'process',
    'Buffer',
    'module',
    'setTimeout',
    'setInterval',
    'queueMicrotask',
    'structuredClone',
    'URL',
    'TextEncoder',
    'TextDecoder',
    'fetch',
    'atob',
    'btoa',
    'window',
    'document',
  ])('the sandbox has no Node or web global %s (so the bundle cannot lean on one)', (name) => {
    const sb = loadSandbox(built);
    expect(new vm.Script(`typeof ${name}`).runInContext(sb.context as vm.Context)).toBe('undefined');
  });

  test('runs in a context with only ECMAScript built-ins and the fakes', () => {
    const sb = loadSandbox(built);
    expect(typeof sb.context.AddOn_).toBe('object');
    expect(sb.context.require).toBeUndefined();
    expect(sb.context.setTimeout).toBeUndefined();
  });
});

const MENU_CAPTIONS = [
  'Compute standings',
  'Compute DWZ',
  'Compute league table',
  'Compute team table',
  'New round robin',
  'New knockout bracket',
  'New Swiss tournament',
  'Pair next round',
  'Settings',
  'New team Swiss',
  'Register teams',
  'Pair next team round',
  'Compute team standings',
] as const;

describe('onOpen', () => {
  test('builds the Rochade menu; every item names a global function of the script', () => {
    const sb = loadSandbox(built);
    sb.call('onOpen', { authMode: 'LIMITED' });
    expect(sb.app.ui.menus.map((m) => m.caption)).toEqual(['Rochade']);
    const items = sb.app.ui.menus[0]?.items ?? [];
    expect(items.map((i) => i.caption)).toEqual(MENU_CAPTIONS);
    for (const item of items) expect(typeof sb.context[item.functionName]).toBe('function');
  });

  test.each([
    ['installed add-on, not yet used in this document (AuthMode.NONE)', 'NONE', 'NONE', 'onOpen'],
    ['add-on from the Marketplace (AuthMode.LIMITED)', 'LIMITED', 'WEB_STORE_ADD_ON', 'onOpen'],
    ['add-on installed by the domain admin', 'LIMITED', 'APPS_MARKETPLACE_DOMAIN_ADD_ON', 'onOpen'],
    ['right after the install (onInstall, AuthMode.FULL)', 'FULL', 'WEB_STORE_ADD_ON', 'onInstall'],
  ] as const)(
    'as an Editor add-on (%s): the add-on menu (Ui.createAddonMenu), same items',
    (_, mode, source, fn) => {
      const sb = loadSandbox(built);
      sb.script.authMode = mode;
      sb.script.installationSource = source;
      sb.call(fn, { authMode: mode });
      expect(sb.app.ui.menus.map((m) => m.caption)).toEqual(['Add-on']);
      const items = sb.app.ui.menus[0]?.items ?? [];
      expect(items.map((i) => i.caption)).toEqual(MENU_CAPTIONS);
      for (const item of items) expect(typeof sb.context[item.functionName]).toBe('function');
      // AuthMode.NONE: nothing that needs authorization is touched, the menu only.
      if (mode === 'NONE') expect(sb.script.calls).toEqual([]);
    },
  );

  test('bound to the spreadsheet (installation source NONE) or without an event: the top-level menu "Rochade"', () => {
    for (const event of [{ authMode: 'LIMITED' }, undefined]) {
      const sb = loadSandbox(built);
      sb.call('onOpen', event);
      expect(sb.app.ui.menus.map((m) => m.caption)).toEqual(['Rochade']);
      expect(sb.app.ui.menus[0]?.items.map((i) => i.caption)).toEqual(MENU_CAPTIONS);
    }
  });
});

describe('appsscript.json', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../appsscript.json', import.meta.url), 'utf8')) as {
    runtimeVersion: string;
    oauthScopes: string[];
  };
  test('V8 runtime with exactly the two scopes spreadsheets.currentonly and script.container.ui', () => {
    expect(manifest.runtimeVersion).toBe('V8');
    expect([...manifest.oauthScopes].sort()).toEqual([
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
    ]);
  });

  test('is copied into the build folder unchanged, with the sidebar', () => {
    const copied = readFileSync(`${built.dir}/appsscript.json`, 'utf8');
    expect(copied).toBe(readFileSync(new URL('../../appsscript.json', import.meta.url), 'utf8'));
    expect(built.files['sidebar.html']).toContain('google.script.run');
  });

  test('.clasp.json pushes the build folder', () => {
    const clasp = JSON.parse(readFileSync(new URL('../../.clasp.json', import.meta.url), 'utf8')) as {
      rootDir: string;
    };
    expect(clasp.rootDir).toBe('dist/sheets-addon');
  });
});
