// The league file (docs/leagues.md, "League file with players"): the example reads; broken files are
// located errors naming the JSON path, never a throw.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  looksLikeLeagueFileJson,
  makeLeagueFileJson,
  parseLeagueFileJson,
} from '../../schemas/leagueFile.ts';

const text = readFileSync(new URL('../../examples/league-season.json', import.meta.url), 'utf8');
const doc = JSON.parse(text) as {
  teams: { players: { id: string; dwz?: string }[] }[];
  matches: { home: number; away: number; round: number; boards: unknown[] }[];
};
const edited = (f: (d: typeof doc) => void): string => {
  const d = structuredClone(doc);
  f(d);
  return JSON.stringify(d);
};

describe('league file', () => {
  test('the example: 4 teams of 5 registered players, 6 matches, DWZ with index', () => {
    expect(looksLikeLeagueFileJson(text)).toBe(true);
    const r = parseLeagueFileJson(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.teams.map((t) => t.players.length)).toEqual([5, 5, 5, 5]);
    expect(r.value.matches).toHaveLength(6);
    expect(r.value.teams[0]?.players[0]).toEqual({
      id: 'r1',
      name: 'Anna Albers',
      dwz: { rating: 1912, index: 41 },
    });
    expect(r.value.rules).toBe('schleswig-holstein');
  });

  test.each([
    [
      'a player id used twice',
      edited((d) => {
        const p = d.teams[1]?.players[0];
        if (p) p.id = 'r1';
      }),
      /teams\[1\]\.players\[0\]\.id/,
    ],
    [
      'a DWZ that is not one',
      edited((d) => {
        const p = d.teams[0]?.players[0];
        if (p) p.dwz = '19x2';
      }),
      /teams\[0\]\.players\[0\]\.dwz/,
    ],
    ['three boards in a 4-board league', edited((d) => d.matches[0]?.boards.pop()), /matches\[0\]\.boards/],
    [
      'a team playing twice in a round',
      edited((d) => {
        const m = d.matches[1];
        if (m) m.home = 1;
      }),
      /matches\[1\]\.home/,
    ],
    [
      'a bye for a team playing in that round',
      edited((d) => Object.assign(d, { byes: [{ round: d.matches[0]?.round, team: d.matches[0]?.home }] })),
      /byes\[0\]\.team/,
    ],
    [
      'a bye after the last round',
      edited((d) => Object.assign(d, { byes: [{ round: 99, team: 1 }] })),
      /byes\[0\]\.round/,
    ],
    [
      'more round dates than rounds (the DWZ report fields)',
      edited((d) =>
        Object.assign(d, { roundDates: ['2026-01-10', '2026-01-17', '2026-01-24', '2026-01-31'] }),
      ),
      /roundDates 4 dates at most 3 dates/,
    ],
    [
      'a ZPS club number that is not one',
      edited((d) => Object.assign(d.teams[0]?.players[0] ?? {}, { zps: 'C03' })),
      /teams\[0\]\.players\[0\]\.zps/,
    ],
    [
      'an unknown result',
      text.replace('"result": "1-0"', '"result": "1:0"'),
      /matches\[0\]\.boards\[1\]\.result/,
    ],
  ])('%s is a located error', (_, input, where) => {
    const r = parseLeagueFileJson(input);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(`${r.error.path ?? ''} ${r.error.found ?? ''} ${r.error.expected ?? ''}`).toMatch(where);
  });

  test('byes: read, and written back by makeLeagueFileJson (a round trip)', () => {
    // The example has 4 teams and 6 matches in 3 rounds (two a round): a bye would be a team
    // without a match, so a fifth team is added for it.
    const withBye = edited((d) =>
      Object.assign(d, {
        teams: [...d.teams, { id: 5, name: 'Spielfrei-Test', players: [] }],
        byes: [{ round: 1, team: 5 }],
      }),
    );
    const r = parseLeagueFileJson(withBye);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.byes).toEqual([{ round: 1, team: 5 }]);
    const back = parseLeagueFileJson(makeLeagueFileJson(r.value));
    expect(back).toEqual(r);
  });

  test('the DWZ report fields: place, time control, dates, ZPS, member number and FIDE id are read', () => {
    const r = parseLeagueFileJson(
      edited((d) => {
        Object.assign(d, {
          city: 'Kiel',
          timeControl: '90/40+30',
          startDate: '2025-10-05',
          roundDates: ['2025-10-05'],
        });
        Object.assign(d.teams[0]?.players[0] ?? {}, { zps: 'c0327', memberNumber: '12', fideId: '4600001' });
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value).toMatchObject({
      city: 'Kiel',
      timeControl: '90/40+30',
      startDate: '2025-10-05',
      roundDates: ['2025-10-05'],
    });
    expect(r.value.teams[0]?.players[0]).toMatchObject({
      zps: 'C0327',
      memberNumber: '12',
      fideId: '4600001',
    });
  });

  test('a truncated file: badJson at its line and column', () => {
    const r = parseLeagueFileJson(text.slice(0, 200));
    expect(!r.ok && [r.error.kind, r.error.line, r.error.column, r.error.found]).toEqual([
      'badJson',
      9,
      6,
      'the end of the text',
    ]);
  });
});
