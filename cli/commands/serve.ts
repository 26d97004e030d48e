import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import {
  defaultReportLang,
  makePairingsTable,
  makeReportHeader,
  makeStartList,
  REPORT_LABELS,
  isLanguage,
  REPORT_LANGS,
  type ReportLang,
  type ReportTable,
} from '../../core/report/index.ts';
import { lastPlayedRound, type Tournament } from '../../core/tournament/index.ts';
import type { Result } from '../../core/index.ts';
import { LIVE_JS, renderScreenPage, SCREEN_CSS } from '../../print/screens.ts';
import { EXIT, fail, type CliFailure, type CliIo, type Command, type ExitCode } from '../command.ts';
import { loadTournament } from '../load.ts';
import { explicitLanguage } from '../lang.ts';
import { parseOptions } from '../parseOptions.ts';
import { buildReport, lastPairedRound, localTime } from '../reports.ts';
import { buildSite } from './publish.ts';

const HELP = `rochade serve: the tournament's web site, live, for the playing hall and the club's network

Usage:
  rochade serve FILE [--port 8080] [--host 127.0.0.1] [--lang de|en] [--tiebreaks "BH/C1,BH,SB"]

FILE         a tournament (tournament JSON, TRF, crosstable, Swiss notation); read-only
--port       the port (default 8080; 0 picks a free one)
--host       the address to listen on (default 127.0.0.1, this computer only; 0.0.0.0 for the
             local network, so phones and the hall's screens can open it)
--lang       language of the pages; default German for GER/AUT/SUI/LIE events, else English
--tiebreaks  ordered tiebreak codes (as rochade standings)

Serves the pages of rochade publish, and two screens for a TV (1920 × 1080): tv.html (the
pairings of the current round, large, paging through the boards) and tv-standings.html. Open
pages update within two seconds of every change to FILE (rochade result, pair, players). A file
that cannot be read (half written, broken) is not shown: the pages keep the last good version.
Ctrl+C stops the server.
Exit codes: 0 ok (stopped with Ctrl+C), 2 bad option, file or port.
`;

const badInput = (message: string): CliFailure =>
  fail(EXIT.badInput, `${message} (see rochade serve --help)`);

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
};

/** The screens' tables: the pairings of the last paired round (the start list before round 1), and the standings. */
function screenTables(t: Tournament, lang: ReportLang, tiebreaks?: readonly string[]): ReportTable[] {
  const paired = lastPairedRound(t);
  const pairings = paired > 0 ? makePairingsTable(t, paired, lang) : makeStartList(t, lang);
  // The site's standings report (computed once for the site's pages as well).
  const s =
    lastPlayedRound(t) > 0
      ? buildReport(t, 'standings', { lang, ...(tiebreaks ? { tiebreaks } : {}) })
      : undefined;
  const standings = (s?.ok ? s.value.tables[0] : undefined) ?? makeStartList(t, lang);
  return [pairings, standings];
}

export interface LiveOptions {
  readonly lang?: ReportLang;
  readonly tiebreaks?: readonly string[];
}

/** Every file the server answers with, for one version of the tournament. */
export function buildLiveSite(
  t: Tournament,
  o: LiveOptions & { readonly version: number; readonly updated: string },
): Map<string, string> {
  const lang = o.lang ?? defaultReportLang(t);
  const L = REPORT_LABELS[lang];
  const script = `live.js?v=${o.version}`;
  const files = buildSite(t, {
    lang,
    stamp: `${o.updated}:00Z`,
    updated: o.updated,
    script,
    extraNav: [
      { href: 'tv.html', label: L.tv },
      { href: 'tv-standings.html', label: L.tvStandings },
    ],
    ...(o.tiebreaks ? { tiebreaks: o.tiebreaks } : {}),
  });
  const [pairings, standings] = screenTables(t, lang, o.tiebreaks);
  const paired = lastPairedRound(t);
  const header = (round: number | undefined) => makeReportHeader(t, lang, round, o.updated);
  if (pairings)
    files.set(
      'tv.html',
      renderScreenPage({ lang, header: header(paired || undefined), table: pairings, script }),
    );
  if (standings)
    files.set(
      'tv-standings.html',
      renderScreenPage({ lang, header: header(lastPlayedRound(t) || undefined), table: standings, script }),
    );
  files.set('screen.css', SCREEN_CSS);
  files.set('live.js', LIVE_JS);
  return files;
}

export interface LiveServer {
  readonly url: string;
  readonly port: number;
  /** The version shown now (1 for the file as first read; +1 for every good change). */
  readonly version: () => number;
  readonly close: () => Promise<void>;
}

export interface ServeOptions extends LiveOptions {
  readonly path: string;
  readonly host: string;
  readonly port: number;
  /** How often the file is looked at (ms). */
  readonly pollMs?: number;
}

/** The file's bytes when it did not change while being read (a writer mid-way is caught by size or time). */
async function readSettled(path: string): Promise<{ bytes: Uint8Array; mtime: Date } | undefined> {
  try {
    const before = await stat(path);
    const bytes = await readFile(path);
    const after = await stat(path);
    if (before.mtimeMs !== after.mtimeMs || before.size !== after.size || bytes.length !== after.size)
      return undefined;
    return { bytes, mtime: after.mtime };
  } catch {
    return undefined;
  }
}

/**
 * The page a request names ("round-1.html"; "index.html" for "/"), looked up among the site's
 * own pages only, so "..", encoded slashes and absolute paths name no file; undefined for a path
 * that does not decode (a stray "%"), which Node's decoder would throw on.
 */
export function pageName(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
  } catch {
    return undefined;
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Starts the live server: reads FILE, serves its pages read-only, looks at FILE every `pollMs`
 * and, when it changed and reads whole and valid, builds the pages anew and tells open pages
 * (server-sent events) to reload. A file that does not load leaves the last good pages in place.
 */
export async function startLiveServer(o: ServeOptions, io: CliIo): Promise<Result<LiveServer, CliFailure>> {
  const path = resolve(io.cwd, o.path);
  const load = async (bytes: Uint8Array): Promise<Result<Tournament, CliFailure>> => {
    const r = await loadTournament(o.path, { ...io, readFile: () => Promise.resolve(bytes) });
    return r.ok ? { ok: true, value: r.value.tournament } : r;
  };
  const first = await readSettled(path);
  if (!first) {
    // The usual message (no such file, no access) from the loader; a file changing under us otherwise.
    const r = await loadTournament(o.path, io);
    return {
      ok: false,
      error: r.ok ? fail(EXIT.badInput, `${o.path}: the file changed while being read; try again`) : r.error,
    };
  }
  const loaded = await load(first.bytes);
  if (!loaded.ok) return loaded;
  let version = 1;
  let good = first.bytes;
  let files = buildLiveSite(loaded.value, { ...o, version, updated: localTime(first.mtime) });
  const clients = new Set<ServerResponse>();

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('read-only\n');
      return;
    }
    const name = pageName(req.url);
    if (name === undefined) {
      res.writeHead(400, { ...headers, 'Content-Type': 'text/plain' }).end('bad request\n');
      return;
    }
    if (name === 'events') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
      res.write(`retry: 1000\ndata: ${version}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (name === 'version') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/plain' }).end(String(version));
      return;
    }
    const body = files.get(name);
    if (body === undefined) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    res.writeHead(200, { ...headers, 'Content-Type': type });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer(handle);
  const listening = await new Promise<Result<number, CliFailure>>((done) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      done({
        ok: false,
        error: fail(
          EXIT.fileAccess,
          e.code === 'EADDRINUSE'
            ? `port ${o.port} is in use: give another with --port`
            : `cannot listen on ${o.host}:${o.port}: ${e.message}`,
        ),
      }),
    );
    server.listen(o.port, o.host, () => {
      const a = server.address();
      done({ ok: true, value: typeof a === 'object' && a ? a.port : o.port });
    });
  });
  if (!listening.ok) return listening;

  // Polling the file's state: a rename (atomic write) or an in-place write both change it; a change is
  // read once the state held still for one look, so a writer's half-done file is not read.
  let seen = `${first.mtime.getTime()}`;
  let pending: string | undefined;
  let busy = false;
  let reported = false;
  const look = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    try {
      const s = await stat(path).catch(() => undefined);
      if (!s) return;
      const now = `${s.mtimeMs}:${s.size}:${s.ino}`;
      if (now === seen) return;
      if (pending !== now) {
        pending = now;
        return;
      }
      const read = await readSettled(path);
      if (!read) return;
      seen = now;
      pending = undefined;
      if (sameBytes(read.bytes, good)) return;
      const t = await load(read.bytes);
      if (!t.ok) {
        if (!reported) io.stderr(`warning: ${t.error.message}; the pages keep the last good version\n`);
        reported = true;
        return;
      }
      reported = false;
      good = read.bytes;
      files = buildLiveSite(t.value, { ...o, version: version + 1, updated: localTime(read.mtime) });
      version += 1;
      for (const c of clients) c.write(`data: ${version}\n\n`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void look(), o.pollMs ?? 250);
  // Proxies drop idle streams: a comment line now and then keeps them open.
  const keepAlive = setInterval(() => {
    for (const c of clients) c.write(': keep-alive\n\n');
  }, 15000);
  const port = listening.value;
  const shown = o.host.includes(':') ? `[${o.host}]` : o.host;
  return {
    ok: true,
    value: {
      url: `http://${shown}:${port}/`,
      port,
      version: () => version,
      close: async () => {
        clearInterval(timer);
        clearInterval(keepAlive);
        for (const c of clients) c.end();
        clients.clear();
        const closed = new Promise<void>((done) => server.close(() => done()));
        // Browsers keep idle connections open; they would hold the server up.
        server.closeAllConnections();
        await closed;
      },
    },
  };
}

async function run(args: readonly string[], io: CliIo): Promise<ExitCode | CliFailure> {
  const parsed = parseOptions(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    lang: { type: 'string' },
    tiebreaks: { type: 'string' },
  });
  if (!parsed.ok) return badInput(parsed.error);
  const { values, positionals } = parsed.value;
  if (positionals.length !== 1) return badInput('expected exactly one tournament FILE');
  const portText = values.port ?? '8080';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535)
    return badInput(`--port must be a number from 0 to 65535, not "${portText}"`);
  if (values.lang !== undefined && !isLanguage(values.lang))
    return badInput(`--lang must be one of ${REPORT_LANGS.join(', ')}, not "${values.lang}"`);
  const tiebreaks = values.tiebreaks
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  // `--lang` reaches main first (every command's messages), so it is read back from there too.
  const lang = values.lang ?? explicitLanguage();
  const started = await startLiveServer(
    {
      path: positionals[0] ?? '',
      host: values.host ?? '127.0.0.1',
      port: Number(portText),
      ...(lang !== undefined ? { lang } : {}),
      ...(tiebreaks ? { tiebreaks } : {}),
    },
    io,
  );
  if (!started.ok) return started.error;
  const s = started.value;
  io.stdout(
    `serving ${positionals[0] ?? ''} at ${s.url} (screens: ${s.url}tv.html, ${s.url}tv-standings.html); Ctrl+C stops\n`,
  );
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await s.close();
  return EXIT.ok;
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'serve the web site live from a tournament file, with screens for the playing hall',
  help: HELP,
  run,
};
