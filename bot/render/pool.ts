import { isMainThread, type Worker } from 'node:worker_threads';
import type { Tournament } from '../../core/index.ts';
import type { computeStandings, StandingsOptions } from '../../core/standings/index.ts';
import type { PictureJob } from '../format/picture.ts';
import { startWorker } from '../workerThread.ts';
import type { ExportFormat } from './exports.ts';
import type { PdfJob } from '../../print/pdf.ts';
import type { computeSeasonPlayers, LeagueSeason } from '../../core/team/index.ts';
import type { ViewJob, ViewResult } from './views.ts';
import type { Locale } from '../i18n/index.ts';
import { RENDER_WORKER, type RenderAnswer, type RenderJob } from './worker.ts';

/** Builds views, draws table pictures and computes standings; the bot does none on its event loop. */
export interface Renderer {
  picture(job: PictureJob): Promise<Buffer>;
  /** A paged view (standings, table, page text, picture) built from the loaded tournament. */
  view(job: ViewJob): Promise<ViewResult>;
  /** The tournament as export files (TRF, CSV, JSON text). */
  exports(
    tournament: Tournament,
    formats: readonly ExportFormat[],
    locale?: Locale,
  ): Promise<Partial<Record<ExportFormat, string | Uint8Array>>>;
  standings(tournament: Tournament, options: StandingsOptions): Promise<StandingsResult>;
  /** A PDF of report tables (print/'s pdfkit machinery), e.g. a team match report. */
  pdf?(job: PdfJob): Promise<Uint8Array>;
  /** Each player's season and the season's DWZ evaluation of a league (core/team computeSeasonPlayers). */
  seasonPlayers?(season: LeagueSeason, endDate: string): Promise<ReturnType<typeof computeSeasonPlayers>>;
  close(): Promise<void>;
}

type StandingsResult = ReturnType<typeof computeStandings>;

type JobInput = RenderJob extends infer J ? (J extends RenderJob ? Omit<J, 'id'> : never) : never;

/**
 * One `worker_threads` worker drawing pictures and computing standings (workerThread.ts), started on first use, jobs in
 * order. It does not keep the process alive while idle; a crashed worker fails its jobs and is
 * replaced on the next one.
 */
export class RenderPool implements Renderer {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  /** Pictures handed to the worker so far. */
  jobs = 0;
  /** The thread that drew the last picture (the main thread is 0). */
  lastThread: number | undefined;

  async picture(job: PictureJob): Promise<Buffer> {
    const png = (await this.call({ kind: 'picture', ...job })) as Uint8Array;
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  }

  async view(job: ViewJob): Promise<ViewResult> {
    return (await this.call({ kind: 'view', ...job })) as ViewResult;
  }

  async exports(
    tournament: Tournament,
    formats: readonly ExportFormat[],
    locale?: Locale,
  ): Promise<Partial<Record<ExportFormat, string | Uint8Array>>> {
    return (await this.call({
      kind: 'exports',
      tournament,
      formats,
      ...(locale ? { locale } : {}),
    })) as Partial<Record<ExportFormat, string | Uint8Array>>;
  }

  async standings(tournament: Tournament, options: StandingsOptions): Promise<StandingsResult> {
    return (await this.call({ kind: 'standings', tournament, options })) as StandingsResult;
  }

  async seasonPlayers(
    season: LeagueSeason,
    endDate: string,
  ): Promise<ReturnType<typeof computeSeasonPlayers>> {
    return (await this.call({ kind: 'seasonPlayers', season, endDate })) as ReturnType<
      typeof computeSeasonPlayers
    >;
  }

  async pdf(job: PdfJob): Promise<Uint8Array> {
    return (await this.call({ kind: 'pdf', job })) as Uint8Array;
  }

  private call(job: JobInput): Promise<unknown> {
    const worker = this.worker ?? this.spawn();
    const id = this.nextId++;
    this.jobs += 1;
    return new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...job } as RenderJob);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }

  private spawn(): Worker {
    if (!isMainThread) throw new Error('the render pool runs on the main thread');
    const worker = startWorker(import.meta.url, './worker.ts', { role: RENDER_WORKER });
    worker.on('message', (a: RenderAnswer) => {
      const p = this.pending.get(a.id);
      this.pending.delete(a.id);
      if (this.pending.size === 0) worker.unref();
      if (!p) return;
      if (a.ok) this.lastThread = a.thread;
      if (a.ok) p.resolve(a.value);
      else p.reject(new Error(`rendering failed: ${a.bug}`));
    });
    const fail = (e: unknown): void => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render worker stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
