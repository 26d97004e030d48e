// /dwz link: a member links themself to a player of the server's imported list (by the
// autocomplete's choice, ZPS and member number, or FIDE id), so /tournament join and /dwz estimate
// find them without name matching: "Ben" is the family name of two people in the list (a name
// finds nobody), "Carl" is in it under another name. Invented players, DSB spieler.csv v1 header.
import { describe, expect, test } from 'vitest';
import { GUILD, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { DSB_PLAYER_HEADER, importPlayerList, storedRating } from '../helpers/playerLists.ts';

const { admin, ben, carl, dora } = USERS;

const LIST = Buffer.from(
  [
    DSB_PLAYER_HEADER,
    'C0327,1013,A,"Ben,Anton",M,D,1970,202318,1500,10,,,,',
    'C0327,1014,A,"Ben,Berta",W,D,1975,202318,1600,11,,,,',
    'C0327,0031,A,"Carlsen,Karl",M,D,1981,202318,1777,40,1850,,4611970,GER',
  ].join('\r\n'),
);

describe('/dwz link', { timeout: 60_000 }, () => {
  const h = useHarness();

  test('before any list: the member is told that an arbiter imports one', async () => {
    const r = await h.run(ben, 'dwz', 'link', { player: 'C0327-1013' });
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(/no player list yet/);
  });

  test('autocomplete offers the listed players whose names the typed words start', async () => {
    await importPlayerList(h, admin, LIST, { admin: true });
    const choices = await h.autocomplete(ben, 'dwz', 'link', { player: 'Ben Ber' }, 'player');
    expect(choices).toEqual([{ name: 'Ben, Berta (C0327, DWZ 1600-11, 1975)', value: 'zps:C0327-1014' }]);
    const both = await h.autocomplete(ben, 'dwz', 'link', { player: 'ben' }, 'player');
    expect(both.map((c) => c.value)).toEqual(['zps:C0327-1013', 'zps:C0327-1014']);
  });

  test.each([
    ['the autocomplete value', ben, 'zps:C0327-1014', /\*\*Ben, Berta\*\* \(C0327-1014, DWZ 1600-11\)/],
    [
      'ZPS and member number as typed (leading zeros ignored)',
      carl,
      'C0327 31',
      /\*\*Carlsen, Karl\*\* \(C0327-31, DWZ 1777-40\)/,
    ],
  ])('linked by %s', async (_, user, player, reply) => {
    const r = await h.run(user, 'dwz', 'link', { player });
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(reply);
  });

  test.each([
    ['not an id', 'Berta', /not “Berta”/],
    ['nobody with that member number', 'C0327-9999', /Nobody in this server’s player list has C0327-9999/],
  ])('refused: %s', async (_, player, reply) => {
    const r = await h.run(dora, 'dwz', 'link', { player });
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(reply);
  });

  test('/tournament join fills the linked player’s DWZ, Elo and birth year; the FIDE id links too', async () => {
    expect(textOf(await h.run(dora, 'dwz', 'link', { player: '4611970' }))).toMatch(/FIDE 4611970/);
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Herbst', system: 'swiss', rounds: 3 },
      { admin: true },
    );
    for (const u of [ben, carl, dora]) await h.run(u, 'tournament', 'join');
    expect(await storedRating(h, GUILD, ben.id)).toEqual({
      dwz: 1600,
      dwz_index: 11,
      fide: null,
      birth_year: 1975,
    });
    expect(await storedRating(h, GUILD, carl.id)).toEqual({
      dwz: 1777,
      dwz_index: 40,
      fide: 1850,
      birth_year: 1981,
    });
    expect(await storedRating(h, GUILD, dora.id)).toEqual({
      dwz: 1777,
      dwz_index: 40,
      fide: 1850,
      birth_year: 1981,
    });
  });

  test('/dwz estimate starts from the linked DWZ', async () => {
    expect(textOf(await h.run(ben, 'dwz', 'estimate', { games: '1:1700' }))).toContain('1600');
  });
});
