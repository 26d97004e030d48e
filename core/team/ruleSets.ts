// League orders as data: the primary score and the tiebreaks that follow, each with its source.

export const LEAGUE_RULE_SET_IDS = ['german', 'fide'] as const;
export type LeagueRuleSetId = (typeof LEAGUE_RULE_SET_IDS)[number];

export interface LeagueRuleSet {
  readonly id: LeagueRuleSetId;
  readonly name: string;
  /** Team tiebreak codes after match points (core/tiebreaks/team), in order. */
  readonly tiebreaks: readonly string[];
  /** Codes applied only when board-by-board results are known (left out for a crosstable). */
  readonly needsBoards: readonly string[];
  readonly source: string;
}

export const LEAGUE_RULE_SETS: Readonly<Record<LeagueRuleSetId, LeagueRuleSet>> = {
  // German league practice: MP, then board points, then the direct encounter (MP, then board points,
  // in the tied teams' own matches), then the Berliner Wertung (board k of n worth n + 1 − k).
  german: {
    id: 'german',
    name: 'German league order',
    tiebreaks: ['GP', 'EDE', 'BW'],
    needsBoards: ['BW'],
    source:
      'Landesturnierordnung Schleswig-Holstein § 7 (5) (MP, board points, Berliner Wertung); direct encounter as in FIDE C.07 (2024) 6',
  },
  // FIDE team order: match points, game points (the secondary score), then EDE and ESB.
  fide: {
    id: 'fide',
    name: 'FIDE team order',
    tiebreaks: ['GP', 'EDE', 'EMGSB'],
    needsBoards: [],
    source: 'FIDE C.07 (2024) 11 (MP, GP), 13.1 (secondary score), 13.3 (EDE), 13.2 (ESB)',
  },
};

export const isLeagueRuleSetId = (s: string): s is LeagueRuleSetId =>
  (LEAGUE_RULE_SET_IDS as readonly string[]).includes(s);
