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
