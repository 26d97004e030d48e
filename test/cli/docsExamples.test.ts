// The `rochade ...` commands of docs/*.md keep working: every command shown in a code block or an
// inline code span is run through runCli on the shipped examples. Usage lines are expanded: every
// optional part once included and once left out, every alternative (`trf|json`, `[--e N | --k N]`)
// once; generic names (FILE, IN.trf, OUT, N ...) become an example file or a sample value.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { COMMANDS } from '../../cli/commands/index.ts';
import { TWO_TEAM_SWT } from '../support/swtTeamSample.ts';
import { writeSwt } from '../support/swtWriter.ts';
import { memoryIo } from '../support/memoryIo.ts';

const root = new URL('../../', import.meta.url);
const docNames = readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md'));
const docs = docNames.map((f) => ({ name: f, text: readFileSync(new URL(`docs/${f}`, root), 'utf8') }));
const exampleFiles = [
  'club-round-robin.csv',
  'swiss-club-open.trf',
  'club-tournament.json',
  'team-league.json',
  'club-players.csv',
  'league-season.json',
  'league-dwz-report.json',
  'team-swiss.trf',
  'scheveningen-match.json',
];
const files: Record<string, string | Uint8Array> = {
  ...Object.fromEntries(
    exampleFiles.map((f) => [`examples/${f}`, readFileSync(new URL(`examples/${f}`, root))]),
  ),
  // `pair -p` needs a round left to pair: the example open (6 of 6 rounds played) planned for 7.
  'examples/swiss-club-open-7-rounds.trf': Buffer.from(
    readFileSync(new URL('examples/swiss-club-open.trf', root), 'latin1')
      .replace(/^142 6$/m, '142 7')
      .replace(/^XXR 6$/m, 'XXR 7'),
    'latin1',
  ),
  // A published league crosstable (test/fixtures/league/README.md) for `LEAGUE.csv`.
  'test/fixtures/league/bmm-klasse-staffel95.csv': readFileSync(
    new URL('test/fixtures/league/bmm-klasse-staffel95.csv', root),
  ),
  // A generator configuration (swiss.md names the keys; `rochade pair --help` lists them).
  'gen.cfg': 'PlayersNumber=12\nRoundsNumber=5\n',
  // A team generator configuration (team-swiss.md).
  'team.cfg': 'TeamsNumber=8\nRoundsNumber=3\n',
  // A Swiss-Chess team file for `TEAMFILE` (written from the published layout).
  'team.swt': writeSwt(TWO_TEAM_SWT),
};

/** Command lines shown in the docs: code blocks (fenced or indented) and inline code spans. */
function docCommands(text: string): string[] {
  const out: string[] = [];
  let fenced = false;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('```')) {
      fenced = !fenced;
      continue;
    }
    if ((fenced || line.startsWith('    ')) && line.trim().startsWith('rochade ')) {
      let cmd = line.trim();
      while (cmd.endsWith('\\')) cmd = `${cmd.slice(0, -1).trim()} ${(lines[++i] ?? '').trim()}`;
      // A usage line may end in a description after two or more spaces.
      out.push(cmd.split(/\s{2,}/)[0] ?? '');
    } else if (!fenced)
      for (const m of line.matchAll(/`(rochade [^`]+)`/g)) if (m[1]?.includes(' ', 8)) out.push(m[1]);
  }
  return out;
}

// --- usage syntax: words, "quoted values", [optional parts], alternatives a|b and [x | y] ---
type Node = { kind: 'word'; id: number; alts: string[] } | { kind: 'opt'; id: number; alts: Node[][] };

function parseUsage(cmd: string): Node[] {
  const tokens = [...cmd.matchAll(/"[^"]*"|\[|\]|(?<=\s)\|(?=\s)|[^\s[\]]+/g)].map((m) => m[0]);
  let pos = 0;
  let id = 0;
  const seq = (): Node[][] => {
    const alts: Node[][] = [[]];
    while (pos < tokens.length && tokens[pos] !== ']') {
      const t = tokens[pos++] ?? '';
      if (t === '|') alts.push([]);
      else if (t === '[') {
        const me = id++;
        const inner = seq();
        pos++; // ']'
        alts.at(-1)?.push({ kind: 'opt', id: me, alts: inner });
      } else alts.at(-1)?.push({ kind: 'word', id: id++, alts: t.startsWith('"') ? [t] : t.split('|') });
    }
    return alts;
  };
  return seq()[0] ?? [];
}

/** Choice per node id: an alternative's index, or -1 to leave an optional part out. */
const expand = (nodes: Node[], choose: (id: number) => number): string[] =>
  nodes.flatMap((n) => {
    const c = choose(n.id);
    if (n.kind === 'word') return [n.alts[Math.max(0, c)] ?? ''];
    return c < 0 ? [] : expand(n.alts[c] ?? [], choose);
  });

/** The variants: everything included, nothing optional, and each other alternative once. */
function variants(cmd: string): string[][] {
  const nodes = parseUsage(cmd);
  const points: { id: number; alts: number }[] = [];
  let optional = false;
  const visit = (ns: Node[]): void => {
    for (const n of ns) {
      if (n.alts.length > 1) points.push({ id: n.id, alts: n.alts.length });
      if (n.kind === 'opt') {
        optional = true;
        n.alts.forEach(visit);
      }
    }
  };
  visit(nodes);
  const out = [expand(nodes, () => 0)];
  if (optional) out.push(expand(nodes, () => -1));
  for (const p of points)
    for (let a = 1; a < p.alts; a++) out.push(expand(nodes, (i) => (i === p.id ? a : 0)));
  return out.map((v) => v.map((w) => w.replace(/^"(.*)"$/, '$1')));
}

/** The example a generic input name stands for, by command (a crosstable for the strengths). */
const inputFor = (argv: readonly string[]): string =>
  argv[0] === 'strengths'
    ? 'examples/club-round-robin.csv'
    : argv[0] === 'league'
      ? 'examples/league-season.json'
      : argv.includes('-p')
        ? 'examples/swiss-club-open-7-rounds.trf'
        : 'examples/swiss-club-open.trf';
const INPUTS = new Set(['FILE', 'IN', 'IN.trf', 'FULL.trf', 'MODEL.trf']);
const OUTPUT_FLAGS = new Set(['-o', '-p', '-l', '--output']);
const VALUES: Record<string, string> = {
  'TEAMS.json': 'examples/team-league.json',
  'TEAMS.trf': 'examples/team-swiss.trf',
  TEAMCONFIG: 'team.cfg',
  'LEAGUE.csv': 'test/fixtures/league/bmm-klasse-staffel95.csv',
  OUT: 'out/result.txt',
  'OUT.trf': 'out/generated.trf',
  CONFIG: 'gen.cfg',
  SEED: '7',
  N: '3',
  FORMAT: 'trf',
  TEAMFILE: 'team.swt',
  'OUT.json': 'examples/league-season.json',
  NAME: 'hamburg',
};

/** The Swiss example in every input format, for `--from FORMAT` (written by `rochade convert`). */
const FORMATS = ['trf', 'json', 'csv', 'tsv', 'text', 'notation'];
beforeAll(async () => {
  for (const f of FORMATS) {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'examples/swiss-club-open.trf', '--to', f], io)).toBe(0);
    files[`converted/swiss-club-open.${f}`] = io.stdoutText();
  }
});

function concrete(argv: string[]): string[] {
  const from = argv[argv.indexOf('--from') + 1];
  return argv.map((w, i) => {
    if (INPUTS.has(w) && argv.includes('--from')) return `converted/swiss-club-open.${from ?? ''}`;
    if (OUTPUT_FLAGS.has(argv[i - 1] ?? '') && /^[A-Z]/.test(w)) return `out/${w.toLowerCase()}`;
    if (INPUTS.has(w)) return inputFor(argv);
    return VALUES[w] ?? w;
  });
}

const shown = docs.flatMap((d) => docCommands(d.text).map((c) => ({ doc: d.name, cmd: c })));
const runs = [
  ...new Map(
    shown.flatMap(({ doc, cmd }) =>
      variants(cmd).map((v) => {
        const argv = concrete(v.slice(1));
        return [argv.join(' '), { doc, argv }] as const;
      }),
    ),
  ).values(),
];

describe('docs commands', () => {
  test('the docs show commands of every area', () => {
    const areas = ['ratings.md', 'schedules.md', 'swiss.md', 'team-event-json.md', 'tiebreaks.md', 'trf.md'];
    expect([...new Set(shown.map((s) => s.doc))]).toEqual(expect.arrayContaining(areas));
    expect(runs.length).toBeGreaterThan(shown.length);
  });

  test.each(runs.map((r) => [r.doc, r.argv.join(' '), r.argv] as const))(
    '%s: rochade %s exits 0 without errors',
    async (_, __, argv) => {
      const io = memoryIo(files);
      const code = await runCli(argv, io);
      expect({ code, stderr: io.stderrText() }).toEqual({
        code: 0,
        stderr: expect.not.stringMatching(/error|unknown|expected/i),
      });
      expect(io.stdoutText().length + io.written.size).toBeGreaterThan(0);
    },
  );

  const docText = (name: string): string => docs.find((d) => d.name === name)?.text ?? '';

  test.each([
    ['tournament-json.md', 'convert', '--to', 'trf'],
    ['team-event-json.md', 'standings', '--json'],
  ])('the JSON document shown in %s is read (rochade %s)', async (name, command, ...rest) => {
    const blocks = [...docText(name).matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      const io = memoryIo({ 'doc.json': block });
      expect(await runCli([command, 'doc.json', ...rest], io)).toBe(0);
      expect(io.stderrText()).not.toMatch(/error|expected/i);
    }
  });

  // schedules.md: "Examples: 28 players → 32, 4 byes; 18 with 2 pre-qualified → 2×3 fictitious, 8 byes; ..."
  const knockoutClaims = [
    ...(/Examples: (.*?)\. First-round/s.exec(docText('schedules.md'))?.[1] ?? '').split(';'),
  ].map((c) => {
    const m =
      /(\d+)(?: players| with (\d+) pre-qualified) → (?:(\d+), )?(?:(\d+)×)?(?:(\d+) fictitious, )?(\d+) byes/.exec(
        c.replace(/\s+/g, ' '),
      );
    return { claim: c.replace(/\s+/g, ' ').trim(), m };
  });
  test.each(knockoutClaims)('schedules.md knockout example: $claim', async ({ m }) => {
    expect(m).not.toBeNull();
    const [, players = '', pre = '0', size, times = '1', fictitious = '0', byes = ''] = m ?? [];
    const io = memoryIo();
    expect(
      await runCli(['schedule', 'knockout', '--players', players, '--prequalified', pre, '--json'], io),
    ).toBe(0);
    const b = JSON.parse(io.stdoutText()) as { bracketSize: number; byes: number; fictitious: number };
    expect({ byes: b.byes, fictitious: b.fictitious }).toEqual({
      byes: Number(byes),
      fictitious: Number(times) * Number(fictitious),
    });
    if (size !== undefined) expect(b.bracketSize).toBe(Number(size));
  });

  test('ratings.md: the Umstufung example gives what the help text says', async () => {
    const example = /rochade dwz convert-2026 (\S+)`/.exec(docText('ratings.md'))?.[1] ?? '';
    const io = memoryIo();
    expect(await runCli(['dwz', 'convert-2026', example], io)).toBe(0);
    const claimed = new RegExp(`${example} → (\\S+)\\)`).exec(await helpOf('dwz'))?.[1];
    expect(claimed).toBeDefined();
    expect(io.stdoutText()).toContain(`${example} → ${claimed ?? ''}`);
  });

  // ratings.md: "Output: W, n, We, E (K for WO2026), Rp, Rn with the new index, Rc, ..." (Rp was
  // missing from the text output).
  test.each(['2025-05-01', '2026-10-01'])(
    'dwz estimate (end %s) prints every value of --json it lists',
    async (end) => {
      const argv = [
        'dwz',
        'estimate',
        '--rating',
        '1712-62',
        '--end-date',
        end,
        '--games',
        '1:1900,0.5:2000,0:2100',
      ];
      const text = memoryIo();
      const json = memoryIo();
      await runCli(argv, text);
      await runCli([...argv, '--json'], json);
      const values = JSON.parse(json.stdoutText()) as Record<string, unknown>;
      for (const key of ['We', 'E', 'K', 'Rp', 'Rc', 'Rh'].filter((k) => values[k] !== undefined))
        expect(text.stdoutText()).toMatch(new RegExp(`\\b${key}\\s+${String(values[key])}\\n`));
      expect(text.stdoutText()).toMatch(
        new RegExp(`\\(Rn\\)\\s+${String(values['Rn'])}-${String(values['indexNew'])}\\n`),
      );
    },
  );

  /** Options named in a text: `--long` and short `-x` words. */
  const optionsIn = (text: string): string[] => [
    ...new Set([...text.matchAll(/(?<![\w-])(--?[a-z][\w-]*)/g)].map((m) => m[1] ?? '')),
  ];
  const helpOf = async (name: string): Promise<string> => {
    const io = memoryIo();
    await runCli([name, '--help'], io);
    return io.stdoutText();
  };

  test.each(shown.map((s) => [s.doc, s.cmd] as const))(
    '%s: every option of "%s" is explained by --help',
    async (_, cmd) => {
      const help = await helpOf(cmd.split(' ')[1] ?? '');
      const missing = optionsIn(cmd).filter((o) => o !== '--help' && !optionsIn(help).includes(o));
      expect(missing).toEqual([]);
    },
  );

  const allDocs = docs.map((d) => d.text).join('\n');
  test('every --option the command docs mention is in some --help', async () => {
    const helps = (await Promise.all(COMMANDS.map((c) => helpOf(c.name)))).join('\n');
    const named = docs
      .filter((d) => d.name !== 'bot.md' && d.name !== 'sheets-addon.md')
      .flatMap((d) => [...d.text.matchAll(/`[^`]*`/g)].flatMap((m) => optionsIn(m[0])))
      .filter((o) => o.startsWith('--') && o !== '--help');
    expect([...new Set(named)].filter((o) => !optionsIn(helps).includes(o))).toEqual([]);
  });
  test.each(COMMANDS.map((c) => [c.name] as const))(
    'every option of rochade %s --help is in the docs',
    async (name) => {
      const missing = optionsIn(await helpOf(name)).filter((o) => !optionsIn(allDocs).includes(o));
      expect(missing).toEqual([]);
    },
  );
});
