import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  warehouseToday,
  type BookingListRow,
  type CalendarEvent,
} from '../../contract/schemas/bookings';
import type { AuditRow } from '../../contract/schemas/roles';
import { th } from '../../i18n/th';
import {
  bookingItems,
  bookings,
  inventory,
  notifications,
  products,
  stockMovements,
  userShops,
} from '../../server/db/schema';
import { addDays, bookingFixtures, fill, PNG, settingBody, thai, weeks } from './bookingFixtures';
import { call, serverWithSessions } from './helpers';

// Inbound delivery bookings (spec part 2 §2.3, §3.3, §4.3, §5.3, §6, §7.3, §8; DESIGN.md
// "Inbound booking"): booking a slot and its places, the shop's edits, the staff's moves
// (BOOKING_MOVES), the assignee, the counted amounts, the goods added to stock once, the
// shop's notifications, the photo, and what one shop sees of another's bookings.

const ctx = serverWithSessions(
  {
    admin: 'admin@demo.th',
    warehouse: 'warehouse@demo.th',
    company: 'company@demo.th',
    individual: 'individual@demo.th',
  },
  bookingFixtures,
);
let companyShop: number;
let companyShop2: number;
let individualShop: number;

const db = () => ctx.app.database.db;
const week = weeks();
const SLOT = '08:00 - 09:00';
const msg = th.validation.booking;
const srv = th.server.booking;
const statusName = (s: number) =>
  th.app.bookings.status[String(s) as keyof typeof th.app.bookings.status];

beforeAll(async () => {
  companyShop = await ctx.fx.shopOf('company@demo.th');
  individualShop = await ctx.fx.shopOf('individual@demo.th');
  const [second] = await db()
    .select({ id: userShops.shop_id })
    .from(userShops)
    .where(eq(userShops.user_id, ctx.ids.company))
    .orderBy(asc(userShops.shop_id))
    .offset(1)
    .limit(1);
  companyShop2 = second.id;
});

/** A booking of the company's first shop in the first slot of `date`, with these products. */
const companyBooking = (
  date: string,
  productIds: number[],
  over?: Parameters<typeof ctx.fx.bookingBody>[4],
) => ctx.fx.bookingBody(companyShop, date, SLOT, productIds, over);

/** A fresh week whose weekdays are open, 08:00–17:00 in hours, `capacity` places a slot. */
async function openWeek(capacity = 3) {
  const w = week();
  await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.friday, { capacity }));
  return w;
}

/** A booking of the shop (a fresh product, 5 of it) as `cookie`. */
async function booked(cookie: string, shopId: number, date: string, slot = SLOT) {
  const p = await ctx.fx.product(shopId);
  const made = await ctx.fx.book(cookie, ctx.fx.bookingBody(shopId, date, slot, [p.id]));
  return { ...made, productId: p.id };
}

const rowOf = async (id: number) =>
  (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
const linesOf = (id: number) =>
  db()
    .select({
      product_id: bookingItems.product_id,
      amount: bookingItems.amount,
      received_amount: bookingItems.received_amount,
    })
    .from(bookingItems)
    .where(eq(bookingItems.booking_id, id))
    .orderBy(asc(bookingItems.product_id));
/** Puts a booking in a status directly (the staff's moves lead there). */
const setStatus = (id: number, booking_status: number) =>
  db().update(bookings).set({ booking_status }).where(eq(bookings.id, id));
const movementsOf = (id: number) =>
  db()
    .select({
      inventory_id: stockMovements.inventory_id,
      kind: stockMovements.kind,
      change: stockMovements.change,
      balance: stockMovements.balance,
      doc_type: stockMovements.doc_type,
      doc_id: stockMovements.doc_id,
      reason: stockMovements.reason,
      user_id: stockMovements.user_id,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.doc_type, 'booking'), eq(stockMovements.doc_id, id)))
    .orderBy(asc(stockMovements.id));
const itemOf = async (shopId: number, productId: number) =>
  (
    await db()
      .select({
        id: inventory.id,
        balance: inventory.inventory,
        deleted_at: inventory.deleted_at,
      })
      .from(inventory)
      .where(and(eq(inventory.shop_id, shopId), eq(inventory.product_id, productId)))
  )[0];
const noticesOf = (bookingNo: string) =>
  db()
    .select({ user_id: notifications.user_id, message: notifications.message })
    .from(notifications)
    .where(like(notifications.message, `%${bookingNo}%`))
    .orderBy(asc(notifications.id));
const inSlot = async (date: string, slot: string) =>
  db()
    .select({ id: bookings.id, shop_id: bookings.shop_id, status: bookings.booking_status })
    .from(bookings)
    .where(and(eq(bookings.booking_dt, date), eq(bookings.booking_time, slot)));

/** The places left in a slot of a date. */
async function left(date: string, slot = SLOT, bookingId?: number) {
  const res = await ctx.fx.slots(ctx.company, date, bookingId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.find((s) => s.config_booking_time === slot)?.left;
}

/** Staff's save of a booking of `shopId`. */
const save = (
  id: number,
  shopId: number,
  booking_status: number,
  extra: Record<string, unknown> = {},
  cookie = ctx.admin,
) => ctx.fx.staffSave(cookie, { id, shop_id: shopId, booking_status, ...extra });

/** A line's count as the staff's save sends it. */
const countOf = (product_id: number, received_amount: number | null) => ({
  product_id,
  received_amount,
});

/** Staff move the booking forward one step at a time up to `to` (1–4). */
async function moveTo(id: number, shopId: number, to: number) {
  for (let s = (await rowOf(id)).booking_status + 1; s <= to; s++) {
    const res = await save(id, shopId, s);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

describe('booking a slot', () => {
  it('books with status 1 and reads back what was booked', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop, 10);
    const b = await ctx.fx.product(companyShop);
    const body = ctx.fx.bookingBody(companyShop, w.day(1), '10:00 - 11:00', [a.id, b.id], {
      product: [
        { product_id: a.id, amount: 12 },
        { product_id: b.id, amount: 3 },
      ],
      uid: ctx.ids.company,
    });
    const res = await ctx.fx.create(ctx.company, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    const yymmdd = w.day(1).slice(2).replace(/-/g, '');
    expect(res.body.data).toEqual({ id, booking_no: `BK${yymmdd}${String(id).padStart(5, '0')}` });

    const read = await ctx.fx.read(ctx.company, id);
    expect(read.status).toBe(200);
    const [r] = read.body.data;
    expect(r).toMatchObject({
      id,
      booking_no: res.body.data.booking_no,
      booking_dt: w.day(1),
      booking_time: '10:00 - 11:00',
      booking_status: 1,
      status_name: 'รอการยืนยัน',
      is_booking: 1,
      shop_id: companyShop,
      shop_name: 'สยามสมาร์ทช็อป',
      email: 'company@demo.th',
      contact_name: 'สมหญิง ส่งไว',
      contact_tel: '0812345678',
      contact_email: 'somying@example.com',
      remark: 'รถกระบะ 1 คัน',
      assignee: null,
      assignee_name: null,
      booking_pic: null,
      cancel_remark: '',
      received_dt: null,
    });
    expect(
      r.product.map((l) => [l.product_id, l.amount, l.num_per_set, l.received_amount]),
    ).toEqual([
      [a.id, 12, 12, null],
      [b.id, 3, 3, null],
    ]);
    expect(r.product[0]).toMatchObject({ customer_product_id: a.code, product_name_th: a.name });
    // Each line says what its barcodes count, for receiving by scan.
    const [barcodes] = await ctx.app.database.db
      .select({
        item: products.item_barcode_upc,
        inner: products.inner_pack_barcode_upc,
        case: products.case_barcode_upc,
        inner_size: products.inner_pack_total,
        case_size: products.case_total,
      })
      .from(products)
      .where(eq(products.id, a.id));
    expect(r.product[0].barcodes).toEqual({
      ...barcodes,
      inner_size: barcodes.inner_size ?? 0,
      case_size: barcodes.case_size ?? 0,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      slot_start: '10:00',
      slot_end: '11:00',
      created_by: ctx.ids.company,
    });
    // Booking moves no stock.
    expect((await itemOf(companyShop, a.id)).balance).toBe(10);
    expect(await itemOf(companyShop, b.id)).toBeUndefined();
  });

  it('staff book for any shop; a shop user only for their own', async () => {
    const w = await openWeek();
    const p = await ctx.fx.product(individualShop);
    const byStaff = await ctx.fx.book(
      ctx.admin,
      ctx.fx.bookingBody(individualShop, w.monday, SLOT, [p.id]),
    );
    expect((await rowOf(byStaff.id)).created_by).toBe(ctx.ids.admin);
    const other = await ctx.fx.create(
      ctx.company,
      ctx.fx.bookingBody(individualShop, w.monday, SLOT, [p.id]),
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(th.server.shop_forbidden);
    expect(await inSlot(w.monday, SLOT)).toHaveLength(1);
    // Company's second shop is its own too.
    const q = await ctx.fx.product(companyShop2);
    await ctx.fx.book(ctx.company, ctx.fx.bookingBody(companyShop2, w.monday, SLOT, [q.id]));
  });

  it("another shop's products are refused, line by line", async () => {
    const w = await openWeek();
    const own = await ctx.fx.product(companyShop);
    const theirs = await ctx.fx.product(individualShop);
    const res = await ctx.fx.create(ctx.company, companyBooking(w.monday, [own.id, theirs.id]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(srv.not_of_shop);
    expect(res.body.errors).toEqual({
      product: srv.not_of_shop,
      'product.1.product_id': srv.not_of_shop,
    });
    // Staff cannot mix shops either.
    const staff = await ctx.fx.create(
      ctx.admin,
      ctx.fx.bookingBody(individualShop, w.monday, SLOT, [own.id, theirs.id]),
    );
    expect(staff.status).toBe(400);
    expect(staff.body.errors?.['product.0.product_id']).toBe(srv.not_of_shop);
    expect(await inSlot(w.monday, SLOT)).toEqual([]);
  });

  it('a malformed e-mail is 403 under the e-mail field; none at all is fine', async () => {
    const w = await openWeek();
    const p = await ctx.fx.product(companyShop);
    for (const email of ['somying', 'somying@', 'a b@example.com', 'สมหญิง@example']) {
      const res = await ctx.fx.create(
        ctx.company,
        companyBooking(w.monday, [p.id], { contact_email: email }),
      );
      expect(res.status, email).toBe(403);
      expect(res.body.message).toBe(srv.email_invalid);
      expect(res.body.errors).toEqual({ contact_email: srv.email_invalid });
    }
    expect(await inSlot(w.monday, SLOT)).toEqual([]);
    const body = companyBooking(w.monday, [p.id]);
    delete body.contact_email;
    const none = await ctx.fx.book(ctx.company, body);
    expect((await rowOf(none.id)).contact_email).toBe('');
  });

  it('the payload is checked', async () => {
    const w = await openWeek();
    const p = await ctx.fx.product(companyShop);
    const base = companyBooking(w.monday, [p.id]);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ product: [] }, { product: msg.products_required }],
      [
        {
          product: [
            { product_id: p.id, amount: 1 },
            { product_id: p.id, amount: 2 },
          ],
        },
        { product: msg.duplicate_line },
      ],
      [{ product: [{ product_id: p.id, amount: 0 }] }, { 'product.0.amount': msg.amount_positive }],
      [{ booking_time: 'ช่วงเช้า' }, { booking_time: msg.time_required }],
      [{ booking_time: '' }, { booking_time: msg.time_required }],
      [{ booking_dt: '2031-02-30' }, { booking_dt: msg.date_invalid }],
      [{ contact_name: ' ' }, { contact_name: msg.contact_name_required }],
      [{ remark: 'ก'.repeat(201) }, { remark: msg.remark_max }],
    ];
    for (const [change, errors] of cases) {
      const res = await ctx.fx.create(ctx.company, { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(th.server.validation);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await inSlot(w.monday, SLOT)).toEqual([]);
  });

  it('a day off, a closed day and a weekend without a setting: the holiday message', async () => {
    const w = await openWeek();
    const p = await ctx.fx.product(companyShop);
    const expectHoliday = async (date: string) => {
      const res = await ctx.fx.create(ctx.company, companyBooking(date, [p.id]));
      expect(res.status, date).toBe(400);
      expect(res.body.message).toBe('ไม่สามารถนัดหมายในวันนี้ได้เนื่องจากเป็นวันหยุด');
      expect(res.body.errors).toEqual({ booking_dt: srv.holiday });
      expect(await inSlot(date, SLOT)).toEqual([]);
    };
    const off = await call<{ id: number }>(ctx.app, 'POST', 'book-adddayoffbooking', {
      cookie: ctx.admin,
      body: { day_off: w.day(2), remark: 'วันหยุดชดเชย' },
    });
    expect(off.status).toBe(200);
    await expectHoliday(w.day(2));
    await expectHoliday(w.saturday);
    const v = week();
    await ctx.fx.addSetting(ctx.admin, settingBody(v.monday, v.friday, { is_active: false }));
    await expectHoliday(v.day(1));
    // The day off removed: bookable again.
    await call(ctx.app, 'DELETE', 'book-deletedayoffbooking', {
      cookie: ctx.admin,
      query: { id: off.body.data.id },
    });
    await ctx.fx.book(ctx.company, companyBooking(w.day(2), [p.id]));
  });

  it('a date before today is refused (400) whatever the settings', async () => {
    const yesterday = addDays(warehouseToday(), -1);
    // The demo data may hold past bookings in that slot (which day depends on today's date).
    const before = await inSlot(yesterday, SLOT);
    const p = await ctx.fx.product(companyShop);
    const res = await ctx.fx.create(ctx.company, companyBooking(yesterday, [p.id]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(srv.past_date);
    expect(res.body.errors).toEqual({ booking_dt: srv.past_date });
    expect(await inSlot(yesterday, SLOT)).toEqual(before);
  });

  it('a slot the date does not have is refused under the time', async () => {
    const w = await openWeek();
    const p = await ctx.fx.product(companyShop);
    for (const [date, slot] of [
      [w.monday, '07:00 - 08:00'], // before opening
      [w.monday, '08:30 - 09:30'], // not a step of the setting
      [w.monday, '16:00 - 18:00'],
      [addDays(w.monday, 7), SLOT], // a weekday no setting covers
    ]) {
      const res = await ctx.fx.create(
        ctx.company,
        ctx.fx.bookingBody(companyShop, date, slot, [p.id]),
      );
      expect(res.status, `${date} ${slot}`).toBe(400);
      expect(res.body.message).toBe(srv.slot_unknown);
      expect(res.body.errors).toEqual({ booking_time: srv.slot_unknown });
    }
  });
});

describe('places in a slot', () => {
  it('a full slot is refused with its time and date; the other slots keep their places', async () => {
    const w = await openWeek(2);
    const slot = '09:00 - 10:00';
    await booked(ctx.company, companyShop, w.day(1), slot);
    const second = await booked(ctx.individual, individualShop, w.day(1), slot);
    expect(await left(w.day(1), slot)).toBe(0);
    expect(await left(w.day(1), '10:00 - 11:00')).toBe(2);
    expect(await left(w.day(2), slot)).toBe(2);
    // The booking being edited does not count against its own slot.
    expect(await left(w.day(1), slot, second.id)).toBe(1);

    const p = await ctx.fx.product(companyShop);
    const res = await ctx.fx.create(
      ctx.company,
      ctx.fx.bookingBody(companyShop, w.day(1), slot, [p.id]),
    );
    const message = fill(srv.slot_full, { slot, date: thai(w.day(1)) });
    expect(message).toContain(`09:00 - 10:00 ของวันที่ ${thai(w.day(1))} เต็มแล้ว`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ booking_time: message });
    expect(await inSlot(w.day(1), slot)).toHaveLength(2);
  });

  it('two shops racing for the last place: exactly one gets it', async () => {
    const w = await openWeek(1);
    const mine = await ctx.fx.product(companyShop);
    const theirs = await ctx.fx.product(individualShop);
    for (const slot of ['08:00 - 09:00', '09:00 - 10:00', '10:00 - 11:00']) {
      const replies = await Promise.all([
        ctx.fx.create(ctx.company, ctx.fx.bookingBody(companyShop, w.day(2), slot, [mine.id])),
        ctx.fx.create(
          ctx.individual,
          ctx.fx.bookingBody(individualShop, w.day(2), slot, [theirs.id]),
        ),
      ]);
      expect(replies.map((r) => r.status).sort(), slot).toEqual([200, 400]);
      const refused = replies.find((r) => r.status === 400);
      const message = fill(srv.slot_full, { slot, date: thai(w.day(2)) });
      expect(refused?.body.errors).toEqual({ booking_time: message });
      const held = await inSlot(w.day(2), slot);
      expect(held).toHaveLength(1);
      expect(held[0].id).toBe(replies.find((r) => r.status === 200)?.body.data.id);
      expect(await left(w.day(2), slot)).toBe(0);
    }
  });

  it('a cancelled booking frees its place', async () => {
    const w = await openWeek(1);
    const first = await booked(ctx.company, companyShop, w.day(3));
    const p = await ctx.fx.product(individualShop);
    const body = ctx.fx.bookingBody(individualShop, w.day(3), SLOT, [p.id]);
    expect((await ctx.fx.create(ctx.individual, body)).status).toBe(400);
    const cancel = await save(first.id, companyShop, 7, { cancel_remark: 'ร้านค้าขอยกเลิก' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await left(w.day(3))).toBe(1);
    await ctx.fx.book(ctx.individual, body);
    expect(await left(w.day(3))).toBe(0);
  });

  it('the shop moves its booking: its own place does not count, a full slot is refused', async () => {
    const w = await openWeek(1);
    const mine = await booked(ctx.company, companyShop, w.monday, SLOT);
    await booked(ctx.individual, individualShop, w.monday, '09:00 - 10:00');
    const body = {
      ...companyBooking(w.monday, [mine.productId]),
      id: mine.id,
    };
    // Same slot, new contact: its own place is its.
    const same = await ctx.fx.shopSave(ctx.company, { ...body, contact_name: 'สมชาย ขับรถ' });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data).toEqual({ id: mine.id });
    // Into the full slot.
    const full = await ctx.fx.shopSave(ctx.company, { ...body, booking_time: '09:00 - 10:00' });
    expect(full.status).toBe(400);
    const message = fill(srv.slot_full, { slot: '09:00 - 10:00', date: thai(w.monday) });
    expect(full.body.errors).toEqual({ booking_time: message });
    expect(await rowOf(mine.id)).toMatchObject({ booking_time: SLOT, contact_name: 'สมชาย ขับรถ' });
    // Into a free slot of another day: the old place is free again.
    const moved = await ctx.fx.shopSave(ctx.company, {
      ...body,
      booking_dt: w.day(1),
      booking_time: '13:00 - 14:00',
    });
    expect(moved.status).toBe(200);
    expect(await rowOf(mine.id)).toMatchObject({
      booking_dt: w.day(1),
      booking_time: '13:00 - 14:00',
      slot_start: '13:00',
      slot_end: '14:00',
    });
    expect(await left(w.monday)).toBe(1);
    expect(await left(w.day(1), '13:00 - 14:00')).toBe(0);
    // Onto a date before today or a weekend.
    const past = await ctx.fx.shopSave(ctx.company, {
      ...body,
      booking_dt: addDays(warehouseToday(), -1),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ booking_dt: srv.past_date });
    const weekend = await ctx.fx.shopSave(ctx.company, { ...body, booking_dt: w.sunday });
    expect(weekend.status).toBe(400);
    expect(weekend.body.errors).toEqual({ booking_dt: srv.holiday });
  });
});

describe('the shop edits its booking', () => {
  it('while it awaits confirmation: contact, lines; not once confirmed', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop);
    const b = await ctx.fx.product(companyShop);
    const c = await ctx.fx.product(companyShop);
    const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [a.id, b.id]));
    const edit = {
      ...companyBooking(w.monday, [], {
        contact_name: 'มานี มีรถ',
        contact_tel: '0898765432',
        contact_email: 'manee@example.com',
        remark: 'มาช่วงบ่าย',
        product: [
          { product_id: b.id, amount: 9 },
          { product_id: c.id, amount: 1 },
        ],
      }),
      id: made.id,
    };
    // The edit needs the e-mail (spec part 2 §5.3): without it, 400 under the field.
    const noEmail = await ctx.fx.shopSave(ctx.company, { ...edit, contact_email: undefined });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual({ contact_email: th.validation.booking.email_required });
    const res = await ctx.fx.shopSave(ctx.company, edit);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [r] = (await ctx.fx.read(ctx.company, made.id)).body.data;
    expect(r).toMatchObject({
      contact_name: 'มานี มีรถ',
      contact_tel: '0898765432',
      contact_email: 'manee@example.com',
      remark: 'มาช่วงบ่าย',
      booking_status: 1,
    });
    expect(r.product.map((l) => [l.product_id, l.amount])).toEqual([
      [b.id, 9],
      [c.id, 1],
    ]);

    // A malformed e-mail: 403 under the field, nothing saved.
    const bad = await ctx.fx.shopSave(ctx.company, {
      ...edit,
      contact_email: 'manee@',
      remark: 'ใหม่',
    });
    expect(bad.status).toBe(403);
    expect(bad.body.errors).toEqual({ contact_email: srv.email_invalid });
    expect((await rowOf(made.id)).remark).toBe('มาช่วงบ่าย');
    // Another shop's product.
    const theirs = await ctx.fx.product(individualShop);
    const foreign = await ctx.fx.shopSave(ctx.company, {
      ...edit,
      product: [{ product_id: theirs.id, amount: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({
      product: srv.not_of_shop,
      'product.0.product_id': srv.not_of_shop,
    });

    // Confirmed: the shop can no longer change it.
    expect((await save(made.id, companyShop, 2)).status).toBe(200);
    const locked = await ctx.fx.shopSave(ctx.company, { ...edit, contact_name: 'ช้าไป' });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe(srv.shop_locked);
    expect((await rowOf(made.id)).contact_name).toBe('มานี มีรถ');
    expect((await linesOf(made.id)).map((l) => l.product_id)).toEqual([b.id, c.id]);
    for (const status of [3, 4, 5, 6, 7]) {
      await setStatus(made.id, status);
      const res2 = await ctx.fx.shopSave(ctx.company, edit);
      expect(res2.status, String(status)).toBe(400);
      expect(res2.body.message).toBe(srv.shop_locked);
    }
  });

  it("staff do not use the shop's save; a shop user not another shop's booking", async () => {
    const w = await openWeek();
    const mine = await booked(ctx.company, companyShop, w.monday);
    const theirs = await booked(ctx.individual, individualShop, w.monday);
    const body = {
      ...companyBooking(w.monday, [mine.productId]),
      id: mine.id,
    };
    const staff = await ctx.fx.shopSave(ctx.admin, body);
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe(th.server.forbidden);
    // Their booking under one's own shop: not found there; under theirs: not one's shop.
    const within = await ctx.fx.shopSave(ctx.company, { ...body, id: theirs.id });
    expect(within.status).toBe(404);
    expect(within.body.message).toBe(srv.not_found);
    const foreign = await ctx.fx.shopSave(ctx.company, {
      ...ctx.fx.bookingBody(individualShop, w.monday, SLOT, [theirs.productId]),
      id: theirs.id,
      contact_name: 'ไม่ใช่ของฉัน',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(th.server.shop_forbidden);
    expect((await rowOf(theirs.id)).contact_name).toBe('สมหญิง ส่งไว');
  });
});

// Written out by hand from DESIGN.md "Inbound booking" and spec part 2 §4.3: one step at a
// time 1 → 2 → 3 → 4 → 5 or 6, 7 from 1–4; staff may take several steps in one save.
const STAFF_MOVES = [
  ...['1>2', '1>3', '1>4', '1>5', '1>6', '1>7'],
  ...['2>3', '2>4', '2>5', '2>6', '2>7'],
  ...['3>4', '3>5', '3>6', '3>7'],
  ...['4>5', '4>6', '4>7'],
];
const STATUSES = [1, 2, 3, 4, 5, 6, 7];
/** The status select offered to staff: the current status and every later one it may reach. */
const STAFF_CHOICES: Record<number, number[]> = {
  1: [1, 2, 3, 4, 5, 6, 7],
  2: [2, 3, 4, 5, 6, 7],
  3: [3, 4, 5, 6, 7],
  4: [4, 5, 6, 7],
  5: [5],
  6: [6],
  7: [7],
};

describe("the staff's moves", () => {
  it('every allowed move succeeds and every other is refused (400)', async () => {
    const w = week();
    await ctx.fx.addSetting(ctx.admin, settingBody(w.monday, w.friday, { capacity: 100 }));
    const p = await ctx.fx.product(companyShop, 0);
    const seen: string[] = [];
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        if (to === from) continue;
        const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [p.id]));
        await setStatus(made.id, from);
        const key = `${from}>${to}`;
        const remark = to === 6 || to === 7 ? { cancel_remark: `เหตุผล ${key}` } : {};
        // Receiving needs the count: as booked.
        const counted = to === 5 || to === 6 ? { counted: [countOf(p.id, 5)] } : {};
        const res = await save(made.id, companyShop, to, { ...remark, ...counted }, ctx.warehouse);
        if (STAFF_MOVES.includes(key)) {
          expect(res.status, `${key}: ${res.body.message}`).toBe(200);
          expect(res.body.data).toEqual({ id: made.id, booking_status: to });
          expect((await rowOf(made.id)).booking_status).toBe(to);
          seen.push(key);
        } else {
          expect(res.status, key).toBe(400);
          expect((await rowOf(made.id)).booking_status).toBe(from);
          if (from >= 5) {
            expect(res.body.message, key).toBe(srv.final);
          } else {
            expect(res.body.message, key).toBe(
              fill(srv.bad_move, {
                booking: made.booking_no,
                from: statusName(from),
                to: statusName(to),
              }),
            );
            expect(res.body.errors).toEqual({ booking_status: msg.status_required });
          }
        }
      }
    }
    expect(seen).toEqual(STAFF_MOVES);
  });

  it("the status select: the current status and staff's moves; shop users only the current", async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    for (const s of STATUSES) {
      await setStatus(made.id, s);
      const staff = await call(ctx.app, 'GET', 'master-getbookingstatus', {
        cookie: ctx.warehouse,
        query: { booking_id: made.id },
      });
      expect(staff.status).toBe(200);
      expect(staff.body.data, String(s)).toEqual(
        STAFF_CHOICES[s].map((id) => ({
          id,
          enum_values: String(id),
          enum_desc: statusName(id),
        })),
      );
      const shop = await call(ctx.app, 'GET', 'master-getbookingstatus', {
        cookie: ctx.company,
        query: { booking_id: made.id },
      });
      expect(shop.body.data).toEqual([{ id: s, enum_values: String(s), enum_desc: statusName(s) }]);
      const current = await call(ctx.app, 'GET', 'book-getcurrentbookingstatus', {
        cookie: ctx.company,
        query: { booking_id: made.id },
      });
      expect(current.body.data).toEqual({
        id: made.id,
        booking_status: s,
        status_name: statusName(s),
        is_booking: s,
      });
    }
    expect(statusName(6)).toBe('ปิดงาน (มีส่วนต่าง)');
  });

  it("a shop user cannot use the staff's save", async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    const res = await save(made.id, companyShop, 2, {}, ctx.company);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(th.server.forbidden);
    expect((await rowOf(made.id)).booking_status).toBe(1);
  });

  it('the same status again changes nothing', async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    await moveTo(made.id, companyShop, 2);
    const before = await rowOf(made.id);
    const notices = await noticesOf(made.booking_no);
    const res = await save(made.id, companyShop, 2);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: made.id, booking_status: 2 });
    expect(await rowOf(made.id)).toEqual(before);
    expect(await noticesOf(made.booking_no)).toEqual(notices);
  });

  it('cancelling needs the cancel remark; closing with a discrepancy needs the note', async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    for (const extra of [{}, { cancel_remark: '' }, { cancel_remark: '   ' }]) {
      const res = await save(made.id, companyShop, 7, extra);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(msg.cancel_remark_required);
      expect(res.body.errors).toEqual({ cancel_remark: msg.cancel_remark_required });
    }
    expect((await rowOf(made.id)).booking_status).toBe(1);
    const ok = await save(made.id, companyShop, 7, { cancel_remark: '  รถเสียระหว่างทาง ' });
    expect(ok.status).toBe(200);
    expect((await ctx.fx.read(ctx.company, made.id)).body.data[0]).toMatchObject({
      booking_status: 7,
      status_name: 'ยกเลิก',
      cancel_remark: 'รถเสียระหว่างทาง',
    });

    const other = await booked(ctx.company, companyShop, w.monday);
    await moveTo(other.id, companyShop, 4);
    const noNote = await save(other.id, companyShop, 6);
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors).toEqual({ cancel_remark: msg.note_required });
    expect((await rowOf(other.id)).booking_status).toBe(4);
    const withNote = await save(other.id, companyShop, 6, {
      cancel_remark: 'ขาด 1 กล่อง',
      counted: [countOf(other.productId, 4)],
    });
    expect(withNote.status).toBe(200);
    expect(await rowOf(other.id)).toMatchObject({ booking_status: 6, cancel_remark: 'ขาด 1 กล่อง' });
  });
});

describe('receiving in one save', () => {
  /** The booking's history as staff read it (book-getbookinghistory), oldest first. */
  async function historyOf(id: number) {
    const res = await call<AuditRow[]>(ctx.app, 'GET', 'book-getbookinghistory', {
      cookie: ctx.warehouse,
      query: { booking_id: id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return [...res.body.data].reverse();
  }
  const steps = (rows: AuditRow[]) =>
    rows
      .filter((r) => r.action === 'booking_status_changed')
      .map((r) => r.changes.map((c) => `${c.field} ${c.before}>${c.after}`).join());

  /** Three products (18 with 7 in stock, 5 without a stock item, 4 with none in stock) booked. */
  async function threeLines(w: Awaited<ReturnType<typeof openWeek>>) {
    const a = await ctx.fx.product(companyShop, 7);
    const b = await ctx.fx.product(companyShop);
    const c = await ctx.fx.product(companyShop, 0);
    const made = await ctx.fx.book(
      ctx.company,
      companyBooking(w.monday, [], {
        product: [
          { product_id: a.id, amount: 18 },
          { product_id: b.id, amount: 5 },
          { product_id: c.id, amount: 4 },
        ],
      }),
    );
    return { made, a, b, c };
  }

  it('2 → 5: each step between in the history with who and when, the counts into stock', async () => {
    const w = await openWeek();
    const { made, a, b, c } = await threeLines(w);
    await moveTo(made.id, companyShop, 2);
    const before = Date.now();
    const res = await save(
      made.id,
      companyShop,
      5,
      { counted: [countOf(a.id, 18), countOf(b.id, 5), countOf(c.id, 4)] },
      ctx.warehouse,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: made.id, booking_status: 5 });

    const history = await historyOf(made.id);
    expect(steps(history)).toEqual([
      'booking_status 1>2',
      'booking_status 2>3',
      'booking_status 3>4',
      'booking_status 4>5',
    ]);
    const thisSave = history.slice(-4);
    expect(thisSave.map((r) => r.action)).toEqual([
      'booking_updated',
      'booking_status_changed',
      'booking_status_changed',
      'booking_status_changed',
    ]);
    for (const row of thisSave) {
      expect(row).toMatchObject({ actor_id: ctx.ids.warehouse, actor_name: 'วิภา รักงาน' });
      const at = Date.parse(row.at);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // The first step was the admin's, in a save of its own.
    expect(history[0]).toMatchObject({ actor_id: ctx.ids.admin });
    expect(thisSave[0].changes).toEqual([
      { field: `counted:${a.code}`, before: null, after: '18' },
      { field: `counted:${b.code}`, before: null, after: '5' },
      { field: `counted:${c.code}`, before: null, after: '4' },
    ]);

    // Exactly the counted quantities, one movement a line.
    const [itemA, itemB, itemC] = [
      await itemOf(companyShop, a.id),
      await itemOf(companyShop, b.id),
      await itemOf(companyShop, c.id),
    ];
    const movement = { kind: 'booking_received', doc_type: 'booking', doc_id: made.id };
    const extra = { reason: made.booking_no, user_id: ctx.ids.warehouse };
    expect(await movementsOf(made.id)).toEqual([
      { inventory_id: itemA.id, change: 18, balance: 25, ...movement, ...extra },
      { inventory_id: itemB.id, change: 5, balance: 5, ...movement, ...extra },
      { inventory_id: itemC.id, change: 4, balance: 4, ...movement, ...extra },
    ]);
    expect([itemA.balance, itemB.balance, itemC.balance]).toEqual([25, 5, 4]);
    // The shop is told once of the save: received (it was told of the confirmation before).
    const values = { booking: made.booking_no, date: thai(w.monday), slot: SLOT };
    expect((await noticesOf(made.booking_no)).map((n) => n.message)).toEqual([
      fill(srv.notice.confirmed, values),
      fill(srv.notice.received, { ...values, count: 27 }),
    ]);
  });

  it('a count over twice the booked one: refused without the flag, nothing in stock; then accepted', async () => {
    const w = await openWeek();
    const { made, a, b, c } = await threeLines(w);
    await moveTo(made.id, companyShop, 2);
    const historyBefore = await historyOf(made.id);
    const body = {
      counted: [countOf(a.id, 20), countOf(b.id, 5), countOf(c.id, 9)],
      cancel_remark: 'นับได้เกินจากที่จอง',
    };
    const refused = await save(made.id, companyShop, 6, body, ctx.warehouse);
    expect(refused.status).toBe(400);
    // Only the line over twice its booking (9 of 4) is named; 20 of 18 is a difference.
    const over = fill(srv.over_count, {
      lines: fill(srv.count_line, { code: c.code, name: c.name, booked: 4, counted: 9 }),
    });
    expect(refused.body.message).toBe(over);
    expect(refused.body.errors).toEqual({ counted: over });
    expect(await rowOf(made.id)).toMatchObject({ booking_status: 2, received_dt: null });
    expect((await linesOf(made.id)).map((l) => l.received_amount)).toEqual([null, null, null]);
    expect(await movementsOf(made.id)).toEqual([]);
    expect((await itemOf(companyShop, a.id)).balance).toBe(7);
    expect(await itemOf(companyShop, b.id)).toBeUndefined();
    expect((await itemOf(companyShop, c.id)).balance).toBe(0);
    expect(await historyOf(made.id)).toEqual(historyBefore);

    const accepted = await save(
      made.id,
      companyShop,
      6,
      { ...body, confirm_over_count: true },
      ctx.warehouse,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await movementsOf(made.id)).map((m) => m.change)).toEqual([20, 5, 9]);
    expect((await itemOf(companyShop, a.id)).balance).toBe(27);
    expect((await itemOf(companyShop, c.id)).balance).toBe(9);
    expect(await rowOf(made.id)).toMatchObject({
      booking_status: 6,
      cancel_remark: 'นับได้เกินจากที่จอง',
    });
    expect(steps(await historyOf(made.id))).toEqual([
      'booking_status 1>2',
      'booking_status 2>3',
      'booking_status 3>4',
      'booking_status 4>6',
    ]);
  });

  it('backwards and from a final status: still refused, with the same messages', async () => {
    const w = await openWeek();
    const { made, a, b, c } = await threeLines(w);
    await moveTo(made.id, companyShop, 4);
    const history = await historyOf(made.id);
    for (const to of [1, 2, 3]) {
      const back = await save(made.id, companyShop, to, {}, ctx.warehouse);
      expect(back.status).toBe(400);
      expect(back.body.message).toBe(
        fill(srv.bad_move, { booking: made.booking_no, from: statusName(4), to: statusName(to) }),
      );
    }
    expect(await historyOf(made.id)).toEqual(history);
    const counted = [countOf(a.id, 18), countOf(b.id, 5), countOf(c.id, 4)];
    expect((await save(made.id, companyShop, 5, { counted })).status).toBe(200);
    for (const to of [2, 4, 6, 7]) {
      const res = await save(made.id, companyShop, to, { cancel_remark: 'ย้อนกลับ' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(srv.final);
    }
    expect((await rowOf(made.id)).booking_status).toBe(5);
    expect(await movementsOf(made.id)).toHaveLength(3);
  });

  it('the shop is told once a save, of the furthest step', async () => {
    const w = await openWeek();
    const values = (b: { booking_no: string }) => ({
      booking: b.booking_no,
      date: thai(w.monday),
      slot: SLOT,
    });
    const toDock = await booked(ctx.company, companyShop, w.monday);
    expect((await save(toDock.id, companyShop, 3)).status).toBe(200);
    expect((await noticesOf(toDock.booking_no)).map((n) => n.message)).toEqual([
      fill(srv.notice.confirmed, values(toDock)),
    ]);
    const received = await booked(ctx.company, companyShop, w.monday);
    const res = await save(received.id, companyShop, 5, {
      counted: [countOf(received.productId, 5)],
    });
    expect(res.status).toBe(200);
    expect((await noticesOf(received.booking_no)).map((n) => n.message)).toEqual([
      fill(srv.notice.received, { ...values(received), count: 5 }),
    ]);
  });

  it("the history is the staff's: a shop user is refused", async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    const res = await call(ctx.app, 'GET', 'book-getbookinghistory', {
      cookie: ctx.company,
      query: { booking_id: made.id },
    });
    expect(res.status).toBe(403);
    expect(await historyOf(made.id)).toEqual([]);
  });
});

describe('the assignee', () => {
  it('is locked while awaiting confirmation and once final; must be warehouse staff', async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    const locked = fill(srv.assignee_locked, { status: 'รอการยืนยัน' });
    for (const to of [1, 2]) {
      const res = await save(made.id, companyShop, to, { assignee: ctx.ids.warehouse });
      expect(res.status, String(to)).toBe(400);
      expect(res.body.message).toBe(locked);
      expect(res.body.errors).toEqual({ assignee: locked });
    }
    expect(await rowOf(made.id)).toMatchObject({ booking_status: 1, assignee: null });

    await moveTo(made.id, companyShop, 2);
    const shopUser = await save(made.id, companyShop, 2, { assignee: ctx.ids.company });
    expect(shopUser.status).toBe(400);
    expect(shopUser.body.errors).toEqual({ assignee: srv.not_officer });
    const nobody = await save(made.id, companyShop, 2, { assignee: 999_999 });
    expect(nobody.body.errors).toEqual({ assignee: srv.not_officer });

    const ok = await save(made.id, companyShop, 2, { assignee: ctx.ids.warehouse });
    expect(ok.status).toBe(200);
    expect((await ctx.fx.read(ctx.company, made.id)).body.data[0]).toMatchObject({
      assignee: ctx.ids.warehouse,
      assignee_name: 'วิภา รักงาน',
    });
    // Left out: kept; 0: none.
    await save(made.id, companyShop, 3);
    expect((await rowOf(made.id)).assignee).toBe(ctx.ids.warehouse);
    await save(made.id, companyShop, 3, { assignee: 0 });
    expect((await rowOf(made.id)).assignee).toBeNull();
    // With the move to 4 in the same save.
    expect((await save(made.id, companyShop, 4, { assignee: ctx.ids.admin })).status).toBe(200);
    expect(await rowOf(made.id)).toMatchObject({ booking_status: 4, assignee: ctx.ids.admin });

    await save(made.id, companyShop, 5, { counted: [countOf(made.productId, 5)] });
    const final = await save(made.id, companyShop, 5, { assignee: ctx.ids.warehouse });
    expect(final.status).toBe(400);
    expect(final.body.message).toBe(srv.final);
    expect((await rowOf(made.id)).assignee).toBe(ctx.ids.admin);
  });
});

describe('the counted amounts', () => {
  it('are typed while the goods are at the dock or being received, or with the move there', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop);
    const b = await ctx.fx.product(companyShop);
    const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [a.id, b.id]));
    const count = (
      status: number,
      counted: { product_id: number; received_amount: number | null }[],
    ) => save(made.id, companyShop, status, { counted });

    for (const status of [1, 2]) {
      await setStatus(made.id, status);
      const res = await count(status, [countOf(a.id, 4)]);
      expect(res.status, String(status)).toBe(400);
      expect(res.body.message).toBe(srv.counting_closed);
      expect(res.body.errors).toEqual({ counted: srv.counting_closed });
    }
    // Nor with a cancellation.
    const cancel = await save(made.id, companyShop, 7, {
      cancel_remark: 'ยกเลิก',
      counted: [countOf(a.id, 4)],
    });
    expect(cancel.body.errors).toEqual({ counted: srv.counting_closed });
    expect((await linesOf(made.id)).map((l) => l.received_amount)).toEqual([null, null]);

    // With the move that brings the goods to the dock: counted in the same save.
    const moving = await count(3, [countOf(a.id, 4)]);
    expect(moving.status, JSON.stringify(moving.body)).toBe(200);
    expect((await rowOf(made.id)).booking_status).toBe(3);
    expect(await linesOf(made.id)).toEqual([
      { product_id: a.id, amount: 5, received_amount: 4 },
      { product_id: b.id, amount: 5, received_amount: null },
    ]);
    const unknown = await ctx.fx.product(companyShop);
    const notALine = await count(3, [countOf(unknown.id, 1)]);
    expect(notALine.status).toBe(400);
    expect(notALine.body.errors).toEqual({ counted: srv.counted_unknown });
    const negative = await count(3, [countOf(a.id, -1)]);
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual({ 'counted.0.received_amount': msg.amount_whole });

    // Recounted with the move to 4, and again at 4; null clears a count.
    const to4 = await count(4, [countOf(b.id, 7)]);
    expect(to4.status).toBe(200);
    const at4 = await count(4, [countOf(a.id, 6), countOf(b.id, null)]);
    expect(at4.status).toBe(200);
    expect(
      (await ctx.fx.read(ctx.admin, made.id)).body.data[0].product.map((l) => l.received_amount),
    ).toEqual([6, null]);

    // Receiving needs every line counted: refused, nothing moved.
    const uncounted = await save(made.id, companyShop, 5);
    expect(uncounted.status).toBe(400);
    expect(uncounted.body.message).toBe(srv.count_required);
    expect(uncounted.body.errors).toEqual({ counted: srv.count_required });
    expect((await rowOf(made.id)).booking_status).toBe(4);
    expect(await movementsOf(made.id)).toEqual([]);

    await count(5, [countOf(a.id, 5), countOf(b.id, 5)]);
    expect((await rowOf(made.id)).booking_status).toBe(5);
    const after = await count(5, [countOf(a.id, 1)]);
    expect(after.status).toBe(400);
    expect(after.body.message).toBe(srv.final);
    expect((await linesOf(made.id)).map((l) => l.received_amount)).toEqual([5, 5]);
  });

  it('a count over twice the booked amount needs the confirmation flag', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop);
    const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [a.id]));
    await moveTo(made.id, companyShop, 3);
    const line = fill(srv.count_line, {
      code: a.code,
      name: a.name,
      booked: 5,
      counted: 11,
    });
    const over = fill(srv.over_count, { lines: line });
    expect(over).toContain('มากกว่าสองเท่าของจำนวนที่จอง');
    for (const flag of [{}, { confirm_over_count: false }]) {
      const res = await save(made.id, companyShop, 3, { counted: [countOf(a.id, 11)], ...flag });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(over);
      expect(res.body.errors).toEqual({ counted: over });
    }
    expect((await linesOf(made.id))[0].received_amount).toBeNull();
    // Twice is not over twice.
    expect((await save(made.id, companyShop, 3, { counted: [countOf(a.id, 10)] })).status).toBe(
      200,
    );
    const confirmed = await save(made.id, companyShop, 3, {
      counted: [countOf(a.id, 11)],
      confirm_over_count: true,
    });
    expect(confirmed.status).toBe(200);
    expect((await linesOf(made.id))[0].received_amount).toBe(11);
    // A count confirmed once stands: sent again unchanged, it needs no flag.
    const closed = await save(made.id, companyShop, 6, {
      counted: [countOf(a.id, 11)],
      cancel_remark: 'เกิน 6 ชิ้น',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((await movementsOf(made.id)).map((m) => m.change)).toEqual([11]);
  });
});

describe('receiving the goods', () => {
  it('adds each line as counted to stock, with one movement each; 5 only as booked', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop, 10); // counted 4 of 5
    const b = await ctx.fx.product(companyShop); // no stock item; counted 3 of 3
    const c = await ctx.fx.product(companyShop, 5); // counted 0 of 2
    const made = await ctx.fx.book(
      ctx.company,
      companyBooking(w.monday, [], {
        product: [
          { product_id: a.id, amount: 5 },
          { product_id: b.id, amount: 3 },
          { product_id: c.id, amount: 2 },
        ],
      }),
    );
    await moveTo(made.id, companyShop, 3);
    await save(made.id, companyShop, 4, { counted: [countOf(a.id, 4), countOf(c.id, 0)] });
    expect(await movementsOf(made.id)).toEqual([]);
    expect((await rowOf(made.id)).received_dt).toBeNull();

    // b not counted yet.
    const missing = await save(made.id, companyShop, 5);
    expect(missing.body.message).toBe(srv.count_required);
    // Counted, but not as booked: 5 is refused naming the lines; 6 with its note is the way.
    const differs = await save(made.id, companyShop, 5, { counted: [countOf(b.id, 3)] });
    expect(differs.status).toBe(400);
    const lines = [
      fill(srv.count_line, { code: a.code, name: a.name, booked: 5, counted: 4 }),
      fill(srv.count_line, { code: c.code, name: c.name, booked: 2, counted: 0 }),
    ].join(', ');
    const message = fill(srv.count_differs, { lines, status: statusName(6) });
    expect(differs.body.message).toBe(message);
    expect(differs.body.errors).toEqual({ booking_status: message });
    // Refused whole: b's count was not kept either.
    expect((await linesOf(made.id)).map((l) => l.received_amount)).toEqual([4, null, 0]);
    expect(await movementsOf(made.id)).toEqual([]);

    const res = await save(made.id, companyShop, 6, {
      counted: [countOf(b.id, 3)],
      cancel_remark: 'ขาด 1 ชิ้นและ 2 ชิ้น',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: made.id, booking_status: 6 });
    const itemA = await itemOf(companyShop, a.id);
    const itemB = await itemOf(companyShop, b.id);
    expect(itemA.balance).toBe(14);
    expect(itemB).toMatchObject({ balance: 3, deleted_at: null });
    expect((await itemOf(companyShop, c.id)).balance).toBe(5);
    const movement = { kind: 'booking_received', doc_type: 'booking', doc_id: made.id };
    const extra = { reason: made.booking_no, user_id: ctx.ids.admin };
    expect(await movementsOf(made.id)).toEqual([
      { inventory_id: itemA.id, change: 4, balance: 14, ...movement, ...extra },
      { inventory_id: itemB.id, change: 3, balance: 3, ...movement, ...extra },
    ]);
    const [r] = (await ctx.fx.read(ctx.company, made.id)).body.data;
    expect(r.received_dt).not.toBeNull();
    expect(r.status_name).toBe('ปิดงาน (มีส่วนต่าง)');

    // Saved again at 6: nothing more.
    const again = await save(made.id, companyShop, 6);
    expect(again.status).toBe(200);
    expect(await movementsOf(made.id)).toHaveLength(2);
    expect((await itemOf(companyShop, a.id)).balance).toBe(14);
    // Nor can it be closed another way.
    const five = await save(made.id, companyShop, 5);
    expect(five.status).toBe(400);
    expect(five.body.message).toBe(srv.final);
    expect(await movementsOf(made.id)).toHaveLength(2);
  });

  it('two saves to received at the same moment add the goods once', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop, 20);
    const b = await ctx.fx.product(companyShop);
    const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [a.id, b.id]));
    await moveTo(made.id, companyShop, 4);
    const counted = { counted: [countOf(a.id, 5), countOf(b.id, 5)] };
    const replies = await Promise.all([
      save(made.id, companyShop, 5, counted, ctx.admin),
      save(made.id, companyShop, 5, counted, ctx.warehouse),
    ]);
    // The second finds it received already: nothing to change.
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(await movementsOf(made.id)).toHaveLength(2);
    expect((await itemOf(companyShop, a.id)).balance).toBe(25);
    expect((await itemOf(companyShop, b.id)).balance).toBe(5);
    const received = (await noticesOf(made.booking_no)).filter(
      (n) => n.user_id === ctx.ids.company && n.message.startsWith('รับสินค้า'),
    );
    expect(received).toHaveLength(1);
  });

  it('closing with a discrepancy from the dock: counted, through 4, into stock in one save', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop, 1);
    const b = await ctx.fx.product(companyShop, 2);
    const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [a.id, b.id]));
    await moveTo(made.id, companyShop, 3);
    await save(made.id, companyShop, 3, { counted: [countOf(a.id, 2)] });
    const closed = await save(made.id, companyShop, 6, {
      cancel_remark: 'สินค้า A ขาด 3 ชิ้น',
      counted: [countOf(a.id, 2), countOf(b.id, 5)],
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((await itemOf(companyShop, a.id)).balance).toBe(3);
    expect((await itemOf(companyShop, b.id)).balance).toBe(7);
    expect((await movementsOf(made.id)).map((m) => [m.change, m.balance])).toEqual([
      [2, 3],
      [5, 7],
    ]);
    expect(await rowOf(made.id)).toMatchObject({
      booking_status: 6,
      cancel_remark: 'สินค้า A ขาด 3 ชิ้น',
    });
    expect((await rowOf(made.id)).received_dt).not.toBeNull();
  });

  it('a removed stock item is brought back with the goods', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop, 0);
    await db()
      .update(inventory)
      .set({ deleted_at: new Date() })
      .where(eq(inventory.id, a.inventoryId as number));
    const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [a.id]));
    await moveTo(made.id, companyShop, 4);
    expect((await save(made.id, companyShop, 5, { counted: [countOf(a.id, 5)] })).status).toBe(200);
    expect(await itemOf(companyShop, a.id)).toMatchObject({
      id: a.inventoryId,
      balance: 5,
      deleted_at: null,
    });
  });

  it('goods once received are never added again, whatever the status says', async () => {
    const w = await openWeek();
    const a = await ctx.fx.product(companyShop, 0);
    const made = await ctx.fx.book(ctx.company, companyBooking(w.monday, [a.id]));
    await moveTo(made.id, companyShop, 4);
    await save(made.id, companyShop, 5, { counted: [countOf(a.id, 5)] });
    expect((await itemOf(companyShop, a.id)).balance).toBe(5);
    // The status put back by hand: the booking keeps its received date.
    await setStatus(made.id, 4);
    expect((await save(made.id, companyShop, 6, { cancel_remark: 'ตรวจซ้ำ' })).status).toBe(200);
    expect((await itemOf(companyShop, a.id)).balance).toBe(5);
    expect(await movementsOf(made.id)).toHaveLength(1);
  });
});

describe("the shop's notifications", () => {
  it('on confirmation, receipt and cancellation; not on the steps between', async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.day(1), '14:00 - 15:00');
    expect(await noticesOf(made.booking_no)).toEqual([]);
    const values = { booking: made.booking_no, date: thai(w.day(1)), slot: '14:00 - 15:00' };

    await moveTo(made.id, companyShop, 2);
    const confirmed = fill(srv.notice.confirmed, values);
    expect(confirmed).toBe(
      `การนัดหมายส่งสินค้า ${made.booking_no} วันที่ ${thai(w.day(1))} เวลา 14:00 - 15:00 ได้รับการยืนยันแล้ว`,
    );
    expect(await noticesOf(made.booking_no)).toEqual([
      { user_id: ctx.ids.company, message: confirmed },
    ]);

    await moveTo(made.id, companyShop, 4);
    expect(await noticesOf(made.booking_no)).toHaveLength(1);
    await save(made.id, companyShop, 4, { counted: [countOf(made.productId, 4)] });
    await save(made.id, companyShop, 6, { cancel_remark: 'ขาด 1 ชิ้น' });
    expect(await noticesOf(made.booking_no)).toEqual([
      { user_id: ctx.ids.company, message: confirmed },
      { user_id: ctx.ids.company, message: fill(srv.notice.received, { ...values, count: 4 }) },
    ]);

    const other = await booked(ctx.individual, individualShop, w.day(1));
    await save(other.id, individualShop, 7, { cancel_remark: 'ร้านปิดปรับปรุง' });
    expect(await noticesOf(other.booking_no)).toEqual([
      {
        user_id: ctx.ids.individual,
        message: `การนัดหมายส่งสินค้า ${other.booking_no} ถูกยกเลิก: ร้านปิดปรับปรุง`,
      },
    ]);
    // No one of the other shop is told.
    const told = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, ctx.ids.individual),
          like(notifications.message, `%${made.booking_no}%`),
        ),
      );
    expect(told).toEqual([]);
  });
});

describe("one shop and another's bookings", () => {
  it('lists, one booking and its statuses: only their own', async () => {
    const w = await openWeek();
    const mine = await booked(ctx.company, companyShop, w.monday);
    const theirs = await booked(ctx.individual, individualShop, w.monday);

    const own = await call<BookingListRow[]>(ctx.app, 'GET', 'book-getbooking', {
      cookie: ctx.company,
      query: { shop_id: companyShop },
    });
    expect(own.status).toBe(200);
    const ids = own.body.data.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(own.body.data.every((r) => r.shop_id === companyShop)).toBe(true);
    const found = await call<BookingListRow[]>(ctx.app, 'GET', 'book-getbooking', {
      cookie: ctx.company,
      query: { shop_id: companyShop, search: mine.booking_no },
    });
    expect(found.body.data.map((r) => r.id)).toEqual([mine.id]);
    const searchTheirs = await call<BookingListRow[]>(ctx.app, 'GET', 'book-getbooking', {
      cookie: ctx.company,
      query: { shop_id: companyShop, search: theirs.booking_no },
    });
    expect(searchTheirs.body.data).toEqual([]);

    for (const [name, query] of [
      ['book-getbooking', { shop_id: individualShop }],
      ['book-getbookingbyid', { booking_id: theirs.id }],
      ['master-getbookingstatus', { booking_id: theirs.id }],
      ['book-getcurrentbookingstatus', { booking_id: theirs.id }],
      [
        'book-getcalendarbooking',
        { shop_id: individualShop, date_from: w.monday, date_to: w.sunday },
      ],
    ] as const) {
      const res = await call(ctx.app, 'GET', name, { cookie: ctx.company, query });
      expect(res.status, name).toBe(403);
      expect(res.body.message).toBe(th.server.shop_forbidden);
      expect(JSON.stringify(res.body)).not.toContain(theirs.booking_no);
    }
    const missing = await ctx.fx.read(ctx.company, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(srv.not_found);

    // The staff's list: every shop's, or one shop's; not for shop users.
    const refused = await call(ctx.app, 'GET', 'book-getallbookingadmin', { cookie: ctx.company });
    expect(refused.status).toBe(403);
    const all = await call<BookingListRow[]>(ctx.app, 'GET', 'book-getallbookingadmin', {
      cookie: ctx.warehouse,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const one = await call<BookingListRow[]>(ctx.app, 'GET', 'book-getallbookingadmin', {
      cookie: ctx.warehouse,
      query: { shop_id: individualShop },
    });
    expect(one.body.data.map((r) => r.id)).toContain(theirs.id);
    expect(one.body.data.every((r) => r.shop_id === individualShop)).toBe(true);
    const byShopName = await call<BookingListRow[]>(ctx.app, 'GET', 'book-getallbookingadmin', {
      cookie: ctx.warehouse,
      query: { search: 'บ้านสวนออร์แกนิก' },
    });
    expect(byShopName.body.data.map((r) => r.id)).toContain(theirs.id);
    expect(byShopName.body.data.every((r) => r.shop_id === individualShop)).toBe(true);
    // Staff read any booking.
    expect((await ctx.fx.read(ctx.warehouse, theirs.id)).body.data[0].shop_id).toBe(individualShop);
  });

  it("the calendar shows another shop's booking only as a booked slot", async () => {
    const w = await openWeek();
    const mine = await booked(ctx.company, companyShop, w.day(1), '10:00 - 11:00');
    const mine2 = await booked(ctx.company, companyShop2, w.day(1), '11:00 - 12:00');
    const theirs = await booked(ctx.individual, individualShop, w.day(1), '10:00 - 11:00');
    const cancelled = await booked(ctx.individual, individualShop, w.day(2));
    await save(cancelled.id, individualShop, 7, { cancel_remark: 'ยกเลิก' });
    await moveTo(mine.id, companyShop, 2);
    const range = { date_from: w.monday, date_to: w.sunday };
    const calendar = (cookie: string, query: Record<string, string | number>) =>
      call<CalendarEvent[]>(ctx.app, 'GET', 'book-getcalendarbooking', { cookie, query });

    const hidden = {
      id: null,
      shop_id: null,
      shop_name: null,
      booking_status: null,
      own: false,
    };
    const seen = await calendar(ctx.company, { ...range, shop_id: companyShop });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual([
      {
        id: mine.id,
        booking_dt: w.day(1),
        booking_time: '10:00 - 11:00',
        start: '10:00',
        end: '11:00',
        own: true,
        shop_id: companyShop,
        shop_name: 'สยามสมาร์ทช็อป',
        booking_status: 2,
      },
      {
        booking_dt: w.day(1),
        booking_time: '10:00 - 11:00',
        start: '10:00',
        end: '11:00',
        ...hidden,
      },
      {
        id: mine2.id,
        booking_dt: w.day(1),
        booking_time: '11:00 - 12:00',
        start: '11:00',
        end: '12:00',
        own: false,
        shop_id: companyShop2,
        shop_name: 'สยามสมาร์ท เอาท์เล็ต',
        booking_status: 1,
      },
    ]);
    const text = JSON.stringify(seen.body);
    expect(text).not.toContain('บ้านสวนออร์แกนิก');
    expect(text).not.toContain(String(theirs.booking_no));
    expect(text).not.toContain(String(cancelled.booking_no));

    // Without a shop: any of the caller's shops is their own.
    const any = (await calendar(ctx.company, range)).body.data;
    expect(any.map((e) => [e.id, e.own])).toEqual([
      [mine.id, true],
      [null, false],
      [mine2.id, true],
    ]);
    // The other shop sees company's as booked slots.
    const other = (await calendar(ctx.individual, range)).body.data;
    expect(other).toEqual([
      {
        booking_dt: w.day(1),
        booking_time: '10:00 - 11:00',
        start: '10:00',
        end: '11:00',
        ...hidden,
      },
      expect.objectContaining({ id: theirs.id, own: true, shop_id: individualShop }),
      {
        booking_dt: w.day(1),
        booking_time: '11:00 - 12:00',
        start: '11:00',
        end: '12:00',
        ...hidden,
      },
    ]);
    // Staff see every shop's, none as their own.
    const staff = (await calendar(ctx.warehouse, range)).body.data;
    expect(staff.map((e) => [e.id, e.shop_id, e.own])).toEqual([
      [mine.id, companyShop, false],
      [theirs.id, individualShop, false],
      [mine2.id, companyShop2, false],
    ]);
    // The range is checked.
    const backwards = await calendar(ctx.company, { date_from: w.sunday, date_to: w.monday });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ date_to: msg.range_invalid });
  });
});

describe("the booking's photo", () => {
  it('is uploaded until the goods are received, then refused', async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    const file = { name: 'boxes.png', type: 'image/png', content: PNG };
    const fields = { shop_id: companyShop, booking_id: made.id };
    const first = await ctx.fx.uploadPic(ctx.company, fields, file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.booking_pic).toMatch(/\.png$/);
    expect((await ctx.fx.read(ctx.company, made.id)).body.data[0].booking_pic).toBe(
      first.body.data.booking_pic,
    );
    for (const status of [2, 3, 4]) {
      await setStatus(made.id, status);
      const res = await ctx.fx.uploadPic(status === 4 ? ctx.warehouse : ctx.company, fields, file);
      expect(res.status, String(status)).toBe(200);
      expect((await rowOf(made.id)).booking_pic).toBe(res.body.data.booking_pic);
    }
    const kept = (await rowOf(made.id)).booking_pic;
    for (const status of [5, 6, 7]) {
      await setStatus(made.id, status);
      for (const cookie of [ctx.company, ctx.admin]) {
        const res = await ctx.fx.uploadPic(cookie, fields, file);
        expect(res.status, String(status)).toBe(400);
        expect(res.body.message).toBe(srv.photo_locked);
        expect(res.body.errors).toEqual({ booking_pic: srv.photo_locked });
      }
    }
    expect((await rowOf(made.id)).booking_pic).toBe(kept);
  });

  it('must be an image, of one of their own bookings', async () => {
    const w = await openWeek();
    const made = await booked(ctx.company, companyShop, w.monday);
    const theirs = await booked(ctx.individual, individualShop, w.monday);
    const text = { name: 'boxes.png', type: 'image/png', content: Buffer.from('not a picture') };
    const notImage = await ctx.fx.uploadPic(
      ctx.company,
      { shop_id: companyShop, booking_id: made.id },
      text,
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors).toEqual({ booking_pic: th.server.image_only });
    const png = { name: 'boxes.png', type: 'image/png', content: PNG };
    const foreign = await ctx.fx.uploadPic(
      ctx.company,
      { shop_id: individualShop, booking_id: theirs.id },
      png,
    );
    expect(foreign.status).toBe(403);
    const within = await ctx.fx.uploadPic(
      ctx.company,
      { shop_id: companyShop, booking_id: theirs.id },
      png,
    );
    expect(within.status).toBe(404);
    expect((await rowOf(theirs.id)).booking_pic).toBeNull();
    expect(
      await db()
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, made.id), isNull(bookings.booking_pic))),
    ).toHaveLength(1);
  });
});

describe('the list’s status tabs', () => {
  it('each tab lists the bookings of its statuses, by delivery date, and is counted as the list searches', async () => {
    const w = await openWeek();
    const contact = `แท็บ${Date.now().toString(36)}`;
    const p = await ctx.fx.product(companyShop);
    const make = async (day: number) =>
      (
        await ctx.fx.book(
          ctx.company,
          companyBooking(w.day(day), [p.id], { contact_name: contact }),
        )
      ).id;
    // Made out of date order: two open, one received, one cancelled.
    const [late, early, received, cancelled] = [
      await make(3),
      await make(0),
      await make(1),
      await make(2),
    ];
    await setStatus(received, 5);
    await setStatus(cancelled, 7);

    const ids = async (route: string, cookie: string, query: Record<string, string | number>) => {
      const res = await call<{ id: number }[]>(ctx.app, 'GET', route, {
        cookie,
        query: { search: contact, page: 1, per_page: 10, ...query },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((r) => r.id);
    };
    const shopList = (query: Record<string, string | number>) =>
      ids('book-getbooking', ctx.company, { shop_id: companyShop, ...query });
    expect(await shopList({ tab: 'open', sort: 'booking_dt', order: 'ASC' })).toEqual([
      early,
      late,
    ]);
    expect(await shopList({ tab: 'open', sort: 'booking_dt', order: 'DESC' })).toEqual([
      late,
      early,
    ]);
    expect(await shopList({ tab: 'received' })).toEqual([received]);
    expect(await shopList({ tab: 'cancelled' })).toEqual([cancelled]);
    expect(await shopList({ sort: 'booking_dt', order: 'ASC' })).toEqual([
      early,
      received,
      cancelled,
      late,
    ]);
    const staffList = (query: Record<string, string | number>) =>
      ids('book-getallbookingadmin', ctx.admin, query);
    expect(await staffList({ tab: 'open', sort: 'booking_dt', order: 'ASC' })).toEqual([
      early,
      late,
    ]);

    const counts = async (
      route: string,
      cookie: string,
      query: Record<string, string | number>,
    ) => {
      const res = await call<{ tab: string; count: number }[]>(ctx.app, 'GET', route, {
        cookie,
        query: { search: contact, ...query },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Object.fromEntries(res.body.data.map((t) => [t.tab, t.count]));
    };
    const expected = { open: 2, received: 1, cancelled: 1 };
    expect(await counts('book-getbookingtabs', ctx.company, { shop_id: companyShop })).toEqual(
      expected,
    );
    expect(await counts('book-getallbookingtabsadmin', ctx.admin, {})).toEqual(expected);
    expect(
      await counts('book-getallbookingtabsadmin', ctx.admin, { shop_id: individualShop }),
    ).toEqual({ open: 0, received: 0, cancelled: 0 });
    // Another shop's counts are not the shop's to read.
    const other = await call(ctx.app, 'GET', 'book-getbookingtabs', {
      cookie: ctx.individual,
      query: { shop_id: companyShop },
    });
    expect(other.status).toBe(403);
  });
});
