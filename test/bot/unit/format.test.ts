import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { commands } from '../../../bot/commands/index.ts';
import { monoTable } from '../../../bot/format/text.ts';
import { spreadsheetIdOf } from '../../../bot/handlers/admin.ts';
import { parseGames } from '../../../bot/handlers/ratings.ts';
import { de } from '../../../bot/i18n/de.ts';
import { en } from '../../../bot/i18n/en.ts';
import { formatPoints, localeOf, t } from '../../../bot/i18n/index.ts';

describe('i18n', () => {
  test.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['en-US', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ] as const)('Discord locale %s → %s', (discord, ours) => expect(localeOf(discord)).toBe(ours));

  test.each([
    [9, 'de', '4,5'],
    [9, 'en', '4.5'],
    [8, 'de', '4'],
  ] as const)('%d half-points read %s as %s', (half, locale, text) =>
    expect(formatPoints(half, locale)).toBe(text),
  );

  test('German has every English message with the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(de[key]), key).toEqual(names(en[key]));
    }
    expect(t('de', 'joined', { name: 'Anna', tournament: 'Open', no: 3 })).toBe(
      'Anna spielt bei **Open** mit (Startnummer 3).',
    );
  });

  test('every command a message names exists (the arbiter ones under /arbiter)', () => {
    type Opt = { name: string; type?: number; options?: Opt[] };
    // Runnable paths: a subcommand (type 1) or a command without subcommands.
    const runnable = new Set<string>();
    const walk = (o: Opt, path: string): void => {
      const subs = (o.options ?? []).filter((c) => c.type === 1 || c.type === 2);
      if (subs.length === 0) runnable.add(path);
      for (const c of subs) walk(c, `${path} ${c.name}`);
    };
    for (const c of commands) walk(c.data.toJSON() as Opt, `/${c.data.name}`);
    for (const messages of [en, de]) {
      for (const [named] of Object.values(messages).flatMap((m) => [
        ...m.matchAll(/\/[a-z]+(?: [a-z-]+){0,2}/g),
      ])) {
        const words = named.split(' ');
        const prefixes = words.map((_, k) => words.slice(0, k + 1).join(' '));
        expect(
          prefixes.some((p) => runnable.has(p)),
          named,
        ).toBe(true);
      }
    }
    expect(runnable.has('/tournament pair')).toBe(false);
    expect(runnable.has('/arbiter tournament pair')).toBe(true);
  });

  test('every command, subcommand and option has a German name and description; the builders validate', () => {
    const walk = (
      o: {
        description?: string;
        description_localizations?: Record<string, string> | null;
        name_localizations?: Record<string, string> | null;
        options?: unknown[];
      },
      where: string,
    ): void => {
      expect(o.description_localizations?.de, where).toBeTruthy();
      // Command, subcommand and option names have German names as well (Discord shows them).
      expect(o.name_localizations?.de, where).toMatch(/^[-_\p{Ll}\p{N}]{1,32}$/u);
      for (const c of (o.options ?? []) as (typeof o & { name: string })[]) walk(c, `${where} ${c.name}`);
    };
    for (const c of commands) walk(c.data.toJSON() as Parameters<typeof walk>[0], c.data.name);
    expect(commands.map((c) => c.data.name)).toEqual([
      'tournament',
      'result',
      'pairings',
      'standings',
      'crosstable',
      'rating',
      'dwz',
      'elo',
      'config',
      'sheet',
      'league',
      'arbiter',
      'team',
      'teamevent',
    ]);
  });

  // Discord: default_member_permissions hides a command from members without the permission.
  test.each([
    ['config', String(PermissionFlagsBits.ManageGuild)],
    ['sheet', String(PermissionFlagsBits.ManageGuild)],
    ['arbiter', String(PermissionFlagsBits.ManageGuild)],
    ['tournament', undefined],
    ['result', undefined],
    ['league', undefined],
    ['dwz', undefined],
    ['standings', undefined],
    ['pairings', undefined],
  ])('/%s default member permissions: %s', (name, perms) => {
    const json = commands.find((c) => c.data.name === name)?.data.toJSON();
    expect(json?.default_member_permissions ?? undefined).toBe(perms);
  });

  // Issue 13: what needs an arbiter lives under /arbiter (hidden by default); members see the rest.
  const subcommandsOf = (name: string, group?: string): string[] => {
    type Opt = { name: string; type: number; options?: Opt[] };
    const top = (commands.find((c) => c.data.name === name)?.data.toJSON().options ?? []) as Opt[];
    const level = group ? (top.find((o) => o.name === group)?.options ?? []) : top;
    return level.map((o) => o.name).sort();
  };
  test.each([
    ['tournament', undefined, ['bye', 'export', 'history', 'join', 'list', 'select', 'status', 'withdraw']],
    ['result', undefined, ['history', 'match', 'report']],
    ['league', undefined, ['players', 'standings', 'team']],
    ['dwz', undefined, ['estimate', 'link', 'whatif']],
    [
      'arbiter',
      'tournament',
      ['add', 'create', 'edit', 'import', 'import-list', 'pair', 'remove', 'start', 'unpair'],
    ],
    ['arbiter', 'result', ['correct', 'set', 'set-match']],
    ['arbiter', 'league', ['import']],
    ['arbiter', 'dwz', ['tournament']],
  ])('/%s %s offers %j', (name, group, subs) => {
    expect(subcommandsOf(name, group)).toEqual(subs);
  });
});

describe('input parsing', () => {
  test.each([
    [
      '1:1900 0.5:2000 0:1750',
      [
        { score: 2, opponentRating: 1900 },
        { score: 1, opponentRating: 2000 },
        { score: 0, opponentRating: 1750 },
      ],
    ],
    // The core's rated-games grammar, as documented for `rochade dwz estimate --games`.
    [
      '1:1900,0.5:2000',
      [
        { score: 2, opponentRating: 1900 },
        { score: 1, opponentRating: 2000 },
      ],
    ],
    [
      '½:1800; =:1600 0.5:1700',
      [
        { score: 1, opponentRating: 1800 },
        { score: 1, opponentRating: 1600 },
        { score: 1, opponentRating: 1700 },
      ],
    ],
    ['1:-', [{ score: 2 }]],
    ['1:none,0:2100', [{ score: 2 }, { score: 0, opponentRating: 2100 }]],
  ])('games %s', (text, games) => expect(parseGames(text)).toEqual(games));

  test.each(['', '  ', '2:1900', '1:19000', 'win:1900'])(
    'bad games %j are refused with the expected form',
    (text) => {
      expect(() => parseGames(text)).toThrow(expect.objectContaining({ key: 'badGames' }));
    },
  );

  test.each([
    [
      'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit#gid=0',
      '1AbCdEfGhIjKlMnOpQrStUvWxYz',
    ],
    ['1AbCdEfGhIjKlMnOpQrStUvWxYz', '1AbCdEfGhIjKlMnOpQrStUvWxYz'],
    ['hello world', undefined],
  ])('spreadsheet id of %s', (text, id) => expect(spreadsheetIdOf(text)).toBe(id));
});

describe('rendering', () => {
  test('monospace tables pad columns', () => {
    expect(
      monoTable(
        ['#', 'Name'],
        [
          ['1', 'Anna'],
          ['10', 'Bo'],
        ],
        ['right', 'left'],
      ),
    ).toBe(' # Name\n 1 Anna\n10 Bo');
  });
});
