// Settings stored in the document properties: validation of the sidebar form, tolerant reading.
import { describe, expect, test } from 'vitest';
import { checkTiebreakCode } from '../../sheets-addon/engines.ts';
import {
  DEFAULT_SETTINGS,
  parseSettingsForm,
  pointSystemOf,
  readSettings,
  splitTiebreaks,
  toForm,
  writeSettings,
} from '../../sheets-addon/settings.ts';

describe('settings', () => {
  test('round trip through the stored JSON', () => {
    const r = parseSettingsForm(
      {
        tiebreaks: 'BH/C1 > BH; SB',
        tiebreakRules: 'C07_2024',
        dwzRules: 'WO2026',
        endDate: '2026-07-01',
        win: '3',
        draw: '1',
        loss: 0,
      },
      checkTiebreakCode,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tiebreaks).toEqual(['BH/C1', 'BH', 'SB']);
    expect(r.value.win).toBe(6);
    expect(readSettings(writeSettings(r.value))).toEqual(r.value);
  });

  test('missing or unreadable → defaults; one bad field → only that field defaulted', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    const stored = JSON.stringify({
      ...toForm(DEFAULT_SETTINGS),
      tiebreakRules: 'C09',
      endDate: '2026-05-31',
    });
    expect(readSettings(stored)).toEqual({ ...DEFAULT_SETTINGS, endDate: '2026-05-31' });
  });

  test.each([
    ['tiebreaks', 'SB, NOPE'],
    ['tiebreakRules', 'FIDE'],
    ['dwzRules', 'WO1990'],
    ['endDate', '31.05.2026'],
    ['win', '0.3'],
    ['draw', ''],
  ] as const)('a bad %s is reported for that field', (field, value) => {
    const r = parseSettingsForm({ ...toForm(DEFAULT_SETTINGS), [field]: value }, checkTiebreakCode);
    expect(r.ok ? [] : r.error.map((e) => e.field)).toEqual([field]);
  });

  test('the point system follows win/draw/loss (PAB = win, HPB = draw)', () => {
    const p = pointSystemOf({ ...DEFAULT_SETTINGS, win: 6, draw: 2, loss: 0 });
    expect([p.win, p.draw, p.loss, p.pab, p.hpb, p.forfeitWin]).toEqual([6, 2, 0, 6, 2, 6]);
  });

  test('tiebreak lists split on commas, semicolons, ">" and blanks', () => {
    expect(splitTiebreaks(' SB,WIN >  KS;DE ')).toEqual(['SB', 'WIN', 'KS', 'DE']);
  });
});
