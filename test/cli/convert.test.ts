// rochade convert through runCli: outputs, what the target cannot hold, exit codes, no stack traces.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { parseTrf } from '../../core/formats/trf/trf.ts';
import { parseSwissNotation } from '../../core/formats/notation/swissNotation.ts';
import { flip } from '../../core/formats/crosstable/check.ts';
import type { Tournament } from '../../core/tournament/model.ts';
import { parseTournamentJson } from '../../schemas/tournamentJson.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { line001, pairTrf } from '../support/trfLine.ts';

const example = readFileSync(new URL('../../examples/swiss-club-open.trf', import.meta.url), 'utf8');
const rr = 'Nr,Name,1,2,3,Pkt\n1,Meier,x,1,1,2\n2,Schulz,0,x,½,0.5\n3,Vogel,0,½,x,0.5\n';
const files = { 'open.trf': example, 'rr.csv': rr, 'bad.trf': `${line001(1, { cells: ['   2 w 1'] })}\n` };

describe('rochade convert', () => {
  test('TRF → TRF with LF line ends reproduces the canonical example', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'open.trf', '--to', 'trf', '--eol', 'lf'], io)).toBe(0);
    expect(io.out.join('')).toBe(example);
    expect(io.err.join('')).toBe('');
  });

  test('TRF → TRF with CR line ends (default) to a file', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'open.trf', '--to', 'trf', '-o', 'out.trf'], io)).toBe(0);
    const out = io.written.get('out.trf') as string;
    expect(out).toBe(example.replace(/\n/g, '\r'));
  });

  test('TRF → Swiss notation: same games, says what it could not hold', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'open.trf', '--to', 'notation'], io)).toBe(0);
    const back = parseSwissNotation(io.out.join(''));
    const orig = parseTrf(example);
    expect(back.ok && orig.ok && back.value.games.length).toBe(orig.ok && orig.value.tournament.games.length);
    // One line per kind of content (issue 21), counted from the example's 15 players and 41 games.
    const lines = io.err.join('').split('\n');
    expect(lines).toContain('warning: scheduled colours of 1 forfeit: Swiss notation cannot hold this');
    expect(lines).toContain('warning: DWZ of 15 players: Swiss notation cannot hold this');
    expect(lines).toContain('warning: round dates of 6 rounds: Swiss notation cannot hold this');
  });

  test('TRF → CSV crosstable warns that colours, rounds and byes are lost', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'open.trf', '--to', 'csv'], io)).toBe(0);
    expect(io.out.join('')).toMatch(/^No\.,Name/);
    const lines = io.err.join('').split('\n');
    expect(lines).toContain(
      'warning: rounds and colours of 41 games: a CSV crosstable cannot hold this (read back as rounds rebuilt from the pairs that met)',
    );
    expect(lines).toContain(
      'warning: 8 byes and absences (PAB, HPB, FPB, ZPB, absent): a CSV crosstable cannot hold this',
    );
  });

  test('TRF Swiss → CSV → back: a Swiss crosstable ("—" = did not meet) with the same pair results', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'open.trf', '--to', 'csv', '-o', 'open.csv'], io)).toBe(0);
    expect(await runCli(['convert', 'open.csv', '--to', 'json'], io)).toBe(0);
    const back = parseTournamentJson(io.out.join(''));
    const orig = parseTrf(example);
    if (!back.ok || !orig.ok) throw new Error('unreadable');
    const pairResults = (t: Tournament): string[] =>
      t.games
        .map((g) =>
          g.white < g.black ? `${g.white}-${g.black} ${g.result}` : `${g.black}-${g.white} ${flip(g.result)}`,
        )
        .sort();
    expect(back.value.kind).toBe('swiss');
    expect(pairResults(back.value)).toEqual(pairResults(orig.value.tournament));
  });

  test("a Swiss printed as a crosstable (Waldstein, Bewertung der Partieergebnisse, Waldstein Tab. 6) → TRF: its games in the case's rounds", async () => {
    const c = JSON.parse(
      readFileSync(new URL('../fixtures/tiebreaks/waldstein-tab6-swiss6.json', import.meta.url), 'utf8'),
    ) as {
      rounds_count: number;
      crosstable: { rows_as_printed: string[] };
      rounds: { pairings: unknown[] }[];
    };
    const io = memoryIo({ 'tab6.txt': `${c.crosstable.rows_as_printed.join('\n')}\n` });
    expect(await runCli(['convert', 'tab6.txt', '--to', 'trf', '--eol', 'lf'], io)).toBe(0);
    const r = parseTrf(io.out.join(''));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.tournament.rounds).toBe(c.rounds_count);
    expect(r.value.tournament.games).toHaveLength(c.rounds.flatMap((x) => x.pairings).length);
    expect(io.err.join('')).toMatch(
      /^warning: that the rounds and colours are synthetic .*: TRF cannot hold this$/m,
    );
  });

  test('TRF → JSON keeps forfeits without scheduled colours (TRF colour "-")', async () => {
    const io = memoryIo({ 'ff.trf': pairTrf('   2 - +', '   1 - -', '1.0', '0.0') });
    expect(await runCli(['convert', 'ff.trf', '--to', 'json'], io)).toBe(0);
    expect(io.err.join('')).toBe('');
    const back = parseTournamentJson(io.out.join(''));
    const orig = parseTrf(pairTrf('   2 - +', '   1 - -', '1.0', '0.0'));
    if (!back.ok || !orig.ok) throw new Error('unreadable');
    expect(back.value.games.filter((g) => g.colorsUnknown)).toHaveLength(1);
    expect(back.value).toEqual(orig.value.tournament);
  });

  test('CSV crosstable → TRF: a round robin with synthetic rounds', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'rr.csv', '--to', 'trf', '--eol', 'lf'], io)).toBe(0);
    const r = parseTrf(io.out.join(''));
    expect(r.ok && r.value.tournament.kind).toBe('roundRobin');
    expect(r.ok && r.value.tournament.games).toHaveLength(3);
    expect(io.err.join('')).toMatch(
      /^warning: that the rounds and colours are synthetic .*: TRF cannot hold this$/m,
    );
  });

  test('TRF → JSON → TRF reproduces the example', async () => {
    const io = memoryIo(files);
    expect(await runCli(['convert', 'open.trf', '--to', 'json', '-o', 'open.json'], io)).toBe(0);
    expect(io.err.join('')).toBe('');
    expect(await runCli(['convert', 'open.json', '--to', 'trf', '--eol', 'lf'], io)).toBe(0);
    expect(io.out.join('')).toBe(example);
  });

  test('every generator TRF of fixtures/swiss survives TRF → JSON → TRF', async () => {
    const dir = new URL('../fixtures/swiss/', import.meta.url);
    const found = ['train-001-56p6r.trf', 'train-007-20p4r.trf', 'train-100-8p4r.trf'].filter((f) =>
      existsSync(new URL(f, dir)),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      const io = memoryIo({ 'a.trf': text });
      expect(await runCli(['convert', 'a.trf', '--to', 'json', '-o', 'a.json'], io)).toBe(0);
      expect(await runCli(['convert', 'a.json', '--to', 'trf'], io)).toBe(0);
      const back = parseTrf(io.out.join(''));
      const orig = parseTrf(text);
      // JSON holds everything, printed ranks included: nothing to note.
      expect(io.err.join('')).toBe('');
      if (!back.ok || !orig.ok) throw new Error('unreadable');
      const t = orig.value.tournament;
      expect(t.players.some((p) => p.rank !== undefined)).toBe(true);
      expect(back.value.tournament).toEqual(t);
    }
  });

  test.each([
    ['no --to', ['convert', 'open.trf'], 2, /--to must be one of trf, json/],
    ['unknown target', ['convert', 'open.trf', '--to', 'pgn'], 2, /found "pgn"/],
    ['bad --eol', ['convert', 'open.trf', '--to', 'trf', '--eol', 'mac'], 2, /--eol must be cr, lf or crlf/],
    ['unknown option', ['convert', 'open.trf', '--to', 'trf', '--fast'], 2, /unknown option --fast/],
    ['no input', ['convert', '--to', 'trf'], 2, /missing input file/],
    ['missing input file', ['convert', 'nope.trf', '--to', 'trf'], 2, /cannot read nope\.trf/],
    ['unwritable output', ['convert', 'open.trf', '--to', 'trf', '-o', '/readonly/x.trf'], 2, /cannot write/],
    [
      'bad input',
      ['convert', 'bad.trf', '--to', 'csv'],
      2,
      /bad\.trf \(TRF\): line 1, column 92: .*no player 2/,
    ],
  ])('%s → exit %s', async (_n, argv, code, message) => {
    const io = memoryIo(files);
    expect(await runCli(argv, io)).toBe(code);
    const err = io.err.join('');
    expect(err).toMatch(message);
    expect(err).not.toMatch(/\n\s+at /); // no stack trace
    expect(err.startsWith('rochade convert: ')).toBe(true);
  });

  test('--help', async () => {
    const io = memoryIo();
    expect(await runCli(['convert', '--help'], io)).toBe(0);
    expect(io.out.join('')).toMatch(/Usage: rochade convert IN --to trf\|json\|csv\|tsv\|text\|notation/);
  });
});
