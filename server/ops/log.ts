/**
 * The server's log (docs/operations.md "Logs"). In production, JSON lines (pino) an operator can
 * search: one per request with its id, method, route pattern, status and duration, and the
 * server's own events. Never an e-mail address, a sign-in code, a token or text a user wrote: a
 * request is logged by its route pattern (`/api/searches/preview`), not its path and query,
 * and fields by those names are hidden should one slip in. In development the same events are
 * readable lines on the console (and a test's console.error still fails it).
 */
import { pino, type Logger } from 'pino';

type Fields = Record<string, unknown>;
export type Log = {
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
};

/** Names whose values never reach a log line, wherever they sit in the fields. */
const HIDDEN = ['email', 'code', 'otp', 'token', 'accessToken', 'refreshToken', 'authorization', 'content'];

/** An Error under `err` is written by pino's own serializer: type, message and stack. */
function jsonLog(logger: Logger): Log {
  return {
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
  };
}

const consoleLog: Log = {
  info: (message, fields) => (fields ? console.log(message, fields) : console.log(message)),
  warn: (message, fields) => (fields ? console.warn(message, fields) : console.warn(message)),
  error: (message, fields) => (fields ? console.error(message, fields) : console.error(message)),
};

/** JSON lines for production; `destination` for tests that read them. */
export function productionLog(destination?: NodeJS.WritableStream): Log {
  const paths = HIDDEN.flatMap((name) => [name, `*.${name}`]);
  const logger = pino(
    { base: { pid: process.pid }, redact: { paths, censor: '[hidden]' }, timestamp: pino.stdTimeFunctions.isoTime },
    destination ?? pino.destination(1),
  );
  return jsonLog(logger);
}

/** The log every module writes to: the console until the server starts (server/main.ts). */
export let log: Log = consoleLog;

export function useLog(next: Log): void {
  log = next;
}
