import {
  ApplicationCommandOptionType,
  type ChatInputCommandInteraction,
  CommandInteractionOptionResolver,
  type Client,
} from 'discord.js';
import { describe, expect, test } from 'vitest';
import { readOptions } from '../../../bot/commands/declare.ts';
import { commands } from '../../../bot/commands/index.ts';

interface JsonOption {
  name: string;
  type: number;
  required?: boolean;
  options?: JsonOption[];
}

/** The options as discord.js resolves them from an interaction's `data.options` (a subcommand's). */
const interaction = (options: { name: string; type: number; value: string | number }[]) =>
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
