export * from './matrix.ts';
export * from './waldstein.ts';
export * from './zermelo.ts';
export * from './expectations.ts';
