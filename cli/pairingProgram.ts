import { EXIT, fail, type CliFailure, type CliIo } from './command.ts';

/** The pairing-program modes of `rochade pair` (individual and team): -p, -c, -g. */
export type PairingProgramMode = 'pair' | 'check' | 'generate';

/** The mode and the files -p, -c, -g and -o name, as the arguments are read. */
export interface PairingProgramFiles {
  mode?: PairingProgramMode;
  output?: string;
  config?: string;
}

/** The generator's seed is 32 bits: a larger one would silently wrap (2^32 = 0). */
export const MAX_SEED = 0xffff_ffff;

/** The value after `args[i]`, unless it is missing or an option itself. */
export function optionValue(args: readonly string[], i: number): string | undefined {
  const v = args[i + 1];
  return v !== undefined && !v.startsWith('-') ? v : undefined;
}

/**
 * Reads `-p [OUT]`, `-c`, `-g [CONFIG]` or `-o OUT` at `args[i]` into `into`: the index of the last
 * argument it took, a failure, or undefined when `args[i]` is none of them.
 */
export function readModeOption(
  args: readonly string[],
  i: number,
  into: PairingProgramFiles,
): number | CliFailure | undefined {
  const a = args[i];
  if (a === '-p' || a === '-c' || a === '-g') {
    if (into.mode) return fail(EXIT.badInput, 'use only one of -p, -c, -g');
    into.mode = a === '-p' ? 'pair' : a === '-c' ? 'check' : 'generate';
    const v = a === '-c' ? undefined : optionValue(args, i);
    if (v === undefined) return i;
    if (a === '-p') into.output = v;
    else into.config = v;
    return i + 1;
  }
  if (a === '-o') {
    const v = optionValue(args, i);
    if (v === undefined) return fail(EXIT.badInput, '-o needs a file name');
    into.output = v;
    return i + 1;
  }
  return undefined;
}

/** The pairing output of FIDE pairing programs (JaVaFo AUM `-p`): the count, "WHITE BLACK" lines, the PAB as "ID 0". */
export function formatPairLines(
  pairs: readonly { readonly white: number; readonly black: number }[],
  pab: number | undefined,
): string {
  const lines = pairs.map((b) => `${b.white} ${b.black}`);
  if (pab !== undefined) lines.push(`${pab} 0`);
  return `${lines.length}\n${lines.map((l) => `${l}\n`).join('')}`;
}

/** Writes `text` to `path`, or to stdout when no path is given. */
export async function writeOutput(
  io: CliIo,
  path: string | undefined,
  text: string,
): Promise<CliFailure | undefined> {
  if (path === undefined) {
    io.stdout(text);
    return undefined;
  }
  try {
    await io.writeFile(path, text);
    return undefined;
  } catch {
    return fail(EXIT.fileAccess, `cannot write ${path}`);
  }
}
