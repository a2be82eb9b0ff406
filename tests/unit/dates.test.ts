import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clockOf,
  eraFor,
  formatDate,
  formatDateTime,
  isCalendarDate,
  monthRange,
  shownDate,
  shownDateTime,
  shownYear,
  warehouseClock,
  warehouseToday,
  weekdayOf,
} from '../../contract/dates';

describe('the warehouse day (Asia/Bangkok, UTC+7)', () => {
  it('is already tomorrow in Bangkok shortly before midnight UTC', () => {
    const lateUtc = new Date('2026-01-14T17:30:00Z');
    expect(warehouseToday(lateUtc)).toBe('2026-01-15');
    expect(warehouseClock(lateUtc)).toBe('00:30');
    expect(formatDate(lateUtc, 'ce')).toBe('15/01/2026');
    expect(formatDateTime('2026-01-14T17:30:00Z', 'ce')).toBe('15/01/2026 00:30');
  });

  it('is still today in Bangkok just before its own midnight', () => {
    const late = new Date('2026-01-14T16:59:00Z');
    expect(warehouseToday(late)).toBe('2026-01-14');
    expect(warehouseClock(late)).toBe('23:59');
    expect(formatDateTime(late, 'ce')).toBe('14/01/2026 23:59');
  });

  it('writes hours on a 24-hour clock', () => {
    expect(warehouseClock(new Date('2025-03-04T13:06:00Z'))).toBe('20:06');
    expect(formatDateTime('2025-03-04T13:06:00Z', 'ce')).toBe('04/03/2025 20:06');
  });
});

describe('a leap day', () => {
  it('exists in a leap year only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
  });

  it('is reached and left by whole days and months', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(monthRange('2028-03-15', -1)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthRange('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(weekdayOf('2028-02-29')).toBe(2);
  });

  it('is shown dd/mm/yyyy from the instant it starts in Bangkok', () => {
    expect(formatDate('2028-02-28T17:00:00Z', 'ce')).toBe('29/02/2028');
    expect(shownDate('2028-02-29', 'ce')).toBe('29/02/2028');
    expect(shownDate('2028-02-29')).toBe('29/02/2571');
  });
});

describe("dd/mm/yyyy with the era's years and Western digits", () => {
  it('shows Buddhist-era years (CE + 543) unless asked for the Christian era', () => {
    expect(shownDate('2026-11-05')).toBe('05/11/2569');
    expect(shownDate('2026-11-05', 'be')).toBe('05/11/2569');
    expect(shownDate('2026-11-05', 'ce')).toBe('05/11/2026');
    expect(formatDate('2025-03-04T05:06:00Z')).toBe('04/03/2568');
    expect(formatDate('2025-03-04T05:06:00Z', 'ce')).toBe('04/03/2025');
    expect(formatDateTime('2025-12-31T17:00:00Z')).toBe('01/01/2569 00:00');
    expect(formatDateTime('2025-12-31T17:00:00Z', 'ce')).toBe('01/01/2026 00:00');
  });

  it("keeps the calendar date itself in the Christian era (the API's dates)", () => {
    const lateUtc = new Date('2026-01-14T17:30:00Z');
    expect(warehouseToday(lateUtc)).toBe('2026-01-15');
    expect(shownYear(2026)).toBe(2569);
    expect(shownYear(2026, 'ce')).toBe(2026);
  });

  it('shows Christian-era years in English whatever the choice', () => {
    expect(eraFor('en', 'be')).toBe('ce');
    expect(eraFor('th', 'be')).toBe('be');
    expect(eraFor('th', 'ce')).toBe('ce');
    expect(eraFor('th')).toBe('be');
  });

  it('joins a calendar date and a time, either of which may be missing', () => {
    expect(shownDateTime('2026-11-20', '09:30', 'ce')).toBe('20/11/2026 09:30');
    expect(shownDateTime('2026-11-20', '09:30')).toBe('20/11/2569 09:30');
    expect(shownDateTime('2026-11-20', '', 'ce')).toBe('20/11/2026');
    expect(shownDateTime('', '')).toBe('');
  });

  it('writes a time of day from minutes after midnight', () => {
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(9 * 60 + 5)).toBe('09:05');
    expect(clockOf(23 * 60 + 59)).toBe('23:59');
  });
});
