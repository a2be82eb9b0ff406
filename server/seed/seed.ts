import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { MENUS, USER_TYPE } from '../../contract/enums';
import { th } from '../../i18n/th';
import { hashPassword } from '../auth/password';
import type { EventBus } from '../events';
import type { Db, DbOrTx, Tx } from '../db/client';
import * as t from '../db/schema';
import { transaction } from '../db/transaction';
import { demoProducts } from './seed-products';
import { seedStock } from './seed-stock';
import { seedSets } from './seed-sets';
import { markPackedOrders, reserveOpenOrders, seedOrders } from './seed-orders';
import { seedBookings, type DemoBookingShop } from './seed-bookings';

const require = createRequire(import.meta.url);
const address = require('./reference/thai-address.json') as {
  provinces: [number, string][];
  districts: [number, number, string][];
  subdistricts: [number, number, string, string][];
};
const provinceEn = require('./reference/province-names-en.json') as Record<string, string>;

export const DEMO_PASSWORD = 'Demo@1234';

/** The demo accounts, printed by `npm start` and listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.th', role: 'ผู้ดูแลระบบ (เจ้าหน้าที่ ประเภท 3)', note: 'every menu' },
  { email: 'warehouse@demo.th', role: 'เจ้าหน้าที่คลังสินค้า (ประเภท 3)', note: 'some menus inactive' },
  { email: 'company@demo.th', role: 'ร้านค้านิติบุคคล (ประเภท 1)', note: 'two shops' },
  { email: 'individual@demo.th', role: 'ร้านค้าบุคคลธรรมดา (ประเภท 2)', note: 'one shop' },
  { email: 'company2@demo.th', role: 'ร้านค้านิติบุคคล (ประเภท 1)', note: 'another company' },
  { email: 'newuser@demo.th', role: 'ร้านค้านิติบุคคล (ประเภท 1)', note: 'must change password' },
  { email: 'disabled@demo.th', role: 'ร้านค้าบุคคลธรรมดา (ประเภท 2)', note: 'disabled' },
] as const;

/** Demo customer orders of the first three shops (DESIGN.md: some thousands over 90 days). */
const DEMO_ORDERS = [1500, 600, 900];

const LOOKUPS: Record<string, [string, string][]> = {
  company_type: [
    ['company_limited', 'บริษัทจำกัด'],
    ['public_company_limited', 'บริษัทมหาชนจำกัด'],
    ['limited_partnership', 'ห้างหุ้นส่วนจำกัด'],
    ['registered_partnership', 'ห้างหุ้นส่วนสามัญนิติบุคคล'],
  ],
  user_type: [
    ['company', 'นิติบุคคล'],
    ['individual', 'บุคคลธรรมดา'],
    ['staff', 'เจ้าหน้าที่'],
  ],
  product_type: [
    ['food_beverage', 'อาหารและเครื่องดื่ม'],
    ['beauty', 'เครื่องสำอางและความงาม'],
    ['household', 'ของใช้ในบ้าน'],
    ['fashion', 'แฟชั่นและเครื่องแต่งกาย'],
    ['electronics', 'อุปกรณ์อิเล็กทรอนิกส์'],
    ['health', 'สุขภาพและอาหารเสริม'],
    ['mother_baby', 'แม่และเด็ก'],
    ['stationery', 'เครื่องเขียนและอุปกรณ์สำนักงาน'],
    ['other', 'อื่นๆ'],
  ],
  unit_type: [
    ['piece', 'ชิ้น'],
    ['box', 'กล่อง'],
    ['bottle', 'ขวด'],
    ['sachet', 'ซอง'],
    ['pack', 'แพ็ก'],
    ['dozen', 'โหล'],
    ['kilogram', 'กิโลกรัม'],
    ['bag', 'ถุง'],
  ],
  vat_option: [
    ['no_tax', 'ไม่มีภาษี'],
    ['has_tax', 'มีภาษี'],
  ],
  sales_channel: [
    ['all', 'ทุกช่องทาง'],
    ['shopee', 'Shopee'],
    ['lazada', 'Lazada'],
    ['other', 'อื่นๆ'],
  ],
  delivery_channel: [
    ['ems', 'ไปรษณีย์ไทย - EMS'],
    ['registered', 'ไปรษณีย์ไทย - ลงทะเบียน'],
    ['epacket', 'ไปรษณีย์ไทย - พัสดุด่วน (ePacket)'],
    ['pickup', 'รับสินค้าเองที่คลัง'],
  ],
};

const TITLES: [number, string, string][] = [
  [1, 'นาย', 'Mr.'],
  [2, 'นาง', 'Mrs.'],
  [3, 'นางสาว', 'Miss'],
  [4, 'ดร.', 'Dr.'],
  // The neutral title Thai online shops use for a buyer (marketplace orders).
  [5, 'คุณ', 'Khun'],
];

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Reference data every database needs: lookups, titles, addresses, menus. */
async function seedReference(db: DbOrTx) {
  await db.insert(t.lookups).values(
    Object.entries(LOOKUPS).flatMap(([category, rows]) =>
      rows.map(([enum_values, enum_desc], i) => ({
        category,
        id: i + 1,
        enum_values,
        enum_desc,
        sort: i,
      })),
    ),
  );
  await db
    .insert(t.titles)
    .values(
      TITLES.map(([id, title_name_th, title_name_en]) => ({ id, title_name_th, title_name_en })),
    );
  await db.insert(t.provinces).values(
    address.provinces.map(([code, name]) => ({
      id: code,
      pv_code: String(code),
      name_th: name,
      name_en: provinceEn[String(code)] ?? '',
    })),
  );
  await insertChunked(address.districts, 1000, (chunk) =>
    db.insert(t.districts).values(
      chunk.map(([code, province, name]) => ({
        id: code,
        province_id: province,
        dist_code: String(code),
        name_th: name,
        name_en: '',
      })),
    ),
  );
  await insertChunked(address.subdistricts, 1000, (chunk) =>
    db.insert(t.subdistricts).values(
      chunk.map(([code, district, name, postcode]) => ({
        district_id: district,
        subdist_code: String(code),
        name_th: name,
        post_code: postcode,
        name_en: '',
      })),
    ),
  );
  await db
    .insert(t.menus)
    .values(
      MENUS.map((m) => ({ id: m.id, menu_key: m.key, display_menu_name_th: th.app.menu[m.key] })),
    );
}

async function role(db: DbOrTx, name: string, nameTh: string, active: number[]) {
  const [r] = await db
    .insert(t.roles)
    .values({ enum_values: name, enum_desc: nameTh, enum_desc_th: nameTh })
    .returning({ id: t.roles.id });
  await db
    .insert(t.roleMenus)
    .values(MENUS.map((m) => ({ role_id: r.id, menu_id: m.id, is_active: active.includes(m.id) })));
  return r.id;
}

/** The role of the provider's administrators: every menu. Part of the reference data. */
export const ADMIN_ROLE = 'administrator';

/**
 * Fills an empty database with the reference data (lookups, menus, the administrator role)
 * and, unless `demo` is false, the deterministic demo data, whose stock moves through the
 * ledger as the server moves it (`events`: the app's bus).
 */
export async function seed(db: Db, { demo, events }: { demo: boolean; events?: EventBus }) {
  await transaction(db, async (tx) => {
    await seedReference(tx);
    await role(
      tx,
      ADMIN_ROLE,
      'ผู้ดูแลระบบ',
      MENUS.map((m) => m.id),
    );
    if (demo) {
      if (!events) throw new Error('the demo data needs the event bus');
      await seedDemo(tx, events);
    }
  });
  // Statistics of the fresh rows, so the lists' first totals and plans are right at once.
  if (demo) await db.execute(sql`ANALYZE`);
}

/** The administrator role's id. */
export async function adminRoleId(db: DbOrTx): Promise<number> {
  const [r] = await db
    .select({ id: t.roles.id })
    .from(t.roles)
    .where(sql`${t.roles.enum_values} = ${ADMIN_ROLE}`);
  if (!r) throw new Error('the administrator role is missing');
  return r.id;
}

export async function isEmpty(db: Db) {
  const r = await db.execute(sql`SELECT count(*)::int AS n FROM menus`);
  return (r as unknown as { rows: { n: number }[] }).rows[0].n === 0;
}

async function seedDemo(db: Tx, events: EventBus) {
  const adminRole = await adminRoleId(db);
  const ownerRole = await role(db, 'shop_owner', 'เจ้าของร้านค้า', [1, 2, 3, 4, 5, 6, 7, 11, 12]);
  const warehouseRole = await role(db, 'warehouse', 'เจ้าหน้าที่คลังสินค้า', [2, 3, 4, 6, 7, 12]);

  /**
   * A real address as the user forms read it (spec part 2 §5.1): text, province, district,
   * sub-district and postcode from the address lookup, the box "use the address above"
   * ticked and the document address the same, as the server stores a ticked form. Both kinds
   * of user keep it in these columns (server/routes/profile.ts).
   */
  const livesAt = async (address: string, subdistrictCode: string) => {
    const [place] = await db
      .select({
        subdistrict: t.subdistricts.id,
        district: t.districts.id,
        province: t.districts.province_id,
        postcode: t.subdistricts.post_code,
      })
      .from(t.subdistricts)
      .innerJoin(t.districts, sql`${t.districts.id} = ${t.subdistricts.district_id}`)
      .where(sql`${t.subdistricts.subdist_code} = ${subdistrictCode}`);
    if (!place) throw new Error(`no sub-district ${subdistrictCode}`);
    const block = {
      province: place.province,
      district: place.district,
      subdistrict: place.subdistrict,
      postcode: place.postcode,
    };
    return {
      com_addr_tp: address,
      addr_tp_province: block.province,
      addr_tp_district: block.district,
      addr_tp_subdistrict: block.subdistrict,
      addr_tp_postcode: block.postcode,
      is_copy_addr_tp: true,
      addr_doc: address,
      addr_doc_province: block.province,
      addr_doc_district: block.district,
      addr_doc_subdistrict: block.subdistrict,
      addr_doc_postcode: block.postcode,
    };
  };
  const hash = await hashPassword(DEMO_PASSWORD);
  const base = { password_hash: hash, email_verified: true };
  const users = await db
    .insert(t.users)
    .values([
      {
        ...base,
        email: 'admin@demo.th',
        user_type_id: USER_TYPE.STAFF,
        role_id: adminRole,
        indiv_mas_title_id: 1,
        indiv_first_name: 'สมชาย',
        indiv_last_name: 'ใจดี',
        indiv_tel: '0212345678',
        indiv_mobile: '0812345678',
        indiv_id_card: '1100700123451',
        // Silom, Bang Rak, Bangkok.
        ...(await livesAt('88/12 ซอยสีลม 5 ถนนสีลม', '100402')),
      },
      {
        ...base,
        email: 'warehouse@demo.th',
        user_type_id: USER_TYPE.STAFF,
        role_id: warehouseRole,
        indiv_mas_title_id: 3,
        indiv_first_name: 'วิภา',
        indiv_last_name: 'รักงาน',
        indiv_tel: '0223456789',
        indiv_mobile: '0823456789',
        indiv_id_card: '1100700123462',
        // Suan Yai, Mueang Nonthaburi.
        ...(await livesAt('45/7 ถนนประชาราษฎร์', '120101')),
      },
      {
        ...base,
        email: 'company@demo.th',
        user_type_id: USER_TYPE.COMPANY,
        role_id: ownerRole,
        company_type_id: 1,
        company_name: 'บริษัท สยามสมาร์ทเทรด จำกัด',
        tax_id: '0105561234567',
        indiv_mas_title_id: 1,
        indiv_first_name: 'ธนากร',
        indiv_last_name: 'ศรีสุข',
        com_tel: '0225551234',
        com_mobile: '0891234567',
        // Huai Khwang, Bangkok.
        ...(await livesAt('99/9 ถนนพระราม 9', '101701')),
      },
      {
        ...base,
        email: 'individual@demo.th',
        user_type_id: USER_TYPE.INDIVIDUAL,
        role_id: ownerRole,
        indiv_mas_title_id: 3,
        indiv_first_name: 'มาลี',
        indiv_last_name: 'บ้านสวน',
        indiv_id_card: '3500100234567',
        indiv_tel: '0531234567',
        indiv_mobile: '0861234567',
        // Si Phum, Mueang Chiang Mai.
        ...(await livesAt('12 ถนนสุเทพ', '500101')),
      },
      {
        ...base,
        email: 'company2@demo.th',
        user_type_id: USER_TYPE.COMPANY,
        role_id: ownerRole,
        company_type_id: 3,
        company_name: 'ห้างหุ้นส่วนจำกัด ภูเก็ตซีฟู้ด',
        tax_id: '0833559876543',
        indiv_mas_title_id: 2,
        indiv_first_name: 'อรุณี',
        indiv_last_name: 'ทะเลงาม',
        com_tel: '0761234567',
        com_mobile: '0871234567',
        // Talat Yai, Mueang Phuket.
        ...(await livesAt('21 ถนนถลาง', '830101')),
      },
      {
        ...base,
        email: 'newuser@demo.th',
        user_type_id: USER_TYPE.COMPANY,
        role_id: ownerRole,
        must_change_password: true,
        company_type_id: 1,
        company_name: 'บริษัท เริ่มต้นดี จำกัด',
        tax_id: '0105567000001',
        indiv_mas_title_id: 1,
        indiv_first_name: 'ประเสริฐ',
        indiv_last_name: 'มาใหม่',
        com_tel: '0200000001',
        com_mobile: '0800000001',
        // Nai Mueang, Mueang Khon Kaen.
        ...(await livesAt('199 ถนนมิตรภาพ', '400101')),
      },
      {
        ...base,
        email: 'disabled@demo.th',
        user_type_id: USER_TYPE.INDIVIDUAL,
        role_id: ownerRole,
        is_active: false,
        indiv_id_card: '3500100456782',
        indiv_mas_title_id: 3,
        indiv_first_name: 'สมศรี',
        indiv_last_name: 'พักใช้',
        indiv_tel: '0200000002',
        indiv_mobile: '0800000002',
        // Chang Moi, Mueang Chiang Mai.
        ...(await livesAt('7 ถนนช้างม่อย', '500104')),
      },
    ])
    .returning({
      id: t.users.id,
      email: t.users.email,
      first_name: t.users.indiv_first_name,
      last_name: t.users.indiv_last_name,
      mobile: sql<string>`coalesce(${t.users.com_mobile}, ${t.users.indiv_mobile})`,
    });
  const uid = Object.fromEntries(users.map((u) => [u.email, u.id]));

  const shops = await db
    .insert(t.shops)
    .values([
      { shop_no: 'SH0001', shop_name: 'สยามสมาร์ทช็อป', owner_user_id: uid['company@demo.th'] },
      { shop_no: 'SH0002', shop_name: 'สยามสมาร์ท เอาท์เล็ต', owner_user_id: uid['company@demo.th'] },
      { shop_no: 'SH0003', shop_name: 'บ้านสวนออร์แกนิก', owner_user_id: uid['individual@demo.th'] },
      { shop_no: 'SH0004', shop_name: 'ภูเก็ตซีฟู้ดแห้ง', owner_user_id: uid['company2@demo.th'] },
      { shop_no: 'SH0005', shop_name: 'เริ่มต้นดีมาร์ท', owner_user_id: uid['newuser@demo.th'] },
      { shop_no: 'SH0006', shop_name: 'ร้านสมศรีของฝาก', owner_user_id: uid['disabled@demo.th'] },
    ])
    .returning({ id: t.shops.id, owner: t.shops.owner_user_id });
  await db
    .insert(t.userShops)
    .values(shops.map((s) => ({ user_id: s.owner as number, shop_id: s.id })));

  const productShops = [
    [shops[0].id, uid['company@demo.th'], 140],
    [shops[1].id, uid['company@demo.th'], 40],
    [shops[2].id, uid['individual@demo.th'], 90],
    [shops[3].id, uid['company2@demo.th'], 60],
  ] as const;
  for (const [shopId, owner, count] of productShops) {
    await insertChunked(demoProducts(shopId, owner, count), 200, (chunk) =>
      db.insert(t.products).values(chunk),
    );
  }

  // Customer orders of the first three shops over the last 90 days, of their stocked products.
  const orderMoves = await seedOrders(
    db,
    [shops[0].id, shops[1].id, shops[2].id],
    DEMO_ORDERS,
    {
      [shops[0].id]: uid['company@demo.th'],
      [shops[1].id]: uid['company@demo.th'],
      [shops[2].id]: uid['individual@demo.th'],
    },
    insertChunked,
  );

  // Stock on shelf for every fifth product of the first three shops, with its history (the
  // orders' shipments and returns among it).
  const stocked = await db
    .select({ id: t.products.id, shop_id: t.products.shop_id })
    .from(t.products)
    .where(
      sql`${t.products.shop_id} IN (${shops[0].id}, ${shops[1].id}, ${shops[2].id}) AND ${t.products.id} % 5 = 0`,
    )
    .orderBy(t.products.id);
  await seedStock(
    db,
    stocked.map((p, i) => ({
      shop_id: p.shop_id,
      product_id: p.id,
      balance: 12 + ((i * 37) % 240),
    })),
    uid['warehouse@demo.th'],
    orderMoves,
    insertChunked,
  );

  // Product sets of those shops' stocked products, and their set orders at every status.
  await seedSets(db, [shops[0].id, shops[1].id, shops[2].id], {
    staff: uid['admin@demo.th'],
    picker: uid['warehouse@demo.th'],
    owners: {
      [shops[0].id]: uid['company@demo.th'],
      [shops[1].id]: uid['company@demo.th'],
      [shops[2].id]: uid['individual@demo.th'],
    },
  });

  // Confirmed orders not yet shipped hold their lines' stock.
  await reserveOpenOrders(db);
  await markPackedOrders(db);

  /** A shop that books deliveries: its owner books them and delivers, as do the others named. */
  const bookingShop = (
    shop: { id: number },
    ownerEmail: string,
    weight: number,
    others: [string, string, string][],
  ): DemoBookingShop => {
    const owner = users.find((u) => u.email === ownerEmail);
    if (!owner) throw new Error(`no demo user ${ownerEmail}`);
    const ownContact: [string, string, string] = [
      `${owner.first_name} ${owner.last_name}`,
      owner.mobile,
      owner.email,
    ];
    return { id: shop.id, owner: owner.id, weight, contacts: [ownContact, ...others] };
  };

  // Appointment settings, the public holidays, and the shops' deliveries around today; the
  // received ones' goods added to stock.
  await seedBookings(db, events, {
    admin: uid['admin@demo.th'],
    staff: [uid['warehouse@demo.th'], uid['admin@demo.th']],
    shops: [
      bookingShop(shops[0], 'company@demo.th', 4, [
        ['สมปอง ขนส่งดี', '0812345670', ''],
        ['วรรณา แก้วมณี', '0823456701', 'wanna@siamsmart.co.th'],
      ]),
      bookingShop(shops[1], 'company@demo.th', 1.5, [['กิตติ ทองคำ', '0834567012', '']]),
      bookingShop(shops[2], 'individual@demo.th', 2.5, [['ประยุทธ บุญมา', '0845670123', '']]),
      bookingShop(shops[3], 'company2@demo.th', 2, [['ธีระ วงศ์ไทย', '0856701234', '']]),
    ],
  });

  const messages = [
    'ยินดีต้อนรับสู่ระบบบริหารคลังสินค้า',
    'นัดหมายส่งสินค้าเข้าคลังของคุณได้รับการยืนยันแล้ว',
    'มีคำสั่งซื้อใหม่รอยืนยัน 3 รายการ',
    'สินค้าบางรายการใกล้หมดคลัง กรุณาตรวจสอบสินค้าคงคลัง',
  ];
  await db.insert(t.notifications).values(
    users.flatMap((u) =>
      messages.map((message, i) => ({
        user_id: u.id,
        message,
        created_dt: new Date(Date.UTC(2026, 0, 1 + i, 3, 0, 0)),
        // The welcome message has been read; the other three wait on the bell.
        read_at: i === 0 ? new Date(Date.UTC(2026, 0, 1, 4, 0, 0)) : null,
      })),
    ),
  );
}
