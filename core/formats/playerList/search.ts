import type { PlayerListEntry } from './playerList.ts';

/** What to look a player up by; every given field must match. */
export interface PlayerQuery {
  /** Words that must all occur in the name ("Müller", "Müller, Hans", "Hans Mueller"). */
  readonly name?: string;
  readonly zps?: string;
  readonly fideId?: string;
  readonly dsbId?: string;
  readonly memberNumber?: string;
}

/** Lower case, German umlauts as digraphs (ä → ae, ß → ss), other accents dropped: `Müller` = `Mueller`. */
export function foldName(s: string): string {
  return s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const words = (s: string): string[] =>
  foldName(s)
    .split(/[\s,.]+/)
    .filter(Boolean);

/** The entries matching every field of the query, in list order. */
export function findPlayers(entries: readonly PlayerListEntry[], q: PlayerQuery): PlayerListEntry[] {
  const nameWords = q.name === undefined ? [] : words(q.name);
  const same = (a: string | undefined, b: string | undefined): boolean =>
    b === undefined || (a !== undefined && a.trim().toUpperCase() === b.trim().toUpperCase());
  return entries.filter((e) => {
    if (!same(e.zps, q.zps) || !same(e.fideId, q.fideId) || !same(e.dsbId, q.dsbId)) return false;
    if (q.memberNumber !== undefined && Number(e.memberNumber ?? NaN) !== Number(q.memberNumber))
      return false;
    if (nameWords.length === 0) return true;
    const have = words(e.name);
    return nameWords.every((w) => have.some((h) => h.startsWith(w)));
  });
}
