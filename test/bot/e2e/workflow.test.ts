// The director's workflow through the bot (core/workflow): players added, edited and removed by
// an arbiter, a late entry renumbering the start list as the CLI does (FIDE C.04.2 initial order
// while rounds 1-3 are paired), results refused on a board that has one unless corrected, the
// last round taken back (with `force` listing its results), and the history, paged.
import { describe, expect, test } from 'vitest';
import { loadTournament, readHistory, resolveTournament } from '../../../bot/storage/repo.ts';
import { CHANNEL, GUILD, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { DB_KINDS } from '../helpers/databases.ts';

const { admin, ben } = USERS;
const asArbiter = { admin: true } as const;

describe.each(DB_KINDS)('the director’s workflow through the bot (fake Discord, %s)', (kind) => {
  const h = useHarness({ db: kind });
  const arbiter = (sub: string, options: Record<string, string | number | boolean> = {}, locale?: string) =>
    h.run(admin, 'arbiter', sub, options, { ...asArbiter, ...(locale ? { locale } : {}) });
  const state = async () => loadTournament(h.store.db, await resolveTournament(h.store.db, GUILD, CHANNEL));
  const names = async () => (await state()).players.map((p) => `${p.start_no} ${p.name}`);

  test('registration: add, edit, remove (the numbers close up), a duplicate refused', async () => {
    await arbiter('tournament create', { name: 'Winterblitz', system: 'swiss', rounds: 5 });
    for (const [name, dwz] of [
      ['Müller, Anna', 1850],
      ['Weiß, Jan', 1650],
      ['Özdemir, Can', 1920],
      ['Groß, Jörg', 1500],
      ['Schulz, Eva', 1700],
    ] as const)
      expect(textOf(await arbiter('tournament add', { name, dwz }))).toContain(name);
    const twice = await arbiter('tournament add', { name: 'müller,  anna', dwz: 1850 });
    expect(isEphemeral(twice)).toBe(true);
    expect(textOf(twice)).toMatch(/already registered/i);
    const edited = await arbiter('tournament edit', { player: 'Groß', dwz: 2010 });
    expect(textOf(edited)).toContain('Groß, Jörg (start number 4) changed: dwz');
    const byMember = await h.run(ben, 'arbiter', 'tournament edit', { player: '1', dwz: 900 });
    expect(textOf(byMember)).toMatch(/Only arbiters/);
    expect(textOf(await arbiter('tournament remove', { player: 'Weiß' }))).toContain('Weiß, Jan');
    expect(await names()).toEqual(['1 Müller, Anna', '2 Özdemir, Can', '3 Groß, Jörg', '4 Schulz, Eva']);
  });

  test('start numbers the list by the initial order; removing afterwards is refused', async () => {
    await arbiter('tournament start');
    const nothing = await arbiter('tournament unpair');
    expect(textOf(nothing)).toBe('Refused: no round is paired yet');
    const nichts = await arbiter('tournament unpair', {}, 'de');
    expect(textOf(nichts)).toBe('Abgelehnt: Es ist noch keine Runde ausgelost');
    // FIDE C.04.2 initial order: DWZ 2010, 1920, 1850, 1700.
    expect(await names()).toEqual(['1 Groß, Jörg', '2 Özdemir, Can', '3 Müller, Anna', '4 Schulz, Eva']);
    const r = await arbiter('tournament remove', { player: 'Schulz' });
    expect(textOf(r)).toContain('cannot be removed once round 1 is paired: withdraw the player instead');
  });

  test('a late entry after round 1: absent in round 1, the list renumbered by rating', async () => {
    await arbiter('tournament pair');
    const r = await arbiter('tournament add', { name: 'Straße, Lena', dwz: 1880 });
    // 1880 ranks third: Groß 2010, Özdemir 1920, Straße 1880, Müller 1850, Schulz 1700.
    expect(textOf(r)).toContain('Straße, Lena added to **Winterblitz** (start number 3)');
    expect(textOf(r)).toContain('not paired in round(s) 1 (no points); paired from round 2');
    expect(await names()).toEqual([
      '1 Groß, Jörg',
      '2 Özdemir, Can',
      '3 Straße, Lena',
      '4 Müller, Anna',
      '5 Schulz, Eva',
    ]);
    const lt = await state();
    expect(lt.tournament.unpaired).toContainEqual({ round: 1, player: 3, kind: 'absent' });
    // Round 1 (1-3, 4-2 by the Dutch system before the entry) follows its players to the new numbers.
    const r1 = lt.games.filter((g) => g.round === 1).map((g) => [g.white_no, g.black_no]);
    expect(r1.flat().sort()).toEqual([1, 2, 4, 5]);
  });

  test('results: a board with a result is refused unless corrected; the correction notes the next round', async () => {
    const lt = await state();
    for (const g of lt.games.filter((x) => x.round === 1))
      await arbiter('result set', { round: 1, board: g.board, result: '1-0' });
    const again = await arbiter('result set', { round: 1, board: 1, result: '0-1' });
    expect(isEphemeral(again)).toBe(true);
    expect(textOf(again)).toMatch(
      /board 1 .* already has the result 1-0\. To change it: \/arbiter result correct/,
    );
    await arbiter('tournament pair');
    const fixed = await arbiter('result correct', { round: 1, board: 1, result: '1/2-1/2' });
    expect(textOf(fixed)).toContain('corrected from 1-0 to **½-½**');
    expect(textOf(fixed)).toContain('Round 2 is already paired and stays as it is');
    const de = await arbiter('result correct', { round: 1, board: 1, result: '1-0' }, 'de');
    expect(textOf(de)).toContain('Runde 2 ist schon ausgelost');
  });

  test('unpair: refused with results, `force` lists them; pairing again gives the same round', async () => {
    const before = (await state()).games.filter((g) => g.round === 2).map((g) => [g.white_no, g.black_no]);
    const first = (await state()).games.find((g) => g.round === 2);
    await arbiter('result set', { round: 2, board: first?.board ?? 1, result: '0-1' });
    const refused = await arbiter('tournament unpair');
    expect(textOf(refused)).toMatch(/round 2 .*result/i);
    expect((await state()).row.current_round).toBe(2);
    const forced = await arbiter('tournament unpair', { force: true });
    expect(textOf(forced)).toContain('Round 2 of **Winterblitz** was taken back');
    expect(textOf(forced)).toMatch(/Results taken back: 1: .* 0-1/);
    const lt = await state();
    expect(lt.row.current_round).toBe(1);
    expect(lt.games.filter((g) => g.round === 2)).toEqual([]);
    await arbiter('tournament pair');
    const again = (await state()).games.filter((g) => g.round === 2).map((g) => [g.white_no, g.black_no]);
    expect(again).toEqual(before);
  });

  test('a bye requested ahead and a withdrawal go through the workflow', async () => {
    const member = (sub: string, options: Record<string, string | number | boolean>) =>
      h.run(admin, 'tournament', sub, options, asArbiter);
    const bye = await member('bye', { player: 'Müller', round: 4, kind: 'HPB' });
    expect(textOf(bye)).toContain('Müller, Anna: HPB bye requested for round 4');
    const paired = await member('bye', { player: 'Müller', round: 2, kind: 'HPB' });
    expect(textOf(paired)).toMatch(/round 2/i);
    expect(textOf(await member('withdraw', { player: 'Schulz' }))).toContain('after round 2');
  });

  test('the history lists every action, a page at a time, in German too', async () => {
    const lt = await state();
    const history = await readHistory(h.store.db, lt.row.id);
    expect(history.map((e) => e.action)).toEqual([
      'register',
      'register',
      'register',
      'register',
      'register',
      'editPlayer',
      'removePlayer',
      'pairRound',
      'lateEntry',
      'recordResult',
      'recordResult',
      'pairRound',
      'correctResult',
      'correctResult',
      'recordResult',
      'unpairRound',
      'pairRound',
      'requestBye',
      'withdraw',
    ]);
    const last = await h.run(admin, 'tournament', 'history', {});
    expect(textOf(last)).toContain('Page 1 of 1');
    expect(textOf(last)).toContain('late entry Straße, Lena (3), paired from round 2');
    // Round 1 as renumbered by the late entry: Groß (1) beat Müller, now number 4.
    expect(textOf(last)).toContain('round 1, board 1: Groß, Jörg (1) – Müller, Anna (4) 1-0');
    expect(history[0]).toMatchObject({ action: 'register', player: 4, name: 'Müller, Anna' });
    const de = await h.run(ben, 'tournament', 'history', {}, { locale: 'de' });
    expect(textOf(de)).toContain('Schulz, Eva (5) zurückgezogen nach Runde 2');
  });

  test('a player is named as a director types it: umlauts and ß folded, the nearest names on a miss', async () => {
    const found = await arbiter('tournament edit', { player: 'Mueller', 'birth-year': 1990 });
    expect(textOf(found)).toContain('Müller, Anna (start number 4) changed: birthYear');
    const strasse = await arbiter('tournament edit', { player: 'Strasse', fide: 1900 });
    expect(textOf(strasse)).toContain('Straße, Lena (start number 3) changed: fide');
    const miss = await arbiter('tournament edit', { player: 'Schulze', fide: 1900 }, 'de');
    expect(isEphemeral(miss)).toBe(true);
    expect(textOf(miss)).toMatch(/Kein Spieler passt zu .*Schulze.*gemeint: .*Schulz, Eva/);
  });

  test('a member who joins late keeps their Discord link through a renumbering', async () => {
    await h.run(ben, 'rating', 'set', { dwz: 2100, index: 20 });
    const r = await h.run(ben, 'tournament', 'join');
    // Before round 4: renumbered by rating, 2100 first.
    expect(textOf(r)).toContain('Ben joined **Winterblitz** (start number 1)');
    const lt = await state();
    expect(lt.players.find((p) => p.start_no === 1)).toMatchObject({ name: 'Ben', user_id: ben.id });
    expect(lt.tournament.unpaired.filter((u) => u.player === 1).map((u) => [u.round, u.kind])).toEqual([
      [1, 'absent'],
      [2, 'absent'],
    ]);
    const twice = await h.run(ben, 'tournament', 'join');
    expect(textOf(twice)).toMatch(/already registered/);
  });
});
