// /arbiter tournament import with the club world's binary files (issue 21): a Swiss-Chess .SWT or
// Swiss-Manager .TUNX attachment continues the event; team files, damaged files and files that are no
// tournament are refused in words. One bot for all of them.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { isEphemeral, textOf, USERS } from '../helpers/harness.ts';
import { useHarness } from '../helpers/useHarness.ts';
import { SM_INDIVIDUAL, SM_TEAMS } from '../../support/swissManagerCases.ts';
import { writeSwissManager } from '../../support/swissManagerWriter.ts';
import { writeSwt } from '../../support/swtWriter.ts';

const { admin, anna } = USERS;

// Three players, one of two rounds paired: 1-2 1-0, 3 has the bye.
const SWT = writeSwt({
  name: 'Vereinsblitz',
  rounds: 2,
  pairedRounds: 1,
  players: [{ name: 'Meier,Hans', dwz: '1712' }, { name: 'Schulz,Eva' }, { name: 'Wagner,Uwe' }],
  pairings: [
    [{ color: 1, opponent: 2, result: 3 }],
    [{ color: 3, opponent: 1, result: 1 }],
    [{ color: 1, opponent: 0, result: 3 }],
  ],
});

const TUNX = writeSwissManager(SM_INDIVIDUAL).bytes;

describe('/arbiter tournament import of binary files', { timeout: 60_000 }, () => {
  const h = useHarness();

  const importFile = (filename: string, data: Buffer) =>
    h.run(
      admin,
      'arbiter',
      'tournament import',
      { file: 'a1' },
      { admin: true, attachments: { a1: { filename, data } } },
    );

  test('a Swiss-Chess file: players, the game and the bye, continued in round 1 of 2', async () => {
    const r = await importFile('blitz.swt', Buffer.from(SWT));
    expect(textOf(r)).toMatch(/Imported \*\*Vereinsblitz\*\* \(3 players/);
    const standings = textOf(await h.run(anna, 'standings', undefined));
    expect(standings).toMatch(/Meier,Hans/);
    expect(textOf(await h.run(anna, 'tournament', 'status'))).toMatch(/3 players · round 1 of 2/);
  });

  test.each([
    ['report.pdf', Buffer.from('%PDF-1.4\n'), /PDF, not a tournament file/],
    ['list.csv', Buffer.from('ZPS,Mgl-Nr,Status,Spielername\n'), /DSB player list/],
    ['t.tunx', Buffer.from([0x93, 0xff, 0x89, 0x44, 0, 0, 0, 0, 1]), /Swiss-Manager/],
    ['cut.swt', Buffer.from(SWT.slice(0, 14000)), /could not be read: byte 14000/],
  ])('%s is refused in words', async (name, data, message) => {
    const r = await importFile(name, data);
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(message);
  });

  const team = new URL('../../../../shared/formats/swt/SwissTeam.SWT', import.meta.url);
  test.skipIf(!existsSync(team))('the real Swiss-Chess team file: refused as a team tournament', async () => {
    const r = await importFile('team.swt', readFileSync(team));
    expect(textOf(r)).toMatch(/team tournament/);
  });

  test('a .TUNX file: players, games, forfeit and byes, continued after round 2 of 3', async () => {
    const r = await importFile('verein.tunx', Buffer.from(TUNX));
    expect(textOf(r)).toMatch(/Imported \*\*Vereinsturnier 2026\*\* \(5 players/);
    const standings = textOf(await h.run(anna, 'standings', undefined));
    expect(standings).toMatch(/Meier, Hans/);
    expect(textOf(await h.run(anna, 'tournament', 'status'))).toMatch(/5 players · round 2 of 3/);
  });

  // The director entered ahead in Swiss-Manager that Wagner (4) is absent in round 3.
  const IN_PROGRESS = writeSwissManager({
    ...SM_INDIVIDUAL,
    games: [
      SM_INDIVIDUAL.games[0] ?? [],
      SM_INDIVIDUAL.games[1] ?? [],
      [{ white: 4, black: 'notPaired', result: 0 }],
    ],
  }).bytes;
  test('a .TUNX file with an absence entered ahead: still after round 2 of 3, nobody withdrawn', async () => {
    const r = await h.run(
      admin,
      'arbiter',
      'tournament import',
      { file: 'a1', name: 'Vereinsturnier vorab' },
      { admin: true, attachments: { a1: { filename: 'vorab.tunx', data: Buffer.from(IN_PROGRESS) } } },
    );
    expect(textOf(r)).toMatch(/Imported \*\*Vereinsturnier vorab\*\* \(5 players/);
    const status = textOf(await h.run(anna, 'tournament', 'status'));
    expect(status).toMatch(/5 players · round 2 of 3/);
    expect(status).not.toMatch(/withdr/i);
  });

  test.each([
    ['liga.tumx', Buffer.from(writeSwissManager(SM_TEAMS).bytes), /team tournament/],
    ['cut.tunx', Buffer.from(TUNX.slice(0, 4000)), /could not be read: byte 4000/],
  ])('Swiss-Manager %s is refused in words', async (name, data, message) => {
    const r = await importFile(name, data);
    expect(isEphemeral(r)).toBe(true);
    expect(textOf(r)).toMatch(message);
  });

  const realTunx = new URL(
    '../../../../shared/formats/swiss-manager/echecs_sample_1378181.TUNX',
    import.meta.url,
  );
  test.skipIf(!existsSync(realTunx))('the real sample 1378181: 29 players imported', async () => {
    const r = await importFile('sample.TUNX', readFileSync(realTunx));
    expect(textOf(r)).toMatch(/\(29 players/);
  });
});
