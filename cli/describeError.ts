import { type CoreError, describeCoreError } from '../core/errors/index.ts';
import { cliLanguage } from './lang.ts';

/** Every core error through the core's one describer (core/errors), in the CLI's language (cli/lang.ts). */
export const describeError = (e: CoreError): string => describeCoreError(e, cliLanguage());
