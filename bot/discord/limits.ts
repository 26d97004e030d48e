import { escapeMarkdown } from 'discord.js';

/**
 * Discord's documented message limits (Discord developer documentation, "Message Resource",
 * "Embed Limits", "Message Components", "Application Commands: autocomplete"). Every payload the
 * bot sends is shaped with these helpers; `limitViolations` checks a sent REST body (tests).
 */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  mentions: 100,
  files: 10,
} as const;

/** Names are shown at most this long (a 375-character imported name would fill a line). */
export const NAME_MAX = 40;

/** `s` cut to `max` code points, the cut marked with an ellipsis. */
export function clip(s: string, max: number): string {
  const cps = [...s];
  return cps.length <= max ? s : `${cps.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** A user-supplied name for message text: capped and markdown-escaped (`**`, `||`, backticks). */
export const safeName = (name: string, max: number = NAME_MAX): string =>
  escapeMarkdown(clip(name.replace(/\s+/g, ' ').trim(), max));

/** A name inside a code block: capped; backticks replaced so the block cannot be closed early. */
export const codeName = (name: string, max: number = NAME_MAX): string =>
  clip(name.replace(/\s+/g, ' ').trim(), max).replace(/`/g, 'ˋ');

/** Lines packed into chunks of at most `max` characters (a longer line is cut). */
export function packLines(lines: readonly string[], max: number): string[] {
  const chunks: string[] = [];
  let cur = '';
  for (const raw of lines) {
    const line = clip(raw, max);
    if (cur !== '' && cur.length + 1 + line.length > max) {
      chunks.push(cur);
      cur = line;
    } else cur = cur === '' ? line : `${cur}\n${line}`;
  }
  if (cur !== '' || chunks.length === 0) chunks.push(cur);
  return chunks;
}

const MENTION = /<@!?(\d+)>/g;

/**
 * A long announcement as several messages: each at most 2000 characters and 100 mentions, split
 * between lines; each message notifies only the members it names.
 */
export function splitAnnouncement(
  content: string,
  mentionUserIds: readonly string[],
): { content: string; mentionUserIds: string[] }[] {
  const allowed = new Set(mentionUserIds);
  const out: { content: string; mentionUserIds: string[] }[] = [];
  let cur: string[] = [];
  let curLen = 0;
  let curMentions = 0;
  const flush = (): void => {
    if (cur.length === 0) return;
    const text = cur.join('\n');
    const ids = [...new Set([...text.matchAll(MENTION)].map((m) => m[1] ?? ''))].filter((id) =>
      allowed.has(id),
    );
    out.push({ content: text, mentionUserIds: ids.slice(0, LIMITS.mentions) });
    cur = [];
    curLen = 0;
    curMentions = 0;
  };
  for (const raw of content.split('\n')) {
    const line = clip(raw, LIMITS.content);
    const m = [...line.matchAll(MENTION)].length;
    if (cur.length > 0 && (curLen + 1 + line.length > LIMITS.content || curMentions + m > LIMITS.mentions))
      flush();
    cur.push(line);
    curLen += (cur.length > 1 ? 1 : 0) + line.length;
    curMentions += m;
  }
  flush();
  return out;
}

/** The parts of an embed Discord limits (APIEmbed has them all). */
export interface EmbedLike {
  title?: string | undefined;
  description?: string | undefined;
  fields?: { name: string; value: string; inline?: boolean | undefined }[] | undefined;
  footer?: { text: string } | undefined;
  author?: { name: string } | undefined;
}

/** An embed clipped to every per-part limit and to 6000 characters in total (description first to go). */
export function fitEmbed<E extends EmbedLike>(e: E): E {
  const out: E = { ...e };
  if (out.title !== undefined) out.title = clip(out.title, LIMITS.embedTitle);
  if (out.description !== undefined) out.description = clipBlock(out.description, LIMITS.embedDescription);
  if (out.fields)
    out.fields = out.fields.slice(0, LIMITS.embedFields).map((f) => ({
      ...f,
      name: clip(f.name, LIMITS.fieldName),
      value: clip(f.value, LIMITS.fieldValue),
    }));
  if (out.footer) out.footer = { ...out.footer, text: clip(out.footer.text, LIMITS.footerText) };
  if (out.author) out.author = { ...out.author, name: clip(out.author.name, LIMITS.authorName) };
  const over = embedLength(out) - LIMITS.embedTotal;
  if (over > 0 && out.description !== undefined)
    out.description = clipBlock(out.description, Math.max(8, out.description.length - over));
  // Still too long: the last fields go.
  while (embedLength(out) > LIMITS.embedTotal && out.fields && out.fields.length > 0)
    out.fields = out.fields.slice(0, -1);
  return out;
}

/** A text cut to `max`; an open code block is closed again. */
export function clipBlock(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = `${s.slice(0, max - 6)}…`;
  return (cut.match(/```/g) ?? []).length % 2 === 1 ? `${cut.slice(0, -4)}…\n\`\`\`` : cut;
}

/** The characters Discord counts towards an embed's 6000. */
export function embedLength(e: EmbedLike): number {
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.footer?.text.length ?? 0) +
    (e.author?.name.length ?? 0) +
    (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0)
  );
}

/**
 * Every limit a REST body breaks (message create/edit, interaction callback data, autocomplete
 * choices): an empty list when Discord would accept it.
 */
export function limitViolations(body: unknown): string[] {
  const b = (body ?? {}) as Record<string, unknown>;
  const v: string[] = [];
  const content = typeof b.content === 'string' ? b.content : '';
  if (content.length > LIMITS.content) v.push(`content ${content.length} > ${LIMITS.content}`);
  const mentioned = new Set([...content.matchAll(MENTION)].map((m) => m[1]));
  const allowedUsers = ((b.allowed_mentions as { users?: unknown[] } | undefined)?.users ?? []).length;
  if (allowedUsers > LIMITS.mentions) v.push(`allowed_mentions.users ${allowedUsers} > ${LIMITS.mentions}`);
  if (mentioned.size > LIMITS.mentions) v.push(`${mentioned.size} mentions > ${LIMITS.mentions}`);
  const embeds = Array.isArray(b.embeds) ? (b.embeds as EmbedLike[]) : [];
  if (embeds.length > LIMITS.embeds) v.push(`${embeds.length} embeds > ${LIMITS.embeds}`);
  let total = 0;
  for (const e of embeds) {
    const len = (s: string | undefined, max: number, what: string): void => {
      if (s !== undefined && s.length > max) v.push(`${what} ${s.length} > ${max}`);
    };
    len(e.title, LIMITS.embedTitle, 'embed title');
    len(e.description, LIMITS.embedDescription, 'embed description');
    len(e.footer?.text, LIMITS.footerText, 'embed footer');
    len(e.author?.name, LIMITS.authorName, 'embed author');
    if ((e.fields?.length ?? 0) > LIMITS.embedFields)
      v.push(`${e.fields?.length} fields > ${LIMITS.embedFields}`);
    for (const f of e.fields ?? []) {
      len(f.name, LIMITS.fieldName, 'field name');
      len(f.value, LIMITS.fieldValue, 'field value');
    }
    total += embedLength(e);
  }
  if (total > LIMITS.embedTotal) v.push(`embeds total ${total} > ${LIMITS.embedTotal}`);
  const rows = Array.isArray(b.components)
    ? (b.components as { components?: Record<string, unknown>[] }[])
    : [];
  if (rows.length > LIMITS.actionRows) v.push(`${rows.length} action rows > ${LIMITS.actionRows}`);
  for (const r of rows) {
    const cs = r.components ?? [];
    if (cs.length > LIMITS.buttonsPerRow) v.push(`${cs.length} buttons in a row > ${LIMITS.buttonsPerRow}`);
    for (const c of cs) {
      if (typeof c.custom_id === 'string' && c.custom_id.length > LIMITS.customId)
        v.push(`custom_id ${c.custom_id.length} > ${LIMITS.customId}`);
      if (typeof c.label === 'string' && c.label.length > LIMITS.buttonLabel)
        v.push(`button label ${c.label.length} > ${LIMITS.buttonLabel}`);
    }
  }
  const choices = Array.isArray(b.choices) ? (b.choices as { name: string; value: unknown }[]) : [];
  if (choices.length > LIMITS.choices) v.push(`${choices.length} choices > ${LIMITS.choices}`);
  for (const c of choices) {
    if (c.name.length > LIMITS.choiceName) v.push(`choice name ${c.name.length} > ${LIMITS.choiceName}`);
    if (typeof c.value === 'string' && c.value.length > LIMITS.choiceValue)
      v.push(`choice value ${c.value.length} > ${LIMITS.choiceValue}`);
  }
  return v;
}
