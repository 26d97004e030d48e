import type { SheetsGateway, ValueRange } from './gateway.ts';

/** An in-memory spreadsheet store: what tests use instead of Google. */
export class MemorySheetsGateway implements SheetsGateway {
  readonly sheets = new Map<string, Set<string>>();
  readonly writes: { spreadsheetId: string; clear: readonly string[]; data: readonly ValueRange[] }[] = [];

  ensureSheets(spreadsheetId: string, titles: readonly string[]): Promise<void> {
    const set = this.sheets.get(spreadsheetId) ?? new Set<string>();
    for (const t of titles) set.add(t);
    this.sheets.set(spreadsheetId, set);
    return Promise.resolve();
  }

  writeRanges(spreadsheetId: string, clear: readonly string[], data: readonly ValueRange[]): Promise<void> {
    this.writes.push({ spreadsheetId, clear, data });
    return Promise.resolve();
  }

  /** The last block written to a range of a spreadsheet. */
  lastWrite(spreadsheetId: string, range: string): ValueRange['values'] | undefined {
    for (let i = this.writes.length - 1; i >= 0; i--) {
      const w = this.writes[i];
      const d = w?.spreadsheetId === spreadsheetId ? w.data.find((x) => x.range === range) : undefined;
      if (d) return d.values;
    }
    return undefined;
  }
}
