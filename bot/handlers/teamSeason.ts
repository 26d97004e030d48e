// A club team's season from the league files the bot stores (each written anew when a match's last
// board is confirmed): every player's games, points, percentage, performance and boards per team, and
// the season's DWZ as the core evaluates it (one evaluation of all board games of the league, by the
// DSB-Wertungsordnung the season's end date selects); members linking themselves to their registered
// player; registered players read from a Swiss-Manager or Swiss-Chess team file; the match report as PDF.
import { readTournamentFile, type FileRead } from '../../core/formats/index.ts';
import { foldName } from '../../core/index.ts';
import type { ReportTable } from '../../core/report/index.ts';
import {
  computeSeasonPlayers,
  type LeagueSeason,
  type SeasonPlayer,
  type SeasonPlayerRow,
} from '../../core/team/index.ts';
import { renderReportPdf, type PdfJob } from '../../print/pdf.ts';
import { safeName } from '../discord/limits.ts';
import { coreFailure, UserError } from '../errors.ts';
import { codeBlock, monoTable } from '../format/text.ts';
import { formatNumber, t, type Locale } from '../i18n/index.ts';
import { isArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import { countPlayerList, findByLink, findMemberInList, parseListLink } from '../storage/playerList.ts';
import { linkMemberToPlayer, type ClubTeam, type ClubTeamPlayer } from '../storage/teams.ts';
import { loadLeague, type StoredLeague } from './league.ts';
import { audit, findTeam, loadClub, mayLead, playersNamed, type Club } from './team.ts';
import { dateText, zonedText } from './zonedTime.ts';

/** ½ points as score sheets write them: 2½, ½, 3. */
const halfPoints = (n: number): string =>
  n % 2 === 0 ? String(n / 2) : n === 1 ? '½' : `${Math.floor(n / 2)}½`;

/** The Berlin calendar date of an instant: the evaluation's end date while the season runs. */
const berlinDate = (now: Date): string => {
  const [d, m, y] = zonedText(now.toISOString(), 'de').slice(0, 10).split('.');
  return `${y}-${m}-${d}`;
};

/**
 * The season with the club's players in it: a club team's registered players the league file does
 * not list, and reserves who played for it, are appended to its team (with a DWZ another league file
 * of the club gives them), so that their games count in the statistics and the evaluation. The
 * league file itself is not changed: the appended players are no registration there.
 */
function seasonWithClubPlayers(
  season: LeagueSeason,
  club: Club,
  league: string,
  known: ReadonlyMap<string, SeasonPlayer> = new Map(),
  onlyPlayed = false,
): LeagueSeason {
  const own = club.teams.filter((x) => x.league === league);
  if (own.length === 0) return season;
  const listed = new Set(season.teams.flatMap((x) => x.players.map((p) => p.id)));
  const extra = new Map<number, SeasonPlayer[]>();
  const add = (leagueTeam: number, key: string) => {
    if (listed.has(key)) return;
    listed.add(key);
    const name = club.players.find((p) => p.key === key)?.name ?? known.get(key)?.name ?? key;
    const k = known.get(key);
    const rated = {
      ...(k?.dwz ? { dwz: k.dwz } : {}),
      ...(k?.birthYear !== undefined ? { birthYear: k.birthYear } : {}),
      ...(k?.zps !== undefined ? { zps: k.zps } : {}),
      ...(k?.memberNumber !== undefined ? { memberNumber: k.memberNumber } : {}),
      ...(k?.fideId !== undefined ? { fideId: k.fideId } : {}),
    };
    extra.set(leagueTeam, [...(extra.get(leagueTeam) ?? []), { id: key, name, ...rated }]);
  };
  if (!onlyPlayed)
    for (const ct of own) for (const p of club.players) if (p.team === ct.name) add(ct.leagueTeam, p.key);
  for (const m of season.matches)
    for (const side of ['home', 'away'] as const) {
      const ct = own.find((x) => x.leagueTeam === m[side]);
      if (!ct) continue;
      for (const g of m.games) {
        const key = g[side];
        if (key !== undefined) add(ct.leagueTeam, key);
      }
    }
  // A listed player of the club without a DWZ in this file: the DWZ found elsewhere (another league
  // file of the club, the server's player list).
  const rated = (p: SeasonPlayer): SeasonPlayer => {
    const k = known.get(p.id);
    if (p.dwz !== undefined || k?.dwz === undefined) return p;
    return {
      ...p,
      dwz: k.dwz,
      ...(p.birthYear === undefined && k.birthYear !== undefined ? { birthYear: k.birthYear } : {}),
    };
  };
  const ownIds = new Set(own.map((x) => x.leagueTeam));
  return {
    ...season,
    teams: season.teams.map((x) => {
      if (!ownIds.has(x.id)) return x;
      return { ...x, players: [...x.players.map(rated), ...(extra.get(x.id) ?? [])] };
    }),
  };
}

/** The league's season players and DWZ, computed in the render worker when there is one (off the event loop). */
async function seasonPlayersOf(deps: Deps, season: LeagueSeason, endDate: string) {
  return deps.render?.seasonPlayers
    ? await deps.render.seasonPlayers(season, endDate)
    : computeSeasonPlayers(season, { endDate });
}

/**
 * Club players no league file gives a DWZ (registered from a list or a team file, reserves): their
 * DWZ, index and birth year from the server's player list (the DSB list an arbiter imported), through
 * the member's `/dwz link` or, failing that, the registered name when it is one person in the list.
 */
async function addListedRatings(
  deps: Deps,
  guildId: string,
  club: Club,
  known: Map<string, SeasonPlayer>,
): Promise<void> {
  const missing = club.players.filter((p) => known.get(p.key)?.dwz === undefined);
  if (missing.length === 0 || (await countPlayerList(deps.store.db, guildId)) === 0) return;
  for (const p of missing) {
    if (known.get(p.key)?.dwz !== undefined) continue; // the same player in two teams' lists
    const row = await findMemberInList(deps.store.db, guildId, { userId: p.userId ?? '', name: p.name });
    if (row?.dwz === null || row?.dwz === undefined) continue;
    const before = known.get(p.key);
    // The club and member number as the league format holds them (ZPS, up to four digits).
    const zps = row.zps !== null && /^[0-9A-Z]{5}$/i.test(row.zps) ? row.zps : undefined;
    const no = row.member_number?.replace(/^0+(?=\d)/, '');
    known.set(p.key, {
      id: p.key,
      name: before?.name ?? p.name,
      dwz: { rating: row.dwz, ...(row.dwz_index !== null ? { index: row.dwz_index } : {}) },
      ...(row.birth_year !== null ? { birthYear: row.birth_year } : {}),
      ...(zps !== undefined ? { zps } : {}),
      ...(zps !== undefined && no !== undefined && /^\d{1,4}$/.test(no) ? { memberNumber: no } : {}),
      ...(row.fide_id !== null && /^[1-9]\d*$/.test(row.fide_id) ? { fideId: row.fide_id } : {}),
    });
  }
}

/**
 * Every club player's entry with a DWZ where one is known: a player's entry in any of the club's
 * league files (a reserve's DWZ from their own league), else the server's player list. The one rule
 * for `/team stats`, the season line after a match and `/team report`.
 */
async function knownClubPlayers(
  deps: Deps,
  guildId: string,
  club: Club,
  seasons: readonly LeagueSeason[],
): Promise<Map<string, SeasonPlayer>> {
  const known = new Map<string, SeasonPlayer>();
  for (const season of seasons)
    for (const team of season.teams) for (const p of team.players) if (!known.has(p.id)) known.set(p.id, p);
  await addListedRatings(deps, guildId, club, known);
  return known;
}

/** The seasons of the club's other leagues (a reserve's entry, with DWZ, in their own league). */
export async function otherClubSeasons(
  ctx: Ctx,
  deps: Deps,
  club: Club,
  league: string,
): Promise<LeagueSeason[]> {
  const seasons: LeagueSeason[] = [];
  for (const name of new Set(club.teams.map((x) => x.league)))
    if (name !== league) {
      const lg = await loadLeague(ctx, deps, name).catch(() => undefined);
      if (lg?.season) seasons.push(lg.season);
    }
  return seasons;
}

/**
 * A league's season as `/team report` shows and exports it: `rated`, the club's players (registered
 * and reserves) with the DWZ `/team stats` gives them; `exported`, the league file with an entry for
 * every player who played for a club team (a reserve from a lower team keeps their name and DWZ
 * instead of the bot's internal key), appended after the team's registered players.
 */
export async function clubSeasonForReport(
  ctx: Ctx,
  deps: Deps,
  club: Club,
  league: string,
  season: LeagueSeason,
): Promise<{ readonly rated: LeagueSeason; readonly exported: LeagueSeason }> {
  const others = await otherClubSeasons(ctx, deps, club, league);
  const known = await knownClubPlayers(deps, ctx.guildId, club, [season, ...others]);
  return {
    rated: seasonWithClubPlayers(season, club, league, known),
    exported: seasonWithClubPlayers(season, club, league, known, true),
  };
}

/** One player's season for one club team. */
interface ClubSeasonRow extends SeasonPlayerRow {
  readonly clubTeam: string;
  /** The player's number in this club team's registered list; absent for a reserve. */
  readonly clubNo?: number;
}

/**
 * Every club team's players and their season (registered players first in board order, then the
 * reserves who played for it), each league evaluated once. `endDate`: the league's end date, else today.
 */
async function clubSeasonRows(
  ctx: Ctx,
  deps: Deps,
  club: Club,
  only?: string,
): Promise<{ rows: ClubSeasonRow[]; endDates: Map<string, string> }> {
  const leagues = new Map<string, StoredLeague>();
  for (const name of new Set(club.teams.map((x) => x.league))) {
    const lg = await loadLeague(ctx, deps, name).catch(() => undefined);
    if (lg?.season) leagues.set(name, lg);
  }
  const known = await knownClubPlayers(
    deps,
    ctx.guildId,
    club,
    [...leagues.values()].map((lg) => lg.season!),
  );
  const rows: ClubSeasonRow[] = [];
  const endDates = new Map<string, string>();
  for (const [name, lg] of leagues) {
    if (only !== undefined && name !== only) continue;
    const season = seasonWithClubPlayers(lg.season!, club, name, known);
    const endDate = season.endDate ?? berlinDate(ctx.now);
    endDates.set(name, endDate);
    const r = await seasonPlayersOf(deps, season, endDate);
    if (!r.ok)
      throw new UserError('seasonDwzFailed', { league: safeName(name, 100), reason: r.error.message });
    for (const ct of club.teams.filter((x) => x.league === name)) {
      const mine = r.value.filter((x) => x.team === ct.leagueTeam);
      const no = (key: string) => club.players.find((p) => p.team === ct.name && p.key === key)?.boardNo;
      const registered = mine
        .filter((x) => no(x.id) !== undefined)
        .sort((a, b) => (no(a.id) ?? 0) - (no(b.id) ?? 0));
      // Reserves and players of the league file's list who are not on the club's list: those who played.
      const others = mine.filter((x) => no(x.id) === undefined && x.boards.length > 0);
      for (const x of registered) rows.push({ ...x, clubTeam: ct.name, clubNo: no(x.id)! });
      for (const x of others) rows.push({ ...x, clubTeam: ct.name });
    }
  }
  return { rows, endDates };
}

const percentText = (p: number | undefined, loc: Locale): string =>
  p === undefined ? '' : formatNumber(p, loc);

const dwzText = (r: SeasonPlayerRow): string =>
  r.newDwz === undefined
    ? ''
    : `${r.newDwz}${r.change === undefined ? '' : ` (${r.change > 0 ? '+' : r.change < 0 ? '−' : '±'}${Math.abs(r.change)})`}`;

/** Boards in match order, shortened when long: `1 1 2 4`. */
const boardsText = (boards: readonly number[]): string =>
  boards.length <= 6 ? boards.join(' ') : `${boards.slice(0, 5).join(' ')} …`;

function statsTable(rows: readonly ClubSeasonRow[], loc: Locale, first: 'no' | 'team'): string {
  const reserve = t(loc, 'statsReserveMark');
  return monoTable(
    [
      first === 'no' ? t(loc, 'statsNo') : t(loc, 'statsTeam'),
      t(loc, 'statsPlayer'),
      t(loc, 'statsBoards'),
      t(loc, 'statsGames'),
      t(loc, 'statsPoints'),
      '%',
      t(loc, 'statsPerformance'),
      'DWZ',
      t(loc, 'statsNewDwz'),
    ],
    rows.map((r) => [
      first === 'no' ? (r.clubNo === undefined ? reserve : String(r.clubNo)) : r.clubTeam,
      r.name.length > 22 ? `${r.name.slice(0, 21)}…` : r.name,
      boardsText(r.boards),
      String(r.games + r.forfeitWins + r.forfeitLosses),
      halfPoints(r.points),
      percentText(r.percentage, loc),
      r.performance === undefined ? '' : String(r.performance),
      r.dwz === undefined ? '' : String(r.dwz),
      dwzText(r),
    ]),
    ['right', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
}

/**
 * `/team stats`: a club team's players this season (or one player's season in every club team):
 * boards, games, points, percentage, performance and the season's DWZ. Anyone on the server may look.
 */
export async function teamStats(
  input: { team: string; player?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const club = await loadClub(deps.store.db, ctx.guildId);
  const team = findTeam(club, input.team);
  // The team's own league only, unless one player's season in every team is asked for.
  const { rows, endDates } = await clubSeasonRows(
    ctx,
    deps,
    club,
    input.player === undefined ? team.league : undefined,
  );
  const loc = ctx.locale;
  const endDate = endDates.get(team.league);
  if (endDate === undefined) throw new UserError('noLeaguePlayers');
  const foot = t(loc, 'statsFooter', {
    endDate: dateText(endDate, loc),
    reserve: t(loc, 'statsReserveMark'),
  });
  if (input.player !== undefined) {
    // By the names in the statistics (registered players and reserves), as volunteers type them.
    const named = rows.map((r) => ({ team: r.clubTeam, boardNo: r.clubNo ?? 0, key: r.id, name: r.name }));
    const keys = new Set(playersNamed(named, input.player).map((p) => p.key));
    const mine = rows.filter((r) => keys.has(r.id));
    if (mine.length === 0)
      throw new UserError('statsPlayerNotFound', {
        name: safeName(input.player, 80),
        team: safeName(team.name, 80),
      });
    return {
      embeds: [
        {
          title: t(loc, 'statsPlayerTitle', { name: safeName(mine[0]!.name, 80) }).slice(0, 256),
          description: codeBlock(statsTable(mine, loc, 'team'), 3900),
          footer: { text: foot.slice(0, 2048) },
        },
      ],
    };
  }
  const mine = rows.filter((r) => r.clubTeam === team.name);
  return {
    embeds: [
      {
        title: t(loc, 'statsTitle', {
          team: safeName(team.name, 80),
          league: safeName(team.league, 100),
        }).slice(0, 256),
        description: codeBlock(statsTable(mine, loc, 'no'), 3900),
        footer: { text: foot.slice(0, 2048) },
      },
    ],
  };
}

/**
 * The line the last confirmation adds: this match's own players with their season so far and their
 * DWZ after the evaluation with this match in it (the statistics and the DWZ are derived from the
 * league file, which the same transaction wrote).
 */
export async function seasonLine(
  deps: Deps,
  guildId: string,
  season: LeagueSeason,
  club: Club,
  team: ClubTeam,
  keys: readonly (string | undefined)[],
  now: Date,
  loc: Locale,
  others: readonly LeagueSeason[] = [],
): Promise<string> {
  const known = await knownClubPlayers(deps, guildId, club, [season, ...others]);
  const s = seasonWithClubPlayers(season, club, team.league, known);
  const r = await seasonPlayersOf(deps, s, s.endDate ?? berlinDate(now));
  if (!r.ok) return t(loc, 'seasonUpdatedNoDwz', { reason: r.error.message.slice(0, 200) });
  const parts = keys.flatMap((key) => {
    const row = key === undefined ? undefined : r.value.find((x) => x.id === key);
    if (!row) return [];
    const n = row.games + row.forfeitWins + row.forfeitLosses;
    const dwz =
      row.dwz !== undefined && row.newDwz !== undefined
        ? `, DWZ ${row.dwz} → ${row.newDwz}`
        : row.newDwz !== undefined
          ? `, DWZ ${row.newDwz}`
          : '';
    return [`${row.name} ${halfPoints(row.points)}/${n}${dwz}`];
  });
  return t(loc, 'seasonUpdated', { players: safeName(parts.join('; ') || '—', 1200) });
}

// ---- members link themselves ---------------------------------------------------------------------

/**
 * `/team link-player`: a member links themself to their registered player (as `/dwz link` links a
 * member to the server's player list), by name as volunteers type it or by the league file's id. A
 * player linked to someone else is refused: the captain (or an arbiter) corrects it by naming the
 * member (`member`), which moves the link.
 */
export async function linkTeamPlayer(
  input: { player: string; team?: string; userId?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const club = await loadClub(deps.store.db, ctx.guildId);
  const scope =
    input.team === undefined
      ? club.players
      : club.players.filter((p) => p.team === findTeam(club, input.team!).name);
  const typed = input.player.trim();
  const byKey = scope.filter((p) => p.key === typed);
  const found =
    byKey.length > 0
      ? byKey
      : ((await byListLink(ctx, deps, club, scope, typed)) ?? playersNamed(scope, typed));
  const keys = [...new Set(found.map((p) => p.key))];
  if (keys.length === 0) throw new UserError('teamPlayerNotFound', { name: safeName(typed, 80) });
  if (keys.length > 1)
    throw new UserError('teamPlayerAmbiguous', {
      name: safeName(typed, 80),
      names: safeName(found.map((p) => `${p.name} (${p.team}, ${p.boardNo})`).join(', '), 900),
    });
  const key = keys[0]!;
  const entries = club.players.filter((p) => p.key === key);
  const player = entries[0]!;
  const target = input.userId ?? ctx.userId;
  const forOther = target !== ctx.userId;
  if (forOther) {
    // Correcting a link: the captain of each team that lists the player, or an arbiter.
    let allowed = await isArbiter(ctx, deps);
    if (!allowed) {
      allowed = true;
      for (const e of entries) if (!(await mayLead(ctx, deps, findTeam(club, e.team)))) allowed = false;
    }
    if (!allowed) throw new UserError('notCaptain', { team: safeName(player.team, 80) });
  } else {
    const other = entries.find((e) => e.userId !== undefined && e.userId !== ctx.userId);
    if (other)
      throw new UserError('teamPlayerTaken', {
        name: safeName(player.name, 80),
        member: `<@${other.userId}>`,
      });
  }
  await deps.store.mutate(ctx.interactionId, async (q) => {
    await linkMemberToPlayer(q, ctx.guildId, key, target, { dropOthers: !forOther });
    for (const e of entries)
      await audit(q, ctx, e.team, 'memberLink', {
        player: key,
        userId: target,
        by: forOther ? 'captain' : 'self',
      });
  });
  const teams = entries.map((e) => `${e.team} ${t(ctx.locale, 'statsNo')} ${e.boardNo}`).join(', ');
  return {
    ephemeral: true,
    content: t(ctx.locale, forOther ? 'teamPlayerLinkedOther' : 'teamPlayerLinkedSelf', {
      name: safeName(player.name, 80),
      teams: safeName(teams, 400),
      member: `<@${target}>`,
    }),
  };
}

/**
 * The registered players a member number names, as `/dwz link` takes it (`C0327-1088`, a DSB id, a
 * FIDE id): the league files' players with that ZPS and member number or FIDE id, else the server's
 * player list's person of that link, by name. Undefined when the text is no such number.
 */
async function byListLink(
  ctx: Ctx,
  deps: Deps,
  club: Club,
  scope: readonly ClubTeamPlayer[],
  typed: string,
): Promise<ClubTeamPlayer[] | undefined> {
  const links = parseListLink(typed);
  if (links.length === 0) return undefined;
  const keys = new Set<string>();
  for (const name of new Set(club.teams.map((x) => x.league))) {
    const lg = await loadLeague(ctx, deps, name).catch(() => undefined);
    for (const team of lg?.season?.teams ?? [])
      for (const p of team.players)
        for (const l of links)
          if (
            (l.kind === 'zps' &&
              p.zps !== undefined &&
              p.memberNumber !== undefined &&
              `${p.zps.toUpperCase()}-${Number(p.memberNumber)}` === l.value) ||
            (l.kind === 'fide' && p.fideId === l.value)
          )
            keys.add(p.id);
  }
  const inFiles = scope.filter((p) => keys.has(p.key));
  if (inFiles.length > 0) return inFiles;
  const listed = await findByLink(deps.store.db, ctx.guildId, links);
  return listed ? playersNamed(scope, listed.row.name) : [];
}

// ---- registered players from a Swiss-Manager or Swiss-Chess team file ------------------------------

const ROMAN: Readonly<Record<string, string>> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
};
/** A team name as clubs write it in different programs: case, umlauts, punctuation, "SK Kiel III" = "SK Kiel 3". */
const foldTeam = (s: string): string =>
  foldName(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => ROMAN[w] ?? w)
    .join(' ');

/**
 * The players of one team of a team file (Swiss-Chess .SWT, Swiss-Manager .TUMX), in the file's board
 * order, found by the club team's name or its league team's name; undefined when the bytes are no
 * binary tournament file (a text list is read by the caller). A team file without that team, or an
 * individual tournament file, is the error, with the file's teams named.
 */
export function teamFilePlayers(
  bytes: Uint8Array,
  names: readonly string[],
): { names: string[]; format: string } | undefined {
  const r = readTournamentFile(bytes, { teams: 'read' });
  if (!r.ok) {
    // Text goes to the list reader; a binary file the gate refuses (damaged, a spreadsheet) is the error.
    if (bytes.subarray(0, 4096).includes(0)) throw coreFailure('importFailed', r.error);
    return undefined;
  }
  if (r.value.format !== 'swt' && r.value.format !== 'swissManager') return undefined;
  const team = r.value.team;
  const format = r.value.format === 'swt' ? 'Swiss-Chess' : 'Swiss-Manager';
  if (!team) throw new UserError('teamFileNoTeams', { format });
  const want = new Set(names.map(foldTeam));
  const match = team.event.teams.find((x) => want.has(foldTeam(x.name)));
  if (!match)
    throw new UserError('teamNotInFile', {
      team: safeName(names[0] ?? '', 80),
      format,
      teams: safeName(team.event.teams.map((x) => x.name).join(', '), 900),
    });
  const members = team.members.find((m) => m.team === match.id)?.players ?? [];
  return { names: members.map((id) => playerName(r.value, id)).filter((n) => n !== ''), format };
}

const playerName = (f: FileRead, id: number): string =>
  f.tournament.players.find((p) => p.id === id)?.name ?? '';

// ---- the match report as PDF ---------------------------------------------------------------------

/** One board of the match report as printed (teamResults.ts's report rows add their confirmation). */
export interface MatchReportPdfRow {
  readonly board: number;
  readonly home: string;
  readonly homeDwz: string;
  readonly away: string;
  readonly awayDwz: string;
  readonly result: string;
}

interface MatchReportPdfInput {
  readonly league: string;
  readonly heading: string;
  readonly title: string;
  readonly rows: readonly MatchReportPdfRow[];
  readonly notes: readonly string[];
  readonly lang: Locale;
}

/** The match report as a one-page A4 PDF (print/'s pdfkit machinery), drawn in the render worker when there is one. */
export async function matchReportPdf(deps: Deps, input: MatchReportPdfInput): Promise<Buffer> {
  const L = input.lang;
  const table: ReportTable = {
    kind: 'pairings',
    lang: L,
    title: input.title,
    columns: [
      { key: 'board', header: t(L, 'reportBoard'), align: 'right', kind: 'number' },
      { key: 'home', header: t(L, 'pdfHome'), align: 'left', kind: 'name' },
      { key: 'homeDwz', header: 'DWZ', align: 'right', kind: 'text' },
      { key: 'away', header: t(L, 'pdfAway'), align: 'left', kind: 'name' },
      { key: 'awayDwz', header: 'DWZ', align: 'right', kind: 'text' },
      { key: 'result', header: t(L, 'reportResult'), align: 'center', kind: 'result' },
    ],
    rows: input.rows.map((r) => [r.board, r.home, r.homeDwz, r.away, r.awayDwz, r.result]),
    legend: [],
    notes: input.notes,
  };
  const job: PdfJob = { header: { name: input.league, lines: [input.heading] }, tables: [table], lang: L };
  const bytes = deps.render?.pdf ? await deps.render.pdf(job) : (await renderReportPdf(job)).bytes;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
