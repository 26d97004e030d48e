// backup and restore, run from an admin's shell, take the database of the bot's systemd unit: its
// EnvironmentFile= (systemd.exec(5): KEY=VALUE lines, # comments, quotes) and Environment= as
// `systemctl show` prints them (space-separated, a value with spaces quoted).
import { describe, expect, test } from 'vitest';
import { parseAssignments, parseEnvFile, serviceEnvironment } from '../../../bot/serviceEnv.ts';

describe('the environment of the bot unit', () => {
  test.each([
    [
      'plain lines',
      'DISCORD_TOKEN=abc\nROCHADE_DATA_DIR=/var/lib/rochade\n',
      { DISCORD_TOKEN: 'abc', ROCHADE_DATA_DIR: '/var/lib/rochade' },
    ],
    ['comments and blank lines', '# the token\n\n; old\nA=1\n', { A: '1' }],
    [
      'quotes and export',
      'export DATABASE_URL="sqlite:/srv/rochade/bot.db"\nB=\'x y\'\n',
      { DATABASE_URL: 'sqlite:/srv/rochade/bot.db', B: 'x y' },
    ],
    ['CRLF line ends', 'A=1\r\nB=2\r\n', { A: '1', B: '2' }],
  ])('EnvironmentFile: %s', (_what, text, expected) => {
    expect(parseEnvFile(text)).toEqual(expected);
  });

  test('systemctl show -p Environment: assignments, one with a space quoted', () => {
    expect(parseAssignments('NODE_ENV=production ROCHADE_DATA_DIR=/var/lib/rochade "NOTE=a b"')).toEqual({
      NODE_ENV: 'production',
      ROCHADE_DATA_DIR: '/var/lib/rochade',
      NOTE: 'a b',
    });
  });

  test('a shell that names the data directory or the database is used as it is (no systemctl asked)', () => {
    for (const env of [{ ROCHADE_DATA_DIR: '/tmp/x' }, { DATABASE_URL: 'sqlite:/tmp/x.db' }])
      expect(serviceEnvironment(env)).toEqual({ env });
  });
});
