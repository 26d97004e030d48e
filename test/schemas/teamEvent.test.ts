// Team-event JSON (docs/team-event-json.md): the example parses; every bad input is a located error.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describeFormatError } from '../../core/formats/formatError.ts';
import { looksLikeTeamEventJson, parseTeamEventJson } from '../../schemas/teamEvent.ts';

const example = readFileSync(new URL('../../examples/team-league.json', import.meta.url), 'utf8');
const doc = JSON.parse(example) as Record<string, unknown> & { matches: Record<string, unknown>[] };
const variant = (f: (d: typeof doc) => unknown): string => {
  const d = structuredClone(doc);
  f(d);
  return JSON.stringify(d);
};

describe('team-event JSON', () => {
  test('the example parses: boards in order, results from the home side, forfeits marked', () => {
    const r = parseTeamEventJson(example);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.teams.length).toBe((doc['teams'] as unknown[]).length);
    const m = r.value.matches[3];
    expect(m?.boards.map((b) => [b.board, b.home, b.away, b.forfeit ?? false])).toEqual([
      [1, 2, 0, false],
      [2, 2, 0, false],
      [3, 2, 0, false],
      [4, 0, 2, true],
    ]);
    expect(looksLikeTeamEventJson(example)).toBe(true);
    expect(looksLikeTeamEventJson('{"name":"x","players":[]}')).toBe(false);
  });

  test.each([
    ['{"type": "teamEvent",', 'line 1', 'valid JSON'],
    [variant((d) => (d['boards'] = 0)), 'boards', 'from 1 up'],
    [variant((d) => (d['colour'] = 'x')), 'colour', 'only the fields documented'],
    [
      variant((d) => ((d.matches[0] ?? {})['boards'] = ['1-0', '1-0', '2-0', '0-1'])),
      'matches[0].boards[2]',
      '"1-0"',
    ],
    [variant((d) => ((d.matches[0] ?? {})['boards'] = ['1-0'])), 'matches[0].boards', '4 board results'],
    [variant((d) => ((d.matches[0] ?? {})['away'] = 9)), 'matches[0].away', 'a team id listed in teams'],
    [variant((d) => ((d.matches[0] ?? {})['round'] = 7)), 'matches[0].round', 'a round from 1 to 3'],
    [variant((d) => ((d.matches[1] ?? {})['home'] = 1)), 'matches[1].home', 'not yet playing in round 1'],
    [variant((d) => (d['byes'] = [{ round: 1, team: 2 }])), 'byes[0].team', 'not yet playing in round 1'],
    [
      variant((d) => ((d['teams'] as { id: number }[])[1] = { id: 1, name: 'x' } as never)),
      'teams[1].id',
      'not used before',
    ],
  ])('%#: error at %s', (text, where, expected) => {
    const r = parseTeamEventJson(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const msg = describeFormatError(r.error);
    expect(msg).toContain(where === 'line 1' ? where : `${where}:`);
    expect(msg).toContain(expected);
  });
});
