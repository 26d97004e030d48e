// rochade serve: the site live from a tournament file. Over HTTP (read-only, the pages, the
// screens, server-sent events), through a file rewritten badly (the last good version stays),
// and in headless Chromium: a page updates itself after `rochade result`, the TV screen at
// 1920 × 1080 shows large type and pages through the boards.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../../cli/commands/serve.ts';
import { nodeIo, runCli } from '../../cli/main.ts';
import type { Tournament } from '../../core/tournament/index.ts';
import { makeTournamentJson } from '../../schemas/tournamentJson.ts';
import { launchChromium, type Browser } from '../support/chromium.ts';
import { findTool, toolOrSkip } from '../support/tools.ts';
import { UNICODE_NAMES } from '../support/unicodeTournament.ts';

const dir = mkdtempSync(join(tmpdir(), 'rochade-serve-'));
const file = join(dir, 'T.json');
const quiet = { ...nodeIo(), stdout: () => {}, stderr: () => {} };

/** 60 players registered, nothing paired: a club open before round 1. */
const entries = (n: number): Tournament => ({
  name: 'Stadtmeisterschaft Großhausen',
  kind: 'swiss',
  rounds: 7,
  federation: 'GER',
  players: Array.from({ length: n }, (_, k) => ({
    id: k + 1,
    name: UNICODE_NAMES[k] ?? `Spieler ${k + 1}, Jörg`,
    dwz: { rating: 2200 - k * 10 },
    club: k % 2 ? 'SK Weiß-Blau' : 'SV Königsspringer',
  })),
  games: [],
  unpaired: [],
  withdrawals: [],
  pointSystem: {
    win: 2,
    draw: 1,
    loss: 0,
    pab: 2,
    fpb: 2,
    hpb: 1,
    zpb: 0,
    absent: 0,
    forfeitWin: 2,
    forfeitLoss: 0,
  },
  schedule: 'recorded',
});

let server: LiveServer;
const messages: string[] = [];
let events: AbortController;

beforeAll(async () => {
  writeFileSync(file, makeTournamentJson(entries(60)));
  expect(await runCli(['pair', file], quiet)).toBe(0);
  const started = await startLiveServer({ path: file, host: '127.0.0.1', port: 0, pollMs: 100 }, quiet);
  if (!started.ok) throw new Error(started.error.message);
  server = started.value;
  events = new AbortController();
  const res = await fetch(`${server.url}events`, { signal: events.signal });
  const reader = res.body?.getReader();
  void (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => undefined);
      if (!chunk || chunk.done) return;
      messages.push(new TextDecoder().decode(chunk.value));
    }
  })();
});

afterAll(async () => {
  events?.abort();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Waits until `check` holds, at most `ms` (the promise: open pages update within 2 s). */
async function within<T>(
  ms: number,
  check: () => Promise<T | undefined> | T | undefined,
): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) return undefined;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('rochade serve over HTTP', () => {
  it.each([
    { path: '', status: 200, has: 'Stadtmeisterschaft Großhausen' },
    { path: 'round-1.html', status: 200, has: 'Paarungen, Runde 1' },
    { path: 'tv.html', status: 200, has: 'Paarungen, Runde 1' },
    { path: 'tv-standings.html', status: 200, has: 'Startrangliste' },
    { path: 'live.js', status: 200, has: 'EventSource' },
    { path: 'T.json', status: 404, has: 'not found' },
    { path: '..%2FT.json', status: 404, has: 'not found' },
  ])('GET /$path → $status', async ({ path, status, has }) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(has);
  });

  /** A GET with the path as written: fetch() would resolve "..", a browser too; an attacker's client does not. */
  const rawGet = (path: string): Promise<{ status: number; body: string }> =>
    new Promise((done, fail) => {
      const req = request(`${server.url}`, { method: 'GET', path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', fail);
      req.end();
    });

  it.each([
    { path: '/../../etc/passwd', status: 404 },
    { path: '/..%2f..%2fetc%2fpasswd', status: 404 },
    { path: '/%2e%2e/%2e%2e/etc/passwd', status: 404 },
    { path: '/%252e%252e%252fetc%252fpasswd', status: 404 },
    { path: '/..\\..\\etc\\passwd', status: 404 },
    { path: '//etc/passwd', status: 404 },
    { path: '/T.json', status: 404 },
    { path: '/T.json.bak', status: 404 },
    { path: '/index.html%00', status: 404 },
    // a stray "%" does not decode: refused, and the server goes on (it used to throw and stop)
    { path: '/%', status: 400 },
    { path: '/%E0%A4%A', status: 400 },
  ])('GET $path as written → $status, only the site’s pages are served', async ({ path, status }) => {
    const r = await rawGet(path);
    expect(r.status).toBe(status);
    expect(r.body).not.toContain('root:');
    expect(r.body).not.toContain('"players"');
    expect((await rawGet('/')).status).toBe(200);
  });

  it('is read-only: POST, PUT and DELETE are refused', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect((await fetch(server.url, { method })).status).toBe(405);
  });

  it('a half-written or broken file is never shown; the next good one is', async () => {
    const good = await readFile(file, 'utf8');
    const before = server.version();
    writeFileSync(file, good.slice(0, good.length / 2));
    await new Promise((r) => setTimeout(r, 600));
    expect(server.version()).toBe(before);
    expect(await (await fetch(`${server.url}round-1.html`)).text()).toContain('Paarungen, Runde 1');
    writeFileSync(file, good.replace('Stadtmeisterschaft Großhausen', 'Stadtmeisterschaft Großhausen 2026'));
    expect(await within(2000, () => server.version() > before)).toBe(true);
    expect(await (await fetch(server.url)).text()).toContain('Großhausen 2026');
    // the open event stream was told
    expect(messages.join('')).toContain(`data: ${server.version()}`);
  });
});

const chromium = findTool('chromium', 'chromium-browser', 'google-chrome');
describe.runIf(toolOrSkip(chromium, 'chromium'))('rochade serve in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium(chromium ?? 'chromium');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a page shows a result within 2 s of `rochade result` changing the file', async () => {
    const { errors } = await browser.open(`${server.url}round-1.html`, 1280, '1', { desktop: true });
    expect(errors).toEqual([]);
    const firstRow = "document.querySelector('tbody tr td.result').textContent";
    expect(await browser.evaluate(firstRow)).toBe('');
    expect(await runCli(['result', file, '--board', '1', '1-0'], quiet)).toBe(0);
    expect(await within(2000, async () => (await browser.evaluate(firstRow)) === '1-0')).toBe(true);
  });

  it('the TV screen at 1920 × 1080: large type, no scrolling, the boards page by page', async () => {
    const probe = `(() => {
        const rows = [...document.querySelectorAll('table.pager tbody tr')];
        const shown = rows.filter((r) => !r.hidden);
        const last = shown[shown.length - 1].getBoundingClientRect();
        return {
          rows: rows.length,
          shown: shown.length,
          lastBottom: last.bottom,
          height: innerHeight,
          scrollW: document.documentElement.scrollWidth,
          font: parseFloat(getComputedStyle(shown[0].querySelector('td')).fontSize),
          pages: document.querySelector('.pages').textContent,
          text: document.body.textContent,
        };
      })()`;
    const { errors } = await browser.open(`${server.url}tv.html`, 1920, '1', { height: 1080, desktop: true });
    // The pager measures its rows once the style sheet and the fonts are in (a busy machine may
    // report the load before that): wait for its page counter.
    await within(
      5000,
      async () => (await browser.evaluate("document.querySelector('.pages').textContent")) !== '',
    );
    const value = await browser.evaluate(probe);
    const p = value as {
      rows: number;
      shown: number;
      lastBottom: number;
      height: number;
      scrollW: number;
      font: number;
      pages: string;
      text: string;
    };
    expect(errors).toEqual([]);
    expect(p.rows).toBe(30); // 60 players, 30 boards
    expect(p.shown).toBeLessThan(30);
    expect(p.lastBottom).toBeLessThanOrEqual(p.height);
    expect(p.scrollW).toBeLessThanOrEqual(1920);
    expect(p.font).toBeGreaterThanOrEqual(30);
    // what does not fit waits for the next page: pages × rows shown cover every board
    const pages = Number(/^1 \/ (\d+)$/.exec(p.pages)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(pages * p.shown).toBeGreaterThanOrEqual(30);
    expect(p.text).toContain(UNICODE_NAMES[0]);
    writeFileSync(join(process.env['ROCHADE_SHOTS'] ?? dir, 'tv.png'), await browser.screenshot());
  });
});
