// Swiss-Chess team files for the tests (core and CLI), written with test/support/swtWriter.ts.
import type { SwtTestFile } from './swtWriter.ts';

const W = 1;
const B = 3;

// Two teams of two boards, two rounds. Round 1 (Rochade at home): board 1 Meier (White) beats
// Schulz; board 2 Wagner (Turm, White) draws Müller → 1½ : ½. Round 2 (Turm at home): board 1
// Schulz (White) does not come against Meier (forfeit, status 0x02: Black wins), board 2 Müller
// (Rochade, White) loses to Wagner → Turm 1 : 1 Rochade.
export const TWO_TEAM_SWT: SwtTestFile = {
  name: 'Mannschaftsturnier',
  rounds: 2,
  pairedRounds: 2,
  boards: 2,
  players: [
    { name: 'Meier,Hans', team: 1, dwz: '2190', birth: '1986' },
    { name: 'M\u00fcller,J\u00f6rg', team: 1 },
    { name: 'Schulz,Eva', team: 2 },
    { name: 'Wagner,Uwe', team: 2 },
  ],
  pairings: [
    [
      { color: W, opponent: 3, result: 3, board: 1 },
      { color: B, opponent: 3, result: 3, status: 0x02, board: 1 },
    ],
    [
      { color: B, opponent: 4, result: 2, board: 2 },
      { color: W, opponent: 4, result: 1, board: 2 },
    ],
    [
      { color: B, opponent: 1, result: 1, board: 1 },
      { color: W, opponent: 1, result: 1, status: 0x02, board: 1 },
    ],
    [
      { color: W, opponent: 2, result: 2, board: 2 },
      { color: B, opponent: 2, result: 3, board: 2 },
    ],
  ],
  teams: [
    {
      name: 'SC Rochade',
      pairings: [
        { color: W, opponent: 2 },
        { color: B, opponent: 2 },
      ],
    },
    {
      name: 'SK Turm',
      pairings: [
        { color: B, opponent: 1 },
        { color: W, opponent: 1 },
      ],
    },
  ],
};

// Two teams of one board, one round: Meier (SC Rochade, White) draws Schulz (SK Turm).
export const ONE_BOARD_TEAM_SWT: SwtTestFile = {
  name: 'Liga',
  rounds: 1,
  pairedRounds: 1,
  boards: 1,
  players: [
    { name: 'Meier,Hans', team: 1 },
    { name: 'Schulz,Eva', team: 2 },
  ],
  pairings: [
    [{ color: 1, opponent: 2, result: 2, board: 1 }],
    [{ color: 3, opponent: 1, result: 2, board: 1 }],
  ],
  teams: [
    { name: 'SC Rochade', pairings: [{ color: 1, opponent: 2 }] },
    { name: 'SK Turm', pairings: [{ color: 3, opponent: 1 }] },
  ],
};
