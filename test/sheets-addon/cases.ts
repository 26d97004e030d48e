// Crosstable sheets built from the tiebreak case files in test/fixtures/tiebreaks at test time.
import { readFileSync } from 'node:fs';

export interface TiebreakCase {
  readonly players: readonly { readonly id: number | string; readonly name?: string }[];
  readonly crosstable: {
    readonly player_order: readonly (number | string)[];
    readonly cells: readonly (readonly (readonly number[] | null)[])[];
  };
  readonly expected: Record<string, Record<string, Record<string, number>>>;
}

export const readCase = (file: string): TiebreakCase =>
  JSON.parse(readFileSync(new URL(`../fixtures/tiebreaks/${file}`, import.meta.url), 'utf8')) as TiebreakCase;

/** How a result is typed into the sheet: numbers, or text as clubs write it. */
export type Spelling = 'numbers' | 'text';

const spell = (p: number, s: Spelling): string | number => {
  if (s === 'numbers') return p;
  return p === 1 ? '1' : p === 0.5 ? '½' : '0';
};

/**
 * The case's crosstable as sheet values: header No | Name | 1..n | Points, one row per player in
 * the case's player order, 'x' on the diagonal.
 */
export function crosstableGrid(c: TiebreakCase, spelling: Spelling = 'numbers'): (string | number)[][] {
  const order = c.crosstable.player_order;
  const names = new Map(c.players.map((p) => [p.id, p.name ?? String(p.id)]));
  const header = ['No', 'Name', ...order.map((_, j) => j + 1), 'Points'];
  const rows = order.map((id, i) => {
    const cells = (c.crosstable.cells[i] ?? []).map((cell) =>
      cell === null ? 'x' : cell.length === 0 ? '' : spell(cell[0] ?? 0, spelling),
    );
    const points = (c.crosstable.cells[i] ?? []).reduce((s, cell) => s + (cell?.[0] ?? 0), 0);
    return [i + 1, names.get(id) ?? String(id), ...cells, points];
  });
  return [header, ...rows];
}

/** Expected values of one block/code in the case's player order. */
export const expectedColumn = (c: TiebreakCase, block: string, code: string): (number | undefined)[] =>
  c.crosstable.player_order.map((id) => c.expected[block]?.[code]?.[String(id)]);

export interface SwissCase {
  readonly players: readonly { readonly id: number; readonly name?: string }[];
  readonly compact_crosstable: Readonly<Record<string, string>>;
  readonly expected: Record<string, Record<string, Record<string, number>>>;
}

export const readSwissCase = (file: string): SwissCase =>
  JSON.parse(readFileSync(new URL(`../fixtures/tiebreaks/${file}`, import.meta.url), 'utf8')) as SwissCase;

/**
 * A Swiss laid out round by round: No | Name | Rd 1 … | one token per cell (`+W9`, `½BYE`, `--`),
 * draws typed as `½B13` (Sheets would make `=B13` a formula).
 */
export function swissGrid(c: SwissCase): (string | number)[][] {
  const ids = Object.keys(c.compact_crosstable)
    .map(Number)
    .sort((a, b) => a - b);
  const rows = ids.map((id) => {
    const tokens = (c.compact_crosstable[String(id)] ?? '').split(/\s+/).map((t) => t.replace(/^=/, '½'));
    const name = c.players.find((p) => p.id === id)?.name ?? `Player ${id}`;
    return [id, name, ...tokens];
  });
  const rounds = Math.max(...rows.map((r) => r.length - 2));
  return [['No', 'Name', ...Array.from({ length: rounds }, (_, i) => `Rd ${i + 1}`)], ...rows];
}

/** Expected values of a Swiss case by player id 1..n. */
export const expectedSwiss = (c: SwissCase, block: string, code: string): (number | undefined)[] =>
  Object.keys(c.compact_crosstable)
    .map(Number)
    .sort((a, b) => a - b)
    .map((id) => c.expected[block]?.[code]?.[String(id)]);

/**
 * The published Landesliga Sachsen-Anhalt 2011/12 league crosstable after round 2 as sheet cells
 * (test/fixtures/league/README.md): German decimal commas read as numbers.
 */
export const landesligaGrid = (): (string | number)[][] =>
  readFileSync(
    new URL('../fixtures/league/landesliga-sachsen-anhalt-2011-12-a-round2.csv', import.meta.url),
    'utf8',
  )
    .trim()
    .split('\n')
    .map((l) => l.split(';').map((c) => (/^\d+(,\d)?$/.test(c) ? Number(c.replace(',', '.')) : c)));
