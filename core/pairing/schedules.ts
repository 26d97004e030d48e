// Schedules: round robin (Berger, Rutschsystem, double, Varma, dates) and knockout brackets.
export * from './berger.ts';
export * from './roundRobin.ts';
export * from './varma.ts';
export * from './scheduleDates.ts';
export * from './scheduleTournament.ts';
export * from './knockout.ts';
export * from './knockoutAdvance.ts';
