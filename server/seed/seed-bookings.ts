import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPOINTMENT_SETTING,
  BOOKING_NO_PREFIX,
  BOOKING_STATUS,
  DAY_TYPE,
  dayTypeOf,
  slotsOf,
  type BookingStatus,
} from '../../contract/schemas/bookings';
import { warehouseToday } from '../../contract/dates';
import { moveStock } from '../domain/stock';
import type { EventBus } from '../events';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { NOT_RESERVED } from './seed-orders';
import { random } from './random';

// Demo inbound bookings (DESIGN.md "Data": bookings across the month): the warehouse's
// appointment settings, the Thai public holidays as days off, and the demo shops' deliveries
// over the last two months and the next two, in every status. Received ones (5 and 6) added
// their counted lines to stock as the server does when staff receive them.

const DAY = 24 * 60 * 60 * 1000;
/** How far back and ahead the demo bookings go, in days. */
const SPAN_DAYS = 61;
/** The demo warehouse's slots: 08:00–17:00, one an hour, three deliveries each. */
const OPEN = { from: '08:00', to: '17:00', minutes: 60, capacity: 3 };
/** Demo bookings in one slot at most: the last place is left to the browser tests. */
const PER_SLOT = 2;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The instant of a Bangkok date and time of day. */
const bangkok = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);

// --- holidays ----------------------------------------------------------------------------------

/** Public holidays on the same date every year (month-day, Thai name). */
const FIXED_HOLIDAYS: [string, string][] = [
  ['01-01', 'วันขึ้นปีใหม่'],
  ['04-06', 'วันจักรี'],
  ['04-13', 'วันสงกรานต์'],
  ['04-14', 'วันสงกรานต์'],
  ['04-15', 'วันสงกรานต์'],
  ['05-01', 'วันแรงงานแห่งชาติ'],
  ['05-04', 'วันฉัตรมงคล'],
  ['06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี'],
  ['07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว'],
  ['08-12', 'วันแม่แห่งชาติ'],
  ['10-13', 'วันนวมินทรมหาราช'],
  ['10-23', 'วันปิยมหาราช'],
  ['12-05', 'วันพ่อแห่งชาติ'],
  ['12-10', 'วันรัฐธรรมนูญ'],
  ['12-31', 'วันสิ้นปี'],
];

/**
 * The Buddhist holidays, on full moons of the Thai lunar calendar. 2569 (2026) has the extra
 * eighth month: Makha Bucha falls on the full moon of the fourth month, Visakha Bucha of the
 * seventh (the government's calendar for 2569). 2570 (2027) is an ordinary year.
 */
const LUNAR_HOLIDAYS: Record<number, [string, string][]> = {
  2026: [
    ['03-03', 'วันมาฆบูชา'],
    ['05-31', 'วันวิสาขบูชา'],
    ['07-29', 'วันอาสาฬหบูชา'],
    ['07-30', 'วันเข้าพรรษา'],
  ],
  2027: [
    ['02-21', 'วันมาฆบูชา'],
    ['05-20', 'วันวิสาขบูชา'],
    ['07-18', 'วันอาสาฬหบูชา'],
    ['07-19', 'วันเข้าพรรษา'],
  ],
};

const isWeekend = (date: string) => dayTypeOf(date) === DAY_TYPE.HOLIDAY;

/**
 * The public holidays of the years from `first` to `last` (yyyy-mm-dd, Thai name), and for
 * each one on a Saturday or Sunday its substitute: the next weekday that is not a holiday
 * already. Substitutes after `last` are left out.
 */
export function thaiHolidays(first: number, last: number): { day_off: string; remark: string }[] {
  const days = new Map<string, string>();
  for (let year = first; year <= last; year++)
    for (const [mmdd, name] of [...FIXED_HOLIDAYS, ...(LUNAR_HOLIDAYS[year] ?? [])])
      days.set(`${year}-${mmdd}`, name);
  const end = `${last}-12-31`;
  for (const [date, name] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    if (!isWeekend(date)) continue;
    let at = msOf(date) + DAY;
    while (isWeekend(isoOf(at)) || days.has(isoOf(at))) at += DAY;
    if (isoOf(at) <= end) days.set(isoOf(at), `วันหยุดชดเชย${name}`);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day_off, remark]) => ({ day_off, remark }));
}

// --- bookings ----------------------------------------------------------------------------------

const REMARKS = [
  '',
  '',
  '',
  'ส่งด้วยรถกระบะ 4 ล้อ',
  'รถบรรทุก 6 ล้อ กรุณาเตรียมพื้นที่ขนถ่ายสินค้า',
  'สินค้าบางรายการต้องเก็บในที่เย็น',
  'มีพาเลทมาด้วย 2 พาเลท',
  'โทรแจ้งก่อนถึงคลัง 30 นาที',
];
const CANCEL_REMARKS = [
  'ร้านค้าขอเลื่อนวันส่งสินค้า',
  'สินค้าจากผู้ผลิตยังไม่พร้อมส่ง',
  'ร้านค้ายกเลิกการส่งสินค้ารอบนี้',
  'รถขนส่งไม่ว่างในวันที่นัดหมาย',
];
const DAMAGE_NOTES = ['', ' กล่องชำรุดระหว่างขนส่ง คัดออก', ' แจ้งร้านค้าแล้ว'];

export interface DemoBookingShop {
  id: number;
  /** The shop's owner: the bookings' maker. */
  owner: number;
  /** Who delivers for the shop: name, phone, e-mail (may be empty). */
  contacts: [string, string, string][];
  /** How often the shop books, relative to the others. */
  weight: number;
}

interface Line {
  product_id: number;
  code: string;
  amount: number;
  received_amount: number | null;
}

interface Plan {
  shop: DemoBookingShop;
  date: string;
  slot: { start: string; end: string; label: string };
  status: BookingStatus;
  lines: Line[];
  contact: [string, string, string];
  remark: string;
  cancel_remark: string;
  assignee: number | null;
  created: Date;
}

/** The status of a booking `age` days old (negative: ahead), as a warehouse's would be. */
function statusFor(age: number, r: number): BookingStatus {
  if (age > 0) return r < 0.76 ? 5 : r < 0.9 ? 6 : 7;
  if (age > -14) return r < 0.7 ? 2 : r < 0.95 ? 1 : 7;
  return r < 0.3 ? 2 : r < 0.97 ? 1 : 7;
}

/**
 * The demo appointment settings (normal days open, weekends closed, this year and the next),
 * the public holidays of those years as days off, and the shops' bookings around today.
 */
export async function seedBookings(
  tx: Tx,
  events: EventBus,
  opts: { shops: DemoBookingShop[]; staff: number[]; admin: number; now?: Date },
) {
  const now = opts.now ?? new Date();
  const today = warehouseToday(now);
  const year = Number(today.slice(0, 4));
  const first = `${year}-01-01`;
  const last = `${year + 1}-12-31`;
  const setting = {
    booking_status: APPOINTMENT_SETTING.SYSTEM,
    booking_time_per_time_to_work: OPEN.minutes,
    booking_dt_from: OPEN.from,
    booking_dt_to: OPEN.to,
    booking_dt_start: first,
    booking_dt_end: last,
    capacity: OPEN.capacity,
    created_by: opts.admin,
    updated_by: opts.admin,
  };
  await tx.insert(t.appointmentSettings).values([
    {
      ...setting,
      booking_name: 'เวลาทำการวันจันทร์-ศุกร์',
      booking_time: DAY_TYPE.NORMAL,
      is_active: true,
    },
    {
      ...setting,
      booking_name: 'วันหยุดเสาร์-อาทิตย์',
      booking_time: DAY_TYPE.HOLIDAY,
      is_active: false,
    },
  ]);
  const holidays = thaiHolidays(year, year + 1);
  await tx.insert(t.bookingDaysOff).values(holidays.map((h) => ({ ...h, created_by: opts.admin })));
  // Last year's holidays too (early in the year the past bookings reach back into it).
  const off = new Set([...thaiHolidays(year - 1, year - 1), ...holidays].map((h) => h.day_off));

  const plans = await planBookings(tx, opts, today, off);
  if (!plans.length) return;
  await insertBookings(tx, plans, now);
  await receiveBookings(tx, events);
}

/** The shops' bookings on the working days from two months back to two months ahead. */
async function planBookings(
  tx: Tx,
  opts: { shops: DemoBookingShop[]; staff: number[] },
  today: string,
  off: Set<string>,
): Promise<Plan[]> {
  const rnd = random(20_260_101);
  const shopIds = opts.shops.map((s) => s.id);
  const products = await tx
    .select({
      id: t.products.id,
      shop_id: t.products.shop_id,
      code: t.products.customer_product_id,
      stocked: sql<boolean>`${t.inventory.id} IS NOT NULL`,
    })
    .from(t.products)
    .leftJoin(t.inventory, eq(t.inventory.product_id, t.products.id))
    .where(inArray(t.products.shop_id, shopIds))
    .orderBy(asc(t.products.id));
  const kept = new Set(NOT_RESERVED);
  const byShop = new Map(shopIds.map((id) => [id, products.filter((p) => p.shop_id === id)]));
  /**
   * Goods received go into products the shop stocks already, or, for a shop with no stock yet,
   * into new stock items; never into the products the tests adjust.
   */
  const receivable = new Map(
    shopIds.map((id) => {
      const own = byShop.get(id) ?? [];
      const stocked = own.filter((p) => p.stocked && !kept.has(p.code));
      return [id, own.some((p) => p.stocked) ? stocked : own.filter((p) => !kept.has(p.code))];
    }),
  );
  const slots = slotsOf(OPEN.from, OPEN.to, OPEN.minutes);
  const totalWeight = opts.shops.reduce((s, x) => s + x.weight, 0);
  const pickShop = () => {
    let r = rnd() * totalWeight;
    for (const s of opts.shops) if ((r -= s.weight) < 0) return s;
    return opts.shops[opts.shops.length - 1];
  };
  const working = (date: string) => !isWeekend(date) && !off.has(date);
  // The goods at the dock today: the last working day up to today.
  let dock = msOf(today);
  while (!working(isoOf(dock))) dock -= DAY;
  const dockDay = isoOf(dock);

  const plans: Plan[] = [];
  for (let at = msOf(today) - SPAN_DAYS * DAY; at <= msOf(today) + SPAN_DAYS * DAY; at += DAY) {
    const date = isoOf(at);
    if (!working(date)) continue;
    const age = Math.round((msOf(today) - at) / DAY);
    const r = rnd();
    const count = date === dockDay ? 3 : r < 0.15 ? 0 : r < 0.5 ? 1 : r < 0.85 ? 2 : 3;
    const taken = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const shop = pickShop();
      let s = Math.floor(rnd() * slots.length);
      while ((taken.get(slots[s].label) ?? 0) >= PER_SLOT) s = (s + 1) % slots.length;
      // At the dock today: received at 08:00, being received from 09:00, arrived for 10:00.
      const slot = date === dockDay ? slots[2 - i] : slots[s];
      taken.set(slot.label, (taken.get(slot.label) ?? 0) + 1);
      const status: BookingStatus =
        date === dockDay ? ([3, 4, 5] as const)[i] : statusFor(age, rnd());
      const received = status === 5 || status === 6;
      const pool = received ? (receivable.get(shop.id) ?? []) : (byShop.get(shop.id) ?? []);
      const lines: Line[] = [];
      const want = 1 + Math.floor(rnd() * 4);
      for (let n = 0; n < want * 3 && lines.length < want && pool.length; n++) {
        const p = pool[Math.floor(rnd() * pool.length)];
        if (lines.some((l) => l.product_id === p.id)) continue;
        const amount = 6 * (2 + Math.floor(rnd() * 30));
        lines.push({
          product_id: p.id,
          code: p.code,
          amount,
          received_amount: received ? amount : null,
        });
      }
      if (!lines.length) continue;
      let cancel_remark = '';
      if (status === BOOKING_STATUS.CANCELLED) {
        cancel_remark = CANCEL_REMARKS[Math.floor(rnd() * CANCEL_REMARKS.length)];
      } else if (status === BOOKING_STATUS.DISCREPANCY) {
        // One or two lines counted short (now and then one over, or none of it at all).
        const short = lines.slice(0, 1 + Math.floor(rnd() * Math.min(2, lines.length)));
        const notes = short.map((l) => {
          const r2 = rnd();
          const diff =
            r2 < 0.15
              ? 1 + Math.floor(rnd() * 3)
              : r2 < 0.2 && lines.length > 1
                ? -l.amount
                : -(1 + Math.floor(rnd() * 6));
          l.received_amount = l.amount + diff;
          return `${l.code} ${diff > 0 ? `เกิน ${diff}` : `ขาด ${-diff}`} ชิ้น`;
        });
        cancel_remark = `ตรวจนับไม่ตรงกับใบนัดหมาย: ${notes.join(', ')}${DAMAGE_NOTES[Math.floor(rnd() * DAMAGE_NOTES.length)]}`;
      }
      // Made some days before its day, and yesterday at the latest.
      const lead = 2 + Math.floor(rnd() * 12);
      const madeAt = bangkok(
        isoOf(Math.min(at - lead * DAY, msOf(today) - DAY * (1 + Math.floor(rnd() * 2)))),
        `${pad(9 + Math.floor(rnd() * 8))}:${pad(Math.floor(rnd() * 60))}`,
      );
      plans.push({
        shop,
        date,
        slot,
        status,
        lines,
        contact: shop.contacts[Math.floor(rnd() * shop.contacts.length)],
        remark: REMARKS[Math.floor(rnd() * REMARKS.length)],
        cancel_remark,
        assignee:
          status >= BOOKING_STATUS.CONFIRMED && status <= BOOKING_STATUS.DISCREPANCY
            ? opts.staff[Math.floor(rnd() * opts.staff.length)]
            : null,
        created: madeAt,
      });
    }
  }
  return plans;
}

/** When a booking's goods were received: at its slot's end, or just now for today's. */
const receivedAt = (date: string, end: string, now: Date) => {
  const at = bangkok(date, end);
  return at < now ? at : now;
};

/** The bookings, numbered as the server numbers them (BK, yymmdd, the id), ids in creation order. */
async function insertBookings(tx: Tx, plans: Plan[], now: Date) {
  plans.sort((a, b) => a.created.getTime() - b.created.getTime());
  const ids = (
    (await tx.execute(
      sql`SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id FROM generate_series(1, ${plans.length})`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  const rows = plans.map((p, i) => {
    const id = ids[i];
    const received =
      p.status === BOOKING_STATUS.RECEIVED || p.status === BOOKING_STATUS.DISCREPANCY;
    return {
      id,
      booking_no: `${BOOKING_NO_PREFIX}${p.date.slice(2).replaceAll('-', '')}${String(id).padStart(5, '0')}`,
      shop_id: p.shop.id,
      booking_dt: p.date,
      booking_time: p.slot.label,
      slot_start: p.slot.start,
      slot_end: p.slot.end,
      contact_name: p.contact[0],
      contact_tel: p.contact[1],
      contact_email: p.contact[2],
      remark: p.remark,
      booking_status: p.status,
      assignee: p.assignee,
      cancel_remark: p.cancel_remark,
      created_by: p.shop.owner,
      created_dt: p.created,
      // A received booking was last changed when its goods were received.
      updated_dt: received ? receivedAt(p.date, p.slot.end, now) : p.created,
      received_dt: received ? receivedAt(p.date, p.slot.end, now) : null,
    };
  });
  await tx.insert(t.bookings).values(rows);
  await tx.insert(t.bookingItems).values(
    plans.flatMap((p, i) =>
      p.lines.map((l) => ({
        booking_id: ids[i],
        product_id: l.product_id,
        amount: l.amount,
        received_amount: l.received_amount,
      })),
    ),
  );
}

/**
 * What staff receiving a booking do (server/domain/bookings.ts): each line, as counted, into
 * the shop's stock (an item made for a product that has none) with a 'booking_received'
 * movement (the booking is marked received as it is inserted).
 */
async function receiveBookings(tx: Tx, events: EventBus) {
  const received = await tx
    .select()
    .from(t.bookings)
    .where(
      inArray(t.bookings.booking_status, [BOOKING_STATUS.RECEIVED, BOOKING_STATUS.DISCREPANCY]),
    )
    .orderBy(asc(t.bookings.booking_dt), asc(t.bookings.slot_start), asc(t.bookings.id));
  if (!received.length) return;
  const lines = await tx
    .select()
    .from(t.bookingItems)
    .where(
      inArray(
        t.bookingItems.booking_id,
        received.map((b) => b.id),
      ),
    )
    .orderBy(asc(t.bookingItems.product_id));
  const shopOf = new Map(received.map((b) => [b.id, b]));
  // The stock items the goods go into, made empty for the products that have none.
  await tx
    .insert(t.inventory)
    .values(
      lines.map((l) => {
        const b = shopOf.get(l.booking_id)!;
        return {
          shop_id: b.shop_id,
          product_id: l.product_id,
          inventory: 0,
          created_by: b.assignee,
        };
      }),
    )
    .onConflictDoNothing({ target: [t.inventory.shop_id, t.inventory.product_id] });
  const items = await tx
    .select({ id: t.inventory.id, product_id: t.inventory.product_id })
    .from(t.inventory)
    .where(
      inArray(
        t.inventory.product_id,
        lines.map((l) => l.product_id),
      ),
    );
  const itemOf = new Map(items.map((i) => [i.product_id, i.id]));
  for (const b of received) {
    for (const line of lines) {
      const counted = line.received_amount ?? line.amount;
      if (line.booking_id !== b.id || counted <= 0) continue;
      await moveStock(tx, events, {
        inventoryId: itemOf.get(line.product_id)!,
        kind: 'booking_received',
        change: counted,
        remark: b.booking_no,
        doc: { type: 'booking', id: b.id },
        userId: b.assignee,
      });
    }
  }
}
