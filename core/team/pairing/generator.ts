import { err, ok, type Result } from '../../result.ts';
import type { GameResult } from '../../tournament/model.ts';
import type { PairingError, Rng } from '../../pairing/types.ts';
import type { Color } from '../../types.ts';
import type {
  TeamAbsence,
  TeamSwissMatch,
  TeamSwissRound,
  TeamSwissTeam,
  TeamSwissTournament,
} from './model.ts';
import { pairTeamSwissRound } from './swissTeam.ts';
import { DEFAULT_TEAM_TYPE, parseTeamType } from './teamType.ts';

/**
 * The team Swiss random tournament generator (after bbpPairings' `-g`, FIDE C.04.A): teams of
 * players in board order, every round paired by C.04.6 and played with random results.
 */
export const TEAM_GENERATOR_KEYS = [
  'TeamsNumber',
  'BoardsNumber',
  'RoundsNumber',
  'TeamType',
  'DrawPercentage',
  'ForfeitRate',
  'AbsenceRate',
  'HighestRating',
  'LowestRating',
  'InitialColour',
  'TeamWin',
  'TeamDraw',
  'TeamLoss',
] as const;
export type TeamGeneratorKey = (typeof TEAM_GENERATOR_KEYS)[number];
export type TeamGeneratorConfig = Partial<Record<TeamGeneratorKey, number | string>>;

export interface TeamGeneratorConfigError {
  readonly kind: 'invalidConfig';
  readonly line: number;
  readonly message: string;
}

/** `key=value` lines; `#` starts a comment; TeamType is a `192` code, InitialColour W or B. */
export function parseTeamGeneratorConfig(
  text: string,
): Result<TeamGeneratorConfig, TeamGeneratorConfigError> {
  const config: Partial<Record<TeamGeneratorKey, number | string>> = {};
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/#.*/, '').trim();
    if (line === '') continue;
    const bad = (message: string) => err({ kind: 'invalidConfig' as const, line: i + 1, message });
    const m = /^([A-Za-z]+)\s*=\s*(\S+)$/.exec(line);
    if (!m) return bad(`expected key=value, found "${line}"`);
    const key = TEAM_GENERATOR_KEYS.find((k) => k.toLowerCase() === m[1]!.toLowerCase());
    if (!key) return bad(`unknown key "${m[1]}" (expected one of ${TEAM_GENERATOR_KEYS.join(', ')})`);
    const v = m[2]!;
    if (key === 'TeamType') {
      if (!parseTeamType(v))
        return bad(`TeamType ${v} is not a Swiss Team code such as ${DEFAULT_TEAM_TYPE}`);
      config[key] = v.toUpperCase();
    } else if (key === 'InitialColour') {
      if (!/^[WB]$/i.test(v)) return bad(`InitialColour is W or B, found ${v}`);
      config[key] = v.toUpperCase();
    } else {
      if (!/^\d+(?:\.\d+)?$/.test(v)) return bad(`${key} expects a number, found ${v}`);
      config[key] = Number(v);
    }
  }
  return ok(config);
}

export interface ResolvedTeamConfig {
  readonly teams: number;
  readonly boards: number;
  readonly rounds: number;
  readonly typeCode: string;
  readonly drawPercentage: number;
  /** One board game in N is forfeited (0: none). */
  readonly forfeitRate: number;
  /** Each team is absent from a round with probability 1 / N (0: never). */
  readonly absenceRate: number;
  readonly highest: number;
  readonly lowest: number;
  readonly initialColour: Color;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/** Keys not given are drawn: 8-60 teams, 4 boards, 5-11 rounds (at most teams - 1), 0-50 % draws. */
export function resolveTeamConfig(c: TeamGeneratorConfig, rng: Rng): Result<ResolvedTeamConfig, string> {
  const int = (lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
  const num = (k: TeamGeneratorKey, d: number): number => (typeof c[k] === 'number' ? (c[k] as number) : d);
  const teams = num('TeamsNumber', int(8, 60));
  if (!Number.isInteger(teams) || teams < 2) return err('TeamsNumber must be at least 2');
  const boards = num('BoardsNumber', 4);
  if (!Number.isInteger(boards) || boards < 1 || boards > 20) return err('BoardsNumber must be 1 to 20');
  const rounds = num('RoundsNumber', Math.min(int(5, 11), teams - 1));
  if (!Number.isInteger(rounds) || rounds < 1) return err('RoundsNumber must be at least 1');
  const high = num('HighestRating', int(1800, 2700));
  const points = (k: TeamGeneratorKey, d: number): number => Math.round(num(k, d) * 2);
  return ok({
    teams,
    boards,
    rounds,
    typeCode: typeof c.TeamType === 'string' ? c.TeamType : DEFAULT_TEAM_TYPE,
    drawPercentage: num('DrawPercentage', int(0, 50)),
    forfeitRate: num('ForfeitRate', 50),
    absenceRate: num('AbsenceRate', 100),
    highest: high,
    lowest: Math.min(high, num('LowestRating', Math.min(high, int(1000, 1600)))),
    initialColour:
      c.InitialColour === 'B' ? 'black' : c.InitialColour === 'W' ? 'white' : rng() < 0.5 ? 'white' : 'black',
    win: points('TeamWin', 2),
    draw: points('TeamDraw', 1),
    loss: points('TeamLoss', 0),
  });
}

export interface GeneratedTeamSwiss {
  readonly tournament: TeamSwissTournament;
  /** The round no legal pairing existed for; the tournament stops before it. */
  readonly stoppedAtRound?: number;
}

const GERMAN_TOWNS = ['Köln', 'Düsseldorf', 'München', 'Lübeck', 'Göttingen', 'Würzburg', 'Gießen', 'Fürth'];
const CLUB_WORDS = ['SK', 'SV', 'SG', 'Schachfreunde', 'TSV', 'Turm'];
const FIRST = ['Jürgen', 'Jörg', 'Bärbel', 'Günther', 'Ömer', 'Änne', 'Uwe', 'Grete', 'Klaus', 'Sören'];
const LAST = ['Müller', 'Schäfer', 'Weiß', 'Groß', 'Köhler', 'Bäcker', 'Strauß', 'Jäger', 'Löw', 'Krüger'];

export function generateTeamSwiss(
  config: TeamGeneratorConfig,
  rng: Rng,
  name = 'Random team tournament',
): Result<GeneratedTeamSwiss, PairingError | { readonly kind: 'invalidConfig'; readonly message: string }> {
  const resolved = resolveTeamConfig(config, rng);
  if (!resolved.ok) return err({ kind: 'invalidConfig', message: resolved.error });
  const c = resolved.value;
  const rules = parseTeamType(c.typeCode);
  if (!rules)
    return err({ kind: 'invalidConfig', message: `TeamType ${c.typeCode} is not a Swiss Team code` });
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const rating = () => c.lowest + Math.floor(rng() * (c.highest - c.lowest + 1));
  // Teams in the order of their average rating: the TPNs (C.04.6 1.1 leaves the order to the regulations).
  const raw = Array.from({ length: c.teams }, (_, i) => {
    const ratings = Array.from({ length: c.boards }, rating).sort((a, b) => b - a);
    return { ratings, avg: ratings.reduce((a, b) => a + b, 0) / c.boards, i };
  }).sort((a, b) => b.avg - a.avg || a.i - b.i);
  let id = 0;
  const teams: TeamSwissTeam[] = raw.map((r, k) => ({
    tpn: k + 1,
    name: `${pick(CLUB_WORDS)} ${pick(GERMAN_TOWNS)} ${k + 1}`,
    players: r.ratings.map((rt) => ({ id: ++id, name: `${pick(LAST)}, ${pick(FIRST)}`, rating: rt })),
  }));
  let t: TeamSwissTournament = {
    name,
    rounds: c.rounds,
    boards: c.boards,
    rules,
    typeCode: c.typeCode,
    matchPoints: { win: c.win, draw: c.draw, loss: c.loss },
    initialColour: c.initialColour,
    teams,
    played: [],
  };
  const ratingOf = new Map(teams.flatMap((tm) => tm.players.map((p) => [p.id, p.rating ?? 0] as const)));
  for (let round = 1; round <= c.rounds; round++) {
    const absent: TeamAbsence[] =
      c.absenceRate > 0
        ? teams.filter(() => rng() < 1 / c.absenceRate).map((tm) => ({ team: tm.tpn, kind: 'Z' as const }))
        : [];
    const withAbsent: TeamSwissTournament = {
      ...t,
      requested: absent.map((a) => ({ ...a, round })),
    };
    const p = pairTeamSwissRound(withAbsent, round);
    if (!p.ok) {
      if (p.error.kind === 'noValidPairing') return ok({ tournament: t, stoppedAtRound: round });
      return err(p.error);
    }
    const matches: TeamSwissMatch[] = p.value.pairs.map((pair) => {
      const w = teams[pair.white - 1]!;
      const b = teams[pair.black - 1]!;
      const boards: GameResult[] = w.players.map((wp, k) => {
        const bp = b.players[k]!;
        if (c.forfeitRate > 0 && rng() < 1 / c.forfeitRate) return rng() < 0.5 ? '+:-' : '-:+';
        if (rng() * 100 < c.drawPercentage) return '1/2-1/2';
        // Board k+1: the white team has White on odd boards (alternation down the boards).
        const whiteTeamHasWhite = k % 2 === 0;
        const [wr, br] = whiteTeamHasWhite
          ? [ratingOf.get(wp.id)!, ratingOf.get(bp.id)!]
          : [ratingOf.get(bp.id)!, ratingOf.get(wp.id)!];
        const expected = 1 / (1 + 10 ** ((br - wr) / 400));
        const whiteWins = rng() < expected;
        return whiteWins === whiteTeamHasWhite ? '1-0' : '0-1';
      });
      return { white: pair.white, black: pair.black, boards };
    });
    const r: TeamSwissRound = {
      round,
      matches,
      ...(p.value.pab !== undefined ? { pab: p.value.pab } : {}),
      ...(absent.length > 0 ? { absent } : {}),
    };
    t = { ...t, played: [...t.played, r] };
  }
  return ok({ tournament: t });
}
