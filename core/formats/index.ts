// File and cell formats: TRF, crosstables (cells and text), Swiss notation, tournament JSON.
export * from './formatError.ts';
export { parseTrf, makeTrf, pointsRound, type TrfParsed, type TrfWriteOptions } from './trf/trf.ts';
export * from './crosstable/crosstable.ts';
export { buildRoundRobin, buildSwiss } from './crosstable/build.ts';
export type { PairGame } from './crosstable/check.ts';
export { headerKind } from './crosstable/headers.ts';
export { splitTableText, type TextDelimiter } from './crosstable/text.ts';
export { cellText, parseCellValue, type CellResult } from './cellValue.ts';
export * from './notation/swissNotation.ts';
export * from './detect.ts';
export * from './json/tournamentJson.ts';
export { makeTeamTournamentJson } from './json/teamTournamentJson.ts';
export * from './inputLimits.ts';
export { parseEuropeanDate, type EuropeanDate } from './europeanDate.ts';
export { escapeIcsText, foldIcsLine, makeRoundsIcs, type IcsError, type IcsOptions } from './ics/ics.ts';
export * from './playerList/index.ts';
export * from './dwzReport/index.ts';
export {
  parseSwt,
  swtVersion,
  looksLikeSwt,
  type SwtFile,
  type SwtRecorded,
  type SwtTeamRecorded,
} from './swt/readSwt.ts';
export type { ForeignFile } from './signatures.ts';
export { UNKNOWN_BINARY } from './signatures.ts';
export { parseSwissManager, type SwissManagerFile } from './swissManager/readSwissManager.ts';
export { parseTrfTeam, hasTrfTeamRecords, type TrfTeamFile, type TrfTeamRecord } from './trf/team.ts';
export {
  makeLeagueCells,
  parseLeagueCells,
  type LeagueCrosstableOptions,
  type LeagueLayout,
  type LeagueParsed,
} from './league/crosstable.ts';
export * from './league/teamTable.ts';
export { formatLosses, type FormatLoss, type WriteTarget } from './losses.ts';
export { decodeText, type DecodedText } from './binary/text.ts';
export {
  FILE_FORMAT_IDS,
  FILE_FORMATS,
  fileFormatById,
  readTournamentFile,
  readTournamentText,
  type FileFormat,
  type FileFormatId,
  type FileRead,
  type FileTeam,
  type FileWriteOptions,
  type JsonTournamentReader,
  type ReadFileOptions,
} from './registry.ts';
export { asTournamentInProgress, lastPairedRoundOf } from './inProgress.ts';
