// The one default tiebreak table: what every front end (CLI, bot, Sheets add-on) ranks by when
// neither the user nor the file names tiebreaks. FIDE C.07 (2024) 4 requires the organiser to
// publish the list and defines no default; the lists below are the recommendations of the texts
// each rule version belongs to, and the German club practice for `club`.
import type { RuleVersion } from '../tiebreaks/types.ts';
import type { TournamentKind } from '../tournament/model.ts';

/** The kinds of event the table distinguishes (a team match ranks teams, with team codes). */
export const DEFAULT_TIEBREAK_KINDS = [
  'swiss',
  'roundRobin',
  'doubleRoundRobin',
  'knockout',
  'team',
] as const;
export type DefaultTiebreakKind = (typeof DEFAULT_TIEBREAK_KINDS)[number];

/** One row of the table: the ordered codes (as `computeStandings` reads them) and the rule they follow. */
export interface DefaultTiebreakList {
  readonly codes: readonly string[];
  readonly source: string;
}

/** Swiss under the FIDE texts: C.02 (2017) 13 recommends Buchholz Cut-1 then Buchholz; SB and wins follow. */
const FIDE_SWISS: DefaultTiebreakList = {
  codes: ['BH/C1', 'BH', 'SB', 'WIN'],
  source:
    'FIDE C.02 (2017) 13 recommendation for Swiss events (BH-C1, BH), then SB and wins (C.07 (2024) 8, 9, 7.1)',
};

/** Round robin under the FIDE texts: C.02 (2017) 13 recommends DE, wins, SB, Koya; no Buchholz (C.07 (2024) 8). */
const FIDE_ROUND_ROBIN: DefaultTiebreakList = {
  codes: ['DE', 'WIN', 'SB', 'KS'],
  source:
    'FIDE C.02 (2017) 13 recommendation for round robins (DE, wins, SB, Koya); C.07 (2024) 6, 7.1, 9.1, 9.2',
};

/** Knockout: the tie is decided by tie-break games (C.07 (2024) 3); placing the losers of a round follows DE, then wins. */
const FIDE_KNOCKOUT: DefaultTiebreakList = {
  codes: ['DE', 'WIN'],
  source:
    'FIDE C.07 (2024) 3 (play-off games decide a tie); DE, wins (6, 7.1) only order players out in the same round',
};

/** Team events: match points first, then the Olympiad order (since 2010): Olympiad-SB, game points, Olympiad-Buchholz. */
const TEAM: DefaultTiebreakList = {
  codes: ['OSB', 'GP', 'OBH'],
  source:
    'FIDE Olympiad regulations (2010) order: Olympiad-SB, game points, Olympiad-Buchholz (C.07 (2024) 11)',
};

/** German Swiss: points, wins, then Buchholz with a cut (Turniersysteme, arbiter course: "the usual German order"). */
const CLUB_SWISS: DefaultTiebreakList = {
  codes: ['WIN', 'BH/C1', 'BH', 'SB'],
  source:
    'German club practice (DSB arbiter course "Turniersysteme"): points, wins, Buchholz with a cut, Buchholz, SB',
};

/** German round robin: Sonneborn-Berger, then wins (Wertungs-Regularien; DSB arbiter course "Turniersysteme"). */
const CLUB_ROUND_ROBIN: DefaultTiebreakList = {
  codes: ['SB', 'WIN', 'DE'],
  source:
    'German club practice (Wertungs-Regularien, "Feinwertung"): Sonneborn-Berger, wins, direct encounter',
};

const FIDE_BY_KIND: Readonly<Record<DefaultTiebreakKind, DefaultTiebreakList>> = {
  swiss: FIDE_SWISS,
  roundRobin: FIDE_ROUND_ROBIN,
  // C.07 (2024) 6.1.2: DE averages the two games of a pair, so the single round-robin list serves.
  doubleRoundRobin: FIDE_ROUND_ROBIN,
  knockout: FIDE_KNOCKOUT,
  team: TEAM,
};

/** The table, per rule version and kind (data; `defaultTiebreaksFor` reads it). */
export const DEFAULT_TIEBREAKS: Readonly<
  Record<RuleVersion, Readonly<Record<DefaultTiebreakKind, DefaultTiebreakList>>>
> = {
  C02_2017: FIDE_BY_KIND,
  C07_2024: FIDE_BY_KIND,
  C07_2026: FIDE_BY_KIND,
  club: {
    swiss: CLUB_SWISS,
    roundRobin: CLUB_ROUND_ROBIN,
    doubleRoundRobin: CLUB_ROUND_ROBIN,
    knockout: FIDE_KNOCKOUT,
    team: TEAM,
  },
};

/**
 * The table's kind for ranking the players of a tournament: its own kind, or round robin / Swiss when
 * `roundRobin` overrides it (C.07 (2024) 15.2). A team match's players rank individually (Swiss
 * list); the `team` row ranks teams (team standings).
 */
export function defaultTiebreakKind(kind: TournamentKind, roundRobin?: boolean): DefaultTiebreakKind {
  const rr = kind === 'roundRobin' || kind === 'doubleRoundRobin';
  if (roundRobin === true) return rr ? kind : 'roundRobin';
  if (roundRobin === false && rr) return 'swiss';
  return kind === 'teamMatch' ? 'swiss' : kind;
}

/** The default tiebreak codes for a kind of event under a rule version. */
export const defaultTiebreaksFor = (kind: DefaultTiebreakKind, rules: RuleVersion): readonly string[] =>
  DEFAULT_TIEBREAKS[rules][kind].codes;
