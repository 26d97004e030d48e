import type { CliIo } from '../../cli/command.ts';

/** A CliIo over an in-memory file map that records stdout, stderr and written files. */
export function memoryIo(files: Record<string, string | Uint8Array> = {}): CliIo & {
  out: string[];
  err: string[];
  written: Map<string, string | Uint8Array>;
  stdoutText: () => string;
  stderrText: () => string;
} {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, string | Uint8Array>();
  return {
    out,
    err,
    written,
    stdoutText: () => out.join(''),
    stderrText: () => err.join(''),
    cwd: '/',
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    readFile: (p) => {
      const f = files[p] ?? written.get(p);
      if (f === undefined) return Promise.reject(Object.assign(new Error(`ENOENT ${p}`), { code: 'ENOENT' }));
      return Promise.resolve(typeof f === 'string' ? new TextEncoder().encode(f) : f);
    },
    writeFile: (p, d) => {
      if (p.startsWith('/readonly/')) return Promise.reject(new Error('EACCES'));
      written.set(p, d);
      return Promise.resolve();
    },
  };
}
