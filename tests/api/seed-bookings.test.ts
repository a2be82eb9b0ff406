import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dayTypeOf,
  slotLabel,
  warehouseToday,
  type BookingTimeRow,
} from '../../contract/schemas/bookings';
import { USER_TYPE } from '../../contract/enums';
import { thaiHolidays } from '../../server/seed/seed-bookings';
import {
  appointmentSettings,
  bookingDaysOff,
  bookingItems,
  bookings,
  products,
  stockMovements,
  users,
} from '../../server/db/schema';
import { call, login, serverForFile } from './helpers';
import { expectLedgerBalanced } from './stockCalls';

// The demo bookings (server/seed/seed-bookings.ts): the warehouse's settings, the Thai public
// holidays, and the demo shops' deliveries around today, in every status, their received
// goods in stock through the ledger.

let app: FastifyInstance;
serverForFile((a) => {
  app = a;
});

const DAY = 86_400_000;
const today = warehouseToday();
const year = Number(today.slice(0, 4));
const days = (date: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY);

type Booking = typeof bookings.$inferSelect;
type Line = typeof bookingItems.$inferSelect;
let all: Booking[];
let linesOf: Map<number, Line[]>;
let daysOff: Map<string, string>;

beforeAll(async () => {
  const { db } = app.database;
  all = await db.select().from(bookings).orderBy(asc(bookings.id));
  const lines = await db.select().from(bookingItems).orderBy(asc(bookingItems.id));
  linesOf = new Map(all.map((b) => [b.id, lines.filter((l) => l.booking_id === b.id)]));
  daysOff = new Map(
    (await db.select().from(bookingDaysOff)).map((d) => [d.day_off, d.remark] as const),
  );
});

describe('the public holidays', () => {
  it('are those of 2026 and 2027, the Buddhist ones on their lunar dates, with substitutes', () => {
    const days = new Map(thaiHolidays(2026, 2027).map((h) => [h.day_off, h.remark]));
    for (const [date, name] of [
      ['2026-01-01', 'วันขึ้นปีใหม่'],
      ['2026-03-03', 'วันมาฆบูชา'],
      ['2026-04-06', 'วันจักรี'],
      ['2026-04-13', 'วันสงกรานต์'],
      ['2026-04-15', 'วันสงกรานต์'],
      ['2026-05-31', 'วันวิสาขบูชา'],
      ['2026-06-01', 'วันหยุดชดเชยวันวิสาขบูชา'],
      ['2026-07-29', 'วันอาสาฬหบูชา'],
      ['2026-07-30', 'วันเข้าพรรษา'],
      ['2026-10-13', 'วันนวมินทรมหาราช'],
      ['2026-12-05', 'วันพ่อแห่งชาติ'],
      ['2026-12-07', 'วันหยุดชดเชยวันพ่อแห่งชาติ'],
      ['2027-02-21', 'วันมาฆบูชา'],
      ['2027-02-22', 'วันหยุดชดเชยวันมาฆบูชา'],
      ['2027-05-03', 'วันหยุดชดเชยวันแรงงานแห่งชาติ'],
      ['2027-05-20', 'วันวิสาขบูชา'],
      ['2027-07-18', 'วันอาสาฬหบูชา'],
      // Asalha Bucha on a Sunday, Khao Phansa on the Monday: the substitute is the Tuesday.
      ['2027-07-19', 'วันเข้าพรรษา'],
      ['2027-07-20', 'วันหยุดชดเชยวันอาสาฬหบูชา'],
      ['2027-10-25', 'วันหยุดชดเชยวันปิยมหาราช'],
      ['2027-12-31', 'วันสิ้นปี'],
    ])
      expect(days.get(date), date).toBe(name);
    expect([...days.keys()].every((d) => d >= '2026-01-01' && d <= '2027-12-31')).toBe(true);
    // 15 fixed a year, 4 lunar a year, and the substitutes.
    expect(days.size).toBe(38 + 7);
  });

  it('are the days off of this year and the next, each with its Thai name', () => {
    const expected = thaiHolidays(year, year + 1);
    expect(daysOff.size).toBe(expected.length);
    for (const h of expected) expect(daysOff.get(h.day_off), h.day_off).toBe(h.remark);
  });
});

describe('the appointment settings', () => {
  it('open normal days 08:00–17:00 in hourly slots of 3; weekends closed; this year and the next', async () => {
    const rows = await app.database.db
      .select()
      .from(appointmentSettings)
      .orderBy(asc(appointmentSettings.booking_time));
    const common = {
      booking_status: 1,
      booking_time_per_time_to_work: 60,
      booking_dt_from: '08:00',
      booking_dt_to: '17:00',
      booking_dt_start: `${year}-01-01`,
      booking_dt_end: `${year + 1}-12-31`,
      capacity: 3,
    };
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ...common, booking_time: 1, is_active: true });
    expect(rows[1]).toMatchObject({ ...common, booking_time: 2, is_active: false });
  });
});

describe('the demo bookings', () => {
  it('lie on working days two months either side of today, at most 2 a slot', () => {
    expect(all.length).toBeGreaterThan(60);
    const perSlot = new Map<string, number>();
    for (const b of all) {
      expect(Math.abs(days(b.booking_dt)), b.booking_no).toBeLessThanOrEqual(61);
      expect(dayTypeOf(b.booking_dt), b.booking_no).toBe(1);
      expect(daysOff.has(b.booking_dt), b.booking_no).toBe(false);
      expect(b.booking_time).toBe(slotLabel(b.slot_start, b.slot_end));
      expect(b.slot_start >= '08:00' && b.slot_end <= '17:00', b.booking_time).toBe(true);
      const key = `${b.booking_dt} ${b.booking_time}`;
      perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perSlot.values())).toBeLessThanOrEqual(2);
    expect(all.some((b) => days(b.booking_dt) < -30)).toBe(true);
    expect(all.some((b) => days(b.booking_dt) > 30)).toBe(true);
  });

  it('are numbered BK + yymmdd + id, and made by their shop before their day', () => {
    for (const b of all) {
      const yymmdd = b.booking_dt.slice(2).replaceAll('-', '');
      expect(b.booking_no).toBe(`BK${yymmdd}${String(b.id).padStart(5, '0')}`);
      expect(b.created_dt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(b.created_dt.getTime()).toBeLessThan(Date.parse(`${b.booking_dt}T17:00:00+07:00`));
    }
  });

  it('are in every status: past ones final, future ones awaiting or confirmed, 3 and 4 at the dock', () => {
    const statuses = new Set(all.map((b) => b.booking_status));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const b of all) {
      const d = days(b.booking_dt);
      if (b.booking_status === 3 || b.booking_status === 4)
        expect(d, b.booking_no).toBeLessThanOrEqual(0);
      if (b.booking_status === 3 || b.booking_status === 4)
        expect(d, b.booking_no).toBeGreaterThan(-5);
      if (d > 0) expect([1, 2, 7], b.booking_no).toContain(b.booking_status);
      if (d < -4) expect([5, 6, 7], b.booking_no).toContain(b.booking_status);
    }
  });

  it('have 1–4 lines of their own shop; staff assigned from confirmation to the end', async () => {
    const staff = new Set(
      (
        await app.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.user_type_id, USER_TYPE.STAFF))
      ).map((u) => u.id),
    );
    const shopOf = new Map(
      (
        await app.database.db.select({ id: products.id, shop: products.shop_id }).from(products)
      ).map((p) => [p.id, p.shop]),
    );
    for (const b of all) {
      const lines = linesOf.get(b.id)!;
      expect(lines.length, b.booking_no).toBeGreaterThanOrEqual(1);
      expect(lines.length, b.booking_no).toBeLessThanOrEqual(4);
      for (const l of lines) expect(shopOf.get(l.product_id), b.booking_no).toBe(b.shop_id);
      if (b.booking_status >= 2 && b.booking_status <= 6)
        expect(staff.has(b.assignee!), b.booking_no).toBe(true);
      else expect(b.assignee, b.booking_no).toBeNull();
    }
  });

  it('cancelled ones say why; closed ones note what was counted differently', () => {
    for (const b of all) {
      const lines = linesOf.get(b.id)!;
      if (b.booking_status === 7) expect(b.cancel_remark, b.booking_no).not.toBe('');
      if (b.booking_status === 6) {
        expect(b.cancel_remark, b.booking_no).not.toBe('');
        expect(
          lines.some((l) => l.received_amount !== l.amount),
          b.booking_no,
        ).toBe(true);
      }
      if (b.booking_status === 5)
        expect(
          lines.every((l) => l.received_amount === l.amount),
          b.booking_no,
        ).toBe(true);
      if (b.booking_status < 5 || b.booking_status === 7)
        expect(
          lines.every((l) => l.received_amount === null),
          b.booking_no,
        ).toBe(true);
    }
  });

  it('received ones added each counted line to stock once, through the ledger', async () => {
    const moves = await app.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.kind, 'booking_received'));
    for (const b of all) {
      const received = b.booking_status === 5 || b.booking_status === 6;
      expect(b.received_dt !== null, b.booking_no).toBe(received);
      const own = moves.filter((m) => m.doc_type === 'booking' && m.doc_id === b.id);
      const counted = linesOf
        .get(b.id)!
        .map((l) => l.received_amount ?? 0)
        .filter((n) => received && n > 0);
      expect(own.map((m) => m.change).sort(), b.booking_no).toEqual(counted.sort());
      for (const m of own) expect(m.reason).toBe(b.booking_no);
    }
    expect(moves.every((m) => m.doc_type === 'booking')).toBe(true);
    expect(moves.length).toBeGreaterThan(0);
    await expectLedgerBalanced(app);
  });

  it('leave a place in every slot they take for a new booking', async () => {
    const cookie = await login(app, 'company@demo.th');
    const ahead = all.find((b) => days(b.booking_dt) > 7 && b.booking_status !== 7)!;
    const res = await call<BookingTimeRow[]>(app, 'GET', 'master-getbookingtime', {
      cookie,
      query: { date: ahead.booking_dt },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(9);
    for (const slot of res.body.data)
      expect(slot.left, slot.config_booking_time).toBeGreaterThanOrEqual(1);
    expect(
      res.body.data.find((s) => s.config_booking_time === ahead.booking_time)!.left,
    ).toBeLessThan(3);
  });
});
