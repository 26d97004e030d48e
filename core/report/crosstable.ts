import { formatPointsHalf } from '../formats/cellValue.ts';
import type { Standings } from '../standings/index.ts';
import type { Tournament } from '../tournament/model.ts';
import { computePlayerRounds, roundPoints, type PlayerRound } from '../tournament/playerRounds.ts';
import type { PointSystem } from '../tournament/pointSystem.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import { formatTiebreak, playerColumns, reportRank } from './standings.ts';
import type { ReportLang, ReportTable } from './types.ts';

const OUTCOME_TEXT = { win: '1', draw: '½', loss: '0' } as const;

/**
 * One crosstable cell as chess-results prints a Swiss by rounds: the opponent's rank, the colour
 * and the score ("12w1", "3s½"); forfeits "+"/"-"; a round without a game "-" and its points.
 */
function cell(
  r: PlayerRound | undefined,
  rankOf: ReadonlyMap<number, number>,
  ps: PointSystem,
  colour: readonly [string, string],
): string {
  if (r === undefined) return '';
  const opp = 'opponent' in r ? String(rankOf.get(r.opponent) ?? '?') : '';
  const c = 'color' in r ? (r.color === 'white' ? colour[0] : colour[1]) : '';
  switch (r.kind) {
    case 'played':
      return `${opp}${c}${OUTCOME_TEXT[r.outcome]}`;
    case 'forfeitWin':
      return `${opp}${c}+`;
    case 'forfeitLoss':
    case 'doubleForfeit':
      return `${opp}${c}-`;
    case 'pending':
      return `${opp}${c}`;
    case 'notPaired':
    case 'free':
      return '';
    default:
      return `-${formatPointsHalf(roundPoints(r, ps))}`;
  }
}

/** One game's result from one side in a round-robin grid: "1", "½", "0", "+", "-"; "" not played yet. */
function gridResult(r: PlayerRound): string {
  switch (r.kind) {
    case 'played':
      return OUTCOME_TEXT[r.outcome];
    case 'forfeitWin':
      return '+';
    case 'forfeitLoss':
    case 'doubleForfeit':
      return '-';
    default:
      return '';
  }
}

/**
 * A round-robin crosstable as clubs print it: players in rank order, one column per opponent (by
 * rank), the player's results against him (two in a double round robin, in round order), "×" on the
 * diagonal; then points and the tiebreaks.
 */
function makeRoundRobinGrid(t: Tournament, s: Standings, lang: ReportLang): ReportTable {
  const L = REPORT_LABELS[lang];
  const rankOf = new Map(s.rows.map((r, k) => [r.player.id, k]));
  const byPlayer = computePlayerRounds(t);
  const { columns, cells } = playerColumns(s, lang);
  const n = s.rows.length;
  return {
    kind: 'crosstable',
    title: fillLabel(L.crosstable, { r: s.afterRound }),
    columns: [
      ...columns,
      ...s.rows.map((_, k) => ({ header: String(k + 1), align: 'center', kind: 'round' }) as const),
      { header: L.pts, align: 'right', kind: 'number' },
      ...s.tiebreaks.map((c) => ({ header: c, align: 'right', kind: 'number' }) as const),
    ],
    rows: s.rows.map((row, i) => {
      const grid = Array.from({ length: n }, (_, j): string => (i === j ? '×' : ''));
      for (const r of byPlayer.get(row.player.id) ?? []) {
        if (!('opponent' in r) || r.round > s.afterRound) continue;
        const j = rankOf.get(r.opponent);
        if (j !== undefined && j !== i) grid[j] = `${grid[j] ?? ''}${gridResult(r)}`;
      }
      return [
        ...cells(row.player, reportRank(row)),
        ...grid,
        formatPointsHalf(row.points),
        ...s.tiebreaks.map((c) => formatTiebreak(c, row.values[c], lang)),
      ];
    }),
    notes: [],
  };
}

/**
 * The crosstable after the standings' round: a round robin as a grid (player against player), a
 * Swiss by rounds, players in rank order, one cell per round (opponent's rank, colour, score),
 * points and the tiebreaks.
 */
export function makeCrosstableTable(t: Tournament, s: Standings, lang: ReportLang): ReportTable {
  if (s.roundRobin) return makeRoundRobinGrid(t, s, lang);
  const L = REPORT_LABELS[lang];
  const rounds = s.afterRound;
  const rankOf = new Map(s.rows.map((r, k) => [r.player.id, k + 1]));
  const byPlayer = computePlayerRounds(t);
  const { columns, cells } = playerColumns(s, lang);
  const colour = [L.colorWhite, L.colorBlack] as const;
  const roundNos = Array.from({ length: rounds }, (_, k) => k + 1);
  return {
    kind: 'crosstable',
    title: fillLabel(L.crosstable, { r: rounds }),
    columns: [
      ...columns,
      ...roundNos.map((r) => ({ header: String(r), align: 'center', kind: 'round' }) as const),
      { header: L.pts, align: 'right', kind: 'number' },
      ...s.tiebreaks.map((c) => ({ header: c, align: 'right', kind: 'number' }) as const),
    ],
    rows: s.rows.map((row) => {
      const own = byPlayer.get(row.player.id) ?? [];
      return [
        ...cells(row.player, reportRank(row)),
        // A knockout-style second game in the same round is not shown: a Swiss has one per round.
        ...roundNos.map((r) =>
          cell(
            own.find((x) => x.round === r),
            rankOf,
            t.pointSystem,
            colour,
          ),
        ),
        formatPointsHalf(row.points),
        ...s.tiebreaks.map((c) => formatTiebreak(c, row.values[c], lang)),
      ];
    }),
    notes: [L.crosstableLegend],
  };
}
