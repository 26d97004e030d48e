/** One round's boards for people (a table) and for programs (`--json`, docs/workflow.md). */
import type { GameResult, Player, PlayerId, Tournament, UnpairedKind } from '../../core/index.ts';
import { roundBoards as boardsOfRound } from '../../core/tournament/index.ts';
import { displayRating, scoresAfter } from './players.ts';

export interface BoardPlayerJson {
  readonly id: PlayerId;
  readonly name: string;
  readonly rating: number | null;
  /** Points before the round. */
  readonly points: number;
}

export interface RoundBoardJson {
  readonly board: number;
  readonly white: BoardPlayerJson;
  readonly black: BoardPlayerJson | null;
  /** `PAB`, a requested bye (`HPB`, `ZPB`, `FPB`), `free` (round robin); null for a game. */
  readonly bye: UnpairedKind | null;
  /** With results (`pairings`): the game's result, null while none is entered. */
  readonly result?: GameResult | null;
}

/** A result as a director reads it. */
export const showResult = (r: GameResult): string => (r === '*' ? '' : r === '1/2-1/2' ? '½-½' : r);

/** The boards of `round` in board order, then the byes (PAB first). */
export function roundBoards(t: Tournament, round: number, withResults: boolean): RoundBoardJson[] {
  const before = scoresAfter(t, round - 1);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const who = (id: PlayerId): BoardPlayerJson => {
    const p: Player | undefined = byId.get(id);
    return {
      id,
      name: p?.name ?? '',
      rating: (p && displayRating(p)) ?? null,
      points: (before.get(id) ?? 0) / 2,
    };
  };
  const games = [...boardsOfRound(t, round)].sort((a, b) => a.board - b.board);
  const boards: RoundBoardJson[] = games.map(({ game: g, board }) => ({
    board,
    white: who(g.white),
    black: who(g.black),
    bye: null,
    ...(withResults ? { result: g.result === '*' ? null : g.result } : {}),
  }));
  const order: readonly UnpairedKind[] = ['PAB', 'FPB', 'HPB', 'ZPB', 'free', 'absent'];
  const byes = t.unpaired
    .filter((u) => u.round === round)
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.player - b.player);
  let next = boards.reduce((m, b) => Math.max(m, b.board), 0) + 1;
  for (const u of byes) boards.push({ board: next++, white: who(u.player), black: null, bye: u.kind });
  return boards;
}
