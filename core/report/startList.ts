import type { Tournament } from '../tournament/model.ts';
import type { Player } from '../tournament/player.ts';
import { REPORT_LABELS } from './labels.ts';
import type { ReportColumn, ReportLang, ReportTable } from './types.ts';

const rating = (p: Player): number => p.fide ?? p.dwz?.rating ?? 0;

/** DWZ as the DSB prints it: rating and index, "1712-62". */
export const formatDwz = (p: Player): string =>
  p.dwz === undefined
    ? ''
    : p.dwz.index === undefined
      ? String(p.dwz.rating)
      : `${p.dwz.rating}-${p.dwz.index}`;

/** Optional columns appear only when some player has a value: an empty column is noise on paper. */
const present = (players: readonly Player[], get: (p: Player) => unknown): boolean =>
  players.some((p) => get(p) !== undefined && get(p) !== '');

/**
 * The start list ordered by strength (Elo, else DWZ, highest first; then by name, as the FIDE
 * initial order C.04.2 B sorts equal ratings), numbered; the start number beside.
 */
export function makeStartList(t: Tournament, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const players = [...t.players].sort(
    (a, b) => rating(b) - rating(a) || a.name.localeCompare(b.name) || a.id - b.id,
  );
  type Col = readonly [ReportColumn, (p: Player, k: number) => string];
  const cols: Col[] = [
    [{ header: L.no, align: 'right', kind: 'number' }, (_, k) => String(k + 1)],
    [{ header: L.sno, align: 'right', kind: 'number', secondary: true }, (p) => String(p.id)],
  ];
  if (present(players, (p) => p.title))
    cols.push([{ header: L.title, align: 'left', kind: 'text', secondary: true }, (p) => p.title ?? '']);
  cols.push([{ header: L.name, align: 'left', kind: 'name' }, (p) => p.name]);
  if (present(players, (p) => p.federation))
    cols.push([{ header: L.fed, align: 'left', kind: 'text', secondary: true }, (p) => p.federation ?? '']);
  if (present(players, (p) => p.club))
    cols.push([{ header: L.club, align: 'left', kind: 'name', secondary: true }, (p) => p.club ?? '']);
  if (present(players, (p) => p.fide))
    cols.push([{ header: L.elo, align: 'right', kind: 'number' }, (p) => (p.fide ? String(p.fide) : '')]);
  if (present(players, (p) => p.dwz))
    cols.push([{ header: L.dwz_col, align: 'right', kind: 'number' }, formatDwz]);
  return {
    kind: 'startlist',
    title: L.startlist,
    columns: cols.map(([c]) => c),
    rows: players.map((p, k) => cols.map(([, get]) => get(p, k))),
    notes: [],
  };
}
