import { describe, expect, test } from 'vitest';
import { invalidFormBody } from '../fakeDiscord/validate.ts';

// The fake Discord's rules for direct messages and guild scheduled events, pinned against the
// published schemas (npm discord-api-spec: CreatePrivateChannelRequest, ExternalScheduledEvent…)
// and the field requirements of Discord's "Guild Scheduled Event" page (an EXTERNAL event needs a
// location and an end time).

const event = {
  name: 'SK Kiel 1 – Lübecker SV (round 4)',
  scheduled_start_time: '2026-03-15T09:00:00.000Z',
  scheduled_end_time: '2026-03-15T19:00:00.000Z',
  privacy_level: 2,
  entity_type: 3,
  entity_metadata: { location: 'Landesliga' },
};

describe('DMs and scheduled events against discord-api-spec (400, code 50035)', () => {
  test.each([
    ['POST', '/users/@me/channels', { recipient_id: '700000000000000002' }],
    ['POST', '/guilds/1/scheduled-events', event],
    [
      'PATCH',
      '/guilds/1/scheduled-events/2',
      { scheduled_end_time: '2026-03-15T20:00:00.000Z', entity_type: 3 },
    ],
  ])('%s %s: valid', (method, path, body) => expect(invalidFormBody(method, path, body)).toBeUndefined());

  test.each([
    [
      'a recipient that is no snowflake',
      'POST',
      '/users/@me/channels',
      { recipient_id: 'anna' },
      ['recipient_id'],
    ],
    [
      'an EXTERNAL event without an end time',
      'POST',
      '/guilds/1/scheduled-events',
      { ...event, scheduled_end_time: undefined },
      ['scheduled_end_time'],
    ],
    [
      'an EXTERNAL event without a location',
      'POST',
      '/guilds/1/scheduled-events',
      { ...event, entity_metadata: {} },
      ['entity_metadata', 'location'],
    ],
    [
      'a location over 100 characters',
      'POST',
      '/guilds/1/scheduled-events',
      { ...event, entity_metadata: { location: 'x'.repeat(101) } },
      ['entity_metadata', 'location'],
    ],
    [
      'an end before the start',
      'POST',
      '/guilds/1/scheduled-events',
      { ...event, scheduled_end_time: '2026-03-15T08:00:00.000Z' },
      ['scheduled_end_time'],
    ],
    [
      'privacy other than GUILD_ONLY (2)',
      'POST',
      '/guilds/1/scheduled-events',
      { ...event, privacy_level: 1 },
      ['privacy_level'],
    ],
    [
      'a start that is no ISO-8601 date-time',
      'PATCH',
      '/guilds/1/scheduled-events/2',
      { scheduled_start_time: '15.03.2026 10:00' },
      ['scheduled_start_time'],
    ],
  ])('%s: refused at %s %s', (_name, method, path, body, at) => {
    const r = invalidFormBody(method, path, body);
    expect(r?.code).toBe(50035);
    let node: unknown = r?.errors;
    for (const k of at) node = (node as Record<string, unknown> | undefined)?.[k];
    expect(node, JSON.stringify(r?.errors)).toHaveProperty('_errors');
  });
});
