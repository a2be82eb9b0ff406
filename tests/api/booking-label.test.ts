import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { th } from '../../i18n/th';
import { bookingItems, bookings, products } from '../../server/db/schema';
import { ORIGIN, serverWithSessions } from './helpers';
import { pdfPages } from './pdfText';

// The delivery label of an inbound booking (book-getbookinglabel): a PDF of the booking's
// number, shop, date, slot, contact, status and lines, for the shop's users and for staff.

const ctx = serverWithSessions({
  shop: 'company@demo.th', // shops 1 and 2
  otherShop: 'individual@demo.th', // shop 3
  staff: 'admin@demo.th',
  warehouse: 'warehouse@demo.th',
});
let own: { id: number; no: string };
let foreign: { id: number; no: string };
let long: { id: number; no: string };
let lines: { code: string; name: string }[];

/** A booking of the shop, inserted as the booking form saves it, numbered BK + yymmdd + id. */
async function booking(
  shopId: number,
  fields: { date: string; slot: string; status?: number; remark?: string },
  items: { product_id: number; amount: number }[],
) {
  const { db } = ctx.app.database;
  const [start, end] = fields.slot.split(' - ');
  const [row] = await db
    .insert(bookings)
    .values({
      booking_no: `TMP-${Math.random()}`,
      shop_id: shopId,
      booking_dt: fields.date,
      booking_time: fields.slot,
      slot_start: start,
      slot_end: end,
      contact_name: 'สมปอง ขนส่งดี',
      contact_tel: '0812223333',
      contact_email: 'driver@example.th',
      remark: fields.remark ?? '',
      booking_status: fields.status ?? 1,
    })
    .returning({ id: bookings.id });
  const no = `BK${fields.date.slice(2).replaceAll('-', '')}${String(row.id).padStart(5, '0')}`;
  await db.update(bookings).set({ booking_no: no }).where(eq(bookings.id, row.id));
  await db.insert(bookingItems).values(items.map((i) => ({ ...i, booking_id: row.id })));
  return { id: row.id, no };
}

const productsOf = (shopId: number, limit: number) =>
  ctx.app.database.db
    .select({ id: products.id, code: products.customer_product_id, name: products.product_name_th })
    .from(products)
    .where(eq(products.shop_id, shopId))
    .orderBy(asc(products.id))
    .limit(limit);

beforeAll(async () => {
  const mine = await productsOf(1, 3);
  lines = mine;
  own = await booking(
    1,
    { date: '2026-05-20', slot: '09:00 - 10:00', status: 2, remark: 'ส่งด้วยรถกระบะ 4 ล้อ' },
    mine.map((p, i) => ({ product_id: p.id, amount: 10 * (i + 1) })),
  );
  const theirs = await productsOf(3, 1);
  foreign = await booking(3, { date: '2026-05-21', slot: '13:00 - 14:00' }, [
    { product_id: theirs[0].id, amount: 4 },
  ]);
  const many = await productsOf(1, 70);
  long = await booking(
    1,
    { date: '2026-06-02', slot: '08:00 - 09:00' },
    many.map((p) => ({ product_id: p.id, amount: 1 })),
  );
});

const label = (cookie: string | undefined, bookingId: number | string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/book-getbookinglabel',
    query: { booking_id: String(bookingId) },
    headers: cookie ? { cookie, origin: ORIGIN } : { origin: ORIGIN },
  });

/** A PDF answered whole, never cached, named after the booking; its pages' text. */
function expectPdf(res: Awaited<ReturnType<typeof label>>, bookingNo: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename*=UTF-8''booking-${bookingNo}.pdf`,
  );
  const pdf = res.rawPayload;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
  return pdfPages(pdf);
}

describe('a shop user', () => {
  it("prints their booking's label: number, shop, date, slot, contact, status and lines", async () => {
    const pages = expectPdf(await label(ctx.shop, own.id), own.no);
    expect(pages).toHaveLength(1);
    const text = pages[0].split('\n');
    const t = th.server.booking_label;
    for (const expected of [
      t.title,
      own.no,
      'สยามสมาร์ทช็อป',
      'SH0001',
      // The Thai label's year is Buddhist era (2026 + 543).
      '20/05/2569',
      '09:00 - 10:00',
      'สมปอง ขนส่งดี',
      'โทร 0812223333',
      th.app.bookings.status['2'],
      'ส่งด้วยรถกระบะ 4 ล้อ',
      'รวม 60 ชิ้น',
    ])
      expect(text, expected).toContain(expected);
    // Each line: its number, the shop's product code, the Thai name, the amount.
    lines.forEach((l, i) =>
      expect(pages[0]).toContain(`${i + 1}${l.code}${l.name}${10 * (i + 1)}`),
    );
  });

  it("is refused another shop's booking", async () => {
    const res = await label(ctx.shop, foreign.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: th.server.shop_forbidden });
    const back = await label(ctx.otherShop, own.id);
    expect(back.statusCode).toBe(403);
    // The other shop's owner prints theirs.
    const pages = expectPdf(await label(ctx.otherShop, foreign.id), foreign.no);
    expect(pages[0]).toContain('บ้านสวนออร์แกนิก');
    expect(pages[0]).toContain(th.app.bookings.status['1']);
  });
});

describe('staff', () => {
  it("print any shop's booking", async () => {
    for (const cookie of [ctx.staff, ctx.warehouse]) {
      expect(expectPdf(await label(cookie, own.id), own.no)[0]).toContain(own.no);
      expect(expectPdf(await label(cookie, foreign.id), foreign.no)[0]).toContain(foreign.no);
    }
  });
});

describe('a long booking', () => {
  it('goes on over further pages, every line printed once, the total on the last page', async () => {
    const pages = expectPdf(await label(ctx.shop, long.id), long.no);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`หน้า ${i + 1}/${pages.length}`);
      expect(page).toContain(long.no);
    });
    const codes = (await productsOf(1, 70)).map((p) => p.code);
    const all = pages.join('\n');
    for (const code of codes) expect(all.split(code).length - 1, code).toBe(1);
    expect(pages.at(-1)).toContain('รวม 70 ชิ้น');
    expect(pages.slice(0, -1).join('\n')).not.toContain('รวม 70 ชิ้น');
  });
});

describe('the request', () => {
  it('naming a booking that does not exist is not found', async () => {
    for (const cookie of [ctx.staff, ctx.shop]) {
      const res = await label(cookie, 2_147_483_647);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: th.server.booking.not_found });
    }
  });

  it('without a session is refused', async () => {
    const res = await label(undefined, own.id);
    expect(res.statusCode).toBe(401);
  });

  it('names a booking by its id', async () => {
    for (const id of ['', 'x', '0', '-1'])
      expect((await label(ctx.staff, id)).statusCode, id).toBe(400);
  });
});
