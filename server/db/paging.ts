import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Page } from '../registry';
import type { DbOrTx } from './client';

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
  /** `sort` values the list accepts; any other sorts by the key. */
  sortable: Record<string, AnyPgColumn>;
  /** The order without `order`; rows with equal sort values follow the key in this order. */
  defaultOrder: 'ASC' | 'DESC';
  /** The list's rows matching `where`, sorted by `orderBy`. */
  rows: (where: SQL | undefined, orderBy: SQL[]) => Promise<Row[]>;
}

const DEFAULT_PER_PAGE = 10;
const direction = (order: 'ASC' | 'DESC') => (order === 'ASC' ? asc : desc);

/**
 * A list: every matching row when `page` is not sent, else one page with the total count.
 * A page is read in two steps: the page's ids with the total, then the rows of those ids
 * (the row columns, joins and subqueries are computed for one page only).
 */
export async function listRows<Row>(db: DbOrTx, spec: ListSpec<Row>): Promise<Row[] | Page<Row>> {
  const { query, id, where } = spec;
  const column =
    query.sort && Object.hasOwn(spec.sortable, query.sort) ? spec.sortable[query.sort] : id;
  const orderBy = [
    direction(query.order ?? spec.defaultOrder)(column),
    direction(spec.defaultOrder)(id),
  ];
  if (!query.page) return spec.rows(where, orderBy);
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const { ids, total } = await pageIds(db, spec.table, id, where, orderBy, {
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  if (ids.length === 0) return new Page([], total);
  return new Page(await spec.rows(and(where, inArray(id, ids)), orderBy), total);
}

/** The ids of one page and how many rows match in all: the one place a list's total is counted. */
async function pageIds(
  db: DbOrTx,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  window: { limit: number; offset: number },
): Promise<{ ids: unknown[]; total: number }> {
  const page = await db
    .select({ id, total: sql<number>`(count(*) OVER ())::int` })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  if (page.length > 0) return { ids: page.map((r) => r.id), total: page[0].total };
  // Past the last page the window count has no row to ride on.
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return { ids: [], total };
}
