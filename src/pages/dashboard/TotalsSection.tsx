import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayOption } from '../../../contract/schemas/dashboard';
import { formatMoney } from '../../components/format';
import { usePortalData } from '../../providers/dataProvider';
import { DateRangeFields, PeriodSelect } from './DashboardFilters';
import { DEFAULT_SELECTION, formatCount, usePeriod, type Selection } from './dashboardState';
import { HourChart } from './HourChart';
import { Figure, Figures, Loaded, Section } from './Section';

const T = 'app.dashboard';

/**
 * The totals' filters: the top bar's data display and channel (chosen, then applied by the
 * search button) and the section's period; a new period puts display and channel back to 1.
 */
export function useTotalsFilters() {
  const queryClient = useQueryClient();
  const period = usePeriod();
  const [chosen, setChosen] = useState<Selection>(DEFAULT_SELECTION);
  const [applied, setApplied] = useState<Selection>(DEFAULT_SELECTION);
  const choose = (option: DayOption) => {
    period.choose(option);
    setChosen(DEFAULT_SELECTION);
    setApplied(DEFAULT_SELECTION);
  };
  const search = () => {
    setApplied(chosen);
    // The same filters again read the figures again.
    void queryClient.invalidateQueries({ queryKey: ['dashboard', 'totals'] });
  };
  return { period: { ...period, choose }, chosen, setChosen, applied, search };
}
export type TotalsFilters = ReturnType<typeof useTotalsFilters>;

/** Sales total, orders and average of the period, and its sales and orders by hour. */
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
  const query = {
    shop_id: shopId,
    ...period.query,
    sale_channel: applied.channel,
    datadisplay: applied.display,
  };
  const totals = useQuery({
    queryKey: ['dashboard', 'totals', 'figures', query],
    queryFn: async ({ signal }) =>
      (await dataProvider.dashboard('dashboardTotals', query, signal))[0],
    placeholderData: keepPreviousData,
  });
  const hours = useQuery({
    queryKey: ['dashboard', 'totals', 'hours', query],
    queryFn: async ({ signal }) => {
      const [amounts, orders] = await Promise.all([
        dataProvider.dashboard('dashboardLine', query, signal),
        dataProvider.dashboard('dashboardOrders', query, signal),
      ]);
      return { amounts, orders };
    },
    placeholderData: keepPreviousData,
  });
  const row = totals.data;
  return (
    <Section
      title={translate(`${T}.totals_title`)}
      filters={
        <>
          <PeriodSelect period={period} />
          <DateRangeFields period={period} />
        </>
      }
    >
      <Loaded state={totals} height={96}>
        <Figures>
          <Figure
            label={translate(`${T}.sales_total`)}
            value={formatMoney(row?.total_summary ?? 0)}
          />
          <Figure
            label={translate(`${T}.orders`)}
            value={translate(`${T}.orders_count`, { count: formatCount(row?.total_order ?? 0) })}
          />
          <Figure label={translate(`${T}.average`)} value={formatMoney(row?.average ?? 0)} />
        </Figures>
      </Loaded>
      <Loaded state={hours} height={300}>
        {hours.data && <HourChart amounts={hours.data.amounts} orders={hours.data.orders} />}
      </Loaded>
    </Section>
  );
}
