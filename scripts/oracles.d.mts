export declare const ORACLES: Record<
  'bbpPairings' | 'teamPairings' | 'tieBreakServer',
  { readonly env: string; readonly what: string }
>;
export declare function findOracle(
  name: 'bbpPairings' | 'teamPairings' | 'tieBreakServer',
): { path: string } | { skip: string };
export declare function requireOracle(
  name: 'bbpPairings' | 'teamPairings' | 'tieBreakServer',
  script: string,
): string;
