// Registering players: the next start numbers and duplicates refused, each registration kept in
// the history.
import { describe, expect, test } from 'vitest';
import { addPlayers, type NewPlayer } from '../../../core/workflow/registration.ts';
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
    expect(r.ok && r.value.tournament.players.slice(2)).toEqual([
      { id: 5, name: 'Özdemir, Can' },
      { id: 6, name: 'Schulz, Eva', fide: 1850 },
    ]);
  });

  test.each<[string, NewPlayer[], string]>([
    ['the same name (case and spacing aside)', [{ name: 'müller,anna' }], 'duplicatePlayer'],
    ['the same name and birth year', [{ name: 'Müller, Anna', birthYear: 1987 }], 'duplicatePlayer'],
    ['the same FIDE id under another name', [{ name: 'Weiss, Jan', fideId: '24611549' }], 'duplicatePlayer'],
    ['twice in one call', [{ name: 'Neu, Max' }, { name: 'Neu, Max' }], 'duplicatePlayer'],
    ['an empty name', [{ name: '  ' }], 'emptyName'],
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

  test('every registration is one history entry', () => {
    const r = addPlayers(base, [{ name: 'Özdemir, Can' }], { at: '2026-09-28T18:00:00.000Z' });
    expect(r.ok && r.value.tournament.history).toEqual([
      { action: 'register', player: 5, name: 'Özdemir, Can', at: '2026-09-28T18:00:00.000Z' },
    ]);
  });
});
