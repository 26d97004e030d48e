import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  makeCrosstable,
  makeCrosstableCells,
  parseCrosstable,
  parseCrosstableCells,
  type CrosstableParsed,
} from '../../../core/formats/crosstable.ts';
import type { Game, GameResult, Tournament } from '../../../core/tournament/model.ts';
import { computeScores } from '../../../core/tournament/playerRounds.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import type { Result } from '../../../core/result.ts';
import type { FormatError } from '../../../core/formats/formatError.ts';

// Round robins of the tiebreak cases (`crosstable.cells[i][j]` = points of i against j per game).
const DIR = new URL('../../../../shared/cases/tiebreaks/', import.meta.url);

interface CaseFile {
  readonly id: string;
  readonly system: string;
  readonly players: readonly { readonly id: string | number; readonly name?: string }[];
  readonly crosstable?: {
    readonly player_order: readonly (string | number)[];
    readonly cells?: readonly (readonly (readonly number[] | null)[])[];
  };
  readonly expected?: Record<string, Record<string, unknown>>;
}

const cases: [string, CaseFile][] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f): [string, CaseFile] => [f, JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as CaseFile])
  .filter(([, c]) => c.crosstable?.cells !== undefined);

const RESULT_OF: Record<string, GameResult> = { '1': '1-0', '0.5': '1/2-1/2', '0': '0-1' };

/** The case's tournament, built straight from its cells (rounds: one per pair, not Berger). */
function caseTournament(c: CaseFile): Tournament {
  const order = c.crosstable?.player_order ?? [];
  const cells = c.crosstable?.cells ?? [];
  const games: Game[] = [];
  let round = 0;
  order.forEach((_, i) =>
    order.forEach((_2, j) => {
      if (j <= i) return;
      (cells[i]?.[j] ?? []).forEach((pts) => {
        games.push({ round: ++round, white: i + 1, black: j + 1, result: RESULT_OF[String(pts)] ?? '*' });
      });
    }),
  );
  const players = order.map((key, i) => ({
    id: i + 1,
    name: c.players.find((p) => String(p.id) === String(key))?.name ?? `Spieler ${String(key)}`,
  }));
  const double = c.system === 'double-round-robin';
  return {
    name: c.id,
    kind: double ? 'doubleRoundRobin' : 'roundRobin',
    rounds: round,
    players,
    games,
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
  };
}

/** The case's cells as read back: points of i against j per game, in game order. */
function cellsOf(t: Tournament): (number[] | null)[][] {
  const n = t.players.length;
  const out: (number[] | null)[][] = [...Array(n)].map((_, i) =>
    [...Array(n)].map((_2, j) => (i === j ? null : [])),
  );
  const pts: Record<GameResult, [number, number]> = {
    '1-0': [1, 0],
    '0-1': [0, 1],
    '1/2-1/2': [0.5, 0.5],
    '+:-': [1, 0],
    '-:+': [0, 1],
    '-:-': [0, 0],
    '*': [0, 0],
  };
  for (const g of [...t.games].sort((a, b) => a.round - b.round)) {
    const [w, b] = pts[g.result];
    out[g.white - 1]?.[g.black - 1]?.push(w);
    out[g.black - 1]?.[g.white - 1]?.push(b);
  }
  return out;
}

/** Expected points per player from every block of the case that lists PTS. */
function expectedPoints(c: CaseFile): [string, number, number][] {
  const order = (c.crosstable?.player_order ?? []).map(String);
  const out: [string, number, number][] = [];
  for (const [block, values] of Object.entries(c.expected ?? {})) {
    const pts = values['PTS'] as Record<string, number> | undefined;
    for (const [key, v] of Object.entries(pts ?? {})) out.push([block, order.indexOf(key) + 1, v]);
  }
  return out;
}

const parsers: [string, (t: Tournament) => Result<CrosstableParsed, FormatError>][] = [
  ['cells', (t) => parseCrosstableCells(makeCrosstableCells(t))],
  ['csv', (t) => parseCrosstable(makeCrosstable(t, { format: 'csv' }))],
  ['tsv', (t) => parseCrosstable(makeCrosstable(t, { format: 'tsv' }))],
  ['text', (t) => parseCrosstable(makeCrosstable(t, { format: 'text' }))],
];

describe.each(cases)('tiebreak case %s: make → parse round trip', (_file, c) => {
  const t = caseTournament(c);
  test.each(parsers)('%s', (_format, roundTrip) => {
    const r = roundTrip(t);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const back = r.value.tournament;
    expect(cellsOf(back)).toEqual(c.crosstable?.cells);
    expect(back.players).toEqual(t.players);
    expect(back.kind).toBe(t.kind);
    expect(back.schedule).toBe('synthetic');
    const scores = computeScores(back);
    for (const [, id, pts] of expectedPoints(c)) expect(scores.get(id)).toBe(pts * 2);
  });
});

test('the tiebreak cases hold round robins with crosstables', () => {
  expect(cases.length).toBeGreaterThanOrEqual(5);
});
