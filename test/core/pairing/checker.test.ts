// The free pairings checker (FPC): re-pairs every round; a recorded round that differs is reported.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '../../../core/formats/trf/trf.ts';
import { checkTournament, describeCheckReport } from '../../../core/pairing/checker.ts';
import type { Tournament } from '../../../core/tournament/model.ts';

const text = readFileSync(new URL('../../fixtures/swiss/train-008-22p9r.trf', import.meta.url), 'latin1');
const parsed = parseTrf(text);
if (!parsed.ok) throw new Error('case file does not parse');
const full = parsed.value.tournament;

describe('checkTournament', () => {
  test('a correctly paired tournament: every round the same', () => {
    const report = checkTournament(full);
    expect(report.rounds.length).toBe(full.rounds);
    expect(report.differing).toEqual([]);
    expect(describeCheckReport(report)).toMatch(/^Round #1: OK\n/);
  });

  test.each([2, 5])('a colour swap in round %i is a difference of that round', (round) => {
    const game = full.games.find((g) => g.round === round && g.result === '1-0');
    if (!game) throw new Error('no decisive game');
    const swapped: Tournament = {
      ...full,
      games: full.games.map((g) =>
        g === game ? { ...g, white: g.black, black: g.white, result: '0-1' } : g,
      ),
    };
    const report = checkTournament(swapped);
    expect(report.differing[0]).toBe(round);
    const r = report.rounds[round - 1]!;
    expect(r.checkerBoards).toContainEqual({ white: game.white, black: game.black });
    expect(r.tournamentBoards).toContainEqual({ white: game.black, black: game.white });
    expect(describeCheckReport(report)).toMatch(
      new RegExp(`SUMMARY rounds=${full.rounds} differing=\\d+ rounds=${round}`),
    );
  });
});
