/** Structured logging as the handlers and services see it. */
export interface Logger {
  info(msg: string, meta?: Record<string, unknown>): void;
  warn(msg: string, meta?: Record<string, unknown>): void;
  error(msg: string, meta?: Record<string, unknown>): void;
}

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** JSON lines on stderr. Callers never pass secrets (tokens, keys) in messages or metadata. */
export function createLogger(
  min: Level = 'info',
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Logger {
  const on = (level: Level): boolean => LEVELS.indexOf(level) >= LEVELS.indexOf(min);
  const emit = (level: Level, msg: string, meta?: Record<string, unknown>): void => {
    if (on(level)) write(JSON.stringify({ t: new Date().toISOString(), level, msg, ...meta }));
  };
  return {
    info: (m, meta) => emit('info', m, meta),
    warn: (m, meta) => emit('warn', m, meta),
    error: (m, meta) => emit('error', m, meta),
  };
}
