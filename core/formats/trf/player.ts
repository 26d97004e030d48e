import type { FormatError } from '../formatError.ts';
import type { Player, Sex } from '../../tournament/player.ts';
import { cols, halfPointsField, intField, lineLength, trfDate, trfError } from './lines.ts';

/** One round cell of a `001` line (FIDE TRF-2026, player record): opponent (0 = none), colour, result code. */
export interface TrfCell {
  readonly round: number;
  readonly column: number; // 1-based column of the cell's first character
  readonly opponent: number;
  readonly color: 'w' | 'b' | '-';
  /** Upper-cased result code, '' when blank. */
  readonly code: string;
  readonly text: string;
}

export interface TrfPlayerLine {
  readonly player: Player;
  readonly line: number; // 1-based
  /** Points field (cols 81-84) in half-points; undefined when blank. */
  readonly points?: number;
  /** Cells by round (index 0 = round 1); undefined = a blank or missing cell. */
  readonly cells: readonly (TrfCell | undefined)[];
}

export const RESULT_CODES = ['1', '=', '0', 'W', 'D', 'L', '+', '-', 'U', 'F', 'H', 'Z', ''] as const;
const CELL_START = 92;
const CELL_WIDTH = 10;
export const cellColumn = (round: number): number => CELL_START + CELL_WIDTH * (round - 1);

/** Parses the static fields and the round cells of a `001` line (without cross-player checks). */
export function parsePlayerLine(
  text: string,
  line: number,
  warnings: string[],
): { ok: true; value: TrfPlayerLine } | { ok: false; error: FormatError } {
  const bad = (
    column: number,
    to: number,
    expected: string,
    kind: FormatError['kind'],
  ): { ok: false; error: FormatError } => ({
    ok: false,
    error: trfError(kind, line, column, cols(text, column, to), expected),
  });
  const id = intField(cols(text, 5, 8));
  if (id === undefined || Number.isNaN(id) || id < 1)
    return bad(5, 8, 'a starting rank 1-9999', 'badPlayerId');
  const rating = intField(cols(text, 49, 52));
  if (Number.isNaN(rating)) return bad(49, 52, 'a numeric rating 0-9999 or blanks', 'badRating');
  const points = halfPointsField(cols(text, 81, 84));
  if (Number.isNaN(points)) return bad(81, 84, 'points like 4.5 or blanks', 'badPoints');
  const rank = intField(cols(text, 86, 89));
  if (Number.isNaN(rank)) return bad(86, 89, 'a rank number or blanks', 'badRank');

  const sexText = cols(text, 10, 10).trim().toLowerCase();
  const sex: Sex | undefined = sexText === 'm' ? 'm' : sexText === 'w' || sexText === 'f' ? 'w' : undefined;
  if (sexText !== '' && sex === undefined)
    warnings.push(`line ${line}, column 10: unknown sex "${sexText}" ignored`);
  const title = cols(text, 11, 13).trim();
  const federation = cols(text, 54, 56).trim();
  const fideId = cols(text, 58, 68).trim();
  const birth = cols(text, 70, 79).trim();
  let birthDate: string | undefined;
  let birthYear: number | undefined;
  // 0000/00/00 (and 0000) is how several programs write "unknown": no birth year, not the year 0.
  if (birth !== '' && !/^0000(?:[/.-]00[/.-]00)?$/.test(birth)) {
    birthDate = trfDate(birth);
    const year = /^(\d{4})(?:[/.-]00[/.-]00)?$/.exec(birth)?.[1];
    birthYear =
      birthDate !== undefined ? Number(birthDate.slice(0, 4)) : year !== undefined ? Number(year) : undefined;
    if (birthYear === undefined)
      warnings.push(`line ${line}, column 70: birth date "${birth}" not understood, ignored`);
  }
  const player: Player = {
    id,
    name: cols(text, 15, 47).trim(),
    ...(sex ? { sex } : {}),
    ...(title ? { title } : {}),
    ...(rating ? { fide: rating } : {}),
    ...(federation ? { federation } : {}),
    ...(fideId ? { fideId } : {}),
    ...(birthYear !== undefined ? { birthYear } : {}),
    ...(birthDate !== undefined ? { birthDate } : {}),
    ...(rank !== undefined ? { rank } : {}),
  };

  const cells: (TrfCell | undefined)[] = [];
  for (let round = 1, length = lineLength(text); cellColumn(round) <= length; round++) {
    const c = cellColumn(round);
    const cellText = cols(text, c, c + CELL_WIDTH - 1);
    if (cellText.trim() === '') {
      cells.push(undefined);
      continue;
    }
    const opp = intField(cols(text, c, c + 3));
    if (Number.isNaN(opp)) return bad(c, c + 3, `an opponent id or 0000 for round ${round}`, 'badOpponent');
    const colorText = cols(text, c + 5, c + 5).toLowerCase();
    const color =
      colorText === 'w'
        ? 'w'
        : colorText === 'b'
          ? 'b'
          : colorText === '-' || colorText === ' ' || colorText === ''
            ? '-'
            : undefined;
    if (color === undefined) return bad(c + 5, c + 5, `a colour w, b or - for round ${round}`, 'badColor');
    const code = cols(text, c + 7, c + 7)
      .trim()
      .toUpperCase();
    if (!(RESULT_CODES as readonly string[]).includes(code))
      return bad(
        c + 7,
        c + 7,
        `a result code (1 = 0 W D L + - U F H Z or blank) for round ${round}`,
        'badResult',
      );
    const rest = cols(text, c + 8, c + CELL_WIDTH - 1).trim();
    if (rest !== '' || cols(text, c + 4, c + 4).trim() !== '' || cols(text, c + 6, c + 6).trim() !== '')
      return bad(c, c + CELL_WIDTH - 1, `a round ${round} cell "NNNN c r" at column ${c}`, 'badCell');
    cells.push({ round, column: c, opponent: opp ?? 0, color, code, text: cellText });
  }
  return { ok: true, value: { player, line, cells, ...(points !== undefined ? { points } : {}) } };
}
