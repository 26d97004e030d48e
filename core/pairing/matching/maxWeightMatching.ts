import { pushAll } from '../../arrays.ts';
import {
  BigIntRegisters,
  DoubleDoubleRegisters,
  type ExactRegisters,
  Float64Registers,
} from './exactRegisters.ts';

/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm with dual variables,
 * O(n³), as described by Zvi Galil, "Efficient Algorithms for Finding Maximum Matching in Graphs"
 * (ACM Computing Surveys, 1986). The structure and identifiers (dualvar, blossomparent,
 * labelend, bestedge, blossombestedges) follow Joris van Rantwijk's mwmatching.py ("Maximum
 * Weighted Matching", jorisvr.nl/article/maximum-matching), the implementation of Galil's
 * algorithm that NetworkX's max_weight_matching also derives from. Chess-agnostic.
 *
 * Weights are non-negative bigints, so lexicographic criteria can be packed into one weight
 * without overflow. The arithmetic is exact integer arithmetic (`exactRegisters.ts`): every dual
 * stays an integer because the algorithm only ever halves the slack of an edge between two outer
 * vertices, which is even when all (doubled) weights are integers. Bounds, with W the largest
 * weight (duals and slacks in van Rantwijk's doubled units): vertex duals start at W and never go
 * below 0 (delta of type 1 is the smallest vertex dual), blossom duals never below 0 (type 4); a
 * matched edge stays tight, so dual(u) + dual(v) + the duals of the blossoms holding both = 2w <= 2W,
 * which bounds every matched vertex's dual and every blossom's (each contains a matched edge) by
 * 2W, and an exposed vertex's dual by W. So every value the matcher forms (2w, duals, dual sums,
 * slacks) has magnitude at most 4W: below 2^102 when W < 2^100 (`DOUBLE_DOUBLE_WEIGHTS`), inside the
 * double-double bound 2^104. Larger weights run the same code on bigint registers.
 */

export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: bigint;
}

/** `mate[v]` = the vertex matched to v, or -1. */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[]): number[] {
  return new Matcher(vertexCount, edges).run();
}

/**
 * Weights below 2^50 run on plain double registers (every value at most 4W < 2^52), weights below
 * 2^100 on double-double registers (every value below 2^102), larger ones on bigints (see above).
 */
export const FLOAT64_WEIGHTS = 1n << 50n;
export const DOUBLE_DOUBLE_WEIGHTS = 1n << 100n;

const NONE = -1;

class Matcher {
  private readonly n: number;
  private readonly eu: Int32Array;
  private readonly ev: Int32Array;
  /**
   * The exact values, by slot: dual(x) = x for vertices and blossoms (0 .. 2n-1), the cached
   * bestedge slack of x at CACHE + x, the addBlossom scratch of x at TO + x, twice the weight of
   * the edge at adjacency position i at W2 + i (see `neighbend`), and the scratch values TMP and DELTA.
   */
  private readonly r: ExactRegisters;
  private readonly CACHE: number;
  private readonly TO: number;
  private readonly W2: number;
  private readonly TMP: number;
  private readonly DELTA: number;
  /** endpoint[p]: vertex of endpoint p; edge k has endpoints 2k (u) and 2k+1 (v). */
  private readonly endpoint: Int32Array;
  /**
   * Adjacency, in input order: vertex v's edges are at positions neighstart[v] .. neighstart[v + 1] - 1,
   * position i holding the remote endpoint neighbend[i], its vertex neighvert[i] and twice the
   * weight (slot W2 + i), so the scan reads them in sequence; edge k is at position edgepos[k] from u.
   */
  private readonly neighstart: Int32Array;
  private readonly neighbend: Int32Array;
  private readonly neighvert: Int32Array;
  private readonly edgepos: Int32Array;
  private readonly mate: Int32Array; // remote endpoint or -1
  private readonly label: Int8Array; // 0 free, 1 S (outer), 2 T (inner)
  private readonly labelend: Int32Array;
  private readonly inblossom: Int32Array;
  private readonly blossomparent: Int32Array;
  private readonly blossomchilds: (number[] | undefined)[];
  private readonly blossombase: Int32Array;
  private readonly blossomendps: (number[] | undefined)[];
  private readonly bestedge: Int32Array;
  private readonly blossombestedges: (number[] | undefined)[];
  private readonly unusedblossoms: number[];
  private readonly allowedge: Uint8Array;
  private queue: number[] = [];
  /** Bumped whenever vertex duals change; `cached*` hold bestedge slacks of the current epoch. */
  private epoch = 0;
  private readonly cachedEdge: Int32Array;
  private readonly cachedEpoch: Float64Array;

  constructor(n: number, edges: readonly WeightedEdge[]) {
    this.n = n;
    const m = edges.length;
    let maxw = 0n;
    for (const e of edges) {
      if (e.weight < 0n) throw new Error('negative weight');
      if (e.weight > maxw) maxw = e.weight;
    }
    this.CACHE = 2 * n;
    this.TO = 4 * n;
    this.W2 = 6 * n;
    this.TMP = this.W2 + 2 * m;
    this.DELTA = this.TMP + 1;
    const slots = this.DELTA + 1;
    this.r =
      maxw < FLOAT64_WEIGHTS
        ? new Float64Registers(slots)
        : maxw < DOUBLE_DOUBLE_WEIGHTS
          ? new DoubleDoubleRegisters(slots)
          : new BigIntRegisters(slots);
    this.eu = new Int32Array(m);
    this.ev = new Int32Array(m);
    this.endpoint = new Int32Array(2 * m);
    this.neighstart = new Int32Array(n + 1);
    this.neighbend = new Int32Array(2 * m);
    this.neighvert = new Int32Array(2 * m);
    this.edgepos = new Int32Array(m);
    edges.forEach((e, k) => {
      if (e.u === e.v || e.u < 0 || e.v < 0 || e.u >= n || e.v >= n)
        throw new Error(`bad edge ${e.u}-${e.v}`);
      this.eu[k] = e.u;
      this.ev[k] = e.v;
      this.endpoint[2 * k] = e.u;
      this.endpoint[2 * k + 1] = e.v;
      this.neighstart[e.u + 1]!++;
      this.neighstart[e.v + 1]!++;
    });
    for (let v = 0; v < n; v++) this.neighstart[v + 1]! += this.neighstart[v]!;
    const fill = this.neighstart.slice(0, n);
    edges.forEach((e, k) => {
      const i = fill[e.u]!++;
      const j = fill[e.v]!++;
      this.neighbend[i] = 2 * k + 1;
      this.neighvert[i] = e.v;
      this.neighbend[j] = 2 * k;
      this.neighvert[j] = e.u;
      this.edgepos[k] = i;
      this.r.set(this.W2 + i, e.weight);
      this.r.add(this.W2 + i, this.W2 + i, this.W2 + i); // twice the weight, without a new bigint
      this.r.copy(this.W2 + j, this.W2 + i);
    });
    this.mate = new Int32Array(n).fill(NONE);
    this.label = new Int8Array(2 * n);
    this.labelend = new Int32Array(2 * n).fill(NONE);
    this.inblossom = Int32Array.from({ length: n }, (_, i) => i);
    this.blossomparent = new Int32Array(2 * n).fill(NONE);
    this.blossomchilds = new Array<number[] | undefined>(2 * n).fill(undefined);
    this.blossombase = Int32Array.from({ length: 2 * n }, (_, i) => (i < n ? i : NONE));
    this.blossomendps = new Array<number[] | undefined>(2 * n).fill(undefined);
    this.bestedge = new Int32Array(2 * n).fill(NONE);
    this.blossombestedges = new Array<number[] | undefined>(2 * n).fill(undefined);
    this.unusedblossoms = Array.from({ length: n }, (_, i) => n + i);
    for (let v = 0; v < n; v++) this.r.set(v, maxw); // blossom duals start at 0
    this.allowedge = new Uint8Array(m);
    this.cachedEdge = new Int32Array(2 * n).fill(NONE);
    this.cachedEpoch = new Float64Array(2 * n).fill(-1);
  }

  /**
   * The slack of `bestedge[x]`, cached while the vertex duals stay unchanged (`epoch`): the scan and
   * the dual update ask for it again and again, which dominates the run time on bigint weights.
   */
  private bestSlack(x: number): number {
    const k = this.bestedge[x]!;
    const slot = this.CACHE + x;
    if (this.cachedEdge[x] !== k || this.cachedEpoch[x] !== this.epoch) {
      this.slack(slot, k);
      this.cachedEdge[x] = k;
      this.cachedEpoch[x] = this.epoch;
    }
    return slot;
  }

  /** bestedge[x] = k, whose slack (current duals) is in slot `s`. */
  private setBest(x: number, k: number, s: number): void {
    this.bestedge[x] = k;
    this.cachedEdge[x] = k;
    this.cachedEpoch[x] = this.epoch;
    this.r.copy(this.CACHE + x, s);
  }

  /** slot dst = the slack of edge k. */
  private slack(dst: number, k: number): void {
    this.r.addSub(dst, this.eu[k]!, this.ev[k]!, this.W2 + this.edgepos[k]!);
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const c of this.blossomchilds[b]!) this.leaves(c, out);
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = t;
    this.label[b] = t;
    this.labelend[w] = p;
    this.labelend[b] = p;
    this.bestedge[w] = NONE;
    this.bestedge[b] = NONE;
    if (t === 1) {
      pushAll(this.queue, this.leaves(b));
    } else {
      const base = this.blossombase[b]!;
      this.assignLabel(this.endpoint[this.mate[base]!]!, 1, this.mate[base]! ^ 1);
    }
  }

  /** Traces back from v and w to find a new blossom's base, or -1 for an augmenting path. */
  private scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = NONE;
    let v = v0;
    let w = w0;
    while (v !== NONE || w !== NONE) {
      let b = this.inblossom[v]!;
      if (this.label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelend[b] === NONE) {
        v = NONE;
      } else {
        v = this.endpoint[this.labelend[b]!]!;
        b = this.inblossom[v]!;
        v = this.endpoint[this.labelend[b]!]!;
      }
      if (w !== NONE) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    let v = this.eu[k]!;
    let w = this.ev[k]!;
    const bb = this.inblossom[base]!;
    let bv = this.inblossom[v]!;
    let bw = this.inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
    this.blossomparent[b] = NONE;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(this.labelend[bv]!);
      v = this.endpoint[this.labelend[bv]!]!;
      bv = this.inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(this.labelend[bw]! ^ 1);
      w = this.endpoint[this.labelend[bw]!]!;
      bw = this.inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = this.labelend[bb]!;
    this.r.set(b, 0n);
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inblossom[leaf]!] === 2) this.queue.push(leaf);
      this.inblossom[leaf] = b;
    }
    // Best edges from the new blossom to other S-blossoms.
    const bestedgeto = new Int32Array(2 * this.n).fill(NONE);
    const consider = (kk: number): void => {
      let j = this.ev[kk]!;
      if (this.inblossom[j] === b) j = this.eu[kk]!;
      const bj = this.inblossom[j]!;
      if (bj === b || this.label[bj] !== 1) return;
      this.slack(this.TMP, kk);
      if (bestedgeto[bj] === NONE || this.r.less(this.TMP, this.TO + bj)) {
        bestedgeto[bj] = kk;
        this.r.copy(this.TO + bj, this.TMP);
      }
    };
    for (const sub of path) {
      const own = this.blossombestedges[sub];
      if (own === undefined) {
        for (const leaf of this.leaves(sub))
          for (let i = this.neighstart[leaf]!; i < this.neighstart[leaf + 1]!; i++)
            consider(this.neighbend[i]! >> 1);
      } else {
        for (const kk of own) consider(kk);
      }
      this.blossombestedges[sub] = undefined;
      this.bestedge[sub] = NONE;
    }
    const best: number[] = [];
    for (const kk of bestedgeto) if (kk !== NONE) best.push(kk);
    this.blossombestedges[b] = best;
    this.bestedge[b] = NONE;
    for (const kk of best) {
      this.slack(this.TMP, kk);
      if (this.bestedge[b] === NONE || this.r.less(this.TMP, this.bestSlack(b)))
        this.setBest(b, kk, this.TMP);
    }
  }

  private expandBlossom(b: number, endstage: boolean): void {
    const childs = this.blossomchilds[b]!;
    for (const s of childs) {
      this.blossomparent[s] = NONE;
      if (s < this.n) this.inblossom[s] = s;
      else if (endstage && this.r.zero(s)) this.expandBlossom(s, endstage);
      else for (const leaf of this.leaves(s)) this.inblossom[leaf] = s;
    }
    if (!endstage && this.label[b] === 2) {
      const endps = this.blossomendps[b]!;
      const entrychild = this.inblossom[this.endpoint[this.labelend[b]! ^ 1]!]!;
      const walk = walkFrom(childs.indexOf(entrychild), childs.length);
      const { jstep, endptrick } = walk;
      let j = walk.j;
      let p = this.labelend[b]!;
      while (j !== 0) {
        this.label[this.endpoint[p ^ 1]!] = 0;
        this.label[this.endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        this.assignLabel(this.endpoint[p ^ 1]!, 2, p);
        this.allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        this.allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = at(childs, j);
      this.label[this.endpoint[p ^ 1]!] = 2;
      this.label[bv] = 2;
      this.labelend[this.endpoint[p ^ 1]!] = p;
      this.labelend[bv] = p;
      this.bestedge[bv] = NONE;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const bvv = at(childs, j);
        if (this.label[bvv] === 1) {
          j += jstep;
          continue;
        }
        let found = NONE;
        for (const v of this.leaves(bvv)) {
          if (this.label[v] !== 0) {
            found = v;
            break;
          }
        }
        if (found !== NONE) {
          this.label[found] = 0;
          this.label[this.endpoint[this.mate[this.blossombase[bvv]!]!]!] = 0;
          this.assignLabel(found, 2, this.labelend[found]!);
        }
        j += jstep;
      }
    }
    this.label[b] = NONE;
    this.labelend[b] = NONE;
    this.blossomchilds[b] = undefined;
    this.blossomendps[b] = undefined;
    this.blossombase[b] = NONE;
    this.blossombestedges[b] = undefined;
    this.bestedge[b] = NONE;
    this.unusedblossoms.push(b);
  }

  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const i = childs.indexOf(t);
    const walk = walkFrom(i, childs.length);
    const { jstep, endptrick } = walk;
    let j = walk.j;
    while (j !== 0) {
      j += jstep;
      let tt = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (tt >= this.n) this.augmentBlossom(tt, this.endpoint[p]!);
      j += jstep;
      tt = at(childs, j);
      if (tt >= this.n) this.augmentBlossom(tt, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    const rot = (arr: number[]): number[] => [...arr.slice(i), ...arr.slice(0, i)];
    this.blossomchilds[b] = rot(childs);
    this.blossomendps[b] = rot(endps);
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  private augmentMatching(k: number): void {
    const pairs: [number, number][] = [
      [this.eu[k]!, 2 * k + 1],
      [this.ev[k]!, 2 * k],
    ];
    for (const [s0, p0] of pairs) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = this.inblossom[s]!;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === NONE) break;
        const t = this.endpoint[this.labelend[bs]!]!;
        const bt = this.inblossom[t]!;
        s = this.endpoint[this.labelend[bt]!]!;
        const j = this.endpoint[this.labelend[bt]! ^ 1]!;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelend[bt]!;
        p = this.labelend[bt]! ^ 1;
      }
    }
  }

  run(): number[] {
    const { n, r, TMP, DELTA, W2, neighstart, neighbend, neighvert, inblossom, allowedge, label } = this;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestedge.fill(NONE);
      for (let b = n; b < 2 * n; b++) this.blossombestedges[b] = undefined;
      this.allowedge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === NONE && this.label[this.inblossom[v]!] === 0) this.assignLabel(v, 1, NONE);
      }
      let augmented = false;
      for (;;) {
        while (this.queue.length > 0 && !augmented) {
          const v = this.queue.pop()!;
          for (let i = neighstart[v]!, end = neighstart[v + 1]!; i < end; i++) {
            const p = neighbend[i]!;
            const k = p >> 1;
            const w = neighvert[i]!;
            const bw = inblossom[w]!;
            if (inblossom[v] === bw) continue;
            // The slack of k is in TMP whenever k is not (yet) allowed.
            if (!allowedge[k]) {
              r.addSub(TMP, v, w, W2 + i);
              if (!r.positive(TMP)) allowedge[k] = 1;
            }
            const lw = label[bw];
            if (allowedge[k]) {
              if (lw === 0) {
                this.assignLabel(w, 2, p ^ 1);
              } else if (lw === 1) {
                const base = this.scanBlossom(v, w);
                if (base >= 0) {
                  this.addBlossom(base, k);
                } else {
                  this.augmentMatching(k);
                  augmented = true;
                  break;
                }
              } else if (label[w] === 0) {
                label[w] = 2;
                this.labelend[w] = p ^ 1;
              }
            } else if (lw === 1) {
              const b = inblossom[v]!;
              if (this.bestedge[b] === NONE || r.less(TMP, this.bestSlack(b))) this.setBest(b, k, TMP);
            } else if (label[w] === 0) {
              if (this.bestedge[w] === NONE || r.less(TMP, this.bestSlack(w))) this.setBest(w, k, TMP);
            }
          }
        }
        if (augmented) break;
        // No augmenting path with tight edges: adjust the duals.
        let deltatype = 1;
        r.copy(DELTA, 0);
        let deltaedge = NONE;
        let deltablossom = NONE;
        for (let v = 0; v < n; v++) {
          if (r.less(v, DELTA)) {
            r.copy(DELTA, v);
            deltatype = 1;
          }
        }
        for (let v = 0; v < n; v++) {
          if (this.label[this.inblossom[v]!] === 0 && this.bestedge[v] !== NONE) {
            const d = this.bestSlack(v);
            if (r.less(d, DELTA)) {
              r.copy(DELTA, d);
              deltatype = 2;
              deltaedge = this.bestedge[v]!;
            }
          }
        }
        for (let b = 0; b < 2 * n; b++) {
          if (this.blossomparent[b] === NONE && this.label[b] === 1 && this.bestedge[b] !== NONE) {
            r.halve(TMP, this.bestSlack(b)); // even: an edge between two outer vertices
            if (r.less(TMP, DELTA)) {
              r.copy(DELTA, TMP);
              deltatype = 3;
              deltaedge = this.bestedge[b]!;
            }
          }
        }
        for (let b = n; b < 2 * n; b++) {
          if (
            this.blossombase[b]! >= 0 &&
            this.blossomparent[b] === NONE &&
            this.label[b] === 2 &&
            r.less(b, DELTA)
          ) {
            r.copy(DELTA, b);
            deltatype = 4;
            deltablossom = b;
          }
        }
        this.epoch++;
        for (let v = 0; v < n; v++) {
          const l = this.label[this.inblossom[v]!];
          if (l === 1) r.sub(v, v, DELTA);
          else if (l === 2) r.add(v, v, DELTA);
        }
        for (let b = n; b < 2 * n; b++) {
          if (this.blossombase[b]! >= 0 && this.blossomparent[b] === NONE) {
            if (this.label[b] === 1) r.add(b, b, DELTA);
            else if (this.label[b] === 2) r.sub(b, b, DELTA);
          }
        }
        if (deltatype === 1) break;
        if (deltatype === 2) {
          this.allowedge[deltaedge] = 1;
          let i = this.eu[deltaedge]!;
          if (this.label[this.inblossom[i]!] === 0) i = this.ev[deltaedge]!;
          this.queue.push(i);
        } else if (deltatype === 3) {
          this.allowedge[deltaedge] = 1;
          this.queue.push(this.eu[deltaedge]!);
        } else {
          this.expandBlossom(deltablossom, false);
        }
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b++) {
        if (
          this.blossomparent[b] === NONE &&
          this.blossombase[b]! >= 0 &&
          this.label[b] === 1 &&
          this.r.zero(b)
        ) {
          this.expandBlossom(b, true);
        }
      }
    }
    return Array.from(this.mate, (p) => (p === NONE ? NONE : this.endpoint[p]!));
  }
}

/** Index into a blossom's cycle from the end when negative. */
const at = <T>(arr: readonly T[], i: number): T => arr[i < 0 ? i + arr.length : i]!;

/**
 * The direction to walk a blossom's cycle from child `i` to its base (child 0) along an even
 * number of edges: forwards from `i - length` when `i` is odd, backwards otherwise.
 */
function walkFrom(i: number, length: number): { j: number; jstep: number; endptrick: number } {
  return i & 1 ? { j: i - length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };
}
