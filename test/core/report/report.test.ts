import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateTournamentDwz } from '../../../core/dwz/index.ts';
import { parseCrosstable, parseTrf } from '../../../core/formats/index.ts';
import {
  defaultReportLang,
  makeClubLists,
  formatTiebreak,
  makeCrosstableTable,
  makeDwzReportTable,
  makePairingsTable,
  makeReportHeader,
  makeStandingsTable,
  makeStartList,
  tableTexts,
} from '../../../core/report/index.ts';
import { computeStandings } from '../../../core/standings/index.ts';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';

// The example club Swiss (15 players, 6 rounds, byes and a forfeit); every expected cell below is
// read off its TRF lines by hand.
const parsed = parseTrf(
  readFileSync(new URL('../../../examples/swiss-club-open.trf', import.meta.url), 'utf8'),
);
if (!parsed.ok) throw new Error('example TRF does not parse');
const t = parsed.value.tournament;
const standings = computeStandings(t, {});
if (!standings.ok) throw new Error(standings.error.message);
const s = standings.value;

describe('makeReportHeader', () => {
  it.each([
    {
      lang: 'de' as const,
      round: 6,
      lines: ['Musterstadt, GER · 09.01.2026 – 20.03.2026', 'Runde 6 / 6 · 20.03.2026'],
    },
    { lang: 'en' as const, round: undefined, lines: ['Musterstadt, GER · 2026-01-09 – 2026-03-20'] },
  ])('$lang, round $round', ({ lang, round, lines }) => {
    const h = makeReportHeader(t, lang, round);
    expect(h.name).toBe('Offene Vereinsmeisterschaft 2026 SK Rochade Musterstadt');
    expect(h.lines).toEqual(lines);
  });

  it('German for a German federation, else English', () => {
    expect(defaultReportLang(t)).toBe('de');
    expect(defaultReportLang({ ...t, federation: 'ENG' })).toBe('en');
  });
});

describe('makeStartList', () => {
  const list = makeStartList(t, 'en');
  it('orders by rating (Elo, else DWZ), numbers the rows and keeps the start number', () => {
    expect(list.columns.map((c) => c.header)).toEqual(['No.', 'SNo', 'Tit', 'Name', 'Fed', 'Elo', 'DWZ']);
    expect(list.rows[0]?.slice(0, 4)).toEqual([1, 1, 'FM', 'Hoffmann, Markus']);
    expect(list.rows).toHaveLength(15);
    expect(list.rows.map((r) => r[0])).toEqual(Array.from({ length: 15 }, (_, k) => k + 1));
  });
});

describe('makePairingsTable', () => {
  it.each([
    // round 6, first line of player 1: "2 w 1"; scores after round 5: 1+1+½+1+1 and ½+½+1+1+1;
    // every player has a DWZ ("GER" lines), 6 an Elo: the DWZ stands beside the names, 2134 and 2071
    {
      round: 6,
      row: 0,
      cells: ['1', '1', 'Hoffmann, Markus', '2134', '4½', '1-0', '4', '2', 'Becker, Thomas', '2071'],
    },
    // player 12 "0000 - Z" in round 6: a zero-point bye after ½ point
    { round: 6, row: 7, cells: ['', '12', 'Lange, Sabine', '1602', '½', '0', '', '', 'zero-point bye', ''] },
    // round 4, player 11 "14 w +": a forfeit win
    {
      round: 4,
      row: -1,
      cells: ['', '11', 'Hartmann, Tobias', '1644', '1', '+:-', '1', '14', 'Werner, Max', '1488'],
    },
  ])('round $round, row $row', ({ round, row, cells }) => {
    const p = makePairingsTable(t, round, 'en');
    expect(p.columns.map((c) => c.header)).toEqual([
      'Bd',
      'SNo',
      'White',
      'DWZ',
      'Pts',
      'Result',
      'Pts',
      'SNo',
      'Black',
      'DWZ',
    ]);
    const texts = tableTexts(p);
    const found = row >= 0 ? texts[row] : texts.find((r) => r[1] === cells[1]);
    expect(found?.slice(row >= 0 ? 0 : 1)).toEqual(cells.slice(row >= 0 ? 0 : 1));
  });
});

describe('makeStandingsTable / makeCrosstableTable', () => {
  it('standings: place, player, Elo and DWZ each in a column, points, then the tiebreaks as computed', () => {
    const st = makeStandingsTable(t, s, 'en');
    expect(st.columns.map((c) => c.header)).toEqual([
      'Rk',
      'SNo',
      'Tit',
      'Name',
      'Elo',
      'DWZ',
      'Pts',
      ...s.tiebreaks,
    ]);
    // numbers stay numbers (Sheets); the text renderers write "1." and "5½"
    expect(st.rows[0]?.slice(0, 7)).toEqual([1, 1, 'FM', 'Hoffmann, Markus', 2156, 2134, 5.5]);
    expect(tableTexts(st)[0]?.slice(0, 7)).toEqual([
      '1.',
      '1',
      'FM',
      'Hoffmann, Markus',
      '2156',
      '2134',
      '5½',
    ]);
  });

  it.each([
    // player 1: "8 w 1  15 b 1  7 w =  4 b 1  5 w 1  2 w 1"; ranks of 8, 15, 7, 4, 5, 2 after round 6
    { name: 'Hoffmann, Markus', cells: ['10w1', '13b1', '5w½', '3b1', '9w1', '2w1'] },
    // player 11: "4 w 0  8 b 0  0000 - U  14 w +  6 w 0  15 b 1": a pairing-allocated bye and a forfeit win
    { name: 'Hartmann, Tobias', cells: ['3w0', '10b0', '-1', '14w+', '4w0', '13b1'] },
    // player 3, round 5 "0000 - H": a half-point bye
    { name: 'Wagner, Stefan', cells: ['12w½', '15b1', '4w½', '5b0', '-½', '10w1'] },
  ])('crosstable cells of $name: opponent rank, colour, result', ({ name, cells }) => {
    const ct = makeCrosstableTable(t, s, 'en');
    const head = ct.columns.map((c) => c.header);
    const first = head.indexOf('1');
    const row = ct.rows.find((r) => r.includes(name));
    expect(row?.slice(first, first + 6)).toEqual(cells);
  });

  it('German colours are w/s', () => {
    const ct = makeCrosstableTable(t, s, 'de');
    expect(ct.rows[0]).toContain('13s1');
  });
});

describe('formatTiebreak', () => {
  it.each([
    { code: 'SB', v: 17.25, lang: 'de' as const, text: '17,25' },
    { code: 'SB', v: 17.25, lang: 'en' as const, text: '17.25' },
    { code: 'BH/C1', v: 19, lang: 'en' as const, text: '19' },
    { code: 'ARO', v: null, lang: 'en' as const, text: '' },
  ])('$code $v ($lang) → "$text"', ({ code, v, lang, text }) =>
    expect(formatTiebreak(code, v, lang)).toBe(text),
  );
});

describe('makeDwzReportTable', () => {
  it('rows in place order with old and new DWZ, "-----" without a new one (WO 2002 Anhang 1.1.11)', () => {
    const e = evaluateTournamentDwz(t);
    if (!e.ok) throw new Error('evaluation failed');
    const d = makeDwzReportTable(e.value, 'de');
    // Birth year and age appear because the example has players aged 25 and under; Rc is the
    // opponents' average (Anhang 1.1.11).
    expect(d.columns.map((c) => c.header)).toEqual([
      'Pl.',
      'Name',
      'Geb.',
      'Alter',
      'Ro (alt)',
      'W',
      'n',
      'We',
      'Rh',
      'E',
      'Rn (neu)',
      'Rc',
    ]);
    expect(d.rows).toHaveLength(15);
    const col = (key: string): number => d.columns.findIndex((c) => c.key === key);
    const texts = tableTexts(d);
    expect(['rank', 'name', 'Ro', 'W', 'n'].map((k) => texts[0]?.[col(k)])).toEqual([
      '1.',
      'Hoffmann, Markus',
      '2134' /* national rating line "GER    1 ... 2134", no index */,
      '5½',
      '6',
    ]);
    const players = [...e.value.players].sort((a, b) => a.place - b.place || a.id - b.id);
    for (const [k, p] of players.entries()) {
      expect(texts[k]?.[col('Rn')]).toBe(
        p.Rn === undefined ? '-----' : p.indexNew === undefined ? String(p.Rn) : `${p.Rn}-${p.indexNew}`,
      );
      expect(texts[k]?.[col('Rc')]).toBe(p.Rc === undefined ? '' : String(p.Rc));
      const young = p.age !== undefined && p.age <= 25;
      expect(texts[k]?.[col('age')]).toBe(young ? String(p.age) : '');
    }
  });
});

describe('makeCrosstableTable, round robin: a grid player against player', () => {
  // examples/club-round-robin.csv; columns by final rank: Bauer 1, Hoffmann 3, Wagner 5, Krüger 2,
  // Becker 6, Schäfer 7, Schneider 4, Zimmermann 8, Neumann 9, Yilmaz 10 (start numbers).
  const csv = parseCrosstable(
    readFileSync(new URL('../../../examples/club-round-robin.csv', import.meta.url), 'utf8'),
  );
  if (!csv.ok) throw new Error('example CSV does not parse');
  const rr = csv.value.tournament;
  const st = computeStandings(rr, {});
  if (!st.ok) throw new Error(st.error.message);

  it.each([
    // row "1;Bauer": x 0 ½ 1 1 1 1 1 1 1, reordered by rank
    { rank: 1, cells: ['×', '½', '1', '0', '1', '1', '1', '1', '1', '1'] },
    // row "5;Wagner": 0 1 1 1 x 0 + ½ 1 1 (a forfeit win against Schäfer)
    { rank: 3, cells: ['0', '1', '×', '1', '0', '+', '1', '½', '1', '1'] },
  ])('rank $rank', ({ rank, cells }) => {
    const ct = makeCrosstableTable(rr, st.value, 'en');
    const first = ct.columns.findIndex((c) => c.kind === 'round');
    expect(ct.columns.filter((c) => c.kind === 'round').map((c) => c.header)).toEqual(
      Array.from({ length: 10 }, (_, k) => String(k + 1)),
    );
    expect(ct.rows[rank - 1]?.slice(first, first + 10)).toEqual(cells);
  });
});

describe('withdrawn and absent players are marked (standings, crosstable, pairings)', () => {
  // Four players, two rounds. R1: Anna–Ben 1-0, Carl–Dora ½-½. R2: Anna–Carl 1-0; Ben withdrew
  // after round 1; Dora absent in round 2 (an "absent" entry, 0 points).
  const wd: Tournament = {
    name: 'T',
    kind: 'swiss',
    rounds: 2,
    players: [
      { id: 1, name: 'Anna', dwz: { rating: 1800 } },
      { id: 2, name: 'Ben', dwz: { rating: 1700 } },
      { id: 3, name: 'Carl', dwz: { rating: 1600 } },
      { id: 4, name: 'Dora' },
    ],
    games: [
      { round: 1, white: 1, black: 2, result: '1-0' },
      { round: 1, white: 3, black: 4, result: '1/2-1/2' },
      { round: 2, white: 1, black: 3, result: '1-0' },
    ],
    unpaired: [{ round: 2, player: 4, kind: 'absent' }],
    withdrawals: [{ player: 2, afterRound: 1 }],
    pointSystem: STANDARD_POINTS,
    schedule: 'recorded',
  };
  const st = computeStandings(wd, { tiebreaks: [] });
  if (!st.ok) throw new Error(st.error.message);

  it.each([
    { lang: 'de' as const, marks: { Anna: '', Ben: 'zg.', Carl: '', Dora: 'abw.' } },
    { lang: 'en' as const, marks: { Anna: '', Ben: 'wd', Carl: '', Dora: 'abs' } },
  ])('standings and crosstable ($lang): a status column, its marks in the legend', ({ lang, marks }) => {
    for (const table of [makeStandingsTable(wd, st.value, lang), makeCrosstableTable(wd, st.value, lang)]) {
      const status = table.columns.findIndex((c) => c.key === 'status');
      const name = table.columns.findIndex((c) => c.key === 'name');
      expect(Object.fromEntries(table.rows.map((r) => [r[name], r[status]]))).toEqual(marks);
      expect(table.legend.map((l) => l.term)).toEqual(
        expect.arrayContaining(Object.values(marks).filter(Boolean)),
      );
    }
  });

  it('pairings of round 2: the game, then Dora absent and Ben withdrawn, each with the points before', () => {
    const p = makePairingsTable(wd, 2, 'de');
    expect(p.columns.map((c) => c.header)).toEqual([
      'Br.',
      'TNr',
      'Weiß',
      'DWZ',
      'Pkt',
      'Ergebnis',
      'Pkt',
      'TNr',
      'Schwarz',
      'DWZ',
    ]);
    expect(tableTexts(p)).toEqual([
      ['1', '1', 'Anna', '1800', '1', '1-0', '½', '3', 'Carl', '1600'],
      ['', '4', 'Dora', '', '½', '0', '', '', 'abwesend', ''],
      ['', '2', 'Ben', '1700', '0', '', '', '', 'zurückgezogen', ''],
    ]);
  });
});

describe('makeClubLists', () => {
  // Three clubs and a player without one; points after round 2 as in the withdrawn/absent case.
  const base: Tournament = {
    name: 'T',
    kind: 'swiss',
    rounds: 1,
    players: [
      { id: 1, name: 'Öztürk, Can', club: 'SV Königsspringer', dwz: { rating: 1801 } },
      { id: 2, name: 'Bauer, Eva', club: 'SK Weiß-Blau', dwz: { rating: 1700 } },
      { id: 3, name: 'Adler, Jan', club: 'SV Königsspringer', dwz: { rating: 1600 } },
      { id: 4, name: 'Zorn, Udo' },
    ],
    games: [
      { round: 1, white: 1, black: 2, result: '1-0' },
      { round: 1, white: 3, black: 4, result: '1/2-1/2' },
    ],
    unpaired: [],
    withdrawals: [],
    pointSystem: STANDARD_POINTS,
    schedule: 'recorded',
  };
  const s1 = computeStandings(base, { tiebreaks: [] });
  if (!s1.ok) throw new Error(s1.error.message);
  const [byClub, totals] = makeClubLists(base, s1.value, 'de');

  it('players by club, by name within (DIN 5007: Ö with O), the players without a club last', () => {
    const club = byClub?.columns.findIndex((c) => c.key === 'club') ?? -1;
    const name = byClub?.columns.findIndex((c) => c.key === 'name') ?? -1;
    expect(byClub?.rows.map((r) => [r[club], r[name]])).toEqual([
      ['SK Weiß-Blau', 'Bauer, Eva'],
      ['SV Königsspringer', 'Adler, Jan'],
      ['SV Königsspringer', 'Öztürk, Can'],
      ['(ohne Verein)', 'Zorn, Udo'],
    ]);
  });

  it('club totals: players, points together, average rating of the rated, rounded half up', () => {
    // Königsspringer: 1 + ½ points, (1801 + 1600) / 2 = 1700.5 → 1701
    expect(totals?.columns.map((c) => c.header)).toEqual(['Verein', 'Spieler', 'Pkt', 'Ø']);
    expect(totals?.rows).toEqual([
      ['SK Weiß-Blau', 1, 0, 1700],
      ['SV Königsspringer', 2, 1.5, 1701],
      ['(ohne Verein)', 1, 0.5, ''],
    ]);
  });
});
