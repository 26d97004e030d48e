// FIDE TRF-2026 counts columns; other programs lay a name with an emoji out as one column per
// Unicode code point (issue 14). Both directions count code points, not UTF-16 units.
import { expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../core/formats/trf.ts';
import { line001 } from '../../support/trfLine.ts';

const NAME = 'Müller, 🐴 Hans'; // 15 code points, 16 UTF-16 units
const text = [
  '012 Emoji open',
  line001(1, { name: NAME, rating: '1800', points: '1.0', cells: ['   2 w 1'] }),
  line001(2, { name: 'Alt, Anna', rating: '1700', points: '0.0', cells: ['   1 b 0'] }),
].join('\n');

test('a line laid out by code points reads: name, rating, points and the round cell in place', () => {
  // line001 pads by UTF-16 units: re-lay line 2 by code points as other programs write it.
  const byCodePoints = text
    .split('\n')
    .map((l) => (l.includes('🐴') ? l.replace(`${NAME} `, `${NAME}  `) : l))
    .join('\n');
  const r = parseTrf(byCodePoints);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const p = r.value.tournament.players[0];
  expect(p?.name).toBe(NAME);
  expect(p?.fide).toBe(1800);
  expect(r.value.scoreMismatches).toEqual([]);
  expect(r.value.tournament.games).toHaveLength(1);
});

test('the writer keeps every later column in place after an emoji (points at columns 81-84)', () => {
  const r = parseTrf(text.replace(`${NAME} `, `${NAME}  `));
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const out = makeTrf(r.value.tournament, { eol: 'lf' });
  const line = out.split('\n').find((l) => l.includes('🐴')) ?? '';
  const cps = Array.from(line);
  expect(cps.slice(48, 52).join('')).toBe('1800');
  expect(cps.slice(80, 84).join('')).toBe(' 1.0');
  const again = parseTrf(out);
  expect(again.ok && makeTrf(again.value.tournament, { eol: 'lf' })).toBe(out);
});
