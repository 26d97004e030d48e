import { isMainThread, parentPort, threadId, workerData } from 'node:worker_threads';
import { type PictureJob, renderTablePicture } from '../format/picture.ts';

/** The worker side of the render pool: draws pictures off the bot's event loop. */
export const RENDER_WORKER = 'rochade-render-worker';

export interface RenderJob extends PictureJob {
  readonly id: number;
}

export type RenderAnswer =
  | { readonly id: number; readonly ok: true; readonly png: Uint8Array; readonly thread: number }
  | { readonly id: number; readonly ok: false; readonly bug: string };

export function answerRender(job: RenderJob): RenderAnswer {
  try {
    return { id: job.id, ok: true, png: renderTablePicture(job), thread: threadId };
  } catch (e) {
    return { id: job.id, ok: false, bug: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

const data = workerData as { role?: unknown } | null;
if (!isMainThread && data?.role === RENDER_WORKER) {
  const port = parentPort;
  port?.on('message', (job: RenderJob) => {
    const answer = answerRender(job);
    port.postMessage(answer, answer.ok ? [answer.png.buffer as ArrayBuffer] : []);
  });
}
