import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { makeCrosstable, parseCrosstable } from '../../../../core/formats/crosstable/crosstable.ts';
import { computeScores } from '../../../../core/tournament/playerRounds.ts';
import { unwrap } from '../../../../core/result.ts';

const EXAMPLE = new URL('../../../../examples/club-round-robin.csv', import.meta.url);

describe('examples/club-round-robin.csv: a German club championship (Name,Vorname,Titel; DWZ with index; Jg; Pkt)', () => {
  const text = readFileSync(EXAMPLE, 'utf8');
  const parsed = unwrap(parseCrosstable(text));
  const t = parsed.tournament;

  test('parses with its points column checked, the title row as the name', () => {
    expect(t.name).toBe(text.split('\n')[0]);
    expect(t.kind).toBe('roundRobin');
    expect(t.players).toHaveLength(10);
    expect(parsed.layout.pointsColumn).toBeDefined();
    expect(parsed.layout.columns.map((c) => c.kind)).toEqual([
      'number',
      'name',
      'dwz',
      'birthYear',
      'points',
      'other',
      'other',
    ]);
  });

  test('every player has a birth year; all but one a DWZ with its index', () => {
    expect(t.players.every((p) => p.birthYear !== undefined)).toBe(true);
    expect(t.players.filter((p) => p.dwz?.index !== undefined)).toHaveLength(9);
  });

  test('holds exactly one forfeit', () => {
    expect(t.games.filter((g) => g.result === '+:-' || g.result === '-:+')).toHaveLength(1);
    expect(t.games.filter((g) => g.result === '*')).toHaveLength(0);
  });

  test('the points column equals the computed scores', () => {
    const rows = text
      .trim()
      .split('\n')
      .slice(2)
      .map((l) => l.split(';'));
    const scores = computeScores(t);
    rows.forEach((r, i) => expect(String((scores.get(i + 1) ?? 0) / 2).replace('.', ',')).toBe(r[14]));
  });

  test('round-trips through the CSV writer', () => {
    const again = unwrap(parseCrosstable(makeCrosstable(t, { format: 'csv' }), { name: t.name }));
    expect(again.tournament).toEqual(t);
  });
});
