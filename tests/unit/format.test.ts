import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sessionData } from '../fixtures/session';

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
    expect(formatDate('2026-01-14T17:30:00Z')).toBe('15/01/2569');
    expect(formatDateTime('2026-01-14T17:30:00Z')).toBe('15/01/2569 00:30');
    expect(formatDateTime(new Date('2026-01-14T17:30:00Z'))).toBe('15/01/2569 00:30');
  });

  it('a moment just before midnight in Bangkok is still that day there', async () => {
    const { formatDate, formatDateTime } = await formatIn(zone);
    // 23:59 on 14 January in Bangkok, already 15 January in Kiritimati (UTC+14).
    expect(formatDate('2026-01-14T16:59:00Z')).toBe('14/01/2569');
    expect(formatDateTime('2026-01-14T16:59:00Z')).toBe('14/01/2569 23:59');
  });

  it('pads day and month, writes the Buddhist-era year in Western digits, 24-hour time', async () => {
    const { formatDate, formatDateTime } = await formatIn(zone);
    expect(formatDate('2025-03-04T05:06:00Z')).toBe('04/03/2568');
    expect(formatDateTime('2025-03-04T13:06:00Z')).toBe('04/03/2568 20:06');
    expect(formatDateTime('2025-12-31T17:00:00Z')).toBe('01/01/2569 00:00');
  });
});

describe('years: Buddhist era in Thai by default, Christian era by choice or in English', () => {
  afterEach(async () => {
    localStorage.clear();
    const { i18nProvider } = await import('../../src/providers/i18nProvider');
    await i18nProvider.changeLocale('th');
  });

  it('shows Buddhist-era years in Thai when the user chose nothing, or chose them', async () => {
    const f = await formatIn('UTC');
    expect(f.displayEra()).toBe('be');
    expect(f.shownDate('2026-11-05')).toBe('05/11/2569');
    const { storeSession } = await import('../../src/providers/session');
    storeSession(sessionData({ year_era: 'be' }));
    expect(f.formatDate('2026-01-14T17:30:00Z')).toBe('15/01/2569');
    expect(f.formatDateTime('2026-01-14T17:30:00Z')).toBe('15/01/2569 00:30');
    expect(f.shownYear(2026)).toBe(2569);
    expect(f.formatLongDate('2026-11-01')).toBe('1 พฤศจิกายน 2569');
  });

  it("shows Christian-era years in Thai when the user's profile asks for them", async () => {
    const f = await formatIn('UTC');
    const { storeSession } = await import('../../src/providers/session');
    storeSession(sessionData({ year_era: 'ce' }));
    expect(f.displayEra()).toBe('ce');
    expect(f.formatDate('2026-01-14T17:30:00Z')).toBe('15/01/2026');
    expect(f.formatDateTime('2026-01-14T17:30:00Z')).toBe('15/01/2026 00:30');
    expect(f.shownDate('2026-11-05')).toBe('05/11/2026');
    expect(f.shownYear(2026)).toBe(2026);
    expect(f.formatLongDate('2026-11-01')).toBe('1 พฤศจิกายน 2026');
  });

  it('shows Christian-era years in English whatever the choice', async () => {
    const f = await formatIn('UTC');
    const { storeSession } = await import('../../src/providers/session');
    storeSession(sessionData({ year_era: 'be' }));
    const { i18nProvider } = await import('../../src/providers/i18nProvider');
    await i18nProvider.changeLocale('en');
    expect(f.displayEra()).toBe('ce');
    expect(f.formatDate('2026-01-14T17:30:00Z')).toBe('15/01/2026');
    expect(f.shownDate('2026-11-05')).toBe('05/11/2026');
    expect(f.formatLongDate('2026-11-01')).toBe('1 November 2026');
  });
});

describe('money', () => {
  it('is whole baht, rounded half away from zero, with thousands separators and the word', async () => {
    const { formatBaht } = await import('../../src/components/format');
    expect(formatBaht(975)).toBe('975 บาท');
    expect(formatBaht(1289)).toBe('1,289 บาท');
    expect(formatBaht(1288.5)).toBe('1,289 บาท');
    expect(formatBaht(1288.49)).toBe('1,288 บาท');
    expect(formatBaht(1234567.8)).toBe('1,234,568 บาท');
    expect(formatBaht(0)).toBe('0 บาท');
    expect(formatBaht(-0.4)).toBe('0 บาท');
    expect(formatBaht(-12.5)).toBe('-13 บาท');
  });

  it('the server says the same number in its own texts, without the word', async () => {
    const { wholeBaht } = await import('../../contract/money');
    expect(wholeBaht(430.48)).toBe('430');
    expect(wholeBaht(1250.5)).toBe('1,251');
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
