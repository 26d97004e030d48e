import type { Standings } from '../standings/index.ts';
import type { Tournament } from '../tournament/model.ts';
import type { Player } from '../tournament/player.ts';
import type { PlayerId } from '../types.ts';
import { playerBlock, pointsColumn, rankCell, strengthOf } from './columns.ts';
import { REPORT_LABELS } from './labels.ts';
import type { ReportCell, ReportColumn, ReportLang, ReportLegendEntry, ReportTable } from './types.ts';

/** Names in the reader's alphabetical order (German: "Ä" with "A", DIN 5007 1). */
const byName = (lang: ReportLang) => (a: Player, b: Player) =>
  a.name.localeCompare(b.name, lang) || a.id - b.id;

/** The standing of each player (rank and points) when standings are given. */
interface Standing {
  readonly columns: readonly ReportColumn[];
  readonly legend: readonly ReportLegendEntry[];
  readonly cells: (id: PlayerId) => readonly ReportCell[];
}

function standingOf(s: Standings | undefined, lang: ReportLang): Standing {
  if (s === undefined) return { columns: [], legend: [], cells: () => [] };
  const L = REPORT_LABELS[lang];
  const row = new Map(s.rows.map((r) => [r.player.id, r]));
  return {
    columns: [
      { key: 'rank', header: L.rank, align: 'right', kind: 'number', format: 'rank' },
      pointsColumn(lang),
    ],
    legend: [
      { term: L.rank, text: L.legends.rank },
      { term: L.pts, text: L.legends.pts },
    ],
    cells: (id) => {
      const r = row.get(id);
      return r ? [rankCell(r), r.points / 2] : ['', ''];
    },
  };
}

/** Every player in alphabetical order, with the rank and points reached when standings are given. */
export function makeAlphabeticalList(t: Tournament, s: Standings | undefined, lang: ReportLang): ReportTable {
  const players = [...t.players].sort(byName(lang));
  const round = s?.afterRound ?? 0;
  const block = playerBlock(players, lang, {
    lead: 'no',
    fed: true,
    club: true,
    tournament: t,
    statusRound: round,
  });
  const standing = standingOf(s, lang);
  return {
    kind: 'alphabetical',
    lang,
    title: REPORT_LABELS[lang].alphabetical,
    columns: [...block.columns, ...standing.columns],
    rows: players.map((p, k) => [...block.cells(p, k + 1), ...standing.cells(p.id)]),
    legend: [...block.legend, ...standing.legend.filter((l) => !block.legend.some((b) => b.term === l.term))],
    notes: [],
  };
}

/** Clubs when any player has one, else federations (an international open); none when nobody has either. */
export const hasClubsOrFederations = (t: Tournament): boolean =>
  t.players.some((p) => p.club || p.federation);

/** Clubs when any player has one, else federations; players without one in a group of their own. */
function groupOf(
  t: Tournament,
  lang: ReportLang,
): { readonly get: (p: Player) => string; readonly club: boolean } {
  const L = REPORT_LABELS[lang];
  return t.players.some((p) => p.club)
    ? { get: (p) => p.club || L.noClub, club: true }
    : { get: (p) => p.federation || L.noFederation, club: false };
}

/**
 * The players by club (or federation), clubs in alphabetical order, players by name within; then the
 * clubs' totals: players, points together, and the average rating of those rated (Elo, else DWZ,
 * rounded half up as the DSB averages a team's DWZ).
 */
export function makeClubLists(
  t: Tournament,
  s: Standings | undefined,
  lang: ReportLang,
): readonly ReportTable[] {
  const L = REPORT_LABELS[lang];
  const group = groupOf(t, lang);
  const sortName = byName(lang);
  // The players without a club come last.
  const none = (p: Player): number => ((group.club ? p.club : p.federation) ? 0 : 1);
  const players = [...t.players].sort(
    (a, b) => none(a) - none(b) || group.get(a).localeCompare(group.get(b), lang) || sortName(a, b),
  );
  const round = s?.afterRound ?? 0;
  const block = playerBlock(players, lang, {
    lead: 'none',
    fed: group.club,
    tournament: t,
    statusRound: round,
  });
  const standing = standingOf(s, lang);
  const head = group.club ? L.club : L.fed;
  const groupColumn: ReportColumn = {
    key: group.club ? 'club' : 'fed',
    header: head,
    align: 'left',
    kind: 'name',
  };
  const byGroup: ReportTable = {
    kind: 'byClub',
    lang,
    title: group.club ? L.byClub : L.byFederation,
    columns: [groupColumn, ...block.columns, ...standing.columns],
    rows: players.map((p) => [group.get(p), ...block.cells(p, ''), ...standing.cells(p.id)]),
    legend: [...block.legend, ...standing.legend.filter((l) => !block.legend.some((b) => b.term === l.term))],
    notes: [],
  };
  const points = new Map(s?.rows.map((r) => [r.player.id, r.points]) ?? []);
  const groups = new Map<string, Player[]>();
  for (const p of players) groups.set(group.get(p), [...(groups.get(group.get(p)) ?? []), p]);
  const totals: ReportCell[][] = [...groups].map(([name, members]) => {
    const rated = members.map(strengthOf).filter((r): r is number => r !== undefined);
    const avg =
      rated.length === 0 ? '' : Math.floor((2 * rated.reduce((a, b) => a + b, 0)) / rated.length + 1) >> 1;
    return [
      name,
      members.length,
      ...(s ? [members.reduce((a, m) => a + (points.get(m.id) ?? 0), 0) / 2] : []),
      avg,
    ];
  });
  const totalsTable: ReportTable = {
    kind: 'clubTotals',
    lang,
    title: group.club ? L.clubTotals : L.federationTotals,
    columns: [
      groupColumn,
      { key: 'count', header: L.count, align: 'right', kind: 'number' },
      ...(s ? [pointsColumn(lang)] : []),
      { key: 'average', header: L.average, align: 'right', kind: 'number' },
    ],
    rows: totals,
    legend: [
      ...(s ? [{ term: L.pts, text: L.legends.pts }] : []),
      { term: L.average, text: L.legends.average },
    ],
    notes: [],
  };
  return [byGroup, totalsTable];
}
