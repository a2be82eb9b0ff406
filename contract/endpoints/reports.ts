import { z } from 'zod';
import { routes } from '../routes';
import * as dash from '../schemas/dashboard';
import * as rep from '../schemas/reports';
import { OPTIONAL_SHOP } from './access';
import { area } from './types';

/** The sales dashboard and the reports. */
export const reportEndpoints = area({
  // --- sales dashboard (contract/schemas/dashboard.ts says which orders, periods and money) ---
  dashboardLine: {
    ...routes.dashboardLine,
    summary: 'Sales amount by hour of the order (24 rows, 00:00 to 23:00, zeros included)',
    query: dash.dashboardQuery,
    data: z.array(dash.hourTotalRow),
    shop: OPTIONAL_SHOP,
  },
  dashboardOrders: {
    ...routes.dashboardOrders,
    summary: 'Number of orders by hour of the order (24 rows, 00:00 to 23:00, zeros included)',
    query: dash.dashboardQuery,
    data: z.array(dash.hourOrdersRow),
    shop: OPTIONAL_SHOP,
  },
  dashboardTotals: {
    ...routes.dashboardTotals,
    summary: 'Sales total, number of orders and average order amount of the period (one row)',
    query: dash.dashboardQuery,
    data: z.array(dash.totalSummaryRow),
    shop: OPTIONAL_SHOP,
  },
  dashboardBars: {
    ...routes.dashboardBars,
    summary: 'The 10 products (or sets) with the most pieces sold, over every order of the shop',
    query: dash.salesBarQuery,
    data: z.array(dash.salesBarRow),
    shop: OPTIONAL_SHOP,
  },
  dashboardIncome: {
    ...routes.dashboardIncome,
    summary:
      'Products and sets sold in the period with pieces and income, most income first; paged with total when page is sent',
    query: dash.incomeQuery,
    data: z.array(dash.incomeRow),
    shop: OPTIONAL_SHOP,
  },
  dashboardProducts: {
    ...routes.dashboardProducts,
    summary:
      'Product income, pieces sold and orders from Shopee, Lazada and other channels of the period (one row)',
    query: dash.dashboardQuery,
    data: z.array(dash.productSummaryRow),
    shop: OPTIONAL_SHOP,
  },
  dashboardIncomeExport: {
    ...routes.dashboardIncomeExport,
    summary:
      'The income table of the period as income-report.xlsx: Thai heading, the period, every row, the total in figures and in Thai words',
    query: dash.incomeExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
  },
  // --- reports (contract/schemas/reports.ts says what each holds) ---
  shippingReport: {
    ...routes.shippingReport,
    summary:
      'Orders handed to shipping with customer, phone, platform, status and date; searched, paged',
    query: rep.reportQuery,
    data: z.array(rep.shippingReportRow),
    shop: OPTIONAL_SHOP,
  },
  inventoryReport: {
    ...routes.inventoryReport,
    summary: 'Stock items with shop, product, code, on-hand count and price; searched, paged',
    query: rep.reportQuery,
    data: z.array(rep.inventoryReportRow),
    shop: OPTIONAL_SHOP,
  },
  packingReport: {
    ...routes.packingReport,
    summary:
      'Per shop in the date range: product-set orders, orders packed and their total (staff); searched, paged',
    query: rep.packingReportQuery,
    data: z.array(rep.packingReportRow),
    shop: OPTIONAL_SHOP,
  },
  shippingReportExport: {
    ...routes.shippingReportExport,
    summary: 'The whole shipping report as the search filters it, as a streamed .xlsx',
    query: rep.reportExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
  },
  inventoryReportExport: {
    ...routes.inventoryReportExport,
    summary: 'The whole inventory report as the search filters it, as a streamed .xlsx',
    query: rep.reportExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
  },
  packingReportExport: {
    ...routes.packingReportExport,
    summary: 'The whole packing-equipment report of the range, as a streamed .xlsx (staff)',
    query: rep.packingExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: OPTIONAL_SHOP,
  },
});
