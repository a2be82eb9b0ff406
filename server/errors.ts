import { DrizzleQueryError } from 'drizzle-orm';

/** An error answered to the caller as {code, message, errors?, data?}. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** Messages under their fields. */
    public readonly errors?: Record<string, string>,
    /** A body the spec carries with the error (the import's row errors). */
    public readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A database error: drizzle's (its statement and parameters), or the driver's. */
interface DatabaseFailure {
  message?: unknown;
  code?: unknown;
  severity?: unknown;
}

/**
 * An unexpected error as the error log keeps it. A failed database query is logged by its
 * class, the database's message and code and the frames that called it, never the statement,
 * its parameters, or the driver's `where`, `detail` and `internalQuery` (a record's data:
 * names, addresses, telephone numbers). Any other error is logged as it is.
 */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const drizzle = err instanceof DrizzleQueryError;
  const driver = typeof (err as DatabaseFailure).severity === 'string';
  if (!drizzle && !driver) return err;
  const failure = (drizzle ? err.cause : err) as DatabaseFailure | undefined;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: drizzle ? 'DrizzleQueryError' : err.name,
    message: `database query failed: ${typeof failure?.message === 'string' ? failure.message : 'no message'}`,
    code: typeof failure?.code === 'string' ? failure.code : undefined,
    stack: frames.join('\n'),
  };
}
