import { err, ok, type Result } from '../../result.ts';
import type { Game, Tournament, Unpaired, UnpairedKind, Withdrawal } from '../../tournament/model.ts';
import type { Player } from '../../tournament/player.ts';
import { STANDARD_POINTS } from '../../tournament/pointSystem.ts';
import type { TeamEvent } from '../../team/model.ts';
import type { IsoDate, PlayerId } from '../../types.ts';
import type { FormatError } from '../formatError.ts';
import { INPUT_LIMITS } from '../inputLimits.ts';
import {
  SM_GAME,
  SM_HEADER_STRING,
  SM_MATCH,
  SM_NO_OPPONENT,
  SM_PLAYER,
  SM_RESULT,
  SM_ROUND,
  SM_TAG,
  SM_TEAM,
  type SmType,
} from './layout.ts';
import {
  playerOf,
  readGame,
  readMatch,
  readRecord,
  roundOf,
  teamOf,
  type SmGameRecord,
  type SmMatchRecord,
  type SmPlayerRecord,
  type SmRecord,
  type SmRoundRecord,
  type SmTeamRecord,
} from './records.ts';
import { readLayout, smError, type SmLayout, type SmSection } from './sections.ts';
import { RESULT_OF_CODE, kindWithoutOpponent } from './results.ts';
import { buildTeamEvent } from './teamEvent.ts';

export interface SwissManagerFile {
  /** The kind the content says (the tournament type in the configuration), whatever the file's name. */
  readonly extension: SmType['extension'];
  /** The chess-results tournament number, when the file was uploaded there (0 = none). */
  readonly tournamentId: number;
  /** Every player and game (in a team file: every board game; players are the file's records in order). */
  readonly tournament: Tournament;
  readonly team?: {
    readonly event: TeamEvent;
    /** Players by team, in roster order. */
    readonly lineups: readonly { readonly team: number; readonly players: readonly PlayerId[] }[];
  };
}

/** Reads a Swiss-Manager file (.TUNX, .TURX, .TUMX, .TUTX) from its bytes. Never throws. */
export function parseSwissManager(b: Uint8Array): Result<SwissManagerFile, FormatError> {
  try {
    return parseUnsafe(b);
  } catch (e) {
    return err({
      kind: 'internal',
      format: 'swissManager',
      detail: e instanceof Error ? e.message : String(e),
    });
  }
}

const cutShort = (at: number, what: string, end: number): FormatError =>
  smError(
    'truncated',
    at,
    `${what} running past its section's end at byte ${end}`,
    `${what} inside its section`,
  );

/** `count` records of one shape from a section, checked against its size before anything is read. */
function readRecords(
  b: Uint8Array,
  section: SmSection,
  count: number,
  shape: { readonly strings: number; readonly fixedLength: number },
  what: string,
): Result<readonly SmRecord[], FormatError> {
  const least = shape.strings * 2 + shape.fixedLength;
  if (count * least > section.end - section.start)
    return err(
      smError(
        'badReference',
        section.marker,
        `${count} ${what} records in ${section.end - section.start} bytes`,
        `at least ${least} bytes per record`,
      ),
    );
  const out: SmRecord[] = [];
  let at = section.start;
  for (let i = 0; i < count; i++) {
    const r = readRecord(b, at, section.end, shape);
    if ('failedAt' in r) return err(cutShort(r.failedAt, `${what} record ${i + 1} of ${count}`, section.end));
    out.push(r);
    at = r.next;
  }
  // Every real file fills its sections exactly; bytes left over mean a wrong count or a layout
  // (Swiss-Manager version) Rochade does not know: refused rather than read as garbage.
  if (at !== section.end)
    return err({
      ...smError(
        'badReference',
        at,
        `${section.end - at} bytes after the ${count} ${what} records`,
        `the ${what} section to end with its last record (byte ${section.end})`,
      ),
      detail: LAYOUT_ADVICE,
    });
  return ok(out);
}

const LAYOUT_ADVICE =
  'a count is wrong or the file has a Swiss-Manager layout Rochade does not know; export a TRF from Swiss-Manager';

/** Fixed-length records (games, team pairings) per round, the counts checked against the section first. */
function readPerRound<T>(
  b: Uint8Array,
  section: SmSection | undefined,
  rounds: readonly SmRoundRecord[],
  count: (r: SmRoundRecord) => number,
  length: number,
  read: (b: Uint8Array, at: number) => T,
  what: string,
): Result<readonly (readonly T[])[], FormatError> {
  const total = rounds.reduce((s, r) => s + count(r), 0);
  const room = section ? section.end - section.start : 0;
  if (total * length !== room) {
    const r = rounds.find((x) => count(x) > 0) ?? rounds[0];
    return err({
      ...smError(
        'badReference',
        r?.offset ?? 0,
        `${total} ${what} records in the schedule`,
        `${room / length} (the ${what} section holds ${room} bytes, ${length} a record)`,
      ),
      detail: LAYOUT_ADVICE,
    });
  }
  let at = section?.start ?? 0;
  return ok(
    rounds.map((r) =>
      Array.from({ length: count(r) }, () => {
        const x = read(b, at);
        at += length;
        return x;
      }),
    ),
  );
}

/** YYYYMMDD → ISO date; a stored year alone (MMDD 0000) or nonsense gives undefined. */
function isoOfYmd(n: number): IsoDate | undefined {
  const y = Math.floor(n / 10000);
  const m = Math.floor(n / 100) % 100;
  const d = n % 100;
  if (y < 1000 || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function parseUnsafe(b: Uint8Array): Result<SwissManagerFile, FormatError> {
  const l = readLayout(b);
  if (!l.ok) return l;
  const layout = l.value;
  const counts = checkCounts(layout);
  if (counts) return err(counts);
  const section = (tag: number): SmSection | undefined => layout.sections.get(tag);
  const schedule = section(SM_TAG.schedule);
  const playerSection = section(SM_TAG.players);
  if (!schedule || !playerSection) throw new Error('readLayout checks the sections');
  const roundRecords = readRecords(b, schedule, layout.rounds, SM_ROUND, 'round');
  if (!roundRecords.ok) return roundRecords;
  const rounds = roundRecords.value.map((r) => roundOf(b, r));
  const playerRecords = readRecords(b, playerSection, layout.players, SM_PLAYER, 'player');
  if (!playerRecords.ok) return playerRecords;
  const players = playerRecords.value.map((r) => playerOf(b, r));
  let teams: readonly SmTeamRecord[] = [];
  const teamSection = section(SM_TAG.teams);
  if (layout.type.team && teamSection) {
    const t = readRecords(b, teamSection, layout.teams, SM_TEAM, 'team');
    if (!t.ok) return t;
    teams = t.value.map(teamOf);
    const stray = players.find((p) => p.team > teams.length);
    if (stray)
      return err(
        smError(
          'badReference',
          stray.offset,
          `a player of team ${stray.team}`,
          `a team from 1 to ${teams.length} (0 = none)`,
        ),
      );
  }
  const games = readPerRound(
    b,
    section(SM_TAG.games),
    rounds,
    (r) => r.games,
    SM_GAME.length,
    readGame,
    'game',
  );
  if (!games.ok) return games;
  const matches: Result<readonly (readonly SmMatchRecord[])[], FormatError> = layout.type.team
    ? readPerRound(
        b,
        section(SM_TAG.matches),
        rounds,
        (r) => r.matches,
        SM_MATCH.length,
        readMatch,
        'team pairing',
      )
    : ok(rounds.map(() => []));
  if (!matches.ok) return matches;
  const built = buildTournament(layout, rounds, players, games.value);
  if (!built.ok) return built;
  const base = {
    extension: layout.type.extension,
    tournamentId: layout.tournamentId,
    tournament: built.value,
  };
  if (!layout.type.team) return ok(base);
  const team = buildTeamEvent(layout, players, teams, games.value, matches.value, built.value);
  if (!team.ok) return team;
  return ok({ ...base, team: team.value });
}

function checkCounts(l: SmLayout): FormatError | undefined {
  const at = (field: number): number => l.config + field;
  if (l.rounds < 1 || l.rounds > INPUT_LIMITS.rounds)
    return smError(
      'badRounds',
      at(27),
      `${l.rounds} rounds`,
      `a number of rounds from 1 to ${INPUT_LIMITS.rounds}`,
    );
  if (l.players > INPUT_LIMITS.players)
    return smError('tooLarge', at(23), `${l.players} players`, `at most ${INPUT_LIMITS.players}`);
  if (l.type.team && l.boards < 1)
    return smError('noBoards', at(53), String(l.boards), 'the number of boards of a team match');
  return undefined;
}

/** The game, bye or absence one record gives, or the located reason it cannot be. */
type Entry =
  | { readonly kind: 'game'; readonly game: Game }
  | { readonly kind: 'unpaired'; readonly u: Unpaired }
  | { readonly kind: 'empty' };

function entryOf(
  rec: SmGameRecord,
  round: number,
  board: number,
  n: number,
  roundRobin: boolean,
): Entry | FormatError {
  const { white, black, result } = rec;
  const code = RESULT_OF_CODE[result];
  const real = (id: number): boolean => id >= 1 && id <= n;
  if (!(white === 0 || real(white)))
    return smError('badReference', rec.offset, `White's player record ${white}`, `a player from 1 to ${n}`);
  if (black === SM_NO_OPPONENT.bye || black === SM_NO_OPPONENT.notPaired) {
    if (white === 0) return { kind: 'empty' };
    const kind: UnpairedKind =
      black === SM_NO_OPPONENT.bye ? (roundRobin ? 'free' : 'PAB') : kindWithoutOpponent(result, true);
    return { kind: 'unpaired', u: { round, player: white, kind } };
  }
  if (!(black === 0 || real(black)))
    return smError(
      'badReference',
      rec.offset + 2,
      `Black's player record ${black}`,
      `a player from 1 to ${n}, or FFFF/FFFE`,
    );
  if (code === undefined && result !== SM_RESULT.bye)
    return smError('badResult', rec.offset + 4, `result code ${result}`, 'a result code 0-6, 9 or 10');
  if (white === 0 && black === 0) return { kind: 'empty' };
  // An empty slot across the board (a team that fielded nobody there): the present player's own result.
  if (white === 0)
    return { kind: 'unpaired', u: { round, player: black, kind: kindWithoutOpponent(result, false) } };
  if (black === 0)
    return { kind: 'unpaired', u: { round, player: white, kind: kindWithoutOpponent(result, true) } };
  if (white === black)
    return smError('selfPairing', rec.offset, `player ${white} against themself`, 'two players');
  return { kind: 'game', game: { round, white, black, result: code ?? '*', board } };
}

function toPlayer(p: SmPlayerRecord, id: number, nationalFederation: string): Player {
  const name = p.lastName && p.firstName ? `${p.lastName}, ${p.firstName}` : p.lastName || p.firstName;
  const year = Math.floor(p.birthDate / 10000);
  const birthDate = isoOfYmd(p.birthDate);
  const federation = nationalFederation || p.federation;
  return {
    id,
    name,
    ...(p.title ? { title: p.title } : {}),
    ...(p.female ? { sex: 'w' as const } : {}),
    ...(p.club ? { club: p.club } : {}),
    ...(p.federation ? { federation: p.federation } : {}),
    ...(p.fideId > 0 ? { fideId: String(p.fideId) } : {}),
    ...(year >= 1000 ? { birthYear: year } : {}),
    ...(birthDate ? { birthDate } : {}),
    ...(p.fideRating > 0 ? { fide: p.fideRating } : {}),
    // The national rating is the organiser's list: the DWZ in a German event (no index is stored).
    ...(p.nationalRating > 0
      ? federation === 'GER'
        ? { dwz: { rating: p.nationalRating } }
        : federation
          ? { nationalRatings: [{ federation, rating: p.nationalRating }] }
          : {}
      : {}),
  };
}

/**
 * Swiss-Manager marks no withdrawal; a player left out ("not paired", no points) of every round from
 * some round to the last one of a finished tournament has left it. Earlier absences stay absences.
 */
function withdrawalsOf(t: Omit<Tournament, 'withdrawals'>, lastPaired: number): Withdrawal[] {
  if (lastPaired < t.rounds) return [];
  const away = new Set(
    t.unpaired.filter((u) => u.kind === 'ZPB' || u.kind === 'absent').map((u) => `${u.player}:${u.round}`),
  );
  const out: Withdrawal[] = [];
  for (const p of t.players) {
    let from = lastPaired + 1;
    while (from > 1 && away.has(`${p.id}:${from - 1}`)) from--;
    if (from <= lastPaired) out.push({ player: p.id, afterRound: from - 1 });
  }
  return out;
}

/** A round robin planned with two cycles (n-1 rounds each, n for an odd field) is a double round robin. */
function kindOf(kind: SmType['kind'], rounds: number, players: number): Tournament['kind'] {
  const cycle = players % 2 === 0 ? players - 1 : players;
  return kind === 'roundRobin' && players > 1 && rounds === 2 * cycle ? 'doubleRoundRobin' : kind;
}

function buildTournament(
  l: SmLayout,
  rounds: readonly SmRoundRecord[],
  records: readonly SmPlayerRecord[],
  games: readonly (readonly SmGameRecord[])[],
): Result<Tournament, FormatError> {
  const n = records.length;
  const out: Game[] = [];
  const unpaired: Unpaired[] = [];
  let lastPaired = 0;
  let absent = 0;
  let stored = 0;
  for (const [i, recs] of games.entries()) {
    const round = i + 1;
    if (recs.length > 0) lastPaired = round;
    const seen = new Set<number>();
    let board = 0;
    for (const rec of recs) {
      const e = entryOf(rec, round, board + 1, n, l.type.kind === 'roundRobin');
      if ('offset' in e) return err(e);
      const ids =
        e.kind === 'game' ? [e.game.white, e.game.black] : e.kind === 'unpaired' ? [e.u.player] : [];
      const twice = ids.find((id) => seen.has(id));
      if (twice !== undefined)
        return err(
          smError(
            'twiceInRound',
            rec.offset,
            `player ${twice} twice in round ${round}`,
            'each player once a round',
          ),
        );
      for (const id of ids) seen.add(id);
      if (e.kind === 'game') {
        board++;
        // Team files number boards within each match (teamEvent.ts), not within the round.
        out.push(
          l.type.team ? { round, white: e.game.white, black: e.game.black, result: e.game.result } : e.game,
        );
      } else if (e.kind === 'unpaired') unpaired.push(e.u);
    }
    // In an individual event a player without a record in a paired round was absent. Swiss-Manager
    // lists every player in every paired round, so absences are few; a file claiming far more than
    // its records could hold is refused rather than expanded (no allocation beyond the file's size).
    if (!l.type.team && recs.length > 0) {
      absent += n - seen.size;
      stored += recs.length;
      if (absent > 2 * stored + n)
        return err(
          smError(
            'badReference',
            rounds[i]?.offset ?? 0,
            `${n - seen.size} of ${n} players without a record in round ${round}`,
            'a record (game, bye or "not paired") for every player of a paired round',
          ),
        );
      for (let id = 1; id <= n; id++) if (!seen.has(id)) unpaired.push({ round, player: id, kind: 'absent' });
    }
  }
  const s = (i: number): string => l.headerStrings[i] ?? '';
  const federation = s(SM_HEADER_STRING.federation);
  const start = isoOfYmd(l.startDate);
  const end = isoOfYmd(l.endDate);
  const roundDates = rounds.map((r) => isoOfYmd(r.date));
  const base = {
    name: s(SM_HEADER_STRING.name) || 'Swiss-Manager tournament',
    kind: kindOf(l.type.kind, rounds.length, n),
    rounds: rounds.length,
    ...(start ? { startDate: start } : {}),
    ...(end ? { endDate: end } : {}),
    ...(s(SM_HEADER_STRING.city) || s(SM_HEADER_STRING.venue)
      ? { city: s(SM_HEADER_STRING.city) || s(SM_HEADER_STRING.venue) }
      : {}),
    ...(federation ? { federation } : {}),
    ...(s(SM_HEADER_STRING.chiefArbiter) ? { chiefArbiter: s(SM_HEADER_STRING.chiefArbiter) } : {}),
    ...(s(SM_HEADER_STRING.timeControl) ? { timeControl: s(SM_HEADER_STRING.timeControl) } : {}),
    ...(roundDates.some((d) => d !== undefined) ? { roundDates } : {}),
    players: records.map((p, i) => toPlayer(p, i + 1, federation)),
    games: out,
    unpaired: unpaired.sort((x, y) => x.round - y.round || x.player - y.player),
    pointSystem: STANDARD_POINTS,
    schedule: 'recorded' as const,
  };
  return ok({ ...base, withdrawals: l.type.team ? [] : withdrawalsOf(base, lastPaired) });
}
