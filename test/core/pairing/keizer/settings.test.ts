// The club's Keizer settings written after the code (TRF 192, the tournament file's pairing
// system): read, used by pairing and standings, refused with the setting named when wrong.
import { describe, expect, test } from 'vitest';
import { makeTrf, parseTrf } from '../../../../core/formats/trf/trf.ts';
import { pairKeizer, parseKeizerSettings } from '../../../../core/pairing/keizer/index.ts';
import { pairingSystemOf } from '../../../../core/pairing/registry.ts';
import { computeStandings } from '../../../../core/standings/index.ts';
import type { Tournament } from '../../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';

describe('parseKeizerSettings', () => {
  test.each([
    ['KEIZER', {}],
    ['KEIZER top=60 loss=1/6', { topValue: 60, loss: [1, 6] }],
    ['KEIZER excused=1/3 club=2/3 bye=0.5', { excused: [1, 3], clubDuty: [2, 3], bye: [5, 10] }],
    [
      'KEIZER repeat=8 absences=10 own=no evenbyes=yes',
      { repeatAfter: 8, absenceLimit: 10, ownValue: false, evenByes: true },
    ],
    ['keizer win=1 draw=1/2 unexcused=0 step=2', { win: [1, 1], draw: [1, 2], unexcused: [0, 1], step: 2 }],
  ])('%s', (code, settings) => {
    expect(parseKeizerSettings(code)).toEqual({ ok: true, value: settings });
  });

  test.each([
    ['KEIZER top=sixty', /"top=sixty": expected a whole number/],
    ['KEIZER loss=1/0', /"loss=1\/0": expected a fraction/],
    ['KEIZER own=maybe', /yes or no/],
    ['KEIZER repeats=4', /"repeats=4": expected key=value with a key of top, step/],
  ])('%s is refused with the setting named', (code, message) => {
    const r = parseKeizerSettings(code);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

const club = (pairingSystem: string): Tournament => ({
  name: 'Keizer Schachklub Weiße Dame',
  kind: 'swiss',
  rounds: 10,
  players: [1, 2, 3, 4].map((id) => ({ id, name: `Spieler ${id}` })),
  games: [
    { round: 1, white: 2, black: 1, result: '1/2-1/2' },
    { round: 1, white: 4, black: 3, result: '1/2-1/2' },
  ],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  pairingSystem,
});

describe('the written settings at work', () => {
  test('the registry finds the system by the code before the settings', () => {
    expect(pairingSystemOf(club('KEIZER repeat=0'))?.id).toBe('keizer');
  });

  test('repeat=0 lets the neighbours meet again in round 2; the default (4) does not', () => {
    const again = pairKeizer(club('KEIZER repeat=0'));
    const fresh = pairKeizer(club('KEIZER'));
    expect(again.ok && again.value.boards.map((b) => [b.white, b.black].sort())).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(fresh.ok && fresh.value.boards.map((b) => [b.white, b.black].sort())).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  test('standings use the top value written: top=60 gives 1 = 60 + 59/2', () => {
    const s = computeStandings(club('KEIZER top=60'));
    if (!s.ok) throw new Error('standings failed');
    expect(s.value.rows[0]?.values['KZ']).toBe(60 + 59 / 2);
  });

  test('a wrong setting: pairing refused with the setting named', () => {
    expect(pairKeizer(club('KEIZER top=x'))).toMatchObject({
      ok: false,
      error: { kind: 'invalidInput', message: /"top=x"/ },
    });
  });

  test('TRF 192 keeps the settings', () => {
    const parsed = parseTrf(makeTrf(club('KEIZER top=60 excused=1/3 repeat=8')));
    if (!parsed.ok) throw new Error('does not parse');
    expect(parsed.value.tournament.pairingSystem).toBe('KEIZER top=60 excused=1/3 repeat=8');
  });
});
