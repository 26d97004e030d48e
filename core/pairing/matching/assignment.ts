/**
 * The assignment problem on a square cost matrix (Hungarian method with potentials, O(n³)), and
 * the lexicographically first optimal assignment. Chess-agnostic. Costs are non-negative integers
 * below 2^50 / n (exact in doubles); `undefined` marks a forbidden cell.
 */

export type CostMatrix = readonly (readonly (number | undefined)[])[];

/**
 * The optimal assignment that gives row 0 the smallest column, then row 1, and so on (over all
 * minimum-cost assignments); `undefined` when no assignment avoids the forbidden cells.
 * `result[row]` = column.
 */
export function firstOptimalAssignment(cost: CostMatrix): number[] | undefined {
  const n = cost.length;
  if (n === 0) return [];
  const solved = hungarian(cost);
  if (!solved) return undefined;
  const { rowOf, tight } = solved;
  const colOf = new Int32Array(n);
  rowOf.forEach((c, r) => (colOf[c] = r));
  const fixedRow = new Uint8Array(n);
  const fixedCol = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (fixedCol[j] || !tight(i, j)) continue;
      // Give j to i: the row holding j must reach i's column along tight edges of unfixed rows.
      if (rowOf[i] === j || reroute(colOf[j]!, rowOf[i]!, i, j)) {
        fixedRow[i] = 1;
        fixedCol[j] = 1;
        break;
      }
    }
    if (!fixedRow[i]) throw new Error('no tight column for an optimally assigned row');
  }
  return Array.from(rowOf);

  /** Alternating path from row `from` to column `target`, avoiding the fixed and (i, j); applies it. */
  function reroute(from: number, target: number, i: number, j: number): boolean {
    const prevRow = new Int32Array(n).fill(-1); // column -> row that reached it
    const seenRow = new Uint8Array(n);
    const queue = [from];
    seenRow[from] = 1;
    for (let q = 0; q < queue.length; q++) {
      const r = queue[q]!;
      for (let c = 0; c < n; c++) {
        if (c === j || fixedCol[c] || prevRow[c] !== -1 || c === rowOf[r] || !tight(r, c)) continue;
        prevRow[c] = r;
        if (c === target) {
          // Shift along the path: each row takes the column it reached.
          let col = c;
          while (col !== -1) {
            const row = prevRow[col]!;
            const freed = row === from ? -1 : rowOf[row]!;
            rowOf[row] = col;
            colOf[col] = row;
            col = freed;
          }
          rowOf[i] = j;
          colOf[j] = i;
          return true;
        }
        const next = colOf[c]!;
        if (next !== i && !fixedRow[next] && !seenRow[next]) {
          seenRow[next] = 1;
          queue.push(next);
        }
      }
    }
    return false;
  }
}

/** Minimum-cost assignment with optimal potentials: `tight(r, c)` = zero reduced cost. */
function hungarian(
  cost: CostMatrix,
): { rowOf: Int32Array; tight: (r: number, c: number) => boolean } | undefined {
  const n = cost.length;
  let max = 0;
  for (const row of cost) for (const c of row) if (c !== undefined && c > max) max = c;
  const BIG = (max + 1) * (n + 1);
  // One dense copy (forbidden cells as BIG): the O(n³) loop reads plain doubles, not holey rows.
  const dense = new Float64Array(n * n);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) dense[r * n + c] = cost[r]![c] ?? BIG;
  const at = (r: number, c: number): number => dense[r * n + c]!;
  // 1-based arrays (classic formulation): p[col] = row assigned to col, col 0 is a sentinel.
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const p = new Int32Array(n + 1);
  const way = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(n + 1).fill(Infinity);
    const used = new Uint8Array(n + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = at(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else minv[j] = minv[j]! - delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const rowOf = new Int32Array(n);
  for (let j = 1; j <= n; j++) rowOf[p[j]! - 1] = j - 1;
  for (let r = 0; r < n; r++) if (cost[r]![rowOf[r]!] === undefined) return undefined;
  const tight = (r: number, c: number): boolean =>
    cost[r]![c] !== undefined && at(r, c) - u[r + 1]! - v[c + 1]! === 0;
  return { rowOf, tight };
}
