import { describe, expect, test } from 'vitest';
import {
  clip,
  fitEmbed,
  LIMITS,
  limitViolations,
  safeName,
  splitAnnouncement,
} from '../../../bot/discord/limits.ts';

// Limits from Discord's developer documentation (Message Resource, Embed Limits, Components).
describe('Discord limits', () => {
  test.each([
    ['Anna', 10, 'Anna'],
    ['abcdefghij', 5, 'abcd…'],
    ['Ørjan Ærø', 6, 'Ørjan…'],
  ])('clip(%s, %i) = %s', (s, max, out) => expect(clip(s, max)).toBe(out));

  test.each([
    ['**Bold**', '\\*\\*Bold\\*\\*'],
    ['||x||', '\\|\\|x\\|\\|'],
    ['a_b_', 'a\\_b\\_'],
  ])('safeName escapes markdown: %s', (name, out) => expect(safeName(name)).toBe(out));

  test('an announcement of 150 lines with 300 mentions: messages ≤ 2000 characters and ≤ 100 mentions, nothing lost', () => {
    const ids = Array.from({ length: 300 }, (_, k) => String(710000000000000000n + BigInt(k)));
    const lines = Array.from({ length: 150 }, (_, b) => `${b + 1}. <@${ids[2 * b]}> – <@${ids[2 * b + 1]}>`);
    const parts = splitAnnouncement(['**Round 2**', ...lines].join('\n'), ids);
    // 150 lines of 2 mentions: 100 mentions fill 50 lines, so at least 3 messages.
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const p of parts) {
      expect(p.content.length).toBeLessThanOrEqual(LIMITS.content);
      expect(p.mentionUserIds.length).toBeLessThanOrEqual(LIMITS.mentions);
    }
    expect(parts.map((p) => p.content).join('\n')).toBe(['**Round 2**', ...lines].join('\n'));
    expect(new Set(parts.flatMap((p) => p.mentionUserIds)).size).toBe(300);
  });

  test('fitEmbed clips title to 256, description to 4096 and the total to 6000', () => {
    const e = fitEmbed({
      title: 't'.repeat(375),
      description: 'd'.repeat(5000),
      fields: Array.from({ length: 30 }, () => ({ name: 'n', value: 'v'.repeat(2000) })),
    });
    expect(limitViolations({ embeds: [e] })).toEqual([]);
    expect(e.title?.length).toBe(256);
    // 25 fields of 1 + 1024 characters cannot fit: title 256 + 5 × 1025 = 5381 ≤ 6000 < 6406.
    expect(e.fields).toHaveLength(5);
  });

  test.each([
    [{ content: 'x'.repeat(2001) }, 'content 2001 > 2000'],
    [{ embeds: [{ title: 't'.repeat(257) }] }, 'embed title 257 > 256'],
    [
      { components: [{ components: Array.from({ length: 6 }, (_, k) => ({ custom_id: `b${k}` })) }] },
      '6 buttons in a row > 5',
    ],
    [{ choices: Array.from({ length: 26 }, (_, k) => ({ name: `c${k}`, value: k })) }, '26 choices > 25'],
    [
      { allowed_mentions: { users: Array.from({ length: 101 }, (_, k) => String(k)) } },
      'allowed_mentions.users 101 > 100',
    ],
  ])('limitViolations names the broken limit: %#', (body, v) => expect(limitViolations(body)).toEqual([v]));
});
