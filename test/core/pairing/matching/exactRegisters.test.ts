import { describe, expect, test } from 'vitest';
import { seededRng } from '../../../../core/pairing/generator.ts';
import {
  BigIntRegisters,
  DOUBLE_DOUBLE_LIMIT,
  DoubleDoubleRegisters,
  type ExactRegisters,
  FLOAT64_LIMIT,
  Float64Registers,
} from '../../../../core/pairing/matching/exactRegisters.ts';

/** A random integer of magnitude below 2^bits (bigint arithmetic is the reference). */
function randomInt(r: () => number, bits: number, signed: boolean): bigint {
  let x = 0n;
  for (let b = 0; b < bits; b += 16) x = (x << 16n) | BigInt(Math.floor(r() * 65536));
  x &= (1n << BigInt(bits)) - 1n;
  return signed && r() < 0.5 ? -x : x;
}

/**
 * Each register kind with the operand magnitudes it is exact for: operands below 2^bits, so
 * that sums and differences (below 2^(bits+1)) stay inside the stated bound; `addSub` (a + b - c)
 * for operands below 2^addSubBits.
 */
const KINDS: readonly {
  name: string;
  make: (size: number) => ExactRegisters;
  bits: readonly number[];
  addSubBits: number;
}[] = [
  { name: 'float64', make: (size) => new Float64Registers(size), bits: [1, 8, 30, 51, 52], addSubBits: 51 },
  {
    name: 'double-double',
    make: (size) => new DoubleDoubleRegisters(size),
    bits: [1, 30, 53, 54, 60, 84, 100, 102, 103],
    addSubBits: 102,
  },
  { name: 'bigint', make: (size) => new BigIntRegisters(size), bits: [1, 60, 100, 200], addSubBits: 200 },
];

/** Values where the double-double limbs change shape: around 2^53 (rounding ties), 2^100, 2^103. */
const EDGES: readonly bigint[] = [
  0n,
  1n,
  2n ** 53n - 1n,
  2n ** 53n,
  2n ** 53n + 1n,
  2n ** 53n + 3n,
  2n ** 54n + 2n,
  2n ** 100n - 1n,
  2n ** 100n + 1n,
  2n ** 103n - 1n,
  2n ** 103n + 2n ** 50n + 1n,
];

describe.each(KINDS)('$name registers', ({ make, bits, addSubBits }) => {
  test.each(bits)('add, sub, addSub, less, positive, zero agree with bigint arithmetic below 2^%i', (b) => {
    const r = seededRng(b * 7919);
    const reg = make(5);
    for (let i = 0; i < 2000; i++) {
      const x = randomInt(r, b, true);
      const y = i % 5 === 0 ? x - randomInt(r, Math.min(b, 8), true) : randomInt(r, b, true);
      if (y >= 2n ** BigInt(b) || -y >= 2n ** BigInt(b)) continue;
      reg.set(0, x);
      reg.set(1, y);
      expect(reg.get(0)).toBe(x);
      reg.add(2, 0, 1);
      expect(reg.get(2)).toBe(x + y);
      reg.sub(3, 0, 1);
      expect(reg.get(3)).toBe(x - y);
      expect(reg.less(0, 1)).toBe(x < y);
      expect(reg.less(1, 0)).toBe(y < x);
      expect(reg.positive(3)).toBe(x - y > 0n);
      expect(reg.zero(3)).toBe(x === y);
      reg.sub(2, 2, 1); // in place: (x + y) - y
      expect(reg.get(2)).toBe(x);
      if (b <= addSubBits) {
        const z = i % 3 === 0 ? x + y - randomInt(r, Math.min(b, 8), false) : randomInt(r, b, true);
        if (z >= 2n ** BigInt(b) || -z >= 2n ** BigInt(b)) continue;
        reg.set(4, z);
        reg.addSub(3, 0, 1, 4);
        expect(reg.get(3)).toBe(x + y - z);
        expect(reg.positive(3)).toBe(x + y - z > 0n);
      }
    }
  });

  test.each(bits)('halving an even value below 2^%i is exact; an odd value is refused', (b) => {
    const r = seededRng(b * 104729);
    const reg = make(2);
    for (let i = 0; i < 500; i++) {
      const x = randomInt(r, b, true);
      reg.set(0, x);
      if (x % 2n === 0n) {
        reg.halve(1, 0);
        expect(reg.get(1)).toBe(x / 2n);
      } else {
        expect(() => reg.halve(1, 0)).toThrow('odd');
      }
    }
  });
});

describe('double-double registers at their edges', () => {
  const pairs = EDGES.flatMap((x) => EDGES.flatMap((y) => [[x, y] as const, [-x, y] as const]));
  test.each(pairs)('%s and %s', (x, y) => {
    const reg = new DoubleDoubleRegisters(4);
    reg.set(0, x);
    reg.set(1, y);
    reg.add(2, 0, 1);
    reg.sub(3, 0, 1);
    expect([reg.get(2), reg.get(3), reg.less(0, 1), reg.zero(3)]).toEqual([x + y, x - y, x < y, x === y]);
  });

  test('values at the bound are refused', () => {
    const reg = new DoubleDoubleRegisters(1);
    expect(() => reg.set(0, DOUBLE_DOUBLE_LIMIT)).toThrow('bound');
    expect(() => reg.set(0, -DOUBLE_DOUBLE_LIMIT)).toThrow('bound');
    expect(() => new Float64Registers(1).set(0, FLOAT64_LIMIT + 1n)).toThrow('bound');
  });
});
