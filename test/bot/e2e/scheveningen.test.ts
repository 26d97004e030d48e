// A Scheveningen club match run in Discord through the real discord.js client and the fake Discord:
// the arbiter creates it (an odd number of boards refused), registers the two teams (a third
// refused), pairs each round by the Scheveningen table; results entered and confirmed; standings
// by game points; the TRF-2026 file exported.
import { describe, expect, test } from 'vitest';
import { DB_KINDS } from '../helpers/databases.ts';
import { textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import type { FakeMessage } from '../fakeDiscord/types.ts';

const { admin, ben } = USERS;
const ADMIN = { admin: true } as const;

const buttonOf = (m: FakeMessage | undefined): string => {
  const ids = (m?.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).map((c) => c.custom_id ?? ''),
  );
  if (!ids[0]) throw new Error(`no button under: ${textOf(m)}`);
  return ids[0];
};

describe.each(DB_KINDS)('a Scheveningen club match in Discord (%s)', { timeout: 120_000 }, (kind) => {
  const h = useHarness({ db: kind });
  const run = (
    user: (typeof USERS)[keyof typeof USERS],
    sub: string,
    options: Record<string, string | number | boolean> = {},
    extra: Parameters<typeof h.run>[4] = {},
  ) =>
    ['new', 'team', 'pair'].includes(sub)
      ? h.run(user, 'arbiter', `teamevent ${sub}`, options, extra)
      : h.run(user, 'teamevent', sub, options, extra);

  test('created with an even number of boards, as many rounds as boards; 5 boards refused', async () => {
    expect(
      textOf(await run(admin, 'new', { name: 'Vergleich', system: 'scheveningen', boards: 5 }, ADMIN)),
    ).toBe(
      'Refused: scheveningen: 5 boards cannot be laid out (an even number from 2 to 20). Nothing stored.',
    );
    expect(
      textOf(await run(admin, 'new', { name: 'Vergleich', system: 'scheveningen', boards: 4 }, ADMIN)),
    ).toMatch(/Team event \*\*Vergleich\*\* created: scheveningen, 4 boards, 4 rounds/);
  });

  test('two teams; a third refused', async () => {
    for (const [team, players] of [
      ['SK Rochade Köln', 'Jürgen Weiß; Björn Müller; Käthe Groß; Uwe Strauß'],
      ['SV Turm Düsseldorf', 'Anna Schäfer; Peter Krüger; Jörg Bäcker; Sören Maaß'],
    ] as const)
      expect(textOf(await run(admin, 'team', { team, players }, ADMIN))).toMatch(/registered as no\./);
    expect(textOf(await run(admin, 'team', { team: 'SG Läufer', players: 'A; B; C; D' }, ADMIN))).toBe(
      'Refused: "SG Läufer": scheveningen is played by 2 teams, both already registered. Nothing stored.',
    );
  });

  test('round 2 by the table: A1 Black against B2, A3 White against B4 (Wikipedia, 4 boards)', async () => {
    const r1 = await run(admin, 'pair', {}, ADMIN);
    expect(textOf(r1)).toMatch(/round 1 paired \(each player meets each player of the other team/);
    expect(textOf(r1)).toMatch(/3 B Käthe Groß – Jörg Bäcker/);
    const entered = await run(
      admin,
      'result',
      { team: 'SK Rochade Köln', results: '1-0;½-½;0-1;1-0' },
      ADMIN,
    );
    await h.press(admin, entered, buttonOf(entered), ADMIN);
    const r2 = textOf(await run(admin, 'pair', {}, ADMIN));
    expect(r2).toMatch(/1 B Jürgen Weiß – Peter Krüger/);
    expect(r2).toMatch(/3 W Käthe Groß – Sören Maaß/);
  });

  test('standings by game points; the crosstable names board 1’s colour from the table', async () => {
    const s = textOf(await run(ben, 'standings'));
    expect(s).toMatch(/standings after round 1 \(game points, then/);
    const x = textOf(await run(ben, 'crosstable'));
    expect(x).toMatch(/SK Rochade Köln\s+2w 2½\s+2b\s+2½/);
  });

  test('the TRF-2026 file: the table’s colours in the cells, no 352 alternation claimed', async () => {
    const out = await run(ben, 'export');
    const trf = out.files.get('Vergleich.trf')?.toString('utf8') ?? '';
    expect(trf).toMatch(/^192 SCHEVENINGEN/m);
    expect(trf).not.toMatch(/^352 /m);
  });
});
