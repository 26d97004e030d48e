// Report tables (start list, pairings, standings, crosstable, DWZ) shared by the PDF, the web site and the bot.
export * from './types.ts';
export { REPORT_LABELS, fillLabel } from './labels.ts';
export { defaultReportLang, formatDateRange, makeReportHeader } from './header.ts';
export { makeStartList } from './startList.ts';
export { makePairingsTable } from './pairings.ts';
export { formatTiebreak, makeStandingsTable, reportRank } from './standings.ts';
export { makeCrosstableTable } from './crosstable.ts';
export { makeDwzReportTable } from './dwz.ts';
