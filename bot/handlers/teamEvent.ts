// A team event run on the server (/teamevent) on the core's team workflow actions: the arbiter
// creates it, registers the teams with their players in board order (typed, or from a file through
// the core's file gate) and their captains, and pairs each round (Swiss Team, C.04.6, or the Berger
// table of a team round robin); captains set their line-ups and enter their match's board results,
// which count once the opposing captain (or an arbiter) has confirmed them. Every refusal is the
// core's located error in the reader's language, and nothing is stored.
import { coreError, describeCoreError, maxOf, parsePlayerList } from '../../core/index.ts';
import { readTournamentFile } from '../../core/formats/index.ts';
import { defaultTiebreaksFor } from '../../core/standings/index.ts';
import {
  addTeam,
  BOARD_HALF_POINTS,
  boardSeats,
  computeTeamStandings,
  enterBoardResult,
  enterMatchResult,
  findTeam,
  gamePoints,
  halfPointsText,
  isScheveningen,
  lastCompleteTeamRound,
  lastTeamRound,
  lineupOf,
  makeTeamSwissTrf,
  matchBoards,
  newTeamTournament,
  pairNextTeamRound,
  setLineup,
  teamSystemRules,
  teamTournamentToEvent,
  teamTournamentToSwiss,
  type BoardOrderPolicy,
  type TeamEntry,
  type TeamPlayerEntry,
  type TeamTournament,
  type TeamTournamentMatch,
  type TeamTournamentSystem,
  type TeamWorkflowError,
} from '../../core/team/index.ts';
import { makeTeamTournamentJson } from '../../core/formats/index.ts';
import { parseTournamentJson } from '../../schemas/tournamentJson.ts';
import { buildButtonId } from '../discord/customIds.ts';
import { codeName, safeName } from '../discord/limits.ts';
import { makeTeamStandingsTable, renderTextTable } from '../../core/report/index.ts';
import { UserError } from '../errors.ts';
import { codeBlock, monoTable } from '../format/text.ts';
import { t, type Locale } from '../i18n/index.ts';
import { isArbiter, requireArbiter } from '../preconditions.ts';
import type { Ctx, Deps, Reply } from '../reply.ts';
import {
  createTeamEvent,
  saveTeamEvent,
  teamEventById,
  teamEventByName,
  type EventCaptain,
  type EventEntry,
  type StoredTeamEvent,
} from '../storage/teamEvents.ts';
import { parseBoardResult } from './teamResults.ts';
import { MAX_IMPORT_BYTES } from './transfer.ts';

const refused = (e: TeamWorkflowError): UserError =>
  new UserError('teRefused', {}, coreError.teamWorkflow(e));

const n80 = (s: string): string => safeName(s, 80);

async function loadEvent(ctx: Ctx, deps: Deps, name: string | undefined): Promise<StoredTeamEvent> {
  const e = await teamEventByName(deps.store.db, ctx.guildId, name);
  if (!e) throw new UserError('teNoEvent', { event: name === undefined ? '' : ` “${n80(name)}”` });
  return e;
}

const save = (ctx: Ctx, deps: Deps, e: StoredTeamEvent): Promise<void> =>
  deps.store.mutate(ctx.interactionId, (q) =>
    saveTeamEvent(q, ctx.guildId, e, ctx.userId, ctx.now.toISOString()),
  );

const teamOf = (tt: TeamTournament, name: string): TeamEntry => {
  const r = findTeam(tt, name);
  if (!r.ok) throw refused(r.error);
  return r.value;
};

const teamName = (tt: TeamTournament, id: number): string =>
  tt.teams.find((x) => x.id === id)?.name ?? String(id);

/** May `ctx` lead `team`: its captain (role or member) or an arbiter. */
async function leads(ctx: Ctx, deps: Deps, e: StoredTeamEvent, team: number): Promise<boolean> {
  const c = e.captains.find((x) => x.team === team);
  if (c?.userId !== undefined && c.userId === ctx.userId) return true;
  if (c?.roleId !== undefined && ctx.roleIds.includes(c.roleId)) return true;
  return isArbiter(ctx, deps);
}

// ---- the arbiter: event, teams, captains, pairing --------------------------------------------------

/** `/teamevent new` (arbiter): an empty team event. */
export async function newTeamEvent(
  input: {
    name: string;
    system: TeamTournamentSystem;
    boards: number;
    rounds?: number;
    boardOrder?: BoardOrderPolicy;
    initialColour?: 'white' | 'black';
  },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const name = input.name.trim();
  if (name === '') throw refused({ kind: 'emptyName' });
  if (await teamEventByName(deps.store.db, ctx.guildId, name))
    throw new UserError('teEventExists', { event: n80(name) });
  if (input.system === 'team-swiss' && input.rounds === undefined) throw new UserError('teRoundsNeeded');
  // The core checks the settings against the system (a Scheveningen's even number of boards).
  const made = newTeamTournament({
    name,
    system: input.system,
    boards: input.boards,
    ...(input.rounds !== undefined ? { rounds: input.rounds } : {}),
    ...(input.boardOrder !== undefined ? { boardOrder: input.boardOrder } : {}),
    ...(input.initialColour !== undefined ? { initialColour: input.initialColour } : {}),
  });
  if (!made.ok) throw refused(made.error);
  const tournament = made.value;
  await deps.store.mutate(ctx.interactionId, (q) =>
    createTeamEvent(q, ctx.guildId, tournament, ctx.userId, ctx.now.toISOString()),
  );
  return {
    content: t(ctx.locale, 'teEventCreated', {
      event: n80(name),
      system: input.system,
      boards: input.boards,
      // A round robin's rounds follow from its teams, not yet registered.
      rounds: input.system === 'team-round-robin' ? '—' : String(tournament.rounds),
      order: input.boardOrder ?? 'refuse',
    }),
  };
}

/** "Name (1850); Name; …" → players in board order (a rating in brackets is optional). */
function typedPlayers(text: string): TeamPlayerEntry[] {
  // Separated by ; or lines (a DSB-style "Weiß, Jürgen" keeps its comma), else by commas.
  return text
    .split(/[;\n]/.test(text) ? /[;\n]/ : /,/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => {
      const m = /^(.*?)\s*(?:\((\d{3,4})\))?$/.exec(s);
      return { name: m?.[1]?.trim() || s, ...(m?.[2] !== undefined ? { rating: Number(m[2]) } : {}) };
    });
}

const FILE_GATE = { json: { parseTournamentJson }, teams: 'read' } as const;

/** The teams of an uploaded file: a team file (Swiss-Manager, Swiss-Chess, TRF-2026) or one team's list. */
function teamsFromFile(
  bytes: Uint8Array,
  team: string | undefined,
): { name: string; players: TeamPlayerEntry[] }[] {
  const entry = (p: { name: string; fide?: number; dwz?: { rating: number }; fideId?: string }) => {
    const r = p.fide ?? p.dwz?.rating;
    return {
      name: p.name,
      ...(r !== undefined ? { rating: r } : {}),
      ...(p.fideId ? { fideId: p.fideId } : {}),
    };
  };
  const read = readTournamentFile(bytes, FILE_GATE);
  if (read.ok && read.value.team) {
    const { event, members } = read.value.team;
    const byId = new Map(read.value.tournament.players.map((p) => [p.id, p]));
    const wanted = team?.trim().toLocaleLowerCase('de');
    const teams = event.teams.filter(
      (x) => wanted === undefined || x.name.trim().toLocaleLowerCase('de') === wanted,
    );
    if (teams.length === 0)
      throw refused({ kind: 'noSuchTeam', found: team ?? '', teams: event.teams.map((x) => x.name) });
    return teams.map((x) => ({
      name: x.name,
      players: (members.find((m) => m.team === x.id)?.players ?? []).flatMap((id) => {
        const p = byId.get(id);
        return p ? [entry(p)] : [];
      }),
    }));
  }
  // Not a team file: one team's registered list (DSB list, CSV or a name a line), for the team named.
  const text = new TextDecoder('utf-8').decode(bytes);
  const list = parsePlayerList(text);
  if (team === undefined) {
    if (!read.ok) throw new UserError('importFailed', {}, read.error);
    throw new UserError('teTeamMissing');
  }
  if (list.ok && list.value.entries.length > 0)
    return [{ name: team, players: list.value.entries.map(entry) }];
  return [{ name: team, players: typedPlayers(text) }];
}

/**
 * `/teamevent team` (arbiter): a team and its players in board order, typed or from a file; a team
 * file registers all its teams (or the one named) in the file's order. All or nothing.
 */
export async function addEventTeam(
  input: {
    event?: string;
    team?: string;
    players?: string;
    file?: { url: string; size: number; filename: string };
  },
  ctx: Ctx,
  deps: Deps,
  fetcher: typeof fetch = fetch,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const e = await loadEvent(ctx, deps, input.event);
  let teams: { name: string; players: TeamPlayerEntry[] }[];
  if (input.file !== undefined) {
    if (input.file.size > MAX_IMPORT_BYTES)
      throw new UserError('attachmentTooLarge', { max: MAX_IMPORT_BYTES / 1000 });
    const res = await fetcher(input.file.url);
    if (!res.ok) throw new UserError('importFailed', { reason: `download failed (${res.status})` });
    teams = teamsFromFile(new Uint8Array(await res.arrayBuffer()), input.team);
  } else {
    if (input.players === undefined) throw new UserError('tePlayersMissing');
    if (input.team === undefined) throw new UserError('teTeamMissing');
    teams = [{ name: input.team, players: typedPlayers(input.players) }];
  }
  let tt = e.tournament;
  for (const x of teams) {
    const r = addTeam(tt, x.name, x.players);
    if (!r.ok) throw refused(r.error);
    tt = r.value;
  }
  await save(ctx, deps, { ...e, tournament: tt });
  const added = tt.teams.slice(e.tournament.teams.length);
  if (added.length === 1) {
    const a = added[0]!;
    return {
      content: t(ctx.locale, 'teTeamAdded', {
        team: n80(a.name),
        no: a.id,
        event: n80(e.name),
        players: safeName(a.players.map((p, k) => `${k + 1}. ${p.name}`).join(', '), 1500),
      }),
    };
  }
  return {
    content: t(ctx.locale, 'teTeamsImported', {
      count: added.length,
      event: n80(e.name),
      file: n80(input.file?.filename ?? ''),
      teams: safeName(added.map((a) => `${a.id}. ${a.name} (${a.players.length})`).join(', '), 1500),
    }),
  };
}

/** `/teamevent captain` (arbiter): a team's captain, a role or a member. */
export async function setEventCaptain(
  input: { event?: string; team: string; roleId?: string; userId?: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  await requireArbiter(ctx, deps);
  if (input.roleId === undefined && input.userId === undefined) throw new UserError('captainMissing');
  const e = await loadEvent(ctx, deps, input.event);
  const team = teamOf(e.tournament, input.team);
  const captain: EventCaptain = {
    team: team.id,
    ...(input.roleId !== undefined ? { roleId: input.roleId } : {}),
    ...(input.userId !== undefined ? { userId: input.userId } : {}),
  };
  await save(ctx, deps, { ...e, captains: [...e.captains.filter((c) => c.team !== team.id), captain] });
  const shown = [input.roleId ? `<@&${input.roleId}>` : '', input.userId ? `<@${input.userId}>` : '']
    .filter(Boolean)
    .join(', ');
  return {
    content: t(ctx.locale, 'teCaptainSet', { team: n80(team.name), event: n80(e.name), captain: shown }),
  };
}

/** A round's matches with each board's players and results, as the pairing list shows them. */
function roundLines(tt: TeamTournament, round: number, loc: Locale): string[] {
  const lines: string[] = [];
  tt.matches
    .filter((m) => m.round === round)
    .forEach((m, i) => {
      lines.push(`${i + 1}. ${teamName(tt, m.home)} – ${teamName(tt, m.away)} ${score(m)}`.trimEnd());
      // The home team's colour board by board (C.04.6 1.6.1, or the Scheveningen table).
      for (const b of matchBoards(tt, m))
        lines.push(
          `   ${b.board} ${b.homeWhite ? 'W' : loc === 'de' ? 'S' : 'B'} ${b.home} – ${b.away} ${b.result === '*' ? '' : b.result === '1/2-1/2' ? '½-½' : b.result}`.trimEnd(),
        );
    });
  for (const b of tt.byes.filter((x) => x.round === round))
    lines.push(t(loc, 'teBye', { team: teamName(tt, b.team) }));
  const busy = new Set(tt.matches.filter((m) => m.round === round).flatMap((m) => [m.home, m.away]));
  for (const x of tt.teams)
    if (!busy.has(x.id) && !tt.byes.some((b) => b.round === round && b.team === x.id))
      lines.push(t(loc, 'teFree', { team: x.name }));
  return lines;
}

/** The match score from the boards with a result (home:away). */
function score(m: TeamTournamentMatch): string {
  if (m.boards.every((r) => r === '*')) return '';
  let home = 0;
  let away = 0;
  for (const r of m.boards) {
    home += BOARD_HALF_POINTS[r][0];
    away += BOARD_HALF_POINTS[r][1];
  }
  return `${halfPointsText(home)}:${halfPointsText(away)}`;
}

/** `/teamevent pair` (arbiter): the next round, by the event's system through the core's workflow. */
export async function pairTeamEvent(input: { event?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  await requireArbiter(ctx, deps);
  const e = await loadEvent(ctx, deps, input.event);
  const r = pairNextTeamRound(e.tournament);
  if (!r.ok) throw refused(r.error);
  await save(ctx, deps, { ...e, tournament: r.value });
  const round = lastTeamRound(r.value);
  const loc = ctx.guildLocale;
  return {
    content: `${t(loc, isScheveningen(r.value.system) ? 'tePairedScheveningen' : 'tePaired', { event: n80(e.name), round })}\n${codeBlock(roundLines(r.value, round, loc).join('\n'), 1800)}`,
  };
}

// ---- the captains: line-ups and results ------------------------------------------------------------

/** `/teamevent lineup` (captain): the team's players for a round, board 1 first. */
export async function eventLineup(
  input: { event?: string; team: string; round: number; players: string },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const e = await loadEvent(ctx, deps, input.event);
  const team = teamOf(e.tournament, input.team);
  if (!(await leads(ctx, deps, e, team.id))) throw new UserError('notCaptain', { team: n80(team.name) });
  // Names separated by ; (a DSB-style "Weiß, Jürgen" keeps its comma), else by commas.
  const names = input.players
    .split(/[;\n]/.test(input.players) ? /[;\n]/ : /,/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const r = setLineup(e.tournament, input.round, team.name, names);
  if (!r.ok) throw refused(r.error);
  await save(ctx, deps, { ...e, tournament: r.value.tournament });
  const players = lineupOf(r.value.tournament, input.round, team.id);
  return {
    ephemeral: true,
    content: [
      t(ctx.locale, 'teLineupSet', {
        team: n80(team.name),
        round: input.round,
        players: safeName(players.map((p, k) => `${k + 1}. ${p}`).join(', '), 1500),
      }),
      ...r.value.warnings.map((w) =>
        t(ctx.locale, 'teWarning', { reason: describeTeamError(w, ctx.locale) }),
      ),
    ].join('\n'),
  };
}

/** A warning of the core (board order under `warn`), in the reader's language. */
const describeTeamError = (e: TeamWorkflowError, loc: Locale): string =>
  describeCoreError(coreError.teamWorkflow(e), loc);

const shownResult = (r: string): string => (r === '1/2-1/2' ? '½-½' : r);

/** A match score as captains write it, home first: 2½-1½, 2,5:1,5, 3-1, ½-3½ (half-points). */
function parseScore(text: string): readonly [number, number] | undefined {
  const m = /^\s*(\d*)(½|,5|\.5)?\s*[-:]\s*(\d*)(½|,5|\.5)?\s*$/.exec(text);
  if (!m || (m[1] === '' && !m[2]) || (m[3] === '' && !m[4])) return undefined;
  const half = (whole: string | undefined, frac: string | undefined) =>
    Number(whole || 0) * 2 + (frac ? 1 : 0);
  return [half(m[1], m[2]), half(m[3], m[4])];
}

/** The team's match of a round: its number in the round and the match. */
function matchOfTeam(tt: TeamTournament, round: number, team: TeamEntry) {
  const ms = tt.matches.filter((m) => m.round === round);
  const i = ms.findIndex((m) => m.home === team.id || m.away === team.id);
  if (i < 0) throw new UserError('teNoMatch', { team: n80(team.name), round });
  return { match: i + 1, m: ms[i]! };
}

/**
 * `/teamevent result` (captain of either team): one board (`board`) or the whole match ("1-0;½-½;…",
 * home team first). Checked by the core at once (board, round, a result already there), stored as
 * an entry the opposing captain confirms with the button.
 */
export async function enterEventResult(
  input: {
    event?: string;
    team: string;
    round?: number;
    board?: number;
    results: string;
    /** The match score the captains signed (home first, e.g. 2½-1½): the boards must add up to it. */
    score?: string;
    correct?: boolean;
  },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  // A correction of results already counted is the arbiter's, and counts at once.
  if (input.correct) await requireArbiter(ctx, deps);
  const e = await loadEvent(ctx, deps, input.event);
  const tt = e.tournament;
  const team = teamOf(tt, input.team);
  if (!(await leads(ctx, deps, e, team.id))) throw new UserError('notCaptain', { team: n80(team.name) });
  const last = lastTeamRound(tt);
  if (last === 0) throw refused({ kind: 'nothingPaired' });
  const round = input.round ?? last;
  if (round < 1 || round > last) throw refused({ kind: 'badRound', found: round, max: last });
  const { match, m } = matchOfTeam(tt, round, team);
  const texts =
    input.board !== undefined ? [input.results] : input.results.split(/[;\n]/).map((s) => s.trim());
  if (input.board === undefined && texts.length !== tt.boards)
    throw new UserError('teResultCount', { found: texts.length, boards: tt.boards });
  const boards: EventEntry['boards'][number][] = [];
  for (const [k, text] of texts.entries()) {
    const board = input.board ?? k + 1;
    const result = parseBoardResult(text);
    if (!result) throw new UserError('teBadResult', { board, text: safeName(text, 20) });
    boards.push({ board, result });
  }
  if (input.score !== undefined) {
    const total = parseScore(input.score);
    if (!total || input.board !== undefined)
      throw new UserError('teBadScore', { text: safeName(input.score, 20) });
    const r = enterMatchResult(tt, {
      round,
      match,
      results: boards.map((b) => b.result),
      total,
      ...(input.correct ? { correct: true } : {}),
    });
    if (!r.ok) throw refused(r.error);
  }
  // The core checks the entry now (board, a result already entered), so the confirmation cannot fail.
  let check = tt;
  for (const b of boards) {
    const r = enterBoardResult(check, {
      round,
      match,
      board: b.board,
      result: b.result,
      ...(input.correct ? { correct: true } : {}),
    });
    if (!r.ok) throw refused(r.error);
    check = r.value;
  }
  if (input.correct) {
    await save(ctx, deps, { ...e, tournament: check });
    const cm = check.matches.filter((x) => x.round === round)[match - 1]!;
    return {
      content: t(ctx.guildLocale, 'teCorrected', {
        event: n80(e.name),
        round,
        match,
        home: n80(teamName(check, cm.home)),
        away: n80(teamName(check, cm.away)),
        results: boards.map((b) => `${b.board}: ${shownResult(b.result)}`).join(', '),
        score: score(cm),
        by: `<@${ctx.userId}>`,
      }),
    };
  }
  const no =
    maxOf(
      e.entries.map((x) => x.no),
      0,
    ) + 1;
  const entry: EventEntry = { no, round, match, team: team.id, boards, enteredBy: ctx.userId };
  await save(ctx, deps, { ...e, entries: [...e.entries, entry] });
  const loc = ctx.guildLocale;
  const other = m.home === team.id ? m.away : m.home;
  return {
    content: t(loc, 'teEntered', {
      event: n80(e.name),
      round,
      match,
      home: n80(teamName(tt, m.home)),
      away: n80(teamName(tt, m.away)),
      results: boards.map((b) => `${b.board}: ${shownResult(b.result)}`).join(', '),
      by: `<@${ctx.userId}>`,
      other: n80(teamName(tt, other)),
    }),
    buttons: [
      {
        customId: buildButtonId({ kind: 'teamEvent', eventId: e.id, entry: no }),
        label: t(loc, 'confirmResultLabel'),
        style: 'success',
      },
    ],
  };
}

/** The confirm button under an entry: the opposing captain (or an arbiter) makes the results count. */
export async function confirmEventResult(
  input: { eventId: number; entry: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const e = await teamEventById(deps.store.db, ctx.guildId, input.eventId);
  const entry = e?.entries.find((x) => x.no === input.entry);
  if (!e || !entry) throw new UserError('teEntryGone');
  if (entry.confirmedBy !== undefined) throw new UserError('teEntryConfirmed');
  const tt = e.tournament;
  const m = tt.matches.filter((x) => x.round === entry.round)[entry.match - 1];
  if (!m) throw new UserError('teEntryGone');
  const other = m.home === entry.team ? m.away : m.home;
  const otherName = n80(teamName(tt, other));
  const arbiter = await isArbiter(ctx, deps);
  if (entry.enteredBy === ctx.userId && !arbiter) throw new UserError('teConfirmOther', { team: otherName });
  if (!(await leads(ctx, deps, e, other))) throw new UserError('teNotConfirmer', { team: otherName });
  let next = tt;
  for (const b of entry.boards) {
    const r = enterBoardResult(next, {
      round: entry.round,
      match: entry.match,
      board: b.board,
      result: b.result,
    });
    if (!r.ok) throw refused(r.error);
    next = r.value;
  }
  await save(ctx, deps, {
    ...e,
    tournament: next,
    entries: e.entries.map((x) => (x.no === entry.no ? { ...x, confirmedBy: ctx.userId } : x)),
  });
  const nm = next.matches.filter((x) => x.round === entry.round)[entry.match - 1]!;
  const open = nm.boards.filter((r) => r === '*').length;
  const loc = ctx.guildLocale;
  return {
    content: t(loc, 'teConfirmed', {
      by: `<@${ctx.userId}>`,
      event: n80(e.name),
      round: entry.round,
      match: entry.match,
      home: n80(teamName(next, nm.home)),
      away: n80(teamName(next, nm.away)),
      score: score(nm),
      open: open > 0 ? t(loc, 'teOpenBoards', { count: open }) : '',
    }),
  };
}

// ---- everyone: pairings, standings, crosstable, export ---------------------------------------------

/** `/teamevent pairings`: a round's matches with line-ups and results (default: the last paired). */
export async function eventPairings(
  input: { event?: string; round?: number },
  ctx: Ctx,
  deps: Deps,
): Promise<Reply> {
  const e = await loadEvent(ctx, deps, input.event);
  const last = lastTeamRound(e.tournament);
  if (last === 0) throw refused({ kind: 'nothingPaired' });
  const round = input.round ?? last;
  if (round < 1 || round > last) throw refused({ kind: 'badRound', found: round, max: last });
  return {
    content: `**${n80(e.name)}**, ${ctx.locale === 'de' ? 'Runde' : 'round'} ${round}\n${codeBlock(roundLines(e.tournament, round, ctx.locale).join('\n'), 1800)}`,
  };
}

/** The team row of the core's one default tiebreak table. */
const TEAM_TIEBREAKS = defaultTiebreaksFor('team', 'C07_2026');

/** `/teamevent standings`: match points, then the team tiebreaks (C.07), game points shown. */
export async function eventStandings(input: { event?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  const e = await loadEvent(ctx, deps, input.event);
  const ev = teamTournamentToEvent(e.tournament);
  // Standings after the last complete round: a bye of a round still being played does not count yet.
  const after = lastCompleteTeamRound(e.tournament);
  // The system's primary score: match points, or game points for a Scheveningen (the match is the event).
  const r = computeTeamStandings(ev, {
    primary: teamSystemRules(e.tournament.system).primary,
    tiebreaks: TEAM_TIEBREAKS,
    afterRound: after,
  });
  // The default table is the core's own: a refusal here is a bug.
  if (!r.ok) throw new Error(r.error.message);
  const codes = TEAM_TIEBREAKS.filter((c) => c !== 'MP');
  // The report's team standings (as the CLI, PDF and site draw them), in the member's language.
  const report = makeTeamStandingsTable(ev, r.value, {
    lang: ctx.locale,
    title: '',
    primary: teamSystemRules(e.tournament.system).primary,
    tiebreaks: codes,
  });
  const table = renderTextTable(report, { cell: (x) => codeName(x, 28), narrow: true, gap: ' ' }).join('\n');
  return {
    content: `${t(
      ctx.locale,
      teamSystemRules(e.tournament.system).primary === 'GP' ? 'teStandingsGP' : 'teStandings',
      {
        event: n80(e.name),
        round: after,
        tiebreaks: codes.join(', '),
      },
    )}\n${codeBlock(table, 1800)}`,
  };
}

/** `/teamevent crosstable`: each team's rounds (opponent no., board-1 colour, game points). */
export async function eventCrosstable(input: { event?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  const e = await loadEvent(ctx, deps, input.event);
  const tt = e.tournament;
  const last = lastTeamRound(tt);
  const de = ctx.locale === 'de';
  const rounds = Array.from({ length: last }, (_, k) => k + 1);
  // The game points as the standings count them (a team Swiss's PAB: C.04.6 1.4), not the boards summed.
  const gamePointsOf = gamePoints(teamTournamentToEvent(tt));
  const rows = tt.teams.map((team) => {
    const cells = rounds.map((round) => {
      if (tt.byes.some((b) => b.round === round && b.team === team.id)) return de ? 'frei' : 'bye';
      const m = tt.matches.find((x) => x.round === round && (x.home === team.id || x.away === team.id));
      if (!m) return '-';
      const home = m.home === team.id;
      // Board 1's colour: the home team's White (C.04.6 1.6.1), or the Scheveningen table's.
      const white = (boardSeats(tt, round)[0]?.homeWhite ?? true) === home;
      const colour = white ? 'w' : de ? 's' : 'b';
      const opp = home ? m.away : m.home;
      if (m.boards.includes('*')) return `${opp}${colour}`;
      const s = m.boards.reduce((a, r) => a + BOARD_HALF_POINTS[r][home ? 0 : 1], 0);
      return `${opp}${colour} ${halfPointsText(s)}`;
    });
    return [String(team.id), team.name, ...cells, halfPointsText(2 * (gamePointsOf.get(team.id) ?? 0))];
  });
  const table = monoTable(
    [de ? 'Nr' : 'No', de ? 'Mannschaft' : 'Team', ...rounds.map((r) => `R${r}`), de ? 'BP' : 'GP'],
    rows,
    ['right', 'left', ...rounds.map(() => 'left' as const), 'right'],
  );
  return {
    content: `${t(ctx.locale, 'teCrosstable', { event: n80(e.name), round: last })}\n${codeBlock(table, 1800)}`,
  };
}

const fileBase = (s: string): string =>
  s
    .trim()
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60) || 'team-event';

/** `/teamevent export`: the TRF-2026 team file and the team tournament JSON. */
export async function exportTeamEvent(input: { event?: string }, ctx: Ctx, deps: Deps): Promise<Reply> {
  const e = await loadEvent(ctx, deps, input.event);
  const base = fileBase(e.name);
  // TRF-2026 Remark 1: lines end with CR.
  const trf = makeTeamSwissTrf(teamTournamentToSwiss(e.tournament).tournament, { eol: 'cr' });
  return {
    content: t(ctx.locale, 'teExported', { event: n80(e.name) }),
    files: [
      { name: `${base}.trf`, data: Buffer.from(trf, 'utf8') },
      { name: `${base}.json`, data: Buffer.from(makeTeamTournamentJson(e.tournament), 'utf8') },
    ],
  };
}
