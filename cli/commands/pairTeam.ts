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
import {
  formatPairLines,
  MAX_SEED,
  optionValue,
  readModeOption,
  writeOutput,
  type PairingProgramFiles,
  type PairingProgramMode,
} from '../pairingProgram.ts';

/** Largest team field the engine accepts (exit 4 beyond). */
const MAX_TEAMS = 1000;

interface TeamArgs {
  readonly mode: PairingProgramMode;
  readonly input?: string;
  readonly output?: string;
  readonly config?: string;
  readonly seed?: number;
  readonly json: boolean;
}

function parseArgs(args: readonly string[]): TeamArgs | CliFailure {
  const files: PairingProgramFiles = {};
  let input: string | undefined;
  let seed: number | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--team') continue;
    const took = readModeOption(args, i, files);
    if (typeof took === 'object') return took;
    if (took !== undefined) i = took;
    else if (a === '-s') {
      const v = optionValue(args, i);
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
  const { mode, output, config } = files;
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
export const formatTeamPairing = (p: TeamRoundPairing): string => formatPairLines(p.pairs, p.pab);

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
      (await writeOutput(io, a.output, a.json ? pairingJson(t, r.value) : formatTeamPairing(r.value))) ??
      EXIT.ok
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
  return (await writeOutput(io, a.output, makeTeamSwissTrf(g.value.tournament))) ?? EXIT.ok;
}
