/**
 * What a conversion loses, as data: every kind of content a source can hold (counted in the
 * tournament and team event a reader produced, whatever the file format) and the write targets that
 * can hold it. `formatLosses` is their difference, one entry per kind, so a new reader (Swiss-Chess,
 * Swiss-Manager, TRF team files) or a new writer needs no code of its own here: the reader fills the
 * model, a writer adds its column of `heldBy`.
 */
import { maxOf } from '../arrays.ts';
import type { Tournament } from '../tournament/model.ts';
import { isStandardPoints } from '../tournament/pointSystem.ts';
import type { Player } from '../tournament/player.ts';
import type { TeamEvent } from '../tournament/team.ts';
import { kindFromPairingSystem } from './trf/kind.ts';

/** The writers `convert` offers: FIDE TRF, Rochade tournament JSON, a crosstable (CSV/TSV/text), Swiss notation. */
export const WRITE_TARGETS = ['trf', 'json', 'crosstable', 'notation'] as const;
export type WriteTarget = (typeof WRITE_TARGETS)[number];

/** What a reader produced: the tournament and, for a team file, the team event. */
export interface LossSource {
  readonly tournament: Tournament;
  readonly teamEvent?: TeamEvent;
}

/** One kind of content the target cannot hold, with how much of it the source has. */
export interface FormatLoss {
  readonly kind: ContentKind;
  /** How many players, games, rounds, … carry it (1 for a tournament-wide property). */
  readonly count: number;
  /** The content as a noun phrase: `DWZ index of 12 players`. */
  readonly what: string;
  /** How a reader of the written file sees it instead, when that is not plain absence. */
  readonly instead?: string;
}

type Counter = (src: LossSource) => number;

interface ContentDef {
  readonly count: Counter;
  readonly what: (n: number, src: LossSource) => string;
  /** The targets that hold this content. */
  readonly heldBy: readonly WriteTarget[];
  readonly instead?: Partial<Record<WriteTarget, string | ((src: LossSource) => string)>>;
}

const players =
  (f: (p: Player) => unknown): Counter =>
  ({ tournament: t }) =>
    t.players.filter((p) => Boolean(f(p))).length;
const flag =
  (f: (t: Tournament) => unknown): Counter =>
  ({ tournament: t }) =>
    f(t) ? 1 : 0;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const ofPlayers = (n: number): string => `${n} player${n === 1 ? '' : 's'}`;
const ofGames = (n: number): string => `${n} game${n === 1 ? '' : 's'}`;

const TRF_JSON: readonly WriteTarget[] = ['trf', 'json'];
const JSON_ONLY: readonly WriteTarget[] = ['json'];

/** Player-rounds with more than one game (matches, tie-break games): TRF has one cell per round. */
function repeatedInRound(t: Tournament): number {
  const perRound = new Map<string, number>();
  for (const g of t.games)
    for (const id of [g.white, g.black])
      perRound.set(`${id}:${g.round}`, (perRound.get(`${id}:${g.round}`) ?? 0) + 1);
  return [...perRound.values()].filter((n) => n > 1).length;
}

const pairKey = (a: number, b: number): string => `${Math.min(a, b)}-${Math.max(a, b)}`;

/** A Swiss in which not every pair met: a crosstable writes `—` where they did not and reads back a Swiss. */
function swissWithGaps(t: Tournament): boolean {
  const n = t.players.length;
  return (
    t.kind === 'swiss' && new Set(t.games.map((g) => pairKey(g.white, g.black))).size < (n * (n - 1)) / 2
  );
}

/** Games beyond what a crosstable's cells hold: one per pair, two in a double round robin or a Swiss. */
function beyondCells(t: Tournament): number {
  const perCell = t.kind === 'doubleRoundRobin' || swissWithGaps(t) ? 2 : 1;
  const pairs = new Map<string, number>();
  for (const g of t.games)
    pairs.set(pairKey(g.white, g.black), (pairs.get(pairKey(g.white, g.black)) ?? 0) + 1);
  return [...pairs.values()].reduce((s, c) => s + Math.max(0, c - perCell), 0);
}

const FORFEITS: ReadonlySet<string> = new Set(['+:-', '-:+', '-:-']);

/**
 * Every kind of content, in the order the warnings are printed. `heldBy` was checked against each
 * writer (`makeTrf`, `makeTournamentJson`, `makeCrosstable`, `makeSwissNotation`) and the reader that
 * reads its output back (test/core/formats/losses.test.ts).
 */
export const CONTENT_KINDS = {
  teams: {
    count: ({ teamEvent }) => (teamEvent ? teamEvent.teams.length : 0),
    what: (n, { teamEvent }) =>
      `teams, line-ups and matches (${n} teams, ${plural(teamEvent?.matches.length ?? 0, 'match', 'matches')})`,
    heldBy: [],
    instead: { trf: 'only the board games are written', json: 'only the board games are written' },
  },
  name: { count: flag((t) => t.name.trim() !== ''), what: () => 'the tournament name', heldBy: TRF_JSON },
  header: {
    count: flag((t) => t.startDate || t.endDate || t.city || t.federation || t.chiefArbiter || t.timeControl),
    what: () => 'tournament dates, place, federation, arbiter and time control',
    heldBy: TRF_JSON,
  },
  roundDates: {
    count: ({ tournament: t }) => (t.roundDates ?? []).filter((d) => d !== undefined).length,
    what: (n) => `round dates of ${n} round${n === 1 ? '' : 's'}`,
    heldBy: TRF_JSON,
  },
  pairingSettings: {
    count: flag(
      (t) =>
        t.tiebreaks?.length ||
        t.pairingSystem ||
        t.initialColor ||
        t.forbiddenPairs?.length ||
        t.accelerations?.length,
    ),
    what: () => 'pairing system, tiebreaks, initial colour, forbidden pairs and accelerations',
    heldBy: TRF_JSON,
  },
  plannedRounds: {
    count: flag(
      (t) =>
        t.rounds >
        Math.max(
          maxOf(
            t.games.map((g) => g.round),
            0,
          ),
          maxOf(
            t.unpaired.map((u) => u.round),
            0,
          ),
        ),
    ),
    what: () => 'the number of rounds planned beyond those played',
    heldBy: TRF_JSON,
  },
  kindByPairingSystem: {
    count: flag(
      (t) => t.pairingSystem !== undefined && kindFromPairingSystem(t.pairingSystem)?.kind !== t.kind,
    ),
    what: (_, { tournament: t }) => `the tournament kind ${t.kind} (192 names another pairing system)`,
    heldBy: ['json', 'crosstable', 'notation'],
  },
  kindInCrosstable: {
    count: flag((t) => !swissWithGaps(t) && t.kind !== 'roundRobin' && t.kind !== 'doubleRoundRobin'),
    what: (_, { tournament: t }) => `the ${t.kind} system`,
    heldBy: ['trf', 'json', 'notation'],
    instead: { crosstable: 'read back as a round robin' },
  },
  // The absence value is its own kind: TRF's 162/BB? records hold every value but that one.
  pointSystem: {
    count: flag((t) => !isStandardPoints({ ...t.pointSystem, absent: t.pointSystem.forfeitLoss })),
    what: () => 'the point system',
    heldBy: TRF_JSON,
    instead: { crosstable: 'a crosstable scores 1-½-0', notation: 'read back as 1-½-0' },
  },
  absentPoints: {
    count: flag((t) => t.pointSystem.absent !== t.pointSystem.forfeitLoss),
    what: () => 'a point value for absences different from forfeit losses',
    heldBy: JSON_ONLY,
  },
  startNumbers: {
    count: ({ tournament: t }) =>
      [...t.players]
        .map((p) => p.id)
        .sort((a, b) => a - b)
        .filter((id, i) => id !== i + 1).length,
    what: (n) => `start numbers of ${ofPlayers(n)} other than 1..n`,
    heldBy: ['trf', 'json', 'notation'],
    instead: { crosstable: 'read back numbered 1..n in row order' },
  },
  longIdsOrNames: {
    count: players((p) => p.id > 9999 || Array.from(p.name).length > 33),
    what: (n) => `ids above 9999 or names longer than 33 characters of ${ofPlayers(n)}`,
    heldBy: ['json', 'crosstable', 'notation'],
  },
  titles: {
    count: players((p) => p.title),
    what: (n) => `titles of ${ofPlayers(n)}`,
    heldBy: ['trf', 'json', 'crosstable'],
  },
  federations: {
    count: players((p) => p.federation),
    what: (n) => `federations of ${ofPlayers(n)}`,
    heldBy: ['trf', 'json', 'crosstable'],
  },
  clubs: {
    count: players((p) => p.club),
    what: (n) => `club names of ${ofPlayers(n)}`,
    heldBy: ['json', 'crosstable'],
  },
  elo: {
    count: players((p) => p.fide),
    what: (n) => `Elo of ${ofPlayers(n)}`,
    heldBy: ['trf', 'json', 'crosstable'],
  },
  dwz: {
    count: players((p) => p.dwz),
    what: (n) => `DWZ of ${ofPlayers(n)}`,
    heldBy: ['trf', 'json', 'crosstable'],
  },
  // TRF-2026's national rating record holds the rating only (its GER line); DSB lists write `1712-62`.
  dwzIndex: {
    count: players((p) => p.dwz?.index !== undefined),
    what: (n) => `DWZ index of ${ofPlayers(n)}`,
    heldBy: ['json', 'crosstable'],
  },
  birthYears: {
    count: players((p) => p.birthYear !== undefined && p.birthDate === undefined),
    what: (n) => `birth years of ${ofPlayers(n)}`,
    heldBy: ['trf', 'json', 'crosstable'],
  },
  birthDates: {
    count: players((p) => p.birthDate),
    what: (n) => `birth dates of ${ofPlayers(n)}`,
    heldBy: TRF_JSON,
  },
  fideIds: { count: players((p) => p.fideId), what: (n) => `FIDE ids of ${ofPlayers(n)}`, heldBy: TRF_JSON },
  zps: {
    count: players((p) => p.zps !== undefined || p.memberNumber !== undefined),
    what: (n) => `DSB club (ZPS) and member numbers of ${ofPlayers(n)}`,
    heldBy: JSON_ONLY,
  },
  sex: { count: players((p) => p.sex), what: (n) => `sex of ${ofPlayers(n)}`, heldBy: TRF_JSON },
  nationalRatings: {
    count: players((p) => p.nationalRatings?.length),
    what: (n) => `national ratings of ${ofPlayers(n)}`,
    heldBy: TRF_JSON,
  },
  residualGames: {
    count: players((p) => p.residualGames?.length),
    what: (n) => `DWZ residual games of ${ofPlayers(n)}`,
    heldBy: JSON_ONLY,
  },
  ranks: {
    count: players((p) => p.rank !== undefined),
    what: (n) => `printed ranks of ${ofPlayers(n)}`,
    heldBy: TRF_JSON,
  },
  rounds: {
    count: ({ tournament: t }) => (t.schedule !== 'synthetic' ? t.games.length : 0),
    what: (n) => `rounds and colours of ${ofGames(n)}`,
    heldBy: ['trf', 'json', 'notation'],
    instead: {
      crosstable: ({ tournament: t }) =>
        swissWithGaps(t)
          ? 'read back as rounds rebuilt from the pairs that met'
          : 'read back by the Berger table',
    },
  },
  syntheticSchedule: {
    count: flag((t) => t.schedule === 'synthetic' && t.games.length > 0),
    what: () => 'that the rounds and colours are synthetic (a crosstable source has none)',
    heldBy: ['json', 'crosstable'],
  },
  forfeitColours: {
    count: ({ tournament: t }) => t.games.filter((g) => FORFEITS.has(g.result) && !g.colorsUnknown).length,
    what: (n) => `scheduled colours of ${n} forfeit${n === 1 ? '' : 's'}`,
    // A crosstable has no colours at all: `rounds` names them.
    heldBy: ['trf', 'json', 'crosstable'],
  },
  unratedGames: {
    count: ({ tournament: t }) => t.games.filter((g) => g.unrated).length,
    what: (n) => `unrated marks of ${ofGames(n)} (TRF W/D/L)`,
    heldBy: TRF_JSON,
    instead: { crosstable: 'written as ordinary results', notation: 'written as ordinary results' },
  },
  boards: {
    count: ({ tournament: t }) => t.games.filter((g) => g.board !== undefined).length,
    what: (n) => `board numbers of ${ofGames(n)}`,
    heldBy: JSON_ONLY,
  },
  gameNumbers: {
    count: ({ tournament: t }) => t.games.filter((g) => (g.game ?? 1) > 1 || g.tiebreakGame).length,
    what: (n) => `game numbers and tie-break marks of ${ofGames(n)}`,
    heldBy: JSON_ONLY,
  },
  gamesPerRound: {
    count: ({ tournament: t }) => repeatedInRound(t),
    what: (n) => `several games of one player in one round (${n} times)`,
    heldBy: JSON_ONLY,
    instead: { trf: 'only the first is written' },
  },
  gamesPerCell: {
    count: ({ tournament: t }) => beyondCells(t),
    what: (n) => `${ofGames(n)} beyond one per pair (two in a double round robin or a Swiss)`,
    heldBy: ['trf', 'json', 'notation'],
  },
  byes: {
    count: ({ tournament: t }) => t.unpaired.filter((u) => u.kind !== 'free').length,
    what: (n) => `${n} bye${n === 1 ? '' : 's'} and absences (PAB, HPB, FPB, ZPB, absent)`,
    heldBy: ['trf', 'json', 'notation'],
  },
  freeRounds: {
    count: ({ tournament: t }) =>
      t.kind !== 'roundRobin' && t.kind !== 'doubleRoundRobin'
        ? t.unpaired.filter((u) => u.kind === 'free').length
        : 0,
    what: (n) => `${n} free round${n === 1 ? '' : 's'} outside a round robin`,
    heldBy: ['json', 'notation'],
    instead: { trf: 'written as blank cells' },
  },
  withdrawals: {
    count: ({ tournament: t }) => t.withdrawals.length,
    what: (n) => `withdrawals of ${ofPlayers(n)}`,
    heldBy: TRF_JSON,
    instead: { notation: 'later rounds are written as --' },
  },
  byeRequests: {
    count: ({ tournament: t }) => t.byeRequests?.length ?? 0,
    what: (n) => `${n} requested bye${n === 1 ? '' : 's'} for rounds not paired yet`,
    heldBy: TRF_JSON,
  },
  resultCorrections: {
    count: ({ tournament: t }) => t.resultCorrections?.length ?? 0,
    what: (n) => `the history of ${n} result correction${n === 1 ? '' : 's'}`,
    heldBy: JSON_ONLY,
  },
  frozenStartList: {
    count: flag((t) => t.startListFrozen),
    what: () => 'that the start list is frozen',
    heldBy: JSON_ONLY,
  },
  keptLines: {
    count: ({ tournament: t }) => t.kept?.length ?? 0,
    what: (n) => `${n} TRF line${n === 1 ? '' : 's'} kept verbatim (comments, unknown records)`,
    heldBy: TRF_JSON,
  },
} as const satisfies Readonly<Record<string, ContentDef>>;

export type ContentKind = keyof typeof CONTENT_KINDS;
const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as readonly ContentKind[];

/** What `src` holds that `target` cannot, one entry per kind of content, in `CONTENT_KINDS` order. */
export function formatLosses(src: LossSource, target: WriteTarget): readonly FormatLoss[] {
  const out: FormatLoss[] = [];
  for (const kind of CONTENT_KIND_NAMES) {
    const def: ContentDef = CONTENT_KINDS[kind];
    if ((def.heldBy as readonly string[]).includes(target)) continue;
    const count = def.count(src);
    if (count === 0) continue;
    const say = def.instead?.[target];
    const instead = typeof say === 'function' ? say(src) : say;
    out.push({ kind, count, what: def.what(count, src), ...(instead !== undefined ? { instead } : {}) });
  }
  return out;
}
