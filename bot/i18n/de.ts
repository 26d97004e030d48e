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
  matchNotDoubleSwiss:
    'Wettkampfergebnisse gibt es nur im Doppel-Schweizer-System; melde die Partie als 1-0, ½-½ oder 0-1.',
  matchSyntax: '„{text}“ ist kein Wettkampfergebnis; möglich: 2-0, 1½-½, 1,5:0,5, 1-1, ½-1½ oder 0-2.',
  matchHalfZero:
    '„{text}“ bräuchte eine Partie mit ½-0 oder 0-0, die sich nicht eintragen lässt: trage die beiden Partien einzeln ein.',
  matchTotal: '„{text}“: die beiden Partien eines Wettkampfs ergeben zusammen 2 Punkte.',
  matchNotGame2:
    'Ein Wettkampfergebnis wird bei Partie 2 eingetragen, wenn Partie 1 (Runde {round}) ihr Ergebnis hat: Partie 1 als 1-0, ½-½ oder 0-1 eintragen.',
  matchRuledOut: '„{text}“ ist nach Partie 1 nicht möglich (Runde {round}: {white} – {black} {game1}).',
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
  teamNotFound:
    'Auf diesem Server gibt es keine Vereinsmannschaft „{team}“ (Mannschaften: {teams}). Ein Schiedsrichter verknüpft sie mit /arbiter team link.',
  leagueTeamNotFound: 'Die Liga **{league}** hat keine Mannschaft „{team}“ (Mannschaften: {teams}).',
  teamLinked:
    'Vereinsmannschaft **{team}** ({rank}. Mannschaft des Vereins) ist mit **{leagueTeam}** der Liga **{league}** verknüpft.',
  captainSet: 'Mannschaftsführer von **{team}**: {captain}.',
  captainMissing: 'Gib eine Rolle oder ein Mitglied als Mannschaftsführer an.',
  notCaptain: 'Das darf nur der Mannschaftsführer von **{team}** oder ein Schiedsrichter.',
  playersImported: '**{team}**: {count} gemeldete Spieler in Brettreihenfolge: {names}',
  playerAdded: '**{team}**: {name} ist als Nr. {no} gemeldet{member}.',
  noTeamPlayersInLeague:
    'Die Ligadatei enthält keine Spieler für **{team}**: trage sie einzeln mit der Option `spieler` ein.',
  noFixture: '**{team}** hat laut Ligadatei in Runde {round} keinen Kampf.',
  badDeadline: 'Die Frist „{text}“ ist kein Datum mit Uhrzeit wie 14.03.2026 18:00 (Berliner Zeit).',
  needDeadline: 'Die Ligadatei nennt kein Datum für Runde {round}: gib eine Frist wie 14.03.2026 18:00 an.',
  deadlinePassed: 'Die Frist {deadline} ist schon vorbei: gib eine spätere an.',
  availabilityPost:
    '**{team}** – Runde {round} gegen **{opponent}**{date}\nWer kann spielen? Bitte per Knopf antworten bis {deadline} (Berliner Zeit).',
  availableLabel: 'Kann spielen',
  notAvailableLabel: 'Kann nicht',
  maybeLabel: 'Vielleicht',
  answerStored: 'Gespeichert: **{answer}** für {team}, Runde {round}. Du kannst es bis {deadline} ändern.',
  answerClosed:
    'Die Rückmeldung für {team}, Runde {round} endete am {deadline}: sag dem Mannschaftsführer direkt Bescheid.',
  notClubPlayer:
    'Du bist mit keinem gemeldeten Spieler der Vereinsmannschaften verknüpft: Der Mannschaftsführer oder ein Schiedsrichter verknüpft dich mit /arbiter team import.',
  noMatchDay: 'Für **{team}**, Runde {round} gibt es noch keine Abfrage: /team availability.',
  matchDayGone: 'Diesen Spieltag gibt es nicht mehr.',
  overviewTitle: '{team} – Runde {round}: Rückmeldungen',
  answerYes: 'kann spielen',
  answerNo: 'kann nicht',
  answerMaybe: 'vielleicht',
  answerNone: 'keine Antwort',
  answerUnlinked: 'kein Mitglied verknüpft',
  reservesHeading: 'Aus anderen Mannschaften',
  lineupTitle: '{team} – Runde {round}: Aufstellung',
  lineupProposed:
    'Vorschlag aus der Meldeliste und den verfügbaren Spielern; der Mannschaftsführer ändert ihn mit der Option `spieler`.',
  lineupStored: 'Aufstellung gespeichert.',
  lineupOk: 'Keine Aufstellungsregel verletzt.',
  lineupUnknownPlayer: '„{name}“ ist kein gemeldeter Spieler der Vereinsmannschaften: nichts gespeichert.',
  lineupTooLong: 'Die Aufstellung hat {count} Bretter, die Liga spielt an {boards}: nichts gespeichert.',
  emptyBoard: '(frei)',
  breakBoardOrder: 'Brett {board}: {player} gehört laut Meldeliste an Brett {expected} (Spielraum {limit})',
  breakHigherTeam: 'Brett {board}: {player} ist für die höhere Mannschaft {team} gemeldet',
  breakReserve:
    'Brett {board}: {player} aus {team} darf nicht ersetzen (diese Liga erlaubt keine Ersatzspieler)',
  breakReserveLimit:
    'Brett {board}: {player} aus {team} hat schon {games}-mal höher ausgeholfen (höchstens {limit})',
  breakFixed: 'Brett {board}: {player} hat sich mit {games} Einsätzen in {team} festgespielt',
  breakNotRegistered: 'Brett {board}: {player} steht in keiner Meldeliste',
  breakTwice: 'Brett {board}: {player} spielt schon an einem anderen Brett',
  badTeamList:
    'Die Liste hat in Zeile {line} keinen Spielernamen („{found}“): ein Spieler je Zeile oder CSV mit einer Spalte Name.',
  // the director's workflow (core/workflow)
  workflowRefused: 'Abgelehnt: {reason}',
  resultExistsUseCorrect: 'Abgelehnt: {reason}. Ändern mit /arbiter result correct.',
  lateEntryMissed: 'Nachmeldung: in Runde(n) {rounds} nicht gepaart (keine Punkte); gepaart ab Runde {next}.',
  lateEntryRenumbered:
    'Die Startliste wurde neu nach Wertung nummeriert (die Nummern gelten bis Runde 3 vorläufig).',
  playerEdited: '{name} (Startnummer {no}) geändert: {fields}.',
  playerUnchanged: '{name} (Startnummer {no}): nichts zu ändern.',
  playerRemoved: '{name} wurde von der Startliste von **{tournament}** gestrichen; die Nummern rücken auf.',
  roundUnpaired:
    'Runde {round} von **{tournament}** wurde zurückgenommen: neu auslosen mit /arbiter tournament pair.',
  resultsTakenBack: 'Zurückgenommene Ergebnisse: {results}.',
  resultCorrected: 'Runde {round}, Brett {board}: {white} – {black} korrigiert von {from} auf **{result}**.',
  correctedAfterPairing:
    'Runde {next} ist schon ausgelost und bleibt, wie sie ist; das korrigierte Ergebnis zählt für die noch auszulosenden Runden.',
  workflowHistoryTitle: 'Verlauf von {tournament}',
  historyPage: 'Seite {page} von {pages} (Option seite)',
  history_register: 'gemeldet: {player}',
  history_editPlayer: 'geändert: {player}: {fields}',
  history_removePlayer: 'gestrichen: {player}',
  history_lateEntry: 'Nachmeldung {player}, gepaart ab Runde {round}',
  history_requestBye: '{to} beantragt von {player} für Runde {round}',
  history_withdraw: '{player} zurückgezogen nach Runde {round}',
  history_pairRound: 'Runde {round} ausgelost',
  history_unpairRound: 'Runde {round} zurückgenommen',
  history_recordResult: 'Runde {round}, Brett {board}: {game} {to}',
  history_correctResult: 'Runde {round}, Brett {board}: {game} korrigiert von {from} auf {to}',
  noSuchBoard:
    'Der Kampf von **{team}** in Runde {round} hat die Bretter 1 bis {boards}; ein Brett {board} gibt es nicht: nichts gespeichert.',
  badBoardResult:
    '„{text}“ ist kein Brettergebnis: Heimmannschaft zuerst wie auf dem Spielberichtsbogen, z. B. 1-0, 0-1, ½-½, +:- oder -:+. Nichts gespeichert.',
  notResultEnterer:
    'Dieses Ergebnis trägt nur der Mannschaftsführer von **{team}**, ein Schiedsrichter oder der Spieler an Brett {board} ein.',
  matchAlreadyIn: 'Der Kampf von **{team}** in Runde {round} steht schon in der Ligadatei.',
  resultTooEarly:
    'Ergebnisse von **{team}**, Runde {round} werden am Spieltag ({date}) eingetragen, nicht vorher.',
  boardConfirmed: 'Brett {board} von **{team}**, Runde {round} ist schon bestätigt.',
  confirmBySomeoneElse:
    'Du hast dieses Ergebnis eingetragen: bestätigen muss der gegnerische Mannschaftsführer oder ein anderer Spieler von **{team}**.',
  notResultConfirmer:
    'Brett {board} von **{team}**, Runde {round} bestätigt der gegnerische Mannschaftsführer oder ein anderer Spieler der Mannschaft.',
  boardResultEntered:
    '**{team}** – Runde {round} gegen **{opponent}**, Brett {board}: {home} – {away} **{result}** (Heim zuerst), eingetragen von {by}. Zu bestätigen vom gegnerischen Mannschaftsführer oder einem anderen Spieler der Mannschaft.',
  confirmResultLabel: 'Bestätigen',
  boardResultConfirmed: '**{team}**, Runde {round}, Brett {board}: **{result}** bestätigt von {by}.',
  matchScoreSoFar: '{home} – {away} {score} ({confirmed} von {boards} Brettern bestätigt)',
  leagueTableUpdated:
    'Der Kampf steht in der Ligadatei: **{league}** Platz {rank} von {teams}, {mp} Mannschaftspunkte (/league standings).',
  reportRound: 'Runde {round}',
  reportBoard: 'Brett',
  reportHome: 'Heim (DWZ)',
  reportAway: 'Gast (DWZ)',
  reportResult: 'Ergebnis',
  reportOpenBoards:
    '{count} Brett(er) ohne bestätigtes Ergebnis (mit ? markiert): nicht im Mannschaftsergebnis und in der CSV leer.',
  jobRemind:
    'Erinnerung – **{team}**, Runde {round} gegen **{opponent}**: Wer kann spielen? {members}, bitte bis {deadline} (Berliner Zeit) per Knopf antworten.',
  jobCloses:
    '**{team}**, Runde {round} gegen **{opponent}**: Die Rückmeldungen sind geschlossen. Kann {yes}, kann nicht {no}, vielleicht {maybe}, keine Antwort {none}.',
  jobLineupDue:
    '**{team}**, Runde {round} gegen **{opponent}** ist heute: {captain}die Aufstellung ist fällig (/team lineup).',
  jobResultsDue:
    '**{team}**, Runde {round} gegen **{opponent}**: Die Ergebnisse sind fällig; bisher {confirmed} Brett(er) bestätigt (/team result).',
  jobLate: '(Verspätet gesendet: fällig war sie am {due}, als der Bot nicht lief.)',
  dmRemind:
    'Erinnerung – **{team}**, Runde {round} gegen **{opponent}**: Wer kann spielen? Bitte bis {deadline} (Berliner Zeit) in <#{channel}> per Knopf antworten.',
  dmLineupDue:
    '**{team}**, Runde {round} gegen **{opponent}** ist heute und noch keine Aufstellung gespeichert: bitte eintragen (/team lineup in <#{channel}>).',
  dmResultsDue:
    '**{team}**, Runde {round} gegen **{opponent}**: Die Ergebnisse sind fällig; Brett(er) {boards} noch ohne bestätigtes Ergebnis (/team result in <#{channel}>).',
  jobResultsOpen:
    '{members}: **{team}**, Runde {round} gegen **{opponent}**: Brett(er) {boards} noch ohne bestätigtes Ergebnis (/team result).',
  dmRoundRemind:
    '**{tournament}**, Runde {round}: Deine Partie (Brett {board}, {white} – {black}) hat noch kein Ergebnis. Die Runde endet am {deadline} (Berliner Zeit): bitte mit /result report in <#{channel}> melden.',
  jobRoundRemind:
    'Erinnerung – **{tournament}**, Runde {round}: {members}, eure Partie hat noch kein Ergebnis. Die Runde endet am {deadline} (Berliner Zeit): bitte mit /result report melden.',
  jobRoundDue:
    '**{tournament}**, Runde {round}: Die Frist {deadline} ist abgelaufen, {count} Partie(n) ohne Ergebnis: {boards} (/arbiter schedule overdue).',
  roundDeadlineSet:
    'Frist von **{tournament}**, Runde {round}: {deadline} (Berliner Zeit). Wer dann noch kein Ergebnis hat, wird einen Tag vorher erinnert; zur Frist werden die offenen Partien in diesem Kanal genannt.',
  roundDeadlineCleared: 'Die Frist von **{tournament}**, Runde {round} ist aufgehoben.',
  roundDeadlineNone: '**{tournament}**, Runde {round} hat keine Frist, die sich aufheben ließe.',
  roundDeadlineBadRound: '**{tournament}** hat {rounds} Runden: Eine Runde {round} gibt es nicht.',
  overdueNoDeadline: '**{tournament}** hat keine Rundenfrist (eine setzen mit /arbiter schedule deadline).',
  overdueNone: 'Keine Partie von **{tournament}** ist über ihre Rundenfrist.',
  overdueHead: 'Partien von **{tournament}** über ihrer Rundenfrist ({now}):',
  overdueMore: '… und {count} weitere (Ergebnisse melden oder eintragen kürzt die Liste)',
  overdueLine: 'Runde {round}, Brett {board}: {white} – {black} (Frist {deadline})',
  reminderSettings: 'Erinnerungen auf diesem Server: {reminders}. Discord-Events: {events}.',
  remindersByDm:
    'per Direktnachricht (Erwähnung im Kanal für Mitglieder, die keine Direktnachrichten annehmen)',
  remindersByMention: 'per Erwähnung im Kanal',
  eventsOn: 'Spieltage und Rundenfristen werden Events',
  eventsOff: 'aus',
  eventMatchName: '{team} – {opponent} (Runde {round})',
  eventMatchDescription: 'Wer kann spielen? Bitte bis {deadline} (Berliner Zeit) im Kanal antworten.',
  eventRoundName: '{tournament}: Runde {round}',
  eventRoundLocation: 'Partien nach Absprache bis {deadline}',
  resultChangedSince:
    'Brett {board} von **{team}**, Runde {round} wurde inzwischen neu eingetragen: jetzt **{result}**. Bitte unter der neueren Nachricht bestätigen.',
  statsTitle: '{team} ({league}): die Saison jedes Spielers',
  statsPlayerTitle: '{name}: die Saison in jeder Mannschaft',
  statsNo: 'Nr.',
  statsTeam: 'Mannschaft',
  statsPlayer: 'Spieler',
  statsBoards: 'Bretter',
  statsGames: 'P',
  statsPoints: 'Pkt.',
  statsPerformance: 'Leist.',
  statsNewDwz: 'DWZ neu',
  statsReserveMark: 'E',
  statsFooter:
    'P: Partien, kampflose mitgezählt; Leist.: Leistung der gespielten Partien. DWZ: eine Auswertung aller Brettpartien der Liga nach der DSB-Wertungsordnung (inoffiziell), Stichtag {endDate}. {reserve}: Ersatzspieler aus einer anderen Mannschaft.',
  statsPlayerNotFound: '„{name}“ hat keine Saison in den Vereinsmannschaften (gefragt war **{team}**).',
  seasonDwzFailed: 'Die Saison von **{league}** lässt sich nicht auswerten: {reason}',
  seasonUpdated: 'Saison und DWZ aktualisiert (/team stats): {players}',
  seasonUpdatedNoDwz: 'Saison aktualisiert (/team stats); die DWZ-Auswertung schlug fehl: {reason}',
  teamPlayerNotFound:
    '„{name}“ ist kein gemeldeter Spieler der Vereinsmannschaften: nichts gespeichert. Spieler meldet der Mannschaftsführer oder ein Schiedsrichter mit /arbiter team import.',
  teamPlayerAmbiguous:
    '„{name}“ passt zu mehreren gemeldeten Spielern: {names}. Bitte den ganzen Namen oder die Mannschaft angeben.',
  teamPlayerTaken:
    '**{name}** ist schon mit {member} verknüpft: nichts geändert. Ist das falsch, korrigiert es der Mannschaftsführer mit /team link-player und dem Mitglied.',
  teamPlayerLinkedSelf:
    'Du bist mit **{name}** verknüpft ({teams}): Die Verfügbarkeitsknöpfe und die Ergebnisse deines Bretts kennen dich jetzt.',
  teamPlayerLinkedOther: '**{name}** ({teams}) ist jetzt mit {member} verknüpft.',
  teamFileNoTeams:
    'Diese {format}-Datei ist ein Einzelturnier: Sie enthält keine Mannschaften zum Importieren.',
  teamNotInFile:
    'Die {format}-Datei hat keine Mannschaft **{team}**; ihre Mannschaften: {teams}. Nichts gespeichert.',
  pdfHome: 'Heim',
  pdfAway: 'Gast',
  opponentNotInList:
    '„{name}“ steht nicht auf der Liste von **{team}** in der Ligadatei: nichts gespeichert. Ihre Spieler: {names}',
  notClubPlayerSelfLink:
    'Du bist mit keinem gemeldeten Spieler der Vereinsmannschaften verknüpft: Verknüpfe dich mit /team link-player (dein Name in der Meldeliste) oder frag den Mannschaftsführer.',
  opponentOnOtherBoard:
    '{name} ist schon Gegner an Brett {board} von **{team}**, Runde {round}: nichts gespeichert. Zum Ändern das Brett neu eintragen.',
  teEventCreated:
    'Mannschaftsturnier **{event}** angelegt: {system}, {boards} Bretter, {rounds} Runden, Brettreihenfolge: {order}. Weiter: die Mannschaften in ihrer Setzreihenfolge mit `/arbiter teamevent team` melden, die Spieler in Brettreihenfolge.',
  teEventExists: 'Auf diesem Server gibt es schon ein Mannschaftsturnier **{event}**.',
  teNoEvent:
    'Kein Mannschaftsturnier{event} auf diesem Server: ein Schiedsrichter legt es mit `/arbiter teamevent new` an.',
  teRoundsNeeded: 'Ein Mannschafts-Schweizer braucht die Zahl der Runden (`rounds`).',
  teRefused: 'Abgelehnt: {reason}. Nichts gespeichert.',
  teRefusedLine: '{where}: {reason}. Nichts gespeichert.',
  tePlayersMissing:
    'Gib die Spieler in Brettreihenfolge an (`players`, mit ; getrennt) oder eine Datei (`file`).',
  teTeamMissing: 'Nenne die Mannschaft (`team`), deren Spieler die Liste enthält.',
  teTeamAdded: '**{team}** als Nr. {no} von **{event}** gemeldet: {players}',
  teTeamsImported: '{count} Mannschaften in **{event}** aus {file} gemeldet: {teams}',
  teCaptainSet: 'Mannschaftsführer von **{team}** in **{event}**: {captain}',
  teLineupSet: '**{team}**, Runde {round}: {players}',
  teWarning: 'Warnung: {reason}',
  tePaired: '**{event}**, Runde {round} ausgelost (Heimmannschaft mit Weiß an Brett 1):',
  tePairedScheveningen:
    '**{event}**, Runde {round} ausgelost (jeder gegen jeden der anderen Mannschaft; Farben nach der Scheveninger Tabelle):',
  teBye: 'spielfrei: {team}',
  teFree: 'spielfrei: {team}',
  teNoMatch: '**{team}** hat in Runde {round} keinen Kampf.',
  teResultCount:
    '{found} Ergebnisse für {boards} Bretter: eines je Brett, Heim zuerst, mit ; getrennt, oder ein Brett mit `board`. Nichts gespeichert.',
  teBadResult:
    'Brett {board}: „{text}“ ist kein Brettergebnis (Heim zuerst wie auf dem Spielberichtsbogen: 1-0, 0-1, ½-½, +:-, -:+). Nichts gespeichert.',
  teEntered:
    '**{event}**, Runde {round}, Kampf {match}: **{home}** – **{away}**: {results} (Heim zuerst), eingetragen von {by}. Der Mannschaftsführer von **{other}** bestätigt mit dem Knopf.',
  teEntryGone: 'Diesen Eintrag gibt es nicht mehr.',
  teEntryConfirmed: 'Dieser Eintrag ist schon bestätigt.',
  teConfirmOther: 'Du hast diese Ergebnisse eingetragen: Der Mannschaftsführer von **{team}** bestätigt sie.',
  teNotConfirmer:
    'Diese Ergebnisse bestätigt nur der Mannschaftsführer von **{team}** oder ein Schiedsrichter.',
  teConfirmed:
    'Bestätigt von {by}: **{event}**, Runde {round}, Kampf {match}: **{home}** – **{away}** {score}{open}',
  teOpenBoards: ' (noch {count} Brett(er) ohne Ergebnis)',
  teStandings: '**{event}**: Tabelle nach Runde {round} (Mannschaftspunkte, dann {tiebreaks})',
  teStandingsGP: '**{event}**: Tabelle nach Runde {round} (Brettpunkte, dann {tiebreaks})',
  teCrosstable:
    '**{event}**: Kreuztabelle nach Runde {round} (Gegner, w oder s: die Farbe an Brett 1, Brettpunkte)',
  teCorrected:
    '**{event}**, Runde {round}, Kampf {match}: **{home}** – **{away}**: {results} korrigiert von {by}; jetzt {score}.',
  teBadScore:
    '„{text}“ ist kein Kampfergebnis für den ganzen Kampf: Heim zuerst, z. B. 2½-1½ oder 2,5:1,5 (ohne `board`). Nichts gespeichert.',
  teExported:
    '**{event}**: die TRF-2026-Mannschaftsdatei (für FIDEs Programme) und die Mannschaftsturnier-JSON (`rochade`).',
};
