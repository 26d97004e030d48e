import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Result } from '../core/index.ts';
import { say } from './lang.ts';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>
>;

/**
 * `node:util` parseArgs (strict, positionals allowed) as a Result: an unknown option or a missing
 * value is an error message instead of an exception.
 */
export function parseOptions<const O extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: O,
): Result<Parsed<O>, string> {
  try {
    return { ok: true, value: parseArgs({ args: [...args], options, strict: true, allowPositionals: true }) };
  } catch (e) {
    return { ok: false, error: describeOptionError(e instanceof Error ? e.message : String(e)) };
  }
}

/**
 * Node's parser explains some errors over several lines ("argument is ambiguous ... Did you forget
 * ..."): one line, and for a value starting with "-" the form that works (`--players=-1`).
 */
export function describeOptionError(message: string): string {
  const first = message.split('\n')[0] ?? message;
  // Node's text ("Unknown option '--foo'. To specify a positional argument …") names the option
  // and then talks about positionals: one line naming the option and the help instead.
  const unknown = /^Unknown option '([^']*)'/.exec(first);
  if (unknown)
    return say(
      `unknown option ${unknown[1] ?? ''}; see --help for the options`,
      `unbekannte Option ${unknown[1] ?? ''}; die Optionen zeigt --help`,
    );
  const ambiguous = /^Option '(-[^']*)' argument is ambiguous/.exec(first);
  if (!ambiguous) return first;
  const option = (ambiguous[1] ?? '').split(',').pop()?.trim() ?? '';
  return `${option} needs a value; for a value starting with "-" write ${option}=VALUE`;
}
