import {
  crosstableLosses,
  isStandardPoints,
  makeCrosstable,
  makeSwissNotation,
  makeTrf,
  trfLosses,
  type Tournament,
} from '../../core/index.ts';
import { makeTournamentJson } from '../../schemas/tournamentJson.ts';
import { EXIT, fail, type Command, type CliFailure, type CliIo, type ExitCode } from '../command.ts';
import { describeFileError, INPUT_FORMATS, loadTournament, type InputFormat } from '../load.ts';
import {
  BOARD_ORDERS,
  isLeagueRuleSetId,
  LEAGUE_RULE_SET_IDS,
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

Everything the target can hold is kept; what it cannot hold (e.g. colours and round order in a
crosstable, DWZ indices and residual games in a TRF) is listed on standard error.
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

const any = <T>(xs: readonly T[], f: (x: T) => unknown): boolean => xs.some(f);

/** What the Swiss round-by-round notation cannot hold. */
function notationLosses(t: Tournament): string[] {
  const l: string[] = [];
  if (any(t.games, (g) => ['+:-', '-:+', '-:-'].includes(g.result)))
    l.push('the scheduled colours of forfeits');
  if (any(t.games, (g) => g.unrated)) l.push('unrated games (TRF W/D/L) are written as ordinary results');
  if (any(t.players, (p) => p.fide || p.dwz || p.club || p.title || p.federation || p.birthYear))
    l.push('ratings, titles, clubs, federations and birth data (only ids and names)');
  if (t.withdrawals.length > 0) l.push('withdrawals (later rounds are written as --)');
  // A crosstable has no rounds or colours: the notation would present the Berger layout as played.
  if (t.schedule === 'synthetic')
    l.push('that the rounds and colours are synthetic (a crosstable source has none)');
  if (!isStandardPoints(t.pointSystem)) l.push('the point system');
  l.push('the tournament header (name, dates, rounds planned)');
  const kept = (t.kept ?? []).length;
  if (kept > 0) l.push(`${kept} TRF lines kept verbatim (comments, unknown records)`);
  return l;
}

function render(
  t: Tournament,
  o: Options & { readonly to: Exclude<Target, 'league'> },
): { text: string; losses: string[] } | CliFailure {
  switch (o.to) {
    case 'trf':
      return { text: makeTrf(t, { eol: o.eol }), losses: trfLosses(t) };
    case 'csv':
    case 'tsv':
    case 'text':
      return { text: makeCrosstable(t, { format: o.to }), losses: crosstableLosses(t) };
    case 'notation':
      return { text: makeSwissNotation(t), losses: notationLosses(t) };
    case 'json':
      return { text: makeTournamentJson(t), losses: [] };
  }
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const o = parseArgs(args);
  if ('exit' in o) return o;
  const loaded = await loadTournament(o.input, io, o.from ? { format: o.from } : {});
  if (!loaded.ok) return loaded.error;
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  if (o.to === 'league') return convertToLeague(loaded.value, o, io);
  const r = render(loaded.value.tournament, { ...o, to: o.to });
  if ('exit' in r) return r;
  // A team file keeps its board games; the team line-ups and match pairings have no place in the targets.
  if (loaded.value.teamEvent)
    r.losses.push(
      'the teams, their line-ups and match pairings (`rochade standings` ranks the teams from the original file)',
    );
  if (r.losses.length > 0) io.stderr(`note: ${o.to} cannot hold: ${r.losses.join('; ')}\n`);
  if (o.output === undefined) {
    io.stdout(r.text);
    return EXIT.ok;
  }
  try {
    await io.writeFile(o.output, r.text);
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
