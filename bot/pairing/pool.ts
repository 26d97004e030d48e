import type { Worker } from 'node:worker_threads';
import type { Tournament } from '../../core/index.ts';
import { type PairedRound, pairSwissRound } from '../engines.ts';
import { UserError } from '../errors.ts';
import { startWorker } from '../workerThread.ts';
import { PAIRING_WORKER, type PairAnswer, type PairingWorkerData, type PairJob } from './worker.ts';

/** Computes Swiss pairings; the bot never runs a long pairing on its event loop. */
export interface PairingRunner {
  pairSwiss(t: Tournament, round: number): Promise<PairedRound>;
  close(): Promise<void>;
}

/** The engine on the calling thread (scripts and tests that do not care about the event loop). */
export const inProcessPairing: PairingRunner = {
  pairSwiss: async (t, round) => pairSwissRound(t, round),
  close: async () => {},
};

/**
 * One `worker_threads` worker running the pairing engine (workerThread.ts), started on first use,
 * jobs in order. The worker does not keep the process alive while idle; a crashed worker fails its
 * jobs and is replaced on the next one.
 */
export class PairingPool implements PairingRunner {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(v: PairedRound): void; reject(e: unknown): void }>();
  private readonly workerData: PairingWorkerData;
  /** Jobs handed to the worker so far. */
  jobs = 0;

  constructor(opts: { readonly minJobMs?: number } = {}) {
    this.workerData = {
      role: PAIRING_WORKER,
      ...(opts.minJobMs !== undefined ? { minJobMs: opts.minJobMs } : {}),
    };
  }

  pairSwiss(tournament: Tournament, round: number): Promise<PairedRound> {
    const worker = this.worker ?? this.spawn();
    const id = this.nextId++;
    this.jobs += 1;
    const job: PairJob = { id, tournament, round };
    return new Promise<PairedRound>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }

  private spawn(): Worker {
    const worker = startWorker(import.meta.url, './worker.ts', this.workerData);
    worker.on('message', (a: PairAnswer) => {
      const p = this.pending.get(a.id);
      this.pending.delete(a.id);
      if (this.pending.size === 0) worker.unref();
      if (!p) return;
      if (a.ok) p.resolve(a.value);
      else if (a.refusal) p.reject(new UserError(a.refusal.key, a.refusal.params, a.refusal.core));
      else p.reject(new Error(`pairing failed: ${a.bug ?? 'unknown error'}`));
    });
    const fail = (e: unknown): void => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the pairing worker stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
