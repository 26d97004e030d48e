// The weight packing (C.04.3 Art. 2: criteria compared in order, packed as fields of one integer).
// Expected weights are hand calculations from the layout rule: field i gets room
// max_i * (edges carrying it + 1) + 1, a bracket-only field is shifted by its minimum over
// in-bracket pairs, and that shift comes off every in-bracket pair's weight.
import { describe, expect, test } from 'vitest';
import { C } from '../../../../core/pairing/dutch/criteria.ts';
import { edgeList, packEdges } from '../../../../core/pairing/dutch/packing.ts';

interface Edge {
  readonly u: number;
  readonly v: number;
  readonly bracket: boolean;
  readonly completion: bigint;
  readonly transposition: bigint;
}

const pack = (edges: readonly Edge[], vertexCount: number) => {
  const { list, add } = edgeList(edges.length);
  for (const e of edges) add(e.u, e.v, e.bracket);
  const fieldsOf = (k: number, out: bigint[]): void => {
    out.fill(0n);
    out[C.c4Completion] = edges[k]!.completion;
    out[C.transposition] = edges[k]!.transposition;
  };
  return packEdges(
    list,
    fieldsOf,
    [C.c4Completion, C.transposition],
    vertexCount,
    Math.floor(vertexCount / 2),
  );
};

describe('packEdges', () => {
  // transposition: shift 3 (min over in-bracket pairs), largest shifted value 2, one edge of a
  // matching carries it (only 0-1 is above the shift) -> room 2 * 2 + 1 = 5, multiplier 1.
  // C4: largest value 1, at most 2 edges (lower ends {0, 2}) -> multiplier 5 (fields between are empty).
  // Offset 3 * 1 for in-bracket pairs: 0-1 = 5 + 5 - 3 = 7, 2-3 = 5 + 3 - 3 = 5, 0-2 = 5; 1-3 weighs 0 and is left out.
  test('shifted bracket-only field, field widths from edge bounds, zero edges dropped', () => {
    const edges: Edge[] = [
      { u: 0, v: 1, bracket: true, completion: 1n, transposition: 5n },
      { u: 2, v: 3, bracket: true, completion: 1n, transposition: 3n },
      { u: 0, v: 2, bracket: false, completion: 1n, transposition: 0n },
      { u: 1, v: 3, bracket: false, completion: 0n, transposition: 0n },
    ];
    expect(pack(edges, 4)).toEqual([
      { u: 0, v: 1, weight: 7n },
      { u: 2, v: 3, weight: 5n },
      { u: 0, v: 2, weight: 5n },
    ]);
  });

  // Same values but the minimum comes first: the edge at the shift carries nothing, so the bound
  // for transposition is still 1, and the weights are unchanged.
  test('the shift does not depend on the edge order', () => {
    const edges: Edge[] = [
      { u: 2, v: 3, bracket: true, completion: 1n, transposition: 3n },
      { u: 0, v: 1, bracket: true, completion: 1n, transposition: 5n },
    ];
    expect(pack(edges, 4)).toEqual([
      { u: 2, v: 3, weight: 5n },
      { u: 0, v: 1, weight: 7n },
    ]);
  });
});
