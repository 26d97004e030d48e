import { formatPointsHalf } from '../formats/cellValue.ts';
import type { GameResult, Tournament, UnpairedKind } from '../tournament/model.ts';
import { computeScores } from '../tournament/playerRounds.ts';
import type { PointSystem } from '../tournament/pointSystem.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import type { ReportColumn, ReportLang, ReportTable } from './types.ts';

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
const BYE_POINTS: Readonly<Record<UnpairedKind, (ps: PointSystem) => number>> = {
  PAB: (ps) => ps.pab,
  FPB: (ps) => ps.fpb,
  HPB: (ps) => ps.hpb,
  ZPB: (ps) => ps.zpb,
  absent: (ps) => ps.absent,
  free: () => 0,
};

/**
 * The pairings of round `round` by board (the recorded board, else the file's order), each side with
 * its score before the round; players without a game follow, with what their round was worth.
 */
export function makePairingsTable(t: Tournament, round: number, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const before = computeScores(t, round - 1);
  const name = new Map(t.players.map((p) => [p.id, p.name]));
  const pts = (id: number): string => formatPointsHalf(before.get(id) ?? 0);
  const games = t.games
    .map((g, k) => ({ g, k }))
    .filter(({ g }) => g.round === round && g.white !== g.black)
    .sort((a, b) => (a.g.board ?? a.k + 1) - (b.g.board ?? b.k + 1) || a.k - b.k);
  const columns: readonly ReportColumn[] = [
    { header: L.board, align: 'right', kind: 'number' },
    { header: L.sno, align: 'right', kind: 'number', secondary: true },
    { header: L.white, align: 'left', kind: 'name' },
    { header: L.pts, align: 'right', kind: 'number' },
    { header: L.result, align: 'center', kind: 'result' },
    { header: L.pts, align: 'right', kind: 'number' },
    { header: L.sno, align: 'right', kind: 'number', secondary: true },
    { header: L.black, align: 'left', kind: 'name' },
  ];
  const rows = games.map(({ g }, k) => [
    String(g.board ?? k + 1),
    String(g.white),
    name.get(g.white) ?? '?',
    pts(g.white),
    RESULT_TEXT[g.result],
    pts(g.black),
    String(g.black),
    name.get(g.black) ?? '?',
  ]);
  const byes = t.unpaired
    .filter((u) => u.round === round && u.kind !== 'absent')
    .sort((a, b) => a.player - b.player)
    .map((u) => [
      '',
      String(u.player),
      name.get(u.player) ?? '?',
      pts(u.player),
      formatPointsHalf(BYE_POINTS[u.kind](t.pointSystem)),
      '',
      '',
      L.byeKinds[u.kind],
    ]);
  return {
    kind: 'pairings',
    title: fillLabel(L.pairings, { r: round }),
    columns,
    rows: [...rows, ...byes],
    notes: [],
  };
}
