/** Counts events per key in a fixed window; memory is bounded by pruning expired keys. */
export class WindowCounter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True while the key is under its limit. */
  allowed(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    return !entry || entry.resetAt <= now || entry.count < this.limit;
  }

  hit(key: string, now = Date.now()) {
    if (this.hits.size > 10_000) this.prune(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now)
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
