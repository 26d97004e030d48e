import { formatPointsHalf } from '../formats/cellValue.ts';
import type { GameResult, Tournament, UnpairedKind } from '../tournament/model.ts';
import { computeScores } from '../tournament/playerRounds.ts';
import type { PointSystem } from '../tournament/pointSystem.ts';
import { roundBoards } from '../tournament/results.ts';
import { ratingBy, ratingSourceOf, statusOf } from './columns.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportLegendEntry, ReportTable } from './types.ts';

/** Results as a notice board shows them; a game without a result yet stays empty. */
export const RESULT_TEXT: Readonly<Record<GameResult, string>> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2-1/2': '½-½',
  '+:-': '+:-',
  '-:+': '-:+',
  '-:-': '-:-',
  '*': '',
};

/** Points a round without a game is worth (the tournament's point system, C.04.1 / TRF 'H', 'F', 'U', 'Z'). */
export const BYE_POINTS: Readonly<Record<UnpairedKind, (ps: PointSystem) => number>> = {
  PAB: (ps) => ps.pab,
  FPB: (ps) => ps.fpb,
  HPB: (ps) => ps.hpb,
  ZPB: (ps) => ps.zpb,
  absent: (ps) => ps.absent,
  free: () => 0,
};

/**
 * The pairings of round `round` by board (`roundBoards`), each side with its rating (one system,
 * named in the header) and its score before the round; players without a game follow, with what
 * their round was worth, then the players withdrawn before the round.
 */
export function makePairingsTable(t: Tournament, round: number, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const before = computeScores(t, round - 1);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const name = (id: number): string => byId.get(id)?.name ?? '?';
  const source = ratingSourceOf(t.players);
  const rating = (id: number): ReportCell[] => {
    if (source === undefined) return [];
    const p = byId.get(id);
    return [p ? (ratingBy(p, source) ?? '') : ''];
  };
  const pts = (id: number): number => (before.get(id) ?? 0) / 2;
  const games = roundBoards(t, round)
    .filter(({ game }) => game.white !== game.black)
    .sort((a, b) => a.board - b.board);
  const ratingCol = (side: 'w' | 'b'): ReportColumn[] =>
    source === undefined
      ? []
      : [
          {
            key: `${side}:${source}`,
            header: source === 'elo' ? L.elo : L.dwz_col,
            align: 'right',
            kind: 'number',
          },
        ];
  // On a phone the scores give way to the names and ratings.
  const pointsCol = (side: 'w' | 'b'): ReportColumn => ({
    key: `${side}:pts`,
    header: L.pts,
    align: 'right',
    kind: 'number',
    format: 'points',
    secondary: true,
  });
  const columns: readonly ReportColumn[] = [
    { key: 'board', header: L.board, align: 'right', kind: 'number' },
    { key: 'w:sno', header: L.sno, align: 'right', kind: 'number', secondary: true },
    { key: 'w:name', header: L.white, align: 'left', kind: 'name' },
    ...ratingCol('w'),
    pointsCol('w'),
    { key: 'result', header: L.result, align: 'center', kind: 'result' },
    pointsCol('b'),
    { key: 'b:sno', header: L.sno, align: 'right', kind: 'number', secondary: true },
    { key: 'b:name', header: L.black, align: 'left', kind: 'name' },
    ...ratingCol('b'),
  ];
  const rows: ReportCell[][] = games.map(({ game: g, board }) => [
    board,
    g.white,
    name(g.white),
    ...rating(g.white),
    pts(g.white),
    RESULT_TEXT[g.result],
    pts(g.black),
    g.black,
    name(g.black),
    ...rating(g.black),
  ]);
  const none = source === undefined ? [] : [''];
  const byes = t.unpaired
    .filter((u) => u.round === round)
    .sort((a, b) => a.player - b.player)
    .map((u): ReportCell[] => [
      '',
      u.player,
      name(u.player),
      ...rating(u.player),
      pts(u.player),
      formatPointsHalf(BYE_POINTS[u.kind](t.pointSystem)),
      '',
      '',
      L.byeKinds[u.kind],
      ...none,
    ]);
  const withdrawn = t.players
    .filter((p) => statusOf(t, p.id, round) === 'withdrawn')
    .map((p): ReportCell[] => [
      '',
      p.id,
      p.name,
      ...rating(p.id),
      pts(p.id),
      '',
      '',
      '',
      L.withdrawnRow,
      ...none,
    ]);
  const legend: ReportLegendEntry[] = [
    { term: L.board, text: L.legends.board },
    { term: L.sno, text: L.legends.sno },
    ...(source === 'elo' ? [{ term: L.elo, text: L.legends.elo }] : []),
    ...(source === 'dwz' ? [{ term: L.dwz_col, text: L.legends.dwzShort }] : []),
    { term: L.pts, text: L.legends.ptsBefore },
    { term: L.result, text: L.legends.result },
  ];
  return {
    kind: 'pairings',
    lang,
    title: fillLabel(L.pairings, { r: round }),
    columns,
    rows: [...rows, ...byes, ...withdrawn],
    legend,
    notes: [],
  };
}
