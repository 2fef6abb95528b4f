/**
 * Structured logs through pino: one JSON line per event on stdout (`time`, `level` as a word, `msg`, the fields),
 * the line a log collector reads. The code logs through the small `Logger` face below, so a test can hand in its
 * own; the request line (http/middleware.ts) carries the request id and the signed-in user's.
 */
import { pino } from 'pino';

export type LogFields = Record<string, unknown>;
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export type LogLevel = 'info' | 'warn' | 'error' | 'silent';

/**
 * Fields never written, wherever they appear one level down or at the top of what is logged: a payment card, a
 * driver's licence and its photo, bank details, passwords and session secrets. Code does not log request bodies;
 * this holds if a future line passes one.
 */
const SECRET_FIELDS = [
  'cardNumber',
  'cvv',
  'expiryDate',
  'driverLicense',
  'licensePhoto',
  'bankAccountNumber',
  'bankRoutingNumber',
  'bankAccountName',
  'password',
  'cookie',
  'authorization',
];
export const REDACTED = '[redacted]';

function wrap(log: pino.Logger): Logger {
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
  };
}

/** A logger at `level` writing to `destination` (stdout by default). */
export function createLogger(level: LogLevel = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined, // no pid/hostname: the platform's collector adds where a line came from
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err },
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: REDACTED },
  };
  return wrap(destination ? pino(options, destination) : pino(options));
}

export const silentLogger: Logger = createLogger('silent');
