/** Commands with subcommands (`rochade players add`): a registry as data, dispatched by name. */
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';

export interface Subcommand {
  readonly name: string;
  readonly usage: string;
  readonly run: (args: readonly string[], io: CliIo) => Promise<ExitCode | CliFailure>;
}

/** Runs the subcommand `args[0]` names; an unknown or missing one lists the known names. */
export function runSubcommand(
  command: string,
  subcommands: readonly Subcommand[],
  args: readonly string[],
  io: CliIo,
): Promise<ExitCode | CliFailure> {
  const [name, ...rest] = args;
  const sub = subcommands.find((s) => s.name === name);
  if (!sub)
    return Promise.resolve(
      fail(
        EXIT.badInput,
        `${name === undefined ? 'missing' : `unknown`} subcommand${name === undefined ? '' : ` "${name}"`}: expected ${subcommands.map((s) => `${command} ${s.name}`).join(', ')} (see rochade ${command} --help)`,
      ),
    );
  return sub.run(rest, io);
}
