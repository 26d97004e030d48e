// The built bundle: shape (one script of top-level functions, no module syntax, JSDoc kept), the
// manifest's scopes, and onOpen's menu resolving to globals — all in the node:vm sandbox.
import { readFileSync } from 'node:fs';
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
] as const;

describe('Code.js', () => {
  test('is a script: no import/export/require, no Node or web globals referenced', () => {
    expect(built.code).not.toMatch(/^\s*(import|export)\s/m);
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

  test('runs in a context with only ECMAScript built-ins and the fakes', () => {
    const sb = loadSandbox(built);
    expect(typeof sb.context.AddOn_).toBe('object');
    expect(sb.context.require).toBeUndefined();
    expect(sb.context.setTimeout).toBeUndefined();
  });
});

describe('onOpen', () => {
  test('builds the Rochade menu; every item names a global function of the script', () => {
    const sb = loadSandbox(built);
    sb.call('onOpen', { authMode: 'LIMITED' });
    expect(sb.app.ui.menus.map((m) => m.caption)).toEqual(['Rochade']);
    const items = sb.app.ui.menus[0]?.items ?? [];
    expect(items.map((i) => i.caption)).toEqual([
      'Compute standings',
      'Compute DWZ',
      'New round robin',
      'New knockout bracket',
      'Settings',
    ]);
    for (const item of items) expect(typeof sb.context[item.functionName]).toBe('function');
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
