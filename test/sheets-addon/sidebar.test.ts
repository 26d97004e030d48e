// The settings sidebar's inline script, run in node:vm against a minimal DOM and a recording
// google.script.run (the real one runs in the Sheets client): it loads the settings on open and
// sends every field on save, then shows the server's field errors.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, test } from 'vitest';

const html = readFileSync(new URL('../../sheets-addon/sidebar.html', import.meta.url), 'utf8');
const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';

function runSidebar() {
  const fieldNames = [...html.matchAll(/name="(\w+)"/g)].map((m) => m[1] ?? '');
  const elements: Record<string, { value: string }> = Object.fromEntries(
    fieldNames.map((n) => [n, { value: '' }]),
  );
  const errorEls = new Map(fieldNames.map((n) => [n, { textContent: '' }]));
  const status = { textContent: '' };
  let submit: ((e: { preventDefault(): void }) => void) | undefined;
  const form = {
    elements,
    addEventListener: (type: string, fn: (e: { preventDefault(): void }) => void) => {
      if (type === 'submit') submit = fn;
    },
  };
  const calls: { fn: string; args: unknown[]; ok?: (v: unknown) => void }[] = [];
  const runner = (ok?: (v: unknown) => void): Record<string, unknown> =>
    new Proxy(
      {},
      {
        get: (_t, name: string) => {
          if (name === 'withSuccessHandler') return (cb: (v: unknown) => void) => runner(cb);
          if (name === 'withFailureHandler') return () => runner(ok);
          return (...args: unknown[]) => calls.push({ fn: name, args, ...(ok ? { ok } : {}) });
        },
      },
    );
  const document = {
    getElementById: (id: string) => (id === 'settings' ? form : id === 'status' ? status : null),
    querySelectorAll: () => [...errorEls.values()],
    querySelector: (sel: string) => errorEls.get(/data-for="(\w+)"/.exec(sel)?.[1] ?? '') ?? null,
  };
  vm.runInNewContext(script, { document, google: { script: { run: runner() } } });
  return { elements, errorEls, status, calls, submit: () => submit?.({ preventDefault: () => {} }) };
}

describe('sidebar.html', () => {
  test('on open it asks the server for the settings and fills every field', () => {
    const sb = runSidebar();
    expect(sb.calls.map((c) => c.fn)).toEqual(['rochadeGetSettings']);
    sb.calls[0]?.ok?.({
      tiebreaks: 'SB, WIN',
      tiebreakRules: 'C07_2024',
      dwzRules: 'auto',
      endDate: '',
      win: 1,
      draw: 0.5,
      loss: 0,
    });
    expect(sb.elements.tiebreaks?.value).toBe('SB, WIN');
    expect(sb.elements.draw?.value).toBe('0.5');
  });

  test('save sends all nine fields and shows the field errors the server returns', () => {
    const sb = runSidebar();
    sb.elements.tiebreaks!.value = 'KS';
    sb.submit();
    const save = sb.calls.find((c) => c.fn === 'rochadeSaveSettings');
    expect(Object.keys(save?.args[0] as object).sort()).toEqual(
      [
        'draw',
        'dwzRules',
        'endDate',
        'leagueRules',
        'loss',
        'matchPoints',
        'tiebreakRules',
        'tiebreaks',
        'win',
      ].sort(),
    );
    save?.ok?.([{ field: 'tiebreaks', message: 'KS: unknown' }]);
    expect(sb.errorEls.get('tiebreaks')?.textContent).toBe('KS: unknown');
    expect(sb.status.textContent).toMatch(/^Not saved/);
    save?.ok?.([]);
    expect(sb.status.textContent).toBe('Saved.');
  });

  test('every field the server validates is in the form', () => {
    for (const f of [
      'tiebreaks',
      'tiebreakRules',
      'dwzRules',
      'endDate',
      'win',
      'draw',
      'loss',
      'leagueRules',
      'matchPoints',
    ]) {
      expect(html).toContain(`name="${f}"`);
      expect(html).toContain(`data-for="${f}"`);
    }
  });
});
