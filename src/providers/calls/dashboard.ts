import type { DataOf, QueryOf } from '../../../contract/endpoints';
import { api } from '../http';

/** The dashboard's calls that answer figures (the income table is the list `dashboardIncome`). */
type DashboardKey =
  | 'dashboardLine'
  | 'dashboardOrders'
  | 'dashboardTotals'
  | 'dashboardBars'
  | 'dashboardProducts'
  | 'salesChannels';

/** The figures of a dashboard section: shop, period (option and dates), channel and display. */
export type DashboardQuery = QueryOf<'dashboardTotals'>;

/**
 * The sales dashboard's calls (spec part 1 §7 "Dashboard"; contract/schemas/dashboard.ts): one
 * method for all of them, as the dataProvider is part of the first page's JavaScript.
 */
export const dashboardCalls = {
  /** A dashboard call's rows (the totals and the product summary: one row, or none). */
  async dashboard<K extends DashboardKey>(
    key: K,
    query: QueryOf<K>,
    signal?: AbortSignal,
  ): Promise<DataOf<K>> {
    return (await api(key, { query, signal })).data;
  },
};
