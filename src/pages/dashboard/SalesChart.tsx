import { useId } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  chartGrain,
  chartPoints,
  type ChartGrain,
  type HourOrdersRow,
  type HourTotalRow,
} from '../../../contract/schemas/dashboard';
import { formatBaht, shownDate, shownYear } from '../../components/format';
import { useIsPhone } from '../../components/useIsPhone';
import { useNumberFormat } from '../../components/useNumberFormat';
import { CHART_BOX_SX, useChartBlues } from './dashboardState';

const T = 'app.dashboard';

/** Labels under the chart at most: every n-th point is labelled. */
const LABELS = { phone: 4, wide: 8 };

/** Each point's value (0 where the server sent none). */
function valuesAt<R extends { formatted_time: string }>(
  points: string[],
  rows: R[],
  value: (r: R) => number,
) {
  const found = new Map(rows.map((r) => [r.formatted_time, value(r)]));
  return points.map((p) => found.get(p) ?? 0);
}

/** A point as the axis (short) or the tooltip (in full) names it: 09:00, 05/03, 03/2569 (the app's era). */
function pointName(grain: ChartGrain, point: string, full: boolean) {
  if (grain === 'day')
    return full ? shownDate(point) : `${point.slice(8, 10)}/${point.slice(5, 7)}`;
  if (grain === 'month') return `${point.slice(5, 7)}/${shownYear(Number(point.slice(0, 4)))}`;
  return point;
}

/**
 * The line chart of a period's sales (left axis, baht) and number of orders (right axis), in
 * blue shades: by hour for one day, by day for a week or a month, by month for a longer period
 * (contract `chartGrain`); its title says which. Axes write whole numbers in the app's
 * language (20,000, not 20K). Its totals are also in the section's cards as text.
 */
export function SalesChart({
  amounts,
  orders,
  period,
}: {
  amounts: HourTotalRow[];
  orders: HourOrdersRow[];
  /** The dates the figures are of. */
  period: { start: string; end: string };
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const number = useNumberFormat();
  const titleId = useId();
  const grain = chartGrain(period);
  const blues = useChartBlues();
  const points = chartPoints(period);
  const every = Math.ceil(points.length / (isPhone ? LABELS.phone : LABELS.wide));
  const amountData = valuesAt(points, amounts, (r) => r.total_price);
  const orderData = valuesAt(points, orders, (r) => r.count_orders);
  // The sales axis as wide as its longest label (its top tick may be up to twice the largest).
  const amountWidth = 14 + 7 * number(2 * Math.max(0, ...amountData)).length;
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
    color: blues[shade],
    showMark: false,
    curve: 'linear' as const,
    valueFormatter: (v: number | null) => format(v ?? 0),
  });
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${T}.chart_${grain}`)}
      </Typography>
      <Box
        role="img"
        aria-label={translate(`${T}.chart_label_${grain}`, {
          start: shownDate(period.start),
          end: shownDate(period.end),
        })}
        sx={CHART_BOX_SX}
      >
        <LineChart
          height={isPhone ? 260 : 320}
          xAxis={[
            {
              scaleType: 'point',
              data: points,
              tickInterval: (_: string, i: number) => i % every === 0,
              valueFormatter: (point: string, ctx) =>
                pointName(grain, point, ctx.location !== 'tick'),
            },
          ]}
          yAxis={[
            {
              id: 'amount',
              position: 'left',
              width: amountWidth,
              valueFormatter: (v: number) => number(v),
            },
            {
              id: 'orders',
              position: 'right',
              width: 14 + 7 * number(2 * Math.max(0, ...orderData)).length,
              tickMinStep: 1,
              valueFormatter: (v: number) => number(v),
            },
          ]}
          series={[
            { ...line('amount', amountData, 0, formatBaht), area: false },
            line('orders', orderData, 1, number),
          ]}
          margin={{ left: 4, right: 4 }}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top' } } }}
        />
      </Box>
    </Box>
  );
}
