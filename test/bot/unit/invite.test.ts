import { describe, expect, test } from 'vitest';
import { BOT_PERMISSIONS, botPermissionBits, inviteUrl } from '../../../bot/invite.ts';

// Bit positions from Discord's developer documentation, "Permissions" (bitwise permission flags).
const DOCUMENTED_BITS = {
  ViewChannel: 10,
  SendMessages: 11,
  EmbedLinks: 14,
  AttachFiles: 15,
  SendMessagesInThreads: 38,
} as const;

describe('invite URL', () => {
  test.each(BOT_PERMISSIONS.map((p) => [p.flag, p.why]))('%s is asked for: %s', (flag) => {
    const bit = DOCUMENTED_BITS[flag as keyof typeof DOCUMENTED_BITS];
    expect(bit).toBeDefined();
    expect((botPermissionBits() >> BigInt(bit)) & 1n).toBe(1n);
  });

  test('the permission integer is exactly the documented bits (hand sum: 1024+2048+16384+32768+2^38)', () => {
    expect(botPermissionBits()).toBe(274877959168n);
    // Nothing else: no Administrator (bit 3), no Manage* rights.
    expect(botPermissionBits() & ~(1024n + 2048n + 16384n + 32768n + 274877906944n)).toBe(0n);
  });

  test('Discord OAuth2 bot authorization URL with both scopes', () => {
    expect(inviteUrl('900000000000000001')).toBe(
      'https://discord.com/oauth2/authorize?client_id=900000000000000001&scope=bot+applications.commands&permissions=274877959168',
    );
  });
});
