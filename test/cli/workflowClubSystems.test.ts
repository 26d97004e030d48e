// The director's workflow for the Double-Swiss (FIDE C.04.5) and Keizer systems on a tournament file
// in memory: tournament new --system, pair T.json through the registry, match results typed as
// 1½-½ / 1,5:0,5 on game 2, the PAB covering both games of a match.
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

function fileOf(io: Io): Tournament {
  const data = io.written.get('T.json');
  const r = parseTournamentJson(typeof data === 'string' ? data : new TextDecoder().decode(data));
  if (!r.ok) throw new Error('T.json does not parse');
  return r.value;
}

async function field(system: string, players: number): Promise<Io> {
  const io = memoryIo();
  const made = await run(
    io,
    'tournament',
    'new',
    'T.json',
    '--name',
    'Vereinsturnier Fürth',
    '--system',
    system,
    '--rounds',
    '3',
  );
  expect(made.code).toBe(0);
  const names = ['Müller, Jürgen', 'Weiß, Anneliese', 'Groß, Björn', 'Schäfer, Ute', 'Fuß, Lötte'];
  for (let i = 0; i < players; i++)
    expect(
      (await run(io, 'players', 'add', 'T.json', '--name', names[i]!, '--rating', String(2000 - 50 * i)))
        .code,
    ).toBe(0);
  return io;
}

describe('tournament new --system double-swiss', () => {
  test('three matches are six game rounds; the PAB is worth 1½ (C.04.5 1.4)', async () => {
    const said = memoryIo();
    expect(
      (
        await run(
          said,
          'tournament',
          'new',
          'T.json',
          '--name',
          'X',
          '--system',
          'double-swiss',
          '--rounds',
          '3',
        )
      ).out,
    ).toMatch(/^Created T\.json: X, double-swiss, 3 matches \(6 game rounds\)\.\n/);
    const io = await field('double-swiss', 5);
    const t = fileOf(io);
    expect(t.rounds).toBe(6);
    expect(t.pairingSystem).toBe('FIDE_DOUBLESWISS');
    expect(t.pointSystem.pab).toBe(3);
  });

  test('game 1, then game 2 with the colours reversed and the PAB player free; match results on game 2', async () => {
    const io = await field('double-swiss', 5);
    expect((await run(io, 'pair', 'T.json')).code).toBe(0);
    // Round 1: 1-3 and 4-2 by 4.3.1 (odd TPN White), 5 the PAB (3.4.4).
    const r1 = fileOf(io);
    expect(r1.games.map((g) => [g.white, g.black])).toEqual([
      [1, 3],
      [4, 2],
    ]);
    expect(r1.unpaired).toEqual([{ round: 1, player: 5, kind: 'PAB' }]);
    expect((await run(io, 'result', 'T.json', '--board', '1', '1-0')).code).toBe(0);
    expect((await run(io, 'result', 'T.json', '--board', '2', '½-½')).code).toBe(0);
    expect((await run(io, 'pair', 'T.json')).code).toBe(0);
    const r2 = fileOf(io);
    expect(r2.games.filter((g) => g.round === 2).map((g) => [g.white, g.black])).toEqual([
      [3, 1],
      [2, 4],
    ]);
    expect(r2.unpaired).toContainEqual({ round: 2, player: 5, kind: 'free' });
    // Board 1 of game 2: 3 (White here) lost game 1; "½-1½" from 3's side: 3 draws game 2.
    expect((await run(io, 'result', 'T.json', '--board', '1', '½-1½')).code).toBe(0);
    // Board 2: 2 drew game 1; "1,5:0,5" from 2's side: 2 wins game 2.
    expect((await run(io, 'result', 'T.json', '--board', '2', '1,5:0,5')).code).toBe(0);
    const done = fileOf(io);
    expect(done.games.filter((g) => g.round === 2).map((g) => g.result)).toEqual(['1/2-1/2', '1-0']);
  });

  test.each([
    [
      'a match result game 1 rules out',
      '2',
      '2-0',
      /cannot follow game 1 .*read from this board's White, Groß, Björn/,
    ],
    ['a match result with a game ½-0', '2', '1½-0', /enter the two games/],
    [
      'a match result on game 1 before game 2 is paired',
      '1',
      '2-0',
      /game 2 of this match \(round 2\) is not paired yet: enter game 1 alone .* or pair game 2 first with rochade pair T\.json/,
    ],
  ])('%s is refused with the way out', async (_name, round, text, message) => {
    const io = await field('double-swiss', 4);
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    await run(io, 'result', 'T.json', '--board', '2', '1-0');
    if (round === '2') await run(io, 'pair', 'T.json');
    const before = io.written.get('T.json');
    const r = await run(io, 'result', 'T.json', '--round', round, '--board', '1', text);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(io.written.get('T.json')).toBe(before);
  });
});

describe('Double-Swiss: a match entered on game 1 (C.04.5 Preface: two games, colours reversed)', () => {
  // Four players: game 1 is 1-3 and 4-2 (4.3.1), game 2 the same boards reversed.
  async function pairedMatch(): Promise<Io> {
    const io = await field('double-swiss', 4);
    expect((await run(io, 'pair', 'T.json')).code).toBe(0);
    return io;
  }
  const games = (io: Io, round: number): string[] =>
    fileOf(io)
      .games.filter((g) => g.round === round)
      .map((g) => `${g.white}-${g.black} ${g.result}`);

  test('game 2 is paired while game 1 is open; the next match waits for both games', async () => {
    const io = await pairedMatch();
    expect((await run(io, 'pair', 'T.json')).code).toBe(0);
    expect(games(io, 2)).toEqual(['3-1 *', '2-4 *']);
    const before = io.written.get('T.json');
    const r = await run(io, 'pair', 'T.json');
    expect(r.code).toBe(3);
    expect(r.err).toMatch(/round 1 is not finished: no result on board 1 \(Müller, Jürgen - Groß, Björn\)/);
    expect(io.written.get('T.json')).toBe(before);
  });

  test('both games at once, game 1 first, each from its own White: 1-0 ½-½', async () => {
    const io = await pairedMatch();
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'result', 'T.json', '--round', '1', '--board', '1', '1-0', '½-½');
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      'Round 1, board 1: Müller, Jürgen - Groß, Björn 1-0. 1 board still open.\n' +
        'Round 2, board 1: Groß, Björn - Müller, Jürgen ½-½. 1 board still open.\n',
    );
    expect(games(io, 1)).toEqual(['1-3 1-0', '4-2 *']);
    expect(games(io, 2)).toEqual(['3-1 1/2-1/2', '2-4 *']);
    // A forfeit ("-+") keeps its place as game 2.
    expect((await run(io, 'result', 'T.json', '--round', '2', '--board', '2', '0-1', '-+')).code).toBe(0);
    expect(games(io, 1)).toEqual(['1-3 1-0', '4-2 0-1']);
    expect(games(io, 2)).toEqual(['3-1 1/2-1/2', '2-4 -:+']);
  });

  test.each([
    ['2-0 from game 1 White: won both games', '1', '2-0', ['1-3 1-0'], ['3-1 0-1']],
    ['0-2 typed on game 2 from its White (Groß): lost both', '2', '0-2', ['1-3 1-0'], ['3-1 0-1']],
    ['0:2 from game 1 White: lost both', '1', '0:2', ['1-3 0-1'], ['3-1 1-0']],
  ])('a match result that fixes both games: %s', async (_name, round, text, g1, g2) => {
    const io = await pairedMatch();
    await run(io, 'pair', 'T.json');
    expect((await run(io, 'result', 'T.json', '--round', round, '--board', '1', text)).code).toBe(0);
    expect(games(io, 1).slice(0, 1)).toEqual(g1);
    expect(games(io, 2).slice(0, 1)).toEqual(g2);
  });

  test.each([
    [
      '1½-½ with game 1 open does not say which game was drawn',
      true,
      ['1½-½'],
      /"1½-½" does not say which game was won or drawn: enter the two games, game 1 first, .*--board 1 1-0 ½-½\)$/m,
    ],
    [
      'two results before game 2 is paired',
      false,
      ['1-0', '½-½'],
      /game 2 of this match \(round 2\) is not paired yet/,
    ],
    ['a second result that is none', true, ['1-0', 'x'], /"x" is no result/],
  ])('refused, the file unchanged: %s', async (_name, pairGame2, texts, message) => {
    const io = await pairedMatch();
    if (pairGame2) await run(io, 'pair', 'T.json');
    const before = io.written.get('T.json');
    const r = await run(io, 'result', 'T.json', '--round', '1', '--board', '1', ...texts);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(io.written.get('T.json')).toBe(before);
  });

  test('two results in a one-game Swiss are refused', async () => {
    const io = await field('dubov', 4);
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'result', 'T.json', '--board', '1', '1-0', '0-1');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/two results are the two games of a Double-Swiss match/);
  });
});

describe('Double-Swiss match results refused in German with --lang de', () => {
  test.each([
    [
      'a match result on game 1 before game 2 is paired',
      '1',
      '2-0',
      /^rochade result: Partie 2 dieses Wettkampfs \(Runde 2\) ist noch nicht ausgelost: Partie 1 allein eintragen \(1:0/,
    ],
    [
      'a match result game 1 rules out',
      '2',
      '2-0',
      /^rochade result: „2-0“ passt nicht zu Partie 1 .*Groß, Björn/,
    ],
    [
      'a match of 3 points',
      '2',
      '3-0',
      /^rochade result: „3-0“: die beiden Partien eines Wettkampfs ergeben zusammen 2 Punkte$/,
    ],
    [
      'a match result with a game ½-0',
      '2',
      '1½-0',
      /^rochade result: „1½-0“ bräuchte eine Partie mit ½-0 oder 0-0/,
    ],
  ])('%s', async (_name, round, text, message) => {
    const io = await field('double-swiss', 4);
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    await run(io, 'result', 'T.json', '--board', '2', '1-0');
    if (round === '2') await run(io, 'pair', 'T.json');
    const r = await run(io, 'result', 'T.json', '--round', round, '--board', '1', text, '--lang', 'de');
    expect(r.code).toBe(2);
    expect(r.err.trim()).toMatch(message);
  });
});

describe('tournament new --system keizer', () => {
  test('pairs by Keizer rank: 1-2, 3-4, the lowest-ranked gets the bye', async () => {
    const io = await field('keizer', 5);
    expect(fileOf(io).pairingSystem).toBe('KEIZER');
    expect((await run(io, 'pair', 'T.json')).code).toBe(0);
    const t = fileOf(io);
    expect(t.games.map((g) => [g.white, g.black])).toEqual([
      [2, 1],
      [4, 3],
    ]);
    expect(t.unpaired).toEqual([{ round: 1, player: 5, kind: 'PAB' }]);
  });

  test('an unknown system names the choices', async () => {
    const io = memoryIo();
    const r = await run(
      io,
      'tournament',
      'new',
      'T.json',
      '--name',
      'X',
      '--rounds',
      '3',
      '--system',
      'keiser',
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/dubov, burstein, double-swiss, keizer, not "keiser"/);
  });
});

describe('tournament new --system "keizer SETTINGS"', () => {
  test('the club settings are kept after the code', async () => {
    const io = memoryIo();
    const r = await run(
      io,
      'tournament',
      'new',
      'T.json',
      '--name',
      'K',
      '--rounds',
      '9',
      '--system',
      'keizer top=60 repeat=8',
    );
    expect(r.code).toBe(0);
    expect(fileOf(io).pairingSystem).toBe('KEIZER top=60 repeat=8');
  });

  test.each([
    ['keizer top=x', /"top=x": expected a whole number/],
    ['double-swiss top=60', /takes no settings, only keizer does/],
  ])('%s is refused', async (system, message) => {
    const io = memoryIo();
    const r = await run(
      io,
      'tournament',
      'new',
      'T.json',
      '--name',
      'K',
      '--rounds',
      '9',
      '--system',
      system,
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(io.written.has('T.json')).toBe(false);
  });
});

describe('tournament new --system: every player Swiss system of the pairing registry', () => {
  // The TRF-2026 Tournament-Type Code Table's codes (trf-format.md) for the systems it names.
  test.each([
    ['dubov', 'FIDE_DUBOV', 3],
    ['burstein', 'FIDE_BURSTEIN', 3],
    ['double-swiss', 'FIDE_DOUBLESWISS', 6],
    ['dutch', 'FIDE_DUTCH_2025', 3],
    ['swiss', 'FIDE_DUTCH_2025', 3],
    // As volunteers type it.
    ['Dubov', 'FIDE_DUBOV', 3],
  ])('--system %s stores %s and %i game rounds', async (system, code, rounds) => {
    const io = await field(system, 4);
    expect(fileOf(io).pairingSystem).toBe(code);
    expect(fileOf(io).rounds).toBe(rounds);
    const shown = await run(io, 'tournament', 'show', 'T.json', '--json');
    expect(JSON.parse(shown.out).system).toBe(system === 'dutch' ? 'swiss' : system.toLowerCase());
    if (system === 'dubov' || system === 'burstein') {
      const paired = await run(io, 'pair', 'T.json');
      expect(paired.code).toBe(0);
    }
  });

  test('--help lists every player Swiss system of the registry; a team system is refused', async () => {
    const io = memoryIo();
    await run(io, 'tournament', '--help');
    for (const id of ['dubov', 'burstein', 'double-swiss', 'keizer']) expect(io.stdoutText()).toContain(id);
    const team = await run(
      io,
      'tournament',
      'new',
      'T.json',
      '--name',
      'X',
      '--system',
      'teamSwiss',
      '--rounds',
      '5',
    );
    expect(team.code).toBe(2);
    expect(team.err).toContain('not "teamSwiss"');
    const proto = await run(io, 'tournament', 'new', 'T.json', '--name', 'X', '--system', 'toString');
    expect(proto.code).toBe(2);
    expect(io.written.has('T.json')).toBe(false);
  });
});

describe('print and publish name the pairing system', () => {
  test('rochade publish --html: every page of a Dubov tournament names the FIDE Dubov System', async () => {
    const io = await field('dubov', 4);
    expect((await run(io, 'pair', 'T.json')).code).toBe(0);
    expect((await run(io, 'publish', 'T.json', '--html', 'site')).code).toBe(0);
    const pages = [...io.written.entries()].filter(([k]) => k.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    for (const [, page] of pages) expect(String(page)).toContain('FIDE Dubov System');
  });
});
