/** English messages; `{name}` placeholders. The key list is the source of truth for MessageKey. */
export const en = {
  // refusals
  notArbiter: 'Only arbiters can do this (Manage Server permission or the arbiter role).',
  guildOnly: 'This command works only on a server.',
  noTournament:
    'There is no tournament on this server yet. An arbiter creates one with /arbiter tournament create.',
  selectTournament: 'Several tournaments are running: choose one for this channel with /tournament select.',
  tournamentNotFound: 'There is no tournament called “{name}” on this server.',
  tournamentExists: 'A tournament called “{name}” already exists on this server.',
  alreadyJoined: 'You are already registered in this tournament.',
  alreadyStarted: 'The tournament has already started.',
  notStarted: 'The tournament has not started yet (/arbiter tournament start).',
  finished: 'The tournament is finished.',
  tooFewPlayers: 'At least {min} players are needed to start.',
  notRegistered: 'You are not registered in this tournament.',
  playerNotFound: 'No player “{name}” in this tournament.',
  matchNotDoubleSwiss: 'Match results are for Double-Swiss tournaments; report the game as 1-0, ½-½ or 0-1.',
  matchSyntax: '"{text}" is no match result; write it as 2-0, 1½-½, 1,5:0,5, 1-1, ½-1½ or 0-2.',
  matchHalfZero:
    '"{text}" needs a game scored ½-0 or 0-0, which cannot be recorded: enter the two games one by one.',
  matchTotal: '"{text}": the two games of a match give 2 points in all.',
  matchNotGame2:
    'A match result is entered on game 2, once game 1 (round {round}) has its result: enter game 1 as 1-0, ½-½ or 0-1.',
  matchRuledOut: '"{text}" cannot follow game 1 (round {round}: {white} – {black} {game1}).',
  noOpenGame: 'You have no open game against {name} in this tournament.',
  noGameInRound: 'You have no game against {name} in round {round}.',
  alreadyReported:
    'This game already has a result: {result} (reported by {by}). The opponent can confirm it; an arbiter can correct it.',
  notYourGame: 'You can only report your own games.',
  notOpponent: 'Only the opponent of the reporting player can confirm or dispute this result.',
  alreadyConfirmed: 'This result was already {state}.',
  gameNotFound: 'There is no game on board {board} in round {round}.',
  noResultYet: 'This game has no result yet: use /arbiter result set.',
  roundIncomplete: 'Round {round} is not finished: open boards {boards}.',
  allRoundsPaired: 'All {rounds} rounds have been paired.',
  pairingFailed: 'No pairing is possible for round {round}: {reason}',
  changedWhilePairing: 'The tournament changed twice while the round was being paired. Please pair again.',
  unsupported: 'This is not available yet: {what}.',
  badGames: 'Cannot read the games “{text}”: write them as score:rating, e.g. `1:1900,0.5:2000,0:1750`.',
  badResult: 'Unknown result “{text}”.',
  badRound: 'Round {round} does not exist (1–{max}).',
  byeExists: 'There is already a bye for round {round}.',
  byeRoundPaired: 'Round {round} is already paired; a bye must be requested before pairing.',
  alreadyWithdrawn: 'The player has already withdrawn.',
  needRating: 'Give a rating or register one first with /rating set.',
  noAttachment: 'Attach a TRF, CSV or JSON file.',
  noLeague:
    'No league on this server yet. An arbiter links one with /arbiter league import (a team-event JSON or a league crosstable exported as CSV).',
  leagueImported: 'League "{league}" linked: {teams} teams, {matches} matches.',
  leagueTitle: '{league} — league table',
  leaguePlayersTitle: '{league} — {team}: line-ups and players',
  noLeaguePlayers:
    'This league has no players: an arbiter imports a league file with line-ups (/arbiter league import).',
  noLeagueTeam: 'No team "{team}" in this league (teams: {teams}).',
  teamTableTitle: 'Team table',
  importFailed: 'The file could not be read: {reason}',
  attachmentTooLarge: 'The file is too large (max {max} KB).',
  noSheetsConfigured: 'The Google Sheets export is not configured on this bot (GOOGLE_SERVICE_ACCOUNT_JSON).',
  badSpreadsheetId: 'That does not look like a spreadsheet id or link.',
  engineMissing: 'The {what} engine is not available in this build.',
  // generic
  internalError:
    'Something went wrong on our side. The error was logged; please try again or tell an arbiter.',
  duplicate: 'This request was already processed.',
  // answers
  created: 'Tournament **{name}** created ({system}, {rounds} rounds). Members can now /tournament join.',
  joined: '{name} joined **{tournament}** (start number {no}).',
  added: '{name} added to **{tournament}** (start number {no}).',
  started: '**{tournament}** has started with {players} players ({system}).',
  startedSwiss: 'Pair round 1 with /arbiter tournament pair.',
  roundAnnounce: '**{tournament}** — round {round}',
  byeLine: '{name}: bye ({kind})',
  withdrawn: '{name} has withdrawn from **{tournament}** after round {round}.',
  byeRequested: '{name}: {kind} bye requested for round {round}.',
  selected: 'This channel now uses **{tournament}**.',
  listEmpty: 'No tournaments on this server yet.',
  listTitle: 'Tournaments',
  statusTitle: '{tournament}',
  statusLine: '{system} · {players} players · round {round} of {rounds} · {status}',
  status_registration: 'registration',
  status_running: 'running',
  status_finished: 'finished',
  openGames: 'Open games in round {round}: {count}',
  reported:
    'Result recorded: {white} – {black} **{result}** (round {round}). {opponent}, please confirm or dispute.',
  confirmButton: 'Confirm',
  disputeButton: 'Dispute',
  confirmed: 'Result confirmed: {white} – {black} **{result}** (round {round}).',
  disputed:
    'Result disputed by {by}: {white} – {black} is open again; an arbiter decides with /arbiter result set.',
  resultSet: 'Round {round}, board {board}: {white} – {black} **{result}**.',
  historyEmpty: 'No changes recorded yet.',
  historyTitle: 'Result history',
  pairingsTitle: '{tournament} — pairings round {round}',
  noPairings: 'Round {round} has not been paired yet.',
  standingsTitle: '{tournament} — standings',
  standingsAfter: '{tournament} — standings after round {round}',
  crosstableTitle: '{tournament} — crosstable',
  ratingSaved: 'Saved: {ratings}.',
  dwzEstimateTitle: 'DWZ estimate (unofficial)',
  dwzEstimate:
    'Old DWZ {old} → new DWZ **{new}** (index {index}) from {games} games, {score} points; expected {expected}. Rules: {rules}.',
  dwzWhatIf: 'Against {opponent}: win → **{win}**, draw → **{draw}**, loss → **{loss}**. Rules: {rules}.',
  eloEstimateTitle: 'Elo estimate (unofficial)',
  eloEstimate:
    'Elo {old} → **{new}** ({change}) from {games} games, {score} points, K = {k}. Rules: {rules}.',
  unofficial: 'Unofficial estimate: the rating agency’s evaluation decides.',
  arbiterRoleSet: 'Arbiters are now members with Manage Server or the role {role}.',
  arbiterRoleCleared: 'Arbiters are now members with Manage Server.',
  sheetLinked: 'Spreadsheet linked: the crosstable and standings are written there after each change.',
  exported: 'Export of **{tournament}**.',
  playerListImported:
    'Player list **{file}** stored for this server ({players} players, {rated} with a DWZ): /tournament join and /dwz estimate take a member’s DWZ from it.',
  playerLinked:
    'You are linked to **{name}** ({id}, DWZ {dwz}) of this server’s player list: /tournament join and /dwz estimate take your DWZ from it.',
  badListLink:
    'Give a player of the list (pick one while typing a name), a ZPS and member number like C0327-1088, a DSB id or a FIDE id, not “{text}”.',
  notInPlayerList: 'Nobody in this server’s player list has {text} (or several people do).',
  noPlayerList:
    'This server has no player list yet: an arbiter imports it with /arbiter tournament import-list.',
  imported: 'Imported **{tournament}** ({players} players, {games} games).',
  none: '—',
  estimateFailed: 'No estimate: {reason}',
  backupDone:
    "Backup made on the bot's server: `{file}` ({kb} KB). The bot's administrator keeps it and copies it elsewhere.",
  backupNotAvailable: 'This bot stores its data in PostgreSQL: its administrator backs it up with pg_dump.',
  teamNotFound:
    'This server has no club team “{team}” (teams: {teams}). An arbiter links one with /arbiter team link.',
  leagueTeamNotFound: 'The league **{league}** has no team “{team}” (teams: {teams}).',
  teamLinked:
    'Club team **{team}** (no. {rank} of the club) is linked to **{leagueTeam}** of the league **{league}**.',
  captainSet: 'Captain of **{team}**: {captain}.',
  captainMissing: 'Give a role or a member as captain.',
  notCaptain: 'Only the captain of **{team}** or an arbiter may do that.',
  playersImported: '**{team}**: {count} registered players in board order: {names}',
  playerAdded: '**{team}**: {name} is registered as no. {no}{member}.',
  noTeamPlayersInLeague:
    'The league file has no players for **{team}**: add them one by one with the option `player`.',
  noFixture: '**{team}** has no match in round {round} in the league file.',
  badDeadline: 'The deadline “{text}” is not a date and time like 2026-03-14 18:00 (Berlin time).',
  needDeadline: 'The league file gives no date for round {round}: give a deadline like 2026-03-14 18:00.',
  deadlinePassed: 'The deadline {deadline} has already passed: give a later one.',
  availabilityPost:
    '**{team}** – round {round} against **{opponent}**{date}\nWho can play? Answer with a button by {deadline} (Berlin time).',
  availableLabel: 'Available',
  notAvailableLabel: 'Not available',
  maybeLabel: 'Maybe',
  answerStored: 'Stored: **{answer}** for {team}, round {round}. You can change it until {deadline}.',
  answerClosed: 'The answers for {team}, round {round} closed at {deadline}: tell the captain directly.',
  notClubPlayer:
    'You are not linked to a registered player of this club’s teams: the captain or an arbiter links you with /arbiter team import.',
  noMatchDay: 'No availability question for **{team}**, round {round} yet: /team availability.',
  matchDayGone: 'This match day no longer exists.',
  overviewTitle: '{team} – round {round}: availability',
  answerYes: 'available',
  answerNo: 'not available',
  answerMaybe: 'maybe',
  answerNone: 'no answer',
  answerUnlinked: 'no member linked',
  reservesHeading: 'From other teams',
  lineupTitle: '{team} – round {round}: line-up',
  lineupProposed:
    'Proposed from the registered order and the available players; the captain changes it with the option `players`.',
  lineupStored: 'Line-up stored.',
  lineupOk: 'No line-up rule broken.',
  lineupUnknownPlayer: '“{name}” is not a registered player of this club’s teams: nothing stored.',
  lineupTooLong: 'The line-up has {count} boards; the league plays {boards}: nothing stored.',
  emptyBoard: '(empty)',
  breakBoardOrder:
    'board {board}: {player} belongs on board {expected} by the registered order (tolerance {limit})',
  breakHigherTeam: 'board {board}: {player} is registered for the higher team {team}',
  breakReserve: 'board {board}: {player} of {team} may not stand in (this league allows no reserves)',
  breakReserveLimit:
    'board {board}: {player} of {team} has stood in above {games} times already (at most {limit})',
  breakFixed: 'board {board}: {player} is fixed to {team} after {games} games there (festgespielt)',
  breakNotRegistered: 'board {board}: {player} is in no team’s list',
  breakTwice: 'board {board}: {player} already plays on another board',
  badTeamList:
    'The list has no player name in line {line} (“{found}”): one player a line, or a CSV with a column Name.',
  // the director's workflow (core/workflow)
  workflowRefused: 'Refused: {reason}',
  resultExistsUseCorrect: 'Refused: {reason}. To change it: /arbiter result correct.',
  lateEntryMissed: 'Late entry: not paired in round(s) {rounds} (no points); paired from round {next}.',
  lateEntryRenumbered:
    'The start list was numbered again by rating (the numbers stay provisional until round 3).',
  playerEdited: '{name} (start number {no}) changed: {fields}.',
  playerUnchanged: '{name} (start number {no}): nothing to change.',
  playerRemoved: '{name} was taken off the start list of **{tournament}**; the numbers closed up.',
  roundUnpaired:
    'Round {round} of **{tournament}** was taken back: pair it again with /arbiter tournament pair.',
  resultsTakenBack: 'Results taken back: {results}.',
  resultCorrected: 'Round {round}, board {board}: {white} – {black} corrected from {from} to **{result}**.',
  correctedAfterPairing:
    'Round {next} is already paired and stays as it is; the corrected result counts for the rounds still to be paired.',
  workflowHistoryTitle: 'History of {tournament}',
  historyPage: 'Page {page} of {pages} (option page)',
  history_register: 'registered {player}',
  history_editPlayer: 'edited {player}: {fields}',
  history_removePlayer: 'removed {player}',
  history_lateEntry: 'late entry {player}, paired from round {round}',
  history_requestBye: '{to} requested by {player} for round {round}',
  history_withdraw: '{player} withdrawn after round {round}',
  history_pairRound: 'round {round} paired',
  history_unpairRound: 'round {round} taken back',
  history_recordResult: 'round {round}, board {board}: {game} {to}',
  history_correctResult: 'round {round}, board {board}: {game} corrected from {from} to {to}',
  noSuchBoard:
    'The match of **{team}** in round {round} has boards 1 to {boards}; there is no board {board}: nothing stored.',
  badBoardResult:
    '“{text}” is no board result: type it home team first as on the score sheet, e.g. 1-0, 0-1, ½-½, +:- or -:+. Nothing stored.',
  notResultEnterer:
    'Only the captain of **{team}**, an arbiter, or the player on board {board} enters this result.',
  matchAlreadyIn: 'The match of **{team}** in round {round} is already in the league file.',
  resultTooEarly: 'Results of **{team}**, round {round} are entered on the match day ({date}), not before.',
  boardConfirmed: 'Board {board} of **{team}**, round {round} is already confirmed.',
  confirmBySomeoneElse:
    'You entered this result: the opposing captain or another player of **{team}** confirms it.',
  notResultConfirmer:
    'Board {board} of **{team}**, round {round} is confirmed by the opposing captain or another player of the team.',
  boardResultEntered:
    '**{team}** – round {round} against **{opponent}**, board {board}: {home} – {away} **{result}** (home team first), entered by {by}. To be confirmed by the opposing captain or another player of the team.',
  confirmResultLabel: 'Confirm',
  boardResultConfirmed: '**{team}**, round {round}, board {board}: **{result}** confirmed by {by}.',
  matchScoreSoFar: '{home} – {away} {score} ({confirmed} of {boards} boards confirmed)',
  leagueTableUpdated:
    'The match is in the league file: **{league}** place {rank} of {teams}, {mp} match points (/league standings).',
  reportRound: 'round {round}',
  reportBoard: 'Board',
  reportHome: 'Home (DWZ)',
  reportAway: 'Away (DWZ)',
  reportResult: 'Result',
  reportOpenBoards:
    '{count} board(s) without a confirmed result (marked ?): not counted in the score and left empty in the CSV.',
  jobRemind:
    'Reminder – **{team}**, round {round} against **{opponent}**: who can play? {members}, please answer with a button by {deadline} (Berlin time).',
  jobCloses:
    '**{team}**, round {round} against **{opponent}**: the answers are closed. Available {yes}, not available {no}, maybe {maybe}, no answer {none}.',
  jobLineupDue:
    '**{team}**, round {round} against **{opponent}** is today: {captain}the line-up is due (/team lineup).',
  jobResultsDue:
    '**{team}**, round {round} against **{opponent}**: the results are due; {confirmed} board(s) confirmed so far (/team result).',
  jobLate: '(Sent late: it was due {due}, when the bot was not running.)',
  dmRemind:
    'Reminder – **{team}**, round {round} against **{opponent}**: who can play? Please answer with a button in <#{channel}> by {deadline} (Berlin time).',
  dmLineupDue:
    '**{team}**, round {round} against **{opponent}** is today and no line-up is stored yet: please set it (/team lineup in <#{channel}>).',
  dmResultsDue:
    '**{team}**, round {round} against **{opponent}**: the results are due; board(s) {boards} have no confirmed result yet (/team result in <#{channel}>).',
  jobResultsOpen:
    '{members}: **{team}**, round {round} against **{opponent}**: board(s) {boards} still have no confirmed result (/team result).',
  dmRoundRemind:
    '**{tournament}**, round {round}: your game (board {board}, {white} – {black}) has no result yet. The round closes {deadline} (Berlin time): report it with /result report in <#{channel}>.',
  jobRoundRemind:
    'Reminder – **{tournament}**, round {round}: {members}, your game has no result yet. The round closes {deadline} (Berlin time): report it with /result report.',
  jobRoundDue:
    '**{tournament}**, round {round}: the deadline {deadline} has passed with {count} game(s) without a result: {boards} (/arbiter schedule overdue).',
  roundDeadlineSet:
    'Deadline of **{tournament}**, round {round}: {deadline} (Berlin time). Players without a result are reminded a day before; at the deadline the open games are listed in this channel.',
  roundDeadlineCleared: 'The deadline of **{tournament}**, round {round} is removed.',
  roundDeadlineNone: '**{tournament}**, round {round} has no deadline to remove.',
  roundDeadlineBadRound: '**{tournament}** has {rounds} rounds: there is no round {round}.',
  overdueNoDeadline: '**{tournament}** has no round deadline (set one with /arbiter schedule deadline).',
  overdueNone: 'No game of **{tournament}** is past its round deadline.',
  overdueHead: 'Games of **{tournament}** past their round deadline ({now}):',
  overdueMore: '… and {count} more (report or set their results to shorten the list)',
  overdueLine: 'round {round}, board {board}: {white} – {black} (deadline {deadline})',
  reminderSettings: 'Reminders on this server: {reminders}. Discord scheduled events: {events}.',
  remindersByDm: 'by direct message (a mention in the channel for members who accept no DMs)',
  remindersByMention: 'by mention in the channel',
  eventsOn: 'match days and round deadlines become events',
  eventsOff: 'off',
  eventMatchName: '{team} – {opponent} (round {round})',
  eventMatchDescription: 'Who can play? Answer in the channel by {deadline} (Berlin time).',
  eventRoundName: '{tournament}: round {round}',
  eventRoundLocation: 'Games by arrangement until {deadline}',
  resultChangedSince:
    'Board {board} of **{team}**, round {round} was entered again since: now **{result}**. Confirm it under the newer message.',
  statsTitle: '{team} ({league}): the season of each player',
  statsPlayerTitle: '{name}: the season in each team',
  statsNo: 'No',
  statsTeam: 'Team',
  statsPlayer: 'Player',
  statsBoards: 'Boards',
  statsGames: 'G',
  statsPoints: 'Pts',
  statsPerformance: 'Perf',
  statsNewDwz: 'New DWZ',
  statsReserveMark: 'R',
  statsFooter:
    'G: games, forfeits included; Perf: performance of the games over the board. DWZ: one evaluation of all board games of the league by the DSB-Wertungsordnung (unofficial), end date {endDate}. {reserve}: reserve from another team.',
  statsPlayerNotFound: '“{name}” has no season in the club’s teams (the team asked for: **{team}**).',
  seasonDwzFailed: 'The season of **{league}** cannot be evaluated: {reason}',
  seasonUpdated: 'Season and DWZ updated (/team stats): {players}',
  seasonUpdatedNoDwz: 'Season updated (/team stats); the DWZ evaluation failed: {reason}',
  teamPlayerNotFound:
    '“{name}” is not a registered player of this club’s teams: nothing stored. The captain or an arbiter registers players with /arbiter team import.',
  teamPlayerAmbiguous:
    '“{name}” fits several registered players: {names}. Type the full name or give the team.',
  teamPlayerTaken:
    '**{name}** is linked to {member} already: nothing changed. If that is wrong, the captain corrects it with /team link-player and the member.',
  teamPlayerLinkedSelf:
    'You are linked to **{name}** ({teams}): the availability buttons and your board’s results know you now.',
  teamPlayerLinkedOther: '**{name}** ({teams}) is now linked to {member}.',
  teamFileNoTeams: 'This {format} file is an individual tournament: it holds no teams to import.',
  teamNotInFile: 'The {format} file has no team **{team}**; its teams: {teams}. Nothing stored.',
  pdfHome: 'Home',
  pdfAway: 'Away',
  opponentNotInList:
    '“{name}” is not on the list of **{team}** in the league file: nothing stored. Its players: {names}',
  notClubPlayerSelfLink:
    'You are not linked to a registered player of this club’s teams: link yourself with /team link-player (your name in the registered list), or ask the captain.',
  opponentOnOtherBoard:
    '{name} is already the opponent on board {board} of **{team}**, round {round}: nothing stored. Enter that board again to change it.',
  teEventCreated:
    'Team event **{event}** created: {system}, {boards} boards, {rounds} rounds, board order: {order}. Next: register the teams in their initial order with `/arbiter teamevent team`, players in board order.',
  teEventExists: 'There is already a team event **{event}** on this server.',
  teNoEvent: 'No team event{event} on this server: an arbiter creates one with `/arbiter teamevent new`.',
  teRoundsNeeded: 'A team Swiss needs its number of rounds (`rounds`).',
  teRefused: 'Refused: {reason}. Nothing stored.',
  teRefusedLine: '{where}: {reason}. Nothing stored.',
  tePlayersMissing: 'Give the players in board order (`players`, separated by ;) or a file (`file`).',
  teTeamMissing: 'Name the team (`team`) whose players the list holds.',
  teTeamAdded: '**{team}** registered as no. {no} of **{event}**: {players}',
  teTeamsImported: '{count} teams registered in **{event}** from {file}: {teams}',
  teCaptainSet: 'Captain of **{team}** in **{event}**: {captain}',
  teLineupSet: '**{team}**, round {round}: {players}',
  teWarning: 'Warning: {reason}',
  tePaired: '**{event}**, round {round} paired (home team White on board 1):',
  tePairedScheveningen:
    '**{event}**, round {round} paired (each player meets each player of the other team; colours by the Scheveningen table):',
  teBye: 'bye: {team}',
  teFree: 'free: {team}',
  teNoMatch: '**{team}** has no match in round {round}.',
  teResultCount:
    '{found} results for {boards} boards: one per board, home team first, separated by ;, or one board with `board`. Nothing stored.',
  teBadResult:
    'Board {board}: “{text}” is no board result (home team first as on the score sheet: 1-0, 0-1, ½-½, +:-, -:+). Nothing stored.',
  teEntered:
    '**{event}**, round {round}, match {match}: **{home}** – **{away}**: {results} (home team first), entered by {by}. The captain of **{other}** confirms with the button.',
  teEntryGone: 'This entry no longer exists.',
  teEntryConfirmed: 'This entry is already confirmed.',
  teConfirmOther: 'You entered these results: the captain of **{team}** confirms them.',
  teNotConfirmer: 'Only the captain of **{team}** or an arbiter confirms these results.',
  teConfirmed:
    'Confirmed by {by}: **{event}**, round {round}, match {match}: **{home}** – **{away}** {score}{open}',
  teOpenBoards: ' ({count} board(s) still without a result)',
  teStandings: '**{event}**: standings after round {round} (match points, then {tiebreaks})',
  teStandingsGP: '**{event}**: standings after round {round} (game points, then {tiebreaks})',
  teCrosstable:
    '**{event}**: crosstable after round {round} (opponent, w or b: the colour of board 1, game points)',
  teCorrected:
    '**{event}**, round {round}, match {match}: **{home}** – **{away}**: {results} corrected by {by}; now {score}.',
  teBadScore:
    '“{text}” is no match score for the whole match: home team first, e.g. 2½-1½ or 2,5:1,5 (without `board`). Nothing stored.',
  teExported:
    "**{event}**: the TRF-2026 team file (FIDE's tools read it) and the team tournament JSON (`rochade`).",
} as const;

export type MessageKey = keyof typeof en;
