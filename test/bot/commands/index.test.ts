import {
  ApplicationCommandOptionType as T,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Client,
  CommandInteractionOptionResolver,
} from 'discord.js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { GuildCache } from '../../../bot/cache.ts';
import { type Command, commands } from '../../../bot/commands/index.ts';
import type { Ctx, Deps } from '../../../bot/reply.ts';
import { invalidFormBody } from '../fakeDiscord/validate.ts';

// The registered command JSON (what deploy-commands sends with PUT /applications/{id}/commands)
// against Discord's rules, and the option reading of every command against its declaration.

interface JsonOption {
  readonly name: string;
  readonly type: number;
  readonly description: string;
  readonly name_localizations?: Record<string, string> | null;
  readonly description_localizations?: Record<string, string> | null;
  readonly required?: boolean;
  readonly autocomplete?: boolean;
  readonly min_value?: number;
  readonly choices?: readonly {
    name: string;
    name_localizations?: Record<string, string> | null;
    value: string | number;
  }[];
  readonly options?: readonly JsonOption[];
}

const json = (c: Command): JsonOption => c.data.toJSON() as unknown as JsonOption;
const isBranch = (o: JsonOption): boolean => o.type === T.Subcommand || o.type === T.SubcommandGroup;

/** Every runnable path of a command: `[group?, subcommand?]` and the options given there. */
function paths(c: JsonOption): { path: string[]; leaves: readonly JsonOption[] }[] {
  const out: { path: string[]; leaves: readonly JsonOption[] }[] = [];
  const walk = (o: JsonOption, path: string[]): void => {
    const subs = (o.options ?? []).filter(isBranch);
    if (subs.length === 0) out.push({ path, leaves: o.options ?? [] });
    for (const s of subs) walk(s, [...path, s.name]);
  };
  walk(c, []);
  return out;
}

/** Every node below a command (groups, subcommands, options) with where it is. */
function nodes(c: JsonOption): { where: string; o: JsonOption }[] {
  const out: { where: string; o: JsonOption }[] = [];
  const walk = (o: JsonOption, where: string): void => {
    out.push({ where, o });
    for (const x of o.options ?? []) walk(x, `${where} ${x.name}`);
  };
  walk(c, `/${c.name}`);
  return out;
}

const all = commands.map((c) => [c.data.name, c] as const);
const allNodes = commands.flatMap((c) => nodes(json(c)));

describe('the registered command JSON is valid for Discord', () => {
  test('PUT /applications/{id}/commands: accepted by the discord-api-spec schemas (the fake Discord)', () => {
    const body = commands.map((c) => c.data.toJSON());
    expect(invalidFormBody('PUT', '/applications/1/commands', body)).toBeUndefined();
  });

  test('the schema check is not vacuous: a 101-character description is refused', () => {
    const body = [{ ...commands[0]?.data.toJSON(), description: 'x'.repeat(101) }];
    expect(invalidFormBody('PUT', '/applications/1/commands', body)?.code).toBe(50035);
  });

  // Discord documentation, "Application Commands: Application Command Naming": chat-input command
  // and option names match ^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$ (unicode) and are lower case
  // where a lower-case form exists; localised names follow the same rule.
  const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
  test.each(allNodes.map(({ where, o }) => [where, o] as const))('%s: names and descriptions', (_, o) => {
    for (const n of [o.name, ...Object.values(o.name_localizations ?? {})]) {
      expect(n).toMatch(NAME);
      expect(n).toBe(n.toLowerCase());
    }
    // Descriptions: 1-100 characters, localised ones too.
    for (const d of [o.description, ...Object.values(o.description_localizations ?? {})])
      expect(d.length >= 1 && d.length <= 100, d).toBe(true);
    // At most 25 options (or subcommands) and 25 choices; choice names 1-100 characters.
    expect(o.options?.length ?? 0).toBeLessThanOrEqual(25);
    expect(o.choices?.length ?? 0).toBeLessThanOrEqual(25);
    for (const ch of o.choices ?? [])
      for (const n of [ch.name, ...Object.values(ch.name_localizations ?? {})])
        expect(n.length >= 1 && n.length <= 100, n).toBe(true);
  });

  // Option and subcommand names are unique on each level (Discord refuses a duplicate with 50035),
  // the German ones too: a member picks by the shown name.
  test.each(allNodes.filter(({ o }) => o.options?.length).map(({ where, o }) => [where, o] as const))(
    '%s: unique names on the next level',
    (_, o) => {
      const names = (o.options ?? []).map((x) => x.name);
      const de = (o.options ?? []).map((x) => x.name_localizations?.de ?? x.name);
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(de).size).toBe(de.length);
    },
  );

  // German members see German names and descriptions (Discord's `de` locale) on every level.
  test.each(allNodes.map(({ where, o }) => [where, o] as const))(
    '%s: German name and description',
    (_, o) => {
      expect(o.name_localizations?.de).toBeTruthy();
      expect(o.description_localizations?.de).toBeTruthy();
    },
  );

  // Discord documentation, "Application Commands: Limits": the combined characters of a command's
  // names, descriptions and choice values (its options, subcommands and groups included) are at
  // most 8000 (raised from 4000 in February 2024, discord-api-docs pull request 6668); of a
  // localised field only the longest localisation (default included) counts.
  test.each(all)('/%s: at most 8000 characters in all', (_, c) => {
    const longest = (base: string, loc?: Record<string, string> | null): number =>
      Math.max(base.length, ...Object.values(loc ?? {}).map((s) => s.length));
    let total = 0;
    for (const { o } of nodes(json(c))) {
      total += longest(o.name, o.name_localizations) + longest(o.description, o.description_localizations);
      for (const ch of o.choices ?? [])
        total += String(ch.value).length + longest(ch.name, ch.name_localizations);
    }
    expect(total).toBeLessThanOrEqual(8000);
  });
});

/** Thrown by the context, storage and network stand-ins: the command got as far as its handler. */
class ReachedHandler extends Error {}
const unreachable = <X extends object>(): X =>
  new Proxy({} as X, {
    get() {
      throw new ReachedHandler();
    },
  });

/** The getter each option type is read with (discord.js `CommandInteractionOptionResolver`). */
const GETTERS: Record<string, readonly number[]> = {
  getString: [T.String],
  getInteger: [T.Integer],
  getBoolean: [T.Boolean],
  getUser: [T.User],
  getMember: [T.User],
  getRole: [T.Role],
  getAttachment: [T.Attachment],
};

/** A value of the option's type as Discord sends it (resolved objects as discord.js attaches them). */
function valueOf(o: JsonOption): Record<string, unknown> {
  switch (o.type) {
    case T.String:
      return { value: o.choices?.[0]?.value ?? '1' };
    case T.Integer:
      return { value: o.min_value ?? 1 };
    case T.Boolean:
      return { value: true };
    case T.User:
      return { value: '11', user: { id: '11', username: 'anna' }, member: { displayName: 'Anna' } };
    case T.Role:
      return { value: '12', role: { id: '12', name: 'Arbiter' } };
    case T.Attachment:
      return { value: '13', attachment: { url: 'https://cdn.invalid/a.csv', name: 'a.csv', size: 10 } };
    default:
      throw new Error(`no test value for option type ${o.type}`);
  }
}

/** The resolver of an interaction on `path` with `given`, recording every option read by name. */
function recordingOptions(path: string[], given: readonly Record<string, unknown>[]) {
  let data: Record<string, unknown>[] = [...given];
  for (const [k, name] of [...path.entries()].reverse())
    data = [{ name, type: k === 0 && path.length === 2 ? T.SubcommandGroup : T.Subcommand, options: data }];
  const resolver = new (
    CommandInteractionOptionResolver as unknown as new (
      client: Client,
      options: unknown[],
    ) => CommandInteractionOptionResolver
  )({} as Client, data);
  const reads: { getter: string; name: string }[] = [];
  const options = new Proxy(resolver, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        if (key in GETTERS) reads.push({ getter: key, name: String(args[0]) });
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { options, reads };
}

describe('every command reads exactly the options it declares, each with its own type', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new ReachedHandler()));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const runnable = commands.flatMap((c) =>
    paths(json(c)).map(
      ({ path, leaves }) => [['/' + c.data.name, ...path].join(' '), c, path, leaves] as const,
    ),
  );

  test.each(runnable)('%s', async (_, c, path, leaves) => {
    const { options, reads } = recordingOptions(
      path,
      leaves.map((o) => ({ name: o.name, type: o.type, ...valueOf(o) })),
    );
    const i = { options } as unknown as ChatInputCommandInteraction;
    // The handler is reached (it touches the context, the store or the network first) ...
    await expect(c.execute(i, unreachable<Ctx>(), unreachable<Deps>())).rejects.toBeInstanceOf(
      ReachedHandler,
    );
    // ... after reading every declared option and nothing else, each with the getter of its type.
    const byName = new Map(leaves.map((o) => [o.name, o]));
    for (const r of reads)
      expect(GETTERS[r.getter], `${r.getter}('${r.name}')`).toContain(byName.get(r.name)?.type);
    expect(new Set(reads.map((r) => r.name))).toEqual(new Set(byName.keys()));
  });

  const autocompleted = runnable.flatMap(([where, c, path, leaves]) =>
    leaves
      .filter((o) => o.autocomplete)
      .map((focus) => [`${where} ${focus.name}`, c, path, leaves, focus] as const),
  );

  test('every autocompleted option is answered by its command', () => {
    expect(autocompleted.length).toBeGreaterThan(10);
    for (const [where, c] of autocompleted) expect(c.autocomplete, where).toBeDefined();
  });

  test.each(autocompleted)('%s (autocomplete)', async (_, c, path, leaves, focus) => {
    // What a member has typed so far: the other text and number options, and the focused one.
    const typed = leaves
      .filter((o) => o === focus || o.type === T.String || o.type === T.Integer)
      .map((o) => ({
        name: o.name,
        type: o.type,
        ...(o === focus ? { value: 'anna', focused: true } : valueOf(o)),
      }));
    const { options, reads } = recordingOptions(path, typed);
    const i = { options } as unknown as AutocompleteInteraction;
    await expect(c.autocomplete?.(i, unreachable<Ctx>(), unreachable<GuildCache>())).rejects.toBeInstanceOf(
      ReachedHandler,
    );
    const byName = new Map(leaves.map((o) => [o.name, o]));
    for (const r of reads)
      expect(GETTERS[r.getter], `${r.getter}('${r.name}')`).toContain(byName.get(r.name)?.type);
  });
});
