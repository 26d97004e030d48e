// Custom functions (=SONNEBORN_BERGER(A1:K9) ...): pure functions of their arguments (Sheets
// recalculates only when an argument changes, so they do not read the settings). Each returns one
// column aligned with the rows of the given range: the header cell on the header row, a number on
// every player row, '' elsewhere. A bad range throws one Error naming the cell's place in the range
// (Sheets shows it as the #ERROR! tooltip).
import { isRuleVersion, type RuleVersion } from '../core/tiebreaks/types.ts';
import { describeAt } from './errorText.ts';
import { parseTable, standings, type ParsedTable } from './engines.ts';
import { defaultTiebreaks } from './defaults.ts';
import { splitTiebreaks } from './settings.ts';
import { blocksOf, tableWidthBefore } from './outputBlock.ts';
import { gridWidth, normalizeGrid, placeInRange, trimGrid } from './sheetIo.ts';

export type Column = (string | number)[][];

/** Raised for bad arguments; its message is what the cell shows. */
const fail = (message: string): never => {
  throw new Error(message);
};

/** A range argument: Sheets passes a 2-D array for a range and a plain value for one cell. */
const asGrid = (range: unknown): unknown[][] =>
  Array.isArray(range) ? range.map((r) => (Array.isArray(r) ? r : [r])) : [[range]];

function parseRange(range: unknown): { parsed: ParsedTable; rows: number } {
  const all = trimGrid(asGrid(range));
  // A range that takes in the menu's output columns: read the table left of them.
  const width = tableWidthBefore(blocksOf(all), gridWidth(all));
  const cells = all.map((r) => r.slice(0, width));
  if (cells.length === 0) fail('The range is empty: give the crosstable, e.g. A1:K9.');
  const r = parseTable(normalizeGrid(cells));
  if (!r.ok) {
    const e = r.error;
    const where =
      e.row !== undefined
        ? e.column !== undefined
          ? placeInRange(e.row, e.column)
          : `row ${e.row} of the range`
        : undefined;
    return fail(describeAt(e, where, placeInRange));
  }
  return { parsed: r.value, rows: cells.length };
}

const rulesArg = (rules: unknown): RuleVersion => {
  const s = typeof rules === 'string' ? rules.trim() : '';
  if (s === '') return 'C07_2026';
  return isRuleVersion(s) ? s : fail(`rules: "${s}" is not one of club, C02_2017, C07_2024, C07_2026`);
};

/** Tiebreak codes from a text ("SB, WIN") or a range of codes. */
const codesArg = (codes: unknown): string[] =>
  asGrid(codes)
    .flat()
    .flatMap((c) =>
      splitTiebreaks(typeof c === 'string' ? c : c === '' || c === undefined || c === null ? '' : String(c)),
    );

/** One value per player → a column aligned with the input rows. */
function column(parsed: ParsedTable, rows: number, header: string, value: (id: number) => number): Column {
  const out: Column = Array.from({ length: rows }, () => ['']);
  const { layout } = parsed;
  const last = Math.max(...layout.playerRows, layout.headerRow ?? 0);
  if (layout.headerRow !== undefined) out[layout.headerRow] = [header];
  layout.playerRows.forEach((row, i) => {
    out[row] = [value(i + 1)];
  });
  return out.slice(0, last + 1);
}

/** Standings of a range with the given tiebreaks; values keyed by player id. */
function standingsOf(range: unknown, codes: readonly string[] | undefined, rules: unknown) {
  const { parsed, rows } = parseRange(range);
  const list = codes ?? defaultTiebreaks(parsed.tournament);
  const r = standings(parsed.tournament, { rules: rulesArg(rules), tiebreaks: list });
  if (!r.ok) return fail(r.error);
  const byId = new Map(r.value.rows.map((s) => [s.player, s]));
  return { parsed, rows, byId, list };
}

export function tiebreakColumn(range: unknown, code: unknown, rules?: unknown): Column {
  const c = typeof code === 'string' ? code.trim() : '';
  if (c === '') fail('code: give a tiebreak code such as "SB", "BH/C1" or "WIN".');
  const { parsed, rows, byId } = standingsOf(range, [c], rules);
  return column(parsed, rows, c, (id) => byId.get(id)?.values[c] ?? 0);
}

export const sonnebornBerger = (range: unknown): Column => tiebreakColumn(range, 'SB');

/** BUCHHOLZ(range, [variant]): no variant = full Buchholz; `C1`, `M1`, `BH/C1` or a cut count (1). */
export function buchholz(range: unknown, variant?: unknown): Column {
  const v = variant === undefined || variant === null ? '' : String(variant).trim();
  const code = v === '' ? 'BH' : /^bh/i.test(v) ? v : /^\d+$/.test(v) ? `BH/C${v}` : `BH/${v}`;
  return tiebreakColumn(range, code);
}

export function points(range: unknown): Column {
  const { parsed, rows, byId } = standingsOf(range, [], undefined);
  return column(parsed, rows, 'Points', (id) => (byId.get(id)?.points ?? 0) / 2);
}

/** RANK(range, [tiebreaks]): places by points and the tiebreaks (default by kind); shared places repeat. */
export function rank(range: unknown, tiebreaks?: unknown): Column {
  const codes = tiebreaks === undefined || tiebreaks === '' ? undefined : codesArg(tiebreaks);
  const { parsed, rows, byId } = standingsOf(range, codes, undefined);
  return column(parsed, rows, 'Rank', (id) => byId.get(id)?.rank ?? 0);
}
