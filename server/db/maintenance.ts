import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './migrate';

/** How often the embedded database's tables are looked at (PostgreSQL's autovacuum naptime). */
export const MAINTENANCE_INTERVAL_MS = 60_000;

interface TableStats {
  relname: string;
  live: number;
  dead: number;
  inserted: number;
  modified: number;
}

/**
 * The VACUUM or ANALYZE a table needs, by PostgreSQL's autovacuum defaults: vacuum after
 * 50 + 20 % dead rows or 1,000 + 20 % inserted rows, analyze after 50 + 10 % changed rows.
 */
export function upkeepOf(t: TableStats): 'VACUUM (ANALYZE)' | 'ANALYZE' | null {
  if (t.dead > 50 + 0.2 * t.live || t.inserted > 1000 + 0.2 * t.live) return 'VACUUM (ANALYZE)';
  if (t.modified > 50 + 0.1 * t.live) return 'ANALYZE';
  return null;
}

/**
 * Vacuums and analyzes the embedded database's tables as PostgreSQL's autovacuum would, which
 * PGlite does not run. Without it the planner keeps the statistics of an empty table (list
 * totals past 1,000 rows are its estimates) and a page read from an index visits every row
 * of the table again (index-only scans need the visibility map VACUUM keeps): a page in the
 * middle of a 100,000-product shop took 67 ms instead of 8. PostgreSQL does this itself.
 * Returns what stops it, once a round under way has finished.
 */
export function startMaintenance(
  database: Database,
  onError: (err: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => undefined;
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= maintainTables(database)
      .then(() => undefined, onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  let next: NodeJS.Timeout | undefined;
  soon.set(database.db, () => {
    next ??= setTimeout(() => {
      next = undefined;
      round();
    }, 1000).unref();
  });
  // Stopping lets a round under way finish before the database closes.
  return async () => {
    clearInterval(timer);
    clearTimeout(next);
    soon.delete(database.db);
    await running;
  };
}

/** Rounds asked for by a bulk write, by database handle (`maintainSoon`). */
const soon = new WeakMap<object, () => void>();

/**
 * Asks for a maintenance round within a second, as after an import: its search-index entries
 * are merged and its table analyzed before lists read them. Nothing on PostgreSQL.
 */
export function maintainSoon(db: object) {
  soon.get(db)?.();
}

/**
 * One round: the search indexes' pending entries merged, then each table that needs it
 * vacuumed or analyzed. Answers what was done.
 */
export async function maintainTables(database: Database): Promise<string[]> {
  const done: string[] = [];
  const merged = rowsOf<{ index: string; pages: number }>(
    await database.db.execute(sql`
      SELECT c.relname AS index, gin_clean_pending_list(c.oid)::int AS pages
      FROM pg_class c JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE am.amname = 'gin' AND n.nspname = 'public' ORDER BY c.relname`),
  );
  for (const { index, pages } of merged) if (pages > 0) done.push(`merged ${index}`);
  // The counts of the latest writes reach the statistics views at most once a second unless
  // flushed: without this, a round right after an import would see part of it.
  await database.exec('SELECT pg_stat_force_next_flush()');
  const stats = rowsOf<TableStats>(
    await database.db.execute(sql`
      SELECT relname, n_live_tup::int AS live, n_dead_tup::int AS dead,
             n_ins_since_vacuum::int AS inserted, n_mod_since_analyze::int AS modified
      FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY relname`),
  );
  for (const table of stats) {
    const upkeep = upkeepOf(table);
    if (!upkeep) continue;
    await database.exec(`${upkeep} "${table.relname.replace(/"/g, '""')}"`);
    done.push(`${upkeep} ${table.relname}`);
  }
  return done;
}
