import type { Command } from '../command.ts';

/** The explicit command list: main.ts dispatches from it and `rochade --help` lists it. */
export const COMMANDS: readonly Command[] = [];
