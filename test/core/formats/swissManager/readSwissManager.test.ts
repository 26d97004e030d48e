// Swiss-Manager files (issue 21): files the test writer builds from the published layout, damaged
// files, and the real files of ../shared/formats (skipped when absent).
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseSwissManager } from '../../../../core/formats/swissManager/readSwissManager.ts';
import { computeTeamStandings } from '../../../../core/team/index.ts';
import { computeScores } from '../../../../core/tournament/index.ts';
import { BLACK, BYE, DRAW, SM_INDIVIDUAL, SM_TEAMS, WHITE } from '../../../support/swissManagerCases.ts';
import { writeSwissManager } from '../../../support/swissManagerWriter.ts';

const read = (bytes: Uint8Array) => {
  const r = parseSwissManager(bytes);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('TUNX written from the published layout', () => {
  const f = read(writeSwissManager(SM_INDIVIDUAL).bytes);
  const t = f.tournament;

  test('header strings 0/10/14/20/21, tournament id (byte 32), configuration dates and round dates', () => {
    expect([f.extension, f.tournamentId]).toEqual(['TUNX', 1234567]);
    expect(t).toMatchObject({
      name: 'Vereinsturnier 2026',
      kind: 'swiss',
      rounds: 3,
      city: 'Magdeburg',
      federation: 'GER',
      chiefArbiter: 'Schmidt, Anna',
      timeControl: '90 min + 30 s',
      startDate: '2026-01-09',
      endDate: '2026-01-23',
      roundDates: ['2026-01-09', '2026-01-16', '2026-01-23'],
    });
  });

  test('player fields: title, FIDE rating and id, national rating as DWZ in a German event, birth, sex, UTF-16 names', () => {
    expect(t.players[0]).toEqual({
      id: 1,
      name: 'Meier, Hans',
      title: 'FM',
      club: 'SC Rochade',
      federation: 'GER',
      fideId: '4611970',
      birthYear: 1986,
      birthDate: '1986-06-15',
      fide: 2215,
      dwz: { rating: 2190 },
    });
    // YYYY0000 is a year alone; sex code 1 is female; a name outside Latin-1 survives (UTF-16).
    expect(t.players[1]).toMatchObject({ name: 'M\u00fcller, J\u00f6rg', birthYear: 1990 });
    expect(t.players[1]?.birthDate).toBeUndefined();
    expect(t.players[2]).toMatchObject({ sex: 'w', dwz: { rating: 1700 } });
    expect(t.players[4]?.name).toBe('Nowak, \u0141ukasz');
  });

  test('games with colours in board order, a forfeit, the PAB and a half-point bye', () => {
    // The file stores no board number in an individual event: the record order is the board order
    // (no `board` is made up, as the Swiss-Chess reader; only team files number boards).
    expect(t.games).toEqual([
      { round: 1, white: 1, black: 2, result: '1-0' },
      { round: 1, white: 3, black: 4, result: '1/2-1/2' },
      { round: 2, white: 4, black: 1, result: '-:+' },
      { round: 2, white: 2, black: 5, result: '0-1' },
    ]);
    expect(t.unpaired).toEqual([
      { round: 1, player: 5, kind: 'PAB' },
      { round: 2, player: 3, kind: 'HPB' },
    ]);
    // Round 3 is not paired yet: no withdrawal is inferred from a running tournament.
    expect(t.withdrawals).toEqual([]);
  });

  test('points (hand count: Meier 1 + 1 forfeit, Müller 0, Schulz ½ + ½ bye, Wagner ½ + 0, Nowak bye 1 + 1)', () => {
    const scores = computeScores(t);
    expect([1, 2, 3, 4, 5].map((id) => scores.get(id))).toEqual([4, 0, 2, 1, 4]);
  });
});

describe('round robins, withdrawals and team files', () => {
  test('TURX (configuration type 1): a round robin, the FFFF entry is the free round ("spielfrei")', () => {
    const f = read(
      writeSwissManager({
        type: 1,
        name: 'Vereinsmeisterschaft',
        rounds: 3,
        players: [{ last: 'A' }, { last: 'B' }, { last: 'C' }],
        games: [
          [
            { white: 1, black: 2, result: DRAW },
            { white: 3, black: 'bye', result: BYE },
          ],
          [
            { white: 3, black: 1, result: WHITE },
            { white: 2, black: 'bye', result: BYE },
          ],
          [
            { white: 2, black: 3, result: 0 },
            { white: 1, black: 'bye', result: BYE },
          ],
        ],
      }).bytes,
    );
    expect([f.extension, f.tournament.kind]).toEqual(['TURX', 'roundRobin']);
    expect(f.tournament.unpaired.map((u) => u.kind)).toEqual(['free', 'free', 'free']);
    expect(f.tournament.games[2]?.result).toBe('*'); // code 0: no result yet
  });

  test('a round robin planned with two cycles (3 players, 6 rounds) is a double round robin', () => {
    const f = read(
      writeSwissManager({
        type: 1,
        name: 'Doppelrunde',
        rounds: 6,
        players: [{ last: 'A' }, { last: 'B' }, { last: 'C' }],
        games: [[{ white: 1, black: 2, result: DRAW }], [], [], [], [], []],
      }).bytes,
    );
    expect(f.tournament.kind).toBe('doubleRoundRobin');
  });

  test('a player not paired from some round to the end of a finished tournament has withdrawn', () => {
    const f = read(
      writeSwissManager({
        type: 0,
        name: 'Open',
        rounds: 2,
        players: [{ last: 'A' }, { last: 'B' }, { last: 'C' }, { last: 'D' }],
        games: [
          [
            { white: 1, black: 2, result: WHITE },
            { white: 3, black: 4, result: BLACK },
          ],
          [
            { white: 4, black: 1, result: DRAW },
            { white: 2, black: 'bye', result: BYE },
            { white: 3, black: 'notPaired', result: BLACK },
          ],
        ],
      }).bytes,
    );
    expect(f.tournament.unpaired).toContainEqual({ round: 2, player: 3, kind: 'ZPB' });
    expect(f.tournament.withdrawals).toEqual([{ player: 3, afterRound: 1 }]);
  });

  test('TUMX: matches board by board, an empty slot as a forfeit, team byes, line-ups', () => {
    const f = read(writeSwissManager(SM_TEAMS).bytes);
    expect([f.extension, f.tournament.kind]).toEqual(['TUMX', 'swiss']);
    const ev = f.team!.event;
    expect(ev.teams.map((x) => x.name)).toEqual(['SC Rochade', 'SK Turm', 'SV L\u00e4ufer']);
    expect(ev.matches).toEqual([
      {
        round: 1,
        home: 1,
        away: 2,
        boards: [
          { board: 1, home: 2, away: 0 },
          { board: 2, home: 1, away: 1 },
        ],
      },
      {
        round: 2,
        home: 3,
        away: 1,
        boards: [
          { board: 1, home: 0, away: 2 },
          { board: 2, home: 0, away: 2, forfeit: true },
        ],
      },
    ]);
    expect(ev.byes).toEqual([
      { round: 1, team: 3 },
      { round: 2, team: 2 },
    ]);
    expect(f.team!.lineups).toEqual([
      { team: 1, players: [1, 2] },
      { team: 2, players: [3, 4] },
      { team: 3, players: [5, 6] },
    ]);
    // The present player of the empty slot: a full-point bye in the board games.
    expect(f.tournament.unpaired).toEqual([{ round: 2, player: 2, kind: 'FPB' }]);
    // Hand count: SC Rochade 1½ + 2 board points, two wins; SK Turm ½ + bye.
    const rows = computeTeamStandings(ev, { primary: 'MP', tiebreaks: [] });
    if (!rows.ok) throw new Error(rows.error.message);
    const team1 = rows.value.find((r) => r.team === 1)!;
    expect([team1.matchPoints, team1.gamePoints]).toEqual([4, 3.5]);
  });

  test('TUTX (configuration type 2): a team round robin; board slots fixed per match, empty ones kept', () => {
    const f = read(writeSwissManager({ ...SM_TEAMS, type: 2 }).bytes);
    expect([f.extension, f.tournament.kind, f.team?.event.matches.length]).toEqual(['TUTX', 'roundRobin', 2]);
    // A block of two slots per team pairing, the bye's included (zyf0717's TUTX notes). Board 1 of
    // round 1 left empty (0-0, no result): board 2 stays board 2.
    const empty = { white: 0, black: 0, result: 0 };
    const g = writeSwissManager({
      ...SM_TEAMS,
      type: 2,
      games: [
        [empty, { white: 4, black: 2, result: DRAW }, empty, empty],
        [...SM_TEAMS.games[1]!, empty, empty],
      ],
    });
    expect(read(g.bytes).team?.event.matches[0]?.boards).toEqual([{ board: 2, home: 1, away: 1 }]);
  });
});

describe('stored dates (YYYYMMDD)', () => {
  test.each([
    [19860615, 1986, '1986-06-15'],
    [19920000, 1992, undefined], // a year alone
    [20250231, 2025, undefined], // no 31 February
    [0, undefined, undefined],
  ])('birth %i: year %s, date %s', (birth, year, date) => {
    const f = read(
      writeSwissManager({ ...SM_INDIVIDUAL, players: [{ last: 'A', birth }], games: [[], [], []] }).bytes,
    );
    expect([f.tournament.players[0]?.birthYear, f.tournament.players[0]?.birthDate]).toEqual([year, date]);
  });
});

describe('damaged Swiss-Manager files', () => {
  test('cut at every record boundary: a truncated error at the file end, never a half result', () => {
    const { bytes, boundaries } = writeSwissManager(SM_INDIVIDUAL);
    for (const cut of boundaries.filter((c) => c < bytes.length)) {
      const r = parseSwissManager(bytes.slice(0, cut));
      expect(r.ok, `cut at ${cut}`).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ kind: 'truncated', format: 'swissManager', offset: cut });
    }
    expect(parseSwissManager(bytes).ok).toBe(true);
  });

  test('random bytes in counts, offsets, string lengths and game records: a result or a located error', () => {
    const { bytes } = writeSwissManager({ ...SM_INDIVIDUAL });
    const dir = bytes.length - 36;
    const config = bytes.indexOf(0x95); // the configuration marker follows the header strings
    const schedule = dir > 0 ? bytes[dir + 4]! + bytes[dir + 5]! * 256 : 0;
    const players = bytes[dir + 8]! + bytes[dir + 9]! * 256;
    const games = bytes[dir + 12]! + bytes[dir + 13]! * 256;
    const hot = [
      ...[15, 16, 23, 24, 27, 28].map((x) => config + x),
      ...Array.from({ length: 16 }, (_, i) => dir + 4 + i),
      schedule + 4,
      schedule + 5,
      players + 4,
      players + 5,
      ...Array.from({ length: 10 }, (_, i) => games + 4 + i),
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...hot), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        (edits) => {
          const b = bytes.slice();
          for (const [at, v] of edits) b[at] = v;
          const r = parseSwissManager(b);
          if (!r.ok) {
            expect(r.error.kind).not.toBe('internal');
            expect(r.error.format).toBe('swissManager');
            expect(r.error.offset).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { seed: 21, numRuns: 400 },
    );
  });

  test('random bytes anywhere in a team file: a result or a located error, never a crash', () => {
    const { bytes } = writeSwissManager(SM_TEAMS);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: bytes.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (edits) => {
          const b = bytes.slice();
          for (const [at, v] of edits) b[at] = v;
          const r = parseSwissManager(b);
          if (!r.ok) expect([r.error.kind, r.error.format]).not.toContain('internal');
        },
      ),
      { seed: 21, numRuns: 400 },
    );
  });

  test('paired rounds that name almost no player: refused, not expanded into absences', () => {
    // 300 players, 60 rounds with one game each: 298 absences a round would outgrow the file.
    const { bytes } = writeSwissManager({
      type: 0,
      name: 'Hostile',
      rounds: 60,
      players: Array.from({ length: 300 }, (_, i) => ({ last: `P${i + 1}` })),
      games: Array.from({ length: 60 }, () => [{ white: 1, black: 2, result: DRAW }]),
    });
    const r = parseSwissManager(bytes);
    expect(r.ok ? undefined : r.error).toMatchObject({
      kind: 'badReference',
      found: '298 of 300 players without a record in round 2',
    });
  });

  test('a player count larger than the section: refused before anything is read', () => {
    const { bytes } = writeSwissManager(SM_INDIVIDUAL);
    const config = bytes.indexOf(0x95);
    bytes[config + 23] = 0x0f;
    bytes[config + 24] = 0x27; // 9999 players
    const r = parseSwissManager(bytes);
    expect(r.ok ? undefined : r.error).toMatchObject({ kind: 'badReference' });
  });

  test('bytes left after the records (a wrong count, or a layout Rochade does not know): refused', () => {
    const { bytes } = writeSwissManager(SM_INDIVIDUAL);
    const config = bytes.indexOf(0x95);
    bytes[config + 23] = 4; // 4 players of the 5 stored
    const r = parseSwissManager(bytes);
    expect(r.ok ? undefined : r.error).toMatchObject({
      kind: 'badReference',
      expected: expect.stringMatching(/^the player section to end with its last record/),
      detail: expect.stringMatching(/export a TRF from Swiss-Manager$/),
    });
  });

  test('a tournament type other than 0-3: an unsupported file at configuration offset 15', () => {
    const { bytes } = writeSwissManager(SM_INDIVIDUAL);
    const config = bytes.indexOf(0x95);
    bytes[config + 15] = 7;
    const r = parseSwissManager(bytes);
    expect(r.ok ? undefined : r.error).toMatchObject({
      kind: 'unsupportedFile',
      offset: config + 15,
      found: 'tournament type 7',
    });
  });

  test('an unknown result code: the game is read unscored, one warning names the code and its byte', () => {
    const { bytes } = writeSwissManager({
      ...SM_INDIVIDUAL,
      games: [[{ white: 1, black: 2, result: 7 }], [], []],
    });
    // The game record: White 1, Black 2 (16-bit each), then the result code 7.
    const at = bytes.findIndex((_, i) => [1, 0, 2, 0, 7].every((v, k) => bytes[i + k] === v));
    const r = parseSwissManager(bytes);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tournament.games).toEqual([{ round: 1, white: 1, black: 2, result: '*' }]);
    expect(r.value.warnings).toEqual([expect.stringContaining(`byte ${at + 4}`)]);
    expect(r.value.warnings[0]).toContain('result code 7');
  });

  // A tournament in progress: round 2 of 3 paired, and the director has entered ahead that
  // player 4 will be absent in round 3 (a "not paired" record without result).
  const IN_PROGRESS = {
    ...SM_INDIVIDUAL,
    games: [
      SM_INDIVIDUAL.games[0] ?? [],
      SM_INDIVIDUAL.games[1] ?? [],
      [{ white: 4, black: 'notPaired' as const, result: 0 }],
    ],
  };

  test('absences entered ahead: the round is not counted as played, they are byes requested ahead', () => {
    const r = parseSwissManager(writeSwissManager(IN_PROGRESS).bytes);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = r.value.tournament;
    expect(Math.max(...t.unpaired.map((u) => u.round))).toBe(2);
    expect(t.byeRequests).toEqual([{ player: 4, round: 3, kind: 'ZPB' }]);
  });

  test('absences entered ahead withdraw nobody (the tournament is not finished)', () => {
    const r = parseSwissManager(writeSwissManager(IN_PROGRESS).bytes);
    expect(r.ok ? r.value.tournament.withdrawals : undefined).toEqual([]);
  });
});

// The real files of ../shared/formats/swiss-manager (mormubis/tunx and fexerj-rating-calculator test
// files), read when the folder exists.
const SHARED = new URL('../../../../../shared/formats/swiss-manager/', import.meta.url);
const haveShared = existsSync(SHARED);

describe.skipIf(!haveShared)('real Swiss-Manager files', () => {
  const file = (name: string) => read(new Uint8Array(readFileSync(new URL(name, SHARED))));

  test.each([
    // name, kind by content, chess-results id, players, rounds
    ['echecs_sample_1378181.TUNX', 'TUNX', 1378181, 29, 7],
    ['echecs_elllobregat_a_753347.TUNX', 'TUNX', 753347, 210, 9],
    ['echecs_austria_rr_vereinsmeisterschaft_1288524.TUNX', 'TURX', 1288524, 9, 9],
    ['fexerj_swiss_system_18players.TUNX', 'TUNX', 1333998, 18, 6],
    ['fexerj_swiss_system_51players.TUNX', 'TUNX', 1255966, 51, 6],
    ['fexerj_round_robin_6players.TURX', 'TURX', 1217872, 6, 5],
    ['fexerj_swiss_team_93players.TUMX', 'TUMX', 1224148, 93, 6],
  ])('%s: %s, tournament %i, %i players, %i rounds', (name, ext, id, players, rounds) => {
    const f = file(name);
    expect([f.extension, f.tournamentId, f.tournament.players.length, f.tournament.rounds]).toEqual([
      ext,
      id,
      players,
      rounds,
    ]);
  });

  test('sample 1378181: fields as mormubis/tunx reads them (its test suite)', () => {
    const t = file('echecs_sample_1378181.TUNX').tournament;
    expect(t).toMatchObject({
      name: 'Circuito Sesc de Xadrez - 2026',
      city: 'Curitiba-PR',
      federation: 'BRA',
      timeControl: "7'+5'' ou 12' KO",
    });
    expect(t.players[0]).toMatchObject({
      name: 'Aloisio, Ponti Lopes',
      fide: 1959,
      fideId: '2108372',
      nationalRatings: [{ federation: 'BRA', rating: 1869 }],
    });
    expect(t.players[4]).toMatchObject({ name: 'Luciano, Fier', fide: 1835, fideId: '2120526' });
  });

  test('Elllobregat 753347: fields as mormubis/tunx reads them (Fedoseev; player 40 female)', () => {
    const t = file('echecs_elllobregat_a_753347.TUNX').tournament;
    expect(t.players[0]).toMatchObject({
      name: 'Fedoseev, Vladimir',
      title: 'GM',
      fide: 2675,
      fideId: '24130737',
      federation: 'SLO',
    });
    expect(t.players[0]?.sex).toBeUndefined();
    expect(t.players[39]?.sex).toBe('w');
  });

  test('18 players: 42 games played over the board, as fexerj-rating-calculator counts them', () => {
    const t = file('fexerj_swiss_system_18players.TUNX').tournament;
    // 43 records of two players, one of them a forfeit, which fexerj's reader leaves out.
    expect(t.games).toHaveLength(43);
    expect(t.games.filter((g) => !['+:-', '-:+', '-:-'].includes(g.result))).toHaveLength(42);
    // Round 6, board 8 (the eighth record): 18-16 Black wins by forfeit (code 5).
    expect(t.games.filter((g) => g.round === 6)[7]).toEqual({
      round: 6,
      white: 18,
      black: 16,
      result: '-:+',
    });
  });

  test('Austrian round robin 1288524: Janko (8) has 5½ (hand count of the stored records)', () => {
    // Records of player 8: R1 3-8 draw, R2 8-4 White wins, R3 5-8 Black wins, R4 8-6 Black wins,
    // R5 7-8 no result (code 0), R6 free, R7 8-9 White wins, R8 1-8 Black wins, R9 8-2 White wins.
    const t = file('echecs_austria_rr_vereinsmeisterschaft_1288524.TUNX').tournament;
    expect(computeScores(t).get(8)).toBe(11);
    expect(t.unpaired.filter((u) => u.kind === 'free')).toHaveLength(9);
  });

  test('6-player TURX: Marcio (1) has 2 points (hand count of the stored records)', () => {
    // R1 1-6 White wins, R2 1-2 Black wins, R3 3-1 White wins, R4 1-4 draw, R5 5-1 draw.
    const t = file('fexerj_round_robin_6players.TURX').tournament;
    expect([t.kind, computeScores(t).get(1)]).toEqual(['roundRobin', 4]);
    expect(t.roundDates).toEqual(['2025-06-24', '2025-07-01', '2025-07-08', '2025-07-15', '2025-07-22']);
  });

  test('sample 1378181: players not paired (FFFE, code 3) to the end have withdrawn', () => {
    // Players 2, 3 and 24 have FFFE records from round 2 to 7, player 26 from round 5 to 7.
    const t = file('echecs_sample_1378181.TUNX').tournament;
    expect(t.withdrawals).toEqual([
      { player: 2, afterRound: 1 },
      { player: 3, afterRound: 1 },
      { player: 24, afterRound: 1 },
      { player: 26, afterRound: 4 },
    ]);
    // Player 27 was not paired in round 1 only: a zero-point bye, no withdrawal.
    expect(t.unpaired).toContainEqual({ round: 1, player: 27, kind: 'ZPB' });
  });

  test('team file 93 players: 16 teams x 4 boards, 8 matches a round, round 1 TTC-A01 3-1 CMUN-A02', () => {
    const f = file('fexerj_swiss_team_93players.TUMX');
    const ev = f.team!.event;
    expect([ev.teams.length, ev.boards, ev.matches.length]).toEqual([16, 4, 48]);
    for (const m of ev.matches) expect(m.boards).toHaveLength(4);
    // Round 1, match 1 (teams 1 and 9): 88-30 draw, 31-89 Black wins, 90-32 White wins, 33-91 draw.
    const m = ev.matches[0]!;
    expect([m.home, m.away, ev.teams[0]?.name, ev.teams[8]?.name]).toEqual([1, 9, 'TTC-A01', 'CMUN-A02']);
    expect(m.boards.map((x) => [x.home, x.away])).toEqual([
      [1, 1],
      [2, 0],
      [2, 0],
      [1, 1],
    ]);
    // Nine forfeits: five boards where a team fielded nobody (player record 0), four forfeit codes
    // (R1 2-77, R2 10-75, R4 17-80 code 4; R5 78-67 code 5).
    expect(ev.matches.flatMap((x) => x.boards.filter((b) => b.forfeit))).toHaveLength(9);
    // Board points of all matches: 4 boards x 48 matches x 2 half-points, minus nothing (no double forfeit).
    const total = ev.matches.reduce((s, x) => s + x.boards.reduce((a, b) => a + b.home + b.away, 0), 0);
    expect(total).toBe(4 * 48 * 2);
  });
});
