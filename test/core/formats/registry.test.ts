// The one file gate (core/formats/registry.ts): every format as a row, every decision about a file's
// bytes in one place (binary first, foreign files named, UTF-8 else Windows-1252, TRF must be UTF-8).
import { describe, expect, test } from 'vitest';
import {
  FILE_FORMATS,
  fileFormatById,
  readTournamentFile,
  readTournamentText,
  type FileFormatId,
} from '../../../core/formats/registry.ts';
import { makeTournamentJson } from '../../../core/formats/json/tournamentJson.ts';
import { STANDARD_POINTS, type Tournament } from '../../../core/tournament/index.ts';
import { parseTournamentJson } from '../../../schemas/tournamentJson.ts';
import { writeSwt } from '../../support/swtWriter.ts';
import { ONE_BOARD_TEAM_SWT } from '../../support/swtTeamSample.ts';

const t: Tournament = {
  name: 'Vereinsmeisterschaft Fürth',
  kind: 'roundRobin',
  rounds: 3,
  players: [
    { id: 1, name: 'Müller, Jörg' },
    { id: 2, name: 'Weiß, Anna' },
    { id: 3, name: 'Groß, Käthe' },
    { id: 4, name: 'Straße, Björn' },
  ],
  games: [
    { round: 1, white: 1, black: 4, result: '1-0' },
    { round: 1, white: 2, black: 3, result: '1/2-1/2' },
  ],
  unpaired: [],
  withdrawals: [],
  pointSystem: STANDARD_POINTS,
};
const json = { parseTournamentJson };
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('every format that writes reads its own file back through the gate', () => {
  test.each(FILE_FORMATS.filter((f) => f.write).map((f) => [f.id, f] as const))('%s', (id, f) => {
    const r = readTournamentFile(utf8(f.write?.(t, {}) ?? ''), { json });
    // A text crosstable with "Müller, Jörg" is detected as CSV; the crosstable reader takes both.
    expect(r.ok ? fileFormatById(r.value.format).holds : r.error).toBe(fileFormatById(id).holds);
    if (r.ok) expect(r.value.tournament.players.map((p) => p.name)).toEqual(t.players.map((p) => p.name));
  });
});

describe('refusals, one located error each', () => {
  test.each<[string, Uint8Array, Record<string, unknown>]>([
    ['a PDF', utf8('%PDF-1.4\n'), { kind: 'unsupportedFile', found: 'PDF' }],
    ['an empty file', utf8('  \n'), { kind: 'empty' }],
    // 0xFC is "ü" in Windows-1252 and no UTF-8: a TRF must be UTF-8 (TRF-2026).
    [
      'a TRF in Windows-1252',
      Uint8Array.from([...utf8('001    1      M'), 0xfc, ...utf8('ller, J\n')]),
      { kind: 'notUtf8', format: 'trf', found: 'line 1, byte 16: found byte 0xFC, "ü" in Windows-1252' },
    ],
  ])('%s', (_n, bytes, expected) => {
    const r = readTournamentFile(bytes, { json });
    expect(r.ok ? r.value : r.error).toMatchObject({ area: 'format', ...expected });
  });

  test('a team file, when the front end runs individual tournaments only', () => {
    const bytes = writeSwt(ONE_BOARD_TEAM_SWT);
    expect(readTournamentFile(bytes).ok).toBe(true);
    const r = readTournamentFile(bytes, { teams: 'refuse' });
    expect(r.ok ? r.value : r.error).toMatchObject({ kind: 'teamEvent', readAs: 'Swiss-Chess file' });
  });

  test('a bad crosstable names the format it was read as', () => {
    const r = readTournamentText('Name;1;2\nMüller;x;q\nWeiß;0;x\n');
    expect(r.ok ? r.value : r.error).toMatchObject({
      kind: 'badCell',
      row: 2,
      column: 3,
      readAs: 'CSV crosstable',
    });
  });
});

test('a CSV crosstable in Windows-1252 is read, saying where the UTF-8 broke', () => {
  const text = 'Nr;Name;1;2;3\n1;M\u00fcller;x;1;1\n2;Wei\u00df;0;x;1\n3;Gro\u00df;0;0;x\n';
  const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
  const r = readTournamentFile(bytes);
  expect(r.ok ? r.value.notUtf8 : r.error).toBe('line 2, byte 4: found byte 0xFC, "ü" in Windows-1252');
  if (r.ok) expect(r.value.tournament.players.map((p) => p.name)).toContain('Müller');
});

test('the formats: ids unique, binary ones without a writer', () => {
  const ids: FileFormatId[] = FILE_FORMATS.map((f) => f.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(FILE_FORMATS.filter((f) => f.binary).map((f) => [f.id, f.write])).toEqual([
    ['swt', undefined],
    ['swissManager', undefined],
  ]);
});

test('tournament JSON through the gate: the front end’s validating reader', () => {
  const r = readTournamentFile(utf8(makeTournamentJson(t)), { json });
  expect(r.ok ? r.value.tournament.games : r.error).toEqual(t.games);
  const none = readTournamentFile(utf8(makeTournamentJson(t)));
  expect(none.ok ? none.value : none.error).toMatchObject({ kind: 'unsupportedFile', format: 'json' });
});
