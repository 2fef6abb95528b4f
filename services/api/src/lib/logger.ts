/** A tiny structured logger: one JSON line per event (stdout for info, stderr for warn/error). */
export type LogFields = Record<string, unknown>;
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const LEVELS = { info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

function serializeError(err: unknown): unknown {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return err;
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const threshold = LEVELS[level];
  const write = (lvl: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (LEVELS[lvl] < threshold) return;
    const entry: LogFields = { time: new Date().toISOString(), level: lvl, msg: message };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = key === 'err' ? serializeError(value) : value;
    (lvl === 'info' ? process.stdout : process.stderr).write(`${JSON.stringify(entry)}\n`);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

export const silentLogger: Logger = createLogger('silent');
