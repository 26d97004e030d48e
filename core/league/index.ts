// Moved to core/team (the team wing); kept so that imports of the old area keep working.
export * from '../team/index.ts';
