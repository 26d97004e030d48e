import { parseLeagueCells } from '../../core/formats/index.ts';
import { readFileSync } from 'node:fs';
import type { TeamEvent } from '../../core/tournament/index.ts';

/** A published league crosstable of `test/fixtures/league/` (sources in its README) as its cells. */
export const leagueFixtureCells = (file: string): string[][] =>
  readFileSync(new URL(`../fixtures/league/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(';'));

/**
 * League cells read as a team event of match totals (the reader the add-on and the CLI use); a
 * fixture that fails to read throws.
 */
export function leagueTableOf(cells: readonly (readonly string[])[], boards?: number): TeamEvent {
  const p = parseLeagueCells(cells, boards === undefined ? {} : { boards });
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return p.value.table;
}
