// A director recovering from ordinary mistakes on a tournament file in memory: every refusal is
// one line and leaves T.json and T.json.bak byte for byte as they were; pair --undo gives the file
// back as it was before that pair (history aside); edit, remove, late entry, German messages.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import type { Tournament } from '../../core/index.ts';
import { parseTournamentJson } from '../../schemas/tournamentJson.ts';
import { memoryIo } from '../support/memoryIo.ts';

type Io = ReturnType<typeof memoryIo>;

async function run(io: Io, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  io.out.length = 0;
  io.err.length = 0;
  const code = await runCli(argv, io);
  return { code, out: io.stdoutText(), err: io.stderrText() };
}

const text = (io: Io, path: string): string => {
  const d = io.written.get(path);
  return typeof d === 'string' ? d : new TextDecoder().decode(d);
};

function fileOf(io: Io): Tournament {
  const r = parseTournamentJson(text(io, 'T.json'));
  if (!r.ok) throw new Error('T.json does not parse');
  return r.value;
}

/** The file without its history (the last field): what an undo must give back byte for byte. */
const withoutHistory = (s: string): string => s.replace(/,\n {2}"history": \[[\s\S]*$/, '\n}\n');

async function swiss(): Promise<Io> {
  const io = memoryIo();
  await run(io, 'tournament', 'new', 'T.json', '--name', 'Herbstopen', '--rounds', '5');
  for (const [name, rating] of [
    ['Weiß, Jan', '1700'],
    ['Müller, Anna', '2000'],
    ['Straße, Jörg', '1900'],
    ['Özdemir, Can', '1800'],
    ['Schulz, Eva', '1650'],
  ] as const)
    await run(io, 'players', 'add', 'T.json', '--name', name, '--rating', rating, '--club', 'SK Süd');
  await run(io, 'players', 'bye', 'T.json', '--player', 'Weiss', '--round', '1');
  return io;
}

describe('refusals are one line and leave T.json and T.json.bak byte-identical', () => {
  test.each<[string, string[], number, RegExp]>([
    [
      'a result over an entered one',
      ['result', 'T.json', '--board', '1', '0-1'],
      3,
      /already has the result 1-0; to change it: .*--correct 0-1$/,
    ],
    ['removing a player after round 1', ['players', 'remove', 'T.json', '--player', 'Schulz'], 2, /withdraw/],
    [
      'a name nobody has, with the nearest',
      ['players', 'edit', 'T.json', '--player', 'Mulker', '--club', 'X'],
      2,
      /did you mean 1 Müller, Anna\?/,
    ],
    ['a part several names fit', ['players', 'withdraw', 'T.json', '--player', 'an'], 2, /fits \d players/],
    [
      'undo of a round with results',
      ['pair', 'T.json', '--undo'],
      3,
      /round 1 already has 1 result \(board 1 1-0\); --force/,
    ],
    [
      'an unknown option',
      ['players', 'add', 'T.json', '--nme', 'X'],
      2,
      /^rochade players: unknown option --nme; see --help/,
    ],
    ['pairing while round 1 is open', ['pair', 'T.json'], 3, /round 1 is not finished/],
  ])('%s', async (_case, argv, code, message) => {
    const io = await swiss();
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    const before = [text(io, 'T.json'), text(io, 'T.json.bak')];
    const r = await run(io, ...argv);
    expect(r.code).toBe(code);
    expect(r.err.trimEnd().split('\n')).toEqual([expect.stringMatching(message)]);
    expect([text(io, 'T.json'), text(io, 'T.json.bak')]).toEqual(before);
  });
});

describe('rochade pair --undo', () => {
  test('round 1: the file is byte for byte as before that pair, history aside', async () => {
    const io = await swiss();
    const before = text(io, 'T.json');
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'pair', 'T.json', '--undo');
    expect([r.code, r.out]).toEqual([0, 'Round 1 taken back. Next: rochade pair T.json\n']);
    expect(withoutHistory(text(io, 'T.json'))).toBe(withoutHistory(before));
  });

  test('--force takes a round with results back and lists them', async () => {
    const io = await swiss();
    await run(io, 'pair', 'T.json');
    const before = text(io, 'T.json');
    await run(io, 'result', 'T.json', '--board', '2', '½-½');
    const r = await run(io, 'pair', 'T.json', '--undo', '--force');
    expect(r.out).toMatch(/^Round 1 taken back with its results: board 2 ½-½\./);
    await run(io, 'pair', 'T.json');
    expect(fileOf(io).games).toEqual(
      (parseTournamentJson(before) as { ok: true; value: Tournament }).value.games,
    );
  });
});

describe('players edit, remove and late entry; result --correct; history', () => {
  test('edit keeps the DSB ids; remove closes the numbers up before round 1', async () => {
    const io = await swiss();
    const e = await run(
      io,
      'players',
      'edit',
      'T.json',
      '--player',
      'Mueller',
      '--zps',
      'c0327',
      '--member-number',
      '12',
      '--dsb-id',
      '10042317',
    );
    expect(e.out).toBe('Müller, Anna (2): changed --zps, --member-number, --dsb-id.\n');
    expect(fileOf(io).players[1]).toMatchObject({ zps: 'C0327', memberNumber: '12', dsbId: '10042317' });
    const r = await run(io, 'players', 'remove', 'T.json', '--player', 'Strasse');
    expect(r.code).toBe(0);
    expect(fileOf(io).players.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  test('a late entry after round 1: round 1 absent (C.04.2 D), numbers by the initial order (C.04.2 (2026) 2)', async () => {
    const io = await swiss();
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'players', 'add', 'T.json', '--name', 'Spät, Karl', '--rating', '1750');
    expect(r.out).toMatch(
      /^Late entry: Spät, Karl as number 4 \(6 players\); rounds 1-1 missed \(absent, no points\)/,
    );
    expect(fileOf(io).unpaired).toContainEqual({ round: 1, player: 4, kind: 'absent' });
    const list = await run(io, 'players', 'list', 'T.json');
    expect(list.out).toMatch(/ 4 +Spät, Karl .*late entry, from round 2/);
  });

  test('--correct with the next round paired says so; history lists every action', async () => {
    const io = await swiss();
    await run(io, 'pair', 'T.json');
    for (const b of ['1', '2']) await run(io, 'result', 'T.json', '--board', b, '1-0');
    await run(io, 'pair', 'T.json');
    const c = await run(io, 'result', 'T.json', '--round', '1', '--board', '1', '--correct', '0-1');
    expect(c.out).toMatch(/\(corrected from 1-0\).* Round 2 is already paired and stays as it is/);
    const h = await run(io, 'history', 'T.json', '--json');
    expect((JSON.parse(h.out) as { action: string }[]).map((x) => x.action)).toEqual([
      ...Array<string>(5).fill('register'),
      'requestBye',
      'pairRound',
      'recordResult',
      'recordResult',
      'pairRound',
      'correctResult',
    ]);
  });
});

describe('German with --lang de or a German LANG', () => {
  test.each<[string, string[], RegExp]>([
    ['--lang de', ['--lang', 'de'], /hat schon das Ergebnis 1-0; zum Ändern: /],
    ['--lang=de after the command', ['--lang=de'], /hat schon das Ergebnis 1-0/],
  ])('%s', async (_case, lang, message) => {
    const io = await swiss();
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    const r = await run(io, 'result', 'T.json', '--board', '1', '0-1', ...lang);
    expect(r.err).toMatch(message);
  });

  test('LANG=de_DE.UTF-8', async () => {
    const io = await swiss();
    const old = process.env['LANG'];
    const [all, messages] = [process.env['LC_ALL'], process.env['LC_MESSAGES']];
    delete process.env['LC_ALL'];
    delete process.env['LC_MESSAGES'];
    process.env['LANG'] = 'de_DE.UTF-8';
    try {
      const r = await run(io, 'players', 'edit', 'T.json', '--player', 'Mulker', '--club', 'X');
      expect(r.err).toBe('rochade players: Kein Spieler passt zu „Mulker“; gemeint: 2 Müller, Anna?\n');
    } finally {
      if (old === undefined) delete process.env['LANG'];
      else process.env['LANG'] = old;
      if (all !== undefined) process.env['LC_ALL'] = all;
      if (messages !== undefined) process.env['LC_MESSAGES'] = messages;
    }
  });
});
