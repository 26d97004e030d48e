/**
 * The standings half of `rochade pair --<flag> FILE -c`: FIDE C.02.03 §7 asks a tournament
 * handler's checker to verify the standings as well as the pairings. A TRF states each player's
 * points (`001` columns 81-84) and rank (86-89); both are compared with the standings the results
 * give (`computeStandings`, with the file's 202/212 tie-breaks). TRF-2026 states the tie-break
 * list (202/212) but no per-player tie-break values, so there are none to compare.
 */
import { maxOf, minOf, type Tournament } from '../../core/index.ts';
import { pointsRound } from '../../core/formats/index.ts';
import { computeStandings } from '../../core/standings/index.ts';

/** What one `001` line states. */
export interface StatedStanding {
  readonly line: number;
  readonly id: number;
  /** Half-points; undefined when the field is blank. */
  readonly points?: number;
  readonly rank?: number;
}

/** The points and ranks the `001` lines of a TRF state (columns as FIDE TRF-2026 lays them out). */
export function statedStandings(text: string): readonly StatedStanding[] {
  const out: StatedStanding[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    if (!raw.startsWith('001')) return;
    const id = Number(raw.slice(4, 8).trim());
    if (!Number.isInteger(id) || id < 1) return;
    const pts = raw.slice(80, 84).trim();
    const rank = raw.slice(85, 89).trim();
    const halves = /^\d+(\.[05])?$/.test(pts) ? Math.round(Number(pts) * 2) : undefined;
    const r = /^\d+$/.test(rank) && Number(rank) > 0 ? Number(rank) : undefined;
    out.push({
      line: i + 1,
      id,
      ...(halves !== undefined ? { points: halves } : {}),
      ...(r !== undefined ? { rank: r } : {}),
    });
  });
  return out;
}

const showPoints = (halves: number): string => `${Math.floor(halves / 2)}.${halves % 2 === 1 ? '5' : '0'}`;

/**
 * The differences between what the file states and the standings its results give, one line each.
 * A rank is checked exactly (ties share a place) when the file names its tie-breaks (202/212);
 * without them the order inside a score group is not stated, so the rank must only fall within
 * the places of the player's score group.
 */
export function standingsDifferences(t: Tournament, stated: readonly StatedStanding[]): readonly string[] {
  // The points column counts the rounds up to the last with a result (as the TRF writer and
  // bbpPairings do): a round paired and not yet played is not in it.
  const s = computeStandings(t, { afterRound: pointsRound(t) });
  if (!s.ok) return [`standings cannot be computed: ${s.error.message}`];
  const rows = s.value.rows;
  const byId = new Map(rows.map((r) => [r.player.id, r]));
  const exact = (t.tiebreaks?.length ?? 0) > 0;
  const out: string[] = [];
  for (const st of stated) {
    const row = byId.get(st.id);
    if (!row) continue;
    if (st.points !== undefined && st.points !== row.points)
      out.push(
        `line ${st.line}: player ${st.id} has ${showPoints(st.points)} points in the file, ${showPoints(row.points)} from the results`,
      );
    if (st.rank === undefined) continue;
    const group = rows.filter((r) => r.points === row.points);
    const [from, to] = exact
      ? [row.rank, row.rankTo ?? row.rank]
      : [minOf(group.map((r) => r.rank)), maxOf(group.map((r) => r.rankTo ?? r.rank))];
    if (st.rank < from || st.rank > to)
      out.push(
        `line ${st.line}: player ${st.id} is ranked ${st.rank} in the file, ${from === to ? from : `${from}-${to}`} by the results${
          exact ? ` and tie-breaks ${s.value.tiebreaks.join(',')}` : ''
        }`,
      );
  }
  return out;
}
