// `rochade convert TEAMFILE --to league` (cli/leagueFromTeamFile.ts): the league file it writes is
// read by `rochade league`, whose table has the team file's match and board points.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { parseSwt } from '../../core/formats/swt/readSwt.ts';
import { parseTrfTeam } from '../../core/formats/trf/team.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { TWO_TEAM_SWT } from '../support/swtTeamSample.ts';
import { writeSwt } from '../support/swtWriter.ts';

interface Row {
  readonly id: number;
  readonly rank: number;
  readonly matchPoints: number;
  readonly boardPoints: number;
}

async function convertThenLeague(
  files: Record<string, string | Uint8Array>,
  input: string,
  ...opts: string[]
) {
  const io = memoryIo(files);
  const code = await runCli(['convert', input, '--to', 'league', '-o', 'out.json', ...opts], io);
  // A file without dates has no season end for the DWZ: give one.
  const league = await runCli(['league', 'out.json', '--json', '--end-date', '2026-06-30'], io);
  const out = JSON.parse(io.stdoutText()) as { rules: string; standings: Row[]; players: { name: string }[] };
  return { code, league, io, out };
}

describe('convert --to league from a Swiss-Chess team file', () => {
  test('written, read back by rochade league: Rochade 3 MP 2½ BP, Turm 1 MP 1½ (hand count of the two matches)', async () => {
    // Round 1 Rochade 1½ : ½ Turm (2 : 0 MP), round 2 Turm 1 : 1 Rochade (1 : 1).
    const { code, league, io, out } = await convertThenLeague({ 't.swt': writeSwt(TWO_TEAM_SWT) }, 't.swt');
    expect([code, league]).toEqual([0, 0]);
    expect(io.stderrText()).toContain('Wrote the league file out.json: 2 teams, 2 matches of 2 boards');
    expect(out.standings.map((r) => [r.id, r.rank, r.matchPoints, r.boardPoints])).toEqual([
      [1, 1, 3, 2.5],
      [2, 2, 1, 1.5],
    ]);
    expect(out.players.map((p) => p.name)).toEqual(['Meier,Hans', 'Müller,Jörg', 'Schulz,Eva', 'Wagner,Uwe']);
  });

  test('--rules is written into the file; an existing OUT is kept as OUT.bak', async () => {
    const io = memoryIo({ 't.swt': writeSwt(TWO_TEAM_SWT), 'out.json': 'old' });
    expect(
      await runCli(['convert', 't.swt', '--to', 'league', '-o', 'out.json', '--rules', 'hamburg'], io),
    ).toBe(0);
    expect(new TextDecoder().decode(io.written.get('out.json.bak') as Uint8Array)).toBe('old');
    expect(JSON.parse(io.written.get('out.json') as string)).toMatchObject({
      type: 'league',
      rules: 'hamburg',
    });
  });

  test.each([
    [['--to', 'league', '--rules', 'nowhere'], '--rules must be one of'],
    [['--to', 'json', '--rules', 'berlin'], '--rules is for --to league only'],
    [['--to', 'league', '--board-order', 'dwz'], '--board-order must be listed or played'],
    [['--to', 'trf', '--board-order', 'played'], '--board-order is for --to league only'],
  ])('bad options %j: exit 2 with the reason', async (opts, message) => {
    const io = memoryIo({ 't.swt': writeSwt(TWO_TEAM_SWT) });
    expect(await runCli(['convert', 't.swt', ...opts], io)).toBe(2);
    expect(io.stderrText()).toContain(message);
  });

  test('an individual tournament is refused: a league file needs teams', async () => {
    const trf =
      '012 Club\n001    1      A                                 1500                             1.0    1     2 w 1\n001    2      B                                 1500                             0.0    2     1 b 0\n';
    const io = memoryIo({ 'a.trf': trf });
    expect(await runCli(['convert', 'a.trf', '--to', 'league'], io)).toBe(2);
    expect(io.stderrText()).toContain('a.trf is not a team file');
  });
});

test('a team-event JSON (teams, no players) is refused by the loader, naming what reads it', async () => {
  const io = memoryIo({
    't.json': readFileSync(new URL('../../examples/team-league.json', import.meta.url)),
  });
  expect(await runCli(['convert', 't.json', '--to', 'league'], io)).toBe(2);
  expect(io.stderrText()).toContain('t.json is a team event');
});

const SHARED = new URL('../../../shared/formats/', import.meta.url);

describe.skipIf(!existsSync(SHARED))('real team files (../shared/formats)', () => {
  test('SwissTeam.SWT: rochade league shows every team with the MP and BP Swiss-Chess recorded', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('swt/SwissTeam.SWT', SHARED)));
    const parsed = parseSwt(bytes);
    if (!parsed.ok || !parsed.value.team) throw new Error('unreadable sample');
    const { code, league, out } = await convertThenLeague({ 'team.swt': bytes }, 'team.swt');
    expect([code, league]).toEqual([0, 0]);
    const got = out.standings.map((r) => [r.id, r.matchPoints * 2, r.boardPoints * 2]);
    const recorded = parsed.value.team.recorded.map((r) => [r.team, r.matchPoints, r.gamePoints]);
    expect(got.sort((a, b) => a[0]! - b[0]!)).toEqual(recorded.sort((a, b) => a[0]! - b[0]!));
  });

  test('tbs_fideteam_nocolor.trf: BP as its 310 records; each bye 2 MP under the rule set, 1 MP in the file', async () => {
    const text = readFileSync(new URL('trf/tbs_fideteam_nocolor.trf', SHARED), 'utf8');
    const parsed = parseTrfTeam(text);
    if (!parsed.ok) throw new Error('unreadable sample');
    const { code, league, io, out } = await convertThenLeague({ 'team.trf': text }, 'team.trf');
    expect([code, league]).toEqual([0, 0]);
    expect(io.stderrText()).toContain('warning: the file scores a bye 1 match point');
    const byes = (team: number) => parsed.value.event.byes?.filter((b) => b.team === team).length ?? 0;
    const got = out.standings.map((r) => [r.id, r.matchPoints * 2, r.boardPoints * 2]);
    const expected = parsed.value.teams.map((t) => [
      t.team,
      (t.matchPoints ?? 0) + 2 * byes(t.team),
      t.gamePoints,
    ]);
    expect(got.sort((a, b) => a[0]! - b[0]!)).toEqual(expected);
  });
});
