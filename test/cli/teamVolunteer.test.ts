// The team workflow as a club volunteer uses it from the CLI: a Scheveningen club match from
// `tournament new` to the TRF-2026 file, every team of a Swiss-Chess team file registered at once,
// and the mistakes volunteers make (a board left out, a separator too many, a match short of a
// board), each refused with one located line and the file left byte-identical.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { TWO_TEAM_SWT } from '../support/swtTeamSample.ts';
import { writeSwt } from '../support/swtWriter.ts';

const F = 'match.json';
type Io = ReturnType<typeof memoryIo>;

async function run(io: Io, ...argv: string[]) {
  io.out.length = 0;
  io.err.length = 0;
  const code = await runCli(argv, io);
  return { code, out: io.stdoutText(), err: io.stderrText() };
}

const text = (io: Io, path = F): string => {
  const f = io.written.get(path);
  return typeof f === 'string' ? f : f ? new TextDecoder().decode(f) : '';
};

/** Runs a command that must be refused: exit 3 (or 2), one line on stderr, the file unchanged. */
async function refusedUnchanged(io: Io, ...argv: string[]) {
  const before = text(io);
  const r = await run(io, ...argv);
  expect(r.code).not.toBe(0);
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(text(io)).toBe(before);
  return r.err;
}

async function scheveningenMatch(): Promise<Io> {
  const io = memoryIo();
  const made = await run(
    io,
    'tournament',
    'new',
    F,
    '--teams',
    '--name',
    'Vergleichskampf',
    '--system',
    'scheveningen',
    '--boards',
    '4',
  );
  expect(made.code, made.err).toBe(0);
  for (const [team, players] of [
    ['SK Rochade Köln', 'Jürgen Weiß;Björn Müller;Käthe Groß;Uwe Strauß;Heinz Öztürk'],
    ['SV Turm Düsseldorf', 'Anna Schäfer;Peter Krüger;Jörg Bäcker;Sören Maaß'],
  ] as const) {
    const r = await run(io, 'teams', 'add', F, '--team', team, '--players', players);
    expect(r.code, r.err).toBe(0);
  }
  return io;
}

describe('a Scheveningen club match through the CLI', () => {
  test('an odd number of boards is refused before a file is written', async () => {
    const io = memoryIo();
    const r = await run(io, 'tournament', 'new', F, '--teams', '--system', 'scheveningen', '--boards', '5');
    expect(r.code).toBe(2);
    expect(r.err).toContain('scheveningen: 5 boards cannot be laid out (an even number from 2 to 20)');
    expect(io.written.has(F)).toBe(false);
  });

  test('a third team is refused, the file unchanged', async () => {
    const io = await scheveningenMatch();
    const err = await refusedUnchanged(io, 'teams', 'add', F, '--team', 'SG Läufer', '--players', 'A;B;C;D');
    expect(err).toContain(
      '"SG Läufer": scheveningen is played by 2 teams, both already registered; nothing stored',
    );
  });

  test('four rounds by the published table, ranked by game points, the TRF read back alike', async () => {
    const io = await scheveningenMatch();
    const boards: string[] = [];
    for (const [round, results] of [
      [1, '1-0;½-½;0-1;1-0'],
      [2, '1-0;1-0;0-1;0-1'],
      [3, '½-½;½-½;½-½;½-½'],
      [4, '0-1;1-0;1-0;1-0'],
    ] as const) {
      const p = await run(io, 'pair', F);
      expect(p.code, p.err).toBe(0);
      // "    1 W Jürgen Weiß - Anna Schäfer": board, the home team's colour, the two players.
      boards.push(
        p.out
          .split('\n')
          .filter((l) => /^ {4}\d /.test(l))
          .map((l) => l.trim().split(' ')[1])
          .join(''),
      );
      const r = await run(io, 'result', F, '--round', String(round), '--match', '1', results);
      expect(r.code, r.err).toBe(0);
    }
    // The home team's colours of the 4-board table (Wikipedia, "Scheveningen system"):
    // A1-B1 A2-B2 B3-A3 B4-A4 / B2-A1 B1-A2 A3-B4 A4-B3 / A1-B3 A2-B4 B1-A3 B2-A4 / B4-A1 B3-A2 A3-B2 A4-B1.
    expect(boards).toEqual(['WWBB', 'BBWW', 'WWBB', 'BBWW']);
    // Game points by hand: 2½ + 2 + 2 + 3 = 9½ for Rochade, 6½ for Turm; ranked by them.
    const s = await run(io, 'standings', F, '--json');
    expect(s.code, s.err).toBe(0);
    const rows = (JSON.parse(s.out) as { rows: { name: string; gamePoints: number }[] }).rows;
    expect(rows.map((r) => [r.name, r.gamePoints])).toEqual([
      ['SK Rochade Köln', 9.5],
      ['SV Turm Düsseldorf', 6.5],
    ]);
    // The crosstable names board 1's colour from the table: Rochade Black on board 1 in round 2.
    const x = await run(io, 'crosstable', F);
    expect(x.out).toMatch(/SK Rochade Köln\s+2w 2½\s+2b 2\s+2w 2\s+2b 3\s+9½/);
    const trf = await run(io, 'convert', F, '--to', 'trf', '-o', 'match.trf');
    expect(trf.code, trf.err).toBe(0);
    const back = await run(io, 'standings', 'match.trf', '--primary', 'GP', '--json');
    expect(back.code, back.err).toBe(0);
    const backRows = (JSON.parse(back.out) as { rows: { name: string; gamePoints: number }[] }).rows;
    expect(backRows.map((r) => [r.name, r.gamePoints])).toEqual([
      ['SK Rochade Köln', 9.5],
      ['SV Turm Düsseldorf', 6.5],
    ]);
  });
});

describe("a volunteer's mistakes: one located line, the file byte-identical", () => {
  test('a board left out between two names is named as such', async () => {
    const io = await scheveningenMatch();
    const err = await refusedUnchanged(
      io,
      'lineup',
      F,
      '--round',
      '1',
      '--team',
      'Rochade',
      'Weiss;;Gross;Strauss',
    );
    expect(err).toContain('board 2: no player named for SK Rochade Köln (a board left out); nothing stored');
  });

  test('a separator after the last name adds no board; names typed without umlauts', async () => {
    const io = await scheveningenMatch();
    const r = await run(
      io,
      'lineup',
      F,
      '--round',
      '1',
      '--team',
      'Rochade',
      'Weiss;Mueller;Gross;Oeztuerk;',
    );
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(text(io)).lineups).toEqual([
      { round: 1, team: 1, players: ['Jürgen Weiß', 'Björn Müller', 'Käthe Groß', 'Heinz Öztürk'] },
    ]);
  });

  test('a match short of a board is located by round and match', async () => {
    const io = await scheveningenMatch();
    expect((await run(io, 'pair', F)).code).toBe(0);
    const err = await refusedUnchanged(io, 'result', F, '--match', '1', '1-0;½-½;0-1');
    expect(err).toContain('round 1, match 1: 3 board results, expected 4; nothing stored');
  });
});

describe('teams add --from a team file without --team', () => {
  test("registers every team of the file with its players, in the file's order", async () => {
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
    const r = await run(io, 'teams', 'add', F, '--from', 'team.swt');
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(text(io)) as { teams: { name: string; players: { name: string }[] }[] };
    expect(doc.teams.map((t) => [t.name, t.players.map((p) => p.name)])).toEqual([
      ['SC Rochade', ['Meier,Hans', 'Müller,Jörg']],
      ['SK Turm', ['Schulz,Eva', 'Wagner,Uwe']],
    ]);
    // Again: the first team is registered already, nothing of the file is added.
    const err = await refusedUnchanged(io, 'teams', 'add', F, '--from', 'team.swt');
    expect(err).toContain('"SC Rochade" is already registered; nothing stored');
  });
});

describe('a TRF written mid-round', () => {
  test('the match still being played is not yet in the standings read from it', async () => {
    const io = await scheveningenMatch();
    await run(io, 'pair', F);
    await run(io, 'result', F, '--match', '1', '1-0;½-½;0-1;1-0');
    await run(io, 'pair', F);
    await run(io, 'result', F, '--match', '1', '--board', '1', '1-0');
    expect((await run(io, 'convert', F, '--to', 'trf', '-o', 'mid.trf')).code).toBe(0);
    const s = await run(io, 'standings', 'mid.trf', '--primary', 'GP', '--json');
    expect(s.code, s.err).toBe(0);
    // Round 1 only (2½ : 1½); round 2's board 1 waits for the other three.
    const rows = (JSON.parse(s.out) as { rows: { name: string; gamePoints: number }[] }).rows;
    expect(rows.map((r) => r.gamePoints)).toEqual([2.5, 1.5]);
  });
});
