/** A block of cells to write, in A1 notation (`'Standings'!A1`). */
export interface ValueRange {
  readonly range: string;
  readonly values: readonly (readonly (string | number)[])[];
}

/**
 * What the bot needs from Google Sheets. Implementations: the Sheets API (`google.ts`) and an
 * in-memory fake (`memory.ts`) for tests.
 */
export interface SheetsGateway {
  /** Makes sure the spreadsheet has sheets with these titles (adds missing ones). */
  ensureSheets(spreadsheetId: string, titles: readonly string[]): Promise<void>;
  /** Clears the ranges, then writes the blocks; the write is one atomic batch request. */
  writeRanges(spreadsheetId: string, clear: readonly string[], data: readonly ValueRange[]): Promise<void>;
}

/** A1 sheet name quoted as the API wants it: `'Runde 1'`, embedded quotes doubled. */
export const quoteSheet = (title: string): string => `'${title.replace(/'/g, "''")}'`;
