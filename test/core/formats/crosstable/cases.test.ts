import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  makeCrosstable,
  makeCrosstableCells,
  parseCrosstable,
  parseCrosstableCells,
  type CrosstableParsed,
} from '../../../../core/formats/crosstable/crosstable.ts';
import type { Game, GameResult, Tournament } from '../../../../core/tournament/model.ts';
import { computeScores } from '../../../../core/tournament/playerRounds.ts';
import { STANDARD_POINTS } from '../../../../core/tournament/pointSystem.ts';
import type { Result } from '../../../../core/result.ts';
import type { FormatError } from '../../../../core/formats/formatError.ts';
import { flip } from '../../../../core/formats/crosstable/check.ts';
import { computeStandings } from '../../../../core/standings/index.ts';
import { parseTrf } from '../../../../core/formats/trf/trf.ts';

// Round robins of the tiebreak cases (`crosstable.cells[i][j]` = points of i against j per game).
const DIR = new URL('../../../fixtures/tiebreaks/', import.meta.url);

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

const unwrapOk = <T>(r: Result<T, FormatError>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

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

// A Swiss printed as a crosstable: Waldstein's Tab. 6 ("—" = did not meet, "•" the diagonal).
interface PrintedCase {
  readonly rounds_count: number;
  readonly crosstable: {
    readonly player_order: readonly string[];
    readonly rows_as_printed: readonly string[];
  };
  readonly rounds: readonly {
    readonly pairings: readonly {
      readonly white: string;
      readonly black: string;
      readonly result: GameResult;
    }[];
  }[];
  readonly expected: { readonly published: { readonly PTS: Record<string, number> } };
}

describe('Waldstein, Bewertung der Partieergebnisse (Waldstein) Tab. 6: a Swiss crosstable, pairs that did not meet marked "—"', () => {
  const c = JSON.parse(readFileSync(new URL('waldstein-tab6-swiss6.json', DIR), 'utf8')) as PrintedCase;
  const order = c.crosstable.player_order;
  const text = `${c.crosstable.rows_as_printed.join('\n')}\n`;
  const parsed = parseCrosstable(text);
  const t = unwrapOk(parsed).tournament;
  /** Every game as "a-b result" from the lower start number's side. */
  const pairResults = (games: readonly { white: number; black: number; result: GameResult }[]): string[] =>
    games
      .map((g) =>
        g.white < g.black ? `${g.white}-${g.black} ${g.result}` : `${g.black}-${g.white} ${flip(g.result)}`,
      )
      .sort();

  test('reads as a Swiss with the case\'s games: every printed result, no game where "—"', () => {
    const id = (key: string): number => order.indexOf(key) + 1;
    const caseGames = c.rounds.flatMap((r) =>
      r.pairings.map((p) => ({ white: id(p.white), black: id(p.black), result: p.result })),
    );
    expect(t.kind).toBe('swiss');
    expect(t.schedule).toBe('synthetic');
    expect(pairResults(t.games)).toEqual(pairResults(caseGames));
  });

  test("the games split into the case's number of rounds, one game per player and round", () => {
    expect(t.rounds).toBe(c.rounds_count);
    for (let r = 1; r <= t.rounds; r++) {
      const seen = t.games.filter((g) => g.round === r).flatMap((g) => [g.white, g.black]);
      expect(new Set(seen).size).toBe(seen.length);
    }
    expect(t.games.every((g) => g.round >= 1 && g.round <= c.rounds_count)).toBe(true);
  });

  test('scores are the published points', () => {
    const scores = computeScores(t);
    for (const [key, pts] of Object.entries(c.expected.published.PTS)) {
      expect(scores.get(order.indexOf(key) + 1)).toBe(pts * 2);
    }
  });

  test.each(parsers)('make → parse round trip: %s', (_format, roundTrip) => {
    const back = roundTrip(t);
    expect(back.ok && back.value.tournament).toEqual(t);
  });
});

describe('Waldstein, Bewertung der Partieergebnisse (Waldstein) Tab. 6 read from its crosstable feeds the tiebreaks', () => {
  const c = JSON.parse(readFileSync(new URL('waldstein-tab6-swiss6.json', DIR), 'utf8')) as PrintedCase & {
    readonly expected: { readonly computed: { readonly BH_sum_of_opponent_scores: Record<string, number> } };
  };
  test("Buchholz (sum of the opponents' scores) is the case's computed value", () => {
    const parsed = parseCrosstable(c.crosstable.rows_as_printed.join('\n'));
    const t = unwrapOk(parsed).tournament;
    const standings = computeStandings(t, { tiebreaks: ['BH'] });
    if (!standings.ok) throw new Error(JSON.stringify(standings.error));
    const order = c.crosstable.player_order;
    for (const [key, bh] of Object.entries(c.expected.computed.BH_sum_of_opponent_scores)) {
      const row = standings.value.rows.find((r) => r.player.id === order.indexOf(key) + 1);
      expect(row?.values['BH']).toBe(bh);
    }
  });
});

// The generator Swisses of fixtures/swiss as crosstables: every game's pair and result survive.
describe('every TRF of fixtures/swiss → Swiss crosstable → back: the same games (rounds rebuilt)', () => {
  const SWISS = new URL('../../../fixtures/swiss/', import.meta.url);
  const files = readdirSync(SWISS).filter((f) => f.endsWith('.trf'));
  test.each(files)('%s', (f) => {
    const trf = parseTrf(readFileSync(new URL(f, SWISS), 'utf8'));
    if (!trf.ok) throw new Error(JSON.stringify(trf.error));
    const t = trf.value.tournament;
    const met = new Map<string, number>();
    for (const g of t.games) {
      const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
      met.set(key, (met.get(key) ?? 0) + 1);
    }
    const parsed = parseCrosstable(makeCrosstable(t, { format: 'csv' }));
    if ([...met.values()].some((k) => k > 2)) {
      // A cell holds two games at most: a pair that met three times (after forfeits) is named.
      expect(parsed.ok || parsed.error.kind).toBe('badCell');
      return;
    }
    const back = unwrapOk(parsed).tournament;
    const pairResults = (games: readonly { white: number; black: number; result: GameResult }[]): string[] =>
      games
        .map((g) =>
          g.white < g.black ? `${g.white}-${g.black} ${g.result}` : `${g.black}-${g.white} ${flip(g.result)}`,
        )
        .sort();
    const n = t.players.length;
    expect(back.kind).toBe(met.size === (n * (n - 1)) / 2 ? 'roundRobin' : 'swiss');
    expect(pairResults(back.games)).toEqual(pairResults(t.games));
    expect(back.players.map((p) => p.name)).toEqual(t.players.map((p) => p.name));
    // Never more rounds than the event had: every player's games fit its rounds.
    expect(back.rounds).toBeLessThanOrEqual(t.rounds);
  });

  test('the folder holds the generator files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
});
