import {
  ApplicationCommandOptionType,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  CommandInteractionOptionResolver,
  type Client,
} from 'discord.js';
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  readFocused,
  readMember,
  readOptions,
  readSubcommand,
  readTyped,
} from '../../../bot/commands/declare.ts';
import { commands } from '../../../bot/commands/index.ts';

interface JsonOption {
  name: string;
  type: number;
  required?: boolean;
  options?: JsonOption[];
}

/** The options as discord.js resolves them from an interaction's `data.options` (a subcommand's). */
const interaction = (options: { name: string; type: number; value: string | number; focused?: boolean }[]) =>
  ({
    // The resolver discord.js builds for every command interaction (its constructor is internal).
    options: new (
      CommandInteractionOptionResolver as unknown as new (
        client: Client,
        options: unknown[],
      ) => CommandInteractionOptionResolver
    )({} as Client, [{ name: 'report', type: ApplicationCommandOptionType.Subcommand, options }]),
  }) as unknown as ChatInputCommandInteraction;

const REPORT = [
  { type: 'string', name: 'opponent', required: true, en: '', de: '' },
  {
    type: 'string',
    name: 'result',
    required: true,
    en: '',
    de: '',
    choices: [{ value: '1-0', en: '', de: '' }],
  },
  { type: 'integer', name: 'round', en: '', de: '' },
] as const;

/**
 * Type level (checked by `tsc -b`, never run): the reading is typed by the declaration, so a handler
 * cannot read an option the declaration does not have, nor read one as another type.
 */
export function typeLevel(i: ChatInputCommandInteraction, a: AutocompleteInteraction): void {
  const o = readOptions(i, REPORT);
  expectTypeOf(o.opponent).toEqualTypeOf<string>();
  expectTypeOf(o.result).toEqualTypeOf<'1-0'>();
  expectTypeOf(o.round).toEqualTypeOf<number | undefined>();
  // @ts-expect-error 'rounds' is not declared
  void o.rounds;
  expectTypeOf(readTyped(a, REPORT, 'round')).toEqualTypeOf<number | undefined>();
  // @ts-expect-error 'player' is not declared
  void readTyped(a, REPORT, 'player');
  // @ts-expect-error 'opponent' is a text option, not a member
  void readMember(i, REPORT, 'opponent');
  expectTypeOf(readFocused(a, REPORT)?.name).toEqualTypeOf<'opponent' | 'result' | 'round' | undefined>();
}

describe('command declarations as data', () => {
  test('readOptions reads the declared options: required as values, optional as value or undefined', () => {
    const i = interaction([
      { name: 'opponent', type: ApplicationCommandOptionType.String, value: '12' },
      { name: 'result', type: ApplicationCommandOptionType.String, value: '1-0' },
    ]);
    const o = readOptions(i, REPORT);
    expect(o).toEqual({ opponent: '12', result: '1-0', round: undefined });
    const withRound = readOptions(
      interaction([
        { name: 'opponent', type: ApplicationCommandOptionType.String, value: '12' },
        { name: 'result', type: ApplicationCommandOptionType.String, value: '1-0' },
        { name: 'round', type: ApplicationCommandOptionType.Integer, value: 3 },
      ]),
      REPORT,
    );
    expect(withRound.round).toBe(3);
  });

  test('a missing required option is an error, not undefined', () => {
    const i = interaction([{ name: 'result', type: ApplicationCommandOptionType.String, value: '1-0' }]);
    expect(() => readOptions(i, REPORT)).toThrow(/opponent/);
  });

  test('autocomplete: the focused option and what is typed so far, by the declaration', () => {
    const a = interaction([
      { name: 'opponent', type: ApplicationCommandOptionType.String, value: 'An', focused: true },
      { name: 'round', type: ApplicationCommandOptionType.Integer, value: 3 },
    ]) as unknown as AutocompleteInteraction;
    expect(readFocused(a, REPORT)).toEqual({ name: 'opponent', value: 'An' });
    expect(readTyped(a, REPORT, 'round')).toBe(3);
    expect(readTyped(a, REPORT, 'opponent')).toBe('An');
    // An option the declaration does not have is no focus of its.
    expect(
      readFocused(
        a,
        REPORT.filter((o) => o.name !== 'opponent'),
      ),
    ).toBeUndefined();
  });

  test('the subcommand run is one of the declared ones', () => {
    const sub = <N extends string>(name: N) => ({ name, en: '', de: '', options: [] }) as const;
    const i = interaction([]);
    const name = readSubcommand(i, [sub('report'), sub('history')]);
    expectTypeOf(name).toEqualTypeOf<'report' | 'history'>();
    expect(name).toBe('report');
    expect(() => readSubcommand(i, [sub('history')])).toThrow(/undeclared subcommand report/);
  });

  // Discord refuses a command whose required options follow optional ones (Discord documentation,
  // "Application Commands: Application Command Option Structure": required options must be listed first).
  test.each(commands.map((c) => [c.data.name, c.data.toJSON()] as const))(
    '/%s: required options come first in every subcommand',
    (_, json) => {
      const check = (opts: JsonOption[] | undefined): void => {
        const leaves = (opts ?? []).filter((o) => o.type !== 1 && o.type !== 2);
        const firstOptional = leaves.findIndex((o) => !o.required);
        if (firstOptional >= 0) expect(leaves.slice(firstOptional).filter((o) => o.required)).toEqual([]);
        for (const o of opts ?? []) if (o.type === 1 || o.type === 2) check(o.options);
      };
      check(json.options as JsonOption[] | undefined);
    },
  );
});
