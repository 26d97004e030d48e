import type { Result } from '../../result.ts';
import type { IsoDate, PlayerId } from '../../types.ts';
import type { Game, Tournament, TournamentKind } from '../../tournament/model.ts';
import { parsePersonName, type Player } from '../../tournament/player.ts';
import type { DwzReportProblem } from './problems.ts';
import { leaf, type XmlElement } from './xmlNode.ts';

/** `tournamentType` codes: S = individual, T = team; W Swiss, R round robin, C knockout (cup). */
export const DWZ_REPORT_TYPES = ['SW', 'SR', 'SC', 'TW', 'TR', 'TC'] as const;
export type DwzReportType = (typeof DWZ_REPORT_TYPES)[number];

const TYPE_OF_KIND: Readonly<Record<TournamentKind, DwzReportType>> = {
  swiss: 'SW',
  roundRobin: 'SR',
  doubleRoundRobin: 'SR',
  knockout: 'SC',
  teamMatch: 'TR',
};

export const DWZ_REPORT_NAMESPACE = 'http://www.schachbund.de/XMLSchema';
export const DWZ_REPORT_VERSION = '2.5';
const SCHEMA_LOCATION = `${DWZ_REPORT_NAMESPACE} https://www.schachbund.de/files/wertungsportal/XMLSchema/2026/DSB_DWZ_Tounament_2_5.xsd`;

/** What the document needs beyond the tournament: the clock, random ids and the sender come from the front end. */
export interface DwzReportMeta {
  /** xs:dateTime, e.g. `2026-11-27T10:15:00`. */
  readonly creationDate: string;
  readonly fileUUID: string;
  readonly tournamentUUID: string;
  readonly sender: string;
  readonly system: string;
  /** Overrides the type derived from the tournament kind (e.g. `TW` for a team Swiss). */
  readonly type?: DwzReportType;
}

/**
 * A board at which only one side had a player (a league team left the board empty): the report
 * names no opponent (`noneWhitePlayer`/`noneBlackPlayer`, as the published exporters write it) and
 * marks the result as a forfeit (`+`/`-`, Wertungsordnung 6.1).
 */
export interface DwzUnopposedGame {
  readonly round: number;
  readonly board?: number;
  /** The player present and the colour of the place they sat at (a league: White = home side). */
  readonly player: PlayerId;
  readonly color: 'white' | 'black';
  /** The present player's score: a forfeit win, or a loss where the league scores it so. */
  readonly score: '+' | '-';
}

/** What goes into the report beyond the tournament's own games. */
export interface DwzReportExtra {
  readonly unopposed?: readonly DwzUnopposedGame[];
  /** Where each player is written in the source (a JSON path), for located problems. */
  readonly playerPaths?: ReadonlyMap<PlayerId, string>;
}

/** The report type of a tournament kind: `S…` for individual events, `T…` for team events. */
export function dwzReportTypeOf(kind: TournamentKind, team: boolean): DwzReportType {
  const individual = TYPE_OF_KIND[kind];
  return team ? (`T${individual.slice(1)}` as DwzReportType) : individual;
}

/** The date of a round: its own, or the tournament's when it lasted one day. */
function roundDate(t: Tournament, round: number): IsoDate | undefined {
  const own = t.roundDates?.[round - 1];
  if (own) return own;
  return t.startDate !== undefined && t.startDate === t.endDate ? t.startDate : undefined;
}

/** `pointWhite`/`pointBlack` (1, 0.5, 0, or + / - for results without a game), or a problem. */
function points(g: Game): readonly [string, string] | 'noResult' | 'unratedDraw' {
  switch (g.result) {
    case '1-0':
      return g.unrated ? ['+', '-'] : ['1', '0'];
    case '0-1':
      return g.unrated ? ['-', '+'] : ['0', '1'];
    case '1/2-1/2':
      return g.unrated ? 'unratedDraw' : ['0.5', '0.5'];
    case '+:-':
      return ['+', '-'];
    case '-:+':
      return ['-', '+'];
    case '-:-':
      return ['-', '-'];
    case '*':
      return 'noResult';
  }
}

function unopposedElement(g: DwzUnopposedGame, date: IsoDate | undefined): XmlElement {
  const other = g.score === '+' ? '-' : '+';
  const [white, black] = g.color === 'white' ? [g.score, other] : [other, g.score];
  return {
    name: 'game',
    children: [
      ...leaf('round', g.round),
      ...leaf('date', date),
      ...(g.color === 'white'
        ? [...leaf('tournamentPlayerNumberWhite', g.player), ...leaf('noneBlackPlayer', 'true')]
        : [...leaf('noneWhitePlayer', 'true'), ...leaf('tournamentPlayerNumberBlack', g.player)]),
      ...leaf('pointWhite', white),
      ...leaf('pointBlack', black),
    ],
  };
}

function playerElement(p: Player, problems: DwzReportProblem[], path: string | undefined): XmlElement {
  const n = parsePersonName(p.name);
  const at = { player: p.id, name: p.name, ...(path !== undefined ? { path } : {}) };
  if (!n.given) problems.push({ kind: 'noFullName', ...at });
  const dobYear = p.birthYear ?? (p.birthDate ? Number(p.birthDate.slice(0, 4)) : undefined);
  if (dobYear === undefined) problems.push({ kind: 'noBirthYear', ...at });
  const member =
    p.memberNumber !== undefined && /^\d{1,5}$/.test(p.memberNumber) ? Number(p.memberNumber) : 0;
  return {
    name: 'player',
    children: [
      ...leaf('tournamentPlayerNumber', p.id),
      ...leaf('surname', n.family),
      ...leaf('forename', n.given),
      ...leaf('dobYear', dobYear),
      ...leaf('dobDate', p.birthDate),
      ...leaf('vkz', p.zps !== undefined && /^[0-9A-Z]{5}$/i.test(p.zps) ? p.zps.toUpperCase() : undefined),
      ...leaf('numberClubMember', member > 0 ? member : undefined),
      ...leaf('club', p.club),
      ...leaf('fideId', p.fideId !== undefined && /^[1-9]\d*$/.test(p.fideId) ? p.fideId : undefined),
      ...leaf('fideRating', p.fide !== undefined && p.fide > 0 ? p.fide : undefined),
      ...leaf('sex', p.sex),
    ],
  };
}

/**
 * The `DSB_DWZ_TournamentReport` 2.5 document (DWZ submissions since 8 June 2026), after the
 * Wertungsordnung 6.1 checks: every problem found, or the element tree. Elements in the order the
 * published exporters write them (ChessLeagueManager, Norddeutscher Schachverband): header,
 * tournament, players (withdrawn players kept), games (every game with both players; byes are no
 * games and are left out, as those exporters do). Forfeits are `+` / `-`. A league adds its boards
 * with one player only (`extra.unopposed`), in round and board order among the games.
 */
export function makeDwzReport(
  t: Tournament,
  meta: DwzReportMeta,
  extra: DwzReportExtra = {},
): Result<XmlElement, readonly DwzReportProblem[]> {
  const problems: DwzReportProblem[] = [];
  const games: readonly (Game | DwzUnopposedGame)[] = [...t.games, ...(extra.unopposed ?? [])].sort(
    (a, b) => a.round - b.round || (a.board ?? 0) - (b.board ?? 0),
  );
  const firstRound = games[0]?.round ?? 1;
  const lastRound = games[games.length - 1]?.round ?? 1;
  const startDate = t.startDate ?? t.roundDates?.[firstRound - 1];
  const endDate = t.endDate ?? t.roundDates?.[lastRound - 1];
  if (t.name.trim() === '') problems.push({ kind: 'noTournamentName' });
  if (!t.city) problems.push({ kind: 'noLocation' });
  if (!startDate) problems.push({ kind: 'noStartDate' });
  if (!endDate) problems.push({ kind: 'noEndDate' });
  if (!t.timeControl) problems.push({ kind: 'noTimeControl' });
  const playerElements = t.players.map((p) => playerElement(p, problems, extra.playerPaths?.get(p.id)));
  const undated = new Set<number>();
  const gameElements: XmlElement[] = [];
  for (const g of games) {
    const date = roundDate(t, g.round);
    if (date === undefined && !undated.has(g.round)) {
      undated.add(g.round);
      problems.push({ kind: 'noRoundDate', round: g.round });
    }
    if ('player' in g) {
      gameElements.push(unopposedElement(g, date));
      continue;
    }
    const p = points(g);
    if (typeof p === 'string') {
      problems.push({ kind: p, round: g.round, white: g.white, black: g.black });
      continue;
    }
    gameElements.push({
      name: 'game',
      children: [
        ...leaf('round', g.round),
        ...leaf('date', date),
        ...leaf('tournamentPlayerNumberWhite', g.white),
        ...leaf('tournamentPlayerNumberBlack', g.black),
        ...leaf('pointWhite', p[0]),
        ...leaf('pointBlack', p[1]),
      ],
    });
  }
  if (problems.length > 0) return { ok: false, error: problems };
  return {
    ok: true,
    value: {
      name: 'DSB_DWZ_TournamentReport',
      attributes: {
        xmlns: DWZ_REPORT_NAMESPACE,
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': SCHEMA_LOCATION,
        version: DWZ_REPORT_VERSION,
      },
      children: [
        {
          name: 'header',
          children: [
            ...leaf('creationDate', meta.creationDate),
            ...leaf('sender', meta.sender),
            ...leaf('system', meta.system),
            ...leaf('fileUUID', meta.fileUUID),
          ],
        },
        {
          name: 'tournament',
          children: [
            ...leaf('tournamentUUID', meta.tournamentUUID),
            ...leaf('label', t.name),
            ...leaf('tournamentType', meta.type ?? TYPE_OF_KIND[t.kind]),
            ...leaf('timecontrol', t.timeControl),
            ...leaf('rounds', t.rounds),
            ...leaf('startDate', startDate),
            ...leaf('endDate', endDate),
            ...leaf('location', t.city),
          ],
        },
        { name: 'players', children: playerElements },
        { name: 'games', children: gameElements },
      ],
    },
  };
}
