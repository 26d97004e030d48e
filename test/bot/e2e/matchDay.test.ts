// A captain's match day through the real discord.js client and the fake Discord, with the bot's clock
// injected: two teams of one club (SK Kiel 1 in the Landesliga, SK Kiel 2 in the Bezirksliga), each
// league a league file whose round 4 is a fixture not yet played; the teams are linked, their
// registered players imported and linked to members, the captain asks who can play, members click,
// the captain sees the answers and sets a line-up that breaks the Hamburg TO § 15 reserve limit.
import { describe, expect, test } from 'vitest';
import { DB_KINDS } from '../helpers/databases.ts';
import { CAPTAIN_ROLE, CHANNEL, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna, ben, carl, dora, eve } = USERS;

const player = (id: string, name: string, dwz?: string) => ({ id, name, ...(dwz ? { dwz } : {}) });
const board = (home: string, away: string) => ({ home, away, result: '1/2-1/2' });

// Landesliga, 4 boards, the Hamburg line-up rules: SK Kiel 1 (team 1) played rounds 1-3 with Dora
// Schäfer of SK Kiel 2 on board 4 each time (3 games above her own team); round 4 on 15 March 2026.
const landesliga = {
  type: 'league',
  name: 'Landesliga',
  rounds: 5,
  boards: 4,
  rules: 'hamburg',
  teams: [
    {
      id: 1,
      name: 'SK Kiel 1',
      players: [
        player('k1', 'Jürgen Weiß', '1712'),
        player('k2', 'Anna Größer'),
        player('k3', 'Ben Müller'),
        player('k4', 'Carl Öztürk', '1650-12'),
      ],
    },
    { id: 2, name: 'SV Eutin', players: [1, 2, 3, 4].map((k) => player(`e${k}`, `Eutiner ${k}`)) },
    { id: 3, name: 'Lübecker SV', players: [1, 2, 3, 4].map((k) => player(`l${k}`, `Lübecker ${k}`)) },
    { id: 4, name: 'TuS Preetz', players: [1, 2, 3, 4].map((k) => player(`p${k}`, `Preetzer ${k}`)) },
  ],
  matches: [
    {
      round: 1,
      home: 1,
      away: 2,
      boards: [board('k1', 'e1'), board('k2', 'e2'), board('k3', 'e3'), board('z1', 'e4')],
    },
    {
      round: 2,
      home: 4,
      away: 1,
      boards: [board('p1', 'k1'), board('p2', 'k2'), board('p3', 'k3'), board('p4', 'z1')],
    },
    {
      round: 3,
      home: 1,
      away: 3,
      boards: [board('k1', 'l1'), board('k2', 'l2'), board('k4', 'l3'), board('z1', 'l4')],
    },
    { round: 4, home: 1, away: 3, date: '2026-03-15' },
    { round: 4, home: 2, away: 4, date: '2026-03-15' },
  ],
};
// Bezirksliga: SK Kiel 2 and its list; Dora Schäfer is its no. 1.
const bezirksliga = {
  type: 'league',
  name: 'Bezirksliga',
  rounds: 5,
  boards: 4,
  teams: [
    {
      id: 1,
      name: 'SK Kiel 2',
      players: [
        player('z1', 'Dora Schäfer'),
        player('z2', 'Eve Krämer'),
        player('z3', 'Fritz Groß'),
        player('z4', 'Gustav Hähnel'),
      ],
    },
    { id: 2, name: 'SG Rendsburg', players: [] },
  ],
  matches: [
    { round: 3, home: 1, away: 2, date: '2026-03-08' },
    { round: 4, home: 2, away: 1, date: '2026-03-15' },
    // Sunday 29 March 2026: Berlin changes from UTC+1 to UTC+2 at 02:00 that night.
    { round: 5, home: 1, away: 2, date: '2026-03-29' },
  ],
};
const file = (name: string, doc: unknown) => ({
  admin: true,
  attachments: { [name]: { filename: `${name}.json`, data: Buffer.from(JSON.stringify(doc)) } },
});

describe.each(DB_KINDS)('a match day of two club teams (%s)', { timeout: 120_000 }, (kind) => {
  // Tuesday before the match day, 10:00 Berlin (UTC+1 in March before the change to summer time).
  let now = Date.parse('2026-03-10T09:00:00Z');
  const h = useHarness({ db: kind, harness: { clock: () => new Date(now) } });
  let question: Awaited<ReturnType<typeof h.run>> | undefined;

  test('the arbiter links both leagues and teams, imports the lists and links members', async () => {
    expect(
      textOf(await h.run(admin, 'arbiter', 'league import', { file: 'll' }, file('ll', landesliga))),
    ).toMatch(/Landesliga/);
    await h.run(admin, 'arbiter', 'league import', { file: 'bl' }, file('bl', bezirksliga));
    // Members cannot link teams.
    expect(
      textOf(await h.run(ben, 'arbiter', 'team link', { team: 'SK Kiel 1', 'league-team': '1', rank: 1 })),
    ).toMatch(/Only arbiters/);
    const linked = await h.run(
      admin,
      'arbiter',
      'team link',
      { team: 'SK Kiel 1', 'league-team': 'SK Kiel 1', rank: 1, league: 'Landesliga' },
      { admin: true },
    );
    expect(textOf(linked)).toMatch(
      /SK Kiel 1\*\* \(no\. 1 of the club\) is linked to \*\*SK Kiel 1\*\* of the league \*\*Landesliga/,
    );
    await h.run(
      admin,
      'arbiter',
      'team link',
      { team: 'SK Kiel 2', 'league-team': 'SK Kiel 2', rank: 2, league: 'Bezirksliga' },
      { admin: true },
    );
    const imported = await h.run(admin, 'arbiter', 'team import', { team: 'SK Kiel 1' }, { admin: true });
    expect(textOf(imported)).toMatch(
      /4 registered players in board order: 1\. Jürgen Weiß, 2\. Anna Größer, 3\. Ben Müller, 4\. Carl Öztürk/,
    );
    // SK Kiel 2's list as a DSB-style CSV ("Family,Given" names): the league file's players keep their ids.
    const csv =
      'Brett;ZPS;Mgl-Nr;Name;DWZ\n1;C0327;1012;Schäfer,Dora;1790\n2;C0327;1013;Krämer,Eve;1702\n3;C0327;1014;Groß,Fritz;\n4;C0327;1015;Hähnel,Gustav;1544\n';
    const fromList = await h.run(
      admin,
      'arbiter',
      'team import',
      { team: 'SK Kiel 2', list: 'kl' },
      { admin: true, attachments: { kl: { filename: 'meldeliste.csv', data: Buffer.from(csv) } } },
    );
    expect(textOf(fromList)).toMatch(/1\. Dora Schäfer, 2\. Eve Krämer, 3\. Fritz Groß, 4\. Gustav Hähnel/);
    const keys = await h.store.db
      .selectFrom('club_team_players')
      .select('player_key')
      .where('team', '=', 'SK Kiel 2')
      .orderBy('board_no')
      .execute();
    expect(keys.map((k) => k.player_key)).toEqual(['z1', 'z2', 'z3', 'z4']);
    for (const [team, name, user] of [
      ['SK Kiel 1', 'Anna Größer', anna],
      ['SK Kiel 1', 'Ben Müller', ben],
      ['SK Kiel 1', 'Carl Öztürk', carl],
      ['SK Kiel 2', 'Dora Schäfer', dora],
      ['SK Kiel 2', 'Eve Krämer', eve],
    ] as const)
      expect(
        textOf(
          await h.run(
            admin,
            'arbiter',
            'team import',
            { team, player: name, member: user.id },
            { admin: true },
          ),
        ),
      ).toMatch(new RegExp(`${name} is registered as no\\. \\d \\(<@${user.id}>\\)`));
    expect(
      textOf(
        await h.run(
          admin,
          'arbiter',
          'team captain',
          { team: 'sk kiel 1', member: anna.id },
          { admin: true },
        ),
      ),
    ).toMatch(new RegExp(`Captain of \\*\\*SK Kiel 1\\*\\*: <@${anna.id}>`));
  });

  test('only the captain asks; the question has three buttons and the default deadline', async () => {
    const refused = await h.run(ben, 'team', 'availability', { team: 'SK Kiel 1', round: 4 });
    expect(isEphemeral(refused)).toBe(true);
    expect(textOf(refused)).toMatch(/Only the captain of \*\*SK Kiel 1\*\* or an arbiter/);
    // A round the team does not play.
    expect(textOf(await h.run(anna, 'team', 'availability', { team: 'SK Kiel 1', round: 5 }))).toMatch(
      /no match in round 5/,
    );
    // Deadlines a volunteer may type: not a date, or one already past (the clock says 10 March).
    const vague = await h.run(anna, 'team', 'availability', {
      team: 'SK Kiel 1',
      round: 4,
      deadline: 'Samstag',
    });
    expect(textOf(vague)).toMatch(/The deadline “Samstag” is not a date and time like 2026-03-14 18:00/);
    const past = await h.run(
      anna,
      'team',
      'availability',
      { team: 'SK Kiel 1', round: 4, deadline: '09.03.2026 18:00' },
      { locale: 'de' },
    );
    expect(textOf(past)).toMatch(/Die Frist 09\.03\.2026 18:00 ist schon vorbei/);
    expect(await h.store.db.selectFrom('team_match_days').selectAll().execute()).toEqual([]);
    question = await h.run(anna, 'team', 'availability', { team: 'SK Kiel 1', round: 4 });
    expect(isEphemeral(question)).toBe(false);
    // The evening before 15 March, 18:00 Berlin (UTC+1): 17:00 UTC.
    expect(textOf(question)).toMatch(
      /SK Kiel 1\*\* – round 4 against \*\*Lübecker SV\*\* \(2026-03-15\)\nWho can play\? Answer with a button by 2026-03-14 18:00 \(Berlin time\)/,
    );
    const ids = question.components.flatMap((row) =>
      ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id),
    );
    expect(ids).toHaveLength(3);
    expect(ids.map((id) => id?.replace(/^av:\d+:/, ''))).toEqual(['yes', 'no', 'maybe']);
  });

  test('a captain role: its members ask for their team, others are refused (German server texts)', async () => {
    const role = CAPTAIN_ROLE;
    await h.run(admin, 'arbiter', 'team captain', { team: 'SK Kiel 2', role }, { admin: true });
    expect(
      textOf(await h.run(eve, 'team', 'availability', { team: 'SK Kiel 2', round: 4 }, { locale: 'de' })),
    ).toMatch(/Das darf nur der Mannschaftsführer von \*\*SK Kiel 2\*\* oder ein Schiedsrichter/);
    const asked = await h.run(
      dora,
      'team',
      'availability',
      { team: 'SK Kiel 2', round: 4, deadline: '14.03.2026 12:00' },
      { roles: [role] },
    );
    expect(textOf(asked)).toMatch(/SK Kiel 2\*\* – round 4 against \*\*SG Rendsburg\*\* \(2026-03-15\)/);
    expect(textOf(asked)).toMatch(/by 2026-03-14 12:00 \(Berlin time\)/);
  });

  const idOf = (answer: string): string => {
    const ids = (question?.components ?? []).flatMap((row) =>
      ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
    );
    const id = ids.find((x) => x.endsWith(`:${answer}`));
    if (!id) throw new Error(`no ${answer} button`);
    return id;
  };

  test('members answer for themselves with a click: a private confirmation, stored', async () => {
    if (!question) throw new Error('no question');
    for (const [user, answer, word] of [
      [anna, 'yes', 'available'],
      [ben, 'no', 'not available'],
      [carl, 'maybe', 'maybe'],
      [dora, 'yes', 'available'],
    ] as const) {
      // Buttons keep working after a restart (the custom id carries the match day).
      if (user === carl) await h.restart();
      const r = await h.press(user, question, idOf(answer));
      expect(isEphemeral(r), user.username).toBe(true);
      expect(textOf(r)).toMatch(
        new RegExp(
          `Stored: \\*\\*${word}\\*\\* for SK Kiel 1, round 4\\. You can change it until 2026-03-14 18:00`,
        ),
      );
    }
    // A member who is no registered player of the club: refused, nothing stored.
    const stranger = await h.press(admin, question, idOf('yes'));
    expect(isEphemeral(stranger)).toBe(true);
    expect(textOf(stranger)).toMatch(/not linked to a registered player/);
  });

  test('the captain sees who answered what and who did not (English and German)', async () => {
    const r = await h.run(anna, 'team', 'overview', { team: 'SK Kiel 1', round: 4 });
    expect(isEphemeral(r)).toBe(true);
    const text = textOf(r);
    expect(text).toMatch(/ 1\. Jürgen Weiß\s+no member linked/);
    expect(text).toMatch(/ 2\. Anna Größer\s+available/);
    expect(text).toMatch(/ 3\. Ben Müller\s+not available/);
    expect(text).toMatch(/ 4\. Carl Öztürk\s+maybe/);
    expect(text).toMatch(/From other teams\n\s+Dora Schäfer\s+available \(SK Kiel 2\)/);
    const de = textOf(
      await h.run(anna, 'team', 'overview', { team: 'SK Kiel 1', round: 4 }, { locale: 'de' }),
    );
    expect(de).toMatch(/SK Kiel 1 – Runde 4: Rückmeldungen/);
    expect(de).toMatch(/Jürgen Weiß\s+kein Mitglied verknüpft/);
    expect(de).toMatch(/Ben Müller\s+kann nicht/);
    // SK Kiel 2 (asked by its captain role): linked members who did not answer, players without a member.
    const second = textOf(
      await h.run(dora, 'team', 'overview', { team: 'SK Kiel 2', round: 4 }, { roles: [CAPTAIN_ROLE] }),
    );
    expect(second).toMatch(
      / 1\. Dora Schäfer\s+no answer\n 2\. Eve Krämer\s+no answer\n 3\. Fritz Groß\s+no member linked/,
    );
    // Not for members.
    expect(textOf(await h.run(ben, 'team', 'overview', { team: 'SK Kiel 1', round: 4 }))).toMatch(
      /Only the captain/,
    );
  });

  test('the proposal skips a reserve at the Hamburg limit; the captain sets her anyway and the break is named', async () => {
    // Available ("yes"): Anna Größer and Dora Schäfer; Dora has stood in 3 times (rounds 1-3), at
    // most three times in total in a higher class (Hamburg TO § 15): not proposed.
    const proposal = textOf(await h.run(anna, 'team', 'lineup', { team: 'SK Kiel 1', round: 4 }));
    expect(proposal).toMatch(/ 1\. Anna Größer\n 2\. \(empty\)\n 3\. \(empty\)\n 4\. \(empty\)/);
    expect(proposal).toMatch(/No line-up rule broken/);
    expect(proposal).toMatch(/Hamburger Schachverbands.*§ 15/);
    const set = await h.run(anna, 'team', 'lineup', {
      team: 'SK Kiel 1',
      round: 4,
      // Typed as volunteers do: a family name alone, another without umlauts.
      players: 'Anna Größer, carl oeztuerk, Schäfer, -',
    });
    const text = textOf(set);
    expect(text).toMatch(/ 1\. Anna Größer\n 2\. Carl Öztürk\n 3\. Dora Schäfer\n 4\. \(empty\)/);
    expect(text).toMatch(
      /board 3: Dora Schäfer of SK Kiel 2 has stood in above 3 times already \(at most 3\)/,
    );
    expect(text).toMatch(/Line-up stored/);
    const de = textOf(
      await h.run(
        anna,
        'team',
        'lineup',
        { team: 'SK Kiel 1', round: 4, players: 'Anna Größer, Carl Öztürk, Dora Schäfer' },
        { locale: 'de' },
      ),
    );
    expect(de).toMatch(
      /Brett 3: Dora Schäfer aus SK Kiel 2 hat schon 3-mal höher ausgeholfen \(höchstens 3\)/,
    );
    // Placed above a player of the own list: Weiß (no. 1) below Carl Öztürk (no. 4) breaks the order.
    const order = textOf(
      await h.run(anna, 'team', 'lineup', {
        team: 'SK Kiel 1',
        round: 4,
        players: 'Carl Öztürk, Jürgen Weiß',
      }),
    );
    expect(order).toMatch(/board 1: Carl Öztürk belongs on board 2 by the registered order \(tolerance 0\)/);
  });

  test('bad input is one private answer and stores nothing; members do not set line-ups', async () => {
    const before = await h.store.db.selectFrom('team_lineups').selectAll().execute();
    const stranger = await h.run(anna, 'team', 'lineup', {
      team: 'SK Kiel 1',
      round: 4,
      players: 'Anna Größer, Magnus Lübeck',
    });
    expect(isEphemeral(stranger)).toBe(true);
    expect(textOf(stranger)).toMatch(
      /“Magnus Lübeck” is not a registered player of this club’s teams: nothing stored/,
    );
    expect(textOf(await h.run(ben, 'team', 'lineup', { team: 'SK Kiel 1', round: 4 }))).toMatch(
      /Only the captain/,
    );
    expect(await h.store.db.selectFrom('team_lineups').selectAll().execute()).toEqual(before);
  });

  test('after the deadline a click is refused with the deadline named, and nothing changes', async () => {
    if (!question) throw new Error('no question');
    now = Date.parse('2026-03-14T17:00:01Z'); // one second after 18:00 Berlin
    const late = await h.press(ben, question, idOf('yes'));
    expect(isEphemeral(late)).toBe(true);
    expect(textOf(late)).toMatch(/The answers for SK Kiel 1, round 4 closed at 2026-03-14 18:00/);
    expect(textOf(await h.run(anna, 'team', 'overview', { team: 'SK Kiel 1', round: 4 }))).toMatch(
      / 3\. Ben Müller\s+not available/,
    );
  });

  test('every change is in the team audit, by whom', async () => {
    const rows = await h.store.db
      .selectFrom('team_audit')
      .selectAll()
      .where('team', '=', 'SK Kiel 1')
      .orderBy('id')
      .execute();
    const actions = rows.map(
      (r) =>
        `${r.action}:${r.actor_id === anna.id ? 'anna' : r.actor_id === admin.id ? 'admin' : r.actor_id}`,
    );
    expect(actions.filter((a) => a.startsWith('answer:'))).toHaveLength(4);
    expect(actions).toContain('captain:admin');
    expect(actions).toContain('availability:anna');
    expect(actions.filter((a) => a === 'lineup:anna')).toHaveLength(4);
  });

  // The stored line-up of round 4 is the captain's last: 1. Carl Öztürk, 2. Jürgen Weiß, 3-4 empty.
  // SK Kiel 1 plays at home against Lübecker SV, so results are typed home first = SK Kiel 1 first.
  const buttonOf = (m: Awaited<ReturnType<typeof h.run>>): string => {
    const ids = m.components.flatMap((row) =>
      ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
    );
    const id = ids.find((x) => x.startsWith('tr:'));
    if (!id) throw new Error('no confirm button');
    return id;
  };
  const resultRows = () => h.store.db.selectFrom('team_results').selectAll().execute();

  test('results wait for the match day; a board that does not exist or a bad result stores nothing', async () => {
    const early = await h.run(anna, 'team', 'result', {
      team: 'SK Kiel 1',
      round: 4,
      board: 1,
      result: '1-0',
    });
    expect(isEphemeral(early)).toBe(true);
    expect(textOf(early)).toMatch(/entered on the match day \(2026-03-15\), not before/);
    now = Date.parse('2026-03-15T13:30:00Z'); // Sunday 14:30 Berlin, the match day
    const fifth = await h.run(anna, 'team', 'result', {
      team: 'SK Kiel 1',
      round: 4,
      board: 5,
      result: '1-0',
    });
    expect(isEphemeral(fifth)).toBe(true);
    expect(textOf(fifth)).toMatch(/has boards 1 to 4; there is no board 5: nothing stored/);
    const word = await h.run(
      anna,
      'team',
      'result',
      { team: 'SK Kiel 1', round: 4, board: 1, result: 'gewonnen' },
      { locale: 'de' },
    );
    expect(isEphemeral(word)).toBe(true);
    expect(textOf(word)).toMatch(/„gewonnen“ ist kein Brettergebnis: Heimmannschaft zuerst/);
    // Ben is on no board of the line-up and no captain.
    const ben2 = await h.run(ben, 'team', 'result', { team: 'SK Kiel 1', round: 4, board: 1, result: '1-0' });
    expect(textOf(ben2)).toMatch(
      /Only the captain of \*\*SK Kiel 1\*\*, an arbiter, or the player on board 1/,
    );
    expect(await resultRows()).toEqual([]);
  });

  test('a player enters their own board, a second player of the team confirms; the entrant cannot', async () => {
    const entered = await h.run(carl, 'team', 'result', {
      team: 'SK Kiel 1',
      round: 4,
      board: 1,
      result: '1:0', // a slip: Carl lost
    });
    expect(isEphemeral(entered)).toBe(false);
    expect(textOf(entered)).toMatch(
      /SK Kiel 1\*\* – round 4 against \*\*Lübecker SV\*\*, board 1: Carl Öztürk – — \*\*1-0\*\* \(home team first\)/,
    );
    const self = await h.press(carl, entered, buttonOf(entered));
    expect(textOf(self)).toMatch(/You entered this result/);
    // A member of no team of the match (the admin is an arbiter: allowed; Dora of SK Kiel 2 is not).
    const dora2 = await h.press(dora, entered, buttonOf(entered));
    expect(textOf(dora2)).toMatch(/confirmed by the opposing captain or another player of the team/);
    await h.restart(); // the button keeps working: its id carries the match day and board
    // Carl corrects his entry before anyone confirmed: the first message's button no longer confirms.
    const corrected = await h.run(carl, 'team', 'result', {
      team: 'SK Kiel 1',
      round: 4,
      board: 1,
      result: '0-1',
    });
    expect(textOf(await h.press(ben, entered, buttonOf(entered)))).toMatch(
      /was entered again since: now \*\*0-1\*\*/,
    );
    const ok = await h.press(ben, corrected, buttonOf(corrected));
    expect(textOf(ok)).toMatch(/\*\*SK Kiel 1\*\*, round 4, board 1: \*\*0-1\*\* confirmed by/);
    expect(textOf(ok)).toMatch(/SK Kiel 1 – Lübecker SV 0:1 \(1 of 4 boards confirmed\)/);
    expect(textOf(await h.press(anna, entered, buttonOf(entered)))).toMatch(/already confirmed/);
  });

  test('the last confirmed board puts the match into the league file and the table counts it', async () => {
    let last: Awaited<ReturnType<typeof h.run>> | undefined;
    for (const [board, result] of [
      [2, '½-½'],
      [3, '+:-'],
      [4, '-:+'],
    ] as const) {
      const r = await h.run(anna, 'team', 'result', { team: 'SK Kiel 1', round: 4, board, result });
      last = await h.press(ben, r, buttonOf(r));
    }
    // Boards: 0-1, ½-½, +:-, -:+ → SK Kiel 1 0 + ½ + 1 + 0 = 1½, Lübecker SV 2½.
    expect(textOf(last!)).toMatch(/SK Kiel 1 – Lübecker SV 1½:2½ \(4 of 4 boards confirmed\)/);
    // Rounds 1-3 were 2:2 draws (1 MP each); SK Kiel 1 3 MP and 7½ board points, Lübecker SV 3 MP
    // and 4½: SK Kiel 1 first by board points (German order: MP, then BP).
    expect(textOf(last!)).toMatch(/\*\*Landesliga\*\* place 1 of 4, 3 match points/);
    const row = await h.store.db
      .selectFrom('leagues')
      .select('data')
      .where('name', '=', 'Landesliga')
      .executeTakeFirstOrThrow();
    const season = (JSON.parse(row.data) as { season: { matches: unknown[]; fixtures?: unknown[] } }).season;
    expect(season.matches.at(-1)).toEqual({
      round: 4,
      home: 1,
      away: 3,
      date: '2026-03-15',
      games: [
        { home: 'k4', result: '0-1' },
        { home: 'k1', result: '1/2-1/2' },
        { result: '+:-' },
        { result: '-:+' },
      ],
    });
    expect(season.fixtures).toEqual([{ round: 4, home: 2, away: 4, date: '2026-03-15' }]);
    // /league standings reads the same file: SK Kiel 1 first with 3 MP, Lübecker SV second.
    const table = textOf(await h.run(anna, 'league', 'standings', { league: 'Landesliga' }));
    expect(table.indexOf('SK Kiel 1')).toBeLessThan(table.indexOf('Lübecker SV'));
    // Once in the league file, no more results for that match.
    const again = await h.run(anna, 'team', 'result', {
      team: 'SK Kiel 1',
      round: 4,
      board: 1,
      result: '1-0',
    });
    expect(textOf(again)).toMatch(/already in the league file/);
    const audit = await h.store.db
      .selectFrom('team_audit')
      .select('action')
      .where('team', '=', 'SK Kiel 1')
      .execute();
    const count = (a: string) => audit.filter((r) => r.action === a).length;
    // Five entries (board 1 twice: the slip and its correction), four confirmations, one match.
    expect([count('result'), count('confirm'), count('match')]).toEqual([5, 4, 1]);
  });

  test('/team report: the match report as text and CSV with DWZ and score, and the league file', async () => {
    expect(textOf(await h.run(ben, 'team', 'report', { team: 'SK Kiel 1', round: 4 }))).toMatch(
      /Only the captain/,
    );
    const r = await h.run(anna, 'team', 'report', { team: 'SK Kiel 1', round: 4 }, { locale: 'de' });
    expect(isEphemeral(r)).toBe(true);
    const text = r.files.get('SK_Kiel_1_R4.txt')?.toString('utf8') ?? '';
    expect(text).toBe(
      [
        'Landesliga, Runde 4, 15.03.2026',
        'SK Kiel 1 – Lübecker SV  1½:2½',
        '',
        'Brett Heim (DWZ)            Gast (DWZ) Ergebnis',
        '    1 Carl Öztürk (1650-12) —          0-1',
        '    2 Jürgen Weiß (1712)    —          ½-½',
        '    3 —                     —          +:-',
        '    4 —                     —          -:+',
        '',
      ].join('\n'),
    );
    const csv = r.files.get('SK_Kiel_1_R4.csv')?.toString('utf8') ?? '';
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFBrett;Heim;DWZ Heim;Gast;DWZ Gast;Ergebnis',
      '1;Carl Öztürk;1650-12;;;0-1',
      '2;Jürgen Weiß;1712;;;½-½',
      '3;;;;;+:-',
      '4;;;;;-:+',
      ';SK Kiel 1;;Lübecker SV;;1½:2½',
      '',
    ]);
    // The league file as stored, with round 4 played: read back by the league file reader.
    const json = JSON.parse(r.files.get('Landesliga.json')?.toString('utf8') ?? '{}') as {
      matches: { round: number; boards?: unknown[] }[];
    };
    expect(json.matches.filter((m) => m.round === 4).map((m) => m.boards?.length)).toEqual([4, undefined]);
    // A match with no line-up and no result yet: empty boards, 0:0, the open boards named.
    const open = await h.run(
      dora,
      'team',
      'report',
      { team: 'SK Kiel 2', round: 4 },
      { roles: [CAPTAIN_ROLE] },
    );
    expect(textOf(open)).toMatch(/SG Rendsburg – SK Kiel 2 {2}0:0/);
    expect(textOf(open)).toMatch(/4 board\(s\) without a confirmed result/);
    // SK Kiel 2 asked nobody for round 3 (8 March): its captain still enters the results, no line-up.
    const unasked = await h.run(
      dora,
      'team',
      'result',
      { team: 'SK Kiel 2', round: 3, board: 2, result: 'remis' },
      { roles: [CAPTAIN_ROLE] },
    );
    expect(textOf(unasked)).toMatch(/round 3 against \*\*SG Rendsburg\*\*, board 2: — – — \*\*½-½\*\*/);
  });

  // The channel's posts about round 5 (earlier rounds' jobs go out too, as their times pass).
  const round5Posts = () =>
    h.fake
      .messagesIn(CHANNEL)
      .filter((m) => m.kind === 'channel' && /round 5|Runde 5/.test(m.content))
      .map((m) => ({ content: m.content, mentions: m.mentions }));

  test('reminders and deadlines at Berlin wall times across the change to summer time (29 March 2026)', async () => {
    now = Date.parse('2026-03-25T11:00:00Z'); // Wednesday 12:00 Berlin (UTC+1)
    // Ben also plays for SK Kiel 2 (a member in two lists); he never used the bot in German.
    await h.run(
      admin,
      'arbiter',
      'team import',
      { team: 'SK Kiel 2', player: 'Fritz Groß', member: ben.id },
      { admin: true },
    );
    const asked = await h.run(
      dora,
      'team',
      'availability',
      { team: 'SK Kiel 2', round: 5 },
      { roles: [CAPTAIN_ROLE] },
    );
    expect(textOf(asked)).toMatch(/by 2026-03-28 18:00 \(Berlin time\)/);
    const day = await h.store.db
      .selectFrom('team_match_days')
      .select('id')
      .where('team', '=', 'SK Kiel 2')
      .where('round', '=', 5)
      .executeTakeFirstOrThrow();
    const jobs = await h.store.db
      .selectFrom('scheduled_jobs')
      .select(['kind', 'due_at'])
      .where('match_day_id', '=', day.id)
      .orderBy('due_at')
      .execute();
    // Reminder: Friday 27 March 18:00 CET = 17:00 UTC (a calendar day before the deadline); closes
    // Saturday 18:00 CET = 17:00 UTC; line-up due Sunday 09:00 CEST = 07:00 UTC and results due
    // Sunday 20:00 CEST = 18:00 UTC: after the change, one hour less from UTC than the day before.
    expect(jobs).toEqual([
      { kind: 'event', due_at: '2026-03-25T11:00:00.000Z' }, // the Discord event (off here): at once
      { kind: 'remind', due_at: '2026-03-27T17:00:00.000Z' },
      { kind: 'closes', due_at: '2026-03-28T17:00:00.000Z' },
      { kind: 'lineupDue', due_at: '2026-03-29T07:00:00.000Z' },
      { kind: 'resultsDue', due_at: '2026-03-29T18:00:00.000Z' },
    ]);
    const press = (user: (typeof USERS)[keyof typeof USERS], answer: string, locale: 'en' | 'de') => {
      const id = asked.components
        .flatMap((row) =>
          ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
        )
        .find((x) => x.endsWith(`:${answer}`));
      return h.press(user, asked, id ?? '', { locale });
    };
    await press(dora, 'yes', 'en');
    await press(eve, 'maybe', 'de'); // "maybe" is reminded to decide; Eve's language is German
    expect(round5Posts()).toEqual([]);

    // The bot is down across Friday 18:00 and starts again at 20:00: the reminder goes out at start,
    // once, marked late, to each member in their language (Ben without an answer, Eve with "maybe"):
    // by direct message; Ben takes no DMs from the bot (Discord: 50007), so he is mentioned here.
    h.fake.dmsClosed.add(ben.id);
    await h.bot.stop();
    now = Date.parse('2026-03-27T19:00:00Z');
    await h.restart();
    const dmsToEve = () =>
      h.fake
        .directMessagesTo(eve.id)
        .map((m) => m.content)
        .filter((c) => /Runde 5/.test(c));
    expect(dmsToEve()).toEqual([
      `Erinnerung – **SK Kiel 2**, Runde 5 gegen **SG Rendsburg**: Wer kann spielen? Bitte bis 28.03.2026 18:00 (Berliner Zeit) in <#${CHANNEL}> per Knopf antworten.\n(Verspätet gesendet: fällig war sie am 27.03.2026 18:00, als der Bot nicht lief.)`,
    ]);
    expect(round5Posts()).toEqual([
      {
        content: expect.stringMatching(
          new RegExp(
            `^Reminder – .*<@${ben.id}>, please answer with a button by 2026-03-28 18:00 \\(Berlin time\\)\\.\\n\\(Sent late: it was due 2026-03-27 18:00`,
          ),
        ),
        mentions: [ben.id],
      },
    ]);
    // Another restart does not send it again.
    await h.restart();
    expect(round5Posts()).toHaveLength(1);
    expect(dmsToEve()).toHaveLength(1);

    // Saturday 18:00:30 CET: the answers close, on time (no note).
    now = Date.parse('2026-03-28T17:00:30Z');
    await h.bot.scheduler.wake();
    expect(round5Posts()[1]?.content).toBe(
      '**SK Kiel 2**, round 5 against **SG Rendsburg**: the answers are closed. Available 1, not available 0, maybe 1, no answer 1.',
    );
    // Sunday 08:59 CEST (06:59 UTC; still 07:59 by the winter offset): nothing yet.
    now = Date.parse('2026-03-29T06:59:00Z');
    await h.bot.scheduler.wake();
    expect(round5Posts()).toHaveLength(2);
    now = Date.parse('2026-03-29T07:00:10Z'); // 09:00:10 CEST
    await h.bot.scheduler.wake();
    expect(round5Posts()[2]?.content).toBe(
      '**SK Kiel 2**, round 5 against **SG Rendsburg** is today: the line-up is due (/team lineup).',
    );
    const sent = await h.store.db
      .selectFrom('scheduled_jobs')
      .select(['kind', 'late'])
      .where('match_day_id', '=', day.id)
      .where('sent_at', 'is not', null)
      .orderBy('due_at')
      .execute();
    expect(sent.map((r) => [r.kind, Number(r.late)])).toEqual([
      ['event', 0],
      ['remind', 1],
      ['closes', 0],
      ['lineupDue', 0],
    ]);
  });
});
