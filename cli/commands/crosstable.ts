/** `rochade crosstable FILE`: the chess-results style crosstable (Swiss) or the result matrix (round robin). */
import { makeCrosstableTable, renderTextLegend, renderTextTable } from '../../core/report/index.ts';
import { computeCrosstable, computeStandings } from '../../core/standings/index.ts';
import type { Tournament } from '../../core/tournament/index.ts';
import { isTeamTournamentCall } from '../teamTournamentCall.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { loadTournament } from '../load.ts';
import { parseOptions } from '../parseOptions.ts';
import { safeCell } from '../textTable.ts';
import { cliLanguage, say } from '../lang.ts';

/** The last round with a game or a bye recorded (a round robin's matrix shows every game). */
const recordedRound = (t: Tournament): number => {
  let last = 0;
  for (const g of t.games) last = Math.max(last, g.round);
  for (const u of t.unpaired) last = Math.max(last, u.round);
  return last;
};

const HELP = `rochade crosstable: the crosstable of a tournament

Usage:
  rochade crosstable FILE [--tiebreaks "BH/C1,BH,SB"] [--opponent rank|start] [--matrix|--swiss] [--json]

FILE         a tournament (tournament JSON, TRF, crosstable)
Swiss        one row per player in ranking order: place, start number, title, name, Elo, DWZ,
             each round as opponent, colour and result (12w1, 5b½, 7w+ / 7b- forfeits, -1 bye
             with a point, -½ half-point bye, -0 zero-point bye or absent: the points the file's
             point system gives; 9w without a result),
             points and tiebreaks. The opponent is named by place in this table (as chess-results'
             ranking crosstable does), or with --opponent start by start number.
Round robin  the matrix in ranking order (1 ½ 0, + - forfeits, * not played yet, × the diagonal).
--tiebreaks  as in rochade standings (default: the file's, else by system).
--json       { "layout": "swiss" | "matrix", "rounds", "tiebreaks", "rows": [ { "rank", "startNo",
             "title"?, "name", "rating"?, "club"?, "cells": [...], "points", "values": {...} } ] }
Exit codes: 0 ok, 2 bad option or file.`;

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  if (await isTeamTournamentCall(args, io))
    return (await import('../teamTournament.ts')).runTeamCrosstable(args, io);
  const parsed = parseOptions(args, {
    tiebreaks: { type: 'string' },
    opponent: { type: 'string' },
    matrix: { type: 'boolean' },
    swiss: { type: 'boolean' },
    json: { type: 'boolean' },
  });
  if (!parsed.ok) return fail(EXIT.badInput, parsed.error);
  const { values: v, positionals } = parsed.value;
  if (positionals.length !== 1) return fail(EXIT.badInput, 'expected one tournament FILE');
  const opponent = v.opponent ?? 'rank';
  if (opponent !== 'rank' && opponent !== 'start')
    return fail(EXIT.badInput, `--opponent is rank or start, not "${opponent}"`);
  const path = positionals[0] ?? '';
  const loaded = await loadTournament(path, io);
  if (!loaded.ok) return loaded.error;
  const t = loaded.value.tournament;
  const tiebreaks = v.tiebreaks
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const s = computeStandings(t, tiebreaks ? { tiebreaks } : {});
  if (!s.ok) return fail(EXIT.badInput, s.error.message);
  const c = computeCrosstable(t, s.value, {
    ...(v.matrix ? { layout: 'matrix' as const } : v.swiss ? { layout: 'swiss' as const } : {}),
    opponent: opponent === 'start' ? 'startNo' : 'rank',
  });
  if (v.json) {
    io.stdout(
      `${JSON.stringify({ ...c, rows: c.rows.map((r) => ({ ...r, points: r.points / 2 })) }, null, 2)}\n`,
    );
    return EXIT.ok;
  }
  // The text is the report's crosstable (as the PDF and the site), over the rounds the JSON shows.
  const table = makeCrosstableTable(t, s.value, cliLanguage(), {
    rounds: c.layout === 'swiss' ? c.rounds : recordedRound(t),
    layout: c.layout,
    opponent: opponent === 'start' ? 'startNo' : 'rank',
  });
  const title = `${t.name || path}: ${say(`crosstable after round ${s.value.afterRound}`, `Kreuztabelle nach Runde ${s.value.afterRound}`)}`;
  io.stdout(
    `${[
      title,
      '',
      ...renderTextTable(table, { cell: safeCell }),
      '',
      ...renderTextLegend(table, { cell: safeCell }),
      ...s.value.warnings.map((w) => `Warning: ${w}`),
    ].join('\n')}\n`,
  );
  for (const w of loaded.value.warnings) io.stderr(`${w}\n`);
  return EXIT.ok;
}

export const crosstableCommand = {
  name: 'crosstable',
  summary: 'crosstable: Swiss like chess-results (12w1), round robin as the matrix',
  help: HELP,
  run,
} satisfies Command;
