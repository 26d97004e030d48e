// Discord's 3-second rule under a club's match-day load: 12 teams of one club with 16 registered
// players each (192 members linked), each team's captain posts the availability question of round 1,
// and all 192 members click a button at the same moment. Discord drops an interaction that is not
// acknowledged within 3 s of its creation (Discord developer documentation, "Receiving and
// Responding": "you must send an initial response within 3 seconds"); the fake Discord checks that
// deadline itself and refuses a later callback, so the test reads the fake's record and times nothing.
import { beforeAll, describe, expect, test } from 'vitest';
import { replaceTeamPlayers, setCaptain } from '../../../bot/storage/teams.ts';
import type { FakeMessage, FakeUser, InteractionRecord } from '../fakeDiscord/server.ts';
import { DB_KINDS } from '../helpers/databases.ts';
import { CHANNEL, GUILD, isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const TEAMS = 12;
const PLAYERS = 16;
const ANSWERS = ['yes', 'no', 'maybe'] as const;

const teamName = (t: number): string => `SF Neuötting ${t}`;
const members: FakeUser[] = Array.from({ length: TEAMS * PLAYERS }, (_, k) => ({
  id: String(771000000000000000n + BigInt(k + 1)),
  username: `m${k + 1}`,
  globalName: `Spieler ${k + 1}`,
}));
const memberOf = (t: number, board: number): FakeUser => members[(t - 1) * PLAYERS + board - 1] as FakeUser;

// Four leagues of three club teams each (lower leagues hold several teams of one club), every club
// team against an opponent on Sunday 15 March 2026; the lists come in board order.
const LEAGUES = 4;
const leagueFile = (l: number) => {
  const own = [1, 2, 3].map((k) => (l - 1) * 3 + k);
  return {
    type: 'league',
    name: `Kreisliga ${l}`,
    rounds: 7,
    boards: 8,
    teams: [
      ...own.map((t, k) => ({ id: k + 1, name: teamName(t), players: [] })),
      ...own.map((t, k) => ({ id: k + 4, name: `Gegner ${t}`, players: [] })),
    ],
    matches: own.map((_, k) => ({ round: 1, home: k + 1, away: k + 4, date: '2026-03-15' })),
  };
};

describe.each(DB_KINDS)(
  '12 teams of 16 answer the availability question at once (%s)',
  { timeout: 120_000 },
  (kind) => {
    // Tuesday before the match day, 10:00 Berlin.
    const now = Date.parse('2026-03-10T09:00:00Z');
    const h = useHarness({ db: kind, harness: { clock: () => new Date(now), users: members } });
    const questions = new Map<number, FakeMessage>();

    beforeAll(async () => {
      const { admin } = USERS;
      for (let l = 1; l <= LEAGUES; l++) {
        const doc = leagueFile(l);
        await h.run(
          admin,
          'arbiter',
          'league import',
          { file: 'f' },
          {
            admin: true,
            attachments: { f: { filename: `kl${l}.json`, data: Buffer.from(JSON.stringify(doc)) } },
          },
        );
        for (const [k, team] of doc.teams.slice(0, 3).entries()) {
          const linked = await h.run(
            admin,
            'arbiter',
            'team link',
            { team: team.name, 'league-team': team.name, rank: (l - 1) * 3 + k + 1, league: doc.name },
            { admin: true },
          );
          expect(textOf(linked)).toMatch(/is linked to/);
        }
      }
      // The lists and the member links as `/arbiter team import … member:` stores them, 192 at once;
      // the first player of each team is its captain.
      await h.store.mutate('seed-teams', async (q) => {
        for (let t = 1; t <= TEAMS; t++) {
          await replaceTeamPlayers(
            q,
            GUILD,
            teamName(t),
            Array.from({ length: PLAYERS }, (_, b) => ({
              key: `t${t}b${b + 1}`,
              name: `Spieler ${(t - 1) * PLAYERS + b + 1}`,
              userId: memberOf(t, b + 1).id,
            })),
          );
          await setCaptain(q, GUILD, teamName(t), { userId: memberOf(t, 1).id });
        }
      });
      for (let t = 1; t <= TEAMS; t++) {
        const q = await h.run(memberOf(t, 1), 'team', 'availability', { team: teamName(t), round: 1 });
        expect(textOf(q)).toMatch(
          new RegExp(`${teamName(t)}\\*\\* – round 1 against \\*\\*Gegner ${t}\\*\\*`),
        );
        questions.set(t, q);
      }
    });

    test('192 clicks at once: every one acknowledged within the 3 s deadline and stored', async () => {
      const buttonOf = (t: number, answer: string): string => {
        const ids = (questions.get(t)?.components ?? []).flatMap((row) =>
          ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
        );
        const id = ids.find((x) => x.endsWith(`:${answer}`));
        if (!id) throw new Error(`no ${answer} button for ${teamName(t)}`);
        return id;
      };
      // Payloads first, then sent in one loop: an interaction's 3 s run from its dispatch.
      const clicks: { user: FakeUser; answer: string; payload: ReturnType<typeof h.fake.buildButton> }[] = [];
      for (let t = 1; t <= TEAMS; t++)
        for (let b = 1; b <= PLAYERS; b++) {
          const user = memberOf(t, b);
          const answer = ANSWERS[b % 3] ?? 'yes';
          const message = questions.get(t);
          if (!message) throw new Error('no question');
          clicks.push({
            user,
            answer,
            payload: h.fake.buildButton({
              guildId: GUILD,
              channelId: CHANNEL,
              user,
              customId: buttonOf(t, answer),
              message,
            }),
          });
        }
      const recs: InteractionRecord[] = clicks.map((c) => h.fake.sendInteraction(c.payload));
      // Every member gets the private confirmation (the follow-up after the deferral, or the answer itself).
      const confirmation = (r: InteractionRecord): FakeMessage | undefined =>
        r.initial?.type === 4 ? r.original : r.followups[0];
      // A late callback is refused by the fake and recorded: wait for one or the other.
      await h.fake.waitFor(
        () => recs.every((r) => confirmation(r) ?? r.rejectedCallbacks.length > 0),
        '192 confirmations',
        60_000,
      );

      // The fake refuses a callback after its deadline (recorded in rejectedCallbacks): none was late,
      // none missing, none doubled.
      expect(recs.filter((r) => r.initial === undefined).map((r) => r.id)).toEqual([]);
      expect(recs.flatMap((r) => r.rejectedCallbacks)).toEqual([]);
      expect(recs.filter((r) => (r.initial?.ms ?? Infinity) > 3000)).toEqual([]);
      for (const r of recs) {
        expect(isEphemeral(confirmation(r))).toBe(true);
        expect(textOf(confirmation(r))).toMatch(
          /^Stored: \*\*(available|not available|maybe)\*\* for SF Neuötting \d+, round 1/,
        );
      }
      // Each click stored once, with the answer clicked.
      const stored = await h.store.db.selectFrom('team_availability').selectAll().execute();
      expect(stored).toHaveLength(TEAMS * PLAYERS);
      const byUser = new Map(stored.map((s) => [s.user_id, s.answer]));
      for (const c of clicks) expect(byUser.get(c.user.id), c.user.username).toBe(c.answer);
    });
  },
);
