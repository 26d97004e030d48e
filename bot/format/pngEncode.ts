import { crc32, deflateSync } from 'node:zlib';

/**
 * Raw RGBA pixels as an RGB PNG (PNG specification, ISO/IEC 15948: IHDR, IDAT, IEND; filter 0),
 * compressed with zlib level 3: several times faster than a full-effort encoder on tall tables,
 * whose flat colours compress well anyway.
 */
export function encodeRgbPng(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1; // filter byte 0 (None)
    let i = y * width * 4;
    for (let x = 0; x < width; x++, i += 4) {
      raw[o++] = rgba[i] ?? 0;
      raw[o++] = rgba[i + 1] ?? 0;
      raw[o++] = rgba[i + 2] ?? 0;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
