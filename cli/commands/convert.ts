import { formatLosses, type FormatLoss, type Tournament } from '../../core/index.ts';
import { isTeamTournamentCall } from '../teamTournamentCall.ts';
import { fileFormatById } from '../../core/formats/index.ts';
import { freezeStartList } from '../../core/workflow/index.ts';
import { EXIT, fail, type Command, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { describeFileError, INPUT_FORMATS, loadTournament, type InputFormat } from '../load.ts';
import {
  BOARD_ORDERS,
  isLeagueRuleSetId,
  LEAGUE_RULE_SET_IDS,
  makeTeamSwissTrf,
  teamFileToTeamTournament,
  teamTournamentToSwiss,
  type BoardOrder,
  type LeagueRuleSetId,
} from '../../core/team/index.ts';
import { convertToLeague } from '../leagueFromTeamFile.ts';

const TARGETS = ['trf', 'json', 'csv', 'tsv', 'text', 'notation', 'league'] as const;
type Target = (typeof TARGETS)[number];
const EOLS = ['cr', 'lf', 'crlf'] as const;
type Eol = (typeof EOLS)[number];

const help = `rochade convert: convert a tournament between formats

Usage: rochade convert IN --to trf|json|csv|tsv|text|notation [-o OUT] [--eol cr|lf|crlf] [--from FORMAT]
       rochade convert TEAMFILE --to league [-o OUT.json] [--rules NAME] [--board-order listed|played]

  IN              tournament file; its format is detected by content (TRF, tournament JSON,
                  CSV/TSV/text crosstable, Swiss round-by-round notation)
  --to FORMAT     target: trf (FIDE TRF-2026 + TRF(x)/TRF(bx) compatibility lines), json
                  (Rochade tournament JSON), csv | tsv | text (round-robin crosstable),
                  notation (Swiss round-by-round: +W9 =B13 -F11 +BYE =BYE --),
                  league (a league file with players from a team file: Swiss-Chess team .SWT,
                  Swiss-Manager .TUMX/.TUTX or TRF-2026 with 310 team records; teams and their players in the file's board
                  order, every match's line-ups and board results; read by \`rochade league\`;
                  an existing OUT is kept as OUT.bak)
  --rules NAME    league only: the rule set written into the league file (${LEAGUE_RULE_SET_IDS.join(', ')})
  --board-order listed|played
                  league only: each team's list as the file lists its members (default), or by
                  the boards they played (average board)
  -o, --output OUT   write to OUT instead of standard output
  --eol EOL       line ends of a TRF: cr (TRF-2026 default), lf or crlf
  --from FORMAT   skip detection and read IN as this format

Everything the target can hold is kept; what it cannot hold is named on standard error, one
warning line per kind of content (e.g. "warning: DWZ index of 12 players: TRF cannot hold this",
"warning: teams, line-ups and matches (8 teams, 28 matches): tournament JSON cannot hold this (only
the board games are written)"). A team file (.SWT, .TUMX, TRF-2026 team) --to trf is written as a
TRF-2026 team file (310 records), as a team tournament file is.
Exit codes: 0 ok, 2 bad input, options or file.
`;

interface Options {
  readonly input: string;
  readonly to: Target;
  readonly output?: string;
  readonly eol: Eol;
  readonly from?: InputFormat;
  readonly rules?: LeagueRuleSetId;
  readonly boardOrder?: BoardOrder;
}

type OptionKey = 'to' | 'output' | 'eol' | 'from' | 'rules' | 'boardOrder';
const OPTIONS: Readonly<Record<string, OptionKey>> = {
  '--to': 'to',
  '-t': 'to',
  '-o': 'output',
  '--output': 'output',
  '--eol': 'eol',
  '--from': 'from',
  '--format': 'from',
  '--rules': 'rules',
  '--board-order': 'boardOrder',
};

function parseArgs(args: readonly string[]): Options | CliFailure {
  let input: string | undefined;
  const given: Partial<Record<OptionKey, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const key = OPTIONS[flag];
    if (key !== undefined) {
      // A value is required: `-o` at the end must not silently fall back to standard output.
      const v = eq > 0 ? a.slice(eq + 1) : args[++i];
      if (v === undefined || v === '' || (eq < 0 && v.startsWith('-') && v !== '-'))
        return fail(EXIT.badInput, `${flag} needs a value (see rochade convert --help)`);
      given[key] = v;
    } else if (a.startsWith('-') && a !== '-')
      return fail(EXIT.badInput, `unknown option ${a} (see rochade convert --help)`);
    else if (input === undefined) input = a;
    else return fail(EXIT.badInput, `unexpected argument ${a} (one input file)`);
  }
  const { to, output, eol, from, rules, boardOrder } = given;
  if (input === undefined) return fail(EXIT.badInput, 'missing input file (see rochade convert --help)');
  if (to === undefined || !(TARGETS as readonly string[]).includes(to))
    return fail(
      EXIT.badInput,
      `--to must be one of ${TARGETS.join(', ')}${to === undefined ? '' : ` (found "${to}")`}`,
    );
  if (eol !== undefined && !(EOLS as readonly string[]).includes(eol))
    return fail(EXIT.badInput, `--eol must be cr, lf or crlf (found "${eol}")`);
  if (from !== undefined && !(INPUT_FORMATS as readonly string[]).includes(from))
    return fail(EXIT.badInput, `--from must be one of ${INPUT_FORMATS.join(', ')} (found "${from}")`);
  if (rules !== undefined && (to !== 'league' || !isLeagueRuleSetId(rules)))
    return fail(
      EXIT.badInput,
      to !== 'league'
        ? '--rules is for --to league only'
        : `--rules must be one of ${LEAGUE_RULE_SET_IDS.join(', ')} (found "${rules}")`,
    );
  if (
    boardOrder !== undefined &&
    (to !== 'league' || !(BOARD_ORDERS as readonly string[]).includes(boardOrder))
  )
    return fail(
      EXIT.badInput,
      to !== 'league'
        ? '--board-order is for --to league only'
        : `--board-order must be listed or played (found "${boardOrder}")`,
    );
  return {
    input,
    to: to as Target,
    ...(boardOrder === 'listed' || boardOrder === 'played' ? { boardOrder } : {}),
    ...(rules !== undefined && isLeagueRuleSetId(rules) ? { rules } : {}),
    eol: (eol ?? 'cr') as Eol,
    ...(output !== undefined ? { output } : {}),
    ...(from !== undefined ? { from: from as InputFormat } : {}),
  };
}

/** How a warning names each `--to` (the writer itself is the format registry's row). */
const LABELS: Readonly<Record<Exclude<Target, 'league'>, string>> = {
  trf: 'TRF',
  json: 'tournament JSON',
  csv: 'a CSV crosstable',
  tsv: 'a TSV crosstable',
  text: 'a text crosstable',
  notation: 'Swiss notation',
};

/** One line per kind of content lost: `warning: DWZ index of 12 players: TRF cannot hold this`. */
function lossLine(loss: FormatLoss, to: Exclude<Target, 'league'>): string {
  const instead = loss.instead !== undefined ? ` (${loss.instead})` : '';
  return `warning: ${loss.what}: ${LABELS[to]} cannot hold this${instead}\n`;
}

/**
 * A Rochade tournament file of a Swiss before round 1 has no pairing numbers yet: a TRF gets the
 * C.04.2 initial order that `rochade pair` will freeze (by FIDE rating, as its default), so another
 * program pairs round 1 as Rochade does.
 */
function pairingNumbered(t: Tournament, from: string, to: Target, io: CliIo): Tournament {
  if (to !== 'trf' || from !== 'json' || t.kind !== 'swiss' || t.startListFrozen || t.games.length > 0)
    return t;
  const frozen = freezeStartList(t);
  if (frozen.players.some((p, i) => p.id !== t.players[i]?.id || p.name !== t.players[i]?.name))
    io.stderr(
      'note: the start list is not frozen yet: the TRF numbers the players in the C.04.2 initial order (by rating), the start numbers `rochade pair` will give\n',
    );
  return { ...frozen, startListFrozen: false };
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  if (await isTeamTournamentCall(args, io))
    return (await import('../teamTournament.ts')).runTeamConvert(args, io);
  const o = parseArgs(args);
  if ('exit' in o) return o;
  const loaded = await loadTournament(o.input, io, o.from ? { format: o.from } : {});
  if (!loaded.ok) return loaded.error;
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  if (o.to === 'league') return convertToLeague(loaded.value, o, io);
  const { teamEvent } = loaded.value;
  const tournament = pairingNumbered(loaded.value.tournament, loaded.value.format, o.to, io);
  const format = fileFormatById(o.to);
  if (!format.write || !format.holds) throw new Error(`convert: no writer for ${o.to}`);
  const { teamMembers } = loaded.value;
  // A team file to TRF: the TRF-2026 team file (310 records), as `convert T.json --to trf` writes it.
  const asTeamTrf = o.to === 'trf' && teamEvent !== undefined && teamMembers !== undefined;
  let text: string;
  if (asTeamTrf) {
    const team = teamFileToTeamTournament({ event: teamEvent, tournament, members: teamMembers });
    const teamName = (id: number) => teamEvent.teams.find((x) => x.id === id)?.name ?? String(id);
    for (const s of team.standIns)
      io.stderr(
        `warning: round ${s.round}, board ${s.board}: ${teamName(s.team)} fielded nobody; TRF-2026 needs a player on every board, written as a forfeit by ${s.player}\n`,
      );
    text = makeTeamSwissTrf(teamTournamentToSwiss(team.tournament).tournament, { eol: o.eol });
  } else text = format.write(tournament, { eol: o.eol });
  const losses = formatLosses(
    { tournament, ...(teamEvent && !asTeamTrf ? { teamEvent } : {}) },
    format.holds,
  );
  for (const loss of losses) io.stderr(lossLine(loss, o.to));
  if (o.output === undefined) {
    io.stdout(text);
    return EXIT.ok;
  }
  try {
    await io.writeFile(o.output, text);
  } catch (e) {
    return fail(EXIT.fileAccess, `cannot write ${o.output}: ${describeFileError(e)}`);
  }
  return EXIT.ok;
}

export const convertCommand: Command = {
  name: 'convert',
  summary: 'convert a tournament between TRF, JSON, crosstable (CSV/TSV/text) and Swiss notation',
  help,
  run,
};
