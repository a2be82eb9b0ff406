/**
 * Why a marketplace call failed, as the jobs act on it:
 * - `rate_limited`: the platform asks to wait `retryAfterSeconds` (HTTP 429); tried again then;
 * - `auth`: the access token is expired or refused; refreshed, then the call is tried again;
 * - `refused`: a final answer (a cancelled order cannot ship, a refresh token is revoked); not
 *   tried again, shown to the shop;
 * - `unavailable`: the platform is down or timed out (5xx, network); tried again with backoff.
 * `code` is the platform's own error code, when it gave one (the Thai text is looked up by it).
 */
export type MarketplaceErrorKind = 'rate_limited' | 'auth' | 'refused' | 'unavailable';

export class MarketplaceError extends Error {
  constructor(
    readonly kind: MarketplaceErrorKind,
    message: string,
    readonly detail: { code?: string; retryAfterSeconds?: number; status?: number } = {},
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }
}
