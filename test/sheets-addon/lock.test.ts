// Two users at once: every menu action of the BUILT bundle runs read → compute → write under the
// document lock (LockService.getDocumentLock, faked in fakes/lock.ts); when another execution holds
// it past the timeout, one alert and nothing is read or written. Custom functions take no lock.
import { beforeAll, describe, expect, test } from 'vitest';
import { FakeLockService, LOCK_TIMEOUT_MESSAGE, fillSheet } from './fakes/appsScript.ts';
import { crosstableGrid, expectedColumn, readCase } from './cases.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

const seed003 = readCase('arbiter-course-rr8.json');

/** A sandbox with the Turniersysteme (arbiter course) table at A1 (a DWZ column added) and a list of names in A12:A15. */
function sandbox() {
  const sb = loadSandbox(built);
  const sheet = sb.app.spreadsheet.getActiveSheet();
  const grid = crosstableGrid(seed003, 'text').map((r, i) => [...r, i === 0 ? 'DWZ' : `${1500 + 10 * i}-5`]);
  fillSheet(sheet, grid);
  fillSheet(sheet, [['Name'], ['Ann'], ['Ben'], ['Cem']], { row: 12, column: 1 });
  expect(sb.saveSettings({ endDate: '2026-10-01' })).toEqual([]);
  return { sb, sheet };
}

/** Each menu action that writes, with the selection it needs. */
const ACTIONS = [
  ['rochadeComputeStandings', 'C3'],
  ['rochadeComputeDwz', 'C3'],
  ['rochadeNewRoundRobin', 'A12:A15'],
  ['rochadeNewKnockout', 'A12:A15'],
] as const;

/** The lock wait of the add-on, as it asked the fake (tryLock(ms)). */
const waitOf = (calls: readonly string[]): number =>
  Number(/^tryLock\((\d+)\)$/.exec(calls.find((c) => c.startsWith('tryLock')) ?? '')?.[1] ?? NaN);

describe('menu actions under the document lock', () => {
  test.each(ACTIONS)('%s: takes the lock, flushes, releases it; one getValues, one setValues', (fn, sel) => {
    const { sb, sheet } = sandbox();
    sheet.getRange(sel).activate();
    sb.app.spreadsheet.calls.length = 0;
    sb.call(fn);
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.lock.calls).toEqual([
      'getDocumentLock',
      expect.stringMatching(/^tryLock\(\d+\)$/),
      'releaseLock',
    ]);
    expect(sb.lock.holder).toBeUndefined();
    const methods = sb.app.spreadsheet.calls.map((c) => c.method);
    expect(methods.filter((m) => m === 'getValues')).toHaveLength(1);
    expect(methods.filter((m) => m === 'setValues')).toHaveLength(1);
    // Pending writes are flushed after the write, before the lock goes.
    expect(methods.lastIndexOf('flush')).toBeGreaterThan(methods.lastIndexOf('setValues'));
  });

  test.each(ACTIONS)(
    '%s: another user holds the lock a little while → waits, then runs as usual',
    (fn, sel) => {
      const { sb, sheet } = sandbox();
      sheet.getRange(sel).activate();
      sb.lock.holdElsewhere(2000);
      sb.call(fn);
      expect(sb.app.ui.alerts).toEqual([]);
      expect(sb.lock.waitedMs).toBe(2000);
      expect(sb.app.spreadsheet.count('setValues')).toBe(1);
      expect(sb.lock.holder).toBeUndefined();
    },
  );

  test.each(ACTIONS)(
    '%s: another user holds the lock past the timeout → one alert, nothing read or written',
    (fn, sel) => {
      const { sb, sheet } = sandbox();
      sheet.getRange(sel).activate();
      sb.app.spreadsheet.calls.length = 0;
      sb.lock.holdElsewhere(Infinity);
      const before = sheet.snapshot();
      const sheets = sb.app.spreadsheet.getSheets().length;
      sb.call(fn);
      expect(sb.app.ui.alerts).toEqual([
        'Another Rochade action is still running in this spreadsheet (someone else is computing). Nothing was written: wait a moment, then run Rochade again.',
      ]);
      expect(sb.app.spreadsheet.count('getValues')).toBe(0);
      expect(sb.app.spreadsheet.count('setValues')).toBe(0);
      expect(sheet.snapshot()).toEqual(before);
      expect(sb.app.spreadsheet.getSheets()).toHaveLength(sheets);
      expect(sb.lock.holder).toBe('elsewhere'); // not ours to release
      expect(sb.lock.calls).not.toContain('releaseLock');
    },
  );

  test('a wait just as long as the add-on waits still gets the lock; a millisecond more does not', () => {
    const probe = sandbox();
    probe.sheet.getRange('C3').activate();
    probe.sb.call('rochadeComputeStandings');
    const wait = waitOf(probe.sb.lock.calls);
    expect(wait).toBeGreaterThan(0);
    for (const [held, written] of [
      [wait, 1],
      [wait + 1, 0],
    ] as const) {
      const { sb, sheet } = sandbox();
      sheet.getRange('C3').activate();
      sb.lock.holdElsewhere(held);
      sb.call('rochadeComputeStandings');
      expect(sb.app.spreadsheet.count('setValues')).toBe(written);
    }
  });

  test('an action that ends in an alert (a bad cell) releases the lock: the next run works', () => {
    const { sb, sheet } = sandbox();
    sheet.getRange('E6').setValue('2');
    sheet.getRange('C3').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([expect.stringMatching(/^E6: found "2", expected a result/)]);
    expect(sb.lock.holder).toBeUndefined();
    sheet.getRange('E6').setValue(crosstableGrid(seed003, 'text')[5]?.[4] ?? ''); // row 6 = grid row 5
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toHaveLength(1);
    expect(sheet.snapshot()[0]?.[12]).toBe('Points');
  });

  test('no document lock (null outside a document): the action runs unguarded', () => {
    const { sb, sheet } = sandbox();
    sb.lock.inDocument = false;
    sheet.getRange('C3').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);
    expect(sb.lock.calls).toEqual(['getDocumentLock']);
    expect(sheet.snapshot()[0]?.[12]).toBe('Points');
  });

  test('custom functions take no lock', () => {
    const { sb } = sandbox();
    const col = sb.custom('SONNEBORN_BERGER', crosstableGrid(seed003)) as unknown[][];
    expect(col.slice(1).map((r) => r[0])).toEqual(expectedColumn(seed003, 'published', 'SB'));
    sb.custom('ROCHADE_RANK', crosstableGrid(seed003));
    expect(sb.lock.calls).toEqual([]);
  });
});

describe('the LockService fake behaves like the service', () => {
  test('tryLock / hasLock / releaseLock; a second Lock object waits for the first', () => {
    const service = new FakeLockService();
    const a = service.getDocumentLock();
    const b = service.getDocumentLock();
    expect(a).not.toBe(b);
    expect(a?.hasLock()).toBe(false);
    expect(a?.tryLock(100)).toBe(true);
    expect(a?.tryLock(100)).toBe(true); // already held: no effect
    expect(a?.hasLock()).toBe(true);
    expect(b?.tryLock(100)).toBe(false);
    b?.releaseLock(); // not held: no effect
    expect(a?.hasLock()).toBe(true);
    a?.releaseLock();
    expect(a?.hasLock()).toBe(false);
    expect(b?.tryLock(0)).toBe(true);
  });

  test('waitLock throws on timeout, succeeds when the other execution lets go in time', () => {
    const service = new FakeLockService();
    service.holdElsewhere(5000);
    const lock = service.getDocumentLock();
    expect(() => lock?.waitLock(4999)).toThrow(LOCK_TIMEOUT_MESSAGE);
    expect(lock?.hasLock()).toBe(false);
    lock?.waitLock(5000);
    expect(lock?.hasLock()).toBe(true);
  });

  test('outside a document getDocumentLock() is null', () => {
    const service = new FakeLockService();
    service.inDocument = false;
    expect(service.getDocumentLock()).toBeNull();
  });
});
