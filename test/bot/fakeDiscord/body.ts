import type { IncomingMessage } from 'node:http';

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** JSON or multipart (payload_json + files[n]) bodies, as discord.js sends them. */
export async function parseBody(
  req: IncomingMessage,
  raw: Buffer,
): Promise<{ json: unknown; files: Map<string, Buffer> }> {
  const files = new Map<string, Buffer>();
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: undefined, files };
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData();
    let json: unknown;
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json') json = JSON.parse(String(value));
      else if (typeof value !== 'string') files.set(value.name, Buffer.from(await value.arrayBuffer()));
    }
    return { json, files };
  }
  return { json: JSON.parse(raw.toString('utf8')), files };
}
