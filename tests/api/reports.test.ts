import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  InventoryReportRow,
  PackingReportRow,
  ShippingReportRow,
} from '../../contract/schemas/reports';
import { warehouseToday } from '../../contract/dates';
import { BAHT_NUMFMT } from '../../contract/money';
import { th } from '../../i18n/th';
import {
  inventory,
  lookups,
  orders,
  products,
  productSetOrders,
  productSets,
  shops,
  userShops,
  users,
} from '../../server/db/schema';
import { call, login, ORIGIN, serverForFile } from './helpers';

// The reports (contract/schemas/reports.ts) over shops of this file's own, so the demo data
// never changes what a report holds.

let app: FastifyInstance;
serverForFile((a) => (app = a));

const t = th.server.report;
const status = th.app.orders.status as Record<string, string>;
const cookies = {} as Record<'admin' | 'company' | 'individual', string>;
const shop = {} as Record<'a' | 'b' | 'c' | 'd', number>;
let channel: { id: number; name: string };

/** The customer orders of the fixture, inserted in this order (so ids ascend with it). */
interface OrderSpec {
  shop: 'a' | 'b' | 'c';
  no: string;
  is_order: number;
  first: string;
  last: string;
  tel: string;
  day: string;
}
const ORDERS: OrderSpec[] = [
  // Shop A: the shipping list (1 to 6) and the packing report's range edges.
  {
    shop: 'a',
    no: 'RPTA-001',
    is_order: 1,
    first: 'สมชาย',
    last: 'ใจดี',
    tel: '0811111111',
    day: '2026-04-02',
  },
  {
    shop: 'a',
    no: 'RPTA-002',
    is_order: 4,
    first: '=cmd|',
    last: "'/C calc'!A0",
    tel: '0822222222',
    day: '2026-04-03',
  },
  {
    shop: 'a',
    no: 'RPTA-003',
    is_order: 6,
    first: 'มานี',
    last: 'มีนา',
    tel: '0833333333',
    day: '2026-04-30',
  },
  {
    shop: 'a',
    no: 'RPTA-004',
    is_order: 0,
    first: 'ร่าง',
    last: 'ฉบับ',
    tel: '0844444444',
    day: '2026-04-10',
  },
  {
    shop: 'a',
    no: 'RPTA-005',
    is_order: 9,
    first: 'ยกเลิก',
    last: 'แล้ว',
    tel: '0855555555',
    day: '2026-04-10',
  },
  {
    shop: 'a',
    no: 'RPTA-006',
    is_order: 3,
    first: 'ปิติ',
    last: 'ยินดี',
    tel: '0866666666',
    day: '2026-04-01',
  },
  {
    shop: 'a',
    no: 'RPTA-007',
    is_order: 2,
    first: 'ชูใจ',
    last: 'ใฝ่ดี',
    tel: '0877777777',
    day: '2026-04-15',
  },
  {
    shop: 'a',
    no: 'RPTA-008',
    is_order: 4,
    first: 'วีระ',
    last: 'กล้าหาญ',
    tel: '0888888888',
    day: '2026-03-31',
  },
  {
    shop: 'a',
    no: 'RPTA-009',
    is_order: 5,
    first: 'ดวงใจ',
    last: 'งามตา',
    tel: '0899999999',
    day: '2026-05-01',
  },
  // Shop B: one packed order in April.
  {
    shop: 'b',
    no: 'RPTB-001',
    is_order: 4,
    first: 'วิชัย',
    last: 'ขายดี',
    tel: '0900000001',
    day: '2026-04-10',
  },
  // Shop C: only outside April.
  {
    shop: 'c',
    no: 'RPTC-001',
    is_order: 5,
    first: 'สุดา',
    last: 'ใจงาม',
    tel: '0900000002',
    day: '2026-03-01',
  },
];
const orderIds = new Map<string, number>();

/** Product-set orders of the fixture: shop and creation time (UTC). */
const SET_ORDERS: { shop: 'a' | 'c'; at: string }[] = [
  { shop: 'a', at: '2026-03-31T17:30:00Z' }, // 2026-04-01 00:30 in Bangkok: in April
  { shop: 'a', at: '2026-03-31T16:59:59Z' }, // 2026-03-31 23:59:59 in Bangkok: before
  { shop: 'a', at: '2026-04-30T16:59:59Z' }, // 2026-04-30 23:59:59 in Bangkok: in April
  { shop: 'a', at: '2026-04-30T17:00:00Z' }, // 2026-05-01 00:00 in Bangkok: after
  { shop: 'c', at: '2026-05-02T03:00:00Z' },
];

const stock = {} as Record<'p1' | 'p2' | 'p3' | 's1', number>;
const BIG = 2000;

let serial = 0;
const catalogue = (shopId: number, code: string, name: string, price: number) => ({
  shop_id: shopId,
  fp_product_id: `FPRPT${++serial}`,
  customer_product_id: code,
  brand_th: 'ทดสอบ',
  brand_en: 'Test',
  product_name_th: name,
  product_name_en: `Item ${serial}`,
  product_type: 1,
  unit: 1,
  price,
  vat_nonvat: 1,
  item_barcode_upc: '8850000000001',
});

const orderRow = (shopId: number, o: Omit<OrderSpec, 'shop'>) => ({
  order_id: o.no,
  shop_id: shopId,
  order_dt: o.day,
  order_time: '09:30',
  delivery_dt: o.day,
  delivery_time: '14:00',
  title_id: 1,
  customer_firstname: o.first,
  customer_lastname: o.last,
  email: 'customer@example.com',
  tel: o.tel,
  address: '99/1 ถนนรัชดาภิเษก',
  province_id: 10,
  district_id: 1017,
  subdistrict_id: 1,
  postcode: '10310',
  cod: false,
  delivery_channel_id: channel.id,
  shipping_type: 2,
  is_order: o.is_order,
});

beforeAll(async () => {
  const db = app.database.db;
  cookies.admin = await login(app, 'admin@demo.th');
  cookies.company = await login(app, 'company@demo.th');
  cookies.individual = await login(app, 'individual@demo.th');
  const made = await db
    .insert(shops)
    .values([
      { shop_no: 'RPT0001', shop_name: 'ร้านรายงานทดสอบ เอ' },
      { shop_no: 'RPT0002', shop_name: 'ร้านรายงานทดสอบ บี' },
      { shop_no: 'RPT0003', shop_name: 'ร้านรายงานทดสอบ ซี' },
      { shop_no: 'RPT0004', shop_name: 'ร้านส่งออกจำนวนมาก' },
    ])
    .returning({ id: shops.id });
  [shop.a, shop.b, shop.c, shop.d] = made.map((s) => s.id);
  // company@demo.th also runs shop A (besides its demo shops); shop B is no shop of theirs.
  const [company] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'company@demo.th'));
  await db.insert(userShops).values({ user_id: company.id, shop_id: shop.a });

  const [first] = await db
    .select({ id: lookups.id, name: lookups.enum_desc })
    .from(lookups)
    .where(eq(lookups.category, 'delivery_channel'))
    .orderBy(lookups.id)
    .limit(1);
  channel = first;
  for (const o of ORDERS) {
    const [row] = await db
      .insert(orders)
      .values(orderRow(shop[o.shop], o))
      .returning({ id: orders.id });
    orderIds.set(o.no, row.id);
  }
  await db.insert(orders).values(
    Array.from({ length: BIG }, (_, i) =>
      orderRow(shop.d, {
        no: `BULK-${String(i + 1).padStart(5, '0')}`,
        is_order: 1 + (i % 6),
        first: `ลูกค้า${i + 1}`,
        last: 'จำนวนมาก',
        tel: '0912345678',
        day: '2026-04-20',
      }),
    ),
  );

  // Stock of shop A: two products, a set, and an item removed from the list.
  const items = await db
    .insert(products)
    .values([
      catalogue(shop.a, 'RPT-P1', 'น้ำปลาแท้', 35.5),
      catalogue(shop.a, 'RPT-P2', 'ซอสหอยนางรม', 120),
      catalogue(shop.a, 'RPT-P3', 'สินค้าเลิกขาย', 99),
    ])
    .returning({ id: products.id });
  const [set] = await db
    .insert(productSets)
    .values(catalogue(shop.a, 'RPT-S1', 'ชุดของขวัญ', 250))
    .returning({ id: productSets.id });
  const [setC] = await db
    .insert(productSets)
    .values(catalogue(shop.c, 'RPT-S2', 'ชุดร้านซี', 100))
    .returning({ id: productSets.id });
  const stocked = await db
    .insert(inventory)
    .values([
      { shop_id: shop.a, product_id: items[0].id, inventory: 12 },
      { shop_id: shop.a, product_id: items[1].id, inventory: 0 },
      { shop_id: shop.a, product_id: items[2].id, inventory: 0, deleted_at: new Date() },
      { shop_id: shop.a, product_set_id: set.id, inventory: 3 },
    ])
    .returning({ id: inventory.id });
  [stock.p1, stock.p2, stock.p3, stock.s1] = stocked.map((s) => s.id);

  await db.insert(productSetOrders).values(
    SET_ORDERS.map((s, i) => ({
      ps_orderid: `RPTPS-${i + 1}`,
      shop_id: shop[s.shop],
      product_set_id: s.shop === 'a' ? set.id : setC.id,
      inventory: 1,
      inventory_amount: 1,
      created_dt: new Date(s.at),
    })),
  );
});

type Query = Record<string, string | number>;
const report = <T>(name: string, cookie: string, query: Query) =>
  call<T[]>(app, 'GET', name, { cookie, query });
const shipping = (cookie: string, query: Query) =>
  report<ShippingReportRow>('report-getshippingreport', cookie, query);
const stockReport = (cookie: string, query: Query) =>
  report<InventoryReportRow>('report-getinventoryreport', cookie, query);
const packing = (cookie: string, query: Query) =>
  report<PackingReportRow>('report-getequipmentreport', cookie, query);

/** The shipping report row of a fixture order. */
const shippingRow = (no: string): ShippingReportRow => {
  const o = ORDERS.find((x) => x.no === no) as OrderSpec;
  return {
    id: orderIds.get(no) as number,
    order_id: o.no,
    order_name: o.first,
    order_lastname: o.last,
    tel: o.tel,
    delivery_platform: channel.name,
    order_status: status[String(o.is_order)],
    is_order: o.is_order,
    order_dt: o.day,
  };
};
/** Shop A's orders handed to shipping, newest first (written out by hand). */
const SHOP_A_SHIPPING = [
  'RPTA-009',
  'RPTA-008',
  'RPTA-007',
  'RPTA-006',
  'RPTA-003',
  'RPTA-002',
  'RPTA-001',
];

describe('the shipping report', () => {
  it("lists a shop's orders confirmed to returned, newest first, with their columns", async () => {
    const res = await shipping(cookies.admin, { shop_id: shop.a });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(SHOP_A_SHIPPING.map(shippingRow));
    // The status is the Thai name the order screens show.
    expect(res.body.data.find((r) => r.order_id === 'RPTA-003')?.order_status).toBe('ตีกลับ');
  });

  it('is paged with its total', async () => {
    const first = await shipping(cookies.admin, { shop_id: shop.a, page: 1, per_page: 3 });
    expect(first.body.total).toBe(7);
    expect(first.body.data.map((r) => r.order_id)).toEqual(SHOP_A_SHIPPING.slice(0, 3));
    const last = await shipping(cookies.admin, { shop_id: shop.a, page: 3, per_page: 3 });
    expect(last.body.total).toBe(7);
    expect(last.body.data.map((r) => r.order_id)).toEqual(['RPTA-001']);
  });

  it('is searched by order number, customer name and phone', async () => {
    const ids = async (search: string) =>
      (await shipping(cookies.admin, { shop_id: shop.a, search })).body.data.map((r) => r.order_id);
    expect(await ids('มานี')).toEqual(['RPTA-003']);
    expect(await ids('กล้าหาญ')).toEqual(['RPTA-008']);
    expect(await ids('0822222')).toEqual(['RPTA-002']);
    expect(await ids('rpta-00')).toEqual(SHOP_A_SHIPPING);
    // A draft or a cancelled order is never in it, whatever the search.
    expect(await ids('ร่าง')).toEqual([]);
    expect(await ids('ยกเลิก')).toEqual([]);
  });

  it("keeps a shop user to their own shops; another shop's id is refused", async () => {
    const all = await shipping(cookies.company, { search: 'RPT' });
    expect(all.status).toBe(200);
    expect(all.body.data.map((r) => r.order_id)).toEqual(SHOP_A_SHIPPING);
    const other = await shipping(cookies.company, { shop_id: shop.b });
    expect(other.status).toBe(403);
    const none = await shipping(cookies.individual, { search: 'RPT' });
    expect(none.body.data).toEqual([]);
    // Staff without a shop see every shop's.
    const staff = await shipping(cookies.admin, { search: 'rpt' });
    expect(staff.body.data.map((r) => r.order_id)).toEqual([
      'RPTC-001',
      'RPTB-001',
      ...SHOP_A_SHIPPING,
    ]);
  });
});

describe('the inventory report', () => {
  const rows = (): InventoryReportRow[] => [
    {
      id: stock.s1,
      shop_name: 'ร้านรายงานทดสอบ เอ',
      product_name_th: 'ชุดของขวัญ',
      customer_product_id: 'RPT-S1',
      inventory: 3,
      price: 250,
    },
    {
      id: stock.p2,
      shop_name: 'ร้านรายงานทดสอบ เอ',
      product_name_th: 'ซอสหอยนางรม',
      customer_product_id: 'RPT-P2',
      inventory: 0,
      price: 120,
    },
    {
      id: stock.p1,
      shop_name: 'ร้านรายงานทดสอบ เอ',
      product_name_th: 'น้ำปลาแท้',
      customer_product_id: 'RPT-P1',
      inventory: 12,
      price: 35.5,
    },
  ];

  it("lists a shop's products' and sets' stock items, not removed ones, newest first", async () => {
    const res = await stockReport(cookies.admin, { shop_id: shop.a });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(rows());
  });

  it('is searched by product name or code (sets included) and paged', async () => {
    const codes = async (search: string) =>
      (await stockReport(cookies.admin, { shop_id: shop.a, search })).body.data.map(
        (r) => r.customer_product_id,
      );
    expect(await codes('ซอส')).toEqual(['RPT-P2']);
    expect(await codes('rpt-s1')).toEqual(['RPT-S1']);
    expect(await codes('ของขวัญ')).toEqual(['RPT-S1']);
    expect(await codes('เลิกขาย')).toEqual([]);
    const page = await stockReport(cookies.admin, { shop_id: shop.a, page: 2, per_page: 2 });
    expect(page.body.total).toBe(3);
    expect(page.body.data).toEqual(rows().slice(2));
  });

  it('keeps a shop user to their own shops', async () => {
    const mine = await stockReport(cookies.company, { search: 'RPT-' });
    expect(mine.body.data.map((r) => r.id)).toEqual(rows().map((r) => r.id));
    expect((await stockReport(cookies.individual, { search: 'RPT-' })).body.data).toEqual([]);
    expect((await stockReport(cookies.company, { shop_id: shop.b })).status).toBe(403);
  });
});

describe('the packing-equipment report', () => {
  const april = { start_date: '2026-04-01', end_date: '2026-04-30' };
  const rowA = (sets: number, packed: number): PackingReportRow => ({
    id: shop.a,
    shop_name: 'ร้านรายงานทดสอบ เอ',
    pd_order_amount: sets,
    pd_packing_amount: packed,
    total: sets + packed,
  });

  it('counts per shop the set orders created and the orders packed in the range', async () => {
    const res = await packing(cookies.admin, { ...april, search: 'รายงานทดสอบ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A: set orders at 2026-04-01 00:30 and 2026-04-30 23:59:59 Bangkok time; orders packed
    // (3 to 6) dated 04-01, 04-03 and 04-30. B: one order. C: nothing in April, left out.
    expect(res.body.data).toEqual([
      rowA(2, 3),
      {
        id: shop.b,
        shop_name: 'ร้านรายงานทดสอบ บี',
        pd_order_amount: 0,
        pd_packing_amount: 1,
        total: 1,
      },
    ]);
  });

  it('takes either end of the range alone, and no range as every day', async () => {
    const fromApril = await packing(cookies.admin, { shop_id: shop.a, start_date: '2026-04-01' });
    // From April on: + the set order of 05-01 and the order of 05-01.
    expect(fromApril.body.data).toEqual([rowA(3, 4)]);
    const untilApril = await packing(cookies.admin, { shop_id: shop.a, end_date: '2026-04-30' });
    // Until April's end: + the set order of 03-31 and the order of 03-31.
    expect(untilApril.body.data).toEqual([rowA(3, 4)]);
    const ever = await packing(cookies.admin, { search: 'รายงานทดสอบ' });
    expect(ever.body.data.map((r) => [r.id, r.pd_order_amount, r.pd_packing_amount])).toEqual([
      [shop.a, 4, 5],
      [shop.b, 0, 1],
      [shop.c, 1, 1],
    ]);
    const cInApril = await packing(cookies.admin, { ...april, shop_id: shop.c });
    expect(cInApril.body.data).toEqual([]);
  });

  it('is searched by shop name or number and paged with its total', async () => {
    const byNumber = await packing(cookies.admin, { ...april, search: 'RPT0002' });
    expect(byNumber.body.data.map((r) => r.id)).toEqual([shop.b]);
    const page = await packing(cookies.admin, {
      ...april,
      search: 'รายงานทดสอบ',
      page: 2,
      per_page: 1,
    });
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((r) => r.id)).toEqual([shop.b]);
  });

  it('is for staff only, and refuses an end before the start', async () => {
    expect((await packing(cookies.company, april)).status).toBe(403);
    const backwards = await packing(cookies.admin, {
      start_date: '2026-04-30',
      end_date: '2026-04-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ end_date: th.validation.report.range_order });
    const sameDay = await packing(cookies.admin, {
      shop_id: shop.a,
      start_date: '2026-04-30',
      end_date: '2026-04-30',
    });
    expect(sameDay.body.data).toEqual([rowA(1, 1)]);
  });
});

/** An export as the browser downloads it, read back: its name and its sheet's rows. */
async function download(name: string, cookie: string, query: Query) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/${name}`,
    headers: { cookie, origin: ORIGIN },
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(res.headers['cache-control']).toBe('no-store');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { disposition: String(res.headers['content-disposition']), sheet, rows };
}

const fileName = (base: string) => `attachment; filename*=UTF-8''${base}-${warehouseToday()}.xlsx`;

describe('the exports', () => {
  const SHIPPING_HEAD = [
    t.col_sequence,
    t.col_order,
    t.col_customer,
    t.col_phone,
    t.col_platform,
    t.col_status,
    t.col_order_date,
  ];

  it('write the whole shipping report as the screen filters it, formula text kept as text', async () => {
    const file = await download('report-exportshippingreport', cookies.admin, { shop_id: shop.a });
    expect(file.disposition).toBe(fileName('shipping-report'));
    expect(file.sheet.name).toBe('รายงานการจัดส่ง');
    expect(file.rows).toEqual([
      ['รายงานการจัดส่ง'],
      ['ร้านค้า: ร้านรายงานทดสอบ เอ'],
      SHIPPING_HEAD,
      ...SHOP_A_SHIPPING.map((no, i) => {
        const r = shippingRow(no);
        const name = `${r.order_name} ${r.order_lastname}`;
        return [
          i + 1,
          no,
          name.startsWith('=') ? `'${name}` : name,
          r.tel,
          channel.name,
          r.order_status,
          new Date(`${r.order_dt}T00:00:00Z`),
        ];
      }),
    ]);
    // The order date is a real date cell (sortable, filterable), shown dd/mm/yyyy.
    const date = file.sheet.getCell(`G${4 + SHOP_A_SHIPPING.indexOf('RPTA-003')}`);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.value).toEqual(new Date('2026-04-30T00:00:00Z'));
    expect(date.numFmt).toBe('dd/mm/yyyy');
    // The customer named '=cmd|' is a text cell with the apostrophe, never a formula.
    const cell = file.sheet.getCell(`C${4 + SHOP_A_SHIPPING.indexOf('RPTA-002')}`);
    expect(cell.value).toBe("'=cmd| '/C calc'!A0");
    expect(cell.formula).toBeUndefined();

    const searched = await download('report-exportshippingreport', cookies.admin, {
      shop_id: shop.a,
      search: 'มีนา',
    });
    expect(searched.rows.slice(0, 3)).toEqual([
      ['รายงานการจัดส่ง'],
      ['ร้านค้า: ร้านรายงานทดสอบ เอ'],
      ['ค้นหา: มีนา'],
    ]);
    expect(searched.rows.slice(4)).toEqual([
      [
        1,
        'RPTA-003',
        'มานี มีนา',
        '0833333333',
        channel.name,
        'ตีกลับ',
        new Date('2026-04-30T00:00:00Z'),
      ],
    ]);
  });

  it("keep a shop user's export to their own shops", async () => {
    const file = await download('report-exportshippingreport', cookies.company, {
      search: 'RPT',
    });
    expect(file.rows.slice(3).map((r) => r[1])).toEqual(SHOP_A_SHIPPING);
    const res = await app.inject({
      method: 'GET',
      url: '/api/report-exportinventoryreport',
      headers: { cookie: cookies.company, origin: ORIGIN },
      query: { shop_id: String(shop.b) },
    });
    expect(res.statusCode).toBe(403);
  });

  it('write the inventory report with its headings and numbers', async () => {
    const file = await download('report-exportinventoryreport', cookies.admin, {
      shop_id: shop.a,
    });
    expect(file.disposition).toBe(fileName('inventory-report'));
    expect(file.rows).toEqual([
      ['รายงานสินค้าคงคลัง'],
      ['ร้านค้า: ร้านรายงานทดสอบ เอ'],
      [
        t.col_sequence,
        t.col_shop,
        t.col_product_name,
        t.col_product_code,
        t.col_stock,
        t.col_price,
      ],
      [1, 'ร้านรายงานทดสอบ เอ', 'ชุดของขวัญ', 'RPT-S1', 3, 250],
      [2, 'ร้านรายงานทดสอบ เอ', 'ซอสหอยนางรม', 'RPT-P2', 0, 120],
      [3, 'ร้านรายงานทดสอบ เอ', 'น้ำปลาแท้', 'RPT-P1', 12, 35.5],
    ]);
    // A price keeps its exact value and shows as whole baht with the word: 35.5 is '36 บาท'.
    for (const row of [4, 5, 6]) {
      expect(file.sheet.getRow(row).getCell(6).numFmt).toBe(BAHT_NUMFMT);
      expect(file.sheet.getRow(row).getCell(5).numFmt).toBeUndefined();
    }
    const searched = await download('report-exportinventoryreport', cookies.admin, {
      shop_id: shop.a,
      search: 'rpt-s1',
    });
    expect(searched.rows.slice(4)).toEqual([
      [1, 'ร้านรายงานทดสอบ เอ', 'ชุดของขวัญ', 'RPT-S1', 3, 250],
    ]);
  });

  it('write the packing-equipment report of the range (staff only)', async () => {
    const query = { start_date: '2026-04-01', end_date: '2026-04-30', search: 'รายงานทดสอบ' };
    const file = await download('report-exportequipmentreport', cookies.admin, query);
    expect(file.disposition).toBe(fileName('packing-equipment-report'));
    expect(file.rows).toEqual([
      ['รายงานอุปกรณ์แพ็คสินค้า'],
      ['ค้นหา: รายงานทดสอบ'],
      ['ช่วงวันที่: 01/04/2569 ถึง 30/04/2569'],
      [t.col_sequence, t.col_shop, t.col_set_orders, t.col_orders, t.col_total],
      [1, 'ร้านรายงานทดสอบ เอ', 2, 3, 5],
      [2, 'ร้านรายงานทดสอบ บี', 0, 1, 1],
    ]);
    const res = await app.inject({
      method: 'GET',
      url: '/api/report-exportequipmentreport',
      headers: { cookie: cookies.company, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(403);
  });

  it(`write every row of a ${BIG}-row report`, async () => {
    const file = await download('report-exportshippingreport', cookies.admin, { shop_id: shop.d });
    const body = file.rows.slice(3);
    expect(body).toHaveLength(BIG);
    expect(body.map((r) => r[0])).toEqual(Array.from({ length: BIG }, (_, i) => i + 1));
    // Newest first: every order once, from the last inserted to the first.
    expect(body.map((r) => r[1])).toEqual(
      Array.from({ length: BIG }, (_, i) => `BULK-${String(BIG - i).padStart(5, '0')}`),
    );
  });
});
