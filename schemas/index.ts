// zod schemas shared by the Node front ends (CLI, bot); the core stays free of zod.
export * from './tournamentJson.ts';
export * from './teamEvent.ts';
export { issueError, jsonError, parseJsonText, parseJsonWith } from './jsonErrors.ts';
export * from './leagueFile.ts';
