// rochade convert: an option without its value, a file forced to a format it is not, and the notes on
// what a target cannot hold (issue 2: "saying what it could not hold"; exit 2 for bad input).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const example = readFileSync(new URL('../../examples/swiss-club-open.trf', import.meta.url), 'utf8');
const rr =
  'Vereinsmeisterschaft 2025\nNr;Name;1;2;3;Pkt\n1;Meier;x;1;1;2\n2;Schulz;0;x;½;0,5\n3;Vogel;0;½;x;0,5\n';
const files = { 'open.trf': example, 'rr.csv': rr, 'header.trf': '012 Open 2025\n042 2025/01/01\n' };

describe('an option without its value is bad input, not a silent default', () => {
  test.each([
    ['-o at the end', ['convert', 'open.trf', '--to', 'json', '-o'], /-o needs a value/],
    [
      '--output followed by an option',
      ['convert', 'open.trf', '--output', '--to', 'json'],
      /--output needs a value/,
    ],
    ['--eol at the end', ['convert', 'open.trf', '--to', 'trf', '--eol'], /--eol needs a value/],
    ['--from at the end', ['convert', 'open.trf', '--to', 'trf', '--from'], /--from needs a value/],
    ['--to= empty', ['convert', 'open.trf', '--to='], /--to needs a value/],
  ])('%s → exit 2, nothing on stdout', async (_n, argv, message) => {
    const io = memoryIo(files);
    expect(await runCli(argv, io)).toBe(2);
    expect(io.stderrText()).toMatch(message);
    expect(io.stdoutText()).toBe('');
    expect(io.written.size).toBe(0);
  });

  test('--output=FILE and --from=FORMAT are accepted like their spaced forms', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'open.trf', '--to=json', '--output=open.json', '--from=trf'], io)).toBe(
      0,
    );
    expect(String(io.written.get('open.json'))).toMatch(/^\{\n {2}"name": "Offene Vereinsmeisterschaft/);
  });
});

describe('a TRF without player lines is no tournament', () => {
  test.each([
    ['a CSV crosstable forced to TRF', ['convert', 'rr.csv', '--to', 'json', '--from', 'trf'], 'rr.csv'],
    ['a TRF with header records only', ['convert', 'header.trf', '--to', 'json'], 'header.trf'],
  ])('%s → exit 2 naming the missing 001 lines', async (_n, argv, file) => {
    const io = memoryIo(files);
    expect(await runCli(argv, io)).toBe(2);
    expect(io.stderrText()).toBe(
      `rochade convert: ${file} (TRF): line 1: found "no player line", expected player lines starting with "001" (FIDE TRF)\n`,
    );
    expect(io.stdoutText()).toBe('');
  });
});

describe('what the target cannot hold', () => {
  test('a crosstable has no title row: the tournament name is named as lost', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'rr.csv', '--to', 'csv'], io)).toBe(0);
    expect(io.stderrText()).toBe('warning: the tournament name: a CSV crosstable cannot hold this\n');
  });
  test('Swiss notation from a crosstable: its rounds and colours are synthetic', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'rr.csv', '--to', 'notation'], io)).toBe(0);
    expect(io.stderrText()).toMatch(/rounds and colours are synthetic/);
  });
});
