import { readdirSync, readFileSync } from 'node:fs';
import { parseTrf } from '../../core/formats/trf/trf.ts';
import { describe, expect, test } from 'vitest';
import { makeTournamentJson, parseTournamentJson } from '../../schemas/tournamentJson.ts';
import { computeScores } from '../../core/tournament/playerRounds.ts';
import { unwrap } from '../../core/result.ts';

const EXAMPLE = new URL('../../examples/club-tournament.json', import.meta.url);

describe('examples/club-tournament.json: a small Swiss with DWZ, byes, a forfeit, a withdrawal, residual games', () => {
  const text = readFileSync(EXAMPLE, 'utf8');
  const t = unwrap(parseTournamentJson(text));

  test('validates and holds what it promises', () => {
    expect(t.kind).toBe('swiss');
    expect(t.unpaired.map((u) => u.kind).sort()).toEqual(['HPB', 'PAB', 'PAB']);
    expect(t.games.some((g) => g.result === '+:-')).toBe(true);
    expect(t.withdrawals).toHaveLength(1);
    expect(t.players.flatMap((p) => p.residualGames ?? []).length).toBeGreaterThan(0);
  });

  test('residual scores: points in the file, half-points in the model', () => {
    const doc = JSON.parse(text) as { players: { residualGames?: { score: number }[] }[] };
    const inFile = doc.players.flatMap((p) => (p.residualGames ?? []).map((r) => r.score * 2));
    expect(t.players.flatMap((p) => (p.residualGames ?? []).map((r) => r.score))).toEqual(inFile);
  });

  test('every player is paired or has a bye in each round until withdrawing', () => {
    for (let r = 1; r <= t.rounds; r++) {
      const present = [
        ...t.games.filter((g) => g.round === r).flatMap((g) => [g.white, g.black]),
        ...t.unpaired.filter((u) => u.round === r).map((u) => u.player),
      ];
      const expected = t.players
        .filter((p) => !t.withdrawals.some((w) => w.player === p.id && w.afterRound < r))
        .map((p) => p.id);
      expect(present.sort((a, b) => a - b)).toEqual(expected);
    }
    expect(computeScores(t).size).toBe(t.players.length);
  });

  test('round-trips through makeTournamentJson', () => {
    expect(unwrap(parseTournamentJson(makeTournamentJson(t)))).toEqual(t);
  });
});

// Every generator Swiss of fixtures/swiss (TRF) survives the JSON round trip: the JSON holds every model field.
describe('fixtures/swiss: TRF → makeTournamentJson → parseTournamentJson is the identity', () => {
  const dir = new URL('../fixtures/swiss/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.trf'));
  test('the folder holds the generator files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  test.each(files)('%s', (f) => {
    const t = unwrap(parseTrf(readFileSync(new URL(f, dir), 'utf8'))).tournament;
    expect(unwrap(parseTournamentJson(makeTournamentJson(t)))).toEqual(t);
  });
});
