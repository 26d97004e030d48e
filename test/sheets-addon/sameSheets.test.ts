// `/tournament export` (the bot) and the add-on's Compute standings write the same Standings and
// Crosstable sheets for the same tournament: the club plays three rounds through the built add-on
// bundle (with a bye and a draw), the same games are handed to the bot's export builder as a core
// tournament, and both sheets are compared cell by cell as Sheets stores them (the add-on's
// apostrophes keep text text; the bot writes RAW).
import { beforeAll, describe, expect, test } from 'vitest';
import { exportSheetValues } from '../../bot/sheets/exporter.ts';
import { STANDARD_POINTS, type Game, type Player, type Tournament } from '../../core/tournament/index.ts';
import type { Cell, FakeSheet } from './fakes/appsScript.ts';
import { buildIntoTemp, loadSandbox, type BuiltAddon } from './sandbox.ts';
import { sheetPairing, typePlayers, typeResults } from './swissCase.ts';

let built: BuiltAddon;
beforeAll(async () => {
  built = await buildIntoTemp();
});

/** Nine players (an odd number: a bye every round), German names; Fuß's rating 0 is none (FIDE B.02 8.1). */
const CLUB = [
  { name: 'Müller, Jürgen', rating: 1850 },
  { name: 'Weiß, Anja', rating: 2010 },
  { name: 'Groß, Björn', rating: 1720 },
  { name: 'Straße, Lütfiye', rating: 1640 },
  { name: 'Öztürk, Emre', rating: 1935 },
  { name: 'Schäfer, Ute', rating: 1580 },
  { name: 'Kühn, Dörte', rating: 1795 },
  { name: 'Fuß, Malte', rating: 0 },
  { name: 'Bäcker, Jörg', rating: 1680 },
];

/** Lower start number wins, except a draw when the two numbers add up to a multiple of three. */
const RESULT = (w: number, b: number): { cell: Cell; result: Game['result'] } =>
  (w + b) % 3 === 0
    ? { cell: '½-½', result: '1/2-1/2' }
    : w < b
      ? { cell: '1-0', result: '1-0' }
      : { cell: '0-1', result: '0-1' };

const sheetOf = (sb: ReturnType<typeof loadSandbox>, name: string): FakeSheet => {
  const s = sb.app.spreadsheet.getSheetByName(name);
  if (!s) throw new Error(`no sheet ${name}`);
  return s;
};

describe.each([
  ['English', 'en_US', undefined],
  ['German', 'de_DE', 'GER'],
] as const)('the add-on and the bot write the same sheets (%s)', (_, locale, federation) => {
  test('Standings and Crosstable after three rounds, cell by cell', () => {
    const sb = loadSandbox(built);
    sb.app.spreadsheet.locale = locale;
    sb.call('rochadeNewSwiss');
    typePlayers(sb, CLUB);
    const games: Game[] = [];
    const pabs: number[] = [];
    for (let round = 1; round <= 3; round++) {
      sb.call('rochadePairNextRound');
      expect(sb.app.ui.alerts).toEqual([]);
      const sheet = sheetOf(sb, `Round ${round}`);
      typeResults(sheet, (w, b) => RESULT(w, b).cell);
      const pairing = sheetPairing(sheet);
      for (const [white, black] of pairing.games)
        games.push({ round, white, black, result: RESULT(white, black).result });
      if (pairing.pab !== undefined) pabs.push(pairing.pab);
    }
    sheetOf(sb, 'Round 3').activate();
    sb.call('rochadeComputeStandings');
    expect(sb.app.ui.alerts).toEqual([]);

    // The same tournament as the bot stores it: the start list the add-on numbered (Players sheet:
    // No. in A, name in B, rating in D), the games and byes of the round sheets.
    const players: Player[] = sheetOf(sb, 'Players')
      .snapshot()
      .slice(1)
      .filter((r) => typeof r[0] === 'number')
      .map((r) => ({ id: r[0] as number, name: String(r[1]), fide: r[3] as number }));
    expect(players).toHaveLength(9);
    expect(pabs).toHaveLength(3);
    const t: Tournament = {
      name: 'Vereinsturnier',
      kind: 'swiss',
      rounds: 3,
      ...(federation ? { federation } : {}),
      players,
      games,
      unpaired: pabs.map((player, i) => ({ round: i + 1, player, kind: 'PAB' as const })),
      withdrawals: [],
      pointSystem: STANDARD_POINTS,
    };
    const bot = exportSheetValues(t, ['BH/C1', 'BH', 'SB', 'WIN']);
    if (!bot.ok) throw new Error(bot.error.message);

    for (const [title, values] of [
      ['Standings', bot.value.standings],
      ['Crosstable', bot.value.crosstable],
    ] as const) {
      const addon = sheetOf(sb, title).snapshot();
      // The bot's rows as a rectangle (Sheets shows a missing cell as empty).
      const width = Math.max(...values.map((r) => r.length));
      const rect = values.map((r) => Array.from({ length: width }, (_, k) => r[k] ?? ''));
      expect(addon).toEqual(rect);
    }
    // A rating of 0 typed in the Players sheet (and kept as 0 by the bot) is no rating in either
    // product's sheets: an empty Elo cell, never "0".
    for (const values of [bot.value.standings, bot.value.crosstable]) {
      const elo = values[0]?.indexOf('Elo') ?? -1;
      expect(elo).toBeGreaterThan(0);
      const fuss = values.find((r) => r.includes('Fuß, Malte'));
      expect(fuss?.[elo]).toBe('');
    }
    // Not trivially equal: the bye and a draw are in the crosstable.
    const cells = bot.value.crosstable.flat();
    expect(cells).toContain('-1');
    expect(cells.some((c) => /^\d+[wbs]½$/.test(String(c)))).toBe(true);
  });
});
