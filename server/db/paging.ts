import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Page } from '../registry';
import type { DbOrTx } from './client';
import { rowsOf } from './migrate';

/** The paging keys of a list query (contract/schemas/common.ts `pageQuery`). */
export interface ListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

export interface ListSpec<Row> {
  query: ListQuery;
  /** The table listed, and its key: a page is a list of its ids. */
  table: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
  /** The filter whose row count the planner estimates, when not `where` (server/db/search.ts). */
  estimateWhere?: SQL;
  /**
   * `sort` values the list accepts; any other sorts by the key. Each needs an index on the
   * list's filter columns, the sort column and the key, so a page is read from the index;
   * a column unique within the list (`unique: true`) needs no key after it.
   */
  sortable: Record<string, AnyPgColumn | { column: AnyPgColumn; unique: true }>;
  /** The order without `order`; rows with equal sort values follow the key in the same order. */
  defaultOrder: 'ASC' | 'DESC';
  /** The list's rows matching `where`, sorted by `orderBy`. */
  rows: (where: SQL | undefined, orderBy: SQL[]) => Promise<Row[]>;
}

const DEFAULT_PER_PAGE = 10;
const direction = (order: 'ASC' | 'DESC') => (order === 'ASC' ? asc : desc);

/**
 * Matching rows are counted exactly up to this many; a larger total is estimated by the
 * planner and marked as such (the pager shows "about N"). Counting 100,000 rows costs the
 * embedded database about 15 ms a page; counting 1,001 costs under 1 ms.
 */
export const EXACT_TOTAL_LIMIT = 1000;
/** How long an estimated total is reused for the same filter (an exact one never is). */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 500;

/** Estimated totals of each database by filter (the SQL and its parameters), newest last. */
const estimatesOf = new WeakMap<DbOrTx, Map<string, { total: number; at: number }>>();

/** The ORDER BY of a list query: the sort column, then the key in the same direction. */
export function listOrder(
  spec: Pick<ListSpec<unknown>, 'sortable' | 'id' | 'defaultOrder'>,
  query: Pick<ListQuery, 'sort' | 'order'>,
): SQL[] {
  const { sortable, id } = spec;
  const sort = query.sort && Object.hasOwn(sortable, query.sort) ? sortable[query.sort] : id;
  const order = direction(query.order ?? spec.defaultOrder);
  if (sort === id) return [order(id)];
  return 'unique' in sort ? [order(sort.column)] : [order(sort), order(id)];
}

/**
 * A list: every matching row when `page` is not sent, else one page with its total.
 * A page is read in two steps: the page's ids in the list's order (from the sort column's
 * index), then the rows of those ids (the row columns, joins and subqueries are computed for
 * one page only). The total never reads the whole list: see `pageTotal`.
 */
export async function listRows<Row>(db: DbOrTx, spec: ListSpec<Row>): Promise<Row[] | Page<Row>> {
  const { query, id, where } = spec;
  const orderBy = listOrder(spec, query);
  if (!query.page) return spec.rows(where, orderBy);
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const offset = (query.page - 1) * perPage;
  const pageIds = async (from: number) =>
    (
      await db
        .select({ id })
        .from(spec.table)
        .where(where)
        .orderBy(...orderBy)
        .limit(perPage)
        .offset(from)
    ).map((r) => r.id);
  let ids = await pageIds(offset);
  let total: number;
  let estimated = false;
  if (ids.length === 0 && offset > 0) {
    // Past the end, as the last page of an estimated total can be: the rows before it are
    // counted and the true last page answered, which react-admin then shows as the page
    // (a page out of range with no rows sends it back to page 1).
    total = await countUpTo(db, spec.table, where, offset);
    if (total > 0) ids = await pageIds(Math.floor((total - 1) / perPage) * perPage);
  } else {
    ({ total, estimated } = await pageTotal(db, spec, { offset, found: ids.length, perPage }));
  }
  const rows = ids.length === 0 ? [] : await spec.rows(and(where, inArray(id, ids)), orderBy);
  return new Page(rows, total, estimated);
}

/**
 * How many rows match, from what a page within the list already tells and at most
 * `EXACT_TOTAL_LIMIT` rows more: a page that is not full ends the list (exact, nothing read);
 * otherwise the count stops after the limit, and beyond it the planner's estimate (clamped
 * to what the page proves, reused for a few seconds) is the total, marked estimated.
 */
async function pageTotal(
  db: DbOrTx,
  spec: Pick<ListSpec<unknown>, 'table' | 'where' | 'estimateWhere'>,
  page: { offset: number; found: number; perPage: number },
): Promise<{ total: number; estimated: boolean }> {
  const { table, where } = spec;
  const { offset, found, perPage } = page;
  if (found < perPage) return { total: offset + found, estimated: false };
  // A full page: at least offset + perPage rows match, and one more if the list goes on.
  const atLeast = offset + perPage;
  const key = filterKey(db, table, where);
  let estimates = estimatesOf.get(db);
  if (!estimates) estimatesOf.set(db, (estimates = new Map()));
  const known = estimates.get(key);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) {
    return { total: Math.max(known.total, atLeast), estimated: true };
  }
  if (atLeast <= EXACT_TOTAL_LIMIT) {
    const counted = await countUpTo(db, table, where, EXACT_TOTAL_LIMIT + 1);
    if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  }
  const planned = await plannedRows(db, table, spec.estimateWhere ?? where);
  const total = Math.max(planned, atLeast + 1, EXACT_TOTAL_LIMIT + 1);
  estimates.delete(key);
  estimates.set(key, { total, at: Date.now() });
  if (estimates.size > ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value as string);
  return { total, estimated: true };
}

/** The matching rows, counted up to `limit` (the count stops reading there). */
async function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined, limit: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(matching.as('matching'));
  return n;
}

/** The planner's estimate of the matching rows (from the statistics ANALYZE keeps). */
async function plannedRows(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching}`),
  );
  const plan = row['QUERY PLAN'];
  // node-postgres parses the json column; the embedded database may hand back its text.
  const parsed =
    typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/** The cache key of a filter: its SQL text and parameters. */
function filterKey(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const { sql: text, params } = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}
