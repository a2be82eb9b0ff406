import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayOption } from '../../../contract/schemas/dashboard';
import { formatMoney } from '../../components/format';
import { usePortalData } from '../../providers/dataProvider';
import { ChannelSelect, DateRangeFields, DisplaySelect, PeriodSelect } from './DashboardFilters';
import { DEFAULT_SELECTION, formatCount, usePeriod, type Selection } from './dashboardState';
import { Figure, Figures, Loaded, Section } from './Section';

const T = 'app.dashboard';

/**
 * The product sales summary: its own data display, channel and period (a new period puts
 * display and channel back to 1), the product sales total, the pieces sold and the orders from
 * Shopee, Lazada and the other channels.
 */
export function ProductSummary({ shopId }: { shopId: number | undefined }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const period = usePeriod();
  const [selection, setSelection] = useState<Selection>(DEFAULT_SELECTION);
  const choose = (option: DayOption) => {
    period.choose(option);
    setSelection(DEFAULT_SELECTION);
  };
  const query = {
    shop_id: shopId,
    ...period.query,
    sale_channel: selection.channel,
    datadisplay: selection.display,
  };
  const summary = useQuery({
    queryKey: ['dashboard', 'products', query],
    queryFn: async ({ signal }) =>
      (await dataProvider.dashboard('dashboardProducts', query, signal))[0],
    placeholderData: keepPreviousData,
  });
  const row = summary.data;
  const orders = (n: number | undefined) =>
    translate(`${T}.orders_count`, { count: formatCount(n ?? 0) });
  return (
    <Section
      title={translate(`${T}.summary_title`)}
      filters={
        <>
          <DisplaySelect
            value={selection.display}
            onChange={(display) => setSelection({ ...selection, display })}
          />
          <ChannelSelect
            value={selection.channel}
            onChange={(channel) => setSelection({ ...selection, channel })}
          />
          <PeriodSelect period={{ ...period, choose }} />
          <DateRangeFields period={period} />
        </>
      }
    >
      <Loaded state={summary} height={200}>
        <Figures min={200}>
          <Figure
            label={translate(`${T}.product_total`)}
            value={formatMoney(row?.product_summary ?? 0)}
          />
          <Figure
            label={translate(`${T}.pieces`)}
            value={translate(`${T}.pieces_count`, { count: formatCount(row?.order_summary ?? 0) })}
          />
        </Figures>
        <Figures min={160}>
          <Figure label={translate(`${T}.shopee_orders`)} value={orders(row?.shoppee_order)} />
          <Figure label={translate(`${T}.lazada_orders`)} value={orders(row?.lazada_order)} />
          <Figure label={translate(`${T}.other_orders`)} value={orders(row?.other_order)} />
        </Figures>
      </Loaded>
    </Section>
  );
}
