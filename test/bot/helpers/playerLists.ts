// What the player-list tests (/arbiter tournament import-list, /dwz link) share: importing a list as
// an attachment and reading back the rating a member got in the server's tournament.
import type { FakeUser } from '../fakeDiscord/server.ts';
import type { Harness } from './harness.ts';

/** The header row of the DSB's spieler.csv (DSB-Mitgliederverwaltung export; docs/dsb.md). */
export const DSB_PLAYER_HEADER =
  'ZPS,Mgl-Nr,Status,Spielername,Geschlecht,Spielberechtigung,Geburtsjahr,Letzte-Auswertung,DWZ,Index,FIDE-Elo,FIDE-Titel,FIDE-ID,FIDE-Land';

/** `/arbiter tournament import-list` with `data` as the attached spieler.csv. */
export const importPlayerList = (
  h: Harness,
  user: FakeUser,
  data: Buffer,
  extra: { admin?: boolean; guildId?: string } = {},
) =>
  h.run(
    user,
    'arbiter',
    'tournament import-list',
    { file: 'l1' },
    { ...extra, attachments: { l1: { filename: 'spieler.csv', data } } },
  );

/** The DWZ, index, Elo and birth year stored for a member in the server's (only) tournament. */
export async function storedRating(h: Harness, guildId: string, userId: string) {
  const t = await h.store.db
    .selectFrom('tournaments')
    .select('id')
    .where('guild_id', '=', guildId)
    .executeTakeFirstOrThrow();
  return h.store.db
    .selectFrom('players')
    .select(['dwz', 'dwz_index', 'fide', 'birth_year'])
    .where('tournament_id', '=', t.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
