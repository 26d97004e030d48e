import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printCommand } from '../../cli/commands/print.ts';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const trf = readFileSync(new URL('../../examples/swiss-club-open.trf', import.meta.url), 'utf8');

describe('rochade print', () => {
  it.each(['startlist', 'pairings', 'standings', 'crosstable', 'dwz'])(
    '--what %s writes a PDF',
    async (what) => {
      const io = memoryIo({ 't.trf': trf });
      expect(await printCommand.run(['t.trf', '--what', what, '-o', 'out.pdf'], io)).toBe(0);
      const pdf = io.written.get('out.pdf');
      expect(pdf).toBeInstanceOf(Uint8Array);
      expect(
        Buffer.from(pdf as Uint8Array)
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    },
  );

  it.each([
    {
      case: 'no --what',
      args: ['t.trf', '-o', 'o.pdf'],
      message: /--what must be one of startlist, pairings/,
    },
    { case: 'an unknown --what', args: ['t.trf', '--what', 'table', '-o', 'o.pdf'], message: /not "table"/ },
    { case: 'no output', args: ['t.trf', '--what', 'standings'], message: /-o OUT\.pdf is required/ },
    {
      case: 'round 0',
      args: ['t.trf', '--what', 'pairings', '--round', '0', '-o', 'o.pdf'],
      message: /round number from 1/,
    },
    {
      case: 'a round the event does not have',
      args: ['t.trf', '--what', 'pairings', '--round', '7', '-o', 'o.pdf'],
      message: /--round 7: the tournament has rounds 1 to 6/,
    },
    {
      case: 'an unknown language',
      args: ['t.trf', '--what', 'dwz', '--lang', 'tr', '-o', 'o.pdf'],
      message: /--lang/,
    },
  ])('refuses $case with exit 3 and nothing written', async ({ args, message }) => {
    const io = memoryIo({ 't.trf': trf });
    expect(await printCommand.run(args, io)).toMatchObject({
      exit: 3,
      message: expect.stringMatching(message),
    });
    expect(io.written.size).toBe(0);
  });

  // main takes --lang for every command's messages; the PDF must follow it too (it printed the
  // federation's language whatever --lang said).
  it.each([
    { lang: 'de', title: 'Rangliste nach Runde 6' },
    { lang: 'en', title: 'Standings after round 6' },
  ])('--lang $lang through the command line: the PDF is in that language', async ({ lang, title }) => {
    const io = memoryIo({ 't.trf': trf });
    expect(await runCli(['print', 't.trf', '--what', 'standings', '--lang', lang, '-o', 'o.pdf'], io)).toBe(
      0,
    );
    expect(io.stdoutText()).toContain(title);
  });

  it('a file that cannot be written is a file-access failure', async () => {
    const io = memoryIo({ 't.trf': trf });
    const r = await printCommand.run(['t.trf', '--what', 'startlist', '-o', '/readonly/o.pdf'], io);
    expect(r).toMatchObject({ exit: 5, message: expect.stringMatching(/cannot write \/readonly\/o\.pdf/) });
  });
});
