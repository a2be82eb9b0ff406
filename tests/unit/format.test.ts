import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Dates are shown in Bangkok whatever the browser's time zone: each case loads the
 * formatter afresh under a zone far from Bangkok, on either side of it.
 */
const ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const initialZone = process.env.TZ;

async function formatIn(zone: string) {
  process.env.TZ = zone;
  vi.resetModules();
  return import('../../src/components/format');
}

afterAll(() => {
  if (initialZone === undefined) delete process.env.TZ;
  else process.env.TZ = initialZone;
});

describe.each(ZONES)('dates in a browser set to %s', (zone) => {
  it('a moment just after midnight in Bangkok is the next day there', async () => {
    const { formatDate, formatDateTime } = await formatIn(zone);
    // 00:30 on 15 January in Bangkok (UTC+7), still 14 January in UTC and Los Angeles.
    expect(formatDate('2026-01-14T17:30:00Z')).toBe('15/01/2026');
    expect(formatDateTime('2026-01-14T17:30:00Z')).toBe('15/01/2026 00:30');
    expect(formatDateTime(new Date('2026-01-14T17:30:00Z'))).toBe('15/01/2026 00:30');
  });

  it('a moment just before midnight in Bangkok is still that day there', async () => {
    const { formatDate, formatDateTime } = await formatIn(zone);
    // 23:59 on 14 January in Bangkok, already 15 January in Kiritimati (UTC+14).
    expect(formatDate('2026-01-14T16:59:00Z')).toBe('14/01/2026');
    expect(formatDateTime('2026-01-14T16:59:00Z')).toBe('14/01/2026 23:59');
  });

  it('pads day and month, writes the Gregorian year in Western digits, 24-hour time', async () => {
    const { formatDate, formatDateTime } = await formatIn(zone);
    expect(formatDate('2025-03-04T05:06:00Z')).toBe('04/03/2025');
    expect(formatDateTime('2025-03-04T13:06:00Z')).toBe('04/03/2025 20:06');
    expect(formatDateTime('2025-12-31T17:00:00Z')).toBe('01/01/2026 00:00');
  });
});

describe('the zones of this test', () => {
  it('really move the browser clock away from Bangkok', async () => {
    await formatIn('America/Los_Angeles');
    expect(new Date('2026-01-14T17:30:00Z').getDate()).toBe(14);
    await formatIn('Pacific/Kiritimati');
    expect(new Date('2026-01-14T16:59:00Z').getDate()).toBe(15);
  });
});
