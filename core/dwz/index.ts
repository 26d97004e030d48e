// DWZ (Deutsche Wertungszahl) under WO 2002, EloBase, WO 2013 and WO 2026 (DSB-Wertungsordnung 2002, 2013, 2026).
export * from '../rating/rounding.ts';
export * from './expectedScore.ts';
export * from './ruleSets.ts';
export * from './coefficient.ts';
export * from './errors.ts';
export * from './types.ts';
export * from './performance.ts';
export * from './established.ts';
export * from './firstRating.ts';
export { estimateDwz, withWhatIf } from './estimate.ts';
export * from './ueberschlag.ts';
export * from './umstufung.ts';
export * from './classify.ts';
export * from './jointIteration.ts';
export * from './tournament.ts';
export * from './display.ts';
