import { maxOf, minOf } from '../../arrays.ts';
import { err, ok, type Result } from '../../result.ts';
import type { FormatError } from '../../formats/formatError.ts';
import {
  blankLine,
  cols,
  formatPoints,
  halfPointsField,
  intField,
  lineText,
  putField,
  splitTrfLines,
  trfError,
} from '../../formats/trf/lines.ts';
import { parseTeam362, parseTrfTeam } from '../../formats/trf/team.ts';
import { makeTrf, type TrfWriteOptions } from '../../formats/trf/write.ts';
import { STANDARD_POINTS } from '../../tournament/pointSystem.ts';
import {
  flipResult,
  type Game,
  type GameResult,
  type Tournament,
  type Unpaired,
} from '../../tournament/model.ts';
import type { HalfPoints, PlayerId } from '../../types.ts';
import {
  DEFAULT_TEAM_MATCH_POINTS,
  type TeamAbsence,
  type TeamSwissMatch,
  type TeamSwissRound,
  type TeamSwissTournament,
  type Tpn,
} from './model.ts';
import { pabDefault, teamTotals } from './state.ts';
import { DEFAULT_TEAM_TYPE, parseTeamType } from './teamType.ts';

/**
 * TRF-2026 team files for the Swiss Team system: `310` team records over `001` member lines, with
 * `192` (the FIDE_TEAM code), `142`, `152`, `352` (board colours), `362` (TW/TD/TL), `320` (what
 * the PAB scores), `240` (team byes and absences: team numbers, not players), `330` (matches
 * forfeited as a whole). A PAB is `0000 - U` on every board of the team.
 */
export interface TeamSwissTrf {
  readonly tournament: TeamSwissTournament;
  readonly warnings: readonly string[];
}

/** TRF-2026 `330` forfeit types and the board result (white team's side) each stands for. */
const WHOLE_FORFEIT: readonly (readonly ['+-' | '-+' | '--', GameResult])[] = [
  ['+-', '+:-'],
  ['-+', '-:+'],
  ['--', '-:-'],
];

/** Board k (0-based) of a match: the white team has White on boards 1, 3, 5, … (352 `WBWB…`). */
const whiteTeamHasWhite = (k: number): boolean => k % 2 === 0;

const teamIds = (line: string, from: number, n: number): Result<number[], FormatError> => {
  const out: number[] = [];
  for (let c = from; c <= line.length; c += 5) {
    const v = intField(cols(line, c, c + 3));
    if (v === undefined) continue;
    if (Number.isNaN(v) || v < 1)
      return err(trfError('badValue', n, c, cols(line, c, c + 3), 'a team number'));
    out.push(v);
  }
  return ok(out);
};

/** Reads a TRF-2026 team file as a team Swiss. */
export function parseTeamSwissTrf(text: string): Result<TeamSwissTrf, FormatError> {
  const file = parseTrfTeam(text);
  if (!file.ok) return file;
  const t = file.value.tournament;
  const records = file.value.teams;
  const warnings = [...file.value.warnings];
  const lines = splitTrfLines(text);
  let typeCode = t.pairingSystem?.trim().toUpperCase() ?? '';
  let matchPoints = DEFAULT_TEAM_MATCH_POINTS;
  let pabPoints: { match: HalfPoints; game: HalfPoints } | undefined;
  let colours: string | undefined;
  const absences: (TeamAbsence & { round: number; line: number })[] = [];
  const forbidden: [Tpn, Tpn][] = [];
  const forfeits: { round: number; white: Tpn; black: Tpn; result: GameResult; line: number }[] = [];
  const pabOf320 = new Map<number, { team: Tpn; column: number; line: number }>();
  const outOfOrder = new Map<string, { ids: readonly PlayerId[]; opponent: Tpn; line: number }>();
  for (const [i, line] of lines.entries()) {
    const n = i + 1;
    const code = line.slice(0, 3);
    if (code === '362') {
      const r = parseTeam362(line, n);
      if (!r.ok) return r;
      matchPoints = r.value;
    } else if (code === '320') {
      const mp = halfPointsField(cols(line, 5, 8));
      const gp = halfPointsField(cols(line, 10, 13));
      if (mp === undefined || Number.isNaN(mp))
        return err(trfError('badPoints', n, 5, cols(line, 5, 8), 'the PAB match points in columns 5-8'));
      if (gp === undefined || Number.isNaN(gp))
        return err(trfError('badPoints', n, 10, cols(line, 10, 13), 'the PAB game points in columns 10-13'));
      pabPoints = { match: mp, game: gp };
      // The PAB team of round 1, 2, … every 4 columns from 15 (`000`: none).
      for (let c = 15, round = 1; c <= line.length; c += 4, round++) {
        const v = intField(cols(line, c, c + 2));
        if (v === undefined || v === 0) continue;
        if (Number.isNaN(v) || !records.some((r) => r.team === v))
          return err(
            trfError(
              'badValue',
              n,
              c,
              cols(line, c, c + 2),
              `the PAB team of round ${round} (a 310 team number or 000)`,
            ),
          );
        pabOf320.set(round, { team: v, column: c, line: n });
      }
    } else if (code === '300') {
      const round = intField(cols(line, 5, 7));
      const team = intField(cols(line, 9, 11));
      const opponent = intField(cols(line, 13, 15));
      const fields = [round, team, opponent];
      if (fields.some((v) => v === undefined || Number.isNaN(v) || v < 1))
        return err(
          trfError('badValue', n, 5, cols(line, 5, 15), 'round (5-7), team (9-11), opponent (13-15)'),
        );
      const ids: PlayerId[] = [];
      for (let c = 17; c <= line.length; c += 5) {
        const id = intField(cols(line, c, c + 3));
        if (id === undefined) continue;
        const record = records.find((r) => r.team === team);
        // 0000, an unoccupied board, is no line-up the Swiss Team model holds.
        if (Number.isNaN(id) || !record?.players.includes(id))
          return err(trfError('badValue', n, c, cols(line, c, c + 3), `a player of team ${team} (310)`));
        ids.push(id);
      }
      outOfOrder.set(`${round}:${team}`, { ids, opponent: opponent!, line: n });
    } else if (code === '352') colours = line.slice(4).trim().toUpperCase();
    else if (code === '240') {
      const type = cols(line, 5, 5).toUpperCase();
      if (type !== 'F' && type !== 'H' && type !== 'Z')
        return err(trfError('badByeType', n, 5, type, 'a bye type F, H or Z'));
      const round = intField(cols(line, 7, 9));
      if (round === undefined || Number.isNaN(round) || round < 1)
        return err(trfError('badRound', n, 7, cols(line, 7, 9), 'a round number in columns 7-9'));
      const ids = teamIds(line, 11, n);
      if (!ids.ok) return ids;
      for (const team of ids.value) {
        if (!records.some((r) => r.team === team))
          return err(trfError('unknownPlayer', n, 11, String(team), 'the number of a team in a 310 line'));
        absences.push({ team, kind: type, round, line: n });
      }
    } else if (code === '250')
      // Team accelerations (fictitious match and game points) change every pairing: refused, not ignored.
      return err(
        trfError(
          'badAcceleration',
          n,
          1,
          line.slice(0, 20),
          'no 250 line: the Swiss Team engine does not accelerate',
        ),
      );
    else if (code === '260') {
      // In a team file the numbers of a 260 line are teams: every two of them may not meet.
      const ids = teamIds(line, 13, n);
      if (!ids.ok) return ids;
      if (cols(line, 5, 11).trim() !== '')
        warnings.push(`line ${n}: 260 round range ignored, the pairs are forbidden in every round`);
      for (const [i, a] of ids.value.entries())
        for (const b of ids.value.slice(i + 1)) forbidden.push([a, b]);
    } else if (code === '330') {
      const type = cols(line, 5, 6);
      const round = intField(cols(line, 8, 10));
      const white = intField(cols(line, 12, 14));
      const black = intField(cols(line, 16, 18));
      const result = WHOLE_FORFEIT.find(([code]) => code === type)?.[1];
      if (!result) return err(trfError('badResult', n, 5, type, 'a forfeit +-, -+ or --'));
      if (
        round === undefined ||
        Number.isNaN(round) ||
        white === undefined ||
        Number.isNaN(white) ||
        black === undefined ||
        Number.isNaN(black)
      )
        return err(
          trfError(
            'badValue',
            n,
            8,
            cols(line, 8, 18),
            'round (8-10), white team (12-14), black team (16-18)',
          ),
        );
      forfeits.push({ round, white, black, result, line: n });
    }
  }
  if (typeCode === '') {
    typeCode = DEFAULT_TEAM_TYPE;
    warnings.push(`no 192 line: paired as ${DEFAULT_TEAM_TYPE}`);
  }
  const rules = parseTeamType(typeCode);
  if (!rules) {
    const at = lines.findIndex((l) => l.startsWith('192'));
    return err(
      trfError(
        'badValue',
        at + 1,
        5,
        typeCode,
        'a Swiss Team code such as FIDE_TEAM_TYPEA_MP_GP (192); Baku acceleration is not supported',
      ),
    );
  }
  const teamOf = new Map<PlayerId, Tpn>();
  const boardOf = new Map<PlayerId, number>();
  for (const r of records) {
    r.players.forEach((p, k) => {
      teamOf.set(p, r.team);
      boardOf.set(p, k);
    });
  }
  const lineOfPlayer = (id: PlayerId): number => {
    const i = lines.findIndex((l) => l.startsWith('001') && intField(cols(l, 5, 8)) === id);
    return i + 1;
  };
  // Matches: the games of two teams' members in a round.
  const byMatch = new Map<string, Game[]>();
  let lastRound = 0;
  for (const g of t.games) {
    const a = teamOf.get(g.white);
    const b = teamOf.get(g.black);
    if (a === undefined || b === undefined) {
      const who = a === undefined ? g.white : g.black;
      return err(
        trfError('unknownPlayer', lineOfPlayer(who), 5, String(who), 'a player listed in a 310 team line'),
      );
    }
    if (a === b)
      return err(
        trfError(
          'badOpponent',
          lineOfPlayer(g.white),
          undefined,
          `${g.white} - ${g.black}`,
          `players of different teams (both are in team ${a})`,
        ),
      );
    const k = `${g.round}:${Math.min(a, b)}:${Math.max(a, b)}`;
    byMatch.set(k, [...(byMatch.get(k) ?? []), g]);
    lastRound = Math.max(lastRound, g.round);
  }
  for (const u of t.unpaired) if (u.kind === 'PAB') lastRound = Math.max(lastRound, u.round);
  for (const f of forfeits) lastRound = Math.max(lastRound, f.round);
  for (const round of pabOf320.keys()) lastRound = Math.max(lastRound, round);
  const boards =
    colours?.length ??
    (maxOf(
      [...byMatch.values()].map((gs) => gs.length),
      0,
    ) ||
      minOf(records.map((r) => r.players.length)));
  if (colours !== undefined && !/^(WB)*W?$/.test(colours)) {
    const at = lines.findIndex((l) => l.startsWith('352'));
    return err(
      trfError('badColor', at + 1, 5, colours, 'board colours alternating from White on board 1 (WBWB…)'),
    );
  }
  // A team's matches per round: it meets one team only.
  const seen = new Map<string, string>();
  const rounds: TeamSwissRound[] = [];
  for (let round = 1; round <= lastRound; round++) {
    const matches: TeamSwissMatch[] = [];
    // A team in two matches of a round first: the line-up holds a player of another team.
    for (const [k, games] of byMatch) {
      const [r, x, y] = k.split(':').map(Number) as [number, number, number];
      if (r !== round) continue;
      for (const team of [x, y]) {
        const before = seen.get(`${round}:${team}`);
        if (before !== undefined) {
          const g = games[0]!;
          const who = teamOf.get(g.white) === team ? g.white : g.black;
          return err(
            trfError(
              'twiceInRound',
              lineOfPlayer(who),
              undefined,
              `team ${team} in matches ${before} and ${x}-${y}`,
              `one match per team in round ${round}: player ${who} plays for team ${team} in another match (a line-up with a player of another team?)`,
            ),
          );
        }
        seen.set(`${round}:${team}`, `${x}-${y}`);
      }
    }
    for (const [k, games] of byMatch) {
      const [r, x, y] = k.split(':').map(Number) as [number, number, number];
      if (r !== round) continue;
      // Boards in the order of a 300 line (TRF-2026: a team out of its 310 order), else of the
      // players on their team lists.
      const order300 = outOfOrder.get(`${round}:${x}`) ?? outOfOrder.get(`${round}:${y}`);
      const boardIn = (g: Game): number =>
        order300
          ? ([order300.ids.indexOf(g.white), order300.ids.indexOf(g.black)].find((i) => i >= 0) ?? -1)
          : Math.min(boardOf.get(g.white)!, boardOf.get(g.black)!);
      if (order300) {
        const [team300, other] = outOfOrder.get(`${round}:${x}`) ? [x, y] : [y, x];
        const stray = games.find((g) => boardIn(g) < 0);
        if (order300.opponent !== other || stray || order300.ids.length !== games.length)
          return err(
            trfError(
              'badValue',
              order300.line,
              stray ? 17 : 13,
              stray
                ? String(teamOf.get(stray.white) === team300 ? stray.white : stray.black)
                : String(order300.opponent),
              `team ${team300}'s players in round ${round} against team ${other}, one per board`,
            ),
          );
      }
      const sorted = [...games].sort((a, b) => boardIn(a) - boardIn(b));
      if (sorted.length !== boards) {
        const g = sorted[0]!;
        return err(
          trfError(
            'boardsMismatch',
            lineOfPlayer(g.white),
            undefined,
            `${sorted.length} boards`,
            `${boards} boards in the match of teams ${x} and ${y} in round ${round}: a board left out (write a forfeit, + and -, for an empty board)`,
          ),
        );
      }
      const first = sorted[0]!;
      const white = teamOf.get(first.white)!;
      const black = white === x ? y : x;
      const lineup = { white: [] as PlayerId[], black: [] as PlayerId[] };
      const results: GameResult[] = sorted.map((g, b) => {
        const whiteTeamPlayer = teamOf.get(g.white) === white ? g.white : g.black;
        lineup.white.push(whiteTeamPlayer);
        lineup.black.push(whiteTeamPlayer === g.white ? g.black : g.white);
        if ((g.white === whiteTeamPlayer) !== whiteTeamHasWhite(b))
          warnings.push(
            `round ${round}, teams ${white}-${black}: board ${b + 1} breaks the alternation of colours`,
          );
        return g.white === whiteTeamPlayer ? g.result : flipResult(g.result);
      });
      const plain =
        lineup.white.every((p, b) => records.find((r) => r.team === white)?.players[b] === p) &&
        lineup.black.every((p, b) => records.find((r) => r.team === black)?.players[b] === p);
      matches.push({ white, black, boards: results, ...(plain ? {} : { lineup }) });
    }
    for (const f of forfeits.filter((f) => f.round === round)) {
      if (
        matches.some(
          (m) => (m.white === f.white && m.black === f.black) || (m.white === f.black && m.black === f.white),
        )
      )
        continue;
      matches.push({ white: f.white, black: f.black, boards: new Array<GameResult>(boards).fill(f.result) });
    }
    const pabTeams = new Set(
      t.unpaired.filter((u) => u.round === round && u.kind === 'PAB').map((u) => teamOf.get(u.player)),
    );
    pabTeams.delete(undefined);
    const inMatch = new Set(matches.flatMap((m) => [m.white, m.black]));
    const said = pabOf320.get(round);
    const byCells = [...pabTeams].find((p) => p !== undefined && !inMatch.has(p));
    if (said && (inMatch.has(said.team) || (byCells !== undefined && byCells !== said.team)))
      return err(
        trfError(
          'badValue',
          said.line,
          said.column,
          String(said.team),
          `the team with the U cells of round ${round} (${byCells ?? 'none'}), not a team in a match`,
        ),
      );
    const pab = said?.team ?? byCells;
    const absent: TeamAbsence[] = absences
      .filter((a) => a.round === round)
      .map(({ team, kind }) => ({ team, kind }));
    // A team in no match, without the PAB and without a 240 line was not paired in the round: its
    // members' bye cells say how (F, H, Z), else it sat out (Z).
    for (const r of records) {
      if (inMatch.has(r.team) || r.team === pab || absent.some((a) => a.team === r.team)) continue;
      const cell = t.unpaired.find((u) => u.round === round && teamOf.get(u.player) === r.team);
      absent.push({ team: r.team, kind: cell?.kind === 'FPB' ? 'F' : cell?.kind === 'HPB' ? 'H' : 'Z' });
    }
    absent.sort((a, b) => a.team - b.team);
    matches.sort((a, b) => a.white - b.white);
    rounds.push({
      round,
      matches,
      ...(pab !== undefined ? { pab } : {}),
      ...(absent.length > 0 ? { absent } : {}),
    });
  }
  const players = new Map(t.players.map((p) => [p.id, p]));
  const tournament: TeamSwissTournament = {
    name: t.name,
    rounds: Math.max(t.rounds, lastRound),
    boards,
    rules,
    typeCode,
    matchPoints,
    // A 320 line stating C.04.6 1.4's drawn match is the event without one (the writer writes it).
    ...(pabPoints && (pabPoints.match !== matchPoints.draw || pabPoints.game !== boards)
      ? { pabPoints }
      : {}),
    initialColour: t.initialColor ?? 'white',
    teams: records
      .map((r) => ({
        tpn: r.team,
        name: r.name,
        players: r.players.map((id) => {
          const p = players.get(id)!;
          return {
            id,
            name: p.name,
            ...(p.fide !== undefined ? { rating: p.fide } : {}),
            ...(p.sex !== undefined ? { sex: p.sex } : {}),
            ...(p.title !== undefined ? { title: p.title } : {}),
            ...(p.federation !== undefined ? { federation: p.federation } : {}),
            ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
          };
        }),
      }))
      .sort((a, b) => a.tpn - b.tpn),
    played: rounds,
    ...(forbidden.length > 0 ? { forbidden } : {}),
    ...(absences.some((a) => a.round > lastRound)
      ? {
          requested: absences
            .filter((a) => a.round > lastRound)
            .map(({ team, kind, round }) => ({ team, kind, round })),
        }
      : {}),
  };
  // C.07 (2024) 11: the 310 line's match and game points are the sum of the team's rounds. A PAB
  // without a 320 line: its U cells as won games (TRF-2026 162: P as W, "valid also for game points
  // in team competitions"), or C.04.6 1.4's drawn match; either reading is accepted.
  const totals = teamTotals(tournament, lastRound, 'record');
  const drawn = teamTotals(tournament, lastRound, 'pairing');
  for (const r of records) {
    const s = totals.get(r.team);
    if (!s) continue;
    const d = drawn.get(r.team);
    if (
      d !== undefined &&
      (r.gamePoints === undefined || r.gamePoints === d.gp) &&
      (r.matchPoints === undefined || r.matchPoints === d.mp)
    )
      continue;
    if (r.gamePoints !== undefined && r.gamePoints !== s.gp)
      return err(
        trfError(
          'pointsMismatch',
          r.line,
          62,
          formatPoints(r.gamePoints),
          `${formatPoints(s.gp)} game points (the sum of the team's boards)`,
        ),
      );
    if (r.matchPoints !== undefined && r.matchPoints !== s.mp)
      return err(
        trfError(
          'pointsMismatch',
          r.line,
          55,
          formatPoints(r.matchPoints),
          `${formatPoints(s.mp)} match points (the team's matches by 362)`,
        ),
      );
  }
  return ok({ tournament, warnings });
}

/** Writes a team Swiss as a TRF-2026 team file (read back by `parseTeamSwissTrf` as the same event). */
export function makeTeamSwissTrf(t: TeamSwissTournament, opts: TrfWriteOptions = {}): string {
  const games: Game[] = [];
  const unpaired: Unpaired[] = [];
  const teamOf = new Map(t.teams.map((x) => [x.tpn, x]));
  const on = (tpn: Tpn): readonly PlayerId[] =>
    (teamOf.get(tpn)?.players ?? []).slice(0, t.boards).map((p) => p.id);
  for (const r of t.played) {
    for (const m of r.matches) {
      const wl = m.lineup?.white ?? on(m.white);
      const bl = m.lineup?.black ?? on(m.black);
      m.boards.forEach((res, k) => {
        const wp = wl[k]!;
        const bp = bl[k]!;
        games.push(
          (m.whiteOn?.[k] ?? whiteTeamHasWhite(k))
            ? { round: r.round, white: wp, black: bp, result: res }
            : { round: r.round, white: bp, black: wp, result: flipResult(res) },
        );
      });
    }
    if (r.pab !== undefined)
      for (const p of on(r.pab)) unpaired.push({ round: r.round, player: p, kind: 'PAB' });
    for (const a of r.absent ?? [])
      for (const p of on(a.team))
        unpaired.push({
          round: r.round,
          player: p,
          kind: a.kind === 'F' ? 'FPB' : a.kind === 'H' ? 'HPB' : 'ZPB',
        });
  }
  const individual: Tournament = {
    name: t.name,
    kind: 'swiss',
    rounds: t.rounds,
    players: t.teams
      .flatMap((x) =>
        x.players.map((p) => ({
          id: p.id,
          name: p.name,
          ...(p.rating !== undefined ? { fide: p.rating } : {}),
          ...(p.title !== undefined ? { title: p.title } : {}),
          ...(p.federation !== undefined ? { federation: p.federation } : {}),
          ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
        })),
      )
      .sort((a, b) => a.id - b.id),
    games,
    unpaired,
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    initialColor: t.initialColour,
    pairingSystem: t.typeCode,
  };
  const eol = { cr: '\r', lf: '\n', crlf: '\r\n' }[opts.eol ?? 'cr'];
  const base = makeTrf(individual, opts)
    .split(eol)
    .filter((l) => l !== '');
  // TRF-2026 320 (mandatory for pairing): what the PAB scores, written even where it is C.04.6 1.4's
  // drawn match, so no reader falls back on 162's P = W for the U cells; the 310 totals follow it.
  const pab = pabDefault(t);
  const totals = teamTotals({ ...t, pabPoints: { match: pab.mp, game: pab.gp } }, t.played.length, 'record');
  const order = [...t.teams].sort((a, b) => {
    const x = totals.get(a.tpn)!;
    const y = totals.get(b.tpn)!;
    const [px, py] = t.rules.primary === 'MP' ? [x.mp, y.mp] : [x.gp, y.gp];
    const [sx, sy] = t.rules.primary === 'MP' ? [x.gp, y.gp] : [x.mp, y.mp];
    return py - px || sy - sx || a.tpn - b.tpn;
  });
  const team: string[] = [`082 ${t.teams.length}`];
  // 352 states the colours every match alternates; a schedule that does not (a Scheveningen) has
  // its colours in the 001 cells only.
  if (!t.played.some((r) => r.matches.some((m) => m.whiteOn !== undefined)))
    team.push(
      `352 ${Array.from({ length: t.boards }, (_, k) => (whiteTeamHasWhite(k) ? 'W' : 'B')).join('')}`,
    );
  const pts = (h: HalfPoints) => formatPoints(h).padStart(4);
  team.push(`362 TW${pts(t.matchPoints.win)}   TD${pts(t.matchPoints.draw)}   TL${pts(t.matchPoints.loss)}`);
  // 320: match points at 5-8, game points at 10-13, then the PAB team of round 1, 2, … every 4
  // columns from 15 (`000`: none).
  const pabTeams = Array.from({ length: t.played.length }, (_, i) =>
    String(t.played.find((r) => r.round === i + 1)?.pab ?? 0).padStart(3, '0'),
  );
  team.push([`320 ${pts(pab.mp)} ${pts(pab.gp)}`, ...pabTeams].join(' '));
  for (const x of t.teams) {
    const buf = blankLine(73 + 5 * x.players.length);
    const s = totals.get(x.tpn)!;
    putField(buf, 1, 3, '310', 'left');
    putField(buf, 5, 7, String(x.tpn), 'right');
    putField(buf, 9, 40, x.name, 'left');
    putField(buf, 55, 60, formatPoints(s.mp), 'right');
    putField(buf, 62, 67, formatPoints(s.gp), 'right');
    putField(buf, 69, 71, String(order.indexOf(x) + 1), 'right');
    x.players.forEach((p, k) => putField(buf, 74 + 5 * k, 77 + 5 * k, String(p.id), 'right'));
    team.push(lineText(buf));
  }
  const absences = [
    ...t.played.flatMap((r) => (r.absent ?? []).map((a) => ({ ...a, round: r.round }))),
    ...(t.requested ?? []),
  ];
  for (const kind of ['F', 'H', 'Z'] as const)
    for (const round of [...new Set(absences.filter((a) => a.kind === kind).map((a) => a.round))].sort(
      (a, b) => a - b,
    )) {
      const ids = absences
        .filter((a) => a.kind === kind && a.round === round)
        .map((a) => String(a.team).padStart(4));
      team.push(`240 ${kind} ${String(round).padStart(3)} ${ids.join(' ')}`);
    }
  for (const [a, b] of t.forbidden ?? [])
    team.push(`260${' '.repeat(9)}${String(a).padStart(4)} ${String(b).padStart(4)}`);
  const n3 = (v: number) => String(v).padStart(3, '0');
  for (const r of t.played)
    for (const m of r.matches) {
      // TRF-2026 330: a match forfeited as a whole (its boards' cells say the same board by board).
      const type = WHOLE_FORFEIT.find(([, res]) => m.boards.length > 0 && m.boards.every((b) => b === res));
      if (type) team.push(`330 ${type[0]} ${n3(r.round)} ${n3(m.white)} ${n3(m.black)}`);
      // TRF-2026 300: a team out of its 310 board order; the 001 cells carry no board numbers.
      for (const [tpn, other, ids] of [
        [m.white, m.black, m.lineup?.white],
        [m.black, m.white, m.lineup?.black],
      ] as const)
        if (ids && ids.some((id, k) => id !== on(tpn)[k]))
          team.push(
            `300 ${n3(r.round)} ${n3(tpn)} ${n3(other)} ${ids.map((id) => String(id).padStart(4)).join(' ')}`,
          );
    }
  return [...base, ...team].map((l) => `${l}${eol}`).join('');
}
