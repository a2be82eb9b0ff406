import { useTranslate } from 'react-admin';
import { usePortalData } from '../../providers/dataProvider';
import { PeriodFields, SelectionFilters } from './DashboardFilters';
import { sectionQuery, useSectionFilters, useSectionQuery } from './dashboardState';
import { CountFigure, Figures, Loaded, MoneyFigure, Section } from './Section';

const T = 'app.dashboard';

/**
 * The product sales summary: its own data display, channel and period (a new period puts
 * display and channel back to 1), the product sales total, the pieces sold and the orders from
 * Shopee, Lazada and the other channels.
 */
export function ProductSummary({ shopId }: { shopId: number | undefined }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const { period, selection, setSelection } = useSectionFilters();
  const query = sectionQuery(shopId, period, selection);
  const summary = useSectionQuery(
    ['dashboard', 'products', query],
    async (signal) => (await dataProvider.dashboard('dashboardProducts', query, signal))[0],
  );
  const row = summary.data;
  return (
    <Section
      title={translate(`${T}.summary_title`)}
      filters={
        <>
          <SelectionFilters value={selection} onChange={setSelection} />
          <PeriodFields period={period} />
        </>
      }
    >
      <Loaded state={summary} height={200}>
        <Figures min={200}>
          <MoneyFigure label="product_total" value={row?.product_summary} />
          <CountFigure label="pieces" unit="pieces_count" count={row?.order_summary} />
        </Figures>
        <Figures min={160}>
          <CountFigure label="shopee_orders" unit="orders_count" count={row?.shoppee_order} />
          <CountFigure label="lazada_orders" unit="orders_count" count={row?.lazada_order} />
          <CountFigure label="other_orders" unit="orders_count" count={row?.other_order} />
        </Figures>
      </Loaded>
    </Section>
  );
}
