import type { DeepStrings } from '../th';
import type * as th from '../th-screens/reports';

/** English of th-screens/reports.ts (the type checker compares their keys). */

export const shopFilter: DeepStrings<typeof th.shopFilter> = {
  all: 'Every shop',
};

export const dashboard: DeepStrings<typeof th.dashboard> = {
  title: 'Dashboard',
  sales_note:
    "Sales everywhere on this page are the orders' totals after their discounts (price × quantity − discount); cancelled orders do not count",
  filters: 'Sales filters',
  data_display: 'Data shown',
  display_1: 'All orders',
  display_2: 'Parcels delivered',
  sale_channel: 'Sales channel',
  search: 'Search',
  period: 'Period',
  period_day: 'Today',
  period_week: 'Last 7 days',
  period_month: 'Last month (to today)',
  period_lastmonth: 'Previous calendar month',
  start_date: 'Start date',
  end_date: 'End date',
  range_order_hint:
    'The end date must not be before the start date; the figures shown are still those of the last valid range',
  range_invalid_hint:
    'Enter both dates in full; the figures shown are still those of the last valid range',
  load_failed: 'The data could not be loaded; please try again',
  retry: 'Try again',
  loading: 'Loading',
  totals_title: 'Sales overview',
  sales_total: 'Sales total',
  orders: 'Orders',
  average: 'Average per order',
  orders_count: '%{count} orders',
  chart_hour: 'Sales and orders by hour',
  chart_day: 'Sales and orders by day',
  chart_month: 'Sales and orders by month',
  chart_label_hour:
    'Line chart of the sales (baht) and the number of orders by hour, 00:00 to 23:00, on %{start}',
  chart_label_day:
    'Line chart of the sales (baht) and the number of orders by day, %{start} to %{end}',
  chart_label_month:
    'Line chart of the sales (baht) and the number of orders by month, %{start} to %{end}',
  series_amount: 'Sales (baht)',
  series_orders: 'Orders',
  bars_title: 'Best-selling products',
  bars_note: 'Pieces sold over every order of the shop, whatever the dates',
  bars_label: 'Horizontal bar chart of the 10 products with the most pieces sold',
  bars_list_label: 'The 10 products with the most pieces sold',
  bars_series: 'Pieces sold',
  bars_empty: 'No product sold yet',
  summary_title: 'Product sales summary',
  product_total: 'Sales total',
  pieces: 'Pieces sold',
  pieces_count: '%{count} pieces',
  shopee_orders: 'Orders from Shopee',
  lazada_orders: 'Orders from Lazada',
  other_orders: 'Orders from other channels',
  income_title: 'All products',
  income_note:
    "An order's discount is shared over its products by price × quantity, so the products add up to the sales total of the same dates",
  col_rank: 'Rank',
  col_code: 'Product code',
  col_product: 'Product',
  col_quantity: 'Quantity sold',
  col_income: 'Sales',
  income_total: '%{total} in all',
  income_empty: 'No product sold in this period',
  download: 'Download report',
  download_title: 'Download the income report of the chosen dates (income-report.xlsx)',
};

export const report: DeepStrings<typeof th.report> = {
  title: 'Reports',
  tabs_label: 'Report type',
  start_date: 'Start date',
  end_date: 'End date',
  export: 'Export to Excel',
  export_hint: 'Download the %{report} with the chosen filters as an .xlsx file',
  total: '%{total} items',
  loading: 'Loading the report',
  col_rank: 'No.',
  col_shop: 'Shop',
  shipping: {
    tab: 'Shipping report',
    search_label: 'Search orders',
    search_placeholder: 'Order number, customer, phone or tracking number',
    col_order: 'Order number',
    col_customer: 'Customer',
    col_tel: 'Phone',
    col_platform: 'Delivery platform',
    col_status: 'Parcel status',
    col_date: 'Order date',
    empty_title: 'No orders handed to shipping yet',
    empty_body: 'Confirmed orders show in this report',
    no_results_title: 'No orders found',
    no_results_body: 'No order matches "%{q}"; try other words',
    clear_search: 'Clear search',
  },
  inventory: {
    tab: 'Inventory report',
    search_label: 'Search products',
    search_placeholder: 'Product name or code',
    col_product: 'Product name',
    col_code: 'Product code',
    col_stock: 'In stock',
    col_price: 'Price',
    empty_title: 'No stock yet',
    empty_body: 'Products and product sets received into the warehouse show in this report',
    no_results_title: 'No products found',
    no_results_body: 'No product matches "%{q}"; try other words',
    clear_search: 'Clear search',
  },
  packing: {
    tab: 'Packing equipment report',
    search_label: 'Search shops',
    search_placeholder: 'Shop name or number',
    col_set_orders: 'Product-set orders',
    col_orders: 'Orders',
    col_total: 'Total',
    empty_title: 'No packing in these dates',
    empty_body: 'Try other dates',
    no_results_title: 'No shops found',
    no_results_body: 'No shop matches "%{q}" in these dates; try other words',
    clear_search: 'Clear search',
  },
};

export const dashboardValidation: DeepStrings<typeof th.dashboardValidation> = {
  date_invalid: 'Please enter a valid date',
  dayoption_invalid: 'Please choose a valid period',
  range_both: 'Please enter both the start and the end date',
  range_order: 'The end date must not be before the start date',
};

export const reportValidation: DeepStrings<typeof th.reportValidation> = {
  date_invalid: 'Please enter a valid date',
  range_order: 'The end date must not be before the start date',
};
