// /league through the real discord.js client and the fake Discord: link a league from a crosstable
// CSV (the published Landesliga Sachsen-Anhalt 2011/12 results, test/fixtures/league/README.md) and
// from a team-event JSON, show the standings, and a captain's team table.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';

const { admin, anna } = USERS;
const csv = readFileSync(
  new URL('../../fixtures/league/landesliga-sachsen-anhalt-2011-12-a-round2.csv', import.meta.url),
);

describe('/league', { timeout: 60_000 }, () => {
  const h = useHarness();

  test('without a league: a private hint', async () => {
    expect(textOf(await h.run(anna, 'league', 'standings'))).toMatch(/No league on this server yet/);
  });

  test('import is for arbiters; the CSV crosstable gives the hand-checked table (German order)', async () => {
    const file = { attachments: { l1: { filename: 'landesliga.csv', data: csv } } };
    expect(textOf(await h.run(anna, 'arbiter', 'league import', { file: 'l1' }, file))).toMatch(
      /Only arbiters/,
    );
    const ok = await h.run(
      admin,
      'arbiter',
      'league import',
      { file: 'l1', name: 'Landesliga A' },
      { ...file, admin: true },
    );
    expect(textOf(ok)).toMatch(/Landesliga A.*10 teams, 10 matches/);
    const r = await h.run(anna, 'league', 'standings');
    const text = textOf(r);
    expect(text).toMatch(/Landesliga A — league table/);
    const lines = text.split('\n');
    const line = (team: string) => lines.find((l) => l.includes(team)) ?? '';
    // The report's team table: places as everywhere ("1.", "4-5."), team, MP and BP.
    expect(lines.find((l) => /^\s*Rk\s+Team\s+MP\s+BP$/.test(l))).toBeDefined();
    expect(line('Burger Schachclub SW')).toMatch(/^\s*1\. Burger Schachclub SW\s+4\s+12$/);
    expect(line('SV Aufbau Bernburg')).toMatch(/^\s*2\. SV Aufbau Bernburg\s+3\s+11½$/);
    // Names are cut to 22 characters: Rochade Magdeburg II and III share places 4-5.
    expect(text.match(/^ 4-5\. SV Rochade Magdeburg …\s+3\s+9½$/gm)).toHaveLength(2);
    expect(line('VfB 07 Lettin')).toMatch(/^9-10\. VfB 07 Lettin\s+0\s+3$/);
    expect(text).toMatch(/not applied without board results: BW/);
    // The FIDE order splits places 9 and 10 by EMGSB (Quedlinburg 11.5, Lettin 8.5).
    const fide = textOf(await h.run(anna, 'league', 'standings', { rules: 'fide' }));
    expect(fide).toMatch(/^\s*10\. VfB 07 Lettin/m);
    // Within Discord's limits: one embed, description far below 4096 characters.
    expect(r.embeds).toHaveLength(1);
    expect(String(r.embeds[0]?.['description']).length).toBeLessThan(2000);
  });

  test('a mirror mismatch is refused with both cells named', async () => {
    const bad = Buffer.from(
      csv.toString('utf8').replace('Burger Schachclub SW;5,5', 'Burger Schachclub SW;5'),
    );
    const r = await h.run(
      admin,
      'arbiter',
      'league import',
      { file: 'l2' },
      { admin: true, attachments: { l2: { filename: 'bad.csv', data: bad } } },
    );
    expect(textOf(r)).toMatch(/row 3, column 2.*row 2, column 3/);
  });

  test('a team-event JSON keeps board results: the Berliner Wertung is applied', async () => {
    const json = readFileSync(new URL('../../../examples/team-league.json', import.meta.url));
    await h.run(
      admin,
      'arbiter',
      'league import',
      { file: 'l3', name: 'Bezirk' },
      { admin: true, attachments: { l3: { filename: 'b.json', data: json } } },
    );
    const text = textOf(await h.run(anna, 'league', 'standings', { league: 'Bezirk' }));
    expect(text).toMatch(/MP > GP > BW/);
    expect(text).not.toMatch(/not applied/);
    // In German: the table's headers and the legend of every tiebreak applied.
    const de = textOf(await h.run(anna, 'league', 'standings', { league: 'Bezirk' }, { locale: 'de' }));
    expect(de).toMatch(/^\s*Pl\.\s+Mannschaft\s+MP\s+BP$/m);
    expect(de).toContain('BW: Berliner Wertung je Mannschaftskampf, summiert (Wertungs-Regularien)');
    expect(de).toContain('GP: Brettpunkte (C.07 11)');
  });

  test("/league team: a captain's team table from a CSV", async () => {
    const team = Buffer.from('Player;DWZ;R1;R2\nB;2100-9;1 0 2300;1 ½ 2000\nNewcomer;;4 1;\n');
    const r = await h.run(
      anna,
      'league',
      'team',
      { file: 't1' },
      { attachments: { t1: { filename: 'team.csv', data: team } } },
    );
    const text = textOf(r);
    expect(text).toMatch(/Team table/);
    expect(text).toMatch(/^B\s+½\s+2\s+1\.0\s/m);
    expect(text).toMatch(/^Newcomer\s+1\s+1\s+4\.0$/m);
  });

  test("/league players: a league file shows one team's line-ups, players and line-up warnings", async () => {
    const season = readFileSync(new URL('../../../examples/league-season.json', import.meta.url));
    await h.run(
      admin,
      'arbiter',
      'league import',
      { file: 'l4' },
      { admin: true, attachments: { l4: { filename: 'season.json', data: season } } },
    );
    const r = await h.run(anna, 'league', 'players', { team: 'SK Rochade I' });
    const text = textOf(r);
    expect(text).toMatch(/SK Rochade I: line-ups and players/);
    expect(text).toMatch(/Eva Ernst/);
    // the report's season players table: no. 5 of a 4-board team is a reserve ("R", the legend's term)
    expect(text).toMatch(/^\s*5 Eva Ernst\s+R\s+1\s+0\s+0\s/m);
    expect(text).toMatch(/^\s*No Name\s+Res G Pts\s+%\s+Rp\s+DWZ\s+new$/m);
    expect(text).toMatch(/R2 @ Schachfreunde Läufer/);
    expect(text).toMatch(/David Dietz \(no\. 4\) plays below Eva Ernst \(no\. 5\)/);
    expect(textOf(await h.run(anna, 'league', 'players', { team: 'Nobody' }))).toMatch(/No team "Nobody"/);
  });

  test('/league players on a crosstable league: no players to show', async () => {
    expect(
      textOf(await h.run(anna, 'league', 'players', { team: 'TSG Calbe', league: 'Landesliga A' })),
    ).toMatch(/has no players/);
  });
});
