import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { CoreError, Tournament } from '../../core/index.ts';
import { type PairedRound, pairSwissRound } from '../engines.ts';
import { isUserError } from '../errors.ts';
import type { MessageKey } from '../i18n/index.ts';

/** The worker side of the pairing pool: runs the engine off the bot's event loop. */
export const PAIRING_WORKER = 'rochade-pairing-worker';

export interface PairingWorkerData {
  readonly role: typeof PAIRING_WORKER;
  /** Tests: every job takes at least this long (the worker thread blocks, as a slow engine would). */
  readonly minJobMs?: number;
}

export interface PairJob {
  readonly id: number;
  readonly tournament: Tournament;
  readonly round: number;
}

export type PairAnswer =
  | { readonly id: number; readonly ok: true; readonly value: PairedRound }
  | {
      readonly id: number;
      readonly ok: false;
      /** An expected refusal (no pairing possible), rebuilt as a UserError by the pool. */
      readonly refusal?: {
        readonly key: MessageKey;
        readonly params: Readonly<Record<string, string | number>>;
        /** The core's error behind it (plain data: it crosses the thread as it is). */
        readonly core?: CoreError;
      };
      readonly bug?: string;
    };

export function answerJob(job: PairJob): PairAnswer {
  try {
    return { id: job.id, ok: true, value: pairSwissRound(job.tournament, job.round) };
  } catch (e) {
    if (isUserError(e))
      return {
        id: job.id,
        ok: false,
        refusal: { key: e.key, params: e.params, ...(e.core ? { core: e.core } : {}) },
      };
    return { id: job.id, ok: false, bug: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

const data = workerData as Partial<PairingWorkerData> | null;
if (!isMainThread && data?.role === PAIRING_WORKER) {
  const minJobMs = data.minJobMs ?? 0;
  const port = parentPort;
  port?.on('message', (job: PairJob) => {
    const started = Date.now();
    const answer = answerJob(job);
    const left = minJobMs - (Date.now() - started);
    if (left > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, left);
    port.postMessage(answer);
  });
}
