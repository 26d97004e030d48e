/** Queries over the bot's tables, by concept; every function takes the handle (db or transaction) first. */
export * from './audit.ts';
export * from './games.ts';
export * from './players.ts';
export * from './tournaments.ts';
export * from './playerList.ts';
export * from './workflow.ts';
