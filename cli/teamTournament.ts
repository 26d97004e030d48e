/**
 * The director's workflow for team events on a team tournament file (a team-event JSON with
 * `system`, docs/team-event-json.md): `tournament new --teams`, `teams add`, `lineup`, and the team
 * branch of `pair`, `result`, `crosstable` and `convert --to trf`. Every refusal is one located line
 * and leaves the file byte-identical; writes go through `writeKeepingBackup` (atomic, T.json.bak).
 */
import type { GameResult } from '../core/tournament/index.ts';
import { makeTeamTournamentJson } from '../core/formats/index.ts';
import {
  addTeam,
  BOARD_HALF_POINTS,
  BOARD_ORDER_POLICIES,
  boardSeats,
  enterBoardResult,
  enterMatchResult,
  findTeam,
  gamePoints,
  halfPointsText,
  lastTeamRound,
  lineupOf,
  makeTeamSwissTrf,
  matchBoards,
  newTeamTournament,
  pairNextTeamRound,
  parseTeamType,
  setLineup,
  teamTournamentToEvent,
  teamTournamentToSwiss,
  TEAM_TOURNAMENT_SYSTEMS,
  type BoardOrderPolicy,
  type TeamPlayerEntry,
  type TeamTournament,
  type TeamTournamentSystem,
  type TeamWorkflowError,
} from '../core/team/index.ts';
import { describeFormatError } from '../core/formats/index.ts';
import { coreError, maxOf, parsePlayerList, pushAll } from '../core/index.ts';
import { parseTeamTournamentJson } from '../schemas/teamEvent.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from './command.ts';
import { parseResultInput, RESULT_SPELLINGS, RESULT_SPELLINGS_DE } from './germanInput.ts';
import { describeError } from './describeError.ts';
import { say } from './lang.ts';
import { loadBinary, readInputFile } from './load.ts';
import { parseOptions } from './parseOptions.ts';
import { writeKeepingBackup } from './tournamentFile.ts';

const bad = (message: string): CliFailure => fail(EXIT.badInput, message);
/** What the director types next, for the refusals that have a way forward. */
const HINTS: Partial<Record<TeamWorkflowError['kind'], () => string>> = {
  resultExists: () => say('to change it, add --correct', 'zum Ändern --correct angeben'),
  roundOpen: () =>
    say(
      'enter it with rochade result --match M --board B',
      'eintragen mit rochade result --match M --board B',
    ),
};

const refused = (path: string, e: TeamWorkflowError): CliFailure => {
  const hint = HINTS[e.kind]?.();
  return fail(
    EXIT.refused,
    `${path}: ${describeError(coreError.teamWorkflow(e))}; ${say('nothing stored', 'nichts gespeichert')}${hint ? ` (${hint})` : ''}`,
  );
};

async function readTeamTournament(path: string, io: CliIo): Promise<TeamTournament | CliFailure> {
  const input = await readInputFile(path, io);
  if (!input.ok) return input.error;
  const parsed = parseTeamTournamentJson(input.value.text);
  if (!parsed.ok) return bad(`${path}: ${describeFormatError(parsed.error)}`);
  return parsed.value;
}

async function save(path: string, t: TeamTournament, io: CliIo): Promise<CliFailure | undefined> {
  try {
    await writeKeepingBackup(path, makeTeamTournamentJson(t), io);
    return undefined;
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String(e.code)})` : '';
    return fail(EXIT.fileAccess, `cannot write ${path}${code}; the file is unchanged`);
  }
}

const isFailure = (x: unknown): x is CliFailure =>
  typeof x === 'object' && x !== null && 'exit' in x && 'message' in x;

const whole = (v: string | undefined, what: string): number | CliFailure | undefined => {
  if (v === undefined) return undefined;
  return /^\d+$/.test(v.trim()) && Number(v) >= 1
    ? Number(v)
    : bad(`${what} must be a whole number from 1, not "${v}"`);
};

export const TEAM_NEW_HELP = `  rochade tournament new T.json --teams --name NAME
        --system team-swiss|team-round-robin|scheveningen|double-scheveningen
        --boards B [--rounds R] [--team-type FIDE_TEAM_TYPEA_MP_GP] [--initial-color white|black]
        [--board-order refuse|warn] [--match-points 3,1,0] [--force]
        scheveningen: two teams, each player meets each player of the other team, as many rounds
        as boards (an even number: 4, 6, 8, 10 the usual); double-scheveningen twice, the colours
        reversed; ranked by game points.`;

/** `rochade tournament new T.json --teams ...`: an empty team tournament file. */
export async function runTeamNew(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    teams: { type: 'boolean' },
    name: { type: 'string' },
    system: { type: 'string' },
    boards: { type: 'string' },
    rounds: { type: 'string' },
    'team-type': { type: 'string' },
    'initial-color': { type: 'string' },
    'board-order': { type: 'string' },
    'match-points': { type: 'string' },
    force: { type: 'boolean' },
  });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  if (positionals.length !== 1)
    return bad(
      'expected one file name, e.g. rochade tournament new cup.json --teams --system team-swiss --boards 4',
    );
  const path = positionals[0]!;
  const system = (v.system ?? 'team-swiss') as TeamTournamentSystem;
  if (!TEAM_TOURNAMENT_SYSTEMS.includes(system))
    return bad(`--system with --teams is ${TEAM_TOURNAMENT_SYSTEMS.join(', ')}, not "${v.system}"`);
  const boards = whole(v.boards, '--boards');
  if (isFailure(boards)) return boards;
  if (boards === undefined) return bad('--boards is required (players a side, e.g. --boards 4)');
  const rounds = whole(v.rounds, '--rounds');
  if (isFailure(rounds)) return rounds;
  if (rounds === undefined && system === 'team-swiss') return bad('--rounds is required for a team Swiss');
  const teamType = v['team-type'] ?? 'FIDE_TEAM_TYPEA_MP_GP';
  if (parseTeamType(teamType) === undefined)
    return bad(`--team-type: unknown TRF 192 team type "${teamType}"`);
  const colour = v['initial-color'] ?? 'white';
  if (colour !== 'white' && colour !== 'black')
    return bad(`--initial-color is white or black, not "${colour}"`);
  const order = (v['board-order'] ?? 'refuse') as BoardOrderPolicy;
  if (!BOARD_ORDER_POLICIES.includes(order)) return bad(`--board-order is refuse or warn, not "${order}"`);
  // Match points of a won, drawn and lost match (TRF-2026 362 TW TD TL), e.g. 3,1,0.
  const mpText = v['match-points'];
  const mp =
    mpText === undefined ? undefined : /^(\d+(?:\.5)?),(\d+(?:\.5)?),(\d+(?:\.5)?)$/.exec(mpText.trim());
  if (mp === null)
    return bad(`--match-points is WIN,DRAW,LOSS like 3,1,0 (a team win worth 3), not "${mpText}"`);
  if (!v.force) {
    const exists = await io.readFile(path).then(
      () => true,
      () => false,
    );
    if (exists) return bad(`${path} exists; use --force to overwrite it`);
  }
  // The core checks the settings against the system (a Scheveningen's even number of boards).
  const made = newTeamTournament({
    name: v.name ?? path.replace(/\.json$/i, ''),
    system,
    boards,
    ...(rounds !== undefined ? { rounds } : {}),
    teamType,
    initialColour: colour,
    boardOrder: order,
    ...(mp ? { matchPoints: { win: Number(mp[1]), draw: Number(mp[2]), loss: Number(mp[3]) } } : {}),
  });
  if (!made.ok) return bad(`${path}: ${describeError(coreError.teamWorkflow(made.error))}`);
  const t = made.value;
  const failure = await save(path, t, io);
  if (failure) return failure;
  io.stdout(
    `${path}: ${t.name}, ${system}, ${boards} ${say('boards. Next', 'Bretter. Weiter')}: rochade teams add ${path} --team NAME --players "${Array.from({ length: Math.min(boards, 26) }, (_, k) => String.fromCharCode(65 + k)).join(';')}"\n`,
  );
  return EXIT.ok;
}

/** `Name` or `Name (2015)`: a player with an optional rating. */
function parsePlayer(text: string): TeamPlayerEntry | undefined {
  const m = /^(.*?)\s*(?:\((\d{3,4})\))?$/.exec(text.trim());
  const name = m?.[1]?.trim() ?? '';
  if (name === '') return undefined;
  return { name, ...(m?.[2] !== undefined ? { rating: Number(m[2]) } : {}) };
}

export const TEAMS_HELP = `rochade teams: the teams of a team tournament file and their players in board order

Usage:
  rochade teams add T.json --team NAME --players "Name (DWZ);Name;..."
  rochade teams add T.json --team NAME --from FILE
  rochade teams add T.json --from TEAMFILE
  rochade teams list T.json

add    registers a team; its players in board order, separated by ";", each with an optional
       rating in brackets. A name may appear in one team only. --from: the players of team NAME
       in a Swiss-Chess (.SWT) or Swiss-Manager (.TUNX/.TURX) team file, in its board order, or
       every player of a DSB list or CSV player list, in the list's order. --from a team file
       without --team: every team of the file with its players, in the file's order (all or
       nothing).
       Teams get their pairing numbers in the order they are added: add them in the initial
       order the event's regulations define (C.04.6 leaves it to them).
list   the teams and their players in board order.
Exit codes: 0 ok, 2 bad option or file, 3 refused (nothing stored).`;

export async function runTeams(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const [sub, ...rest] = args;
  if (sub === 'list') {
    const path = rest[0];
    if (path === undefined) return bad('expected a team tournament file');
    const t = await readTeamTournament(path, io);
    if (isFailure(t)) return t;
    for (const team of t.teams)
      io.stdout(
        `${team.id}. ${team.name}\n${team.players.map((p, i) => `   ${i + 1} ${p.name}${p.rating !== undefined ? ` (${p.rating})` : ''}`).join('\n')}\n`,
      );
    return EXIT.ok;
  }
  if (sub !== 'add') return bad('expected add or list (see rochade teams --help)');
  const parsed = parseOptions(rest, {
    team: { type: 'string' },
    players: { type: 'string' },
    from: { type: 'string' },
  });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  if (positionals.length !== 1)
    return bad(say('expected one team tournament file', 'erwartet genau eine Mannschaftsturnierdatei'));
  // Without --team, --from a team file registers every team of the file (all or nothing).
  if (v.team === undefined && v.from === undefined)
    return bad(say('--team NAME is required', '--team NAME fehlt'));
  if ((v.players === undefined) === (v.from === undefined))
    return bad(
      say(
        'give the players in board order: --players "A;B;C;D" or --from FILE',
        'die Spieler in Brettreihenfolge angeben: --players "A;B;C;D" oder --from DATEI',
      ),
    );
  const path = positionals[0]!;
  const players: TeamPlayerEntry[] = [];
  let teamName = v.team ?? '';
  if (v.from !== undefined && v.team === undefined) return addAllTeams(path, v.from, io);
  if (v.from !== undefined) {
    const from = await playersFromFile(v.from, teamName, io);
    if (isFailure(from)) return from;
    pushAll(players, from.players);
    // The team file's spelling of the name.
    teamName = from.team ?? teamName;
  } else
    for (const [k, text] of (v.players ?? '').split(';').entries()) {
      const p = parsePlayer(text);
      if (!p)
        return bad(
          say(`--players: player ${k + 1} has no name`, `--players: Spieler ${k + 1} hat keinen Namen`),
        );
      players.push(p);
    }
  const t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  const r = addTeam(t, teamName, players);
  if (!r.ok) return refused(path, r.error);
  const failure = await save(path, r.value, io);
  if (failure) return failure;
  const added = r.value.teams[r.value.teams.length - 1]!;
  io.stdout(
    `${added.id}. ${added.name}: ${players.length} ${say('players, board 1', 'Spieler, Brett 1')} ${players[0]!.name}\n`,
  );
  return EXIT.ok;
}

/** `teams add T.json --from TEAMFILE` without --team: every team of the file, in its order, all or nothing. */
async function addAllTeams(path: string, from: string, io: CliIo): Promise<ExitCode | CliFailure> {
  const input = await readInputFile(from, io);
  if (!input.ok) return input.error;
  const binary = input.value.bytes ? loadBinary(from, input.value.bytes) : undefined;
  if (!binary?.ok || !binary.value.teamEvent || !binary.value.teamMembers)
    return bad(
      say(
        `${from} is no Swiss-Chess or Swiss-Manager team file: name the team it lists with --team NAME`,
        `${from} ist keine Mannschaftsdatei von Swiss-Chess oder Swiss-Manager: die Mannschaft mit --team NAME angeben`,
      ),
    );
  const { teamEvent, teamMembers, tournament } = binary.value;
  let t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  const byId = new Map(tournament.players.map((p) => [p.id, p]));
  for (const team of teamEvent.teams) {
    const ids = teamMembers.find((m) => m.team === team.id)?.players ?? [];
    const players = ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [listEntry(p)] : [];
    });
    const r = addTeam(t, team.name, players);
    if (!r.ok) return refused(path, r.error);
    t = r.value;
  }
  const failure = await save(path, t, io);
  if (failure) return failure;
  io.stdout(
    `${teamEvent.teams.length} ${say('teams from', 'Mannschaften aus')} ${from}: ${t.teams
      .slice(-teamEvent.teams.length)
      .map((x) => `${x.id}. ${x.name} (${x.players.length})`)
      .join(', ')}\n`,
  );
  return EXIT.ok;
}

/** A player of a list or team file as a team's entry: the FIDE rating, else the national one. */
function listEntry(p: { name: string; fide?: number; dwz?: { rating: number }; fideId?: string }) {
  const r = p.fide ?? p.dwz?.rating;
  return {
    name: p.name,
    ...(r !== undefined ? { rating: r } : {}),
    ...(p.fideId ? { fideId: p.fideId } : {}),
  };
}

/**
 * A team's players from a file: a Swiss-Chess or Swiss-Manager team file (the team named, in the
 * file's board order) or a DSB / CSV player list (every row, in the list's order).
 */
async function playersFromFile(
  path: string,
  team: string,
  io: CliIo,
): Promise<{ readonly team?: string; readonly players: readonly TeamPlayerEntry[] } | CliFailure> {
  const input = await readInputFile(path, io);
  if (!input.ok) return input.error;
  const rating = (p: { fide?: number; dwz?: { rating: number } }) => p.fide ?? p.dwz?.rating;
  const entry = (p: { name: string; fide?: number; dwz?: { rating: number }; fideId?: string }) => {
    const r = rating(p);
    return {
      name: p.name,
      ...(r !== undefined ? { rating: r } : {}),
      ...(p.fideId ? { fideId: p.fideId } : {}),
    };
  };
  // A DSB or CSV list first (the file gate names it a player list, not a tournament).
  const list = parsePlayerList(input.value.text);
  if (list.ok && list.value.entries.length > 0) return { players: list.value.entries.map(entry) };
  const binary = input.value.bytes ? loadBinary(path, input.value.bytes) : undefined;
  if (binary) {
    if (!binary.ok) return binary.error;
    const { teamEvent, teamMembers, tournament } = binary.value;
    if (!teamEvent || !teamMembers) return bad(`${path} is not a team file (no teams in it)`);
    const wanted = team.trim().toLocaleLowerCase('de');
    const hit = teamEvent.teams.find((x) => x.name.trim().toLocaleLowerCase('de') === wanted);
    if (!hit)
      return bad(
        `${path}: no team "${team}" (teams in the file: ${teamEvent.teams.map((x) => x.name).join(', ')})`,
      );
    const byId = new Map(tournament.players.map((p) => [p.id, p]));
    const ids = teamMembers.find((m) => m.team === hit.id)?.players ?? [];
    const players = ids.flatMap((id) => {
      const p = byId.get(id);
      return p ? [entry(p)] : [];
    });
    return { team: hit.name, players };
  }
  if (!list.ok) return bad(`${path}: ${describeFormatError(list.error)}`);
  return { players: list.value.entries.map(entry) };
}

export const LINEUP_HELP = `rochade lineup: a team's line-up for a round (team tournament file)

Usage:
  rochade lineup T.json --round R --team NAME "A;B;C;D"
  rochade lineup T.json --round R

The players of NAME, board 1 first, one per board, each registered for the team and in its board
order (--board-order of the tournament: refuse or warn). Without a line-up a team fields its first
players in board order. Without a team: the round's line-ups. A team or player may be named by a
unique part of the name (Weiß, Weiss); a part that fits several is refused naming them.
Exit codes: 0 ok, 2 bad option or file, 3 refused (nothing stored).`;

export async function runLineup(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { round: { type: 'string' }, team: { type: 'string' } });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const path = positionals[0];
  if (path === undefined) return bad('expected a team tournament file');
  const round = whole(v.round, '--round');
  if (isFailure(round)) return round;
  if (round === undefined) return bad(say('--round R is required', '--round R fehlt'));
  const t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  if (v.team === undefined) {
    for (const team of t.teams) io.stdout(`${team.name}: ${lineupOf(t, round, team.id).join('; ')}\n`);
    return EXIT.ok;
  }
  if (positionals.length !== 2)
    return bad(
      say(
        'expected the line-up as one argument: "A;B;C;D"',
        'erwartet die Aufstellung als ein Argument: "A;B;C;D"',
      ),
    );
  const names = positionals[1]!.split(';').map((s) => s.trim());
  // A separator typed after the last name ("A;B;C;D;") adds no board.
  if (names.length > 1 && names[names.length - 1] === '') names.pop();
  const r = setLineup(t, round, v.team, names);
  if (!r.ok) return refused(path, r.error);
  for (const w of r.value.warnings) io.stderr(`warning: ${describeError(coreError.teamWorkflow(w))}\n`);
  const failure = await save(path, r.value.tournament, io);
  if (failure) return failure;
  const team = findTeam(r.value.tournament, v.team);
  const teamShown = team.ok ? team.value.name : v.team;
  io.stdout(
    say(
      `round ${round}, ${teamShown}: ${names.length} boards set\n`,
      `Runde ${round}, ${teamShown}: ${names.length} Bretter aufgestellt\n`,
    ),
  );
  return EXIT.ok;
}

const teamName = (t: TeamTournament, id: number): string =>
  t.teams.find((x) => x.id === id)?.name ?? String(id);

function matchScore(boards: readonly GameResult[]): string {
  if (boards.includes('*')) return boards.every((r) => r === '*') ? '' : '(open)';
  const s = boards.reduce(
    (a, r) => [a[0]! + BOARD_HALF_POINTS[r][0], a[1]! + BOARD_HALF_POINTS[r][1]],
    [0, 0],
  );
  return `${halfPointsText(s[0]!)}:${halfPointsText(s[1]!)}`;
}

function roundText(t: TeamTournament, round: number): string {
  const lines = [`${say('Round', 'Runde')} ${round}`];
  t.matches
    .filter((m) => m.round === round)
    .forEach((m, i) => {
      lines.push(
        `  ${say('Match', 'Kampf')} ${i + 1}: ${teamName(t, m.home)} - ${teamName(t, m.away)} ${matchScore(m.boards)}`.trimEnd(),
      );
      // The home team's colour board by board: C.04.6 1.6.1 (White on board 1, alternating), or
      // the Scheveningen table (board k: the first team's k-th player against the table's opponent).
      for (const b of matchBoards(t, m))
        lines.push(
          `    ${b.board} ${b.homeWhite ? 'W' : say('B', 'S')} ${b.home} - ${b.away} ${b.result === '*' ? '' : b.result}`.trimEnd(),
        );
    });
  for (const b of t.byes.filter((x) => x.round === round))
    lines.push(`  ${say('bye', 'Freilos')}: ${teamName(t, b.team)}`);
  // A round robin of an odd number of teams: the team the Berger table leaves free (no points).
  const busy = new Set(t.matches.filter((m) => m.round === round).flatMap((m) => [m.home, m.away]));
  for (const team of t.teams)
    if (!busy.has(team.id) && !t.byes.some((b) => b.round === round && b.team === team.id))
      lines.push(`  ${say('free', 'spielfrei')}: ${team.name}`);
  return `${lines.join('\n')}\n`;
}

/** `rochade pairings T.json [--round R]` on a team tournament file: a round's matches and boards. */
export async function runTeamPairings(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, { round: { type: 'string' } });
  if (!parsed.ok) return bad(parsed.error);
  const path = parsed.value.positionals[0]!;
  const t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  const last = lastTeamRound(t);
  const say = (e: TeamWorkflowError) => bad(`${path}: ${describeError(coreError.teamWorkflow(e))}`);
  if (last === 0) return say({ kind: 'nothingPaired' });
  const round = whole(parsed.value.values.round, '--round') ?? last;
  if (isFailure(round)) return round;
  if (round > last) return say({ kind: 'badRound', found: round, max: last });
  io.stdout(roundText(t, round));
  return EXIT.ok;
}

/** `rochade pair T.json` on a team tournament file: pairs the next round of teams. */
export async function runTeamPairRound(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const path = args.find((a) => /\.json$/i.test(a))!;
  const extra = args.filter((a) => a !== path);
  if (extra.length > 0) return bad(`${extra[0]}: rochade pair on a team tournament file takes no options`);
  const t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  const r = pairNextTeamRound(t);
  if (!r.ok) return refused(path, r.error);
  const failure = await save(path, r.value, io);
  if (failure) return failure;
  io.stdout(roundText(r.value, lastTeamRound(r.value)));
  return EXIT.ok;
}

/**
 * `rochade result T.json --match M --board B 1-0` (one board) or `--match M "1-0;½-½;0-1;1-0"
 * [--score 2½-1½]` (the whole match, checked against the score the captains signed).
 */
export async function runTeamResult(allArgs: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  // A result starting with "-" (-:+, --) would read as an option: take it out first.
  const i = allArgs.findIndex(
    (a, k) =>
      a.startsWith('-') &&
      parseResultInput(a) !== undefined &&
      !['--round', '--match', '--board', '--score'].includes(allArgs[k - 1] ?? ''),
  );
  const args = i < 0 ? allArgs : [...allArgs.slice(0, i), ...allArgs.slice(i + 1)];
  const parsed = parseOptions(args, {
    round: { type: 'string' },
    match: { type: 'string' },
    board: { type: 'string' },
    score: { type: 'string' },
    correct: { type: 'boolean' },
  });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const path = positionals[0];
  if (path === undefined) return bad('expected a team tournament file');
  const texts = [...positionals.slice(1), ...(i >= 0 ? [allArgs[i]!] : [])];
  if (texts.length !== 1)
    return bad(
      say(
        'expected one result: 1-0 with --board, or "1-0;½-½;0-1;1-0" for the match',
        'erwartet ein Ergebnis: 1-0 mit --board, oder "1-0;½-½;0-1;1-0" für den ganzen Kampf',
      ),
    );
  const round = whole(v.round, '--round');
  if (isFailure(round)) return round;
  const match = whole(v.match, '--match');
  if (isFailure(match)) return match;
  if (match === undefined) return bad("--match M is required (the match number in the round's pairing list)");
  const board = whole(v.board, '--board');
  if (isFailure(board)) return board;
  const t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  const base = { match, ...(round !== undefined ? { round } : {}), ...(v.correct ? { correct: true } : {}) };
  let r;
  if (board !== undefined) {
    const result = parseResultInput(texts[0]!);
    if (result === undefined)
      return bad(
        say(
          `"${texts[0]}" is not a result (${RESULT_SPELLINGS})`,
          `„${texts[0]}“ ist kein Ergebnis (möglich: ${RESULT_SPELLINGS_DE})`,
        ),
      );
    r = enterBoardResult(t, { ...base, board, result });
  } else {
    const results: GameResult[] = [];
    for (const [k, s] of texts[0]!.split(';').entries()) {
      const result = parseResultInput(s);
      if (result === undefined)
        return bad(
          say(
            `board ${k + 1}: "${s.trim()}" is not a result (${RESULT_SPELLINGS})`,
            `Brett ${k + 1}: „${s.trim()}“ ist kein Ergebnis (möglich: ${RESULT_SPELLINGS_DE})`,
          ),
        );
      results.push(result);
    }
    let total: [number, number] | undefined;
    if (v.score !== undefined) {
      const m = /^\s*(\d+)(½|,5|\.5)?\s*[-:]\s*(\d+)(½|,5|\.5)?\s*$/.exec(v.score);
      if (!m)
        return bad(
          say(
            `--score: "${v.score}" is not a match score such as 2½-1½ or 2,5:1,5`,
            `--score: „${v.score}“ ist kein Mannschaftsergebnis wie 2½-1½ oder 2,5:1,5`,
          ),
        );
      total = [Number(m[1]) * 2 + (m[2] ? 1 : 0), Number(m[3]) * 2 + (m[4] ? 1 : 0)];
    }
    r = enterMatchResult(t, { ...base, results, ...(total ? { total } : {}) });
  }
  if (!r.ok) return refused(path, r.error);
  const failure = await save(path, r.value, io);
  if (failure) return failure;
  const shown = round ?? lastTeamRound(t);
  const m = r.value.matches.filter((x) => x.round === shown)[match - 1]!;
  io.stdout(
    `${say('round', 'Runde')} ${shown}, ${say('match', 'Kampf')} ${match}: ${teamName(t, m.home)} - ${teamName(t, m.away)} ${m.boards.map((r) => (r === '1/2-1/2' ? '½-½' : r)).join(' ')} ${matchScore(m.boards)}\n`,
  );
  return EXIT.ok;
}

/** `rochade crosstable T.json`: each team's rounds (opponent, board-1 colour, game points). */
export async function runTeamCrosstable(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const path = args.find((a) => /\.json$/i.test(a))!;
  const t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  const last = lastTeamRound(t);
  const rounds = Array.from({ length: last }, (_, k) => k + 1);
  // The game points as the standings count them (a team Swiss's PAB: C.04.6 1.4).
  const gamePointsOf = gamePoints(teamTournamentToEvent(t));
  const rows = t.teams.map((team) => {
    const cells = rounds.map((round) => {
      if (t.byes.some((b) => b.round === round && b.team === team.id)) return 'bye';
      const m = t.matches.find((x) => x.round === round && (x.home === team.id || x.away === team.id));
      if (!m) return '-';
      const home = m.home === team.id;
      const opp = home ? m.away : m.home;
      // Board 1's colour: the home team's White (C.04.6 1.6.1), or the Scheveningen table's.
      const white = (boardSeats(t, round)[0]?.homeWhite ?? true) === home;
      const colour = white ? 'w' : say('b', 's');
      if (m.boards.includes('*')) return `${opp}${colour}`;
      const s = m.boards.reduce((a, r) => a + BOARD_HALF_POINTS[r][home ? 0 : 1], 0);
      return `${opp}${colour} ${halfPointsText(s)}`;
    });
    return [String(team.id), team.name, ...cells, halfPointsText(2 * (gamePointsOf.get(team.id) ?? 0))];
  });
  const head = [say('No', 'Nr'), say('Team', 'Mannschaft'), ...rounds.map((r) => `R${r}`), say('GP', 'BP')];
  const widths = head.map((h, c) =>
    maxOf(
      rows.map((r) => r[c]!.length),
      h.length,
    ),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, k) => c.padEnd(widths[k]!))
      .join('  ')
      .trimEnd();
  io.stdout(
    `${t.name}: ${say(
      `crosstable after round ${last} (opponent, w/b = board 1 White/Black, game points)`,
      `Kreuztabelle nach Runde ${last} (Gegner, w/s = Brett 1 Weiß/Schwarz, Brettpunkte)`,
    )}\n\n${[line(head), ...rows.map(line)].join('\n')}\n`,
  );
  return EXIT.ok;
}

/** `rochade convert T.json --to trf [-o OUT.trf]`: the TRF-2026 team file FIDE's tools read. */
export async function runTeamConvert(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    to: { type: 'string' },
    output: { type: 'string', short: 'o' },
    eol: { type: 'string' },
  });
  if (!parsed.ok) return bad(parsed.error);
  const { values: v, positionals } = parsed.value;
  const path = positionals[0]!;
  if (v.to !== 'trf')
    return bad(`a team tournament file converts --to trf (TRF-2026 team file), not "${v.to ?? ''}"`);
  const t = await readTeamTournament(path, io);
  if (isFailure(t)) return t;
  const eol = v.eol ?? 'cr';
  if (eol !== 'cr' && eol !== 'lf' && eol !== 'crlf') return bad(`--eol is cr, lf or crlf, not "${eol}"`);
  // TRF-2026 Remark 1: lines end with CR unless --eol says otherwise.
  const text = makeTeamSwissTrf(teamTournamentToSwiss(t).tournament, { eol });
  if (v.output === undefined) {
    io.stdout(text);
    return EXIT.ok;
  }
  try {
    await io.writeFile(v.output, text);
  } catch {
    return fail(EXIT.fileAccess, `cannot write ${v.output}`);
  }
  return EXIT.ok;
}
