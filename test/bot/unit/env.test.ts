import { describe, expect, test } from 'vitest';
import { describeDatabase, parseDatabaseUrl, parseEnv, resolveDataDir } from '../../../bot/env.ts';

const good = { DISCORD_TOKEN: 'secret-token-value-123', DISCORD_APPLICATION_ID: '900000000000000001' };

describe('environment', () => {
  test.each([
    [undefined, { kind: 'sqlite', file: '/srv/bot/data/rochade.sqlite' }],
    ['sqlite:/var/lib/rochade.db', { kind: 'sqlite', file: '/var/lib/rochade.db' }],
    ['sqlite:rel/x.db', { kind: 'sqlite', file: '/srv/bot/rel/x.db' }],
    ['club.sqlite', { kind: 'sqlite', file: '/srv/bot/club.sqlite' }],
    ['sqlite:///var/lib/r.db', { kind: 'sqlite', file: '/var/lib/r.db' }],
    [':memory:', { kind: 'sqlite', file: ':memory:' }],
    ['postgres://u:p@db:5432/rochade', { kind: 'postgres', url: 'postgres://u:p@db:5432/rochade' }],
    ['postgresql://db/rochade', { kind: 'postgres', url: 'postgresql://db/rochade' }],
    ['file:data/club.db', { kind: 'sqlite', file: '/srv/bot/data/club.db' }],
    ['file:///var/lib/club.db', { kind: 'sqlite', file: '/var/lib/club.db' }],
  ])('DATABASE_URL %s', (raw, expected) => {
    expect(parseDatabaseUrl(raw, '/srv/bot')).toEqual(expected);
  });

  test.each([
    ['mysql://user:pw-SECRET@host/db', /scheme "mysql:" is not supported/],
    ['postgress://user:pw-SECRET@host/db', /scheme "postgress:" is not supported/],
    ['postgres:user:pw-SECRET@host/db', /must start with postgres:\/\//],
    ['postgres://user:pw-SECRET@[bad/db', /not a valid postgres:\/\/ URL/],
  ])('DATABASE_URL %s is refused without echoing the password', (url, why) => {
    const r = parseEnv({ ...good, DATABASE_URL: url }, '/x');
    const problems = r.ok ? [] : r.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(why);
    expect(JSON.stringify(r)).not.toContain('SECRET');
  });

  test('a complete environment parses; DISCORD_API_BASE loses its trailing slash', () => {
    const r = parseEnv(
      { ...good, DISCORD_API_BASE: 'http://127.0.0.1:9/api/', DISCORD_GUILD_ID: '800000000000000001' },
      '/x',
    );
    expect(r.ok && r.env.apiBase).toBe('http://127.0.0.1:9/api');
    expect(r.ok && r.env.guildId).toBe('800000000000000001');
  });

  test('each missing or bad variable gets its own line, and secrets are never echoed', () => {
    const r = parseEnv(
      {
        DISCORD_APPLICATION_ID: 'abc',
        DISCORD_API_BASE: 'not a url',
        GOOGLE_SERVICE_ACCOUNT_JSON: '{"type":"user","private_key":"TOPSECRETKEY"}',
      },
      '/x',
    );
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems;
    expect(problems.find((p) => p.startsWith('DISCORD_TOKEN:'))).toMatch(/is required/);
    expect(problems.find((p) => p.startsWith('DISCORD_APPLICATION_ID:'))).toMatch(/Discord id/);
    expect(problems.find((p) => p.startsWith('DISCORD_API_BASE:'))).toMatch(/URL/);
    const r2 = parseEnv(
      { ...good, GOOGLE_SERVICE_ACCOUNT_JSON: '{"type":"user","private_key":"TOPSECRETKEY"}' },
      '/x',
    );
    const p2 = r2.ok ? [] : r2.problems;
    expect(p2).toHaveLength(1);
    expect(p2[0]).toMatch(/^GOOGLE_SERVICE_ACCOUNT_JSON: not a service-account key/);
    expect(JSON.stringify(p2)).not.toContain('TOPSECRETKEY');
    const r3 = parseEnv({ DISCORD_TOKEN: 'short', DISCORD_APPLICATION_ID: '900000000000000001' }, '/x');
    expect(JSON.stringify(r3)).not.toContain('"short"');
  });
});

describe('data directory (absolute by default)', () => {
  test.each([
    [{ ROCHADE_DATA_DIR: '/var/lib/rochade', XDG_DATA_HOME: '/x', HOME: '/home/c' }, '/var/lib/rochade'],
    [{ ROCHADE_DATA_DIR: 'store' }, '/srv/bot/store'],
    [{ XDG_DATA_HOME: '/home/c/.data', HOME: '/home/c' }, '/home/c/.data/rochade'],
    // XDG Base Directory Specification: a relative XDG_DATA_HOME is ignored.
    [{ XDG_DATA_HOME: 'rel', HOME: '/home/c' }, '/home/c/.local/share/rochade'],
    [{ HOME: '/home/c' }, '/home/c/.local/share/rochade'],
    [{}, '/srv/bot/data'],
  ])('%j → %s', (source, dir) => {
    expect(resolveDataDir(source, '/srv/bot')).toBe(dir);
    const r = parseEnv({ ...good, ...source }, '/srv/bot');
    expect(r.ok && r.env.dataDir).toBe(dir);
    expect(r.ok && r.env.database).toEqual({ kind: 'sqlite', file: `${dir}/rochade.sqlite` });
  });

  test('an explicit DATABASE_URL wins over the data directory', () => {
    const r = parseEnv(
      { ...good, ROCHADE_DATA_DIR: '/var/lib/rochade', DATABASE_URL: 'sqlite:/tmp/x.db' },
      '/',
    );
    expect(r.ok && r.env.database).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
  });

  test.each([
    [{ kind: 'sqlite', file: '/var/lib/rochade/rochade.sqlite' } as const, '/var/lib/rochade/rochade.sqlite'],
    [
      { kind: 'postgres', url: 'postgres://bot:SECRET@db:5432/rochade' } as const,
      'postgres://db:5432/rochade',
    ],
  ])('the start-up line names %j without a password', (config, shown) => {
    expect(describeDatabase(config)).toBe(shown);
  });
});
