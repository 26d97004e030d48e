/**
 * JSON text → value, and zod issues → FormatErrors: shared by every JSON document Rochade reads
 * (tournament JSON, team-event JSON). Errors name the line and column of a syntax error, or the JSON
 * path (`players[3].dwz.rating`) with what was found and what was expected.
 */
import type { z } from 'zod';
import { err, ok, type Result } from '../core/index.ts';
import type { FormatError } from '../core/formats/index.ts';

/** `["players", 3, "dwz"]` → `players[3].dwz`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`))
    .join('');
}

function valueAt(doc: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = doc;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** The value as found: a string as is, anything else as JSON text (shortened). */
function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  // JSON.parse turns 1e400 into Infinity, which JSON.stringify would print as null.
  if (typeof v === 'number' && !Number.isFinite(v)) return 'a number too large';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** "a number", "an object": the English article for a type name. */
const article = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

const kindOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : article(typeof v);

/** The JSON path, or "the document" for the top level (an empty path would print as ": found ..."). */
const pathOrDocument = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? 'the document' : jsonPath(path);

/** A zod issue as a FormatError with path, found and expected; `docs` names the format's document. */
export function issueError(doc: unknown, issue: z.core.$ZodIssue, docs: string): FormatError {
  const base = { kind: 'jsonSchema', format: 'json' } as const;
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return {
      ...base,
      kind: 'unknownField',
      path: jsonPath([...issue.path, key]),
      found: key,
      expected: `only the fields documented in ${docs}`,
    };
  }
  const found = valueAt(doc, issue.path);
  const expected =
    issue.code === 'invalid_type'
      ? found === undefined
        ? `${article(issue.expected)} (required)`
        : article(issue.expected)
      : issue.code === 'invalid_value'
        ? `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
        : issue.message;
  const tooLarge = typeof found === 'number' && !Number.isFinite(found);
  return {
    ...base,
    path: pathOrDocument(issue.path),
    found: show(found),
    expected,
    ...(issue.code === 'invalid_type' && found !== undefined && !tooLarge
      ? { detail: `found ${kindOf(found)}` }
      : {}),
  };
}

/** A cross-field problem at a JSON path (kind `jsonSchema` unless given). */
export function jsonError(
  path: readonly PropertyKey[] | string,
  found: unknown,
  expected: string,
  kind: FormatError['kind'] = 'jsonSchema',
): FormatError {
  return {
    kind,
    format: 'json',
    path: typeof path === 'string' ? path : jsonPath(path),
    found: show(found),
    expected,
  };
}

/** Line and column (1-based) of a character offset. */
function lineColumn(text: string, pos: number): { line: number; column: number } {
  const before = text.slice(0, pos).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}

/**
 * Offset of the first JSON syntax error (Node 20's messages do not always say): a small
 * recursive-descent scan of the grammar, RFC 8259.
 */
export function syntaxErrorOffset(text: string): number | undefined {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\r\n'.includes(text[i] ?? '')) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string): void => {
    if (!text.startsWith(word, i)) fail();
    i += word.length;
  };
  const str = (): void => {
    i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const num = (): void => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === '' || m[0] === '-') fail();
    i += m?.[0].length ?? 0;
  };
  const list = (close: string, item: () => void): void => {
    i++;
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      ws();
      if (text[i] === ',') {
        i++;
        ws();
      } else if (text[i] === close) {
        i++;
        return;
      } else fail();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      list('}', () => {
        if (text[i] !== '"') fail();
        str();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') str();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else num();
  };
  try {
    value();
    ws();
    return i < text.length ? i : undefined;
  } catch (e) {
    if (typeof e === 'number') return e;
    throw e;
  }
}

/** JSON text → value, or a `badJson` error with the line and column of the first syntax error. */
export function parseJsonText(text: string): Result<unknown, FormatError> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const m = /position (\d+)/.exec(message);
    const pos = m ? Number(m[1]) : syntaxErrorOffset(text);
    const where = pos === undefined ? {} : lineColumn(text, pos);
    const found =
      pos === undefined ? undefined : pos < text.length ? text.slice(pos, pos + 1) : 'the end of the text';
    return err({
      kind: 'badJson',
      format: 'json',
      ...where,
      ...(found !== undefined ? { found } : {}),
      expected: 'valid JSON',
      detail: message.replace(/\s+/g, ' '),
    });
  }
}

/** Text → JSON → zod schema: the data, or the first problem as a FormatError. */
export function parseJsonWith<S extends z.ZodType>(
  text: string,
  schema: S,
  docs: string,
  what: string,
): Result<z.output<S>, FormatError> {
  const doc = parseJsonText(text);
  if (!doc.ok) return doc;
  const parsed = schema.safeParse(doc.value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return err(
    issue ? issueError(doc.value, issue, docs) : { kind: 'jsonSchema', format: 'json', expected: what },
  );
}
