import { useId } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  HOUR_LABELS,
  type HourOrdersRow,
  type HourTotalRow,
} from '../../../contract/schemas/dashboard';
import { formatMoney } from '../../components/format';
import { useIsPhone } from '../../components/useIsPhone';
import { CHART_BLUES, CHART_BOX_SX, formatCount } from './dashboardState';

const T = 'app.dashboard';

const compact = new Intl.NumberFormat('th-TH', { notation: 'compact', maximumFractionDigits: 1 });

/** Each hour 00:00–23:00 with its value (0 where the server sent none). */
function byHour<R extends { formatted_time: string }>(rows: R[], value: (r: R) => number) {
  const found = new Map(rows.map((r) => [r.formatted_time, value(r)]));
  return HOUR_LABELS.map((h) => found.get(h) ?? 0);
}

/**
 * The line chart by hour of day: the sales amount (left axis, baht) and the number of orders
 * (right axis), in blue shades. Its figures are also in the section's cards as text.
 */
export function HourChart({
  amounts,
  orders,
}: {
  amounts: HourTotalRow[];
  orders: HourOrdersRow[];
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const titleId = useId();
  // Every third hour labelled on a wide screen, every sixth on a phone.
  const every = isPhone ? 6 : 3;
  /** A line of the chart on the axis of the same id, in the `shade`-th blue, without marks. */
  const line = (
    id: 'amount' | 'orders',
    data: number[],
    shade: 0 | 1,
    format: (value: number) => string,
  ) => ({
    id,
    label: translate(`${T}.series_${id}`),
    data,
    yAxisId: id,
    color: CHART_BLUES[shade],
    showMark: false,
    curve: 'linear' as const,
    valueFormatter: (v: number | null) => format(v ?? 0),
  });
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${T}.hour_chart`)}
      </Typography>
      <Box role="img" aria-label={translate(`${T}.hour_chart_label`)} sx={CHART_BOX_SX}>
        <LineChart
          height={isPhone ? 260 : 320}
          xAxis={[
            {
              scaleType: 'point',
              data: HOUR_LABELS,
              tickInterval: (hour: string) => Number(hour.slice(0, 2)) % every === 0,
            },
          ]}
          yAxis={[
            {
              id: 'amount',
              position: 'left',
              width: isPhone ? 44 : 60,
              valueFormatter: (v: number) => compact.format(v),
            },
            { id: 'orders', position: 'right', width: 36, tickMinStep: 1 },
          ]}
          series={[
            {
              ...line(
                'amount',
                byHour(amounts, (r) => r.total_price),
                0,
                formatMoney,
              ),
              area: false,
            },
            line(
              'orders',
              byHour(orders, (r) => r.count_orders),
              1,
              formatCount,
            ),
          ]}
          margin={{ left: 4, right: 4 }}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top' } } }}
        />
      </Box>
    </Box>
  );
}
