/** `rochade crosstable FILE`: the chess-results style crosstable (Swiss) or the result matrix (round robin). */
import { isTeamTournamentCall } from '../teamTournamentCall.ts';
import {
  computeCrosstable,
  computeStandings,
  formatRank,
  type CrosstableTable,
} from '../../core/standings/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { loadTournament } from '../load.ts';
import { parseOptions } from '../parseOptions.ts';
import { textTable } from '../textTable.ts';
import { showPoints } from '../workflow/players.ts';
import { formatValue } from './standings.ts';

const HELP = `rochade crosstable: the crosstable of a tournament

Usage:
  rochade crosstable FILE [--tiebreaks "BH/C1,BH,SB"] [--opponent rank|start] [--matrix|--swiss] [--json]

FILE         a tournament (tournament JSON, TRF, crosstable)
Swiss        one row per player in ranking order: place, start number, title, name, rating, club,
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

export function crosstableText(c: CrosstableTable): string[] {
  const swiss = c.layout === 'swiss';
  const cols = swiss
    ? Array.from({ length: c.rounds }, (_, i) => `${i + 1}`)
    : c.rows.map((_, i) => `${i + 1}`);
  const head = ['Rk', 'No', 'Ti', 'Name', 'Rtg', 'Club', ...cols, 'Pts', ...c.tiebreaks];
  const body = c.rows.map((r) => [
    formatRank(r),
    String(r.startNo),
    r.title ?? '',
    r.name,
    r.rating === undefined ? '' : String(r.rating),
    r.club ?? '',
    ...r.cells,
    showPoints(r.points),
    ...c.tiebreaks.map((code) => {
      const v = r.values[code];
      return v === null || v === undefined ? '' : formatValue(v);
    }),
  ]);
  return textTable(head, body, [2, 3, 5, ...cols.map((_, i) => 6 + i)]);
}

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
  const title = `${t.name || path}: crosstable after round ${s.value.afterRound}`;
  io.stdout(
    `${[title, '', ...crosstableText(c), ...s.value.warnings.map((w) => `Warning: ${w}`)].join('\n')}\n`,
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
