import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FakeDiscord } from '../fakeDiscord/server.ts';
import { classify, DISCORD_RATE_LIMITS, RateLimiter } from '../fakeDiscord/rateLimits.ts';
import { invalidFormBody } from '../fakeDiscord/validate.ts';

// The fake Discord's own rules, pinned so that a test passing against it means Discord would accept
// the same traffic: request bodies by Discord's OpenAPI schemas (npm discord-api-spec), rate limits
// as the "Rate Limits" page of Discord's developer documentation describes them.

describe('request bodies against discord-api-spec (400, code 50035)', () => {
  test.each([
    [
      'POST',
      '/channels/1/messages',
      { content: 'Round 1', nonce: '1300000000000000000:0:0', enforce_nonce: true },
    ],
    ['POST', '/interactions/1/tok/callback', { type: 5, data: { flags: 64 } }],
    ['POST', '/interactions/1/tok/callback', { type: 8, data: { choices: [{ name: 'Anna', value: '1' }] } }],
    ['PATCH', '/webhooks/1/tok/messages/@original', { content: 'ok', allowed_mentions: { parse: [] } }],
    ['POST', '/webhooks/1/tok', { content: 'ok', flags: 64 }],
    // Permissions are int64 bit sets serialised as strings (Discord documentation, "Permissions").
    [
      'PUT',
      '/applications/1/commands',
      [{ name: 'arbiter', description: 'x', default_member_permissions: '32' }],
    ],
  ])('%s %s: valid', (method, path, body) => expect(invalidFormBody(method, path, body)).toBeUndefined());

  test.each([
    // Message Resource: content at most 2000 characters through an interaction webhook, 4000 in channels.
    ['POST', '/webhooks/1/tok', { content: 'x'.repeat(2001) }, ['content'], 'BASE_TYPE_MAX_LENGTH'],
    ['POST', '/channels/1/messages', { content: 'x'.repeat(4001) }, ['content'], 'BASE_TYPE_MAX_LENGTH'],
    // Embed limits: a title of at most 256 characters.
    [
      'POST',
      '/channels/1/messages',
      { embeds: [{ title: 't'.repeat(257) }] },
      ['embeds', '0', 'title'],
      'BASE_TYPE_MAX_LENGTH',
    ],
    // A nonce of at most 25 characters.
    [
      'POST',
      '/channels/1/messages',
      { content: 'a', nonce: 'n'.repeat(26) },
      ['nonce'],
      'BASE_TYPE_MAX_LENGTH',
    ],
    // Components: at most 5 buttons in an action row.
    [
      'POST',
      '/interactions/1/tok/callback',
      {
        type: 4,
        data: {
          components: [
            {
              type: 1,
              components: Array.from({ length: 6 }, (_, k) => ({
                type: 2,
                style: 1,
                custom_id: `b${k}`,
                label: 'b',
              })),
            },
          ],
        },
      },
      ['data', 'components', '0'],
      undefined,
    ],
    // A permission integer as a number is refused: Discord documents strings.
    [
      'PUT',
      '/applications/1/commands',
      [{ name: 'x', description: 'x', default_member_permissions: 32 }],
      ['0', 'default_member_permissions'],
      'BASE_TYPE_REQUIRED',
    ],
  ] as const)('%s %s: refused at %j', (method, path, body, at, code) => {
    const r = invalidFormBody(method, path, body);
    expect(r?.code).toBe(50035);
    expect(r?.message).toBe('Invalid Form Body');
    let node: unknown = r?.errors;
    for (const k of at) node = (node as Record<string, unknown> | undefined)?.[k];
    expect(node).toBeDefined();
    if (code) expect(JSON.stringify(node)).toContain(code);
  });
});

describe('rate limits (per-route buckets, the global limit, 429)', () => {
  test.each([
    ['POST', '/channels/810000000000000001/messages', 'channelMessages'],
    ['PATCH', '/webhooks/900000000000000001/tok-abc/messages/@original', 'interactionWebhook'],
    ['POST', '/webhooks/900000000000000001/tok-abc', 'interactionWebhook'],
    ['POST', '/interactions/1/tok-abc/callback', 'callback'],
    ['GET', '/channels/810000000000000001', 'other'],
  ])('%s %s is %s', (method, path, kind) => expect(classify(method, path).kind).toBe(kind));

  test('channel messages: 5 per 5 s per channel, with headers; the 6th is a 429 with Retry-After; another channel is free', () => {
    let now = 1_000_000;
    const rl = new RateLimiter(DISCORD_RATE_LIMITS, () => now);
    const path = '/channels/1/messages';
    const remaining = [1, 2, 3, 4, 5].map(() => {
      const r = rl.take('POST', path);
      expect(r.status).toBe('ok');
      expect(r.headers['x-ratelimit-limit']).toBe('5');
      return r.headers['x-ratelimit-remaining'];
    });
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    now += 1000;
    const sixth = rl.take('POST', path);
    expect(sixth.status).toBe(429);
    if (sixth.status !== 429) return;
    // 5 s window opened at t0; 1 s later 4 s remain.
    expect(sixth.headers['retry-after']).toBe('4');
    expect(sixth.body).toMatchObject({ global: false, retry_after: 4 });
    expect(rl.take('POST', '/channels/2/messages').status).toBe('ok');
    now += 4000;
    expect(rl.take('POST', path).status).toBe('ok');
    expect(rl.limited).toHaveLength(1);
  });

  test('interaction webhooks: 5 per 2 s per token, exempt from the global limit', () => {
    let now = 0;
    const rl = new RateLimiter(DISCORD_RATE_LIMITS, () => now);
    for (let k = 0; k < 5; k++) expect(rl.take('POST', '/webhooks/1/tok-a').status).toBe('ok');
    expect(rl.take('PATCH', '/webhooks/1/tok-a/messages/@original').status).toBe(429);
    // 100 other tokens at the same moment: each its own bucket, none counted globally.
    for (let k = 0; k < 100; k++) expect(rl.take('POST', `/webhooks/1/tok-${k}x`).status).toBe('ok');
    expect(rl.take('GET', '/channels/1').status).toBe('ok');
    now += 2000;
    expect(rl.take('POST', '/webhooks/1/tok-a').status).toBe('ok');
  });

  test('the global limit: 50 per second for the other routes; the 51st is a global 429', () => {
    let now = 0;
    const rl = new RateLimiter(DISCORD_RATE_LIMITS, () => now);
    for (let k = 0; k < 50; k++) expect(rl.take('GET', `/channels/${k}`).status).toBe('ok');
    const r = rl.take('GET', '/guilds/1/members/2');
    expect(r.status).toBe(429);
    if (r.status !== 429) return;
    expect(r.headers['x-ratelimit-global']).toBe('true');
    expect(r.headers['x-ratelimit-scope']).toBe('global');
    expect(r.body.global).toBe(true);
    // Interaction callbacks are exempt.
    expect(rl.take('POST', '/interactions/1/tok/callback').status).toBe('ok');
    now += 1000;
    expect(rl.take('GET', '/channels/1').status).toBe('ok');
  });
});

describe('the fake answers over HTTP as Discord does', () => {
  const fake = new FakeDiscord({
    token: 't',
    applicationId: '900000000000000001',
    guilds: [{ id: '800000000000000001', name: 'g', channels: ['810000000000000001'], roles: [] }],
    users: [],
    rateLimits: { ...DISCORD_RATE_LIMITS, channelMessages: { limit: 2, windowMs: 60_000 } },
  });
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const post = (body: unknown) =>
    fetch(`${fake.apiBase}/v10/channels/810000000000000001/messages`, {
      method: 'POST',
      headers: { authorization: 'Bot t', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('an invalid body: 400 with code 50035 and the errors tree; then the bucket runs out: 429', async () => {
    const bad = await post({ content: 'x'.repeat(4001) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 50035,
      errors: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
    const ok = await post({ content: 'hello' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(ok.headers.get('x-ratelimit-bucket')).toBeTruthy();
    const limited = await post({ content: 'again' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fake.tooManyRequests).toHaveLength(1);
    expect(fake.invalidBodies).toHaveLength(1);
  });
});
