import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Answerable, createInteractionRest } from '../../../bot/discord/interactionRest.ts';
import { isNotAnswerable, isTransient } from '../../../bot/discord/retry.ts';

// The interaction client against a scripted HTTP server: the routes, headers and bodies Discord
// documents ("Receiving and Responding", "Rate Limits"), and Discord's errors as discord.js's.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Scripted = { status: number; headers?: Record<string, string>; body?: unknown };

let server: Server;
let api = '';
const seen: Seen[] = [];
let script: Scripted[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const next = script.shift() ?? { status: 204 };
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.body === undefined ? '' : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const client = (): Client => ({ rest: { options: { api, version: '10' } } }) as unknown as Client;
const interaction = { id: '111', token: 'tok-a', applicationId: '900' } as unknown as Answerable;

async function run(
  responses: Scripted[],
  call: (rest: ReturnType<typeof createInteractionRest>) => Promise<void>,
): Promise<{ seen: Seen[]; error: unknown }> {
  seen.length = 0;
  script = [...responses];
  const rest = createInteractionRest(client());
  let error: unknown;
  try {
    await call(rest);
  } catch (e) {
    error = e;
  }
  await rest.close();
  return { seen: [...seen], error };
}

describe('interaction calls: routes and bodies (Discord, "Receiving and Responding")', () => {
  test.each([
    {
      rule: 'a private deferral: type 5 with the ephemeral flag (64)',
      call: (r: ReturnType<typeof createInteractionRest>) =>
        r.callback(interaction, { type: 'defer', ephemeral: true }),
      method: 'POST',
      url: '/api/v10/interactions/111/tok-a/callback',
      body: { type: 5, data: { flags: 64 } },
    },
    {
      rule: 'a public deferral: type 5 without data',
      call: (r: ReturnType<typeof createInteractionRest>) =>
        r.callback(interaction, { type: 'defer', ephemeral: false }),
      method: 'POST',
      url: '/api/v10/interactions/111/tok-a/callback',
      body: { type: 5 },
    },
    {
      rule: "a button's deferral: type 6",
      call: (r: ReturnType<typeof createInteractionRest>) => r.callback(interaction, { type: 'deferUpdate' }),
      method: 'POST',
      url: '/api/v10/interactions/111/tok-a/callback',
      body: { type: 6 },
    },
    {
      rule: 'deleting the deferred reply: DELETE on @original, no body',
      call: (r: ReturnType<typeof createInteractionRest>) => r.deleteOriginal(interaction),
      method: 'DELETE',
      url: '/api/v10/webhooks/900/tok-a/messages/@original',
      body: undefined,
    },
  ])('$rule', async ({ call, method, url, body }) => {
    const { seen: s, error } = await run([{ status: 204 }], call);
    expect(error).toBeUndefined();
    expect(s).toHaveLength(1);
    expect(s[0]?.method).toBe(method);
    expect(s[0]?.url).toBe(url);
    expect(s[0]?.body === '' ? undefined : JSON.parse(s[0]?.body ?? '')).toEqual(body);
    // Interaction routes are authorised by the token in the URL, never by the bot token.
    expect(s[0]?.headers.authorization).toBeUndefined();
    expect(s[0]?.headers['user-agent']).toMatch(/^DiscordBot \(\S+, [\d.]+\)/);
  });
});

describe("Discord's answers", () => {
  test('a 429 is waited out for its retry_after and the call sent again (Discord, "Rate Limits")', async () => {
    const { seen: s, error } = await run(
      [
        {
          status: 429,
          headers: { 'retry-after': '0', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': '0.01' },
          body: { message: 'You are being rate limited.', retry_after: 0.01, global: false },
        },
        { status: 204 },
      ],
      (r) => r.deleteOriginal(interaction),
    );
    expect(error).toBeUndefined();
    expect(s.map((x) => x.method)).toEqual(['DELETE', 'DELETE']);
  });

  test.each([
    {
      rule: 'an expired token (10062): not ours to answer, not worth another try',
      status: 404,
      body: { message: 'Unknown interaction', code: 10062 },
      notAnswerable: true,
      transient: false,
    },
    {
      rule: 'a second callback (40060): not ours to answer',
      status: 400,
      body: { message: 'Interaction has already been acknowledged.', code: 40060 },
      notAnswerable: true,
      transient: false,
    },
    {
      rule: 'a server error: worth another try',
      status: 502,
      body: { message: 'Bad Gateway' },
      notAnswerable: false,
      transient: true,
    },
  ])('$rule', async ({ status, body, notAnswerable, transient }) => {
    const { error } = await run([{ status, body }], (r) =>
      r.callback(interaction, { type: 'defer', ephemeral: false }),
    );
    expect(isNotAnswerable(error)).toBe(notAnswerable);
    expect(isTransient(error)).toBe(transient);
  });
});
