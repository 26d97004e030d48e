/** Registering players for a tournament: start numbers, duplicates, the frozen start list (C.04.2). */
import type { FormatError } from '../formats/formatError.ts';
import { err, ok, type Result } from '../result.ts';
import type { Tournament } from './model.ts';
import type { Player } from './player.ts';

/** A player as registered: everything but the start number, which `addPlayers` gives. */
export type NewPlayer = Omit<Player, 'id'>;

/** A name compared as a director would: case, accents, spaces and comma spacing ignored ("Mueller" ≠ "Müller"). */
const nameKey = (name: string): string =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('de')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim();

/** Two entries for one person: the same FIDE id, or the same name unless their birth years differ. */
function samePerson(a: NewPlayer, b: NewPlayer): boolean {
  if (a.fideId !== undefined && b.fideId !== undefined) return a.fideId.trim() === b.fideId.trim();
  if (nameKey(a.name) !== nameKey(b.name)) return false;
  return a.birthYear === undefined || b.birthYear === undefined || a.birthYear === b.birthYear;
}

/**
 * Adds players with the next free start numbers, in the order given. Refused, with nothing added,
 * when a player has no name, is already registered (or listed twice), or the start list is frozen.
 */
export function addPlayers(t: Tournament, players: readonly NewPlayer[]): Result<Tournament, FormatError> {
  if (t.startListFrozen && players.length > 0)
    return err({
      kind: 'startListFrozen',
      format: 'options',
      found: players[0]?.name ?? '',
      expected: 'no new player once the start numbers are fixed (round 1 is paired, C.04.2)',
    });
  const added: Player[] = [];
  let next = t.players.reduce((m, p) => Math.max(m, p.id), 0) + 1;
  for (const [i, p] of players.entries()) {
    if (p.name.trim() === '')
      return err({
        kind: 'badValue',
        format: 'options',
        path: `players[${i}].name`,
        found: '',
        expected: 'a name',
      });
    const twin = [...t.players, ...added].find((q) => samePerson(q, p));
    if (twin)
      return err({
        kind: 'duplicatePlayer',
        format: 'options',
        path: `players[${i}]`,
        found: p.name,
        expected: `a player not registered yet (start number ${twin.id} is ${twin.name}${twin.fideId ? `, FIDE id ${twin.fideId}` : ''})`,
      });
    added.push({ ...p, name: p.name.trim(), id: next++ });
  }
  return ok({ ...t, players: [...t.players, ...added] });
}
