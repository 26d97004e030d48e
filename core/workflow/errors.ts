/**
 * Why the director's workflow refuses an action: one tagged, located error per rule, with the
 * structured fields a front end names (round, board, player and name, what was found). The texts
 * are built from those fields in both languages (`describeWorkflowError`), so no front end parses
 * prose.
 */
import type { Game, GameResult, TournamentKind } from '../tournament/model.ts';
import type { Language } from '../languages.ts';
import type { PlayerId, RoundNo } from '../types.ts';

/** What keeps a round from being complete: a game without a result, or a player with no entry. */
export type OpenEntry =
  | { readonly kind: 'noResult'; readonly round: RoundNo; readonly game: Game; readonly board: number }
  | { readonly kind: 'noEntry'; readonly round: RoundNo; readonly player: PlayerId };

export type WorkflowError =
  | { readonly kind: 'emptyName' }
  | {
      readonly kind: 'duplicatePlayer';
      readonly found: string;
      readonly player: PlayerId;
      readonly name: string;
    }
  | { readonly kind: 'noSuchPlayer'; readonly found: string; readonly suggestions: readonly string[] }
  | { readonly kind: 'ambiguousPlayer'; readonly found: string; readonly candidates: readonly string[] }
  | { readonly kind: 'removeAfterStart'; readonly player: PlayerId; readonly name: string }
  | { readonly kind: 'lateEntryRefused'; readonly tournamentKind: TournamentKind; readonly found: string }
  | { readonly kind: 'allRoundsPlayed'; readonly rounds: number; readonly found: string }
  | {
      readonly kind: 'alreadyWithdrawn';
      readonly player: PlayerId;
      readonly name: string;
      readonly round: RoundNo;
    }
  | {
      readonly kind: 'pairedAfterWithdrawal';
      readonly player: PlayerId;
      readonly name: string;
      readonly round: RoundNo;
    }
  | { readonly kind: 'badRound'; readonly found: number; readonly min: number; readonly max: number }
  | { readonly kind: 'byeNotSwiss'; readonly tournamentKind: TournamentKind }
  | { readonly kind: 'roundAlreadyPaired'; readonly round: RoundNo }
  | {
      readonly kind: 'withdrawnBeforeRound';
      readonly player: PlayerId;
      readonly name: string;
      readonly round: RoundNo;
    }
  | {
      readonly kind: 'resultExists';
      readonly round: RoundNo;
      readonly board: number;
      readonly found: GameResult;
      readonly white: string;
      readonly black: string;
    }
  | { readonly kind: 'roundOpen'; readonly round: RoundNo; readonly open: readonly OpenEntry[] }
  | { readonly kind: 'allRoundsPaired'; readonly rounds: number }
  | { readonly kind: 'notPairable'; readonly tournamentKind: TournamentKind }
  | { readonly kind: 'tooFewPlayers'; readonly players: number }
  | { readonly kind: 'noValidPairing'; readonly round: RoundNo; readonly message: string }
  | { readonly kind: 'pairingInput'; readonly message: string }
  | { readonly kind: 'nothingToUnpair' }
  | {
      readonly kind: 'roundHasResults';
      readonly round: RoundNo;
      readonly results: readonly { readonly board: number; readonly result: GameResult }[];
    };

export type WorkflowErrorKind = WorkflowError['kind'];

// Every kind once (`satisfies` refuses a missing or an extra one).
const KINDS = {
  emptyName: true,
  duplicatePlayer: true,
  noSuchPlayer: true,
  ambiguousPlayer: true,
  removeAfterStart: true,
  lateEntryRefused: true,
  allRoundsPlayed: true,
  alreadyWithdrawn: true,
  pairedAfterWithdrawal: true,
  badRound: true,
  byeNotSwiss: true,
  roundAlreadyPaired: true,
  withdrawnBeforeRound: true,
  resultExists: true,
  roundOpen: true,
  allRoundsPaired: true,
  notPairable: true,
  tooFewPlayers: true,
  noValidPairing: true,
  pairingInput: true,
  nothingToUnpair: true,
  roundHasResults: true,
} as const satisfies Record<WorkflowErrorKind, true>;
export const WORKFLOW_ERROR_KINDS = Object.keys(KINDS) as readonly WorkflowErrorKind[];

type Lang = Language;

const KIND_NAMES: Readonly<Record<TournamentKind, Readonly<Record<Lang, string>>>> = {
  swiss: { en: 'Swiss', de: 'Schweizer-System-Turnier' },
  roundRobin: { en: 'round robin', de: 'Rundenturnier' },
  doubleRoundRobin: { en: 'double round robin', de: 'doppelrundiges Rundenturnier' },
  knockout: { en: 'knockout', de: 'K.-o.-Turnier' },
  teamMatch: { en: 'team match', de: 'Mannschaftskampf' },
};

const showResult = (r: GameResult): string => (r === '1/2-1/2' ? '½-½' : r);
const q = (s: string, lang: Lang): string => (lang === 'de' ? `„${s}“` : `"${s}"`);
const list = (xs: readonly string[], max = 5): string =>
  `${xs.slice(0, max).join('; ')}${xs.length > max ? '; …' : ''}`;

/** What keeps a round open, in short: the boards without a result and the players without an entry. */
function openText(e: Extract<WorkflowError, { kind: 'roundOpen' }>, lang: Lang): string {
  const boards = e.open.flatMap((o) => (o.kind === 'noResult' ? [String(o.board)] : []));
  const players = e.open.flatMap((o) => (o.kind === 'noEntry' ? [String(o.player)] : []));
  const parts: string[] = [];
  if (boards.length > 0)
    parts.push(
      lang === 'de' ? `ohne Ergebnis: Brett ${list(boards, 8)}` : `no result on board ${list(boards, 8)}`,
    );
  if (players.length > 0)
    parts.push(
      lang === 'de'
        ? `ohne Partie oder Freilos: Nr. ${list(players, 8)}`
        : `no game or bye for no. ${list(players, 8)}`,
    );
  return parts.join('; ');
}

/**
 * One line from the error's fields, in English or German. The place (round, board, player) is
 * part of the text; front ends add only their own words (which command or option to use).
 */
export function describeWorkflowError(e: WorkflowError, lang: Lang): string {
  const de = lang === 'de';
  switch (e.kind) {
    case 'emptyName':
      return de ? 'Der Name fehlt' : 'the name is missing';
    case 'duplicatePlayer':
      return de
        ? `${q(e.found, lang)} ist schon gemeldet (Nr. ${e.player} ${e.name})`
        : `${q(e.found, lang)} is already registered (no. ${e.player} ${e.name})`;
    case 'noSuchPlayer':
      // A start number names no name part: said as the number it is.
      if (/^\d+$/.test(e.found))
        return de ? `Kein Spieler hat die Startnummer ${e.found}` : `no player has start number ${e.found}`;
      return de
        ? `Kein Spieler passt zu ${q(e.found, lang)}${e.suggestions.length > 0 ? `; gemeint: ${list(e.suggestions)}?` : ''}`
        : `no player's name contains ${q(e.found, lang)}${e.suggestions.length > 0 ? `; did you mean ${list(e.suggestions)}?` : ''}`;
    case 'ambiguousPlayer':
      return de
        ? `${q(e.found, lang)} passt zu ${e.candidates.length} Spielern (${list(e.candidates)}): Bitte die Startnummer angeben`
        : `${q(e.found, lang)} fits ${e.candidates.length} players (${list(e.candidates)}): give the start number`;
    case 'removeAfterStart':
      return de
        ? `${e.name} (Nr. ${e.player}) kann nicht mehr gestrichen werden, Runde 1 ist ausgelost: Stattdessen zurückziehen`
        : `${e.name} (no. ${e.player}) cannot be removed once round 1 is paired: withdraw the player instead`;
    case 'lateEntryRefused':
      return de
        ? `In ein ${KIND_NAMES[e.tournamentKind].de} kann nach Runde 1 niemand mehr einsteigen (${e.found})`
        : `a ${KIND_NAMES[e.tournamentKind].en} takes no late entries once round 1 is paired (${e.found})`;
    case 'allRoundsPlayed':
      return de
        ? `Alle ${e.rounds} Runden sind ausgelost; ${e.found} kann nicht mehr einsteigen`
        : `all ${e.rounds} rounds are paired; ${e.found} cannot enter any more`;
    case 'alreadyWithdrawn':
      return de
        ? `${e.name} (Nr. ${e.player}) hat sich schon nach Runde ${e.round} zurückgezogen`
        : `${e.name} (no. ${e.player}) has already withdrawn after round ${e.round}`;
    case 'pairedAfterWithdrawal':
      return de
        ? `${e.name} (Nr. ${e.player}) ist in Runde ${e.round} gepaart: Rückzug erst nach Runde ${e.round} oder später`
        : `${e.name} (no. ${e.player}) is paired in round ${e.round}; withdraw after round ${e.round} or later`;
    case 'badRound':
      return de
        ? `Runde ${e.found} gibt es hier nicht (${e.min} bis ${e.max})`
        : `round ${e.found} is not a round from ${e.min} to ${e.max}`;
    case 'byeNotSwiss':
      return de
        ? `Freilose auf Wunsch gibt es nur im Schweizer System; im ${KIND_NAMES[e.tournamentKind].de} die Partie kampflos eintragen`
        : `requested byes are for Swiss tournaments; in a ${KIND_NAMES[e.tournamentKind].en} enter the game as a forfeit`;
    case 'roundAlreadyPaired':
      return de
        ? `Runde ${e.round} ist schon ausgelost; ein Freilos wird vor der Auslosung seiner Runde beantragt`
        : `round ${e.round} is already paired; a bye is requested before its round is paired`;
    case 'withdrawnBeforeRound':
      return de
        ? `${e.name} (Nr. ${e.player}) hat sich vor Runde ${e.round} zurückgezogen`
        : `${e.name} (no. ${e.player}) has withdrawn before round ${e.round}`;
    case 'resultExists':
      return de
        ? `Runde ${e.round}, Brett ${e.board} (${e.white} - ${e.black}) hat schon das Ergebnis ${showResult(e.found)}`
        : `round ${e.round}, board ${e.board} (${e.white} - ${e.black}) already has the result ${showResult(e.found)}`;
    case 'roundOpen':
      return de
        ? `Runde ${e.round} ist nicht abgeschlossen: ${openText(e, lang)}`
        : `round ${e.round} is not finished: ${openText(e, lang)}`;
    case 'allRoundsPaired':
      return de
        ? `Alle ${e.rounds} Runden sind ausgelost; es gibt nichts mehr auszulosen`
        : `all ${e.rounds} rounds are paired; nothing to pair`;
    case 'notPairable':
      return de
        ? `Ein ${KIND_NAMES[e.tournamentKind].de} wird hier nicht Runde für Runde ausgelost`
        : `a ${KIND_NAMES[e.tournamentKind].en} is not paired round by round here`;
    case 'tooFewPlayers':
      return de
        ? `${e.players === 0 ? 'Keine Spieler' : 'Nur ein Spieler'} zum Auslosen; erst Spieler melden`
        : `${e.players === 0 ? 'no players' : 'one player'} to pair; add players first`;
    case 'noValidPairing':
      return de
        ? `Für Runde ${e.round} gibt es keine regelgerechte Paarung; der Schiedsrichter entscheidet (FIDE C.04.3 1.9)`
        : `no valid pairing exists for round ${e.round} (${e.message})`;
    case 'pairingInput':
      return de
        ? 'So wie es eingetragen ist, lässt sich das Turnier nicht auslosen'
        : `the tournament cannot be paired as it is: ${e.message}`;
    case 'nothingToUnpair':
      return de ? 'Es ist noch keine Runde ausgelost' : 'no round is paired yet';
    case 'roundHasResults': {
      const found = list(
        e.results.map((r) => `${de ? 'Brett' : 'board'} ${r.board} ${showResult(r.result)}`),
        8,
      );
      return de
        ? `Runde ${e.round} hat schon ${e.results.length} Ergebnis${e.results.length === 1 ? '' : 'se'} (${found})`
        : `round ${e.round} already has ${e.results.length} result${e.results.length === 1 ? '' : 's'} (${found})`;
    }
  }
}
