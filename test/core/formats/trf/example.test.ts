// examples/swiss-club-open.trf: a club Swiss with a PAB, a requested half-point bye, a forfeit and a
// withdrawal; every pairing symmetric (checked by the reader) and every points column right.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';

const text = readFileSync(new URL('../../../../examples/swiss-club-open.trf', import.meta.url), 'utf8');

test('the example club Swiss reads without errors, mismatches or warnings', () => {
  const r = parseTrf(text);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.value.scoreMismatches).toEqual([]);
  expect(r.value.warnings).toEqual([]);
  const t = r.value.tournament;
  expect(t.players.length).toBeGreaterThanOrEqual(14);
  expect(t.players.length).toBeLessThanOrEqual(20);
  expect(t.rounds).toBeGreaterThanOrEqual(5);
  expect(t.players.every((p) => p.dwz !== undefined)).toBe(true);
  const kinds = new Set(t.unpaired.map((u) => u.kind));
  expect([...kinds].sort()).toEqual(['HPB', 'PAB', 'ZPB']);
  expect(t.games.some((g) => g.result === '+:-' || g.result === '-:+')).toBe(true);
  // The withdrawal: zero-point byes in every round after the last game.
  const zpb = t.unpaired.filter((u) => u.kind === 'ZPB');
  const who = new Set(zpb.map((u) => u.player));
  expect(who.size).toBe(1);
  const [w] = [...who];
  const lastGame = Math.max(...t.games.filter((g) => g.white === w || g.black === w).map((g) => g.round));
  expect(zpb.map((u) => u.round)).toEqual(
    Array.from({ length: t.rounds - 3 }, (_, i) => i + 4).filter((r) => r > lastGame),
  );
  // Written in the canonical order: the writer reproduces it byte for byte.
  expect(makeTrf(t, { eol: 'lf' })).toBe(text);
});
