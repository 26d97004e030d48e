// Fixtures in the league file: a match with its round, teams and date but no boards is a match not
// yet played; it is read into `fixtures`, counts in no standings, and is written back.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { makeLeagueFileJson, parseLeagueFileJson } from '../../schemas/leagueFile.ts';
import { seasonToTeamEvent } from '../../core/team/index.ts';

const text = readFileSync(new URL('../../examples/league-season.json', import.meta.url), 'utf8');
type Doc = { rounds: number; matches: { round: number; home: number; away: number; boards?: unknown[] }[] };
const doc = JSON.parse(text) as Doc;
// The example: 4 teams, 3 rounds, round 3 is 1-3 and 2-4. Round 3 made into fixtures (no boards).
const round3Open = (extra: Partial<Doc['matches'][number]> & { date?: string } = {}): string => {
  const d = structuredClone(doc);
  d.matches = d.matches.map((m) =>
    m.round === 3 ? { round: m.round, home: m.home, away: m.away, ...extra } : m,
  );
  return JSON.stringify(d);
};

describe('league file fixtures', () => {
  test('matches without boards are fixtures with their dates; the played ones stay matches', () => {
    const r = parseLeagueFileJson(round3Open({ date: '2026-03-15' }));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.matches).toHaveLength(4);
    expect(r.value.fixtures).toEqual([
      { round: 3, home: 1, away: 3, date: '2026-03-15' },
      { round: 3, home: 2, away: 4, date: '2026-03-15' },
    ]);
    // Standings count only the 4 played matches.
    expect(seasonToTeamEvent(r.value).matches).toHaveLength(4);
  });

  test('a round trip keeps fixtures and dates', () => {
    const r = parseLeagueFileJson(round3Open({ date: '2026-03-15' }));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(parseLeagueFileJson(makeLeagueFileJson(r.value))).toEqual(r);
  });

  test('a file without fixtures reads as before (no fixtures field)', () => {
    const r = parseLeagueFileJson(text);
    expect(r.ok && r.value.fixtures).toBe(undefined);
  });

  test.each([
    ['a fixture with a team that does not exist', round3Open({ away: 9 }), /matches\[4\]\.away/],
    ['a fixture after the last round', round3Open({ round: 4 }), /matches\[4\]\.round/],
    ['a fixture date that is not one', round3Open({ date: '15.03.2026' }), /matches\[4\]\.date/],
  ])('%s is a located error', (_, input, where) => {
    const r = parseLeagueFileJson(input);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(`${r.error.path ?? ''} ${r.error.found ?? ''} ${r.error.expected ?? ''}`).toMatch(where);
  });
});
