import { maxOf, germanDate } from '../../core/index.ts';
import { describeOptionError } from '../parseOptions.ts';
import { parseArgs } from 'node:util';
import {
  describeKnockoutError,
  describeScheduleError,
  makeKnockoutBracket,
  makeRoundRobinSchedule,
  ROUND_ROBIN_MAX_PLAYERS,
  KNOCKOUT_MAX_PLAYERS,
  type KnockoutBracket,
  type KnockoutEntrant,
  type RoundRobinSchedule,
} from '../../core/pairing/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';

/** "1 round", "2 rounds". */
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const HELP = `rochade schedule: round-robin tables and knockout brackets

Usage:
  rochade schedule round-robin --players N [--double [--swap-last-two]] [--layout berger|rutsch]
                               [--varma "3,4,8;5,7,9"] [--start-date YYYY-MM-DD [--interval-days K]] [--json]
  rochade schedule knockout --players N [--prequalified K] [--json]
  rochade schedule team-round-robin --teams N --boards B [--double] [--json]
  rochade schedule scheveningen --boards B [--double] [--json]

round-robin  FIDE Berger tables (C.05 Annex 1) for players 1..N; an odd field gets a free round
             ("spielfrei", the highest table number). --double adds a second cycle with colours
             reversed; --swap-last-two swaps the last two rounds of the first cycle (FIDE's advice).
             --layout rutsch gives the "Rutschsystem" table. --varma lists groups of players (ids,
             groups separated by ";") who must meet early: pairing numbers by Varma table (5-24
             players); the boards show player ids. --start-date dates round 1, the others follow
             every --interval-days days (default 7).
             JSON: { "players", "layout", "double", "swapLastTwo", "rounds": [{ "round", "date"?, "boards":
             [{ "white", "black" }], "free": [ids] }], "varma"?: { "pairingNumbers": [{ "player",
             "number" }], "draws": [{ "group": [ids], "set", "numbers": [..] }] } }
knockout     bracket size, byes ("Spielfreie"), fictitious participants for the K pre-qualified
             players (seeds 1..K: 1, 3, 7, 15 … each), rounds, and the first-round pairings by seed.
             JSON: { "players", "prequalified", "bracketSize", "byes", "fictitious",
             "fictitiousPerPrequalified", "total", "rounds", "roundNames": [{ "round", "de", "en" }],
             "attempts": [{ "perPrequalified", "fictitious", "total", "bracketSize", "byes",
             "rejected"? }], "matches": [{ "position", "top", "bottom", "kind" }], "entryRound":
             [{ "seed", "round" }] } where top/bottom are seeds or null (bye / fictitious / empty);
             round names: Finale/final, Halbfinale/semi-final ….
team-round-robin  Berger tables (C.05 Annex 1) for teams 1..N: the team named first has White on
             board 1, the colours alternating down the boards; --double: a second cycle, teams swapped.
scheveningen every player of team A meets every player of team B (B even boards, 2-20); --double:
             a second cycle with the colours reversed.

Exit codes: 0 ok, 2 invalid options or field too large.
`;

const badInput = (message: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade schedule --help)`);

function parseCount(value: string | undefined, name: string): number | CliFailure {
  if (value === undefined) return badInput(`--${name} is required`);
  if (!/^\d+$/.test(value.trim())) return badInput(`--${name} must be a whole number, not "${value}"`);
  return Number(value);
}

/** "3,4,8;5,7,9" → [[3,4,8],[5,7,9]]. */
function parseGroups(text: string): number[][] | CliFailure {
  const groups: number[][] = [];
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const ids: number[] = [];
    for (const item of part.split(',')) {
      if (!/^\s*\d+\s*$/.test(item))
        return badInput(`--varma: "${item.trim()}" in group "${part.trim()}" is not a player number`);
      ids.push(Number(item));
    }
    groups.push(ids);
  }
  if (groups.length === 0) return badInput('--varma needs at least one group, e.g. "3,4,8;5,7,9"');
  return groups;
}

const isFailure = (x: unknown): x is CliFailure => typeof x === 'object' && x !== null && 'exit' in x;

async function roundRobin(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      players: { type: 'string', short: 'n' },
      double: { type: 'boolean' },
      'swap-last-two': { type: 'boolean' },
      layout: { type: 'string' },
      varma: { type: 'string' },
      'start-date': { type: 'string' },
      'interval-days': { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const players = parseCount(values.players, 'players');
  if (isFailure(players)) return players;
  if (players > ROUND_ROBIN_MAX_PLAYERS) {
    return fail(
      EXIT.sizeLimit,
      `a round robin supports at most ${ROUND_ROBIN_MAX_PLAYERS} players, not ${players}`,
    );
  }
  const layout = values.layout ?? 'berger';
  if (layout !== 'berger' && layout !== 'rutsch')
    return badInput(`--layout must be berger or rutsch, not "${layout}"`);
  let interval: number | undefined;
  if (values['interval-days'] !== undefined) {
    const k = parseCount(values['interval-days'], 'interval-days');
    if (isFailure(k)) return k;
    interval = k;
  }
  let varma: number[][] | undefined;
  if (values.varma !== undefined) {
    const g = parseGroups(values.varma);
    if (isFailure(g)) return g;
    varma = g;
  }
  const made = makeRoundRobinSchedule(players, {
    layout,
    double: values.double ?? false,
    swapLastTwo: values['swap-last-two'] ?? false,
    ...(values['start-date'] !== undefined ? { startDate: values['start-date'] } : {}),
    ...(interval !== undefined ? { intervalDays: interval } : {}),
    ...(varma ? { varma } : {}),
  });
  if (!made.ok) return badInput(describeScheduleError(made.error));
  io.stdout(
    values.json ? `${JSON.stringify(roundRobinJson(made.value), null, 2)}\n` : roundRobinText(made.value),
  );
  return EXIT.ok;
}

export function roundRobinJson(s: RoundRobinSchedule): unknown {
  return {
    players: s.players,
    layout: s.layout,
    double: s.double,
    swapLastTwo: s.swapLastTwo,
    rounds: s.rounds.map((r) => ({
      round: r.round,
      ...(r.date !== undefined ? { date: r.date } : {}),
      boards: r.boards.map((b) => ({ white: b.white, black: b.black })),
      free: r.free,
    })),
    ...(s.varma
      ? {
          varma: {
            pairingNumbers: s.varma.numberOf.map((number, i) => ({ player: i + 1, number })),
            draws: s.varma.draws,
          },
        }
      : {}),
  };
}

function roundRobinText(s: RoundRobinSchedule): string {
  const kind = s.double ? 'Double round robin' : 'Round robin';
  const out = [
    `${kind}, ${s.players} players, ${plural(s.rounds.length, 'round')} (${s.layout === 'berger' ? 'FIDE Berger' : 'Rutschsystem'})`,
  ];
  if (s.varma) {
    for (const d of s.varma.draws)
      out.push(`Varma set ${d.set}: players ${d.group.join(', ')} → numbers ${d.numbers.join(', ')}`);
  }
  const boards = maxOf(s.rounds.map((r) => r.boards.length));
  const width = String(s.players).length;
  const pad = (n: number): string => String(n).padStart(width);
  const hasDates = s.rounds.some((r) => r.date !== undefined);
  const hasFree = s.rounds.some((r) => r.free.length > 0);
  const head = ['Round', ...(hasDates ? ['Date      '] : []), ...(hasFree ? ['Free'] : [])];
  for (let b = 1; b <= boards; b++) head.push(`Board ${b}`.padEnd(width * 2 + 3));
  out.push(head.join('  ').trimEnd());
  for (const r of s.rounds) {
    const row = [String(r.round).padStart(5)];
    if (hasDates) row.push(r.date !== undefined ? germanDate(r.date) : ''.padEnd(10));
    if (hasFree) row.push(r.free.join(',').padStart(4));
    for (const b of r.boards)
      row.push(`${pad(b.white)} – ${pad(b.black)}`.padEnd(Math.max(7, width * 2 + 3)));
    out.push(row.join('  ').trimEnd());
  }
  return `${out.join('\n')}\n`;
}

async function knockout(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      players: { type: 'string', short: 'n' },
      prequalified: { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const players = parseCount(values.players, 'players');
  if (isFailure(players)) return players;
  if (players > KNOCKOUT_MAX_PLAYERS) {
    return fail(
      EXIT.sizeLimit,
      `a knockout supports at most ${KNOCKOUT_MAX_PLAYERS} players, not ${players}`,
    );
  }
  const pre = values.prequalified === undefined ? 0 : parseCount(values.prequalified, 'prequalified');
  if (isFailure(pre)) return pre;
  const made = makeKnockoutBracket(players, { prequalified: pre });
  if (!made.ok) return badInput(describeKnockoutError(made.error));
  io.stdout(
    values.json ? `${JSON.stringify(knockoutJson(made.value), null, 2)}\n` : knockoutText(made.value),
  );
  return EXIT.ok;
}

const seedOrNull = (e: KnockoutEntrant): number | null => (e.kind === 'player' ? e.seed : null);

export function knockoutJson(b: KnockoutBracket): unknown {
  return {
    players: b.players,
    prequalified: b.prequalified,
    bracketSize: b.bracketSize,
    byes: b.byes,
    fictitious: b.fictitious,
    fictitiousPerPrequalified: b.perPrequalified,
    total: b.total,
    rounds: b.rounds,
    roundNames: b.roundNames.map((n, i) => ({ round: i + 1, de: n.de, en: n.en })),
    attempts: b.attempts,
    matches: b.firstRound.map((m) => ({
      position: m.position,
      top: seedOrNull(m.top),
      bottom: seedOrNull(m.bottom),
      kind: m.kind,
    })),
    entryRound: b.entryRound.map((round, i) => ({ seed: i + 1, round })),
  };
}

const entrantText = (e: KnockoutEntrant): string =>
  e.kind === 'player' ? String(e.seed) : e.kind === 'bye' ? 'bye' : `(fictitious for ${e.of})`;

function knockoutText(b: KnockoutBracket): string {
  const out = [`Knockout, ${b.players} players${b.prequalified ? `, ${b.prequalified} pre-qualified` : ''}`];
  b.attempts.forEach((a, i) => {
    const why =
      a.rejected === 'noFirstRoundGame'
        ? ' → rejected: no first-round game left'
        : a.rejected === 'prequalifiedNotAhead'
          ? ' → rejected: pre-qualified would only get a first-round bye like the Spielfreie'
          : '';
    out.push(
      `Attempt ${i + 1}: ${b.players} players + ${a.fictitious} fictitious = ${a.total}; bracket ${a.bracketSize}, ` +
        `${a.byes} byes (Spielfreie)${why}`,
    );
  });
  out.push(
    `Bracket size ${b.bracketSize}, ${plural(b.rounds, 'round')}, ${plural(b.byes, 'bye')}, ${plural(b.fictitious, 'fictitious participant')}`,
  );
  out.push(`Rounds: ${b.roundNames.map((n, i) => `${i + 1} ${n.en} (${n.de})`).join(', ')}`);
  if (b.prequalified)
    out.push(`Pre-qualified seeds 1..${b.prequalified} enter in round ${b.entryRound[0] ?? 1}`);
  out.push('First round:');
  for (const m of b.firstRound) {
    if (m.kind === 'empty') continue;
    out.push(`  ${String(m.position).padStart(3)}. ${entrantText(m.top)} – ${entrantText(m.bottom)}`);
  }
  return `${out.join('\n')}\n`;
}

export const scheduleCommand = {
  name: 'schedule',
  summary: 'round-robin tables (Berger, double, Varma, dates) and knockout brackets',
  help: HELP,
  run: async (args, io) => {
    const [sub, ...rest] = args;
    try {
      switch (sub) {
        case 'round-robin':
          return await roundRobin(rest, io);
        case 'knockout':
          return await knockout(rest, io);
        case 'team-round-robin':
        case 'scheveningen':
          return await (await import('./scheduleTeam.ts')).runTeamSchedule(sub, rest, io);
        default:
          return badInput(
            sub === undefined
              ? 'name a schedule: round-robin or knockout (teams: team-round-robin, scheveningen)'
              : `unknown schedule "${sub}"`,
          );
      }
    } catch (e) {
      // node:util parseArgs reports unknown or malformed options by throwing.
      if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS')) {
        return badInput(describeOptionError(e.message));
      }
      throw e;
    }
  },
} satisfies Command;
