import { z } from 'zod';
import { addDays, addMonths, isCalendarDate } from '../dates';
import { messages, pageQuery, queryId, queryInt } from './common';

/**
 * The sales dashboard (spec part 1 §2 "Dashboard", §3 "Dashboard rows", §4 periods, §7, §9).
 *
 * What the spec leaves "not shown", decided here:
 * - Which orders: the shop's customer orders by their order date (`order_dt`, a date in the
 *   warehouse's time zone) and hour (`order_time`). Display 1 "all orders" is every order but a
 *   cancelled one (is_order 9), drafts included (an order the shop took, not yet confirmed by
 *   the warehouse); display 2 "delivered parcels" is the orders at is_order 5 (delivered).
 * - Channels (`sale_channel`, the sales-sources lookup): 1 every channel, 2 Shopee, 3 Lazada,
 *   4 other (orders typed or imported by the shop: `sources` neither Shopee nor Lazada).
 * - Money, one definition for every figure (sales total, average, the chart, the product
 *   summary, the income table, its export): an order's sales are its `total_price`, its lines'
 *   price × quantity less the order's discount (spec part 3 §4; the server computes it so). A
 *   product's sales are its lines' shares of their orders' totals: the discount is spread over
 *   an order's lines by their price × quantity, to the satang (rounded down, the satang left
 *   over one each to the lines with the largest remainders), so the products of any orders add
 *   up to those orders' sales exactly, and the income table of a period to its sales total. Sums
 *   are exact (numeric in SQL); the average is the total over the count, to 2 decimals (0
 *   without orders). The screen shows whole baht (spec part 2 §1); the replies and the export
 *   keep the satang.
 * - The sales chart (spec: "by hour of day") groups its period by hour when it is one day, by
 *   day up to CHART_DAYS_MAX days (a week, a month), by month beyond; every point is present,
 *   zeros included (`chartGrain`, `chartPoints`).
 * - Periods (`dayoption`), from today in Asia/Bangkok: day today–today; week 7 days back
 *   (today − 7 to today, as the spec says "7 days back"); month one month back (the same day
 *   of the previous month, or its last day, to today); lastmonth the whole previous calendar
 *   month. `startdate` and `enddate` (both or neither) override the option's range: they are the
 *   date-range picker's dates, which the period rebuilds and the user may then change.
 * - The product bar chart (spec: shop and display only) covers every order the shop has: its
 *   10 products (or product sets) with the most pieces.
 * - The income table lists the products and product sets sold in the period (all orders but
 *   cancelled, every channel) with their sales, most sales first; it is paged on the server.
 * - Without `shop_id`, a shop user's figures are those of all their shops; a staff member's,
 *   the whole warehouse's.
 */

export const DAY_OPTIONS = ['day', 'week', 'month', 'lastmonth'] as const;
export type DayOption = (typeof DAY_OPTIONS)[number];
/** The period a dashboard opens with (spec part 1 §9). */
export const DEFAULT_DAY_OPTION: DayOption = 'month';

/** `datadisplay` (spec part 1 §9): 1 all orders (default), 2 parcels delivered successfully. */
export const DATA_DISPLAY = { ALL: 1, DELIVERED: 2 } as const;
export type DataDisplay = (typeof DATA_DISPLAY)[keyof typeof DATA_DISPLAY];

/** `sale_channel`: the ids of the sales-sources lookup (dashboard-getsalessources); 1 is every channel. */
export const SALE_CHANNEL = { ALL: 1, SHOPEE: 2, LAZADA: 3, OTHER: 4 } as const;
export type SaleChannel = (typeof SALE_CHANNEL)[keyof typeof SALE_CHANNEL];

/** The is_order values display 1 and 2 count (see above). */
export const CANCELLED_ORDER = 9;
export const DELIVERED_ORDER = 5;

/** Bars of the product chart. */
export const SALES_BAR_LIMIT = 10;
/** The name of the income export (spec part 1 §9). */
export const INCOME_REPORT_FILE = 'income-report.xlsx';
/** Hours of the line chart: 00:00 to 23:00, every one present (spec part 1 §9). */
export const HOUR_LABELS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** What a point of the sales chart covers: an hour of the day, a day, a month. */
export type ChartGrain = 'hour' | 'day' | 'month';
/** The longest period charted by day (about three months); a longer one is charted by month. */
export const CHART_DAYS_MAX = 92;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** How the sales chart groups a period: one day by hour, up to CHART_DAYS_MAX days by day. */
export function chartGrain(period: { start: string; end: string }): ChartGrain {
  if (period.start >= period.end) return 'hour';
  return dayNumber(period.end) - dayNumber(period.start) + 1 <= CHART_DAYS_MAX ? 'day' : 'month';
}

/**
 * The points of the sales chart of a period, as `formatted_time` names them: 'HH:00' by hour,
 * 'yyyy-mm-dd' by day, 'yyyy-mm' by month (the months the period touches).
 */
export function chartPoints(period: { start: string; end: string }): string[] {
  const grain = chartGrain(period);
  if (grain === 'hour') return HOUR_LABELS;
  const points: string[] = [];
  if (grain === 'day') {
    for (let d = period.start; d <= period.end; d = addDays(d, 1)) points.push(d);
    return points;
  }
  const last = period.end.slice(0, 7);
  for (let m = `${period.start.slice(0, 8)}01`; m.slice(0, 7) <= last; m = addMonths(m, 1))
    points.push(m.slice(0, 7));
  return points;
}

export { addDays, addMonths, isCalendarDate };

const m = messages('dashboard');

const queryDate = z.string(m('date_invalid')).trim().refine(isCalendarDate, m('date_invalid'));

/** The dates of a period option, from `today` (yyyy-mm-dd in the warehouse's time zone). */
export function periodRange(option: DayOption, today: string): { start: string; end: string } {
  switch (option) {
    case 'day':
      return { start: today, end: today };
    case 'week':
      return { start: addDays(today, -7), end: today };
    case 'month':
      return { start: addMonths(today, -1), end: today };
    case 'lastmonth': {
      const firstOfThis = `${today.slice(0, 8)}01`;
      return { start: addMonths(firstOfThis, -1), end: addDays(firstOfThis, -1) };
    }
  }
}

/** A range the dashboard reloads for: both dates real, the end not before the start. */
export const isValidRange = (start: string | null, end: string | null) =>
  !!start && !!end && isCalendarDate(start) && isCalendarDate(end) && start <= end;

const periodFields = {
  /** Without it, the caller's shops (a shop user) or every shop (staff). */
  shop_id: queryId.optional(),
  dayoption: z.enum(DAY_OPTIONS, m('dayoption_invalid')).optional(),
  startdate: queryDate.optional(),
  enddate: queryDate.optional(),
};

/** Both dates or neither; the end not before the start. */
const rangeRules = <T extends { startdate?: string; enddate?: string }>(
  q: T,
  ctx: z.RefinementCtx,
) => {
  if ((q.startdate === undefined) !== (q.enddate === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [q.startdate === undefined ? 'startdate' : 'enddate'],
      message: m('range_both').error,
    });
  else if (q.startdate && q.enddate && q.startdate > q.enddate)
    ctx.addIssue({ code: 'custom', path: ['enddate'], message: m('range_order').error });
};

/** Line data, order amount, total summary, product summary (spec part 1 §7). */
export const dashboardQuery = z
  .strictObject({
    ...periodFields,
    sale_channel: queryInt(1, 4).optional(),
    datadisplay: queryInt(1, 2).optional(),
  })
  .superRefine(rangeRules);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The product bar chart: shop and display only (spec part 1 §7). */
export const salesBarQuery = z.strictObject({
  shop_id: queryId.optional(),
  datadisplay: queryInt(1, 2).optional(),
});

/** The income table (paged on the server) and its export: shop and period. */
export const incomeQuery = z
  .strictObject({ ...periodFields, ...pageQuery })
  .superRefine(rangeRules);
export const incomeExportQuery = z.strictObject(periodFields).superRefine(rangeRules);

/** Money (sales, see above) as a number of baht with at most 2 decimals, summed exactly. */
const money = z.number();

/** A point of the sales chart (`chartPoints`): its sales and its number of orders. */
export const hourTotalRow = z.object({ formatted_time: z.string(), total_price: money });
export const hourOrdersRow = z.object({ formatted_time: z.string(), count_orders: z.number() });
export const totalSummaryRow = z.object({
  total_summary: money,
  total_order: z.number(),
  average: money,
});
export const productSummaryRow = z.object({
  /** Sales of the period: the same figure as total_summary for the same query. */
  product_summary: money,
  /** Pieces sold. */
  order_summary: z.number(),
  /** (sic, the spec's spelling) */
  shoppee_order: z.number(),
  lazada_order: z.number(),
  other_order: z.number(),
});
export const salesBarRow = z.object({
  customer_product_id: z.string(),
  product_name_th: z.string(),
  order_amount: z.number(),
});
export const incomeRow = z.object({
  /** 'p' + product id or 's' + product-set id: unique across both. */
  id: z.string(),
  /** Place in the whole ranking (1 = most income), whatever the page. */
  rank: z.number(),
  customer_product_id: z.string(),
  product_name_th: z.string(),
  total_order: z.number(),
  /** Its sales: its lines' shares of their orders' totals (after the discount). */
  total_income: money,
});
export type HourTotalRow = z.infer<typeof hourTotalRow>;
export type HourOrdersRow = z.infer<typeof hourOrdersRow>;
export type TotalSummaryRow = z.infer<typeof totalSummaryRow>;
export type ProductSummaryRow = z.infer<typeof productSummaryRow>;
export type SalesBarRow = z.infer<typeof salesBarRow>;
export type IncomeRow = z.infer<typeof incomeRow>;
