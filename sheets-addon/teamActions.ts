// A team Swiss (or team round robin, or a Scheveningen of two teams) in Sheets, one sheet per round, on the core's team workflow
// (core/team/workflow): "New team Swiss" writes the Teams sheet (teams and their players in board
// order, the event's settings beside them); "Register teams" checks it and numbers the teams;
// "Pair next team round" rebuilds the event from the Teams sheet and every "Team round N" sheet
// (matches, line-ups typed over the player cells, board results) through the core's actions, pairs
// the next round (Swiss Team, C.04.6, or the Berger table) and writes the new round sheet;
// "Compute team standings" writes the Team standings sheet. Each sheet is read once and written
// once; every refusal is one alert line naming the cell, and nothing is written.
import { coreError, describeCoreError, type ErrorLanguage } from '../core/errors/index.ts';
import { defaultTiebreaksFor } from '../core/standings/index.ts';
import {
  addTeam,
  BOARD_HALF_POINTS,
  BOARD_ORDER_POLICIES,
  computeTeamStandings,
  enterBoardResult,
  findTeam,
  lastCompleteTeamRound,
  boardSeats,
  lastTeamRound,
  matchBoards,
  newTeamTournament,
  pairNextTeamRound,
  setLineup,
  TEAM_TOURNAMENT_SYSTEMS,
  teamSystemRules,
  teamTournamentToEvent,
  type BoardOrderPolicy,
  type TeamTournament,
  type TeamTournamentSystem,
  type TeamWorkflowError,
} from '../core/team/index.ts';
import { runAction, toastWarnings, userError, withDocumentLock, type Env, type UserError } from './env.ts';
import { spreadsheetLanguage } from './errorText.ts';
import { a1, isEmptyCell, normalizeCell, type Grid } from './sheetIo.ts';
import { readResultCell } from './swissResults.ts';
import { NEW_SHEET, valuesOf } from './swissStore.ts';
import { TEAM_TEXTS, type TeamTexts } from './teamTexts.ts';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Row = (string | number)[];

const TEAMS_SHEET = 'Teams';
const TEAM_STANDINGS_SHEET = 'Team standings';
const teamRoundSheetName = (round: number): string => `Team round ${round}`;
const ROUND_SHEET = /^Team round (\d+)$/;

/** The Teams sheet: No., Team, Player, Rating in A:D; the settings' labels in F, their values in G. */
const COL = { no: 1, team: 2, player: 3, rating: 4, label: 6, value: 7 } as const;
/** A round sheet's columns (1-based). */
const RCOL = {
  match: 1,
  board: 2,
  home: 3,
  colour: 4,
  homePlayer: 5,
  result: 6,
  awayPlayer: 7,
  away: 8,
} as const;

const DEFAULTS = {
  system: 'team-swiss',
  rounds: 5,
  boards: 4,
  boardOrder: 'refuse',
  colour: 'white',
} as const;

const cellOf = (sheet: string, row: number, column: number): string => `'${sheet}'!${a1(row, column)}`;
const text = (v: unknown): string => String(normalizeCell(v));

/** A refusal from the core, named by the cell the front end knows (or none). */
class Refusal {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}
const refuse = (message: string): never => {
  throw new Refusal(message);
};
const coreLine = (lang: ErrorLanguage, e: TeamWorkflowError, cell?: string): string =>
  `${cell !== undefined ? `${cell}: ` : ''}${describeCoreError(coreError.teamWorkflow(e), lang)}`;

/** Runs a menu action: the lock, one alert for a refusal, nothing written before the last check. */
function teamAction(env: Env, body: (ss: Spreadsheet, texts: TeamTexts, lang: ErrorLanguage) => void): void {
  runAction(env, () =>
    withDocumentLock(env, (): UserError | undefined => {
      const ss = env.spreadsheetApp.getActiveSpreadsheet();
      try {
        const lang = spreadsheetLanguage(ss);
        body(ss, TEAM_TEXTS[lang], lang);
        return undefined;
      } catch (e) {
        if (e instanceof Refusal) return userError(e.message);
        throw e;
      }
    }),
  );
}

function writeSheet(ss: Spreadsheet, name: string, rows: readonly Row[], plainColumn?: number): void {
  const old = ss.getSheetByName(name);
  if (old) ss.deleteSheet(old);
  const sheet = ss.insertSheet(name);
  const width = rows.reduce((w, r) => Math.max(w, r.length), 1);
  const values = rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
  if (width > NEW_SHEET.columns) sheet.insertColumnsAfter(NEW_SHEET.columns, width - NEW_SHEET.columns);
  if (values.length > NEW_SHEET.rows) sheet.insertRowsAfter(NEW_SHEET.rows, values.length - NEW_SHEET.rows);
  // Results typed as text: Sheets would turn 1:0 into a time and 1/2 into a date.
  if (plainColumn !== undefined)
    sheet.getRange(2, plainColumn, Math.max(values.length, 2), 1).setNumberFormat('@');
  sheet.getRange(1, 1, values.length, width).setValues(values);
}

// ---- New team Swiss --------------------------------------------------------------------------------

export function newTeamSwissAction(env: Env): void {
  teamAction(env, (ss, texts) => {
    if (ss.getSheetByName(TEAMS_SHEET)) refuse(texts.alreadyHasTeams(TEAMS_SHEET));
    const values: (string | number)[] = [
      DEFAULTS.system,
      DEFAULTS.rounds,
      DEFAULTS.boards,
      DEFAULTS.boardOrder,
      DEFAULTS.colour,
    ];
    const rows: Row[] = texts.headers.settings.map((label, i) => [
      ...(i === 0 ? texts.headers.teams : ['', '', '', '']),
      '',
      label,
      values[i] ?? '',
    ]);
    writeSheet(ss, TEAMS_SHEET, rows);
  });
}

// ---- the event from the sheets ---------------------------------------------------------------------

interface TeamsRead {
  readonly tournament: TeamTournament;
  /** The sheet row of each team's name (1-based), by team id. */
  readonly rowOfTeam: ReadonlyMap<number, number>;
  readonly rows: number;
}

function setting<T extends string>(
  g: Grid,
  row: number,
  label: string,
  allowed: readonly T[],
  texts: TeamTexts,
): T {
  const v = text(g[row - 1]?.[COL.value - 1] ?? '').toLowerCase();
  const hit = allowed.find((a) => a === v);
  return hit ?? refuse(texts.badSetting(cellOf(TEAMS_SHEET, row, COL.value), label, allowed.join(' / ')));
}

function whole(g: Grid, row: number, label: string, max: number, texts: TeamTexts): number {
  const v = normalizeCell(g[row - 1]?.[COL.value - 1] ?? '');
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max
    ? v
    : refuse(texts.badSetting(cellOf(TEAMS_SHEET, row, COL.value), label, `1 … ${max}`));
}

/** The Teams sheet: the settings, then each team with its players in board order through `addTeam`. */
function readTeams(ss: Spreadsheet, texts: TeamTexts, lang: ErrorLanguage): TeamsRead {
  const sheet = ss.getSheetByName(TEAMS_SHEET) ?? refuse(texts.noTeamsSheet(TEAMS_SHEET));
  const g = valuesOf(sheet);
  const labels = texts.headers.settings;
  const system = setting<TeamTournamentSystem>(g, 1, labels[0]!, TEAM_TOURNAMENT_SYSTEMS, texts);
  const rounds = whole(g, 2, labels[1]!, 30, texts);
  const boards = whole(g, 3, labels[2]!, 16, texts);
  const boardOrder = setting<BoardOrderPolicy>(g, 4, labels[3]!, BOARD_ORDER_POLICIES, texts);
  const colour = setting(g, 5, labels[4]!, ['white', 'black'] as const, texts);
  // The core checks the settings against the system (a Scheveningen: an even number of boards, its
  // own rounds; a round robin: its Berger rounds).
  const made = newTeamTournament({
    name: ss.getName(),
    system,
    rounds,
    boards,
    initialColour: colour,
    boardOrder,
  });
  let t: TeamTournament = made.ok
    ? made.value
    : refuse(coreLine(lang, made.error, cellOf(TEAMS_SHEET, 3, COL.value)));
  // Rows 2…: a name in B starts a team (its player in C is board 1); rows with B empty continue it.
  const teams: { name: string; row: number; players: { name: string; rating?: number }[] }[] = [];
  for (let r = 2; r <= g.length; r++) {
    const row = g[r - 1] ?? [];
    const team = text(row[COL.team - 1] ?? '');
    const player = text(row[COL.player - 1] ?? '');
    // The team's name repeated on each of its rows continues the team.
    const same = teams[teams.length - 1]?.name.toLocaleLowerCase('de') === team.toLocaleLowerCase('de');
    if (team !== '' && !same) teams.push({ name: team, row: r, players: [] });
    if (player === '') continue;
    const current =
      teams[teams.length - 1] ?? refuse(texts.playerBeforeTeam(cellOf(TEAMS_SHEET, r, COL.player)));
    const rating = normalizeCell(row[COL.rating - 1] ?? '');
    if (rating !== '' && !(typeof rating === 'number' && Number.isInteger(rating) && rating > 0))
      refuse(texts.badRating(cellOf(TEAMS_SHEET, r, COL.rating), String(rating)));
    current.players.push({ name: player, ...(typeof rating === 'number' ? { rating } : {}) });
  }
  const rowOfTeam = new Map<number, number>();
  for (const x of teams) {
    const r = addTeam(t, x.name, x.players);
    if (!r.ok) refuse(coreLine(lang, r.error, cellOf(TEAMS_SHEET, x.row, COL.team)));
    else {
      t = r.value;
      rowOfTeam.set(t.teams[t.teams.length - 1]!.id, x.row);
    }
  }
  return { tournament: t, rowOfTeam, rows: g.length };
}

interface BoardRow {
  readonly row: number;
  readonly board: number;
  readonly homePlayer: string;
  readonly awayPlayer: string;
  readonly result: unknown;
}

/**
 * The rounds of the round sheets on top of the teams: each round's matches and byes, then each
 * team's line-up (the player cells, checked by `setLineup`), then the results typed (`enterBoardResult`).
 */
function readRounds(
  ss: Spreadsheet,
  base: TeamTournament,
  texts: TeamTexts,
  lang: ErrorLanguage,
): {
  tournament: TeamTournament;
  warnings: string[];
  openCell: (round: number, match: number, board: number) => string;
} {
  const sheets = ss
    .getSheets()
    .map((s) => ({ s, m: ROUND_SHEET.exec(s.getName()) }))
    .flatMap((x) => (x.m ? [{ sheet: x.s, name: x.m[0], round: Number(x.m[1]) }] : []))
    .sort((a, b) => a.round - b.round);
  let t = base;
  const warnings: string[] = [];
  const cells = new Map<string, string>();
  for (const [k, { sheet, name, round }] of sheets.entries()) {
    if (round !== k + 1) refuse(texts.roundGap(name));
    const g = valuesOf(sheet);
    const matches = new Map<number, { home: number; away: number; rows: BoardRow[] }>();
    const byes: number[] = [];
    const teamAt = (r: number, c: number): number => {
      const found = findTeam(t, text(g[r - 1]?.[c - 1] ?? ''));
      return found.ok ? found.value.id : refuse(coreLine(lang, found.error, cellOf(name, r, c)));
    };
    for (let r = 2; r <= g.length; r++) {
      const row = g[r - 1] ?? [];
      if (row.every(isEmptyCell)) continue;
      const m = normalizeCell(row[RCOL.match - 1] ?? '');
      if (typeof m === 'string' && [TEAM_TEXTS.en.bye, TEAM_TEXTS.de.bye].includes(m.toLowerCase())) {
        byes.push(teamAt(r, RCOL.home));
        continue;
      }
      if (typeof m !== 'number' || !Number.isInteger(m) || m < 1)
        refuse(texts.badMatchRow(cellOf(name, r, RCOL.match), String(m)));
      const b = normalizeCell(row[RCOL.board - 1] ?? '');
      if (typeof b !== 'number' || !Number.isInteger(b) || b < 1 || b > t.boards)
        refuse(texts.badBoardRow(cellOf(name, r, RCOL.board), String(b), t.boards));
      const match =
        matches.get(m as number) ??
        matches
          .set(m as number, { home: teamAt(r, RCOL.home), away: teamAt(r, RCOL.away), rows: [] })
          .get(m as number)!;
      match.rows.push({
        row: r,
        board: b as number,
        homePlayer: text(row[RCOL.homePlayer - 1] ?? ''),
        awayPlayer: text(row[RCOL.awayPlayer - 1] ?? ''),
        result: row[RCOL.result - 1],
      });
    }
    const ordered = [...matches.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
    t = {
      ...t,
      matches: [
        ...t.matches,
        ...ordered.map((m) => ({
          round,
          home: m.home,
          away: m.away,
          boards: Array.from({ length: t.boards }, () => '*' as const),
        })),
      ],
      byes: [...t.byes, ...byes.map((team) => ({ round, team }))],
    };
    // Who sits at each board: board k's players are the k-th of each line-up, or in a Scheveningen
    // the places the round's table gives (the player cells are read back into line-up order).
    const seats = boardSeats(t, round);
    for (const [i, m] of ordered.entries()) {
      const byBoard = (board: number): BoardRow =>
        m.rows.find((x) => x.board === board) ?? refuse(texts.boardMissing(name, i + 1, board));
      const rows = Array.from({ length: t.boards }, (_, j) => byBoard(j + 1));
      for (const side of ['home', 'away'] as const) {
        const team = t.teams.find((x) => x.id === m[side])!;
        const column = side === 'home' ? RCOL.homePlayer : RCOL.awayPlayer;
        const placeOf = (j: number): number => seats[j]?.[side] ?? j + 1;
        const names = Array.from({ length: t.boards }, () => '');
        rows.forEach((x, j) => (names[placeOf(j) - 1] = side === 'home' ? x.homePlayer : x.awayPlayer));
        const r = setLineup(t, round, team.name, names);
        // A located board: the player cell of the line-up place's board row; else the team's cell.
        const at = (e: TeamWorkflowError): string => {
          if (!('board' in e)) return cellOf(name, rows[0]!.row, side === 'home' ? RCOL.home : RCOL.away);
          const j = rows.findIndex((_, k) => placeOf(k) === e.board);
          return cellOf(name, rows[j < 0 ? e.board - 1 : j]!.row, column);
        };
        if (!r.ok) refuse(coreLine(lang, r.error, at(r.error)));
        else {
          t = r.value.tournament;
          for (const w of r.value.warnings) warnings.push(coreLine(lang, w, at(w)));
        }
      }
      for (const x of rows) {
        cells.set(`${round}:${i + 1}:${x.board}`, cellOf(name, x.row, RCOL.result));
        const c = readResultCell(x.result);
        if (c.kind === 'empty') continue;
        if (c.kind !== 'result' || c.result === '*')
          refuse(
            texts.unknownResult(
              cellOf(name, x.row, RCOL.result),
              c.kind === 'unknown' ? c.text : c.kind === 'converted' ? c.shown : '*',
            ),
          );
        else {
          const r = enterBoardResult(t, { round, match: i + 1, board: x.board, result: c.result });
          if (!r.ok) refuse(coreLine(lang, r.error, cellOf(name, x.row, RCOL.result)));
          else t = r.value;
        }
      }
    }
  }
  return {
    tournament: t,
    warnings,
    openCell: (round, match, board) => cells.get(`${round}:${match}:${board}`) ?? teamRoundSheetName(round),
  };
}

/** The event as the sheets hold it; a refusal names the cell. */
function readEvent(ss: Spreadsheet, texts: TeamTexts, lang: ErrorLanguage) {
  const teams = readTeams(ss, texts, lang);
  return { teams, ...readRounds(ss, teams.tournament, texts, lang) };
}

// ---- Register teams --------------------------------------------------------------------------------

/** Checks the Teams sheet through the core and writes each team's number beside its name. */
export function registerTeamsAction(env: Env): void {
  teamAction(env, (ss, texts, lang) => {
    const { tournament: t, rowOfTeam, rows } = readTeams(ss, texts, lang);
    const numbers: Row[] = Array.from({ length: Math.max(rows - 1, 1) }, () => ['']);
    for (const [id, row] of rowOfTeam) numbers[row - 2] = [id];
    ss.getSheetByName(TEAMS_SHEET)!.getRange(2, COL.no, numbers.length, 1).setValues(numbers);
    ss.toast(
      texts.registered(
        t.teams.length,
        t.teams.map((x) => `${x.id}. ${x.name} (${x.players.length})`).join(', '),
      ),
      texts.registeredTitle,
      20,
    );
  });
}

// ---- Pair next team round --------------------------------------------------------------------------

export function pairNextTeamRoundAction(env: Env): void {
  teamAction(env, (ss, texts, lang) => {
    const ev = readEvent(ss, texts, lang);
    const r = pairNextTeamRound(ev.tournament);
    if (!r.ok) {
      const e = r.error;
      refuse(coreLine(lang, e, e.kind === 'roundOpen' ? ev.openCell(e.round, e.match, e.board) : undefined));
    } else {
      const t = r.value;
      const round = lastTeamRound(t);
      const name = (id: number) => t.teams.find((x) => x.id === id)?.name ?? String(id);
      const rows: Row[] = [[...texts.headers.round]];
      t.matches
        .filter((m) => m.round === round)
        .forEach((m, i) => {
          // The home team's colour board by board: C.04.6 1.6.1, or the Scheveningen table.
          for (const b of matchBoards(t, m))
            rows.push([
              i + 1,
              b.board,
              name(m.home),
              b.homeWhite ? 'W' : 'B',
              b.home,
              '',
              b.away,
              name(m.away),
            ]);
        });
      for (const b of t.byes.filter((x) => x.round === round)) rows.push([texts.bye, '', name(b.team)]);
      const sheetName = teamRoundSheetName(round);
      writeSheet(ss, sheetName, rows, RCOL.result);
      ss.toast(texts.paired(round, sheetName), texts.pairedTitle, 20);
    }
    if (ev.warnings.length > 0) toastWarnings(env, texts.warningsTitle, ev.warnings);
  });
}

// ---- Compute team standings ------------------------------------------------------------------------

/** The team row of the core's one default tiebreak table. */
const TEAM_TIEBREAKS = defaultTiebreaksFor('team', 'C07_2026');

export function teamStandingsAction(env: Env): void {
  teamAction(env, (ss, texts, lang) => {
    const { tournament: t } = readEvent(ss, texts, lang);
    // Standings after the last complete round: a bye of a round still being played does not count yet.
    const after = lastCompleteTeamRound(t);
    const r = computeTeamStandings(teamTournamentToEvent(t), {
      // The system's primary score (a Scheveningen: game points).
      primary: teamSystemRules(t.system).primary,
      tiebreaks: TEAM_TIEBREAKS,
      afterRound: after,
    });
    // The default table is the core's own: a refusal here is a bug.
    if (!r.ok) throw new Error(r.error.message);
    const codes = TEAM_TIEBREAKS.filter((c) => c !== 'MP');
    const last = lastTeamRound(t);
    const rounds = Array.from({ length: last }, (_, k) => k + 1);
    const cross = (team: number, round: number): string => {
      if (t.byes.some((b) => b.round === round && b.team === team)) return texts.bye;
      const m = t.matches.find((x) => x.round === round && (x.home === team || x.away === team));
      if (!m) return '';
      const home = m.home === team;
      const opp = home ? m.away : m.home;
      // Board 1's colour: the home team's White (C.04.6 1.6.1), or the Scheveningen table's.
      const white = (boardSeats(t, round)[0]?.homeWhite ?? true) === home;
      const colour = white ? 'w' : lang === 'de' ? 's' : 'b';
      if (m.boards.includes('*')) return `${opp}${colour}`;
      const s = m.boards.reduce((a, res) => a + BOARD_HALF_POINTS[res][home ? 0 : 1], 0);
      return `${opp}${colour} ${s / 2}`;
    };
    const rows: Row[] = [
      [...texts.headers.standings, ...codes, ...rounds.map((k) => `R${k}`)],
      ...r.value.map((row) => [
        row.rank,
        row.team,
        t.teams.find((x) => x.id === row.team)?.name ?? '',
        row.matchPoints,
        ...codes.map((c) => (c === 'GP' ? row.gamePoints : (row.values[c] ?? ''))),
        ...rounds.map((k) => cross(row.team, k)),
      ]),
    ];
    writeSheet(ss, TEAM_STANDINGS_SHEET, rows);
    ss.toast(texts.standingsWritten(TEAM_STANDINGS_SHEET, after), TEAM_STANDINGS_SHEET, 20);
  });
}
