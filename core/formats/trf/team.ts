import { maxOf, minOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import type { Game, Tournament } from '../../tournament/model.ts';
import { BOARD_HALF_POINTS, type TeamBoard, type TeamEvent, type TeamMatch } from '../../tournament/team.ts';
import type { HalfPoints, PlayerId } from '../../types.ts';
import type { FormatError } from '../formatError.ts';
import { cols, halfPointsField, intField, lineLength, splitTrfLines, trfError } from './lines.ts';
import { parseTrf } from './trf.ts';

/**
 * TRF-2026 team files: `310` team records (cols 5-7 team number, 9-40 name, 55-60 match points,
 * 62-67 game points, 69-71 rank, member ids from 74-77 every 5 columns) over ordinary `001` player
 * lines. Read as a team event: the matches come from the board games of the two teams' members.
 */
export interface TrfTeamRecord {
  readonly team: number;
  readonly name: string;
  readonly line: number;
  readonly players: readonly PlayerId[];
  /** Half-points as the record states (undefined when blank). */
  readonly matchPoints?: HalfPoints;
  readonly gamePoints?: HalfPoints;
  readonly rank?: number;
}

export interface TrfTeamFile {
  readonly tournament: Tournament;
  readonly event: TeamEvent;
  readonly teams: readonly TrfTeamRecord[];
  readonly warnings: readonly string[];
}

const TEAM_LINE = /^310 /;
const TEAM_NUMBER_LINE = /^2[456]0 /;

/** Whether a TRF text holds TRF-2026 team records (`310`). */
export const hasTrfTeamRecords = (text: string): boolean =>
  splitTrfLines(text).some((l) => TEAM_LINE.test(l));

function parseTeamLine(line: string, n: number): Result<TrfTeamRecord, FormatError> {
  const team = intField(cols(line, 5, 7));
  if (team === undefined || Number.isNaN(team) || team < 1)
    return err(trfError('badValue', n, 5, cols(line, 5, 7), 'a team number in columns 5-7'));
  const points = (from: number, to: number): Result<HalfPoints | undefined, FormatError> => {
    const v = halfPointsField(cols(line, from, to));
    return v !== undefined && Number.isNaN(v)
      ? err(trfError('badPoints', n, from, cols(line, from, to), `points like 13.5 in columns ${from}-${to}`))
      : ok(v);
  };
  const mp = points(55, 60);
  if (!mp.ok) return mp;
  const gp = points(62, 67);
  if (!gp.ok) return gp;
  const rank = intField(cols(line, 69, 71));
  const players: PlayerId[] = [];
  for (let c = 74; c <= lineLength(line); c += 5) {
    const id = intField(cols(line, c, c + 3));
    if (id === undefined) continue;
    if (Number.isNaN(id) || id < 1)
      return err(
        trfError('badPlayerId', n, c, cols(line, c, c + 3), 'a player id (4 columns from column 74)'),
      );
    players.push(id);
  }
  return ok({
    team,
    name: cols(line, 9, 40).trim(),
    line: n,
    players,
    ...(mp.value !== undefined ? { matchPoints: mp.value } : {}),
    ...(gp.value !== undefined ? { gamePoints: gp.value } : {}),
    ...(rank !== undefined && !Number.isNaN(rank) ? { rank } : {}),
  });
}

/**
 * TRF-2026 `362`, the team point system: `362 TW 2.0   TD 1.0   TL 0.0` (symbols at columns 5, 14
 * and 23, values at 7-10, 16-19 and 25-28); half-points (default 2 / 1 / 0 match points).
 */
export function parseTeam362(
  line: string,
  n: number,
): Result<{ readonly win: HalfPoints; readonly draw: HalfPoints; readonly loss: HalfPoints }, FormatError> {
  const mp = { win: 4, draw: 2, loss: 0 };
  // Read by symbol and value rather than fixed columns: files in the field space them differently
  // (bbpPairings' own tests write `TW  2.0   TD  1.0`).
  const body = line.slice(4);
  const token = /(\S+)\s+(\S+)/g;
  for (let m = token.exec(body); m !== null; m = token.exec(body)) {
    const sym = m[1]!.toUpperCase();
    const column = 5 + m.index;
    if (sym !== 'TW' && sym !== 'TD' && sym !== 'TL')
      return err(trfError('badPointCode', n, column, m[1], 'TW, TD or TL'));
    const v = halfPointsField(m[2]!);
    if (v === undefined || Number.isNaN(v))
      return err(
        trfError('badPoints', n, column + m[0].length - m[2]!.length, m[2], `points like 2.0 after ${sym}`),
      );
    if (sym === 'TW') mp.win = v;
    else if (sym === 'TD') mp.draw = v;
    else mp.loss = v;
  }
  return ok(mp);
}

/**
 * What the event's regulations say a team's pairing-allocated bye scores: a `320` line (match points
 * at 5-8, game points at 10-13). Without one the standings count it as the file's records do: a win
 * on every board (each `U` cell is a won game, C.07 12), match points from the 310 lines. C.04.6
 * (2026) 1.4's drawn match is what the Swiss Team engine pairs by (core/team/pairing).
 */
function teamByeRule(
  lines: readonly string[],
  boards: number,
): Pick<TeamEvent, 'byeScore'> & { readonly bye?: number } {
  const l320 = lines.find((l) => l.startsWith('320'));
  if (l320 !== undefined) {
    const mp = halfPointsField(cols(l320, 5, 8));
    const gp = halfPointsField(cols(l320, 10, 13));
    return {
      ...(gp !== undefined && !Number.isNaN(gp) ? { byeScore: gp >= 2 * boards ? 'win' : 'draw' } : {}),
      ...(mp !== undefined && !Number.isNaN(mp) ? { bye: mp / 2 } : {}),
    };
  }
  return {};
}

/** Reads a TRF-2026 team file. Files without `310` records are individual: use `parseTrf`. */
export function parseTrfTeam(text: string): Result<TrfTeamFile, FormatError> {
  const lines = splitTrfLines(text);
  const records: TrfTeamRecord[] = [];
  for (const [i, l] of lines.entries()) {
    if (!TEAM_LINE.test(l)) continue;
    const r = parseTeamLine(l, i + 1);
    if (!r.ok) return r;
    records.push(r.value);
  }
  // The team lines become comments for the individual reader, so its line numbers stay those of the
  // file; so do 240, 250 and 260 lines, whose numbers are teams in a team file (TRF-2026), not players.
  const individual = lines.map((l) => (TEAM_LINE.test(l) || TEAM_NUMBER_LINE.test(l) ? `### ${l}` : l));
  const parsed = parseTrf(individual.join('\n'));
  if (!parsed.ok) return parsed;
  const t = parsed.value.tournament;
  const known = new Set(t.players.map((p) => p.id));
  const teamOf = new Map<PlayerId, number>();
  const board = new Map<PlayerId, number>();
  const seenTeams = new Set<number>();
  for (const r of records) {
    if (seenTeams.has(r.team))
      return err(trfError('duplicateId', r.line, 5, String(r.team), 'a team number used once'));
    seenTeams.add(r.team);
    for (const [k, id] of r.players.entries()) {
      const column = 74 + 5 * k;
      if (!known.has(id))
        return err(trfError('unknownPlayer', r.line, column, String(id), 'the id of a player in a 001 line'));
      if (teamOf.has(id))
        return err(trfError('duplicatePlayer', r.line, column, String(id), 'a player in one team only'));
      teamOf.set(id, r.team);
      board.set(id, k + 1);
    }
  }
  const byKey = new Map<string, { round: number; home: number; away: number; games: Game[] }>();
  for (const g of t.games) {
    const tw = teamOf.get(g.white);
    const tb = teamOf.get(g.black);
    if (tw === undefined || tb === undefined || tw === tb) continue;
    const key = `${g.round}:${Math.min(tw, tb)}:${Math.max(tw, tb)}`;
    const m = byKey.get(key) ?? { round: g.round, home: tw, away: tb, games: [] };
    m.games.push(g);
    byKey.set(key, m);
  }
  // TRF-2026 300: a team out of its 310 board order in a round (round 5-7, team 9-11, its
  // players in board order every 5 columns from 17).
  const outOfOrder = new Map<string, PlayerId[]>();
  for (const [i, l] of lines.entries()) {
    if (!l.startsWith('300')) continue;
    const team = intField(cols(l, 9, 11));
    const ids: PlayerId[] = [];
    for (let c = 17; c <= lineLength(l); c += 5) {
      const id = intField(cols(l, c, c + 3));
      if (id === undefined) continue;
      if (Number.isNaN(id) || teamOf.get(id) !== team)
        return err(trfError('badValue', i + 1, c, cols(l, c, c + 3), `a player of team ${team} (310)`));
      ids.push(id);
    }
    outOfOrder.set(`${intField(cols(l, 5, 7))}:${team}`, ids);
  }
  const matches: TeamMatch[] = [];
  const played = new Set<string>();
  for (const m of byKey.values()) {
    const order =
      outOfOrder.get(`${m.round}:${m.home}`) ?? outOfOrder.get(`${m.round}:${m.away}`) ?? undefined;
    const boardOf = (g: Game): number =>
      order
        ? ([order.indexOf(g.white), order.indexOf(g.black)].find((i) => i >= 0) ?? 99)
        : Math.min(board.get(g.white) ?? 99, board.get(g.black) ?? 99);
    // The first-named team is the one whose player sits at the lowest board of the match.
    const ordered = [...m.games].sort((a, b) => boardOf(a) - boardOf(b));
    const home = teamOf.get(ordered[0]?.white ?? 0) ?? m.home;
    const away = home === m.home ? m.away : m.home;
    played.add(`${m.round}:${home}`).add(`${m.round}:${away}`);
    // A match with a board still being played (a file written mid-round) is not yet in the
    // standings, as a team-event JSON leaves it out (a pending board is no lost board).
    if (ordered.some((g) => g.result === '*')) continue;
    const bs: TeamBoard[] = ordered.map((g, k) => {
      const [w, b] = BOARD_HALF_POINTS[g.result];
      const homeWhite = teamOf.get(g.white) === home;
      return {
        board: k + 1,
        home: homeWhite ? w : b,
        away: homeWhite ? b : w,
        ...(g.result === '+:-' || g.result === '-:+' || g.result === '-:-' ? { forfeit: true } : {}),
      };
    });
    matches.push({ round: m.round, home, away, boards: bs });
  }
  // Boards per match: the 352 colour sequence, else the largest match, else the smallest team (a team
  // list may hold reserves beyond the boards).
  const l352 = lines
    .find((l) => l.startsWith('352'))
    ?.slice(4)
    .trim();
  const boards =
    (l352 ? l352.length : 0) ||
    maxOf(
      matches.map((m) => m.boards.length),
      0,
    ) ||
    (records.length > 0 ? Math.max(1, minOf(records.map((r) => r.players.length))) : 1);
  // A team none of whose members is paired in a round, with PAB cells: the team's bye.
  const byes: { round: number; team: number; kind?: 'F' | 'H' }[] = [];
  for (const r of records)
    for (let round = 1; round <= t.rounds; round++) {
      if (played.has(`${round}:${r.team}`)) continue;
      const pab = t.unpaired.filter(
        (u) => u.round === round && u.kind === 'PAB' && teamOf.get(u.player) === r.team,
      );
      if (pab.length > 0) byes.push({ round, team: r.team });
    }
  const playedRounds = maxOf([...t.games.map((g) => g.round), ...t.unpaired.map((u) => u.round)], 0);
  // TRF-2026 240 in a team file: the numbers are teams; a full- or half-point bye of a round played.
  for (const l of lines) {
    if (!l.startsWith('240')) continue;
    const kind = cols(l, 5, 5).toUpperCase();
    const round = intField(cols(l, 7, 9));
    if ((kind !== 'F' && kind !== 'H') || round === undefined || Number.isNaN(round) || round > playedRounds)
      continue;
    for (let c = 11; c <= lineLength(l); c += 5) {
      const team = intField(cols(l, c, c + 3));
      if (
        team !== undefined &&
        seenTeams.has(team) &&
        !played.has(`${round}:${team}`) &&
        !byes.some((b) => b.round === round && b.team === team)
      )
        byes.push({ round, team, kind });
    }
  }
  // 362: the match points of a won, drawn and lost match (a team win may be worth 3).
  let points = { win: 4, draw: 2, loss: 0 };
  for (const [i, l] of lines.entries())
    if (l.startsWith('362')) {
      const r = parseTeam362(l, i + 1);
      if (!r.ok) return r;
      points = r.value;
    }
  const byeRule = teamByeRule(lines, boards);
  const event: TeamEvent = {
    name: t.name,
    teams: records.map((r) => ({ id: r.team, name: r.name })),
    rounds: t.rounds,
    boards,
    matches: matches.sort((a, b) => a.round - b.round || a.home - b.home),
    ...(byes.length > 0 ? { byes } : {}),
    ...(byeRule.byeScore !== undefined ? { byeScore: byeRule.byeScore } : {}),
    ...(points.win !== 4 || points.draw !== 2 || points.loss !== 0 || byeRule.bye !== undefined
      ? {
          matchPoints: {
            win: points.win / 2,
            draw: points.draw / 2,
            loss: points.loss / 2,
            ...(byeRule.bye !== undefined ? { bye: byeRule.bye } : {}),
          },
        }
      : {}),
  };
  return ok({
    tournament: t,
    event: byeRule.bye !== undefined ? event : withByeMatchPoints(event, records),
    teams: records,
    warnings: parsed.value.warnings,
  });
}

/**
 * The match points of a team's pairing-allocated bye are a regulation of the event (C.04.1 c:
 * "unless the rules of the tournament state otherwise"), which a TRF does not name: they are taken
 * from the 310 records when every team with a bye agrees on one value.
 */
function withByeMatchPoints(ev: TeamEvent, records: readonly TrfTeamRecord[]): TeamEvent {
  if (!ev.byes || ev.byes.length === 0) return ev;
  const mp = ev.matchPoints ?? { win: 2, draw: 1, loss: 0 };
  const implied = new Set<number>();
  for (const r of records) {
    const byes = ev.byes.filter((b) => b.team === r.team && b.kind === undefined).length;
    if (byes === 0 || r.matchPoints === undefined) continue;
    let fromMatches = 0;
    for (const m of ev.matches) {
      if (m.home !== r.team && m.away !== r.team) continue;
      const own = m.boards.reduce((a, b) => a + (m.home === r.team ? b.home : b.away), 0);
      const other = m.boards.reduce((a, b) => a + (m.home === r.team ? b.away : b.home), 0);
      fromMatches += own > other ? mp.win : own === other ? mp.draw : mp.loss;
    }
    for (const b of ev.byes)
      if (b.team === r.team && b.kind !== undefined) fromMatches += b.kind === 'F' ? mp.win : mp.draw;
    implied.add((r.matchPoints / 2 - fromMatches) / byes);
  }
  const [bye] = [...implied];
  return implied.size === 1 && bye !== undefined && bye >= 0 && Number.isInteger(bye * 2)
    ? { ...ev, matchPoints: { ...mp, bye } }
    : ev;
}
