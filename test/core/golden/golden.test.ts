// Hand-checked pairings (golden files, named after the rule or example they pin): NAME.trf is the
// input, NAME.pairing the expected output in the conventional format (count, WHITE BLACK, PAB as ID 0).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '../../../core/formats/trf/trf.ts';
import { pairDutch } from '../../../core/pairing/dutch/index.ts';

const dir = new URL('.//', import.meta.url);
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.trf'))
  .map((f) => f.slice(0, -4))
  .sort();

describe('golden pairings', () => {
  test('every golden input has its expected pairing', () => {
    expect(names.length).toBeGreaterThan(0);
    const pairings = readdirSync(dir).filter((f) => f.endsWith('.pairing'));
    expect(pairings.map((f) => f.slice(0, -8)).sort()).toEqual(names);
  });

  test.each(names)('%s', (name) => {
    const parsed = parseTrf(readFileSync(new URL(`${name}.trf`, dir), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}.trf does not parse`);
    const r = pairDutch(parsed.value.tournament);
    if (!r.ok) throw new Error(r.error.message);
    const lines = r.value.boards.map((b) => `${b.white} ${b.black}`);
    if (r.value.pab !== undefined) lines.push(`${r.value.pab} 0`);
    const out = `${lines.length}\n${lines.join('\n')}\n`;
    expect(out).toBe(readFileSync(new URL(`${name}.pairing`, dir), 'utf8'));
  });
});
