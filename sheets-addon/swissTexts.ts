// The Swiss workflow's own messages (alerts of New Swiss tournament, Pair next round and the Swiss
// standings, the Byes sheet's problems), per language: a registry, one entry per language, chosen by
// the spreadsheet's locale (errorText.ts, spreadsheetLanguage) as the parser errors are.
import type { ErrorLanguage } from '../core/errors/index.ts';
import type { MatchResultReason } from '../core/pairing/index.ts';
import { RESULT_HINT, type Conversion } from './swissResults.ts';

/** "A1, B2 and 3 more": the first cells, then how many more. */
const cellsAnd = (cells: readonly string[], shown: number, more: (n: number) => string): string =>
  `${cells.slice(0, shown).join(', ')}${cells.length > shown ? more(cells.length - shown) : ''}`;
/** The spellings a result cell takes (swissResults.ts), in German. */
const RESULT_HINT_DE = '1-0, 0-1, ½-½ (auch 1:0, 0:1, 1/2, 0,5), +- oder -+ (kampflos), -- (beide kampflos)';
const MORE_EN = (n: number): string => ` and ${n} more`;
const MORE_DE = (n: number): string => ` und ${n} weiteren`;

export interface SwissTexts {
  readonly alreadyHasPlayers: (sheet: string) => string;
  readonly noPlayersSheet: (sheet: string) => string;
  readonly noStartNumber: string;
  readonly tooFewPlayers: string;
  readonly notReadTournament: string;
  readonly notReadRounds: string;
  readonly andMore: (n: number) => string;
  readonly roundNotPaired: (round: number) => string;
  readonly noStandingsWritten: string;
  readonly roundOpen: (doing: string, round: number, cells: readonly string[]) => string;
  readonly allRoundsPaired: (rounds: number, cell: string) => string;
  readonly noPairing: (round: number, reason: string) => string;
  readonly pairedOtherRound: (got: number, expected: number) => string;
  readonly noRoundYet: string;
  readonly notOwnSheet: (name: string, marker: string) => string;
  readonly blocked: (name: string, block: string, cells: readonly string[]) => string;
  readonly byePlayer: (problem: 'unknown' | 'ambiguous', found: string) => string;
  readonly byeRound: (rounds: number, found: string) => string;
  readonly byeKind: (found: string) => string;
  readonly byeTwice: (round: number, before: string) => string;
  readonly byeWithdrawn: (round: number, after: number) => string;
  readonly settingRounds: (found: string) => string;
  readonly settingColour: (found: string) => string;
  readonly settingSystem: (found: string, choices: readonly string[]) => string;
  readonly noName: string;
  readonly badStartNo: (found: string) => string;
  readonly badRating: (found: string) => string;
  readonly badDwz: (found: string) => string;
  readonly badFideId: (found: string) => string;
  readonly badBirthYear: (found: string) => string;
  readonly badWithdrawn: (found: string) => string;
  readonly badHeader: (header: string, found: string) => string;
  readonly startNoTwice: (no: number, other: string) => string;
  readonly roundPlayer: (found: string) => string;
  readonly pairedTwice: (no: number, round: number, before: string) => string;
  readonly notAResult: (found: string) => string;
  /** A match result typed on game 2 of a Double-Swiss match that cannot be recorded, and why. */
  readonly matchResult: (reason: MatchResultReason, typed: string, game1?: string) => string;
  readonly convertedResult: (as: Conversion, shown: string) => string;
  readonly rowNotPlaced: (filled: string) => string;
  readonly roundSheetMissing: (name: string) => string;
  readonly roundSheetExists: (name: string) => string;
  readonly standingsAfter: (round: number, open: number) => string;
  readonly playersOffSheet: (sheet: string, players: readonly number[]) => string;
}

export const SWISS_TEXTS: Readonly<Record<ErrorLanguage, SwissTexts>> = {
  en: {
    alreadyHasPlayers: (sheet) =>
      `This spreadsheet already has a sheet "${sheet}": one Swiss per spreadsheet. Rename that sheet, or start the new tournament in a new spreadsheet.`,
    noPlayersSheet: (sheet) =>
      `There is no sheet "${sheet}": run Rochade › New Swiss tournament first and type the players into it.`,
    noStartNumber:
      'no start number while other players have one: clear the No. column to let Rochade number the start list by the FIDE initial order, or number every player',
    tooFewPlayers: 'type at least two players (one per row, from row 2)',
    notReadTournament: 'Rochade did not read the tournament:',
    notReadRounds: 'Rochade did not read the round sheets:',
    andMore: (n) => `… and ${n} more`,
    roundNotPaired: (round) => `Round ${round} was not paired`,
    noStandingsWritten: 'No standings were written',
    roundOpen: (doing, round, cells) =>
      `${doing}: round ${round} is not finished, no result in ${cellsAnd(cells, 8, MORE_EN)}. Type the results (${RESULT_HINT}), then run Rochade again.`,
    allRoundsPaired: (rounds, cell) =>
      `All ${rounds} rounds are paired (${cell}). Run Compute standings for the final table, or raise the number of rounds.`,
    noPairing: (round, reason) => `Rochade found no pairing for round ${round} (FIDE C.04.3): ${reason}`,
    pairedOtherRound: (got, expected) =>
      `Rochade paired round ${got}, expected round ${expected}: check the round sheets.`,
    noRoundYet: 'No round is paired yet: run Rochade › Pair next round first.',
    notOwnSheet: (name, marker) =>
      `The sheet "${name}" was not written by Rochade (no "${marker}" header): rename it, then run Rochade again.`,
    blocked: (name, block, cells) =>
      `Rochade writes the ${name.toLowerCase()} into ${block}, but ${cellsAnd(cells, 3, MORE_EN)} hold your data: move it, then run Rochade again.`,
    byePlayer: (problem, found) =>
      problem === 'ambiguous'
        ? `"${found}" names more than one player on the Players sheet: use the start number`
        : `expected a player of the Players sheet (start number or name), found "${found}"`,
    byeRound: (rounds, found) => `expected a round from 1 to ${rounds}, found "${found}"`,
    byeKind: (found) => `expected half, zero or full (empty = half), found "${found}"`,
    byeTwice: (round, before) => `a second bye for round ${round} of this player (also ${before})`,
    byeWithdrawn: (round, after) =>
      `the player withdrew after round ${after} (Players sheet): no bye in round ${round}`,
    settingRounds: (found) => `expected the number of rounds (1 to 99), found "${found}"`,
    settingColour: (found) => `expected white or black, found "${found}"`,
    settingSystem: (found, choices) => `expected a pairing system (${choices.join(', ')}), found "${found}"`,
    noName: 'a player without a name',
    badStartNo: (found) => `expected a start number (1, 2, ...), found "${found}"`,
    badRating: (found) => `expected a rating (a whole number up to 3500), found "${found}"`,
    badDwz: (found) => `expected a DWZ like 1712-62 or 1712, found "${found}"`,
    badFideId: (found) => `expected a FIDE id (digits), found "${found}"`,
    badBirthYear: (found) => `expected a year of birth like 1990, found "${found}"`,
    badWithdrawn: (found) =>
      `expected the last round the player played (0 = before round 1), found "${found}"`,
    badHeader: (header, found) =>
      `expected the header "${header}" (run New Swiss tournament for the layout), found "${found}"`,
    startNoTwice: (no, other) => `start number ${no} is also in ${other}`,
    roundPlayer: (found) => `expected the start number of a player on the Players sheet, found "${found}"`,
    pairedTwice: (no, round, before) => `player ${no} is paired twice in round ${round} (also ${before})`,
    notAResult: (found) => `"${found}" is not a result (type ${RESULT_HINT})`,
    matchResult: (reason, typed, game1) =>
      reason === 'halfZero'
        ? `"${typed}" needs a game scored ½-0 or 0-0, which cannot be recorded: type game 2's own result (1-0, ½-½, 0-1)`
        : reason === 'total'
          ? `"${typed}": the two games of a match give 2 points in all`
          : reason === 'notGame2'
            ? `"${typed}": a match result goes here once game 1 has its result; type game 1 first`
            : `"${typed}" cannot follow game 1 (${game1 ?? '?'}, this board's White had Black): a match result is read from this board's White`,
    convertedResult: (as, shown) =>
      as === 'formula'
        ? `Sheets read what was typed here as a formula (${shown}): "=" starts a formula. Type the draw as ½-½ or remis (1-0, 0-1 for the others)`
        : `Sheets turned what was typed here into the ${as} ${shown}: type the result again (${RESULT_HINT}); Rochade makes the Result column plain text, so it stays as typed`,
    rowNotPlaced: (filled) =>
      `no start number, so this row cannot be placed (it holds ${filled}): type the players' start numbers into both No. cells, or clear the row`,
    roundSheetMissing: (name) =>
      `the sheet "${name}" is missing: restore it (File › Version history) or undo its deletion; Rochade reads every round`,
    roundSheetExists: (name) =>
      `There is already a sheet "${name}" that Rochade did not write: rename or delete it, then run Pair next round again.`,
    standingsAfter: (round, open) =>
      `Standings after round ${round}: round ${open} is not finished yet, so it is not counted.`,
    playersOffSheet: (sheet, players) =>
      `${sheet}: Rochade paired start number${players.length > 1 ? 's' : ''} ${players.join(', ')} in this round, but no row holds ${players.length > 1 ? 'them' : 'it'} (a board row deleted?): restore the row (Edit › Undo, or File › Version history)`,
  },
  de: {
    alreadyHasPlayers: (sheet) =>
      `Diese Tabelle hat schon ein Blatt „${sheet}“: ein Schweizer Turnier je Tabelle. Das Blatt umbenennen oder das neue Turnier in einer neuen Tabelle beginnen.`,
    noPlayersSheet: (sheet) =>
      `Es gibt kein Blatt „${sheet}“: zuerst Rochade › New Swiss tournament ausführen und die Spieler dort eintragen.`,
    noStartNumber:
      'keine Startnummer, obwohl andere Spieler eine haben: die Spalte No. leeren, dann nummeriert Rochade die Startrangliste nach der FIDE-Startreihenfolge, oder jeden Spieler nummerieren',
    tooFewPlayers: 'mindestens zwei Spieler eintragen (einer je Zeile, ab Zeile 2)',
    notReadTournament: 'Rochade konnte das Turnier nicht lesen:',
    notReadRounds: 'Rochade konnte die Rundenblätter nicht lesen:',
    andMore: (n) => `… und ${n} weitere`,
    roundNotPaired: (round) => `Runde ${round} wurde nicht ausgelost`,
    noStandingsWritten: 'Es wurde keine Rangliste geschrieben',
    roundOpen: (doing, round, cells) =>
      `${doing}: Runde ${round} ist nicht beendet, kein Ergebnis in ${cellsAnd(cells, 8, MORE_DE)}. Die Ergebnisse eintragen (${RESULT_HINT_DE}), dann Rochade erneut ausführen.`,
    allRoundsPaired: (rounds, cell) =>
      `Alle ${rounds} Runden sind ausgelost (${cell}). Compute standings ergibt die Abschlusstabelle; sonst die Rundenzahl erhöhen.`,
    noPairing: (round, reason) => `Rochade fand keine Paarung für Runde ${round} (FIDE C.04.3): ${reason}`,
    pairedOtherRound: (got, expected) =>
      `Rochade hat Runde ${got} ausgelost, erwartet war Runde ${expected}: bitte die Rundenblätter prüfen.`,
    noRoundYet: 'Noch keine Runde ausgelost: zuerst Rochade › Pair next round ausführen.',
    notOwnSheet: (name, marker) =>
      `Das Blatt „${name}“ stammt nicht von Rochade (keine Kopfzeile „${marker}“): umbenennen, dann Rochade erneut ausführen.`,
    blocked: (name, block, cells) =>
      `Rochade schreibt in ${block}, aber in ${cellsAnd(cells, 3, MORE_DE)} stehen eigene Daten (Blatt „${name}“): verschieben, dann Rochade erneut ausführen.`,
    byePlayer: (problem, found) =>
      problem === 'ambiguous'
        ? `„${found}“ passt auf mehrere Spieler des Blatts Players: bitte die Startnummer angeben`
        : `erwartet wird ein Spieler des Blatts Players (Startnummer oder Name), gefunden „${found}“`,
    byeRound: (rounds, found) => `erwartet wird eine Runde von 1 bis ${rounds}, gefunden „${found}“`,
    byeKind: (found) => `erwartet wird halb, null oder voll (leer = halb), gefunden „${found}“`,
    byeTwice: (round, before) => `ein zweites Freilos in Runde ${round} für diesen Spieler (auch ${before})`,
    byeWithdrawn: (round, after) =>
      `der Spieler ist nach Runde ${after} ausgeschieden (Blatt Players): kein Freilos in Runde ${round}`,
    settingRounds: (found) => `erwartet wird die Zahl der Runden (1 bis 99), gefunden „${found}“`,
    settingColour: (found) => `erwartet wird white oder black (weiß oder schwarz), gefunden „${found}“`,
    settingSystem: (found, choices) =>
      `erwartet wird ein Auslosungssystem (${choices.join(', ')}), gefunden „${found}“`,
    noName: 'ein Spieler ohne Namen',
    badStartNo: (found) => `erwartet wird eine Startnummer (1, 2, …), gefunden „${found}“`,
    badRating: (found) => `erwartet wird eine Wertungszahl (ganze Zahl bis 3500), gefunden „${found}“`,
    badDwz: (found) => `erwartet wird eine DWZ wie 1712-62 oder 1712, gefunden „${found}“`,
    badFideId: (found) => `erwartet wird eine FIDE-ID (Ziffern), gefunden „${found}“`,
    badBirthYear: (found) => `erwartet wird ein Geburtsjahr wie 1990, gefunden „${found}“`,
    badWithdrawn: (found) =>
      `erwartet wird die letzte gespielte Runde des Spielers (0 = vor Runde 1), gefunden „${found}“`,
    badHeader: (header, found) =>
      `erwartet wird die Überschrift „${header}“ (New Swiss tournament legt das Blatt an), gefunden „${found}“`,
    startNoTwice: (no, other) => `die Startnummer ${no} steht auch in ${other}`,
    roundPlayer: (found) =>
      `erwartet wird die Startnummer eines Spielers des Blatts Players, gefunden „${found}“`,
    pairedTwice: (no, round, before) =>
      `Spieler ${no} ist in Runde ${round} zweimal gepaart (auch ${before})`,
    notAResult: (found) => `„${found}“ ist kein Ergebnis (erlaubt: ${RESULT_HINT_DE})`,
    matchResult: (reason, typed, game1) =>
      reason === 'halfZero'
        ? `„${typed}“ bräuchte eine Partie mit ½-0 oder 0-0, die sich nicht eintragen lässt: das Ergebnis von Partie 2 eintragen (1-0, ½-½, 0-1)`
        : reason === 'total'
          ? `„${typed}“: die beiden Partien eines Wettkampfs ergeben zusammen 2 Punkte`
          : reason === 'notGame2'
            ? `„${typed}“: ein Wettkampfergebnis kommt hierher, wenn Partie 1 ihr Ergebnis hat; zuerst Partie 1 eintragen`
            : `„${typed}“ ist nach Partie 1 (${game1 ?? '?'}, Weiß dieses Bretts hatte Schwarz) nicht möglich: ein Wettkampfergebnis zählt aus Sicht von Weiß dieses Bretts`,
    convertedResult: (as, shown) =>
      as === 'formula'
        ? `Sheets hat die Eingabe hier als Formel gelesen (${shown}): „=“ beginnt eine Formel. Remis als ½-½ oder remis eintragen (sonst 1-0, 0-1)`
        : `Sheets hat die Eingabe hier in ${as === 'time' ? 'die Uhrzeit' : 'das Datum'} ${shown} verwandelt: das Ergebnis neu eintragen (${RESULT_HINT_DE}); Rochade stellt die Spalte Result auf Nur-Text, dann bleibt es, wie getippt`,
    rowNotPlaced: (filled) =>
      `keine Startnummer, die Zeile lässt sich keinem Brett zuordnen (Eintrag in ${filled}): die Startnummern der Spieler in beide Zellen No. eintragen oder die Zeile leeren`,
    roundSheetMissing: (name) =>
      `das Blatt „${name}“ fehlt: wiederherstellen (Datei › Versionsverlauf) oder das Löschen rückgängig machen; Rochade liest jede Runde`,
    roundSheetExists: (name) =>
      `Es gibt schon ein Blatt „${name}“, das nicht von Rochade stammt: umbenennen oder löschen, dann Pair next round erneut ausführen.`,
    standingsAfter: (round, open) =>
      `Rangliste nach Runde ${round}: Runde ${open} ist noch nicht beendet und zählt noch nicht.`,
    playersOffSheet: (sheet, players) =>
      `${sheet}: Rochade hat in dieser Runde die Startnummer${players.length > 1 ? 'n' : ''} ${players.join(', ')} gepaart, aber keine Zeile enthält sie (eine Brettzeile gelöscht?): die Zeile wiederherstellen (Bearbeiten › Rückgängig oder Datei › Versionsverlauf)`,
  },
};
