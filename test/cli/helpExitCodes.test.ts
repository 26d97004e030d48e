// Every command's --help states the exit codes it really uses: 0 ok and 2 bad input (issue 2); only
// `pair` lists the pairing-program codes 0-5.
import { describe, expect, test } from 'vitest';
import { COMMANDS } from '../../cli/commands/index.ts';

const REFUSING = ['result', 'teams', 'lineup'];
const general = COMMANDS.filter((c) => c.exitCodes !== 'pairingProgram');

describe('--help names the general exit codes', () => {
  test.each(general.map((c) => [c.name, c.help] as const))('%s', (name, help) => {
    const line = help.split('\n').find((l) => /Exit codes:/.test(l)) ?? '';
    expect(line).toMatch(/\b0 ok\b/);
    expect(line).toMatch(/\b2 /);
    // `result` refuses a board that already has a result with 3 (the workflow's refusal), as
    // `teams` and `lineup` refuse what the team event's rules forbid.
    expect(line).not.toMatch(REFUSING.includes(name) ? /\b[45] / : /\b[345] /);
  });
});
