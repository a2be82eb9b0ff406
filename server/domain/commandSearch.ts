import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MenuKey } from '../../contract/enums';
import {
  COMMAND_RECORD_KINDS,
  COMMAND_SEARCH_LIMIT,
  type CommandRecord,
} from '../../contract/schemas/search';
import { shopsCovered } from '../auth/access';
import type { Caller } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { bookings, orders, productSetOrders, productSets, products, shops } from '../db/schema';

/**
 * The command palette's search (Ctrl+K; contract/schemas/search.ts): the records whose number,
 * code or barcode is the typed text or begins with it, whatever its case.
 *
 * Each searched column has a btree index of `lower(column) COLLATE "C"` (migration
 * 0028_command_search), and each part of the search reads it as a byte range, `key >= text`
 * and `key < text || U+10FFFF`, in the index's order, up to the limit: a few index entries,
 * whatever the table's size, and a plan that holds for any text (a `LIKE 'x%'` prefix is only
 * indexed when the planner sees the text). The exact match is the range's first key. All the
 * parts are one statement (UNION ALL), so the search is one round trip.
 */

type Matched = CommandRecord['matched'];

interface Part {
  kind: CommandRecord['kind'];
  matched: Matched;
  /** The menu whose screens open the record; without it the part is not searched. */
  menu: MenuKey;
  column: AnyPgColumn;
  id: AnyPgColumn;
  shop: AnyPgColumn;
  /** The number or code shown (the searched column's own text). */
  code: AnyPgColumn;
  label: SQL;
  status: SQL;
  /** More conditions (a deleted set stays out). */
  where?: SQL;
}

const fullName = (first: AnyPgColumn, last: AnyPgColumn) => sql`${first} || ' ' || ${last}`;

/** What is searched: each kind's numbers, codes and barcodes, in the palette's order. */
const PARTS: Part[] = [
  {
    kind: 'order',
    matched: 'number',
    menu: 'order-list',
    column: orders.order_id,
    id: orders.id,
    shop: orders.shop_id,
    code: orders.order_id,
    label: fullName(orders.customer_firstname, orders.customer_lastname),
    status: sql`${orders.is_order}`,
  },
  {
    kind: 'order',
    matched: 'tracking',
    menu: 'order-list',
    column: orders.tracking_no,
    id: orders.id,
    shop: orders.shop_id,
    code: orders.order_id,
    label: fullName(orders.customer_firstname, orders.customer_lastname),
    status: sql`${orders.is_order}`,
  },
  {
    kind: 'booking',
    matched: 'number',
    menu: 'delivery-booking',
    column: bookings.booking_no,
    id: bookings.id,
    shop: bookings.shop_id,
    code: bookings.booking_no,
    label: sql`${bookings.contact_name}`,
    status: sql`${bookings.booking_status}`,
  },
  {
    kind: 'setOrder',
    matched: 'number',
    menu: 'product-set-list',
    column: productSetOrders.ps_orderid,
    id: productSetOrders.id,
    shop: productSetOrders.shop_id,
    code: productSetOrders.ps_orderid,
    label: sql`(SELECT ${productSets.product_name_th} FROM ${productSets} WHERE ${productSets.id} = ${productSetOrders.product_set_id})`,
    status: sql`${productSetOrders.is_status}`,
  },
  ...catalogue('product', 'product-list', products),
  ...catalogue(
    'productSet',
    'product-set-list',
    productSets,
    sql`${productSets.deleted_at} IS NULL`,
  ),
];

/** A product's or a set's parts: its code and its three barcodes (contract/barcodes.ts). */
function catalogue(
  kind: 'product' | 'productSet',
  menu: MenuKey,
  t: typeof products | typeof productSets,
  where?: SQL,
): Part[] {
  const columns: [Matched, AnyPgColumn][] = [
    ['code', t.customer_product_id],
    ['item', t.item_barcode_upc],
    ['inner', t.inner_pack_barcode_upc],
    ['case', t.case_barcode_upc],
  ];
  return columns.map(([matched, column]) => ({
    kind,
    matched,
    menu,
    column,
    id: t.id,
    shop: t.shop_id,
    code: t.customer_product_id,
    label: sql`${t.product_name_th}`,
    status: sql`NULL::int`,
    where,
  }));
}

/** The largest character: every text beginning with the search's is below it followed by this. */
const TOP = '\u{10FFFF}';

/** The index's key of a searched column: its lower-cased text in byte order. */
export const searchKey = (column: AnyPgColumn) => sql`(lower(${column}) COLLATE "C")`;

/** One part's query: its matches in key order, up to the limit. */
function partQuery(p: Part, text: string, shopFilter: (shop: AnyPgColumn) => SQL | undefined) {
  const key = searchKey(p.column);
  const low = sql`(lower(${text}::text) COLLATE "C")`;
  const conditions = [
    sql`${key} >= ${low}`,
    sql`${key} < (lower(${text}::text) || ${TOP}::text) COLLATE "C"`,
    shopFilter(p.shop),
    p.where,
  ].filter((c): c is SQL => c !== undefined);
  return sql`(SELECT ${p.kind}::text AS kind, ${p.matched}::text AS matched, ${p.id} AS id,
    ${p.code} AS code, ${key} = ${low} AS exact, ${p.label} AS label, ${p.status} AS status,
    ${p.shop} AS shop_id
    FROM ${tableOf(p)} WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${key} LIMIT ${COMMAND_SEARCH_LIMIT})`;
}

const tableOf = (p: Part) =>
  p.kind === 'order'
    ? orders
    : p.kind === 'booking'
      ? bookings
      : p.kind === 'setOrder'
        ? productSetOrders
        : p.kind === 'product'
          ? products
          : productSets;

interface Row {
  kind: CommandRecord['kind'];
  matched: Matched;
  id: number;
  code: string;
  exact: boolean;
  label: string | null;
  status: number | null;
  shop_id: number;
  shop_no: string;
  shop_name: string;
}

/**
 * The records whose number, code or barcode is `text` or begins with it: those of the kinds
 * whose menus the caller has, of the shop asked for (else of every shop the caller may see),
 * exact matches first, then in the palette's order of kinds and by their key; each record once.
 */
export async function commandSearch(
  db: DbOrTx,
  caller: Caller,
  text: string,
  shopId: number | undefined,
): Promise<CommandRecord[]> {
  const parts = PARTS.filter((p) => caller.activeMenus.has(p.menu));
  if (parts.length === 0) return [];
  const shopFilter = (shop: AnyPgColumn) => shopsCovered(shop, caller, shopId);
  const union = sql.join(
    parts.map((p) => partQuery(p, text, shopFilter)),
    sql` UNION ALL `,
  );
  const result = (await db.execute(
    sql`SELECT f.*, ${shops.shop_no} AS shop_no, ${shops.shop_name} AS shop_name
      FROM (${union}) f JOIN ${shops} ON ${shops.id} = f.shop_id`,
  )) as unknown as { rows: Row[] };
  const order = (r: Row) => COMMAND_RECORD_KINDS.indexOf(r.kind);
  const rows = result.rows
    .map((r) => ({ ...r, id: Number(r.id), shop_id: Number(r.shop_id) }))
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        order(a) - order(b) ||
        a.code.localeCompare(b.code, 'en') ||
        a.id - b.id,
    );
  const seen = new Set<string>();
  const found: CommandRecord[] = [];
  for (const r of rows) {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({
      kind: r.kind,
      id: r.id,
      code: r.code,
      matched: r.matched,
      exact: Boolean(r.exact),
      label: r.label ?? '',
      status: r.status === null ? null : Number(r.status),
      shop_id: r.shop_id,
      shop_no: r.shop_no,
      shop_name: r.shop_name,
    });
    if (found.length === COMMAND_SEARCH_LIMIT) break;
  }
  return found;
}
