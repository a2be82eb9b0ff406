import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DATA_DISPLAY, type SalesBarRow } from '../../../contract/schemas/dashboard';
import { useIsPhone } from '../../components/useIsPhone';
import { useNumberFormat } from '../../components/useNumberFormat';
import { usePortalData } from '../../providers/dataProvider';
import { DisplaySelect } from './DashboardFilters';
import { CHART_BOX_SX, useChartBlues, useSectionQuery } from './dashboardState';
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

/**
 * The products with the most pieces sold over every order of the shop (the spec gives this
 * chart no period), with its display: a horizontal bar chart, on a phone a ranked list whose
 * names are whole.
 */
export function ProductBars({ shopId }: { shopId: number | undefined }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const dataProvider = usePortalData();
  const [display, setDisplay] = useState<number>(DATA_DISPLAY.ALL);
  const query = { shop_id: shopId, datadisplay: display };
  const bars = useSectionQuery(['dashboard', 'bars', query], (signal) =>
    dataProvider.dashboard('dashboardBars', query, signal),
  );
  return (
    <Section
      title={translate(`${T}.bars_title`)}
      note={translate(`${T}.bars_note`)}
      filters={<DisplaySelect value={display} onChange={setDisplay} />}
    >
      <Loaded state={bars} height={320}>
        {bars.data &&
          (!bars.data.length ? (
            <Typography color="text.secondary">{translate(`${T}.bars_empty`)}</Typography>
          ) : isPhone ? (
            <BarList rows={bars.data} />
          ) : (
            <Bars rows={bars.data} />
          ))}
      </Loaded>
    </Section>
  );
}

/** A row's name: the product's Thai name, else its code. */
const nameOf = (r: SalesBarRow) => r.product_name_th || r.customer_product_id;

/** The horizontal bar chart, one bar a product, most pieces at the top. */
function Bars({ rows }: { rows: SalesBarRow[] }) {
  const blues = useChartBlues();
  const translate = useTranslate();
  const number = useNumberFormat();
  const names = rows.map(nameOf);
  return (
    <Box sx={CHART_BOX_SX}>
      <Box role="img" aria-label={translate(`${T}.bars_label`)}>
        <BarChart
          layout="horizontal"
          height={Math.max(200, rows.length * 40 + 70)}
          yAxis={[
            {
              scaleType: 'band',
              // By place, not by name: two shops' products may share a name.
              data: names.map((_, i) => i),
              width: 220,
              valueFormatter: (i: number, ctx) => {
                const name = names[i] ?? '';
                return ctx.location === 'tick' ? shortName(name, 30) : name;
              },
            },
          ]}
          xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => number(v) }]}
          series={[
            {
              label: translate(`${T}.bars_series`),
              data: rows.map((r) => r.order_amount),
              color: blues[0],
              valueFormatter: (v) => number(v ?? 0),
            },
          ]}
          hideLegend
          margin={{ left: 4, right: 16 }}
        />
      </Box>
      <Box component="ul" sx={VISUALLY_HIDDEN}>
        {rows.map((r, i) => (
          <li key={`${r.customer_product_id}-${i}`}>
            {`${names[i]}: ${translate(`${T}.pieces_count`, { count: number(r.order_amount) })}`}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The same products on a phone, as a ranked list: each whole name (wrapping), its code (two
 * shops' products may share a name), and a bar as long as its pieces against the first's.
 */
function BarList({ rows }: { rows: SalesBarRow[] }) {
  const blues = useChartBlues();
  const translate = useTranslate();
  const number = useNumberFormat();
  const most = Math.max(1, ...rows.map((r) => r.order_amount));
  return (
    <Box
      component="ol"
      aria-label={translate(`${T}.bars_list_label`)}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {rows.map((r, i) => (
        <Box
          component="li"
          key={`${r.customer_product_id}-${i}`}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <Typography component="span" sx={{ fontWeight: 600, minWidth: 20, textAlign: 'right' }}>
            {i + 1}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {nameOf(r)}
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary">
              {r.customer_product_id}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box
                  sx={{
                    height: 12,
                    borderRadius: 0.5,
                    bgcolor: blues[0],
                    width: `${Math.max(1, (100 * r.order_amount) / most)}%`,
                  }}
                />
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${T}.pieces_count`, { count: number(r.order_amount) })}
              </Typography>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
