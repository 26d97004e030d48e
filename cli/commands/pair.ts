import { coreError } from '../../core/errors/index.ts';
import { isTeamTournamentCall } from '../teamTournamentCall.ts';
import { describeError } from '../describeError.ts';
import { makeTrf, type Tournament } from '../../core/index.ts';
import { limitMessages } from '../messages.ts';
import {
  describeCheckReport,
  DUTCH_EDITIONS,
  nextRoundNumber,
  type DutchEdition,
  type DutchOptions,
  checkList,
  formatCheckList,
  configFromModel,
  parseGeneratorConfig,
  PAIRING_SYSTEMS,
  pairingSystemByFlag,
  type RegisteredPairingSystem,
  seededRng,
  type GeneratorConfig,
  nextRoundInput,
  type RoundPairing,
} from '../../core/pairing/index.ts';
import { standingsDifferences, statedStandings } from './pairStandings.ts';
import { EXIT, fail, type CliIo, type Command, type ExitCode, type CliFailure } from '../command.ts';
import { loadTournament } from '../load.ts';
import {
  formatPairLines,
  MAX_SEED,
  optionValue,
  readModeOption,
  writeOutput,
  type PairingProgramFiles,
  type PairingProgramMode,
} from '../pairingProgram.ts';

/** Largest field the engine accepts (exit 4 beyond). */
export const MAX_PLAYERS = 5000;

const OTHER_SYSTEMS = PAIRING_SYSTEMS.filter((s) => s.check && s.generate && s.flag && s.flag !== 'dutch');

const HELP = `rochade pair T.json [--json] [--start-order fide|national]
                                          pair the next round of a tournament file and store it
                                          (see docs/workflow.md; before round 1 the start list is
                                          ordered by C.04.2 and frozen; exit 3 while a round is open)
rochade pair T.json --undo [--force]      take the last round back while it has no results (--force:
                                          also with results, listed); the file is as before that pair
rochade pair --dutch IN.trf -p [OUT]     pair the next round (FIDE Dutch, C.04.3)
rochade pair --dutch FULL.trf -c          re-pair every round and report differences (checker)
rochade pair --dutch -g [CONFIG] -o OUT.trf [-s SEED]   random tournament generator
rochade pair --dutch MODEL.trf -g -o OUT.trf [-s SEED]  generator on a model's field and rates
rochade --dutch ...                       the same, called as FIDE pairing programs are
${OTHER_SYSTEMS.map((s) => `rochade pair --${s.flag} ...`.padEnd(42) + `the same with the ${s.name}, ${s.rule}\n`).join('')}
rochade pair --team IN.trf -p [OUT] | -c | -g [CONFIG] -o OUT.trf [-s SEED]
                                          the Swiss Team system (FIDE C.04.6) on TRF-2026 team files
                                          (docs/team-swiss.md): -p pairs teams ("WHITE BLACK" team
                                          numbers, the PAB "T 0"), -c re-pairs every round, -g keys
                                          TeamsNumber BoardsNumber RoundsNumber TeamType DrawPercentage
                                          ForfeitRate AbsenceRate HighestRating LowestRating
                                          InitialColour TeamWin TeamDraw TeamLoss

  -p [OUT]        pairing output: number of pairs, then "WHITE BLACK" per board in board order,
                  the pairing-allocated bye as "ID 0"; to OUT (relative to the current directory)
                  or stdout. --json: boards with names.
  -c              checker: "Round #k" per round, the differing boards (a colour swap counts) and a
                  "SUMMARY rounds=N differing=k rounds=..." line; then the points and ranks the
                  001 lines state against those the results give (C.02.03 7; ranks by the file's
                  202/212 tie-breaks, else within the score group), one line per difference and
                  "STANDINGS differing=k"; exit 1 if any round or standing differs.
  -g [CONFIG]     generator: CONFIG has key=value lines (# comments): PlayersNumber, RoundsNumber,
                  DrawPercentage, ForfeitRate (1 in N games), RetiredRate (players/N retire),
                  HalfPointByeRate (players/N take a half-point bye), HighestRating, LowestRating,
                  PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB, PointsForForfeitLoss,
                  PointsForPAB. Keys not given are drawn at random: 15-215 players, 7-15 rounds,
                  0-50 % draws, ForfeitRate 50, RetiredRate 250/rounds, HalfPointByeRate
                  150/rounds, ratings 1000-2800, points 1/0.5/0, ZPB 0, forfeit loss 0, PAB = win.
  MODEL.trf -g    model-file mode: keeps the model's players and header, regenerates every round
                  with the rates of the model's results (draws, forfeits, retirements, half-point
                  byes) and its point system.
  -o OUT          generator output file (TRF, CR line ends).   -s SEED   generator seed (0 to 4294967295).
  -l [FILE]       check-list after pairing (-p), per round (-c) or for the last generated round
                  (-g): per player the score, colour preference (WWW/BBB absolute by difference
                  and repetition, WW/BB by difference, W1/B1 by repetition with a difference of 1,
                  W/B by repetition, (W)/(B) strong, (w)/(b) mild, A none), the floats of the two
                  rounds before (D down, U up, - none), the opponent of every round (0 none) and
                  [X] for players who may not receive the pairing-allocated bye; to FILE or stdout.
  --rules 2025|2017   rules edition (default: 2025, or 2017 when TRF 192 says FIDE_DUTCH). Dutch only.
  --baku          Baku acceleration (default when TRF 192 ends in _BAKU). Dutch only.
A file whose TRF 192 names another system than the flag is refused (exit 3).
Exit codes: 0 ok, 1 no valid pairing ("No valid pairing exists") or checker differences,
2 unexpected error, 3 invalid input (incl. points that do not match the results, and -p on a
tournament whose planned rounds are all paired), 4 size limit, 5 file access.`;

interface PairArgs {
  readonly mode: PairingProgramMode;
  readonly input?: string;
  readonly output?: string;
  readonly config?: string;
  readonly seed?: number;
  readonly json: boolean;
  /** -l: print the check-list (to `checkListFile` when given). */
  readonly checkList: boolean;
  readonly checkListFile?: string;
  readonly options: Omit<DutchOptions, 'round'>;
  /** The system of the flag (`--dutch` when none is given). */
  readonly system: RegisteredPairingSystem;
}

/** The systems `rochade pair --<flag>` runs: those of the registry with a checker. */
const systemOfFlag = (arg: string): RegisteredPairingSystem | undefined => {
  // `--Dubov` is read as `--dubov`: the flag names a system, not an option of it.
  const s = arg.startsWith('--') ? pairingSystemByFlag(arg.slice(2).toLowerCase()) : undefined;
  return s?.check && s.generate ? s : undefined;
};

function parseArgs(args: readonly string[]): PairArgs | CliFailure {
  const files: PairingProgramFiles = {};
  let input: string | undefined;
  let seed: number | undefined;
  let json = false;
  let list = false;
  let checkListFile: string | undefined;
  let edition: DutchEdition | undefined;
  let baku: boolean | undefined;
  let system: RegisteredPairingSystem | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const named = systemOfFlag(a);
    if (named) {
      if (system && system !== named)
        return fail(EXIT.badInput, `use only one system flag (${a} after --${system.flag})`);
      system = named;
      continue;
    }
    const took = readModeOption(args, i, files);
    if (typeof took === 'object') return took;
    if (took !== undefined) i = took;
    else if (a === '-s') {
      const v = optionValue(args, i);
      if (v === undefined || !/^\d+$/.test(v))
        return fail(EXIT.badInput, '-s needs a non-negative integer seed');
      if (Number(v) > MAX_SEED)
        return fail(EXIT.badInput, `-s ${v} is out of range: the seed is 0 to ${MAX_SEED}`);
      seed = Number(v);
      i++;
    } else if (a === '-l') {
      list = true;
      const v = optionValue(args, i);
      if (v !== undefined) {
        checkListFile = v;
        i++;
      }
    } else if (a === '--json') json = true;
    else if (a === '--baku') baku = true;
    else if (a === '--rules') {
      const v = args[i + 1];
      if (!DUTCH_EDITIONS.includes(v as DutchEdition))
        return fail(EXIT.badInput, `--rules expects ${DUTCH_EDITIONS.join(' or ')}`);
      edition = v as DutchEdition;
      i++;
    } else if (a.startsWith('--') && !/^--(json|baku|rules)$/.test(a))
      return fail(
        EXIT.badInput,
        `unknown option ${a} (the pairing systems are ${PAIRING_SYSTEMS.filter((x) =>
          systemOfFlag(`--${x.flag}`),
        )
          .map((x) => `--${x.flag}`)
          .join(', ')})`,
      );
    else if (a.startsWith('-')) return fail(EXIT.badInput, `unknown option ${a}`);
    else if (input === undefined) input = a;
    else return fail(EXIT.badInput, `unexpected argument ${a}`);
  }
  const { mode, output, config } = files;
  if (!mode) return fail(EXIT.badInput, 'expected -p (pair), -c (check) or -g (generate); see --help');
  const chosen = system ?? pairingSystemByFlag('dutch')!;
  if (chosen.flag !== 'dutch' && (edition || baku || list))
    return fail(
      EXIT.badInput,
      `${edition ? '--rules' : baku ? '--baku' : '-l'} belongs to the Dutch system; --${chosen.flag} has no such option`,
    );
  const options = { ...(edition ? { edition } : {}), ...(baku ? { baku } : {}) };
  if (mode === 'generate' && input !== undefined && config !== undefined)
    return fail(EXIT.badInput, '-g takes a configuration file or a model file, not both');
  return {
    mode,
    json,
    options,
    system: chosen,
    checkList: list,
    ...defined({ input, output, config, seed, checkListFile }),
  };
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

async function load(
  path: string | undefined,
  io: CliIo,
  strict: boolean,
  chosen: RegisteredPairingSystem,
): Promise<Tournament | CliFailure> {
  if (path === undefined) return fail(EXIT.badInput, 'missing input file');
  const r = await loadTournament(path, io);
  if (!r.ok) return r.error;
  if (r.value.teamEvent)
    return fail(
      EXIT.badInput,
      `${path} is a team tournament: pair its teams with \`rochade pair --team ${path} -p\``,
    );
  if (strict && r.value.scoreMismatches.length > 0)
    return fail(
      EXIT.badInput,
      `${path}: ${limitMessages(
        r.value.scoreMismatches.map((e) => `points mismatch: ${describeError(coreError.format(e))}`),
        'points mismatches',
        3,
      ).join('; ')}`,
    );
  // A system's settings may follow its code (`KEIZER top=60`): the first word is the code.
  const kind = r.value.tournament.kind;
  const code =
    r.value.tournament.pairingSystem?.trim().split(/\s+/)[0]?.toUpperCase() ||
    // A round robin's 192 code is read into the tournament's kind.
    (kind !== 'swiss' ? PAIRING_SYSTEMS.find((s) => s.kind === kind)?.trfCodes[0] : undefined);
  const named = code ? PAIRING_SYSTEMS.find((s) => s.trfCodes.includes(code)) : undefined;
  if (code && !named)
    return fail(
      EXIT.badInput,
      `${path}: unknown TRF 192 code ${code} (known: ${PAIRING_SYSTEMS.flatMap((s) => s.trfCodes).join(', ')}); correct the 192 line`,
    );
  if (kind !== 'swiss' || (code && named !== chosen))
    return fail(
      EXIT.badInput,
      `${path}: the file is paired by ${code ? `TRF 192 ${code}` : kind}${
        named ? ` (${named.name}${named.flag ? `, --${named.flag}` : ''})` : ''
      }, not by the ${chosen.name} (--${chosen.flag}); use that system's flag or correct the 192 line`,
    );
  if (r.value.tournament.players.length > MAX_PLAYERS)
    return fail(EXIT.sizeLimit, `${path}: more than ${MAX_PLAYERS} players`);
  return r.value.tournament;
}

/** The conventional pairing output (JaVaFo AUM `-p`, as FIDE pairing programs do). */
export const formatPairing = (p: RoundPairing): string => formatPairLines(p.boards, p.pab);

function pairingJson(t: Tournament, p: RoundPairing): string {
  const who = (id: number) => ({ id, name: t.players.find((x) => x.id === id)?.name ?? '' });
  return `${JSON.stringify(
    {
      round: p.round,
      boards: p.boards.map((b, i) => ({ board: i + 1, white: who(b.white), black: who(b.black) })),
      pab: p.pab === undefined ? null : who(p.pab),
    },
    null,
    2,
  )}\n`;
}

/** `pair` arguments meant for the workflow: a `.json` file and none of the pairing-program modes. */
export const isWorkflowPairCall = (args: readonly string[]): boolean =>
  !args.some((a) => a === '-p' || a === '-c' || a === '-g' || systemOfFlag(a) !== undefined) &&
  args.some((a) => !a.startsWith('-') && /\.json$/i.test(a));

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  // `rochade pair T.json`: the tournament director's workflow on a tournament file (pairRound.ts).
  // Loaded only then: the pairing-program path stays free of zod.
  if (await isTeamTournamentCall(args, io))
    return (await import('../teamTournament.ts')).runTeamPairRound(args, io);
  if (isWorkflowPairCall(args)) return (await import('./pairRound.ts')).runPairRound(args, io);
  if (args.includes('--team')) return (await import('./pairTeam.ts')).runTeamPair(args, io);
  const a = parseArgs(args);
  if ('exit' in a) return a;
  if (a.mode === 'pair') {
    const t = await load(a.input, io, true, a.system);
    if ('exit' in t) return t;
    if (nextRoundNumber(t) > t.rounds)
      return fail(
        EXIT.badInput,
        `${a.input}: all ${t.rounds} planned rounds are paired (TRF 142/XXR); nothing to pair`,
      );
    const r = a.system.pairNextRound(withDutchOptions(t, a));
    if (!r.ok)
      return r.error.kind === 'noValidPairing'
        ? fail(EXIT.noPairing, 'No valid pairing exists')
        : fail(EXIT.badInput, r.error.message);
    const failure = await writeOutput(
      io,
      a.output,
      a.json ? pairingJson(t, r.value) : formatPairing(r.value),
    );
    if (failure) return failure;
    return (await writeCheckList(io, a, t, [r.value.round])) ?? EXIT.ok;
  }
  if (a.mode === 'check') {
    const t = await load(a.input, io, false, a.system);
    if ('exit' in t) return t;
    const report = a.system.check!(withDutchOptions(t, a));
    io.stdout(describeCheckReport(report));
    // C.02.03 §7: the standings the file states (points, ranks) against those its results give.
    const text = new TextDecoder().decode(await io.readFile(a.input!));
    const standings = standingsDifferences(t, statedStandings(text));
    io.stdout(`${standings.map((l) => `${l}\n`).join('')}STANDINGS differing=${standings.length}\n`);
    const failure = await writeCheckList(
      io,
      a,
      t,
      report.rounds.map((r) => r.round),
    );
    return failure ?? (report.differing.length > 0 || standings.length > 0 ? EXIT.noPairing : EXIT.ok);
  }
  let config: GeneratorConfig = {};
  let model: Tournament | undefined;
  if (a.input !== undefined) {
    const m = await load(a.input, io, false, a.system);
    if ('exit' in m) return m;
    // The model's ranks (TRF 001 columns 86-89) belong to its own results, not the generated ones.
    model = { ...m, players: m.players.map(({ rank: _rank, ...p }) => p) };
    config = configFromModel(m);
    // The model counts game rounds; a Double-Swiss pairing round is a match of two of them.
    const per = a.system.gamesPerPairing ?? 1;
    if (per > 1) config = { ...config, RoundsNumber: Math.ceil((config.RoundsNumber ?? per) / per) };
  } else if (a.config !== undefined) {
    let text: string;
    try {
      text = new TextDecoder().decode(await io.readFile(a.config));
    } catch {
      return fail(EXIT.fileAccess, `cannot read ${a.config}`);
    }
    const c = parseGeneratorConfig(text);
    if (!c.ok) return fail(EXIT.badInput, `${a.config} line ${c.error.line}: ${c.error.message}`);
    config = c.value;
  }
  if (a.output === undefined) return fail(EXIT.badInput, '-g needs -o OUT.trf');
  if ((config.PlayersNumber ?? 0) > MAX_PLAYERS)
    return fail(EXIT.sizeLimit, `more than ${MAX_PLAYERS} players`);
  const seed = a.seed ?? Date.now() >>> 0;
  const g = a.system.generate!(config, seededRng(seed), {
    ...a.options,
    ...(model ? { model } : { name: `Random tournament ${seed}` }),
  });
  if (!g.ok) return fail(EXIT.badInput, g.error.message);
  if (g.value.stoppedAtRound !== undefined)
    io.stderr(`No valid pairing exists for round ${g.value.stoppedAtRound}; the tournament stops there.\n`);
  const failure = await writeOutput(io, a.output, makeTrf(g.value.tournament));
  if (failure) return failure;
  const last = g.value.stoppedAtRound ?? g.value.tournament.rounds;
  return (await writeCheckList(io, a, g.value.tournament, [last])) ?? EXIT.ok;
}

/**
 * The Dutch options as the tournament's own TRF 192 code (`--rules 2017` = FIDE_DUTCH, `--baku` =
 * _BAKU), so the registry's engine reads them as from a file.
 */
function withDutchOptions(t: Tournament, a: PairArgs): Tournament {
  if (a.system.flag !== 'dutch' || (!a.options.edition && !a.options.baku)) return t;
  const current = t.pairingSystem?.toUpperCase() ?? '';
  const edition = a.options.edition ?? (/^FIDE_DUTCH(_BAKU)?$/.test(current) ? '2017' : '2025');
  const baku = a.options.baku ?? current.endsWith('_BAKU');
  return {
    ...t,
    pairingSystem: (edition === '2017' ? 'FIDE_DUTCH' : 'FIDE_DUTCH_2025') + (baku ? '_BAKU' : ''),
  };
}

/** -l: the check-list of each round given, as the engine saw the players before pairing it. */
async function writeCheckList(
  io: CliIo,
  a: PairArgs,
  t: Tournament,
  rounds: readonly number[],
): Promise<CliFailure | undefined> {
  if (!a.checkList) return undefined;
  const text = rounds
    .map((round) => formatCheckList(round, checkList(nextRoundInput(t, round), round, a.options)))
    .join('\n');
  return writeOutput(io, a.checkListFile, text);
}

export const pairCommand = {
  name: 'pair',
  summary:
    'pair the next round of a tournament file; Swiss pairing (-p), checker (-c), generator (-g) by every system (--help lists them)',
  help: HELP,
  run,
  exitCodes: 'pairingProgram',
} satisfies Command;
