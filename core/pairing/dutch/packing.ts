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

/** Writes edge k's weight fields (indexed by `C`) into `out`; the same values on every call. */
export type FieldsOf = (k: number, out: bigint[]) => void;

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
export function packEdges(
  edges: EdgeList,
  fieldsOf: FieldsOf,
  carried: readonly number[],
  vertexCount: number,
  maxEdges: number,
): WeightedEdge[] {
  const stats = fieldStats(edges, fieldsOf, carried, vertexCount);
  const { shift, max } = stats;
  const layout = new WeightLayout(max, edgeBounds(stats, vertexCount, maxEdges));
  // A field whose maximum is 0 is 0 on every edge, or the shift on every in-bracket pair, which the
  // offset takes off again: it is left out of both.
  const active = max.flatMap((m, f) => (m > 0n ? [f] : []));
  const activeOutside = outside(active);
  const offset = layout.packFields(shift, active);
  const buf = new Array<bigint>(FIELD_COUNT).fill(0n);
  const out: WeightedEdge[] = [];
  for (let k = 0; k < edges.length; k++) {
    fieldsOf(k, buf);
    const weight = edges.bracket[k]
      ? layout.packFields(buf, active) - offset
      : layout.packFields(buf, activeOutside);
    if (weight > 0n) out.push({ u: edges.u[k]!, v: edges.v[k]!, weight });
  }
  return out;
}

const outside = (fields: readonly number[]): number[] => fields.filter((f) => OUTSIDE_FIELDS.includes(f));

interface FieldStats {
  /** The bracket shift per field (the minimum over in-bracket pairs of a bracket-only field). */
  readonly shift: bigint[];
  /** The largest (shifted) value per field. */
  readonly max: bigint[];
  /** Per field and vertex: bit 0 lower end, bit 1 upper end of an edge carrying a value other than 0. */
  readonly marks: Uint8Array;
  /** Per bracket-only field and vertex: the largest value of an in-bracket pair with that lower / upper end. */
  readonly lowMax: bigint[];
  readonly highMax: bigint[];
}

const NONE = -1n;

/**
 * The first pass. Whether an in-bracket pair carries a bracket-only field depends on the final
 * shift, so for those the largest value per vertex and end is kept and compared at the end.
 */
function fieldStats(edges: EdgeList, fieldsOf: FieldsOf, carried: readonly number[], n: number): FieldStats {
  const shift = new Array<bigint>(FIELD_COUNT).fill(0n);
  const maxBracket = new Array<bigint>(FIELD_COUNT).fill(0n);
  const max = new Array<bigint>(FIELD_COUNT).fill(0n);
  const marks = new Uint8Array(FIELD_COUNT * n);
  const lowMax = new Array<bigint>((FIELD_COUNT - BRACKET_ONLY_FROM) * n).fill(NONE);
  const highMax = new Array<bigint>((FIELD_COUNT - BRACKET_ONLY_FROM) * n).fill(NONE);
  const buf = new Array<bigint>(FIELD_COUNT).fill(0n);
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
      } else if (x !== 0n) {
        marks[f * n + u] = marks[f * n + u]! | 1;
        marks[f * n + v] = marks[f * n + v]! | 2;
      }
    }
  }
  for (let f = 0; f < FIELD_COUNT; f++) {
    if (shift[f]! < 0n) shift[f] = 0n; // only positive minima are shifted
    const m = maxBracket[f]! - shift[f]!;
    if (anyBracket && m > max[f]!) max[f] = m;
  }
  return { shift, max, marks, lowMax, highMax };
}

/**
 * For each field, at most how many edges of one matching carry it (a value other than the
 * bracket shift): no more than a vertex cover of those edges has vertices (their lower ends, their
 * upper ends) nor half the vertices they touch.
 */
function edgeBounds(stats: FieldStats, n: number, maxEdges: number): number[] {
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
