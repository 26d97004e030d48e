// A TRF read with each line end a file may have: LF (Unix), CRLF (Windows) and a bare CR (old Mac,
// and TRF as bbpPairings and `convert --to trf` write it). Every command reads the same tournament.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const lf = readFileSync(
  new URL('../fixtures/trf/club-swiss-zero-point-bye.trf', import.meta.url),
  'utf8',
).replace(/\r\n?/g, '\n');
const ENDS = [
  ['LF', lf],
  ['CRLF', lf.replace(/\n/g, '\r\n')],
  ['bare CR (old Mac)', lf.replace(/\n/g, '\r')],
] as const;

async function output(argv: readonly string[], text: string): Promise<{ code: number; out: string }> {
  const io = memoryIo({ 'in.trf': text });
  const code = await runCli([...argv], io);
  const written = io.written.get('t.json');
  return {
    code,
    out: io.stdoutText() + (written === undefined ? '' : String(written).replace(/"at": "[^"]*"/g, '')),
  };
}

describe('a TRF with LF, CRLF or bare CR line ends reads the same', () => {
  test.each([
    ['standings', ['standings', 'in.trf']],
    ['crosstable', ['crosstable', 'in.trf']],
    ['convert --to json', ['convert', 'in.trf', '--to', 'json']],
    ['pair --dutch -c', ['pair', '--dutch', 'in.trf', '-c']],
    ['tournament import', ['tournament', 'import', 'in.trf', 't.json']],
  ])('%s', async (_name, argv) => {
    const [first, ...others] = await Promise.all(ENDS.map(([, text]) => output(argv, text)));
    expect(first?.out).not.toBe('');
    for (const o of others) expect(o).toEqual(first);
  });

  test('a located error counts lines the same way (line 3 in each)', async () => {
    const broken = lf.split('\n');
    const at = broken.findIndex((l) => l.startsWith('001'));
    broken[at] = `${broken[at]?.slice(0, 4)}xxxx${broken[at]?.slice(8)}`;
    for (const [, text] of ENDS.map(([n]) => [
      n,
      broken.join(n === 'LF' ? '\n' : n === 'CRLF' ? '\r\n' : '\r'),
    ])) {
      const io = memoryIo({ 'in.trf': text ?? '' });
      expect(await runCli(['standings', 'in.trf'], io)).not.toBe(0);
      expect(io.stderrText()).toContain(`line ${at + 1}`);
    }
  });
});
