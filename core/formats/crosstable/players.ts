import { err, ok, type Result } from '../../result.ts';
import { parsePersonName, type Player } from '../../tournament/player.ts';
import type { Grid, LayoutBase } from './layout.ts';
import type { FormatError } from '../formatError.ts';

const DWZ = /^(\d{3,4})(?:\s*-\s*(\d{1,3}))?$/;
const NUMBER = /^\d{3,4}$/;
const YEAR = /(?:^|\D)(\d{4})(?:\D|$)/;
/** Marks for "no rating" in a rating column. */
const UNRATED = /^(-|—|–|0|\?|n\.?\s*a\.?)?$/i;

/**
 * The players of a crosstable from the side columns of their rows: name (also split into Name,
 * Vorname), title, club, federation, DWZ with index (`1712-62`), Elo, birth year.
 */
export function readPlayers(
  g: Grid,
  layout: LayoutBase,
  format: FormatError['format'],
): Result<Player[], FormatError> {
  const players: Player[] = [];
  for (const [idx, r] of layout.playerRows.entries()) {
    const id = idx + 1;
    const fields: { -readonly [K in keyof Player]?: Player[K] } = {};
    let name = '';
    let firstName = '';
    let dwzIndex: number | undefined;
    for (const col of layout.columns) {
      const t = g[r]?.[col.column] ?? '';
      if (t === '') continue;
      const bad = (expected: string): Result<Player[], FormatError> =>
        err({ kind: 'badValue', format, row: r + 1, column: col.column + 1, found: t, expected });
      switch (col.kind) {
        case 'name':
          name = t;
          break;
        case 'firstName':
          firstName = t;
          break;
        case 'title':
        case 'club':
        case 'federation':
          if (!/^[-—–]$/.test(t)) fields[col.kind] = t;
          break;
        case 'dwz': {
          if (UNRATED.test(t)) break;
          const m = DWZ.exec(t);
          if (!m) return bad('a DWZ like 1712-62 or 1712');
          fields.dwz = { rating: Number(m[1]), ...(m[2] !== undefined ? { index: Number(m[2]) } : {}) };
          break;
        }
        case 'dwzIndex':
          if (UNRATED.test(t)) break;
          if (!/^\d{1,3}$/.test(t)) return bad('a DWZ index like 62');
          dwzIndex = Number(t);
          break;
        case 'elo':
          if (UNRATED.test(t)) break;
          if (!NUMBER.test(t)) return bad('an Elo rating like 2105');
          fields.fide = Number(t);
          break;
        case 'birthYear': {
          if (UNRATED.test(t)) break;
          const m = YEAR.exec(t);
          if (!m) return bad('a birth year like 1987');
          fields.birthYear = Number(m[1]);
          break;
        }
        case 'number':
        case 'points':
        case 'other':
          break;
      }
    }
    if (firstName !== '') name = name === '' ? firstName : `${name}, ${firstName}`;
    if (name === '') name = `Player ${id}`;
    const dwz = fields.dwz;
    if (dwz && dwzIndex !== undefined && dwz.index === undefined) fields.dwz = { ...dwz, index: dwzIndex };
    if (fields.title === undefined) {
      const title = parsePersonName(name).title;
      if (title) fields.title = title;
    }
    players.push({ id, name, ...fields });
  }
  return ok(players);
}
