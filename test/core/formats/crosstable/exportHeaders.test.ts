// Crosstable exports of Swiss-Manager / chess-results in four languages: columns are found by their
// headers, an unlabelled title column by its values (issue 14). The results are those of
// chess-results.com tournament 437642 (final crosstable after 5 rounds, TB1 = Sonneborn-Berger).
import { describe, expect, test } from 'vitest';
import { parseCrosstable } from '../../../../core/formats/crosstable/crosstable.ts';

const RESULTS = [
  ['*', '1', '1', '1', '1', '1'],
  ['0', '*', '½', '1', '1', '1'],
  ['0', '½', '*', '½', '1', '1'],
  ['0', '0', '½', '*', '1', '1'],
  ['0', '0', '0', '0', '*', '1'],
  ['0', '0', '0', '0', '0', '*'],
];
const PLAYERS = [
  ['GM', 'Zaragatski Ilja', '2482', 'GER', '5', '10,00'],
  ['', 'Kornitzky Tino', '2055', 'GER', '3,5', '5,00'],
  ['', 'Wüest Andrin', '2225', 'SUI', '3', '4,00'],
  ['', 'Aeschbacher Johann', '2053', 'FRA', '2,5', '2,50'],
  ['', 'Vögtlin André', '1719', 'SUI', '1', '0,00'],
  ['', 'Züllig Flavian', '1379', 'SUI', '0', '0,00'],
];

/** The table with a language's header labels: rank, (blank title), name, rating, federation, results, points, TB1, TB2. */
function table(labels: readonly string[]): string {
  const [rank, name, rating, fed, pts, tb1, tb2] = labels;
  const head = [rank, '', name, rating, fed, '1', '2', '3', '4', '5', '6', pts, tb1, tb2].join(';');
  const rows = PLAYERS.map((p, i) =>
    [String(i + 1), p[0], p[1], p[2], p[3], ...(RESULTS[i] ?? []), p[4], p[5], '0'].join(';'),
  );
  return [head, ...rows].join('\n');
}

describe('chess-results crosstable export headers', () => {
  test.each([
    ['English', ['Rk.', 'Name', 'Rtg', 'FED', 'Pts.', 'TB1', 'TB2']],
    ['German', ['Rg.', 'Name', 'Elo', 'Land', 'Pkt.', 'Wtg1', 'Wtg2']],
    ['Spanish', ['Rk.', 'Nombre', 'Elo', 'FED', 'Ptos.', 'Desp1', 'Desp2']],
    ['French', ['Pl.', 'Nom', 'Elo', 'Fédé', 'Pts', 'Dép1', 'Dép2']],
  ] as const)('%s: names, title, rating and federation from their columns', (_, labels) => {
    const r = parseCrosstable(table(labels));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ps = r.value.tournament.players;
    expect(ps.map((p) => p.name)).toEqual(PLAYERS.map((p) => p[1]));
    expect(ps[0]?.title).toBe('GM');
    expect(ps.slice(1).every((p) => p.title === undefined)).toBe(true);
    expect(ps.map((p) => p.fide)).toEqual(PLAYERS.map((p) => Number(p[2])));
    expect(ps.map((p) => p.federation)).toEqual(PLAYERS.map((p) => p[3]));
    const kinds = r.value.layout.columns.map((c) => c.kind);
    expect(kinds.slice(0, 5)).toEqual(['number', 'title', 'name', 'elo', 'federation']);
  });

  test('without a header row, the title column is recognised by its values (GM, IM, FM ...)', () => {
    const text = table(['Rk.', 'Name', 'Rtg', 'FED', 'Pts.', 'TB1', 'TB2']).split('\n').slice(1).join('\n');
    const r = parseCrosstable(text);
    expect(r.ok && r.value.tournament.players.map((p) => p.name)).toEqual(PLAYERS.map((p) => p[1]));
  });

  test('two headers that both name the player: refused, located', () => {
    const text = table(['Rk.', 'Name', 'Rtg', 'FED', 'Pts.', 'TB1', 'TB2']).replace(
      ';;Name;',
      ';Spieler;Name;',
    );
    const r = parseCrosstable(text.replace(/^(\d);(GM)?;/gm, '$1;X$1;'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ kind: 'ambiguousName', row: 1, column: 3 });
  });

  test('a header row without a name label over two columns of words: refused, located', () => {
    const text = [
      'Nr;;;1;2;3;Pkt',
      '1;Anna Alt;SK Nord;*;1;1;2',
      '2;Bert Bunt;SK Süd;0;*;1;1',
      '3;Carl Creme;SK Ost;0;0;*;0',
    ].join('\n');
    const r = parseCrosstable(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ kind: 'ambiguousName', row: 1, column: 3 });
  });
});
