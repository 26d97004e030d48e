// `rochade dwz` and `rochade elo` end to end through runCli with a capturing io.
import { describe, expect, test } from 'vitest';
import { runCli } from '../../cli/main.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { makeTournamentJson } from '../../core/formats/json/tournamentJson.ts';
import { evaluateTournamentDwz } from '../../core/dwz/index.ts';
import { anhang11Tournament, loadDwzCase } from '../core/dwz/loadCase.ts';

async function cli(argv: string[], files: Record<string, string> = {}) {
  const io = memoryIo(files);
  const code = await runCli(argv, io);
  return { code, out: io.out.join(''), err: io.err.join('') };
}

const gamesArg = (opps: { dwz: number; result: number }[]): string =>
  opps.map((o) => `${o.result}:${o.dwz}`).join(',');

describe('rochade dwz estimate', () => {
  test('WO 2002 Anhang 1.3 a) (regular rules) as JSON', async () => {
    const c = loadDwzCase('wo2002-anhang-1.3a-estimate.json');
    const r = await cli([
      'dwz',
      'estimate',
      '--rating',
      `${c.inputs.Ro}-10`,
      '--end-date',
      '2002-06-30',
      '--games',
      gamesArg(c.inputs.opponents),
      '--rules',
      'WO2002',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({
      rules: 'WO2002',
      Ro: c.inputs.Ro,
      index: 10,
      W: c.expected.W,
      n: c.expected.n,
      E: c.inputs.E,
      We: c.expected.correct_rules_per_text.We,
      indexNew: 11,
    });
    expect(Math.abs(j.Rn - c.expected.correct_rules_per_text.Rn)).toBeLessThanOrEqual(c.tolerances.Rn);
    expect(Object.keys(j.whatIf).sort()).toEqual(['draw', 'loss', 'win']);
    expect(j.K).toBeUndefined();
  });
  test('--method ueberschlag (Anhang 1.3 b) first DWZ)', async () => {
    const c = loadDwzCase('wo2002-anhang-1.3b-first-dwz-estimate.json');
    const r = await cli([
      'dwz',
      'estimate',
      '--rating',
      'none',
      '--end-date',
      '2002-06-30',
      '--games',
      gamesArg(c.inputs.opponents),
      '--rules',
      'WO2002',
      '--method',
      'ueberschlag',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      status: 'first',
      Rc: c.expected.clipped.Rc,
      Rn: c.expected.clipped.Rp,
    });
  });
  test('SK Troisdorf what-if table, text output, --rules by default from the end date', async () => {
    const c = loadDwzCase('sk-troisdorf-single-game-youth.json');
    const r = await cli([
      'dwz',
      'estimate',
      '--rating',
      `${c.inputs.player1.Ro}-2`,
      '--birth-year',
      '2002',
      '--end-date',
      '2018-05-01',
      '--games',
      '',
      '--next',
      String(c.inputs.player2.Ro),
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('WO2013');
    expect(r.out).toContain(
      `${c.expected.player1_wins.player1} / ${c.expected.draw.player1} / ${c.expected.player2_wins.player1}`,
    );
  });
  test('WO2026 prints K; --k overrides', async () => {
    const r = await cli([
      'dwz',
      'estimate',
      '--rating',
      '1500-12',
      '--end-date',
      '2026-07-01',
      '--games',
      '1:1500',
      '--k',
      '30',
      '--json',
    ]);
    expect(JSON.parse(r.out)).toMatchObject({ rules: 'WO2026', K: 30, Rn: 1515 });
  });
  test('fewer than 5 games for a first DWZ: the games to store', async () => {
    const r = await cli([
      'dwz',
      'estimate',
      '--rating',
      'none',
      '--end-date',
      '2020-01-01',
      '--games',
      '1:1500,0:1600',
      '--residual',
      '0.5:1400',
      '--json',
    ]);
    const j = JSON.parse(r.out);
    expect(j.status).toBe('residual');
    expect(j.residualGames).toHaveLength(3);
    expect(j.Rn).toBeUndefined();
  });
  test.each([
    [['--rating', '17x2'], /--rating/],
    [['--rating', '1712-0'], /index/],
    [['--rating', '1712-5', '--games', '1.5:1900'], /score of 1, 0.5 or 0/],
    [['--rating', 'none', '--games', '1:none,1:1500'], /rating of every opponent/],
    [['--rating', '1712-5', '--games', '1:1900', '--rules', 'WO1999'], /unknown rule version/],
    [['--rating', '1712-5', '--games', '1:1900', '--bogus'], /bogus/],
  ])('bad input %j → exit 3 with a clear message', async (extra, message) => {
    const r = await cli(['dwz', 'estimate', '--end-date', '2020-01-01', ...extra]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/at .*\.ts/);
  });
  test('--help', async () => {
    const r = await cli(['dwz', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('rochade dwz estimate');
  });
});

describe('rochade dwz evaluate', () => {
  const { t } = anhang11Tournament();
  const files = { 'a11.json': makeTournamentJson(t) };
  test('the Anhang 1.1 tournament as JSON carries the core evaluation unchanged (values pinned in anhang11.test.ts)', async () => {
    const r = await cli(['dwz', 'evaluate', 'a11.json', '--rules', 'WO2002', '--json'], files);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const core = evaluateTournamentDwz(t, { rules: 'WO2002' });
    if (!core.ok) throw new Error('core failed');
    expect(j.rules).toBe('WO2002');
    expect(j.players).toHaveLength(t.players.length);
    for (const p of core.value.players) {
      const q = j.players.find((x: { id: number }) => x.id === p.id);
      expect(q).toMatchObject({
        name: p.name,
        status: p.status,
        W: p.W,
        n: p.n,
        residualGames: p.residualGames,
      });
      if (p.Rn !== undefined) expect(q.Rn).toBe(p.Rn);
      if (p.E !== undefined) expect(q.E).toBe(p.E);
    }
  });
  test('text table after Anhang 1.1.11', async () => {
    const r = await cli(['dwz', 'evaluate', 'a11.json', '--rules', 'WO2002'], files);
    expect(r.code).toBe(0);
    // the report's DWZ table (as the PDF and the site), header in the CLI's language
    // (Anhang 1.1.11 has a 24-year-old, D, and residual games: birth year, age and RP appear)
    expect(r.out).toMatch(/^ Rk +Name +Born +Age +Ro \(old\) +W +n +RP +We +Rh +E +Rn \(new\) +Rc$/m);
    expect(r.out).toMatch(/^ 4\. +D +1976 +24 +1950-20 /m);
  });
  test('--non-members (2016 text 3.4.3): counted, nothing published', async () => {
    const r = await cli(
      ['dwz', 'evaluate', 'a11.json', '--rules', 'WO2013', '--non-members', '1', '--json'],
      files,
    );
    expect(r.code).toBe(0);
    const p1 = JSON.parse(r.out).players.find((x: { id: number }) => x.id === 1);
    expect(p1.Rn).toBeUndefined();
    expect(p1.status).toBe('established');
  });
  test.each([
    [['--non-members', '1,x'], /not a player id/],
    [['--umstufung', '--rules', 'WO2013'], /Umstufung/],
  ])('evaluate %j → exit 3', async (extra, message) => {
    const r = await cli(['dwz', 'evaluate', 'a11.json', ...extra], files);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
  test('missing file → exit 5', async () => {
    const r = await cli(['dwz', 'evaluate', 'nope.json'], files);
    expect(r.code).toBe(2);
  });
});

describe('rochade dwz convert-2026', () => {
  test('1493-12 → 1716-13 (0.64 · 1493 + 760 = 1715.52, index + 1)', async () => {
    const r = await cli(['dwz', 'convert-2026', '1493-12', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({ new: 1716, index: 13 });
  });
  test('bad rating → exit 3', async () => {
    expect((await cli(['dwz', 'convert-2026', '17x2'])).code).toBe(2);
  });
});

describe('rochade dwz evaluate: rows without a new DWZ say why', () => {
  // Nobody has a DWZ: nobody qualifies for a first DWZ (WO 2002 4.7.6), W counts no rated game.
  const unrated = 'Nr,Name,1,2,3,Pkt\n1,Anna,x,1,½,1.5\n2,Bert,0,x,1,1\n3,Carl,½,0,x,0.5\n';
  test('every discarded player is listed with the reason the JSON gives', async () => {
    const json = await cli(['dwz', 'evaluate', 'u.csv', '--end-date', '2025-01-01', '--json'], {
      'u.csv': unrated,
    });
    expect(json.code).toBe(0);
    const players = (JSON.parse(json.out) as { players: { name: string; status: string; reason?: string }[] })
      .players;
    expect(players.map((p) => p.status)).toEqual(['discarded', 'discarded', 'discarded']);
    const reason = players[0]?.reason ?? '';
    expect(reason).toMatch(/4\.7\.6/);
    const text = await cli(['dwz', 'evaluate', 'u.csv', '--end-date', '2025-01-01'], { 'u.csv': unrated });
    expect(text.code).toBe(0);
    expect(text.out).toContain(`not evaluated: Anna, Bert, Carl: ${reason}\n`);
  });
});
