/**
 * Exact integer registers for the weighted matcher: a fixed set of numbered slots (duals, cached
 * slacks, doubled weights, scratch values) with the few operations the blossom algorithm needs.
 * Operations write into a slot instead of returning a value, so the hot path allocates nothing.
 *
 * `DoubleDoubleRegisters` holds each integer x as two float64 limbs, hi = fl(x) (x rounded to
 * the nearest double) and lo = x - hi, in two Float64Arrays. It is exact for every |x| < 2^104
 * (`DOUBLE_DOUBLE_LIMIT`):
 * - hi is an integer, and lo is an integer with |lo| <= ulp(hi)/2 <= 2^50, so both are doubles.
 * - a + b: TwoSum (Knuth, TAOCP vol. 2, 4.2.2) splits ah + bh exactly into s + e with s = fl(ah + bh),
 *   |e| <= ulp(s)/2 <= 2^52. The low parts e + al + bl are integers whose partial sums stay within
 *   2^53, so their float sums are exact; a second TwoSum of s and that sum gives the normalised pair of the
 *   exact result, hi = fl(a + b).
 * - comparison is lexicographic on (hi, lo): rounding to nearest is monotone, so a < b implies
 *   ah <= bh, and when ah = bh the low parts decide.
 * - a + b - c for operands below 2^102: the two TwoSum errors are at most 2^50 each and the low
 *   parts at most 2^48, so again all low sums are exact integers below 2^53.
 * - halving an even x halves both limbs exactly: hi is even when |x| >= 2^53 and lo = 0 below.
 *
 * `BigIntRegisters` is the same interface over bigints, for larger values.
 */
export interface ExactRegisters {
  /** slot[i] = x */
  set(i: number, x: bigint): void;
  /** slot[dst] = slot[src] */
  copy(dst: number, src: number): void;
  /** slot[dst] = slot[a] + slot[b] */
  add(dst: number, a: number, b: number): void;
  /** slot[dst] = slot[a] - slot[b] */
  sub(dst: number, a: number, b: number): void;
  /** slot[dst] = slot[a] + slot[b] - slot[c] (an edge's slack; double-double: operands below 2^102) */
  addSub(dst: number, a: number, b: number, c: number): void;
  /** slot[dst] = slot[src] / 2; throws (a bug) when slot[src] is odd. */
  halve(dst: number, src: number): void;
  /** slot[a] < slot[b] */
  less(a: number, b: number): boolean;
  /** slot[a] > 0 */
  positive(a: number): boolean;
  /** slot[a] = 0 */
  zero(a: number): boolean;
  /** slot[i] as a bigint (tests, diagnostics). */
  get(i: number): bigint;
}

/** Plain doubles: exact while every value is an integer of magnitude at most 2^53. */
export const FLOAT64_LIMIT = 1n << 53n;

/** Double-double registers are exact for every value of magnitude below this bound. */
export const DOUBLE_DOUBLE_LIMIT = 1n << 104n;

export class DoubleDoubleRegisters implements ExactRegisters {
  /** Slot i: hi at 2i, lo at 2i + 1 (one cache line holds both). */
  private readonly x: Float64Array;

  constructor(size: number) {
    this.x = new Float64Array(2 * size);
  }

  set(i: number, x: bigint): void {
    if (x >= DOUBLE_DOUBLE_LIMIT || -x >= DOUBLE_DOUBLE_LIMIT)
      throw new Error(`${x} exceeds the double-double bound`);
    const h = Number(x); // rounds to nearest
    this.x[2 * i] = h;
    this.x[2 * i + 1] = x <= FLOAT64_LIMIT && -x <= FLOAT64_LIMIT ? 0 : Number(x - BigInt(h));
  }

  copy(dst: number, src: number): void {
    const x = this.x;
    x[2 * dst] = x[2 * src]!;
    x[2 * dst + 1] = x[2 * src + 1]!;
  }

  add(dst: number, a: number, b: number): void {
    const x = this.x;
    this.sum(dst, x[2 * a]!, x[2 * a + 1]!, x[2 * b]!, x[2 * b + 1]!);
  }

  sub(dst: number, a: number, b: number): void {
    const x = this.x;
    this.sum(dst, x[2 * a]!, x[2 * a + 1]!, -x[2 * b]!, -x[2 * b + 1]!);
  }

  addSub(dst: number, a: number, b: number, c: number): void {
    const x = this.x;
    const ah = x[2 * a]!;
    const bh = x[2 * b]!;
    const ch = -x[2 * c]!;
    const s1 = ah + bh;
    const s1b = s1 - ah;
    const e1 = ah - (s1 - s1b) + (bh - s1b);
    const s2 = s1 + ch;
    const s2b = s2 - s1;
    const e2 = s1 - (s2 - s2b) + (ch - s2b);
    const t = e1 + e2 + x[2 * a + 1]! + x[2 * b + 1]! - x[2 * c + 1]!;
    const h = s2 + t;
    const hb = h - s2;
    x[2 * dst] = h;
    x[2 * dst + 1] = s2 - (h - hb) + (t - hb);
  }

  /** (ah + al) + (bh + bl) into slot dst, exactly (see the module comment). */
  private sum(dst: number, ah: number, al: number, bh: number, bl: number): void {
    const s = ah + bh;
    const sb = s - ah;
    const e = ah - (s - sb) + (bh - sb);
    const t = e + al + bl;
    const h = s + t;
    const hb = h - s;
    this.x[2 * dst] = h;
    this.x[2 * dst + 1] = s - (h - hb) + (t - hb);
  }

  halve(dst: number, src: number): void {
    const h = this.x[2 * src]!;
    const l = this.x[2 * src + 1]!;
    if (h % 2 !== 0 || l % 2 !== 0) throw new Error('halving an odd value');
    this.x[2 * dst] = h / 2;
    this.x[2 * dst + 1] = l / 2;
  }

  less(a: number, b: number): boolean {
    const x = this.x;
    const ah = x[2 * a]!;
    const bh = x[2 * b]!;
    return ah < bh || (ah === bh && x[2 * a + 1]! < x[2 * b + 1]!);
  }

  /** fl is monotone and maps integers > 0 to doubles >= 1, so the sign is hi's. */
  positive(a: number): boolean {
    return this.x[2 * a]! > 0;
  }

  zero(a: number): boolean {
    return this.x[2 * a] === 0;
  }

  get(i: number): bigint {
    return BigInt(this.x[2 * i]!) + BigInt(this.x[2 * i + 1]!);
  }
}

export class Float64Registers implements ExactRegisters {
  private readonly x: Float64Array;

  constructor(size: number) {
    this.x = new Float64Array(size);
  }

  set(i: number, x: bigint): void {
    if (x > FLOAT64_LIMIT || -x > FLOAT64_LIMIT) throw new Error(`${x} exceeds the float64 bound`);
    this.x[i] = Number(x);
  }

  copy(dst: number, src: number): void {
    this.x[dst] = this.x[src]!;
  }

  add(dst: number, a: number, b: number): void {
    this.x[dst] = this.x[a]! + this.x[b]!;
  }

  sub(dst: number, a: number, b: number): void {
    this.x[dst] = this.x[a]! - this.x[b]!;
  }

  addSub(dst: number, a: number, b: number, c: number): void {
    this.x[dst] = this.x[a]! + this.x[b]! - this.x[c]!;
  }

  halve(dst: number, src: number): void {
    const v = this.x[src]!;
    if (v % 2 !== 0) throw new Error('halving an odd value');
    this.x[dst] = v / 2;
  }

  less(a: number, b: number): boolean {
    return this.x[a]! < this.x[b]!;
  }

  positive(a: number): boolean {
    return this.x[a]! > 0;
  }

  zero(a: number): boolean {
    return this.x[a] === 0;
  }

  get(i: number): bigint {
    return BigInt(this.x[i]!);
  }
}

export class BigIntRegisters implements ExactRegisters {
  private readonly v: bigint[];

  constructor(size: number) {
    this.v = new Array<bigint>(size).fill(0n);
  }

  set(i: number, x: bigint): void {
    this.v[i] = x;
  }

  copy(dst: number, src: number): void {
    this.v[dst] = this.v[src]!;
  }

  add(dst: number, a: number, b: number): void {
    this.v[dst] = this.v[a]! + this.v[b]!;
  }

  sub(dst: number, a: number, b: number): void {
    this.v[dst] = this.v[a]! - this.v[b]!;
  }

  addSub(dst: number, a: number, b: number, c: number): void {
    this.v[dst] = this.v[a]! + this.v[b]! - this.v[c]!;
  }

  halve(dst: number, src: number): void {
    const x = this.v[src]!;
    if (x % 2n !== 0n) throw new Error('halving an odd value');
    this.v[dst] = x / 2n;
  }

  less(a: number, b: number): boolean {
    return this.v[a]! < this.v[b]!;
  }

  positive(a: number): boolean {
    return this.v[a]! > 0n;
  }

  zero(a: number): boolean {
    return this.v[a] === 0n;
  }

  get(i: number): bigint {
    return this.v[i]!;
  }
}
