/**
 * Loads a command of the built CLI (dist/cli/commands/NAME.cjs, see scripts/build.mjs) with V8's code
 * cache, on every Node version: compiling a command's code is most of a short run's own time, and
 * Node 20 caches nothing itself (module.enableCompileCache is Node 22.1+, ESM loading takes no cached
 * data). The first run compiles and, at exit, stores the code V8 compiled for the whole run (the
 * functions the command ran included); later runs take it from there. V8 checks the data against the
 * source and its own version and flags and rejects what does not fit, which is then rewritten.
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off, NODE_COMPILE_CACHE=DIR moves it, as for Node's own cache.
 * Only the built CLI uses this; tests and tsx import the command modules directly.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

interface Loaded {
  readonly script: vm.Script;
  readonly cacheFile: string;
  /** What every cache file of this bundle starts with. */
  readonly prefix: string;
}
const fresh: Loaded[] = [];

/**
 * The directory for this user's cached code, made private on first use, or undefined when caching
 * is off or the directory is not this user's alone (cached code is run as is: nobody else may write it).
 */
function cacheDir(): string | undefined {
  if (process.env['NODE_DISABLE_COMPILE_CACHE']) return undefined;
  const uid = process.getuid?.();
  const dir = join(process.env['NODE_COMPILE_CACHE'] || tmpdir(), `rochade-${uid ?? 'user'}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = statSync(dir);
    if (uid !== undefined && (st.uid !== uid || (st.mode & 0o022) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

/** A short key of an install's directory (FNV-1a, 32 bits): part of its cache files' names. */
function installKey(dir: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < dir.length; i++) h = Math.imul(h ^ dir.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

const CJS_WRAPPER = [
  '(function (exports, require, module, __filename, __dirname, __importMetaUrl) {',
  '\n})',
];

/** Runs one command bundle (CommonJS text) and returns its exports. */
export function loadCompiledBundle(url: URL): Record<string, unknown> {
  const file = fileURLToPath(url);
  const source = readFileSync(file, 'utf8');
  const dir = cacheDir();
  const st = statSync(file);
  // The key changes with every build (size and time); V8 rejects the rest (other flags).
  // One cache per install and Node version (a machine may have two of each, and one user's installs
  // share the directory): a new build replaces only its own install's cache for its Node version, so
  // two installs used in turn do not evict each other's cache (each run would compile anew).
  const prefix = `${basename(file)}-${installKey(dirname(file))}-${process.version}-`;
  const cacheFile = dir && join(dir, `${prefix}${st.size}-${Math.trunc(st.mtimeMs)}.v8cache`);
  let cachedData: Buffer | undefined;
  if (cacheFile)
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  const script = new vm.Script(CJS_WRAPPER[0] + source + CJS_WRAPPER[1], {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
    // the bundle's own import() of a package (pdfkit, xmlbuilder2) goes through Node's loader
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (cacheFile && (cachedData === undefined || script.cachedDataRejected))
    fresh.push({ script, cacheFile, prefix });
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, join(file, '..'), url.href);
  return module.exports;
}

/**
 * Stores the code V8 compiled for the bundles loaded without a usable cache: called once the
 * command has answered, so that the functions it ran are in the cache too. A write that fails (a
 * full disk, a read-only directory) is skipped; the next run compiles again.
 */
export function saveCompileCache(): void {
  for (const { script, cacheFile, prefix } of fresh.splice(0)) {
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
      // the same bundle's caches of earlier builds or Node versions
      for (const f of readdirSync(dirname(cacheFile)))
        if (f.startsWith(prefix) && f !== basename(cacheFile))
          rmSync(join(dirname(cacheFile), f), { force: true });
    } catch {
      try {
        rmSync(tmp, { force: true });
      } catch {
        // nothing was written
      }
    }
  }
}
