// League rule sets as data: match points, the order after them, how a forfeited match, a bye, a
// short-handed team and a drawn match are scored, and what decides a tie the list leaves, each with
// its source.
import type { HalfPoints } from '../../types.ts';
import type { Language } from '../../languages.ts';
import { MP_2_1_0, type MatchPointSystem } from './matchPoints.ts';
import { LINEUP_RULES, type LineupRules } from '../season/lineupRules.ts';

import { LEAGUE_RULE_SET_IDS, type LeagueRuleSetId } from '../../tournament/league.ts';

export { LEAGUE_RULE_SET_IDS, type LeagueRuleSetId };

/** What happens to teams the list leaves tied: they share the place, or lots or a play-off decide. */
export const TIE_DECIDERS = ['shared', 'lots', 'playoff'] as const;
export type TieDecider = (typeof TIE_DECIDERS)[number];

/** The words for a tie the league leaves to lots or a play-off, per language. */
const DECIDER_WORDS: Readonly<Record<Language, Readonly<Record<Exclude<TieDecider, 'shared'>, string>>>> = {
  en: { lots: 'lots', playoff: 'play-off' },
  de: { lots: 'Los', playoff: 'Stichkampf' },
};

/** How a place left to lots or a play-off is marked, in the reader's language ("lots", "Los"). */
export const leagueDeciderWord = (decider: Exclude<TieDecider, 'shared'>, lang: Language): string =>
  DECIDER_WORDS[lang][decider];

/** The scoring options of a league (each optional: the FIDE defaults apply without it). */
export interface LeagueOptions {
  readonly matchPoints: MatchPointSystem;
  /**
   * Board points of a match won / lost by forfeit (half-points); without it the winner scores every
   * board (boards : 0).
   */
  readonly forfeit?: { readonly win: HalfPoints; readonly loss: HalfPoints };
  /** A team that fields fewer than this share of the boards loses the match and scores nothing. */
  readonly minBoards?: 'half';
  /**
   * Match points from the team's own board points against half the boards (more: won, exactly: drawn,
   * less: lost), not against the opponent's; the two differ only where boards went unscored.
   */
  readonly matchPointsAgainst?: 'halfBoards';
  /** A drawn match (equal board points) is decided by the Berliner Wertung (over the first k boards). */
  readonly drawnMatch?: { readonly decidedBy: 'BW'; readonly firstBoards?: number };
  /** A bye scores as a won match on every board (C.07 12, default) or as a drawn match. */
  readonly bye?: 'win' | 'draw';
  /** Teams still tied after the list: shared place (default), lots, or a play-off. */
  readonly unresolved: TieDecider;
}

export interface LeagueRuleSet extends LeagueOptions {
  readonly id: LeagueRuleSetId;
  readonly name: string;
  /** Team tiebreak codes after match points (core/team registry), in order. */
  readonly tiebreaks: readonly string[];
  readonly source: string;
  /** The league's line-up rules (board order, reserves), where its Turnierordnung was at hand. */
  readonly lineup?: LineupRules;
}

const SH_SOURCE =
  'Landesturnierordnung Schleswig-Holstein § 7 (5), wording of 2020 as published by the Eckernförder Schachclub (eckschach.com, 15 Sep 2020): MP, board points, Berliner Wertung on all boards, on the first four, on the first two, then lots';

export const LEAGUE_RULE_SETS: Readonly<Record<LeagueRuleSetId, LeagueRuleSet>> = {
  'schleswig-holstein': {
    id: 'schleswig-holstein',
    name: 'Schleswig-Holstein',
    matchPoints: MP_2_1_0,
    tiebreaks: ['GP', 'BW', 'BW/B4', 'BW/B2'],
    unresolved: 'lots',
    source: SH_SOURCE,
  },
  // MP, BP, direct encounter, BW: the Bezirksoberliga Oberfranken (Bayerischer Schachbund) ranks
  // so as its final report of 2013/14 tells it: Höchstadt ahead of Kirchenlaibach, "nach Mannschafts-
  // und Brettpunkten gleichauf", by their direct match 4,5:3,5; Helmbrechts ahead of Sonneberg and
  // Coburg (level on MP) by board points. The BSB's Turnierordnung wording was not at hand; the direct
  // encounter is computed as FIDE C.07 (2024) 6 (MP, then board points, among the tied).
  'direct-encounter': {
    id: 'direct-encounter',
    name: 'German league order with the direct encounter',
    matchPoints: MP_2_1_0,
    tiebreaks: ['GP', 'EDE', 'BW'],
    unresolved: 'shared',
    source:
      'MP, board points, direct encounter (FIDE C.07 (2024) 6, 13.3), Berliner Wertung; MP, BP, direct encounter as the Schachbezirk Oberfranken reported its Bezirksoberliga 2013/14 (wiesentbote.de, 7 Apr 2014: Höchstadt ahead of Kirchenlaibach, level on MP and BP, by the direct match 4,5:3,5)',
  },
  // BMM: the published tables rank by MP, then board points, and score a match not played "+ : -"
  // with 4 board points to 0 (8 boards; mattzug.de/bmm, Klasse tables); the Berliner Wertung "is
  // applied in all team matches of the BSV" (mattzug.de/dokumen/wertung.htm).
  berlin: {
    id: 'berlin',
    name: 'Berliner Mannschaftsmeisterschaft (BMM)',
    matchPoints: MP_2_1_0,
    tiebreaks: ['GP', 'BW'],
    forfeit: { win: 8, loss: 0 },
    unresolved: 'shared',
    source:
      'Berliner Schachverband, BMM tables on mattzug.de/bmm (MP, BP; a forfeited match 4:0); Berliner Wertung per mattzug.de/dokumen/wertung.htm',
  },
  // HSV TO § 21 as its effect is published: the Durchfuehrungsbestimmungen for the HMM 2024 give the
  // 4-board Basisklasse "abweichend zu § 21 TO" more than 2 BP = 2 MP, 2 BP = 1 MP, fewer = 0 MP,
  // i.e. § 21 sets each team's BP against half the boards (8 boards: 4); the HSK 27 report on a
  // 3½ : 3½ against Bergedorf (hsk27.de) quotes § 21 scoring it 0 : 0. § 21's own wording was not found.
  hamburg: {
    id: 'hamburg',
    name: 'Hamburger Mannschaftsmeisterschaft',
    matchPoints: MP_2_1_0,
    matchPointsAgainst: 'halfBoards',
    tiebreaks: ['GP'],
    unresolved: 'shared',
    lineup: LINEUP_RULES.hamburg,
    source:
      'Turnierordnung des Hamburger Schachverbands e.V. § 21 (Wertung und Spielergebnisse), as applied in the Durchführungsbestimmungen Hamburger Mannschaftskämpfe 2024 (hamburger-schachverband.de, hmm2024): a team with more than half the boards in board points scores 2 MP, with exactly half 1 MP, with fewer 0 MP (the wording of § 21 itself was not at hand)',
  },
  // Schachbezirk Rhein-Wupper (Schachverband Mittelrhein), Bezirksliga: the published table orders
  // by MP, then "Di.Vergl." (direct encounter), then "Berl.Wert." (Berliner Wertung), with no board-
  // point column; it decides MP 2 : 2 and BP 14½ : 14½ by the direct match, and scores a forfeited
  // match "8+ : 0-" (all boards). The Turnierordnung's own wording was not found.
  'rhein-wupper': {
    id: 'rhein-wupper',
    name: 'Schachbezirk Rhein-Wupper (Bezirksliga)',
    matchPoints: MP_2_1_0,
    tiebreaks: ['EDE', 'BW'],
    unresolved: 'shared',
    source:
      'Final Bezirksliga table of the Schachbezirk Rhein-Wupper as published by SF Schlebusch (sf-schlebusch.de/index.php?id=349): Punkte (MP), Di.Vergl. (direct encounter), Berl.Wert. (Berliner Wertung), a forfeited match 8+ : 0-; the Turnierordnung text (Schachverband Mittelrhein) was not at hand',
  },
  bundesliga: {
    id: 'bundesliga',
    name: 'Schachbundesliga',
    matchPoints: MP_2_1_0,
    tiebreaks: ['GP'],
    unresolved: 'playoff',
    source:
      'Schachbundesliga: MP, then board points; teams equal on both play a Stichkampf (DSB news 29 Apr 2011, SF Berlin v SV Griesheim)',
  },
  'bw-decides': {
    id: 'bw-decides',
    name: 'Drawn match decided by Berliner Wertung',
    matchPoints: MP_2_1_0,
    tiebreaks: ['GP'],
    drawnMatch: { decidedBy: 'BW' },
    unresolved: 'shared',
    source:
      'nb-schach.de league note of the season 2017/18 (4 boards): a 2:2 match is decided by the Berliner Wertung, then by the foremost won board',
  },
  fide: {
    id: 'fide',
    name: 'FIDE team order',
    matchPoints: MP_2_1_0,
    tiebreaks: ['GP', 'EDE', 'EMGSB'],
    unresolved: 'shared',
    source: 'FIDE C.07 (2024) 11 (MP, GP), 13.1 (secondary score), 13.3 (EDE), 13.2 (ESB)',
  },
  olympiad: {
    id: 'olympiad',
    name: 'Olympiad order',
    matchPoints: MP_2_1_0,
    tiebreaks: ['OSB', 'GP', 'OBH'],
    unresolved: 'shared',
    source: 'Olympiad order from 2010 (Wertungs-Regularien): MP, Olympiad-SB, game points, Olympiad Buchholz',
  },
  // Kept for stored leagues and settings: the German order per Schleswig-Holstein (MP, BP, BW).
  german: {
    id: 'german',
    name: 'German league order',
    matchPoints: MP_2_1_0,
    tiebreaks: ['GP', 'BW'],
    unresolved: 'shared',
    source: SH_SOURCE,
  },
};

export const isLeagueRuleSetId = (s: string): s is LeagueRuleSetId =>
  (LEAGUE_RULE_SET_IDS as readonly string[]).includes(s);

/** The line-up rules of a rule set; without recorded ones the strict registered order. */
export const lineupRulesOf = (id: LeagueRuleSetId | undefined): LineupRules =>
  (id === undefined ? undefined : LEAGUE_RULE_SETS[id].lineup) ?? LINEUP_RULES.strict;
