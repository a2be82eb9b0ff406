import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { endpoints, type BodyOf, type Endpoint, type EndpointKey } from '../../contract/endpoints';
import { MENU_KEYS, MENUS, type MenuKey } from '../../contract/enums';
import { routes } from '../../contract/routes';
import type { SessionData } from '../../contract/schemas/auth';
import { RESET_LINK_TTL_MS, VERIFY_LINK_TTL_MS } from '../../contract/schemas/password';
import { th } from '../../i18n/th';
import { hashPassword } from '../../server/auth/password';
import {
  appointmentSettings,
  bookingDaysOff,
  identityDocuments,
  notifications,
  orders,
  products,
  marketplaceConnections,
  marketplaceSyncLog,
  orderItems,
  pickLines,
  pickLists,
  productSetItems,
  productSetOrders,
  productSets,
  roleMenus,
  roles,
  shelfBins,
  shelfStock,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../server/db/schema';
import { transaction } from '../../server/db/transaction';
import { addStockItem } from '../../server/domain/stock';
import { createOrder, updateOrder } from '../../server/domain/orders';
import { createApiKey } from '../../server/domain/apiKeys';
import { createSavedView } from '../../server/domain/savedViews';
import { loginLink } from '../../server/domain/marketplaces';
import { SandboxMarketplace } from '../../server/integrations/marketplace';
import { issueToken } from '../../server/integrations/linkTokens';
import {
  companyRegistration,
  huaiKhwangCompanyAddress,
  huaiKhwangIndividualAddress,
} from '../fixtures/registration';
import { ACCESS, COLUMNS, type Account, type Cell } from './accessTable';
import { bookingBody, bookingOf, openYear, weekdayOf } from './bookingRecords';
import { orderFixtures } from './orderFixtures';
import { orderHead, orderImportFile, productSetImportFile } from './orderImportFiles';
import {
  call,
  DEMO_PASSWORD,
  injectStream,
  login,
  MAILBOX_HEADERS,
  ORIGIN,
  testApp,
} from './helpers';
import { itemFields } from './setFixtures';

type Form = {
  fields: Record<string, string | number>;
  files: Record<string, { name: string; content: Buffer }>;
};
/**
 * A request: query, JSON body, or multipart form (text fields and files). `after` runs once
 * the reply is in, whatever it was (it undoes what the sample changed for later samples).
 */
type Sample = {
  query?: Record<string, string | number>;
  body?: unknown;
  form?: Form;
  /** Headers of the request besides the origin and the cookie. */
  headers?: Record<string, string>;
  after?: () => Promise<void>;
};

/** Endpoints whose handlers are being built in another module; skipped until they exist. */
const PENDING: readonly EndpointKey[] = ['productImport', 'productTemplate'];

/** A 1×1 PNG: the server judges images by their content (file-type). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PDF as far as the server looks (identity documents are judged by content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-endpoint-uploads-'));
let serial = 0;

/** Registry numbers the sandbox knows and no sample registers (checks never register). */
const JURISTIC_ID = '0105599001234';
const ID_CARD = '1234567890121';
const PASSPORT = 'AA1234567';
/** Sandbox NDID citizen 2; nothing in this file registers that ID number. */
const NDID_CITIZEN = { index: 2, id_card: '3400100987657' };
const NEW_PASSWORD = 'Changed2025x';

/** Set in beforeAll: one argon2 hash of the demo password for every fresh user. */
let demoHash: string;
/** Set in beforeAll: the shop owners' role, and the row id of sub-district 101701 (ห้วยขวาง). */
let ownerRoleId: number;
let huaiKhwang: number;

const productBody = (shopId: number) =>
  ({
    ...itemFields(shopId),
    product_name_th: 'สินค้าทดสอบ',
    product_name_en: 'Test product',
    customer_product_id: `EP-${++serial}`,
  }) satisfies BodyOf<'productCreate'>;

/** A product of the shop written straight to the database, with a stored photo when asked. */
async function fixtureProduct(shopId: number, withPhoto = false) {
  let photo: string | null = null;
  if (withPhoto) {
    photo = `${randomUUID()}.png`;
    writeFileSync(path.join(uploadDir, photo), PNG);
  }
  const [row] = await app.database.db
    .insert(products)
    .values({
      ...productBody(shopId),
      fp_product_id: `FP${1_900_000_000_000 + serial}`,
      pic: photo,
      item_pic: photo,
    })
    .returning({ id: products.id });
  return { id: row.id, photo: photo as string };
}

/** A stock item of a fresh product of the shop holding `amount`, written through the ledger. */
async function fixtureStock(shopId: number, amount = 5) {
  const product = await fixtureProduct(shopId);
  const { id } = await transaction(app.database.db, (tx) =>
    addStockItem(tx, app.events, { shopId, productId: product.id, amount, userId: 1 }),
  );
  return { id, productId: product.id };
}

/** A fresh product of the shop on a shelf bin of its own. */
async function fixtureShelf(shopId: number) {
  const product = await fixtureProduct(shopId);
  const [bin] = await app.database.db
    .insert(shelfBins)
    .values({ floor: '1', code: `EP-${++serial}` })
    .returning({ id: shelfBins.id });
  await app.database.db
    .insert(shelfStock)
    .values({ bin_id: bin.id, product_id: product.id, amount: 4 });
  return product.id;
}

/** The import template as served, fetched once as staff while every menu is on. */
let template: Promise<Buffer> | undefined;
const fetchTemplate = async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/${endpoints.productTemplate.name}`,
    headers: { cookie: await login(app, 'admin@demo.th') },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

/**
 * The import template with its example row (sheet 'ตัวอย่าง', row 5) copied into the first row
 * of its data sheet, under a product code no other import used: a file the import accepts.
 */
async function templateFile() {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await (template ??= fetchTemplate())) as unknown as ArrayBuffer);
  const [data, example] = book.worksheets;
  const row = data.getRow(2);
  example.getRow(5).eachCell((cell, n) => (row.getCell(n).value = cell.value));
  data.getRow(1).eachCell((cell, n) => {
    if (cell.text.startsWith('รหัสสินค้า')) row.getCell(n).value = `EP-IMPORT-${++serial}`;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A product set of the shop holding one fresh product, written straight to the database. */
async function fixtureSet(shopId: number) {
  const product = await fixtureProduct(shopId);
  const [set] = await app.database.db
    .insert(productSets)
    .values({
      ...productBody(shopId),
      customer_product_id: `EP-SET-${++serial}`,
      fp_product_id: `FPS${1_900_000_000_000 + serial}`,
    })
    .returning({ id: productSets.id });
  await app.database.db
    .insert(productSetItems)
    .values({ product_set_id: set.id, product_id: product.id, num_per_set: 2 });
  return { id: set.id, productId: product.id };
}

/** A set order of a fresh set of the shop, waiting to be assigned (status 1). */
async function fixtureSetOrder(shopId: number) {
  const set = await fixtureSet(shopId);
  const [order] = await app.database.db
    .insert(productSetOrders)
    .values({
      ps_orderid: `ORP${1_900_000_000_000 + ++serial}`,
      shop_id: shopId,
      product_set_id: set.id,
      inventory: 2,
      inventory_amount: 2,
    })
    .returning({ id: productSetOrders.id });
  return order.id;
}

/** A draft order of the shop for one of a fresh stocked product, written as the form would. */
async function fixtureOrder(shopId: number) {
  const fx = orderFixtures(app);
  const product = await fx.product(shopId, 5);
  const body = await fx.orderBody(shopId, [{ product_id: product.id, total_order: 1, type: 1 }]);
  const { id } = await transaction(app.database.db, (tx) => createOrder(tx, 1, body));
  return { id, body };
}

/** A confirmed order of one fresh stocked product (its stock reserved as confirming does). */
async function confirmedOrder(shopId: number) {
  const { id } = await fixtureOrder(shopId);
  await app.database.db.update(orders).set({ is_order: 1 }).where(eq(orders.id, id));
  return id;
}

/** A pick list of one line: a fresh stocked product's item, one to take. */
async function fixturePickLine(shopId: number) {
  const product = await orderFixtures(app).product(shopId, 5);
  const [list] = await app.database.db
    .insert(pickLists)
    .values({ pick_no: `PLT${++serial}`, created_by: 1 })
    .returning({ id: pickLists.id });
  const [line] = await app.database.db
    .insert(pickLines)
    .values({ pick_list_id: list.id, inventory_id: product.inventoryId as number, quantity: 1 })
    .returning({ id: pickLines.id });
  return { list: list.id, line: line.id };
}

/** An order import of one order of one fresh stocked product of the shop. */
async function fixtureOrderFile(shopId: number) {
  const product = await orderFixtures(app).product(shopId, 5);
  return orderImportFile([orderHead(`EP-${++serial}`, product.code, 1)]);
}

/** A fresh OAuth state of the account for a marketplace, as its login link carries it. */
async function marketState(email: string, shopId: number, platform: 'lazada' | 'shopee') {
  const { id } = await userRow(email);
  const url = new URL(
    await loginLink(
      app.database.db,
      new SandboxMarketplace(platform, app.database.db),
      id,
      shopId,
      'http://x/order-list',
    ),
    'http://x',
  );
  const redirect = url.searchParams.get('redirect_uri') as string;
  return (platform === 'shopee' ? new URL(redirect) : url).searchParams.get('state') as string;
}

/** The year the booking samples book (open on weekdays: tests/api/bookingRecords.ts). */
const BOOKING_YEAR = 2036;

/** An appointment setting's payload for the first half of the year. */
const appointmentBody = (year: number) => ({
  booking_name: `ตั้งค่าทดสอบ ${year}`,
  booking_status: 2 as const,
  booking_time: 1 as const,
  booking_time_per_time_to_work: 30,
  booking_dt_from: '09:00',
  booking_dt_to: '12:00',
  is_active: true,
  booking_dt_start: `${year}-01-01`,
  booking_dt_end: `${year}-06-30`,
  capacity: 2,
});

/** A setting of a year of its own (from 2100 on), written straight to the database. */
async function fixtureSetting() {
  const [row] = await app.database.db
    .insert(appointmentSettings)
    .values(appointmentBody(2100 + ++serial))
    .returning({ id: appointmentSettings.id });
  return row.id;
}

/** A day off on a date of its own (from the year 3000 on). */
async function fixtureDayOff() {
  const [row] = await app.database.db
    .insert(bookingDaysOff)
    .values({ day_off: `${3000 + ++serial}-01-02`, remark: 'วันหยุดทดสอบ' })
    .returning({ id: bookingDaysOff.id });
  return row.id;
}

/** A booking of the shop awaiting confirmation, for a fresh product of the shop. */
async function fixtureBooking(shopId: number, status = 1) {
  const product = await fixtureProduct(shopId);
  return bookingOf(app, shopId, product.id, BOOKING_YEAR, status);
}

/** A set of the shop with assembled sets in stock (the order form's set picker lists it). */
/** A failed stock push in the shop's sync log, which its users may send again. */
async function failedSyncEntry(shopId: number) {
  const [row] = await app.database.db
    .insert(marketplaceSyncLog)
    .values({
      shop_id: shopId,
      platform: 'lazada',
      kind: 'stock',
      status: 'failed',
      error: 'ร้านค้าออนไลน์ไม่พร้อมให้บริการชั่วคราว',
      job: { queue: 'marketplace_stock', data: { shop_id: shopId } },
    })
    .returning({ id: marketplaceSyncLog.id });
  return row.id;
}

/** A webhook endpoint of the shop on this machine (nothing listens there), and a delivery of it. */
async function fixtureWebhook(shopId: number) {
  const [endpoint] = await app.database.db
    .insert(webhookEndpoints)
    .values({
      shop_id: shopId,
      url: `https://127.0.0.1:9/hook-${++serial}`,
      events: ['order.created'],
      secret: `whsec_${'x'.repeat(32)}`,
      created_by: 1,
    })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await app.database.db
    .insert(webhookDeliveries)
    .values({
      endpoint_id: endpoint.id,
      event_id: randomUUID(),
      event_type: 'order.created',
      payload: { id: 'e', type: 'order.created', shop_id: shopId, data: {} },
      status: 'failed',
      attempts: 1,
    })
    .returning({ id: webhookDeliveries.id });
  return {
    id: endpoint.id,
    deliveryId: delivery.id,
    /** A sample's `after`: the endpoint is removed (a shop has at most 10). */
    remove: async () => {
      await app.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    },
  };
}

async function fixtureStockedSet(shopId: number) {
  await orderFixtures(app).set(shopId, 3);
}

/** A set import the server accepts: one set of a fresh product of the shop. */
async function setImportFile(shopId: number) {
  const product = await fixtureProduct(shopId);
  const [code] = await app.database.db
    .select({ code: products.customer_product_id })
    .from(products)
    .where(eq(products.id, product.id));
  const values: Record<string, string | number> = {
    ...productBody(shopId),
    customer_product_id: `EP-SETIMP-${++serial}`,
    product_type: 'อาหารและเครื่องดื่ม',
    vat_nonvat: 'มีภาษี',
    unit: 'กล่อง',
    product: `${code.code}=2`,
  };
  return productSetImportFile([values]);
}

/** The create payload of a set holding one fresh product of the shop. */
async function setBody(shopId: number) {
  const product = await fixtureProduct(shopId);
  return {
    ...productBody(shopId),
    customer_product_id: `EP-SET-${++serial}`,
    product: [{ product_id: product.id, amount: 2 }],
  } satisfies BodyOf<'productSetCreate'>;
}

/** A saved view of the account's order list, made for a sample. */
const ownView = async (email: string) =>
  createSavedView(app.database.db, (await userRow(email)).id, {
    list: 'orders',
    name: `มุมมองตัวอย่าง ${++serial}`,
    params: { filter: { q: 'ORD' } },
  });

const userRow = async (email: string) => {
  const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};

/** A company user of the shop owners' role written straight to the database; password DEMO_PASSWORD. */
async function freshUser(flagged = false) {
  const email = `endpoint-user-${++serial}@example.th`;
  const [row] = await app.database.db
    .insert(users)
    .values({
      email,
      password_hash: demoHash,
      user_type_id: 1,
      role_id: ownerRoleId,
      must_change_password: flagged,
      indiv_first_name: 'สมชาย',
      indiv_last_name: 'ใจดี',
    })
    .returning({ id: users.id });
  return { id: row.id, email };
}

/** A 13-digit ID card number no other user has. */
const freshIdCard = () => String(1e12 + ((Date.now() * 1000 + ++serial) % 1e12));

/** A staff user without a role, written straight to the database. */
async function freshStaff() {
  const email = `endpoint-staff-${++serial}@example.th`;
  const [row] = await app.database.db
    .insert(users)
    .values({
      email,
      password_hash: demoHash,
      user_type_id: 3,
      indiv_mas_title_id: 1,
      indiv_first_name: 'สมหญิง',
      indiv_last_name: 'ทดสอบ',
      indiv_id_card: freshIdCard(),
      indiv_tel: '0212345678',
    })
    .returning();
  return row;
}

/** A role with no member and no menu, written straight to the database. */
async function freshRole() {
  const [row] = await app.database.db
    .insert(roles)
    .values({ enum_values: `sample_${++serial}`, enum_desc: `หน้าที่ตัวอย่าง ${serial}` })
    .returning({ id: roles.id });
  return row.id;
}

/** The body of a staff user's edit (or of an added staff user, with an e-mail and no id). */
function staffBody(idCard: string) {
  return {
    user_type_id: 3 as const,
    indiv_mas_title_id: 1,
    indiv_first_name: 'สมหญิง',
    indiv_last_name: 'ทดสอบ',
    is_active: 1 as const,
    role_id: 0,
    indiv_id_card: idCard,
    indiv_tel: '0212345678',
    indiv_mobile: '',
    ...huaiKhwangIndividualAddress({ huaiKhwang }),
    is_copy_indiv_addr_id_card: 1 as const,
  };
}

/** A one-time code of the sandbox NDID page, read off its redirect (single use). */
async function ndidCode() {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/ndid/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams({
      response_type: 'code',
      client_id: 'fulfilment-portal-sandbox',
      redirect_uri: `${ORIGIN}/register/individual-register`,
      scope: 'pid birthdate address name given_name family_name',
      state: 'endpoints',
      citizen: String(NDID_CITIZEN.index),
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(302);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`no code in ${String(res.headers.location)}`);
  return code;
}

/** The account's own profile with a Bangkok address, in the field set of its user type. */
async function profileBody(email: string): Promise<BodyOf<'profileUpdate'>> {
  const u = await userRow(email);
  const names = {
    indiv_mas_title_id: u.indiv_mas_title_id ?? 1,
    indiv_first_name: u.indiv_first_name,
    indiv_last_name: u.indiv_last_name,
  };
  if (u.user_type_id === 1)
    return {
      user_type_id: 1,
      ...names,
      com_tel: u.com_tel ?? '021234567',
      com_mobile: u.com_mobile ?? '',
      ...huaiKhwangCompanyAddress({ huaiKhwang }),
      is_copy_addr_tp: 1,
    };
  return {
    user_type_id: u.user_type_id as 2 | 3,
    ...names,
    indiv_tel: u.indiv_tel ?? '021234567',
    indiv_mobile: u.indiv_mobile ?? '',
    ...huaiKhwangIndividualAddress({ huaiKhwang }),
    is_copy_indiv_addr_id_card: 1,
  };
}

/** An identity document of the account itself (the owner may always fetch it); its user id. */
async function ownDocument(email: string) {
  const { id } = await userRow(email);
  const key = `${randomUUID()}.pdf`;
  writeFileSync(path.join(uploadDir, key), PDF);
  await app.database.db.insert(identityDocuments).values({
    user_id: id,
    doc_type: 3,
    file_key: key,
    mime: 'application/pdf',
    original_name: 'vat.pdf',
    size: PDF.length,
  });
  return id;
}

/** Id of one of the account's seeded notifications (a signed-out caller sends it too). */
async function ownNotification(email: string) {
  const { id } = await userRow(email);
  const [row] = await app.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.user_id, id))
    .limit(1);
  return row.id;
}

/**
 * A valid request for every endpoint of the table, for a signed-in account. A `Record` over
 * every key, so an endpoint added to the table without a sample here fails the type check.
 * Samples that need a record (a product, a photo) make a fresh one in the account's shop.
 */
const samples = (
  email: string,
  shopId: number,
): Record<EndpointKey, Sample | (() => Promise<Sample>)> => {
  /** A photo `file` (named `name`) of a record of the shop, sent with the record's id as `field`. */
  const photo =
    (field: string, record: () => Promise<number>, file: string, name: string) => async () => ({
      form: {
        fields: { shop_id: shopId, [field]: await record() },
        files: { [file]: { name, content: PNG } },
      },
    });
  /** A spreadsheet `file` (named `name`) imported into the shop. */
  const upload = (file: string, name: string, content: () => Promise<Buffer>) => async () => ({
    form: { fields: { shop_id: shopId }, files: { [file]: { name, content: await content() } } },
  });
  return {
    login: { body: { email, password: DEMO_PASSWORD } },
    logout: {},
    session: {},
    notifications: {},
    notificationsUnread: {},
    notificationsRead: async () => ({ body: { ids: [await ownNotification(email)] } }),
    notificationStream: {},
    pushSubscribe: { body: { token: `device-token-${email}` } },
    // A fresh product's code begins EP-, typed in lower case.
    commandSearch: async () => {
      await fixtureProduct(shopId);
      return { query: { q: 'ep-', shop_id: shopId } };
    },
    shops: {},
    titles: {},
    provinces: {},
    districts: { query: { province_id: 10 } },
    subdistricts: { query: { province_id: 10, district_id: 1017 } },
    postcodePlaces: { query: { postcode: '10310' } },
    companyTypes: {},
    userTypes: {},
    productTypes: {},
    unitTypes: {},
    vatOptions: {},
    salesChannels: {},
    deliveryChannels: {},
    products: { query: { shop_id: shopId } },
    product: async () => ({ query: { product_id: (await fixtureProduct(shopId)).id } }),
    productCreate: { body: productBody(shopId) },
    productUpdate: async () => ({
      body: { ...productBody(shopId), id: (await fixtureProduct(shopId)).id },
    }),
    productDelete: async () => ({ query: { product_id: (await fixtureProduct(shopId)).id } }),
    productPics: photo(
      'product_id',
      async () => (await fixtureProduct(shopId)).id,
      'itempic',
      'item.png',
    ),
    productPic: async () => ({ query: { key: (await fixtureProduct(shopId, true)).photo } }),
    productImport: upload('products', 'products.xlsx', () => templateFile()),
    productTemplate: {},
    menus: {},
    checkJuristic: { body: { jusristic_id: JURISTIC_ID } },
    checkIdCard: { body: { id_card: ID_CARD } },
    checkPassport: { body: { passport_number: PASSPORT } },
    ndidConfig: {},
    ndidData: async () => ({ body: { code: await ndidCode() } }),
    register: () => Promise.resolve({ body: companyRegistration(++serial, { huaiKhwang }) }),
    profile: {},
    profileUpdate: async () => ({ body: await profileBody(email) }),
    firstChangePassword: async () => ({
      body: {
        email: (await freshUser(true)).email,
        old_password: DEMO_PASSWORD,
        new_password: NEW_PASSWORD,
        cf_new_password: NEW_PASSWORD,
      } satisfies BodyOf<'firstChangePassword'>,
    }),
    uploadIdentityDoc: async () => ({
      form: {
        fields: { email: (await freshUser(true)).email, password: DEMO_PASSWORD, doctype: 3 },
        files: { file: { name: 'vat.pdf', content: PDF } },
      },
    }),
    identityDoc: async () => ({ query: { user_id: await ownDocument(email) } }),
    forgotPassword: async () => ({ body: { email: (await freshUser()).email } }),
    resetPassword: async () => {
      const { id } = await freshUser();
      const { token } = await issueToken(app.database.db, id, 'reset_password', RESET_LINK_TTL_MS);
      return {
        body: {
          auth_uid: token,
          new_password: NEW_PASSWORD,
          cf_new_password: NEW_PASSWORD,
        } satisfies BodyOf<'resetPassword'>,
      };
    },
    verifyEmail: async () => {
      const { id } = await freshUser();
      const { token } = await issueToken(app.database.db, id, 'verify_email', VERIFY_LINK_TTL_MS);
      return { body: { auth_uid: token } };
    },
    checkLink: async () => {
      const { id } = await freshUser();
      const { token } = await issueToken(app.database.db, id, 'reset_password', RESET_LINK_TTL_MS);
      return { query: { auth_uid: token, kind: 'reset_password' } };
    },
    // The account's own password, changed for real and put back after the reply.
    changePassword: async () => {
      const u = await userRow(email);
      return {
        body: {
          email,
          uid: u.id,
          old_password: DEMO_PASSWORD,
          new_password: NEW_PASSWORD,
          cf_new_password: NEW_PASSWORD,
        } satisfies BodyOf<'changePassword'>,
        after: async () => {
          await app.database.db
            .update(users)
            .set({ password_hash: u.password_hash })
            .where(eq(users.id, u.id));
        },
      };
    },
    // A mail of its own to a new address, so the mailbox of that address is known.
    devMailbox: async () => {
      const u = await freshUser();
      await app.mailer.sendVerificationEmail(app.database.db, u.id);
      return { query: { to: u.email }, headers: MAILBOX_HEADERS };
    },
    apiKeys: {},
    apiKeyCreate: { body: { name: `โปรแกรมร้านค้า ${++serial}`, read_only: true } },
    // A key of the account's own, made for the sample.
    apiKeyRevoke: async () => {
      const key = await createApiKey(app.database.db, (await userRow(email)).id, {
        name: 'คีย์ที่จะยกเลิก',
        read_only: false,
      });
      return { body: { id: key.id } };
    },
    views: { query: { list: 'orders' } },
    viewCreate: {
      body: {
        list: 'orders',
        name: `งานค้าง ${++serial}`,
        params: { filter: { q: 'ORD', tab: 'draft' }, sort: 'id', order: 'DESC', perPage: 25 },
      },
    },
    // Views of the account's own, made for the samples.
    viewUpdate: async () => ({
      body: { id: (await ownView(email)).id, name: `เปลี่ยนชื่อ ${++serial}` },
    }),
    viewDelete: async () => ({ query: { id: (await ownView(email)).id } }),
    users: { query: { search: 'demo' } },
    user: async () => ({ query: { user_id: (await userRow(email)).id } }),
    userCreate: () =>
      Promise.resolve({
        body: {
          ...staffBody(freshIdCard()),
          company_type_id: 0,
          email: `endpoint-added-${++serial}@example.th`,
        },
      }),
    userUpdate: async () => {
      const staff = await freshStaff();
      return { body: { ...staffBody(staff.indiv_id_card ?? ''), id: staff.id } };
    },
    userDelete: async () => ({ query: { user_id: (await freshStaff()).id } }),
    roleOptions: {},
    userExport: { query: { search: 'demo' } },
    userAudit: async () => ({ query: { user_id: (await userRow(email)).id } }),
    roles: {},
    role: () => Promise.resolve({ query: { role_id: ownerRoleId } }),
    roleCreate: () =>
      Promise.resolve({ body: { name: `หน้าที่ใหม่ ${++serial}`, description: 'ทดสอบ' } }),
    roleUpdate: async () => ({
      body: { id: await freshRole(), name: `หน้าที่แก้ไข ${++serial}`, description: '' },
    }),
    roleDelete: async () => ({ query: { id: await freshRole() } }),
    roleMembers: () => Promise.resolve({ query: { id: ownerRoleId } }),
    usersWithoutRole: async () => {
      await freshStaff();
      return {};
    },
    roleCandidates: {},
    roleMembersAdd: async () => ({
      body: { permission_id: await freshRole(), user: [{ user_id: (await freshStaff()).id }] },
    }),
    roleMemberRemove: async () => {
      const staff = await freshStaff();
      await app.database.db
        .update(users)
        .set({ role_id: await freshRole() })
        .where(eq(users.id, staff.id));
      return { query: { user_id: staff.id } };
    },
    roleMenuAccess: () => Promise.resolve({ query: { permission_id: ownerRoleId } }),
    roleMenuAccessUpdate: async () => ({
      body: { permission_id: await freshRole(), menu_item: [{ menu_id: 1, is_active: true }] },
    }),
    roleAudit: () => Promise.resolve({ query: { role_id: ownerRoleId } }),
    inventory: { query: { shop_id: shopId } },
    inventoryItem: async () => ({ query: { inventory_id: (await fixtureStock(shopId)).id } }),
    inventoryCreate: async () => ({
      body: { shop_id: shopId, product_id: (await fixtureProduct(shopId)).id, inventory_amount: 5 },
    }),
    inventoryUpdate: async () => ({
      body: { id: (await fixtureStock(shopId)).id, inventory_amount: 7, remark: 'นับใหม่' },
    }),
    inventoryDelete: async () => ({ query: { id: (await fixtureStock(shopId, 0)).id } }),
    inventoryPic: photo(
      'inventory_id',
      async () => (await fixtureStock(shopId)).id,
      'inven_pic',
      'stock.png',
    ),
    stockCheck: async () => ({ body: { inventory_id: [{ id: (await fixtureStock(shopId)).id }] } }),
    shelves: async () => ({ query: { product_id: await fixtureShelf(shopId) } }),
    movements: async () => ({ query: { inventory_id: (await fixtureStock(shopId)).id } }),
    reorderPoint: async () => ({
      body: { inventory_id: (await fixtureStock(shopId)).id, reorder_point: 3 },
    }),
    productSets: { query: { shop_id: shopId } },
    productSet: async () => ({ query: { productset_id: (await fixtureSet(shopId)).id } }),
    productSetCreate: async () => ({ body: await setBody(shopId) }),
    productSetUpdate: async () => ({
      body: { ...(await setBody(shopId)), id: (await fixtureSet(shopId)).id },
    }),
    productSetDelete: async () => ({ query: { productset_id: (await fixtureSet(shopId)).id } }),
    productSetPics: photo(
      'productset_id',
      async () => (await fixtureSet(shopId)).id,
      'pp_product',
      'packed.png',
    ),
    productSetImport: upload('product_sets', 'sets.xlsx', () => setImportFile(shopId)),
    productSetTemplate: {},
    setOrders: { query: { shop_id: shopId } },
    setOrder: async () => ({ query: { invenset_id: await fixtureSetOrder(shopId) } }),
    setOrderCreate: async () => ({
      body: {
        shop_id: shopId,
        product_set_order: [{ productset_id: (await fixtureSet(shopId)).id, inventory_amount: 2 }],
      },
    }),
    // Staff assign the picker and packer and move the order on; a shop changes its count.
    setOrderUpdate: async () => {
      const id = await fixtureSetOrder(shopId);
      const { user_type_id } = await userRow(email);
      if (user_type_id !== 3) return { body: { id, shop_id: shopId, inventory_amount: 3 } };
      const staff = (await userRow('warehouse@demo.th')).id;
      return {
        body: {
          id,
          shop_id: shopId,
          inventory_amount: 2,
          stocker: staff,
          packer: staff,
          is_status: 2,
        },
      };
    },
    setOrderDelete: async () => ({ query: { id: await fixtureSetOrder(shopId) } }),
    orders: async () => {
      await fixtureOrder(shopId);
      return { query: { shop_id: shopId } };
    },
    order: async () => ({ query: { order_id: (await fixtureOrder(shopId)).id } }),
    orderCreate: async () => ({
      body: await orderFixtures(app).orderBody(shopId, [
        { product_id: (await fixtureStock(shopId)).productId, total_order: 2, type: 1 },
      ]),
    }),
    orderUpdate: async () => {
      const { id, body } = await fixtureOrder(shopId);
      return { body: { ...body, id, is_order: 0, remark: 'โทรก่อนส่ง' } };
    },
    orderDelete: async () => ({ query: { id: (await fixtureOrder(shopId)).id } }),
    orderCurrentStatus: async () => ({ query: { order_id: (await fixtureOrder(shopId)).id } }),
    orderStatuses: {},
    orderPic: photo(
      'order_id',
      async () => (await fixtureOrder(shopId)).id,
      'orderpic',
      'slip.png',
    ),
    orderImport: upload('orders', 'orders.xlsx', () => fixtureOrderFile(shopId)),
    orderImportErrors: upload('orders', 'orders.xlsx', () => fixtureOrderFile(shopId)),
    orderTemplate: {},
    orderProducts: async () => {
      await fixtureStock(shopId);
      return { query: { shop_id: shopId } };
    },
    orderAudit: async () => {
      // A draft cancelled by its shop: one entry in its history.
      const { id, body } = await fixtureOrder(shopId);
      await transaction(app.database.db, (tx) => updateOrder(tx, { ...body, id, is_order: 9 }, 1));
      return { query: { order_id: id } };
    },
    lazadaLoginLink: { query: { shop_id: shopId } },
    lazadaConnect: async () => ({
      body: {
        code: 'sandbox-lazada-0123456789abcdef',
        state: await marketState(email, shopId, 'lazada'),
      },
    }),
    lazadaDisconnect: { body: {} },
    shopeeLoginLink: { query: { shop_id: shopId } },
    shopeeConnect: async () => ({
      body: {
        code: 'sandbox-shopee-0123456789abcdef',
        shopee_shop_id: '123456',
        state: await marketState(email, shopId, 'shopee'),
      },
    }),
    shopeeDisconnect: { body: {} },
    marketplaceSync: { body: {} },
    marketplaceLog: async () => {
      await failedSyncEntry(shopId);
      return { query: { shop_id: shopId } };
    },
    marketplaceLogRetry: async () => ({ body: { id: await failedSyncEntry(shopId) } }),
    marketplaceConnections: async () => {
      const { id } = await userRow('company@demo.th');
      await app.database.db
        .insert(marketplaceConnections)
        .values({ user_id: id, platform: 'shopee', shop_id: shopId, seller_id: '99', tokens: 'x' })
        .onConflictDoNothing();
      return { query: { shop_id: shopId } };
    },
    orderSets: async () => {
      await fixtureStockedSet(shopId);
      return { query: { shop_id: shopId } };
    },
    orderLabels: async () => ({ query: { ids: String((await fixtureOrder(shopId)).id) } }),
    setPicker: { query: { shop_id: shopId } },
    officers: {},
    confirmOrders: async () => {
      await fixtureOrder(shopId);
      return { query: { shop_id: shopId } };
    },
    confirmOrderTabs: { query: { shop_id: shopId } },
    confirmOrderStatuses: async () => ({ query: { order_id: (await fixtureOrder(shopId)).id } }),
    confirmOrder: async () => ({
      body: { shop_id: shopId, id: (await fixtureOrder(shopId)).id, is_order: 1 },
    }),
    confirmOrdersBulk: async () => ({
      body: { confirm_order: [{ id: (await fixtureOrder(shopId)).id, shop_id: shopId }] },
    }),
    pickListCreate: async () => ({ body: { order_ids: [await confirmedOrder(shopId)] } }),
    pickList: async () => ({ query: { id: (await fixturePickLine(shopId)).list } }),
    pickLine: async () => {
      const { line } = await fixturePickLine(shopId);
      return { body: { id: line, picked: 1 } };
    },
    pickListPdf: async () => ({ query: { id: (await fixturePickLine(shopId)).list } }),
    packOrder: async () => ({ query: { id: await confirmedOrder(shopId) } }),
    packScan: async () => {
      const id = await confirmedOrder(shopId);
      const [line] = await app.database.db
        .select({ product: orderItems.product_id })
        .from(orderItems)
        .where(eq(orderItems.order_id, id));
      const barcode = `885${String(id).padStart(10, '0')}`;
      await app.database.db
        .update(products)
        .set({ item_barcode_upc: barcode })
        .where(eq(products.id, line.product!));
      return { body: { id, barcode } };
    },
    packOverride: async () => ({
      body: { id: await confirmedOrder(shopId), reason: 'กล่องสแกนเนอร์เสีย' },
    }),
    shippingOrders: { query: { search_mode: 1, shop_id: shopId } },
    shippingOrderTabs: { query: { search_mode: 1, shop_id: shopId } },
    shipOrdersBulk: async () => {
      // A confirmed order (its stock is the fixture's, none reserved).
      const { id } = await fixtureOrder(shopId);
      await app.database.db.update(orders).set({ is_order: 1 }).where(eq(orders.id, id));
      return { body: { shipping_order: [{ id, shop_id: shopId }] } };
    },
    appointments: async () => {
      await fixtureSetting();
      return {};
    },
    appointment: async () => ({ query: { id: await fixtureSetting() } }),
    appointmentCreate: async () => ({ body: appointmentBody(2100 + ++serial) }),
    appointmentUpdate: async () => ({
      body: { ...appointmentBody(2100 + ++serial), id: await fixtureSetting() },
    }),
    appointmentDelete: async () => ({ query: { id: await fixtureSetting() } }),
    daysOff: async () => {
      await fixtureDayOff();
      return {};
    },
    dayOffCreate: async () => ({
      body: { day_off: `${3000 + ++serial}-01-02`, remark: 'วันหยุดทดสอบ' },
    }),
    dayOffDelete: async () => ({ query: { id: await fixtureDayOff() } }),
    bookingTimes: async () => {
      await openYear(app, BOOKING_YEAR);
      return { query: { date: weekdayOf(BOOKING_YEAR, 3) } };
    },
    bookings: async () => {
      await fixtureBooking(shopId);
      return { query: { shop_id: shopId } };
    },
    bookingsAdmin: async () => {
      await fixtureBooking(shopId);
      return {};
    },
    bookingTabs: { query: { shop_id: shopId } },
    bookingAdminTabs: {},
    booking: async () => ({ query: { booking_id: await fixtureBooking(shopId) } }),
    bookingCreate: async () => {
      await openYear(app, BOOKING_YEAR);
      const product = await fixtureProduct(shopId);
      return { body: bookingBody(shopId, product.id, BOOKING_YEAR) };
    },
    bookingUpdate: async () => {
      await openYear(app, BOOKING_YEAR);
      const product = await fixtureProduct(shopId);
      const id = await bookingOf(app, shopId, product.id, BOOKING_YEAR);
      return { body: { ...bookingBody(shopId, product.id, BOOKING_YEAR), id } };
    },
    bookingAdminUpdate: async () => ({
      body: { id: await fixtureBooking(shopId), shop_id: shopId, booking_status: 2 },
    }),
    bookingPic: photo('booking_id', () => fixtureBooking(shopId), 'booking_pic', 'goods.png'),
    bookingStatuses: async () => ({ query: { booking_id: await fixtureBooking(shopId) } }),
    bookingAudit: async () => ({ query: { booking_id: await fixtureBooking(shopId) } }),
    bookingCurrentStatus: async () => ({ query: { booking_id: await fixtureBooking(shopId) } }),
    bookingCalendar: async () => {
      await fixtureBooking(shopId);
      return { query: { date_from: `${BOOKING_YEAR}-01-01`, date_to: `${BOOKING_YEAR}-12-31` } };
    },
    bookingLabel: async () => ({ query: { booking_id: await fixtureBooking(shopId) } }),
    dashboardLine: { query: { shop_id: shopId, dayoption: 'month' } },
    dashboardOrders: { query: { shop_id: shopId, dayoption: 'week', sale_channel: 2 } },
    dashboardTotals: { query: { shop_id: shopId, startdate: '2026-01-01', enddate: '2026-12-31' } },
    dashboardBars: { query: { shop_id: shopId, datadisplay: 2 } },
    dashboardIncome: { query: { shop_id: shopId, dayoption: 'lastmonth', page: 1 } },
    dashboardProducts: { query: { shop_id: shopId, dayoption: 'day', datadisplay: 1 } },
    dashboardIncomeExport: { query: { shop_id: shopId, dayoption: 'month' } },
    shippingReport: { query: { shop_id: shopId, page: 1 } },
    inventoryReport: { query: { shop_id: shopId, search: 'S1', page: 1 } },
    packingReport: { query: { start_date: '2026-01-01', end_date: '2026-12-31', page: 1 } },
    shippingReportExport: { query: { shop_id: shopId } },
    inventoryReportExport: { query: { shop_id: shopId, search: 'S1' } },
    packingReportExport: { query: { start_date: '2026-01-01' } },
    webhooks: async () => {
      const hook = await fixtureWebhook(shopId);
      return { query: { shop_id: shopId }, after: hook.remove };
    },
    webhookCreate: async () => {
      const url = `https://127.0.0.1:9/new-hook-${++serial}`;
      return {
        body: { shop_id: shopId, url, events: ['stock.low', 'order.created'] },
        after: async () => {
          await app.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.url, url));
        },
      };
    },
    webhookUpdate: async () => {
      const hook = await fixtureWebhook(shopId);
      return {
        body: {
          shop_id: shopId,
          id: hook.id,
          url: `https://127.0.0.1:9/moved-${serial}`,
          description: 'ระบบบัญชี',
          events: ['booking.status_changed'],
          active: false,
        },
        after: hook.remove,
      };
    },
    webhookDelete: async () => {
      const hook = await fixtureWebhook(shopId);
      return { query: { shop_id: shopId, id: hook.id }, after: hook.remove };
    },
    webhookDeliveries: async () => {
      const hook = await fixtureWebhook(shopId);
      return { query: { shop_id: shopId, endpoint_id: hook.id }, after: hook.remove };
    },
    webhookResend: async () => {
      const hook = await fixtureWebhook(shopId);
      return { body: { shop_id: shopId, id: hook.deliveryId }, after: hook.remove };
    },
    webhookTest: async () => {
      const hook = await fixtureWebhook(shopId);
      return { body: { shop_id: shopId, id: hook.id }, after: hook.remove };
    },
  };
};

const keys = Object.keys(endpoints) as EndpointKey[];

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testApp({ uploadDir, mailSandbox: true });
  app = ctx.app;
  demoHash = await hashPassword(DEMO_PASSWORD);
  ownerRoleId = (await userRow('company@demo.th')).role_id ?? 0;
  const subs = await call<{ id: number; subdist_code: string }[]>(
    app,
    'GET',
    endpoints.subdistricts.name,
    { query: { province_id: 10, district_id: 1017 } },
  );
  const row = subs.body.data.find((r) => r.subdist_code === '101701');
  if (!row) throw new Error('no sub-district 101701');
  huaiKhwang = row.id;
  if (registered('productTemplate')) template = fetchTemplate();
});
afterAll(async () => {
  await ctx?.close();
});

async function signIn(email: string) {
  const res = await call<SessionData>(app, 'POST', 'auth-login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  expect(res.cookie).toMatch(/^sid=.+/);
  return { cookie: res.cookie as string, session: endpoints.login.data.parse(res.body.data) };
}

const registered = (key: EndpointKey) =>
  app.hasRoute({ method: endpoints[key].method, url: `/api/${endpoints[key].name}` });
/** A pending endpoint whose handler does not exist yet is skipped; every other must answer. */
const notBuilt = (key: EndpointKey) => PENDING.includes(key) && !registered(key);

async function multipart(form: Form) {
  const data = new FormData();
  for (const [k, v] of Object.entries(form.fields)) data.append(k, String(v));
  for (const [k, f] of Object.entries(form.files))
    data.append(k, new Blob([new Uint8Array(f.content)]), f.name);
  const res = new Response(data);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') as string,
  };
}

/** Calls an endpoint of the table with its sample request; logout gets a session of its own. */
async function callEndpoint(
  key: EndpointKey,
  email: string,
  cookie: string | undefined,
  shopId: number,
) {
  const ep = endpoints[key] as Endpoint;
  const entry = samples(email, shopId)[key];
  const sample = typeof entry === 'function' ? await entry() : entry;
  const useCookie = key === 'logout' && cookie ? await login(app, email) : cookie;
  const headers: Record<string, string> = { origin: ORIGIN, ...sample.headers };
  if (useCookie) headers.cookie = useCookie;
  const req: InjectOptions = { method: ep.method, url: `/api/${ep.name}`, headers };
  if (sample.query)
    req.query = Object.fromEntries(Object.entries(sample.query).map(([k, v]) => [k, String(v)]));
  if (sample.form) {
    const { payload, contentType } = await multipart(sample.form);
    headers['content-type'] = contentType;
    req.payload = payload;
  } else if (sample.body !== undefined) {
    req.payload = sample.body as InjectOptions['payload'];
  }
  let res;
  try {
    res = ep.reply === 'stream' ? await injectStream(app, req) : await app.inject(req);
  } finally {
    await sample.after?.();
  }
  const contentType = String(res.headers['content-type'] ?? '');
  const json = contentType.startsWith('application/json');
  return {
    sample,
    status: res.statusCode,
    contentType,
    raw: res.rawPayload,
    body: (json ? res.json() : {}) as { code: number; message: string; data: unknown },
  };
}

/** The reply a table cell stands for: its status, and for a refusal its message. */
function wanted(cell: Cell) {
  if (cell === 'ok') return { status: 200 };
  if (cell === '401') return { status: 401, message: th.server.unauthenticated };
  if (cell === '403') return { status: 403, message: th.server.forbidden };
  return { status: 403, message: th.server.menu_inactive };
}

/** One session per account for the whole file (no sample ends the caller's own session). */
const signedIn: Partial<Record<Account, Awaited<ReturnType<typeof signIn>>>> = {};

/** Calls the endpoint as `email` (or signed out) and checks the reply against `cell`. */
async function expectCell(key: EndpointKey, email: Account | null, cell: Cell, label: string) {
  let cookie: string | undefined;
  let shopId = 1;
  if (email) {
    signedIn[email] ??= await signIn(email);
    cookie = signedIn[email].cookie;
    shopId = signedIn[email].session.shop_list[0]?.shop_id ?? 1;
  }
  const res = await callEndpoint(key, email ?? 'company@demo.th', cookie, shopId);
  const want = wanted(cell);
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(want.status);
  if (want.message) expect(res.body.message, label).toBe(want.message);
  else if ((endpoints[key] as Endpoint).reply === undefined)
    endpoints[key].data.parse(res.body.data);
  return res;
}

const roleOf = async (email: Account) => (await userRow(email)).role_id as number;

/**
 * Runs `body` with only the menus `on` active for the role of `email`, then puts the role's
 * menus back as they were (the role is shared with other demo accounts).
 */
async function withMenus(email: Account, on: readonly MenuKey[], body: () => Promise<void>) {
  const roleId = await roleOf(email);
  const before = await app.database.db
    .select()
    .from(roleMenus)
    .where(eq(roleMenus.role_id, roleId));
  const ids = MENUS.filter((m) => on.includes(m.key)).map((m) => m.id);
  await app.database.db
    .update(roleMenus)
    .set({ is_active: false })
    .where(and(eq(roleMenus.role_id, roleId), notInArray(roleMenus.menu_id, ids)));
  if (ids.length > 0)
    await app.database.db
      .update(roleMenus)
      .set({ is_active: true })
      .where(and(eq(roleMenus.role_id, roleId), inArray(roleMenus.menu_id, ids)));
  try {
    await body();
  } finally {
    for (const r of before)
      await app.database.db
        .update(roleMenus)
        .set({ is_active: r.is_active })
        .where(and(eq(roleMenus.role_id, roleId), eq(roleMenus.menu_id, r.menu_id)));
  }
}

/**
 * What a 200 reply to the staff admin's sample holds. Replies about the caller are the
 * admin's own account; the others are checked against what the sample sent or made. A
 * non-list reply not named here must be `null`, so a new endpoint needs a case of its own.
 */
function expectAdminData(key: EndpointKey, data: unknown, sample: Sample) {
  const self = { email: 'admin@demo.th', user_type_id: 3 };
  const body = sample.body as Record<string, unknown>;
  switch (key) {
    case 'login':
    case 'session':
    case 'profileUpdate':
      expect(data).toMatchObject(self);
      return;
    case 'profile':
      expect(data).toEqual([expect.objectContaining(self)]);
      return;
    case 'uploadIdentityDoc':
      // The fresh user of the sample is signed in, not the caller.
      expect(data).toMatchObject({ email: sample.form?.fields.email, user_type_id: 1 });
      return;
    case 'register':
      expect(data).toEqual({ email: body.email, password: expect.stringMatching(/^\S{12}$/) });
      return;
    case 'checkJuristic':
      expect(data).toMatchObject({
        juristicNameTH: 'บริษัท ทดสอบ 1234 จำกัด',
        province_id: 10,
        district_id: 1017,
        sub_district_id: huaiKhwang,
        post_code: '10310',
      });
      return;
    case 'commandSearch':
      expect(data).toContainEqual(
        expect.objectContaining({
          kind: 'product',
          code: expect.stringMatching(/^EP-/),
          matched: 'code',
          exact: false,
          shop_id: sample.query?.shop_id,
        }),
      );
      return;
    case 'notificationsUnread':
      expect(data).toEqual({ unread: expect.any(Number) });
      return;
    case 'checkIdCard':
      expect(data).toEqual({ id_card: ID_CARD });
      return;
    case 'checkPassport':
      expect(data).toEqual({ passport_number: PASSPORT });
      return;
    case 'ndidConfig':
      expect(data).toMatchObject({ authorize_url: '/sandbox/ndid/authorize', sandbox: true });
      return;
    case 'ndidData':
      expect(data).toMatchObject({ id_card: NDID_CITIZEN.id_card });
      return;
    case 'firstChangePassword':
      expect(data).toEqual({ document_required: true, doc_types: [3] });
      return;
    case 'checkLink':
      expect(data).toEqual({ valid: true, expireIn: expect.any(Number) });
      return;
    case 'inventoryCreate':
      expect(data).toEqual({ id: expect.any(Number) });
      return;
    case 'inventoryUpdate':
      expect(data).toEqual({ id: body.id, inventory: 7, change: 2 });
      return;
    case 'inventoryPic':
      expect(data).toEqual({ inven_pic: expect.stringMatching(/\.png$/) });
      return;
    case 'stockCheck':
      expect(data).toEqual({ checked: 1, checked_at: expect.any(String) });
      return;
    case 'reorderPoint':
      expect(data).toEqual({ id: body.inventory_id, reorder_point: 3 });
      return;
    case 'setOrderCreate':
      expect(data).toEqual({
        id: expect.any(Number),
        ps_orderid: expect.stringMatching(/^ORP\d+$/),
      });
      return;
    case 'orderPic':
      expect(data).toEqual({ pic: expect.stringMatching(/\.png$/) });
      return;
    case 'setOrderUpdate':
      expect(data).toEqual({ id: body.id, is_status: 2, return_product_set: 0 });
      return;
    case 'confirmOrder':
      expect(data).toMatchObject({ id: body.id, is_order: 1, is_confirm_order: 1 });
      return;
    case 'confirmOrdersBulk':
    case 'shipOrdersBulk': {
      const selected = (body.confirm_order ?? body.shipping_order) as { id: number }[];
      const reply = data as { done: { id: number; tracking_no: string | null }[]; refused: [] };
      expect(reply.refused).toEqual([]);
      expect(reply.done.map((d) => d.id)).toEqual(selected.map((o) => o.id));
      if (key === 'shipOrdersBulk') expect(reply.done[0].tracking_no).toMatch(/^[A-Z]{2}\d{9}TH$/);
      return;
    }
    case 'appointmentCreate':
    case 'appointmentUpdate':
    case 'dayOffCreate':
      expect(data).toEqual({ id: body.id ?? expect.any(Number) });
      return;
    case 'bookingCreate':
      expect(data).toEqual({
        id: expect.any(Number),
        booking_no: expect.stringMatching(/^BK\d{11}$/),
      });
      return;
    case 'bookingAdminUpdate':
      expect(data).toEqual({ id: body.id, booking_status: 2 });
      return;
    case 'bookingPic':
      expect(data).toEqual({ booking_pic: expect.stringMatching(/\.png$/) });
      return;
    case 'bookingCurrentStatus':
      expect(data).toEqual({
        id: sample.query?.booking_id,
        booking_status: 1,
        status_name: th.app.bookings.status[1],
        is_booking: 1,
      });
      return;
    case 'devMailbox':
      expect((data as { to: string }[]).map((r) => r.to)).toEqual([sample.query?.to]);
      return;
    case 'webhookCreate':
    case 'webhookUpdate': {
      const secret = (data as { secret?: string }).secret;
      expect(data).toEqual({
        id: body.id ?? expect.any(Number),
        shop_id: body.shop_id,
        url: body.url,
        description: body.description ?? '',
        // In the contract's order of events, whatever the order sent.
        events: key === 'webhookCreate' ? ['order.created', 'stock.low'] : body.events,
        active: body.active ?? true,
        failing_since: null,
        disabled_at: null,
        disabled_reason: null,
        created_at: expect.any(String),
        secret_hint: expect.stringMatching(/^.{4}$/),
        ...(key === 'webhookCreate' ? { secret: expect.stringMatching(/^whsec_[\w-]{32}$/) } : {}),
      });
      if (secret) expect(secret.slice(-4)).toBe((data as { secret_hint: string }).secret_hint);
      return;
    }
    case 'webhookResend':
      expect(data).toMatchObject({ id: body.id, status: 'pending', attempts: 1 });
      return;
    case 'webhookTest':
      // Nothing listens at the sample's address: the try is logged as failed, not retried.
      expect(data).toMatchObject({
        event_type: 'ping',
        status: 'failed',
        attempts: 1,
        response_status: null,
        error: expect.any(String),
      });
      return;
    case 'apiKeys':
      // The admin's keys, none before the create sample (api-keys.test.ts reads them).
      expect(Array.isArray(data)).toBe(true);
      return;
    case 'apiKeyCreate': {
      const key = (data as { key: string }).key;
      expect(data).toEqual({
        id: expect.any(Number),
        name: body.name,
        prefix: key.slice(0, 12),
        read_only: true,
        created_at: expect.any(String),
        key: expect.stringMatching(/^fpk_[\w-]{40}$/),
      });
      return;
    }
    case 'apiKeyRevoke':
      expect(data).toEqual({ id: body.id, revoked_at: expect.any(String) });
      return;
    case 'views':
      // The account's views of the order list (saved-views.test.ts reads them).
      expect(Array.isArray(data)).toBe(true);
      return;
    case 'viewCreate':
    case 'viewUpdate':
      expect(data).toEqual({
        id: body.id ?? expect.any(Number),
        list: 'orders',
        name: body.name,
        params: key === 'viewCreate' ? body.params : expect.any(Object),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      return;
    case 'userCreate':
      expect(data).toEqual({
        id: expect.any(Number),
        email: body.email,
        password: expect.stringMatching(/^\S{12}$/),
      });
      return;
    case 'userDelete':
      expect(data).toEqual({ outcome: 'deleted' });
      return;
    case 'userAudit':
    case 'roleAudit':
    case 'bookingAudit':
      // A history may be empty; its rows are checked by the user, role and booking tests.
      expect(Array.isArray(data)).toBe(true);
      return;
    case 'orderAudit':
      // The sample's draft, cancelled (order-history.test.ts follows an order to shipped).
      expect(data).toEqual([
        expect.objectContaining({
          action: 'order_status_changed',
          actor_id: 1,
          changes: [{ field: 'is_order', before: '0', after: '9' }],
        }),
      ]);
      return;
    case 'role':
      expect(data).toMatchObject({ id: sample.query?.role_id, enum_values: 'shop_owner' });
      return;
    case 'roleCreate':
    case 'roleUpdate':
      expect(data).toMatchObject({
        id: body.id ?? expect.any(Number),
        enum_desc: body.name,
        enum_desc_th: body.description,
        member_count: 0,
        administers_roles: false,
      });
      return;
    case 'roleMembersAdd':
      expect(data).toEqual({ added: 1, moved: 0 });
      return;
    case 'roleMenuAccessUpdate':
      expect(
        (data as { menu_id: number; is_active: boolean }[]).filter((m) => m.is_active),
      ).toEqual([expect.objectContaining({ menu_id: 1, is_active: true })]);
      return;
    case 'pickListCreate':
      expect(data).toEqual({ id: expect.any(Number), pick_no: expect.stringMatching(/^PL\d{6}$/) });
      return;
    case 'pickList':
      expect(data).toMatchObject({ lines: [expect.objectContaining({ quantity: 1, picked: 0 })] });
      return;
    case 'pickLine':
      expect(data).toMatchObject({ picked: 1, short_reason: null });
      return;
    case 'packOrder':
      expect(data).toMatchObject({ is_order: 1, lines: [expect.objectContaining({ packed: 0 })] });
      return;
    case 'packScan':
      expect(data).toMatchObject({ added: 1, complete: true, is_order: 3 });
      return;
    case 'packOverride':
      expect(data).toMatchObject({ is_order: 3 });
      return;
    default:
      if (Array.isArray(data)) expect(data.length).toBeGreaterThan(0);
      else expect(data).toBeNull();
  }
}

describe('every endpoint of the table', () => {
  it('has a sample request and a distinct /api name', () => {
    expect(keys).toEqual(Object.keys(routes));
    expect(Object.keys(samples('admin@demo.th', 1)).sort()).toEqual([...keys].sort());
    expect(new Set(keys.map((k) => endpoints[k].name)).size).toBe(keys.length);
  });

  it('every endpoint has a handler, except those still being built', () => {
    expect(keys.filter((k) => !registered(k) && !PENDING.includes(k))).toEqual([]);
  });

  it('the access table names every endpoint and nothing else', () => {
    expect(Object.keys(ACCESS).sort()).toEqual([...keys].sort());
  });

  it.for(keys)('%s answers staff admin as the access table says', async (key, { skip }) => {
    if (notBuilt(key)) skip();
    const res = await expectCell(key, 'admin@demo.th', ACCESS[key].cells['admin@demo.th'], key);
    if (res.status !== 200) return;
    if ((endpoints[key] as Endpoint).reply === 'stream') {
      expect(res.contentType).toMatch(/^text\/event-stream/);
      expect(res.raw.toString()).toMatch(/^retry: \d+\n\n/);
      return;
    }
    if ((endpoints[key] as Endpoint).reply === 'file') {
      expect(res.raw.length).toBeGreaterThan(0);
      return;
    }
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe(th.server.success);
    expectAdminData(key, endpoints[key].data.parse(res.body.data), res.sample);
  });

  it.for(keys)('%s answers a signed-out caller as the access table says', async (key, { skip }) => {
    if (notBuilt(key)) skip();
    const res = await expectCell(key, null, ACCESS[key].cells.anonymous, key);
    if (res.status === 401) expect(res.body).toEqual({ code: 401, message: res.body.message });
  });

  const others = COLUMNS.filter((c): c is Account => c !== null && c !== 'admin@demo.th');
  it.each(others)('every endpoint answers %s as the access table says', async (email) => {
    for (const key of keys) {
      if (notBuilt(key)) continue;
      await expectCell(key, email, ACCESS[key].cells[email], `${email} ${key}`);
    }
  });
});

describe('menus switched off', () => {
  /** The first account the table lets call the endpoint, with every menu on. */
  const caller = (key: EndpointKey) =>
    (['company@demo.th', 'admin@demo.th'] as const).find((e) => ACCESS[key].cells[e] === 'ok');
  const withMenu = keys.filter((k) => ACCESS[k].menus.length > 0);

  it.each(['admin@demo.th', 'company@demo.th'] as const)(
    'with every menu of its role off, %s keeps only the endpoints without a menu rule',
    async (email) => {
      await withMenus(email, [], async () => {
        for (const key of keys) {
          if (notBuilt(key)) continue;
          const cell = ACCESS[key].cells[email];
          const want = cell === 'ok' && ACCESS[key].menus.length > 0 ? 'menu' : cell;
          await expectCell(key, email, want, `${email} ${key}`);
        }
      });
    },
  );

  it.for(withMenu)(
    '%s: refused with its menus off, opened by any one of them',
    async (key, { skip }) => {
      if (notBuilt(key)) skip();
      const email = caller(key);
      if (!email) throw new Error(`no account may call ${key}`);
      const { menus } = ACCESS[key];
      const rest = MENU_KEYS.filter((m) => !menus.includes(m));
      await withMenus(email, rest, () =>
        expectCell(key, email, 'menu', `${key}, menus off`).then(),
      );
      for (const menu of menus)
        await withMenus(email, [menu], () =>
          expectCell(key, email, 'ok', `${key}, only ${menu}`).then(),
        );
    },
  );
});

describe('lookups', () => {
  it('provinces: 77 rows, Bangkok with pv_code 10', async () => {
    const res = await call(app, 'GET', 'master-getprovinces');
    const rows = endpoints.provinces.data.parse(res.body.data);
    expect(rows).toHaveLength(77);
    const bangkok = rows.find((p) => p.pv_code === '10');
    expect(bangkok).toMatchObject({
      id: 10,
      pv_code: '10',
      name_th: 'กรุงเทพมหานคร',
      name_en: 'Bangkok',
    });
    expect(new Set(rows.map((p) => p.pv_code)).size).toBe(77);
  });

  it('districts of province 10 include บางรัก and only Bangkok districts', async () => {
    const res = await call(app, 'GET', 'master-getdistricts', { query: { province_id: 10 } });
    const rows = endpoints.districts.data.parse(res.body.data);
    expect(rows).toHaveLength(50);
    expect(rows.find((d) => d.name_th === 'บางรัก')).toMatchObject({ id: 1004, dist_code: '1004' });
    expect(rows.every((d) => d.dist_code.startsWith('10'))).toBe(true);
    expect(rows.some((d) => d.name_th === 'เมืองเชียงใหม่')).toBe(false);
  });

  it('sub-districts of province 10 district 1017 include ห้วยขวาง 10310', async () => {
    const res = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 10, district_id: 1017 },
    });
    const rows = endpoints.subdistricts.data.parse(res.body.data);
    expect(rows.map((s) => s.name_th).sort()).toEqual(['บางกะปิ', 'สามเสนนอก', 'ห้วยขวาง'].sort());
    expect(rows.find((s) => s.name_th === 'ห้วยขวาง')).toMatchObject({
      subdist_code: '101701',
      post_code: '10310',
    });
  });

  it('a district asked with the wrong province_id gives an empty list', async () => {
    const right = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 50, district_id: 5001 },
    });
    expect(right.status).toBe(200);
    expect((right.body.data as unknown[]).length).toBe(16);
    const wrong = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 10, district_id: 5001 },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toEqual([]);
    const wrong2 = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 50, district_id: 1017 },
    });
    expect(wrong2.body.data).toEqual([]);
  });

  it('a missing required query key is answered 400 "required"', async () => {
    const missing = await call(app, 'GET', 'master-getdistricts');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(th.server.validation);
    expect(missing.body.errors?.province_id).toBe(th.server.required);
  });

  it('a malformed or unknown query key is answered 400 with the key named', async () => {
    const bad = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 'abc', district_id: 1017 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(th.server.validation);
    expect(bad.body.errors).toEqual({ province_id: th.server.invalid_value });
    const extra = await call(app, 'GET', 'master-getprovinces', { query: { x: 1 } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ x: th.server.unknown_field.replace('%{field}', 'x') });
  });

  it('ids beyond the integer range are 400, not a server error', async () => {
    const districts = await call(app, 'GET', 'master-getdistricts', {
      query: { province_id: '99999999999' },
    });
    expect(districts.status, JSON.stringify(districts.body)).toBe(400);
    expect(districts.body.errors?.province_id).toBe(th.server.invalid_value);
    const subs = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 10, district_id: '99999999999' },
    });
    expect(subs.status, JSON.stringify(subs.body)).toBe(400);
    expect(subs.body.errors?.district_id).toBe(th.server.invalid_value);
  });

  it('lookup lists hold the seeded values in order', async () => {
    const titles = endpoints.titles.data.parse(
      (await call(app, 'GET', 'master-gettitles')).body.data,
    );
    expect(titles.map((t) => t.title_name_th)).toEqual(['นาย', 'นาง', 'นางสาว', 'ดร.', 'คุณ']);
    const userTypes = endpoints.userTypes.data.parse(
      (await call(app, 'GET', 'master-getusertypes')).body.data,
    );
    expect(userTypes.map((u) => [u.id, u.enum_values])).toEqual([
      [1, 'company'],
      [2, 'individual'],
      [3, 'staff'],
    ]);
    const companyTypes = endpoints.companyTypes.data.parse(
      (await call(app, 'GET', 'master-getcompanytypes')).body.data,
    );
    expect(companyTypes).toHaveLength(4);
    expect(companyTypes[0]).toEqual({
      id: 1,
      enum_values: 'company_limited',
      enum_desc: 'บริษัทจำกัด',
    });
  });

  it('signed-in lookups answer their seeded rows', async () => {
    const cookie = await login(app, 'admin@demo.th');
    const get = async (name: string) => (await call(app, 'GET', name, { cookie })).body.data;
    expect(endpoints.vatOptions.data.parse(await get('master-getvatoptions'))).toEqual([
      { id: 1, enum_values: 'no_tax', enum_desc: 'ไม่มีภาษี' },
      { id: 2, enum_values: 'has_tax', enum_desc: 'มีภาษี' },
    ]);
    expect(endpoints.productTypes.data.parse(await get('product-getproducttypes'))).toHaveLength(9);
    expect(endpoints.unitTypes.data.parse(await get('product-getunittypes'))).toHaveLength(8);
    const sales = endpoints.salesChannels.data.parse(await get('dashboard-getsalessources'));
    expect(sales.map((s) => s.enum_values)).toEqual(['all', 'shopee', 'lazada', 'other']);
    const delivery = endpoints.deliveryChannels.data.parse(await get('master-getdeliverychannel'));
    expect(delivery.map((s) => s.enum_values)).toEqual(['ems', 'registered', 'epacket', 'pickup']);
    const menus = endpoints.menus.data.parse(await get('permission-getmenus'));
    expect(menus.map((m) => m.menu_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(menus[0]).toEqual({
      menu_id: 1,
      menu_key: 'product-list',
      display_menu_name_th: th.app.menu['product-list'],
    });
  });
});
