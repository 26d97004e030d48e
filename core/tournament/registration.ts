import type { Result } from '../result.ts';
import type { FormatError } from '../formats/formatError.ts';
import { INPUT_LIMITS } from '../formats/inputLimits.ts';
import type { Tournament } from './model.ts';
import type { Player } from './player.ts';

/** A player to register: everything but the start number, which registration assigns. */
export type NewPlayer = Omit<Player, 'id'>;

/**
 * Registers players after the last start number (placeholder of the registration module: the
 * tournament workflow owns the real one, with the same signature).
 */
export function addPlayers(t: Tournament, players: readonly NewPlayer[]): Result<Tournament, FormatError> {
  const first = t.players.reduce((m, p) => Math.max(m, p.id), 0) + 1;
  if (first - 1 + players.length > INPUT_LIMITS.players)
    return {
      ok: false,
      error: {
        kind: 'tooLarge',
        format: 'options',
        found: `${first - 1 + players.length} players`,
        expected: `at most ${INPUT_LIMITS.players}`,
      },
    };
  const added = players.map((p, i): Player => ({ ...p, id: first + i }));
  return { ok: true, value: { ...t, players: [...t.players, ...added] } };
}
