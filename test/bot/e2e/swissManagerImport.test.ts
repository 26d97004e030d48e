// /arbiter tournament import with Swiss-Manager files (issue 21): an individual .TUNX attachment
// continues the event; team files and damaged files are refused in words.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isEphemeral, startHarness, textOf, USERS, type Harness } from '../helpers/harness.ts';
import { SM_INDIVIDUAL, SM_TEAMS } from '../../support/swissManagerCases.ts';
import { writeSwissManager } from '../../support/swissManagerWriter.ts';

const { admin, anna } = USERS;

const TUNX = writeSwissManager(SM_INDIVIDUAL).bytes;

describe('/arbiter tournament import of Swiss-Manager files', { timeout: 60_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
  }, 120_000);

  const importFile = (filename: string, data: Buffer) =>
    h.run(
      admin,
      'arbiter',
      'tournament import',
      { file: 'a1' },
      { admin: true, attachments: { a1: { filename, data } } },
    );

  test('a .TUNX file: players, games, forfeit and byes, continued after round 2 of 3', async () => {
    const r = await importFile('verein.tunx', Buffer.from(TUNX));
    expect(textOf(r)).toMatch(/Imported \*\*Vereinsturnier 2026\*\* \(5 players/);
    const standings = textOf(await h.run(anna, 'standings', undefined));
    expect(standings).toMatch(/Meier, Hans/);
    expect(textOf(await h.run(anna, 'tournament', 'status'))).toMatch(/5 players · round 2 of 3/);
  });

  test.each([
    ['liga.tumx', Buffer.from(writeSwissManager(SM_TEAMS).bytes), /team tournament/],
    ['cut.tunx', Buffer.from(TUNX.slice(0, 4000)), /could not be read: byte 4000/],
  ])('%s is refused in words', async (name, data, message) => {
    const r = await importFile(name, data);
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(message);
  });

  const real = new URL(
    '../../../../shared/formats/swiss-manager/echecs_sample_1378181.TUNX',
    import.meta.url,
  );
  test.skipIf(!existsSync(real))('the real sample 1378181: 29 players imported', async () => {
    const r = await importFile('sample.TUNX', readFileSync(real));
    expect(textOf(r)).toMatch(/\(29 players/);
  });
});
