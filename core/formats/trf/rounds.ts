import { err, ok, type Result } from '../../result.ts';
import type { FormatError } from '../formatError.ts';
import type { ByeRequest, Game, GameResult, Unpaired, UnpairedKind } from '../../tournament/model.ts';
import { trfError } from './lines.ts';
import type { TrfCell, TrfPlayerLine } from './player.ts';
import type { TrfHeader } from './records.ts';
import { kindFromPairingSystem } from './kind.ts';

/**
 * TRF round cells → games and unpaired rounds (FIDE TRF-2026 result codes), checking that both cells of a
 * pairing point at each other with opposite colours and facing results.
 */
// Result codes that must face each other across a pairing (§5).
const FACING: Readonly<Record<string, readonly string[]>> = {
  '1': ['0'],
  '0': ['1'],
  '=': ['='],
  W: ['L'],
  L: ['W'],
  D: ['D'],
  '+': ['-'],
  '-': ['+', '-'],
  '': [''],
};
const BYE_CODES: Readonly<Record<string, UnpairedKind>> = {
  U: 'PAB',
  F: 'FPB',
  H: 'HPB',
  Z: 'ZPB',
  '': 'ZPB',
  '-': 'absent',
};

function gameResult(white: string, black: string): GameResult {
  if (white === '1' || white === 'W') return '1-0';
  if (white === '0' || white === 'L') return '0-1';
  if (white === '=' || white === 'D') return '1/2-1/2';
  if (white === '+') return '+:-';
  if (white === '-') return black === '+' ? '-:+' : '-:-';
  return '*';
}

/** Turns cells into games and unpaired rounds, checking that both sides of every pairing agree. */
export function buildRounds(
  lines: readonly TrfPlayerLine[],
  header: TrfHeader,
  warnings: string[],
): Result<
  { games: Game[]; unpaired: Unpaired[]; byeRequests: ByeRequest[]; lastRound: number },
  FormatError
> {
  const byId = new Map(lines.map((l) => [l.player.id, l]));
  const order = new Map(lines.map((l, i) => [l.player.id, i]));
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  let lastRound = 0;
  const where = (
    pl: TrfPlayerLine,
    c: TrfCell,
    expected: string,
    kind: FormatError['kind'],
    detail?: string,
  ): FormatError => trfError(kind, pl.line, c.column, c.text.trimEnd(), expected, detail);
  for (const pl of lines) {
    const id = pl.player.id;
    for (const c of pl.cells) {
      if (!c) continue;
      lastRound = Math.max(lastRound, c.round);
      if (c.opponent === 0) {
        const kind = BYE_CODES[c.code] ?? (c.code === '+' ? 'PAB' : undefined);
        if (!kind) return err(where(pl, c, 'a bye code U F H Z - or blank with opponent 0000', 'badResult'));
        if (c.code === '+')
          warnings.push(`line ${pl.line}, column ${c.column}: "0000 +" read as a PAB (write U)`);
        unpaired.push({ round: c.round, player: id, kind });
        continue;
      }
      if (c.opponent === id)
        return err(
          where(pl, c, 'another player as opponent', 'badOpponent', `player ${id} paired with itself`),
        );
      const opp = byId.get(c.opponent);
      if (!opp)
        return err(
          where(pl, c, 'the starting rank of a player in the file', 'badOpponent', `no player ${c.opponent}`),
        );
      if (['U', 'F', 'H', 'Z'].includes(c.code))
        return err(where(pl, c, `opponent 0000 with bye code ${c.code}`, 'badResult'));
      const oc = opp.cells[c.round - 1];
      // built only for an error (a 200-player file has thousands of cells)
      const detail = (): string =>
        `player ${id} has ${c.opponent} in round ${c.round} but player ${c.opponent}'s cell (line ${opp.line}) says "${oc?.text.trimEnd() ?? ''}"`;
      if (!oc || oc.opponent !== id)
        return err(where(pl, c, 'both players of a pairing pointing at each other', 'asymmetric', detail()));
      if (!(FACING[c.code] ?? []).includes(oc.code))
        return err(
          where(
            pl,
            c,
            `results that agree (${c.code || 'blank'} against ${(FACING[c.code] ?? []).join(' or ') || 'blank'})`,
            'asymmetric',
            detail(),
          ),
        );
      const forfeit = ['+', '-'].includes(c.code);
      const colorsOk =
        (c.color === 'w' && oc.color === 'b') ||
        (c.color === 'b' && oc.color === 'w') ||
        (forfeit && c.color === '-' && oc.color === '-');
      if (!colorsOk)
        return err(
          where(
            pl,
            c,
            forfeit ? 'opposite colours w/b, or - on both sides' : 'opposite colours w and b',
            'badColor',
            detail(),
          ),
        );
      // both cells checked: the game is taken from the line that comes first
      if (order.get(c.opponent)! < order.get(id)!) continue;
      const known = c.color !== '-';
      const selfWhite = known ? c.color === 'w' : id < c.opponent;
      const [w, b] = selfWhite ? [c, oc] : [oc, c];
      games.push({
        round: c.round,
        white: selfWhite ? id : c.opponent,
        black: selfWhite ? c.opponent : id,
        result: gameResult(w.code, b.code),
        ...(['W', 'D', 'L'].includes(c.code) ? { unrated: true } : {}),
        ...(known ? {} : { colorsUnknown: true }),
      });
    }
  }
  // 240 records: byes and absences for a round, the one to be paired (after the last column) or a
  // later one: those are byes requested ahead (TRF-2026 240 names any round).
  const cellRounds = lastRound;
  const byeRequests: ByeRequest[] = [];
  for (const b of header.byes) {
    if (b.round > cellRounds + 1 && byId.has(b.player)) {
      if (b.kind !== 'PAB' && b.kind !== 'absent' && b.kind !== 'free')
        byeRequests.push({ player: b.player, round: b.round, kind: b.kind });
      continue;
    }
    if (!byId.has(b.player)) {
      warnings.push(`240: no player ${b.player}, ignored`);
      continue;
    }
    const cell = byId.get(b.player)?.cells[b.round - 1];
    if (cell) {
      if (cell.opponent !== 0 || BYE_CODES[cell.code] !== b.kind)
        warnings.push(
          `240: player ${b.player} round ${b.round} already has "${cell.text.trimEnd()}", 240 ignored`,
        );
      continue;
    }
    if (!unpaired.some((u) => u.player === b.player && u.round === b.round)) unpaired.push(b);
    lastRound = Math.max(lastRound, b.round);
  }
  // Round robins: an empty cell is the free round (§ "free" in the model).
  if (['roundRobin', 'doubleRoundRobin'].includes(kindFromPairingSystem(header.pairingSystem)?.kind ?? ''))
    for (const pl of lines)
      for (let r = 1; r <= lastRound; r++)
        if (!pl.cells[r - 1] && !unpaired.some((u) => u.player === pl.player.id && u.round === r))
          unpaired.push({ round: r, player: pl.player.id, kind: 'free' });
  const pos = (p: number): number => order.get(p) ?? 0;
  games.sort((a, b) => a.round - b.round);
  unpaired.sort((a, b) => a.round - b.round || pos(a.player) - pos(b.player));
  byeRequests.sort((a, b) => a.round - b.round || pos(a.player) - pos(b.player));
  return ok({ games, unpaired, byeRequests, lastRound });
}
