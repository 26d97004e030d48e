import { err, ok, type Result } from '../../result.ts';
import type { Tournament } from '../../tournament/model.ts';
import type { TeamEvent } from '../../tournament/team.ts';
import type { PlayerId } from '../../types.ts';
import type { FormatError } from '../formatError.ts';
import { INPUT_LIMITS } from '../inputLimits.ts';
import { SM_GAME, SM_MATCH, SM_PLAYER, SM_ROUND, SM_TAG, SM_TEAM, type SmType } from './layout.ts';
import {
  playerOf,
  readGame,
  readMatch,
  readRecord,
  roundOf,
  teamOf,
  type SmMatchRecord,
  type SmRecord,
  type SmRoundRecord,
  type SmTeamRecord,
} from './records.ts';
import { readLayout, smError, type SmLayout, type SmSection } from './sections.ts';
import { buildTeamEvent } from './teamEvent.ts';
import { buildTournament } from './tournament.ts';

export interface SwissManagerFile {
  /** The kind the content says (the tournament type in the configuration), whatever the file's name. */
  readonly extension: SmType['extension'];
  /** The chess-results tournament number, when the file was uploaded there (0 = none). */
  readonly tournamentId: number;
  /** Non-fatal remarks, located by byte (e.g. a result code this reader does not know). */
  readonly warnings: readonly string[];
  /** Every player and game (in a team file: every board game; players are the file's records in order). */
  readonly tournament: Tournament;
  readonly team?: {
    readonly event: TeamEvent;
    /** Players by team, in roster order. */
    readonly lineups: readonly { readonly team: number; readonly players: readonly PlayerId[] }[];
  };
}

/** Reads a Swiss-Manager file (.TUNX, .TURX, .TUMX, .TUTX) from its bytes. Never throws. */
export function parseSwissManager(b: Uint8Array): Result<SwissManagerFile, FormatError> {
  try {
    return parseUnsafe(b);
  } catch (e) {
    return err({
      kind: 'internal',
      format: 'swissManager',
      detail: e instanceof Error ? e.message : String(e),
    });
  }
}

const cutShort = (at: number, what: string, end: number): FormatError =>
  smError(
    'truncated',
    at,
    `${what} running past its section's end at byte ${end}`,
    `${what} inside its section`,
  );

/** `count` records of one shape from a section, checked against its size before anything is read. */
function readRecords(
  b: Uint8Array,
  section: SmSection,
  count: number,
  shape: { readonly strings: number; readonly fixedLength: number },
  what: string,
): Result<readonly SmRecord[], FormatError> {
  const least = shape.strings * 2 + shape.fixedLength;
  if (count * least > section.end - section.start)
    return err(
      smError(
        'badReference',
        section.marker,
        `${count} ${what} records in ${section.end - section.start} bytes`,
        `at least ${least} bytes per record`,
      ),
    );
  const out: SmRecord[] = [];
  let at = section.start;
  for (let i = 0; i < count; i++) {
    const r = readRecord(b, at, section.end, shape);
    if ('failedAt' in r) return err(cutShort(r.failedAt, `${what} record ${i + 1} of ${count}`, section.end));
    out.push(r);
    at = r.next;
  }
  // Every real file fills its sections exactly; bytes left over mean a wrong count or a layout
  // (Swiss-Manager version) Rochade does not know: refused rather than read as garbage.
  if (at !== section.end)
    return err({
      ...smError(
        'badReference',
        at,
        `${section.end - at} bytes after the ${count} ${what} records`,
        `the ${what} section to end with its last record (byte ${section.end})`,
      ),
      detail: LAYOUT_ADVICE,
    });
  return ok(out);
}

const LAYOUT_ADVICE =
  'a count is wrong or the file has a Swiss-Manager layout Rochade does not know; export a TRF from Swiss-Manager';

/** Fixed-length records (games, team pairings) per round, the counts checked against the section first. */
function readPerRound<T>(
  b: Uint8Array,
  section: SmSection | undefined,
  rounds: readonly SmRoundRecord[],
  count: (r: SmRoundRecord) => number,
  length: number,
  read: (b: Uint8Array, at: number) => T,
  what: string,
): Result<readonly (readonly T[])[], FormatError> {
  const total = rounds.reduce((s, r) => s + count(r), 0);
  const room = section ? section.end - section.start : 0;
  if (total * length !== room) {
    const r = rounds.find((x) => count(x) > 0) ?? rounds[0];
    return err({
      ...smError(
        'badReference',
        r?.offset ?? 0,
        `${total} ${what} records in the schedule`,
        `${room / length} (the ${what} section holds ${room} bytes, ${length} a record)`,
      ),
      detail: LAYOUT_ADVICE,
    });
  }
  let at = section?.start ?? 0;
  return ok(
    rounds.map((r) =>
      Array.from({ length: count(r) }, () => {
        const x = read(b, at);
        at += length;
        return x;
      }),
    ),
  );
}

function parseUnsafe(b: Uint8Array): Result<SwissManagerFile, FormatError> {
  const l = readLayout(b);
  if (!l.ok) return l;
  const layout = l.value;
  const counts = checkCounts(layout);
  if (counts) return err(counts);
  const section = (tag: number): SmSection | undefined => layout.sections.get(tag);
  const schedule = section(SM_TAG.schedule);
  const playerSection = section(SM_TAG.players);
  if (!schedule || !playerSection) throw new Error('readLayout checks the sections');
  const roundRecords = readRecords(b, schedule, layout.rounds, SM_ROUND, 'round');
  if (!roundRecords.ok) return roundRecords;
  const rounds = roundRecords.value.map((r) => roundOf(b, r));
  const playerRecords = readRecords(b, playerSection, layout.players, SM_PLAYER, 'player');
  if (!playerRecords.ok) return playerRecords;
  const players = playerRecords.value.map((r) => playerOf(b, r));
  let teams: readonly SmTeamRecord[] = [];
  const teamSection = section(SM_TAG.teams);
  if (layout.type.team && teamSection) {
    const t = readRecords(b, teamSection, layout.teams, SM_TEAM, 'team');
    if (!t.ok) return t;
    teams = t.value.map(teamOf);
    const stray = players.find((p) => p.team > teams.length);
    if (stray)
      return err(
        smError(
          'badReference',
          stray.offset,
          `a player of team ${stray.team}`,
          `a team from 1 to ${teams.length} (0 = none)`,
        ),
      );
  }
  const games = readPerRound(
    b,
    section(SM_TAG.games),
    rounds,
    (r) => r.games,
    SM_GAME.length,
    readGame,
    'game',
  );
  if (!games.ok) return games;
  const matches: Result<readonly (readonly SmMatchRecord[])[], FormatError> = layout.type.team
    ? readPerRound(
        b,
        section(SM_TAG.matches),
        rounds,
        (r) => r.matches,
        SM_MATCH.length,
        readMatch,
        'team pairing',
      )
    : ok(rounds.map(() => []));
  if (!matches.ok) return matches;
  const warnings: string[] = [];
  const built = buildTournament(layout, rounds, players, games.value, warnings);
  if (!built.ok) return built;
  const base = {
    extension: layout.type.extension,
    tournamentId: layout.tournamentId,
    tournament: built.value,
    warnings,
  };
  if (!layout.type.team) return ok(base);
  const team = buildTeamEvent(layout, players, teams, games.value, matches.value, built.value);
  if (!team.ok) return team;
  const { tournament, event, lineups } = team.value;
  return ok({ ...base, tournament, team: { event, lineups } });
}

function checkCounts(l: SmLayout): FormatError | undefined {
  const at = (field: number): number => l.config + field;
  if (l.rounds < 1 || l.rounds > INPUT_LIMITS.rounds)
    return smError(
      'badRounds',
      at(27),
      `${l.rounds} rounds`,
      `a number of rounds from 1 to ${INPUT_LIMITS.rounds}`,
    );
  if (l.players > INPUT_LIMITS.players)
    return smError('tooLarge', at(23), `${l.players} players`, `at most ${INPUT_LIMITS.players}`);
  if (l.type.team && l.boards < 1)
    return smError('noBoards', at(53), String(l.boards), 'the number of boards of a team match');
  return undefined;
}
