// The JSON shapes the docs and the help texts describe (`{ "rounds": [{ "round", "date"?, ... }] }`)
// are the real `--json` output: the same keys, in the same order, nested the same way. A key marked
// `?` may be absent; `"E"|"K"` is one of the two; `"<code>"` stands for any key.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const root = new URL('../../', import.meta.url);
const files = Object.fromEntries(
  [
    ...['club-round-robin.csv', 'swiss-club-open.trf', 'team-league.json'].map((f) => `examples/${f}`),
    'test/fixtures/league/bmm-klasse-staffel95.csv',
  ].map((f) => [f, readFileSync(new URL(f, root))]),
);

async function run(argv: readonly string[]): Promise<{ code: number; out: string }> {
  const io = memoryIo(files);
  const code = await runCli(argv, io);
  return { code, out: io.stdoutText() };
}

/** Top-level `{ "...` shapes of a text, outside fenced code blocks (those are input examples). */
function shapesIn(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  const out: string[] = [];
  for (let i = prose.indexOf('{ "'); i >= 0; i = prose.indexOf('{ "', i + 1)) {
    let depth = 0;
    let j = i;
    for (; j < prose.length; j++) {
      if (prose[j] === '{') depth++;
      if (prose[j] === '}' && --depth === 0) break;
    }
    out.push(prose.slice(i, j + 1).replace(/`/g, ''));
    i = j;
  }
  return out;
}

type Shape =
  | { kind: 'object'; keys: { names: string[]; optional: boolean; value?: Shape }[] }
  | { kind: 'array'; of?: Shape }
  | { kind: 'value' };

function parseShape(text: string): Shape {
  const tokens = [...text.matchAll(/"[^"]*"|[{}[\]:,?|]|[^\s{}[\]:,?|"]+/g)].map((m) => m[0]);
  let pos = 0;
  const value = (): Shape => {
    const t = tokens[pos];
    let v: Shape;
    if (t === '{') v = object();
    else if (t === '[') {
      pos++;
      const of = tokens[pos] === '{' || tokens[pos] === '[' ? value() : undefined;
      let depth = 1;
      while (pos < tokens.length && depth > 0) {
        if (tokens[pos] === '[') depth++;
        if (tokens[pos] === ']') depth--;
        pos++;
      }
      v = of ? { kind: 'array', of } : { kind: 'array' };
    } else v = { kind: 'value' };
    // prose or `| null` after a value, up to the next key
    let nullable = false;
    for (; pos < tokens.length && ![',', '}', ']'].includes(tokens[pos] ?? ''); pos++)
      if (tokens[pos] === '|' && tokens[pos + 1] === 'null') nullable = true;
    return nullable ? { kind: 'value' } : v;
  };
  const object = (): Shape => {
    pos++; // '{'
    const keys: { names: string[]; optional: boolean; value?: Shape }[] = [];
    while (pos < tokens.length && tokens[pos] !== '}') {
      const names: string[] = [];
      while (tokens[pos]?.startsWith('"')) {
        names.push((tokens[pos++] ?? '').slice(1, -1));
        if (tokens[pos] === '|') pos++;
      }
      const optional = tokens[pos] === '?';
      if (optional) pos++;
      let v: Shape | undefined;
      if (tokens[pos] === ':') {
        pos++;
        v = value();
      } else while (pos < tokens.length && ![',', '}'].includes(tokens[pos] ?? '')) pos++; // prose
      if (names.length > 0) keys.push({ names, optional, ...(v ? { value: v } : {}) });
      if (tokens[pos] === ',') pos++;
    }
    pos++; // '}'
    return { kind: 'object', keys };
  };
  return value();
}

/** Differences between a described shape and a real value, as readable paths. */
function compare(shape: Shape, real: unknown, path: string): string[] {
  if (shape.kind === 'array') {
    if (!Array.isArray(real)) return [`${path}: expected an array`];
    return shape.of ? real.flatMap((x, i) => compare(shape.of as Shape, x, `${path}[${i}]`)) : [];
  }
  if (shape.kind === 'value') return [];
  if (typeof real !== 'object' || real === null || Array.isArray(real))
    return [`${path}: expected an object`];
  if (shape.keys.some((k) => k.names.includes('<code>'))) return [];
  const keys = Object.keys(real);
  const diffs: string[] = [];
  for (const k of keys)
    if (!shape.keys.some((s) => s.names.includes(k))) diffs.push(`${path}.${k}: not described`);
  let last = -1;
  for (const s of shape.keys) {
    const present = s.names.filter((n) => keys.includes(n));
    if (present.length === 0) {
      if (!s.optional && !(s.names.length > 1)) diffs.push(`${path}.${s.names.join('|')}: missing`);
      continue;
    }
    const at = keys.indexOf(present[0] ?? '');
    if (at < last) diffs.push(`${path}.${present[0]}: out of order`);
    last = at;
    if (s.value)
      diffs.push(
        ...compare(s.value, (real as Record<string, unknown>)[present[0] ?? ''], `${path}.${present[0]}`),
      );
  }
  return diffs;
}

const doc = (name: string): string => readFileSync(new URL(`docs/${name}`, root), 'utf8');
const help = async (cmd: string): Promise<string> => (await run([cmd, '--help'])).out;

/** Each shape of a source, with the commands whose output it describes. */
const SOURCES: { source: string; text: () => Promise<string>; runs: string[][][] }[] = [
  {
    source: 'docs/schedules.md',
    text: async () => doc('schedules.md'),
    runs: [
      [
        ['schedule', 'round-robin', '--players', '8', '--json'],
        ['schedule', 'round-robin', '--players', '5', '--start-date', '2018-01-10', '--double', '--json'],
        ['schedule', 'round-robin', '--players', '10', '--varma', '3,4,8;5,7,9', '--json'],
      ],
      [
        ['schedule', 'knockout', '--players', '28', '--json'],
        ['schedule', 'knockout', '--players', '18', '--prequalified', '2', '--json'],
      ],
    ],
  },
  {
    source: 'docs/team-event-json.md',
    text: async () => doc('team-event-json.md'),
    runs: [[['standings', 'examples/team-league.json', '--primary', 'GP', '--json']]],
  },
  {
    source: 'rochade schedule --help',
    text: () => help('schedule'),
    runs: [
      [['schedule', 'round-robin', '--players', '7', '--start-date', '2018-01-10', '--json']],
      [['schedule', 'knockout', '--players', '18', '--prequalified', '2', '--json']],
    ],
  },
  {
    source: 'rochade standings --help',
    text: () => help('standings'),
    runs: [
      [['standings', 'examples/swiss-club-open.trf', '--json']],
      [['standings', 'examples/team-league.json', '--json']],
      [['standings', 'test/fixtures/league/bmm-klasse-staffel95.csv', '--rules', 'berlin', '--json']],
    ],
  },
  {
    source: 'rochade strengths --help',
    text: () => help('strengths'),
    runs: [
      [
        ['strengths', 'examples/club-round-robin.csv', '--model', 'waldstein', '--json'],
        ['strengths', 'examples/club-round-robin.csv', '--model', 'zermelo', '--json'],
      ],
    ],
  },
  {
    source: 'rochade dwz --help',
    text: () => help('dwz'),
    runs: [
      [
        [
          'dwz',
          'estimate',
          '--rating',
          '1712-62',
          '--end-date',
          '2025-05-01',
          '--games',
          '1:1900,0:2100',
          '--json',
        ],
        [
          'dwz',
          'estimate',
          '--rating',
          '1712-62',
          '--end-date',
          '2026-10-01',
          '--games',
          '1:1900,0:2100',
          '--json',
        ],
        [
          'dwz',
          'estimate',
          '--rating',
          'none',
          '--end-date',
          '2025-05-01',
          '--games',
          '1:1900,0:2100',
          '--json',
        ],
      ],
      [
        ['dwz', 'evaluate', 'examples/club-round-robin.csv', '--end-date', '2024-06-30', '--json'],
        ['dwz', 'evaluate', 'examples/swiss-club-open.trf', '--json'],
      ],
      [['dwz', 'convert-2026', '1366-21', '--json']],
    ],
  },
  {
    source: 'rochade elo --help',
    text: () => help('elo'),
    runs: [
      [
        ['elo', 'estimate', '--rating', '1850', '--games', '1:1900,0.5:2000', '--json'],
        [
          'elo',
          'estimate',
          '--rating',
          '1450',
          '--games',
          '0:1900,0:2000',
          '--rating-date',
          '2023-01-01',
          '--json',
        ],
      ],
      [['elo', 'performance', '--games', '1:1900,0.5:2000', '--json']],
    ],
  },
];

describe('JSON shapes in the docs and help texts', () => {
  test.each(SOURCES.map((s) => [s.source, s] as const))('%s: one command per shape', async (_, s) => {
    expect(shapesIn(await s.text()).length).toBe(s.runs.length);
  });

  const cases = SOURCES.flatMap((s) =>
    s.runs.flatMap((argvs, i) => argvs.map((argv) => [s.source, i + 1, argv.join(' '), s, argv] as const)),
  );
  test.each(cases)('%s shape %i describes rochade %s', async (_, i, __, s, argv) => {
    const shape = shapesIn(await s.text())[i - 1] ?? '';
    const { code, out } = await run(argv);
    expect(code).toBe(0);
    expect(compare(parseShape(shape), JSON.parse(out), '$')).toEqual([]);
  });
});
