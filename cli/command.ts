/**
 * Outcomes of a command, numbered as the pairing-program convention numbers its exit codes
 * (FIDE pairing programs, JaVaFo AUM exit codes). `pair` exits with them as they are; every other command follows the
 * general convention (0 ok, 2 bad input): see `exitCodeFor` in main.ts.
 */
export const EXIT = {
  ok: 0,
  noPairing: 1,
  unexpected: 2,
  badInput: 3,
  sizeLimit: 4,
  fileAccess: 5,
  /** The workflow refuses the action by its rules (a result already entered): exit 3 in both conventions. */
  refused: 6,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Where a command writes: injectable so tests capture output without spawning a process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => Promise<Uint8Array>;
  /**
   * A file's size in bytes (throws as `readFile` would for a missing file): a file over the input
   * limit is refused before it is read. Absent where files are small by construction (tests).
   */
  readonly fileSize?: (path: string) => number;
  readonly writeFile: (path: string, data: string | Uint8Array) => Promise<void>;
  /** Creates a directory and its parents (publish --html); absent where files need no directories (tests). */
  readonly makeDir?: (path: string) => Promise<void>;
  readonly cwd: string;
}

/** An expected failure of a command: printed to stderr with its exit code, never a stack trace. */
export interface CliFailure {
  readonly exit: ExitCode;
  readonly message: string;
}

export interface Command {
  readonly name: string;
  readonly summary: string;
  /** Full help text printed for `rochade <name> --help`. */
  readonly help: string;
  readonly run: (args: readonly string[], io: CliIo) => Promise<ExitCode | CliFailure>;
  /** `pairingProgram`: exit codes 0–5 of FIDE pairing programs. Default: the general convention. */
  readonly exitCodes?: 'pairingProgram';
}

/**
 * The general convention of `rochade` commands (issue 2): 0 success, 2 bad input of any kind (an
 * option, a file that cannot be read, content that does not parse, a size limit), 1 a bug.
 */
export const GENERAL_EXIT = { ok: 0, unexpected: 1, badInput: 2, refused: 3 } as const;

export function exitCodeFor(command: Pick<Command, 'exitCodes'>, outcome: ExitCode): number {
  if (outcome === EXIT.refused) return GENERAL_EXIT.refused;
  if (command.exitCodes === 'pairingProgram') return outcome;
  switch (outcome) {
    case EXIT.ok:
      return GENERAL_EXIT.ok;
    case EXIT.noPairing:
    case EXIT.unexpected:
      return GENERAL_EXIT.unexpected;
    case EXIT.badInput:
    case EXIT.sizeLimit:
    case EXIT.fileAccess:
      return GENERAL_EXIT.badInput;
    default:
      return GENERAL_EXIT.refused;
  }
}

export const fail = (exit: ExitCode, message: string): CliFailure => ({ exit, message });
