import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DATA_DISPLAY, type SalesBarRow } from '../../../contract/schemas/dashboard';
import { useIsPhone } from '../../components/useIsPhone';
import { usePortalData } from '../../providers/dataProvider';
import { DisplaySelect } from './DashboardFilters';
import { CHART_BLUES, CHART_BOX_SX, formatCount, useSectionQuery } from './dashboardState';
import { Loaded, Section } from './Section';

const T = 'app.dashboard';

/** Read by assistive technology, not shown: the chart's figures as text. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A product's name on the chart's axis: cut short, the whole name is in the tooltip. */
const shortName = (name: string, max: number) =>
  name.length > max ? `${name.slice(0, max - 1)}…` : name;

/** The products with the most pieces sold (over every order of the shop), with its display. */
export function ProductBars({ shopId }: { shopId: number | undefined }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const [display, setDisplay] = useState<number>(DATA_DISPLAY.ALL);
  const query = { shop_id: shopId, datadisplay: display };
  const bars = useSectionQuery(['dashboard', 'bars', query], (signal) =>
    dataProvider.dashboard('dashboardBars', query, signal),
  );
  return (
    <Section
      title={translate(`${T}.bars_title`)}
      filters={<DisplaySelect value={display} onChange={setDisplay} />}
    >
      <Loaded state={bars} height={320}>
        {bars.data &&
          (bars.data.length ? (
            <Bars rows={bars.data} />
          ) : (
            <Typography color="text.secondary">{translate(`${T}.bars_empty`)}</Typography>
          ))}
      </Loaded>
    </Section>
  );
}

/** The horizontal bar chart, one bar a product, most pieces at the top. */
function Bars({ rows }: { rows: SalesBarRow[] }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const names = rows.map((r) => r.product_name_th || r.customer_product_id);
  return (
    <Box sx={CHART_BOX_SX}>
      <Box role="img" aria-label={translate(`${T}.bars_label`)}>
        <BarChart
          layout="horizontal"
          height={Math.max(200, rows.length * (isPhone ? 36 : 40) + 70)}
          yAxis={[
            {
              scaleType: 'band',
              // By place, not by name: two shops' products may share a name.
              data: names.map((_, i) => i),
              width: isPhone ? 110 : 220,
              valueFormatter: (i: number, ctx) => {
                const name = names[i] ?? '';
                return ctx.location === 'tick' ? shortName(name, isPhone ? 14 : 30) : name;
              },
            },
          ]}
          xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => formatCount(v) }]}
          series={[
            {
              label: translate(`${T}.bars_series`),
              data: rows.map((r) => r.order_amount),
              color: CHART_BLUES[0],
              valueFormatter: (v) => formatCount(v ?? 0),
            },
          ]}
          hideLegend
          margin={{ left: 4, right: 16 }}
        />
      </Box>
      <Box component="ul" sx={VISUALLY_HIDDEN}>
        {rows.map((r, i) => (
          <li key={`${r.customer_product_id}-${i}`}>
            {`${names[i]}: ${translate(`${T}.pieces_count`, { count: formatCount(r.order_amount) })}`}
          </li>
        ))}
      </Box>
    </Box>
  );
}
