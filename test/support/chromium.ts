import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

/** A headless Chromium driven over the DevTools protocol (CDP), one page target. */
export interface Browser {
  /**
   * Loads `url` at a `width` px wide viewport (a phone's, unless `desktop`); returns console errors
   * and the value of `probe`.
   */
  open(
    url: string,
    width: number,
    probe: string,
    screen?: { readonly height?: number; readonly desktop?: boolean },
  ): Promise<{ errors: string[]; value: unknown }>;
  /** The value of `expression` in the page loaded last (which may have reloaded itself since). */
  evaluate(expression: string): Promise<unknown>;
  /** The page loaded last as a PNG picture. */
  screenshot(): Promise<Buffer>;
  /** The page loaded last, printed by the browser (print CSS applied) to A4 PDF bytes. */
  printPdf(): Promise<Buffer>;
  close(): Promise<void>;
}

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** Starts `chromium --headless --remote-debugging-port=0` and connects to its first page. */
export async function launchChromium(executable: string): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'rochade-chromium-'));
  const proc: ChildProcess = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-extensions',
      '--allow-file-access-from-files',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    // Its own process group, so close() ends the renderer and crashpad helpers too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    proc.stderr?.on('data', (d: Buffer) => {
      text += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (m) resolve(Number(m[1]));
    });
    proc.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${text.slice(-500)}`)));
  });
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((t) => t.type === 'page');
  if (!page) throw new Error('chromium has no page target');
  const ws = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (m: CdpMessage) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(m: CdpMessage) => void>();
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as CdpMessage;
    if (m.id !== undefined) {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) p?.reject(new Error(m.error.message));
      else p?.resolve(m);
    } else for (const l of listeners) l(m);
  });
  const send = (method: string, params: Record<string, unknown> = {}): Promise<CdpMessage> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send('Page.enable');
  await send('Runtime.enable');
  await send('Log.enable');
  return {
    async open(url, width, probe, screen = {}) {
      const errors: string[] = [];
      const onEvent = (m: CdpMessage): void => {
        const p = m.params ?? {};
        if (m.method === 'Runtime.consoleAPICalled' && p['type'] === 'error')
          errors.push(JSON.stringify(p['args']));
        if (m.method === 'Runtime.exceptionThrown') errors.push(JSON.stringify(p['exceptionDetails']));
        if (m.method === 'Log.entryAdded') {
          const e = p['entry'] as { level?: string; text?: string } | undefined;
          if (e?.level === 'error') errors.push(e.text ?? 'error');
        }
      };
      listeners.add(onEvent);
      await send('Emulation.setDeviceMetricsOverride', {
        width,
        height: screen.height ?? 844,
        deviceScaleFactor: 1,
        mobile: screen.desktop !== true,
      });
      const loaded = new Promise<void>((resolve) => {
        const l = (m: CdpMessage): void => {
          if (m.method === 'Page.loadEventFired') {
            listeners.delete(l);
            resolve();
          }
        };
        listeners.add(l);
      });
      await send('Page.navigate', { url });
      await loaded;
      const r = await send('Runtime.evaluate', { expression: probe, returnByValue: true });
      listeners.delete(onEvent);
      return { errors, value: (r.result?.['result'] as { value?: unknown } | undefined)?.value };
    },
    async evaluate(expression) {
      const r = await send('Runtime.evaluate', { expression, returnByValue: true });
      return (r.result?.['result'] as { value?: unknown } | undefined)?.value;
    },
    async screenshot() {
      const r = await send('Page.captureScreenshot', { format: 'png' });
      return Buffer.from(String(r.result?.['data'] ?? ''), 'base64');
    },
    async printPdf() {
      // A4 in inches (ISO 216); the page's @page rule sets the margins.
      const r = await send('Page.printToPDF', {
        paperWidth: 8.27,
        paperHeight: 11.69,
        preferCSSPageSize: true,
      });
      return Buffer.from(String(r.result?.['data'] ?? ''), 'base64');
    },
    async close() {
      ws.close();
      if (proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        try {
          if (proc.pid !== undefined) process.kill(-proc.pid, 'SIGTERM');
        } catch {
          proc.kill('SIGTERM');
        }
        await exited;
      }
      // A helper process may still flush into the profile for a moment after the browser exits
      // (CI saw ENOTEMPTY); rmSync retries ENOTEMPTY/EBUSY with these options.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
