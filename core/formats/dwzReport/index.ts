// The DSB's DWZ submission: DSB_DWZ_TournamentReport 2.5 (element tree; front ends serialize it).
export * from './report.ts';
export * from './problems.ts';
export type { XmlElement } from './xmlNode.ts';
export * from './league.ts';
