import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  type Endpoint,
  type EndpointKey,
  type ShopRecord,
} from '../../contract/endpoints';
import type { SessionData } from '../../contract/schemas/auth';
import { SHOP_USER_TYPES } from '../../contract/enums';
import { th } from '../../i18n/th';
import { products } from '../../server/db/schema';
import { productColumns } from '../../server/domain/import/productColumns';
import { productSetColumns } from '../../server/domain/import/productSetColumns';
import { transaction } from '../../server/db/transaction';
import { addStockItem } from '../../server/domain/stock';
import { call, DEMO_PASSWORD, ORIGIN, testApp, type Reply } from './helpers';
import { bookingBody, bookingOf, openYear } from './bookingRecords';
import { orderFixtures } from './orderFixtures';
import { orderHead, orderImportFile } from './orderImportFiles';

// The server keeps shop users to their own shops on every endpoint whose request names a shop
// or a shop's record (the contract's `shop` scopes; tests/unit/shopScope.test.ts checks them).

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
let ownShop: number; // SH0003, individual@demo.th's
let otherShop: number; // SH0001, company@demo.th's
const foreign = {} as Record<ShopRecord, string | number>;
let template: Buffer;
// A valid 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let serial = 0;
const validProduct = (shopId: number) => ({
  shop_id: shopId,
  brand_th: 'ทดสอบ',
  brand_en: 'Test',
  product_name_th: 'สบู่',
  product_name_en: 'Soap',
  product_type: 2,
  customer_product_id: `SCOPE-${++serial}`,
  price: 10,
  vat_nonvat: 2,
  unit: 1,
  size: 1,
  item_barcode_upc: '8850001234567',
  item_total: 1,
  item_wide: 1,
  item_long: 1,
  item_high: 1,
  item_weight: 1,
});

/** An import spreadsheet of one valid product. */
async function importFile(): Promise<Buffer> {
  const values: Record<string, string | number> = {
    ...validProduct(0),
    product_type: 'อาหารและเครื่องดื่ม',
    vat_nonvat: 'มีภาษี',
    unit: 'ขวด',
  };
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('สินค้า');
  sheet.addRow(productColumns.map((c) => c.heading));
  sheet.addRow(productColumns.map((c) => values[c.field] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

type Values = Record<string, string | number>;
interface Request {
  query?: Values;
  body?: Values;
  /** multipart: `body` holds the text fields. */
  files?: Record<string, { data: Buffer; name: string; type: string }>;
}

/** Sends a request as the app does: JSON, or multipart when it carries files. */
async function send(key: EndpointKey, req: Request, email: string): Promise<Reply> {
  const ep = endpoints[key];
  const headers: Record<string, string> = { origin: ORIGIN, cookie: cookies[email] };
  let payload: Buffer | Values | undefined = req.body;
  if (req.files) {
    const form = new FormData();
    for (const [k, v] of Object.entries(req.body ?? {})) form.append(k, String(v));
    for (const [k, f] of Object.entries(req.files))
      form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
    const encoded = new Response(form);
    headers['content-type'] = encoded.headers.get('content-type') as string;
    payload = Buffer.from(await encoded.arrayBuffer());
  }
  const query = Object.fromEntries(Object.entries(req.query ?? {}).map(([k, v]) => [k, `${v}`]));
  const res = await app.inject({
    method: ep.method,
    url: `/api/${ep.name}`,
    headers,
    query,
    payload,
  });
  // A file reply has no JSON body.
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json() : ({} as Reply['body']) };
}

const INDIVIDUAL = 'individual@demo.th';
/** The year bookings are made in (open on weekdays: tests/api/bookingRecords.ts). */
const BOOKING_YEAR = 2037;
/** A booking of the shop for the product, awaiting confirmation. */
const ownBooking = (shop: number, product: number) => bookingOf(app, shop, product, BOOKING_YEAR);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COMPANY = 'company@demo.th';

async function newProduct(email: string, shopId: number): Promise<number> {
  const res = await send('productCreate', { body: validProduct(shopId) }, email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: number }).id;
}
async function photoOf(email: string, shopId: number, productId: number): Promise<string> {
  const res = await send('productPics', picRequest(shopId, productId), email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { item_pic: string }).item_pic;
}
/** A stock item of the product (only staff add stock: written through the ledger). */
async function stockOf(shopId: number, productId: number): Promise<number> {
  const moved = await transaction(app.database.db, (tx) =>
    addStockItem(tx, app.events, { shopId, productId, amount: 3, userId: 1 }),
  );
  return moved.id;
}
const picRequest = (shopId: number, productId: number): Request => ({
  body: { shop_id: shopId, product_id: productId },
  files: { itempic: { data: PNG, name: 'a.png', type: 'image/png' } },
});

/** A product set of the shop holding the product, made through the API by its owner. */
async function setOf(email: string, shopId: number, productId: number): Promise<number> {
  const body = {
    ...validProduct(shopId),
    product: [{ product_id: productId, amount: 1 }],
  } as unknown as Values;
  const res = await send('productSetCreate', { body }, email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: number }).id;
}
/** An order of 2 sets of the shop's set, waiting to be assigned. */
async function orderOf(email: string, shopId: number, setId: number): Promise<number> {
  const res = await send('setOrderCreate', { body: orderBody(shopId, setId) }, email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: number }).id;
}
const orderBody = (shopId: number, setId: number) =>
  ({
    shop_id: shopId,
    product_set_order: [{ productset_id: setId, inventory_amount: 2 }],
  }) as unknown as Values;
/** A customer order's payload of the shop for 1 of the product (given stock first). */
async function customerOrderBody(shopId: number, productId: number) {
  await stockOf(shopId, productId);
  return (await orderFixtures(app).orderBody(shopId, [
    { product_id: productId, total_order: 1, type: 1 },
  ])) as unknown as Values;
}
/** An order import of 1 of the product (given stock first), named by its code. */
let importSerial = 0;
async function ownOrderFile(shopId: number, productId: number) {
  await stockOf(shopId, productId);
  const [p] = await app.database.db
    .select({ code: products.customer_product_id })
    .from(products)
    .where(eq(products.id, productId));
  return orderImportFile([orderHead(`SCOPE-ORD-${++importSerial}`, p.code, 1)]);
}
/** A draft customer order of the shop, made through the API by its owner. */
async function customerOrderOf(email: string, shopId: number, productId: number) {
  const res = await send(
    'orderCreate',
    { body: await customerOrderBody(shopId, productId) },
    email,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { id: number }).id;
}

/** A set import of one set holding the product, named by its code. */
async function setImportFile(productId: number): Promise<Buffer> {
  const [p] = await app.database.db
    .select({ code: products.customer_product_id })
    .from(products)
    .where(eq(products.id, productId));
  const values: Record<string, string | number> = {
    ...validProduct(0),
    product_type: 'อาหารและเครื่องดื่ม',
    vat_nonvat: 'มีภาษี',
    unit: 'ขวด',
    product: `${p.code}=1`,
  };
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('เซตสินค้า');
  sheet.addRow(productSetColumns.map((c) => c.heading));
  sheet.addRow(productSetColumns.map((c) => values[c.field] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A field of a request naming a shop or a record; `within`: a record of the shop that field names. */
type Naming = [field: string, names: 'shop' | ShopRecord, within?: string];
interface Example {
  /** A request of individual@demo.th naming only their own shop and records (answered 200). */
  request: (shop: number, product: number) => Promise<Request>;
  /** Written out by hand, not read from the contract: the fields that name a shop or a record. */
  naming: Naming[];
}
/** A request naming the shop in its query only (a shop's list, a template, an export). */
const shopQuery: Example = {
  request: async (shop) => ({ query: { shop_id: shop } }),
  naming: [['shop_id', 'shop']],
};
/** A request naming the product in its query only. */
const productQuery: Example = {
  request: async (_, product) => ({ query: { product_id: product } }),
  naming: [['product_id', 'product']],
};
const examples: Partial<Record<EndpointKey, Example>> = {
  products: shopQuery,
  product: productQuery,
  productCreate: {
    request: async (shop) => ({ body: validProduct(shop) }),
    naming: [['shop_id', 'shop']],
  },
  productUpdate: {
    request: async (shop, product) => ({ body: { ...validProduct(shop), id: product } }),
    naming: [
      ['id', 'product'],
      ['shop_id', 'shop'],
    ],
  },
  productDelete: productQuery,
  productPics: {
    request: async (shop, product) => picRequest(shop, product),
    naming: [
      ['shop_id', 'shop'],
      ['product_id', 'product', 'shop_id'],
    ],
  },
  productPic: {
    request: async (shop, product) => ({
      query: { key: await photoOf(INDIVIDUAL, shop, product) },
    }),
    naming: [['key', 'productPhoto']],
  },
  productImport: {
    request: async (shop) => ({
      body: { shop_id: shop },
      files: { products: { data: template, name: 'p.xlsx', type: XLSX } },
    }),
    naming: [['shop_id', 'shop']],
  },
  inventory: shopQuery,
  inventoryItem: {
    request: async (shop, product) => ({ query: { inventory_id: await stockOf(shop, product) } }),
    naming: [['inventory_id', 'inventory']],
  },
  movements: {
    request: async (shop, product) => ({ query: { inventory_id: await stockOf(shop, product) } }),
    naming: [['inventory_id', 'inventory']],
  },
  shelves: productQuery,
  reorderPoint: {
    request: async (shop, product) => ({
      body: { inventory_id: await stockOf(shop, product), reorder_point: 2 },
    }),
    naming: [['inventory_id', 'inventory']],
  },
  productSets: shopQuery,
  setPicker: shopQuery,
  productSet: {
    request: async (shop, product) => ({
      query: { productset_id: await setOf(INDIVIDUAL, shop, product) },
    }),
    naming: [['productset_id', 'productSet']],
  },
  productSetCreate: {
    request: async (shop, product) => ({
      body: {
        ...validProduct(shop),
        product: [{ product_id: product, amount: 1 }],
      } as unknown as Values,
    }),
    naming: [['shop_id', 'shop']],
  },
  productSetUpdate: {
    request: async (shop, product) => ({
      body: {
        ...validProduct(shop),
        id: await setOf(INDIVIDUAL, shop, product),
        product: [{ product_id: product, amount: 2 }],
      } as unknown as Values,
    }),
    naming: [
      ['id', 'productSet'],
      ['shop_id', 'shop'],
    ],
  },
  productSetDelete: {
    request: async (shop, product) => ({
      query: { productset_id: await setOf(INDIVIDUAL, shop, product) },
    }),
    naming: [['productset_id', 'productSet']],
  },
  productSetPics: {
    request: async (shop, product) => ({
      body: { shop_id: shop, productset_id: await setOf(INDIVIDUAL, shop, product) },
      files: { pp_product: { data: PNG, name: 'a.png', type: 'image/png' } },
    }),
    naming: [
      ['shop_id', 'shop'],
      ['productset_id', 'productSet', 'shop_id'],
    ],
  },
  productSetImport: {
    request: async (shop, product) => ({
      body: { shop_id: shop },
      files: { product_sets: { data: await setImportFile(product), name: 's.xlsx', type: XLSX } },
    }),
    naming: [['shop_id', 'shop']],
  },
  setOrders: shopQuery,
  setOrder: {
    request: async (shop, product) => ({
      query: {
        invenset_id: await orderOf(INDIVIDUAL, shop, await setOf(INDIVIDUAL, shop, product)),
      },
    }),
    naming: [['invenset_id', 'setOrder']],
  },
  setOrderCreate: {
    request: async (shop, product) => ({
      body: orderBody(shop, await setOf(INDIVIDUAL, shop, product)),
    }),
    naming: [['shop_id', 'shop']],
  },
  setOrderUpdate: {
    request: async (shop, product) => ({
      body: {
        id: await orderOf(INDIVIDUAL, shop, await setOf(INDIVIDUAL, shop, product)),
        shop_id: shop,
        inventory_amount: 3,
      },
    }),
    naming: [
      ['shop_id', 'shop'],
      ['id', 'setOrder', 'shop_id'],
    ],
  },
  orders: shopQuery,
  order: {
    request: async (shop, product) => ({
      query: { order_id: await customerOrderOf(INDIVIDUAL, shop, product) },
    }),
    naming: [['order_id', 'order']],
  },
  orderCreate: {
    request: async (shop, product) => ({ body: await customerOrderBody(shop, product) }),
    naming: [['shop_id', 'shop']],
  },
  orderUpdate: {
    request: async (shop, product) => ({
      body: await (async () => {
        const body = await customerOrderBody(shop, product);
        const res = await send('orderCreate', { body }, INDIVIDUAL);
        return { ...body, id: (res.body.data as { id: number }).id };
      })(),
    }),
    naming: [
      ['shop_id', 'shop'],
      ['id', 'order', 'shop_id'],
    ],
  },
  orderDelete: {
    request: async (shop, product) => ({
      query: { id: await customerOrderOf(INDIVIDUAL, shop, product) },
    }),
    naming: [['id', 'order']],
  },
  orderCurrentStatus: {
    request: async (shop, product) => ({
      query: { order_id: await customerOrderOf(INDIVIDUAL, shop, product) },
    }),
    naming: [['order_id', 'order']],
  },
  orderPic: {
    request: async (shop, product) => ({
      body: { shop_id: shop, order_id: await customerOrderOf(INDIVIDUAL, shop, product) },
      files: { orderpic: { data: PNG, name: 'a.png', type: 'image/png' } },
    }),
    naming: [
      ['shop_id', 'shop'],
      ['order_id', 'order', 'shop_id'],
    ],
  },
  orderImport: {
    request: async (shop, product) => ({
      body: { shop_id: shop },
      files: { orders: { data: await ownOrderFile(shop, product), name: 'o.xlsx', type: XLSX } },
    }),
    naming: [['shop_id', 'shop']],
  },
  orderImportErrors: {
    request: async (shop, product) => ({
      body: { shop_id: shop },
      files: { orders: { data: await ownOrderFile(shop, product), name: 'o.xlsx', type: XLSX } },
    }),
    naming: [['shop_id', 'shop']],
  },
  lazadaLoginLink: shopQuery,
  shopeeLoginLink: shopQuery,
  orderProducts: shopQuery,
  orderSets: shopQuery,
  setOrderDelete: {
    request: async (shop, product) => ({
      query: { id: await orderOf(INDIVIDUAL, shop, await setOf(INDIVIDUAL, shop, product)) },
    }),
    naming: [['id', 'setOrder']],
  },
  confirmOrders: shopQuery,
  confirmOrderStatuses: {
    request: async (shop, product) => ({
      query: { order_id: await customerOrderOf(INDIVIDUAL, shop, product) },
    }),
    naming: [['order_id', 'order']],
  },
  confirmOrder: {
    // The draft stays a draft: answered, nothing moved.
    request: async (shop, product) => ({
      body: { shop_id: shop, id: await customerOrderOf(INDIVIDUAL, shop, product), is_order: 0 },
    }),
    naming: [
      ['shop_id', 'shop'],
      ['id', 'order', 'shop_id'],
    ],
  },
  shippingOrders: {
    request: async (shop) => ({ query: { search_mode: 1, shop_id: shop } }),
    naming: [['shop_id', 'shop']],
  },
  bookings: shopQuery,
  booking: {
    request: async (shop, product) => ({
      query: { booking_id: await ownBooking(shop, product) },
    }),
    naming: [['booking_id', 'booking']],
  },
  bookingCreate: {
    request: async (shop, product) => ({
      body: bookingBody(shop, product, BOOKING_YEAR) as unknown as Values,
    }),
    naming: [['shop_id', 'shop']],
  },
  bookingUpdate: {
    request: async (shop, product) => ({
      body: {
        ...bookingBody(shop, product, BOOKING_YEAR),
        id: await ownBooking(shop, product),
      } as unknown as Values,
    }),
    naming: [
      ['shop_id', 'shop'],
      ['id', 'booking', 'shop_id'],
    ],
  },
  bookingPic: {
    request: async (shop, product) => ({
      body: { shop_id: shop, booking_id: await ownBooking(shop, product) },
      files: { booking_pic: { data: PNG, name: 'goods.png', type: 'image/png' } },
    }),
    naming: [
      ['shop_id', 'shop'],
      ['booking_id', 'booking', 'shop_id'],
    ],
  },
  bookingStatuses: {
    request: async (shop, product) => ({
      query: { booking_id: await ownBooking(shop, product) },
    }),
    naming: [['booking_id', 'booking']],
  },
  bookingCurrentStatus: {
    request: async (shop, product) => ({
      query: { booking_id: await ownBooking(shop, product) },
    }),
    naming: [['booking_id', 'booking']],
  },
  bookingCalendar: {
    request: async (shop) => ({
      query: {
        shop_id: shop,
        date_from: `${BOOKING_YEAR}-01-01`,
        date_to: `${BOOKING_YEAR}-12-31`,
      },
    }),
    naming: [['shop_id', 'shop']],
  },
  bookingLabel: {
    request: async (shop, product) => ({
      query: { booking_id: await ownBooking(shop, product) },
    }),
    naming: [['booking_id', 'booking']],
  },
  dashboardLine: {
    request: async (shop) => ({ query: { shop_id: shop, dayoption: 'month' } }),
    naming: [['shop_id', 'shop']],
  },
  dashboardIncomeExport: {
    request: async (shop) => ({ query: { shop_id: shop, dayoption: 'month' } }),
    naming: [['shop_id', 'shop']],
  },
  dashboardOrders: {
    request: async (shop) => ({ query: { shop_id: shop, dayoption: 'week' } }),
    naming: [['shop_id', 'shop']],
  },
  dashboardTotals: {
    request: async (shop) => ({ query: { shop_id: shop, datadisplay: 2 } }),
    naming: [['shop_id', 'shop']],
  },
  dashboardProducts: {
    request: async (shop) => ({ query: { shop_id: shop, sale_channel: 2 } }),
    naming: [['shop_id', 'shop']],
  },
  dashboardBars: shopQuery,
  dashboardIncome: {
    request: async (shop) => ({ query: { shop_id: shop, page: 1 } }),
    naming: [['shop_id', 'shop']],
  },
  shippingReport: {
    request: async (shop) => ({ query: { shop_id: shop, page: 1 } }),
    naming: [['shop_id', 'shop']],
  },
  inventoryReport: {
    request: async (shop) => ({ query: { shop_id: shop, search: 'S', page: 1 } }),
    naming: [['shop_id', 'shop']],
  },
  shippingReportExport: {
    request: async (shop) => ({ query: { shop_id: shop, search: 'OR' } }),
    naming: [['shop_id', 'shop']],
  },
  inventoryReportExport: shopQuery,
};

/** The other shop's products, every column: what a refused request must leave as it was. */
const otherShopRows = () =>
  app.database.db
    .select()
    .from(products)
    .where(eq(products.shop_id, otherShop))
    .orderBy(asc(products.id));

beforeAll(async () => {
  ctx = await testApp();
  app = ctx.app;
  const shopsOf: Record<string, SessionData['shop_list']> = {};
  for (const email of [INDIVIDUAL, COMPANY]) {
    const res = await call<SessionData>(app, 'POST', 'auth-login', {
      body: { email, password: DEMO_PASSWORD },
    });
    cookies[email] = res.cookie as string;
    shopsOf[email] = res.body.data.shop_list;
  }
  ownShop = shopsOf[INDIVIDUAL].find((s) => s.shop_no === 'SH0003')!.shop_id;
  otherShop = shopsOf[COMPANY].find((s) => s.shop_no === 'SH0001')!.shop_id;
  foreign.product = await newProduct(COMPANY, otherShop);
  foreign.productPhoto = await photoOf(COMPANY, otherShop, foreign.product as number);
  foreign.inventory = await stockOf(otherShop, foreign.product as number);
  foreign.productSet = await setOf(COMPANY, otherShop, foreign.product as number);
  foreign.setOrder = await orderOf(COMPANY, otherShop, foreign.productSet);
  foreign.order = await customerOrderOf(COMPANY, otherShop, await newProduct(COMPANY, otherShop));
  await openYear(app, BOOKING_YEAR);
  foreign.booking = await bookingOf(app, otherShop, foreign.product as number, BOOKING_YEAR);
  template = await importFile();
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * Endpoints a shop user may call whose request names a shop or a record. (Staff-only ones,
 * such as the stock writes, refuse a shop user before any shop is looked at.)
 */
const scoped = (Object.entries(endpoints) as [EndpointKey, Endpoint][]).filter(
  ([, ep]) =>
    ep.shop !== 'none' &&
    ep.access.auth === 'user' &&
    ep.access.userTypes.some((t) => (SHOP_USER_TYPES as readonly number[]).includes(t)),
);

describe('a shop user naming another shop, or its record, is refused and nothing changes', () => {
  it('every scoped endpoint has an example request', () => {
    expect(Object.keys(examples).sort()).toEqual(scoped.map(([key]) => key).sort());
  });

  it.each(Object.entries(examples) as [EndpointKey, Example][])('%s', async (key, example) => {
    const { request, naming } = example;
    const own = await request(ownShop, await newProduct(INDIVIDUAL, ownShop));
    for (const [field, names, within] of naming) {
      const place = own.query && field in own.query ? 'query' : 'body';
      const value = names === 'shop' ? otherShop : foreign[names];
      const named = (fields: Values) => ({ ...own, [place]: { ...own[place], ...fields } });
      const tries: [Request, number][] = [[named({ [field]: value }), 403]];
      // A record within the named shop: naming both of the other shop is refused,
      // naming the other shop's record in one's own shop is not found there.
      if (within) {
        tries[0] = [named({ [field]: value, [within]: otherShop }), 403];
        tries.push([named({ [field]: value }), 404]);
      }
      for (const [req, status] of tries) {
        const before = await otherShopRows();
        const res = await send(key, req, INDIVIDUAL);
        expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(status);
        if (status === 403) expect(res.body.message).toBe(th.server.shop_forbidden);
        expect(await otherShopRows()).toEqual(before);
      }
    }
    // The same request naming the caller's own shop and records is answered.
    const res = await send(key, own, INDIVIDUAL);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});
