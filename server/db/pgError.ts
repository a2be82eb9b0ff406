/** SQLSTATE of a row that repeats a unique key (a unique index or constraint). */
export const UNIQUE_VIOLATION = '23505';
/** SQLSTATE of a broken foreign key: a row naming a missing one, or a removed row still named. */
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The PostgreSQL error code (SQLSTATE) and constraint behind a driver or Drizzle error, if
 * any: the first error with a code, following `cause` a few levels down.
 */
export function pgError(e: unknown): { code?: string; constraint?: string } {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = cur as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    cur = cause;
  }
  return {};
}
