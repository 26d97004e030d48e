// TRF-2026 team files for the Swiss Team system: written and read back as the same event; read as
// the format says (362, 320, 240 and 260 on team numbers); bad input named at its line; real files
// of other projects re-paired (read from ../shared/formats when present).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../../../core/pairing/generator.ts';
import { unwrap } from '../../../../core/result.ts';
import { checkTeamSwiss } from '../../../../core/team/pairing/checker.ts';
import { generateTeamSwiss } from '../../../../core/team/pairing/generator.ts';
import type { TeamSwissTournament } from '../../../../core/team/pairing/model.ts';
import { pairTeamSwissRound } from '../../../../core/team/pairing/swissTeam.ts';
import { teamStates } from '../../../../core/team/pairing/state.ts';
import { makeTeamSwissTrf, parseTeamSwissTrf } from '../../../../core/team/pairing/trf.ts';
import { teams, withRound } from './support.ts';

/** TRF-2026 001 lines carry no table numbers: a round's matches come back in TPN order. */
const tableOrderFree = (t: TeamSwissTournament): TeamSwissTournament => ({
  ...t,
  played: t.played.map((r) => ({ ...r, matches: [...r.matches].sort((a, b) => a.white - b.white) })),
});

describe('round trip: write, read, the same event', () => {
  test.each([3, 11, 12, 13])('generated tournament, seed %i', (seed) => {
    const g = unwrap(
      generateTeamSwiss(
        { TeamsNumber: 7 + seed, BoardsNumber: 3 + (seed % 4), AbsenceRate: 8, ForfeitRate: 12, TeamWin: 3 },
        seededRng(seed),
      ),
    ).tournament;
    for (const eol of ['cr', 'lf'] as const) {
      const back = unwrap(parseTeamSwissTrf(makeTeamSwissTrf(g, { eol })));
      expect(back.warnings).toEqual([]);
      expect(back.tournament).toEqual(tableOrderFree(g));
    }
  });

  test('a reserve in the line-up (a team of 3 players for 2 boards) comes back at his board', () => {
    let t = teams(4, 2);
    t = {
      ...t,
      teams: t.teams.map((x, i) => ({
        ...x,
        players: [...x.players, { id: 101 + i, name: `Ersatz, Gisela ${i}` }],
      })),
    };
    const r = withRound(t, '1-3:2 4-2:1/1').played[0]!;
    t = {
      ...t,
      played: [
        {
          ...r,
          matches: r.matches.map((m, i) =>
            i === 0 ? { ...m, lineup: { white: [1, 101], black: [5, 6] } } : m,
          ),
        },
      ],
    };
    expect(unwrap(parseTeamSwissTrf(makeTeamSwissTrf(t))).tournament).toEqual(tableOrderFree(t));
  });

  test('forbidden pairs, a 320 PAB score and absences announced for the next round survive', () => {
    const t: TeamSwissTournament = {
      ...withRound({ ...teams(5), pabPoints: { match: 2, game: 8 } }, '1-3:4 4-2:2/1', { pab: 5 }),
      forbidden: [[1, 2]],
      requested: [{ round: 2, team: 4, kind: 'Z' }],
    };
    expect(unwrap(parseTeamSwissTrf(makeTeamSwissTrf(t))).tournament).toEqual(t);
  });
});

/**
 * A TRF-2026 team file, checked by hand column by column: 4 teams of 2 boards, round 1 played
 * (1-3 2:0, 4-2 1½:½), a team win worth 3 (362).
 */
const FILE = [
  '012 Mannschafts-Schweizer',
  '001    1      Spieler 1, Jürgen                 1999                             1.0          5 w 1',
  '001    2      Spieler 2, Jürgen                 1998                             1.0          6 b 1',
  '001    3      Spieler 3, Jürgen                 1997                             0.0          7 b 0',
  '001    4      Spieler 4, Jürgen                 1996                             0.5          8 w =',
  '001    5      Spieler 5, Jürgen                 1995                             0.0          1 b 0',
  '001    6      Spieler 6, Jürgen                 1994                             0.0          2 w 0',
  '001    7      Spieler 7, Jürgen                 1993                             1.0          3 w 1',
  '001    8      Spieler 8, Jürgen                 1992                             0.5          4 b =',
  '142 3',
  '152 W',
  '192 FIDE_TEAM_TYPEA_MP_GP',
  '082 4',
  '352 WB',
  '362 TW 3.0   TD 1.0   TL 0.0',
  '310   1 SK Köln-Süd 1                                    3.0    2.0   1     1    2',
  '310   2 SK Köln-Süd 2                                    0.0    0.5   3     3    4',
  '310   3 SK Köln-Süd 3                                    0.0    0.0   4     5    6',
  '310   4 SK Köln-Süd 4                                    3.0    1.5   2     7    8',
].join('\n');
const line = (id: number, cell: string, points: string): [RegExp, string] => [
  new RegExp(`^001 {4}${id} .*$`, 'm'),
  `001    ${id}      Spieler ${id}, Jürgen                 ${2000 - id}                             ${points}       ${cell}`.trimEnd(),
];
const edit = (text: string, ...edits: [RegExp, string][]): string =>
  edits.reduce((t, [re, to]) => t.replace(re, to), text);

describe('read as TRF-2026 says', () => {
  test('362: a team win worth 3 scores 3 (not the default 2)', () => {
    const t = unwrap(parseTeamSwissTrf(FILE)).tournament;
    expect(t.matchPoints).toEqual({ win: 6, draw: 2, loss: 0 });
    expect(teamStates(t, 2).get(1)!.matchPoints).toBe(6);
  });

  test('240: the numbers are teams, not players (team 2 sits out round 2)', () => {
    const t = unwrap(parseTeamSwissTrf(`${FILE}\n240 Z   2    2`)).tournament;
    expect(t.requested).toEqual([{ round: 2, team: 2, kind: 'Z' }]);
    const p = unwrap(pairTeamSwissRound(t));
    expect(p.pab).not.toBe(2);
    expect(p.pairs.some((x) => x.white === 2 || x.black === 2)).toBe(false);
  });

  test('a team in no match, without the PAB or a 240 line, sat the round out (a zero-point bye)', () => {
    const sat = edit(FILE, line(3, '', '0.0'), line(4, '', '0.0'), line(7, '', '0.0'), line(8, '', '0.0'))
      .replace('   0.0    0.5   3     3    4', '                 3     3    4')
      .replace('   3.0    1.5   2     7    8', '                 2     7    8');
    const r = unwrap(parseTeamSwissTrf(sat)).tournament.played[0]!;
    expect(r.matches.map((m) => `${m.white}-${m.black}`)).toEqual(['1-3']);
    expect(r.absent).toEqual([
      { team: 2, kind: 'Z' },
      { team: 4, kind: 'Z' },
    ]);
  });

  // C.04.6 1.4: the PAB scores a drawn match (match and game points) unless the regulations say
  // otherwise; TRF-2026 320 (mandatory for pairing) states it, with the PAB team of every round.
  test('C.04.6 1.4 and TRF-2026 320: the PAB written as a drawn match, the 310 totals following it', () => {
    const t = withRound(teams(3, 2), '1-2:2', { pab: 3 });
    const text = makeTeamSwissTrf(t, { eol: 'lf' });
    // 320: 1.0 match point (a draw, 362 TD) at 5-8, 1.0 game point (half of 2 boards) at 10-13,
    // team 3 at 15-17 for round 1.
    expect(text).toMatch(/^320 {2}1\.0 {2}1\.0 003$/m);
    expect(text).toMatch(/^310 {3}3 SK Köln-Süd 3 +1\.0 +1\.0 /m);
    expect([teamStates(t, 2).get(3)!.matchPoints, teamStates(t, 2).get(3)!.gamePoints]).toEqual([2, 2]);
    expect(text).toMatch(/^001 {4}5 .* 0000 - U$/m);
    // The 320 line states the default: the event read back is the one written.
    expect(unwrap(parseTeamSwissTrf(text)).tournament).toEqual(t);
  });

  test('a file without 320: 310 totals counting the U cells as won games (162: P as W) or as 1.4 says both read', () => {
    const t = withRound(teams(3, 2), '1-2:2', { pab: 3 });
    const text = makeTeamSwissTrf(t, { eol: 'lf' }).replace(/^320 .*\n/m, '');
    const asCells = text.replace(/^(310 {3}3 SK Köln-Süd 3 +1\.0 +)1\.0/m, '$12.0');
    for (const file of [text, asCells]) expect(unwrap(parseTeamSwissTrf(file)).tournament).toEqual(t);
    const neither = text.replace(/^(310 {3}3 SK Köln-Süd 3 +1\.0 +)1\.0/m, '$10.5');
    const r = parseTeamSwissTrf(neither);
    expect(r.ok ? 'read' : [r.error.kind, r.error.line, r.error.column]).toEqual(['pointsMismatch', 18, 62]);
  });

  test('a 320 line sets what the PAB scores', () => {
    const t = withRound(teams(3, 2), '1-2:2', { pab: 3 });
    const text = makeTeamSwissTrf(t, { eol: 'lf' })
      .replace(/^320 .*$/m, '320  2.0  2.0 003')
      .replace(/^(310 {3}3 SK Köln-Süd 3 +)1\.0 +1\.0/m, '$12.0    2.0');
    const back = unwrap(parseTeamSwissTrf(text)).tournament;
    expect(back.pabPoints).toEqual({ match: 4, game: 4 });
    expect(teamStates(back, 2).get(3)!.matchPoints).toBe(4);
  });

  test('320 names the PAB team: read where no U cells do; a 320 team that played is refused at its column', () => {
    const t = withRound(teams(3, 2), '1-2:2', { pab: 3 });
    const text = makeTeamSwissTrf(t, { eol: 'lf' });
    const noCells = text.replace(/ +0000 - U$/gm, '').replace(/^(001 {4}[56] .{75})1\.0/gm, '$10.0');
    expect(unwrap(parseTeamSwissTrf(noCells)).tournament.played[0]!.pab).toBe(3);
    const r = parseTeamSwissTrf(text.replace('320  1.0  1.0 003', '320  1.0  1.0 002'));
    expect(r.ok ? 'read' : [r.error.kind, r.error.line, r.error.column]).toEqual(['badValue', 16, 15]);
  });

  test('330: a match forfeited as a whole is written (with its boards) and read back', () => {
    const t = withRound(teams(4, 2), '1-3:2 4-2:1');
    const forfeited: TeamSwissTournament = {
      ...t,
      played: [
        {
          ...t.played[0]!,
          matches: [t.played[0]!.matches[0]!, { white: 4, black: 2, boards: ['-:+', '-:+'] }],
        },
      ],
    };
    const text = makeTeamSwissTrf(forfeited, { eol: 'lf' });
    // Type at 5-6, round 8-10, white team 12-14, black team 16-18.
    expect(text).toMatch(/^330 -\+ 001 004 002$/m);
    expect(unwrap(parseTeamSwissTrf(text)).tournament).toEqual(tableOrderFree(forfeited));
    // Read from the 330 line alone (the members' cells left blank), the match is the same.
    const only330 = text.replace(/^(001 {4}[3478] .{75}).*$/gm, '$1');
    expect(
      unwrap(parseTeamSwissTrf(only330.replace(/^(310 .{50}).{17}/gm, '$1' + ' '.repeat(17)))).tournament
        .played[0]!.matches,
    ).toContainEqual({ white: 4, black: 2, boards: ['-:+', '-:+'] });
  });

  test('300: a team out of its 310 board order comes back at its boards (without the line it would not)', () => {
    const t = withRound(teams(4, 2), '1-3:1/1 4-2:2');
    // Team 1 fields player 2 on board 1 and player 1 on board 2.
    const swapped: TeamSwissTournament = {
      ...t,
      played: [
        {
          ...t.played[0]!,
          matches: t.played[0]!.matches.map((m, i) =>
            i === 0 ? { ...m, lineup: { white: [2, 1], black: [5, 6] } } : m,
          ),
        },
      ],
    };
    const text = makeTeamSwissTrf(swapped, { eol: 'lf' });
    // Round 5-7, team 9-11, opponent 13-15, players from 17 every 5 columns.
    expect(text).toMatch(/^300 001 001 003 {4}2 {4}1$/m);
    expect(unwrap(parseTeamSwissTrf(text)).tournament).toEqual(tableOrderFree(swapped));
    const without = unwrap(parseTeamSwissTrf(text.replace(/^300 .*\n/m, ''))).tournament;
    expect(without.played[0]!.matches[0]!.boards).not.toEqual(swapped.played[0]!.matches[0]!.boards);
  });
});

describe('bad input: one located line', () => {
  test('the file as written reads (the cases below change one thing each)', () => {
    expect(unwrap(parseTeamSwissTrf(FILE)).tournament.played[0]!.matches).toHaveLength(2);
  });

  test('a line-up with a player of another team: team 1 would play two matches', () => {
    // Board 2 of 1-3 played by team 2's player 4 (against 6); team 1's player 2 against team 4's 8.
    const bad = edit(
      FILE,
      line(2, '   8 b 1', '1.0'),
      line(8, '   2 w 0', '0.0'),
      line(4, '   6 b =', '0.5'),
      line(6, '   4 w =', '0.5'),
    );
    const r = parseTeamSwissTrf(bad);
    expect(r.ok ? 'read' : r.error.kind).toBe('twiceInRound');
    if (!r.ok) expect(r.error.expected).toContain('a line-up with a player of another team');
  });

  test('a board left out of a match', () => {
    const bad = edit(FILE, line(4, '', '0.0'), line(8, '', '0.0'));
    const r = parseTeamSwissTrf(bad);
    expect(r.ok ? 'read' : r.error.kind).toBe('boardsMismatch');
    if (!r.ok) expect(r.error.expected).toContain('a board left out');
  });

  test('a match result that does not add up: the 310 game points', () => {
    const r = parseTeamSwissTrf(FILE.replace('   3.0    2.0   1     1    2', '   3.0    1.5   1     1    2'));
    expect(r.ok ? 'read' : [r.error.kind, r.error.line, r.error.column]).toEqual(['pointsMismatch', 16, 62]);
  });

  test('a 300 line naming a player of another team', () => {
    const r = parseTeamSwissTrf(`${FILE}\n300 001 001 003    2    3`);
    expect(r.ok ? 'read' : [r.error.kind, r.error.line, r.error.column]).toEqual(['badValue', 20, 22]);
  });

  test('a 192 code that is no Swiss Team code', () => {
    const r = parseTeamSwissTrf(FILE.replace('FIDE_TEAM_TYPEA_MP_GP', 'FIDE_TEAM_TYPEC'));
    expect(r.ok ? 'read' : [r.error.kind, r.error.line]).toEqual(['badValue', 12]);
  });
});

const shared = (path: string): string | undefined => {
  const url = new URL(`../../../../../shared/formats/${path}`, import.meta.url);
  return existsSync(url) ? readFileSync(url, 'utf8') : undefined;
};

describe('real team files of other projects', () => {
  const fide = shared('trf/tbs_fideteam_nocolor.trf');
  test.skipIf(!fide)(
    'TieBreakServer fideteam_nocolor.trf (FIDE_TEAM_MP_GP, 9 teams, 7 rounds): every round re-paired as recorded, colours included',
    () => {
      const t = unwrap(parseTeamSwissTrf(fide!)).tournament;
      expect(t.played).toHaveLength(7);
      expect(checkTeamSwiss(t).differing).toEqual([]);
    },
  );

  test.each([
    // bbpPairings' team tests; the pairs its team fork (the witness) makes on them, run 2026-12-07.
    ['other/bbp_team_bye.trf', '1-4 5-2 3-6 PAB 7'],
    ['other/bbp_team_round2.trf', '3-1 4-2'],
    ['other/bbp_team_utf8_names.trf', '1-2 4-3'],
  ])('%s pairs as the witness does: %s', (path, want) => {
    const text = shared(path);
    if (!text) return;
    const p = unwrap(pairTeamSwissRound(unwrap(parseTeamSwissTrf(text)).tournament));
    expect(
      [...p.pairs.map((x) => `${x.white}-${x.black}`), ...(p.pab ? [`PAB ${p.pab}`] : [])].join(' '),
    ).toBe(want);
  });
});
