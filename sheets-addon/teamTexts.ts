// The team Swiss workflow's messages, English and German (the spreadsheet's language).
import type { ErrorLanguage } from '../core/errors/index.ts';

export interface TeamTexts {
  readonly alreadyHasTeams: (sheet: string) => string;
  readonly noTeamsSheet: (sheet: string) => string;
  readonly badSetting: (cell: string, label: string, expected: string) => string;
  readonly playerBeforeTeam: (cell: string) => string;
  readonly badRating: (cell: string, found: string) => string;
  readonly badMatchRow: (cell: string, found: string) => string;
  readonly badBoardRow: (cell: string, found: string, boards: number) => string;
  readonly boardMissing: (sheet: string, match: number, board: number) => string;
  readonly unknownResult: (cell: string, found: string) => string;
  readonly roundGap: (sheet: string) => string;
  readonly registered: (teams: number, list: string) => string;
  readonly registeredTitle: string;
  readonly paired: (round: number, sheet: string) => string;
  readonly pairedTitle: string;
  readonly standingsWritten: (sheet: string, round: number) => string;
  readonly warningsTitle: string;
  readonly headers: {
    readonly teams: readonly string[];
    readonly settings: readonly string[];
    readonly round: readonly string[];
    readonly standings: readonly string[];
  };
  readonly bye: string;
}

export const TEAM_TEXTS: Readonly<Record<ErrorLanguage, TeamTexts>> = {
  en: {
    alreadyHasTeams: (s) => `This spreadsheet already has a "${s}" sheet: one team event per spreadsheet.`,
    noTeamsSheet: (s) => `No "${s}" sheet: start with Rochade → New team Swiss.`,
    badSetting: (cell, label, expected) => `${cell}: ${label} must be ${expected}`,
    playerBeforeTeam: (cell) =>
      `${cell}: a player above the first team name (put the team's name in column B)`,
    badRating: (cell, found) => `${cell}: "${found}" is not a rating (a whole number such as 1850, or empty)`,
    badMatchRow: (cell, found) => `${cell}: "${found}" is not a match number (or "bye")`,
    badBoardRow: (cell, found, boards) => `${cell}: "${found}" is not a board from 1 to ${boards}`,
    boardMissing: (sheet, match, board) => `${sheet}: match ${match} has no row for board ${board}`,
    unknownResult: (cell, found) =>
      `${cell}: "${found}" is no result (home team first: 1-0, 0-1, ½-½, +- or -+, -- for both forfeited)`,
    roundGap: (sheet) =>
      `${sheet}: the rounds before it are missing; the round sheets are numbered 1, 2, 3 …`,
    registered: (n, list) => `${n} teams: ${list}`,
    registeredTitle: 'Teams registered',
    paired: (round, sheet) => `Round ${round} is on the sheet "${sheet}"`,
    pairedTitle: 'Round paired',
    standingsWritten: (sheet, round) => `"${sheet}" after round ${round}`,
    warningsTitle: 'Warnings',
    headers: {
      teams: ['No.', 'Team', 'Player', 'Rating'],
      settings: ['System', 'Rounds', 'Boards', 'Board order', 'Initial colour'],
      round: ['Match', 'Board', 'Home team', 'Home', 'Home player', 'Result', 'Away player', 'Away team'],
      standings: ['Rank', 'No.', 'Team', 'MP'],
    },
    bye: 'bye',
  },
  de: {
    alreadyHasTeams: (s) => `Diese Tabelle hat schon ein Blatt „${s}“: ein Mannschaftsturnier je Tabelle.`,
    noTeamsSheet: (s) => `Kein Blatt „${s}“: zuerst Rochade → New team Swiss.`,
    badSetting: (cell, label, expected) => `${cell}: ${label} muss ${expected} sein`,
    playerBeforeTeam: (cell) =>
      `${cell}: ein Spieler über dem ersten Mannschaftsnamen (den Namen der Mannschaft in Spalte B eintragen)`,
    badRating: (cell, found) =>
      `${cell}: „${found}“ ist keine Wertungszahl (eine ganze Zahl wie 1850, oder leer)`,
    badMatchRow: (cell, found) => `${cell}: „${found}“ ist keine Kampfnummer (oder „spielfrei“)`,
    badBoardRow: (cell, found, boards) => `${cell}: „${found}“ ist kein Brett von 1 bis ${boards}`,
    boardMissing: (sheet, match, board) => `${sheet}: Kampf ${match} hat keine Zeile für Brett ${board}`,
    unknownResult: (cell, found) =>
      `${cell}: „${found}“ ist kein Ergebnis (Heim zuerst: 1-0, 0-1, ½-½, +- oder -+, -- für beide kampflos)`,
    roundGap: (sheet) => `${sheet}: die Runden davor fehlen; die Rundenblätter sind 1, 2, 3 … nummeriert`,
    registered: (n, list) => `${n} Mannschaften: ${list}`,
    registeredTitle: 'Mannschaften gemeldet',
    paired: (round, sheet) => `Runde ${round} steht auf dem Blatt „${sheet}“`,
    pairedTitle: 'Runde ausgelost',
    standingsWritten: (sheet, round) => `„${sheet}“ nach Runde ${round}`,
    warningsTitle: 'Warnungen',
    headers: {
      teams: ['Nr.', 'Mannschaft', 'Spieler', 'Wertung'],
      settings: ['System', 'Runden', 'Bretter', 'Brettreihenfolge', 'Anzugsfarbe'],
      round: ['Kampf', 'Brett', 'Heim', 'Farbe', 'Spieler Heim', 'Ergebnis', 'Spieler Gast', 'Gast'],
      standings: ['Platz', 'Nr.', 'Mannschaft', 'MP'],
    },
    bye: 'spielfrei',
  },
};
