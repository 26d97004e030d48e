import { isMainThread, parentPort, threadId, workerData } from 'node:worker_threads';
import type { Tournament } from '../../core/index.ts';
import { computeStandings, type StandingsOptions } from '../../core/standings/index.ts';
import { type PictureJob, renderTablePicture } from '../format/picture.ts';

/** The worker side of the render pool: pictures and standings off the bot's event loop. */
export const RENDER_WORKER = 'rochade-render-worker';

export type RenderJob =
  | ({ readonly id: number; readonly kind: 'picture' } & PictureJob)
  | {
      readonly id: number;
      readonly kind: 'standings';
      readonly tournament: Tournament;
      readonly options: StandingsOptions;
    };

export type RenderAnswer =
  | { readonly id: number; readonly ok: true; readonly value: unknown; readonly thread: number }
  | { readonly id: number; readonly ok: false; readonly bug: string };

export function answerRender(job: RenderJob): RenderAnswer {
  try {
    const value =
      job.kind === 'picture' ? renderTablePicture(job) : computeStandings(job.tournament, job.options);
    return { id: job.id, ok: true, value, thread: threadId };
  } catch (e) {
    return { id: job.id, ok: false, bug: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

const data = workerData as { role?: unknown } | null;
if (!isMainThread && data?.role === RENDER_WORKER) {
  const port = parentPort;
  port?.on('message', (job: RenderJob) => {
    const answer = answerRender(job);
    const png = answer.ok && answer.value instanceof Uint8Array ? [answer.value.buffer as ArrayBuffer] : [];
    port.postMessage(answer, png);
  });
}
