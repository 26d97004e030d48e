// Custom functions (=SONNEBORN_BERGER(A1:K9) ...): each returns one column aligned with the rows of
// the given range: the header cell on the header row, a number on every player row, '' elsewhere. A
// bad range throws one Error naming the cell's place in the range (Sheets shows it as the #ERROR!
// tooltip). Defaults the arguments leave open (rule version, tiebreak order, point system) come from
// the document's Settings, read by the caller (index.ts) and passed in; an explicit argument wins.
import {
  isRuleVersion,
  RULE_VERSIONS,
  splitTiebreakCode,
  type RuleVersion,
} from '../core/tiebreaks/index.ts';
import { isTeamTiebreakCode } from '../core/team/index.ts';
import { describeCoreError, type ErrorLanguage } from '../core/errors/index.ts';
import { describeParseError, fail, rangePlaces } from './errorText.ts';
import { functionTexts } from './functionTexts.ts';
import { parseTable, standings, type ParsedTable } from './engines.ts';
import { leagueTiebreakColumn } from './leagueFunctions.ts';
import { asGrid, column, rangeCells, type Column } from './functionRange.ts';
import { defaultTiebreaksOf } from '../core/standings/index.ts';
import { DEFAULT_SETTINGS, pointSystemOf, splitTiebreaks, type AddOnSettings } from './settings.ts';
import { normalizeGrid } from './sheetIo.ts';

function parseRange(range: unknown, lang?: ErrorLanguage): { parsed: ParsedTable; rows: number } {
  const cells = rangeCells(range, lang);
  const r = parseTable(normalizeGrid(cells));
  if (!r.ok) return fail(describeParseError(r.error, rangePlaces(lang), lang));
  return { parsed: r.value, rows: cells.length };
}

const rulesArg = (rules: unknown, settings: AddOnSettings): RuleVersion => {
  const s = typeof rules === 'string' ? rules.trim() : '';
  if (s === '') return settings.tiebreakRules;
  return isRuleVersion(s) ? s : fail(functionTexts(settings.language).notOneOf('rules', s, RULE_VERSIONS));
};

/** Tiebreak codes from a text ("SB, WIN") or a range of codes. */
const codesArg = (codes: unknown): string[] =>
  asGrid(codes)
    .flat()
    .flatMap((c) =>
      splitTiebreaks(typeof c === 'string' ? c : c === '' || c === undefined || c === null ? '' : String(c)),
    );

/** Standings of a range with the given tiebreaks (undefined = the Settings', else the defaults by kind). */
function standingsOf(
  range: unknown,
  codes: readonly string[] | undefined,
  rules: unknown,
  settings: AddOnSettings,
) {
  const { parsed, rows } = parseRange(range, settings.language);
  const ruleVersion = rulesArg(rules, settings);
  const list =
    codes ??
    (settings.tiebreaks.length > 0 ? settings.tiebreaks : defaultTiebreaksOf(parsed.tournament, ruleVersion));
  const r = standings(parsed.tournament, {
    rules: ruleVersion,
    tiebreaks: list,
    pointSystem: pointSystemOf(settings),
  });
  if (!r.ok) return fail(describeCoreError(r.error, settings.language ?? 'en'));
  const byId = new Map(r.value.rows.map((s) => [s.player, s]));
  return { parsed, rows, byId, list };
}

/** TIEBREAK(range, code, [rules]): any tiebreak code; rules default to the Settings' (C07_2026). */
export function tiebreakColumn(
  range: unknown,
  code: unknown,
  rules?: unknown,
  settings: AddOnSettings = DEFAULT_SETTINGS,
): Column {
  const c = typeof code === 'string' ? code.trim() : '';
  if (c === '') fail(functionTexts(settings.language).noCode);
  if (isTeamTiebreakCode(splitTiebreakCode(c).head)) return leagueTiebreakColumn(range, c, settings);
  const { parsed, rows, byId } = standingsOf(range, [c], rules, settings);
  return column(parsed, rows, c, (id) => byId.get(id)?.values[c] ?? ''); // '' = no value (C.07 10.1)
}

export const sonnebornBerger = (range: unknown, settings: AddOnSettings = DEFAULT_SETTINGS): Column =>
  tiebreakColumn(range, 'SB', undefined, settings);

/** BUCHHOLZ(range, [variant]): no variant = full Buchholz; `C1`, `M1`, `BH/C1` or a cut count (1). */
export function buchholz(
  range: unknown,
  variant?: unknown,
  settings: AddOnSettings = DEFAULT_SETTINGS,
): Column {
  const v = variant === undefined || variant === null ? '' : String(variant).trim();
  const code = v === '' ? 'BH' : /^bh/i.test(v) ? v : /^\d+$/.test(v) ? `BH/C${v}` : `BH/${v}`;
  return tiebreakColumn(range, code, undefined, settings);
}

/** POINTS(range): points under the Settings' point system (1-½-0 unless changed). */
export function points(range: unknown, settings: AddOnSettings = DEFAULT_SETTINGS): Column {
  const { parsed, rows, byId } = standingsOf(range, [], undefined, settings);
  return column(parsed, rows, 'Points', (id) => (byId.get(id)?.points ?? 0) / 2);
}

/**
 * ROCHADE_RANK(range, [tiebreaks]) (also defined as RANK, which formulas cannot reach: Sheets' own
 * RANK wins): places by points and the tiebreaks (else the Settings' order, else the defaults by
 * kind); shared places repeat.
 */
export function rank(
  range: unknown,
  tiebreaks?: unknown,
  settings: AddOnSettings = DEFAULT_SETTINGS,
): Column {
  const given = tiebreaks === undefined ? [] : codesArg(tiebreaks);
  const codes = given.length > 0 ? given : undefined; // an empty cell or range = no argument
  const { parsed, rows, byId } = standingsOf(range, codes, undefined, settings);
  return column(parsed, rows, 'Rank', (id) => byId.get(id)?.rank ?? 0);
}
