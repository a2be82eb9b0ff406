import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A user's search text as a `LIKE` pattern matching it anywhere, its wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The one list search: rows whose lower-cased search text (a generated column, or an
 * expression such as `lower(shop_name)`, with a GIN index of its `char_pairs()`, migration
 * 0007) contains the term, whatever its case. The index finds the rows that hold every pair of
 * adjacent characters of the term, so a search of two characters or more, the Thai 'ชา'
 * included, reads only those; the `LIKE` keeps the true matches. A single character is in
 * most rows: the list's own order is read until the page is full.
 */
export function searchMatch(text: AnyPgColumn | SQL, term: string): SQL {
  const matches = searchLike(text, term);
  if ([...term].length < 2) return matches;
  return and(sql`char_pairs(${text}) @> char_pairs(lower(${term}))`, matches) as SQL;
}

/**
 * The same search as `searchMatch` without the pairs (`ListSpec.plainWhere`): what the planner
 * is asked to estimate (given both conditions it takes them as independent and estimates a
 * fraction of the true total), and what a search matching many rows reads in list order.
 */
export const searchLike = (text: AnyPgColumn | SQL, term: string) =>
  like(text, sql`lower(${containing(term)})`);

/** A search condition built with either matcher: `searchMatch` or `searchLike`. */
export type Searched = (match: typeof searchLike) => SQL | undefined;

/** The search of one search text by a term, when there is one. */
export const textSearch =
  (text: AnyPgColumn | SQL, term: string | undefined): Searched =>
  (match) =>
    term ? match(text, term) : undefined;

/**
 * A list's filters with its search, both ways (`ListSpec.where` with the index's pairs,
 * `ListSpec.plainWhere` without them).
 */
export const searchedWhere = (filters: (SQL | undefined)[], searched: Searched) => ({
  where: and(...filters, searched(searchMatch)),
  plainWhere: and(...filters, searched(searchLike)),
});

/**
 * Rows whose `column` names one of the shop's rows of `table` that match (a stock item or a
 * set order searched through its product's or set's search text).
 */
export const namingShopMatches = (
  db: DbOrTx,
  column: AnyPgColumn,
  table: PgTable & { id: AnyPgColumn; shop_id: AnyPgColumn },
  shopId: number,
  match: SQL,
) =>
  inArray(
    column,
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.shop_id, shopId), match)),
  );
