// Bundles the Node front ends with esbuild (type-checking is `tsc -b`, separately).
// The Sheets add-on has its own build (sheets-addon/build.mjs): it targets Apps Script, not Node.
import { build as esbuild } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';

// Every file is written to a temporary name and renamed into place: the tests run the built CLI and
// bot while another test rebuilds them, and a process must never read a half-written file.
async function build({ asciiOnly = false, ...options }) {
  if (options.write === false) return esbuild(options);
  const result = await esbuild({ ...options, write: false });
  for (const f of result.outputFiles) {
    mkdirSync(dirname(f.path), { recursive: true });
    const temporary = `${f.path}.${process.pid}.tmp`;
    writeFileSync(temporary, asciiOnly && f.path.endsWith('.cjs') ? escapeNonAscii(f.text) : f.contents);
    renameSync(temporary, f.path);
  }
  return result;
}

/**
 * esbuild escapes non-ASCII characters in strings but leaves them in regular expression literals
 * (`/^0½$/`), and one such character makes V8 hold the whole bundle as a two-byte string: twice the
 * memory to fill on every run (a command file is about 1 MB). A `\\uXXXX` escape means the same
 * UTF-16 unit in a regular expression (with or without the u flag: an escaped surrogate pair is
 * one code point there), a template or a comment.
 */
const escapeNonAscii = (text) =>
  text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};

const bots = [
  { in: 'bot/main.ts', out: 'dist/bot/main.js' },
  { in: 'bot/sharded.ts', out: 'dist/bot/sharded.js' },
  { in: 'bot/deployCommands.ts', out: 'dist/bot/deployCommands.js' },
  { in: 'bot/backupMain.ts', out: 'dist/bot/backup.js' },
  { in: 'bot/restoreMain.ts', out: 'dist/bot/restore.js' },
].filter((e) => existsSync(e.in));

// The CLI: a small entry (dist/cli/rochade.js and .cjs: `--help`, the dispatch) and one file per command
// module the registry loads (dist/cli/commands/NAME.cjs) holding all its code, zod included. The
// entry runs a command file through cli/compiledBundle.ts, which keeps V8's compiled code between
// runs on every Node version: a run then neither resolves and links some thirty modules nor compiles
// what it ran last time. The registry is the list: every `import('./x.ts')` in
// cli/commands/registry.ts becomes a command file, so a command added there needs nothing here.
const REGISTRY = resolve('cli/commands/registry.ts');
const LOADER = resolve('cli/compiledBundle.ts');
const COMMANDS_DIR = 'dist/cli/commands';
const commandSource = (path) => resolve(dirname(REGISTRY), path);
const registryImports = async () => {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(REGISTRY, 'utf8');
  return [...new Set([...text.matchAll(/import\(\s*'(\.\/[^']+\.ts)'\s*\)/g)].map((m) => m[1]))];
};

/** In the entry, `import('./x.ts')` of the registry becomes a stub that loads commands/x.cjs. */
const commandsApart = (exportsOf) => ({
  name: 'commands-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/.*\.ts$/ }, (args) =>
      args.importer === REGISTRY && args.kind === 'dynamic-import'
        ? { path: relative('.', commandSource(args.path)), namespace: 'command-stub' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'command-stub' }, (args) => {
      const names = exportsOf.get(resolve(args.path));
      if (!names) throw new Error(`${args.path}: not built as a command file`);
      const file = `./commands/${basename(args.path, '.ts')}.cjs`;
      return {
        contents: [
          `import { loadCompiledBundle } from ${JSON.stringify(LOADER)};`,
          `const m = loadCompiledBundle(new URL(${JSON.stringify(file)}, import.meta.url));`,
          ...names.map((n) => `export const ${n} = m.${n};`),
        ].join('\n'),
        resolveDir: dirname(resolve(args.path)),
        loader: 'js',
      };
    });
  },
});

// zod is pure JavaScript and reads no files of its own: bundled into the commands (one file instead
// of a dozen), and only its schema builders (`z.string()`, `z.strictObject()`, … and the English
// messages), not the locales, JSON-Schema conversion and code generation `zod`'s index also exports
// (0.5 MB of 1 MB). pdfkit, xmlbuilder2 and the fonts read data files next to their code, so they
// stay in node_modules and load only where a command imports them (print, publish).
const BUNDLED_PACKAGES = new Set(['zod']);
const ZOD_SCHEMAS = join(dirname(createRequire(import.meta.url).resolve('zod')), 'v4/classic/schemas.js');
const packagesApart = {
  name: 'packages-apart',
  setup(b) {
    b.onResolve({ filter: /^zod$/ }, () => ({ path: 'zod', namespace: 'lean-zod' }));
    b.onLoad({ filter: /.*/, namespace: 'lean-zod' }, () => ({
      contents: `export * as z from ${JSON.stringify(ZOD_SCHEMAS)};`,
      resolveDir: dirname(ZOD_SCHEMAS),
    }));
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      if (args.path.startsWith('node:') || !BUNDLED_PACKAGES.has(name)) return { external: true };
      return undefined;
    });
  },
};

// No `sideEffects: false` for the core here: a module a command imports lazily (`await import`) is
// wrapped in an init function in a CommonJS bundle, and esbuild drops the init calls of modules
// marked free of side effects, so `rochade schedule` met an uninitialised `tableSize` (Berger).

/** One command file: CommonJS (what V8's code cache takes through node:vm), every import inlined. */
async function buildCommand(source) {
  const shared = {
    ...common,
    entryPoints: [source],
    plugins: [packagesApart],
  };
  // The export names (for the entry's stub) from an ES module build that is not written.
  const probe = await build({
    ...shared,
    format: 'esm',
    write: false,
    metafile: true,
    sourcemap: false,
    outdir: COMMANDS_DIR,
  });
  const names = Object.values(probe.metafile.outputs).find((o) => o.entryPoint)?.exports ?? [];
  await build({
    ...shared,
    format: 'cjs',
    asciiOnly: true,
    outfile: `${COMMANDS_DIR}/${basename(source, '.ts')}.cjs`,
    // Without comments and indentation (975 KB of `pair` became 718 KB): V8 reads, keeps and checks
    // the whole text on every run, cached code or not. Names stay, so stack traces still say where.
    minifyWhitespace: true,
    // print/fonts.ts finds the fonts from its own URL: the command file's (cli/compiledBundle.ts)
    define: { 'import.meta.url': '__importMetaUrl' },
  });
  return [source, names];
}

const cli = async () => {
  const exportsOf = new Map(
    await Promise.all((await registryImports()).map((p) => buildCommand(commandSource(p)))),
  );
  // Stale command files of an earlier build would pile up. They go after the new ones are written,
  // never the folder first: a CLI started meanwhile (tests run it while another test rebuilds)
  // always finds its files.
  const kept = new Set(
    [...exportsOf.keys()].flatMap((p) => [`${basename(p, '.ts')}.cjs`, `${basename(p, '.ts')}.cjs.map`]),
  );
  for (const f of readdirSync(COMMANDS_DIR))
    if (!kept.has(f)) rmSync(`${COMMANDS_DIR}/${f}`, { recursive: true, force: true });
  const entry = {
    ...common,
    entryPoints: ['cli/main.ts'],
    plugins: [commandsApart(exportsOf), packagesApart],
  };
  await Promise.all([
    // dist/cli/rochade.js: the entry as an ES module, for whoever imports it (runCli, nodeIo).
    build({ ...entry, format: 'esm', outfile: 'dist/cli/rochade.js' }),
    // dist/cli/rochade.cjs: the same as CommonJS, which bin/rochade.js runs: Node then never starts
    // its ES module loader (about 10 ms of a command's start-up on Node 20).
    build({
      ...entry,
      format: 'cjs',
      outfile: 'dist/cli/rochade.cjs',
      define: { 'import.meta.url': '__entryUrl' },
      banner: { js: "const __entryUrl = require('node:url').pathToFileURL(__filename).href;" },
    }),
  ]);
};

// `npm run bot:selftest` (test/bot/selftest/main.ts): the bot against the tests' Discord stand-in. The
// stand-in's own packages (ws, discord-api-spec: devDependencies) are bundled in, so the check runs
// where only the dependencies are installed (npm ci --omit=dev); those stay in node_modules.
const DEPENDENCIES = new Set(Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies));
const devPackagesIn = {
  name: 'dev-packages-in',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@')
        ? args.path.split('/').slice(0, 2).join('/')
        : args.path.split('/')[0];
      return args.path.startsWith('node:') || DEPENDENCIES.has(name) ? { external: true } : undefined;
    });
  },
};
const SELFTEST = 'test/bot/selftest/main.ts';

await Promise.all([
  ...bots.map((e) =>
    build({ ...common, format: 'esm', entryPoints: [e.in], outfile: e.out, packages: 'external' }),
  ),
  ...(existsSync(SELFTEST)
    ? [
        build({
          ...common,
          format: 'esm',
          entryPoints: [SELFTEST],
          outfile: 'dist/bot/selftest.js',
          plugins: [devPackagesIn],
          // a CommonJS package bundled into this ES module may call require() (ws does)
          banner: {
            js: "import { createRequire as __selftestRequire } from 'node:module'; const require = __selftestRequire(import.meta.url);",
          },
        }),
      ]
    : []),
  cli(),
]);
