import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { arbiterCommand } from '../../../bot/commands/arbiter.ts';
import { isUserError } from '../../../bot/errors.ts';
import { backupNow } from '../../../bot/handlers/admin.ts';
import type { Logger } from '../../../bot/log.ts';
import type { Ctx, Deps } from '../../../bot/reply.ts';
import { checkBackup } from '../../../bot/storage/backup.ts';
import { openDatabase, type OpenDatabase } from '../../../bot/storage/open.ts';
import { createStore } from '../../../bot/storage/store.ts';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const ctx = (over: Partial<Ctx>): Ctx => ({
  interactionId: '1',
  guildId: '800000000000000001',
  channelId: '810000000000000001',
  userId: '700000000000000002',
  userName: 'Anna',
  locale: 'en',
  guildLocale: 'en',
  manageGuild: false,
  roleIds: [],
  now: new Date('2026-11-27T01:00:00Z'),
  ...over,
});

describe('/arbiter backup', () => {
  let dir: string;
  let open: OpenDatabase;
  let deps: Deps;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rochade-arbiter-backup-'));
    open = await openDatabase({ kind: 'sqlite', file: path.join(dir, 'rochade.sqlite') });
    const copy = open.backup!;
    deps = {
      store: createStore(open),
      log: quiet,
      backup: () => copy(path.join(dir, 'backups'), new Date()),
    };
  });
  afterAll(async () => {
    await open.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('is a subcommand of /arbiter (Discord type 1, beside the groups of type 2)', () => {
    const json = arbiterCommand.data.toJSON();
    const sub = json.options?.find((o) => o.name === 'backup');
    expect(sub?.type).toBe(1);
    expect(sub?.name_localizations).toEqual({ de: 'sicherung' });
  });

  test('a member who is no arbiter is refused', async () => {
    await expect(backupNow(ctx({}), deps)).rejects.toSatisfy(
      (e: unknown) => isUserError(e) && e.key === 'notArbiter',
    );
  });

  test.each([
    ['en', /^Backup made on the bot's server: `rochade-\d{8}-\d{4}-\d{2}\.sqlite` \(\d+ KB\)/],
    ['de', /^Sicherung auf dem Server des Bots angelegt: `rochade-\d{8}-\d{4}-\d{2}\.sqlite`/],
  ] as const)(
    'an arbiter gets a checked backup, answered privately (%s), no server path shown',
    async (locale, text) => {
      const reply = await backupNow(ctx({ manageGuild: true, locale }), deps);
      expect(reply.ephemeral).toBe(true);
      expect(reply.content).toMatch(text);
      expect(reply.content).not.toContain(dir);
      const name = /`([^`]+)`/.exec(reply.content ?? '')![1]!;
      expect(checkBackup(path.join(dir, 'backups', name))).toBeUndefined();
    },
  );

  test('PostgreSQL (no backup function): the answer points to pg_dump', async () => {
    const { backup: _none, ...pgDeps } = deps;
    const reply = await backupNow(ctx({ manageGuild: true }), pgDeps);
    expect(reply.content).toMatch(/pg_dump/);
  });
});
