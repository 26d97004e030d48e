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

/** What a typed name finds among named things: one, several (a part of many), or none (with the nearest). */
export type NameMatch<T> =
  | { readonly kind: 'one'; readonly item: T }
  | { readonly kind: 'many'; readonly items: readonly T[] }
  | { readonly kind: 'none'; readonly nearest: readonly T[] };

/** The nearest names to a miss: the smallest distance to the whole name or one of its words. */
function nearest<T>(items: readonly T[], nameOf: (x: T) => string, key: string): readonly T[] {
  const limit = Math.max(2, Math.floor(key.length / 3));
  const scored = items
    .map((item) => {
      const name = foldPlayerName(nameOf(item));
      const words = [name, ...name.split(' ')];
      return { item, d: minOf(words.map((w) => editDistance(key, w))) };
    })
    .filter((x) => x.d <= limit)
    .sort((a, b) => a.d - b.d);
  const best = scored[0]?.d;
  return scored
    .filter((x) => x.d === best)
    .slice(0, 3)
    .map((x) => x.item);
}

/**
 * The item a typed name `ref` names: its full name or a unique part of one, folded as
 * `foldPlayerName` does; every word of `ref` must occur in the name (`Anna Müller` finds
 * "Müller, Anna"). Players and teams are named alike.
 */
export function matchName<T>(items: readonly T[], nameOf: (x: T) => string, ref: string): NameMatch<T> {
  const key = foldPlayerName(ref);
  if (key === '') return { kind: 'none', nearest: [] };
  const exact = items.filter((x) => foldPlayerName(nameOf(x)) === key);
  if (exact.length === 1 && exact[0] !== undefined) return { kind: 'one', item: exact[0] };
  const words = key.split(' ');
  const part = items.filter((x) => {
    const name = foldPlayerName(nameOf(x));
    return words.every((w) => name.includes(w));
  });
  if (part.length === 1 && part[0] !== undefined) return { kind: 'one', item: part[0] };
  // "Weiß" names Weiß, Jan rather than Weißmann, Eva: a part that is a whole word of one name only.
  const whole = part.filter((x) => {
    const nameWords = foldPlayerName(nameOf(x)).split(' ');
    return words.every((w) => nameWords.includes(w));
  });
  if (whole.length === 1 && whole[0] !== undefined) return { kind: 'one', item: whole[0] };
  if (part.length === 0) return { kind: 'none', nearest: nearest(items, nameOf, key) };
  return { kind: 'many', items: part };
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
  const m = matchName(
    [...t.players].sort((a, b) => a.id - b.id),
    (p) => p.name,
    s,
  );
  if (m.kind === 'one') return ok(m.item);
  if (m.kind === 'none') return err({ kind: 'noSuchPlayer', found: s, suggestions: m.nearest.map(label) });
  return err({ kind: 'ambiguousPlayer', found: s, candidates: m.items.map(label) });
}
