// The team tournament file (docs/team-event-json.md, "Team tournament file"): written and read back
// as the same tournament; a hand-edited file with a broken reference is a located error.
import { describe, expect, test } from 'vitest';
import { describeFormatError } from '../../core/formats/formatError.ts';
import { makeTeamTournamentJson } from '../../core/formats/index.ts';
import type { TeamTournament } from '../../core/team/index.ts';
import {
  looksLikeTeamEventJson,
  parseTeamEventJson,
  parseTeamTournamentJson,
} from '../../schemas/teamEvent.ts';

const CUP: TeamTournament = {
  name: 'Vereinspokal Mannschaften 2026',
  system: 'team-swiss',
  rounds: 5,
  boards: 2,
  teamType: 'FIDE_TEAM_TYPEA_MP_GP',
  initialColour: 'black',
  boardOrder: 'warn',
  teams: [
    {
      id: 1,
      name: 'SK Rochade Köln',
      players: [{ name: 'Jürgen Weiß', rating: 2105 }, { name: 'Käthe Groß' }, { name: 'Heinz Öztürk' }],
    },
    {
      id: 2,
      name: 'SV Turm Düsseldorf',
      players: [{ name: 'Anna Schäfer', fideId: '4611970' }, { name: 'Sören Maaß' }],
    },
    { id: 3, name: 'SG Läufer Münster', players: [{ name: 'Fritz Meißner' }, { name: 'Hans Fuß' }] },
  ],
  lineups: [{ round: 1, team: 1, players: ['Jürgen Weiß', 'Heinz Öztürk'] }],
  matches: [{ round: 1, home: 1, away: 2, boards: ['1-0', '*'] }],
  byes: [{ round: 1, team: 3 }],
};

describe('team tournament file', () => {
  test('written and read back as the same tournament', () => {
    const text = makeTeamTournamentJson(CUP);
    expect(looksLikeTeamEventJson(text)).toBe(true);
    const r = parseTeamTournamentJson(text);
    expect(r.ok ? r.value : r.error).toEqual(CUP);
  });

  test('as a team event it holds only matches with every board entered', () => {
    const r = parseTeamEventJson(makeTeamTournamentJson(CUP));
    expect(r.ok ? r.value.matches : r.error).toEqual([]);
  });

  test.each([
    [
      'a line-up of an unknown team',
      (d: Record<string, unknown>) => (d['lineups'] = [{ round: 1, team: 9, players: ['a', 'b'] }]),
      'lineups[0].team',
    ],
    [
      'a line-up with a player of another team',
      (d: Record<string, unknown>) =>
        (d['lineups'] = [{ round: 1, team: 1, players: ['Jürgen Weiß', 'Anna Schäfer'] }]),
      'lineups[0].players[1]',
    ],
    [
      'a line-up with a board left out',
      (d: Record<string, unknown>) => (d['lineups'] = [{ round: 1, team: 1, players: ['Jürgen Weiß'] }]),
      'lineups[0].players',
    ],
    ['an unknown system', (d: Record<string, unknown>) => (d['system'] = 'team-scheveningen'), 'system'],
  ])('%s is a located error', (_, edit, path) => {
    const d = JSON.parse(makeTeamTournamentJson(CUP)) as Record<string, unknown>;
    edit(d);
    const r = parseTeamTournamentJson(JSON.stringify(d));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeFormatError(r.error)).toContain(path);
  });
});
