import { defaultReportLang, makeResultSheets, type ResultSheets } from '../../core/report/index.ts';
import { computeStandings, type StandingsError } from '../../core/standings/index.ts';
import type { Result } from '../../core/index.ts';
import type { Tournament } from '../../core/tournament/index.ts';
import type { Logger } from '../log.ts';
import { getSheetLink, loadTournament } from '../storage/repo.ts';
import type { Store } from '../storage/store.ts';
import { quoteSheet, type SheetsGateway, type ValueRange } from './gateway.ts';

export const SHEET_TITLES = { crosstable: 'Crosstable', standings: 'Standings' } as const;

/**
 * The values of the Standings and Crosstable sheets for a tournament: the same sheets the add-on
 * writes (core/report). Values go RAW, so text like "-1" stays text without an apostrophe.
 */
export function exportSheetValues(
  t: Tournament,
  tiebreaks: readonly string[] | undefined,
): Result<ResultSheets, StandingsError> {
  const s = computeStandings(t, tiebreaks ? { tiebreaks } : {});
  return s.ok ? { ok: true, value: makeResultSheets(t, s.value, defaultReportLang(t)) } : s;
}

/**
 * Writes a linked tournament's crosstable and standings to its spreadsheet after changes. The
 * database is the source of truth: writes are debounced per tournament (one batch per burst of
 * changes) and failures are logged, never shown as a failed command.
 */
export class SheetsExporter {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly gateway: SheetsGateway;
  private readonly store: Store;
  private readonly log: Logger;
  private readonly debounceMs: number;

  constructor(gateway: SheetsGateway, store: Store, log: Logger, debounceMs = 2000) {
    this.gateway = gateway;
    this.store = store;
    this.log = log;
    this.debounceMs = debounceMs;
  }

  /** Schedules an export of the tournament (coalescing bursts). */
  schedule(tournamentId: number): void {
    const old = this.timers.get(tournamentId);
    if (old) clearTimeout(old);
    const timer = setTimeout(() => {
      this.timers.delete(tournamentId);
      this.track(this.exportNow(tournamentId));
    }, this.debounceMs);
    timer.unref();
    this.timers.set(tournamentId, timer);
  }

  private track(p: Promise<void>): void {
    const guarded = p.catch((e: unknown) => this.log.warn('sheets export failed', { error: String(e) }));
    this.running.add(guarded);
    void guarded.finally(() => this.running.delete(guarded));
  }

  /** Runs pending exports now and waits for all of them (shutdown, tests). */
  async flush(): Promise<void> {
    for (const [id, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(id);
      this.track(this.exportNow(id));
    }
    await Promise.all([...this.running]);
  }

  async exportNow(tournamentId: number): Promise<void> {
    const spreadsheetId = await getSheetLink(this.store.db, tournamentId);
    if (!spreadsheetId) return;
    const row = await this.store.db
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', tournamentId)
      .executeTakeFirst();
    if (!row) return;
    const lt = await loadTournament(this.store.db, row);
    const sheets = exportSheetValues(lt.tournament, lt.extra.tiebreaks);
    // Both sheets follow the standings (the crosstable from the core's one model): without them the
    // sheets keep the last export.
    if (!sheets.ok) {
      this.log.warn('sheets export: no standings', { error: sheets.error.message });
      return;
    }
    const data: ValueRange[] = [
      { range: `${quoteSheet(SHEET_TITLES.crosstable)}!A1`, values: sheets.value.crosstable },
      { range: `${quoteSheet(SHEET_TITLES.standings)}!A1`, values: sheets.value.standings },
    ];
    await this.gateway.ensureSheets(spreadsheetId, Object.values(SHEET_TITLES));
    await this.gateway.writeRanges(
      spreadsheetId,
      Object.values(SHEET_TITLES).map((t) => quoteSheet(t)),
      data,
    );
  }
}
