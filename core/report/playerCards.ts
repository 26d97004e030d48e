import type { DwzTournamentEvaluation } from '../dwz/tournament.ts';
import type { Standings } from '../standings/index.ts';
import { computeTiebreak, makeTiebreakContext, parseTiebreakSpec } from '../tiebreaks/index.ts';
import type { Tournament } from '../tournament/model.ts';
import { computePlayerRounds, roundPoints, type PlayerRound } from '../tournament/playerRounds.ts';
import type { PlayerId } from '../types.ts';
import { cellText } from './render/cells.ts';
import { dwzOf, eloOf, pointsColumn, rankCell, ratingBy, ratingSourceOf, statusOf } from './columns.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import { BYE_POINTS } from './pairings.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportLegendEntry, ReportTable } from './types.ts';
import { formatPointsHalf } from '../formats/cellValue.ts';

/** The player's result of one round, as the player scored it: 1, ½, 0; + and - for forfeits. */
function resultText(r: PlayerRound): string {
  switch (r.kind) {
    case 'played':
      return r.outcome === 'win' ? '1' : r.outcome === 'draw' ? '½' : '0';
    case 'forfeitWin':
      return '+';
    case 'forfeitLoss':
    case 'doubleForfeit':
      return '-';
    default:
      return '';
  }
}

/** Tournament performance ratings (C.07 10.2) after the standings' round; none without rated opponents. */
function performances(t: Tournament, s: Standings): ReadonlyMap<PlayerId, number> {
  const spec = parseTiebreakSpec('TPR');
  if (!spec.ok) return new Map();
  const ctx = makeTiebreakContext(t, { rules: s.rules, afterRound: s.afterRound, roundRobin: s.roundRobin });
  return computeTiebreak(ctx, spec.value);
}

/**
 * One card per player in rank order, as chess-results' player pages: every round's colour,
 * opponent with rating, the player's result and the score after it; under it the performance
 * (C.07 10.2) and, with a DWZ evaluation, the DWZ before and after. Rounds paired but not yet played
 * show the opponent without result. The legend is on the first card.
 */
export function makePlayerCards(
  t: Tournament,
  s: Standings,
  lang: ReportLang,
  dwz?: DwzTournamentEvaluation,
): readonly ReportTable[] {
  const L = REPORT_LABELS[lang];
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const source = ratingSourceOf(t.players);
  const rounds = computePlayerRounds(t);
  const tpr = performances(t, s);
  const evaluated = new Map(dwz?.players.map((p) => [p.id, p]) ?? []);
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  const columns: readonly ReportColumn[] = [
    { key: 'round', header: L.rd, align: 'right', kind: 'number' },
    { key: 'colour', header: L.colour, align: 'center', kind: 'text' },
    { key: 'o:sno', header: L.sno, align: 'right', kind: 'number', secondary: true },
    { key: 'o:name', header: L.opponent, align: 'left', kind: 'name' },
    ...(source === undefined
      ? []
      : [
          {
            key: `o:${source}`,
            header: source === 'elo' ? L.elo : L.dwz_col,
            align: 'right',
            kind: 'number',
          } as const,
        ]),
    { key: 'result', header: L.result, align: 'center', kind: 'result' },
    { ...pointsColumn(lang), key: 'running', header: L.runningScore },
  ];
  const legend: ReportLegendEntry[] = [
    { term: L.rd, text: fillLabel(L.round, { r: '' }).trim() },
    { term: L.colour, text: L.legends.colour },
    { term: L.sno, text: L.legends.sno },
    ...(source === 'elo' ? [{ term: L.elo, text: L.legends.elo }] : []),
    ...(source === 'dwz' ? [{ term: L.dwz_col, text: L.legends.dwzShort }] : []),
    { term: L.result, text: L.legends.cardResult },
    { term: L.runningScore, text: L.legends.running },
  ];
  return s.rows.map((row, k): ReportTable => {
    const p = row.player;
    let score = 0;
    const cells: ReportCell[][] = [];
    const list = [...(rounds.get(p.id) ?? [])].sort((a, b) => a.round - b.round);
    for (let r = 1; r <= last; r++) {
      const entries = list.filter((e) => e.round === r);
      if (entries.length === 0) {
        if (statusOf(t, p.id, r) === 'withdrawn')
          cells.push([r, '', '', L.withdrawnRow, ...(source ? [''] : []), '', score / 2]);
        continue;
      }
      for (const e of entries) {
        score += roundPoints(e, t.pointSystem);
        if ('opponent' in e) {
          const o = byId.get(e.opponent);
          cells.push([
            r,
            e.color === 'white' ? L.colorWhite : L.colorBlack,
            e.opponent,
            o?.name ?? '?',
            ...(source ? [o ? (ratingBy(o, source) ?? '') : ''] : []),
            resultText(e),
            score / 2,
          ]);
        } else if (e.kind === 'notPaired') {
          const wd = statusOf(t, p.id, r) === 'withdrawn';
          cells.push([r, '', '', wd ? L.withdrawnRow : '', ...(source ? [''] : []), '', score / 2]);
        } else {
          cells.push([
            r,
            '',
            '',
            L.byeKinds[e.kind],
            ...(source ? [''] : []),
            formatPointsHalf(BYE_POINTS[e.kind](t.pointSystem)),
            score / 2,
          ]);
        }
      }
    }
    const rank = cellText(
      { key: 'rank', header: '', align: 'right', kind: 'number', format: 'rank' },
      rankCell(row),
      lang,
    );
    const facts = [
      `${L.sno} ${p.id}`,
      ...(p.title ? [p.title] : []),
      ...(eloOf(p) !== undefined ? [`${L.elo} ${eloOf(p)}`] : []),
      ...(dwzOf(p) !== undefined ? [`${L.dwz_col} ${dwzOf(p)}`] : []),
      ...(p.club ? [p.club] : p.federation ? [p.federation] : []),
      `${L.rank} ${rank}`,
      `${formatPointsHalf(row.points)} ${L.pts}`,
    ].join(' · ');
    const perf = tpr.get(p.id);
    const d = evaluated.get(p.id);
    const dwzLine =
      d?.Ro !== undefined && d.Rn !== undefined
        ? fillLabel(L.dwzText, {
            from: d.Ro,
            to: d.Rn,
            d: cellText(
              { key: 'd', header: '', align: 'right', kind: 'number', format: 'signed' },
              d.Rn - d.Ro,
              lang,
            ),
          })
        : undefined;
    return {
      kind: 'playerCard',
      lang,
      id: `p${p.id}`,
      title: `${rank} ${p.name}`,
      columns,
      rows: cells,
      legend: k === 0 ? legend : [],
      notes: [
        facts,
        ...(perf !== undefined ? [fillLabel(L.performanceText, { v: Math.round(perf) })] : []),
        ...(dwzLine ? [dwzLine] : []),
      ],
    };
  });
}
