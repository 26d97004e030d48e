// main.ts lists and dispatches commands from the lazy registry; it must name every command module
// with the summary the module itself gives.
import { describe, expect, test } from 'vitest';
import { COMMANDS } from '../../cli/commands/index.ts';
import { COMMAND_ENTRIES } from '../../cli/commands/registry.ts';

describe('command registry', () => {
  test('names and summaries equal the command modules', () => {
    expect(COMMAND_ENTRIES.map((e) => [e.name, e.summary])).toEqual(COMMANDS.map((c) => [c.name, c.summary]));
  });
  test.each(COMMAND_ENTRIES.map((e) => [e.name, e] as const))('%s loads its own command', async (name, e) => {
    expect((await e.load()).name).toBe(name);
  });
});
