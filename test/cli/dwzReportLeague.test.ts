// `rochade dwz report` for leagues (issues 21, 24: "the DSB XML for the league (all board games)"):
// a league file with players and a Swiss-Chess team file, parsed back with fast-xml-parser; counts
// and element order as the published exporters write DSB_DWZ_TournamentReport 2.5.
import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { writeSwt } from '../support/swtWriter.ts';
import { line001 } from '../support/trfLine.ts';

// Two teams of two boards (plus a substitute each who never plays), two rounds.
// Round 1 (A home): board 1 a1-b1 1-0; board 2 a2-b2 forfeit, b2 named but absent: +:-.
// Round 2 (B home): board 1 b1-a1 ½-½; board 2 B left it empty, a2 present: -:+; round 2 of a
// third match would be a board both left empty: none here, see the next league.
const LEAGUE = {
  type: 'league',
  name: 'Kreisliga 2026',
  rounds: 2,
  boards: 2,
  city: 'Kiel',
  timeControl: '90 min/40 + 30 min',
  startDate: '2026-01-10',
  endDate: '2026-02-14',
  roundDates: ['2026-01-10', '2026-02-14'],
  teams: [
    {
      id: 1,
      name: 'SK A',
      players: [
        { id: 'a1', name: 'Albers, Anna', birthYear: 1980, zps: 'C0327', memberNumber: '12' },
        { id: 'a2', name: 'Brandt, Ben', birthYear: 1991 },
        { id: 'a3', name: 'Conrad, Clara', birthYear: 2008 },
      ],
    },
    {
      id: 2,
      name: 'SV B',
      players: [
        { id: 'b1', name: 'Frank, Felix', birthYear: 1975, fideId: '4600001' },
        { id: 'b2', name: 'Graf, Greta', birthYear: 1999 },
        { id: 'b3', name: 'Hahn, Hugo', birthYear: 1960 },
      ],
    },
  ],
  matches: [
    {
      round: 1,
      home: 1,
      away: 2,
      boards: [
        { home: 'a1', away: 'b1', result: '1-0' },
        { home: 'a2', away: 'b2', result: '+:-' },
      ],
    },
    {
      round: 2,
      home: 2,
      away: 1,
      boards: [
        { home: 'b1', away: 'a1', result: '1/2-1/2' },
        { away: 'a2', result: '-:+' },
      ],
    },
  ],
};

type Ordered = Record<string, unknown>[];
const order = (nodes: Ordered): string[] =>
  nodes.flatMap((n) => Object.keys(n).filter((k) => k !== '#text' && k !== ':@'));
const childrenOf = (nodes: Ordered, name: string): Ordered =>
  (nodes.find((n) => name in n)?.[name] as Ordered | undefined) ?? [];
const parseOrdered = (xml: string): Ordered =>
  childrenOf(
    new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false }).parse(
      xml,
    ) as Ordered,
    'DSB_DWZ_TournamentReport',
  );
type Doc = {
  DSB_DWZ_TournamentReport: {
    tournament: Record<string, string>;
    players: { player: Record<string, string>[] };
    games: { game: Record<string, string>[] };
  };
};
const parseDoc = (xml: string): Doc['DSB_DWZ_TournamentReport'] =>
  (new XMLParser({ parseTagValue: false, isArray: (n) => n === 'player' || n === 'game' }).parse(xml) as Doc)
    .DSB_DWZ_TournamentReport;

async function report(files: Record<string, string | Uint8Array>, file: string) {
  const io = memoryIo(files);
  const code = await runCli(['dwz', 'report', file, '--xml', 'out.xml'], io);
  return { code, out: io.stdoutText(), err: io.stderrText(), xml: String(io.written.get('out.xml') ?? '') };
}

describe('a league file with players', () => {
  test('every registered player, every board with a player; forfeits + / -; an empty board names no opponent', async () => {
    const r = await report({ 'league.json': JSON.stringify(LEAGUE) }, 'league.json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // 6 registered players (the two substitutes included); 4 boards, each with at least one player.
    expect(r.out).toBe('wrote out.xml: DSB_DWZ_TournamentReport 2.5, 6 players, 4 games\n');
    expect(XMLValidator.validate(r.xml)).toBe(true);
    const top = parseOrdered(r.xml);
    expect(order(top)).toEqual(['header', 'tournament', 'players', 'games']);
    const games = childrenOf(top, 'games');
    expect(order(games)).toEqual(['game', 'game', 'game', 'game']);
    // The empty board: the present player (away side = Black) and noneWhitePlayer, in the documented place.
    expect(order((games[3]?.['game'] as Ordered) ?? [])).toEqual([
      'round',
      'date',
      'noneWhitePlayer',
      'tournamentPlayerNumberBlack',
      'pointWhite',
      'pointBlack',
    ]);
    const d = parseDoc(r.xml);
    expect(d.tournament).toMatchObject({ tournamentType: 'TR', location: 'Kiel', rounds: '2' });
    expect(d.players.player.map((p) => p['tournamentPlayerNumber'])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(d.players.player[0]).toMatchObject({
      surname: 'Albers',
      forename: 'Anna',
      vkz: 'C0327',
      numberClubMember: '12',
    });
    expect(d.players.player[3]).toMatchObject({ surname: 'Frank', fideId: '4600001' });
    // Players 1-3 = a1-a3, 4-6 = b1-b3; home player as White.
    expect(
      d.games.game.map((g) => [
        g['round'],
        g['date'],
        g['tournamentPlayerNumberWhite'] ?? 'none',
        g['tournamentPlayerNumberBlack'] ?? 'none',
        g['pointWhite'],
        g['pointBlack'],
      ]),
    ).toEqual([
      ['1', '2026-01-10', '1', '4', '1', '0'],
      ['1', '2026-01-10', '2', '5', '+', '-'],
      ['2', '2026-02-14', '4', '1', '0.5', '0.5'],
      ['2', '2026-02-14', 'none', '2', '-', '+'],
    ]);
    expect(d.games.game[3]?.['noneWhitePlayer']).toBe('true');
  });

  test('a board both teams left empty is no game', async () => {
    const both = {
      ...LEAGUE,
      matches: [
        LEAGUE.matches[0],
        { ...LEAGUE.matches[1], boards: [LEAGUE.matches[1]!.boards[0], { result: '-:-' }] },
      ],
    };
    const r = await report({ 'league.json': JSON.stringify(both) }, 'league.json');
    expect(r.code).toBe(0);
    expect(parseDoc(r.xml).games.game).toHaveLength(3);
  });

  test('the Wertungsordnung 6.1 checks name the league file paths (the example has no place, birth years, ...)', async () => {
    const example = readFileSync(new URL('../../examples/league-season.json', import.meta.url), 'utf8');
    const r = await report({ 'league.json': example }, 'league.json');
    expect(r.code).toBe(2);
    expect(r.xml).toBe('');
    const lines = r.err.split('\n');
    expect(lines[0]).toMatch(
      /^rochade dwz: league\.json: not ready for the DWZ report \(DSB-Wertungsordnung 6\.1\), \d+ problems:$/,
    );
    expect(lines).toContain('  the tournament has no place (city)');
    expect(lines).toContain('  the tournament has no time control');
    expect(lines).toContain('  teams[0].players[0], player 1 "Anna Albers": no birth year');
  });

  test('a draw at a board with one player is a located problem', async () => {
    const bad = {
      ...LEAGUE,
      matches: [
        LEAGUE.matches[0],
        { ...LEAGUE.matches[1], boards: [LEAGUE.matches[1]!.boards[0], { away: 'a2', result: '1/2-1/2' }] },
      ],
    };
    const r = await report({ 'league.json': JSON.stringify(bad) }, 'league.json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('  matches[1].boards[1], player 2 "Brandt, Ben", round 2: no result');
  });
});

describe('a Swiss-Chess team file', () => {
  // Two teams of two boards, one round: 1-3 1-0 on board 1, 4-2 ½-½ on board 2 (home team 1).
  const TEAM = writeSwt({
    name: 'Mannschaftsturnier',
    city: 'Kiel',
    timeControl: '90 min + 30 s',
    startDate: '10.01.2026',
    roundDays: [46032], // 2026-01-10
    rounds: 1,
    pairedRounds: 1,
    boards: 2,
    players: [
      { name: 'Meier,Hans', team: 1, birth: '1980' },
      { name: 'Müller,Jörg', team: 1, birth: '1990' },
      { name: 'Schulz,Eva', team: 2, birth: '1985' },
      { name: 'Wagner,Uwe', team: 2, birth: '2001' },
    ],
    pairings: [
      [{ color: 1, opponent: 3, result: 3, board: 1 }],
      [{ color: 3, opponent: 4, result: 2, board: 2 }],
      [{ color: 3, opponent: 1, result: 1, board: 1 }],
      [{ color: 1, opponent: 2, result: 2, board: 2 }],
    ],
    teams: [
      { name: 'SC Rochade', pairings: [{ color: 1, opponent: 2 }] },
      { name: 'SK Turm', pairings: [{ color: 3, opponent: 1 }] },
    ],
  });

  test('a team type (TW for a team Swiss) and every board game', async () => {
    const r = await report({ 'team.swt': TEAM }, 'team.swt');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const d = parseDoc(r.xml);
    expect(d.tournament['tournamentType']).toBe('TW');
    expect(d.players.player).toHaveLength(4);
    expect(
      d.games.game.map((g) => [
        g['tournamentPlayerNumberWhite'],
        g['tournamentPlayerNumberBlack'],
        g['pointWhite'],
        g['pointBlack'],
      ]),
    ).toEqual([
      ['1', '3', '1', '0'],
      ['4', '2', '0.5', '0.5'],
    ]);
  });
});

describe('a TRF-2026 team file (310 records)', () => {
  // TRF-2026 310: team (5-7), name (9-40), MP (55-60), GP (62-67), rank (69-71), ids from col 74.
  const line310 = (team: number, name: string, mp: string, gp: string, ids: readonly number[]): string =>
    `310 ${String(team).padStart(3)} ${name.padEnd(32)} ${''.padEnd(5)} ${''.padStart(6)} ${mp.padStart(6)} ${gp.padStart(6)} ${String(team).padStart(3)}  ` +
    ids.map((i) => String(i).padStart(4)).join(' ');
  // One match of two boards: 1-3 1-0, 4-2 ½-½ (team A 1½ : ½).
  const TRF = [
    '012 Mannschaftsblitz',
    '022 Kiel',
    '042 2026/01/10',
    '052 2026/01/10',
    '122 5 min + 3 s',
    line310(1, 'Team A', '2.0', '1.5', [1, 2]),
    line310(2, 'Team B', '0.0', '0.5', [3, 4]),
    line001(1, { name: 'Albers, Anna', birth: '1980/00/00', points: '1.0', cells: ['   3 w 1'] }),
    line001(2, { name: 'Brandt, Ben', birth: '1991/00/00', points: '0.5', cells: ['   4 b ='] }),
    line001(3, { name: 'Frank, Felix', birth: '1975/00/00', points: '0.0', cells: ['   1 b 0'] }),
    line001(4, { name: 'Graf, Greta', birth: '1999/00/00', points: '0.5', cells: ['   2 w ='] }),
  ].join('\n');

  test('a team type and the board games of every match', async () => {
    const r = await report({ 'team.trf': `${TRF}\n` }, 'team.trf');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const d = parseDoc(r.xml);
    expect(d.tournament['tournamentType']).toBe('TW'); // a TRF team file is read as a team Swiss
    expect(d.players.player).toHaveLength(4);
    expect(
      d.games.game.map((g) => [
        g['tournamentPlayerNumberWhite'],
        g['tournamentPlayerNumberBlack'],
        g['pointWhite'],
      ]),
    ).toEqual([
      ['1', '3', '1'],
      ['4', '2', '0.5'],
    ]);
  });
});
