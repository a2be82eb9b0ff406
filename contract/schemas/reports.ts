import { z } from 'zod';
import { messages, pageQuery, queryId, searchText } from './common';
import { isCalendarDate } from './dashboard';

/**
 * Reports (spec part 3 §2 "Report", §3 report rows, §6, §7 "Reports"): three tabs, each paged
 * and searched on the server, each with an .xlsx export of the whole filtered report.
 *
 * What the spec leaves "not shown", decided here:
 * - Shipping report: the orders handed to shipping (is_order 1 confirmed to 6 returned, as the
 *   shipping list), newest first; `delivery_platform` is the delivery channel's name,
 *   `order_status` the status's Thai name, `order_dt` yyyy-mm-dd (shown dd/mm/yyyy). The search
 *   is the order list's (order number, customer names, phone, tracking number).
 * - Inventory report: the stock items (products and product sets, not removed) with their
 *   on-hand count and the product's price; searched by product name or code.
 * - Packing-equipment report (staff only): per shop, in the date range (both dates optional,
 *   inclusive, warehouse time): `pd_order_amount` the product-set orders (kitting, spec part 1
 *   "Product-set order") created in it, `pd_packing_amount` the customer orders dated in it
 *   that were packed (is_order 3 packed to 6 returned), `total` their sum: the packings that
 *   used equipment. Shops with neither are left out; searched by shop name or number.
 * - Without `shop_id`, a shop user's reports cover all their shops; a staff member's, every shop.
 */

const m = messages('report');
const queryDate = z.string(m('date_invalid')).trim().refine(isCalendarDate, m('date_invalid'));

export const reportQuery = z.strictObject({
  shop_id: queryId.optional(),
  search: searchText,
  ...pageQuery,
});
export const reportExportQuery = z.strictObject({
  shop_id: queryId.optional(),
  search: searchText,
});

const packingFields = {
  shop_id: queryId.optional(),
  search: searchText,
  start_date: queryDate.optional(),
  end_date: queryDate.optional(),
};
const packingRange = <T extends { start_date?: string; end_date?: string }>(
  q: T,
  ctx: z.RefinementCtx,
) => {
  if (q.start_date && q.end_date && q.start_date > q.end_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: m('range_order').error });
};
export const packingReportQuery = z
  .strictObject({ ...packingFields, ...pageQuery })
  .superRefine(packingRange);
export const packingExportQuery = z.strictObject(packingFields).superRefine(packingRange);

export const shippingReportRow = z.object({
  id: z.number(),
  order_id: z.string(),
  order_name: z.string(),
  order_lastname: z.string(),
  tel: z.string(),
  delivery_platform: z.string(),
  order_status: z.string(),
  /** The is_order value, for the status chip's colour. */
  is_order: z.number(),
  order_dt: z.string(),
});
export const inventoryReportRow = z.object({
  id: z.number(),
  shop_name: z.string(),
  product_name_th: z.string(),
  customer_product_id: z.string(),
  inventory: z.number(),
  price: z.number(),
});
export const packingReportRow = z.object({
  /** The shop's id. */
  id: z.number(),
  shop_name: z.string(),
  pd_order_amount: z.number(),
  pd_packing_amount: z.number(),
  total: z.number(),
});
export type ShippingReportRow = z.infer<typeof shippingReportRow>;
export type InventoryReportRow = z.infer<typeof inventoryReportRow>;
export type PackingReportRow = z.infer<typeof packingReportRow>;

/** The report tabs (spec part 3 §2): the packing tab is staff's only. */
export const REPORT_TABS = ['shipping', 'inventory', 'packing'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
/** The export files' names (with the day's date before .xlsx). */
export const REPORT_FILE: Record<ReportTab, string> = {
  shipping: 'shipping-report',
  inventory: 'inventory-report',
  packing: 'packing-equipment-report',
};
