import { daysToIsoDate } from '../../dates.ts';
import { err, ok, type Result } from '../../result.ts';
import type {
  Game,
  GameResult,
  Tournament,
  TournamentKind,
  Unpaired,
  Withdrawal,
} from '../../tournament/model.ts';
import type { Player } from '../../tournament/player.ts';
import { STANDARD_POINTS } from '../../tournament/pointSystem.ts';
import { BOARD_HALF_POINTS, type TeamBoard, type TeamEvent, type TeamMatch } from '../../tournament/team.ts';
import type { HalfPoints, PlayerId } from '../../types.ts';
import { cString, truncatedAt, u16, u8 } from '../binary/bytes.ts';
import type { FormatError } from '../formatError.ts';
import { INPUT_LIMITS } from '../inputLimits.ts';
import {
  SWT_COLOR,
  SWT_FORFEIT_STATUS,
  SWT_GENERAL,
  SWT_LAYOUTS,
  SWT_PAIRING,
  SWT_PAIRING_LENGTH,
  type SwtLayout,
} from './layout.ts';
import {
  readPairing,
  readPlayer,
  readTeam,
  type SwtPairingRecord,
  type SwtPlayerRecord,
  type SwtTeamRecord,
} from './records.ts';

/** What Swiss-Chess itself recorded for a player or team: the reader's results are checked against it. */
export interface SwtRecorded {
  readonly id: number;
  readonly place: number;
  /** Half-points (points x 2), absent in 7.x files. */
  readonly points?: HalfPoints;
}

export interface SwtTeamRecorded {
  readonly team: number;
  readonly place: number;
  readonly matchPoints?: HalfPoints;
  readonly gamePoints?: HalfPoints;
}

export interface SwtFile {
  /** Field 9999: 883 = Swiss-Chess 8.83. */
  readonly version: number;
  /** Every player and game (in a team file: every board game, players numbered by team and board). */
  readonly tournament: Tournament;
  readonly recorded: readonly SwtRecorded[];
  readonly team?: {
    readonly event: TeamEvent;
    /** Players by team, in board order. */
    readonly lineups: readonly { readonly team: number; readonly players: readonly PlayerId[] }[];
    readonly recorded: readonly SwtTeamRecorded[];
  };
}

/** The oldest and the first unknown Swiss-Chess file version the published layouts describe. */
export const SWT_VERSIONS = { from: 700, below: 1200 } as const;

const MODES: readonly TournamentKind[] = ['swiss', 'roundRobin', 'knockout', 'swiss'];

const bad = (kind: FormatError['kind'], offset: number, found: string, expected: string): FormatError => ({
  kind,
  format: 'swt',
  offset,
  found,
  expected,
});

/**
 * The Swiss-Chess version stored at byte 609 (field 9999), once the file reaches it: a file cut
 * short after it is still named a Swiss-Chess file, and the reader says where it ends.
 */
export function swtVersion(b: Uint8Array): number | undefined {
  return b.length < SWT_GENERAL.version + 2 ? undefined : u16(b, SWT_GENERAL.version);
}

/**
 * Whether binary bytes look like any Swiss-Chess file (for detection by content): a version number
 * (8.83 = 883), from 1 to 99 rounds of which at most all are paired, the team flag 0 or 0xFF.
 */
export function looksLikeSwt(b: Uint8Array): boolean {
  const v = swtVersion(b);
  const rounds = u8(b, SWT_GENERAL.rounds) ?? 0;
  const team = u8(b, SWT_GENERAL.isTeam);
  return (
    v !== undefined &&
    v >= 100 &&
    v < 5000 &&
    rounds >= 1 &&
    rounds < 100 &&
    (u8(b, SWT_GENERAL.pairedRounds) ?? 0) <= rounds &&
    (team === 0 || team === 0xff)
  );
}

const layoutOf = (version: number): SwtLayout | undefined =>
  [...SWT_LAYOUTS].reverse().find((l) => version >= l.fromVersion);

/** Reads a Swiss-Chess .SWT file (7.x and 8.x, individual and team). Never throws. */
export function parseSwt(b: Uint8Array): Result<SwtFile, FormatError> {
  try {
    return parseSwtUnsafe(b);
  } catch (e) {
    return err({ kind: 'internal', format: 'swt', detail: e instanceof Error ? e.message : String(e) });
  }
}

interface Counts {
  readonly rounds: number;
  readonly paired: number;
  readonly players: number;
  readonly teams: number;
  readonly boards: number;
  readonly isTeam: boolean;
}

function readCounts(b: Uint8Array): Result<Counts, FormatError> {
  const rounds = u8(b, SWT_GENERAL.rounds) ?? 0;
  const paired = u8(b, SWT_GENERAL.pairedRounds) ?? 0;
  const players = u16(b, SWT_GENERAL.players) ?? 0;
  const isTeam = u8(b, SWT_GENERAL.isTeam) === 0xff;
  const teams = isTeam ? (u8(b, SWT_GENERAL.teams) ?? 0) : 0;
  const boards = u8(b, SWT_GENERAL.boards) ?? 0;
  if (rounds < 1 || rounds > INPUT_LIMITS.rounds)
    return err(bad('badRounds', SWT_GENERAL.rounds, String(rounds), 'a number of rounds from 1'));
  if (paired > rounds)
    return err(
      bad('badRounds', SWT_GENERAL.pairedRounds, `${paired} paired rounds`, `at most the ${rounds} rounds`),
    );
  if (players > INPUT_LIMITS.players)
    return err(bad('tooLarge', SWT_GENERAL.players, `${players} players`, `at most ${INPUT_LIMITS.players}`));
  if (isTeam && boards < 1)
    return err(bad('noBoards', SWT_GENERAL.boards, String(boards), 'the number of boards of a team match'));
  return ok({ rounds, paired, players, teams, boards, isTeam });
}

function parseSwtUnsafe(b: Uint8Array): Result<SwtFile, FormatError> {
  const version = swtVersion(b);
  if (version === undefined || b.length < SWT_LAYOUTS[0].pairingsStart)
    return err(truncatedAt('swt', b.length, SWT_LAYOUTS[0].pairingsStart, 'the Swiss-Chess header'));
  const layout = layoutOf(version);
  if (layout === undefined || version >= SWT_VERSIONS.below)
    return err({
      ...bad(
        'unsupportedVersion',
        SWT_GENERAL.version,
        `Swiss-Chess file version ${version}`,
        `a file of Swiss-Chess 7.x to 11.x (versions ${SWT_VERSIONS.from}-${SWT_VERSIONS.below - 1})`,
      ),
      detail: 'open it in Swiss-Chess and save it, or export a TRF from there',
    });
  const c = readCounts(b);
  if (!c.ok) return c;
  const n = c.value;
  // Every count is checked against the file's size before anything is read or allocated.
  const pairingRecords = n.paired > 0 ? (n.players + n.teams) * n.rounds : 0;
  const playersStart = layout.pairingsStart + pairingRecords * SWT_PAIRING_LENGTH;
  const teamsStart = playersStart + n.players * layout.playerLength;
  const end = teamsStart + n.teams * layout.teamLength;
  if (end > b.length)
    return err(
      truncatedAt(
        'swt',
        b.length,
        end,
        `${n.players} players, ${n.teams} teams and ${n.rounds} rounds of pairings`,
      ),
    );
  const players = Array.from({ length: n.players }, (_, i) =>
    readPlayer(b, playersStart + i * layout.playerLength, layout.playerLength),
  );
  const teams = Array.from({ length: n.teams }, (_, i) =>
    readTeam(b, teamsStart + i * layout.teamLength, layout.teamLength),
  );
  const pairing = (index: number, round: number): SwtPairingRecord =>
    readPairing(b, layout.pairingsStart + (index * n.rounds + round - 1) * SWT_PAIRING_LENGTH);
  const built = buildTournament(b, layout, n, players, pairing);
  if (!built.ok) return built;
  const recorded = players.map((p) => ({
    id: p.id,
    place: p.place,
    ...(p.points2 !== undefined ? { points: p.points2 } : {}),
  }));
  if (!n.isTeam) return ok({ version, tournament: built.value, recorded });
  const team = buildTeams(n, players, teams, built.value, (t, r) => pairing(n.players + t, r));
  if (!team.ok) return team;
  return ok({ version, tournament: built.value, recorded, team: team.value });
}

/** White's score code (1 loss, 2 draw, 3 win, 0 none) from White's record, else from Black's. */
const whiteCode = (w: SwtPairingRecord | undefined, bl: SwtPairingRecord | undefined): number =>
  w !== undefined && w.result !== 0 ? w.result : bl !== undefined && bl.result !== 0 ? 4 - bl.result : 0;

const isForfeit = (r: SwtPairingRecord | undefined): boolean =>
  r !== undefined &&
  (r.color === SWT_COLOR.whiteForfeit ||
    r.color === SWT_COLOR.blackForfeit ||
    SWT_FORFEIT_STATUS.includes(r.status));

/** The game's result from the two players' records (either may be missing). */
function resultOf(w: SwtPairingRecord | undefined, bl: SwtPairingRecord | undefined): GameResult {
  const code = whiteCode(w, bl);
  if (code === 0) return '*';
  if (isForfeit(w) || isForfeit(bl)) {
    if (w?.result === 1 && bl?.result === 1) return '-:-';
    return code === 3 ? '+:-' : code === 1 ? '-:+' : '1/2-1/2';
  }
  return code === 3 ? '1-0' : code === 1 ? '0-1' : '1/2-1/2';
}

const BYE_BY_RESULT: Readonly<Record<number, Unpaired['kind']>> = { 0: 'PAB', 1: 'ZPB', 2: 'HPB', 3: 'PAB' };

function toPlayer(p: SwtPlayerRecord): Player {
  const num = (s: string): number | undefined =>
    /^\d{1,4}$/.test(s) && Number(s) > 0 ? Number(s) : undefined;
  const elo = num(p.elo);
  const dwz = num(p.dwz);
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(p.birthDate);
  const year = /^(\d{4})/.exec(p.birthDate);
  return {
    id: p.id,
    name: p.name,
    ...(p.title ? { title: p.title } : {}),
    ...(p.club ? { club: p.club } : {}),
    ...(p.federation ? { federation: p.federation } : {}),
    ...(p.fideId && /^\d+$/.test(p.fideId) && p.fideId !== '0' ? { fideId: p.fideId } : {}),
    ...(p.zps ? { zps: p.zps } : {}),
    ...(p.memberNumber ? { memberNumber: p.memberNumber } : {}),
    ...(year ? { birthYear: Number(year[1]) } : {}),
    ...(date && date[2] !== '00' && date[3] !== '00'
      ? { birthDate: `${date[1]}-${date[2]}-${date[3]}` }
      : {}),
    ...(dwz !== undefined ? { dwz: { rating: dwz } } : {}),
    ...(elo !== undefined ? { fide: elo } : {}),
  };
}

function readRoundDates(
  b: Uint8Array,
  layout: SwtLayout,
  rounds: number,
): (string | undefined)[] | undefined {
  if (!layout.roundDates) return undefined;
  const dates = Array.from({ length: Math.min(rounds, 40) }, (_, i) => {
    const days = u16(b, SWT_GENERAL.roundDates + 4 * i) ?? 0;
    // Days since 1899-12-30 (the Windows date origin, day -25569 from 1970-01-01).
    return days > 0 ? daysToIsoDate(days - 25569) : undefined;
  });
  return dates.some((d) => d !== undefined) ? dates : undefined;
}

/** "18.05.2013" → "2013-05-18". */
const isoOfGerman = (s: string): string | undefined => {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s.trim());
  return m ? `${m[3]}-${(m[2] ?? '').padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}` : undefined;
};

function buildTournament(
  b: Uint8Array,
  layout: SwtLayout,
  n: Counts,
  records: readonly SwtPlayerRecord[],
  pairing: (index: number, round: number) => SwtPairingRecord,
): Result<Tournament, FormatError> {
  const byId = new Map<number, number>();
  for (const [i, p] of records.entries()) {
    if (p.id < 1 || byId.has(p.id))
      return err(bad('duplicateId', p.offset + 0xd9, `player id ${p.id}`, 'a player id from 1, used once'));
    byId.set(p.id, i);
  }
  const games = new Map<string, Game>();
  const unpaired: Unpaired[] = [];
  const lastPaired = new Map<number, number>();
  for (const [i, p] of records.entries()) {
    for (let round = 1; round <= n.paired; round++) {
      const rec = pairing(i, round);
      if (rec.color < SWT_COLOR.white || rec.color > SWT_COLOR.blackForfeit) {
        if (rec.color !== 0)
          return err(bad('badColor', rec.offset + 8, `colour code ${rec.color}`, 'a colour code 0-4'));
        if (!n.isTeam) unpaired.push({ round, player: p.id, kind: 'absent' });
        continue;
      }
      if (n.isTeam && (rec.board < 1 || rec.board > n.boards)) continue; // a reserve not lined up
      lastPaired.set(p.id, round);
      const j = byId.get(rec.opponent);
      // An opponent who is no player of the file is a damaged record, not a bye (0 is the bye).
      if (rec.opponent !== 0 && j === undefined && !n.isTeam)
        return err(
          bad(
            'badReference',
            rec.offset + SWT_PAIRING.opponent,
            `round ${round}: player ${p.id}'s opponent ${rec.opponent}`,
            `a player of the file (1 to ${records.length}), or 0 for a bye`,
          ),
        );
      if (j === undefined || j === i) {
        unpaired.push({ round, player: p.id, kind: BYE_BY_RESULT[rec.result] ?? 'PAB' });
        continue;
      }
      const white = rec.color <= SWT_COLOR.whiteForfeit;
      const [w, bl] = white ? [p.id, rec.opponent] : [rec.opponent, p.id];
      const key = `${round}:${w}:${bl}`;
      if (games.has(key)) continue;
      // The opponent's record counts only when it names this player back; an opponent whose own
      // record says "not paired" in this round cannot also have played it.
      const back = pairing(j, round);
      if (!n.isTeam && back.color === 0)
        return err({
          ...bad(
            'asymmetric',
            back.offset + SWT_PAIRING.color,
            `round ${round}: player ${rec.opponent} not paired`,
            `a game against player ${p.id}, as player ${p.id}'s record says`,
          ),
          detail: 'the file is damaged: save it again in Swiss-Chess, or export a TRF from there',
        });
      const other = back.opponent === p.id ? back : undefined;
      const [wr, br] = white ? [rec, other] : [other, rec];
      const board = wr?.board ?? br?.board ?? 0;
      games.set(key, {
        round,
        white: w,
        black: bl,
        result: resultOf(wr, br),
        ...(n.isTeam && board > 0 ? { board } : {}),
      });
    }
  }
  const withdrawals: Withdrawal[] = records
    .filter((p) => p.inactive)
    .map((p) => ({ player: p.id, afterRound: lastPaired.get(p.id) ?? 0 }));
  const g = (f: readonly [number, number]): string => cString(b, f[0], f[1]) ?? '';
  const roundDates = readRoundDates(b, layout, n.rounds);
  const start = isoOfGerman(g(SWT_GENERAL.startDate));
  const end = isoOfGerman(g(SWT_GENERAL.endDate));
  return ok({
    name: g(SWT_GENERAL.name) || 'Swiss-Chess tournament',
    kind: MODES[u8(b, SWT_GENERAL.tournamentMode) ?? 0] ?? 'swiss',
    rounds: n.rounds,
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    ...(g(SWT_GENERAL.city) ? { city: g(SWT_GENERAL.city) } : {}),
    ...(g(SWT_GENERAL.arbiter) ? { chiefArbiter: g(SWT_GENERAL.arbiter) } : {}),
    ...(g(SWT_GENERAL.timeControl) ? { timeControl: g(SWT_GENERAL.timeControl) } : {}),
    ...(roundDates ? { roundDates } : {}),
    players: records.map(toPlayer),
    games: [...games.values()].sort((x, y) => x.round - y.round),
    unpaired: unpaired.sort((x, y) => x.round - y.round || x.player - y.player),
    withdrawals,
    pointSystem: STANDARD_POINTS,
    schedule: 'recorded',
  });
}

function buildTeams(
  n: Counts,
  players: readonly SwtPlayerRecord[],
  teams: readonly SwtTeamRecord[],
  t: Tournament,
  pairing: (team: number, round: number) => SwtPairingRecord,
): Result<NonNullable<SwtFile['team']>, FormatError> {
  const teamById = new Map<number, SwtTeamRecord>();
  const teamByNumber = new Map<number, SwtTeamRecord>();
  for (const team of teams) {
    if (teamById.has(team.id) || teamByNumber.has(team.number) || team.number < 1)
      return err(
        bad(
          'duplicateId',
          team.offset + 0xd9,
          `team id ${team.id}, number ${team.number}`,
          'a team used once',
        ),
      );
    teamById.set(team.id, team);
    teamByNumber.set(team.number, team);
  }
  // Teams are numbered as Swiss-Chess shows them (field 1019); pairing records name the internal id (1018).
  const teamOfPlayer = new Map<number, number>();
  for (const p of players) if (teamByNumber.has(p.team)) teamOfPlayer.set(p.id, p.team);
  const matches: TeamMatch[] = [];
  const byes: { round: number; team: number }[] = [];
  for (const [i, team] of teams.entries()) {
    for (let round = 1; round <= n.paired; round++) {
      const rec = pairing(i, round);
      if (rec.color === 0) continue;
      const away = teamById.get(rec.opponent);
      if (away === undefined || away.id === team.id) {
        byes.push({ round, team: team.number });
        continue;
      }
      if (rec.color !== SWT_COLOR.white) continue; // each match once, from the home team's record
      const boards: TeamBoard[] = [];
      for (const g of t.games) {
        if (g.round !== round) continue;
        const tw = teamOfPlayer.get(g.white);
        const tb = teamOfPlayer.get(g.black);
        if (!((tw === team.number && tb === away.number) || (tw === away.number && tb === team.number)))
          continue;
        const [w, bl] = BOARD_HALF_POINTS[g.result];
        const homeWhite = tw === team.number;
        boards.push({
          board: g.board ?? boards.length + 1,
          home: homeWhite ? w : bl,
          away: homeWhite ? bl : w,
          ...(g.result === '+:-' || g.result === '-:+' || g.result === '-:-' ? { forfeit: true } : {}),
        });
      }
      boards.sort((x, y) => x.board - y.board);
      matches.push({ round, home: team.number, away: away.number, boards });
    }
  }
  const lineups = teams.map((team) => ({
    team: team.number,
    players: players.filter((p) => p.team === team.number).map((p) => p.id),
  }));
  const event: TeamEvent = {
    name: t.name,
    teams: teams.map((x) => ({ id: x.number, name: x.name })),
    rounds: n.rounds,
    boards: n.boards,
    matches,
    ...(byes.length > 0 ? { byes } : {}),
  };
  const recorded = teams.map((x) => ({
    team: x.number,
    place: x.place,
    ...(x.matchPoints2 !== undefined ? { matchPoints: x.matchPoints2 } : {}),
    ...(x.gamePoints2 !== undefined ? { gamePoints: x.gamePoints2 } : {}),
  }));
  return ok({ event, lineups, recorded });
}
