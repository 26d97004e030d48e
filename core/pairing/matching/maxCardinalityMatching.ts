/**
 * Maximum-cardinality matching on a general graph: Edmonds' blossom algorithm with breadth-first
 * search from each free vertex, O(V³). Used for the fast "can everyone still be paired?" checks.
 * `initial` (a matching of this graph, -1 = free) is kept and only augmented: a search that changes
 * one pair of a known matching costs one augmentation instead of a whole run.
 */
export function maxCardinalityMatching(
  adj: readonly (readonly number[])[],
  initial?: ArrayLike<number>,
): Int32Array {
  const n = adj.length;
  const match = new Int32Array(n).fill(-1);
  if (initial) for (let v = 0; v < n; v++) match[v] = initial[v] ?? -1;
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const blossom = new Uint8Array(n);
  const lcaMark = new Uint8Array(n);
  const queue = new Int32Array(n);

  const lca = (a0: number, b0: number): number => {
    lcaMark.fill(0);
    let a = a0;
    for (;;) {
      a = base[a]!;
      lcaMark[a] = 1;
      if (match[a] === -1) break;
      a = parent[match[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = base[b]!;
      if (lcaMark[b]) return b;
      b = parent[match[b]!]!;
    }
  };
  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      blossom[base[v]!] = 1;
      blossom[base[match[v]!]!] = 1;
      parent[v] = child;
      child = match[v]!;
      v = parent[match[v]!]!;
    }
  };
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let qh = 0;
    let qt = 0;
    queue[qt++] = root;
    while (qh < qt) {
      const v = queue[qh++]!;
      for (const to of adj[v]!) {
        if (base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]!] !== -1)) {
          const cur = lca(v, to);
          blossom.fill(0);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (blossom[base[i]!]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                queue[qt++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          used[match[to]!] = 1;
          queue[qt++] = match[to]!;
        }
      }
    }
    return -1;
  };
  // Greedy start, then augment from every free vertex.
  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    for (const to of adj[v]!) {
      if (match[to] === -1) {
        match[v] = to;
        match[to] = v;
        break;
      }
    }
  }
  for (let root = 0; root < n; root++) {
    if (match[root] !== -1) continue;
    let v = findPath(root);
    while (v !== -1) {
      const pv = parent[v]!;
      const ppv = match[pv]!;
      match[v] = pv;
      match[pv] = v;
      v = ppv;
    }
  }
  return match;
}
