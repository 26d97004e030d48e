// A registered list (Meldeliste) as a file: names in board order, one a line or a CSV column.
import { describe, expect, it } from 'vitest';
import { registeredListNames } from '../../../bot/handlers/team.ts';

describe('registered list files', () => {
  it.each([
    [
      'one name a line, blank lines skipped',
      'Jürgen Weiß\n\nAnna Größer\r\nBen Müller\n',
      ['Jürgen Weiß', 'Anna Größer', 'Ben Müller'],
    ],
    [
      'family, given on a line (no CSV separator)',
      'Weiß, Jürgen\nGrößer, Anna',
      ['Weiß, Jürgen', 'Größer, Anna'],
    ],
    [
      'a CSV with a Name column (DSB style "Family,Given"), BOM and quotes',
      '\uFEFFBrett;ZPS;Mgl-Nr;Name;DWZ\n1;C0327;1012;"Weiß,Jürgen";1850\n2;C0327;1013;Größer,Anna;1790',
      ['Weiß,Jürgen', 'Größer,Anna'],
    ],
    [
      'Nachname and Vorname columns',
      'Nr\tNachname\tVorname\n1\tWeiß\tJürgen\n2\tÖztürk\tCarl',
      ['Weiß, Jürgen', 'Öztürk, Carl'],
    ],
    [
      'no header: the first cell with letters that is no ZPS',
      '1;C0327;Weiß,Jürgen;1850\n2;C0327;Größer,Anna;1790',
      ['Weiß,Jürgen', 'Größer,Anna'],
    ],
  ])('%s', (_, text, names) => {
    expect(registeredListNames(text)).toEqual({ ok: true, names });
  });

  it.each([
    [
      'a line without a name, by its number',
      'Name;DWZ\nWeiß,Jürgen;1850\n;1790',
      { ok: false, line: 3, found: ';1790' },
    ],
    ['an empty file', '\n\n', { ok: false, line: 1, found: '' }],
  ])('%s', (_, text, want) => {
    expect(registeredListNames(text)).toEqual(want);
  });
});
