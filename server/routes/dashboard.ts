import { bahttext } from 'bahttext';
import { INCOME_REPORT_FILE } from '../../contract/schemas/dashboard';
import { th } from '../../i18n/th';
import { shownDate } from '../../contract/dates';
import {
  chartOrders,
  chartTotals,
  incomeBatches,
  incomeRows,
  incomeTotal,
  periodOf,
  productSummary,
  salesBars,
  shopName,
  shopsOf,
  totalSummary,
} from '../domain/dashboard';
import { XLSX_MIME, xlsxStream, type XlsxCell } from '../documents/xlsxExport';
import { defineHandlers, FileReply, Page, type Deps } from '../registry';
import { fill } from '../text';

const t = th.server.dashboard;
/** Rows of an income page when the query names no page size (as the other lists). */
const INCOME_PER_PAGE = 10;

/** The sales dashboard (contract/schemas/dashboard.ts). */
export function dashboardHandlers({ db }: Deps) {
  return defineHandlers({
    // The sales chart: by hour, day or month as the period asks (chartGrain).
    dashboardLine: async ({ caller, query }) =>
      chartTotals(db, {
        ...query,
        shopIds: shopsOf(caller, query.shop_id),
        period: periodOf(query),
      }),

    dashboardOrders: async ({ caller, query }) =>
      chartOrders(db, {
        ...query,
        shopIds: shopsOf(caller, query.shop_id),
        period: periodOf(query),
      }),

    dashboardTotals: async ({ caller, query }) => [
      await totalSummary(db, {
        ...query,
        shopIds: shopsOf(caller, query.shop_id),
        period: periodOf(query),
      }),
    ],

    dashboardProducts: async ({ caller, query }) => [
      await productSummary(db, {
        ...query,
        shopIds: shopsOf(caller, query.shop_id),
        period: periodOf(query),
      }),
    ],

    // Every order the shop has, whatever the period.
    dashboardBars: async ({ caller, query }) =>
      salesBars(db, { datadisplay: query.datadisplay, shopIds: shopsOf(caller, query.shop_id) }),

    // All orders but cancelled, every channel; a page when `page` is sent, else the whole list.
    dashboardIncome: async ({ caller, query }) => {
      const filter = { shopIds: shopsOf(caller, query.shop_id), period: periodOf(query) };
      if (query.page === undefined) return (await incomeRows(db, filter)).rows;
      const perPage = query.per_page ?? INCOME_PER_PAGE;
      const { rows, total } = await incomeRows(db, filter, {
        limit: perPage,
        offset: (query.page - 1) * perPage,
      });
      return new Page(rows, total);
    },

    dashboardIncomeExport: async ({ caller, query }) => {
      const shopIds = shopsOf(caller, query.shop_id);
      const period = periodOf(query);
      const filter = { shopIds, period };
      const name = shopIds?.length === 1 ? await shopName(db, shopIds[0]!) : undefined;
      const total = await incomeTotal(db, filter);
      const title: XlsxCell[][] = [
        [t.income_title],
        [
          fill(t.period, {
            start: shownDate(period.start, caller.yearEra),
            end: shownDate(period.end, caller.yearEra),
          }),
        ],
        [name !== undefined ? fill(t.shop, { shop: name }) : shopIds ? '' : t.all_shops],
      ];
      async function* rows() {
        for await (const r of incomeBatches(db, filter))
          yield [r.rank, r.customer_product_id, r.product_name_th, r.total_order, r.total_income];
      }
      const content = xlsxStream({
        sheetName: t.income_sheet,
        title: title.filter((line) => line[0] !== ''),
        columns: [
          { header: t.col_rank, width: 8 },
          { header: t.col_code, width: 20 },
          { header: t.col_product, width: 40 },
          { header: t.col_quantity, width: 14 },
          { header: t.col_income, width: 18 },
        ],
        rows: rows(),
        footer: [
          [null, null, t.total, null, total],
          [null, null, t.total_words, bahttext(total)],
        ],
      });
      // The figures change with every order: never kept by the browser.
      return new FileReply(content, XLSX_MIME, INCOME_REPORT_FILE, 'no-store');
    },
  });
}
