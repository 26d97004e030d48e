// rochade pair --<flag> FILE -c: after the pairings, the points and ranks the TRF's 001 lines state
// against those its results give (FIDE C.02.03 §7: a checker verifies standings as well as pairings).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { STANDARD_POINTS, type Tournament } from '../../core/index.ts';
import { makeTrf } from '../../core/formats/trf/write.ts';
import { memoryIo } from '../support/memoryIo.ts';

const caseText = readFileSync(new URL('../fixtures/swiss/train-007-20p4r.trf', import.meta.url), 'latin1');

/** The file with `text` in columns from..to (1-based, right-aligned) of player `id`'s 001 line. */
function edit(id: number, from: number, to: number, text: string, base = caseText): string {
  return base
    .split('\r')
    .map((l) =>
      l.startsWith('001') && Number(l.slice(4, 8)) === id
        ? l.slice(0, from - 1) + text.padStart(to - from + 1) + l.slice(to)
        : l,
    )
    .join('\r');
}

async function check(text: string): Promise<{ code: number; out: string }> {
  const io = memoryIo({ 'f.trf': text });
  const code = await runCli(['--dutch', 'f.trf', '-c'], io);
  return { code, out: io.out.join('') };
}

describe('the checker verifies the standings a TRF states', () => {
  // By hand from the file: player 4 won all four games (4.0), the only such score, so rank 1;
  // 6 has 3.5, 10 has 3.0, and 2, 3, 7, 8 have 2.5 (places 4-7); the file states 4, 5, 6, 7.
  test.each([
    ['the file as written', caseText, 0, []],
    [
      'points that are not the sum of the results',
      edit(4, 81, 84, '3.0'),
      1,
      ['player 4 has 3.0 points in the file, 4.0 from the results'],
    ],
    [
      'a rank outside the score group',
      edit(4, 86, 89, '2'),
      1,
      ['player 4 is ranked 2 in the file, 1 by the results'],
    ],
    [
      'two ranks swapped inside a score group: the order in it is not stated without 202 tie-breaks',
      edit(3, 86, 89, '4', edit(2, 86, 89, '5')),
      0,
      [],
    ],
  ])('%s', async (_name, text, code, lines) => {
    const r = await check(text);
    expect(r.out).toMatch(/SUMMARY rounds=4 differing=0/);
    expect(r.out).toMatch(new RegExp(`STANDINGS differing=${lines.length}\\n$`));
    for (const l of lines) expect(r.out).toContain(l);
    expect(r.code).toBe(code);
  });
});

describe('ranks inside a score group, by the tie-breaks the file names (202)', () => {
  // By hand: round 1 1-0 3 and 2-0 4 (wins for 1 and 2), round 2 1 draws 2, 3 beats 4: 1 and 2 have
  // 1.5, 3 has 1, 4 has 0. Buchholz: 1 met 3 (1) and 2 (1.5) = 2.5; 2 met 4 (0) and 1 (1.5) = 1.5,
  // so by BH 1 is first and 2 second; the file states them the other way round.
  const t = (tiebreaks?: readonly string[]): Tournament => ({
    name: 'Blitz Fürth',
    kind: 'swiss',
    rounds: 2,
    players: [
      { id: 1, name: 'Müller, Jürgen', fide: 2100, rank: 2 },
      { id: 2, name: 'Weiß, Anneliese', fide: 2050, rank: 1 },
      { id: 3, name: 'Groß, Björn', fide: 1990, rank: 3 },
      { id: 4, name: 'Fuß, Lötte', fide: 1850, rank: 4 },
    ],
    games: [
      { round: 1, white: 1, black: 3, result: '1-0' },
      { round: 1, white: 2, black: 4, result: '1-0' },
      { round: 2, white: 2, black: 1, result: '1/2-1/2' },
      { round: 2, white: 3, black: 4, result: '1-0' },
    ],
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    ...(tiebreaks ? { tiebreaks } : {}),
  });

  test.each([
    ['no 202: the order inside the 1.5 group is not stated', undefined, []],
    [
      '202 BH: 1 is first, 2 second',
      ['BH'],
      [
        'player 1 is ranked 2 in the file, 1 by the results',
        'player 2 is ranked 1 in the file, 2 by the results',
      ],
    ],
  ])('%s', async (_name, tiebreaks, lines) => {
    const r = await check(makeTrf(t(tiebreaks)));
    expect(r.out).toMatch(new RegExp(`STANDINGS differing=${lines.length}\\n$`));
    for (const l of lines) expect(r.out).toContain(l);
  });
});

describe('a file exported while a round is paired and has no result yet', () => {
  // The writer states the points after the last round with a result (TRF-2026 / bbpPairings: a
  // round holding only unplayed pairings is not counted yet), so the checker must count the same
  // rounds. By hand: round 1 1-0 (1 beats 2), 3 has the pairing-allocated bye (1 point); round 2
  // paired, no result: 3-1, and 2 has the bye. Stated: 1 has 1.0, 2 has 0.0, 3 has 1.0.
  const t: Tournament = {
    name: 'Schnellschach Weißenburg',
    kind: 'swiss',
    rounds: 3,
    players: [
      { id: 1, name: 'Müller, Jürgen', fide: 2100 },
      { id: 2, name: 'Weiß, Anneliese', fide: 2050 },
      { id: 3, name: 'Groß, Björn', fide: 1990 },
    ],
    games: [
      { round: 1, white: 1, black: 2, result: '1-0' },
      { round: 2, white: 3, black: 1, result: '*' },
    ],
    unpaired: [
      { round: 1, player: 3, kind: 'PAB' },
      { round: 2, player: 2, kind: 'PAB' },
    ],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };

  test('the exported points are what the checker counts: no standings difference', async () => {
    const text = makeTrf(t);
    expect(text).toMatch(/Weiß, Anneliese {2,}2050 {2,}0\.0/);
    const r = await check(text);
    expect(r.out).toMatch(/STANDINGS differing=0\n$/);
    expect(r.code).toBe(0);
  });
});
