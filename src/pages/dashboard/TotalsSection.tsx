import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { usePortalData } from '../../providers/dataProvider';
import { PeriodFields } from './DashboardFilters';
import {
  DEFAULT_SELECTION,
  sectionQuery,
  useSectionFilters,
  useSectionQuery,
  type Selection,
} from './dashboardState';
import { SalesChart } from './SalesChart';
import { CountFigure, Figures, Loaded, MoneyFigure, Section } from './Section';

const T = 'app.dashboard';

/**
 * The totals' filters: the top bar's data display and channel (chosen, then applied by the
 * search button) and the section's period; a new period puts display and channel back to 1.
 */
export function useTotalsFilters() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Selection>(DEFAULT_SELECTION);
  const {
    period,
    selection: applied,
    setSelection: setApplied,
  } = useSectionFilters(() => setChosen(DEFAULT_SELECTION));
  const search = () => {
    setApplied(chosen);
    // The same filters again read the figures again.
    void queryClient.invalidateQueries({ queryKey: ['dashboard', 'totals'] });
  };
  return { period, chosen, setChosen, applied, search };
}
export type TotalsFilters = ReturnType<typeof useTotalsFilters>;

/**
 * Sales total, orders and average of the period, and its sales and orders by hour, day or
 * month (SalesChart).
 */
export function TotalsSection({
  shopId,
  filters,
}: {
  shopId: number | undefined;
  filters: TotalsFilters;
}) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const { period, applied } = filters;
  const query = sectionQuery(shopId, period, applied);
  const totals = useSectionQuery(
    ['dashboard', 'totals', 'figures', query],
    async (signal) => (await dataProvider.dashboard('dashboardTotals', query, signal))[0],
  );
  const chart = useSectionQuery(['dashboard', 'totals', 'chart', query], async (signal) => {
    const [amounts, orders] = await Promise.all([
      dataProvider.dashboard('dashboardLine', query, signal),
      dataProvider.dashboard('dashboardOrders', query, signal),
    ]);
    // The dates these points are of (the figures of the last dates stay while new ones load).
    return { amounts, orders, period: { start: query.startdate, end: query.enddate } };
  });
  const row = totals.data;
  return (
    <Section title={translate(`${T}.totals_title`)} filters={<PeriodFields period={period} />}>
      <Loaded state={totals} height={96}>
        <Figures>
          <MoneyFigure label="sales_total" value={row?.total_summary} />
          <CountFigure label="orders" unit="orders_count" count={row?.total_order} />
          <MoneyFigure label="average" value={row?.average} />
        </Figures>
      </Loaded>
      <Loaded state={chart} height={300}>
        {chart.data && <SalesChart {...chart.data} />}
      </Loaded>
    </Section>
  );
}
