// The tournament model: players, games, point systems, per-player rounds, team events.
export * from './model.ts';
export * from './player.ts';
export * from './pointSystem.ts';
export * from './playerRounds.ts';
export type { TeamEvent, TeamMatch, TeamBoard, TeamId } from './team.ts';
export * from './results.ts';
