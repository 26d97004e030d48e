// Report tables (start list, pairings, standings, crosstable, DWZ) shared by the PDF, the web site and the bot.
export * from './types.ts';
export { REPORT_LABELS, fillLabel, type ReportLabels } from './labels.ts';
export { defaultReportLang, formatDateRange, formatReportDate, makeReportHeader } from './header.ts';
export { formatDwz, makeStartList } from './startList.ts';
export { makePairingsTable, RESULT_TEXT } from './pairings.ts';
export { formatTiebreak, makeStandingsTable, reportRank, reportRating } from './standings.ts';
export { makeCrosstableTable } from './crosstable.ts';
export { makeDwzReportTable } from './dwz.ts';
