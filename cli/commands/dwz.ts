import { coreError } from '../../core/errors/index.ts';
import { describeError } from '../describeError.ts';
import { parseArgs } from 'node:util';
import { parseDateInput } from '../germanInput.ts';
import { describeOptionError } from '../parseOptions.ts';
import {
  displayWe,
  DWZ_RULE_SETS,
  estimateDwz,
  estimateDwzUeberschlag,
  evaluateTournamentDwz,
  isDwzRuleSetId,
  umstufung2026,
  type DwzEstimate,
  type DwzEstimateInput,
  type DwzRuleSetId,
  type DwzTournamentEvaluation,
} from '../../core/dwz/index.ts';
import { parseDwzRating, parseRatedGames } from '../../core/rating/index.ts';
import type { ResidualGame } from '../../core/tournament/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { loadTournament } from '../load.ts';
import { makeDwzReportTable, renderTextTable, type ReportLang } from '../../core/report/index.ts';
import { cliLanguage, say } from '../lang.ts';
import { safeCell } from '../textTable.ts';
import { DWZ_REPORT_HELP, DWZ_REPORT_USAGE, runReport } from './dwzReport.ts';

const HELP = `rochade dwz: DWZ (Deutsche Wertungszahl) estimates and tournament evaluations (unofficial)

Usage:
  rochade dwz estimate --rating 1712-62|1712|none [--end-date 28.09.2026] --games "1:1900,0.5:2000,0:2100"
                       [--birth-year Y] [--residual "1:1500,0:1600"] [--e N | --k N] [--next R]
                       [--rating-date YYYY-MM-DD] [--rules ${DWZ_RULE_SETS.join('|')}]
                       [--rules-text 2016|2014] [--method standard|ueberschlag] [--linear] [--json]
  rochade dwz evaluate FILE [--rules ...] [--rules-text 2016|2014] [--end-date YYYY-MM-DD]
                       [--non-members "3,7"] [--umstufung] [--json]
  rochade dwz convert-2026 RATING        the Umstufung of 07.06.2026 (e.g. 1366-21 → 1634-22)
${DWZ_REPORT_USAGE}
estimate       one player: W, n, We, E (K for WO2026), Rn, new index, Rc, Rh and a what-if table
               (new DWZ if the next game against --next, default Rc, is won, drawn or lost).
               --rating none estimates a first DWZ: at least 5 rated games including --residual;
               with fewer, the games to store as residual games are listed.
               --e/--k use the coefficient of an official evaluation. --method ueberschlag is the
               quick method of WO 2002 Anhang 1.3 (opponents clipped to ±350; --linear without table).
               --rating-date: a rating recorded before 07.06.2026 is converted for WO2026.
evaluate       the whole tournament (TRF, tournament JSON or a crosstable with a ratings column):
               established players, first DWZ (1st/2nd Zusatzstufe), residual games, discarded.
               --non-members: player ids counted in the calculation without a published DWZ or
               residual games (2016 text 3.4.3). --umstufung (WO2026): the stored ratings predate
               07.06.2026 and are converted first.
${DWZ_REPORT_HELP}--rules        WO2002 (2002 tables), ELOBASE (until 07/2013), WO2013 (DeWIS, Bremszuschlag),
               WO2026 (K factor, from 08.06.2026). Default: by the tournament end date.
--json         estimate: { "rules", "method", "status", "Ro"?, "index"?, "W", "n", "We"?, "E"?, "K"?,
               "Rp"?, "Rn"?, "indexNew"?, "Rc"?, "Rh"?, "whatIf"?: { "win", "draw", "loss" },
               "residualGames"?: [{ "score", "opponentRating" }] (the games to store), "converted"?:
               { "from", "to" } (the Umstufung applied), "notes": [..] } (absent fields omitted);
               evaluate: { "rules", "endDate"?, "players": [{ "id", "name", "status", "place", "Ro"?,
               "index"?, "W", "n", "We"?, "E"?, "K"?, "Rp"?, "Rh"?, "Rc"?, "Rn"?, "indexNew"?,
               "residualGames" (how many counted), "newResidualGames"?: [{ "score", "opponentRating" }],
               "feedbackTo"?: [ids], "reason"? }] in place order, "iteration": { "order": [ids],
               "rows": [[..]], "converged", "cycle"?: { "length", "values" } (ELOBASE/WO2002: the
               iteration repeats; values = the means used) }, "warnings": [..] };
               convert-2026: { "old", "oldIndex", "new", "index" }

Every result is unofficial. Exit codes: 0 ok, 2 bad input or file not readable.
`;

const badInput = (message: string): CliFailure => fail(EXIT.badInput, `${message} (see rochade dwz --help)`);

function parseRules(v: string | undefined): DwzRuleSetId | undefined | CliFailure {
  if (v === undefined) return undefined;
  const up = v.toUpperCase();
  return isDwzRuleSetId(up)
    ? up
    : badInput(`unknown rule version "${v}", expected ${DWZ_RULE_SETS.join(', ')}`);
}

const isFailure = (x: unknown): x is CliFailure => typeof x === 'object' && x !== null && 'exit' in x;

function parseNumber(v: string | undefined, what: string): number | undefined | CliFailure {
  if (v === undefined) return undefined;
  const n = Number(v.replace(',', '.'));
  return v.trim() !== '' && Number.isFinite(n) ? n : badInput(`${what}: found "${v}", expected a number`);
}

const pointsList = (rs: readonly ResidualGame[]): unknown[] =>
  rs.map((g) => ({ score: g.score / 2, opponentRating: g.opponentRating }));

export function estimateJson(e: DwzEstimate): Record<string, unknown> {
  const out: Record<string, unknown> = {
    rules: e.rules,
    method: e.method,
    status: e.status,
    Ro: e.Ro,
    index: e.index,
    W: e.W,
    n: e.n,
    We: e.We === undefined ? undefined : displayWe(e.We, e.rules),
    E: e.E,
    K: e.K,
    Rp: e.Rp,
    Rn: e.Rn,
    indexNew: e.indexNew,
    Rc: e.Rc,
    Rh: e.Rh,
    whatIf: e.whatIf,
    residualGames: e.residualGames ? pointsList(e.residualGames) : undefined,
    converted: e.converted,
    notes: e.notes,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

const rating = (r: number | undefined, i: number | undefined): string =>
  r === undefined ? '—' : i === undefined ? String(r) : `${r}-${i}`;

export function estimateText(e: DwzEstimate): string {
  const lines = [
    `DWZ ${e.method === 'ueberschlag' ? 'Überschlag (Anhang 1.3)' : 'estimate'} (${e.rules}, unofficial)`,
  ];
  const add = (label: string, v: string | number | undefined): void => {
    if (v !== undefined) lines.push(`  ${label.padEnd(26)} ${v}`);
  };
  add('Old DWZ (Ro)', e.Ro === undefined ? 'none' : rating(e.Ro, e.index));
  if (e.converted) add('Umstufung 2026', `${e.converted.from} → ${e.converted.to}`);
  add('Points W / games n', `${e.W} / ${e.n}`);
  add('Expected points We', e.We === undefined ? undefined : displayWe(e.We, e.rules));
  add('Development coefficient E', e.E);
  add('Change factor K', e.K);
  add('Erfolgszahl Rp', e.Rp);
  add('Opponents Rc', e.Rc);
  add('Performance Rh', e.Rh);
  add('New DWZ (Rn)', e.Rn === undefined ? undefined : rating(e.Rn, e.indexNew));
  if (e.whatIf) {
    const w = e.whatIf;
    add('Next game win/draw/loss', [w.win, w.draw, w.loss].map((x) => x ?? '—').join(' / '));
  }
  if (e.residualGames)
    add(
      'Store as residual games',
      e.residualGames.map((g) => `${g.score / 2}:${g.opponentRating}`).join(', '),
    );
  for (const n of e.notes) lines.push(`  note: ${n}`);
  return `${lines.join('\n')}\n`;
}

/** Today's date in local time, as an ISO date. */
const todayIso = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function runEstimate(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      rating: { type: 'string' },
      'birth-year': { type: 'string' },
      'end-date': { type: 'string' },
      games: { type: 'string' },
      residual: { type: 'string' },
      e: { type: 'string' },
      k: { type: 'string' },
      next: { type: 'string' },
      'rating-date': { type: 'string' },
      rules: { type: 'string' },
      'rules-text': { type: 'string' },
      method: { type: 'string' },
      linear: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.rating === undefined) return badInput('--rating is required (1712-62, 1712 or none)');
  // Without --end-date the estimate is for a tournament ending today (the CLI reads the clock; the core never does).
  const endDate =
    values['end-date'] === undefined
      ? todayIso()
      : (parseDateInput(values['end-date']) ?? values['end-date']);
  if (values['end-date'] === undefined)
    io.stderr(`rochade dwz: no --end-date given; using today, ${endDate}\n`);
  const r = parseDwzRating(values.rating);
  if (!r.ok) return badInput(`--rating: ${describeError(coreError.format(r.error))}`);
  const games = parseRatedGames(values.games ?? '');
  if (!games.ok) return badInput(`--games: ${describeError(coreError.format(games.error))}`);
  const residual = parseRatedGames(values.residual ?? '');
  if (!residual.ok) return badInput(`--residual: ${describeError(coreError.format(residual.error))}`);
  const rules = parseRules(values.rules);
  if (isFailure(rules)) return rules;
  const nums = ['birth-year', 'e', 'k', 'next'].map((k) => parseNumber(values[k as 'e'], `--${k}`));
  const failure = nums.find(isFailure);
  if (failure) return failure;
  const [birthYear, E, K, next] = nums as (number | undefined)[];
  const text = values['rules-text'];
  if (text !== undefined && text !== '2014' && text !== '2016')
    return badInput('--rules-text is 2016 or 2014');
  const method = values.method ?? 'standard';
  if (method !== 'standard' && method !== 'ueberschlag')
    return badInput('--method is standard or ueberschlag');
  const residualGames: ResidualGame[] = [];
  for (const [i, g] of residual.value.entries()) {
    if (g.opponentRating === undefined)
      return badInput(`--residual: game ${i + 1} needs the opponent's rating`);
    residualGames.push({ opponentRating: g.opponentRating, score: g.score });
  }
  const input: DwzEstimateInput = {
    endDate,
    games: games.value,
    ...(r.value ? { rating: r.value } : {}),
    ...(values['rating-date'] ? { ratingDate: values['rating-date'] } : {}),
    ...(birthYear !== undefined ? { birthYear } : {}),
    ...(residualGames.length > 0 ? { residualGames } : {}),
    ...(rules ? { rules } : {}),
    ...(text ? { wo2013Text: text } : {}),
    ...(E !== undefined ? { E } : {}),
    ...(K !== undefined ? { K } : {}),
    ...(next !== undefined ? { nextOpponent: next } : {}),
  };
  const result =
    method === 'ueberschlag'
      ? estimateDwzUeberschlag(input, { linear: values.linear === true })
      : estimateDwz(input);
  if (!result.ok) return badInput(describeError(coreError.dwz(result.error)));
  io.stdout(
    values.json ? `${JSON.stringify(estimateJson(result.value), null, 2)}\n` : estimateText(result.value),
  );
  return EXIT.ok;
}

export function evaluationJson(e: DwzTournamentEvaluation): unknown {
  return {
    rules: e.rules,
    ...(e.endDate ? { endDate: e.endDate } : {}),
    players: e.players.map((p) =>
      Object.fromEntries(
        Object.entries({
          id: p.id,
          name: p.name,
          status: p.status,
          place: p.place,
          Ro: p.Ro,
          index: p.index,
          W: p.W,
          n: p.n,
          We: p.We === undefined ? undefined : displayWe(p.We, e.rules),
          E: p.E,
          K: p.K,
          Rp: p.Rp,
          Rh: p.Rh,
          Rc: p.Rc,
          Rn: p.Rn,
          indexNew: p.indexNew,
          residualGames: p.residualGames,
          newResidualGames: p.newResidualGames ? pointsList(p.newResidualGames) : undefined,
          feedbackTo: p.feedbackTo,
          reason: p.reason,
        }).filter(([, v]) => v !== undefined),
      ),
    ),
    iteration: e.iteration,
    warnings: e.warnings,
  };
}

/**
 * Why a "-----" row gets no new DWZ, grouped by reason (a table of unrated club players would
 * otherwise show W 0.0 for everyone without a word).
 */
export function notEvaluatedText(e: DwzTournamentEvaluation): string {
  const byReason = new Map<string, string[]>();
  for (const p of e.players)
    if (p.status === 'discarded' && p.reason !== undefined)
      byReason.set(p.reason, [...(byReason.get(p.reason) ?? []), p.name]);
  return [...byReason].map(([reason, names]) => `not evaluated: ${names.join(', ')}: ${reason}\n`).join('');
}

async function runEvaluate(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      rules: { type: 'string' },
      'rules-text': { type: 'string' },
      'end-date': { type: 'string' },
      'non-members': { type: 'string' },
      umstufung: { type: 'boolean' },
      json: { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) return badInput('give exactly one tournament file');
  const rules = parseRules(values.rules);
  if (isFailure(rules)) return rules;
  const text = values['rules-text'];
  if (text !== undefined && text !== '2014' && text !== '2016')
    return badInput('--rules-text is 2016 or 2014');
  const nonMembers = values['non-members']?.split(',').map((x) => x.trim());
  const bad = nonMembers?.find((x) => !/^[1-9]\d*$/.test(x));
  if (bad !== undefined) return badInput(`--non-members: "${bad}" is not a player id`);
  const loaded = await loadTournament(file, io);
  if (!loaded.ok) return loaded.error;
  const r = evaluateTournamentDwz(loaded.value.tournament, {
    ...(rules ? { rules } : {}),
    ...(values['end-date'] ? { endDate: values['end-date'] } : {}),
    ...(text ? { wo2013Text: text } : {}),
    ...(nonMembers ? { nonMembers: nonMembers.map(Number) } : {}),
    ...(values.umstufung ? { umstufung: true } : {}),
  });
  if (!r.ok) return badInput(`${file}: ${describeError(coreError.dwz(r.error))}`);
  for (const w of loaded.value.warnings) io.stderr(`warning: ${w}\n`);
  const noIndex = loaded.value.tournament.players.filter((p) => p.dwz && p.dwz.index === undefined);
  // TRF-2026's national rating record (GER) holds the DWZ without its index: say so, never silently.
  if (loaded.value.format === 'trf' && noIndex.length > 0)
    io.stderr(
      `warning: ${file}: the TRF holds ${noIndex.length} DWZ without index (its GER national rating records have no index field): new indices are not computed; give them as 1712-62 in a tournament JSON\n`,
    );
  io.stdout(
    values.json
      ? `${JSON.stringify(evaluationJson(r.value), null, 2)}\n`
      : dwzText(r.value, cliLanguage()) + notEvaluatedText(r.value),
  );
  return EXIT.ok;
}

/** The evaluation as text: the report's DWZ table (as the PDF and the site show it), then the warnings. */
export function dwzText(e: DwzTournamentEvaluation, lang: ReportLang): string {
  const table = renderTextTable({ ...makeDwzReportTable(e, lang), notes: [] }, { cell: safeCell });
  return [
    say(`DWZ evaluation (${e.rules}, unofficial)`, `DWZ-Auswertung (${e.rules}, inoffiziell)`),
    ...table,
    ...e.warnings.map((w) => `warning: ${w}`),
    '',
  ].join('\n');
}

function runConvert(args: readonly string[], io: CliIo): ExitCode | CliFailure {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { json: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  const [text, ...extra] = positionals;
  if (text === undefined || extra.length > 0) return badInput('give one rating, e.g. 1366-21');
  const r = parseDwzRating(text);
  if (!r.ok) return badInput(describeError(coreError.format(r.error)));
  if (!r.value) return badInput('"none" has nothing to convert');
  const c = umstufung2026(r.value);
  io.stdout(
    values.json
      ? `${JSON.stringify({ old: r.value.rating, oldIndex: r.value.index, new: c.rating, index: c.index })}\n`
      : `${rating(r.value.rating, r.value.index)} → ${rating(c.rating, c.index)} (Umstufung 07.06.2026)\n`,
  );
  return EXIT.ok;
}

export const dwzCommand: Command = {
  name: 'dwz',
  summary: 'DWZ: quick estimate, tournament evaluation, Umstufung 2026',
  help: HELP,
  run: async (args, io) => {
    const [sub, ...rest] = args;
    try {
      switch (sub) {
        case 'estimate':
          return await runEstimate(rest, io);
        case 'evaluate':
          return await runEvaluate(rest, io);
        case 'convert-2026':
          return runConvert(rest, io);
        case 'report':
          return await runReport(rest, io);
        default:
          return badInput(
            sub === undefined
              ? 'missing subcommand estimate|evaluate|convert-2026|report'
              : `unknown subcommand "${sub}"`,
          );
      }
    } catch (e) {
      // node:util parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown or bad options.
      if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))
        return badInput(describeOptionError(e.message));
      throw e;
    }
  },
};
