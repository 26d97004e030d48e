/**
 * Discord's rate limits as the fake enforces them (Discord developer documentation, "Rate Limits"):
 * per-route buckets announced in `X-RateLimit-Limit/Remaining/Reset/Reset-After/Bucket` headers, a
 * global limit of 50 requests per second per bot for every route except the interaction endpoints
 * (callbacks and the interaction webhooks are exempt), and 429 answers with `Retry-After`, a JSON
 * `retry_after` and `global` flag, and `X-RateLimit-Global`/`X-RateLimit-Scope` headers.
 */

export interface Window {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitOptions {
  /** POST /channels/{id}/messages, per channel (Discord: 5 per 5 s). */
  readonly channelMessages: Window;
  /** /webhooks/{app}/{token}/…, per interaction token (Discord: 5 per 2 s). */
  readonly interactionWebhook: Window;
  /** Every other authenticated route, per bot (Discord: 50 per second). */
  readonly global: Window;
}

export const DISCORD_RATE_LIMITS: RateLimitOptions = {
  channelMessages: { limit: 5, windowMs: 5000 },
  interactionWebhook: { limit: 5, windowMs: 2000 },
  global: { limit: 50, windowMs: 1000 },
};

export interface Limited {
  readonly status: 429;
  readonly headers: Record<string, string>;
  readonly body: { message: string; retry_after: number; global: boolean; code?: number };
}

export interface Allowed {
  readonly status: 'ok';
  readonly headers: Record<string, string>;
}

interface Counter {
  count: number;
  resetAt: number;
}

/** A 429 the fake answered: which route and bucket (tests fail on any). */
export interface TooManyRequests {
  readonly method: string;
  readonly path: string;
  readonly bucket: string;
  readonly global: boolean;
}

export class RateLimiter {
  readonly limited: TooManyRequests[] = [];
  private readonly counters = new Map<string, Counter>();
  private readonly opts: RateLimitOptions;
  private readonly now: () => number;

  constructor(opts: RateLimitOptions = DISCORD_RATE_LIMITS, now: () => number = Date.now) {
    this.opts = opts;
    this.now = now;
  }

  /** Counts one request; a 429 answer when a bucket (or the global limit) is exhausted. */
  take(method: string, path: string): Allowed | Limited {
    const route = classify(method, path);
    const interaction = route.kind === 'callback' || route.kind === 'interactionWebhook';
    if (!interaction) {
      const g = this.counter('global', this.opts.global);
      if (g.count >= this.opts.global.limit) return this.deny(method, path, 'global', g, true);
    }
    let headers: Record<string, string> = {};
    if (route.kind === 'channelMessages' || route.kind === 'interactionWebhook') {
      const w = this.opts[route.kind];
      const c = this.counter(`${route.kind}:${route.major}`, w);
      if (c.count >= w.limit) return this.deny(method, path, route.bucket, c, false);
      c.count += 1;
      const resetAfter = Math.max(0, c.resetAt - this.now()) / 1000;
      headers = {
        'x-ratelimit-limit': String(w.limit),
        'x-ratelimit-remaining': String(w.limit - c.count),
        'x-ratelimit-reset': (c.resetAt / 1000).toFixed(3),
        'x-ratelimit-reset-after': resetAfter.toFixed(3),
        'x-ratelimit-bucket': route.bucket,
      };
    }
    if (!interaction) this.counter('global', this.opts.global).count += 1;
    return { status: 'ok', headers };
  }

  /** Milliseconds until every channel's message bucket in use has reset (0: none is in use). */
  channelBucketsResetIn(): number {
    const now = this.now();
    let wait = 0;
    for (const [key, c] of this.counters)
      if (key.startsWith('channelMessages:') && c.count > 0) wait = Math.max(wait, c.resetAt - now);
    return wait;
  }

  private counter(key: string, w: Window): Counter {
    const now = this.now();
    let c = this.counters.get(key);
    if (!c || now >= c.resetAt) {
      c = { count: 0, resetAt: now + w.windowMs };
      this.counters.set(key, c);
    }
    return c;
  }

  private deny(method: string, path: string, bucket: string, c: Counter, global: boolean): Limited {
    this.limited.push({ method, path, bucket, global });
    const retryAfter = Math.max(0.001, (c.resetAt - this.now()) / 1000);
    const headers: Record<string, string> = {
      'retry-after': String(Math.ceil(retryAfter)),
      'x-ratelimit-scope': global ? 'global' : 'user',
    };
    if (global) headers['x-ratelimit-global'] = 'true';
    else {
      headers['x-ratelimit-bucket'] = bucket;
      headers['x-ratelimit-remaining'] = '0';
      headers['x-ratelimit-reset'] = (c.resetAt / 1000).toFixed(3);
      headers['x-ratelimit-reset-after'] = retryAfter.toFixed(3);
    }
    return {
      status: 429,
      headers,
      body: { message: 'You are being rate limited.', retry_after: Number(retryAfter.toFixed(3)), global },
    };
  }
}

type Route =
  | { kind: 'callback' }
  | { kind: 'interactionWebhook' | 'channelMessages'; major: string; bucket: string }
  | { kind: 'other' };

/** The rate-limit class of a route (the bucket ids are the fake's, opaque as Discord's are). */
export function classify(method: string, path: string): Route {
  if (/^\/interactions\/\d+\/[^/]+\/callback$/.test(path)) return { kind: 'callback' };
  const w = /^\/webhooks\/(\d+)\/([^/]+)(\/|$)/.exec(path);
  if (w && w[2] !== undefined && !/^\d+$/.test(w[2]))
    return { kind: 'interactionWebhook', major: w[2], bucket: 'a1b2c3d4interactionwebhook' };
  const c = /^\/channels\/(\d+)\/messages$/.exec(path);
  if (c && method === 'POST')
    return { kind: 'channelMessages', major: c[1] ?? '', bucket: 'e5f6a7b8channelmessages' };
  return { kind: 'other' };
}
