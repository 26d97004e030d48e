// Format detection by content (not by file name).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { detectFormat } from '../../../core/formats/detect.ts';

const swiss = readFileSync(new URL('../../fixtures/swiss/train-007-20p4r.trf', import.meta.url), 'utf8');

describe('detectFormat', () => {
  test.each([
    ['TRF with CR line ends (generator file)', swiss, 'trf'],
    ['TRF starting with 012', '012 Club Open\n001    1      Meier\n', 'trf'],
    ['TRF with a BOM and a comment first', '\uFEFF### made by hand\n001    1      Meier, Hans\n', 'trf'],
    ['TRF header only (pair round 1 not yet written)', 'XXR 7\n', 'trf'],
    ['JSON object', '  {"name": "Open"}', 'json'],
    ['JSON array', '[1, 2]', 'json'],
    ['Swiss notation', '1 Alyx: +W9 =B13\n2: -B1 =BYE\n', 'notation'],
    ['Swiss notation without names', '+W2 --\n-B1 +BYE\n', 'notation'],
    ['CSV crosstable', 'Nr,Name,1,2\n1,Meier,x,1\n2,Schulz,0,x\n', 'csv'],
    ['semicolon CSV', 'Nr;Name;1;2\n1;Meier;x;1\n', 'csv'],
    ['TSV crosstable', 'Nr\tName\t1\t2\n1\tMeier\tx\t1\n', 'tsv'],
    ['text crosstable', ' 1  Meier    x  1\n 2  Schulz   0  x\n', 'text'],
    ['empty', '  \n', undefined],
  ])('%s', (_n, text, expected) => {
    expect(detectFormat(text)).toBe(expected);
  });
});
