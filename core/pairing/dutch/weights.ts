/**
 * Lexicographic edge weights: each criterion is a field of a big integer, the most significant
 * first, each field wide enough that the sum over any matching cannot carry into the next one.
 * C.04.3 Art. 2: quality criteria are compared in order, never traded against each other.
 */
export class WeightLayout {
  private readonly multipliers: bigint[];
  private readonly allFields: readonly number[];
  /** Above every packed sum over a matching: the product of the fields' rooms. */
  readonly bound: bigint;

  /**
   * `maxPerEdge[i]`: the largest value field i takes on one edge; `maxEdges`: edges in a matching
   * (or, per field, how many edges of a matching can carry it).
   */
  constructor(maxPerEdge: readonly bigint[], maxEdges: number | readonly number[]) {
    const edgesOf = (i: number): number => (typeof maxEdges === 'number' ? maxEdges : maxEdges[i]!);
    const caps = maxPerEdge.map((m, i) => m * BigInt(edgesOf(i) + 1) + 1n);
    this.multipliers = new Array<bigint>(caps.length);
    let mult = 1n;
    for (let i = caps.length - 1; i >= 0; i--) {
      this.multipliers[i] = mult;
      mult *= caps[i]!;
    }
    this.bound = mult;
    this.allFields = caps.map((_, i) => i);
  }

  /**
   * The multipliers as doubles when every packed sum is an exact double (`bound` at most 2^53), else
   * undefined: then fields held as numbers pack with no bigint until the edge's weight.
   */
  numberMultipliers(): number[] | undefined {
    return this.bound <= EXACT_DOUBLE ? this.multipliers.map(Number) : undefined;
  }

  pack(values: readonly bigint[]): bigint {
    return this.packFields(values, this.allFields);
  }

  /** `pack` of the listed fields only (the others taken as 0). */
  packFields(values: readonly bigint[], fields: readonly number[]): bigint {
    let w = 0n;
    for (const i of fields) {
      const v = values[i]!;
      if (v === 1n)
        w += this.multipliers[i]!; // most fields are 0 or 1: no product to allocate
      else if (v !== 0n) w += v * this.multipliers[i]!;
    }
    return w;
  }

  /** The value of field i in a packed sum (for inspecting a matching's total). */
  field(total: bigint, i: number): bigint {
    const m = this.multipliers[i]!;
    const higher = i === 0 ? undefined : this.multipliers[i - 1]!;
    return higher === undefined ? total / m : (total % higher) / m;
  }
}

/** Every integer up to 2^53 is a double. */
export const EXACT_DOUBLE = 1n << 53n;

export const pow = (base: number, exp: number): bigint => BigInt(base) ** BigInt(Math.max(0, exp));
