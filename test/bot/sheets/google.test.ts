import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auth } from '@googleapis/sheets';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GoogleSheetsGateway } from '../../../bot/sheets/google.ts';

/** A loopback stand-in for the Sheets API v4: records requests, answers 429 when told to. */
describe('GoogleSheetsGateway against a loopback Sheets API', () => {
  let server: Server;
  let rootUrl = '';
  const requests: { method: string; url: string; auth: string | undefined; body: unknown }[] = [];
  let quotaErrors = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          auth: req.headers.authorization,
          body: raw ? JSON.parse(raw) : undefined,
        });
        res.setHeader('content-type', 'application/json');
        if (req.url?.includes('values:batchUpdate') && quotaErrors > 0) {
          quotaErrors--;
          res.statusCode = 429;
          res.end(
            JSON.stringify({ error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }),
          );
          return;
        }
        if (req.method === 'GET')
          res.end(JSON.stringify({ sheets: [{ properties: { title: 'Standings' } }] }));
        else res.end(JSON.stringify({}));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    rootUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const gateway = (sleeps: number[]) => {
    const client = new auth.OAuth2();
    client.setCredentials({ access_token: 'test-token', expiry_date: Date.now() + 3_600_000 });
    return new GoogleSheetsGateway({
      authClient: client,
      rootUrl,
      baseDelayMs: 10,
      sleep: async (ms) => void sleeps.push(ms),
    });
  };

  test('adds missing sheets, clears and writes in one batch, with the bearer token', async () => {
    requests.length = 0;
    const g = gateway([]);
    await g.ensureSheets('sheet123', ['Crosstable', 'Standings']);
    await g.writeRanges(
      'sheet123',
      ["'Standings'"],
      [
        {
          range: "'Standings'!A1",
          values: [
            ['Rank', 'Name'],
            ['1.', 'Anna'],
          ],
        },
      ],
    );
    expect(requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /v4/spreadsheets/sheet123',
      'POST /v4/spreadsheets/sheet123:batchUpdate',
      'POST /v4/spreadsheets/sheet123/values:batchClear',
      'POST /v4/spreadsheets/sheet123/values:batchUpdate',
    ]);
    expect(requests.every((r) => r.auth === 'Bearer test-token')).toBe(true);
    expect(requests[1]?.body).toEqual({ requests: [{ addSheet: { properties: { title: 'Crosstable' } } }] });
    expect(requests[3]?.body).toEqual({
      valueInputOption: 'RAW',
      data: [
        {
          range: "'Standings'!A1",
          values: [
            ['Rank', 'Name'],
            ['1.', 'Anna'],
          ],
        },
      ],
    });
  });

  test('quota errors (429) are retried with exponential backoff', async () => {
    requests.length = 0;
    quotaErrors = 2;
    const sleeps: number[] = [];
    await gateway(sleeps).writeRanges('s2', [], [{ range: 'A1', values: [[1]] }]);
    expect(requests.filter((r) => r.url.includes('values:batchUpdate'))).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]).toBeGreaterThanOrEqual(20); // base 10 ms, doubled
  });
});
