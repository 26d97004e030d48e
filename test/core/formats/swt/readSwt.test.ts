// Swiss-Chess .SWT reader: files written from the published layout (test/support/swtWriter.ts), the
// real Swiss-Chess 8.83 samples when ../shared/formats is present, and damaged files.
import { computeTeamStandings } from '../../../../core/team/index.ts';
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseSwt } from '../../../../core/formats/swt/readSwt.ts';
import { computeScores, type Tournament } from '../../../../core/tournament/index.ts';
import { swtRecordBoundaries, writeSwt, type SwtTestFile } from '../../../support/swtWriter.ts';

const W = 1;
const B = 3;

// Five players, three rounds of which two are paired. Round 1: 1-2 1-0, 3-4 draw, 5 has the bye
// (no opponent, scored as a win). Round 2: 4 does not come to White against 1 (forfeit, status
// 0x02), 2-5 0-1, 3 not paired and marked inactive ("*").
const INDIVIDUAL: SwtTestFile = {
  name: 'Vereinsturnier 2026',
  rounds: 3,
  pairedRounds: 2,
  startDate: '09.01.2026',
  roundDays: [46031, 46038], // 2026-01-09, 2026-01-16 (days since 1899-12-30)
  players: [
    {
      name: 'Meier,Hans',
      club: 'SC Rochade',
      title: 'FM',
      elo: '2215',
      dwz: '2190',
      birth: '19860615',
      zps: 'C0327',
      member: '1088',
      fideId: '4611970',
      points2: 4,
      place: 1,
    },
    { name: 'M\u00fcller,J\u00f6rg', elo: '1850', birth: '1990', points2: 0, place: 5 },
    { name: 'Schulz,Eva', dwz: '1700', inactive: true, points2: 1, place: 4 },
    { name: 'Wagner,Uwe', points2: 1, place: 3 },
    { name: 'Becker,Tom', points2: 4, place: 2 },
  ],
  pairings: [
    [
      { color: W, opponent: 2, result: 3 },
      { color: B, opponent: 4, result: 3, status: 0x02 },
    ],
    [
      { color: B, opponent: 1, result: 1 },
      { color: W, opponent: 5, result: 1 },
    ],
    [{ color: W, opponent: 4, result: 2 }, undefined],
    [
      { color: B, opponent: 3, result: 2 },
      { color: W, opponent: 1, result: 1, status: 0x02 },
    ],
    [
      { color: W, opponent: 0, result: 3 },
      { color: B, opponent: 2, result: 3 },
    ],
  ],
};

// Two teams of two boards, one round: board 1 Meier (home, White) beats Schulz, board 2 Wagner
// (away, White) draws Müller: home 1½-½, 2 match points to 0.
const TEAM: SwtTestFile = {
  name: 'Mannschaftsturnier',
  rounds: 1,
  pairedRounds: 1,
  boards: 2,
  players: [
    { name: 'Meier,Hans', team: 1 },
    { name: 'M\u00fcller,J\u00f6rg', team: 1 },
    { name: 'Schulz,Eva', team: 2 },
    { name: 'Wagner,Uwe', team: 2 },
  ],
  pairings: [
    [{ color: W, opponent: 3, result: 3, board: 1 }],
    [{ color: B, opponent: 4, result: 2, board: 2 }],
    [{ color: B, opponent: 1, result: 1, board: 1 }],
    [{ color: W, opponent: 2, result: 2, board: 2 }],
  ],
  teams: [
    { name: 'SC Rochade', matchPoints2: 4, gamePoints2: 3, pairings: [{ color: W, opponent: 2 }] },
    { name: 'SK Turm', matchPoints2: 0, gamePoints2: 1, pairings: [{ color: B, opponent: 1 }] },
  ],
};

describe('SWT individual file written from the published layout', () => {
  const r = parseSwt(writeSwt(INDIVIDUAL));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const t = r.value.tournament;

  test('header: name, rounds, dates (fields 1, 65, 70, 89)', () => {
    expect(r.value.version).toBe(883);
    expect(t).toMatchObject({
      name: 'Vereinsturnier 2026',
      rounds: 3,
      startDate: '2026-01-09',
      kind: 'swiss',
    });
    expect(t.roundDates?.slice(0, 2)).toEqual(['2026-01-09', '2026-01-16']);
  });

  test('player fields: title, Elo, DWZ, FIDE id, ZPS, member number, birth date, Windows-1252 names', () => {
    expect(t.players[0]).toEqual({
      id: 1,
      name: 'Meier,Hans',
      title: 'FM',
      club: 'SC Rochade',
      fideId: '4611970',
      zps: 'C0327',
      memberNumber: '1088',
      birthYear: 1986,
      birthDate: '1986-06-15',
      dwz: { rating: 2190 },
      fide: 2215,
    });
    expect(t.players[1]).toMatchObject({ name: 'Müller,Jörg', birthYear: 1990, fide: 1850 });
    expect(t.players[1]?.birthDate).toBeUndefined();
  });

  test.each([
    ['round 1 win', 1, 1, 2, '1-0'],
    ['round 1 draw', 1, 3, 4, '1/2-1/2'],
    ['round 2 forfeit (status 0x02): Black wins', 2, 4, 1, '-:+'],
    ['round 2 Black wins', 2, 2, 5, '0-1'],
  ])('%s', (_, round, white, black, result) => {
    expect(t.games).toContainEqual({ round, white, black, result });
  });

  test('bye without opponent, absent round, inactive player as withdrawal', () => {
    expect(t.games).toHaveLength(4);
    expect(t.unpaired).toEqual([
      { round: 1, player: 5, kind: 'PAB' },
      { round: 2, player: 3, kind: 'absent' },
    ]);
    expect(t.withdrawals).toEqual([{ player: 3, afterRound: 1 }]);
  });

  test('points equal the points Swiss-Chess recorded (field 2030)', () => {
    const scores = computeScores(t);
    for (const rec of r.value.recorded) expect([rec.id, scores.get(rec.id)]).toEqual([rec.id, rec.points]);
  });
});

describe('SWT team file written from the published layout', () => {
  const r = parseSwt(writeSwt(TEAM));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const team = r.value.team;

  test('line-ups, match with boards, recorded match and board points', () => {
    expect(team?.lineups).toEqual([
      { team: 1, players: [1, 2] },
      { team: 2, players: [3, 4] },
    ]);
    expect(team?.event.matches).toEqual([
      {
        round: 1,
        home: 1,
        away: 2,
        boards: [
          { board: 1, home: 2, away: 0 },
          { board: 2, home: 1, away: 1 },
        ],
      },
    ]);
    const rows = computeTeamStandings(team!.event, { primary: 'MP', tiebreaks: [] });
    if (!rows.ok) throw new Error(rows.error.message);
    for (const rec of team!.recorded) {
      const row = rows.value.find((x) => x.team === rec.team);
      expect([row?.matchPoints, row?.gamePoints]).toEqual([
        (rec.matchPoints ?? 0) / 2,
        (rec.gamePoints ?? 0) / 2,
      ]);
    }
  });
});

// Swiss-Chess 7.x (700/structure.csv: pairings from byte 3894, 292-byte player and team records; no
// round dates in 700/general.csv). No real 7.x file is public, so these are written from the layout:
// the same tournament read from a 7.x and an 8.x file, minus what only an 8.x record holds.
describe('Swiss-Chess 7.x files written from the published 700/ layout', () => {
  const without8x = (t: Tournament): Tournament => {
    const { roundDates: _, ...rest } = t;
    return { ...rest, players: t.players.map(({ fideId: _f, ...p }) => p) };
  };
  test.each([700, 750, 799])(
    'individual, version %i: the same players, games, byes and withdrawals',
    (version) => {
      const r7 = parseSwt(writeSwt({ ...INDIVIDUAL, version }));
      const r8 = parseSwt(writeSwt(INDIVIDUAL));
      if (!r7.ok || !r8.ok) throw new Error('unreadable');
      expect(r7.value.version).toBe(version);
      expect(writeSwt({ ...INDIVIDUAL, version }).length).toBe(3894 + 5 * 3 * 19 + 5 * 292);
      expect(r7.value.tournament).toEqual(without8x(r8.value.tournament));
      // Field 2030 (points) lies beyond a 292-byte record: nothing recorded to compare with.
      expect(r7.value.recorded.every((x) => x.points === undefined)).toBe(true);
    },
  );

  test('team, version 750: line-ups and the match board by board as in the 8.x file', () => {
    const r7 = parseSwt(writeSwt({ ...TEAM, version: 750 }));
    const r8 = parseSwt(writeSwt(TEAM));
    if (!r7.ok || !r8.ok) throw new Error('unreadable');
    expect(r7.value.team?.lineups).toEqual(r8.value.team?.lineups);
    expect(r7.value.team?.event).toEqual(r8.value.team?.event);
    expect(r7.value.tournament.games).toEqual(r8.value.tournament.games);
    // Fields 1038/1039 (match and board points) lie beyond a 292-byte team record.
    expect(r7.value.team?.recorded.every((x) => x.matchPoints === undefined)).toBe(true);
  });

  test('7.x cut at every record boundary: a truncated error at the file end', () => {
    const f = { ...TEAM, version: 750 };
    const full = writeSwt(f);
    for (const cut of swtRecordBoundaries(f).filter((c) => c < full.length)) {
      const r = parseSwt(full.slice(0, cut));
      expect(r.ok ? undefined : r.error, `cut at ${cut}`).toMatchObject({ kind: 'truncated', offset: cut });
    }
  });
});

describe('SWT versions and damaged files', () => {
  test.each([
    ['Swiss-Chess 6.x', 650],
    ['a version after the published layouts', 1250],
  ])('%s: unsupportedVersion at byte 609', (_, version) => {
    const r = parseSwt(writeSwt({ ...INDIVIDUAL, version }));
    expect(r.ok ? undefined : r.error).toMatchObject({ kind: 'unsupportedVersion', offset: 609 });
  });

  test('cut at every record boundary: a truncated error at the file end, never a half result', () => {
    const full = writeSwt(INDIVIDUAL);
    for (const cut of swtRecordBoundaries(INDIVIDUAL).filter((c) => c < full.length)) {
      const r = parseSwt(full.slice(0, cut));
      expect(r.ok, `cut at ${cut}`).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ kind: 'truncated', offset: cut });
    }
    expect(parseSwt(full).ok).toBe(true);
  });

  test('random bytes in counts, ids and opponents: a result or a located error, never a crash', () => {
    const base = writeSwt(TEAM);
    // Counts in the header, the first pairing records' colour/opponent/result, player and team ids.
    const hot = [
      1,
      5,
      7,
      8,
      0x25c,
      0x25e,
      0x534,
      13384 + 8,
      13384 + 9,
      13384 + 10,
      13384 + 11,
      13384 + 19 + 9,
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...hot), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        (edits) => {
          const b = base.slice();
          for (const [at, v] of edits) b[at] = v;
          const r = parseSwt(b);
          if (!r.ok) {
            expect(r.error.kind).not.toBe('internal');
            expect(r.error.format).toBe('swt');
          }
        },
      ),
      { seed: 21, numRuns: 300 },
    );
  });

  test('a player count larger than the file: refused before anything is allocated', () => {
    const b = writeSwt(INDIVIDUAL);
    b[7] = 0x0f;
    b[8] = 0x27; // 9999 players
    const r = parseSwt(b);
    expect(r.ok ? undefined : r.error).toMatchObject({ kind: 'truncated', offset: b.length });
  });
});

// The real Swiss-Chess 8.83 samples (swtparser.js test files), read when ../shared/formats exists.
const SHARED = new URL('../../../../../shared/formats/swt/', import.meta.url);
const haveShared = existsSync(SHARED);

describe('SWT: the two records of a game are cross-checked', () => {
  const withPairing = (
    player: number,
    round: number,
    rec: SwtTestFile['pairings'][number][number],
  ): SwtTestFile => ({
    ...INDIVIDUAL,
    pairings: INDIVIDUAL.pairings.map((row, i) =>
      i === player - 1 ? row.map((x, r) => (r === round - 1 ? rec : x)) : row,
    ),
  });

  test('an opponent beyond the field is refused, located at the record', () => {
    const r = parseSwt(writeSwt(withPairing(1, 1, { color: W, opponent: 9, result: 3 })));
    expect(r.ok ? undefined : r.error).toMatchObject({
      kind: 'badReference',
      found: "round 1: player 1's opponent 9",
    });
  });

  test('a player "not paired" in a round and named as opponent in it is refused', () => {
    // Player 3 has no record in round 2 (not paired); player 4's round-2 record names player 3.
    const r = parseSwt(writeSwt(withPairing(4, 2, { color: W, opponent: 3, result: 3 })));
    expect(r.ok ? undefined : r.error).toMatchObject({
      kind: 'asymmetric',
      found: 'round 2: player 3 not paired',
    });
  });
});

describe.skipIf(!haveShared)('real Swiss-Chess 8.83 files', () => {
  const read = (f: string) => {
    const r = parseSwt(new Uint8Array(readFileSync(new URL(f, SHARED))));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  };

  test('SwissIndividual.SWT: 24 players, 9 rounds, every player\u2019s points as Swiss-Chess recorded', () => {
    const f = read('SwissIndividual.SWT');
    expect(f.tournament.players).toHaveLength(24);
    expect(f.tournament.games).toHaveLength(108); // 12 boards x 9 rounds
    const scores = computeScores(f.tournament);
    for (const rec of f.recorded) expect([rec.id, scores.get(rec.id)]).toEqual([rec.id, rec.points]);
    // Places as recorded: a better place never has fewer points.
    const byPlace = [...f.recorded].sort((a, b) => a.place - b.place);
    for (let i = 1; i < byPlace.length; i++)
      expect(byPlace[i - 1]!.points!).toBeGreaterThanOrEqual(byPlace[i]!.points!);
  });

  test('SwissIndividual.SWT: fields as the independent swtparser.js reads them', () => {
    const f = read('SwissIndividual.SWT');
    const expected = JSON.parse(readFileSync(new URL('SwissIndividual.swtparser.json', SHARED), 'utf8')) as {
      players: Record<string, string | number>[];
    };
    for (const [i, p] of expected.players.entries()) {
      const q = f.tournament.players[i]!;
      expect([
        q.name,
        q.club ?? '',
        q.fide ?? 0,
        q.dwz?.rating ?? 0,
        q.zps ?? '',
        q.memberNumber ?? '',
      ]).toEqual([p['2000'], p['2001'], Number(p['2003']), Number(p['2004']), p['2010'], p['2011']]);
    }
  });

  test('SwissIndividual.SWT holds no DWZ index: field 2004 is the rating alone, the bytes up to field 2005 are empty', () => {
    // field-names/de.csv lists no index among the player fields 2000-2039 (2004 NWZ, 2005 TlnKenn.).
    const b = new Uint8Array(readFileSync(new URL('SwissIndividual.SWT', SHARED)));
    const f = read('SwissIndividual.SWT');
    const playersAt = 13384 + 24 * 9 * 19;
    for (const [i, p] of f.tournament.players.entries()) {
      const at = playersAt + i * 655;
      expect([...b.slice(at + 0x4f, at + 0x5a)].every((x) => x === 0)).toBe(true);
      expect(p.dwz?.index).toBeUndefined();
    }
  });

  test('SwissTeam.SWT: 10 teams x 8 boards, 7 rounds; match and board points as Swiss-Chess recorded', () => {
    const f = read('SwissTeam.SWT');
    expect(f.tournament.players).toHaveLength(83);
    const ev = f.team!.event;
    expect([ev.teams.length, ev.boards, ev.rounds, ev.matches.length]).toEqual([10, 8, 7, 35]);
    for (const m of ev.matches) expect(m.boards).toHaveLength(8);
    // The one forfeit game: board 1 of round 7.
    expect(ev.matches.flatMap((m) => m.boards.filter((x) => x.forfeit))).toHaveLength(1);
    const rows = computeTeamStandings(ev, { primary: 'MP', tiebreaks: [] });
    if (!rows.ok) throw new Error(rows.error.message);
    for (const rec of f.team!.recorded) {
      const row = rows.value.find((x) => x.team === rec.team)!;
      expect([rec.team, row.matchPoints * 2, row.gamePoints * 2]).toEqual([
        rec.team,
        rec.matchPoints,
        rec.gamePoints,
      ]);
    }
    // Board points per team from the players' games equal the team's recorded board points. Seven
    // players' own stored totals (field 2030) disagree with their game records, which swtparser.js
    // reads exactly as Rochade does (the sample's statistics were not recomputed): the games count.
    const scores = computeScores(f.tournament);
    for (const { team, players } of f.team!.lineups) {
      const sum = players.reduce((a, id) => a + (scores.get(id) ?? 0), 0);
      expect([team, sum]).toEqual([team, f.team!.recorded.find((x) => x.team === team)!.gamePoints]);
    }
    const differ = f.recorded.filter((rec) => scores.get(rec.id) !== rec.points).map((rec) => rec.id);
    expect(differ).toEqual([20, 21, 22, 24, 26, 55, 56]);
  });
});
