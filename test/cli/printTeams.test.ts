// `rochade print` and `rochade publish` for team events and leagues: every file kind `rochade
// standings` ranks as teams gives a PDF (read back with pdftotext: every team and player name, every
// legend entry, page numbers) and a site that fits a 390 px phone and a 1280 px screen (headless
// Chromium) without the page scrolling sideways.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../cli/command.ts';
import { printCommand } from '../../cli/commands/print.ts';
import { publishCommand } from '../../cli/commands/publish.ts';
import {
  buildTeamReport,
  loadTeamInput,
  type TeamInput,
  type TeamReportKind,
} from '../../cli/teamReports.ts';
import type { LeagueRuleSetId } from '../../core/team/index.ts';
import { launchChromium, type Browser } from '../support/chromium.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { TWO_TEAM_SWT } from '../support/swtTeamSample.ts';
import { writeSwt } from '../support/swtWriter.ts';
import { findTool, toolOrSkip } from '../support/tools.ts';

const root = new URL('../../', import.meta.url);
const read = (p: string): Uint8Array => readFileSync(new URL(p, root));
const FILES: Record<string, Uint8Array> = {
  'league-season.json': read('examples/league-season.json'),
  'team-league.json': read('examples/team-league.json'),
  'team-swiss.trf': read('examples/team-swiss.trf'),
  'bmm.csv': read('test/fixtures/league/bmm-klasse-staffel95.csv'),
  'team.swt': writeSwt(TWO_TEAM_SWT),
};

/** Each file kind, the league rule set it is printed with (a crosstable needs one) and whether it has players. */
const KINDS: readonly { file: string; rules?: LeagueRuleSetId; players: boolean }[] = [
  { file: 'league-season.json', players: true },
  { file: 'team-league.json', players: false },
  { file: 'team-swiss.trf', players: true },
  { file: 'team.swt', players: true },
  { file: 'bmm.csv', rules: 'berlin', players: false },
];

const loadInput = async (file: string, rules?: LeagueRuleSetId): Promise<TeamInput> => {
  const r = await loadTeamInput(file, memoryIo(FILES), rules);
  if (!r.ok || r.value === undefined) throw new Error(`${file} is no team event`);
  return r.value;
};

const dir = mkdtempSync(join(tmpdir(), 'rochade-team-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const havePoppler = toolOrSkip(findTool('pdftotext'), 'poppler-utils');

describe('rochade print for team events and leagues', () => {
  it('refuses what a team file cannot print, and an individual tournament with --rules (read as a league crosstable, as rochade standings does)', async () => {
    const io = memoryIo({ ...FILES, 'open.trf': read('examples/swiss-club-open.trf') });
    expect(await printCommand.run(['team-league.json', '--what', 'cards', '-o', 'x.pdf'], io)).toMatchObject({
      exit: EXIT.badInput,
      message: expect.stringMatching(/standings, crosstable, pairings, players/),
    });
    expect(
      await printCommand.run(['team-league.json', '--what', 'players', '-o', 'x.pdf'], io),
    ).toMatchObject({
      exit: EXIT.badInput,
      message: expect.stringMatching(/no player list/),
    });
    expect(
      await printCommand.run(['open.trf', '--what', 'standings', '--rules', 'berlin', '-o', 'x.pdf'], io),
    ).toMatchObject({
      exit: EXIT.badInput,
      message: expect.stringMatching(/open.trf \(league crosstable\)/),
    });
    expect(
      await printCommand.run(['bmm.csv', '--what', 'standings', '--rules', 'nope', '-o', 'x.pdf'], io),
    ).toMatchObject({
      exit: EXIT.badInput,
      message: expect.stringMatching(/league rule set/),
    });
  });

  const cases = KINDS.flatMap((k) =>
    (['standings', 'crosstable', 'pairings', 'players'] as const)
      .filter((what) => what !== 'players' || k.players)
      .filter((what) => what !== 'pairings' || k.file !== 'bmm.csv')
      .map((what) => ({ ...k, what })),
  );
  it.runIf(havePoppler).each(cases)(
    '$file --what $what: every team and player name, every legend entry, page numbers',
    async ({ file, rules, what }) => {
      const io = memoryIo(FILES);
      const args = [
        file,
        '--what',
        what,
        '--lang',
        'de',
        ...(rules ? ['--rules', rules] : []),
        '-o',
        'out.pdf',
      ];
      expect(await printCommand.run(args, io)).toBe(0);
      const path = join(dir, `${file}-${what}.pdf`);
      writeFileSync(path, io.written.get('out.pdf') as Uint8Array);
      const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
      const flat = text.replace(/\s+/g, ' ');
      const x = await loadInput(file, rules);
      const tables = buildTeamReport(x, what as TeamReportKind, { lang: 'de', updated: '2026-12-08T10:00' });
      if (!tables.ok) throw new Error(tables.error);
      for (const t of x.event.teams) expect(text).toContain(t.name);
      if (what === 'pairings' || what === 'players')
        for (const p of x.season?.teams.flatMap((t) => t.players) ?? [])
          if (
            what === 'players' ||
            x.season?.matches.some((m) => m.games.some((g) => g.home === p.id || g.away === p.id))
          )
            expect(text).toContain(p.name);
      for (const l of tables.value.flatMap((t) => t.legend)) {
        expect(text).toContain(l.term);
        expect(flat).toContain(l.text.slice(0, 24));
      }
      expect(text).toMatch(/Seite 1 von \d+/);
      expect(text).toContain(x.event.name);
    },
  );
});

const chromium = findTool('chromium', 'chromium-browser', 'google-chrome');
const haveChromium = toolOrSkip(chromium, 'chromium');

/** Elements outside the viewport (a scroll box's content excepted), the page's width, the legends. */
const PROBE = `(() => {
  const vw = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('.scroll') && !el.classList.contains('scroll')) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5)) out.push(el.tagName + '.' + el.className + ' right=' + Math.round(r.right));
  }
  return {
    vw,
    docWidth: document.documentElement.scrollWidth,
    out: out.slice(0, 10),
    legends: document.querySelectorAll('dl.legend dt').length,
    text: document.body.textContent,
  };
})()`;

interface Probe {
  vw: number;
  docWidth: number;
  out: string[];
  legends: number;
  text: string;
}

describe('rochade publish for team events and leagues', () => {
  it('writes the overview, standings, crosstable, one page per round and the players', async () => {
    const io = memoryIo(FILES);
    expect(await publishCommand.run(['league-season.json', '--html', 'site'], io)).toBe(0);
    expect([...io.written.keys()].sort()).toEqual(
      [
        'crosstable.html',
        'index.html',
        'players.html',
        'round-1.html',
        'round-2.html',
        'round-3.html',
        'standings.html',
        'style.css',
      ].map((f) => join('site', f)),
    );
    // a league prints in German unless --lang says otherwise
    expect(String(io.written.get(join('site', 'standings.html')))).toContain('<html lang="de">');
    expect(await publishCommand.run(['team-league.json', '--ics', 'x.ics'], io)).toMatchObject({
      exit: EXIT.badInput,
    });
  });
});

describe.runIf(haveChromium)('the team site in headless Chromium at 390 and 1280 px', () => {
  let browser: Browser;
  const sites = ['league-season.json', 'team-swiss.trf'];
  beforeAll(async () => {
    for (const file of sites) {
      const io = memoryIo(FILES);
      expect(await publishCommand.run([file, '--html', 'site', '--lang', 'de'], io)).toBe(0);
      mkdirSync(join(dir, file), { recursive: true });
      for (const [name, data] of io.written)
        writeFileSync(join(dir, file, name.replace(/^site\//, '')), data);
    }
    browser = await launchChromium(chromium ?? 'chromium');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const pages = (file: string): string[] => [
    'index.html',
    'standings.html',
    'crosstable.html',
    ...(file === 'league-season.json' ? [1, 2, 3] : [1, 2, 3, 4]).map((r) => `round-${r}.html`),
    'players.html',
  ];
  const cases = sites.flatMap((file) =>
    pages(file).flatMap((page) => [390, 1280].map((width) => ({ file, page, width }))),
  );
  it.each(cases)(
    '$file $page at $width px: nothing wider than the screen, names, legend',
    async ({ file, page, width }) => {
      const { errors, value } = await browser.open(pathToFileURL(join(dir, file, page)).href, width, PROBE, {
        desktop: width > 1000,
      });
      const p = value as Probe;
      expect(errors).toEqual([]);
      expect(p.out).toEqual([]);
      expect(p.docWidth).toBeLessThanOrEqual(p.vw);
      if (page !== 'index.html') expect(p.legends).toBeGreaterThan(0);
      const x = await loadInput(file);
      if (page === 'standings.html' || page === 'crosstable.html')
        for (const t of x.event.teams) expect(p.text).toContain(t.name);
      if (page === 'players.html')
        for (const n of x.season?.teams.flatMap((t) => t.players.map((q) => q.name)) ?? [])
          expect(p.text).toContain(n);
    },
  );
});
