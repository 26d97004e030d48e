import { coreError } from '../../core/errors/index.ts';
import { seededRng } from '../../core/pairing/index.ts';
import {
  checkTeamSwiss,
  describeTeamCheckReport,
  generateTeamSwiss,
  makeTeamSwissTrf,
  parseTeamGeneratorConfig,
  parseTeamSwissTrf,
  pairTeamSwissRound,
  type TeamGeneratorConfig,
  type TeamRoundPairing,
  type TeamSwissTournament,
} from '../../core/team/index.ts';
import { describeError } from '../describeError.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { notUtf8Warning, readInputFile } from '../load.ts';

/** Largest team field the engine accepts (exit 4 beyond). */
const MAX_TEAMS = 1000;
const MAX_SEED = 0xffff_ffff;

interface TeamArgs {
  readonly mode: 'pair' | 'check' | 'generate';
  readonly input?: string;
  readonly output?: string;
  readonly config?: string;
  readonly seed?: number;
  readonly json: boolean;
}

function parseArgs(args: readonly string[]): TeamArgs | CliFailure {
  let mode: TeamArgs['mode'] | undefined;
  let input: string | undefined;
  let output: string | undefined;
  let config: string | undefined;
  let seed: number | undefined;
  let json = false;
  const value = (i: number): string | undefined => {
    const v = args[i + 1];
    return v !== undefined && !v.startsWith('-') ? v : undefined;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--team') continue;
    if (a === '-p' || a === '-c' || a === '-g') {
      if (mode) return fail(EXIT.badInput, 'use only one of -p, -c, -g');
      mode = a === '-p' ? 'pair' : a === '-c' ? 'check' : 'generate';
      const v = a === '-c' ? undefined : value(i);
      if (v !== undefined) {
        if (a === '-p') output = v;
        else config = v;
        i++;
      }
    } else if (a === '-o') {
      const v = value(i);
      if (v === undefined) return fail(EXIT.badInput, '-o needs a file name');
      output = v;
      i++;
    } else if (a === '-s') {
      const v = value(i);
      if (v === undefined || !/^\d+$/.test(v) || Number(v) > MAX_SEED)
        return fail(EXIT.badInput, `-s needs a seed from 0 to ${MAX_SEED}`);
      seed = Number(v);
      i++;
    } else if (a === '--json') json = true;
    else if (a.startsWith('-'))
      return fail(EXIT.badInput, `unknown option ${a} (rochade pair --team: -p, -c, -g, -o, -s, --json)`);
    else if (input === undefined) input = a;
    else return fail(EXIT.badInput, `unexpected argument ${a}`);
  }
  if (!mode)
    return fail(
      EXIT.badInput,
      'expected -p (pair), -c (check) or -g (generate) after --team; see rochade pair --help',
    );
  return {
    mode,
    json,
    ...(input !== undefined ? { input } : {}),
    ...(output !== undefined ? { output } : {}),
    ...(config !== undefined ? { config } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
}

async function load(path: string | undefined, io: CliIo): Promise<TeamSwissTournament | CliFailure> {
  if (path === undefined) return fail(EXIT.badInput, 'missing input file: rochade pair --team IN.trf -p');
  const read = await readInputFile(path, io);
  if (!read.ok) return read.error;
  if (read.value.notUtf8 !== undefined) io.stderr(`${notUtf8Warning(path, read.value.notUtf8)}\n`);
  if (!/^310 /m.test(read.value.text.replace(/\r/g, '\n')))
    return fail(
      EXIT.badInput,
      `${path} has no 310 team lines: not a TRF-2026 team file (pair individuals with rochade pair --dutch)`,
    );
  const r = parseTeamSwissTrf(read.value.text);
  if (!r.ok) return fail(EXIT.badInput, `${path}: ${describeError(coreError.format(r.error))}`);
  for (const w of r.value.warnings) io.stderr(`${path}: ${w}\n`);
  if (r.value.tournament.teams.length > MAX_TEAMS)
    return fail(EXIT.sizeLimit, `${path}: more than ${MAX_TEAMS} teams`);
  return r.value.tournament;
}

/** The pairing output (as the team fork of bbpPairings writes it): pairs, then "WHITE BLACK" team numbers, the PAB as "T 0". */
export function formatTeamPairing(p: TeamRoundPairing): string {
  const lines = p.pairs.map((b) => `${b.white} ${b.black}`);
  if (p.pab !== undefined) lines.push(`${p.pab} 0`);
  return `${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`;
}

function pairingJson(t: TeamSwissTournament, p: TeamRoundPairing): string {
  const team = (tpn: number) => t.teams.find((x) => x.tpn === tpn);
  const players = (tpn: number) => (team(tpn)?.players ?? []).slice(0, t.boards);
  return `${JSON.stringify(
    {
      round: p.round,
      matches: p.pairs.map((pair, i) => ({
        table: i + 1,
        white: { team: pair.white, name: team(pair.white)?.name ?? '' },
        black: { team: pair.black, name: team(pair.black)?.name ?? '' },
        // Board 1: the white team has White; the colours alternate down the boards.
        boards: Array.from({ length: t.boards }, (_, k) => {
          const w = players(pair.white)[k];
          const b = players(pair.black)[k];
          const [white, black] = k % 2 === 0 ? [w, b] : [b, w];
          return { board: k + 1, white: white?.name ?? '', black: black?.name ?? '' };
        }),
      })),
      pab: p.pab === undefined ? null : { team: p.pab, name: team(p.pab)?.name ?? '' },
    },
    null,
    2,
  )}\n`;
}

async function write(io: CliIo, path: string | undefined, text: string): Promise<CliFailure | undefined> {
  if (path === undefined) {
    io.stdout(text);
    return undefined;
  }
  try {
    await io.writeFile(path, text);
    return undefined;
  } catch {
    return fail(EXIT.fileAccess, `cannot write ${path}`);
  }
}

/** `rochade pair --team …`: the Swiss Team system (FIDE C.04.6) on TRF-2026 team files. */
export async function runTeamPair(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const a = parseArgs(args);
  if ('exit' in a) return a;
  if (a.mode === 'pair') {
    const t = await load(a.input, io);
    if ('exit' in t) return t;
    if (t.played.length >= t.rounds)
      return fail(
        EXIT.badInput,
        `${a.input}: all ${t.rounds} planned rounds are paired (TRF 142); nothing to pair`,
      );
    const r = pairTeamSwissRound(t);
    if (!r.ok)
      return r.error.kind === 'noValidPairing'
        ? fail(EXIT.noPairing, 'No valid pairing exists')
        : fail(EXIT.badInput, r.error.message);
    return (
      (await write(io, a.output, a.json ? pairingJson(t, r.value) : formatTeamPairing(r.value))) ?? EXIT.ok
    );
  }
  if (a.mode === 'check') {
    const t = await load(a.input, io);
    if ('exit' in t) return t;
    const report = checkTeamSwiss(t);
    io.stdout(describeTeamCheckReport(report));
    return report.differing.length > 0 ? EXIT.noPairing : EXIT.ok;
  }
  let config: TeamGeneratorConfig = {};
  if (a.config !== undefined) {
    const read = await readInputFile(a.config, io);
    if (!read.ok) return read.error;
    const c = parseTeamGeneratorConfig(read.value.text);
    if (!c.ok) return fail(EXIT.badInput, `${a.config} line ${c.error.line}: ${c.error.message}`);
    config = c.value;
  }
  if (a.output === undefined) return fail(EXIT.badInput, '-g needs -o OUT.trf');
  if (typeof config.TeamsNumber === 'number' && config.TeamsNumber > MAX_TEAMS)
    return fail(EXIT.sizeLimit, `more than ${MAX_TEAMS} teams`);
  const seed = a.seed ?? Date.now() >>> 0;
  const g = generateTeamSwiss(config, seededRng(seed), `Random team tournament ${seed}`);
  if (!g.ok) return fail(EXIT.badInput, g.error.message);
  if (g.value.stoppedAtRound !== undefined)
    io.stderr(`No valid pairing exists for round ${g.value.stoppedAtRound}; the tournament stops there.\n`);
  return (await write(io, a.output, makeTeamSwissTrf(g.value.tournament))) ?? EXIT.ok;
}
