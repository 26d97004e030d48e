// Registering players: the next start numbers, duplicates refused, nothing added once the start list
// is frozen (C.04.2: the pairing numbers are fixed before round 1).
import { describe, expect, test } from 'vitest';
import { addPlayers, type NewPlayer } from '../../../core/tournament/registration.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import type { Tournament } from '../../../core/tournament/model.ts';

const base: Tournament = {
  name: 'T',
  kind: 'swiss',
  rounds: 5,
  players: [
    { id: 1, name: 'Müller, Anna', birthYear: 1987 },
    { id: 4, name: 'Weiß, Jan', fideId: '24611549' },
  ],
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
};

describe('addPlayers', () => {
  test('new players get the numbers after the highest, in the order given', () => {
    const r = addPlayers(base, [{ name: 'Özdemir, Can' }, { name: ' Schulz, Eva ', fide: 1850 }]);
    expect(r.ok && r.value.players.slice(2)).toEqual([
      { id: 5, name: 'Özdemir, Can' },
      { id: 6, name: 'Schulz, Eva', fide: 1850 },
    ]);
  });

  test.each<[string, NewPlayer[], string]>([
    ['the same name (case and spacing aside)', [{ name: 'müller,anna' }], 'duplicatePlayer'],
    ['the same name and birth year', [{ name: 'Müller, Anna', birthYear: 1987 }], 'duplicatePlayer'],
    ['the same FIDE id under another name', [{ name: 'Weiss, Jan', fideId: '24611549' }], 'duplicatePlayer'],
    ['twice in one call', [{ name: 'Neu, Max' }, { name: 'Neu, Max' }], 'duplicatePlayer'],
    ['an empty name', [{ name: '  ' }], 'badValue'],
  ])('refused: %s', (_case, players, kind) => {
    const r = addPlayers(base, players);
    expect(r.ok ? 'added' : r.error.kind).toBe(kind);
  });

  test.each<[string, NewPlayer]>([
    ['the same name, another birth year (two people)', { name: 'Müller, Anna', birthYear: 2010 }],
    ['"Mueller" is not "Müller"', { name: 'Mueller, Anna' }],
  ])('accepted: %s', (_case, player) => {
    expect(addPlayers(base, [player]).ok).toBe(true);
  });

  test('C.04.2: refused once the start list is frozen; nothing added', () => {
    const r = addPlayers({ ...base, startListFrozen: true }, [{ name: 'Spät, Karl' }]);
    expect(r.ok ? 'added' : r.error.kind).toBe('startListFrozen');
  });
});
