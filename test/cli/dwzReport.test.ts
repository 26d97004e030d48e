// `rochade dwz report` end to end: the XML is parsed back with a separate parser (fast-xml-parser)
// for well-formedness, element order and content.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTournamentJson } from '../../core/formats/json/tournamentJson.ts';
import type { Tournament } from '../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../core/tournament/pointSystem.ts';
import { memoryIo } from '../support/memoryIo.ts';

const T: Tournament = {
  name: 'Open "A" & <B>',
  kind: 'swiss',
  rounds: 2,
  city: 'Köln',
  startDate: '2026-09-01',
  endDate: '2026-09-08',
  timeControl: '90 min + 30 s',
  roundDates: ['2026-09-01', '2026-09-08'],
  players: [
    { id: 1, name: 'Müller, Jürgen', birthYear: 1967, zps: 'C0327', memberNumber: '1012' },
    { id: 2, name: 'Schöne, Käthe', birthYear: 2011 },
    { id: 3, name: 'Weiß, Jan', birthYear: 1985 },
  ],
  games: [
    { round: 1, white: 1, black: 2, result: '1-0' },
    { round: 2, white: 3, black: 1, result: '-:+' },
  ],
  unpaired: [
    { round: 1, player: 3, kind: 'PAB' },
    { round: 2, player: 2, kind: 'HPB' },
  ],
  withdrawals: [{ player: 2, afterRound: 1 }],
  pointSystem: STANDARD_POINTS,
};

async function cli(argv: string[], t: Tournament = T) {
  const io = memoryIo({ 't.json': makeTournamentJson(t) });
  const code = await runCli(argv, io);
  return { code, out: io.stdoutText(), err: io.stderrText(), xml: String(io.written.get('out.xml') ?? '') };
}

type Ordered = Record<string, unknown>[];
/** Element names of a preserveOrder node list (text nodes and attributes left out). */
const order = (nodes: Ordered): string[] =>
  nodes.flatMap((n) => Object.keys(n).filter((k) => k !== '#text' && k !== ':@'));
const childrenOf = (nodes: Ordered, name: string): Ordered =>
  (nodes.find((n) => name in n)?.[name] as Ordered | undefined) ?? [];

describe('rochade dwz report --xml', () => {
  test('a well-formed document, parsed back: order, escaping, forfeits, withdrawn player kept', async () => {
    const r = await cli(['dwz', 'report', 't.json', '--xml', 'out.xml', '--sender', 'Turnierleiter']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe('wrote out.xml: DSB_DWZ_TournamentReport 2.5, 3 players, 2 games\n');
    expect(r.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(XMLValidator.validate(r.xml)).toBe(true);

    const ordered = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      parseTagValue: false,
    }).parse(r.xml) as Ordered;
    const root = ordered.find((n) => 'DSB_DWZ_TournamentReport' in n);
    expect(root?.[':@']).toMatchObject({
      '@_xmlns': 'http://www.schachbund.de/XMLSchema',
      '@_version': '2.5',
    });
    const top = childrenOf(ordered, 'DSB_DWZ_TournamentReport');
    expect(order(top)).toEqual(['header', 'tournament', 'players', 'games']);
    expect(order(childrenOf(top, 'header'))).toEqual(['creationDate', 'sender', 'system', 'fileUUID']);
    expect(order(childrenOf(top, 'tournament'))).toEqual([
      'tournamentUUID',
      'label',
      'tournamentType',
      'timecontrol',
      'rounds',
      'startDate',
      'endDate',
      'location',
    ]);
    expect(order(childrenOf(childrenOf(top, 'games'), 'game'))).toEqual([
      'round',
      'date',
      'tournamentPlayerNumberWhite',
      'tournamentPlayerNumberBlack',
      'pointWhite',
      'pointBlack',
    ]);

    const doc = new XMLParser({ parseTagValue: false, isArray: (n) => n === 'player' || n === 'game' }).parse(
      r.xml,
    ) as {
      DSB_DWZ_TournamentReport: {
        header: Record<string, string>;
        tournament: Record<string, string>;
        players: { player: Record<string, string>[] };
        games: { game: Record<string, string>[] };
      };
    };
    const d = doc.DSB_DWZ_TournamentReport;
    expect(d.header['sender']).toBe('Turnierleiter');
    expect(d.header['creationDate']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(d.header['fileUUID']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(d.tournament['label']).toBe('Open "A" & <B>');
    expect(d.players.player.map((p) => `${p['surname']}, ${p['forename']}`)).toEqual([
      'Müller, Jürgen',
      'Schöne, Käthe',
      'Weiß, Jan',
    ]);
    expect(d.players.player[0]).toMatchObject({ vkz: 'C0327', numberClubMember: '1012' });
    expect(
      d.games.game.map((g) => [
        g['round'],
        g['tournamentPlayerNumberWhite'],
        g['tournamentPlayerNumberBlack'],
        g['pointWhite'],
        g['pointBlack'],
      ]),
    ).toEqual([
      ['1', '1', '2', '1', '0'],
      ['2', '3', '1', '-', '+'],
    ]);
  });

  test('a team league (board games of team matches): type TR, every board game', async () => {
    const league: Tournament = { ...T, kind: 'teamMatch' };
    const r = await cli(['dwz', 'report', 't.json', '--xml', 'out.xml'], league);
    expect(r.code).toBe(0);
    expect(r.xml).toContain('<tournamentType>TR</tournamentType>');
    expect(r.xml.match(/<game>/g)).toHaveLength(2);
  });

  test('without --xml: the checks only', async () => {
    const r = await cli(['dwz', 'report', 't.json']);
    expect(r.code).toBe(0);
    expect(r.out).toBe('t.json: ready for the DWZ report (DSB-Wertungsordnung 6.1 checks passed)\n');
  });

  test('failed checks: exit 2, every problem on its own line, nothing written', async () => {
    const bad: Tournament = {
      ...T,
      city: undefined,
      roundDates: ['2026-09-01'],
      startDate: '2026-09-01',
      endDate: '2026-09-08',
      players: T.players.map((p) => (p.id === 2 ? { id: 2, name: 'Schöne' } : p)),
    };
    const r = await cli(['dwz', 'report', 't.json', '--xml', 'out.xml'], bad);
    expect(r.code).toBe(2);
    expect(r.xml).toBe('');
    expect(r.err).toBe(
      [
        'rochade dwz: t.json: not ready for the DWZ report (DSB-Wertungsordnung 6.1), 4 problems:',
        '  the tournament has no place (city)',
        '  player 2 "Schöne": no first name: write "Surname, Firstname"',
        '  player 2 "Schöne": no birth year',
        '  round 2: no date for this round: add the round dates',
        '',
      ].join('\n'),
    );
  });

  test('a bad --type', async () => {
    const r = await cli(['dwz', 'report', 't.json', '--type', 'XX']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--type: found "XX", expected SW, SR, SC, TW, TR, TC/);
  });
});

describe('a DWZ index that TRF cannot hold is a warning', () => {
  const withIndex: Tournament = {
    ...T,
    players: T.players.map((p) => ({ ...p, dwz: { rating: 1700 + p.id, index: 62 } })),
  };

  test('convert --to trf of a player with 1712-62 names the lost index', async () => {
    const r = await cli(['convert', 't.json', '--to', 'trf'], withIndex);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^warning: DWZ index of \d+ players: TRF cannot hold this$/m);
    expect(r.out).toMatch(/\rGER {4}1 {6}Müller, Jürgen +1701\r/);
  });

  test('dwz evaluate of that TRF warns that the indices are missing', async () => {
    const trf = (await cli(['convert', 't.json', '--to', 'trf'], withIndex)).out;
    const io = memoryIo({ 't.trf': trf });
    const code = await runCli(['dwz', 'evaluate', 't.trf'], io);
    expect(code).toBe(0);
    expect(io.stderrText()).toMatch(/warning: t.trf: the TRF holds 3 DWZ without index/);
  });
});
