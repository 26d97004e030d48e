// The workflow fields of the tournament JSON (docs/tournament-json.md): read, checked, written back.
import { describe, expect, test } from 'vitest';
import { makeTournamentJson } from '../../../../core/formats/json/tournamentJson.ts';
import { parseTournamentJson } from '../../../../schemas/tournamentJson.ts';

const doc = {
  name: 'Herbstopen',
  kind: 'swiss',
  rounds: 5,
  startListFrozen: true,
  players: [
    { id: 1, name: 'Müller, Anna' },
    { id: 2, name: 'Özdemir, Can' },
  ],
  games: [{ round: 1, white: 1, black: 2, result: '1/2-1/2', board: 1 }],
  byeRequests: [{ player: 2, round: 3, kind: 'ZPB' }],
  resultCorrections: [
    { round: 1, white: 1, black: 2, from: '1-0', to: '1/2-1/2', at: '2026-09-28T20:15:00.000Z' },
  ],
};

describe('startListFrozen, byeRequests, resultCorrections', () => {
  test('read and written back unchanged', () => {
    const t = parseTournamentJson(JSON.stringify(doc));
    if (!t.ok) throw new Error(JSON.stringify(t.error));
    expect(t.value).toMatchObject({
      startListFrozen: true,
      byeRequests: doc.byeRequests,
      resultCorrections: doc.resultCorrections,
    });
    const again = parseTournamentJson(makeTournamentJson(t.value));
    expect(again).toEqual(t);
  });

  test.each([
    [
      'a bye request for an unknown player',
      { byeRequests: [{ player: 9, round: 3, kind: 'HPB' }] },
      'byeRequests[0].player',
    ],
    [
      'a bye request after the last round',
      { byeRequests: [{ player: 1, round: 6, kind: 'HPB' }] },
      'byeRequests[0].round',
    ],
    [
      'a PAB cannot be requested',
      { byeRequests: [{ player: 1, round: 3, kind: 'PAB' }] },
      'byeRequests[0].kind',
    ],
    [
      'a correction to no result kind',
      { resultCorrections: [{ round: 1, white: 1, black: 2, from: '1-0', to: '2-0' }] },
      'resultCorrections[0].to',
    ],
  ])('refused with its path: %s', (_case, patch, path) => {
    const r = parseTournamentJson(JSON.stringify({ ...doc, ...patch }));
    expect(r.ok ? '' : r.error.path).toBe(path);
  });
});
