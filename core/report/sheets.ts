import type { Standings } from '../standings/index.ts';
import type { Tournament } from '../tournament/model.ts';
import { makeCrosstableTable } from './crosstable.ts';
import { renderSheet, type SheetCell, type SheetOptions } from './render/sheet.ts';
import { makeStandingsTable } from './standings.ts';
import type { ReportLang } from './types.ts';

/** The sheets both Google Sheets products write after a change, by sheet title. */
export interface ResultSheets {
  readonly standings: SheetCell[][];
  readonly crosstable: SheetCell[][];
}

/**
 * The Standings and Crosstable sheets, as the bot's export and the add-on both write them: the
 * report's standings and crosstable tables, numbers as numbers, each with its legend below.
 */
export function makeResultSheets(
  t: Tournament,
  s: Standings,
  lang: ReportLang,
  o: Pick<SheetOptions, 'forceText'> = {},
): ResultSheets {
  return {
    standings: renderSheet(makeStandingsTable(t, s, lang), { ...o, legend: true }),
    // A Swiss's opponents by start number: the sheet's SNo column, so the add-on's POINTS and
    // BUCHHOLZ read the sheet back (they find a player by that column).
    crosstable: renderSheet(makeCrosstableTable(t, s, lang, s.roundRobin ? {} : { opponent: 'startNo' }), {
      ...o,
      legend: true,
    }),
  };
}
