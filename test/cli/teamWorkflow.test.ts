// A 6-team, 4-board, 5-round team Swiss (C.04.6) played through the CLI on a team tournament file:
// teams registered in board order, line-ups, pairing, board and match results, standings,
// crosstable, and the TRF-2026 team file re-paired identically by `rochade pair --team -c`.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { readFileSync } from 'node:fs';
import { memoryIo } from '../support/memoryIo.ts';
import { TWO_TEAM_SWT } from '../support/swtTeamSample.ts';
import { writeSwt } from '../support/swtWriter.ts';

const F = 'pokal.json';

const TEAMS: readonly (readonly [string, string])[] = [
  [
    'SK Rochade Köln',
    'Jürgen Weiß (2105);Björn Müller (1980);Käthe Groß (1875);Uwe Strauß (1800);Heinz Öztürk (1700)',
  ],
  ['SV Turm Düsseldorf', 'Anna Schäfer (2050);Peter Krüger (1990);Jörg Bäcker (1850);Sören Maaß (1790)'],
  ['SG Läufer Münster', 'Fritz Meißner (2010);Ute Jäger (1950);Günter Voß (1820);Hans Fuß (1760)'],
  ['SC Springer Lübeck', 'Lena Höß (1990);Max Küster (1900);Otto Rüdiger (1810);Ida Böhm (1700)'],
  ['TSV Dame Gießen', 'Eva Löw (1970);Tom Schröder (1880);Rolf Süß (1800);Karl Dür (1650)'],
  ['Schachfreunde Fürth', 'Mia Kühn (1950);Ben Wöhler (1870);Ali Ünal (1790);Nils Grün (1600)'],
];

// Board results per round and match (home team's side), entered as whole matches.
const RESULTS: readonly (readonly string[])[] = [
  ['1-0;½-½;0-1;1-0', '0-1;0-1;½-½;1-0', '1-0;1-0;1-0;½-½'],
  ['½-½;½-½;0-1;1-0', '0-1;1-0;0-1;0-1', '1-0;+:-;1-0;0-1'],
  ['1-0;0-1;½-½;½-½', '½-½;½-½;½-½;0-1', '0-1;1-0;1-0;1-0'],
  ['1-0;1-0;0-1;½-½', '0-1;½-½;½-½;½-½', '½-½;1-0;1-0;0-1'],
  ['0-1;0-1;1-0;½-½', '1-0;½-½;½-½;1-0', '½-½;0-1;½-½;½-½'],
];

const HALF: Readonly<Record<string, readonly [number, number]>> = {
  '1-0': [2, 0],
  '0-1': [0, 2],
  '½-½': [1, 1],
  '+:-': [2, 0],
};

interface FileMatch {
  readonly round: number;
  readonly home: number;
  readonly away: number;
  readonly boards: readonly string[];
}

async function run(io: ReturnType<typeof memoryIo>, ...argv: string[]) {
  io.out.length = 0;
  io.err.length = 0;
  const code = await runCli(argv, io);
  return { code, out: io.stdoutText(), err: io.stderrText() };
}

const fileText = (io: ReturnType<typeof memoryIo>, path = F): string => {
  const f = io.written.get(path);
  return typeof f === 'string' ? f : new TextDecoder().decode(f);
};

async function newCup() {
  const io = memoryIo();
  const made = await run(
    io,
    'tournament',
    'new',
    F,
    '--teams',
    '--name',
    'Vereinspokal Mannschaften 2026',
    '--system',
    'team-swiss',
    '--boards',
    '4',
    '--rounds',
    '5',
  );
  expect(made.code, made.err).toBe(0);
  for (const [team, players] of TEAMS) {
    const r = await run(io, 'teams', 'add', F, '--team', team, '--players', players);
    expect(r.code, r.err).toBe(0);
  }
  return io;
}

describe('a team Swiss through the CLI', () => {
  test('6 teams, 4 boards, 5 rounds: every round paired, results, standings, TRF re-paired by -c', async () => {
    const io = await newCup();
    // Köln fields its reserve on board 4 in round 2 (in board order: Öztürk is registered fifth),
    // team and players named by unique parts, umlauts and ß typed or transcribed.
    const lineup = await run(
      io,
      'lineup',
      F,
      '--round',
      '2',
      '--team',
      'koeln',
      'Weiss;Müller;Groß;Oeztuerk',
    );
    expect(lineup.code, lineup.err).toBe(0);
    for (const [k, round] of RESULTS.entries()) {
      const paired = await run(io, 'pair', F);
      expect(paired.code, paired.err).toBe(0);
      expect(paired.out).toContain(`Round ${k + 1}`);
      for (const [m, boards] of round.entries()) {
        const r = await run(io, 'result', F, '--match', String(m + 1), boards);
        expect(r.code, r.err).toBe(0);
      }
    }
    const doc = JSON.parse(fileText(io)) as { matches: FileMatch[]; lineups: unknown[] };
    expect(doc.matches).toHaveLength(15);
    // C.04.6 1.3 / C.04.1 b: no two teams meet twice; every team plays once a round.
    const met = new Set(doc.matches.map((m) => [m.home, m.away].sort().join('-')));
    expect(met.size).toBe(15);
    for (let r = 1; r <= 5; r++)
      expect(new Set(doc.matches.filter((m) => m.round === r).flatMap((m) => [m.home, m.away])).size).toBe(6);
    expect(doc.lineups).toContainEqual({
      round: 2,
      team: 1,
      players: ['Jürgen Weiß', 'Björn Müller', 'Käthe Groß', 'Heinz Öztürk'],
    });

    // Match points by hand: 2 for a won match, 1 for a draw (C.07 11), from the results typed above.
    const mp = new Map<number, number>();
    for (const [k, round] of RESULTS.entries()) {
      const ms = doc.matches.filter((m) => m.round === k + 1);
      round.forEach((text, i) => {
        const s = text.split(';').reduce((a, r) => [a[0]! + HALF[r]![0], a[1]! + HALF[r]![1]], [0, 0]);
        const [h, a] = s[0]! > s[1]! ? [2, 0] : s[0]! < s[1]! ? [0, 2] : [1, 1];
        mp.set(ms[i]!.home, (mp.get(ms[i]!.home) ?? 0) + h);
        mp.set(ms[i]!.away, (mp.get(ms[i]!.away) ?? 0) + a);
      });
    }
    const standings = await run(io, 'standings', F, '--json');
    expect(standings.code, standings.err).toBe(0);
    const rows = (JSON.parse(standings.out) as { rows: { id: number; matchPoints: number }[] }).rows;
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.matchPoints).toBe(mp.get(row.id));

    const shown = await run(io, 'pairings', F, '--round', '2');
    expect(shown.code, shown.err).toBe(0);
    // Köln fields its reserve on board 4 in round 2; board 4 has Black for the home team (C.04.6 1.6.1).
    expect(shown.out).toMatch(/^ {4}4 [WB] (Heinz Öztürk - |.* - Heinz Öztürk)/m);

    const cross = await run(io, 'crosstable', F);
    expect(cross.code, cross.err).toBe(0);
    expect(cross.out).toContain('Schachfreunde Fürth');
    expect(cross.out).toMatch(/R5/);

    const trf = await run(io, 'convert', F, '--to', 'trf', '-o', 'pokal.trf');
    expect(trf.code, trf.err).toBe(0);
    const text = fileText(io, 'pokal.trf');
    expect(text).toMatch(/^310 +1 SK Rochade Köln/m);
    const check = await run(io, 'pair', '--team', 'pokal.trf', '-c');
    expect(check.code, check.out + check.err).toBe(0);
    expect(check.out).toContain('rounds=5 differing=0');

    const sixth = await run(io, 'pair', F);
    expect(sixth.code).toBe(3);
    expect(sixth.err).toContain('all 5 rounds are paired');
  });

  test('C.04.6 1.4: the PAB of 5 teams scores a drawn match in the standings and in the TRF written (320)', async () => {
    const io = memoryIo();
    await run(
      io,
      'tournament',
      'new',
      F,
      '--teams',
      '--name',
      'Pokal',
      '--system',
      'team-swiss',
      '--boards',
      '4',
      '--rounds',
      '3',
    );
    for (const [team, players] of TEAMS.slice(0, 5))
      await run(io, 'teams', 'add', F, '--team', team, '--players', players);
    expect((await run(io, 'pair', F)).code).toBe(0);
    expect((await run(io, 'result', F, '--match', '1', '1-0;1-0;½-½;0-1')).code).toBe(0);
    expect((await run(io, 'result', F, '--match', '2', '+:-;+:-;+:-;+:-')).code).toBe(0);
    const doc = JSON.parse(fileText(io)) as { byes: { round: number; team: number }[] };
    expect(doc.byes).toHaveLength(1);
    const pab = doc.byes[0]!.team;
    type Rows = { rows: { id: number; name: string; matchPoints: number; gamePoints: number }[] };
    const fromJson = JSON.parse((await run(io, 'standings', F, '--json')).out) as Rows;
    // A drawn match: 1 match point (TD), 2 of 4 game points.
    expect(fromJson.rows.find((r) => r.id === pab)).toMatchObject({ matchPoints: 1, gamePoints: 2 });
    // The crosstable's game points are the standings' (the bye's 2 included).
    const cross = (await run(io, 'crosstable', F)).out;
    expect(cross).toMatch(new RegExp(`^${pab} +\\S.* bye +2$`, 'm'));
    expect((await run(io, 'convert', F, '--to', 'trf', '-o', 'pokal.trf')).code).toBe(0);
    const trf = fileText(io, 'pokal.trf');
    expect(trf).toContain(`\r320  1.0  2.0 00${pab}\r`);
    // A match forfeited as a whole: TRF-2026 330 (type, round, white team, black team).
    expect(trf).toMatch(/\r330 \+- 001 00\d 00\d\r/);
    const fromTrf = JSON.parse((await run(io, 'standings', 'pokal.trf', '--json')).out) as Rows;
    for (const row of fromJson.rows)
      expect(fromTrf.rows.find((r) => r.name === row.name)).toMatchObject({
        matchPoints: row.matchPoints,
        gamePoints: row.gamePoints,
      });
    expect((await run(io, 'pair', '--team', 'pokal.trf', '-c')).code).toBe(0);
  });

  test('--match-points 3,1,0: a won match scores 3 in the standings, in the TRF (362 TW 3.0) and read back', async () => {
    const io = memoryIo();
    const made = await run(
      io,
      'tournament',
      'new',
      F,
      '--teams',
      '--system',
      'team-swiss',
      '--boards',
      '4',
      '--rounds',
      '3',
      '--match-points',
      '3,1,0',
    );
    expect(made.code, made.err).toBe(0);
    for (const [team, players] of TEAMS.slice(1, 5))
      await run(io, 'teams', 'add', F, '--team', team, '--players', players);
    expect((await run(io, 'pair', F)).code).toBe(0);
    expect((await run(io, 'result', F, '--match', '1', '1-0;1-0;½-½;0-1')).code).toBe(0);
    expect((await run(io, 'result', F, '--match', '2', '½-½;½-½;½-½;½-½')).code).toBe(0);
    type Rows = { rows: { name: string; matchPoints: number }[] };
    const mp = (out: string) => (JSON.parse(out) as Rows).rows.map((r) => [r.name, r.matchPoints]).sort();
    const fromJson = mp((await run(io, 'standings', F, '--json')).out);
    // By hand: the winner of match 1 (2½:1½) 3, its opponent 0, the drawn match 1 each.
    expect(fromJson.map((r) => r[1]).sort()).toEqual([0, 1, 1, 3]);
    expect((await run(io, 'convert', F, '--to', 'trf', '-o', 'pokal.trf')).code).toBe(0);
    expect(fileText(io, 'pokal.trf')).toContain('\r362 TW 3.0   TD 1.0   TL 0.0\r');
    expect(mp((await run(io, 'standings', 'pokal.trf', '--json')).out)).toEqual(fromJson);
  });

  // Each mistake: one located line, exit 3 (or 2 for a malformed option), the file byte-identical.
  const REFUSALS: readonly (readonly [string, readonly string[], string])[] = [
    [
      'a team registered twice',
      ['teams', 'add', F, '--team', 'sk rochade köln', '--players', 'A;B;C;D'],
      'already registered',
    ],
    [
      'too few players for the boards',
      ['teams', 'add', F, '--team', 'Neu', '--players', 'A;B;C'],
      '3 players registered, 4 boards',
    ],
    [
      'a player of another team registered',
      ['teams', 'add', F, '--team', 'Neu', '--players', 'A;B;C;Anna Schäfer'],
      'already registered for SV Turm Düsseldorf',
    ],
    [
      'a line-up out of board order',
      [
        'lineup',
        F,
        '--round',
        '2',
        '--team',
        'SK Rochade Köln',
        'Jürgen Weiß;Käthe Groß;Björn Müller;Uwe Strauß',
      ],
      'board 3: Björn Müller comes before Käthe Groß',
    ],
    [
      'a line-up with a player of another team',
      [
        'lineup',
        F,
        '--round',
        '2',
        '--team',
        'SK Rochade Köln',
        'Jürgen Weiß;Björn Müller;Anna Schäfer;Uwe Strauß',
      ],
      'board 3: Anna Schäfer is registered for SV Turm Düsseldorf',
    ],
    [
      'a line-up with a board left out',
      ['lineup', F, '--round', '2', '--team', 'SK Rochade Köln', 'Jürgen Weiß;Björn Müller;Uwe Strauß'],
      '3 players in the line-up, expected 4',
    ],
    [
      'a line-up for an unknown team',
      ['lineup', F, '--round', '2', '--team', 'SK Rochadx', 'A;B;C;D'],
      'no team "SK Rochadx"',
    ],
    [
      'a line-up for a part of two team names',
      ['lineup', F, '--round', '2', '--team', 'er', 'A;B;C;D'],
      '"er" fits several teams: SG Läufer Münster, SC Springer Lübeck',
    ],
    [
      'a line-up with a part of two players of the team',
      ['lineup', F, '--round', '2', '--team', 'Köln', 'Weiß;Müller;Groß;ü'],
      'board 4: "ü" fits several players of SK Rochade Köln',
    ],
    [
      'a board that does not exist',
      ['result', F, '--match', '1', '--board', '5', '1-0'],
      'there is no board 5 (1 to 4)',
    ],
    [
      'a match that does not exist',
      ['result', F, '--match', '4', '--board', '1', '1-0'],
      'round 1 has no match 4 (1 to 3)',
    ],
    [
      'a board with a result',
      ['result', F, '--match', '1', '--board', '1', '0-1'],
      'round 1, match 1, board 1: 1-0 is already entered',
    ],
    [
      'a match result that does not add up',
      ['result', F, '--match', '2', '1-0;½-½;0-1;1-0', '--score', '3-1'],
      'the boards add up to 2½:1½, not 3:1',
    ],
    ['pairing with a board open', ['pair', F], 'round 1, match 1, board 2: the result is still missing'],
  ];

  test.each(REFUSALS)('refused, file unchanged: %s', async (_, argv, message) => {
    const io = await newCup();
    expect((await run(io, 'pair', F)).code).toBe(0);
    expect((await run(io, 'result', F, '--match', '1', '--board', '1', '1-0')).code).toBe(0);
    const before = fileText(io);
    const r = await run(io, ...argv);
    expect(r.code).toBe(3);
    expect(r.err).toContain(message);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(fileText(io)).toBe(before);
  });

  test('a drawn board is echoed as ½-½, as the director typed it (not the file form 1/2-1/2)', async () => {
    const io = await newCup();
    await run(io, 'pair', F);
    const r = await run(io, 'result', F, '--match', '1', '--board', '2', '½:½');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/ \* ½-½ \* \* \(open\)\n$/);
  });

  test('--correct changes a board with a result', async () => {
    const io = await newCup();
    await run(io, 'pair', F);
    await run(io, 'result', F, '--match', '1', '--board', '1', '1-0');
    const r = await run(io, 'result', F, '--match', '1', '--board', '1', '0-1', '--correct');
    expect(r.code, r.err).toBe(0);
    expect((JSON.parse(fileText(io)) as { matches: FileMatch[] }).matches[0]!.boards[0]).toBe('0-1');
  });
});

describe('a team round robin and team lists from files', () => {
  test('3 teams: the Berger table of C.05 Annex 1 (1-3 free 2; 3-2 free 1; 2-1 free 3 in the 4-table), no late team', async () => {
    const io = memoryIo();
    await run(
      io,
      'tournament',
      'new',
      'liga.json',
      '--teams',
      '--system',
      'team-round-robin',
      '--boards',
      '2',
    );
    for (const team of ['SK Weißenburg', 'SV Höchstadt', 'TSG Fürth'])
      expect(
        (await run(io, 'teams', 'add', 'liga.json', '--team', team, '--players', `A ${team};B ${team}`)).code,
      ).toBe(0);
    const pairs: string[] = [];
    for (let r = 1; r <= 3; r++) {
      const p = await run(io, 'pair', 'liga.json');
      expect(p.code, p.err).toBe(0);
      pairs.push(/Match 1: (.*)/.exec(p.out)?.[1] ?? '', /free: (.*)/.exec(p.out)?.[1] ?? '');
      expect((await run(io, 'result', 'liga.json', '--match', '1', '1-0;½-½')).code).toBe(0);
    }
    // Berger table for 4 (team 4 free): round 1 1-4, 2-3; round 2 4-3, 1-2; round 3 2-4, 3-1.
    expect(pairs).toEqual([
      'SV Höchstadt - TSG Fürth',
      'SK Weißenburg',
      'SK Weißenburg - SV Höchstadt',
      'TSG Fürth',
      'TSG Fürth - SK Weißenburg',
      'SV Höchstadt',
    ]);
    const done = await run(io, 'pair', 'liga.json');
    expect(done.err).toContain('all 3 rounds are paired');
    const late = await run(io, 'teams', 'add', 'liga.json', '--team', 'Neu', '--players', 'a;b');
    expect(late.err).toContain('a round robin or Scheveningen takes no team once round 1 is paired');
  });

  test("--from a Swiss-Chess team file takes the team in the file's board order and spelling", async () => {
    const io = memoryIo({ 'team.swt': writeSwt(TWO_TEAM_SWT) });
    await run(
      io,
      'tournament',
      'new',
      F,
      '--teams',
      '--system',
      'team-swiss',
      '--boards',
      '2',
      '--rounds',
      '3',
    );
    const r = await run(io, 'teams', 'add', F, '--team', 'sc rochade', '--from', 'team.swt');
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(fileText(io)) as { teams: { name: string; players: { name: string }[] }[] };
    expect(doc.teams[0]).toMatchObject({
      name: 'SC Rochade',
      players: [{ name: 'Meier,Hans' }, { name: 'Müller,Jörg' }],
    });
    const missing = await run(io, 'teams', 'add', F, '--team', 'SV Nord', '--from', 'team.swt');
    expect(missing.err).toContain('no team "SV Nord" (teams in the file: SC Rochade, SK Turm)');
  });

  test('--from a DSB player list takes its rows in order', async () => {
    const csv = readFileSync(new URL('../../examples/club-players.csv', import.meta.url));
    const io = memoryIo({ 'spieler.csv': csv });
    await run(
      io,
      'tournament',
      'new',
      F,
      '--teams',
      '--system',
      'team-swiss',
      '--boards',
      '2',
      '--rounds',
      '3',
    );
    const r = await run(io, 'teams', 'add', F, '--team', 'SK Weißenburg', '--from', 'spieler.csv');
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(fileText(io)) as { teams: { players: { name: string; rating?: number }[] }[] };
    // The list's first row: "Müller,Jürgen" (read as Müller, Jürgen), FIDE-Elo 2245 (the rating the TRF writes).
    expect(doc.teams[0]?.players[0]).toEqual({ name: 'Müller, Jürgen', rating: 2245, fideId: '4611970' });
  });

  test('--lang de: the crosstable reads in German', async () => {
    const io = await newCup();
    expect((await run(io, 'pair', F)).code).toBe(0);
    expect((await run(io, 'result', F, '--match', '1', '1-0;½-½;0-1;1-0')).code).toBe(0);
    const r = await run(io, '--lang', 'de', 'crosstable', F);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      'Vereinspokal Mannschaften 2026: Kreuztabelle nach Runde 1 (Gegner, w/s = Brett 1 Weiß/Schwarz, Brettpunkte)',
    );
    expect(r.out).toMatch(/^Nr +Mannschaft +R1 +BP$/m);
    // Match 1 by hand: 1 + ½ + 0 + 1 = 2½ for the home team, 1½ for the away team (Black on board 1).
    expect(r.out).toMatch(/ \d+s 1½ +1½$/m);
    expect(r.out).not.toMatch(/crosstable|game points/);
  });

  test('--lang de: every step of a team round reads in German', async () => {
    const io = memoryIo();
    const de = (...argv: string[]) => run(io, '--lang', 'de', ...argv);
    const made = await de(
      'tournament',
      'new',
      F,
      '--teams',
      '--name',
      'Pokal',
      '--system',
      'team-swiss',
      '--boards',
      '2',
      '--rounds',
      '3',
    );
    expect(made.out).toBe(
      `${F}: Pokal, team-swiss, 2 Bretter. Weiter: rochade teams add ${F} --team NAME --players "A;B"\n`,
    );
    expect((await de('teams', 'add', F, '--team', 'SK Weiß', '--players', 'Groß;Schäfer')).out).toBe(
      '1. SK Weiß: 2 Spieler, Brett 1 Groß\n',
    );
    await de('teams', 'add', F, '--team', 'SV Turm', '--players', 'Maaß;Höß');
    expect((await de('lineup', F, '--round', '1', '--team', 'weiss', 'Gross;Schafer')).out).toBe(
      'Runde 1, SK Weiß: 2 Bretter aufgestellt\n',
    );
    const paired = (await de('pair', F)).out;
    expect(paired).toMatch(/^Runde 1\n {2}Kampf 1: .*\n {4}1 [WS] .*\n {4}2 [WS] /);
    const r = await de('result', F, '--match', '1', '1-0;½-½');
    expect(r.out).toMatch(/^Runde 1, Kampf 1: .* 1-0 ½-½ 1½:½\n$/);
  });

  test.each([
    ['teams add without --team', ['teams', 'add', F, '--players', 'A;B;C;D'], '--team NAME fehlt'],
    [
      'teams add without players',
      ['teams', 'add', F, '--team', 'Neu'],
      'die Spieler in Brettreihenfolge angeben',
    ],
    ['lineup without --round', ['lineup', F, '--team', 'Köln', 'A;B;C;D'], '--round R fehlt'],
    ['a board result mistyped', ['result', F, '--match', '1', '--board', '1', 'x'], '„x“ ist kein Ergebnis'],
    [
      'a match result mistyped',
      ['result', F, '--match', '1', '1-0;x;0-1;1-0'],
      'Brett 2: „x“ ist kein Ergebnis',
    ],
    [
      'a score mistyped',
      ['result', F, '--match', '1', '1-0;1-0;0-1;1-0', '--score', 'x'],
      '--score: „x“ ist kein Mannschaftsergebnis',
    ],
  ])('--lang de: %s refused in German', async (_, argv, message) => {
    const io = await newCup();
    expect((await run(io, 'pair', F)).code).toBe(0);
    const r = await run(io, '--lang', 'de', ...argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  test('--lang de: the refusal in German', async () => {
    const io = await newCup();
    const r = await run(
      io,
      '--lang',
      'de',
      'lineup',
      F,
      '--round',
      '1',
      '--team',
      'SK Rochade Köln',
      'Jürgen Weiß;Björn Müller;Anna Schäfer;Uwe Strauß',
    );
    expect(r.err).toContain(
      'Brett 3: Anna Schäfer ist für SV Turm Düsseldorf gemeldet, nicht für SK Rochade Köln; nichts gespeichert',
    );
  });
});
