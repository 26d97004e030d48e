// A captain's season through the real discord.js client and the fake Discord, with the bot's clock
// injected: SK Kiel 3 (Kreisliga) and SK Kiel 4 (Kreisklasse) of one club. The registered players
// come from a Swiss-Chess team file (SK Kiel 3) and a Swiss-Manager team file (SK Kiel 4), both
// written by the project's own writers; members link themselves, the captain corrects a wrong link;
// the captain enters the board results of round 2 with the opposing players, a second player
// confirms, and with the last board the match, the league table, each player's season and the
// season's DWZ are updated at once; /team stats shows them, /team report gives text, CSV, PDF and
// the league file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { makeLeagueFileJson, parseLeagueFileJson } from '../../../schemas/leagueFile.ts';
import { writeSwissManager } from '../../support/swissManagerWriter.ts';
import { writeSwt } from '../../support/swtWriter.ts';
import { findTool } from '../../support/tools.ts';
import { DB_KINDS } from '../helpers/databases.ts';
import { DSB_PLAYER_HEADER, importPlayerList } from '../helpers/playerLists.ts';
import { isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora, eve } = USERS;

const player = (id: string, name: string, dwz?: string) => ({ id, name, ...(dwz ? { dwz } : {}) });

// Kreisliga, 4 boards, season ending 26 April 2026 (before 8 June 2026: the DeWIS rules, WO 2013).
// SK Kiel 3's list in the league file: Anna Größer 1800 (index 20), Ben Müller 1650 (index 10),
// Carl Öztürk and Jürgen Weiß without DWZ. Round 1 was played by the two other teams only.
const kreisliga = {
  type: 'league',
  name: 'Kreisliga',
  rounds: 3,
  boards: 4,
  rules: 'hamburg',
  endDate: '2026-04-26',
  teams: [
    {
      id: 1,
      name: 'SK Kiel 3',
      players: [
        player('k1', 'Anna Größer', '1800-20'),
        { ...player('k2', 'Ben Müller', '1650-10'), zps: 'C0327', memberNumber: '13' },
        player('k3', 'Carl Öztürk'),
        player('k4', 'Jürgen Weiß'),
      ],
    },
    {
      id: 2,
      name: 'SV Preetz',
      players: [
        player('p1', 'Björn Köhler', '1800-20'),
        player('p2', 'Jörg Weißbach', '1650-10'),
        player('p3', 'Hans Läufer'),
        player('p4', 'Ulrich Maaß', '1500-5'),
      ],
    },
    { id: 3, name: 'TSV Plön', players: [player('t1', 'Tanja Plöger')] },
    { id: 4, name: 'SF Heikendorf', players: [player('h1', 'Heike Dörfler')] },
  ],
  matches: [
    {
      round: 1,
      home: 3,
      away: 4,
      boards: [
        { home: 't1', away: 'h1', result: '1-0' },
        { result: '+:-' },
        { result: '+:-' },
        { result: '-:+' },
      ],
    },
    { round: 2, home: 1, away: 2, date: '2026-03-15' },
    { round: 2, home: 3, away: 4, date: '2026-03-15' },
  ],
};
// Kreisklasse: SK Kiel 4 without a list in the league file (it comes from the Swiss-Manager file).
const kreisklasse = {
  type: 'league',
  name: 'Kreisklasse',
  rounds: 3,
  boards: 4,
  endDate: '2026-04-26',
  teams: [
    { id: 1, name: 'SK Kiel 4', players: [] },
    { id: 2, name: 'SG Dänischenhagen', players: [player('d1', 'Dörte Hansen')] },
  ],
  matches: [{ round: 2, home: 2, away: 1, date: '2026-03-15' }],
};
const json = (name: string, doc: unknown) => ({
  admin: true,
  attachments: { [name]: { filename: `${name}.json`, data: Buffer.from(JSON.stringify(doc)) } },
});

// The club's Swiss-Chess file of a team event (Swiss-Chess 8.83 layout, no round paired): SK Kiel 3
// registered in the order Anna, Ben, Carl, Jürgen ("Family,Given" as Swiss-Chess stores names).
const swt = Buffer.from(
  writeSwt({
    name: 'Meldungen Kreisliga 2025/26',
    rounds: 1,
    pairedRounds: 0,
    boards: 4,
    players: [
      { name: 'Größer,Anna', team: 1 },
      { name: 'Müller,Ben', team: 1 },
      { name: 'Öztürk,Carl', team: 1 },
      { name: 'Weiß,Jürgen', team: 1 },
      { name: 'Köhler,Björn', team: 2 },
    ],
    pairings: [[], [], [], [], []],
    teams: [
      { name: 'SK Kiel 3', pairings: [] },
      { name: 'SV Preetz', pairings: [] },
    ],
  }),
);
// The Swiss-Manager team file (.TUMX) with SK Kiel 4: Dora Schäfer, Eve Krämer, Fritz Groß.
const tumx = Buffer.from(
  writeSwissManager({
    type: 3,
    name: 'Kreisklasse 2025/26',
    rounds: 1,
    boards: 4,
    teams: ['SG Dänischenhagen', 'SK Kiel 4'],
    players: [
      { last: 'Hansen', first: 'Dörte', team: 1, board: 1 },
      { last: 'Schäfer', first: 'Dora', team: 2, board: 1 },
      { last: 'Krämer', first: 'Eve', team: 2, board: 2 },
      { last: 'Groß', first: 'Fritz', team: 2, board: 3 },
    ],
    games: [[]],
    matches: [[]],
  }).bytes,
);

const havePoppler = findTool('pdftotext') !== undefined;

describe.each(DB_KINDS)('a season of two club teams (%s)', { timeout: 120_000 }, (kind) => {
  // Tuesday 10 March 2026, 10:00 Berlin (UTC+1).
  let now = Date.parse('2026-03-10T09:00:00Z');
  const h = useHarness({ db: kind, harness: { clock: () => new Date(now) } });
  const players = () =>
    h.store.db
      .selectFrom('club_team_players')
      .select(['team', 'board_no', 'player_key', 'name', 'user_id'])
      .orderBy('team')
      .orderBy('board_no')
      .execute();

  test('the arbiter imports the registered players from a Swiss-Chess and a Swiss-Manager team file', async () => {
    await h.run(admin, 'arbiter', 'league import', { file: 'kl' }, json('kl', kreisliga));
    await h.run(admin, 'arbiter', 'league import', { file: 'kk' }, json('kk', kreisklasse));
    for (const [team, league, rank] of [
      ['SK Kiel 3', 'Kreisliga', 3],
      ['SK Kiel 4', 'Kreisklasse', 4],
    ] as const)
      await h.run(
        admin,
        'arbiter',
        'team link',
        { team, 'league-team': team, rank, league },
        { admin: true },
      );
    const fromSwt = await h.run(
      admin,
      'arbiter',
      'team import',
      { team: 'SK Kiel 3', list: 'f' },
      { admin: true, attachments: { f: { filename: 'KREISLIGA.SWT', data: swt } } },
    );
    expect(textOf(fromSwt)).toMatch(
      /4 registered players in board order: 1\. Anna Größer, 2\. Ben Müller, 3\. Carl Öztürk, 4\. Jürgen Weiß/,
    );
    // A team file without the team: named, with the file's teams; nothing stored.
    const wrong = await h.run(
      admin,
      'arbiter',
      'team import',
      { team: 'SK Kiel 4', list: 'f' },
      { admin: true, locale: 'de', attachments: { f: { filename: 'KREISLIGA.SWT', data: swt } } },
    );
    expect(isEphemeral(wrong)).toBe(true);
    expect(textOf(wrong)).toMatch(
      /Die Swiss-Chess-Datei hat keine Mannschaft \*\*SK Kiel 4\*\*; ihre Mannschaften: SK Kiel 3, SV Preetz\. Nichts gespeichert\./,
    );
    const fromTumx = await h.run(
      admin,
      'arbiter',
      'team import',
      { team: 'SK Kiel 4', list: 'f' },
      { admin: true, attachments: { f: { filename: 'KREISKLASSE.TUMX', data: tumx } } },
    );
    expect(textOf(fromTumx)).toMatch(
      /3 registered players in board order: 1\. Dora Schäfer, 2\. Eve Krämer, 3\. Fritz Groß/,
    );
    // The Kreisliga's players keep the league file's ids (their DWZ); the Kreisklasse's have none.
    expect((await players()).map((p) => `${p.team} ${p.board_no} ${p.player_key}`)).toEqual([
      'SK Kiel 3 1 k1',
      'SK Kiel 3 2 k2',
      'SK Kiel 3 3 k3',
      'SK Kiel 3 4 k4',
      'SK Kiel 4 1 name:dora schaefer',
      'SK Kiel 4 2 name:eve kraemer',
      'SK Kiel 4 3 name:fritz gross',
    ]);
    await h.run(admin, 'arbiter', 'team captain', { team: 'SK Kiel 3', member: anna.id }, { admin: true });
    // The server's DSB list: Dora Schäfer's DWZ, which no league file gives (she is on SK Kiel 4's list).
    const list = [
      DSB_PLAYER_HEADER,
      'C0327,1020,A,"Schäfer,Dora",W,D,1990,202318,1500,5,,,,',
      'C0327,1021,A,"Krämer,Eve",W,D,2001,,,,,,,',
    ].join('\r\n');
    await importPlayerList(h, admin, Buffer.from(list), { admin: true });
  });

  test('members link themselves; a player linked to someone else is refused; the captain corrects a wrong link', async () => {
    const self = await h.run(anna, 'team', 'link-player', { player: 'anna groesser' }, { locale: 'de' });
    expect(isEphemeral(self)).toBe(true);
    expect(textOf(self)).toMatch(/Du bist mit \*\*Anna Größer\*\* verknüpft \(SK Kiel 3 Nr\. 1\)/);
    // Ben gives his ZPS and member number as the league file has them (leading zeros aside).
    expect(textOf(await h.run(ben, 'team', 'link-player', { player: 'C0327-0013' }))).toMatch(
      /You are linked to \*\*Ben Müller\*\* \(SK Kiel 3 No 2\)/,
    );
    // Dora picks Carl's entry by mistake; Carl then finds it taken and nothing changes.
    await h.run(dora, 'team', 'link-player', { player: 'Öztürk' });
    const before = await players();
    const taken = await h.run(carl, 'team', 'link-player', { player: 'Carl Öztürk' });
    expect(isEphemeral(taken)).toBe(true);
    expect(textOf(taken)).toMatch(
      new RegExp(`\\*\\*Carl Öztürk\\*\\* is linked to <@${dora.id}> already: nothing changed`),
    );
    // A member who is not the captain cannot move a link; a name that is nobody's neither.
    expect(
      textOf(await h.run(ben, 'team', 'link-player', { player: 'Carl Öztürk', member: carl.id })),
    ).toMatch(/Only the captain of \*\*SK Kiel 3\*\*/);
    expect(textOf(await h.run(eve, 'team', 'link-player', { player: 'Magnus Lübeck' }))).toMatch(
      /“Magnus Lübeck” is not a registered player of this club’s teams: nothing stored/,
    );
    expect(await players()).toEqual(before);
    // The captain corrects it; Dora links herself to her own entry (her wrong link goes).
    expect(
      textOf(await h.run(anna, 'team', 'link-player', { player: 'Carl Öztürk', member: carl.id })),
    ).toMatch(new RegExp(`\\*\\*Carl Öztürk\\*\\* \\(SK Kiel 3 No 3\\) is now linked to <@${carl.id}>`));
    await h.run(dora, 'team', 'link-player', { player: 'Dora Schäfer', team: 'SK Kiel 4' });
    // Eve gives her ZPS and member number, as /dwz link takes it: the DSB list's person, by name.
    expect(textOf(await h.run(eve, 'team', 'link-player', { player: 'C0327-1021' }))).toMatch(
      /You are linked to \*\*Eve Krämer\*\* \(SK Kiel 4 No 2\)/,
    );
    expect((await players()).map((p) => [p.name, p.user_id])).toEqual([
      ['Anna Größer', anna.id],
      ['Ben Müller', ben.id],
      ['Carl Öztürk', carl.id],
      ['Jürgen Weiß', null],
      ['Dora Schäfer', dora.id],
      ['Eve Krämer', eve.id],
      ['Fritz Groß', null],
    ]);
    const audit = await h.store.db
      .selectFrom('team_audit')
      .select(['action', 'actor_id'])
      .where('action', '=', 'memberLink')
      .execute();
    // Anna, Ben, Dora (wrong), the captain's correction, Dora, Eve.
    expect(audit).toHaveLength(6);
  });

  test('autocomplete: club teams and registered players from the cache; a committed change refreshes it', async () => {
    const player = (typed: string, options: Record<string, string> = {}) =>
      h.autocomplete(eve, 'team', 'link-player', { ...options, player: typed }, 'player');
    // Every typed word starts a word of the name, umlauts folded: "schae" finds Dora Schäfer.
    expect(await player('schae')).toEqual([{ name: 'Dora Schäfer (SK Kiel 4, 1)', value: 'Dora Schäfer' }]);
    const loads = h.bot.cache.loads;
    expect(await player('f')).toEqual([{ name: 'Fritz Groß (SK Kiel 4, 3)', value: 'Fritz Groß' }]);
    // Within the team given: Jürgen Weiß plays for SK Kiel 3 only.
    expect(await player('j', { team: 'SK Kiel 4' })).toEqual([]);
    expect(await player('j', { team: 'SK Kiel 3' })).toEqual([
      { name: 'Jürgen Weiß (SK Kiel 3, 4)', value: 'Jürgen Weiß' },
    ]);
    expect(await h.autocomplete(anna, 'team', 'report', { team: 'kiel 4' }, 'team')).toEqual([
      { name: 'SK Kiel 4 (Kreisklasse)', value: 'SK Kiel 4' },
    ]);
    expect(await h.autocomplete(anna, 'team', 'stats', { player: 'oez' }, 'player')).toEqual([
      { name: 'Carl Öztürk (SK Kiel 3, 3)', value: 'Carl Öztürk' },
    ]);
    expect(h.bot.cache.loads).toBe(loads); // served from memory, no database read per keystroke
    // A player added by the arbiter: the committed change drops the cached club, the next keystroke finds him.
    await h.run(
      admin,
      'arbiter',
      'team import',
      { team: 'SK Kiel 4', player: 'Gustav Hähnel' },
      { admin: true },
    );
    expect(await player('haeh')).toEqual([{ name: 'Gustav Hähnel (SK Kiel 4, 4)', value: 'Gustav Hähnel' }]);
  });

  test('bad input stores nothing: a player of another club in the line-up, a click after the deadline', async () => {
    const asked = await h.run(anna, 'team', 'availability', { team: 'SK Kiel 3', round: 2 });
    const yes = asked.components
      .flatMap((row) =>
        ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
      )
      .find((x) => x.endsWith(':yes'))!;
    await h.press(anna, asked, yes);
    // Björn Köhler is registered in the league file, for SV Preetz: no player of this club.
    const other = await h.run(anna, 'team', 'lineup', {
      team: 'SK Kiel 3',
      round: 2,
      players: 'Anna Größer, Björn Köhler',
    });
    expect(isEphemeral(other)).toBe(true);
    expect(textOf(other)).toMatch(
      /“Björn Köhler” is not a registered player of this club’s teams: nothing stored/,
    );
    expect(await h.store.db.selectFrom('team_lineups').selectAll().execute()).toEqual([]);
    // The deadline: Saturday 14 March 18:00 Berlin = 17:00 UTC.
    const answers = () => h.store.db.selectFrom('team_availability').selectAll().execute();
    const stored = await answers();
    now = Date.parse('2026-03-14T17:00:01Z');
    const late = await h.press(ben, asked, yes);
    expect(isEphemeral(late)).toBe(true);
    expect(textOf(late)).toMatch(/The answers for SK Kiel 3, round 2 closed at 2026-03-14 18:00/);
    expect(await answers()).toEqual(stored);
  });

  const buttonOf = (m: Awaited<ReturnType<typeof h.run>>): string =>
    m.components
      .flatMap((row) =>
        ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
      )
      .find((x) => x.startsWith('tr:'))!;

  test('results with the opposing players; the last confirmation updates table, season and DWZ at once', async () => {
    // Line-up: Anna, Ben, Carl, and Dora Schäfer of SK Kiel 4 as a reserve on board 4.
    await h.run(anna, 'team', 'lineup', {
      team: 'SK Kiel 3',
      round: 2,
      players: 'Anna Größer, Ben Müller, Carl Öztürk, Dora Schäfer',
    });
    now = Date.parse('2026-03-15T13:30:00Z'); // Sunday 14:30 Berlin
    // An opposing player who is not on SV Preetz's list: refused, nothing stored.
    const stranger = await h.run(anna, 'team', 'result', {
      team: 'SK Kiel 3',
      round: 2,
      board: 3,
      result: '+:-',
      opponent: 'Heinz Läufer',
    });
    expect(isEphemeral(stranger)).toBe(true);
    expect(textOf(stranger)).toMatch(
      /“Heinz Läufer” is not on the list of \*\*SV Preetz\*\* in the league file: nothing stored/,
    );
    // A board the match does not have.
    expect(
      textOf(
        await h.run(anna, 'team', 'result', {
          team: 'SK Kiel 3',
          round: 2,
          board: 5,
          result: '1-0',
          opponent: 'Köhler',
        }),
      ),
    ).toMatch(/has boards 1 to 4; there is no board 5: nothing stored/);
    expect(await h.store.db.selectFrom('team_results').selectAll().execute()).toEqual([]);
    let last: Awaited<ReturnType<typeof h.run>> | undefined;
    const twice = async () =>
      h.run(anna, 'team', 'result', {
        team: 'SK Kiel 3',
        round: 2,
        board: 2,
        result: '1-0',
        opponent: 'Köhler',
      });
    for (const [board, result, opponent] of [
      [1, '1-0', 'Köhler'],
      [2, 'remis', 'joerg weissbach'],
      [3, '+:-', 'Hans Läufer'],
      [4, '0-1', 'Maaß'],
    ] as const) {
      const r = await h.run(anna, 'team', 'result', { team: 'SK Kiel 3', round: 2, board, result, opponent });
      if (board === 1) expect(textOf(r)).toMatch(/board 1: Anna Größer – Björn Köhler \*\*1-0\*\*/);
      if (board === 1) {
        // Björn Köhler on board 2 as well: refused, board 2 stays empty.
        const again = await twice();
        expect(isEphemeral(again)).toBe(true);
        expect(textOf(again)).toMatch(
          /Björn Köhler is already the opponent on board 1 of \*\*SK Kiel 3\*\*, round 2: nothing stored/,
        );
        expect(await h.store.db.selectFrom('team_results').select('board').execute()).toEqual([{ board: 1 }]);
      }
      last = await h.press(ben, r, buttonOf(r));
    }
    const text = textOf(last);
    // 1 + ½ + 1 + 0 = 2½ : 1½.
    expect(text).toMatch(/SK Kiel 3 – SV Preetz 2½:1½ \(4 of 4 boards confirmed\)/);
    // SK Kiel 3 2 MP; TSV Plön 2 MP (3:1 in round 1) with 3 board points beats SK Kiel 3's 2½ (MP, then BP).
    expect(text).toMatch(/\*\*Kreisliga\*\* place 2 of 4, 2 match points/);
    // Anna (1800, index 20, adult: E = round((1800/1000)^4 + 15) = round(25.50) = 25, capped at 30)
    // beats an equal opponent: We = 0.5, Rn = 1800 + 800·(1 − 0.5)/(25 + 1) = 1815.38 → 1815
    // (DSB-Wertungsordnung, Rn = Ro + 800·(W − We)/(E + n)). Ben draws an equal opponent: W = We,
    // no change. Carl's forfeit is no game for the DWZ (WO 3.2.5). Dora (1500, index 5, born 1990:
    // adult; her DWZ from the server's DSB list) loses to Ulrich Maaß (1500): E = round(1.5^4 + 15) =
    // round(20.06) = 20 (≤ 5·5), Rn = 1500 + 800·(0 − 0.5)/(20 + 1) = 1480.95 → 1481.
    expect(text).toMatch(
      /Season and DWZ updated \(\/team stats\): Anna Größer 1\/1, DWZ 1800 → 1815; Ben Müller ½\/1, DWZ 1650 → 1650; Carl Öztürk 1\/1; Dora Schäfer 0\/1, DWZ 1500 → 1481/,
    );
  });

  test('/team stats: each player of the team with boards, games, points, DWZ; a reserve marked; one player per team', async () => {
    const jobs = h.render.jobs;
    const r = await h.run(eve, 'team', 'stats', { team: 'SK Kiel 3' }, { locale: 'de' });
    // The evaluation of the team's league ran in the render worker, not on the event loop.
    expect(h.render.jobs - jobs).toBe(1);
    expect(h.render.lastThread).toBeGreaterThan(0);
    const text = textOf(r);
    expect(text).toMatch(/SK Kiel 3 \(Kreisliga\): die Saison jedes Spielers/);
    const line = (name: string) => text.split('\n').find((l) => l.includes(name)) ?? '';
    // Ben's performance: one draw against 1650 is a 50 % score, Rp = 1650 + 0 (P = 0.5 at D = 0).
    // No, name, boards, games, points, %, performance, DWZ, new DWZ.
    expect(line('Anna Größer')).toMatch(/^\s*1 Anna Größer\s+1\s+1\s+1\s+100\s+\d*\s+1800 1815 \(\+15\)$/);
    expect(line('Ben Müller')).toMatch(/^\s*2 Ben Müller\s+2\s+1\s+½\s+50\s+1650\s+1650 1650 \(±0\)$/);
    expect(line('Carl Öztürk')).toMatch(/^\s*3 Carl Öztürk\s+3\s+1\s+1\s+100\s*$/);
    expect(line('Jürgen Weiß')).toMatch(/^\s*4 Jürgen Weiß\s+0\s+0\s*$/);
    expect(line('Dora Schäfer')).toMatch(/^\s*E Dora Schäfer\s+4\s+1\s+0\s+0\s+\d*\s*1500 1481 \(−19\)$/);
    expect(text).toMatch(/Stichtag 26\.04\.2026/);
    const dora2 = textOf(await h.run(eve, 'team', 'stats', { team: 'SK Kiel 4', player: 'schaefer' }));
    expect(dora2).toMatch(/Dora Schäfer: the season in each team/);
    expect(dora2).toMatch(/SK Kiel 3\s+Dora Schäfer\s+4\s+1\s+0\s+0/);
    expect(dora2).toMatch(/SK Kiel 4\s+Dora Schäfer\s+0\s+0/);
  });

  test('/team report: text, CSV and a PDF with every name; the league file with round 2 played', async () => {
    const r = await h.run(anna, 'team', 'report', { team: 'SK Kiel 3', round: 2 }, { locale: 'de' });
    expect(isEphemeral(r)).toBe(true);
    const csv = r.files.get('SK_Kiel_3_R2.csv')?.toString('utf8') ?? '';
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFBrett;Heim;DWZ Heim;Gast;DWZ Gast;Ergebnis',
      '1;Anna Größer;1800-20;Björn Köhler;1800-20;1-0',
      '2;Ben Müller;1650-10;Jörg Weißbach;1650-10;½-½',
      '3;Carl Öztürk;;Hans Läufer;;+:-',
      // Dora Schäfer's DWZ from the server's DSB list, as /team stats gives it.
      '4;Dora Schäfer;1500-5;Ulrich Maaß;1500-5;0-1',
      ';SK Kiel 3;;SV Preetz;;2½:1½',
      '',
    ]);
    const pdf = r.files.get('SK_Kiel_3_R2.pdf');
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const league = parseLeagueFileJson(r.files.get('Kreisliga.json')?.toString('utf8') ?? '');
    if (!league.ok) throw new Error(JSON.stringify(league.error));
    expect(league.value.matches.find((m) => m.round === 2 && m.home === 1)?.games).toEqual([
      { home: 'k1', away: 'p1', result: '1-0' },
      { home: 'k2', away: 'p2', result: '1/2-1/2' },
      { home: 'k3', away: 'p3', result: '+:-' },
      { home: 'name:dora schaefer', away: 'p4', result: '0-1' },
    ]);
    // Every player who played has an entry: the reserve from SK Kiel 4 under SK Kiel 3, with her
    // name, DWZ and club (the DSB list's 1500, index 5, born 1990, C0327-1020); the registered
    // lists stay as they were.
    const kiel3 = league.value.teams.find((x) => x.id === 1);
    expect(kiel3?.players.map((p) => p.name)).toEqual([
      'Anna Größer',
      'Ben Müller',
      'Carl Öztürk',
      'Jürgen Weiß',
      'Dora Schäfer',
    ]);
    expect(kiel3?.players[4]).toEqual({
      id: 'name:dora schaefer',
      name: 'Dora Schäfer',
      dwz: { rating: 1500, index: 5 },
      birthYear: 1990,
      zps: 'C0327',
      memberNumber: '1020',
    });
    const names = new Map(league.value.teams.flatMap((x) => x.players.map((p) => [p.id, p.name] as const)));
    for (const m of league.value.matches)
      for (const g of m.games)
        for (const id of [g.home, g.away]) if (id !== undefined) expect(names.has(id), id).toBe(true);
    // Read back and written again: the same file, so the names survive a round trip.
    const again = makeLeagueFileJson(league.value);
    expect(again).toBe(r.files.get('Kreisliga.json')?.toString('utf8'));
    if (!havePoppler || !pdf) return;
    const dir = mkdtempSync(path.join(tmpdir(), 'rochade-report-'));
    try {
      const file = path.join(dir, 'report.pdf');
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      for (const name of [
        'Kreisliga',
        'SK Kiel 3',
        'SV Preetz',
        'Anna Größer',
        'Björn Köhler',
        'Ben Müller',
        'Jörg Weißbach',
        'Carl Öztürk',
        'Hans Läufer',
        'Dora Schäfer',
        'Ulrich Maaß',
        '2½:1½',
        '15.03.2026',
      ])
        expect(text, name).toContain(name);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
