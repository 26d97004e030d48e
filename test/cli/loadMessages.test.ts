// What a club user sees for files the CLI cannot take: where a Windows-1252 file (Excel's
// "CSV (Trennzeichen-getrennt)") stops being UTF-8, the crosstable format the reader really saw,
// a standings round the tournament does not have, and writes that leave no half file (issue 2).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadTournament } from '../../cli/load.ts';
import { runCli, writeFileWhole } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';

const cp1252 = (s: string): Uint8Array =>
  Uint8Array.from(
    [...s].map((c) => ({ ü: 0xfc, ö: 0xf6, ä: 0xe4, ß: 0xdf, '½': 0xbd })[c] ?? c.charCodeAt(0)),
  );

describe('a file that is not UTF-8 is read as Windows-1252, saying where', () => {
  test.each([
    [
      'an umlaut in line 2',
      'Nr;Name;1;2\n1;Müller;x;1\n2;Weiß;0;x\n',
      'line 2, byte 4: found byte 0xFC, "ü" in Windows-1252',
      ['Müller', 'Weiß'],
    ],
    [
      '½ after CRLF line ends',
      'Nr;Name;1;2\r\n1;Meier;x;½\r\n2;Vogel;½;x\r\n',
      'line 2, byte 11: found byte 0xBD, "½" in Windows-1252',
      ['Meier', 'Vogel'],
    ],
  ])(
    '%s: loaded, with a warning naming line, byte and the likely character',
    async (_n, text, where, names) => {
      const r = await loadTournament('verein.csv', memoryIo({ 'verein.csv': cp1252(text) }));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.tournament.players.map((p) => p.name)).toEqual(names);
      expect(r.value.warnings).toEqual([
        `verein.csv: not UTF-8 text, read as Windows-1252 (${where}); check the names, or save the file as UTF-8 (Excel: "CSV UTF-8")`,
      ]);
    },
  );

  test('rochade standings on an Excel CSV in Windows-1252: umlauts right, warning on stderr, exit 0', async () => {
    const io = memoryIo({ 'verein.csv': cp1252('Nr;Name;1;2;Pkt\n1;Müller;x;½;0,5\n2;Weiß;½;x;0,5\n') });
    expect(await runCli(['standings', 'verein.csv', '--json'], io)).toBe(0);
    const rows = (JSON.parse(io.stdoutText()) as { rows: { name: string }[] }).rows;
    expect(rows.map((r) => r.name)).toEqual(['Müller', 'Weiß']);
    expect(io.stderrText()).toMatch(/^warning: verein\.csv: not UTF-8 text, read as Windows-1252 \(line 2/);
  });

  test('TRF is UTF-8 by definition (trf-format.md 2): a Windows-1252 TRF is refused, not guessed', async () => {
    const utf8 = readFileSync(new URL('../../examples/swiss-club-open.trf', import.meta.url), 'utf8');
    const trf = cp1252(utf8);
    const r = await loadTournament('open.trf', memoryIo({ 'open.trf': trf }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.exit).toBe(3);
      expect(r.error.message).toMatch(
        /^open\.trf: a TRF file must be UTF-8 text, but it is not UTF-8 text \(line \d+, byte \d+: found byte 0xFC, "ü" in Windows-1252\); save it as UTF-8$/,
      );
    }
  });

  test('a file that does not parse either: the error keeps the encoding note', async () => {
    const r = await loadTournament(
      'x.txt',
      memoryIo({ 'x.txt': new Uint8Array([0x30, 0x30, 0x31, 0xff, 0xfe]) }),
    );
    expect(r.ok ? '' : r.error.message).toMatch(
      /\(note: not UTF-8 text, read as Windows-1252 \(line 1, byte 4: found byte 0xFF, "ÿ" in Windows-1252\)\)$/,
    );
  });
});

describe('the crosstable format in a message is the one the reader used', () => {
  test('aligned text with "Name, Vorname" is a text crosstable, not CSV', async () => {
    const text =
      'Nr  Name           DWZ   1  2  Pkt\n1   Meier, Hans    1712  x  1  1\n2   Vogel, Eva           0  x  0\n';
    const r = await loadTournament('club.txt', memoryIo({ 'club.txt': text }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toMatch(/^club\.txt \(text crosstable\): line 3, row 3: found "5 fields"/);
      expect(r.error.message).toContain('write "-" for a missing rating');
    }
  });
});

describe('rochade standings --after-round beyond the last round', () => {
  const rr = 'Nr,Name,1,2,3,Pkt\n1,Meier,x,1,1,2\n2,Schulz,0,x,½,0.5\n3,Vogel,0,½,x,0.5\n';
  test.each([
    ['4', 2, /--after-round 4: the tournament has rounds 1 to 3/],
    ['3', 0, /^$/],
    ['0', 0, /^$/],
  ])('--after-round %s → exit %i', async (n, code, message) => {
    const io = memoryIo({ 'rr.csv': rr });
    expect(await runCli(['standings', 'rr.csv', '--after-round', n], io)).toBe(code);
    expect(io.stderrText()).toMatch(message);
  });
});

describe('writeFileWhole: the whole file or nothing', () => {
  test('writes the file and leaves no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rochade-write-'));
    await writeFileWhole(join(dir, 'out.json'), '{"a":1}\n');
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe('{"a":1}\n');
    expect(readdirSync(dir)).toEqual(['out.json']);
  });
  test('a directory in the way: the write fails and leaves nothing behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rochade-write-'));
    mkdirSync(join(dir, 'out.json'));
    await expect(writeFileWhole(join(dir, 'out.json'), 'x')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['out.json']);
    expect(existsSync(join(dir, 'out.json', 'x'))).toBe(false);
  });
});
