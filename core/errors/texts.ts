import type { DwzErrorKind } from '../dwz/errors.ts';
import type { EloErrorKind } from '../elo/fide.ts';
import type { FormatErrorKind } from '../formats/formatError.ts';
import { KNOCKOUT_MAX_PLAYERS, type KnockoutError } from '../pairing/knockout.ts';
import { ROUND_ROBIN_MAX_PLAYERS, type ScheduleError } from '../pairing/roundRobin.ts';
import type { PairingErrorKind } from '../pairing/types.ts';
import { VARMA_MAX_PLAYERS, VARMA_MIN_PLAYERS } from '../pairing/varma.ts';
import type { TeamWorkflowErrorKind } from '../team/workflow/errors.ts';
import type { WorkflowErrorKind } from '../workflow/errors.ts';
import type { CoreErrorArea, LeagueError } from './coreError.ts';

/** What one kind of error means, in each language: a short statement, no place and no value. */
export interface KindText {
  readonly en: string;
  readonly de: string;
}

/**
 * Partial on purpose: a kind added to an area's vocabulary later (another branch) still type-checks
 * and is described by the generic text until it gets its own; test/core/errors/ lists any missing.
 */
type Texts<K extends string> = Readonly<Partial<Record<K, KindText>>>;

/** Texts that several areas' kinds share (one statement, written once). */
const NOT_MIRRORED: KindText = {
  en: "the result does not mirror the opponent's result",
  de: 'Das Ergebnis passt nicht zum Ergebnis beim Gegner',
};
const GAME_SCORE: KindText = {
  en: 'a game scores 0, ½ or 1 point',
  de: 'Eine Partie zählt 0, ½ oder 1 Punkt',
};
const ISO_DATE: KindText = { en: 'this is not a date (YYYY-MM-DD)', de: 'Das ist kein Datum (JJJJ-MM-TT)' };

const FORMAT_TEXTS: Texts<FormatErrorKind> = {
  badCell: { en: 'this cell does not read', de: 'Dieser Eintrag ist nicht lesbar' },
  badValue: { en: 'this value does not read', de: 'Dieser Wert ist nicht lesbar' },
  badColor: { en: 'this is not a colour (w or b)', de: 'Das ist keine Farbe (w oder s)' },
  badPoints: { en: 'these are not points', de: 'Das ist keine Punktzahl' },
  badRating: { en: 'this is not a rating', de: 'Das ist keine Wertungszahl' },
  badRound: { en: 'this is not a round number', de: 'Das ist keine Rundennummer' },
  badRounds: { en: 'this is not a number of rounds', de: 'Das ist keine Rundenzahl' },
  badRank: { en: 'this is not a rank', de: 'Das ist kein Rang' },
  badPlayerId: { en: 'this is not a player number', de: 'Das ist keine Spielernummer' },
  badOpponent: { en: 'this is not an opponent', de: 'Das ist kein Gegner' },
  badResult: { en: 'this is not a result', de: 'Das ist kein Ergebnis' },
  badToken: { en: 'this entry does not read', de: 'Diese Angabe ist nicht lesbar' },
  badGame: { en: 'this game does not read', de: 'Diese Partie ist nicht lesbar' },
  badScore: { en: 'this is not a score', de: 'Das ist kein Spielstand' },
  badPointCode: { en: 'this point code is unknown', de: 'Dieser Punkte-Code ist unbekannt' },
  badPointSystem: { en: 'this point system does not read', de: 'Diese Punktwertung ist nicht lesbar' },
  badAcceleration: { en: 'this acceleration does not read', de: 'Diese Beschleunigung ist nicht lesbar' },
  badByeType: { en: 'this bye type is unknown', de: 'Diese Art von Freilos ist unbekannt' },
  empty: { en: 'there is nothing to read', de: 'Hier steht nichts' },
  badRange: { en: 'this range does not hold a table', de: 'Dieser Bereich enthält keine Tabelle' },
  badShape: {
    en: 'the table does not have the expected shape',
    de: 'Die Tabelle hat nicht die erwartete Form',
  },
  badDiagonal: {
    en: 'a player cannot play against himself: the diagonal stays empty',
    de: 'Gegen sich selbst spielt niemand: Die Diagonale bleibt leer',
  },
  nonSquare: {
    en: 'the crosstable needs one result column per player',
    de: 'Die Kreuztabelle braucht für jeden Spieler eine Ergebnisspalte',
  },
  unevenRow: { en: 'this row has a different length', de: 'Diese Zeile ist anders lang als die übrigen' },
  mixedCells: {
    en: 'results and other entries are mixed here',
    de: 'Hier stehen Ergebnisse und anderes durcheinander',
  },
  twoResults: { en: 'two results in one cell', de: 'Zwei Ergebnisse in einem Feld' },
  asymmetric: NOT_MIRRORED,
  mirrorMismatch: NOT_MIRRORED,
  boardsMismatch: { en: 'the number of boards does not match', de: 'Die Zahl der Bretter stimmt nicht' },
  pointsMismatch: {
    en: 'the points do not add up to the results',
    de: 'Die Punkte stimmen nicht mit den Ergebnissen überein',
  },
  scoreMismatch: {
    en: 'the score does not add up to the games',
    de: 'Der Spielstand stimmt nicht mit den Partien überein',
  },
  noPlayers: { en: 'there are no players', de: 'Es gibt keine Spieler' },
  duplicatePlayer: { en: 'this player appears twice', de: 'Dieser Spieler steht zweimal da' },
  duplicateId: { en: 'this number is used twice', de: 'Diese Nummer ist doppelt vergeben' },
  unknownPlayer: { en: 'there is no such player', de: 'Diesen Spieler gibt es nicht' },
  selfPairing: { en: 'a player is paired against himself', de: 'Ein Spieler ist gegen sich selbst gepaart' },
  twiceInRound: { en: 'a player plays twice in one round', de: 'Ein Spieler spielt zweimal in einer Runde' },
  roundOutOfRange: {
    en: 'this round is outside the tournament',
    de: 'Diese Runde liegt außerhalb des Turniers',
  },
  noBoards: { en: 'there are no boards', de: 'Es gibt keine Bretter' },
  tooFewTeams: { en: 'there are too few teams', de: 'Es gibt zu wenige Mannschaften' },
  startListFrozen: {
    en: 'the start list is frozen (round 1 is paired)',
    de: 'Die Startrangliste steht fest (Runde 1 ist ausgelost)',
  },
  truncated: { en: 'the file ends too early', de: 'Die Datei endet zu früh' },
  badReference: { en: 'a reference points outside the file', de: 'Ein Verweis zeigt aus der Datei hinaus' },
  unsupportedVersion: {
    en: 'a version of the file that is not supported',
    de: 'Eine Version der Datei, die nicht unterstützt wird',
  },
  unsupportedFile: { en: 'a file that is no tournament', de: 'Eine Datei, die kein Turnier ist' },
  notUtf8: { en: 'the file is not UTF-8 text', de: 'Die Datei ist kein UTF-8-Text' },
  badJson: { en: 'this is not valid JSON', de: 'Das ist kein gültiges JSON' },
  jsonSchema: { en: 'this field does not fit the format', de: 'Dieses Feld passt nicht zum Format' },
  unknownField: { en: 'this field is unknown', de: 'Dieses Feld ist unbekannt' },
  tooLarge: { en: 'the input is over the size limit', de: 'Die Eingabe ist zu groß' },
  ambiguousName: { en: 'this name is not unique', de: 'Dieser Name ist nicht eindeutig' },
  tooFewPlayers: { en: 'at least two players are needed', de: 'Es braucht mindestens zwei Spieler' },
  noResults: { en: 'there are no results yet', de: 'Es gibt noch keine Ergebnisse' },
  teamEvent: {
    en: 'this is a team tournament, not an individual one',
    de: 'Das ist ein Mannschaftsturnier, kein Einzelturnier',
  },
  internal: {
    en: 'an internal error of the reader (please report it)',
    de: 'Ein interner Fehler beim Lesen (bitte melden)',
  },
};

const DWZ_TEXTS: Texts<DwzErrorKind> = {
  badRating: { en: 'this is not a DWZ (1 to 3500)', de: 'Das ist keine DWZ (1 bis 3500)' },
  badIndex: { en: 'this is not a DWZ index (1 or more)', de: 'Das ist kein DWZ-Index (ab 1)' },
  badScore: GAME_SCORE,
  opponentWithoutRating: {
    en: 'a first DWZ needs the rating of every opponent',
    de: 'Für eine erste DWZ braucht jeder Gegner eine Wertungszahl',
  },
  badDate: ISO_DATE,
  missingEndDate: {
    en: 'the tournament has no end date: give one or choose the rules',
    de: 'Das Turnier hat kein Enddatum: Bitte eines angeben oder die Wertungsordnung wählen',
  },
  badCoefficient: {
    en: 'this development coefficient is not allowed',
    de: 'Dieser Entwicklungskoeffizient ist nicht zulässig',
  },
  badOption: {
    en: 'this value does not fit the rules or the dates',
    de: 'Diese Angabe passt nicht zur Wertungsordnung oder zu den Daten',
  },
};

const ELO_TEXTS: Texts<EloErrorKind> = {
  badRating: { en: 'this is not a rating', de: 'Das ist keine Elo-Zahl' },
  badScore: GAME_SCORE,
  badK: { en: 'K is a number above 0 and at most 100', de: 'K ist eine Zahl über 0 und höchstens 100' },
  noGames: { en: 'at least one game is needed', de: 'Es braucht mindestens eine Partie' },
  badDate: ISO_DATE,
  badCount: { en: 'this is not a number of games', de: 'Das ist keine Partienzahl' },
};

const PAIRING_TEXTS: Texts<PairingErrorKind> = {
  noValidPairing: {
    en: 'no pairing of this round satisfies the rules; the arbiter decides (FIDE C.04.3 1.9)',
    de: 'Für diese Runde gibt es keine regelgerechte Paarung; der Schiedsrichter entscheidet (FIDE C.04.3 1.9)',
  },
  invalidInput: {
    en: 'the tournament cannot be paired as it is',
    de: 'So wie es eingetragen ist, lässt sich das Turnier nicht auslosen',
  },
};

const BAD_TIEBREAK: KindText = {
  en: 'this tiebreak is unknown or malformed',
  de: 'Diese Feinwertung ist unbekannt oder fehlerhaft',
};

const TIEBREAK_TEXTS: Texts<'badTiebreak'> = { badTiebreak: BAD_TIEBREAK };

const SCHEDULE_TEXTS: Texts<ScheduleError['kind']> = {
  badPlayerCount: {
    en: `a round robin needs 2 to ${ROUND_ROBIN_MAX_PLAYERS} players`,
    de: `Ein Rundenturnier braucht 2 bis ${ROUND_ROBIN_MAX_PLAYERS} Spieler`,
  },
  swapNeedsDouble: {
    en: 'swapping the last two rounds applies to a double round robin only (add --double)',
    de: 'Das Tauschen der letzten beiden Runden gibt es nur im doppelrundigen Turnier',
  },
  badStartDate: {
    en: 'the start date is not a date (YYYY-MM-DD)',
    de: 'Das Startdatum ist kein Datum (JJJJ-MM-TT)',
  },
  badInterval: {
    en: 'the interval is not a whole number of days from 0 to 3660',
    de: 'Der Rundenabstand ist keine ganze Zahl von Tagen zwischen 0 und 3660',
  },
  intervalWithoutStart: {
    en: 'an interval needs a start date',
    de: 'Ein Rundenabstand braucht ein Startdatum',
  },
  varmaPlayerCount: {
    en: `Varma tables exist for ${VARMA_MIN_PLAYERS} to ${VARMA_MAX_PLAYERS} players`,
    de: `Varma-Tabellen gibt es für ${VARMA_MIN_PLAYERS} bis ${VARMA_MAX_PLAYERS} Spieler`,
  },
  varmaUnknownPlayer: {
    en: 'a Varma group member is not a player number',
    de: 'Ein Mitglied einer Varma-Gruppe ist keine Spielernummer',
  },
  varmaDuplicatePlayer: {
    en: 'a player is in more than one Varma group',
    de: 'Ein Spieler steht in mehr als einer Varma-Gruppe',
  },
  varmaGroupTooLarge: {
    en: 'a Varma group is larger than the numbers left for it',
    de: 'Eine Varma-Gruppe ist größer als die noch freien Nummern',
  },
};

const KNOCKOUT_TEXTS: Texts<KnockoutError['kind']> = {
  badPlayerCount: {
    en: `a knockout needs 2 to ${KNOCKOUT_MAX_PLAYERS} players`,
    de: `Ein K.-o.-Turnier braucht 2 bis ${KNOCKOUT_MAX_PLAYERS} Spieler`,
  },
  badPrequalified: {
    en: 'this is not a number of pre-qualified players (at least two players must play the first round)',
    de: 'Das ist keine mögliche Zahl vorab qualifizierter Spieler (mindestens zwei spielen die erste Runde)',
  },
  noBracket: {
    en: 'no bracket with equal fictitious participants per pre-qualified player works for this field',
    de: 'Für dieses Teilnehmerfeld gibt es keinen K.-o.-Plan mit gleich vielen Freilosen je vorab qualifiziertem Spieler',
  },
};

const LEAGUE_TEXTS: Texts<LeagueError['kind']> = {
  needsBoards: {
    en: 'this tiebreak needs board-by-board results; a crosstable of match scores has only totals',
    de: 'Diese Feinwertung braucht die Ergebnisse Brett für Brett; eine Kreuztabelle der Mannschaftskämpfe hat nur die Summen',
  },
  badTiebreak: BAD_TIEBREAK,
  badMatchPoints: {
    en: 'match points are written like 2-1-0 or 3-1-0',
    de: 'Mannschaftspunkte werden wie 2-1-0 oder 3-1-0 angegeben',
  },
};

const GENERATOR_CONFIG_TEXTS: Texts<'badConfigLine'> = {
  badConfigLine: { en: 'this line is not key=number', de: 'Diese Zeile hat nicht die Form Schlüssel=Zahl' },
};

const WORKFLOW_TEXTS: Texts<WorkflowErrorKind> = {
  emptyName: { en: 'the name is missing', de: 'Der Name fehlt' },
  duplicatePlayer: { en: 'this player is already registered', de: 'Dieser Spieler ist schon gemeldet' },
  noSuchPlayer: { en: 'there is no such player', de: 'Diesen Spieler gibt es nicht' },
  ambiguousPlayer: { en: 'this name fits several players', de: 'Dieser Name passt zu mehreren Spielern' },
  removeAfterStart: {
    en: 'a player cannot be removed once round 1 is paired: withdraw instead',
    de: 'Nach der Auslosung von Runde 1 wird niemand mehr gestrichen, sondern zurückgezogen',
  },
  lateEntryRefused: {
    en: 'this kind of tournament takes no late entries',
    de: 'In diese Turnierart kann niemand nachträglich einsteigen',
  },
  allRoundsPlayed: { en: 'all rounds are paired', de: 'Alle Runden sind ausgelost' },
  alreadyWithdrawn: {
    en: 'the player has already withdrawn',
    de: 'Der Spieler hat sich schon zurückgezogen',
  },
  pairedAfterWithdrawal: {
    en: 'the player is paired after that round',
    de: 'Der Spieler ist nach dieser Runde noch gepaart',
  },
  badRound: { en: 'this round is outside the tournament', de: 'Diese Runde liegt außerhalb des Turniers' },
  byeNotSwiss: {
    en: 'requested byes are for Swiss tournaments',
    de: 'Freilose auf Wunsch gibt es nur im Schweizer System',
  },
  roundAlreadyPaired: { en: 'this round is already paired', de: 'Diese Runde ist schon ausgelost' },
  withdrawnBeforeRound: {
    en: 'the player has withdrawn before this round',
    de: 'Der Spieler hat sich vor dieser Runde zurückgezogen',
  },
  resultExists: {
    en: 'this game already has a result',
    de: 'Für diese Partie ist schon ein Ergebnis eingetragen',
  },
  roundOpen: { en: 'the last round is not finished', de: 'Die letzte Runde ist nicht abgeschlossen' },
  allRoundsPaired: { en: 'all rounds are paired', de: 'Alle Runden sind ausgelost' },
  notPairable: {
    en: 'this kind of tournament is not paired round by round here',
    de: 'Diese Turnierart wird hier nicht Runde für Runde ausgelost',
  },
  tooFewPlayers: { en: 'at least two players are needed', de: 'Es braucht mindestens zwei Spieler' },
  noValidPairing: PAIRING_TEXTS.noValidPairing ?? {
    en: 'no valid pairing exists',
    de: 'Es gibt keine regelgerechte Paarung',
  },
  pairingInput: {
    en: 'the tournament cannot be paired as it is',
    de: 'So wie es eingetragen ist, lässt sich das Turnier nicht auslosen',
  },
  nothingToUnpair: { en: 'no round is paired yet', de: 'Es ist noch keine Runde ausgelost' },
  roundHasResults: { en: 'the round already has results', de: 'Die Runde hat schon Ergebnisse' },
};

const TEAM_WORKFLOW_TEXTS: Texts<TeamWorkflowErrorKind> = {
  emptyName: { en: 'the team name is missing', de: 'Der Mannschaftsname fehlt' },
  duplicateTeam: { en: 'this team is already registered', de: 'Diese Mannschaft ist schon gemeldet' },
  noSuchTeam: { en: 'there is no such team', de: 'Diese Mannschaft gibt es nicht' },
  ambiguousTeam: { en: 'this name fits several teams', de: 'Dieser Name passt zu mehreren Mannschaften' },
  ambiguousLineupPlayer: {
    en: 'this name fits several players of the team',
    de: 'Dieser Name passt zu mehreren Spielern der Mannschaft',
  },
  tooFewPlayers: {
    en: 'a team needs at least one player per board',
    de: 'Eine Mannschaft braucht mindestens einen Spieler je Brett',
  },
  duplicatePlayer: {
    en: 'this player is already registered for a team',
    de: 'Dieser Spieler ist schon für eine Mannschaft gemeldet',
  },
  teamsAfterStart: {
    en: 'a round robin or Scheveningen takes no team once round 1 is paired',
    de: 'Ein Rundenturnier oder Scheveninger System nimmt nach der Auslosung keine Mannschaft mehr auf',
  },
  tooManyTeams: {
    en: 'the system is played by fewer teams',
    de: 'Das System wird mit weniger Mannschaften gespielt',
  },
  badBoards: {
    en: 'the system cannot lay out this number of boards',
    de: 'Diese Brettzahl lässt das System nicht zu',
  },
  roundsNeeded: { en: 'the number of rounds is missing', de: 'Die Zahl der Runden fehlt' },
  emptyBoard: { en: 'a board of the line-up is left out', de: 'Ein Brett der Aufstellung fehlt' },
  badRound: { en: 'this round is outside the event', de: 'Diese Runde liegt außerhalb des Turniers' },
  lineupLength: {
    en: 'the line-up needs one player per board',
    de: 'Die Aufstellung braucht einen Spieler je Brett',
  },
  playerOfOtherTeam: {
    en: 'this player is registered for another team',
    de: 'Dieser Spieler ist für eine andere Mannschaft gemeldet',
  },
  notRegistered: {
    en: 'this player is not registered for the team',
    de: 'Dieser Spieler ist für die Mannschaft nicht gemeldet',
  },
  playerTwice: {
    en: 'this player is already in the line-up',
    de: 'Dieser Spieler ist schon aufgestellt',
  },
  boardOrder: {
    en: 'the line-up is not in the registered board order',
    de: 'Die Aufstellung folgt nicht der gemeldeten Brettreihenfolge',
  },
  lineupAfterResults: {
    en: 'the match has results; the line-up stays',
    de: 'Der Kampf hat schon Ergebnisse; die Aufstellung bleibt',
  },
  tooFewTeams: { en: 'at least two teams are needed', de: 'Es braucht mindestens zwei Mannschaften' },
  allRoundsPaired: { en: 'all rounds are paired', de: 'Alle Runden sind ausgelost' },
  roundOpen: { en: 'the last round is not finished', de: 'Die letzte Runde ist nicht abgeschlossen' },
  noPairing: { en: 'the round cannot be paired', de: 'Die Runde ist nicht auslosbar' },
  nothingPaired: { en: 'no round paired yet', de: 'Es ist noch keine Runde ausgelost' },
  noSuchMatch: { en: 'there is no such match', de: 'Diesen Kampf gibt es nicht' },
  noSuchBoard: { en: 'there is no such board', de: 'Dieses Brett gibt es nicht' },
  resultExists: {
    en: 'this board already has a result',
    de: 'Für dieses Brett ist schon ein Ergebnis eingetragen',
  },
  matchDoesNotAddUp: {
    en: 'the boards do not add up to the match score',
    de: 'Die Bretter ergeben nicht das Kampfergebnis',
  },
  boardCount: {
    en: 'one result per board is needed',
    de: 'Es braucht ein Ergebnis je Brett',
  },
};

/** The tables by area (registry as data). */
export const KIND_TEXTS: Readonly<Record<CoreErrorArea, Readonly<Partial<Record<string, KindText>>>>> = {
  format: FORMAT_TEXTS,
  dwz: DWZ_TEXTS,
  elo: ELO_TEXTS,
  pairing: PAIRING_TEXTS,
  tiebreak: TIEBREAK_TEXTS,
  generatorConfig: GENERATOR_CONFIG_TEXTS,
  schedule: SCHEDULE_TEXTS,
  knockout: KNOCKOUT_TEXTS,
  league: LEAGUE_TEXTS,
  workflow: WORKFLOW_TEXTS,
  teamWorkflow: TEAM_WORKFLOW_TEXTS,
};
