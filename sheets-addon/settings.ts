// The add-on's settings, stored as one JSON document property (PropertiesService.getDocumentProperties()),
// so every editor of the spreadsheet sees the same tiebreak order, rule versions and point system.
// Parsed by hand (no zod in the bundle): unknown or bad fields fall back to the defaults on read;
// the sidebar's save reports every bad field.
import type { ErrorLanguage } from '../core/errors/index.ts';
import { DWZ_RULE_SETS, type DwzRuleSetId } from '../core/dwz/index.ts';
import { RULE_VERSIONS, type RuleVersion } from '../core/tiebreaks/index.ts';
import { STANDARD_POINTS, type PointSystem } from '../core/tournament/index.ts';
import { type HalfPoints, type IsoDate, err, ok, type Result } from '../core/index.ts';
import {
  formatMatchPoints,
  isLeagueRuleSetId,
  LEAGUE_RULE_SET_IDS,
  MP_2_1_0,
  parseMatchPoints,
  type LeagueRuleSetId,
} from '../core/team/index.ts';

export const SETTINGS_KEY = 'rochade.settings';

export const DWZ_RULE_CHOICES = ['auto', ...DWZ_RULE_SETS] as const;
export type DwzRuleChoice = 'auto' | DwzRuleSetId;

export interface AddOnSettings {
  /** The language of error texts in cells (custom functions): the spreadsheet's locale (index.ts). */
  readonly language?: ErrorLanguage;
  /** Tiebreak codes in ranking order (`SB`, `BH/C1`, `WIN`); empty = the defaults for the table's kind. */
  readonly tiebreaks: readonly string[];
  /** How unplayed games count in tiebreaks. */
  readonly tiebreakRules: RuleVersion;
  /** DWZ rule version; `auto` = by the end date. */
  readonly dwzRules: DwzRuleChoice;
  /** The tournament's end date (YYYY-MM-DD); '' = today. Chooses the DWZ rule version. */
  readonly endDate: IsoDate | '';
  /** Points for a win, draw and loss, in half-points (1-½-0 = 2/1/0; 3-1-0 = 6/2/0). */
  readonly win: HalfPoints;
  readonly draw: HalfPoints;
  readonly loss: HalfPoints;
  /** League order for team crosstables (LEAGUE_RANK, Compute league table). */
  readonly leagueRules: LeagueRuleSetId;
  /** Match points for a won / drawn / lost match, as "2-1-0". */
  readonly matchPoints: string;
}

export const DEFAULT_SETTINGS: AddOnSettings = {
  tiebreaks: [],
  tiebreakRules: 'C07_2026',
  dwzRules: 'auto',
  endDate: '',
  win: STANDARD_POINTS.win,
  draw: STANDARD_POINTS.draw,
  loss: STANDARD_POINTS.loss,
  leagueRules: 'german',
  matchPoints: formatMatchPoints(MP_2_1_0),
};

/** The settings as the sidebar shows and sends them (JSON-safe; points as decimal numbers). */
export interface SettingsForm {
  readonly tiebreaks: string;
  readonly tiebreakRules: string;
  readonly dwzRules: string;
  readonly endDate: string;
  readonly win: number | string;
  readonly draw: number | string;
  readonly loss: number | string;
  readonly leagueRules: string;
  readonly matchPoints: string;
}

export interface SettingsFieldError {
  readonly field: keyof SettingsForm;
  readonly message: string;
}

export const toForm = (s: AddOnSettings): SettingsForm => ({
  tiebreaks: s.tiebreaks.join(', '),
  tiebreakRules: s.tiebreakRules,
  dwzRules: s.dwzRules,
  endDate: s.endDate,
  win: s.win / 2,
  draw: s.draw / 2,
  loss: s.loss / 2,
  leagueRules: s.leagueRules,
  matchPoints: s.matchPoints,
});

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const halfPoints = (v: unknown): HalfPoints | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : NaN;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  const h = n * 2;
  return Number.isInteger(h) && h >= 0 && h <= 20 ? h : undefined;
};

/** Tiebreak codes from "SB, BH/C1 > WIN" (commas, `>`, semicolons or blanks between codes). */
export const splitTiebreaks = (text: string): string[] =>
  text
    .split(/[,;>\s]+/)
    .map((c) => c.trim())
    .filter((c) => c !== '');

/**
 * Validates what the sidebar sent. `checkTiebreak` validates one code against the core's registry
 * (undefined = fine, otherwise the problem).
 */
export function parseSettingsForm(
  form: unknown,
  checkTiebreak: (code: string) => string | undefined,
): Result<AddOnSettings, readonly SettingsFieldError[]> {
  const f = (typeof form === 'object' && form !== null ? form : {}) as Partial<
    Record<keyof SettingsForm, unknown>
  >;
  const errors: SettingsFieldError[] = [];
  const tiebreaks = splitTiebreaks(typeof f.tiebreaks === 'string' ? f.tiebreaks : '');
  for (const code of tiebreaks) {
    const problem = checkTiebreak(code);
    if (problem !== undefined) errors.push({ field: 'tiebreaks', message: `${code}: ${problem}` });
  }
  const tiebreakRules = String(f.tiebreakRules ?? DEFAULT_SETTINGS.tiebreakRules);
  if (!(RULE_VERSIONS as readonly string[]).includes(tiebreakRules)) {
    errors.push({ field: 'tiebreakRules', message: `expected one of ${RULE_VERSIONS.join(', ')}` });
  }
  const dwzRules = String(f.dwzRules ?? DEFAULT_SETTINGS.dwzRules);
  if (!(DWZ_RULE_CHOICES as readonly string[]).includes(dwzRules)) {
    errors.push({ field: 'dwzRules', message: `expected one of ${DWZ_RULE_CHOICES.join(', ')}` });
  }
  const endDate = String(f.endDate ?? '').trim();
  if (endDate !== '' && !ISO_DATE.test(endDate)) {
    errors.push({ field: 'endDate', message: 'expected a date like 2026-05-31' });
  }
  const points = (['win', 'draw', 'loss'] as const).map((k) => {
    const h = halfPoints(f[k]);
    if (h === undefined)
      errors.push({ field: k, message: 'expected points such as 1, 0.5 or 3 (whole or half)' });
    return h ?? 0;
  });
  const leagueRules = String(f.leagueRules ?? DEFAULT_SETTINGS.leagueRules);
  if (!isLeagueRuleSetId(leagueRules))
    errors.push({ field: 'leagueRules', message: `expected one of ${LEAGUE_RULE_SET_IDS.join(', ')}` });
  const mp = parseMatchPoints(String(f.matchPoints ?? DEFAULT_SETTINGS.matchPoints));
  if (!mp.ok) errors.push({ field: 'matchPoints', message: 'expected match points such as 2-1-0 or 3-1-0' });
  if (errors.length > 0 || !mp.ok || !isLeagueRuleSetId(leagueRules)) return err(errors);
  const [win = 2, draw = 1, loss = 0] = points;
  return ok({
    tiebreaks,
    tiebreakRules: tiebreakRules as RuleVersion,
    dwzRules: dwzRules as DwzRuleChoice,
    endDate,
    win,
    draw,
    loss,
    leagueRules,
    matchPoints: formatMatchPoints(mp.value),
  });
}

/** The stored settings, or the defaults for anything missing or unreadable. */
export function readSettings(stored: string | null): AddOnSettings {
  if (stored === null) return DEFAULT_SETTINGS;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return DEFAULT_SETTINGS;
  }
  const r = parseSettingsForm(raw, () => undefined);
  if (r.ok) return r.value;
  // Keep the good fields: re-read with every bad field reset to its default.
  const bad = new Set(r.error.map((e) => e.field));
  const form = { ...toForm(DEFAULT_SETTINGS), ...(raw as object) } as Record<string, unknown>;
  const defaults = toForm(DEFAULT_SETTINGS) as unknown as Record<string, unknown>;
  for (const f of bad) form[f] = defaults[f];
  const again = parseSettingsForm(form, () => undefined);
  return again.ok ? again.value : DEFAULT_SETTINGS;
}

export const writeSettings = (s: AddOnSettings): string => JSON.stringify(toForm(s));

/** The point system the settings describe: byes and forfeits follow win/draw/loss (PAB = win, HPB = draw). */
export const pointSystemOf = (s: AddOnSettings): PointSystem => ({
  win: s.win,
  draw: s.draw,
  loss: s.loss,
  forfeitWin: s.win,
  forfeitLoss: s.loss,
  pab: s.win,
  fpb: s.win,
  hpb: s.draw,
  zpb: s.loss,
  absent: s.loss,
});
