// An arbiter stores a player list (the DSB spieler.csv, v1 header, invented players, Windows-1252
// bytes) for the server; /tournament join and /dwz estimate take a member's DWZ from it.
import { describe, expect, test } from 'vitest';
import { GUILD, GUILD2, CHANNEL3, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { DSB_PLAYER_HEADER, importPlayerList, storedRating } from '../helpers/playerLists.ts';

const { admin, anna, ben, carl } = USERS;

const cp1252 = (s: string): Buffer => Buffer.from(Uint8Array.from(s, (c) => c.charCodeAt(0)));

// "Alice Admin" (the admin's display name) is listed once, in two clubs (one person, two rows);
// "Ben" is the family name of two different people (ambiguous: nothing is filled).
const LIST = cp1252(
  [
    DSB_PLAYER_HEADER,
    'C0327,1012,A,"Admin,Alice",W,D,1990,202318,1712,62,1800,,4611970,GER',
    'C0328,0031,P,"Admin,Alice",W,D,1990,202318,1712,62,1800,,4611970,GER',
    'C0327,1013,A,"Ben,Anton",M,D,1970,202318,1500,10,,,,',
    'C0327,1014,A,"Ben,Berta",W,D,1975,202318,1600,11,,,,',
    'C0327,1015,A,"Jäger,Jörg",M,D,1960,,,,,,,',
  ].join('\r\n'),
);

describe('/arbiter tournament import-list', { timeout: 60_000 }, () => {
  const h = useHarness();

  test('members may not import a list', async () => {
    const r = await importPlayerList(h, anna, LIST);
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(/Only arbiters/);
  });

  test('an unreadable list: the located reason, privately', async () => {
    const r = await importPlayerList(h, admin, Buffer.from('Nr,1,2\n1,x,1'), { admin: true });
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(/could not be read: line 1: .*expected a name column/);
  });

  test('the arbiter stores the list; the reply gives counts only, the log names nobody', async () => {
    const r = await importPlayerList(h, admin, LIST, { admin: true });
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(
      /Player list \*\*spieler.csv\*\* stored for this server \(5 players, 4 with a DWZ\)/,
    );
    const logged = JSON.stringify(h.logs);
    for (const secret of ['Alice', 'Jäger', 'C0327', '4611970', '1712']) expect(logged).not.toContain(secret);
  });

  test('/tournament join fills DWZ with index, Elo and birth year of the member found by name', async () => {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Herbst', system: 'swiss', rounds: 3 },
      { admin: true },
    );
    await h.run(admin, 'tournament', 'join');
    expect(await storedRating(h, GUILD, admin.id)).toEqual({
      dwz: 1712,
      dwz_index: 62,
      fide: 1800,
      birth_year: 1990,
    });
  });

  test.each([
    ['two different people called Ben', ben],
    ['nobody called Carl', carl],
  ])('%s: nothing is filled', async (_, user) => {
    await h.run(user, 'tournament', 'join');
    expect(await storedRating(h, GUILD, user.id)).toEqual({
      dwz: null,
      dwz_index: null,
      fide: null,
      birth_year: null,
    });
  });

  test('/dwz estimate starts from the listed DWZ', async () => {
    const r = textOf(await h.run(admin, 'dwz', 'estimate', { games: '1:1700 0:1750' }));
    expect(r).toContain('1712');
  });

  test('the list belongs to its server only', async () => {
    await h.run(
      admin,
      'arbiter',
      'tournament create',
      { name: 'Nachbar', system: 'swiss', rounds: 3 },
      { admin: true, guildId: GUILD2, channelId: CHANNEL3 },
    );
    await h.run(admin, 'tournament', 'join', {}, { guildId: GUILD2, channelId: CHANNEL3 });
    expect(await storedRating(h, GUILD2, admin.id)).toEqual({
      dwz: null,
      dwz_index: null,
      fide: null,
      birth_year: null,
    });
  });
});
