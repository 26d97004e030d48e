/** Builds a TRF `001` line column by column (trf-format.md §4), for parser tests. */
export function line001(
  id: number,
  opts: {
    name?: string;
    rating?: string;
    points?: string;
    birth?: string;
    sex?: string;
    title?: string;
    cells?: readonly string[];
  } = {},
): string {
  const head =
    '001 ' +
    String(id).padStart(4) +
    ' ' +
    (opts.sex ?? ' ') +
    (opts.title ?? '').padEnd(3) +
    ' ' +
    (opts.name ?? `Player ${id}`).padEnd(33) +
    ' ' +
    (opts.rating ?? '').padStart(4) +
    ' ' +
    '   ' +
    ' ' +
    ''.padStart(11) +
    ' ' +
    (opts.birth ?? '').padEnd(10) +
    ' ' +
    (opts.points ?? '').padStart(4) +
    ' ' +
    '    ' +
    '  ';
  return (head + (opts.cells ?? []).map((c) => c.padEnd(10)).join('')).trimEnd();
}

/** Two-player TRF with one round: cells as written in each player's line. */
export const pairTrf = (a: string, b: string, pa = '', pb = ''): string =>
  [line001(1, { cells: [a], points: pa }), line001(2, { cells: [b], points: pb })].join('\n') + '\n';
