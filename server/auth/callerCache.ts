import type { Database } from '../db/client';
import type { Caller } from './session';

/** The channel on which the database says callers changed (migration 0017_caller_changes). */
export const CALLERS_CHANNEL = 'portal_callers';
/** How long a caller is kept at most, whatever is heard (a bound, not the rule). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The callers of recent session tokens, so a request need not read its session again: every
 * request otherwise costs one statement more on the embedded database, whose one thread
 * serves them all. Only where one process owns the database (PGlite): a change to a session,
 * a user, a user's shops or a role's menus is said by the database on `portal_callers` at its
 * commit, heard in this process before the statement that committed it returns, and forgets
 * every caller; a caller read while such a change was heard is not kept. On PostgreSQL,
 * another process's change would be heard later, so nothing is kept there.
 */
export class CallerCache {
  private readonly entries = new Map<string, { caller: Caller; until: number }>();
  /** Counts what was heard: a read that began before a change is not kept after it. */
  private generation = 0;
  private stop?: () => Promise<void>;

  /** Starts hearing the database's changes; until then nothing is kept. */
  async start(database: Database) {
    this.stop = await database.listen(CALLERS_CHANNEL, () => this.forget());
  }

  async close() {
    this.forget();
    await this.stop?.();
    this.stop = undefined;
  }

  /** Forgets every caller. */
  forget() {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * The caller of `tokenHash`: kept, or read by `read` (which also answers until when the
   * session is valid) and kept while its session is.
   */
  async get(
    tokenHash: string,
    read: () => Promise<{ caller: Caller; expiresAt: Date } | null>,
  ): Promise<Caller | null> {
    const now = Date.now();
    const kept = this.entries.get(tokenHash);
    if (kept && kept.until > now) return kept.caller;
    if (kept) this.entries.delete(tokenHash);
    const generation = this.generation;
    const found = await read();
    if (!found) return null;
    if (this.stop && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      const until = Math.min(found.expiresAt.getTime(), now + MAX_AGE_MS);
      this.entries.set(tokenHash, { caller: found.caller, until });
    }
    return found.caller;
  }
}
