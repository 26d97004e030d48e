// /dwz link input: the autocomplete's values and what a member types (ZPS-member number, DSB id or
// FIDE id), and the value a list row is offered under.
import { describe, expect, test } from 'vitest';
import { linkOfRow, parseListLink, type PlayerListRow } from '../../../bot/storage/playerList.ts';

describe('parseListLink', () => {
  test.each([
    ['zps:C0327-1088', [{ kind: 'zps', value: 'C0327-1088' }]],
    ['dsb:10234567', [{ kind: 'dsb', value: '10234567' }]],
    ['fide:4611970', [{ kind: 'fide', value: '4611970' }]],
    ['c0327-0031', [{ kind: 'zps', value: 'C0327-31' }]],
    ['C0327 1088', [{ kind: 'zps', value: 'C0327-1088' }]],
    // Digits alone may be a DSB id or a FIDE id: both are tried, the DSB id first.
    [
      '4611970',
      [
        { kind: 'dsb', value: '4611970' },
        { kind: 'fide', value: '4611970' },
      ],
    ],
    ['Müller, Jürgen', []],
    ['C0327-12345', []],
    ['zps:4611970', []],
  ])('%j', (text, links) => {
    expect(parseListLink(text)).toEqual(links);
  });
});

describe('linkOfRow: the DSB id first, then ZPS and member number, then the FIDE id', () => {
  const row = (o: Partial<PlayerListRow>): PlayerListRow => ({
    guild_id: 'g',
    family_key: 'meier',
    name: 'Meier, Hans',
    dsb_id: null,
    zps: null,
    member_number: null,
    fide_id: null,
    title: null,
    dwz: null,
    dwz_index: null,
    fide: null,
    birth_year: null,
    ...o,
  });
  test.each([
    [row({ dsb_id: '10234567', zps: 'C0327', member_number: '0031' }), { kind: 'dsb', value: '10234567' }],
    [row({ zps: 'C0327', member_number: '0031', fide_id: '4611970' }), { kind: 'zps', value: 'C0327-31' }],
    [row({ fide_id: '4611970' }), { kind: 'fide', value: '4611970' }],
    [row({}), undefined],
  ])('%#', (r, link) => {
    expect(linkOfRow(r)).toEqual(link);
  });
});
