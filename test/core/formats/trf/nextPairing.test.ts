// TRF out keeps what the next pairing depends on (TRF-2026: 142 rounds, 152 initial colour, 240
// byes for a round, cells `0000 - Z`/`-` for absences): written by makeTrf, read back by parseTrf
// into the same model. scripts/trf-export-vs-bbp.mjs pairs such exports with bbpPairings.
import { describe, expect, test } from 'vitest';
import { asTournamentInProgress } from '../../../../core/formats/inProgress.ts';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import { STANDARD_POINTS, type Tournament } from '../../../../core/tournament/index.ts';

const players = ['Müller, Jörg', 'Weiß, Anna', 'Groß, Käthe', 'Özdemir, Ömer', 'Straße, Björn'].map(
  (name, i) => ({ id: i + 1, name, fide: 2000 - 100 * i }),
);
const base: Tournament = {
  name: 'Vereinsturnier Köln',
  kind: 'swiss',
  rounds: 5,
  players,
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  initialColor: 'black',
};
// After round 1: 1-3 1-0, 4-2 draw, 5 the PAB.
const afterRound1: Tournament = {
  ...base,
  games: [
    { round: 1, white: 1, black: 3, result: '1-0' },
    { round: 1, white: 4, black: 2, result: '1/2-1/2' },
  ],
  unpaired: [{ round: 1, player: 5, kind: 'PAB' }],
};

const lines = (t: Tournament): string[] => makeTrf(t, { eol: 'lf' }).split('\n');
const readBack = (t: Tournament): Tournament => {
  const r = parseTrf(makeTrf(t));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.tournament;
};

describe('TRF-2026 152: the initial colour', () => {
  test('before round 1 without a colour: 152 W (bbpPairings refuses the file without it)', () => {
    const { initialColor: _, ...none } = base;
    expect(lines(none)).toEqual(expect.arrayContaining(['152 W', 'XXC white1']));
  });

  test('a recorded colour is written and read back', () => {
    expect(lines(base)).toEqual(expect.arrayContaining(['152 B', 'XXC black1']));
    expect(readBack(afterRound1).initialColor).toBe('black');
  });

  test('not written when the round-1 games tell it and none is recorded (the file as it came)', () => {
    const { initialColor: _, ...none } = afterRound1;
    expect(lines(none).some((l) => l.startsWith('152'))).toBe(false);
  });
});

describe('TRF-2026 240: byes requested ahead', () => {
  const requests: Tournament = {
    ...afterRound1,
    byeRequests: [
      { player: 2, round: 3, kind: 'HPB' },
      { player: 4, round: 3, kind: 'ZPB' },
      { player: 3, round: 4, kind: 'HPB' },
      { player: 1, round: 5, kind: 'FPB' },
    ],
  };

  test('one 240 line per round and type, ids at columns 11-14, 16-19 …', () => {
    expect(lines(requests).filter((l) => l.startsWith('240'))).toEqual([
      '240 H   3    2',
      '240 Z   3    4',
      '240 H   4    3',
      '240 F   5    1',
    ]);
  });

  test('requests for rounds after the one to be paired read back as requests', () => {
    expect(readBack(requests).byeRequests).toEqual(requests.byeRequests);
  });

  test('a request for the round to be paired reads back as that round’s bye (TRF-2026 240), and as a request once taken over', () => {
    const next: Tournament = { ...afterRound1, byeRequests: [{ player: 2, round: 2, kind: 'HPB' }] };
    const back = readBack(next);
    expect(back.unpaired).toContainEqual({ round: 2, player: 2, kind: 'HPB' });
    const taken = asTournamentInProgress(back);
    expect(taken.byeRequests).toEqual(next.byeRequests);
    expect(taken.unpaired).toEqual(afterRound1.unpaired);
  });

  test('a withdrawn player’s requests are left out: the withdrawal’s 240 Z says it', () => {
    const t: Tournament = { ...requests, withdrawals: [{ player: 3, afterRound: 1 }] };
    const out = lines(t);
    expect(out).toContain('240 Z   2    3');
    expect(out.some((l) => l.startsWith('240 H   4'))).toBe(false);
    expect(readBack(t).byeRequests).toEqual(requests.byeRequests?.filter((b) => b.player !== 3));
  });
});

describe('absences, withdrawals, forfeits and late entries come back', () => {
  test.each<[string, Partial<Tournament>]>([
    [
      'a forfeit and a double forfeit',
      {
        games: [
          { round: 1, white: 1, black: 3, result: '+:-' },
          { round: 1, white: 4, black: 2, result: '-:-' },
        ],
      },
    ],
    [
      'an absence (0000 - -)',
      { unpaired: [...afterRound1.unpaired.map((u) => ({ ...u, kind: 'absent' as const }))] },
    ],
    ['a withdrawal after round 1 (XXW)', { withdrawals: [{ player: 4, afterRound: 1 }] }],
    [
      // C.04.2 (2026): the rounds a late entry missed are not paired, no points.
      'a late entry before round 2: round 1 absent',
      {
        players: [...players, { id: 6, name: 'Nachzügler, Sören', fide: 1500 }],
        unpaired: [...afterRound1.unpaired, { round: 1, player: 6, kind: 'absent' as const }],
      },
    ],
  ])('%s', (_name, change) => {
    const t: Tournament = { ...afterRound1, ...change };
    const back = readBack(t);
    expect({
      games: back.games,
      unpaired: back.unpaired,
      withdrawals: back.withdrawals,
      players: back.players,
    }).toEqual({
      games: t.games,
      unpaired: t.unpaired,
      withdrawals: t.withdrawals,
      players: t.players,
    });
    expect(back.rounds).toBe(5);
  });
});

test('TRF-2026 250 with blank game points is read (no fictitious game points)', () => {
  const text = `${makeTrf(afterRound1, { eol: 'lf' })}250 02.0      001 002 0001 0002\n`;
  const r = parseTrf(text);
  expect(r.ok ? r.value.tournament.accelerations : r.error).toBeUndefined();
});
