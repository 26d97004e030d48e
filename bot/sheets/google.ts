import { auth as googleAuth, sheets, type sheets_v4 } from '@googleapis/sheets';
import type { ServiceAccount } from '../env.ts';
import type { SheetsGateway, ValueRange } from './gateway.ts';

export interface GoogleSheetsOptions {
  /** Service-account key (from GOOGLE_SERVICE_ACCOUNT_JSON), or a key file. */
  readonly credentials?: ServiceAccount;
  readonly keyFile?: string;
  /** A ready auth client (tests: an OAuth2 client with a fixed access token). */
  readonly authClient?: sheets_v4.Options['auth'];
  /** API root, e.g. a loopback fake in tests (default Google's). */
  readonly rootUrl?: string;
  readonly maxAttempts?: number;
  readonly baseDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

const SCOPES = ['https://www.googleapis.com/auth/spreadsheets'];

/** Status codes worth retrying: quota (429) and transient server errors. */
const retryable = (status: number | undefined): boolean =>
  status === 429 || (status !== undefined && status >= 500);

const statusOf = (e: unknown): number | undefined => {
  const x = e as { status?: unknown; code?: unknown; response?: { status?: unknown } } | null;
  const s = x?.response?.status ?? x?.status ?? x?.code;
  return typeof s === 'number' ? s : typeof s === 'string' && /^\d+$/.test(s) ? Number(s) : undefined;
};

/** The Sheets API v4 via @googleapis/sheets, with exponential backoff on 429 and 5xx. */
export class GoogleSheetsGateway implements SheetsGateway {
  private readonly api: sheets_v4.Sheets;
  private readonly opts: GoogleSheetsOptions;
  private readonly known = new Map<string, Set<string>>();

  constructor(opts: GoogleSheetsOptions) {
    this.opts = opts;
    const authClient =
      opts.authClient ??
      new googleAuth.GoogleAuth({
        scopes: SCOPES,
        ...(opts.credentials ? { credentials: opts.credentials } : {}),
        ...(opts.keyFile ? { keyFile: opts.keyFile } : {}),
      });
    this.api = sheets({
      version: 'v4',
      auth: authClient,
      ...(opts.rootUrl ? { rootUrl: opts.rootUrl } : {}),
    });
  }

  private async withBackoff<T>(what: () => Promise<T>): Promise<T> {
    const max = this.opts.maxAttempts ?? 5;
    const base = this.opts.baseDelayMs ?? 1000;
    const sleep = this.opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    for (let attempt = 1; ; attempt++) {
      try {
        return await what();
      } catch (e) {
        if (attempt >= max || !retryable(statusOf(e))) throw e;
        // Exponential backoff with jitter (Sheets API usage limits: retry 429 with backoff).
        await sleep(base * 2 ** (attempt - 1) + Math.floor(Math.random() * base));
      }
    }
  }

  async ensureSheets(spreadsheetId: string, titles: readonly string[]): Promise<void> {
    let have = this.known.get(spreadsheetId);
    if (!have) {
      const res = await this.withBackoff(() =>
        this.api.spreadsheets.get({ spreadsheetId, fields: 'sheets.properties.title' }),
      );
      have = new Set((res.data.sheets ?? []).map((s) => s.properties?.title ?? ''));
      this.known.set(spreadsheetId, have);
    }
    const missing = titles.filter((t) => !have.has(t));
    if (missing.length === 0) return;
    await this.withBackoff(() =>
      this.api.spreadsheets.batchUpdate({
        spreadsheetId,
        requestBody: { requests: missing.map((title) => ({ addSheet: { properties: { title } } })) },
      }),
    );
    for (const t of missing) have.add(t);
  }

  async writeRanges(
    spreadsheetId: string,
    clear: readonly string[],
    data: readonly ValueRange[],
  ): Promise<void> {
    if (clear.length > 0) {
      await this.withBackoff(() =>
        this.api.spreadsheets.values.batchClear({ spreadsheetId, requestBody: { ranges: [...clear] } }),
      );
    }
    await this.withBackoff(() =>
      this.api.spreadsheets.values.batchUpdate({
        spreadsheetId,
        requestBody: {
          valueInputOption: 'RAW',
          data: data.map((d) => ({ range: d.range, values: d.values.map((r) => [...r]) })),
        },
      }),
    );
  }
}
