import { beforeAll, describe, expect, test } from 'vitest';
import { PNG } from 'pngjs';
import { ARBITER_ROLE, CHANNEL2, CHANNEL3, GUILD2, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora, eve } = USERS;

describe('the other commands, happy paths and refusals', { timeout: 60_000 }, () => {
  const h = useHarness();
  beforeAll(async () => {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Blitz', system: 'swiss', rounds: 2 },
      { admin: true },
    );
    for (const u of [anna, ben, carl, dora]) await h.run(u, 'tournament', 'join');
  }, 120_000);

  test('/config arbiter-role: only Manage Server sets it; the role then grants arbiter commands', async () => {
    const refused = await h.run(
      anna,
      'config',
      'arbiter-role',
      { role: ARBITER_ROLE },
      { roles: [ARBITER_ROLE] },
    );
    expect(isEphemeral(refused)).toBe(true);
    expect(textOf(refused)).toMatch(/Only arbiters/);
    const set = await h.run(admin, 'config', 'arbiter-role', { role: ARBITER_ROLE }, { admin: true });
    expect(textOf(set)).toContain(`<@&${ARBITER_ROLE}>`);
    const byRole = await h.run(
      eve,
      'arbiter',
      'tournament create',
      { name: 'Rapid', system: 'round-robin' },
      { roles: [ARBITER_ROLE] },
    );
    expect(textOf(byRole)).toContain('Rapid');
  });

  test('/tournament list, select (per channel), status; several tournaments at once', async () => {
    const list = textOf(await h.run(anna, 'tournament', 'list'));
    expect(list).toContain('Blitz');
    expect(list).toContain('Rapid');
    // The channel where Rapid was created now uses Rapid; the second channel has no selection.
    const ambiguous = await h.run(anna, 'tournament', 'status', {}, { channelId: CHANNEL2 });
    expect(textOf(ambiguous)).toMatch(/Several tournaments/);
    await h.run(anna, 'tournament', 'select', { tournament: 'Blitz' }, { channelId: CHANNEL2 });
    expect(textOf(await h.run(anna, 'tournament', 'status', {}, { channelId: CHANNEL2 }))).toContain('Blitz');
    await h.run(anna, 'tournament', 'select', { tournament: 'Blitz' });
    const unknown = await h.run(anna, 'tournament', 'select', { tournament: 'Nope' });
    expect(textOf(unknown)).toMatch(/no tournament called “Nope”/);
    const choices = await h.autocomplete(anna, 'tournament', 'select', { tournament: 'bl' }, 'tournament');
    expect(choices.map((c) => c.value)).toEqual(['Blitz']);
  });

  test('/tournament bye and withdraw before pairing; the engine leaves them out', async () => {
    await h.run(admin, 'arbiter', 'tournament start', {}, { admin: true });
    const fpb = await h.run(anna, 'tournament', 'bye', { round: 1, kind: 'FPB' });
    expect(textOf(fpb)).toMatch(/Only arbiters/);
    const bye = await h.run(anna, 'tournament', 'bye', { round: 1, kind: 'HPB' });
    expect(textOf(bye)).toMatch(/HPB bye requested for round 1/);
    const twice = await h.run(anna, 'tournament', 'bye', { round: 1, kind: 'ZPB' });
    expect(textOf(twice)).toMatch(/already a bye for round 1/);
    const other = await h.run(ben, 'tournament', 'withdraw', { player: 'Carl' });
    expect(textOf(other)).toMatch(/Only arbiters/);
    const w = await h.run(admin, 'tournament', 'withdraw', { player: 'Carl' }, { admin: true });
    expect(textOf(w)).toMatch(/Carl has withdrawn/);
    await h.run(admin, 'arbiter', 'tournament add', { member: eve.id, dwz: 1400 }, { admin: true });
    const { announcement: a } = await h.runAnnounced(
      admin,
      'arbiter',
      'tournament pair',
      {},
      { admin: true },
    );
    expect(a.mentions).not.toContain(carl.id);
    expect(a.mentions).not.toContain(anna.id);
    expect(a.content).toContain(`<@${anna.id}>: bye (half-point bye)`);
  });

  test.each([
    ['a member adds a player', () => h.run(ben, 'arbiter', 'tournament add', { name: 'X' }), /Only arbiters/],
    ['a member starts the tournament', () => h.run(ben, 'arbiter', 'tournament start'), /Only arbiters/],
    [
      'starting twice',
      () => h.run(admin, 'arbiter', 'tournament start', {}, { admin: true }),
      /already started/,
    ],
    [
      'a member corrects a result',
      () => h.run(anna, 'arbiter', 'result correct', { round: 1, board: 1, result: '1-0' }),
      /Only arbiters/,
    ],
    [
      'correcting a game without a result',
      () => h.run(admin, 'arbiter', 'result correct', { round: 1, board: 1, result: '1-0' }, { admin: true }),
      /no result yet: use \/arbiter result set/,
    ],
    [
      'setting a board that does not exist',
      () => h.run(admin, 'arbiter', 'result set', { round: 1, board: 9, result: '1-0' }, { admin: true }),
      /no game on board 9 in round 1/,
    ],
    [
      'pairings of a round that does not exist',
      () => h.run(anna, 'pairings', undefined, { round: 9 }),
      /Round 9 does not exist/,
    ],
    [
      'a bye for a round already paired',
      () => h.run(ben, 'tournament', 'bye', { round: 1, kind: 'HPB' }),
      /already paired/,
    ],
    ['withdrawing without being registered', () => h.run(admin, 'tournament', 'withdraw'), /not registered/],
    [
      'an Elo estimate without a rating',
      () => h.run(ben, 'elo', 'estimate', { games: '1:1900' }),
      /register one first/,
    ],
    [
      'an Elo estimate with unreadable games',
      () => h.run(anna, 'elo', 'estimate', { rating: 1800, games: '1-1900' }),
      /Cannot read the games/,
    ],
    [
      'a server without tournaments',
      () => h.run(anna, 'crosstable', undefined, {}, { guildId: GUILD2, channelId: CHANNEL3 }),
      /no tournament on this server yet/,
    ],
  ])('refusal: %s (private, says why)', async (_name, act, why) => {
    const r = await act();
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(why);
  });

  test('/tournament export attaches TRF, CSV, JSON and PDF; /tournament import continues the event', async () => {
    const r = await h.run(anna, 'tournament', 'export');
    expect([...r.files.keys()].sort()).toEqual(['Blitz.csv', 'Blitz.json', 'Blitz.pdf', 'Blitz.trf']);
    expect(r.files.get('Blitz.pdf')?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const trf = r.files.get('Blitz.trf') ?? Buffer.alloc(0);
    expect(trf.toString('utf8')).toMatch(/^012 /m);
    const refused = await h.run(
      anna,
      'arbiter',
      'tournament import',
      { file: 'a1', name: 'Blitz copy' },
      { attachments: { a1: { filename: 'blitz.trf', data: trf } } },
    );
    expect(textOf(refused)).toMatch(/Only arbiters/);
    const imported = await h.run(
      admin,
      'arbiter',
      'tournament import',
      { file: 'a1', name: 'Blitz copy' },
      { admin: true, channelId: CHANNEL2, attachments: { a1: { filename: 'blitz.trf', data: trf } } },
    );
    expect(textOf(imported)).toMatch(/Imported \*\*Blitz copy\*\* \(5 players/);
    const status = textOf(await h.run(anna, 'tournament', 'status', {}, { channelId: CHANNEL2 }));
    expect(status).toMatch(/5 players · round 1 of 2/);
    // The CSV crosstable and the JSON file continue the event as well (into the second server).
    for (const ext of ['csv', 'json'] as const) {
      const data = r.files.get(`Blitz.${ext}`) ?? Buffer.alloc(0);
      const at = { guildId: GUILD2, channelId: CHANNEL3 };
      const ok = await h.run(
        admin,
        'arbiter',
        'tournament import',
        { file: 'a3', name: `Blitz ${ext}` },
        { ...at, admin: true, attachments: { a3: { filename: `blitz.${ext}`, data } } },
      );
      expect(textOf(ok)).toMatch(new RegExp(`Imported \\*\\*Blitz ${ext}\\*\\* \\(5 players`));
      // The same round-1 boards as the original; JSON also keeps the byes (a CSV crosstable has
      // no bye kinds).
      const original = textOf(await h.run(anna, 'pairings', undefined, { tournament: 'Blitz', round: 1 }));
      const copy = textOf(await h.run(anna, 'pairings', undefined, { round: 1 }, at));
      const block = (text: string) => /```[^]*```/.exec(text)?.[0];
      expect(block(copy)).toBe(block(original));
      if (ext === 'json') expect(copy.split('\n').slice(1)).toEqual(original.split('\n').slice(1));
    }
    const garbage = await h.run(
      admin,
      'arbiter',
      'tournament import',
      { file: 'a2' },
      { admin: true, attachments: { a2: { filename: 'x.trf', data: Buffer.from('012 broken\n001 zzz') } } },
    );
    expect(isEphemeral(garbage)).toBe(true);
    expect(textOf(garbage)).toMatch(/could not be read/);
    // A German member gets the core's error described in German (core/errors), no English prose.
    const deGarbage = await h.run(
      admin,
      'arbiter',
      'tournament import',
      { file: 'a4' },
      {
        admin: true,
        locale: 'de',
        attachments: { a4: { filename: 'x.trf', data: Buffer.from('012 broken\n001 zzz') } },
      },
    );
    expect(textOf(deGarbage)).toMatch(/^Die Datei ist nicht lesbar: Zeile \d+.*: [A-ZÄÖÜ]/);
    expect(textOf(deGarbage)).not.toMatch(/found|expected/);
  });

  test('/sheet link: arbiter only, then crosstable and standings are written after changes', async () => {
    const refused = await h.run(anna, 'sheet', 'link', { spreadsheet: 'x'.repeat(30) });
    expect(textOf(refused)).toMatch(/Only arbiters/);
    const bad = await h.run(admin, 'sheet', 'link', { spreadsheet: 'not a sheet' }, { admin: true });
    expect(textOf(bad)).toMatch(/does not look like a spreadsheet/);
    const id = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    const ok = await h.run(
      admin,
      'sheet',
      'link',
      { spreadsheet: `https://docs.google.com/spreadsheets/d/${id}/edit` },
      { admin: true },
    );
    expect(textOf(ok)).toMatch(/Spreadsheet linked/);
    for (let i = 0; i < 100 && h.sheets.writes.length === 0; i++) {
      await h.exporter.flush();
      await new Promise((r) => setTimeout(r, 20));
    }
    const standings = h.sheets.lastWrite(id, "'Standings'!A1");
    // The report's standings and crosstable (core/report makeResultSheets, as the add-on writes them),
    // the legend under each after an empty row.
    const table = (rows: typeof standings) =>
      rows?.slice(
        0,
        rows.findIndex((r) => r.length === 0),
      );
    expect(standings?.[0]).toEqual(expect.arrayContaining(['Rk', 'SNo', 'Name', 'Pts']));
    expect(table(standings)).toHaveLength(6); // header + 5 players
    // The crosstable in the standings' order (the one crosstable model), beside the Standings sheet.
    const crosstable = h.sheets.lastWrite(id, "'Crosstable'!A1");
    expect(table(crosstable)).toHaveLength(6);
    expect(crosstable?.[0]?.slice(0, 3)).toEqual(['Rk', 'SNo', 'Name']);
    expect(table(crosstable)?.map((r) => r[1])).toEqual(table(standings)?.map((r) => r[1]));
  });

  test('/dwz whatif, /dwz tournament (arbiter), /elo estimate say which rules and that they are unofficial', async () => {
    const whatif = textOf(await h.run(anna, 'dwz', 'whatif', { rating: 1600, opponent: 1700 }));
    expect(whatif).toMatch(/win → \*\*\d+\*\*/);
    expect(whatif).toMatch(/Unofficial/);
    const needs = await h.run(ben, 'dwz', 'whatif', { opponent: 1700 });
    expect(textOf(needs)).toMatch(/register one first/);
    const tour = await h.run(ben, 'arbiter', 'dwz tournament');
    expect(textOf(tour)).toMatch(/Only arbiters/);
    const ok = await h.run(admin, 'arbiter', 'dwz tournament', {}, { admin: true });
    expect(textOf(ok)).toMatch(/WO20|ELOBASE/);
    const elo = textOf(await h.run(anna, 'elo', 'estimate', { rating: 1800, games: '1:1900 0.5:1800' }));
    expect(elo).toMatch(/Elo 1800 → \*\*\d+\*\*/);
    expect(elo).toMatch(/FIDE/);
  });

  test('wide standings come with a PNG picture as well as the text', async () => {
    const r = await h.run(anna, 'standings', undefined, {
      tiebreaks: 'BH/C1 BH/C2 BH SB WIN WON BPG PS ARO TPR PTP APRO',
    });
    expect(textOf(r)).toMatch(/APRO/);
    const png = r.files.get('standings.png');
    expect(png).toBeDefined();
    const img = PNG.sync.read(png ?? Buffer.alloc(0));
    expect(img.width).toBeGreaterThan(300);
    const bad = await h.run(anna, 'standings', undefined, { tiebreaks: 'XYZ' });
    expect(isEphemeral(bad)).toBe(true);
  });

  test('/standings phone:true: a narrow picture (rank, name, rating, points, first tiebreak) even for a narrow table', async () => {
    const r = await h.run(anna, 'standings', undefined, { phone: true });
    const png = r.files.get('standings.png');
    expect(png).toBeDefined();
    const img = PNG.sync.read(png ?? Buffer.alloc(0));
    // a phone screen is 360-430 px wide; the five columns and 20-character names fit in it
    expect(img.width).toBeLessThanOrEqual(430);
  });

  test('a round robin: /arbiter tournament pair announces the next scheduled round', async () => {
    await h.run(dora, 'tournament', 'join', { tournament: 'Rapid' });
    await h.run(eve, 'tournament', 'join', { tournament: 'Rapid' });
    await h.run(admin, 'arbiter', 'tournament add', { tournament: 'Rapid', name: 'Gast' }, { admin: true });
    const start = await h.run(admin, 'arbiter', 'tournament start', { tournament: 'Rapid' }, { admin: true });
    expect(textOf(start)).toMatch(/started with 3 players/);
    const late = await h.run(anna, 'tournament', 'join', { tournament: 'Rapid' });
    expect(textOf(late)).toMatch(/already started/);
    await h.run(admin, 'arbiter', 'tournament pair', { tournament: 'Rapid' }, { admin: true });
    const p2 = textOf(await h.run(anna, 'pairings', undefined, { tournament: 'Rapid', round: 2 }));
    expect(p2).toMatch(/pairings round 2/);
    expect(p2).toMatch(/free/);
  });
});

describe('the 3-second acknowledgement', { timeout: 60_000 }, () => {
  const h = useHarness({ harness: { slowStoreMs: 1800 } });

  test('a slow change is deferred in time, then the deferred reply is edited', async () => {
    const rec = h.send(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Slow', system: 'swiss' },
      { admin: true },
    );
    const r = await h.fake.response(rec);
    expect(rec.initial?.type).toBe(5); // deferred
    expect(rec.rejectedCallbacks).toEqual([]); // the fake rejects a first callback later than 3 s
    expect(textOf('choices' in r ? undefined : r)).toContain('Slow');
  });

  test('a refusal after a public deferral is still private', async () => {
    const rec = h.send(anna, 'tournament', 'join', { tournament: 'Nope' });
    const r = await h.fake.response(rec);
    const m = 'choices' in r ? undefined : r;
    expect(rec.initial?.type).toBe(5);
    expect(isEphemeral(m)).toBe(true);
    expect(textOf(m)).toMatch(/no tournament called/);
    expect(rec.original?.deleted).toBe(true);
  });
});

describe('a knockout', { timeout: 60_000 }, () => {
  const h = useHarness();

  test('start announces round 1; a drawn final gets a tie-break game; then everything is paired', async () => {
    await h.run(admin, 'arbiter', 'tournament create', { name: 'Cup', system: 'knockout' }, { admin: true });
    for (const u of [anna, ben, carl, dora]) await h.run(u, 'tournament', 'join');
    const { announcement: a } = await h.runAnnounced(
      admin,
      'arbiter',
      'tournament start',
      {},
      { admin: true },
    );
    expect(a.mentions).toHaveLength(4);
    expect(textOf(await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true }))).toMatch(
      /Round 1 is not finished/,
    );
    for (const board of [1, 2])
      await h.run(admin, 'arbiter', 'result set', { round: 1, board, result: '1-0' }, { admin: true });
    expect(textOf(await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true }))).toMatch(/round 2/);
    await h.run(admin, 'arbiter', 'result set', { round: 2, board: 1, result: '1/2-1/2' }, { admin: true });
    await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    const final = textOf(await h.run(anna, 'pairings', undefined, { round: 2 }));
    // the regular game and the tie-break game: two boards under the header row
    const boards = (/```\n([^]*?)\n```/.exec(final)?.[1] ?? '').split('\n').slice(1);
    expect(boards.length).toBeGreaterThanOrEqual(2);
    await h.run(admin, 'arbiter', 'result set', { round: 2, board: 2, result: '0-1' }, { admin: true });
    expect(textOf(await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true }))).toMatch(
      /All 2 rounds have been paired/,
    );
  });
});
