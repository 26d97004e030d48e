import type { MessageKey } from './en.ts';

/** Deutsche Texte: jeder Schlüssel der englischen Liste (der Typ erzwingt Vollständigkeit). */
export const de: Record<MessageKey, string> = {
  notArbiter: 'Das dürfen nur Schiedsrichter (Recht „Server verwalten“ oder die Schiedsrichter-Rolle).',
  guildOnly: 'Dieser Befehl funktioniert nur auf einem Server.',
  noTournament:
    'Auf diesem Server gibt es noch kein Turnier. Ein Schiedsrichter legt eines mit /arbiter tournament create an.',
  selectTournament: 'Es laufen mehrere Turniere: Wähle mit /tournament select eines für diesen Kanal.',
  tournamentNotFound: 'Auf diesem Server gibt es kein Turnier „{name}“.',
  tournamentExists: 'Ein Turnier „{name}“ gibt es auf diesem Server schon.',
  alreadyJoined: 'Du bist in diesem Turnier bereits angemeldet.',
  alreadyStarted: 'Das Turnier hat bereits begonnen.',
  notStarted: 'Das Turnier hat noch nicht begonnen (/arbiter tournament start).',
  finished: 'Das Turnier ist beendet.',
  tooFewPlayers: 'Zum Start sind mindestens {min} Spieler nötig.',
  notRegistered: 'Du bist in diesem Turnier nicht angemeldet.',
  playerNotFound: 'Kein Spieler „{name}“ in diesem Turnier.',
  noOpenGame: 'Du hast in diesem Turnier keine offene Partie gegen {name}.',
  noGameInRound: 'Du hast in Runde {round} keine Partie gegen {name}.',
  alreadyReported:
    'Diese Partie hat schon ein Ergebnis: {result} (gemeldet von {by}). Der Gegner kann es bestätigen, ein Schiedsrichter kann es korrigieren.',
  notYourGame: 'Du kannst nur deine eigenen Partien melden.',
  notOpponent: 'Nur der Gegner des meldenden Spielers kann dieses Ergebnis bestätigen oder anfechten.',
  alreadyConfirmed: 'Dieses Ergebnis wurde bereits {state}.',
  gameNotFound: 'In Runde {round} gibt es kein Brett {board}.',
  noResultYet: 'Diese Partie hat noch kein Ergebnis: nimm /arbiter result set.',
  roundIncomplete: 'Runde {round} ist nicht beendet: offene Bretter {boards}.',
  allRoundsPaired: 'Alle {rounds} Runden sind ausgelost.',
  pairingFailed: 'Für Runde {round} ist keine Auslosung möglich: {reason}',
  changedWhilePairing: 'Das Turnier hat sich während der Auslosung zweimal geändert. Bitte erneut auslosen.',
  unsupported: 'Das gibt es noch nicht: {what}.',
  badGames:
    'Die Partien „{text}“ sind nicht lesbar: schreibe Ergebnis:Wertung, z. B. `1:1900,½:2000,0:1750`.',
  badResult: 'Unbekanntes Ergebnis „{text}“.',
  badRound: 'Runde {round} gibt es nicht (1–{max}).',
  byeExists: 'Für Runde {round} gibt es schon ein Freilos.',
  byeRoundPaired: 'Runde {round} ist schon ausgelost; ein Freilos muss vor der Auslosung beantragt werden.',
  alreadyWithdrawn: 'Der Spieler hat sich bereits zurückgezogen.',
  needRating: 'Gib eine Wertungszahl an oder hinterlege sie zuerst mit /rating set.',
  noAttachment: 'Hänge eine TRF-, CSV- oder JSON-Datei an.',
  noLeague:
    'Auf diesem Server gibt es noch keine Liga. Ein Schiedsrichter verknüpft eine mit /arbiter league import (Mannschafts-JSON oder als CSV exportierte Liga-Kreuztabelle).',
  leagueImported: 'Liga „{league}“ verknüpft: {teams} Mannschaften, {matches} Kämpfe.',
  leagueTitle: '{league} — Tabelle',
  leaguePlayersTitle: '{league} — {team}: Aufstellungen und Spieler',
  noLeaguePlayers:
    'Diese Liga hat keine Spieler: Ein Schiedsrichter importiert eine Ligadatei mit Aufstellungen (/arbiter league import).',
  noLeagueTeam: 'Keine Mannschaft „{team}“ in dieser Liga (Mannschaften: {teams}).',
  teamTableTitle: 'Mannschaftsbilanz',
  importFailed: 'Die Datei ist nicht lesbar: {reason}',
  attachmentTooLarge: 'Die Datei ist zu groß (höchstens {max} KB).',
  noSheetsConfigured:
    'Der Google-Sheets-Export ist für diesen Bot nicht eingerichtet (GOOGLE_SERVICE_ACCOUNT_JSON).',
  badSpreadsheetId: 'Das sieht nicht wie eine Tabellen-ID oder ein Tabellen-Link aus.',
  engineMissing: 'Die {what}-Berechnung ist in dieser Version nicht enthalten.',
  internalError:
    'Bei uns ist etwas schiefgegangen. Der Fehler wurde protokolliert; bitte versuche es noch einmal oder sag einem Schiedsrichter Bescheid.',
  duplicate: 'Diese Anfrage wurde bereits bearbeitet.',
  created:
    'Turnier **{name}** angelegt ({system}, {rounds} Runden). Mitglieder melden sich mit /tournament join an.',
  joined: '{name} spielt bei **{tournament}** mit (Startnummer {no}).',
  added: '{name} wurde bei **{tournament}** angemeldet (Startnummer {no}).',
  started: '**{tournament}** hat mit {players} Spielern begonnen ({system}).',
  startedSwiss: 'Runde 1 auslosen mit /arbiter tournament pair.',
  roundAnnounce: '**{tournament}** — Runde {round}',
  byeLine: '{name}: spielfrei ({kind})',
  withdrawn: '{name} hat sich nach Runde {round} von **{tournament}** zurückgezogen.',
  byeRequested: '{name}: {kind}-Freilos für Runde {round} beantragt.',
  selected: 'Dieser Kanal verwendet jetzt **{tournament}**.',
  listEmpty: 'Auf diesem Server gibt es noch keine Turniere.',
  listTitle: 'Turniere',
  statusTitle: '{tournament}',
  statusLine: '{system} · {players} Spieler · Runde {round} von {rounds} · {status}',
  status_registration: 'Anmeldung',
  status_running: 'läuft',
  status_finished: 'beendet',
  openGames: 'Offene Partien in Runde {round}: {count}',
  reported:
    'Ergebnis erfasst: {white} – {black} **{result}** (Runde {round}). {opponent}, bitte bestätigen oder anfechten.',
  confirmButton: 'Bestätigen',
  disputeButton: 'Anfechten',
  confirmed: 'Ergebnis bestätigt: {white} – {black} **{result}** (Runde {round}).',
  disputed:
    'Ergebnis von {by} angefochten: {white} – {black} ist wieder offen; ein Schiedsrichter entscheidet mit /arbiter result set.',
  resultSet: 'Runde {round}, Brett {board}: {white} – {black} **{result}**.',
  historyEmpty: 'Noch keine Änderungen erfasst.',
  historyTitle: 'Ergebnis-Verlauf',
  pairingsTitle: '{tournament} — Paarungen Runde {round}',
  noPairings: 'Runde {round} ist noch nicht ausgelost.',
  standingsTitle: '{tournament} — Tabelle',
  standingsAfter: '{tournament} — Tabelle nach Runde {round}',
  crosstableTitle: '{tournament} — Kreuztabelle',
  ratingSaved: 'Gespeichert: {ratings}.',
  dwzEstimateTitle: 'DWZ-Schätzung (inoffiziell)',
  dwzEstimate:
    'Alte DWZ {old} → neue DWZ **{new}** (Index {index}) aus {games} Partien, {score} Punkte; erwartet {expected}. Regeln: {rules}.',
  dwzWhatIf:
    'Gegen {opponent}: Sieg → **{win}**, Remis → **{draw}**, Niederlage → **{loss}**. Regeln: {rules}.',
  eloEstimateTitle: 'Elo-Schätzung (inoffiziell)',
  eloEstimate:
    'Elo {old} → **{new}** ({change}) aus {games} Partien, {score} Punkte, K = {k}. Regeln: {rules}.',
  unofficial: 'Inoffizielle Schätzung: maßgeblich ist die Auswertung der Wertungsstelle.',
  arbiterRoleSet: 'Schiedsrichter sind jetzt Mitglieder mit „Server verwalten“ oder der Rolle {role}.',
  arbiterRoleCleared: 'Schiedsrichter sind jetzt Mitglieder mit „Server verwalten“.',
  sheetLinked:
    'Tabelle verknüpft: Kreuztabelle und Rangliste werden nach jeder Änderung dorthin geschrieben.',
  exported: 'Export von **{tournament}**.',
  playerListImported:
    'Spielerliste **{file}** für diesen Server gespeichert ({players} Spieler, {rated} mit DWZ): /tournament join und /dwz estimate übernehmen die DWZ eines Mitglieds daraus.',
  playerLinked:
    'Du bist mit **{name}** ({id}, DWZ {dwz}) aus der Spielerliste dieses Servers verknüpft: /tournament join und /dwz estimate übernehmen deine DWZ daraus.',
  badListLink:
    'Gib einen Spieler der Liste an (beim Tippen eines Namens auswählen), ZPS und Mitgliedsnummer wie C0327-1088, eine DSB-Id oder eine FIDE-Id, nicht „{text}“.',
  notInPlayerList: 'In der Spielerliste dieses Servers hat niemand {text} (oder mehrere Personen).',
  noPlayerList:
    'Dieser Server hat noch keine Spielerliste: Ein Schiedsrichter importiert sie mit /arbiter tournament import-list.',
  imported: '**{tournament}** importiert ({players} Spieler, {games} Partien).',
  none: '—',
  estimateFailed: 'Keine Schätzung möglich: {reason}',
  backupDone:
    'Sicherung auf dem Server des Bots angelegt: `{file}` ({kb} KB). Der Betreiber des Bots bewahrt sie auf und kopiert sie an einen anderen Ort.',
  backupNotAvailable: 'Dieser Bot speichert in PostgreSQL: Sein Betreiber sichert die Daten mit pg_dump.',
};
