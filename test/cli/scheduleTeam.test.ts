// rochade schedule scheveningen / team-round-robin through runCli.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

describe('rochade schedule (teams)', () => {
  test('scheveningen --boards 4: the standard table, one round a line', async () => {
    const io = memoryIo();
    expect(await runCli(['schedule', 'scheveningen', '--boards', '4'], io)).toBe(0);
    expect(io.stdoutText().split('\n')[1]).toBe('Round 2: B2-A1  B1-A2  A3-B4  A4-B3');
  });

  test('team-round-robin --teams 4 --boards 6 --json: Berger round 1, board colours of the first-named team', async () => {
    const io = memoryIo();
    expect(
      await runCli(['schedule', 'team-round-robin', '--teams', '4', '--boards', '6', '--json'], io),
    ).toBe(0);
    const json = JSON.parse(io.stdoutText()) as {
      rounds: { matches: { first: number; second: number; firstWhite: boolean[] }[] }[];
    };
    expect(json.rounds[0]!.matches[0]).toEqual({
      first: 1,
      second: 4,
      firstWhite: [true, false, true, false, true, false],
    });
  });

  test('an odd number of boards is refused in one line', async () => {
    const io = memoryIo();
    expect(await runCli(['schedule', 'scheveningen', '--boards', '7'], io)).toBe(2);
    expect(io.stderrText()).toMatch(/even number of boards/);
  });
});
