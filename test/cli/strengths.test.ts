// `rochade strengths` on a case round robin (Waldstein Tab. 1).
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { makeTournamentJson } from '../../core/formats/tournamentJson.ts';
import {
  readTiebreakCase,
  tournamentFromTiebreakCase,
  type CaseEvent,
  caseIdMap,
  miniTournament,
} from '../support/tiebreakCases.ts';

const c = readTiebreakCase('seed-000-waldstein-tab1-rr6.json');
const ev = c as unknown as CaseEvent;
const t = tournamentFromTiebreakCase(ev, 'Waldstein Tab. 1');
const ids = caseIdMap(ev.players);
const exact =
  (c['expected'] as Record<string, Record<string, Record<string, number>>>)['computed']?.['t_exact'] ?? {};
// 1 beat all but 4, who scored only against 1 (seed 000 §5 c)
const ordinal = miniTournament({
  kind: 'roundRobin',
  players: 4,
  rounds: ['1-2 1-0, 3-4 1-0', '1-3 1-0, 2-4 1-0', '1-4 1/2-1/2, 2-3 1-0'],
});
const files = { 'w.json': makeTournamentJson(t), 'ordinal.json': makeTournamentJson(ordinal) };

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
});
