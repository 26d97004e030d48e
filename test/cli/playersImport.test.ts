// `rochade players find|import` end to end through runCli with a capturing io. The lists are
// written here from the documented DSB header (v1) with invented players, as Windows-1252 bytes.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { makeTournamentJson } from '../../core/formats/json/tournamentJson.ts';
import { parseTournamentJson } from '../../schemas/tournamentJson.ts';
import { unwrap } from '../../core/result.ts';
import { memoryIo } from '../support/memoryIo.ts';
import type { Tournament } from '../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../core/tournament/pointSystem.ts';

const cp1252 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

const SPIELER = cp1252(
  [
    'ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land',
    'C0327,1012,A,"Müller,Jürgen",M,D,1967,202318,2212,87,2245,FM,4611970,GER',
    'C0327,1044,P,"Schöne,Käthe",W,D,2011,,,,0,,0,',
    'C0328,0007,A,"Müller,Jana",W,D,1999,202340,1712,62,,,,',
    'C0328,0008,A,"Weiß,Jan",M,D,1985,202340,1850,30,1901,,24689012,GER',
  ].join('\r\n'),
);
const VEREINE = cp1252(
  'ZPS,LV,Verband,Vereinname\r\nC0327,C,C03,"SK Rochade Musterstadt"\r\nC0328,C,C03,"SF Beispiel"',
);

const EMPTY: Tournament = {
  name: 'Vereinsmeisterschaft',
  kind: 'swiss',
  rounds: 5,
  players: [{ id: 1, name: 'Weiß, Jan', birthYear: 1985 }],
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
};

async function cli(argv: string[]) {
  const io = memoryIo({
    'spieler.csv': SPIELER,
    'vereine.csv': VEREINE,
    't.json': makeTournamentJson(EMPTY),
  });
  const code = await runCli(argv, io);
  return { code, out: io.stdoutText(), err: io.stderrText(), written: io.written };
}

describe('rochade players find', () => {
  test.each([
    ['--name Müller', ['--name', 'Müller'], ['Müller, Jürgen', 'Müller, Jana']],
    ['--name mueller --zps C0328', ['--name', 'mueller', '--zps', 'C0328'], ['Müller, Jana']],
    ['--fide-id', ['--fide-id', '4611970'], ['Müller, Jürgen']],
  ])('%s', async (_, opts, names) => {
    const r = await cli(['players', 'find', 'spieler.csv', ...opts, '--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { name: string }[]).map((e) => e.name)).toEqual(names);
  });

  test('the text table shows DWZ with index and the club from vereine.csv', async () => {
    const r = await cli(['players', 'find', 'spieler.csv', '--fide-id', '4611970', '--clubs', 'vereine.csv']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /Müller, Jürgen\s+FM\s+2212-87\s+2245\s+4611970\s+C0327\s+1012\s+1967\s+SK Rochade Musterstadt/,
    );
  });

  test.each([
    ['no filter', ['players', 'find', 'spieler.csv'], /give --name, --zps, --fide-id or --dsb-id/],
    [
      'a missing list',
      ['players', 'find', 'nix.csv', '--name', 'A'],
      /cannot read nix.csv: there is no file by that name/,
    ],
    [
      'a tournament instead of a list',
      ['players', 'find', 't.json', '--name', 'A'],
      /t.json \(player list\): line 1: .*expected a name column/,
    ],
  ])('%s → exit 2 with one line', async (_, argv, message) => {
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});

describe('rochade players import', () => {
  test('--zps imports a club: ids after the last, all fields, the old file kept as .bak', async () => {
    const r = await cli([
      'players',
      'import',
      't.json',
      'spieler.csv',
      '--zps',
      'C0327',
      '--clubs',
      'vereine.csv',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^added 2 players to t.json\n {5}2 {2}Müller, Jürgen {2}DWZ 2212-87\n {5}3 {2}Schöne, Käthe\n$/,
    );
    expect(r.written.get('t.json.bak')).toEqual(new TextEncoder().encode(makeTournamentJson(EMPTY)));
    const t = unwrap(parseTournamentJson(String(r.written.get('t.json'))));
    expect(t.players.slice(1)).toEqual([
      {
        id: 2,
        name: 'Müller, Jürgen',
        title: 'FM',
        sex: 'm',
        club: 'SK Rochade Musterstadt',
        federation: 'GER',
        fideId: '4611970',
        zps: 'C0327',
        memberNumber: '1012',
        birthYear: 1967,
        dwz: { rating: 2212, index: 87 },
        fide: 2245,
      },
      {
        id: 3,
        name: 'Schöne, Käthe',
        sex: 'w',
        club: 'SK Rochade Musterstadt',
        zps: 'C0327',
        memberNumber: '1044',
        birthYear: 2011,
      },
    ]);
  });

  test('--names: an exact name wins over a prefix; a player already entered is skipped', async () => {
    const r = await cli(['players', 'import', 't.json', 'spieler.csv', '--names', 'Müller, Jana;Weiß, Jan']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^added 1 player to t.json; 1 already entered, skipped\n {5}2 {2}Müller, Jana {2}DWZ 1712-62\n$/,
    );
  });

  test('--dry-run writes nothing', async () => {
    const r = await cli(['players', 'import', 't.json', 'spieler.csv', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^would add 3 players/);
    expect(r.written.size).toBe(0);
  });

  test.each([
    [
      'an ambiguous name',
      ['--names', 'Müller'],
      /"Müller" matches 2 rows: Müller, Jürgen \(line 2, ZPS C0327 Mgl-Nr 1012\); Müller, Jana \(line 4, ZPS C0328 Mgl-Nr 0007\); add --zps/,
    ],
    ['an unknown name', ['--names', 'Meier'], /no player in the list matches "Meier"/],
  ])('%s → exit 2, nothing written', async (_, opts, message) => {
    const r = await cli(['players', 'import', 't.json', 'spieler.csv', ...opts]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.written.size).toBe(0);
  });
});

// A file that is no list is named with what to do (exit 2, one line), as `loadTournament` names
// files that are no tournament; before, the list reader said only "line 1: ... expected a name column".
describe('a file that is no player list', () => {
  const utf16 = Uint8Array.from([
    0xff,
    0xfe,
    ...Array.from('Name\tElo\r\n', (c) => [c.charCodeAt(0), 0]).flat(),
  ]);
  const swissManager = Uint8Array.from([
    0x93,
    0xff,
    0x89,
    0x44,
    0,
    0,
    0,
    0,
    ...new Array<number>(64).fill(0),
  ]);
  const binary = Uint8Array.from({ length: 256 }, (_, i) => (i * 37) % 256);
  const zip = Uint8Array.from([
    0x50,
    0x4b,
    0x03,
    0x04,
    ...Array.from('LV-0-csv/spieler.csv', (c) => c.charCodeAt(0)),
  ]);
  test.each([
    [
      'UTF-16 text (Excel "Unicode text")',
      utf16,
      /is a UTF-16 \("Unicode"\) text, not a player list: save the file as UTF-8/,
    ],
    ['a Swiss-Manager file', swissManager, /is a Swiss-Manager tournament file, not a player list/],
    [
      'bytes of no known kind',
      binary,
      /is a binary file of an unknown kind, not a player list: a player list is text/,
    ],
    [
      'the DSB download still zipped',
      zip,
      /is a ZIP archive of DSB player lists, not a player list: unpack it/,
    ],
  ])('%s → exit 2, one line, nothing written', async (_, bytes, message) => {
    for (const argv of [
      ['players', 'import', 't.json', 'list.csv'],
      ['players', 'find', 'list.csv', '--name', 'Müller'],
    ]) {
      const io = memoryIo({ 'list.csv': bytes, 't.json': makeTournamentJson(EMPTY) });
      const code = await runCli(argv, io);
      expect(code).toBe(2);
      expect(io.stderrText()).toMatch(message);
      expect(io.stderrText().trimEnd().split('\n')).toHaveLength(1);
      expect(io.written.size).toBe(0);
    }
  });

  test('--clubs: a club list that is a PDF is named as such', async () => {
    const pdf = Uint8Array.from('%PDF-1.7\n', (c) => c.charCodeAt(0));
    const io = memoryIo({ 'spieler.csv': SPIELER, 'vereine.pdf': pdf });
    const code = await runCli(
      ['players', 'find', 'spieler.csv', '--name', 'Müller', '--clubs', 'vereine.pdf'],
      io,
    );
    expect(code).toBe(2);
    expect(io.stderrText()).toMatch(/vereine.pdf is a PDF, not a club list/);
  });
});

describe('players import keeps the DSB ids (rochade dwz report reads them)', () => {
  test('a v2 list (nu): the person id, the club number and the membership number go into the file', async () => {
    const list = cp1252(
      [
        'ID,VKZ,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land',
        'NU4073762,C0327,1012,A,"Straße,Jörg",M,D,1971,202318,1905,40,,,,',
      ].join('\r\n'),
    );
    const io = memoryIo({ 'nu.csv': list, 't.json': makeTournamentJson(EMPTY) });
    expect(await runCli(['players', 'import', 't.json', 'nu.csv'], io)).toBe(0);
    const t = unwrap(parseTournamentJson(String(io.written.get('t.json'))));
    expect(t.players[1]).toMatchObject({
      name: 'Straße, Jörg',
      dsbId: 'NU4073762',
      zps: 'C0327',
      memberNumber: '1012',
    });
  });
});
