/**
 * Naming a player as a director types it: a start number, a full name, or a unique part of one,
 * with case, accents, umlauts and ß folded (`Mueller` and `Muller` find Müller, `Strasse` finds
 * Straße). A miss suggests the nearest names by edit distance; a part that fits several players
 * lists them.
 */
import { minOf } from '../arrays.ts';
import { err, ok, type Result } from '../result.ts';
import type { Player } from '../tournament/player.ts';
import type { Tournament } from '../tournament/model.ts';
import type { WorkflowError } from './errors.ts';

/**
 * The form names are compared in: lower case, accents dropped (é → e, ä → a), ß → ss, and the
 * German transcriptions ae/oe/ue read as the plain vowel, so "Müller", "Mueller" and "Muller" meet.
 */
export function foldPlayerName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/([aou])e/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Levenshtein distance (insert, delete, substitute one character). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

const label = (p: Player): string => `${p.id} ${p.name}`;

/** The nearest names to a miss: the smallest distance to the whole name or one of its words. */
function suggestions(players: readonly Player[], key: string): readonly string[] {
  const limit = Math.max(2, Math.floor(key.length / 3));
  const scored = players
    .map((p) => {
      const name = foldPlayerName(p.name);
      const words = [name, ...name.split(' ')];
      return { p, d: minOf(words.map((w) => editDistance(key, w))) };
    })
    .filter((x) => x.d <= limit)
    .sort((a, b) => a.d - b.d || a.p.id - b.p.id);
  const best = scored[0]?.d;
  return scored
    .filter((x) => x.d === best)
    .slice(0, 3)
    .map((x) => label(x.p));
}

/**
 * The player `ref` names: a start number (`7`), a full name, or a unique part of one; every word of
 * `ref` must occur in the name (`Anna Müller` finds "Müller, Anna").
 */
export function findPlayer(t: Tournament, ref: string): Result<Player, WorkflowError> {
  const s = ref.trim();
  if (/^\d+$/.test(s)) {
    const p = t.players.find((x) => x.id === Number(s));
    return p ? ok(p) : err({ kind: 'noSuchPlayer', found: s, suggestions: [] });
  }
  const key = foldPlayerName(s);
  if (key === '') return err({ kind: 'noSuchPlayer', found: s, suggestions: [] });
  const exact = t.players.filter((p) => foldPlayerName(p.name) === key);
  if (exact.length === 1 && exact[0]) return ok(exact[0]);
  const words = key.split(' ');
  const part = t.players.filter((p) => {
    const name = foldPlayerName(p.name);
    return words.every((w) => name.includes(w));
  });
  if (part.length === 1 && part[0]) return ok(part[0]);
  // "Weiß" names Weiß, Jan rather than Weißmann, Eva: a part that is a whole word of one name only.
  const whole = part.filter((p) => {
    const nameWords = foldPlayerName(p.name).split(' ');
    return words.every((w) => nameWords.includes(w));
  });
  if (whole.length === 1 && whole[0]) return ok(whole[0]);
  if (part.length === 0)
    return err({ kind: 'noSuchPlayer', found: s, suggestions: suggestions(t.players, key) });
  return err({ kind: 'ambiguousPlayer', found: s, candidates: part.map(label) });
}
