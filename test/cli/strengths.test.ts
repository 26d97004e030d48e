// `rochade strengths` on a case round robin (Waldstein Tab. 1).
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { makeTournamentJson } from '../../core/formats/json/tournamentJson.ts';
import {
  readTiebreakCase,
  tournamentFromTiebreakCase,
  type CaseEvent,
  caseIdMap,
  miniTournament,
} from '../support/tiebreakCases.ts';

const c = readTiebreakCase('waldstein-tab1-rr6.json');
const ev = c as unknown as CaseEvent;
const t = tournamentFromTiebreakCase(ev, 'Waldstein Tab. 1');
const ids = caseIdMap(ev.players);
const exact =
  (c['expected'] as Record<string, Record<string, Record<string, number>>>)['computed']?.['t_exact'] ?? {};
// 1 beat all but 4, who scored only against 1 (Waldstein, Bewertung der Partieergebnisse §5 c)
const ordinal = miniTournament({
  kind: 'roundRobin',
  players: 4,
  rounds: ['1-2 1-0, 3-4 1-0', '1-3 1-0, 2-4 1-0', '1-4 1/2-1/2, 2-3 1-0'],
});
// 3 and 4 drew each other and lost every other game: no path from {3, 4} to {1, 2} (reducible)
const reducible = miniTournament({
  kind: 'roundRobin',
  players: 4,
  rounds: ['1-4 1-0, 2-3 1-0', '4-3 1/2-1/2, 1-2 1/2-1/2', '2-4 1-0, 3-1 0-1'],
});
const files = {
  'w.json': makeTournamentJson(t),
  'ordinal.json': makeTournamentJson(ordinal),
  'reducible.json': makeTournamentJson(reducible),
};

interface Out {
  model: string;
  players: { id: number; name: string; strength: number | null }[];
  expectations: {
    players: number[];
    paulsen: (number | null)[][];
    zermelo: (number | null)[][];
    elo: unknown;
  };
}

describe('rochade strengths', () => {
  test('--model waldstein --json: t of the case', async () => {
    const m = memoryIo(files);
    expect(await runCli(['strengths', 'w.json', '--model', 'waldstein', '--json'], m)).toBe(0);
    const out = JSON.parse(m.stdoutText()) as Out;
    expect(out.model).toBe('waldstein');
    for (const [key, v] of Object.entries(exact))
      expect(out.players.find((p) => p.id === ids.get(key))?.strength).toBeCloseTo(v, 5);
    expect(out.expectations.paulsen[0]?.[0]).toBeNull();
    expect(out.expectations.elo).toBeNull(); // no ratings
    const p01 = out.expectations.paulsen[0]?.[1] ?? NaN;
    const p10 = out.expectations.paulsen[1]?.[0] ?? NaN;
    expect(p01 + p10).toBeCloseTo(1, 3);
  });
  test('--model zermelo: strengths sum to 100; text output', async () => {
    const m = memoryIo(files);
    expect(await runCli(['strengths', 'w.json', '--model', 'zermelo', '--json'], m)).toBe(0);
    const out = JSON.parse(m.stdoutText()) as Out;
    expect(out.players.reduce((a, p) => a + (p.strength ?? 0), 0)).toBeCloseTo(100, 2);
    const m2 = memoryIo(files);
    expect(await runCli(['strengths', 'w.json', '--model', 'zermelo'], m2)).toBe(0);
    expect(m2.stdoutText()).toContain('Zermelo');
  });
  test.each([
    [['strengths', 'w.json'], '--model'],
    [['strengths', 'w.json', '--model', 'elo'], 'elo'],
  ])('%j exits 3', async (args, needle) => {
    const m = memoryIo(files);
    expect(await runCli(args, m)).toBe(2);
    expect(m.stderrText()).toContain(needle);
  });

  test('Waldstein §5 c: the two players are marked "only ordinal" (JSON and table)', async () => {
    const m = memoryIo(files);
    expect(await runCli(['strengths', 'ordinal.json', '--model', 'waldstein', '--json'], m)).toBe(0);
    const out = JSON.parse(m.stdoutText()) as { players: { id: number; note?: string }[] };
    expect(out.players.filter((p) => p.note?.includes('only ordinal')).map((p) => p.id)).toEqual([1, 4]);
    const m2 = memoryIo(files);
    expect(await runCli(['strengths', 'ordinal.json', '--model', 'waldstein'], m2)).toBe(0);
    expect(m2.stdoutText().match(/only ordinal/g)?.length).toBe(2);
  });

  test('Waldstein on a reducible table: homogeneity not defined (null), never a huge ratio', async () => {
    const m = memoryIo(files);
    expect(await runCli(['strengths', 'reducible.json', '--model', 'waldstein', '--json'], m)).toBe(0);
    const out = JSON.parse(m.stdoutText()) as { homogeneity: number | null; warning?: string };
    expect(out.homogeneity).toBeNull();
    expect(out.warning).toContain('reducible');
    const m2 = memoryIo(files);
    expect(await runCli(['strengths', 'reducible.json', '--model', 'waldstein'], m2)).toBe(0);
    expect(m2.stdoutText()).toMatch(/Homogeneity T_max \/ T_min: not defined/);
  });
  test('Waldstein on an irreducible table: homogeneity is T_max / T_min of the listed T values', async () => {
    const m = memoryIo(files);
    expect(await runCli(['strengths', 'w.json', '--model', 'waldstein', '--json'], m)).toBe(0);
    const out = JSON.parse(m.stdoutText()) as { homogeneity: number; players: { T?: number }[] };
    const T = out.players.flatMap((p) => (p.T === undefined ? [] : [p.T]));
    expect(out.homogeneity).toBeCloseTo(Math.max(...T) / Math.min(...T), 2);
  });
  test('the text table aligns t and T in columns', async () => {
    const m = memoryIo(files);
    expect(await runCli(['strengths', 'w.json', '--model', 'waldstein'], m)).toBe(0);
    const rows = m
      .stdoutText()
      .split('\n')
      .filter((l) => /^\s*\d+\s{2}\S.*\d\.\d{5}/.test(l));
    expect(rows.length).toBe(t.players.length);
    const tEnds = new Set(rows.map((l) => l.search(/\d\.\d{5}/) + 7));
    expect(tEnds.size).toBe(1);
  });
});
