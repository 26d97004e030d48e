// The DSB player list (spieler.csv) in its three header generations, vereine.csv and generic lists.
// Headers as documented by the DSB exporters' readers (ChessLeagueManager dsb_import.js: v1, v2;
// Sharly-Chess national-rating-lists.md: v3); rows are invented players.
import { describe, expect, test } from 'vitest';
import {
  findPlayers,
  parseClubList,
  parsePlayerList,
  type PlayerListEntry,
} from '../../../../core/formats/playerList/index.ts';
import { describeFormatError } from '../../../../core/formats/formatError.ts';

const V1 =
  'ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land';
const V2 =
  'ID,VKZ,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land';
const V3 =
  'ID,ZPS,Mitgliedsnummer,Status,"Name,Vorname",Geschlecht,Spielberechtigung,Geburtsjahr,"Letzte Auswertung",DWZ,Index,FIDE-Elozahl,FIDE-Titel,FIDE-ID,FIDE-Land,Vorname,Nachname,FIDE-Frauentitel,FIDE-Elozahl-Schnellschach,FIDE-Elozahl-Blitz';

const MUELLER: Omit<PlayerListEntry, 'line'> = {
  name: 'Müller, Jürgen',
  title: 'FM',
  sex: 'm',
  federation: 'GER',
  fideId: '4611970',
  birthYear: 1967,
  dwz: { rating: 2212, index: 87 },
  fide: 2245,
  zps: 'C0327',
  memberNumber: '1012',
  status: 'A',
};
const SCHOENE: Omit<PlayerListEntry, 'line'> = {
  name: 'Schöne, Käthe',
  sex: 'w',
  birthYear: 2011,
  zps: 'C0327',
  memberNumber: '1044',
  status: 'P',
};

const generations = [
  {
    generation: 'v1 (DeWIS, 14 columns)',
    text: [
      V1,
      'C0327,1012,A,"Müller,Jürgen",M,D,1967,202318,2212,87,2245,FM,4611970,GER',
      'C0327,1044,P,"Schöne,Käthe",W,D,2011,,,,0,,0,',
    ].join('\r\n'),
    extra: [{}, {}],
  },
  {
    generation: 'v2 (nu portal, 15 columns)',
    text: [
      V2,
      'NU4073762,C0327,1012,A,"Müller,Jürgen",M,D,1967,202318,2212,87,2245,FM,4611970,GER',
      'NU4073999,C0327,1044,P,"Schöne,Käthe",W,D,2011,,,,,,,',
    ].join('\r\n'),
    extra: [{ dsbId: 'NU4073762' }, { dsbId: 'NU4073999' }],
  },
  {
    generation: 'v3 (DSB repackaged, 20 columns)',
    text: [
      V3,
      'NU4073762,C0327,1012,A,"Müller,Jürgen",M,D,1967,202318,2212,87,2245,FM,4611970,GER,Jürgen,Müller,,2190,2230',
      'NU4073999,C0327,1044,P,"Schöne,Käthe",W,D,2011,,,,,,,,Käthe,Schöne,,,',
    ].join('\r\n'),
    extra: [{ dsbId: 'NU4073762' }, { dsbId: 'NU4073999' }],
  },
];

/** Windows-1252 bytes of a text (each character below U+0100 is its own byte there). */
const cp1252 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('spieler.csv: every header generation, read by column name', () => {
  test.each(generations)('$generation', ({ text, extra }) => {
    // The DSB exports Windows-1252: decoded as the CLI does, the umlauts survive.
    const decoded = new TextDecoder('windows-1252').decode(cp1252(text));
    for (const source of [text, decoded]) {
      const r = parsePlayerList(source);
      expect(r.ok && r.value.entries).toEqual([
        { line: 2, ...MUELLER, ...extra[0] },
        { line: 3, ...SCHOENE, ...extra[1] },
      ]);
    }
  });

  test('columns in another order read the same (by name, never by position)', () => {
    const cols = V1.split(',');
    const cells = [
      'C0327',
      '1012',
      'A',
      '"Müller,Jürgen"',
      'M',
      'D',
      '1967',
      '202318',
      '2212',
      '87',
      '2245',
      'FM',
      '4611970',
      'GER',
    ];
    const order = cols.map((_, i) => i).reverse();
    const text = [order.map((i) => cols[i]).join(','), order.map((i) => cells[i]).join(',')].join('\n');
    const r = parsePlayerList(text);
    expect(r.ok && r.value.entries[0]).toEqual({ line: 2, ...MUELLER });
  });

  test('an academic title in Spielername ("Name,Vorname,Titel") stays with the first name', () => {
    const r = parsePlayerList(`${V1}\nC0327,7,A,"Weber,Anna,Dr.",W,D,1980,,1650,12,,,,`);
    expect(r.ok && r.value.entries[0]?.name).toBe('Weber, Dr. Anna');
  });
});

describe('vereine.csv: club names joined by ZPS', () => {
  test.each([
    ['v1', 'ZPS,LV,Verband,Vereinname\nC0327,C,C03,"SK Rochade, Musterstadt"\nC0328,C,C03,SF Beispiel'],
    [
      'v3',
      'ZPS-Nummer;Landesverband;UebergeordneterVerband;Vereinsname\nC0327;C;C03;"SK Rochade, Musterstadt"\nC0328;C;C03;SF Beispiel',
    ],
  ])('%s', (_, clubsText) => {
    const clubs = parseClubList(clubsText);
    expect(clubs.ok).toBe(true);
    if (!clubs.ok) return;
    const first = generations[0];
    const r = parsePlayerList(first?.text ?? '', clubs.value);
    expect(r.ok && r.value.entries.map((e) => e.club)).toEqual([
      'SK Rochade, Musterstadt',
      'SK Rochade, Musterstadt',
    ]);
  });

  test('a list without ZPS and club name columns is refused at line 1', () => {
    const r = parseClubList('Nummer,Bezeichnung\n1,x');
    expect(r.ok ? '' : describeFormatError(r.error)).toMatch(
      /^line 1: .*expected the columns ZPS and Vereinname/,
    );
  });
});

describe('generic lists with German or English headers', () => {
  test.each([
    [
      'German, semicolons, Name + Vorname, DWZ with index in one cell',
      'Name;Vorname;Titel;DWZ;Elo;Verein;Geburtsjahr;Geschlecht\nMüller;Jürgen;FM;2212-87;2245;SK Rochade;1967;M',
      {
        line: 2,
        name: 'Müller, Jürgen',
        title: 'FM',
        dwz: { rating: 2212, index: 87 },
        fide: 2245,
        club: 'SK Rochade',
        birthYear: 1967,
        sex: 'm',
      },
    ],
    [
      'English, tabs',
      'Player\tTitle\tRating\tFIDE-ID\tClub\tBirth year\tSex\nCarlsen, Magnus\tGM\t2830\t1503014\tOslo\t1990\tM',
      {
        line: 2,
        name: 'Carlsen, Magnus',
        title: 'GM',
        fide: 2830,
        fideId: '1503014',
        club: 'Oslo',
        birthYear: 1990,
        sex: 'm',
      },
    ],
    [
      'Nachname + Vorname, DWZ and Index columns, Mgl-Nr and ZPS',
      'Nachname,Vorname,DWZ,Index,ZPS,Mgl-Nr\nSchöne,Käthe,1712,62,C0327,1044',
      {
        line: 2,
        name: 'Schöne, Käthe',
        dwz: { rating: 1712, index: 62 },
        zps: 'C0327',
        memberNumber: '1044',
      },
    ],
  ])('%s', (_, text, entry) => {
    const r = parsePlayerList(text);
    expect(r.ok && r.value.entries).toEqual([entry]);
  });
});

describe('located errors (line, column number and name)', () => {
  test.each([
    [
      'a DWZ that is not a number',
      `${V1}\nC0327,1,A,"A,B",M,D,1990,,17x2,5,,,,`,
      'line 2, column 9: found "17x2", expected a DWZ like 1712 or 1712-62, or an empty cell, in column "DWZ"',
    ],
    [
      'a birth year out of range',
      `${V1}\nC0327,1,A,"A,B",M,D,190,,,,,,,`,
      'line 2, column 7: found "190", expected a birth year like 1987, or an empty cell, in column "Geburtsjahr"',
    ],
    [
      'a bad index',
      `${V1}\nC0327,1,A,"A,B",M,D,1990,,1500,x,,,,`,
      'line 2, column 10: found "x", expected a DWZ index like 62, or an empty cell, in column "Index"',
    ],
    [
      'a FIDE id with letters',
      `${V1}\nC0327,1,A,"A,B",M,D,1990,,,,,,46x,`,
      'line 2, column 13: found "46x", expected a FIDE id of digits, or an empty cell, in column "FIDE-ID"',
    ],
    [
      'a row without a name',
      `${V1}\nC0327,1,A,,M,D,1990,,,,,,,`,
      'line 2, column 4: found "", expected a player name, in column "Spielername"',
    ],
    [
      'an unterminated quote',
      `${V1}\nC0327,1,A,"Müller,Jürgen,M,D,1990,,,,,,,`,
      'line 2, column 4: expected a closing double quote, the quoted field runs to the end of the file',
    ],
    [
      'text after a closing quote',
      `${V1}\nC0327,1,A,"Müller"x,M,D,1990,,,,,,,`,
      'line 2, column 4: found "x", expected "," or the end of the line after a closing quote',
    ],
    [
      'no name column (a crosstable, not a player list)',
      'Nr,1,2,3\n1,x,1,0',
      'line 1: found "Nr, 1, 2, 3", expected a name column: Spielername, "Name,Vorname", Name, Nachname or Player, this is not a player list',
    ],
  ])('%s', (_, text, message) => {
    const r = parsePlayerList(text);
    expect(r.ok ? 'ok' : describeFormatError(r.error)).toBe(message);
  });

  test('an empty file', () => {
    const r = parsePlayerList('');
    expect(!r.ok && r.error.kind).toBe('empty');
  });
});

describe('findPlayers', () => {
  const list = parsePlayerList(generations[2]?.text ?? '');
  const entries = list.ok ? list.value.entries : [];
  test.each([
    ['name, umlaut', { name: 'Müller' }, ['Müller, Jürgen']],
    ['name spelt with ue, first and last name', { name: 'Juergen Mueller' }, ['Müller, Jürgen']],
    ['name prefix, case', { name: 'schö' }, ['Schöne, Käthe']],
    ['ZPS, lower case', { zps: 'c0327' }, ['Müller, Jürgen', 'Schöne, Käthe']],
    ['FIDE id', { fideId: '4611970' }, ['Müller, Jürgen']],
    ['DSB id', { dsbId: 'NU4073999' }, ['Schöne, Käthe']],
    ['ZPS and member number with leading zeros', { zps: 'C0327', memberNumber: '01044' }, ['Schöne, Käthe']],
    ['no match', { name: 'Meier' }, []],
  ])('%s', (_, query, names) => {
    expect(findPlayers(entries, query).map((e) => e.name)).toEqual(names);
  });
});
