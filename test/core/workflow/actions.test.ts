// The director's actions on a hand-built Swiss: each either returns the new tournament with one
// history entry or refuses with a typed error; the expected numbers and rounds are worked by hand
// from FIDE C.04.2 (2026) 2 ("Initial Order": rating, title, name), the late-entry rule of the
// FIDE Regulations for Swiss System Tournaments (C.04.2 D, "Late entries": missed rounds not paired,
// no points) and the endorsement checklist (pairing numbers fixed from round 4 on).
import { describe, expect, test } from 'vitest';
import type { Tournament } from '../../../core/tournament/model.ts';
import { STANDARD_POINTS } from '../../../core/tournament/pointSystem.ts';
import { gameOnBoard } from '../../../core/tournament/results.ts';
import {
  addPlayers,
  correctResult,
  editPlayer,
  findPlayer,
  openEntries,
  lateEntry,
  pairNextRound,
  recordResult,
  removePlayer,
  requestBye,
  unpairLastRound,
  withdraw,
  type WorkflowError,
} from '../../../core/workflow/index.ts';
import type { Result } from '../../../core/result.ts';

const empty: Tournament = {
  name: 'Herbstopen',
  kind: 'swiss',
  rounds: 5,
  players: [],
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
};

const value = <T>(r: Result<T, { readonly kind: string }>): T => {
  if (!r.ok) throw new Error(`refused: ${r.error.kind}`);
  return r.value;
};

/** Registered out of rating order: the initial order is 2000, 1900, 1800, 1700. */
const registered = value(
  addPlayers(empty, [
    { name: 'Weiß, Jan', fide: 1700 },
    { name: 'Müller, Anna', fide: 2000 },
    { name: 'Straße, Jörg', fide: 1800 },
    { name: 'Özdemir, Can', fide: 1900 },
  ]),
).tournament;

/** Round `n` paired and every board won by White. */
function playedRounds(t0: Tournament, n: number): Tournament {
  let t = t0;
  for (let r = 1; r <= n; r++) {
    t = value(pairNextRound(t)).tournament;
    for (const g of t.games.filter((x) => x.round === r)) t = value(recordResult(t, g, '1-0')).tournament;
  }
  return t;
}

describe('finding a player as a director types the name', () => {
  test.each([
    ['Mueller', 'Müller, Anna'],
    ['Muller', 'Müller, Anna'],
    ['müller', 'Müller, Anna'],
    ['Strasse', 'Straße, Jörg'],
    ['Joerg Strasse', 'Straße, Jörg'],
    ['Ozdemir', 'Özdemir, Can'],
    ['3', 'Straße, Jörg'],
  ])('%s finds %s', (ref, name) => {
    expect(value(findPlayer(registered, ref)).name).toBe(name);
  });

  test.each<[string, WorkflowError]>([
    ['Mülker', { kind: 'noSuchPlayer', found: 'Mülker', suggestions: ['2 Müller, Anna'] }],
    ['Strase', { kind: 'noSuchPlayer', found: 'Strase', suggestions: ['3 Straße, Jörg'] }],
    [
      'a',
      {
        kind: 'ambiguousPlayer',
        found: 'a',
        candidates: ['1 Weiß, Jan', '2 Müller, Anna', '3 Straße, Jörg', '4 Özdemir, Can'],
      },
    ],
    ['9', { kind: 'noSuchPlayer', found: '9', suggestions: [] }],
  ])('%s is refused with the nearest names or the candidates', (ref, error) => {
    expect(findPlayer(registered, ref)).toEqual({ ok: false, error });
  });
});

describe('a whole surname is not made ambiguous by a longer name containing it', () => {
  const withWeissmann = value(
    addPlayers(registered, [
      { name: 'Weißmann, Eva', fide: 1600 },
      { name: 'Müller-Lüdenscheidt, Hans', fide: 1500 },
    ]),
  ).tournament;
  test.each([
    ['Weiß', 'Weiß, Jan'],
    ['Weiss', 'Weiß, Jan'],
    ['Weißm', 'Weißmann, Eva'],
    ['Lüdenscheidt', 'Müller-Lüdenscheidt, Hans'],
  ])('%s finds %s', (ref, name) => {
    expect(value(findPlayer(withWeissmann, ref)).name).toBe(name);
  });
  test('Müller is a whole word of two names: both are listed', () => {
    expect(findPlayer(withWeissmann, 'Müller')).toEqual({
      ok: false,
      error: {
        kind: 'ambiguousPlayer',
        found: 'Müller',
        candidates: ['2 Müller, Anna', '6 Müller-Lüdenscheidt, Hans'],
      },
    });
  });
});

describe('the open boards of a round whose games carry no board number (a TRF read back)', () => {
  // TRF has no board numbers: the games of a round are its boards in file order (roundBoards),
  // which is also how `result --board B` finds them; the open entries name those boards.
  test('boards 1 and 2 are named, not left unknown', () => {
    const paired = value(pairNextRound(registered)).tournament;
    const unnumbered: Tournament = {
      ...paired,
      games: paired.games.map(({ board: _board, ...g }) => g),
    };
    const open = openEntries(unnumbered, 1);
    expect(open.map((o) => (o.kind === 'noResult' ? o.board : undefined))).toEqual([1, 2]);
  });
});

describe('the start list before round 1', () => {
  test('remove closes the numbers up; the history keeps the removal', () => {
    const t = value(removePlayer(registered, 2, { at: 'T1' })).tournament;
    expect(t.players.map((p) => [p.id, p.name])).toEqual([
      [1, 'Weiß, Jan'],
      [2, 'Straße, Jörg'],
      [3, 'Özdemir, Can'],
    ]);
    expect(t.history?.at(-1)).toEqual({ action: 'removePlayer', player: 2, name: 'Müller, Anna', at: 'T1' });
  });

  test('edit changes the fields given and names them; the number stays', () => {
    const r = value(editPlayer(registered, 2, { club: 'SC Weiß Blau', zps: 'C0327', fide: 2000 }));
    expect(r.fields).toEqual(['club', 'zps']);
    expect(r.player).toMatchObject({ id: 2, name: 'Müller, Anna', club: 'SC Weiß Blau', zps: 'C0327' });
  });

  test('C.04.2 2: round 1 numbers the field by rating; a requested bye keeps its player out', () => {
    const t0 = value(requestBye(registered, 1, 1, 'HPB')).tournament;
    const { tournament: t, froze } = value(pairNextRound(t0));
    expect(froze).toBe(true);
    expect(t.players.map((p) => p.name)).toEqual([
      'Müller, Anna',
      'Özdemir, Can',
      'Straße, Jörg',
      'Weiß, Jan',
    ]);
    expect(t.unpaired).toEqual([
      { round: 1, player: 4, kind: 'HPB' },
      { round: 1, player: 3, kind: 'PAB' },
    ]);
  });
});

describe('refusals, each a typed kind; the tournament is not changed', () => {
  const paired = value(pairNextRound(registered)).tournament;
  const played = playedRounds(registered, 1);
  test.each<[string, () => Result<unknown, WorkflowError>, WorkflowError['kind']]>([
    ['remove after round 1 is paired (withdraw instead)', () => removePlayer(paired, 1), 'removeAfterStart'],
    ['pair while round 1 is open', () => pairNextRound(paired), 'roundOpen'],
    ['a bye for a round already paired', () => requestBye(paired, 1, 1, 'HPB'), 'roundAlreadyPaired'],
    [
      'a bye in a round robin',
      () => requestBye({ ...registered, kind: 'roundRobin' }, 1, 1, 'HPB'),
      'byeNotSwiss',
    ],
    [
      'withdraw before a round the player is paired in',
      () => withdraw(paired, 1, 0),
      'pairedAfterWithdrawal',
    ],
    ['a second withdrawal', () => withdraw(value(withdraw(played, 1)).tournament, 1), 'alreadyWithdrawn'],
    [
      'a late entry in a round robin',
      () => lateEntry({ ...paired, kind: 'roundRobin' }, { name: 'Neu' }),
      'lateEntryRefused',
    ],
    ['a duplicate', () => addPlayers(registered, [{ name: 'müller, anna' }]), 'duplicatePlayer'],
    [
      'a knockout paired round by round',
      () => pairNextRound({ ...registered, kind: 'knockout' }),
      'notPairable',
    ],
    ['one player', () => pairNextRound({ ...empty, players: [{ id: 1, name: 'Solo' }] }), 'tooFewPlayers'],
    ['undo before round 1', () => unpairLastRound(registered), 'nothingToUnpair'],
    ['undo a round with results', () => unpairLastRound(played), 'roundHasResults'],
    [
      'a result over an entered one (record, not correct)',
      () => recordResult(played, value(gameOnBoard(played, 1, 1)), '0-1'),
      'resultExists',
    ],
  ])('%s', (_case, act, kind) => {
    const r = act();
    expect(r.ok ? 'done' : r.error.kind).toBe(kind);
  });
});

describe('late entries (C.04.2 D "Late entries"; numbers by C.04.2 (2026) 2 until round 4)', () => {
  test('after round 1: round 1 missed as absent (no points), the list numbered again by the initial order', () => {
    const t1 = playedRounds(registered, 1);
    const r = value(lateEntry(t1, { name: 'Spät, Karl', fide: 1850 }));
    expect(r.renumbered).toBe(true);
    expect(r.added.map((p) => [p.id, p.name])).toEqual([[3, 'Spät, Karl']]);
    expect(r.tournament.unpaired.filter((u) => u.player === 3)).toEqual([
      { round: 1, player: 3, kind: 'absent' },
    ]);
    // The games follow their players to the new numbers: Müller 1, Özdemir 2, Straße 4, Weiß 5.
    expect(r.tournament.games.map((g) => [g.white, g.black])).toEqual([
      [1, 4],
      [5, 2],
    ]);
  });

  test('missed rounds as the regulations grant them: half-point byes', () => {
    const t1 = playedRounds(registered, 1);
    const r = value(lateEntry(t1, { name: 'Spät, Karl' }, { missedRounds: 'HPB' }));
    expect(r.tournament.unpaired.filter((u) => u.kind === 'HPB')).toEqual([
      { round: 1, player: 5, kind: 'HPB' },
    ]);
  });

  test('after round 4 the numbers are final: the entrant takes the next one', () => {
    const six = value(
      addPlayers(registered, [
        { name: 'Schulz, Eva', fide: 1600 },
        { name: 'Groß, Paul', fide: 1500 },
        { name: 'Klein, Ida', fide: 1400 },
        { name: 'Lang, Otto', fide: 1300 },
      ]),
    ).tournament;
    const t4 = playedRounds({ ...six, rounds: 7 }, 4);
    const r = value(lateEntry(t4, { name: 'Spät, Karl', fide: 2100 }));
    expect([r.renumbered, r.added[0]?.id, r.missed]).toEqual([false, 9, [1, 2, 3, 4]]);
    expect(r.tournament.players.slice(0, 8)).toEqual(t4.players);
  });

  test('the entrant is paired from the next round on', () => {
    const t1 = playedRounds(registered, 1);
    const late = value(lateEntry(t1, { name: 'Spät, Karl', fide: 1850 })).tournament;
    const r2 = value(pairNextRound(late)).tournament;
    expect(r2.games.some((g) => g.round === 2 && (g.white === 3 || g.black === 3))).toBe(true);
  });
});

describe('corrections and undo', () => {
  test('a correction is kept in the history and says when the next round is already paired', () => {
    const t2 = value(pairNextRound(playedRounds(registered, 1))).tournament;
    const g = value(gameOnBoard(t2, 1, 1));
    const r = value(correctResult(t2, g, '1/2-1/2', { at: 'T9' }));
    expect(r.laterRoundPaired).toBe(true);
    expect(r.tournament.history?.at(-1)).toEqual({
      action: 'correctResult',
      round: 1,
      board: 1,
      white: g.white,
      black: g.black,
      from: '1-0',
      to: '1/2-1/2',
      at: 'T9',
    });
    // The round already paired stays as it was.
    expect(r.tournament.games.filter((x) => x.round === 2)).toEqual(t2.games.filter((x) => x.round === 2));
  });

  test.each([
    ['round 1 (numbers, frozen flag and requested byes restored)', 0],
    ['round 2', 1],
  ])('unpairing %s gives back the tournament as before, history aside', (_case, before) => {
    const withBye = value(requestBye(registered, 1, before + 1, 'ZPB')).tournament;
    const t0 = playedRounds(withBye, before);
    const paired = value(pairNextRound(t0)).tournament;
    const { history: _h1, ...back } = value(unpairLastRound(paired)).tournament;
    const { history: _h0, ...was } = t0;
    expect(back).toEqual(was);
  });

  test('a late entry between pairing and undo: the requested bye returns to its player', () => {
    const t1 = playedRounds(registered, 1);
    // Weiß (1700, number 4) asks for round 2; Spät (1750) then enters and takes number 4.
    const withBye = value(requestBye(t1, 4, 2, 'HPB')).tournament;
    const paired = value(pairNextRound(withBye)).tournament;
    const late = value(lateEntry(paired, { name: 'Spät, Karl', fide: 1750 })).tournament;
    const back = value(unpairLastRound(late)).tournament;
    const weiss = back.players.find((p) => p.name === 'Weiß, Jan')?.id;
    expect([weiss, back.byeRequests]).toEqual([5, [{ player: 5, round: 2, kind: 'HPB' }]]);
  });

  test('a round robin: unpairing round 1 gives back the rounds the Berger table set (C.05 Annex 1)', () => {
    const rr: Tournament = { ...registered, kind: 'roundRobin', rounds: 0 };
    const paired = value(pairNextRound(rr)).tournament;
    expect(paired.rounds).toBe(3); // 4 players: n - 1 rounds
    const { history: _h, ...back } = value(unpairLastRound(paired)).tournament;
    const { history: _h0, ...was } = rr;
    expect(back).toEqual(was);
  });

  test('two players alike in every field but the number get their numbers back in order', () => {
    const twins: Tournament = {
      ...empty,
      players: [
        { id: 1, name: 'Neu, Max' },
        { id: 2, name: 'Alt, Eva', fide: 1800 },
        { id: 3, name: 'Neu, Max' },
      ],
    };
    const { history: _h, ...back } = value(
      unpairLastRound(value(pairNextRound(twins)).tournament),
    ).tournament;
    expect(back).toEqual(twins);
  });

  test('a file paired before the history existed: the round goes, its requested byes are requests again', () => {
    const withBye = value(requestBye(registered, 1, 1, 'ZPB')).tournament;
    const { history: _h, ...paired } = value(pairNextRound(withBye)).tournament;
    const back = value(unpairLastRound(paired)).tournament;
    expect([back.games, back.unpaired, back.byeRequests, back.startListFrozen]).toEqual([
      [],
      [],
      [{ player: 4, round: 1, kind: 'ZPB' }],
      undefined,
    ]);
  });

  test('--force: a round with results goes back with them; they are listed', () => {
    const t1 = playedRounds(registered, 1);
    const r = value(unpairLastRound(t1, { force: true }));
    expect(r.results.map((x) => [x.board, x.game.result])).toEqual([
      [1, '1-0'],
      [2, '1-0'],
    ]);
    expect(r.tournament.games).toEqual([]);
  });
});

describe('Double-Swiss (C.04.5 (2026) Preface): game 2 repeats game 1 with the colours reversed', () => {
  const ds: Tournament = { ...registered, rounds: 4, pairingSystem: 'FIDE_DOUBLESWISS' };
  const game1 = value(pairNextRound(ds)).tournament;
  test('game 2 is paired while game 1 is open: its boards do not depend on game 1 results', () => {
    const both = value(pairNextRound(game1)).tournament;
    const reversed = game1.games.map((g) => ({ round: 2, white: g.black, black: g.white }));
    expect(
      both.games.filter((g) => g.round === 2).map(({ round, white, black }) => ({ round, white, black })),
    ).toEqual(reversed);
  });
  test('the next match waits for both games: game 1 open is refused, naming round 1', () => {
    const both = value(pairNextRound(game1)).tournament;
    const g2done = both.games
      .filter((g) => g.round === 2)
      .reduce((t, g) => value(recordResult(t, g, '1-0')).tournament, both);
    const r = pairNextRound(g2done);
    expect(r.ok ? undefined : r.error).toMatchObject({ kind: 'roundOpen', round: 1 });
  });
});

describe('a bye requested ahead (C.04.1)', () => {
  test('the same request twice changes nothing: the same tournament, no second history entry', () => {
    const once = value(requestBye(registered, 1, 2, 'HPB'));
    const twice = value(requestBye(once.tournament, 1, 2, 'HPB'));
    expect(twice).toEqual({ tournament: once.tournament, replaced: false });
    expect(twice.tournament).toBe(once.tournament);
  });
  test('another kind for the same round replaces the request', () => {
    const once = value(requestBye(registered, 1, 2, 'HPB')).tournament;
    const other = value(requestBye(once, 1, 2, 'ZPB'));
    expect(other.replaced).toBe(true);
    expect(other.tournament.byeRequests).toEqual([{ player: 1, round: 2, kind: 'ZPB' }]);
  });
});
