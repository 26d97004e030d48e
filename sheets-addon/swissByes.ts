// The "Byes" sheet of the Swiss workbook: byes a player asks for ahead of a round (FIDE C.04.1:
// half-point bye, zero-point bye; a full-point bye where the rules allow it), the add-on's
// counterpart of `rochade players bye`. One request per row: the player (start number or name as on
// the Players sheet), the round, the kind (empty = half), and the start number Rochade resolved a
// name to (column D, written by Pair next round), so renaming the player later keeps the request.
// Pure: the sheet's values in, the requests, the numbers to write and every located problem out.
import type { ByeRequest, Player, RequestedByeKind } from '../core/tournament/index.ts';
import { isEmptyCell, normalizeCell, type Grid } from './sheetIo.ts';
import type { SwissTexts } from './swissTexts.ts';
import { at } from './swissWorkbook.ts';

export const BYES_SHEET = 'Byes';
export const BYE_HEADERS = ['Player', 'Round', 'Bye', 'No.'] as const;
export const BYE_COLUMNS = { player: 1, round: 2, kind: 3, no: 4 } as const;

/** The kinds as typed (English, German, the TRF codes, the points); empty = a half-point bye. */
const KIND_BY_TEXT: Readonly<Record<string, RequestedByeKind>> = {
  '': 'HPB',
  half: 'HPB',
  halb: 'HPB',
  hpb: 'HPB',
  '½': 'HPB',
  '0.5': 'HPB',
  '0,5': 'HPB',
  zero: 'ZPB',
  null: 'ZPB',
  zpb: 'ZPB',
  '0': 'ZPB',
  full: 'FPB',
  voll: 'FPB',
  fpb: 'FPB',
  '1': 'FPB',
};

const text = (v: unknown): string => String(normalizeCell(v)).trim();

/** The player a cell names: a start number, else a name (whole, any case) that only one player has. */
function playerOfCell(
  v: unknown,
  players: readonly Player[],
): { readonly id: number } | { readonly problem: 'unknown' | 'ambiguous' } {
  const n = normalizeCell(v);
  if (typeof n === 'number') {
    const p = players.find((x) => x.id === n);
    return p ? { id: p.id } : { problem: 'unknown' };
  }
  const name = text(v).toLowerCase();
  const found = players.filter((p) => p.name.trim().toLowerCase() === name);
  if (found.length === 1 && found[0]) return { id: found[0].id };
  return { problem: found.length > 1 ? 'ambiguous' : 'unknown' };
}

/** The Byes sheet read: the requests, problems, and the No. column with the numbers resolved now. */
export interface ByesRead {
  readonly requests: readonly ByeRequest[];
  readonly problems: readonly string[];
  /**
   * Column D from row 1 with the start number of every request named by its player's name (the
   * header `No.` in D1); undefined when nothing new was resolved.
   */
  readonly numbers?: readonly (readonly (string | number)[])[];
}

/**
 * The requests of rounds not paired yet (`lastPaired` and before are history: their round sheets
 * hold the byes, so those rows are not checked). A start number in column D (written by Rochade
 * once the name was resolved) wins over the name. Problems name the cell: an unknown or ambiguous
 * player, a round outside 1..`rounds`, an unknown kind, a player asking twice for one round, a
 * round after the player's withdrawal (`withdrawnAfter`: player → his last round; C.04.2, not
 * paired after it).
 */
export function readByesSheet(
  g: Grid,
  players: readonly Player[],
  lastPaired: number,
  rounds: number,
  texts: SwissTexts,
  withdrawnAfter: ReadonlyMap<number, number> = new Map(),
): ByesRead {
  const requests: ByeRequest[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const numbers: (string | number)[][] = g.map((row, i) => [
    i === 0 ? BYE_HEADERS[3] : normalizeCell(row[BYE_COLUMNS.no - 1]),
  ]);
  let resolved = false;
  for (let r = 2; r <= g.length; r++) {
    const row = g[r - 1] ?? [];
    const cell = (c: number): unknown => row[c - 1] ?? '';
    if (isEmptyCell(cell(BYE_COLUMNS.player)) && isEmptyCell(cell(BYE_COLUMNS.round))) continue;
    const where = (c: number): string => at(BYES_SHEET, r, c);
    const past = normalizeCell(cell(BYE_COLUMNS.round));
    if (typeof past === 'number' && past <= lastPaired) continue;
    const stored = normalizeCell(cell(BYE_COLUMNS.no));
    const player =
      typeof stored === 'number' && players.some((p) => p.id === stored)
        ? { id: stored }
        : playerOfCell(cell(BYE_COLUMNS.player), players);
    const byName = typeof normalizeCell(cell(BYE_COLUMNS.player)) !== 'number';
    if (!('problem' in player) && byName && stored !== player.id) {
      numbers[r - 1] = [player.id];
      resolved = true;
    }
    if ('problem' in player)
      problems.push(
        `${where(BYE_COLUMNS.player)}: ${texts.byePlayer(player.problem, text(cell(BYE_COLUMNS.player)))}`,
      );
    const round = normalizeCell(cell(BYE_COLUMNS.round));
    const roundOk = typeof round === 'number' && Number.isInteger(round) && round >= 1 && round <= rounds;
    if (!roundOk) problems.push(`${where(BYE_COLUMNS.round)}: ${texts.byeRound(rounds, text(round))}`);
    const kind = KIND_BY_TEXT[text(cell(BYE_COLUMNS.kind)).toLowerCase()];
    if (kind === undefined)
      problems.push(`${where(BYE_COLUMNS.kind)}: ${texts.byeKind(text(cell(BYE_COLUMNS.kind)))}`);
    if ('problem' in player || !roundOk || kind === undefined) continue;
    const key = `${player.id}/${round}`;
    const before = seen.get(key);
    if (before !== undefined) {
      problems.push(
        `${where(BYE_COLUMNS.player)}: ${texts.byeTwice(round, at(BYES_SHEET, before, BYE_COLUMNS.player))}`,
      );
      continue;
    }
    seen.set(key, r);
    const after = withdrawnAfter.get(player.id);
    if (after !== undefined && round > after && round > lastPaired) {
      problems.push(`${where(BYE_COLUMNS.round)}: ${texts.byeWithdrawn(round, after)}`);
      continue;
    }
    requests.push({ player: player.id, round, kind });
  }
  return { requests, problems, ...(resolved ? { numbers } : {}) };
}

/**
 * The Byes sheet's start numbers after a renumbering (`to`: old number → new; a late entry while
 * rounds 1-3 are paired, FIDE C.04.2 (2026) 2) and with the names resolved now (`resolved`, column D
 * as `readByesSheet` returns it, in the old numbers): column A where a player is named by number,
 * column D. Undefined for a column that does not change.
 */
export function renumberedByes(
  g: Grid,
  resolved: readonly (readonly (string | number)[])[] | undefined,
  to: (no: number) => number,
): { readonly player?: (string | number)[][]; readonly no?: (string | number)[][] } {
  const column = (c: number, from: Grid | undefined): (string | number)[][] | undefined => {
    const before = g.map((row) => normalizeCell(row[c - 1]));
    const source = from ? from.map((row) => normalizeCell(row[0])) : before;
    const after = source.map((v, i) => (i > 0 && typeof v === 'number' ? to(v) : v));
    return after.some((v, i) => v !== before[i]) ? after.map((v) => [v]) : undefined;
  };
  const player = column(BYE_COLUMNS.player, undefined);
  const no = column(BYE_COLUMNS.no, resolved);
  return { ...(player ? { player } : {}), ...(no ? { no } : {}) };
}
