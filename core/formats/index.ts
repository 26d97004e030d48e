// File and cell formats: TRF, crosstables (cells and text), Swiss notation, tournament JSON.
export * from './formatError.ts';
export { parseTrf, makeTrf, trfLosses, type TrfParsed, type TrfWriteOptions } from './trf.ts';
export * from './crosstable.ts';
export { buildRoundRobin, buildSwiss } from './crosstableBuild.ts';
export type { PairGame } from './crosstableCheck.ts';
export { headerKind } from './crosstableHeaders.ts';
export { splitTableText, type TextDelimiter } from './crosstableText.ts';
export { cellText, parseCellValue, type CellResult } from './cellValue.ts';
export * from './swissNotation.ts';
export * from './detect.ts';
export * from './tournamentJson.ts';
export * from './inputLimits.ts';
