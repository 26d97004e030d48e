// The page heading names the pairing system when it is not FIDE's default Dutch system (C.04.2).
import { describe, expect, test } from 'vitest';
import { STANDARD_POINTS, type Tournament } from '../../../core/index.ts';
import { makeReportHeader } from '../../../core/report/index.ts';

const swiss = (pairingSystem?: string): Tournament => ({
  name: 'Vereinsmeisterschaft Fürth',
  kind: 'swiss',
  rounds: 7,
  city: 'Fürth',
  players: [],
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
  ...(pairingSystem ? { pairingSystem } : {}),
});

describe('makeReportHeader: the pairing system', () => {
  test.each([
    ['FIDE_DUBOV', 'FIDE Dubov System'],
    ['FIDE_BURSTEIN', 'FIDE Burstein System'],
    ['KEIZER top=60', 'Keizer system'],
  ])('TRF 192 %s → a line "%s"', (code, name) => {
    expect(makeReportHeader(swiss(code), 'de').lines).toEqual(['Fürth', name]);
  });

  test.each([['FIDE_DUTCH_2025'], [undefined]])('the Dutch system (%s) adds no line', (code) => {
    expect(makeReportHeader(swiss(code), 'en').lines).toEqual(['Fürth']);
  });
});
