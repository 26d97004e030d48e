import type { Tournament } from '../tournament/model.ts';
import { playerBlock, strengthOf } from './columns.ts';
import { REPORT_LABELS } from './labels.ts';
import type { ReportLang, ReportTable } from './types.ts';

export interface StartListOptions {
  /**
   * `strength` (default): by Elo, else DWZ, numbered; `startNo`: in start number order, as the
   * director keeps the list (the start number leads, no running number).
   */
  readonly order?: 'strength' | 'startNo';
}

/**
 * The start list ordered by strength (Elo, else DWZ, highest first; then by name, as the FIDE
 * initial order C.04.2 B sorts equal ratings), numbered; the start number beside. Or in start
 * number order.
 */
export function makeStartList(t: Tournament, lang: ReportLang, o: StartListOptions = {}): ReportTable {
  const byNumber = o.order === 'startNo';
  const players = [...t.players].sort((a, b) =>
    byNumber
      ? a.id - b.id
      : (strengthOf(b) ?? 0) - (strengthOf(a) ?? 0) || a.name.localeCompare(b.name) || a.id - b.id,
  );
  const block = playerBlock(players, lang, {
    lead: byNumber ? 'none' : 'no',
    fed: true,
    club: true,
    dwzIndex: true,
    tournament: t,
    statusRound: 0,
  });
  return {
    kind: 'startlist',
    lang,
    title: REPORT_LABELS[lang].startlist,
    columns: block.columns,
    rows: players.map((p, k) => block.cells(p, k + 1)),
    legend: block.legend,
    notes: [],
  };
}
