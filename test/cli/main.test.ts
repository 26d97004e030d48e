// rochade <command>: a mistyped command is one line naming it, the nearest command and --help
// (not the whole usage text on stderr).
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

describe('an unknown command', () => {
  test.each([
    ['paar', 'rochade: unknown command "paar"; did you mean "pair"? (rochade --help lists the commands)'],
    [
      'standing',
      'rochade: unknown command "standing"; did you mean "standings"? (rochade --help lists the commands)',
    ],
    ['frobnicate', 'rochade: unknown command "frobnicate" (rochade --help lists the commands)'],
  ])('%s', async (typed, line) => {
    const io = memoryIo();
    const code = await runCli([typed, 'T.json'], io);
    expect([code, io.stderrText()]).toEqual([2, `${line}\n`]);
  });

  test('--lang de', async () => {
    const io = memoryIo();
    await runCli(['ergebnis', '--lang', 'de'], io);
    expect(io.stderrText()).toBe(
      'rochade: unbekannter Befehl „ergebnis“ (rochade --help zeigt die Befehle)\n',
    );
  });
});
