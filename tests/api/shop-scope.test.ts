import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  type Endpoint,
  type EndpointKey,
  type ShopRecord,
} from '../../contract/endpoints';
import { SHOP_USER_TYPES } from '../../contract/enums';
import { th } from '../../i18n/th';
import { products, webhookDeliveries, webhookEndpoints } from '../../server/db/schema';
import { transaction } from '../../server/db/transaction';
import { addStockItem } from '../../server/domain/stock';
import { formData, loginEach, ORIGIN, type Reply, testApp, type Upload } from './helpers';
import { bookingBody, bookingOf, openYear } from './bookingRecords';
import { orderFixtures } from './orderFixtures';
import {
  orderHead,
  orderImportFile,
  productImportFile,
  productSetImportFile,
} from './orderImportFiles';

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
  return productImportFile([values]);
}

type Values = Record<string, string | number>;
interface Request {
  query?: Values;
  body?: Values;
  /** multipart: `body` holds the text fields. */
  files?: Record<string, Upload>;
}

/** Sends a request as the app does: JSON, or multipart when it carries files. */
async function send(key: EndpointKey, req: Request, email: string): Promise<Reply> {
  const ep = endpoints[key];
  const headers: Record<string, string> = { origin: ORIGIN, cookie: cookies[email] };
  let payload: Buffer | Values | undefined = req.body;
  if (req.files) {
    const form = await formData(req.body ?? {}, req.files);
    headers['content-type'] = form.contentType;
    payload = form.payload;
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
  files: { itempic: { content: PNG, name: 'a.png', type: 'image/png' } },
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
  return productSetImportFile([values]);
}

/** A field of a request naming a shop or a record; `within`: a record of the shop that field names. */
type Naming = [field: string, names: 'shop' | ShopRecord, within?: string];
interface Example {
  /** A request of individual@demo.th naming only their own shop and records (answered 200). */
  request: (shop: number, product: number) => Promise<Request>;
  /** Written out by hand, not read from the contract: the fields that name a shop or a record. */
  naming: Naming[];
}
/** Makes a record of individual@demo.th's own shop, for the product, and answers its id or key. */
type Maker = (shop: number, product: number) => Promise<number | string>;
const theProduct: Maker = async (_, product) => product;
const ownPhoto: Maker = (shop, product) => photoOf(INDIVIDUAL, shop, product);
const ownSet: Maker = (shop, product) => setOf(INDIVIDUAL, shop, product);
const ownSetOrder: Maker = async (shop, product) =>
  orderOf(INDIVIDUAL, shop, await setOf(INDIVIDUAL, shop, product));
const ownOrder: Maker = (shop, product) => customerOrderOf(INDIVIDUAL, shop, product);

/** A request naming the shop in its query only (a shop's list, a template, an export). */
const shopQuery = (extra: Values = {}): Example => ({
  request: async (shop) => ({ query: { shop_id: shop, ...extra } }),
  naming: [['shop_id', 'shop']],
});
/** A request naming one record in its query only. */
const recordQuery = (field: string, names: ShopRecord, make: Maker): Example => ({
  request: async (shop, product) => ({ query: { [field]: await make(shop, product) } }),
  naming: [[field, names]],
});
/** A request naming the shop in its body only. */
const shopBody = (body: (shop: number, product: number) => Promise<Values>): Example => ({
  request: async (shop, product) => ({ body: await body(shop, product) }),
  naming: [['shop_id', 'shop']],
});
/** A spreadsheet uploaded into the shop. */
const shopUpload = (
  field: string,
  name: string,
  file: (shop: number, product: number) => Promise<Buffer>,
): Example => ({
  request: async (shop, product) => ({
    body: { shop_id: shop },
    files: { [field]: { content: await file(shop, product), name, type: XLSX } },
  }),
  naming: [['shop_id', 'shop']],
});
/** A record of the shop named with the shop in a body: its photo, a change, a move. */
const recordOfShop = (
  field: string,
  names: ShopRecord,
  request: (shop: number, record: number | string, product: number) => Promise<Request>,
  make: Maker,
): Example => ({
  request: async (shop, product) => request(shop, await make(shop, product), product),
  naming: [
    ['shop_id', 'shop'],
    [field, names, 'shop_id'],
  ],
});
/** A photo of a record (`field`) of the shop, as the `file` field of a multipart request. */
const recordPhoto = (
  field: string,
  names: ShopRecord,
  make: Maker,
  file: string,
  name = 'a.png',
): Example =>
  recordOfShop(
    field,
    names,
    async (shop, record) => ({
      body: { shop_id: shop, [field]: record },
      files: { [file]: { content: PNG, name, type: 'image/png' } },
    }),
    make,
  );
const productQuery = recordQuery('product_id', 'product', theProduct);
const dayOption = (dayoption: string) => shopQuery({ dayoption });
const firstPage = shopQuery({ page: 1 });

const examples: Partial<Record<EndpointKey, Example>> = {
  commandSearch: shopQuery({ q: 'SCOPE' }),
  products: shopQuery(),
  product: productQuery,
  productCreate: shopBody(async (shop) => validProduct(shop)),
  productUpdate: {
    request: async (shop, product) => ({ body: { ...validProduct(shop), id: product } }),
    naming: [
      ['id', 'product'],
      ['shop_id', 'shop'],
    ],
  },
  productDelete: productQuery,
  productPics: recordPhoto('product_id', 'product', theProduct, 'itempic'),
  productPic: recordQuery('key', 'productPhoto', ownPhoto),
  productImport: shopUpload('products', 'p.xlsx', async () => template),
  inventory: shopQuery(),
  inventoryItem: recordQuery('inventory_id', 'inventory', stockOf),
  movements: recordQuery('inventory_id', 'inventory', stockOf),
  shelves: productQuery,
  reorderPoint: {
    request: async (shop, product) => ({
      body: { inventory_id: await stockOf(shop, product), reorder_point: 2 },
    }),
    naming: [['inventory_id', 'inventory']],
  },
  productSets: shopQuery(),
  setPicker: shopQuery(),
  productSet: recordQuery('productset_id', 'productSet', ownSet),
  productSetCreate: shopBody(
    async (shop, product) =>
      ({
        ...validProduct(shop),
        product: [{ product_id: product, amount: 1 }],
      }) as unknown as Values,
  ),
  productSetUpdate: {
    request: async (shop, product) => ({
      body: {
        ...validProduct(shop),
        id: await ownSet(shop, product),
        product: [{ product_id: product, amount: 2 }],
      } as unknown as Values,
    }),
    naming: [
      ['id', 'productSet'],
      ['shop_id', 'shop'],
    ],
  },
  productSetDelete: recordQuery('productset_id', 'productSet', ownSet),
  productSetPics: recordPhoto('productset_id', 'productSet', ownSet, 'pp_product'),
  productSetImport: shopUpload('product_sets', 's.xlsx', (_, product) => setImportFile(product)),
  setOrders: shopQuery(),
  setOrder: recordQuery('invenset_id', 'setOrder', ownSetOrder),
  setOrderCreate: shopBody(async (shop, product) =>
    orderBody(shop, await setOf(INDIVIDUAL, shop, product)),
  ),
  setOrderUpdate: recordOfShop(
    'id',
    'setOrder',
    async (shop, id) => ({ body: { id, shop_id: shop, inventory_amount: 3 } }),
    ownSetOrder,
  ),
  orders: shopQuery(),
  order: recordQuery('order_id', 'order', ownOrder),
  orderCreate: shopBody(customerOrderBody),
  orderUpdate: recordOfShop(
    'id',
    'order',
    async (shop, _, product) => {
      const body = await customerOrderBody(shop, product);
      const res = await send('orderCreate', { body }, INDIVIDUAL);
      return { body: { ...body, id: (res.body.data as { id: number }).id } };
    },
    theProduct,
  ),
  orderDelete: recordQuery('id', 'order', ownOrder),
  orderCurrentStatus: recordQuery('order_id', 'order', ownOrder),
  orderAudit: recordQuery('order_id', 'order', ownOrder),
  orderPic: recordPhoto('order_id', 'order', ownOrder, 'orderpic'),
  orderImport: shopUpload('orders', 'o.xlsx', ownOrderFile),
  orderImportErrors: shopUpload('orders', 'o.xlsx', ownOrderFile),
  lazadaLoginLink: shopQuery(),
  shopeeLoginLink: shopQuery(),
  orderProducts: shopQuery(),
  orderSets: shopQuery(),
  setOrderDelete: recordQuery('id', 'setOrder', ownSetOrder),
  confirmOrders: shopQuery(),
  confirmOrderTabs: shopQuery(),
  marketplaceLog: shopQuery(),
  marketplaceConnections: shopQuery(),
  confirmOrderStatuses: recordQuery('order_id', 'order', ownOrder),
  // The draft stays a draft: answered, nothing moved.
  confirmOrder: recordOfShop(
    'id',
    'order',
    async (shop, id) => ({ body: { shop_id: shop, id, is_order: 0 } }),
    ownOrder,
  ),
  shippingOrders: shopQuery({ search_mode: 1 }),
  shippingOrderTabs: shopQuery({ search_mode: 1 }),
  bookings: shopQuery(),
  bookingTabs: shopQuery(),
  booking: recordQuery('booking_id', 'booking', ownBooking),
  bookingCreate: shopBody(
    async (shop, product) => bookingBody(shop, product, BOOKING_YEAR) as unknown as Values,
  ),
  bookingUpdate: recordOfShop(
    'id',
    'booking',
    async (shop, id, product) => ({
      body: { ...bookingBody(shop, product, BOOKING_YEAR), id } as unknown as Values,
    }),
    ownBooking,
  ),
  bookingPic: recordPhoto('booking_id', 'booking', ownBooking, 'booking_pic', 'goods.png'),
  bookingStatuses: recordQuery('booking_id', 'booking', ownBooking),
  bookingCurrentStatus: recordQuery('booking_id', 'booking', ownBooking),
  bookingCalendar: shopQuery({
    date_from: `${BOOKING_YEAR}-01-01`,
    date_to: `${BOOKING_YEAR}-12-31`,
  }),
  bookingLabel: recordQuery('booking_id', 'booking', ownBooking),
  dashboardLine: dayOption('month'),
  dashboardIncomeExport: dayOption('month'),
  dashboardOrders: dayOption('week'),
  dashboardTotals: shopQuery({ datadisplay: 2 }),
  dashboardProducts: shopQuery({ sale_channel: 2 }),
  dashboardBars: shopQuery(),
  dashboardIncome: firstPage,
  shippingReport: firstPage,
  inventoryReport: shopQuery({ search: 'S', page: 1 }),
  shippingReportExport: shopQuery({ search: 'OR' }),
  inventoryReportExport: shopQuery(),
  webhooks: shopQuery(),
  webhookCreate: shopBody(
    async (shop) =>
      ({
        shop_id: shop,
        url: 'https://127.0.0.1:9/scope-hook',
        events: ['order.created'],
      }) as unknown as Values,
  ),
  webhookUpdate: recordOfShop(
    'id',
    'webhookEndpoint',
    async (shop, id) => ({
      body: {
        shop_id: shop,
        id,
        url: 'https://127.0.0.1:9/scope-moved',
        description: '',
        events: ['stock.low'],
        active: true,
      } as unknown as Values,
    }),
    (shop) => webhookOf(shop),
  ),
  webhookDelete: {
    request: async (shop) => ({ query: { shop_id: shop, id: await webhookOf(shop) } }),
    naming: [
      ['shop_id', 'shop'],
      ['id', 'webhookEndpoint', 'shop_id'],
    ],
  },
  webhookDeliveries: {
    request: async (shop) => ({ query: { shop_id: shop, endpoint_id: await webhookOf(shop) } }),
    naming: [
      ['shop_id', 'shop'],
      ['endpoint_id', 'webhookEndpoint', 'shop_id'],
    ],
  },
  webhookResend: recordOfShop(
    'id',
    'webhookDelivery',
    async (shop, id) => ({ body: { shop_id: shop, id } }),
    (shop) => deliveryOf(shop),
  ),
  webhookTest: recordOfShop(
    'id',
    'webhookEndpoint',
    async (shop, id) => ({ body: { shop_id: shop, id } }),
    (shop) => webhookOf(shop),
  ),
};

/** A webhook endpoint of the shop on this machine (nothing listens there). */
async function webhookOf(shopId: number) {
  const [row] = await app.database.db
    .insert(webhookEndpoints)
    .values({
      shop_id: shopId,
      url: 'https://127.0.0.1:9/scope',
      events: ['order.created'],
      secret: `whsec_${'s'.repeat(32)}`,
      created_by: 1,
    })
    .returning({ id: webhookEndpoints.id });
  return row.id;
}
/** A failed delivery of a fresh endpoint of the shop (one that may be sent again). */
async function deliveryOf(shopId: number) {
  const [row] = await app.database.db
    .insert(webhookDeliveries)
    .values({
      endpoint_id: await webhookOf(shopId),
      event_id: `scope-${shopId}`,
      event_type: 'order.created',
      payload: {},
      status: 'failed',
    })
    .returning({ id: webhookDeliveries.id });
  return row.id;
}

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
  const signedIn = await loginEach(app, [INDIVIDUAL, COMPANY]);
  Object.assign(cookies, signedIn.cookies);
  const shopOf = (email: keyof typeof signedIn.sessions, no: string) =>
    signedIn.sessions[email].shop_list.find((s) => s.shop_no === no)!.shop_id;
  ownShop = shopOf(INDIVIDUAL, 'SH0003');
  otherShop = shopOf(COMPANY, 'SH0001');
  foreign.product = await newProduct(COMPANY, otherShop);
  foreign.productPhoto = await photoOf(COMPANY, otherShop, foreign.product as number);
  foreign.inventory = await stockOf(otherShop, foreign.product as number);
  foreign.productSet = await setOf(COMPANY, otherShop, foreign.product as number);
  foreign.setOrder = await orderOf(COMPANY, otherShop, foreign.productSet);
  foreign.order = await customerOrderOf(COMPANY, otherShop, await newProduct(COMPANY, otherShop));
  await openYear(app, BOOKING_YEAR);
  foreign.booking = await bookingOf(app, otherShop, foreign.product as number, BOOKING_YEAR);
  foreign.webhookEndpoint = await webhookOf(otherShop);
  foreign.webhookDelivery = await deliveryOf(otherShop);
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
