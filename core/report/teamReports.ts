// The team tables of a report: the standings of a team event or league (with the rule set's
// tiebreaks and their legend), the league crosstable (team × team, board points per leg), a round's
// matches with their boards (players, ratings, colours, results) and the season's players (boards,
// games, points, %, performance, DWZ). Built from the team wing's public functions; every output
// (PDF, site, CLI, bot, add-on) draws these tables.
import type {
  LeagueSeason,
  LeagueStandings,
  LeagueStandingsRow,
  SeasonPlayerRow,
  TeamEvent,
  TeamId,
  TeamScore,
  TeamStandingsRow,
  TeamTableRow,
  TeamTournament,
} from '../team/index.ts';
import { maxOf } from '../arrays.ts';
import { leagueDeciderWord } from '../team/league/ruleSets.ts';
import { rankCell } from './columns.ts';
import { formatReportTime } from './header.ts';
import { fillLabel, REPORT_LABELS } from './labels.ts';
import { TEAM_REPORT_LABELS } from './teamLabels.ts';
import { makeTeamTable } from './teamTable.ts';
import type {
  ReportCell,
  ReportColumn,
  ReportHeader,
  ReportLang,
  ReportLegendEntry,
  ReportTable,
} from './types.ts';

/** The player of a team on a board of a round: name and rating (DWZ, else Elo) where known. */
interface BoardPlayer {
  readonly name: string;
  readonly rating?: number;
}

/** Who sat at a board: the team's player on `board` (1-based) in `round`, undefined where unknown. */
export type BoardPlayers = (round: number, team: TeamId, board: number) => BoardPlayer | undefined;

/**
 * A league season's line-ups as board players: the players' DWZ as their rating, else what
 * `ratingOf` gives for the player's id (a team file's Elo).
 */
export function seasonBoardPlayers(
  s: LeagueSeason,
  ratingOf: (id: string) => number | undefined = () => undefined,
): BoardPlayers {
  const players = new Map(s.teams.flatMap((t) => t.players.map((p) => [p.id, p] as const)));
  const at = new Map<string, BoardPlayer>();
  for (const m of s.matches)
    m.games.forEach((g, k) => {
      for (const side of ['home', 'away'] as const) {
        const id = g[side];
        if (id === undefined) continue;
        const p = players.get(id);
        const rating = p?.dwz?.rating ?? ratingOf(id);
        at.set(`${m.round}:${m[side]}:${k + 1}`, {
          name: p?.name ?? id,
          ...(rating !== undefined ? { rating } : {}),
        });
      }
    });
  return (round, team, board) => at.get(`${round}:${team}:${board}`);
}

/** A team tournament file's line-ups (a team without one fields its first players in board order). */
export function teamTournamentBoardPlayers(t: TeamTournament): BoardPlayers {
  return (round, team, board) => {
    const entry = t.teams.find((x) => x.id === team);
    const set = t.lineups.find((l) => l.round === round && l.team === team)?.players;
    const name = set ? set[board - 1] : entry?.players[board - 1]?.name;
    if (name === undefined) return undefined;
    const rating = entry?.players.find((p) => p.name === name)?.rating;
    return { name, ...(rating !== undefined ? { rating } : {}) };
  };
}

interface TeamTableBase {
  readonly lang: ReportLang;
  readonly title: string;
}

const teamNames = (ev: { readonly teams: readonly { readonly id: TeamId; readonly name: string }[] }) =>
  new Map(ev.teams.map((t) => [t.id, t.name]));

/**
 * A team event's standings: the primary score, the tiebreaks in the order they apply, the other
 * score last (a score that is also a tiebreak is one column), each explained in the legend.
 */
export function makeTeamStandingsTable(
  ev: TeamEvent,
  rows: readonly TeamStandingsRow[],
  o: TeamTableBase & { readonly primary: TeamScore; readonly tiebreaks: readonly string[] },
): ReportTable {
  const other: TeamScore = o.primary === 'MP' ? 'GP' : 'MP';
  return makeTeamTable(ev, rows, {
    lang: o.lang,
    title: o.title,
    columns: [...new Set([o.primary, ...o.tiebreaks, other])],
  });
}

/** A league place: "3.", "3-4.", with "(lots)" / "(Los)" where the league decides the tie so. */
function leaguePlace(row: LeagueStandingsRow | undefined, r: TeamStandingsRow, lang: ReportLang): ReportCell {
  const place = rankCell(r);
  if (row?.decider === undefined) return place;
  const text = typeof place === 'number' ? `${place}.` : place;
  return `${text} (${leagueDeciderWord(row.decider, lang)})`;
}

/** A league table: place, team, match points, board points and the rule set's tiebreaks as applied. */
export function makeLeagueStandingsTable(
  ev: Pick<TeamEvent, 'teams'>,
  s: LeagueStandings,
  o: TeamTableBase,
): ReportTable {
  const T = TEAM_REPORT_LABELS[o.lang];
  const rowOf = new Map(s.rows.map((r) => [r.team, r]));
  const table = makeTeamTable(ev, s.rows, {
    lang: o.lang,
    title: o.title,
    columns: ['MP', 'GP', ...s.applied.filter((c) => c !== 'GP')],
    headers: { GP: 'BP' },
    place: (r) => leaguePlace(rowOf.get(r.team), r, o.lang),
  });
  const decided = s.rows.some((r) => r.decider !== undefined);
  return decided
    ? {
        ...table,
        legend: [
          ...table.legend,
          { term: `(${leagueDeciderWord('lots', o.lang)})`, text: T.legends.decider },
        ],
      }
    : table;
}

/** Board points (half-points) of `team` against `opp`, one entry per match in round order. */
function legsOf(ev: TeamEvent, team: TeamId, opp: TeamId): number[] {
  return ev.matches
    .filter((m) => (m.home === team && m.away === opp) || (m.home === opp && m.away === team))
    .slice()
    .sort((a, b) => a.round - b.round)
    .map((m) => m.boards.reduce((a, b) => a + (m.home === team ? b.home : b.away), 0));
}

/**
 * The league crosstable: the teams in table order, one column per team (per leg in a double round
 * robin) with the row team's board points against it, then match and board points.
 */
export function makeTeamCrosstableTable(
  ev: TeamEvent,
  rows: readonly TeamStandingsRow[],
  o: TeamTableBase & { readonly place?: (row: TeamStandingsRow) => ReportCell },
): ReportTable {
  const L = REPORT_LABELS[o.lang];
  const T = TEAM_REPORT_LABELS[o.lang];
  const names = teamNames(ev);
  const order = rows.map((r) => r.team);
  const legs = maxOf(
    order.flatMap((a) => order.map((b) => (a === b ? 0 : legsOf(ev, a, b).length))),
    1,
  );
  const cols = order.flatMap((team, i) =>
    Array.from({ length: legs }, (_, leg) => ({
      team,
      leg,
      header: legs > 1 ? `${i + 1}/${leg + 1}` : `${i + 1}`,
    })),
  );
  const columns: ReportColumn[] = [
    { key: 'rank', header: L.rank, align: 'right', kind: 'number', format: 'rank' },
    { key: 'no', header: L.teamNo, align: 'right', kind: 'number' },
    { key: 'team', header: L.team, align: 'left', kind: 'name' },
    ...cols.map((c): ReportColumn => ({
      key: legs > 1 ? `vs:${c.team}:${c.leg + 1}` : `vs:${c.team}`,
      header: c.header,
      align: 'center',
      kind: 'round',
      format: 'points',
    })),
    { key: 'MP', header: 'MP', align: 'right', kind: 'number', format: 'decimal' },
    { key: 'BP', header: 'BP', align: 'right', kind: 'number', format: 'points' },
  ];
  const table: ReportCell[][] = rows.map((r, i) => [
    o.place ? o.place(r) : rankCell(r),
    i + 1,
    names.get(r.team) ?? '',
    ...cols.map((c): ReportCell => {
      if (c.team === r.team) return '×';
      const v = legsOf(ev, r.team, c.team)[c.leg];
      return v === undefined ? '' : v / 2;
    }),
    r.matchPoints,
    r.gamePoints,
  ]);
  const legend: ReportLegendEntry[] = [
    { term: L.rank, text: L.legendsTeam.rank },
    { term: L.teamNo, text: T.legends.crossNo },
    { term: legs > 1 ? '1/1, 1/2 …' : '1, 2 …', text: T.legends.cell },
    { term: 'MP', text: T.legends.MP },
    { term: 'BP', text: T.legends.BP },
  ];
  return { kind: 'teamCrosstable', lang: o.lang, title: o.title, columns, rows: table, legend, notes: [] };
}

/** A board's points from one side as a cell: 1, ½, 0 as numbers; a forfeit as "+" or "-". */
const boardCell = (own: number, forfeit: boolean | undefined): ReportCell =>
  forfeit ? (own === 2 ? '+' : '-') : own / 2;

/**
 * A round's matches: one line per match (number, teams, their board points), below it one line per
 * board (players with rating, the home player's colour, each side's points); teams with a bye last.
 * The home team has White on board 1 and the colours alternate down the boards (docs/team-event-json.md,
 * TRF-2026 352 `WBWB…`). `pending`: matches paired but without every result (shown without results).
 */
export function makeTeamRoundTable(
  ev: TeamEvent,
  round: number,
  o: TeamTableBase & {
    readonly players?: BoardPlayers;
    /** What the players' ratings are (header and legend); default DWZ. */
    readonly rating?: 'dwz' | 'elo';
    readonly pending?: readonly { readonly round: number; readonly home: TeamId; readonly away: TeamId }[];
  },
): ReportTable {
  const L = REPORT_LABELS[o.lang];
  const T = TEAM_REPORT_LABELS[o.lang];
  const names = teamNames(ev);
  const ratingHeader = o.rating === 'elo' ? L.elo : L.dwz_col;
  const columns: ReportColumn[] = [
    { key: 'board', header: L.board, align: 'left', kind: 'text' },
    { key: 'home', header: T.home, align: 'left', kind: 'name' },
    { key: 'homeRating', header: ratingHeader, align: 'right', kind: 'number', secondary: true },
    { key: 'colour', header: L.colour, align: 'center', kind: 'result' },
    { key: 'homePoints', header: L.pts, align: 'right', kind: 'number', format: 'points' },
    { key: 'awayPoints', header: L.pts, align: 'left', kind: 'number', format: 'points' },
    { key: 'away', header: T.away, align: 'left', kind: 'name' },
    { key: 'awayRating', header: ratingHeader, align: 'right', kind: 'number', secondary: true },
  ];
  const rows: ReportCell[][] = [];
  const player = (team: TeamId, board: number): BoardPlayer | undefined => o.players?.(round, team, board);
  const played = ev.matches.filter((m) => m.round === round);
  const pending = (o.pending ?? []).filter(
    (p) => p.round === round && !played.some((m) => m.home === p.home && m.away === p.away),
  );
  let n = 0;
  for (const m of played) {
    n++;
    const sum = (side: 'home' | 'away'): number => m.boards.reduce((a, b) => a + b[side], 0) / 2;
    rows.push([
      String(n),
      names.get(m.home) ?? '',
      '',
      '',
      sum('home'),
      sum('away'),
      names.get(m.away) ?? '',
      '',
    ]);
    for (const b of m.boards) {
      const h = player(m.home, b.board);
      const a = player(m.away, b.board);
      rows.push([
        `${n}.${b.board}`,
        h?.name ?? '',
        h?.rating ?? '',
        b.board % 2 === 1 ? L.colorWhite : L.colorBlack,
        boardCell(b.home, b.forfeit),
        boardCell(b.away, b.forfeit),
        a?.name ?? '',
        a?.rating ?? '',
      ]);
    }
  }
  for (const p of pending) {
    n++;
    rows.push([String(n), names.get(p.home) ?? '', '', '', '', '', names.get(p.away) ?? '', '']);
    for (let b = 1; b <= ev.boards; b++) {
      const h = player(p.home, b);
      const a = player(p.away, b);
      if (h === undefined && a === undefined) continue;
      rows.push([
        `${n}.${b}`,
        h?.name ?? '',
        h?.rating ?? '',
        b % 2 === 1 ? L.colorWhite : L.colorBlack,
        '',
        '',
        a?.name ?? '',
        a?.rating ?? '',
      ]);
    }
  }
  for (const b of (ev.byes ?? []).filter((x) => x.round === round))
    rows.push(['', names.get(b.team) ?? '', '', '', '', '', T.bye, '']);
  const legend: ReportLegendEntry[] = [
    { term: L.board, text: T.legends.board },
    { term: ratingHeader, text: o.rating === 'elo' ? L.legends.elo : L.legends.dwzShort },
    { term: L.colour, text: T.legends.colour },
    { term: L.pts, text: T.legends.points },
  ];
  return {
    kind: 'teamPairings',
    lang: o.lang,
    title: o.title === '' ? fillLabel(T.round, { r: round }) : o.title,
    columns,
    rows,
    legend,
    notes: [],
  };
}

/** The rounds a team event has matches, byes or pending matches in, in order. */
export function teamEventRounds(
  ev: TeamEvent,
  pending: readonly { readonly round: number }[] = [],
): readonly number[] {
  return [
    ...new Set([
      ...ev.matches.map((m) => m.round),
      ...(ev.byes ?? []).map((b) => b.round),
      ...pending.map((p) => p.round),
    ]),
  ].sort((a, b) => a - b);
}

/**
 * The season's players: (team,) number in the team's list, name, reserve mark, boards played,
 * games, points, percentage, performance, DWZ before and after (one evaluation of the season).
 * `team`: only that team's players, without the team column. A reserve is registered after the
 * team's regular boards (its list number above `boards`).
 */
export function makeSeasonPlayersTable(
  s: Pick<LeagueSeason, 'teams' | 'boards'>,
  rows: readonly SeasonPlayerRow[],
  o: TeamTableBase & { readonly team?: TeamId },
): ReportTable {
  const L = REPORT_LABELS[o.lang];
  const T = TEAM_REPORT_LABELS[o.lang];
  const names = teamNames(s);
  const shown = o.team === undefined ? rows : rows.filter((r) => r.team === o.team);
  const columns: ReportColumn[] = [
    ...(o.team === undefined
      ? [{ key: 'team', header: L.team, align: 'left', kind: 'name', secondary: true } as const]
      : []),
    { key: 'no', header: L.teamNo, align: 'right', kind: 'number' },
    { key: 'name', header: L.name, align: 'left', kind: 'name' },
    { key: 'reserve', header: T.reserve, align: 'center', kind: 'text' },
    { key: 'boards', header: T.boardsPlayed, align: 'left', kind: 'text', secondary: true },
    { key: 'games', header: T.appearances, align: 'right', kind: 'number' },
    { key: 'points', header: L.pts, align: 'right', kind: 'number', format: 'points' },
    {
      key: 'percentage',
      header: T.percentage,
      align: 'right',
      kind: 'number',
      format: 'decimal',
      decimals: 1,
    },
    { key: 'performance', header: L.performance, align: 'right', kind: 'number' },
    { key: 'dwz', header: L.dwz_col, align: 'right', kind: 'number' },
    { key: 'newDwz', header: L.newRating, align: 'right', kind: 'number' },
    { key: 'change', header: T.change, align: 'right', kind: 'number', format: 'signed', secondary: true },
  ];
  const body = shown.map((r): ReportCell[] => [
    ...(o.team === undefined ? [names.get(r.team) ?? ''] : []),
    r.no,
    r.name,
    r.no > s.boards ? T.reserveMark : '',
    r.boards.join(','),
    r.games + r.forfeitWins + r.forfeitLosses,
    r.points / 2,
    r.percentage ?? '',
    r.performance ?? '',
    r.dwz ?? '',
    r.newDwz ?? '',
    r.change ?? '',
  ]);
  const legend: ReportLegendEntry[] = [
    { term: L.teamNo, text: T.legends.no },
    { term: T.reserve, text: T.legends.reserve },
    { term: T.boardsPlayed, text: T.legends.boardsPlayed },
    { term: T.appearances, text: T.legends.appearances },
    { term: L.pts, text: L.legends.pts },
    { term: T.percentage, text: T.legends.percentage },
    { term: L.performance, text: T.legends.performance },
    { term: L.dwz_col, text: L.legends.dwzShort },
    { term: L.newRating, text: T.legends.newDwz },
    { term: T.change, text: T.legends.change },
  ];
  return { kind: 'seasonPlayers', lang: o.lang, title: o.title, columns, rows: body, legend, notes: [] };
}

/** A captain's team table evaluated: player, points, games, average board, performance, new DWZ, change. */
export function makeTeamPlayersTable(
  players: readonly { readonly name: string }[],
  rows: readonly TeamTableRow[],
  o: TeamTableBase,
): ReportTable {
  const L = REPORT_LABELS[o.lang];
  const T = TEAM_REPORT_LABELS[o.lang];
  const columns: ReportColumn[] = [
    { key: 'name', header: L.name, align: 'left', kind: 'name' },
    { key: 'points', header: L.pts, align: 'right', kind: 'number', format: 'points' },
    { key: 'games', header: T.appearances, align: 'right', kind: 'number' },
    { key: 'avgBoard', header: T.avgBoard, align: 'right', kind: 'number', format: 'fixed', decimals: 1 },
    { key: 'performance', header: L.performance, align: 'right', kind: 'number' },
    { key: 'newDwz', header: L.newRating, align: 'right', kind: 'number' },
    { key: 'change', header: T.change, align: 'right', kind: 'number', format: 'signed' },
  ];
  const body = players.map((p, i): ReportCell[] => {
    const r = rows[i];
    return [
      p.name,
      (r?.points ?? 0) / 2,
      r?.games ?? 0,
      // kept to two decimals as the sheet's value; written with one
      r?.averageBoard !== undefined ? Math.round(r.averageBoard * 100) / 100 : '',
      r?.performance ?? '',
      r?.newDwz ?? '',
      r?.change ?? '',
    ];
  });
  const legend: ReportLegendEntry[] = [
    { term: L.pts, text: L.legends.pts },
    { term: T.appearances, text: T.legends.gamesOverBoard },
    { term: T.avgBoard, text: T.legends.avgBoard },
    { term: L.performance, text: T.legends.performance },
    { term: L.newRating, text: T.legends.newDwz },
    { term: T.change, text: T.legends.change },
  ];
  return { kind: 'teamPlayers', lang: o.lang, title: o.title, columns, rows: body, legend, notes: [] };
}

/**
 * The heading of a team event's pages: its name; the rule set or system line; "last updated" when
 * the front end gives its time (local "2026-12-07T18:41").
 */
export function makeTeamReportHeader(
  name: string,
  lang: ReportLang,
  o: { readonly lines?: readonly string[]; readonly updated?: string } = {},
): ReportHeader {
  const L = REPORT_LABELS[lang];
  return {
    name: name === '' ? '—' : name,
    lines: [
      ...(o.lines ?? []).filter((s) => s !== ''),
      ...(o.updated ? [fillLabel(L.updated, { d: formatReportTime(o.updated, lang) })] : []),
    ],
  };
}
