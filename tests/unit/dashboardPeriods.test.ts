import { describe, expect, it } from 'vitest';
import {
  addMonths,
  chartGrain,
  chartPoints,
  dashboardQuery,
  incomeQuery,
  isValidRange,
  periodRange,
} from '../../contract/schemas/dashboard';
import { packingReportQuery } from '../../contract/schemas/reports';

// The dashboard's periods (spec part 1 §4): from today in the warehouse's time zone.
describe('dashboard periods', () => {
  it.each([
    ['day', '2026-11-26', '2026-11-26', '2026-11-26'],
    ['week', '2026-11-26', '2026-11-19', '2026-11-26'],
    ['week', '2026-03-03', '2026-02-24', '2026-03-03'],
    ['month', '2026-11-26', '2026-10-26', '2026-11-26'],
    // One month back from the 31st is the last day of a shorter month.
    ['month', '2026-03-31', '2026-02-28', '2026-03-31'],
    ['month', '2028-03-31', '2028-02-29', '2028-03-31'],
    ['month', '2026-01-15', '2025-12-15', '2026-01-15'],
    ['lastmonth', '2026-11-26', '2026-10-01', '2026-10-31'],
    ['lastmonth', '2026-03-01', '2026-02-01', '2026-02-28'],
    ['lastmonth', '2026-01-31', '2025-12-01', '2025-12-31'],
    ['lastmonth', '2028-03-10', '2028-02-01', '2028-02-29'],
  ] as const)('%s from %s is %s to %s', (option, today, start, end) => {
    expect(periodRange(option, today)).toEqual({ start, end });
  });

  it('adds months keeping the day where the month has it', () => {
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('reloads only for a real range whose end is not before its start', () => {
    expect(isValidRange('2026-11-01', '2026-11-30')).toBe(true);
    expect(isValidRange('2026-11-30', '2026-11-30')).toBe(true);
    expect(isValidRange('2026-11-30', '2026-11-01')).toBe(false);
    expect(isValidRange('2026-02-30', '2026-03-01')).toBe(false);
    expect(isValidRange(null, '2026-03-01')).toBe(false);
  });
});

// The sales chart: one day by hour, a week or a month by day, a longer period by month.
describe('the sales chart of a period', () => {
  it.each([
    ['2026-11-26', '2026-11-26', 'hour', 24],
    ['2026-11-19', '2026-11-26', 'day', 8],
    ['2026-10-26', '2026-11-26', 'day', 32],
    ['2026-02-01', '2026-02-28', 'day', 28],
    // 92 days is the longest charted by day; 93 go by month (the months touched).
    ['2026-01-01', '2026-04-02', 'day', 92],
    ['2026-01-01', '2026-04-03', 'month', 4],
    ['2025-11-29', '2026-11-29', 'month', 13],
  ] as const)('%s to %s: by %s, %i points', (start, end, grain, count) => {
    expect(chartGrain({ start, end })).toBe(grain);
    expect(chartPoints({ start, end })).toHaveLength(count);
  });

  it('names each point as the server sums it: HH:00, the date, the month', () => {
    expect(chartPoints({ start: '2026-03-01', end: '2026-03-01' }).slice(0, 2)).toEqual([
      '00:00',
      '01:00',
    ]);
    expect(chartPoints({ start: '2026-02-27', end: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(chartPoints({ start: '2025-11-15', end: '2026-02-10' }).length).toBe(88);
    expect(chartPoints({ start: '2025-11-15', end: '2026-03-10' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });
});

describe('dashboard and report queries', () => {
  const issues = (r: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => (r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

  it('take both dates or neither, the end not before the start', () => {
    expect(
      dashboardQuery.safeParse({ startdate: '2026-11-01', enddate: '2026-11-30' }).success,
    ).toBe(true);
    expect(issues(dashboardQuery.safeParse({ startdate: '2026-11-01' }))).toEqual([
      'enddate: validation.dashboard.range_both',
    ]);
    expect(
      issues(incomeQuery.safeParse({ startdate: '2026-11-30', enddate: '2026-11-01' })),
    ).toEqual(['enddate: validation.dashboard.range_order']);
    expect(
      issues(dashboardQuery.safeParse({ startdate: '2026-02-30', enddate: '2026-03-01' })),
    ).toEqual(['startdate: validation.dashboard.date_invalid']);
    expect(
      issues(packingReportQuery.safeParse({ start_date: '2026-05-02', end_date: '2026-05-01' })),
    ).toEqual(['end_date: validation.report.range_order']);
  });

  it('know the period options, displays and channels', () => {
    expect(dashboardQuery.safeParse({ dayoption: 'year' }).success).toBe(false);
    expect(dashboardQuery.safeParse({ datadisplay: '3' }).success).toBe(false);
    expect(dashboardQuery.safeParse({ sale_channel: '5' }).success).toBe(false);
    expect(
      dashboardQuery.parse({ dayoption: 'lastmonth', datadisplay: '2', sale_channel: '4' }),
    ).toEqual({
      dayoption: 'lastmonth',
      datadisplay: 2,
      sale_channel: 4,
    });
  });
});
