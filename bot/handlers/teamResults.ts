// A match day's board results: entered on the day by the captain (or each player for their own
// board), confirmed by a second person (the opposing captain where that team is on the server, or
// another player of the own team); once every board is confirmed the match goes into the league
// file the bot stores, and the league table counts it at once.
import {
  computeLeagueStandings,
  SEASON_BOARD,
  SEASON_RESULTS,
  seasonToTeamEvent,
  type LeagueSeason,
  type SeasonGame,
  type SeasonPlayer,
  type SeasonResult,
} from '../../core/team/index.ts';
import { foldName } from '../../core/index.ts';
import { makeLeagueFileJson } from '../../schemas/leagueFile.ts';
import { buildButtonId } from '../discord/customIds.ts';
import { safeName } from '../discord/limits.ts';
import { UserError } from '../errors.ts';
import { codeBlock, monoTable } from '../format/text.ts';
import { t, type Locale } from '../i18n/index.ts';
import { isArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import {
  boardOpponentsOf,
  boardResultsOf,
  confirmBoardResult,
  enterBoardResult,
  leagueData,
  lineupOf,
  matchDayById,
  matchDayOfRound,
  replaceLeagueData,
  setBoardOpponent,
  upsertMatchDay,
  type BoardResult,
  type MatchDay,
} from '../storage/teams.ts';
import type { StoredLeague } from './league.ts';
import { audit, captainsTeam, findTeam, loadClub, mayLead, playersNamed, type Club } from './team.ts';
import {
  clubSeasonForReport,
  matchReportPdf,
  otherClubSeasons,
  seasonLine,
  type MatchReportPdfRow,
} from './teamSeason.ts';
import { dateText, zonedText } from './zonedTime.ts';

/** Results as volunteers type them (home team first, as on the score sheet) → the league file's. */
const RESULT_SPELLINGS: Readonly<Record<string, SeasonResult>> = {
  '1-0': '1-0',
  '1:0': '1-0',
  '0-1': '0-1',
  '0:1': '0-1',
  '1/2-1/2': '1/2-1/2',
  '½-½': '1/2-1/2',
  '½:½': '1/2-1/2',
  '0.5-0.5': '1/2-1/2',
  '0,5-0,5': '1/2-1/2',
  '0.5:0.5': '1/2-1/2',
  '0,5:0,5': '1/2-1/2',
  '1/2:1/2': '1/2-1/2',
  '=': '1/2-1/2',
  remis: '1/2-1/2',
  draw: '1/2-1/2',
  '+:-': '+:-',
  '+-': '+:-',
  '-:+': '-:+',
  '-+': '-:+',
  '-:-': '-:-',
  '--': '-:-',
};

/** A typed board result, or undefined when it is none of the spellings above. */
export function parseBoardResult(text: string): SeasonResult | undefined {
  return RESULT_SPELLINGS[text.trim().toLowerCase().replace(/\s+/g, '').replace(/–/g, '-')];
}

/** ½ points as the score sheet writes them: 2½, ½, 3. */
export const halves = (n: number): string =>
  n % 2 === 0 ? String(n / 2) : n === 1 ? '½' : `${Math.floor(n / 2)}½`;

const shown = (r: string): string => (r === '1/2-1/2' ? '½-½' : r);

/** The team's match of the round in the league file: where it stands and whether it was played. */
interface Fixture {
  readonly round: number;
  readonly home: number;
  readonly away: number;
  readonly ownHome: boolean;
  readonly date?: string;
  readonly played: boolean;
}

function fixtureOf(season: LeagueSeason, leagueTeam: number, round: number): Fixture | undefined {
  const at = (x: { round: number; home: number; away: number; date?: string }, played: boolean) => ({
    round: x.round,
    home: x.home,
    away: x.away,
    ownHome: x.home === leagueTeam,
    ...(x.date ? { date: x.date } : {}),
    played,
  });
  const f = (season.fixtures ?? []).find(
    (x) => x.round === round && (x.home === leagueTeam || x.away === leagueTeam),
  );
  if (f) return at(f, false);
  const m = season.matches.find((x) => x.round === round && (x.home === leagueTeam || x.away === leagueTeam));
  return m ? at(m, true) : undefined;
}

async function storedLeague(deps: Deps, ctx: Ctx, league: string): Promise<StoredLeague> {
  const data = await leagueData(deps.store.db, ctx.guildId, league);
  if (data === undefined) throw new UserError('noLeague');
  const lg = JSON.parse(data) as StoredLeague;
  if (!lg.season) throw new UserError('noLeaguePlayers');
  return lg;
}

/** The Berlin calendar date of an instant (what "on the day" means for the club). */
const berlinDate = (now: Date): string => {
  const [d, m, y] = zonedText(now.toISOString(), 'de').slice(0, 10).split('.');
  return `${y}-${m}-${d}`;
};

interface Board {
  readonly board: number;
  readonly home: string;
  readonly away: string;
}

/** Each board's two players by name (the own side from the stored line-up; the other side unnamed). */
function boardNames(
  season: LeagueSeason,
  club: Club,
  fixture: Fixture,
  lineup: readonly (string | undefined)[] | undefined,
): Board[] {
  const name = (key: string | undefined): string =>
    key === undefined
      ? '—'
      : (club.players.find((p) => p.key === key)?.name ??
        season.teams.flatMap((x) => x.players).find((p) => p.id === key)?.name ??
        key);
  return Array.from({ length: season.boards }, (_, k) => {
    const own = name(lineup?.[k]);
    return fixture.ownHome ? { board: k + 1, home: own, away: '—' } : { board: k + 1, home: '—', away: own };
  });
}

/** The match score so far from the confirmed boards: home, away (half-points). */
function scoreOf(results: readonly BoardResult[]): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const r of results) {
    if (r.confirmedBy === undefined) continue;
    const b = SEASON_BOARD[r.result as SeasonResult];
    home += b.home;
    away += b.away;
  }
  return { home, away };
}

const teamName = (season: LeagueSeason, id: number): string =>
  season.teams.find((x) => x.id === id)?.name ?? String(id);

/**
 * The opposing player a captain names with a board result: from the opposing team's list in the league
 * file (names as volunteers type them, or the file's id); a team without a list takes the name as typed.
 */
export function opposingPlayerOf(
  season: LeagueSeason,
  opposing: number,
  typed: string,
): { key: string; name: string } {
  const list = season.teams.find((x) => x.id === opposing)?.players ?? [];
  const name = typed.trim().slice(0, 80);
  const asClub = list.map((p, k) => ({ team: '', boardNo: k + 1, key: p.id, name: p.name }));
  const found = asClub.filter((p) => p.key === name);
  const hits = found.length > 0 ? found : playersNamed(asClub, name);
  // A team whose list holds only players named with earlier results (no list in the file): a new
  // name is a new player of that team.
  const official = list.some((p) => !p.id.startsWith('name:'));
  if (!official && hits.length === 0) return { key: `name:${foldName(name).replace(/\s+/g, ' ')}`, name };
  if (hits.length !== 1)
    throw new UserError('opponentNotInList', {
      name: safeName(name, 80),
      team: safeName(teamName(season, opposing), 80),
      names: safeName(list.map((p) => p.name).join(', '), 900),
    });
  return { key: hits[0]!.key, name: hits[0]!.name };
}

/**
 * `/team result`: a board's result on the match day, by the captain (any board), an arbiter, or the
 * player the line-up has on that board. A board the match does not have or a result that is none:
 * one private answer, nothing stored. The posted message carries the button to confirm it.
 */
export async function enterTeamResult(
  input: { team: string; round: number; board: number; result: string; opponent?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const club = await loadClub(deps.store.db, ctx.guildId);
  const team = findTeam(club, input.team);
  // A captain who asked nobody (the line-up settled elsewhere) still enters results: the match day is
  // made on the first result, with its availability closed.
  const day = await matchDayOfRound(deps.store.db, ctx.guildId, team.name, input.round);
  const lg = await storedLeague(deps, ctx, team.league);
  const season = lg.season!;
  const fixture = fixtureOf(season, team.leagueTeam, input.round);
  const where = { team: safeName(team.name, 80), round: input.round };
  if (!fixture) throw new UserError('noFixture', where);
  if (input.board < 1 || input.board > season.boards)
    throw new UserError('noSuchBoard', { ...where, board: input.board, boards: season.boards });
  const result = parseBoardResult(input.result);
  if (!result) throw new UserError('badBoardResult', { text: safeName(input.result, 20) });
  const lineup = day ? await lineupOf(deps.store.db, day.id) : undefined;
  const ownKey = lineup?.[input.board - 1];
  const ownPlayer = club.players.find((p) => p.key === ownKey && p.userId === ctx.userId);
  if (!ownPlayer && !(await mayLead(ctx, deps, team)))
    throw new UserError('notResultEnterer', { ...where, board: input.board });
  if (fixture.played) throw new UserError('matchAlreadyIn', where);
  const matchDate = day?.matchDate ?? fixture.date;
  if (matchDate !== undefined && berlinDate(ctx.now) < matchDate)
    throw new UserError('resultTooEarly', { ...where, date: matchDate });
  const before = day ? await boardResultsOf(deps.store.db, day.id) : [];
  if (before.some((r) => r.board === input.board && r.confirmedBy !== undefined))
    throw new UserError('boardConfirmed', { ...where, board: input.board });
  const opponent = teamName(season, fixture.ownHome ? fixture.away : fixture.home);
  const opposingPlayer =
    input.opponent === undefined
      ? undefined
      : opposingPlayerOf(season, fixture.ownHome ? fixture.away : fixture.home, input.opponent);
  if (opposingPlayer && day) {
    // One opposing player plays one board of the match.
    const elsewhere = [...(await boardOpponentsOf(deps.store.db, day.id))].find(
      ([board, o]) => board !== input.board && o.key === opposingPlayer.key,
    );
    if (elsewhere)
      throw new UserError('opponentOnOtherBoard', {
        ...where,
        name: safeName(opposingPlayer.name, 80),
        board: elsewhere[0],
      });
  }
  const dayId = await deps.store.mutate(ctx.interactionId, async (q) => {
    const id =
      day?.id ??
      (
        await upsertMatchDay(q, ctx.guildId, {
          team: team.name,
          round: input.round,
          ...(matchDate !== undefined ? { matchDate } : {}),
          opponent,
          deadline: ctx.now.toISOString(),
          createdBy: ctx.userId,
        })
      ).id;
    await enterBoardResult(q, id, input.board, result, ctx.userId, ctx.now.toISOString());
    if (opposingPlayer) await setBoardOpponent(q, id, input.board, opposingPlayer);
    await audit(q, ctx, team.name, 'result', { round: input.round, board: input.board, result });
    return id;
  });
  const named = boardNames(season, club, fixture, lineup)[input.board - 1]!;
  const stored = opposingPlayer ?? (await boardOpponentsOf(deps.store.db, dayId)).get(input.board);
  const b = !stored
    ? named
    : fixture.ownHome
      ? { ...named, away: stored.name }
      : { ...named, home: stored.name };
  const loc = ctx.guildLocale;
  return {
    content: t(loc, 'boardResultEntered', {
      ...where,
      board: input.board,
      home: safeName(b.home, 80),
      away: safeName(b.away, 80),
      result: shown(result),
      by: `<@${ctx.userId}>`,
      opponent: safeName(opponent, 80),
    }),
    buttons: [
      {
        customId: buildButtonId({
          kind: 'teamResult',
          matchDayId: dayId,
          board: input.board,
          result: SEASON_RESULTS.indexOf(result),
        }),
        label: t(loc, 'confirmResultLabel'),
        style: 'success',
      },
    ],
  };
}

/** May `ctx` confirm a result of `day` entered by someone else: the opposing captain, a team player, an arbiter. */
async function mayConfirm(ctx: Ctx, deps: Deps, club: Club, day: MatchDay, season: LeagueSeason) {
  const team = findTeam(club, day.team);
  if (club.players.some((p) => p.team === team.name && p.userId === ctx.userId)) return true;
  if (await mayLead(ctx, deps, team)) return true;
  const fixture = fixtureOf(season, team.leagueTeam, day.round);
  const other = fixture ? (fixture.ownHome ? fixture.away : fixture.home) : undefined;
  const opposing = club.teams.find((x) => x.league === team.league && x.leagueTeam === other);
  if (opposing && (await mayLead(ctx, deps, opposing))) return true;
  return isArbiter(ctx, deps);
}

/** The season with the match of `fixture` played: its boards from the line-up and the confirmed results. */
export function withMatchPlayed(
  season: LeagueSeason,
  fixture: Fixture,
  lineup: readonly (string | undefined)[] | undefined,
  results: readonly BoardResult[],
  opponents: ReadonlyMap<number, { key: string; name: string }> = new Map(),
): LeagueSeason {
  const side = fixture.ownHome ? 'home' : 'away';
  const other = fixture.ownHome ? 'away' : 'home';
  const games: SeasonGame[] = Array.from({ length: season.boards }, (_, k) => {
    const r = results.find((x) => x.board === k + 1)!;
    const own = lineup?.[k];
    const opp = opponents.get(k + 1)?.key;
    return {
      ...(own !== undefined ? { [side]: own } : {}),
      ...(opp !== undefined ? { [other]: opp } : {}),
      result: r.result as SeasonResult,
    };
  });
  // Opponents named without a list of their team: they played for it, so the file lists them there.
  const opposing = fixture.ownHome ? fixture.away : fixture.home;
  const listed = new Set(season.teams.flatMap((x) => x.players.map((p) => p.id)));
  const newcomers = [...new Map([...opponents.values()].map((o) => [o.key, o])).values()].filter(
    (o) => !listed.has(o.key),
  );
  const teams = season.teams.map((x) =>
    x.id === opposing && newcomers.length > 0
      ? { ...x, players: [...x.players, ...newcomers.map((o) => ({ id: o.key, name: o.name }))] }
      : x,
  );
  const fixtures = (season.fixtures ?? []).filter(
    (x) => !(x.round === fixture.round && x.home === fixture.home && x.away === fixture.away),
  );
  const { fixtures: _old, ...rest } = season;
  return {
    ...rest,
    teams,
    ...(fixtures.length > 0 ? { fixtures } : {}),
    matches: [
      ...season.matches,
      {
        round: fixture.round,
        home: fixture.home,
        away: fixture.away,
        ...(fixture.date !== undefined ? { date: fixture.date } : {}),
        games,
      },
    ],
  };
}

/** The confirm button under a board result. When the last board is confirmed the league file counts the match. */
export async function confirmTeamResult(
  input: { matchDayId: number; board: number; result?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const day = await matchDayById(deps.store.db, ctx.guildId, input.matchDayId);
  if (!day) throw new UserError('matchDayGone');
  const club = await loadClub(deps.store.db, ctx.guildId);
  const team = findTeam(club, day.team);
  const lg = await storedLeague(deps, ctx, team.league);
  const season = lg.season!;
  const where = { team: safeName(team.name, 80), round: day.round, board: input.board };
  const entered = (await boardResultsOf(deps.store.db, day.id)).find((r) => r.board === input.board);
  if (!entered) throw new UserError('matchDayGone');
  if (entered.confirmedBy !== undefined) throw new UserError('boardConfirmed', where);
  if (entered.enteredBy === ctx.userId) throw new UserError('confirmBySomeoneElse', where);
  // The message shows another result than the one stored now (entered again since): not this one.
  if (input.result !== undefined && SEASON_RESULTS[input.result] !== entered.result)
    throw new UserError('resultChangedSince', { ...where, result: shown(entered.result) });
  if (!(await mayConfirm(ctx, deps, club, day, season))) throw new UserError('notResultConfirmer', where);
  const fixture = fixtureOf(season, team.leagueTeam, day.round);
  if (!fixture) throw new UserError('noFixture', where);
  const lineup = await lineupOf(deps.store.db, day.id);
  const outcome = await deps.store.mutate(ctx.interactionId, async (q) => {
    if (!(await confirmBoardResult(q, day.id, input.board, ctx.userId, ctx.now.toISOString())))
      throw new UserError('boardConfirmed', where);
    await audit(q, ctx, team.name, 'confirm', {
      round: day.round,
      board: input.board,
      result: entered.result,
    });
    const results = await boardResultsOf(q, day.id);
    const confirmed = results.filter((r) => r.confirmedBy !== undefined);
    if (fixture.played || confirmed.length < season.boards) return { results, complete: false };
    const played = withMatchPlayed(season, fixture, lineup, confirmed, await boardOpponentsOf(q, day.id));
    const next: StoredLeague = {
      ...lg,
      season: played,
      event: { ...seasonToTeamEvent(played), name: lg.event.name },
    };
    await replaceLeagueData(
      q,
      ctx.guildId,
      team.league,
      JSON.stringify(next),
      ctx.userId,
      ctx.now.toISOString(),
    );
    const score = scoreOf(confirmed);
    await audit(q, ctx, team.name, 'match', { round: day.round, home: score.home, away: score.away });
    return { results, complete: true, next };
  });
  const loc = ctx.guildLocale;
  const score = scoreOf(outcome.results);
  const homeName = teamName(season, fixture.home);
  const awayName = teamName(season, fixture.away);
  const lines = [
    t(loc, 'boardResultConfirmed', {
      ...where,
      result: shown(entered.result),
      by: `<@${ctx.userId}>`,
    }),
    t(loc, 'matchScoreSoFar', {
      home: safeName(homeName, 80),
      away: safeName(awayName, 80),
      score: `${halves(score.home)}:${halves(score.away)}`,
      confirmed: outcome.results.filter((r) => r.confirmedBy !== undefined).length,
      boards: season.boards,
    }),
  ];
  if (outcome.complete && outcome.next) {
    lines.push(placeLine(outcome.next, team.leagueTeam, loc));
    // The season's statistics and DWZ come from the league file this transaction wrote.
    lines.push(
      await seasonLine(
        deps,
        ctx.guildId,
        outcome.next.season!,
        club,
        team,
        lineup ?? [],
        ctx.now,
        loc,
        await otherClubSeasons(ctx, deps, club, team.league),
      ),
    );
  }
  return { content: lines.join('\n') };
}

/** The team's place in the league table after the match (the rule set's order). */
function placeLine(lg: StoredLeague, leagueTeam: number, loc: Locale): string {
  const r = computeLeagueStandings(lg.event, { rules: lg.rules, boardResults: lg.boardResults });
  const row = r.ok ? r.value.rows.find((x) => x.team === leagueTeam) : undefined;
  return t(loc, 'leagueTableUpdated', {
    league: safeName(lg.event.name, 100),
    rank: row?.rank ?? '?',
    teams: lg.event.teams.length,
    mp: row ? String(row.matchPoints) : '?',
  });
}

// ---- /team report ----------------------------------------------------------------------------------

const dwzOf = (p: SeasonPlayer | undefined): string =>
  p?.dwz === undefined
    ? ''
    : p.dwz.index === undefined
      ? String(p.dwz.rating)
      : `${p.dwz.rating}-${p.dwz.index}`;

/** A CSV cell for German spreadsheets (`;` separated): quoted when it holds `;`, `"` or a line break. */
const cell = (s: string): string => (/[;"\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export interface ReportRow extends MatchReportPdfRow {
  readonly confirmed: boolean;
}

/** The report's rows: the league file's match when it is in; else the line-up and the results entered so far. */
export function reportRows(
  season: LeagueSeason,
  club: Club,
  fixture: Fixture,
  lineup: readonly (string | undefined)[] | undefined,
  results: readonly BoardResult[],
  opponents: ReadonlyMap<number, { key: string; name: string }> = new Map(),
): ReportRow[] {
  const players = season.teams.flatMap((x) => x.players);
  const person = (key: string | undefined, board?: number): { name: string; dwz: string } => {
    if (key === undefined) return { name: '', dwz: '' };
    const p = players.find((x) => x.id === key);
    const o = board === undefined ? undefined : opponents.get(board);
    const named = o?.key === key ? o.name : undefined;
    return { name: p?.name ?? club.players.find((x) => x.key === key)?.name ?? named ?? key, dwz: dwzOf(p) };
  };
  const played = season.matches.find(
    (m) => m.round === fixture.round && m.home === fixture.home && m.away === fixture.away,
  );
  return Array.from({ length: season.boards }, (_, k) => {
    const g = played?.games[k];
    const r = results.find((x) => x.board === k + 1);
    const own = lineup?.[k];
    const opp = opponents.get(k + 1)?.key;
    const home = person(g ? g.home : fixture.ownHome ? own : opp, k + 1);
    const away = person(g ? g.away : fixture.ownHome ? opp : own, k + 1);
    return {
      board: k + 1,
      home: home.name,
      homeDwz: home.dwz,
      away: away.name,
      awayDwz: away.dwz,
      result: g ? shown(g.result) : r ? shown(r.result) : '',
      confirmed: g !== undefined || r?.confirmedBy !== undefined,
    };
  });
}

/** The match score of the rows (half-points): only results that count (confirmed or in the file). */
const rowsScore = (rows: readonly ReportRow[]) =>
  scoreOf(
    rows
      .filter((r) => r.confirmed && r.result !== '')
      .map((r) => ({
        board: r.board,
        result: r.result === '½-½' ? '1/2-1/2' : r.result,
        enteredBy: '',
        confirmedBy: '-',
      })),
  );

/**
 * `/team report` (captain): the match report as the league's result service asks for it (board,
 * players with DWZ, result, match score) as text and CSV, and the league file as the bot stores it.
 */
export async function teamReport(
  input: { team: string; round: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const { club, team } = await captainsTeam(ctx, deps, input.team);
  const lg = await storedLeague(deps, ctx, team.league);
  const season = lg.season!;
  const fixture = fixtureOf(season, team.leagueTeam, input.round);
  if (!fixture) throw new UserError('noFixture', { team: safeName(team.name, 80), round: input.round });
  const day = await matchDayOfRound(deps.store.db, ctx.guildId, team.name, input.round);
  const lineup = day ? await lineupOf(deps.store.db, day.id) : undefined;
  const results = day ? await boardResultsOf(deps.store.db, day.id) : [];
  const opponents = day
    ? await boardOpponentsOf(deps.store.db, day.id)
    : new Map<number, { key: string; name: string }>();
  // The DWZ by the rule of `/team stats`; every player who played with an entry in the export.
  const { rated, exported } = await clubSeasonForReport(ctx, deps, club, team.league, season);
  const rows = reportRows(rated, club, fixture, lineup, results, opponents);
  const score = rowsScore(rows);
  const loc = ctx.locale;
  const homeName = teamName(season, fixture.home);
  const awayName = teamName(season, fixture.away);
  const withDwz = (name: string, dwz: string) => (name === '' ? '—' : dwz === '' ? name : `${name} (${dwz})`);
  const open = rows.filter((r) => !r.confirmed).length;
  const head = [
    `${lg.event.name}, ${t(loc, 'reportRound', { round: input.round })}${fixture.date ? `, ${dateText(fixture.date, loc)}` : ''}`,
    `${homeName} – ${awayName}  ${halves(score.home)}:${halves(score.away)}`,
    '',
  ];
  const body = monoTable(
    [t(loc, 'reportBoard'), t(loc, 'reportHome'), t(loc, 'reportAway'), t(loc, 'reportResult')],
    rows.map((r) => [
      String(r.board),
      withDwz(r.home, r.homeDwz),
      withDwz(r.away, r.awayDwz),
      r.result === '' ? '' : r.confirmed ? r.result : `${r.result} (?)`,
    ]),
    ['right', 'left', 'left', 'left'],
  );
  const text = [...head, body, ...(open > 0 ? ['', t(loc, 'reportOpenBoards', { count: open })] : [])].join(
    '\n',
  );
  const csv = [
    ['Brett', 'Heim', 'DWZ Heim', 'Gast', 'DWZ Gast', 'Ergebnis'].join(';'),
    ...rows.map((r) =>
      [String(r.board), r.home, r.homeDwz, r.away, r.awayDwz, r.confirmed ? r.result : '']
        .map(cell)
        .join(';'),
    ),
    ['', homeName, '', awayName, '', `${halves(score.home)}:${halves(score.away)}`].map(cell).join(';'),
  ].join('\r\n');
  const base = fileBase(`${team.name} R${input.round}`);
  const pdf = await matchReportPdf(deps, {
    league: lg.event.name,
    heading: head[0]!,
    title: head[1]!,
    rows: rows.map((r) => ({
      ...r,
      result: r.result === '' ? '' : r.confirmed ? r.result : `${r.result} (?)`,
    })),
    notes: open > 0 ? [t(loc, 'reportOpenBoards', { count: open })] : [],
    lang: loc,
  });
  return {
    ephemeral: true,
    content: codeBlock(text, 1900),
    files: [
      { name: `${base}.txt`, data: Buffer.from(`${text}\n`, 'utf8') },
      // A BOM so spreadsheet programs read the umlauts as UTF-8.
      { name: `${base}.csv`, data: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8') },
      { name: `${fileBase(lg.event.name)}.json`, data: Buffer.from(makeLeagueFileJson(exported), 'utf8') },
      { name: `${base}.pdf`, data: pdf },
    ],
  };
}

/** A file name from a team or league name: letters, digits, `-` and `_` (umlauts kept). */
const fileBase = (s: string): string =>
  s
    .trim()
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60) || 'report';
