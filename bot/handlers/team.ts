// A captain's match day: club teams linked to a league file's teams, their registered players in
// board order, one availability message per team and match day with buttons, the captain's overview
// of the answers, and the line-up proposed and checked by the league's line-up rules (core/team).
import { foldName, parsePersonName } from '../../core/index.ts';
import {
  checkLineup,
  lineupRulesOf,
  proposeLineup,
  type LeagueSeason,
  type LineupBreak,
  type LineupContext,
} from '../../core/team/index.ts';
import { buildButtonId } from '../discord/customIds.ts';
import { safeName } from '../discord/limits.ts';
import { UserError } from '../errors.ts';
import { codeBlock } from '../format/text.ts';
import { t, type Locale, type MessageKey } from '../i18n/index.ts';
import { isArbiter, requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import type { Q } from '../storage/store.ts';
import {
  availabilityOf,
  clubPlayers,
  clubTeams,
  dropUnsentJobs,
  matchDayById,
  matchDayOfRound,
  replaceTeamPlayers,
  scheduleJob,
  setAvailability,
  setCaptain,
  setLineup,
  teamAudit,
  upsertClubTeam,
  upsertMatchDay,
  type AvailabilityAnswer,
  type ClubTeam,
  type ClubTeamPlayer,
  type TeamAuditAction,
} from '../storage/teams.ts';
import { loadLeague } from './league.ts';
import { matchDayJobTimes } from './teamSchedule.ts';
import { MAX_IMPORT_BYTES } from './transfer.ts';
import { decodeListBytes } from './playerList.ts';
import { teamFilePlayers } from './teamSeason.ts';
import { dateText, zonedInstant, zonedText } from './zonedTime.ts';

// ---- the club ----------------------------------------------------------------------------------

export interface Club {
  readonly teams: readonly ClubTeam[];
  readonly players: readonly ClubTeamPlayer[];
}

export async function loadClub(q: Q, guildId: string): Promise<Club> {
  const [teams, players] = await Promise.all([clubTeams(q, guildId), clubPlayers(q, guildId)]);
  return { teams, players };
}

/** Names compared as volunteers type them: case, spaces and umlaut spellings (Müller = Mueller) aside. */
const fold = (s: string): string => foldName(s.trim()).replace(/\s+/g, ' ');
const wordsOf = (s: string): string[] =>
  fold(s)
    .split(/[\s,.]+/)
    .filter(Boolean);

/** The club's players a typed name means: the exact name, else those whose name has every typed word. */
export function playersNamed(players: readonly ClubTeamPlayer[], typed: string): ClubTeamPlayer[] {
  const exact = players.filter((p) => fold(p.name) === fold(typed));
  if (exact.length > 0) return exact;
  const want = wordsOf(typed);
  return players.filter((p) => {
    const have = wordsOf(p.name);
    return want.length > 0 && want.every((w) => have.includes(w));
  });
}

export function findTeam(club: Club, name: string): ClubTeam {
  const team = club.teams.find((x) => fold(x.name) === fold(name));
  if (!team)
    throw new UserError('teamNotFound', {
      team: safeName(name, 80),
      teams: safeName(club.teams.map((x) => x.name).join(', ') || '—', 900),
    });
  return team;
}

export async function mayLead(ctx: Ctx, deps: Deps, team: ClubTeam): Promise<boolean> {
  if (team.captainUserId === ctx.userId) return true;
  if (team.captainRoleId !== undefined && ctx.roleIds.includes(team.captainRoleId)) return true;
  return isArbiter(ctx, deps);
}

export async function requireCaptain(ctx: Ctx, deps: Deps, team: ClubTeam): Promise<void> {
  if (!(await mayLead(ctx, deps, team))) throw new UserError('notCaptain', { team: safeName(team.name, 80) });
}

/** The club and its team `name`, for the team's captain only. */
export async function captainsTeam(
  ctx: Ctx,
  deps: Deps,
  name: string,
): Promise<{ club: Club; team: ClubTeam }> {
  const club = await loadClub(deps.store.db, ctx.guildId);
  const team = findTeam(club, name);
  await requireCaptain(ctx, deps, team);
  return { club, team };
}

export const audit = (
  q: Q,
  ctx: Ctx,
  team: string,
  action: TeamAuditAction,
  detail: Record<string, unknown>,
): Promise<void> =>
  teamAudit(q, {
    guildId: ctx.guildId,
    team,
    actorId: ctx.userId,
    at: ctx.now.toISOString(),
    action,
    detail: JSON.stringify(detail),
  });

/** The league files of all the club's teams (each league once; those without players left out). */
async function clubSeasons(ctx: Ctx, deps: Deps, club: Club): Promise<LeagueSeason[]> {
  const leagues = [...new Set(club.teams.map((x) => x.league))];
  const out: LeagueSeason[] = [];
  for (const name of leagues) {
    const lg = await loadLeague(ctx, deps, name).catch(() => undefined);
    // A league stored under another name than its file's keeps the stored name for the link.
    if (lg?.season) out.push({ ...lg.season, name: lg.event.name });
  }
  return out;
}

async function seasonOf(ctx: Ctx, deps: Deps, league: string): Promise<LeagueSeason> {
  const lg = await loadLeague(ctx, deps, league);
  if (!lg.season) throw new UserError('noLeaguePlayers');
  return lg.season;
}

// ---- a registered list as a file ------------------------------------------------------------------

const NAME_HEADER = /^(name|spieler|spielername|spieler\/in|nachname)$/i;
const GIVEN_HEADER = /^vorname$/i;
const ZPS_LIKE = /^[0-9A-Z]\d{4}$/i;

const cellsOf = (line: string, sep: string | undefined): string[] =>
  (sep === undefined ? [line] : line.split(sep)).map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );

/**
 * The names of a registered list (Meldeliste) in board order, one player a line: plain names, or a
 * CSV (`;` or tab) as club and DSB exports write it, its name column found by a header (`Name`,
 * `Spielername`, `Nachname` with `Vorname`) or as the first cell with letters that is no ZPS.
 * A line without a name is the error, with its number.
 */
export function registeredListNames(
  text: string,
): { ok: true; names: string[] } | { ok: false; line: number; found: string } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((l, k) => ({ l, no: k + 1 }))
    .filter((x) => x.l.trim() !== '');
  const sample = lines[0]?.l ?? '';
  const sep = sample.includes(';') ? ';' : sample.includes('\t') ? '\t' : undefined;
  const head = cellsOf(sample, sep);
  const nameCol = head.findIndex((c) => NAME_HEADER.test(c));
  const givenCol = head.findIndex((c) => GIVEN_HEADER.test(c));
  const body = nameCol >= 0 ? lines.slice(1) : lines;
  const names: string[] = [];
  for (const { l, no } of body) {
    const cells = cellsOf(l, sep);
    let name =
      nameCol >= 0
        ? (cells[nameCol] ?? '')
        : (cells.find((c) => /\p{L}{2,}/u.test(c) && !ZPS_LIKE.test(c)) ?? '');
    if (givenCol >= 0 && cells[givenCol]) name = `${name}, ${cells[givenCol]}`;
    if (!/\p{L}{2,}/u.test(name)) return { ok: false, line: no, found: l.slice(0, 60) };
    names.push(name);
  }
  return names.length > 0 ? { ok: true, names } : { ok: false, line: 1, found: '' };
}

/** "Weiß, Jürgen" as "Jürgen Weiß" (the order names are shown in). */
const displayName = (typed: string): string => {
  const p = parsePersonName(typed);
  return p.given ? `${p.given} ${p.family}` : p.family;
};

// ---- /arbiter team ... -------------------------------------------------------------------------

/** Links a club team to a team of a league file (by its name or id there); `rank` 1 = first team. */
export async function linkTeam(
  input: { team: string; leagueTeam: string; rank: number; league?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const lg = await loadLeague(ctx, deps, input.league);
  const want = fold(input.leagueTeam);
  const lt = lg.event.teams.find((x) => fold(x.name) === want || String(x.id) === want);
  if (!lt)
    throw new UserError('leagueTeamNotFound', {
      league: safeName(lg.event.name, 100),
      team: safeName(input.leagueTeam, 80),
      teams: safeName(lg.event.teams.map((x) => x.name).join(', '), 900),
    });
  const name = input.team.trim().slice(0, 80);
  await deps.store.mutate(ctx.interactionId, async (q) => {
    await upsertClubTeam(q, ctx.guildId, {
      name,
      league: lg.event.name,
      leagueTeam: lt.id,
      rank: input.rank,
    });
    await audit(q, ctx, name, 'link', { league: lg.event.name, leagueTeam: lt.id, rank: input.rank });
  });
  return {
    content: t(ctx.locale, 'teamLinked', {
      team: safeName(name, 80),
      rank: input.rank,
      leagueTeam: safeName(lt.name, 80),
      league: safeName(lg.event.name, 100),
    }),
  };
}

export async function setTeamCaptain(
  input: { team: string; roleId?: string; userId?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  if (input.roleId === undefined && input.userId === undefined) throw new UserError('captainMissing');
  const team = findTeam(await loadClub(deps.store.db, ctx.guildId), input.team);
  await deps.store.mutate(ctx.interactionId, async (q) => {
    await setCaptain(q, ctx.guildId, team.name, {
      ...(input.roleId !== undefined ? { roleId: input.roleId } : {}),
      ...(input.userId !== undefined ? { userId: input.userId } : {}),
    });
    await audit(q, ctx, team.name, 'captain', { roleId: input.roleId, userId: input.userId });
  });
  const captain = [input.roleId ? `<@&${input.roleId}>` : '', input.userId ? `<@${input.userId}>` : '']
    .filter(Boolean)
    .join(', ');
  return { content: t(ctx.locale, 'captainSet', { team: safeName(team.name, 80), captain }) };
}

/**
 * The team's registered players: from the league file's list of the linked team (member links kept
 * by player), or one player appended (or, when already registered, linked to `userId`).
 */
export async function importTeamPlayers(
  input: { team: string; player?: string; userId?: string; list?: { url: string; size: number } },
  ctx: Ctx,
  deps: Deps,
  fetcher: typeof fetch = fetch,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const club = await loadClub(deps.store.db, ctx.guildId);
  const team = findTeam(club, input.team);
  const own = club.players.filter((p) => p.team === team.name);
  const season = await seasonOf(ctx, deps, team.league);
  const leaguePlayers = [
    ...(season.teams.find((x) => x.id === team.leagueTeam)?.players ?? []),
    ...season.teams.flatMap((x) => x.players),
  ];
  if (input.list !== undefined) {
    if (input.list.size > MAX_IMPORT_BYTES)
      throw new UserError('attachmentTooLarge', { max: MAX_IMPORT_BYTES / 1000 });
    const res = await fetcher(input.list.url);
    if (!res.ok) throw new UserError('importFailed', { reason: `download failed (${res.status})` });
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A Swiss-Manager or Swiss-Chess team file: the team of that name, in the file's board order.
    const lt = season.teams.find((x) => x.id === team.leagueTeam);
    const fromFile = teamFilePlayers(bytes, [team.name, ...(lt ? [lt.name] : [])]);
    const parsed = fromFile
      ? { ok: true as const, names: fromFile.names }
      : registeredListNames(decodeListBytes(bytes));
    if (!parsed.ok)
      throw new UserError('badTeamList', { line: parsed.line, found: safeName(parsed.found, 60) });
    const linked = new Map(own.flatMap((p) => (p.userId ? [[p.key, p.userId] as const] : [])));
    const list = parsed.names.map((typed) => {
      // The league file's player of that name (in any spelling of its words) keeps its id.
      const want = wordsOf(typed).sort().join(' ');
      const known = leaguePlayers.find((p) => wordsOf(p.name).sort().join(' ') === want);
      const key = known?.id ?? `name:${fold(displayName(typed))}`;
      const userId = linked.get(key);
      return { key, name: known?.name ?? displayName(typed), ...(userId ? { userId } : {}) };
    });
    await deps.store.mutate(ctx.interactionId, async (q) => {
      await replaceTeamPlayers(q, ctx.guildId, team.name, list);
      await audit(q, ctx, team.name, 'import', { players: list.map((p) => p.key), from: 'list' });
    });
    return {
      content: t(ctx.locale, 'playersImported', {
        team: safeName(team.name, 80),
        count: list.length,
        names: safeName(list.map((p, k) => `${k + 1}. ${p.name}`).join(', '), 1500),
      }),
    };
  }
  if (input.player !== undefined) {
    const name = input.player.trim().slice(0, 80);
    const known = season.teams.flatMap((x) => x.players).find((p) => fold(p.name) === fold(name));
    const key = known?.id ?? `name:${fold(name)}`;
    const at = own.findIndex((p) => p.key === key);
    const list = own.map((p) => ({ key: p.key, name: p.name, ...(p.userId ? { userId: p.userId } : {}) }));
    const entry = { key, name: known?.name ?? name, ...(input.userId ? { userId: input.userId } : {}) };
    if (at >= 0) list[at] = { ...list[at]!, ...(input.userId ? { userId: input.userId } : {}) };
    else list.push(entry);
    await deps.store.mutate(ctx.interactionId, async (q) => {
      await replaceTeamPlayers(q, ctx.guildId, team.name, list);
      await audit(q, ctx, team.name, 'import', { player: key, userId: input.userId });
    });
    return {
      content: t(ctx.locale, 'playerAdded', {
        team: safeName(team.name, 80),
        name: safeName(entry.name, 80),
        no: at >= 0 ? at + 1 : list.length,
        member: input.userId ? ` (<@${input.userId}>)` : '',
      }),
    };
  }
  const lt = season.teams.find((x) => x.id === team.leagueTeam);
  if (!lt || lt.players.length === 0)
    throw new UserError('noTeamPlayersInLeague', { team: safeName(team.name, 80) });
  const linked = new Map(own.flatMap((p) => (p.userId ? [[p.key, p.userId] as const] : [])));
  const list = lt.players.map((p) => {
    const userId = linked.get(p.id);
    return { key: p.id, name: p.name, ...(userId ? { userId } : {}) };
  });
  await deps.store.mutate(ctx.interactionId, async (q) => {
    await replaceTeamPlayers(q, ctx.guildId, team.name, list);
    await audit(q, ctx, team.name, 'import', { players: list.map((p) => p.key) });
  });
  return {
    content: t(ctx.locale, 'playersImported', {
      team: safeName(team.name, 80),
      count: list.length,
      names: safeName(list.map((p, k) => `${k + 1}. ${p.name}`).join(', '), 1500),
    }),
  };
}

// ---- /team availability, the buttons, /team overview -----------------------------------------

/** The team's match of a round in the league file (played or a fixture): opponent and date. */
function matchOf(
  season: LeagueSeason,
  team: ClubTeam,
  round: number,
): { opponent: string; date?: string } | undefined {
  const all = [...season.matches, ...(season.fixtures ?? [])];
  const m = all.find((x) => x.round === round && (x.home === team.leagueTeam || x.away === team.leagueTeam));
  if (!m) return undefined;
  const other = m.home === team.leagueTeam ? m.away : m.home;
  const date = m.date ?? season.roundDates?.[round - 1];
  return {
    opponent: season.teams.find((x) => x.id === other)?.name ?? String(other),
    ...(date ? { date } : {}),
  };
}

const DAY_MS = 86_400_000;

/** Posts the team's availability question for a round (captain): one message with three buttons. */
export async function postAvailability(
  input: { team: string; round: number; deadline?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const { team } = await captainsTeam(ctx, deps, input.team);
  const season = await seasonOf(ctx, deps, team.league);
  const match = matchOf(season, team, input.round);
  if (!match) throw new UserError('noFixture', { team: safeName(team.name, 80), round: input.round });
  let deadline: Date | undefined;
  if (input.deadline !== undefined) {
    deadline = zonedInstant(input.deadline);
    if (!deadline) throw new UserError('badDeadline', { text: safeName(input.deadline, 40) });
  } else if (match.date !== undefined) {
    // Default: the evening before the match day, 18:00 in the club's zone.
    const before = new Date(Date.parse(`${match.date}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    deadline = zonedInstant(`${before} 18:00`);
  }
  if (!deadline) throw new UserError('needDeadline', { round: input.round });
  if (deadline.getTime() <= ctx.now.getTime())
    throw new UserError('deadlinePassed', { deadline: zonedText(deadline.toISOString(), ctx.locale) });
  const day = await deps.store.mutate(ctx.interactionId, async (q) => {
    const d = await upsertMatchDay(q, ctx.guildId, {
      team: team.name,
      round: input.round,
      ...(match.date ? { matchDate: match.date } : {}),
      opponent: match.opponent,
      deadline: deadline.toISOString(),
      createdBy: ctx.userId,
    });
    await audit(q, ctx, team.name, 'availability', { round: input.round, deadline: d.deadline });
    // The reminder, the answers closing, the line-up and results due: posted in this channel.
    await dropUnsentJobs(q, d.id);
    for (const job of matchDayJobTimes(d, ctx.now))
      await scheduleJob(q, {
        guildId: ctx.guildId,
        channelId: ctx.channelId,
        kind: job.kind,
        matchDayId: d.id,
        locale: ctx.guildLocale,
        dueAt: job.dueAt,
      });
    return d;
  });
  // The channel's message: in the server's language (members of both languages read it).
  const loc = ctx.guildLocale;
  const button = (
    answer: AvailabilityAnswer,
    label: MessageKey,
    style: 'success' | 'danger' | 'secondary',
  ) => ({
    customId: buildButtonId({ kind: 'avail', matchDayId: day.id, answer }),
    label: t(loc, label),
    style,
  });
  return {
    content: t(loc, 'availabilityPost', {
      team: safeName(team.name, 80),
      round: input.round,
      opponent: safeName(match.opponent, 80),
      date: match.date ? ` (${dateText(match.date, loc)})` : '',
      deadline: zonedText(day.deadline, loc),
    }),
    buttons: [
      button('yes', 'availableLabel', 'success'),
      button('no', 'notAvailableLabel', 'danger'),
      button('maybe', 'maybeLabel', 'secondary'),
    ],
  };
}

const ANSWER_KEY: Readonly<Record<AvailabilityAnswer, MessageKey>> = {
  yes: 'answerYes',
  no: 'answerNo',
  maybe: 'answerMaybe',
};

/** A member's click: stored for themself only, refused after the deadline; answered privately. */
export async function answerAvailability(
  input: { matchDayId: number; answer: AvailabilityAnswer },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const day = await matchDayById(deps.store.db, ctx.guildId, input.matchDayId);
  if (!day) throw new UserError('matchDayGone');
  const where = { team: safeName(day.team, 80), round: day.round };
  if (ctx.now.getTime() > Date.parse(day.deadline))
    throw new UserError('answerClosed', { ...where, deadline: zonedText(day.deadline, ctx.locale) });
  const players = await clubPlayers(deps.store.db, ctx.guildId);
  if (!players.some((p) => p.userId === ctx.userId)) throw new UserError('notClubPlayerSelfLink');
  await deps.store.mutate(ctx.interactionId, async (q) => {
    await setAvailability(q, day.id, ctx.userId, input.answer, ctx.now.toISOString());
    await audit(q, ctx, day.team, 'answer', { round: day.round, answer: input.answer });
  });
  return {
    ephemeral: true,
    content: t(ctx.locale, 'answerStored', {
      ...where,
      answer: t(ctx.locale, ANSWER_KEY[input.answer]),
      deadline: zonedText(day.deadline, ctx.locale),
    }),
  };
}

export async function matchDayFor(deps: Deps, ctx: Ctx, team: ClubTeam, round: number) {
  const day = await matchDayOfRound(deps.store.db, ctx.guildId, team.name, round);
  if (!day) throw new UserError('noMatchDay', { team: safeName(team.name, 80), round });
  return day;
}

/** Who answered what, and who did not: the team's list in board order, then answers from other teams. */
export async function availabilityOverview(
  input: { team: string; round: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const { club, team } = await captainsTeam(ctx, deps, input.team);
  const day = await matchDayFor(deps, ctx, team, input.round);
  const answers = await availabilityOf(deps.store.db, day.id);
  const label = (userId: string | undefined): string => {
    // A player no member is linked to cannot click: the captain asks them another way.
    if (userId === undefined) return t(ctx.locale, 'answerUnlinked');
    const a = answers.get(userId);
    return t(ctx.locale, a === undefined ? 'answerNone' : ANSWER_KEY[a]);
  };
  const own = club.players.filter((p) => p.team === team.name);
  const lines = own.map((p) => `${String(p.boardNo).padStart(2)}. ${p.name.padEnd(24)} ${label(p.userId)}`);
  const others = club.players.filter(
    (p) =>
      p.team !== team.name &&
      p.userId !== undefined &&
      answers.has(p.userId) &&
      !own.some((o) => o.userId === p.userId),
  );
  if (others.length > 0) {
    lines.push('', t(ctx.locale, 'reservesHeading'));
    for (const p of others) lines.push(`    ${p.name.padEnd(24)} ${label(p.userId)} (${p.team})`);
  }
  return {
    ephemeral: true,
    embeds: [
      {
        title: t(ctx.locale, 'overviewTitle', { team: safeName(team.name, 80), round: input.round }).slice(
          0,
          256,
        ),
        description: codeBlock(lines.join('\n').slice(0, 3900)),
      },
    ],
  };
}

// ---- /team lineup --------------------------------------------------------------------------------

/**
 * Games each player has played for each club team this season, from the line-ups of every league file
 * the club's teams are linked to (a reserve's games above count over all leagues: Hamburg TO § 15
 * "insgesamt dreimal in einer höheren Klasse").
 */
export function playedCounts(
  seasons: readonly LeagueSeason[],
  teams: readonly ClubTeam[],
): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const season of seasons) {
    const byLeagueTeam = new Map(
      teams.filter((x) => x.league === season.name).map((x) => [x.leagueTeam, x.name]),
    );
    for (const m of season.matches)
      for (const side of ['home', 'away'] as const) {
        const team = byLeagueTeam.get(m[side]);
        if (team === undefined) continue;
        for (const g of m.games) {
          const id = g[side];
          if (id === undefined) continue;
          const per = out.get(id) ?? new Map<string, number>();
          per.set(team, (per.get(team) ?? 0) + 1);
          out.set(id, per);
        }
      }
  }
  return out;
}

function breakText(b: LineupBreak, locale: Locale, nameOf: (key: string) => string): string {
  const p = {
    board: b.board,
    player: nameOf(b.player),
    team: b.otherTeam ?? '',
    games: b.games ?? 0,
    limit: b.limit ?? 0,
  };
  switch (b.kind) {
    case 'boardOrder':
      return t(locale, 'breakBoardOrder', { ...p, expected: b.expectedBoard ?? 0 });
    case 'higherTeam':
      return t(locale, 'breakHigherTeam', p);
    case 'reserve':
      return t(locale, 'breakReserve', p);
    case 'reserveLimit':
      return t(locale, 'breakReserveLimit', p);
    case 'fixed':
      return t(locale, 'breakFixed', p);
    case 'notRegistered':
      return t(locale, 'breakNotRegistered', p);
    case 'twice':
      return t(locale, 'breakTwice', p);
  }
}

/**
 * The line-up of a round (captain): proposed from the registered order and the members who answered
 * "available", or the captain's own (`players`: names in board order, `-` for an empty board), checked
 * by the league's line-up rules; stored with each broken rule named.
 */
export async function teamLineup(
  input: { team: string; round: number; players?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const { club, team } = await captainsTeam(ctx, deps, input.team);
  const day = await matchDayFor(deps, ctx, team, input.round);
  const lg = await loadLeague(ctx, deps, team.league);
  const season = lg.season;
  if (!season) throw new UserError('noLeaguePlayers');
  const rules = lineupRulesOf(season.rules ?? lg.rules);
  const sameLeague = club.teams; // the club's order over all its teams, first team first
  const lineupCtx: LineupContext = {
    teams: sameLeague.map((x) => ({
      team: x.name,
      players: club.players.filter((p) => p.team === x.name).map((p) => p.key),
    })),
    team: team.name,
    rules,
    played: playedCounts(await clubSeasons(ctx, deps, club), club.teams),
  };
  const nameOf = (key: string): string => club.players.find((p) => p.key === key)?.name ?? key;
  let lineup: readonly (string | undefined)[];
  if (input.players !== undefined) {
    const names = input.players.split(/[,;\n]/).map((s) => s.trim());
    if (names.length > season.boards)
      throw new UserError('lineupTooLong', { count: names.length, boards: season.boards });
    lineup = names.map((n) => {
      if (n === '' || n === '-') return undefined;
      const keys = [...new Set(playersNamed(club.players, n).map((p) => p.key))];
      if (keys.length !== 1) throw new UserError('lineupUnknownPlayer', { name: safeName(n, 80) });
      return keys[0];
    });
  } else {
    const answers = await availabilityOf(deps.store.db, day.id);
    const available = new Set(
      club.players.filter((p) => p.userId !== undefined && answers.get(p.userId) === 'yes').map((p) => p.key),
    );
    lineup = proposeLineup(lineupCtx, available, season.boards);
  }
  const breaks = checkLineup(lineupCtx, lineup);
  await deps.store.mutate(ctx.interactionId, async (q) => {
    await setLineup(q, day.id, lineup, ctx.userId, ctx.now.toISOString());
    await audit(q, ctx, team.name, 'lineup', {
      round: input.round,
      boards: lineup.map((b) => b ?? null),
      breaks: breaks.map((b) => `${b.kind}@${b.board}`),
    });
  });
  const rows = Array.from({ length: season.boards }, (_, k) => {
    const key = lineup[k];
    return `${String(k + 1).padStart(2)}. ${key === undefined ? t(ctx.locale, 'emptyBoard') : nameOf(key)}`;
  });
  const verdict =
    breaks.length === 0
      ? t(ctx.locale, 'lineupOk')
      : breaks.map((b) => `• ${breakText(b, ctx.locale, nameOf)}`).join('\n');
  return {
    ephemeral: true,
    embeds: [
      {
        title: t(ctx.locale, 'lineupTitle', { team: safeName(team.name, 80), round: input.round }).slice(
          0,
          256,
        ),
        description: [
          codeBlock(rows.join('\n')),
          verdict,
          input.players === undefined ? t(ctx.locale, 'lineupProposed') : t(ctx.locale, 'lineupStored'),
        ]
          .join('\n')
          .slice(0, 4000),
        footer: { text: rules.source.slice(0, 2048) },
      },
    ],
  };
}
