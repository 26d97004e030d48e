// ARCHITECTURE.md: the formats read and write the model (core/tournament) and sit below the team wing
// (core/team, which reads formats' output): no file under core/formats imports core/team.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const formats = join(root, 'core/formats');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/** The core-relative paths a file imports or re-exports (`from '…'`). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((m) =>
    relative(root, resolve(dirname(file), m[1] ?? '')),
  );

describe('core/formats layering', () => {
  test('the scan sees the formats that read and write team events and leagues', () => {
    const files = sources(formats).map((f) => relative(root, f));
    expect(files).toEqual(
      expect.arrayContaining([
        'core/formats/league/crosstable.ts',
        'core/formats/dwzReport/league.ts',
        'core/formats/json/teamTournamentJson.ts',
      ]),
    );
  });

  test('no file under core/formats imports core/team', () => {
    const bad = sources(formats).flatMap((f) =>
      importsOf(f)
        .filter((p) => p.startsWith('core/team/'))
        .map((p) => `${relative(root, f)} → ${p}`),
    );
    expect(bad).toEqual([]);
  });
});
