// Report tables (start list, pairings, standings, crosstable, DWZ, lists, player cards) and their
// pure renderers: every front end draws these.
export * from './types.ts';
export { REPORT_LABELS, fillLabel } from './labels.ts';
export { defaultReportLang, formatDateRange, makeReportHeader } from './header.ts';
export { rankCell, ratingBy, ratingSourceOf, type RatingSource } from './columns.ts';
export { teamTiebreakLegend, tiebreakLegend } from './tiebreakLegend.ts';
export { makeStartList, type StartListOptions } from './startList.ts';
export { makePairingsTable } from './pairings.ts';
export { formatTiebreak, makeStandingsTable } from './standings.ts';
export { makeCrosstableTable } from './crosstable.ts';
export { makeDwzReportTable } from './dwz.ts';
export { hasClubsOrFederations, makeAlphabeticalList, makeClubLists } from './lists.ts';
export { makePlayerCards } from './playerCards.ts';
export { cellText, tableTexts } from './render/cells.ts';
export { renderTextLegend, renderTextTable, type TextTableOptions } from './render/text.ts';
export { renderSheet, type SheetCell, type SheetOptions } from './render/sheet.ts';
export { makeResultSheets, type ResultSheets } from './sheets.ts';
export { makeTeamTable, type TeamTableOptions } from './teamTable.ts';
export { TEAM_REPORT_LABELS } from './teamLabels.ts';
export {
  makeLeagueStandingsTable,
  makeSeasonPlayersTable,
  makeTeamCrosstableTable,
  makeTeamReportHeader,
  makeTeamPlayersTable,
  makeTeamRoundTable,
  makeTeamStandingsTable,
  seasonBoardPlayers,
  teamEventRounds,
  teamTournamentBoardPlayers,
  type BoardPlayers,
} from './teamReports.ts';
