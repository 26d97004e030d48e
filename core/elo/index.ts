// FIDE Elo: rating change per period, K factors, the 400-point rule, TPR, PTP, average opponent rating.
export * from './fide.ts';
export * from './periods.ts';
