import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { Page } from '../replies';
import type { DbOrTx } from './client';
import { rowsOf } from './migrate';
import { searchedWhere, type Searched } from './search';

/** The paging keys of a list query (contract/schemas/common.ts `pageQuery`). */
export interface ListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/** A table listed by its key, `id`. */
export type KeyedTable = PgTable & { id: AnyPgColumn };

export interface ListSpec<Row> {
  query: ListQuery;
  /** The table listed: a page is a list of its ids. */
  table: KeyedTable;
  where: SQL | undefined;
  /**
   * `where` without the conditions that only lead to an index (server/db/search.ts): what the
   * planner estimates, and what is read in the list's order when it matches many rows.
   */
  plainWhere?: SQL;
  /**
   * What the planner estimates instead of `plainWhere` on `table` (the least of these
   * filters' estimates), when other filters tell the matches better: a stock list searched
   * through its products (one stock item per product of a shop) matches at most the products
   * that match, which the planner reads from the search column's histogram, and at most the
   * shop's stock items; the semi-join it would otherwise guess is far too low.
   */
  estimateBy?: { table: PgTable; where: SQL | undefined }[];
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
/** How long the planner's estimate for a filter is reused (an exact total never is). */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 500;

/** The planner's estimates of each database by filter (SQL and parameters), newest last. */
const estimatesOf = new WeakMap<DbOrTx, Map<string, { total: number; at: number }>>();

/** The ORDER BY of a list query: the sort column, then the key in the same direction. */
export function listOrder(
  spec: Pick<ListSpec<unknown>, 'sortable' | 'defaultOrder'> & { id: AnyPgColumn },
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
 * A page is one statement: the rows of the page's ids, the ids read in the list's order from
 * the sort column's index in a subquery (so the row columns, joins and subqueries are
 * computed for one page only). The total never reads the whole list: see `pageTotal`.
 */
export async function listRows<Row>(db: DbOrTx, spec: ListSpec<Row>): Promise<Row[] | Page<Row>> {
  const { query, table } = spec;
  const id = table.id;
  const orderBy = listOrder({ ...spec, id }, query);
  if (!query.page) return spec.rows(spec.where, orderBy);
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const offset = (query.page - 1) * perPage;
  // A search that matches many rows fills a page within the first rows of the list's order,
  // so that order is read with the plain filter; one that matches few is found through its
  // index. The planner's estimate (from the search column's histogram) tells which: left to
  // itself it takes the index's pairs as independent and guesses a handful of rows.
  let where = spec.where;
  let many: number | undefined;
  if (spec.plainWhere) {
    const planned = await leastEstimate(db, spec.estimateBy ?? [{ table, where: spec.plainWhere }]);
    if (planned > EXACT_TOTAL_LIMIT) [where, many] = [spec.plainWhere, planned];
  }
  const page = (from: number, limit: number, by: SQL[]) => {
    const ids = db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...by)
      .limit(limit)
      .offset(from);
    // (The rows of the ids are read in the list's order, whichever order found them.)
    return spec.rows(inArray(id, ids), orderBy);
  };
  // One row more than the page tells whether the list goes on past it.
  let rows = await page(offset, perPage + 1, orderBy);
  let total: number;
  let isEstimate = false;
  if (rows.length === 0 && offset > 0) {
    // Past the end, as the last page of an estimated total can be: the rows are counted and
    // the true last page answered (read from the other end), which react-admin then shows as
    // the page (a page out of range with no rows sends it back to page 1).
    total = await countUpTo(db, table, where, offset);
    const onLast = total - Math.floor((total - 1) / perPage) * perPage;
    const reversed = { ...query, order: flip(query.order ?? spec.defaultOrder) };
    if (total > 0) rows = await page(0, onLast, listOrder({ ...spec, id }, reversed));
  } else {
    const found = { offset, found: rows.length, perPage, many };
    ({ total, estimated: isEstimate } = await pageTotal(db, { ...spec, where }, found));
    rows = rows.slice(0, perPage);
  }
  return new Page(rows, total, isEstimate);
}

const flip = (order: 'ASC' | 'DESC'): 'ASC' | 'DESC' => (order === 'ASC' ? 'DESC' : 'ASC');

/**
 * How many rows match, from what a page within the list already tells and at most
 * `EXACT_TOTAL_LIMIT` rows more: a page read without the row after it ends the list (exact,
 * nothing read); otherwise the count stops after the limit, and beyond it the planner's
 * estimate (`many` when already known), clamped to what the page proves, is the total,
 * marked estimated. `found` counts the page's rows and the one after it, if any.
 */
async function pageTotal(
  db: DbOrTx,
  spec: Pick<ListSpec<unknown>, 'table' | 'where' | 'plainWhere' | 'estimateBy'>,
  page: { offset: number; found: number; perPage: number; many?: number },
): Promise<{ total: number; estimated: boolean }> {
  const { table, where } = spec;
  const { offset, found, perPage } = page;
  if (found <= perPage) return { total: offset + found, estimated: false };
  // The list goes on past the page: at least one more row matches.
  const atLeast = offset + perPage + 1;
  const by = spec.estimateBy ?? [{ table, where: spec.plainWhere ?? where }];
  // A filter estimated past the limit a moment ago is not counted again.
  const recent = by.map((f) => recentEstimate(db, f.table, f.where));
  const many =
    page.many ??
    (recent.every((n) => n !== undefined) ? Math.min(...(recent as number[])) : undefined);
  const pastLimit = many !== undefined && many > EXACT_TOTAL_LIMIT;
  if (!pastLimit && atLeast <= EXACT_TOTAL_LIMIT) {
    const counted = await countUpTo(db, table, where, EXACT_TOTAL_LIMIT + 1);
    if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  }
  const planned = many ?? (await leastEstimate(db, by));
  return { total: Math.max(planned, atLeast, EXACT_TOTAL_LIMIT + 1), estimated: true };
}

/** The least of the planner's estimates of some filters. */
async function leastEstimate(db: DbOrTx, filters: { table: PgTable; where: SQL | undefined }[]) {
  let least = Infinity;
  for (const f of filters) least = Math.min(least, await estimated(db, f.table, f.where));
  return least;
}

/** The planner's estimate for the filter if made in the last few seconds. */
function recentEstimate(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const known = estimatesOf.get(db)?.get(filterKey(db, table, where));
  return known && Date.now() - known.at < ESTIMATE_TTL_MS ? known.total : undefined;
}

/** The planner's estimate of the rows matching `where`, reused for the same filter a while. */
async function estimated(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const recent = recentEstimate(db, table, where);
  if (recent !== undefined) return recent;
  const key = filterKey(db, table, where);
  let estimates = estimatesOf.get(db);
  if (!estimates) estimatesOf.set(db, (estimates = new Map()));
  const total = await plannedRows(db, table, where);
  estimates.delete(key);
  estimates.set(key, { total, at: Date.now() });
  if (estimates.size > ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value as string);
  return total;
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

/**
 * A screen's list: its filters and its search (built with either matcher, `searchedWhere`),
 * newest first unless another sort is asked for (by the key unless `sortable` names others).
 */
export function searchedList<Row>(
  db: DbOrTx,
  spec: Omit<ListSpec<Row>, 'where' | 'plainWhere' | 'defaultOrder' | 'sortable'> & {
    filters: (SQL | undefined)[];
    searched: Searched;
    sortable?: ListSpec<Row>['sortable'];
  },
): Promise<Row[] | Page<Row>> {
  const { filters, searched, sortable = { id: spec.table.id }, ...rest } = spec;
  return listRows(db, {
    ...rest,
    ...searchedWhere(filters, searched),
    sortable,
    defaultOrder: 'DESC',
  });
}

/** A shop screen's filters: the shop's rows, or only those of `ids` when it names some. */
export const shopRows = (
  table: KeyedTable & { shop_id: AnyPgColumn },
  query: { shop_id: number; ids?: number[] },
): (SQL | undefined)[] => [
  eq(table.shop_id, query.shop_id),
  query.ids ? inArray(table.id, query.ids) : undefined,
];

/**
 * A list's `rows` (`ListSpec.rows`): a select of its columns and joins, read with the list's
 * filter and order, each page's rows then made into the reply's by `reply`.
 */
export function selectRows<Q extends PgSelect, Row = Awaited<Q>[number]>(
  select: () => { $dynamic(): Q },
  reply: (rows: Awaited<Q>) => Row[] = (rows) => rows as Row[],
) {
  return async (where: SQL | undefined, orderBy: SQL[]): Promise<Row[]> =>
    reply(
      await select()
        .$dynamic()
        .where(where)
        .orderBy(...orderBy),
    );
}
