import type { WeightedEdge } from '../matching/maxWeightMatching.ts';
import { BRACKET_ONLY_FROM, FIELD_COUNT, OUTSIDE_FIELDS } from './criteria.ts';
import { WeightLayout } from './weights.ts';

/**
 * The edges of one matching, by index: endpoints and whether the pair is an in-bracket pair (the
 * other edges carry only the `OUTSIDE_FIELDS`).
 */
export interface EdgeList {
  readonly length: number;
  readonly u: Int32Array;
  readonly v: Int32Array;
  readonly bracket: Uint8Array;
}

/**
 * A field's value: a bigint, or a number where the weigher knows every value and packed sum is an
 * exact double (`criteria.ts`, `exact`), which spares a cold run most of its bigint allocations.
 */
export type Field = bigint | number;

/** Writes edge k's weight fields (indexed by `C`) into `out`; the same values on every call. */
export type FieldsOf<F extends Field = bigint> = (k: number, out: F[]) => void;

/** a - b, both of one kind. */
const minus = <F extends Field>(a: F, b: F): F =>
  (typeof a === 'bigint' ? a - (b as bigint) : a - (b as number)) as F;

/** Grows an edge list of at most `capacity` edges. */
export function edgeList(capacity: number) {
  const list = {
    length: 0,
    u: new Int32Array(capacity),
    v: new Int32Array(capacity),
    bracket: new Uint8Array(capacity),
  };
  const add = (u: number, v: number, bracket: boolean): void => {
    const k = list.length++;
    list.u[k] = u;
    list.v[k] = v;
    list.bracket[k] = bracket ? 1 : 0;
  };
  return { list: list as EdgeList, add };
}

/**
 * Packs the edges' field vectors into as few bits as the data needs: a field that only in-bracket
 * pairs carry is shifted by its minimum over them (the number of such pairs is fixed by C6, so every
 * candidate moves by the same amount), and each field is as wide as its largest value requires.
 * The shift is applied to the packed weight (packing is linear), so no field is rewritten.
 *
 * Two passes over the edges, the fields recomputed into one buffer (no per-edge vector is kept):
 * the first finds each field's maximum, shift and edge bound, the second packs. Only the `carried`
 * fields are looked at; the others must be 0 on every edge.
 */
export function packEdges<F extends Field = bigint>(
  edges: EdgeList,
  fieldsOf: FieldsOf<F>,
  carried: readonly number[],
  vertexCount: number,
  maxEdges: number,
  /** The fields' zero: `0` when `fieldsOf` writes numbers. */
  zero: F = 0n as F,
): WeightedEdge[] {
  const stats = fieldStats(edges, fieldsOf, carried, vertexCount, zero);
  const { shift, max } = stats;
  const layout = new WeightLayout(max.map(BigInt), edgeBounds(stats, vertexCount, maxEdges));
  // A field whose maximum is 0 is 0 on every edge, or the shift on every in-bracket pair, which the
  // offset takes off again: it is left out of both.
  const active = max.flatMap((m, f) => (m > zero ? [f] : []));
  const activeOutside = outside(active);
  const buf = new Array<F>(FIELD_COUNT).fill(zero);
  const out: WeightedEdge[] = [];
  const mult = typeof zero === 'number' ? layout.numberMultipliers() : undefined;
  if (mult) {
    // The same sums in doubles: exact, as every sum stays below 2^53 (`numberMultipliers`).
    const pack = (values: readonly number[], fields: readonly number[]): number => {
      let w = 0;
      for (const f of fields) w += values[f]! * mult[f]!;
      return w;
    };
    const values = buf as number[];
    const offset = pack(shift as number[], active);
    for (let k = 0; k < edges.length; k++) {
      fieldsOf(k, buf);
      const weight = edges.bracket[k] ? pack(values, active) - offset : pack(values, activeOutside);
      if (weight > 0) out.push({ u: edges.u[k]!, v: edges.v[k]!, weight: BigInt(weight) });
    }
    return out;
  }
  // Bigint sums (number fields, exact themselves, converted first where this layout's sums are not).
  const values = typeof zero === 'bigint' ? (buf as bigint[]) : new Array<bigint>(FIELD_COUNT).fill(0n);
  const offset = layout.packFields(shift.map(BigInt), active);
  for (let k = 0; k < edges.length; k++) {
    fieldsOf(k, buf);
    if (values !== buf) for (let f = 0; f < FIELD_COUNT; f++) values[f] = BigInt(buf[f]!);
    const weight = edges.bracket[k]
      ? layout.packFields(values, active) - offset
      : layout.packFields(values, activeOutside);
    if (weight > 0n) out.push({ u: edges.u[k]!, v: edges.v[k]!, weight });
  }
  return out;
}

const outside = (fields: readonly number[]): number[] => fields.filter((f) => OUTSIDE_FIELDS.includes(f));

interface FieldStats<F extends Field> {
  /** The bracket shift per field (the minimum over in-bracket pairs of a bracket-only field). */
  readonly shift: F[];
  /** The largest (shifted) value per field. */
  readonly max: F[];
  /** Per field and vertex: bit 0 lower end, bit 1 upper end of an edge carrying a value other than 0. */
  readonly marks: Uint8Array;
  /** Per bracket-only field and vertex: the largest value of an in-bracket pair with that lower / upper end. */
  readonly lowMax: F[];
  readonly highMax: F[];
}

/**
 * The first pass. Whether an in-bracket pair carries a bracket-only field depends on the final
 * shift, so for those the largest value per vertex and end is kept and compared at the end.
 */
function fieldStats<F extends Field>(
  edges: EdgeList,
  fieldsOf: FieldsOf<F>,
  carried: readonly number[],
  n: number,
  zero: F,
): FieldStats<F> {
  const none = (typeof zero === 'bigint' ? -1n : -1) as F;
  const shift = new Array<F>(FIELD_COUNT).fill(zero);
  const maxBracket = new Array<F>(FIELD_COUNT).fill(zero);
  const max = new Array<F>(FIELD_COUNT).fill(zero);
  const marks = new Uint8Array(FIELD_COUNT * n);
  const lowMax = new Array<F>((FIELD_COUNT - BRACKET_ONLY_FROM) * n).fill(none);
  const highMax = new Array<F>((FIELD_COUNT - BRACKET_ONLY_FROM) * n).fill(none);
  const buf = new Array<F>(FIELD_COUNT).fill(zero);
  const carriedOutside = outside(carried);
  let anyBracket = false;
  for (let k = 0; k < edges.length; k++) {
    fieldsOf(k, buf);
    const u = edges.u[k]!;
    const v = edges.v[k]!;
    const bracket = edges.bracket[k] === 1;
    if (bracket && !anyBracket) {
      anyBracket = true;
      for (let f = BRACKET_ONLY_FROM; f < FIELD_COUNT; f++) shift[f] = buf[f]!;
    }
    const top = bracket ? maxBracket : max;
    for (const f of bracket ? carried : carriedOutside) {
      const x = buf[f]!;
      if (x > top[f]!) top[f] = x;
      if (bracket && f >= BRACKET_ONLY_FROM) {
        if (x < shift[f]!) shift[f] = x;
        const b = (f - BRACKET_ONLY_FROM) * n;
        if (x > lowMax[b + u]!) lowMax[b + u] = x;
        if (x > highMax[b + v]!) highMax[b + v] = x;
      } else if (x !== zero) {
        marks[f * n + u] = marks[f * n + u]! | 1;
        marks[f * n + v] = marks[f * n + v]! | 2;
      }
    }
  }
  for (let f = 0; f < FIELD_COUNT; f++) {
    if (shift[f]! < zero) shift[f] = zero; // only positive minima are shifted
    const m = minus(maxBracket[f]!, shift[f]!);
    if (anyBracket && m > max[f]!) max[f] = m;
  }
  return { shift, max, marks, lowMax, highMax };
}

/**
 * For each field, at most how many edges of one matching carry it (a value other than the
 * bracket shift): no more than a vertex cover of those edges has vertices (their lower ends, their
 * upper ends) nor half the vertices they touch.
 */
function edgeBounds<F extends Field>(stats: FieldStats<F>, n: number, maxEdges: number): number[] {
  const { shift, marks, lowMax, highMax } = stats;
  const bounds: number[] = [];
  for (let f = 0; f < FIELD_COUNT; f++) {
    let lower = 0;
    let upper = 0;
    let touched = 0;
    for (let x = 0; x < n; x++) {
      let m = marks[f * n + x]!;
      if (f >= BRACKET_ONLY_FROM) {
        const b = (f - BRACKET_ONLY_FROM) * n + x;
        if (lowMax[b]! > shift[f]!) m |= 1;
        if (highMax[b]! > shift[f]!) m |= 2;
      }
      if (m & 1) lower++;
      if (m & 2) upper++;
      if (m) touched++;
    }
    bounds.push(Math.min(maxEdges, lower, upper, Math.floor(touched / 2)));
  }
  return bounds;
}
