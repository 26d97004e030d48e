// The individual tournament of a Swiss-Manager file: players, games, byes, absences, withdrawals.
import { isoDateToDays } from '../../dates.ts';
import { err, ok, type Result } from '../../result.ts';
import type {
  ByeRequest,
  Game,
  Tournament,
  Unpaired,
  UnpairedKind,
  Withdrawal,
} from '../../tournament/model.ts';
import type { Player } from '../../tournament/player.ts';
import { STANDARD_POINTS } from '../../tournament/pointSystem.ts';
import type { IsoDate } from '../../types.ts';
import type { FormatError } from '../formatError.ts';
import { SM_HEADER_STRING, SM_NO_OPPONENT, SM_RESULT, type SmType } from './layout.ts';
import type { SmGameRecord, SmPlayerRecord, SmRoundRecord } from './records.ts';
import { RESULT_OF_CODE, kindWithoutOpponent } from './results.ts';
import { smError, type SmLayout } from './sections.ts';

/** YYYYMMDD → ISO date; a stored year alone (MMDD 0000) or nonsense gives undefined. */
function isoOfYmd(n: number): IsoDate | undefined {
  const y = Math.floor(n / 10000);
  const m = Math.floor(n / 100) % 100;
  const d = n % 100;
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return y >= 1000 && isoDateToDays(iso) !== undefined ? iso : undefined;
}

/** The game, bye or absence one record gives, or the located reason it cannot be. */
type Entry =
  | { readonly kind: 'game'; readonly game: Game }
  | { readonly kind: 'unpaired'; readonly u: Unpaired }
  | { readonly kind: 'empty' };

function entryOf(
  rec: SmGameRecord,
  round: number,
  n: number,
  roundRobin: boolean,
  warnings: string[],
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
  // A code of a newer Swiss-Manager: the game stands, unscored, rather than the whole file refused.
  if (code === undefined && result !== SM_RESULT.bye)
    warnings.push(
      `byte ${rec.offset + 4}: round ${round}, players ${white}-${black}: result code ${result} is not known (0-6, 9 or 10); read as no result yet`,
    );
  if (white === 0 && black === 0) return { kind: 'empty' };
  // An empty slot across the board (a team that fielded nobody there): the present player's own result.
  if (white === 0)
    return { kind: 'unpaired', u: { round, player: black, kind: kindWithoutOpponent(result, false) } };
  if (black === 0)
    return { kind: 'unpaired', u: { round, player: white, kind: kindWithoutOpponent(result, true) } };
  if (white === black)
    return smError('selfPairing', rec.offset, `player ${white} against themself`, 'two players');
  return { kind: 'game', game: { round, white, black, result: code ?? '*' } };
}

function toPlayer(p: SmPlayerRecord, id: number, nationalFederation: string): Player {
  const name =
    p.lastName && p.firstName ? `${p.lastName}, ${p.firstName}` : p.lastName || p.firstName || `Player ${id}`;
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

/**
 * A round counts as paired when it holds a game or a bye the pairing gave: a round with nothing but
 * "not paired" records is one whose absences the director entered ahead (a tournament in progress).
 */
const isPairing = (e: Entry): boolean =>
  e.kind === 'game' || (e.kind === 'unpaired' && (e.u.kind === 'PAB' || e.u.kind === 'free'));

/** Absences entered ahead, as byes requested for their round (an absence without points is a zero-point bye). */
const requestOf = (u: Unpaired): ByeRequest | undefined =>
  u.kind === 'HPB' || u.kind === 'FPB' || u.kind === 'ZPB'
    ? { player: u.player, round: u.round, kind: u.kind }
    : u.kind === 'absent'
      ? { player: u.player, round: u.round, kind: 'ZPB' }
      : undefined;

export function buildTournament(
  l: SmLayout,
  rounds: readonly SmRoundRecord[],
  records: readonly SmPlayerRecord[],
  games: readonly (readonly SmGameRecord[])[],
  warnings: string[] = [],
): Result<Tournament, FormatError> {
  const n = records.length;
  const out: Game[] = [];
  const unpaired: Unpaired[] = [];
  const ahead: Unpaired[] = [];
  let lastPaired = 0;
  let absent = 0;
  let stored = 0;
  const entries: (readonly Entry[])[] = [];
  for (const [i, recs] of games.entries()) {
    const round = i + 1;
    const list: Entry[] = [];
    for (const rec of recs) {
      const e = entryOf(rec, round, n, l.type.kind === 'roundRobin', warnings);
      if ('format' in e) return err(e);
      list.push(e);
    }
    entries.push(list);
    if (list.some(isPairing)) lastPaired = round;
  }
  for (const [i, recs] of games.entries()) {
    const round = i + 1;
    const paired = round <= lastPaired;
    const seen = new Set<number>();
    for (const [k, rec] of recs.entries()) {
      const e: Entry = entries[i]?.[k] ?? { kind: 'empty' };
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
      // The file stores no board number: an individual round's games keep the record order (the
      // pairing list's board order, which every view numbers 1..k); team files number boards within
      // each match (teamEvent.ts sets them), as the Swiss-Chess reader does.
      if (e.kind === 'game') out.push(e.game);
      else if (e.kind === 'unpaired') (paired ? unpaired : ahead).push(e.u);
    }
    // In an individual event a player without a record in a paired round was absent. Swiss-Manager
    // lists every player in every paired round, so absences are few; a file claiming far more than
    // its records could hold is refused rather than expanded (no allocation beyond the file's size).
    if (!l.type.team && recs.length > 0 && paired) {
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
  const requests = ahead
    .map(requestOf)
    .filter((r): r is ByeRequest => r !== undefined)
    .sort((x, y) => x.round - y.round || x.player - y.player);
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
    ...(requests.length > 0 ? { byeRequests: requests } : {}),
    pointSystem: STANDARD_POINTS,
    schedule: 'recorded' as const,
  };
  return ok({ ...base, withdrawals: l.type.team ? [] : withdrawalsOf(base, lastPaired) });
}
