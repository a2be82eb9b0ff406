import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, shownDate, warehouseToday } from '../../contract/dates';
import { getRaw, loginSession } from './helpers';
import { profileSession } from './profileSession';

// How years are shown (contract/dates.ts): Buddhist era in Thai unless the user's profile asks
// for the Christian era; the choice is stored on the user, sent with the session, and followed
// by what the server writes for that user. Exports carry real date cells.

const { s, profile, session, saveProfile } = profileSession('admin@demo.th');

/** An export, read back. */
async function sheet(name: string, query: Record<string, string> = {}) {
  const res = await getRaw(s.app, name, s.user, query);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

const titleOf = (ws: ExcelJS.Worksheet) =>
  Array.from({ length: 4 }, (_, i) => String(ws.getRow(i + 1).getCell(1).value ?? ''));

describe('the year era', () => {
  // Today and a year back, whatever the day the test runs.
  const end = warehouseToday();
  const start = addDays(end, -365);
  const be = (iso: string) => shownDate(iso, 'be');
  const ce = (iso: string) => shownDate(iso, 'ce');

  it('is the Buddhist era by default: the session, the profile and an export title say so', async () => {
    expect((await session()).year_era).toBe('be');
    expect((await profile()).year_era).toBe('be');
    const ws = await sheet('report-exportequipmentreport', { start_date: start, end_date: end });
    expect(titleOf(ws)).toContain(`ช่วงวันที่: ${be(start)} ถึง ${be(end)}`);
    expect(be(end).slice(6)).toBe(String(Number(end.slice(0, 4)) + 543));
  });

  it('is saved with the profile, sent with the session and followed by the server', async () => {
    const saved = await saveProfile({ year_era: 'ce' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.year_era).toBe('ce');
    expect((await session()).year_era).toBe('ce');
    const again = await loginSession(s.app, 'admin@demo.th');
    expect(again.session.year_era).toBe('ce');
    const ws = await sheet('report-exportequipmentreport', { start_date: start, end_date: end });
    expect(titleOf(ws)).toContain(`ช่วงวันที่: ${ce(start)} ถึง ${ce(end)}`);
  });

  it('is one of the two eras (any other is a 400)', async () => {
    const res = await saveProfile({ year_era: 'ad' });
    expect(res.status).toBe(400);
  });

  it("writes an export's dates as real date cells, whatever the era", async () => {
    const ws = await sheet('report-exportshippingreport');
    // The headings' row: after the title lines.
    let headRow = 0;
    let dateCol = -1;
    ws.eachRow((row, n) => {
      const at = (row.values as unknown[]).indexOf('วันที่สั่งซื้อ');
      if (!headRow && at > 0) [headRow, dateCol] = [n, at];
    });
    expect(dateCol).toBeGreaterThan(0);
    const cells: ExcelJS.Cell[] = [];
    ws.eachRow((row, n) => {
      if (n > headRow) cells.push(row.getCell(dateCol));
    });
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.value).toBeInstanceOf(Date);
      expect(cell.numFmt).toBe('dd/mm/yyyy');
      expect((cell.value as Date).toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00.000Z$/);
    }
  });
});
