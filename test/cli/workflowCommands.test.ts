// The workflow commands one by one on a tournament file in memory: tournament new/show, players
// add/withdraw/bye/list, pair T.json (store, refuse), result (spellings, corrections), pairings,
// crosstable, dwz estimate without an end date. German input where a German user types.
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

function fileOf(io: Io, path = 'T.json'): Tournament {
  const data = io.written.get(path);
  const text = typeof data === 'string' ? data : new TextDecoder().decode(data);
  const r = parseTournamentJson(text);
  if (!r.ok) throw new Error(`${path} does not parse`);
  return r.value;
}

/** A new Swiss with four players registered out of rating order. */
async function fourPlayers(): Promise<Io> {
  const io = memoryIo();
  expect((await run(io, 'tournament', 'new', 'T.json', '--name', 'Herbstopen', '--rounds', '3')).code).toBe(
    0,
  );
  for (const [name, rating] of [
    ['Weiß, Jan', '1700'],
    ['Müller, Anna', '2000'],
    ['Özdemir, Can', '1900'],
    ['Schulz, Eva', '1800'],
  ] as const)
    expect((await run(io, 'players', 'add', 'T.json', '--name', name, '--rating', rating)).code).toBe(0);
  return io;
}

describe('rochade tournament new', () => {
  test('German dates and the options a director gives are stored', async () => {
    const io = memoryIo();
    const r = await run(
      io,
      ...[
        'tournament',
        'new',
        'T.json',
        '--name',
        'Vereinsmeisterschaft',
        '--system',
        'swiss',
        '--rounds',
        '7',
      ],
      ...['--start-date', '28.09.2026', '--end-date', '9.11.2026', '--place', 'Weißenburg'],
      ...[
        '--time-control',
        '90/40+30',
        '--tiebreaks',
        'BH/C1,BH,SB',
        '--round-dates',
        '28.09.2026,05.10.2026',
      ],
    );
    expect(r.code).toBe(0);
    expect(fileOf(io)).toMatchObject({
      name: 'Vereinsmeisterschaft',
      kind: 'swiss',
      rounds: 7,
      startDate: '2026-09-28',
      endDate: '2026-11-09',
      city: 'Weißenburg',
      timeControl: '90/40+30',
      tiebreaks: ['BH/C1', 'BH', 'SB'],
      roundDates: ['2026-09-28', '2026-10-05'],
      pairingSystem: 'FIDE_DUTCH_2025',
    });
  });

  test.each([
    ['no rounds for a Swiss', ['--name', 'X'], /--rounds is required/],
    ['a date that is none', ['--name', 'X', '--rounds', '5', '--start-date', '31.02.2026'], /no date/],
    [
      'an unknown system',
      ['--name', 'X', '--rounds', '5', '--system', 'scheveningen'],
      /--system is one of swiss, .*not "scheveningen"/,
    ],
    ['an unknown tiebreak', ['--name', 'X', '--rounds', '5', '--tiebreaks', 'BH,XYZ'], /--tiebreaks/],
    ['no name', ['--rounds', '5'], /--name is required/],
  ])('refused (exit 2): %s', async (_case, options, message) => {
    const io = memoryIo();
    const r = await run(io, 'tournament', 'new', 'T.json', ...options);
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
    expect(io.written.size).toBe(0);
  });

  test('an existing file is not overwritten without --force', async () => {
    const io = memoryIo({ 'T.json': '{}' });
    const r = await run(io, 'tournament', 'new', 'T.json', '--name', 'X', '--rounds', '5');
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(/exists/)]);
  });
});

describe('rochade players', () => {
  test.each([
    ['Mueller, Anna', 'Mueller, Anna (5) reads the same as 2 Müller, Anna'],
    ['Weiss, Jan', 'Weiss, Jan (5) reads the same as 1 Weiß, Jan'],
  ])(
    'add %s beside the same name spelt with umlaut or ß: added, with a note on stderr',
    async (name, note) => {
      const io = await fourPlayers();
      const r = await run(io, 'players', 'add', 'T.json', '--name', name);
      expect(r.code).toBe(0);
      expect(r.err).toContain(note);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    },
  );

  test('add a different name: no note', async () => {
    const io = await fourPlayers();
    expect((await run(io, 'players', 'add', 'T.json', '--name', 'Groß, Björn')).err).toBe('');
  });

  test('add: ratings, DWZ with index, title, club, birth year, sex', async () => {
    const io = memoryIo();
    await run(io, 'tournament', 'new', 'T.json', '--name', 'X', '--rounds', '5');
    const r = await run(
      io,
      ...['players', 'add', 'T.json', '--name', 'Müller, Anna', '--rating', '1850', '--dwz', '1712-62'],
      ...[
        '--fide-id',
        '24611549',
        '--club',
        'SC Weiß-Blau',
        '--birth-year',
        '1987',
        '--title',
        'wfm',
        '--sex',
        'f',
      ],
    );
    expect(r.code).toBe(0);
    expect(fileOf(io).players).toEqual([
      {
        id: 1,
        name: 'Müller, Anna',
        title: 'WFM',
        sex: 'w',
        club: 'SC Weiß-Blau',
        fideId: '24611549',
        birthYear: 1987,
        dwz: { rating: 1712, index: 62 },
        fide: 1850,
      },
    ]);
  });

  test.each([
    ['a duplicate', ['--name', 'müller, anna'], /already registered \(no\. 2 Müller, Anna\)/],
    ['a rating that is none', ['--name', 'Neu', '--rating', '18,5'], /--rating/],
    ['a DWZ that is none', ['--name', 'Neu', '--dwz', '17x'], /--dwz/],
    ['an unknown title', ['--name', 'Neu', '--title', 'GMX'], /--title/],
  ])('add refused (exit 2): %s', async (_case, options, message) => {
    const io = await fourPlayers();
    const r = await run(io, 'players', 'add', 'T.json', ...options);
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
  });

  test('bye ahead (half, zero) and withdraw; list shows them; a bye for a paired round is refused', async () => {
    const io = await fourPlayers();
    expect((await run(io, 'players', 'bye', 'T.json', '--player', 'Özdemir', '--round', '2')).code).toBe(0);
    expect(
      (await run(io, 'players', 'bye', 'T.json', '--player', '4', '--round', '3', '--kind', 'zero')).code,
    ).toBe(0);
    expect(
      (await run(io, 'players', 'withdraw', 'T.json', '--player', 'Weiß', '--after-round', '2')).code,
    ).toBe(0);
    expect(fileOf(io).byeRequests).toEqual([
      { player: 3, round: 2, kind: 'HPB' },
      { player: 4, round: 3, kind: 'ZPB' },
    ]);
    expect(fileOf(io).withdrawals).toEqual([{ player: 1, afterRound: 2 }]);
    const list = await run(io, 'players', 'list', 'T.json');
    expect(list.out).toMatch(/Özdemir, Can.*HPB r2/);
    expect(list.out).toMatch(/Weiß, Jan.*withdrawn after round 2/);
    await run(io, 'pair', 'T.json');
    const late = await run(io, 'players', 'bye', 'T.json', '--player', 'Müller', '--round', '1');
    expect([late.code, late.err]).toEqual([2, expect.stringMatching(/already paired/)]);
  });

  test('an ambiguous part of a name names the candidates', async () => {
    const io = await fourPlayers();
    const r = await run(io, 'players', 'withdraw', 'T.json', '--player', 'l');
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(/fits \d players .*give the start number/)]);
  });
});

describe('rochade pair T.json', () => {
  test('C.04.2: round 1 orders the start list by rating and freezes it; the boards are stored with result *', async () => {
    const io = await fourPlayers();
    const r = await run(io, 'pair', 'T.json', '--json');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/Start list frozen: 4 players numbered by the FIDE initial order/);
    const t = fileOf(io);
    expect(t.startListFrozen).toBe(true);
    expect(t.players.map((p) => [p.id, p.name])).toEqual([
      [1, 'Müller, Anna'],
      [2, 'Özdemir, Can'],
      [3, 'Schulz, Eva'],
      [4, 'Weiß, Jan'],
    ]);
    // C.04.3 round 1: 1-3 and 4-2 (top half against bottom half, colours alternating from White).
    expect(t.games).toEqual([
      { round: 1, white: 1, black: 3, result: '*', board: 1 },
      { round: 1, white: 4, black: 2, result: '*', board: 2 },
    ]);
    expect(JSON.parse(r.out)).toEqual({
      round: 1,
      boards: [
        {
          board: 1,
          white: { id: 1, name: 'Müller, Anna', rating: 2000, points: 0 },
          black: { id: 3, name: 'Schulz, Eva', rating: 1800, points: 0 },
          bye: null,
        },
        {
          board: 2,
          white: { id: 4, name: 'Weiß, Jan', rating: 1700, points: 0 },
          black: { id: 2, name: 'Özdemir, Can', rating: 1900, points: 0 },
          bye: null,
        },
      ],
    });
    expect(io.written.has('T.json.bak')).toBe(true);
    // After round 1 a new player is a late entry (FIDE C.04.2 2026, Initial Order): round 1 missed.
    const late = await run(io, 'players', 'add', 'T.json', '--name', 'Spät, Karl');
    expect([late.code, late.out]).toEqual([
      0,
      expect.stringMatching(/^Late entry: Spät, Karl as number 5 .*rounds 1-1 missed/),
    ]);
  });

  test('refused with exit 3 and one line naming the open board while the round is unfinished', async () => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    const before = io.written.get('T.json');
    const r = await run(io, 'pair', 'T.json');
    expect(r.code).toBe(3);
    expect(r.err.trim().split('\n')).toEqual([
      expect.stringMatching(/round 1 is not finished: no result on board 2 \(Weiß, Jan - Özdemir, Can\)/),
    ]);
    expect(io.written.get('T.json')).toBe(before);
  });

  test('refused with exit 3 for a player without a game (a hand-edited file)', async () => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    const t = fileOf(io);
    const { makeTournamentJson } = await import('../../core/index.ts');
    const edited = makeTournamentJson({
      ...t,
      games: [{ round: 1, white: 1, black: 3, result: '1-0', board: 1 }],
    });
    const io2 = memoryIo({ 'T.json': edited });
    const r = await run(io2, 'pair', 'T.json');
    expect([r.code, r.err]).toEqual([
      3,
      expect.stringMatching(/no game or bye for 2 Özdemir, Can, 4 Weiß, Jan/),
    ]);
  });

  test('a requested bye is kept out of the pairing; after the last round nothing is left to pair', async () => {
    const io = await fourPlayers();
    await run(io, 'players', 'bye', 'T.json', '--player', 'Schulz', '--round', '2');
    for (let round = 1; round <= 3; round++) {
      expect((await run(io, 'pair', 'T.json')).code).toBe(0);
      for (const g of fileOf(io).games.filter((x) => x.round === round))
        expect((await run(io, 'result', 'T.json', '--board', String(g.board), '1-0')).code).toBe(0);
    }
    const t = fileOf(io);
    expect(t.unpaired.filter((u) => u.round === 2)).toEqual(
      expect.arrayContaining([{ round: 2, player: 3, kind: 'HPB' }]),
    );
    expect(t.games.some((g) => g.round === 2 && (g.white === 3 || g.black === 3))).toBe(false);
    const r = await run(io, 'pair', 'T.json');
    expect([r.code, r.err]).toEqual([3, expect.stringMatching(/all 3 rounds are paired/)]);
  });

  test('--initial-color black: number 1 has Black in round 1, the colours alternate down the boards (C.04.3 5.2.5)', async () => {
    const io = memoryIo();
    await run(io, 'tournament', 'new', 'T.json', '--name', 'X', '--rounds', '3', '--initial-color', 'black');
    for (const [name, rating] of [
      ['A', '2000'],
      ['B', '1900'],
      ['C', '1800'],
      ['D', '1700'],
    ] as const)
      await run(io, 'players', 'add', 'T.json', '--name', name, '--rating', rating);
    await run(io, 'pair', 'T.json');
    expect(fileOf(io).games.map((g) => [g.white, g.black])).toEqual([
      [3, 1],
      [2, 4],
    ]);
  });

  test.each([
    ['no players', []],
    ['one player', ['Solo, Hans']],
  ])('refused with %s; the file stays unfrozen', async (_case, names) => {
    const io = memoryIo();
    await run(io, 'tournament', 'new', 'T.json', '--name', 'X', '--rounds', '3');
    for (const name of names) await run(io, 'players', 'add', 'T.json', '--name', name);
    const r = await run(io, 'pair', 'T.json');
    expect([r.code, r.err]).toEqual([3, expect.stringMatching(/to pair; add players first/)]);
    expect(fileOf(io).startListFrozen).toBeUndefined();
  });

  test('the pairing-program interface is unchanged: a .json with -p pairs without storing', async () => {
    const io = await fourPlayers();
    const r = await run(io, 'pair', '--dutch', 'T.json', '-p');
    expect(r.code).toBe(0);
    expect(r.out).toBe('2\n1 3\n4 2\n');
    expect(fileOf(io).games).toEqual([]);
  });
});

describe('rochade result', () => {
  test.each([
    ['1-0', '1-0'],
    ['1:0', '1-0'],
    ['0-1', '0-1'],
    ['½-½', '1/2-1/2'],
    ['1/2-1/2', '1/2-1/2'],
    ['0,5-0,5', '1/2-1/2'],
    ['½:½', '1/2-1/2'],
    ['+-', '+:-'],
    ['-+', '-:+'],
    ['--', '-:-'],
    ['+:-', '+:-'],
  ])('"%s" is stored as %s', async (typed, stored) => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'result', 'T.json', '--round', '1', '--board', '1', typed);
    expect(r.code).toBe(0);
    expect(fileOf(io).games.find((g) => g.board === 1)?.result).toBe(stored);
  });

  test('by player names; a correction is kept with the old and the new result', async () => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    expect((await run(io, 'result', 'T.json', '--white', 'Weiß', '--black', 'Özdemir', '0-1')).code).toBe(0);
    const before = io.written.get('T.json');
    const refused = await run(io, 'result', 'T.json', '--player', 'Özdemir', '½-½');
    expect([refused.code, refused.err.trim().split('\n').length]).toEqual([3, 1]);
    expect(refused.err).toMatch(
      /board 2 \(Weiß, Jan - Özdemir, Can\) already has the result 0-1; to change it: .* --correct ½-½/,
    );
    expect(io.written.get('T.json')).toBe(before);
    const r = await run(io, 'result', 'T.json', '--player', 'Özdemir', '--correct', '½-½');
    expect(r.out).toMatch(/Weiß, Jan - Özdemir, Can ½-½ \(corrected from 0-1\)/);
    const t = fileOf(io);
    expect(t.games.find((g) => g.board === 2)?.result).toBe('1/2-1/2');
    expect(t.resultCorrections).toEqual([
      { round: 1, white: 4, black: 2, from: '0-1', to: '1/2-1/2', at: expect.any(String) },
    ]);
  });

  test.each([
    ['no such board', ['--board', '9', '1-0'], /round 1 has no board 9/],
    ['no such result', ['--board', '1', '2-0'], /"2-0" is no result/],
    [
      'colours the other way round: the players named by name',
      ['--white', 'Özdemir', '--black', 'Weiß', '1-0'],
      /in round 1 Weiß, Jan has White against Özdemir, Can, not the other way round/,
    ],
    [
      'two players who do not meet',
      ['--white', 'Özdemir', '--black', 'Müller', '1-0'],
      /Özdemir, Can and Müller, Anna do not meet in round 1/,
    ],
    ['a round not paired', ['--round', '2', '--board', '1', '1-0'], /--round is a paired round/],
  ])('refused (exit 2): %s', async (_case, options, message) => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'result', 'T.json', ...options);
    expect([r.code, r.err]).toEqual([2, expect.stringMatching(message)]);
  });
});

describe('rochade result --lang de: the refusals a director meets most are German throughout', () => {
  // Four players, round 1 paired: boards 1 and 2. Every English word checked for is one of the
  // English texts these refusals had.
  test.each([
    [
      'no such board',
      ['--board', '9', '1-0'],
      /^rochade result: T\.json: Runde 1 hat kein Brett 9 \(Bretter 1 bis 2\)$/,
    ],
    [
      'no such result',
      ['--board', '1', 'Sieg'],
      /^rochade result: „Sieg“ ist kein Ergebnis; möglich: .*kampflos.*$/,
    ],
  ])('%s', async (_case, options, message) => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'result', 'T.json', ...options, '--lang', 'de');
    expect(r.code).toBe(2);
    expect(r.err.trim()).toMatch(message);
    expect(r.err).not.toMatch(/\b(?:round|board|forfeits?|as well|no result)\b/);
  });

  test('--rating refused in German', async () => {
    const io = await fourPlayers();
    const r = await run(
      io,
      'players',
      'add',
      'T.json',
      '--name',
      'Groß, Björn',
      '--rating',
      'abc',
      '--lang',
      'de',
    );
    expect([r.code, r.err.trim()]).toEqual([
      2,
      'rochade players: --rating ist eine FIDE-Wertungszahl wie 1850, nicht „abc“',
    ]);
  });

  // Every option of `players` a volunteer mistypes is refused in the language asked for.
  test.each([
    ['two files', ['add', 'T.json', 'U.json', '--name', 'X'], 'erwartet genau eine Turnierdatei T.json'],
    ['no --name', ['add', 'T.json'], '--name fehlt („Müller, Anna“)'],
    [
      '--birth-year',
      ['add', 'T.json', '--name', 'X', '--birth-year', '87'],
      '--birth-year ist ein Jahr wie 1987, nicht „87“',
    ],
    ['--title', ['add', 'T.json', '--name', 'X', '--title', 'GMX'], 'nicht „GMX“'],
    ['--sex', ['add', 'T.json', '--name', 'X', '--sex', 'x'], '--sex ist m oder w, nicht „x“'],
    [
      '--fide-id',
      ['add', 'T.json', '--name', 'X', '--fide-id', 'abc'],
      '--fide-id ist die Nummer des FIDE-Profils wie 24611549, nicht „abc“',
    ],
    [
      '--zps',
      ['add', 'T.json', '--name', 'X', '--zps', 'C03'],
      '--zps ist die DSB-Vereinsnummer aus fünf Buchstaben und Ziffern wie C0327, nicht „C03“',
    ],
    [
      '--member-number',
      ['add', 'T.json', '--name', 'X', '--member-number', 'x'],
      '--member-number ist die DSB-Mitgliedsnummer wie 12, nicht „x“',
    ],
    ['--missed', ['add', 'T.json', '--name', 'X', '--missed', 'x'], '--missed ist absent, zero oder half'],
    ['--dwz', ['add', 'T.json', '--name', 'X', '--dwz', 'x'], '--dwz: '],
    [
      'empty --name on edit',
      ['edit', 'T.json', '--player', '1', '--name', ' '],
      '--name darf nicht leer sein',
    ],
    ['edit without a change', ['edit', 'T.json', '--player', '1'], 'nichts zu ändern'],
    [
      'withdraw --after-round',
      ['withdraw', 'T.json', '--player', '1', '--after-round', '9'],
      '--after-round ist eine Runde von 0 bis 3, nicht „9“',
    ],
    ['bye without --round', ['bye', 'T.json', '--player', '1'], '--player NAME|NR und --round R fehlen'],
    [
      'bye --kind',
      ['bye', 'T.json', '--player', '1', '--round', '1', '--kind', 'x'],
      '--kind ist half, zero oder full, nicht „x“',
    ],
    [
      'bye --round',
      ['bye', 'T.json', '--player', '1', '--round', '9'],
      '--round ist eine Runde von 1 bis 3, nicht „9“',
    ],
  ])('players: %s refused in German', async (_case, argv, message) => {
    const io = await fourPlayers();
    const r = await run(io, 'players', ...argv, '--lang', 'de');
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).not.toMatch(/\b(?:is|expected|required|must|nothing|not ")\b/);
  });
});

describe('rochade pairings, crosstable, tournament show', () => {
  test('pairings --json carries the results; the crosstable the chess-results cells', async () => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    await run(io, 'result', 'T.json', '--board', '2', '½-½');
    const p = JSON.parse((await run(io, 'pairings', 'T.json', '--round', '1', '--json')).out);
    expect(p.boards.map((b: { result: string }) => b.result)).toEqual(['1-0', '1/2-1/2']);
    const c = JSON.parse((await run(io, 'crosstable', 'T.json', '--opponent', 'start', '--json')).out);
    // Müller (1) beat Schulz (3) with White; Weiß (4) and Özdemir (2) drew, Weiß White.
    expect(
      c.rows.map((r: { startNo: number; cells: string[]; points: number }) => [r.startNo, r.cells, r.points]),
    ).toEqual([
      [1, ['3w1'], 1],
      [2, ['4b½'], 0.5],
      [4, ['2w½'], 0.5],
      [3, ['1b0'], 0],
    ]);
    const text = (await run(io, 'crosstable', 'T.json')).out;
    expect(text).toMatch(/Rk\s+SNo\s+Name\s+Elo\s+1\s+Pts/);
    const show = JSON.parse((await run(io, 'tournament', 'show', 'T.json', '--json')).out);
    expect(show).toMatchObject({ roundsPaired: 1, currentRoundOpen: 0, players: 4, startListFrozen: true });
  });

  test('pairings text is the report table: ratings beside the names, points before the round, a withdrawn player marked, the legend', async () => {
    const io = await fourPlayers();
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    await run(io, 'result', 'T.json', '--board', '2', '½-½');
    expect(
      (await run(io, 'players', 'withdraw', 'T.json', '--player', 'Schulz', '--after-round', '1')).code,
    ).toBe(0);
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'pairings', 'T.json', '--round', '2');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Herbstopen: round 2 of 3');
    expect(lines[2]).toMatch(/^Bd\s+SNo\s+White\s+Elo\s+Pts\s+Result\s+Pts\s+SNo\s+Black\s+Elo$/);
    // Round 1: Müller (1, 2000) beat Schulz (3), Weiß (4) and Özdemir (2) drew. Round 2: Schulz has
    // withdrawn; of the three left, Müller (1 point) plays one of the ½-point players, one gets the
    // bye; Schulz is listed under the boards, marked.
    // Black's points before the round, start number, name and Elo.
    expect(r.out).toMatch(/ 1\s+1\s+Müller, Anna\s+2000$/m);
    expect(r.out).toMatch(/ 3\s+Schulz, Eva\s+1800\s+0\s+withdrawn$/m);
    expect(r.out).toMatch(/^Elo\s+FIDE rating \(Elo\)$/m);
    // --json keeps its shape (board, white/black with id, name, rating, points, bye, result).
    const j = JSON.parse((await run(io, 'pairings', 'T.json', '--round', '1', '--json')).out);
    expect(j.boards[0]).toEqual({
      board: 1,
      white: { id: 1, name: 'Müller, Anna', rating: 2000, points: 0 },
      black: { id: 3, name: 'Schulz, Eva', rating: 1800, points: 0 },
      bye: null,
      result: '1-0',
    });
  });

  test('players list text is the report start list by start number: Elo and DWZ in columns of their own, the status, the legend', async () => {
    const io = await fourPlayers();
    expect(
      (
        await run(
          io,
          'players',
          'add',
          'T.json',
          '--name',
          'Groß, Jörg',
          '--dwz',
          '1650-12',
          '--club',
          'SK Maßbach',
        )
      ).code,
    ).toBe(0);
    await run(io, 'pair', 'T.json');
    await run(io, 'players', 'withdraw', 'T.json', '--player', 'Schulz', '--after-round', '1');
    const r = await run(io, 'players', 'list', 'T.json');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[2]).toMatch(/^SNo\s+Name\s+Club\s+Elo\s+DWZ\s+Status$/);
    // FIDE initial order (C.04.2): 2000, 1900, 1800, 1700, then the player with a DWZ only.
    expect(lines.slice(3, 8).map((l) => l.trim().split(/\s{2,}/)[1])).toEqual([
      'Müller, Anna',
      'Özdemir, Can',
      'Schulz, Eva',
      'Weiß, Jan',
      'Groß, Jörg',
    ]);
    expect(r.out).toMatch(/ 3\s+Schulz, Eva\s+1800\s+withdrawn after round 1$/m);
    expect(r.out).toMatch(/ 5\s+Groß, Jörg\s+SK Maßbach\s+1650-12$/m);
    expect(r.out).toMatch(/^DWZ\s+German rating \(DWZ\), with its index after the dash$/m);
  });

  test('standings read the workflow file (pending games count nothing, byes their points)', async () => {
    const io = await fourPlayers();
    await run(io, 'players', 'bye', 'T.json', '--player', 'Weiß', '--round', '2');
    await run(io, 'pair', 'T.json');
    await run(io, 'result', 'T.json', '--board', '1', '1-0');
    await run(io, 'result', 'T.json', '--board', '2', '0-1');
    await run(io, 'pair', 'T.json');
    const r = await run(io, 'standings', 'T.json', '--json');
    expect(r.code).toBe(0);
    // Round 1: Müller (1) beat Schulz (3), Özdemir (2) beat Weiß (4). Round 2: Weiß's half-point bye;
    // of the three left, Schulz (the lowest score) gets the pairing-allocated bye (1 point, C.04.3 C5);
    // Müller - Özdemir is pending and counts nothing yet.
    const points = Object.fromEntries(
      JSON.parse(r.out).rows.map((x: { startNo: number; points: number }) => [x.startNo, x.points]),
    );
    expect(points).toEqual({ 1: 1, 2: 1, 3: 1, 4: 0.5 });
  });

  test('a round robin: numbers stay, the Berger table pairs, the matrix shows the results', async () => {
    const io = memoryIo();
    await run(io, 'tournament', 'new', 'R.json', '--name', 'Rundenturnier', '--system', 'round-robin');
    for (const name of ['Müller, Anna', 'Özdemir, Can', 'Weiß, Jan', 'Schulz, Eva'])
      await run(io, 'players', 'add', 'R.json', '--name', name);
    const r1 = await run(io, 'pair', 'R.json', '--json');
    expect(r1.code).toBe(0);
    // FIDE C.05 Annex 1, Berger table for 4 players, round 1: 1-4, 2-3.
    expect(
      JSON.parse(r1.out).boards.map((b: { white: { id: number }; black: { id: number } }) => [
        b.white.id,
        b.black.id,
      ]),
    ).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(fileOf(io, 'R.json')).toMatchObject({ rounds: 3, startListFrozen: true });
    expect(fileOf(io, 'R.json').players[0]?.name).toBe('Müller, Anna');
    await run(io, 'result', 'R.json', '--board', '1', '1-0');
    await run(io, 'result', 'R.json', '--board', '2', '0-1');
    const c = JSON.parse((await run(io, 'crosstable', 'R.json', '--json')).out);
    expect(c.layout).toBe('matrix');
    expect(c.rows[0]).toMatchObject({ startNo: 1, points: 1 });
  });
});

describe('a round robin takes its rounds from the Berger table (C.05 Annex 1)', () => {
  test.each([
    [
      'round-robin',
      /^rochade tournament: --rounds is not taken for a round-robin: the Berger table gives its rounds when round 1 is paired/,
    ],
    [
      'double-round-robin',
      /--rounds is not taken for a double-round-robin: .*, twice over\); leave --rounds out/,
    ],
  ])('tournament new --system %s --rounds is refused, nothing written', async (system, message) => {
    const io = memoryIo();
    const r = await run(
      io,
      'tournament',
      'new',
      'R.json',
      '--name',
      'RR',
      '--system',
      system,
      '--rounds',
      '5',
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(io.written.size).toBe(0);
  });

  test('a file that names other rounds (written before the refusal) is told what the Berger table gives', async () => {
    const io = memoryIo();
    await run(io, 'tournament', 'new', 'R.json', '--name', 'RR', '--system', 'round-robin');
    for (const name of ['Müller, Anna', 'Özdemir, Can', 'Weiß, Jan', 'Schulz, Eva'])
      await run(io, 'players', 'add', 'R.json', '--name', name);
    io.written.set('R.json', JSON.stringify({ ...JSON.parse(String(io.written.get('R.json'))), rounds: 5 }));
    const r = await run(io, 'pair', 'R.json');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/round robin: 3 rounds by the Berger table, not the 5 the file named/);
    expect(fileOf(io, 'R.json').rounds).toBe(3);
  });
});

describe('tournament show in the CLI language (--lang de or a German locale), as every other command', () => {
  test.each([
    [['--lang', 'de'], {}],
    [[], { LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' }],
  ])('German with %j %j', async (flags, env) => {
    const io = await fourPlayers();
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const r = await run(io, 'tournament', 'show', 'T.json', ...flags);
      expect(r.out).toBe(
        'Herbstopen (swiss, 3 Runden)\n' +
          'Spieler:        4\n' +
          'Ausgelost:      0 von 3\n' +
          'Weiter:         rochade pair (ordnet die Startrangliste und legt sie fest)\n',
      );
    } finally {
      process.env = saved;
    }
  });

  test('English otherwise', async () => {
    const io = await fourPlayers();
    const r = await run(io, 'tournament', 'show', 'T.json', '--lang', 'en');
    expect(r.out).toMatch(/^Herbstopen \(swiss, 3 rounds\)\nPlayers: {8}4\nRounds paired: {2}0 of 3\n/);
  });
});

describe('what a volunteer types twice or by option name', () => {
  test('players edit names what changed by its options (--rating, --birth-year), not the file fields', async () => {
    const io = await fourPlayers();
    const r = await run(
      io,
      'players',
      'edit',
      'T.json',
      '--player',
      'Weiß',
      '--rating',
      '1710',
      '--birth-year',
      '1979',
    );
    expect(r.out).toBe('Weiß, Jan (1): changed --birth-year, --rating.\n');
  });

  test('players bye twice for the same round: the second changes nothing, the file stays byte for byte', async () => {
    const io = await fourPlayers();
    await run(io, 'players', 'bye', 'T.json', '--player', 'Weiß', '--round', '2');
    const before = io.written.get('T.json');
    const r = await run(io, 'players', 'bye', 'T.json', '--player', 'Weiß', '--round', '2');
    expect(r.code).toBe(0);
    expect(r.out).toBe('Weiß, Jan (1): half-point bye in round 2 (already requested; nothing changed).\n');
    expect(io.written.get('T.json')).toBe(before);
  });

  test('tournament new speaks German with --lang de, its refusals too', async () => {
    const io = memoryIo();
    const made = await run(
      io,
      'tournament',
      'new',
      'T.json',
      '--name',
      'Herbstopen',
      '--rounds',
      '5',
      '--lang',
      'de',
    );
    expect(made.out).toMatch(/^T\.json angelegt: Herbstopen, swiss, 5 Runden\.\nWeiter: rochade players add/);
    const again = await run(
      io,
      'tournament',
      'new',
      'T.json',
      '--name',
      'Herbstopen',
      '--rounds',
      '5',
      '--lang',
      'de',
    );
    expect(again.err).toBe(
      'rochade tournament: T.json gibt es schon; einen anderen Namen wählen oder mit --force ersetzen (eine Sicherung bleibt)\n',
    );
  });
});

describe('rochade dwz estimate', () => {
  test('without --end-date: today, said on stderr; a German date is read', async () => {
    const io = memoryIo();
    const a = await run(io, 'dwz', 'estimate', '--rating', '1712-62', '--games', '1:1900');
    expect(a.code).toBe(0);
    expect(a.err).toMatch(/no --end-date given; using today, \d{4}-\d{2}-\d{2}/);
    const b = await run(
      io,
      'dwz',
      'estimate',
      '--rating',
      '1712-62',
      '--games',
      '1:1900',
      '--end-date',
      '28.09.2026',
    );
    const c = await run(
      io,
      'dwz',
      'estimate',
      '--rating',
      '1712-62',
      '--games',
      '1:1900',
      '--end-date',
      '2026-09-28',
    );
    expect([b.code, b.out]).toEqual([0, c.out]);
  });
});
