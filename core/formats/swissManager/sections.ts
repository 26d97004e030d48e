import { err, ok, type Result } from '../../result.ts';
import { truncatedAt, u16, u8 } from '../binary/bytes.ts';
import type { FormatError } from '../formatError.ts';
import {
  SM_CONFIG,
  SM_DIRECTORY,
  SM_HEADER,
  SM_MARKER_TAIL,
  SM_TAG,
  SM_TYPES,
  type SmType,
} from './layout.ts';
import { readStrings, u32 } from './records.ts';

/** A section's bytes after its marker: [start, end). */
export interface SmSection {
  readonly tag: number;
  readonly marker: number;
  readonly start: number;
  readonly end: number;
}

/** What the header, configuration and directory say, before any record is read. */
export interface SmLayout {
  readonly headerStrings: readonly string[];
  readonly tournamentId: number;
  readonly config: number;
  readonly type: SmType;
  readonly players: number;
  readonly rounds: number;
  readonly teams: number;
  readonly boards: number;
  readonly startDate: number;
  readonly endDate: number;
  readonly sections: ReadonlyMap<number, SmSection>;
}

export const smError = (
  kind: FormatError['kind'],
  offset: number,
  found: string,
  expected: string,
): FormatError => ({ kind, format: 'swissManager', offset, found, expected });

/** Whether a section marker (tag, FF 89 44) starts at `at`. */
const isMarker = (b: Uint8Array, at: number, tag: number): boolean =>
  u8(b, at) === tag && SM_MARKER_TAIL.every((x, i) => u8(b, at + 1 + i) === x);

const hex = (n: number): string => n.toString(16).toUpperCase().padStart(2, '0');

/**
 * The directory at the end of the file: seven 32-bit offsets, in file order, of the sections after
 * the configuration (schedule, players, games, then for team files teams, team pairings and any
 * further section), the last one pointing at the directory itself. A cut file has none.
 */
function readDirectory(b: Uint8Array): Result<ReadonlyMap<number, SmSection>, FormatError> {
  const dir = b.length - SM_DIRECTORY.length;
  if (
    dir < SM_HEADER.fixedLength ||
    !isMarker(b, dir, SM_TAG.directory) ||
    !isMarker(b, b.length - 4, SM_TAG.end)
  )
    return err(
      truncatedAt(
        'swissManager',
        b.length,
        b.length,
        'the section directory of a Swiss-Manager file (D3 FF 89 44 … E3 FF 89 44) at its end',
      ),
    );
  const starts: { at: number; entry: number }[] = [];
  for (let i = 0; i < SM_DIRECTORY.offsets; i++) {
    const entry = dir + 4 + 4 * i;
    const at = u32(b, entry) ?? 0;
    if (at === 0) continue;
    if (at === dir) break;
    const before = starts[starts.length - 1]?.at ?? SM_HEADER.fixedLength;
    if (at <= before || at > dir)
      return err(
        smError(
          'badReference',
          entry,
          `section offset ${at}`,
          `an offset after byte ${before} and before the directory at byte ${dir}`,
        ),
      );
    if (!isMarker(b, at, u8(b, at) ?? 0))
      return err(
        smError(
          'badReference',
          entry,
          `section offset ${at}, where the bytes are no section marker`,
          'the offset of a section marker (tag, FF 89 44)',
        ),
      );
    starts.push({ at, entry });
  }
  const sections = new Map<number, SmSection>();
  for (const [i, s] of starts.entries()) {
    const tag = u8(b, s.at) ?? 0;
    if (!sections.has(tag))
      sections.set(tag, { tag, marker: s.at, start: s.at + 4, end: starts[i + 1]?.at ?? dir });
  }
  for (const tag of [SM_TAG.schedule, SM_TAG.players, SM_TAG.games])
    if (!sections.has(tag))
      return err(
        smError(
          'badReference',
          dir,
          'a directory without it',
          `a section with the marker ${hex(tag)} FF 89 44 (schedule, players and games)`,
        ),
      );
  return ok(sections);
}

/** Reads the header strings, the configuration and the directory; checks every count against the file. */
export function readLayout(b: Uint8Array): Result<SmLayout, FormatError> {
  if (!isMarker(b, 0, SM_TAG.header))
    return err(smError('unsupportedFile', 0, 'no Swiss-Manager signature', 'the bytes 93 FF 89 44'));
  const dir = readDirectory(b);
  if (!dir.ok) return dir;
  const sections = dir.value;
  const schedule = sections.get(SM_TAG.schedule);
  if (schedule === undefined) throw new Error('readDirectory returns a schedule');
  const header = readStrings(b, SM_HEADER.fixedLength, schedule.marker, SM_HEADER.strings);
  if (!header.ok)
    return err(
      smError(
        'badReference',
        header.failedAt,
        'a header string running past the first section',
        `${SM_HEADER.strings} header strings before byte ${schedule.marker}`,
      ),
    );
  const config = header.next;
  if (!isMarker(b, config, SM_TAG.config) || config + SM_CONFIG.minLength > schedule.marker)
    return err(
      smError(
        'badReference',
        config,
        'no configuration block after the header strings',
        'the configuration marker 95 FF 89 44 and its settings',
      ),
    );
  const code = u16(b, config + SM_CONFIG.type) ?? 0;
  const type = SM_TYPES.find((t) => t.code === code);
  if (type === undefined)
    return err({
      ...smError(
        'unsupportedFile',
        config + SM_CONFIG.type,
        `tournament type ${code}`,
        'a Swiss-Manager tournament type 0-3 (TUNX, TURX, TUTX, TUMX)',
      ),
      detail: 'export a TRF from Swiss-Manager instead',
    });
  if (type.team && (!sections.has(SM_TAG.teams) || !sections.has(SM_TAG.matches)))
    return err(
      smError(
        'badReference',
        b.length - SM_DIRECTORY.length,
        `a ${type.extension} team file without team sections`,
        'team and team-pairing sections (B5, C3)',
      ),
    );
  return ok({
    headerStrings: header.strings,
    tournamentId: u32(b, SM_HEADER.tournamentId) ?? 0,
    config,
    type,
    players: u16(b, config + SM_CONFIG.players) ?? 0,
    rounds: u16(b, config + SM_CONFIG.rounds) ?? 0,
    teams: type.team ? (u16(b, config + SM_CONFIG.teams) ?? 0) : 0,
    boards: type.team ? (u16(b, config + SM_CONFIG.boards) ?? 0) : 0,
    startDate: u32(b, config + SM_CONFIG.startDate) ?? 0,
    endDate: u32(b, config + SM_CONFIG.endDate) ?? 0,
    sections,
  });
}
