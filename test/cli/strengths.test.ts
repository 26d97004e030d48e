// `rochade strengths` on a case round robin (Waldstein Tab. 1).
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTournamentJson } from '../../core/formats/tournamentJson.ts';
import {
  readTiebreakCase,
  tournamentFromTiebreakCase,
  type CaseEvent,
  caseIdMap,
} from '../support/tiebreakCases.ts';
import type { CliIo } from '../../cli/command.ts';

function memoryIo(files: Readonly<Record<string, string>>) {
  const out: string[] = [];
  const errs: string[] = [];
  const io: CliIo = {
    stdout: (text) => void out.push(text),
    stderr: (text) => void errs.push(text),
    readFile: async (p) => {
      const f = files[p];
      if (f === undefined) throw new Error('ENOENT');
      return new TextEncoder().encode(f);
    },
    writeFile: async () => undefined,
    cwd: '/',
  };
  return { io, stdout: () => out.join(''), stderr: () => errs.join('') };
}

const c = readTiebreakCase('seed-000-waldstein-tab1-rr6.json');
const ev = c as unknown as CaseEvent;
const t = tournamentFromTiebreakCase(ev, 'Waldstein Tab. 1');
const ids = caseIdMap(ev.players);
const exact =
  (c['expected'] as Record<string, Record<string, Record<string, number>>>)['computed']?.['t_exact'] ?? {};
const files = { 'w.json': makeTournamentJson(t) };

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
    expect(await runCli(['strengths', 'w.json', '--model', 'waldstein', '--json'], m.io)).toBe(0);
    const out = JSON.parse(m.stdout()) as Out;
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
    expect(await runCli(['strengths', 'w.json', '--model', 'zermelo', '--json'], m.io)).toBe(0);
    const out = JSON.parse(m.stdout()) as Out;
    expect(out.players.reduce((a, p) => a + (p.strength ?? 0), 0)).toBeCloseTo(100, 2);
    const m2 = memoryIo(files);
    expect(await runCli(['strengths', 'w.json', '--model', 'zermelo'], m2.io)).toBe(0);
    expect(m2.stdout()).toContain('Zermelo');
  });
  test.each([
    [['strengths', 'w.json'], '--model'],
    [['strengths', 'w.json', '--model', 'elo'], 'elo'],
  ])('%j exits 3', async (args, needle) => {
    const m = memoryIo(files);
    expect(await runCli(args, m.io)).toBe(3);
    expect(m.stderr()).toContain(needle);
  });
});
