import { isMainThread, parentPort, threadId, workerData } from 'node:worker_threads';
import type { Tournament } from '../../core/index.ts';
import { computeStandings, type StandingsOptions } from '../../core/standings/index.ts';
import { type PictureJob, renderTablePicture } from '../format/picture.ts';
import { buildExports, type ExportFormat } from './exports.ts';
import { buildView, type ViewJob } from './views.ts';
import { renderReportPdf, type PdfJob } from '../../print/pdf.ts';
import { computeSeasonPlayers, type LeagueSeason } from '../../core/team/index.ts';
import type { Locale } from '../i18n/index.ts';

/** The worker side of the render pool: views, pictures and standings off the bot's event loop. */
export const RENDER_WORKER = 'rochade-render-worker';

export type RenderJob =
  | ({ readonly id: number; readonly kind: 'picture' } & PictureJob)
  | {
      readonly id: number;
      readonly kind: 'standings';
      readonly tournament: Tournament;
      readonly options: StandingsOptions;
    }
  | ({ readonly id: number; readonly kind: 'view' } & ViewJob)
  | {
      readonly id: number;
      readonly kind: 'exports';
      readonly tournament: Tournament;
      readonly formats: readonly ExportFormat[];
      readonly locale?: Locale;
    }
  | { readonly id: number; readonly kind: 'pdf'; readonly job: PdfJob }
  | {
      readonly id: number;
      readonly kind: 'seasonPlayers';
      readonly season: LeagueSeason;
      readonly endDate: string;
    };

export type RenderAnswer =
  | { readonly id: number; readonly ok: true; readonly value: unknown; readonly thread: number }
  | { readonly id: number; readonly ok: false; readonly bug: string };

export async function answerRender(job: RenderJob): Promise<RenderAnswer> {
  try {
    if (job.kind === 'pdf')
      return { id: job.id, ok: true, value: (await renderReportPdf(job.job)).bytes, thread: threadId };
    if (job.kind === 'seasonPlayers')
      return {
        id: job.id,
        ok: true,
        value: computeSeasonPlayers(job.season, { endDate: job.endDate }),
        thread: threadId,
      };
    const value =
      job.kind === 'picture'
        ? renderTablePicture(job)
        : job.kind === 'view'
          ? buildView(job)
          : job.kind === 'exports'
            ? await buildExports(job.tournament, job.formats, job.locale)
            : computeStandings(job.tournament, job.options);
    return { id: job.id, ok: true, value, thread: threadId };
  } catch (e) {
    return { id: job.id, ok: false, bug: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

const data = workerData as { role?: unknown } | null;
if (!isMainThread && data?.role === RENDER_WORKER) {
  const port = parentPort;
  port?.on('message', (job: RenderJob) => {
    void answerRender(job).then((a) => {
      const { answer, transfer } = transferablePng(a);
      port.postMessage(answer, transfer);
    });
  });
}

/**
 * The answer with its PNG (if any) in memory of its own, listed for transfer so it moves to the main
 * thread instead of being copied. A small Buffer lives in Node's shared allocation pool, which cannot
 * be transferred (DataCloneError) and must not be: it holds other Buffers' bytes too. One copy here
 * costs a memcpy of at most a few megabytes.
 */
export function transferablePng(answer: RenderAnswer): {
  readonly answer: RenderAnswer;
  readonly transfer: ArrayBuffer[];
} {
  if (!answer.ok) return { answer, transfer: [] };
  const value = answer.value;
  const picture =
    value instanceof Uint8Array ? value : (value as { picture?: unknown } | null | undefined)?.picture;
  if (!(picture instanceof Uint8Array)) return { answer, transfer: [] };
  const own = new Uint8Array(picture);
  const moved = value === picture ? own : { ...(value as object), picture: own };
  return { answer: { ...answer, value: moved }, transfer: [own.buffer] };
}
