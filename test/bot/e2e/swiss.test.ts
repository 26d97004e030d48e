import { describe, expect, test } from 'vitest';
import { type DwzGame, estimateDwz } from '../../../core/dwz/index.ts';
import { computePlayerRounds } from '../../../core/index.ts';
import { loadTournament, resolveTournament } from '../../../bot/storage/repo.ts';
import { CHANNEL, type Harness, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import type { FakeUser } from '../fakeDiscord/server.ts';
import { DB_KINDS } from '../helpers/databases.ts';

const { admin, anna, ben, carl, dora, eve } = USERS;
const members = [anna, ben, carl, dora, eve];

/** The current games of the selected tournament, with the members playing them. */
async function currentGames(h: Harness) {
  const row = await resolveTournament(h.store.db, '800000000000000001', CHANNEL);
  const lt = await loadTournament(h.store.db, row);
  const userOf = (no: number): FakeUser | undefined =>
    members.find((u) => u.id === lt.players.find((p) => p.start_no === no)?.user_id);
  return {
    lt,
    games: lt.games
      .filter((g) => g.round === lt.row.current_round)
      .map((g) => ({ ...g, whiteUser: userOf(g.white_no), blackUser: userOf(g.black_no) })),
  };
}

describe.each(DB_KINDS)('a Swiss tournament end to end (discord.js client ↔ fake Discord, %s)', (kind) => {
  const h = useHarness({ db: kind });

  test('setup: ratings, create, join, a guest added by an arbiter, start', async () => {
    const saved = await h.run(anna, 'rating', 'set', { dwz: 1850, index: 30, 'birth-year': 1990 });
    expect(isEphemeral(saved)).toBe(true);
    expect(textOf(saved)).toContain('DWZ 1850-30');
    // The others' ratings too, so that DWZ estimates have rated opponents.
    for (const [u, dwz] of [
      [ben, 1720],
      [carl, 1640],
      [dora, 1930],
      [eve, 1580],
    ] as const)
      await h.run(u, 'rating', 'set', { dwz, index: 12 });
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Herbst-Open', system: 'swiss', rounds: 3 },
      { admin: true },
    );
    for (const u of members) expect(textOf(await h.run(u, 'tournament', 'join'))).toContain('Herbst-Open');
    const guest = await h.run(
      admin,
      'arbiter',
      'tournament add',
      { name: 'Gast, Gustav', dwz: 1500 },
      { admin: true },
    );
    expect(textOf(guest)).toContain('Gast, Gustav');
    const started = await h.run(admin, 'arbiter', 'tournament start', {}, { admin: true });
    expect(textOf(started)).toMatch(/started with 6 players/);
  });

  test.each([
    [
      'a member cannot create tournaments',
      () => h.run(ben, 'arbiter', 'tournament create', { name: 'X', system: 'swiss' }),
      /Only arbiters/,
    ],
    ['a member cannot pair', () => h.run(ben, 'arbiter', 'tournament pair'), /Only arbiters/],
    ['joining twice is refused', () => h.run(anna, 'tournament', 'join'), /started|already registered/],
    [
      'nothing to report before round 1 is paired',
      () => h.run(anna, 'result', 'report', { opponent: '2', result: '1-0' }),
      /no open game/,
    ],
  ])('refusal: %s (private, says why)', async (_name, act, why) => {
    const r = await act();
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(why);
  });

  test('pairing round 1 posts a new announcement mentioning the paired members', async () => {
    const { reply: r, announcement: a } = await h.runAnnounced(
      admin,
      'arbiter',
      'tournament pair',
      {},
      { admin: true },
    );
    expect(textOf(r)).toContain('round 1');
    expect(new Set(a.mentions)).toEqual(new Set(members.map((u) => u.id)));
    expect(a.content).toContain('Gast, Gustav'); // guests by name
  });

  test('autocomplete offers the member their current opponent', async () => {
    const { games } = await currentGames(h);
    const g = games.find((x) => x.whiteUser && x.blackUser);
    if (!g?.whiteUser || !g.blackUser) throw new Error('no member game');
    const choices = await h.autocomplete(g.whiteUser, 'result', 'report', { opponent: '' }, 'opponent');
    expect(choices).toHaveLength(1);
    expect(choices[0]?.value).toBe(String(g.black_no));
  });

  test('report → the opponent confirms with the button; others cannot', async () => {
    const { games } = await currentGames(h);
    const g = games.find((x) => x.whiteUser && x.blackUser);
    if (!g?.whiteUser || !g.blackUser) throw new Error('no member game');
    const report = await h.run(g.whiteUser, 'result', 'report', {
      opponent: String(g.black_no),
      result: '1-0',
    });
    expect(isEphemeral(report)).toBe(false);
    expect(report.mentions).toEqual([g.blackUser.id]);
    const confirmId =
      (report.components[0] as { components: { custom_id: string }[] }).components[0]?.custom_id ?? '';
    expect(confirmId).toMatch(/^res:confirm:\d+$/);
    const stranger = members.find((u) => u !== g.whiteUser && u !== g.blackUser) ?? admin;
    const refused = await h.press(stranger, report, confirmId);
    expect(isEphemeral(refused)).toBe(true);
    expect(textOf(refused)).toMatch(/Only the opponent/);
    const reporterItself = await h.press(g.whiteUser, report, confirmId);
    expect(textOf(reporterItself)).toMatch(/Only the opponent/);
    const confirmed = await h.press(g.blackUser, report, confirmId);
    expect(textOf(confirmed)).toMatch(/Result confirmed/);
    expect(confirmed?.components).toEqual([]);
    const again = await h.run(g.blackUser, 'result', 'report', {
      opponent: String(g.white_no),
      result: '0-1',
    });
    expect(isEphemeral(again)).toBe(true);
    expect(textOf(again)).toMatch(/already has a result: 1-0/);
  });

  test('a member cannot report a game they do not play', async () => {
    const { games } = await currentGames(h);
    const open = games.find((x) => x.result === '*' && x.whiteUser);
    const outsider = members.find(
      (u) =>
        u !== open?.whiteUser &&
        u !== open?.blackUser &&
        games.some((x) => x.whiteUser === u || x.blackUser === u),
    );
    if (!open || !outsider) throw new Error('setup');
    const r = await h.run(outsider, 'result', 'report', { opponent: String(open.white_no), result: '1-0' });
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(/no open game/);
  });

  test('two members reporting the same game at once end with one result and a clear answer', async () => {
    const { games } = await currentGames(h);
    const g = games.find((x) => x.result === '*' && x.whiteUser && x.blackUser);
    if (!g?.whiteUser || !g.blackUser) throw new Error('no open member game');
    const a = h.send(g.whiteUser, 'result', 'report', { opponent: String(g.black_no), result: '1-0' });
    const b = h.send(g.blackUser, 'result', 'report', { opponent: String(g.white_no), result: '0-1' });
    const [ra, rb] = await Promise.all([h.fake.response(a), h.fake.response(b)]);
    const answers = [ra, rb].map((r) => ('choices' in r ? undefined : r));
    const winners = answers.filter((m) => m && !isEphemeral(m));
    const losers = answers.filter((m) => m && isEphemeral(m));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(textOf(losers[0])).toMatch(/already has a result/);
    const after = await currentGames(h);
    expect(after.games.find((x) => x.id === g.id)?.result).toMatch(/^(1-0|0-1)$/);
  });

  test('a repeated interaction id is applied once and gets no second callback', async () => {
    const { games } = await currentGames(h);
    const g = games.find((x) => x.result === '*' && x.whiteUser);
    if (!g?.whiteUser) throw new Error('setup');
    const rec = h.send(g.whiteUser, 'result', 'report', { opponent: String(g.black_no), result: '1/2-1/2' });
    await h.fake.response(rec);
    h.fake.redeliver(rec);
    await h.restart(); // also after a restart the id is known
    h.fake.redeliver(rec);
    await h.run(admin, 'tournament', 'status'); // a later interaction is answered normally
    expect(rec.rejectedCallbacks).toEqual([]);
    const history = await h.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('game_id', '=', g.id)
      .execute();
    expect(history.filter((e) => e.action === 'report')).toHaveLength(1);
  });

  test('round 2 is refused while boards are open; arbiter set, correct and history', async () => {
    const reopened = await h.run(
      admin,
      'arbiter',
      'result set',
      { round: 1, board: 1, result: '*' },
      { admin: true },
    );
    expect(textOf(reopened)).toContain('board 1');
    const refused = await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    expect(isEphemeral(refused)).toBe(true);
    expect(textOf(refused)).toMatch(/Round 1 is not finished: open boards/);
    const { games } = await currentGames(h);
    expect(games.filter((x) => x.result === '*').map((x) => x.board)).toEqual([1]);
    for (const g of games.filter((x) => x.result === '*')) {
      const r = await h.run(
        admin,
        'arbiter',
        'result set',
        { round: 1, board: g.board, result: '0-1' },
        { admin: true },
      );
      expect(textOf(r)).toContain(`board ${g.board}`);
    }
    const memberSet = await h.run(anna, 'arbiter', 'result set', { round: 1, board: 1, result: '1-0' });
    expect(textOf(memberSet)).toMatch(/Only arbiters/);
    const corrected = await h.run(
      admin,
      'arbiter',
      'result correct',
      { round: 1, board: 1, result: '1/2-1/2', reason: 'scoresheet' },
      { admin: true },
    );
    expect(textOf(corrected)).toContain('½-½');
    const history = await h.run(admin, 'result', 'history', { round: 1, board: 1 }, { admin: true });
    const text = textOf(history);
    expect(text).toMatch(/correct: scoresheet/);
    expect(text).toMatch(/→ ½-½/);
    expect(text).toContain(`<@${admin.id}>`);
    // Who, when, what, before and after in one line.
    expect(text).toMatch(
      new RegExp(
        `\`\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\` <@${admin.id}> correct: scoresheet R1/1 .+: 0-1 → ½-½`,
      ),
    );
  });

  test('/result correct: the board autocomplete lists the round’s games with their results', async () => {
    const boards = await h.autocomplete(
      admin,
      'arbiter',
      'result correct',
      { round: 1, board: '' },
      'board',
      {
        admin: true,
      },
    );
    expect(boards.map((b) => b.value)).toEqual([1, 2, 3]);
    expect(boards[0]?.name).toMatch(/^1: .+ – .+ \(½-½\)$/);
  });

  test('pairings (White first, results), standings in rank order, crosstable', async () => {
    const pairings = textOf(await h.run(anna, 'pairings', undefined, { round: 1 }));
    expect(pairings).toMatch(/pairings round 1/);
    expect(pairings).toContain('½-½');
    const standings = await h.run(anna, 'standings', undefined, { tiebreaks: 'BH SB' });
    const lines = textOf(standings)
      .split('\n')
      .filter((l) => /^\s*\d+[.-]/.test(l));
    expect(lines).toHaveLength(6);
    const crosstable = await h.run(anna, 'crosstable', undefined);
    expect(textOf(crosstable)).toContain('Herbst-Open');
  });

  test('German readers get German text and 4,5-style numbers', async () => {
    await h.run(admin, 'arbiter', 'tournament pair', {}, { admin: true });
    const { games } = await currentGames(h);
    for (const g of games)
      await h.run(
        admin,
        'arbiter',
        'result set',
        { round: 2, board: g.board, result: '1/2-1/2' },
        { admin: true },
      );
    const r = textOf(await h.run(anna, 'standings', undefined, {}, { locale: 'de' }));
    expect(r).toContain('Tabelle');
    expect(r).toMatch(/\d,5/);
    expect(r).not.toMatch(/\d\.5/);
  });

  test('DWZ estimate names the rule version and says it is unofficial', async () => {
    const r = textOf(await h.run(anna, 'dwz', 'estimate', { games: '1:1900 0.5:2000 0:1750' }));
    expect(r).toMatch(/Rules: (WO2002|ELOBASE|WO2013|WO2026)/);
    expect(r).toMatch(/[Uu]nofficial/);
    const bad = await h.run(anna, 'dwz', 'estimate', { games: 'one:1900' });
    expect(isEphemeral(bad)).toBe(true);
    expect(textOf(bad)).toMatch(/score:rating/);
    // The core's grammar (as `rochade dwz estimate --games` documents it) gives the same estimate.
    const cli = textOf(await h.run(anna, 'dwz', 'estimate', { games: '1:1900,0.5:2000,0:1750' }));
    expect(cli).toBe(r);
  });

  test('DWZ estimate from the member’s own games in the tournament', async () => {
    const r = await h.run(anna, 'dwz', 'estimate', { tournament: true });
    expect(isEphemeral(r)).toBe(false);
    expect(textOf(r)).toMatch(/(WO2002|ELOBASE|WO2013|WO2026)/);
    expect(textOf(r)).toMatch(/[Uu]nofficial/);
    const outsider = await h.run(admin, 'dwz', 'estimate', { tournament: true });
    expect(textOf(outsider)).toMatch(/not registered/);
  });

  test('DWZ estimate tournament:true gives the core’s estimate for exactly the member’s rated games', async () => {
    const { lt } = await currentGames(h);
    const me = lt.players.find((p) => p.user_id === anna.id);
    if (!me) throw new Error('Anna is not registered');
    // What this pins is the bot's choice of games (played games only, from the stored tournament);
    // the DWZ formula itself is pinned against the Wertungsordnung in test/core/dwz.
    const games: DwzGame[] = [];
    for (const r of computePlayerRounds(lt.tournament).get(me.start_no) ?? []) {
      if (r.kind !== 'played') continue;
      const opp = lt.tournament.players.find((p) => p.id === r.opponent)?.dwz?.rating;
      const score = r.outcome === 'win' ? 2 : r.outcome === 'draw' ? 1 : 0;
      games.push(opp !== undefined ? { score, opponentRating: opp } : { score });
    }
    expect(games.length).toBeGreaterThanOrEqual(2); // rounds 1 and 2
    const core = estimateDwz({
      rating: { rating: 1850, index: 30 },
      birthYear: 1990,
      endDate: new Date().toISOString().slice(0, 10),
      games,
    });
    if (!core.ok) throw new Error('the core refused the estimate');
    const v = core.value;
    expect(v.Rn).toBeDefined();
    const shown = textOf(await h.run(anna, 'dwz', 'estimate', { tournament: true }));
    const m =
      /Old DWZ (\S+) → new DWZ \*\*(\d+)\*\* \(index (\S+)\) from (\d+) games, ([\d.]+) points; expected ([\d.]+)\. Rules: (\w+)\./.exec(
        shown,
      );
    expect(m, shown).not.toBeNull();
    expect(m?.slice(1)).toEqual([
      '1850-30',
      String(v.Rn),
      String(v.indexNew),
      String(v.n),
      String(v.W),
      String(Math.round((v.We ?? NaN) * 1000) / 1000),
      v.rules,
    ]);
    // German readers: the same numbers with a decimal comma.
    const de = textOf(await h.run(anna, 'dwz', 'estimate', { tournament: true }, { locale: 'de' }));
    if (!Number.isInteger(v.W)) expect(de).toContain(String(v.W).replace('.', ','));
    expect(de).toContain(`**${v.Rn}**`);
  });

  test('a restart resumes the tournament', async () => {
    await h.restart();
    const status = textOf(await h.run(anna, 'tournament', 'status'));
    expect(status).toMatch(/6 players · round 2 of 3/);
  });
});
