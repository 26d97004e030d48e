import { coreError } from '../../core/errors/index.ts';
import { describeError } from '../describeError.ts';
import { parseArgs } from 'node:util';
import { describeOptionError } from '../parseOptions.ts';
import { estimateElo, performanceRating, type EloGame } from '../../core/elo/index.ts';
import { parseRatedGames, parseRatingNumber } from '../../core/rating/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';

const HELP = `rochade elo: FIDE rating change and performance (unofficial)

Usage:
  rochade elo estimate --rating R --games "1:1900,0.5:2000" [--k K] [--date YYYY-MM-DD]
                       [--rating-date YYYY-MM-DD] [--birth-year Y] [--games-played N]
                       [--games-in-period N] [--reached-2400] [--json]
  rochade elo performance --games "1:1900,0.5:2000,0:2100" [--json]

estimate     rating change of one period under the rules of --date (default: the current rules):
             We from the FIDE table with the period's cap (350 before 07/2009, 400 since; once per
             tournament in its favour 2022 – 02/2024; none for 2650+ from 10/2025); K by the
             period's rules (40/20/10 and K·n ≤ 700 since 07/2014; 30/15/10 2011–14; 25/15/10
             before; K 40 for juniors up to age 17, from 03/2024 up to 18) unless --k is given.
             --rating-date before 2024-03-01: the rating first gets the one-time adjustment
             R + 0.4·(2000 − R). From 03/2024 the change is rounded .5 away from zero and a result
             below 1400 is flagged (not published). The games count as one tournament;
             --games-in-period (default: the games given) is n of the K·n ≤ 700 rule.
             --json: { "Ro", "W", "n", "We", "K", "change", "Rn", "adjustedFrom"?, "belowFloor"? }
performance  average opponent rating (ARO), TPR = ARO + dp(p) and PTP (C.07 10.1–10.3).
             --json: { "W", "n", "ARO", "p", "dp", "TPR", "PTP" }

Exit codes: 0 ok, 2 bad input.
`;

const badInput = (message: string): CliFailure => fail(EXIT.badInput, `${message} (see rochade elo --help)`);

function games(text: string | undefined): EloGame[] | CliFailure {
  if (text === undefined) return badInput('--games is required, e.g. "1:1900,0.5:2000"');
  const r = parseRatedGames(text);
  if (!r.ok) return badInput(`--games: ${describeError(coreError.format(r.error))}`);
  const out: EloGame[] = [];
  for (const [i, g] of r.value.entries()) {
    if (g.opponentRating === undefined) return badInput(`--games: game ${i + 1} needs the opponent's rating`);
    out.push({ opponentRating: g.opponentRating, score: g.score });
  }
  return out;
}

const isFailure = (x: unknown): x is CliFailure => typeof x === 'object' && x !== null && 'exit' in x;

function runEstimate(args: readonly string[], io: CliIo): ExitCode | CliFailure {
  const { values } = parseArgs({
    args: [...args],
    options: {
      rating: { type: 'string' },
      games: { type: 'string' },
      k: { type: 'string' },
      date: { type: 'string' },
      'rating-date': { type: 'string' },
      'birth-year': { type: 'string' },
      'games-played': { type: 'string' },
      'games-in-period': { type: 'string' },
      'reached-2400': { type: 'boolean' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.rating === undefined) return badInput('--rating R is required');
  const rating = parseRatingNumber(values.rating);
  if (!rating.ok) return badInput(`--rating: ${describeError(coreError.format(rating.error))}`);
  const gs = games(values.games);
  if (isFailure(gs)) return gs;
  const num = (v: string | undefined, what: string): number | undefined | CliFailure => {
    if (v === undefined) return undefined;
    const n = Number(v);
    return Number.isFinite(n) && v.trim() !== '' ? n : badInput(`${what}: found "${v}", expected a number`);
  };
  const K = num(values.k, '--k');
  const birth = num(values['birth-year'], '--birth-year');
  const played = num(values['games-played'], '--games-played');
  const inPeriod = num(values['games-in-period'], '--games-in-period');
  for (const x of [K, birth, played, inPeriod]) if (isFailure(x)) return x;
  const date = values.date;
  const year = date ? Number(date.slice(0, 4)) : undefined;
  const r = estimateElo({
    rating: rating.value,
    games: gs,
    ...(typeof K === 'number' ? { K } : {}),
    ...(date ? { date } : {}),
    ...(values['rating-date'] !== undefined ? { ratingDate: values['rating-date'] } : {}),
    ...(typeof birth === 'number' && year !== undefined ? { age: year - birth } : {}),
    ...(typeof played === 'number' ? { gamesPlayed: played } : {}),
    ...(typeof inPeriod === 'number' ? { gamesInPeriod: inPeriod } : {}),
    ...(values['reached-2400'] ? { reached2400: true } : {}),
  });
  if (!r.ok) return badInput(describeError(coreError.elo(r.error)));
  const e = r.value;
  io.stdout(
    values.json
      ? `${JSON.stringify({
          Ro: e.Ro,
          W: e.W,
          n: e.n,
          We: e.We,
          K: e.K,
          change: e.change,
          Rn: e.Rn,
          ...(e.adjustedFrom !== undefined ? { adjustedFrom: e.adjustedFrom } : {}),
          ...(e.belowFloor !== undefined ? { belowFloor: e.belowFloor } : {}),
        })}\n`
      : `FIDE rating estimate (unofficial)\n` +
          (e.adjustedFrom !== undefined
            ? `  ${e.adjustedFrom} → ${e.Ro} by the one-time adjustment of 01.03.2024\n`
            : '') +
          `  Ro ${e.Ro}  W ${e.W}/${e.n}  We ${e.We.toFixed(2)}  K ${e.K}\n  change ${e.change >= 0 ? '+' : ''}${e.change.toFixed(1)}  Rn ${e.Rn}\n` +
          (e.belowFloor !== undefined
            ? `  below the rating floor ${e.belowFloor}: not published, unrated on the next list\n`
            : ''),
  );
  return EXIT.ok;
}

function runPerformance(args: readonly string[], io: CliIo): ExitCode | CliFailure {
  const { values } = parseArgs({
    args: [...args],
    options: { games: { type: 'string' }, json: { type: 'boolean' } },
    strict: true,
  });
  const gs = games(values.games);
  if (isFailure(gs)) return gs;
  const r = performanceRating(gs);
  if (!r.ok) return badInput(describeError(coreError.elo(r.error)));
  const p = r.value;
  io.stdout(
    values.json
      ? `${JSON.stringify(p)}\n`
      : `Performance (unofficial)\n  W ${p.W}/${p.n}  ARO ${p.ARO}  p ${p.p.toFixed(2)}  dp ${p.dp}\n  TPR ${p.TPR}  PTP ${p.PTP}\n`,
  );
  return EXIT.ok;
}

export const eloCommand: Command = {
  name: 'elo',
  summary: 'FIDE Elo: rating change per period, TPR, PTP',
  help: HELP,
  run: async (args, io) => {
    const [sub, ...rest] = args;
    try {
      if (sub === 'estimate') return runEstimate(rest, io);
      if (sub === 'performance') return runPerformance(rest, io);
      return badInput(
        sub === undefined ? 'missing subcommand estimate|performance' : `unknown subcommand "${sub}"`,
      );
    } catch (e) {
      if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))
        return badInput(describeOptionError(e.message));
      throw e;
    }
  },
};
