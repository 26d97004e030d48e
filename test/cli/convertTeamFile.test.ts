// rochade convert of a team file (Swiss-Chess .SWT, Swiss-Manager .TUMX, TRF-2026 team) --to trf
// writes the TRF-2026 team file (310 records, line-ups, match results) through the same writer as a
// team tournament file, and the team standings read from it are the source file's.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { parseTeamSwissTrf } from '../../core/team/index.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { writeSwt } from '../support/swtWriter.ts';
import { TWO_TEAM_SWT } from '../support/swtTeamSample.ts';

async function convert(files: Record<string, string | Uint8Array>, input: string) {
  const io = memoryIo(files);
  const code = await runCli(['convert', input, '--to', 'trf', '-o', 'out.trf'], io);
  const out = io.written.get('out.trf');
  const text = typeof out === 'string' ? out : out ? new TextDecoder().decode(out) : '';
  return { io, code, err: io.stderrText(), text };
}

type Rows = { rows: { name: string; matchPoints: number; gamePoints?: number }[] };
async function standings(files: Record<string, string | Uint8Array>, path: string) {
  const io = memoryIo(files);
  expect(await runCli(['standings', path, '--json'], io), io.stderrText()).toBe(0);
  return (JSON.parse(io.stdoutText()) as Rows).rows.map((r) => [r.name, r.matchPoints]).sort();
}

describe('convert a Swiss-Chess team file --to trf', () => {
  test('TWO_TEAM_SWT: the TRF-2026 team file with both teams, their line-ups and results', async () => {
    const swt = writeSwt(TWO_TEAM_SWT);
    const r = await convert({ 'team.swt': swt }, 'team.swt');
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/only the board games/);
    const parsed = parseTeamSwissTrf(r.text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const t = parsed.value.tournament;
    expect(t.teams.map((x) => [x.name, x.players.map((p) => p.name)])).toEqual([
      ['SC Rochade', ['Meier,Hans', 'Müller,Jörg']],
      ['SK Turm', ['Schulz,Eva', 'Wagner,Uwe']],
    ]);
    // By hand from the sample: round 1 Rochade (White on board 1) 1-0, ½-½; round 2 Turm (White on
    // board 1): Schulz forfeits to Meier, Wagner beats Müller.
    expect(t.played.map((p) => p.matches.map((m) => [m.white, m.black, m.boards]))).toEqual([
      [[1, 2, ['1-0', '1/2-1/2']]],
      [[2, 1, ['-:+', '1-0']]],
    ]);
    // Match points (C.07 11: 2 a win, 1 a draw): Rochade 2 + 1, Turm 0 + 1; the same from both files.
    const files = { 'team.swt': swt, 'out.trf': r.text };
    expect(await standings(files, 'out.trf')).toEqual([
      ['SC Rochade', 3],
      ['SK Turm', 1],
    ]);
    expect(await standings(files, 'team.swt')).toEqual(await standings(files, 'out.trf'));
  });
});

const SHARED = new URL('../../../shared/formats/', import.meta.url);
const REAL = [
  'swt/SwissTeam.SWT',
  'swiss-manager/fexerj_swiss_team_93players.TUMX',
  'other/bbp_team_round2.trf',
  'other/bbp_team_utf8_names.trf',
  'other/bbp_team_bye.trf',
  'trf/tbs_fideteam_nocolor.trf',
] as const;

describe.each(REAL)('../shared/formats/%s --to trf', (name) => {
  const url = new URL(name, SHARED);
  test.skipIf(!existsSync(url))('a TRF-2026 team file whose standings are the source file’s', async () => {
    const input = name.split('/')[1]!;
    const bytes = new Uint8Array(readFileSync(url));
    const r = await convert({ [input]: bytes }, input);
    expect(r.code, r.err).toBe(0);
    expect(r.text).toMatch(/^310 /m);
    const parsed = parseTeamSwissTrf(r.text);
    expect(parsed.ok, parsed.ok ? '' : JSON.stringify(parsed.error)).toBe(true);
    const files = { [input]: bytes, 'out.trf': r.text };
    expect(await standings(files, 'out.trf')).toEqual(await standings(files, input));
  });
});
