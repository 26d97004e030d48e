import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `tsFile` (relative to `self`, the caller's `import.meta.url`). Built
 * (dist/bot/main.js) the worker is the entry file itself, which starts the worker loop named by
 * `workerData.role` instead of the bot (main.ts checks `isMainThread`); from source (tests) the
 * TypeScript module is loaded through tsx.
 */
export function startWorker(self: string, tsFile: string, workerData: unknown): Worker {
  return self.endsWith('.ts')
    ? new Worker(throughTsx(new URL(tsFile, self).href), { eval: true, workerData })
    : new Worker(new URL(self), { workerData });
}

/** Worker source that registers tsx and imports a TypeScript module (running from source). */
function throughTsx(moduleUrl: string): string {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const apiUrl = pathToFileURL(api).href;
  return `import(${JSON.stringify(apiUrl)}).then((m) => { m.register(); return import(${JSON.stringify(moduleUrl)}); });`;
}
