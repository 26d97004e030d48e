import { parseArgs } from 'node:util';
import { scheveningen, teamRoundRobin } from '../../core/team/index.ts';
import { EXIT, fail, type CliFailure, type CliIo, type ExitCode } from '../command.ts';

const count = (v: string | undefined, name: string): number | CliFailure =>
  v === undefined
    ? fail(EXIT.badInput, `--${name} is required (see rochade schedule --help)`)
    : /^\d+$/.test(v.trim())
      ? Number(v)
      : fail(EXIT.badInput, `--${name} must be a whole number, not "${v}"`);

/** `rochade schedule team-round-robin|scheveningen`: team schedules as text or JSON. */
export async function runTeamSchedule(
  sub: 'team-round-robin' | 'scheveningen',
  args: readonly string[],
  io: CliIo,
): Promise<ExitCode | CliFailure> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      teams: { type: 'string', short: 'n' },
      boards: { type: 'string', short: 'b' },
      double: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const boards = count(values.boards, 'boards');
  if (typeof boards !== 'number') return boards;
  if (sub === 'scheveningen') {
    const s = scheveningen(boards, values.double);
    if (!s.ok) return fail(EXIT.badInput, s.error.message);
    io.stdout(
      values.json
        ? `${JSON.stringify({ boards, double: values.double, rounds: s.value.map((games, i) => ({ round: i + 1, games })) }, null, 2)}\n`
        : s.value
            .map((games, i) => `Round ${i + 1}: ${games.map((g) => `${g.white}-${g.black}`).join('  ')}\n`)
            .join(''),
    );
    return EXIT.ok;
  }
  const teams = count(values.teams, 'teams');
  if (typeof teams !== 'number') return teams;
  const s = teamRoundRobin(teams, boards, values.double);
  if (!s.ok) return fail(EXIT.badInput, s.error.message);
  const colours = (w: readonly boolean[]) => w.map((x) => (x ? 'W' : 'B')).join('');
  io.stdout(
    values.json
      ? `${JSON.stringify({ teams, boards, double: values.double, rounds: s.value }, null, 2)}\n`
      : s.value
          .map(
            (r) =>
              `Round ${r.round}: ${r.matches.map((m) => `${m.first}-${m.second} (${colours(m.firstWhite)})`).join('  ')}` +
              `${r.free !== undefined ? `  free: ${r.free}` : ''}\n`,
          )
          .join(''),
  );
  return EXIT.ok;
}
