import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { IMPORT_ROW_LIMIT } from '../../../contract/limits';
import {
  LINE_TYPE,
  ORDER_SOURCE,
  orderCreate,
  type OrderCreate,
} from '../../../contract/schemas/orders';
import type { ImportCellError, ImportRowError } from '../../../contract/schemas/products';
import { th } from '../../../i18n/th';
import type { Db } from '../../db/client';
import { maintainSoon } from '../../db/maintenance';
import { isCodeConflict } from '../../db/pgError';
import { lookups, orderItems, orders, titles } from '../../db/schema';
import { ApiError } from '../../errors';
import { translateMessage } from '../../schemaMessages';
import { checkLines, loadStock, orderColumns as orderRowColumns } from '../orders';
import { loadPlaces, normName, placeKey } from '../places';
import { notifyShop } from '../notifications';
import type { EventBus } from '../../events';
import { allocateIds } from '../productIds';
import { ordersCreated } from '../webhooks';
import { annotateErrors } from './annotate';
import { LookupIndex } from './cells';
import { RowsRefused, rowErrors } from './errors';
import {
  fixedLookups,
  orderColumns,
  orderImport,
  type OrderImportRow,
  type OrderLookups,
} from './orderColumns';
import { inChunks, readImport, writeAll, type ImportLimits, type ValidRow } from './pipeline';
import { writeTemplate } from './template';
import { fill } from '../../text';

/** Orders per INSERT (their lines go in the statement after). */
const ORDER_CHUNK = 500;

export async function loadOrderLookups(db: Db): Promise<OrderLookups> {
  const titleRows = await db
    .select({ id: titles.id, name: titles.title_name_th })
    .from(titles)
    .orderBy(asc(titles.id));
  const channels = await db
    .select({ id: lookups.id, enum_values: lookups.enum_values, enum_desc: lookups.enum_desc })
    .from(lookups)
    .where(eq(lookups.category, 'delivery_channel'))
    .orderBy(asc(lookups.sort), asc(lookups.id));
  return {
    titles: new LookupIndex(
      titleRows.map((t) => ({ id: t.id, enum_values: t.name, enum_desc: t.name })),
    ),
    channels: new LookupIndex(channels),
    ...fixedLookups(),
  };
}

/** The columns the order's own rules name, by field (the address's ids are the names' columns). */
const HEADING: Record<string, string> = {
  ...Object.fromEntries(orderColumns.map((c) => [c.field, c.heading])),
  province_id: 'จังหวัด',
  district_id: 'อำเภอ/เขต',
  subdistrict_id: 'ตำบล/แขวง',
};
/** The order's own columns: filled on its first row, empty or the same on the others. */
const HEADER_FIELDS = orderColumns
  .map((c) => c.field as keyof OrderImportRow)
  .filter((f) => f !== 'ref' && f !== 'code' && f !== 'total_order' && f !== 'remark');

interface PlannedOrder {
  ref: string;
  payload: OrderCreate;
  total: number;
  lines: ReturnType<typeof checkLines>['lines'];
}

/**
 * The orders of the rows: rows with one reference are one order (its columns from the first
 * row), each row a line naming a product or set of the shop by code. Every rule of the order
 * form applies to each order; the messages go to the rows they are about.
 */
async function planOrders(
  db: Db,
  shopId: number,
  rows: ValidRow<OrderImportRow>[],
  refused: (ImportRowError & { input: Record<string, unknown> })[] = [],
) {
  const places = await loadPlaces(db);
  const stock = await loadStock(db, shopId, 'all');
  const byCode = new Map<string, string>();
  // A product's code first; a set's where no product has it.
  for (const [k, e] of stock) if (e.type === LINE_TYPE.SET) byCode.set(e.code, k);
  for (const [k, e] of stock) if (e.type === LINE_TYPE.PRODUCT) byCode.set(e.code, k);

  const groups = new Map<string, ValidRow<OrderImportRow>[]>();
  for (const r of rows) groups.set(r.data.ref, [...(groups.get(r.data.ref) ?? []), r]);
  const taken = new Set(
    (
      await db
        .select({ ref: orders.sources_item_id })
        .from(orders)
        .where(
          and(
            eq(orders.shop_id, shopId),
            eq(orders.sources, ORDER_SOURCE.MANUAL),
            isNotNull(orders.sources_item_id),
            inArray(orders.sources_item_id, [...groups.keys()]),
          ),
        )
    ).map((r) => r.ref),
  );

  const problems = new Map<number, ImportCellError[]>();
  const problem = (row: number, heading: string | undefined, message: string) =>
    problems.set(row, [...(problems.get(row) ?? []), { column: heading ?? null, message }]);
  const unknownCodes: ImportRowError[] = [];
  const planned: PlannedOrder[] = [];
  // Rows refused on their own: said as they are; their orders are not checked further.
  const incomplete = new Set<unknown>();
  for (const r of refused) {
    problems.set(r.row_number, r.errors);
    incomplete.add(typeof r.input.ref === 'string' ? r.input.ref.trim() : undefined);
  }

  for (const [ref, group] of groups) {
    if (incomplete.has(ref)) continue;
    const first = group[0];
    const head = first.data;
    if (taken.has(ref)) problem(first.rowNumber, HEADING.ref, th.server.order_import.ref_exists);
    for (const r of group.slice(1)) {
      for (const f of HEADER_FIELDS) {
        const v = r.data[f];
        if (v !== undefined && v !== head[f]) {
          problem(
            r.rowNumber,
            HEADING[f],
            fill(th.server.order_import.header_mismatch, { row: first.rowNumber }),
          );
        }
      }
    }
    // The address by name: the province, then the district in it, then the sub-district.
    const provinceId = head.province ? places.province.get(normName(head.province)) : undefined;
    const districtId =
      provinceId && head.district
        ? places.district.get(placeKey(provinceId, normName(head.district)))
        : undefined;
    const subdistrictId =
      districtId && head.subdistrict
        ? places.subdistrict.get(placeKey(districtId, normName(head.subdistrict)))
        : undefined;
    if (head.province && !provinceId)
      problem(first.rowNumber, HEADING.province, th.server.order_import.province_unknown);
    else if (head.district && !districtId)
      problem(first.rowNumber, HEADING.district, th.server.order_import.district_unknown);
    else if (head.subdistrict && !subdistrictId)
      problem(first.rowNumber, HEADING.subdistrict, th.server.order_import.subdistrict_unknown);

    const seen = new Map<string, number>();
    const lines: OrderCreate['product'] = [];
    const lineRows: number[] = [];
    for (const r of group) {
      const k = byCode.get(r.data.code);
      const entry = k ? stock.get(k) : undefined;
      if (!entry) {
        // The spec's message alone, the row's message as it is (part 2 §8).
        const message = th.server.order_import.unknown_code;
        unknownCodes.push({
          row_number: r.rowNumber,
          message,
          errors: [{ column: HEADING.code, message }],
        });
        continue;
      }
      const dup = seen.get(k as string);
      if (dup !== undefined) {
        problem(
          r.rowNumber,
          HEADING.code,
          fill(th.server.order_import.duplicate_code, { row: dup }),
        );
        continue;
      }
      seen.set(k as string, r.rowNumber);
      lines.push({ product_id: entry.id, total_order: r.data.total_order, type: entry.type });
      lineRows.push(r.rowNumber);
    }

    const input = {
      shop_id: shopId,
      order_dt: head.order_dt,
      order_time: head.order_time,
      delivery_dt: head.delivery_dt,
      delivery_time: head.delivery_time,
      title_id: head.title_id,
      customer_firstname: head.customer_firstname,
      customer_lastname: head.customer_lastname,
      email: head.email,
      tel: head.tel,
      address: head.address,
      province_id: provinceId ?? (head.province ? 0 : undefined),
      district_id: districtId ?? (head.district ? 0 : undefined),
      subdistrict_id: subdistrictId ?? (head.subdistrict ? 0 : undefined),
      postcode: head.postcode,
      cod: head.cod,
      delivery_channel_id: head.delivery_channel_id,
      shipping_type: head.shipping_type,
      distcount: head.distcount ?? 0,
      remark: head.remark ?? '',
      product: lines,
    };
    const parsed = orderCreate.safeParse(input);
    if (!parsed.success) {
      const said = new Set<string>();
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        // An address name that was not found is said once, above.
        if (/_id$/.test(String(field)) && String(field).match(/province|district/)) {
          if ((input as Record<string, unknown>)[String(field)] === 0) continue;
        }
        const onLine = field === 'product' && typeof index === 'number';
        const row = onLine ? lineRows[index] : first.rowNumber;
        const heading = onLine ? HEADING.total_order : HEADING[String(field)];
        const k = `${row}:${heading}`;
        if (said.has(k) || (field === 'product' && lines.length === 0)) continue;
        said.add(k);
        problem(row, heading, translateMessage(issue.message));
      }
      continue;
    }
    const checked = checkLines(parsed.data, stock);
    for (const [field, message] of Object.entries(checked.errors)) {
      const line = /^product\.(\d+)\./.exec(field);
      if (line) problem(lineRows[Number(line[1])], HEADING.total_order, message);
      else if (field === 'distcount') problem(first.rowNumber, HEADING.distcount, message);
    }
    planned.push({ ref, payload: parsed.data, total: checked.total, lines: checked.lines });
  }

  // The spec's message for a code the shop does not have says it alone (part 2 §8).
  if (unknownCodes.length) {
    throw new ApiError(400, th.server.order_import.unknown_code, undefined, unknownCodes);
  }
  if (problems.size) {
    throw new RowsRefused(rowErrors(problems));
  }
  return planned;
}

/** The orders of a file, every row and order checked; throws what is wrong (nothing written). */
async function readOrders(db: Db, args: Pick<OrderImportArgs, 'buffer' | 'shopId' | 'limits'>) {
  const ctx = await loadOrderLookups(db);
  let refused: Parameters<typeof planOrders>[3] = [];
  const rows = await readImport(orderImport, args.buffer, ctx, {
    limits: args.limits,
    dates: true,
    onRefused: (r) => (refused = r),
  });
  return planOrders(db, args.shopId, rows, refused);
}

export interface OrderImportArgs {
  buffer: Buffer;
  shopId: number;
  userId: number;
  /** Tells the shop's users the orders are in (omitted: nobody is told). */
  events?: EventBus;
  limits?: Partial<ImportLimits>;
  /** Called after each chunk is written, inside the transaction (tests make it throw). */
  onChunk?: (progress: { chunk: number; written: number }) => void | Promise<void>;
}

/**
 * Imports the orders of a spreadsheet into a shop as drafts: every order or none. Throws
 * FileRefused or RowsRefused (nothing written), or the spec's 400 for a product code the shop
 * does not have; answers the number of orders inserted.
 */
export async function importOrders(db: Db, args: OrderImportArgs): Promise<number> {
  const planned = await readOrders(db, args);
  try {
    await writeAll(
      db,
      planned.map((p, i) => ({ rowNumber: i, data: p })),
      async (tx, valid) => {
        const ids = await allocateIds(tx as Db, 'order', valid.length);
        await inChunks(
          valid,
          ORDER_CHUNK,
          async (chunk, offset) => {
            const made = await tx
              .insert(orders)
              .values(
                chunk.map(({ data }, i) => ({
                  ...orderRowColumns(data.payload, data.total),
                  order_id: ids[offset + i],
                  shop_id: args.shopId,
                  sources: ORDER_SOURCE.MANUAL,
                  sources_item_id: data.ref,
                  created_by: args.userId,
                })),
              )
              .returning({ id: orders.id, order_id: orders.order_id });
            const idOf = new Map(made.map((m) => [m.order_id, m.id]));
            await tx
              .insert(orderItems)
              .values(
                chunk.flatMap(({ data }, i) =>
                  data.lines.map((l) => ({ ...l, order_id: idOf.get(ids[offset + i]) as number })),
                ),
              );
            await ordersCreated(
              tx,
              args.shopId,
              chunk.map(({ data }, i) => ({
                id: idOf.get(ids[offset + i]) as number,
                order_no: ids[offset + i],
                status: 0,
                source: 'import' as const,
                total_price: data.total,
              })),
            );
          },
          args,
        );
        if (args.events) {
          await notifyShop(
            tx,
            args.events,
            args.shopId,
            th.server.order_import.finished.replace('%{count}', String(valid.length)),
          );
        }
      },
    );
  } catch (e) {
    // Another import of the same references committed first.
    if (isCodeConflict(e)) throw new ApiError(409, th.server.order_import.ref_exists);
    throw e;
  }
  maintainSoon(db);
  return planned.length;
}

/** The order import template (.xlsx) with the titles and channels of this database. */
export async function orderTemplate(db: Db): Promise<Buffer> {
  return writeTemplate(orderImport, await loadOrderLookups(db), IMPORT_ROW_LIMIT);
}

/**
 * The file sent back with an error column (beyond the spec): the same checks as the import,
 * nothing written; a file with no wrong row comes back with the column empty.
 */
export async function orderImportErrors(
  db: Db,
  args: Pick<OrderImportArgs, 'buffer' | 'shopId' | 'limits'>,
): Promise<Buffer> {
  let errors: ImportRowError[] = [];
  try {
    await readOrders(db, args);
  } catch (e) {
    if (e instanceof RowsRefused) errors = e.rows;
    else if (e instanceof ApiError && Array.isArray(e.data)) errors = e.data as ImportRowError[];
    else throw e;
  }
  return annotateErrors(args.buffer, errors, th.server.order_import.error_column);
}
