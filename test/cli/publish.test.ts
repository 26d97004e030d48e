import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, publishCommand } from '../../cli/commands/publish.ts';
import { nodeIo } from '../../cli/main.ts';
import { makeTournamentJson } from '../../schemas/tournamentJson.ts';
import { launchChromium, type Browser } from '../support/chromium.ts';
import { memoryIo } from '../support/memoryIo.ts';
import { findTool, toolOrSkip } from '../support/tools.ts';
import { UNICODE_NAMES, unicodeSwiss } from '../support/unicodeTournament.ts';

const HOSTILE = '<script>alert("x")</script> & Söhne';
const STAMP = '2026-11-27T00:00:00Z';

/**
 * 40 players, 9 rounds, two clubs: player 7 has a hostile name, player 8 a very long one (wraps on
 * a phone), player 40 no club.
 */
const tournament = (): ReturnType<typeof unicodeSwiss> => {
  const t = unicodeSwiss(40, 9);
  return {
    ...t,
    name: 'Open <2026> & Co',
    players: t.players
      .map((p) =>
        p.id === 7
          ? { ...p, name: HOSTILE }
          : p.id === 8
            ? { ...p, name: 'Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine' }
            : p,
      )
      // clubs for the list by club; player 40 has none
      .map((p) =>
        p.id === 40 ? p : { ...p, club: p.id % 2 ? 'SK Weiß-Blau Großhausen' : 'SV Königsspringer Süd' },
      ),
  };
};

const dir = mkdtempSync(join(tmpdir(), 'rochade-site-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildSite', () => {
  const site = buildSite(tournament(), { lang: 'en', stamp: STAMP });

  it('has the index, start list, one page per round, the crosstable, calendar and stylesheet', () => {
    expect([...site.keys()].sort()).toEqual(
      [
        'calendar.ics',
        'cards.html',
        'clubs.html',
        'crosstable.html',
        'index.html',
        'players.html',
        'startlist.html',
        'style.css',
        ...Array.from({ length: 9 }, (_, k) => `round-${k + 1}.html`),
      ].sort(),
    );
    const index = site.get('index.html') ?? '';
    for (const href of [
      'startlist.html',
      'players.html',
      'clubs.html',
      'round-1.html',
      'round-9.html',
      'crosstable.html',
      'cards.html',
      'calendar.ics',
    ])
      expect(index).toContain(`href="${href}"`);
  });

  it('escapes every name and the tournament name (no markup from data)', () => {
    for (const [name, text] of site) {
      if (!name.endsWith('.html')) continue;
      expect(text).not.toContain('<script');
      expect(text).not.toContain('<2026>');
      expect(text).toContain('Open &lt;2026&gt; &amp; Co');
    }
    expect(site.get('startlist.html')).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Söhne',
    );
  });

  it('a round page holds the pairings with results and the standings after the round', () => {
    const r3 = site.get('round-3.html') ?? '';
    expect(r3).toContain('Pairings, round 3');
    expect(r3).toContain('Standings after round 3');
    // every game of the fixture is a draw
    expect(r3).toContain('<td class="result">½-½</td>');
    for (const n of UNICODE_NAMES) expect(r3).toContain(n);
  });

  it('before the first round: the index says so, no round pages', () => {
    const early = buildSite({ ...tournament(), games: [] }, { lang: 'en', stamp: STAMP });
    expect(early.get('index.html')).toContain('No games yet.');
    expect([...early.keys()].filter((k) => k.startsWith('round-'))).toEqual([]);
  });

  it('no player with a club or federation: no list by club', () => {
    const t = tournament();
    const none = buildSite(
      { ...t, players: t.players.map(({ club: _, ...p }) => p) },
      { lang: 'en', stamp: STAMP },
    );
    expect(none.has('clubs.html')).toBe(false);
    expect(none.get('index.html')).not.toContain('clubs.html');
  });

  it('only the crosstable scrolls in its own box', () => {
    for (const [name, text] of site)
      if (name.endsWith('.html')) expect(text.includes('class="scroll"')).toBe(name === 'crosstable.html');
  });
});

describe('rochade publish', () => {
  it('writes the site into DIR and the calendar to --ics', async () => {
    const file = join(dir, 't.json');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, makeTournamentJson(tournament()));
    const io = nodeIo();
    const out = join(dir, 'site');
    const code = await publishCommand.run([file, '--html', out, '--ics', join(dir, 'r.ics')], {
      ...io,
      stdout: () => {},
    });
    expect(code).toBe(0);
    expect(readdirSync(out)).toContain('round-9.html');
    const ics = readFileSync(join(dir, 'r.ics'), 'utf8');
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(9);
  });

  it.each([
    {
      case: 'neither --html nor --ics',
      args: ['t.json'],
      message: /give --html DIR, --ics OUT\.ics or both/,
    },
    {
      case: 'an unknown language',
      args: ['t.json', '--html', 'x', '--lang', 'fr'],
      message: /--lang must be one of en, de/,
    },
    { case: 'no file', args: ['--html', 'x'], message: /exactly one tournament FILE/ },
  ])('refuses $case', async ({ args, message }) => {
    const r = await publishCommand.run(args, memoryIo({ 't.json': makeTournamentJson(tournament()) }));
    expect(r).toMatchObject({ exit: 3, message: expect.stringMatching(message) });
  });

  it('--ics without round dates says where the dates come from', async () => {
    const t = { ...tournament(), roundDates: [] };
    const r = await publishCommand.run(
      ['t.json', '--ics', 'o.ics'],
      memoryIo({ 't.json': makeTournamentJson(t) }),
    );
    expect(r).toMatchObject({ exit: 3, message: expect.stringMatching(/no round dates/) });
  });

  it('--html with --ics without round dates: the site is written, the calendar left out with one warning line', async () => {
    const t = { ...tournament(), roundDates: [] };
    const io = memoryIo({ 't.json': makeTournamentJson(t) });
    const r = await publishCommand.run(['t.json', '--html', 'site', '--ics', 'o.ics'], io);
    expect(r).toBe(0);
    expect(io.written.has(join('site', 'index.html'))).toBe(true);
    expect(io.written.has('o.ics')).toBe(false);
    expect(io.written.has(join('site', 'calendar.ics'))).toBe(false);
    expect(io.stderrText()).toMatch(/^warning: o\.ics not written: t\.json has no round dates .*\n$/);
    expect(io.stderrText().split('\n')).toHaveLength(2);
  });
});

const chromium = findTool('chromium', 'chromium-browser', 'google-chrome');
const haveChromium = toolOrSkip(chromium, 'chromium');

/** What the browser reports: elements outside the viewport (the scroll box's content excepted), boxes, scripts. */
const PROBE = `(() => {
  const vw = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    // a table's own box may scroll sideways (.scroll: the crosstable; .fit: any other table too wide)
    const box = el.closest('.scroll, .fit');
    if (box && box !== el) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5)) out.push(el.tagName + '.' + el.className + ' right=' + Math.round(r.right));
  }
  return {
    vw,
    docWidth: document.documentElement.scrollWidth,
    out: out.slice(0, 10),
    boxes: [...document.querySelectorAll('.scroll')].map((b) => ({ sw: b.scrollWidth, cw: b.clientWidth })),
    scripts: document.querySelectorAll('script').length,
    legends: document.querySelectorAll('dl.legend dt').length,
    text: document.body.textContent,
  };
})()`;

interface Probe {
  vw: number;
  docWidth: number;
  out: string[];
  boxes: { sw: number; cw: number }[];
  scripts: number;
  legends: number;
  text: string;
}

describe.runIf(haveChromium)('the site in headless Chromium at 390 and 1280 px', () => {
  let browser: Browser;
  const siteDir = join(dir, 'browser');
  beforeAll(async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(siteDir, { recursive: true });
    for (const [name, text] of buildSite(tournament(), {
      lang: 'de',
      stamp: STAMP,
      updated: '2026-11-27T19:05',
    }))
      writeFileSync(join(siteDir, name), text);
    browser = await launchChromium(chromium ?? 'chromium');
  });
  afterAll(async () => {
    await browser?.close();
  });

  const pages = [
    'index.html',
    'startlist.html',
    'players.html',
    'clubs.html',
    ...Array.from({ length: 9 }, (_, k) => `round-${k + 1}.html`),
    'crosstable.html',
    'cards.html',
  ];
  const cases = pages.flatMap((page) => [390, 1280].map((width) => ({ page, width })));
  it.each(cases)(
    '$page at $width px: no console error, nothing wider than the screen but the crosstable box, names, legend, time',
    async ({ page, width }) => {
      const { errors, value } = await browser.open(pathToFileURL(join(siteDir, page)).href, width, PROBE, {
        desktop: width > 1000,
      });
      const p = value as Probe;
      expect(errors).toEqual([]);
      // a desktop browser's vertical scroll bar takes its width from the viewport
      expect(p.vw).toBeGreaterThan(width - 20);
      expect(p.vw).toBeLessThanOrEqual(width);
      expect(p.out).toEqual([]);
      expect(p.docWidth).toBeLessThanOrEqual(p.vw);
      expect(p.scripts).toBe(0);
      expect(p.text).toContain('Open <2026> & Co');
      expect(p.text).toContain('Stand: 27.11.2026, 19:05 Uhr');
      if (page === 'crosstable.html') {
        expect(p.boxes).toHaveLength(1);
        // 9 rounds and 4 tiebreaks do not fit 390 px: the box scrolls, the page does not
        if (width === 390) expect(p.boxes[0]!.sw).toBeGreaterThan(p.boxes[0]!.cw);
      } else expect(p.boxes).toEqual([]);
      if (page !== 'index.html') {
        expect(p.text).toContain(HOSTILE);
        for (const n of UNICODE_NAMES) expect(p.text).toContain(n);
        // every table's legend: the abbreviations explained in German
        expect(p.legends).toBeGreaterThan(0);
      }
      if (page.startsWith('round-') || page === 'crosstable.html')
        expect(p.text).toContain('Buchholz, ohne den niedrigsten Wert (C.07 8.1, 14.1)');
    },
  );

  it('the crosstable scrolled sideways on a phone: rank and name stay in view', async () => {
    await browser.open(pathToFileURL(join(siteDir, 'crosstable.html')).href, 390, '1');
    const r = (await browser.evaluate(`(() => {
      const box = document.querySelector('.scroll');
      box.scrollLeft = box.scrollWidth;
      const b = box.getBoundingClientRect();
      const row = box.querySelector('tbody tr');
      const rank = row.querySelector('td.sticky.first').getBoundingClientRect();
      const name = row.querySelector('td.sticky.second').getBoundingClientRect();
      const round = row.querySelector('td.round').getBoundingClientRect();
      return { scrolled: box.scrollLeft, left: b.left, rank: rank.left, name: name.left, nameRight: name.right, round: round.left };
    })()`)) as {
      scrolled: number;
      left: number;
      rank: number;
      name: number;
      nameRight: number;
      round: number;
    };
    expect(r.scrolled).toBeGreaterThan(100);
    expect(r.rank).toBeGreaterThanOrEqual(r.left);
    expect(r.rank).toBeLessThan(r.left + 5);
    expect(r.name).toBeGreaterThan(r.rank);
    // the first round's column went under the sticky columns
    expect(r.round).toBeLessThan(r.nameRight);
  });

  /**
   * A club open's standings on a phone: Elo and DWZ in columns of their own, a status column (a
   * withdrawal), four tiebreaks and shared places ("1-40.": every game of the fixture is drawn) do
   * not fit 390 px. The table scrolls in its own box with place and name in view; the page does not
   * scroll; names are never squeezed to a letter a line; a shared place is never cut ("1-4").
   */
  it('a standings too wide for a phone scrolls in its own box, names whole, the shared place whole', async () => {
    const t = tournament();
    const open = {
      ...t,
      players: t.players.map((p) => ({ ...p, dwz: { rating: (p.fide ?? 2000) - 25, index: 20 } })),
      withdrawals: [{ player: 40, afterRound: 8 }],
    };
    const phoneDir = join(dir, 'phone');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(phoneDir, { recursive: true });
    for (const [name, text] of buildSite(open, { lang: 'de', stamp: STAMP }))
      writeFileSync(join(phoneDir, name), text);
    const { errors } = await browser.open(pathToFileURL(join(phoneDir, 'round-9.html')).href, 390, '1');
    expect(errors).toEqual([]);
    const r = (await browser.evaluate(`(() => {
      const vw = document.documentElement.clientWidth;
      const boxes = [...document.querySelectorAll('.fit')];
      const standings = boxes[1];
      const fontSize = parseFloat(getComputedStyle(standings.querySelector('td')).fontSize);
      const names = [...standings.querySelectorAll('tbody td.name')].map((td) => td.getBoundingClientRect().width);
      const firsts = [...standings.querySelectorAll('tbody td.sticky.first')];
      const cut = firsts.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.textContent);
      const heads = [...standings.querySelectorAll('thead th')].filter((th) => getComputedStyle(th).display !== 'none').map((th) => th.textContent);
      standings.scrollLeft = standings.scrollWidth;
      const b = standings.getBoundingClientRect();
      const row = standings.querySelector('tbody tr');
      const rank = row.querySelector('td.sticky.first').getBoundingClientRect();
      const name = row.querySelector('td.sticky.second').getBoundingClientRect();
      return { vw, docWidth: document.documentElement.scrollWidth, sw: standings.scrollWidth, cw: standings.clientWidth,
        scrolled: standings.scrollLeft, fontSize, narrowest: Math.min(...names), cut, first: firsts[0].textContent, heads,
        boxLeft: b.left, rank: rank.left, name: name.left, nameRight: name.right };
    })()`)) as {
      vw: number;
      docWidth: number;
      sw: number;
      cw: number;
      scrolled: number;
      fontSize: number;
      narrowest: number;
      cut: string[];
      first: string;
      heads: string[];
      boxLeft: number;
      rank: number;
      name: number;
      nameRight: number;
    };
    expect(r.heads).toEqual(['Pl.', 'Name', 'Elo', 'DWZ', 'St.', 'Pkt', 'BH/C1', 'BH', 'SB', 'WIN']);
    expect(r.first).toBe('1-40.');
    expect(r.docWidth).toBeLessThanOrEqual(r.vw);
    expect(r.sw).toBeGreaterThan(r.cw);
    expect(r.narrowest).toBeGreaterThanOrEqual(5 * r.fontSize);
    expect(r.cut).toEqual([]);
    // scrolled to the end: place and name still at the box's left edge
    expect(r.scrolled).toBeGreaterThan(0);
    expect(r.rank).toBeGreaterThanOrEqual(r.boxLeft);
    expect(r.rank).toBeLessThan(r.boxLeft + 5);
    expect(r.name).toBeGreaterThan(r.rank);
    writeFileSync(join(process.env['ROCHADE_SHOTS'] ?? dir, 'standings-390.png'), await browser.screenshot());
  });

  const havePoppler = findTool('pdftotext') !== undefined;
  it.runIf(havePoppler)(
    'prints from the browser (print CSS): no navigation, the whole crosstable on A4',
    async () => {
      await browser.open(pathToFileURL(join(siteDir, 'crosstable.html')).href, 1024, '1');
      const pdf = await browser.printPdf();
      const file = join(dir, 'printed.pdf');
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      for (const n of UNICODE_NAMES) expect(text).toContain(n);
      expect(text).toContain('Player 40');
      // the navigation links (Übersicht, Startrangliste) are hidden in print; the heading stays
      expect(text).not.toContain('Startrangliste');
      expect(text).toContain('Fortschrittstabelle nach Runde 9');
    },
  );
});
