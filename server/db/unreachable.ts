/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const RETRY_AFTER_S = 5;

/** Socket errors of a database that is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown,
 * crash, cannot connect now): the database, not the request, is at fault.
 */
const SQLSTATE = /^(08|57P0[1-3])/;
/** node-postgres says these in words only. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

/** Whether an error (or one it wraps, as the ORM does) means the database is out of reach. */
export function databaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}
