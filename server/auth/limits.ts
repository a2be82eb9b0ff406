import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * A limit of events per key in a fixed window (failed passwords per account, registrations
 * per address…). The counters live in the database (`rate_limits`), so every server process
 * counts against the same limit; rate-limiter-flexible's Drizzle store counts with one
 * atomic upsert.
 */
export class WindowLimit {
  private readonly store: RateLimiterDrizzle;

  constructor(
    db: Db,
    /** Names the limit's keys in the shared table. */
    name: string,
    private readonly limit: number,
    windowMs: number,
  ) {
    this.store = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: limit,
      duration: windowMs / 1000,
    });
  }

  /** True while the key is under its limit. */
  async allowed(key: string): Promise<boolean> {
    const used = await this.store.get(key);
    return !used || used.consumedPoints < this.limit;
  }

  /** Counts one event (never refused: `allowed` decides). */
  async hit(key: string): Promise<void> {
    await this.store.penalty(key, 1);
  }

  /** Refuses (false) once the key has used its limit, else counts one event. */
  async take(key: string): Promise<boolean> {
    if (!(await this.allowed(key))) return false;
    await this.hit(key);
    return true;
  }

  /**
   * Counts one event and answers, in one atomic statement, whether it was within the limit;
   * past it, how long until the window ends (requests past the limit count too).
   */
  async consume(
    key: string,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
    try {
      await this.store.consume(key, 1);
      return { allowed: true };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { allowed: false, retryAfterMs: err.msBeforeNext };
      throw err;
    }
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }
}
