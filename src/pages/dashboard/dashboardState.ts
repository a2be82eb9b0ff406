import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTheme } from '@mui/material/styles';
import {
  DATA_DISPLAY,
  DEFAULT_DAY_OPTION,
  SALE_CHANNEL,
  isValidRange,
  periodRange,
  type DayOption,
} from '../../../contract/schemas/dashboard';
import { warehouseToday } from '../../../contract/schemas/bookings';

/** The two dates of a range picker as chosen (a date typed but not complete is invalid). */
export interface PickedRange {
  start: Dayjs | null;
  end: Dayjs | null;
}

/** What a range picker says of its dates: fine, the end before the start, or not complete. */
export type RangeProblem = 'order' | 'invalid' | null;

const asText = (d: Dayjs | null) => (d && d.isValid() ? d.format('YYYY-MM-DD') : null);

/** The dates of a period from today in the warehouse's time zone (Asia/Bangkok). */
const datesOf = (option: DayOption) => periodRange(option, warehouseToday());

/** A typed date is judged once the typing pauses, not at each digit (each may be a valid date). */
const SETTLE_MS = 400;

const pickedOf = (dates: { start: string; end: string }): PickedRange => ({
  start: dayjs(dates.start),
  end: dayjs(dates.end),
});

/** The range as text when it is valid, or what is wrong with it. */
function judge(range: PickedRange) {
  const start = asText(range.start);
  const end = asText(range.end);
  if (!start || !end) return { problem: 'invalid' as const };
  return isValidRange(start, end) ? { dates: { start, end } } : { problem: 'order' as const };
}

/**
 * A section's period (spec part 1 §4 "Dashboard periods"): the option (month to begin with),
 * the range its pickers show, and the last valid range, the one the section's figures are of.
 * Choosing an option rebuilds the range from today; a changed range is applied once the typing
 * pauses, and only when it is valid (both dates real, the end not before the start); otherwise
 * the figures stay as they are and `problem` says why.
 */
export function usePeriod() {
  const [option, setOption] = useState<DayOption>(DEFAULT_DAY_OPTION);
  const [applied, setApplied] = useState(() => datesOf(DEFAULT_DAY_OPTION));
  const [shown, setShown] = useState<PickedRange>(() => pickedOf(applied));
  const [typed, setTyped] = useState<PickedRange | null>(null);
  const [problem, setProblem] = useState<RangeProblem>(null);

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => {
      const verdict = judge(typed);
      setProblem(verdict.problem ?? null);
      if (verdict.dates) setApplied(verdict.dates);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const choose = (next: DayOption) => {
    const dates = datesOf(next);
    setOption(next);
    setApplied(dates);
    setShown(pickedOf(dates));
    setTyped(null);
    setProblem(null);
  };
  const changeRange = (next: PickedRange) => {
    setShown(next);
    setTyped(next);
  };
  return {
    option,
    shown,
    problem,
    choose,
    changeRange,
    /** The period's part of a dashboard query. */
    query: { dayoption: option, startdate: applied.start, enddate: applied.end },
  };
}
export type Period = ReturnType<typeof usePeriod>;

/** A section's data display and sales channel: both back to 1 when its period changes. */
export interface Selection {
  display: number;
  channel: number;
}
export const DEFAULT_SELECTION: Selection = {
  display: DATA_DISPLAY.ALL,
  channel: SALE_CHANNEL.ALL,
};

/**
 * A section's period and its data display and channel: a new period puts the display and
 * channel back to 1 (and calls `onNewPeriod`).
 */
export function useSectionFilters(onNewPeriod?: () => void) {
  const period = usePeriod();
  const [selection, setSelection] = useState<Selection>(DEFAULT_SELECTION);
  const choose = (option: DayOption) => {
    period.choose(option);
    setSelection(DEFAULT_SELECTION);
    onNewPeriod?.();
  };
  return { period: { ...period, choose }, selection, setSelection };
}

/** A section's query: the shop, the period's dates, the data display and the channel. */
export const sectionQuery = (shopId: number | undefined, period: Period, selection: Selection) => ({
  shop_id: shopId,
  ...period.query,
  sale_channel: selection.channel,
  datadisplay: selection.display,
});

/** A section's figures: while other filters load, the last figures stay on the screen. */
export function useSectionQuery<R>(
  queryKey: readonly unknown[],
  read: (signal: AbortSignal) => Promise<R>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    placeholderData: keepPreviousData,
  });
}

/** Blue shades of the charts (spec part 1 §9). */
export const CHART_BLUES = ['#1565c0', '#64b5f6', '#0d47a1'] as const;
/** The charts' blues on the dark theme: lighter, each 3:1 or more on the dark cards. */
const CHART_BLUES_DARK = ['#90caf9', '#1e88e5', '#64b5f6'] as const;
/** The charts' blues of the theme in use. */
export const useChartBlues = (): readonly [string, string, string] =>
  useTheme().palette.mode === 'dark' ? CHART_BLUES_DARK : CHART_BLUES;

/**
 * A chart's box: as wide as its section, whatever the chart drew last (the chart sizes itself
 * to its box, so its own width must not widen the page on a phone).
 */
export const CHART_BOX_SX = { width: '100%', minWidth: 0, contain: 'inline-size' } as const;
