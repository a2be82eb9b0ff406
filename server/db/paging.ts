import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { PageKey } from '../../contract/schemas/common';
import { th } from '../../i18n/th';
import { ApiError } from '../errors';
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
  /** The key of the last row of the page before: the page is read after it. */
  after?: PageKey;
  /** The key of the first row of the page after: the page is read before it. */
  before?: PageKey;
  /** The list's last page, read from the other end. */
  last?: boolean;
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
/**
 * A page asked for by number past the end of the list is answered with the true last page:
 * its rows are counted up to this many (about 1.5 ms), past it the last page is read from the
 * other end with the planner's estimate as the total.
 */
const PAST_END_COUNT_LIMIT = 10 * EXACT_TOTAL_LIMIT;
/** How long the planner's estimate for a filter is reused (an exact total never is). */
const ESTIMATE_TTL_MS = 10_000;
const ESTIMATES_KEPT = 500;

/** The planner's estimates of each database by filter (SQL and parameters), newest last. */
const estimatesOf = new WeakMap<DbOrTx, Map<string, { total: number; at: number }>>();

/** What a list query sorts by: the sort's name (none for the key), its column, its order. */
interface ListSort {
  name: string | undefined;
  /** The sort column; undefined when the list is sorted by the key alone. */
  column: AnyPgColumn | undefined;
  /** The sort column is unique within the list: no key follows it. */
  unique: boolean;
  order: 'ASC' | 'DESC';
}

function listSort(
  spec: Pick<ListSpec<unknown>, 'sortable' | 'defaultOrder'> & { id: AnyPgColumn },
  query: Pick<ListQuery, 'sort' | 'order'>,
): ListSort {
  const { sortable, id } = spec;
  const order = query.order ?? spec.defaultOrder;
  const sort = query.sort && Object.hasOwn(sortable, query.sort) ? sortable[query.sort] : id;
  if (sort === id) return { name: undefined, column: undefined, unique: true, order };
  if ('unique' in sort) return { name: query.sort, column: sort.column, unique: true, order };
  return { name: query.sort, column: sort, unique: false, order };
}

/** The ORDER BY of a sort read in `order`: the sort column, then the key in the same direction. */
function orderOf(sort: ListSort, id: AnyPgColumn, order: 'ASC' | 'DESC'): SQL[] {
  const by = direction(order);
  if (!sort.column) return [by(id)];
  return sort.unique ? [by(sort.column)] : [by(sort.column), by(id)];
}

/** The ORDER BY of a list query: the sort column, then the key in the same direction. */
export function listOrder(
  spec: Pick<ListSpec<unknown>, 'sortable' | 'defaultOrder'> & { id: AnyPgColumn },
  query: Pick<ListQuery, 'sort' | 'order'>,
): SQL[] {
  const sort = listSort(spec, query);
  return orderOf(sort, spec.id, sort.order);
}

/**
 * A list: every matching row when `page` is not sent, else one page with its total and the
 * keys of its first and last rows.
 *
 * A page is read as ids (with their sort values) from the sort column's index, then the rows
 * of those ids (so the row columns, joins and subqueries are computed for one page only).
 * With a key of the page before (`after`) or after (`before`) the ids are read from the
 * index where the key's row would be, a row comparison `(sort, id) > (value, id)`: a page
 * deep in the list costs what the first does. `last` reads the last page from the other end.
 * Without a key (a link to page 57, a client that sends none) the ids are read with OFFSET,
 * which walks past every row before the page. The total never reads the whole list: see
 * `pageTotal`.
 */
export async function listRows<Row>(db: DbOrTx, spec: ListSpec<Row>): Promise<Row[] | Page<Row>> {
  const { query, table } = spec;
  const id = table.id;
  const sort = listSort({ ...spec, id }, query);
  const orderBy = orderOf(sort, id, sort.order);
  if (!query.page) return spec.rows(spec.where, orderBy);
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const offset = (query.page - 1) * perPage;
  const keyed = keyedSort(sort);
  const from = fromKey(query, sort, keyed);
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
  const listed = { ...spec, where };
  /** Ids in `order` (the list's or its reverse), after `key` in that order when given. */
  const ids = (order: 'ASC' | 'DESC', limit: number, key?: PageKey, skip = 0) => {
    const ahead = key && keyed ? pastKey(sort, keyed, id, key, order) : undefined;
    const read = db
      .select({ id, value: keyed?.column ? sql<string>`${keyed.column}::text` : sql<null>`null` })
      .from(table)
      .where(and(where, ahead))
      .orderBy(...orderOf(sort, id, order))
      .limit(limit);
    return (skip > 0 ? read.offset(skip) : read) as Promise<Keyed[]>;
  };
  const reversed = flip(sort.order);

  let found: Keyed[];
  let total: number;
  let isEstimate: boolean;
  if (query.last) {
    ({ found, total, estimated: isEstimate } = await lastPage());
  } else {
    // One row more than the page tells whether the list goes on past it.
    let read: Keyed[];
    let at = offset;
    if (from === 'before') {
      const back = await ids(reversed, perPage + 1, query.before);
      if (back.length < perPage) {
        // Fewer rows before the key than a page (rows were deleted): the list's first page.
        [read, at] = [await ids(sort.order, perPage + 1), 0];
      } else {
        // No row before the page: it is the list's first.
        if (back.length === perPage) at = 0;
        // The page's rows in the list's order, then one standing for the key's row, which
        // follows the page.
        read = [...back.slice(0, perPage).reverse(), back[0]];
      }
    } else {
      read = await ids(sort.order, perPage + 1, query.after, from ? 0 : offset);
    }
    if (read.length === 0 && (offset > 0 || from)) {
      // Past the end (a link to a page the list no longer has, or rows deleted after the
      // key): the true last page, which react-admin then shows as the page (a page out of
      // range with no rows sends it back to page 1).
      ({ found, total, estimated: isEstimate } = await pastEnd());
    } else {
      const page = { offset: at, found: read.length, perPage, many };
      ({ total, estimated: isEstimate } = await pageTotal(db, listed, page));
      found = read.slice(0, perPage);
    }
  }
  const pageIds = found.map((r) => r.id);
  // (The rows of the ids are read in the list's order, whichever order found them.)
  const rows = pageIds.length ? await spec.rows(inArray(id, pageIds), orderBy) : [];
  const keys =
    keyed && found.length
      ? { first: pageKeyOf(sort, found[0]), last: pageKeyOf(sort, found[found.length - 1]) }
      : undefined;
  return new Page(rows, total, isEstimate, keys);

  /** The last `onLast` rows of the list, read from the other end. */
  async function fromTheEnd(onLast: number) {
    return onLast > 0 ? (await ids(reversed, onLast)).reverse() : [];
  }

  /** The rows of the last page of `total` rows. */
  function onLastPage(total: number) {
    return total > 0 ? total - Math.floor((total - 1) / perPage) * perPage : 0;
  }

  /**
   * The last page: its total exact up to `EXACT_TOTAL_LIMIT` rows (then the page holds what
   * is left after the full pages), else the planner's estimate (then it holds a full page,
   * and the estimate is kept within the page asked for, so that page stays the last).
   */
  async function lastPage() {
    const known = many ?? knownEstimate(db, listed);
    if (known === undefined || known <= EXACT_TOTAL_LIMIT) {
      const counted = await countUpTo(db, table, where, EXACT_TOTAL_LIMIT + 1);
      if (counted <= EXACT_TOTAL_LIMIT)
        return { found: await fromTheEnd(onLastPage(counted)), total: counted, estimated: false };
    }
    let total = Math.max(many ?? (await listEstimate(db, listed)), EXACT_TOTAL_LIMIT + 1);
    if (offset >= EXACT_TOTAL_LIMIT)
      total = Math.min(Math.max(total, offset + 1), offset + perPage);
    return { found: await fromTheEnd(perPage), total, estimated: true };
  }

  /** The true last page of a page past the end: its rows counted up to `PAST_END_COUNT_LIMIT`. */
  async function pastEnd() {
    const counted = await countUpTo(db, table, where, PAST_END_COUNT_LIMIT + 1);
    if (counted <= PAST_END_COUNT_LIMIT)
      return { found: await fromTheEnd(onLastPage(counted)), total: counted, estimated: false };
    const total = Math.max(many ?? (await listEstimate(db, listed)), EXACT_TOTAL_LIMIT + 1);
    return { found: await fromTheEnd(perPage), total, estimated: true };
  }
}

/** An id read for a page, with its sort value as text (null when sorted by the key). */
interface Keyed {
  id: number;
  value: string | null;
}

const flip = (order: 'ASC' | 'DESC'): 'ASC' | 'DESC' => (order === 'ASC' ? 'DESC' : 'ASC');

/**
 * A sort a page key can name: its column (none for the key alone), the type its value is read
 * back as, and what a value of that type looks like. A column that can be NULL has no keys
 * (a row comparison with NULL is never true): such a list is paged with OFFSET.
 */
interface KeyedSort {
  column: AnyPgColumn | undefined;
  cast: string;
  valid: (value: string) => boolean;
}

const isDay = (v: string) =>
  v === 'infinity' ||
  v === '-infinity' ||
  (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
    v >= '0001' &&
    new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));
const wholeWithin = (bound: bigint) => (v: string) =>
  /^-?\d{1,19}$/.test(v) && BigInt(v) <= bound && BigInt(v) >= -bound - 1n;

/** The column types a page key can carry, by the database's name of the type. */
const KEY_TYPES: Record<string, KeyedSort['valid']> = {
  text: () => true,
  varchar: () => true,
  smallint: wholeWithin(32_767n),
  integer: wholeWithin(2_147_483_647n),
  bigint: wholeWithin(9_223_372_036_854_775_807n),
  numeric: (v) => v === 'NaN' || /^-?\d+(\.\d+)?$/.test(v),
  date: isDay,
  boolean: (v) => v === 'true' || v === 'false',
};

function keyedSort(sort: ListSort): KeyedSort | undefined {
  if (!sort.column) return { column: undefined, cast: 'integer', valid: () => false };
  if (!sort.column.notNull) return undefined;
  // 'numeric(12, 2)' is compared as numeric, 'varchar(20)' as varchar.
  const cast = sort.column
    .getSQLType()
    .replace(/\(.*\)$/, '')
    .trim();
  const valid = Object.hasOwn(KEY_TYPES, cast) ? KEY_TYPES[cast] : undefined;
  return valid && { column: sort.column, cast, valid };
}

/**
 * Which key a page query reads from: `after`, `before`, or none (`last`, or OFFSET). A key
 * must name the list's sort and a value of its column, and only one of the three is sent;
 * anything else is answered 400 like any invalid field.
 */
function fromKey(
  query: ListQuery,
  sort: ListSort,
  keyed: KeyedSort | undefined,
): 'after' | 'before' | undefined {
  const sent = (['after', 'before', 'last'] as const).filter((k) => query[k] !== undefined);
  const invalid = (field: string) =>
    new ApiError(400, th.server.validation, { [field]: th.server.invalid_value });
  if (sent.length > 1) throw invalid(sent[1]);
  const from = sent[0];
  if (from === undefined || from === 'last') return undefined;
  const key = query[from] as PageKey;
  const fits =
    keyed !== undefined &&
    key.s === sort.name &&
    (keyed.column ? key.v !== undefined && keyed.valid(key.v) : key.v === undefined);
  if (!fits) throw invalid(from);
  return from;
}

/** The rows past `key` read in `order`: `(sort, id) > (value, id)`, or `<` going down. */
function pastKey(
  sort: ListSort,
  keyed: KeyedSort,
  id: AnyPgColumn,
  key: PageKey,
  order: 'ASC' | 'DESC',
): SQL {
  const past = order === 'ASC' ? sql`>` : sql`<`;
  if (!keyed.column) return sql`${id} ${past} ${key.i}`;
  const value = sql`cast(${key.v} as ${sql.raw(keyed.cast)})`;
  if (sort.unique) return sql`${keyed.column} ${past} ${value}`;
  return sql`(${keyed.column}, ${id}) ${past} (${value}, ${key.i})`;
}

/** The key of a row of a page (contract/schemas/common.ts `pageKey`). */
function pageKeyOf(sort: ListSort, row: Keyed): string {
  const key: PageKey = sort.column
    ? { i: row.id, s: sort.name, v: row.value ?? '' }
    : { i: row.id };
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * How many rows match, from what a page within the list already tells and at most
 * `EXACT_TOTAL_LIMIT` rows more: a page read without the row after it ends the list (exact,
 * nothing read); otherwise the count stops after the limit, and beyond it the planner's
 * estimate (`many` when already known), clamped to what the page proves, is the total,
 * marked estimated. `found` counts the page's rows and the one after it, if any.
 */
async function pageTotal(
  db: DbOrTx,
  spec: Estimated,
  page: { offset: number; found: number; perPage: number; many?: number },
): Promise<{ total: number; estimated: boolean }> {
  const { table, where } = spec;
  const { offset, found, perPage } = page;
  if (found <= perPage) return { total: offset + found, estimated: false };
  // The list goes on past the page: at least one more row matches.
  const atLeast = offset + perPage + 1;
  // A filter estimated past the limit a moment ago is not counted again.
  const many = page.many ?? knownEstimate(db, spec);
  const pastLimit = many !== undefined && many > EXACT_TOTAL_LIMIT;
  if (!pastLimit && atLeast <= EXACT_TOTAL_LIMIT) {
    const counted = await countUpTo(db, table, where, EXACT_TOTAL_LIMIT + 1);
    if (counted <= EXACT_TOTAL_LIMIT) return { total: counted, estimated: false };
  }
  const planned = many ?? (await listEstimate(db, spec));
  return { total: Math.max(planned, atLeast, EXACT_TOTAL_LIMIT + 1), estimated: true };
}

type Estimated = Pick<ListSpec<unknown>, 'table' | 'where' | 'plainWhere' | 'estimateBy'>;
/** The filters whose estimates tell a list's total (the least of them). */
const estimatedBy = (spec: Estimated) =>
  spec.estimateBy ?? [{ table: spec.table, where: spec.plainWhere ?? spec.where }];

/** The planner's estimate of a list's total when every filter of it was estimated a moment ago. */
function knownEstimate(db: DbOrTx, spec: Estimated) {
  const recent = estimatedBy(spec).map((f) => recentEstimate(db, f.table, f.where));
  return recent.every((n) => n !== undefined) ? Math.min(...(recent as number[])) : undefined;
}

/** The planner's estimate of a list's total. */
const listEstimate = (db: DbOrTx, spec: Estimated) => leastEstimate(db, estimatedBy(spec));

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
