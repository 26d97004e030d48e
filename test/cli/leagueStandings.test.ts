// `rochade standings FILE --rules <league rule set>`: league crosstables (CSV as the add-on reads
// them) and team-event JSON ranked by a named rule set. The BMM table's published MP, BP and places
// are the oracle (test/fixtures/league/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { LEAGUE_RULE_SET_IDS } from '../../core/team/index.ts';
import { memoryIo } from '../support/memoryIo.ts';

const bmm = readFileSync(new URL('../fixtures/league/bmm-klasse-staffel95.csv', import.meta.url), 'utf8');
const teams = readFileSync(new URL('../../examples/team-league.json', import.meta.url), 'utf8');
const rheinWupper = readFileSync(
  new URL('../fixtures/league/bezirksliga-rhein-wupper.csv', import.meta.url),
  'utf8',
);
const season = readFileSync(new URL('../../examples/league-season.json', import.meta.url), 'utf8');
const files = {
  'season.json': season,
  'bmm.csv': bmm,
  'rhein-wupper.csv': rheinWupper,
  'teams.json': teams,
  // Friedrichstadt's 2,5 against Neuenhagen changed to 3: half a point too many for 8 boards
  'bad.csv': bmm.replace('SV Berlin-Friedrichstadt 2;2,5;', 'SV Berlin-Friedrichstadt 2;3;'),
};

interface LeagueJson {
  rules: string;
  order: string[];
  leftOut: string[];
  rows: {
    rank: number;
    rankTo?: number;
    decider?: string;
    name: string;
    matchPoints: number;
    boardPoints: number;
  }[];
}

const run = async (args: readonly string[]) => {
  const io = memoryIo(files);
  const code = await runCli(['standings', ...args], io);
  return { code, out: io.out.join(''), err: io.err.join('') };
};

describe('rochade standings LEAGUE.csv --rules NAME', () => {
  test('the BMM table under berlin: the published places, MP and BP (forfeit 4:0, empty boards)', async () => {
    const r = await run(['bmm.csv', '--rules', 'berlin', '--json']);
    expect([r.code, r.err]).toEqual([0, '']);
    const out = JSON.parse(r.out) as LeagueJson;
    expect(out.order).toEqual(['MP', 'GP']);
    expect(out.leftOut).toEqual(['BW']);
    expect(out.rows.map((x) => [x.rank, x.name, x.matchPoints, x.boardPoints])).toEqual([
      [1, 'SVG Läufer Reinickendorf 4', 13, 36],
      [2, 'SK Tempelhof 1931 2', 11, 37.5],
      [3, 'BSG 1827 Eckbauer 3', 9, 28.5],
      [4, 'TSG Oberschöneweide 5', 7, 34.5],
      [5, 'SV Rot-Weiß Neuenhagen 2', 7, 34],
      [6, 'Schachunion Berlin 2', 7, 31],
      [7, 'SF Siemensstadt 2', 7, 29],
      [8, 'SF Nord-Ost Berlin 5', 6, 25],
      [9, 'SV Berlin-Friedrichstadt 2', 5, 26.5],
    ]);
  });

  test('the text table names the rule set, the order, what was left out and the source', async () => {
    const r = await run(['bmm.csv', '--rules', 'berlin']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Berliner Mannschaftsmeisterschaft (BMM) (berlin): MP > GP');
    expect(r.out).toContain('not applied without board-by-board results: BW');
    expect(r.out).toMatch(/Source: .*mattzug\.de/);
  });

  test('a team-event JSON under schleswig-holstein applies BW on all, 4 and 2 boards, then lots', async () => {
    const r = await run(['teams.json', '--rules', 'schleswig-holstein', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as LeagueJson;
    expect(out.order).toEqual(['MP', 'GP', 'BW', 'BW/B4', 'BW/B2']);
    expect(out.leftOut).toEqual([]);
    const text = await run(['teams.json', '--rules', 'schleswig-holstein']);
    expect(text.out).toContain('still tied: lots decide');
  });

  test('a half point too many is a located error naming both cells, exit 2', async () => {
    const r = await run(['bad.csv', '--rules', 'berlin']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/bad\.csv \(league crosstable\): .*row 3, column 2/);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  });

  test('an unknown rule set lists the league rule sets', async () => {
    const r = await run(['bmm.csv', '--rules', 'hessen']);
    expect(r.code).toBe(2);
    for (const id of LEAGUE_RULE_SET_IDS) expect(r.err).toContain(id);
  });

  test('--help lists every league rule set', async () => {
    const io = memoryIo({});
    await runCli(['standings', '--help'], io);
    for (const id of LEAGUE_RULE_SET_IDS) expect(io.out.join('')).toContain(`  ${id} `);
  });

  test('a league file ranks by its own rule set, or by --rules; an individual --rules is refused', async () => {
    const own = JSON.parse((await run(['season.json', '--json'])).out) as LeagueJson;
    expect(own.rules).toBe('schleswig-holstein');
    const fide = JSON.parse((await run(['season.json', '--rules', 'fide', '--json'])).out) as LeagueJson;
    expect(fide.order).toEqual(['MP', 'GP', 'EDE', 'EMGSB']);
    const bad = await run(['season.json', '--rules', 'C07_2026']);
    expect([bad.code, bad.err]).toEqual([
      2,
      expect.stringMatching(/a league file takes a league rule set/) as string,
    ]);
  });
});

describe('rochade standings on the Rhein-Wupper Bezirksliga (test/fixtures/league/README.md)', () => {
  test('rhein-wupper: the published places and MP; 6th and 7th (2 MP, 14½ BP) by the direct match', async () => {
    const r = await run(['rhein-wupper.csv', '--rules', 'rhein-wupper', '--json']);
    expect([r.code, r.err]).toEqual([0, '']);
    const out = JSON.parse(r.out) as LeagueJson;
    expect([out.order, out.leftOut]).toEqual([['MP', 'EDE'], ['BW']]);
    expect(out.rows.map((x) => [x.rank, x.rankTo, x.name, x.matchPoints, x.boardPoints])).toEqual([
      [1, undefined, 'SVG/Königsspringer I', 11, 32],
      [2, undefined, 'Schlebusch I', 10, 32.5],
      [3, undefined, 'Bayer Leverkusen II', 7, 23],
      [4, undefined, 'Fideler Bauer I', 6, 28],
      [5, undefined, 'Opladen 22 I', 4, 23.5],
      [6, undefined, 'Schlebusch II', 2, 14.5],
      [7, undefined, 'Langenfeld III', 2, 14.5],
    ]);
    const text = await run(['rhein-wupper.csv', '--rules', 'rhein-wupper']);
    expect(text.out).toContain('Schachbezirk Rhein-Wupper (Bezirksliga) (rhein-wupper): MP > EDE');
    expect(text.out).toMatch(/Source: .*sf-schlebusch\.de/);
  });
});
