// TRFs as other programs write them (issue 14): columns counted in Unicode code points both ways
// (an emoji in a name is one column, FIDE TRF-2026 counts columns), unknown birth dates 0000/00/00,
// and European dates in 042/052/132.
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import { line001 } from '../../../support/trfLine.ts';

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

test('birth date 0000/00/00 means unknown: no birth year, and a round trip keeps it unknown', () => {
  const r = parseTrf(['012 Unknown birth', line001(1, { birth: '0000/00/00' })].join('\n'));
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const p = r.value.tournament.players[0];
  expect(p?.birthYear).toBeUndefined();
  expect(p?.birthDate).toBeUndefined();
  expect(r.value.warnings).toEqual([]);
  const again = parseTrf(makeTrf(r.value.tournament, { eol: 'lf' }));
  expect(again.ok && again.value.tournament.players).toEqual(r.value.tournament.players);
});

describe('European dates in 042/052/132 read as ISO', () => {
  test.each([
    ['24/09/2010', '2010-09-24'],
    ['28.09.2010', '2010-09-28'],
    ['28. 09. 2010', '2010-09-28'],
    ['2010/09/28', '2010-09-28'],
  ])('042 %s → %s, no warning', (date, iso) => {
    const r = parseTrf(['012 Dates', `042 ${date}`, `052 ${date}`, line001(1), line001(2)].join('\n'));
    expect(r.ok && r.value.tournament.startDate).toBe(iso);
    expect(r.ok && r.value.tournament.endDate).toBe(iso);
    expect(r.ok && r.value.warnings).toEqual([]);
  });

  test('an ambiguous 03/04/2010 is read day first, with a located warning naming the rule version and why', () => {
    const r = parseTrf(['012 Dates', '042 03/04/2010', line001(1), line001(2)].join('\n'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tournament.startDate).toBe('2010-04-03');
    expect(r.value.warnings).toEqual([
      expect.stringMatching(
        /^line 2, column 5: date "03\/04\/2010" is ambiguous: read day first as 2010-04-03 \(not 2010-03-04\).*C02_2017, for events before 2024-04-01/,
      ),
    ]);
  });

  test('132 round dates 24.09.2010 and 01.10.2010 in the 10-column round cells', () => {
    const r132 = `132${' '.repeat(88)}24.09.2010${'01.10.2010'}`;
    const r = parseTrf(['012 Dates', r132, line001(1), line001(2)].join('\n'));
    expect(r.ok && r.value.tournament.roundDates).toEqual(['2010-09-24', '2010-10-01']);
    expect(r.ok && r.value.warnings).toEqual([]);
  });
});

test('a 299 record and the rewritten points column agree: the writer adds the abnormal points (TRF-2026 299)', () => {
  // Player 1 won round 1 and receives 1.0 abnormal point (299, all rounds): 2.0 in the points column.
  const r299 = `${'299'.padEnd(13)} 1.0  000    1`;
  const text = [
    '012 Abnormal points',
    line001(1, { points: '2.0', cells: ['   2 w 1'] }),
    line001(2, { points: '0.0', cells: ['   1 b 0'] }),
    r299,
  ].join('\n');
  const r = parseTrf(text);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.value.scoreMismatches).toEqual([]);
  const out = makeTrf(r.value.tournament, { eol: 'lf' });
  const p1 = out.split('\n').find((l) => l.startsWith('001    1')) ?? '';
  expect(p1.slice(80, 84)).toBe(' 2.0');
  expect(out).toContain(r299);
  const again = parseTrf(out);
  expect(again.ok && again.value.scoreMismatches).toEqual([]);
});
