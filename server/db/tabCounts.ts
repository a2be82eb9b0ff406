import { and, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TAB_COUNT_LIMIT } from '../../contract/limits';
import type { TabCount } from '../../contract/schemas/common';
import type { DbOrTx } from './client';
import { searchMatch, type Searched } from './search';

/**
 * How many rows of a list (its filters, as searched) each of its status tabs holds, counted
 * up to TAB_COUNT_LIMIT: each count reads at most that many entries of an index by status.
 */
export async function tabCounts(
  db: DbOrTx,
  table: PgTable,
  tabs: Record<string, SQL>,
  filters: (SQL | undefined)[],
  searched: Searched,
): Promise<TabCount[]> {
  const counts: TabCount[] = [];
  for (const [tab, filter] of Object.entries(tabs)) {
    const limited = db
      .select({ one: sql`1` })
      .from(table)
      .where(and(...filters, filter, searched(searchMatch)))
      .limit(TAB_COUNT_LIMIT + 1)
      .as('limited');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
    const n = row?.n ?? 0;
    counts.push({ tab, count: Math.min(n, TAB_COUNT_LIMIT), more: n > TAB_COUNT_LIMIT });
  }
  return counts;
}
