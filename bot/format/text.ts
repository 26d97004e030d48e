import { safeName } from '../discord/limits.ts';
import { maxOf } from '../../core/index.ts';
import type { PlayerRow } from '../storage/schema.ts';

/** Plain-text building blocks for embeds: monospace tables in code blocks, names, mentions. */

export type Align = 'left' | 'right';

/** A monospace table: columns padded to their widest cell. */
export function monoTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[],
): string {
  const widths = header.map((h, i) =>
    maxOf(
      rows.map((r) => width(r[i] ?? '')),
      width(h),
    ),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => pad(c, widths[i] ?? 0, align[i] ?? 'left'))
      .join(' ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const width = (s: string): number => [...s].length;

function pad(s: string, w: number, a: Align): string {
  const fill = ' '.repeat(Math.max(0, w - width(s)));
  return a === 'right' ? fill + s : s + fill;
}

/** A code block, cut to fit Discord's 4096-character embed description. */
export function codeBlock(body: string, max = 4000): string {
  const cut = body.length > max - 8 ? `${body.slice(0, max - 12)}\n…` : body;
  return `\`\`\`\n${cut}\n\`\`\``;
}

export const mention = (userId: string): string => `<@${userId}>`;

/** A player as written in announcements: the mention for members, the name for guests. */
export const playerRef = (p: PlayerRow | undefined): string =>
  p ? (p.user_id ? mention(p.user_id) : safeName(p.name)) : '?';

/** Results as readers write them (White's side): 1-0, ½-½, 0-1, +/-, -/+, -/-. */
export function showResult(result: string): string {
  switch (result) {
    case '1/2-1/2':
      return '½-½';
    case '+:-':
      return '+/-';
    case '-:+':
      return '-/+';
    case '-:-':
      return '-/-';
    default:
      return result;
  }
}
