/** Exit codes of the pairing-program convention (trf-format.md 12.2); every command uses them. */
export const EXIT = {
  ok: 0,
  noPairing: 1,
  unexpected: 2,
  badInput: 3,
  sizeLimit: 4,
  fileAccess: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Where a command writes: injectable so tests capture output without spawning a process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => Promise<Uint8Array>;
  readonly writeFile: (path: string, data: string | Uint8Array) => Promise<void>;
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
}

export const fail = (exit: ExitCode, message: string): CliFailure => ({ exit, message });
