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

/**
 * A repeated unique key, wherever the driver wraps it; with `which`, only of a constraint
 * whose name (when the driver reports one) it accepts.
 */
export function isUniqueViolation(
  e: unknown,
  which: (constraint: string | undefined) => boolean = () => true,
): boolean {
  const { code, constraint } = pgError(e);
  return code === UNIQUE_VIOLATION && which(constraint);
}

/** A broken foreign key, wherever the driver wraps it. */
export const isForeignKeyViolation = (e: unknown) => pgError(e).code === FOREIGN_KEY_VIOLATION;

/** A repeated code of a product, set or order (not of its generated id): saved by someone meanwhile. */
export const isCodeConflict = (e: unknown) =>
  isUniqueViolation(e, (constraint) => !constraint?.includes('fp_product_id'));
