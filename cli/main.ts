import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { EXIT, exitCodeFor, GENERAL_EXIT, type CliIo } from './command.ts';
import { COMMAND_ENTRIES } from './commands/registry.ts';
import { say, takeLanguage } from './lang.ts';
import { saveCompileCache } from './compiledBundle.ts';
import { VERSION } from './version.ts';

export { VERSION };

const usage = (): string =>
  [
    'rochade: chess club toolkit (schedules, pairings, standings, tiebreaks, DWZ and Elo)',
    '',
    'Usage: rochade <command> [options]     rochade <command> --help',
    '',
    'Commands:',
    ...COMMAND_ENTRIES.map((c) => `  ${c.name.padEnd(12)} ${c.summary}`),
    '',
  ].join('\n');

/** Levenshtein distance, for the command a typo was meant to be. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(
        Math.min(
          (prev[j] ?? 0) + 1,
          (cur[j - 1] ?? 0) + 1,
          (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** The command within two edits of what was typed, if one is nearest. */
function nearestCommand(typed: string): string | undefined {
  const scored = COMMAND_ENTRIES.map((c) => ({ name: c.name, d: distance(typed.toLowerCase(), c.name) }))
    .filter((x) => x.d <= 2)
    .sort((a, b) => a.d - b.d);
  return scored[0] !== undefined && scored[1]?.d !== scored[0].d ? scored[0].name : undefined;
}

/**
 * The one place that turns outcomes into exit codes and messages. User errors go to stderr as one
 * readable message; only bugs (exit 2) mention that something unexpected happened.
 */
export async function runCli(argv0: readonly string[], io: CliIo): Promise<number> {
  const taken = takeLanguage(argv0, process.env);
  if (taken.bad !== undefined) {
    io.stderr(`rochade: --lang is de or en, not "${taken.bad}"\n`);
    return GENERAL_EXIT.badInput;
  }
  const argv = taken.args;
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name === undefined ? GENERAL_EXIT.badInput : GENERAL_EXIT.ok;
  }
  if (name === '--version' || name === '-r') {
    io.stdout(`rochade ${VERSION}\n`);
    return GENERAL_EXIT.ok;
  }
  // The pairing-program convention puts the system flag first: `rochade --dutch in.trf -p`.
  const entry = name.startsWith('--')
    ? COMMAND_ENTRIES.find((c) => c.name === 'pair')
    : COMMAND_ENTRIES.find((c) => c.name === name);
  const args = name.startsWith('--') ? argv : rest;
  if (!entry) {
    const near = nearestCommand(name);
    io.stderr(
      `${say(
        `rochade: unknown command "${name}"${near ? `; did you mean "${near}"?` : ''} (rochade --help lists the commands)`,
        `rochade: unbekannter Befehl „${name}“${near ? `; gemeint: „${near}“?` : ''} (rochade --help zeigt die Befehle)`,
      )}\n`,
    );
    return GENERAL_EXIT.badInput;
  }
  // Only the command run is loaded (with its dependencies): start-up stays short.
  const command = await entry.load();
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(command.help.endsWith('\n') ? command.help : `${command.help}\n`);
    return GENERAL_EXIT.ok;
  }
  try {
    const outcome = await command.run(args, io);
    if (typeof outcome === 'number') return exitCodeFor(command, outcome);
    io.stderr(`rochade ${command.name}: ${outcome.message}\n`);
    return exitCodeFor(command, outcome.exit);
  } catch (e) {
    io.stderr(`rochade ${command.name}: unexpected error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (process.env['ROCHADE_DEBUG'] && e instanceof Error) io.stderr(`${e.stack ?? ''}\n`);
    return exitCodeFor(command, EXIT.unexpected);
  }
}

/**
 * Writes a whole file or nothing: the data goes to a temporary file beside the target, which is then
 * renamed over it, so a failed write (disk full, a directory in the way) never leaves half a file.
 * Synchronous on purpose: a command's answer is its last step, and a turn of the event loop here
 * would first run the garbage collection the command left pending (30-50 ms after a pairing) that
 * bin/rochade.js skips by exiting at once.
 */
export async function writeFileWhole(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.rochade-tmp`);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    try {
      rmSync(tmp, { force: true });
    } catch {
      // the write's own error is the one to report
    }
    throw e;
  }
}

// Synchronous file access: a command reads its one file and waits for it anyway, and node:fs/promises
// would load Node's streams at start-up (a few ms of a 100 ms command). process.stdout and
// process.stderr are touched only when written to: a pipe's stream is built on first access, which
// costs a command that writes only a file (`pair -p OUT`) a few ms for nothing.
export const nodeIo = (): CliIo => ({
  stdout: (t) => void stdoutStream().write(t),
  stderr: (t) => void stderrStream().write(t),
  readFile: async (p) => readFileSync(resolve(p)),
  fileSize: (p) => statSync(resolve(p)).size,
  writeFile: (p, d) => writeFileWhole(resolve(p), d),
  makeDir: async (p) => void mkdirSync(resolve(p), { recursive: true }),
  cwd: process.cwd(),
});

let stdoutUsed = false;
let stderrUsed = false;
const stdoutStream = (): NodeJS.WriteStream => {
  if (!stdoutUsed) {
    stdoutUsed = true;
    quietOnClosedPipe(process.stdout);
  }
  return process.stdout;
};
const stderrStream = (): NodeJS.WriteStream => {
  stderrUsed = true;
  return process.stderr;
};

/** Whether output written through `nodeIo` still waits in a stream (bin/rochade.js exits when not). */
export const outputPending = (): boolean =>
  (stdoutUsed && process.stdout.writableLength > 0) || (stderrUsed && process.stderr.writableLength > 0);

/**
 * A reader that stops early (`rochade standings big.csv | head`) closes the pipe: end quietly with
 * the code so far instead of Node's unhandled-error stack trace.
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
}

export async function main(): Promise<void> {
  const code = await runCli(process.argv.slice(2), nodeIo());
  process.exitCode = code;
  saveCompileCache();
}
