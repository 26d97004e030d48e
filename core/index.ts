// Curated public surface of the core. Each area adds its exports here.
export * from './result.ts';
export * from './types.ts';
export * from './tournament/model.ts';
export * from './tournament/player.ts';
export * from './tournament/pointSystem.ts';
export * from './tournament/playerRounds.ts';
export * from './formats/formatError.ts';
