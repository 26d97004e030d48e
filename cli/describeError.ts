import { type CoreError, describeCoreError } from '../core/errors/index.ts';

/** The CLI speaks English: every core error through the core's one describer (core/errors). */
export const describeError = (e: CoreError): string => describeCoreError(e, 'en');
