import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { MENUS } from '../../contract/enums';
import type { AuditRow } from '../../contract/schemas/roles';
import type { RoleOption, UserListRow, UserRecord } from '../../contract/schemas/users';
import { th } from '../../i18n/th';
import { verifyPassword } from '../../server/auth/password';
import { xlsxExport } from '../../server/documents/xlsxExport';
import { auditLog, outbox, roleMenus, roles, sessions, shops, users } from '../../server/db/schema';
import {
  huaiKhwangIndividualAddress,
  sameCompanyDocAddress,
  staffUserBody,
  thaiId,
} from '../fixtures/registration';
import {
  call,
  DEMO_PASSWORD,
  login,
  ORIGIN,
  serverWithSessions,
  subDistrictId,
  userIdOf,
} from './helpers';

const ctx = serverWithSessions({ admin: 'admin@demo.th' });
/** Sub-district row ids: Huai Khwang (Bangkok), Si Phum (Chiang Mai). */
let huaiKhwang: number;
let siPhum: number;
const roleIds: Record<string, number> = {};

const M = th.server.user_admin;
const R = th.server.register;
const NEW_PASSWORD = 'Warehouse2025';

beforeAll(async () => {
  huaiKhwang = await subDistrictId(ctx.app, 10, 1017, '101701');
  siPhum = await subDistrictId(ctx.app, 50, 5001, '500101');
  for (const r of await ctx.app.database.db.select().from(roles)) roleIds[r.enum_values] = r.id;
});

const idOf = (email: string) => userIdOf(ctx.app, email);
const userRow = async (id: number) =>
  (await ctx.app.database.db.select().from(users).where(eq(users.id, id)))[0];

// ---- calls ----

const add = (body: unknown, cookie = ctx.admin) =>
  call<{ id: number; email: string; password: string }>(ctx.app, 'POST', 'user-adduser', {
    body,
    cookie,
  });
const update = (body: unknown, cookie = ctx.admin) =>
  call<null>(ctx.app, 'PUT', 'user-updateuser', { body, cookie });
const remove = (id: number, cookie = ctx.admin) =>
  call<{ outcome: string }>(ctx.app, 'DELETE', 'user-deleteuser', {
    query: { user_id: id },
    cookie,
  });
const record = (id: number, cookie = ctx.admin) =>
  call<UserRecord[]>(ctx.app, 'GET', 'user-getuserbyid', { query: { user_id: id }, cookie });
const list = (search?: string) =>
  call<UserListRow[]>(ctx.app, 'GET', 'user-getusers', {
    query: search ? { search } : {},
    cookie: ctx.admin,
  });
const history = (id: number, cookie = ctx.admin) =>
  call<AuditRow[]>(ctx.app, 'GET', 'user-getuseraudit', { query: { user_id: id }, cookie });
const exportFile = (search?: string, cookie = ctx.admin) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/report-exportuserandrolereport',
    query: search ? { search } : {},
    headers: { cookie, origin: ORIGIN },
  });

// ---- bodies ----

let serial = 0;
/** An add-user body of the form (spec part 2 §3.1); each call a new e-mail and ID number. */
function addBody(over: Record<string, unknown> = {}) {
  const n = ++serial;
  return staffUserBody(
    { huaiKhwang },
    {
      indiv_last_name: `ผู้ใช้งาน ${n}`,
      email: `staff${n}@admin.test`,
      indiv_id_card: thaiId(`18000${String(n).padStart(7, '0')}`),
      ...over,
    },
  );
}

/** The edit body of an individual or staff user, as the edit form sends it. */
function individualUpdate(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    user_type_id: 3,
    indiv_mas_title_id: 1,
    indiv_first_name: 'ทดสอบ',
    indiv_last_name: 'แก้ไข',
    is_active: 1,
    role_id: 0,
    indiv_tel: '0299999999',
    indiv_mobile: '',
    ...huaiKhwangIndividualAddress({ huaiKhwang }),
    ...over,
  };
}

/** admin@demo.th's own record as its edit form sends it back. */
const adminUpdate = (over: Record<string, unknown> = {}) =>
  individualUpdate(ctx.ids.admin, {
    indiv_first_name: 'สมชาย',
    indiv_last_name: 'ใจดี',
    indiv_id_card: '1100700123451',
    role_id: roleIds.administrator,
    ...over,
  });

/** A staff user added through the API who has changed the first password and signed in. */
async function signedInStaff(over: Record<string, unknown> = {}) {
  const body = addBody(over);
  const res = await add(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const changed = await call(ctx.app, 'POST', 'auth-firstchangepassword', {
    body: {
      email: body.email,
      old_password: res.body.data.password,
      new_password: NEW_PASSWORD,
      cf_new_password: NEW_PASSWORD,
    },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const cookie = await login(ctx.app, body.email, NEW_PASSWORD);
  return { id: res.body.data.id, email: body.email, body, cookie };
}

/** A role with exactly these menus active, made in the database (the role screens are not tested here). */
async function roleWith(name: string, menuKeys: string[]) {
  const db = ctx.app.database.db;
  const [role] = await db
    .insert(roles)
    .values({ enum_values: `test_${name}`, enum_desc: name, enum_desc_th: `${name} description` })
    .returning();
  await db
    .insert(roleMenus)
    .values(
      MENUS.map((m) => ({ role_id: role.id, menu_id: m.id, is_active: menuKeys.includes(m.key) })),
    );
  return role.id;
}

async function readSheet(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book.worksheets[0];
}
const rowValues = (ws: ExcelJS.Worksheet, n: number) => (ws.getRow(n).values as unknown[]).slice(1);

// ---------------------------------------------------------------- access

describe('who may administer users', () => {
  const everyCall = (cookie: string) => [
    add(addBody(), cookie),
    update(individualUpdate(ctx.ids.admin), cookie),
    remove(ctx.ids.admin, cookie),
    call(ctx.app, 'GET', 'master-getrole', { cookie }),
    call(ctx.app, 'GET', 'user-getuseraudit', { query: { user_id: ctx.ids.admin }, cookie }),
    exportFile(undefined, cookie).then((r) => ({ status: r.statusCode, body: r.json() })),
  ];

  it('shop users are refused (403)', async () => {
    const cookie = await login(ctx.app, 'company@demo.th');
    for (const res of await Promise.all(everyCall(cookie))) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(th.server.forbidden);
    }
  });

  it('staff without the user menu are refused (403): warehouse@demo.th', async () => {
    const cookie = await login(ctx.app, 'warehouse@demo.th');
    for (const res of await Promise.all(everyCall(cookie))) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(th.server.menu_inactive);
    }
    expect(await userRow(ctx.ids.admin)).toMatchObject({ is_active: true, deleted_dt: null });
  });

  it('signed out is 401', async () => {
    const res = await call(ctx.app, 'GET', 'master-getrole');
    expect(res.status).toBe(401);
  });
});

// ---------------------------------------------------------------- roles

describe('role options (master-getrole)', () => {
  it('every role by id with its key, name and description', async () => {
    const res = await call<RoleOption[]>(ctx.app, 'GET', 'master-getrole', { cookie: ctx.admin });
    expect(res.status).toBe(200);
    expect(res.body.data.slice(0, 3)).toEqual([
      {
        id: roleIds.administrator,
        enum_values: 'administrator',
        enum_desc: 'ผู้ดูแลระบบ',
        enum_desc_th: 'ผู้ดูแลระบบ',
      },
      {
        id: roleIds.shop_owner,
        enum_values: 'shop_owner',
        enum_desc: 'เจ้าของร้านค้า',
        enum_desc_th: 'เจ้าของร้านค้า',
      },
      {
        id: roleIds.warehouse,
        enum_values: 'warehouse',
        enum_desc: 'เจ้าหน้าที่คลังสินค้า',
        enum_desc_th: 'เจ้าหน้าที่คลังสินค้า',
      },
    ]);
    const ids = res.body.data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

// ---------------------------------------------------------------- add

describe('add user (user-adduser)', () => {
  it('a staff user with a generated password, first sign-in pending, a verification e-mail', async () => {
    const body = addBody({ email: 'New.Staff@Admin.Test', role_id: roleIds.warehouse });
    const res = await add(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { id, email, password } = res.body.data;
    expect(email).toBe('new.staff@admin.test');
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);

    const user = await userRow(id);
    expect(user).toMatchObject({
      email: 'new.staff@admin.test',
      user_type_id: 3,
      company_type_id: 0,
      role_id: roleIds.warehouse,
      is_active: true,
      must_change_password: true,
      email_verified: false,
      indiv_mas_title_id: 1,
      indiv_first_name: 'ทดสอบ',
      indiv_id_card: body.indiv_id_card,
      indiv_tel: '0212345678',
      indiv_mobile: null,
      com_addr_tp: '1 ถนนรัชดาภิเษก',
      addr_tp_subdistrict: huaiKhwang,
      is_copy_addr_tp: true,
      addr_doc: '1 ถนนรัชดาภิเษก',
      addr_doc_postcode: '10310',
      deleted_dt: null,
    });
    expect(await verifyPassword(user.password_hash, password)).toBe(true);

    const mail = await ctx.app.database.db.select().from(outbox).where(eq(outbox.user_id, id));
    expect(mail.map((m) => [m.kind, m.to_address])).toEqual([
      ['verify_email', 'new.staff@admin.test'],
    ]);

    const signIn = await call(ctx.app, 'POST', 'auth-login', { body: { email, password } });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe(th.server.login_must_change);

    // Listed at once.
    expect((await list('new.staff@')).body.data.map((r) => r.id)).toEqual([id]);
  });

  it('status 2 adds the user switched off; a separate document address is kept', async () => {
    const res = await add(
      addBody({
        is_active: 2,
        is_copy_indiv_addr_id_card: 0,
        indiv_addr_doc: '12 ถนนนิมมานเหมินท์',
        indiv_addr_doc_province: 50,
        indiv_addr_doc_district: 5001,
        indiv_addr_doc_subdistrict: siPhum,
        indiv_addr_doc_postcode: '50200',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await userRow(res.body.data.id)).toMatchObject({
      is_active: false,
      role_id: null,
      is_copy_addr_tp: false,
      addr_doc: '12 ถนนนิมมานเหมินท์',
      addr_doc_province: 50,
      addr_doc_subdistrict: siPhum,
    });
  });

  it('a taken e-mail, whatever its case: 400 under the e-mail', async () => {
    const res = await add(addBody({ email: 'ADMIN@Demo.th' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: R.email_exists,
      errors: { email: R.email_exists },
    });
  });

  it('a taken ID card number: 409 under the ID number', async () => {
    const res = await add(addBody({ indiv_id_card: '1100700123451' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 409,
      message: R.id_card_exists,
      errors: { indiv_id_card: R.id_card_exists },
    });
  });

  it('an unknown role, title or address: 400 under the field; nothing is added', async () => {
    const before = await ctx.app.database.db.$count(users);
    const role = await add(addBody({ role_id: 99999 }));
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual({ role_id: M.role_unknown });
    const refs = await add(addBody({ indiv_mas_title_id: 999, indiv_addr_id_district: 5001 }));
    expect(refs.status).toBe(400);
    expect(refs.body.errors).toMatchObject({
      indiv_mas_title_id: R.title_unknown,
      indiv_addr_id_district: R.district_mismatch,
    });
    expect(await ctx.app.database.db.$count(users)).toBe(before);
  });

  it('only staff with company type 0 can be added (spec part 2 §9)', async () => {
    const res = await add(addBody({ user_type_id: 2, company_type_id: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      user_type_id: th.validation.user.user_type_staff,
      company_type_id: th.validation.user.company_type_zero,
    });
  });

  it('two adds racing for one e-mail: one wins, the other is told 400', async () => {
    const body = addBody();
    const results = await Promise.all([
      add(body),
      add({ ...body, indiv_id_card: thaiId('180009999991') }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.errors).toEqual({ email: R.email_exists });
  });
});

// ---------------------------------------------------------------- edit

describe('edit user (user-updateuser)', () => {
  it('a staff user: names, phones, status and role; the e-mail may be sent unchanged', async () => {
    const res = await add(addBody({ role_id: roleIds.warehouse }));
    const id = res.body.data.id;
    const body = individualUpdate(id, {
      email: res.body.data.email.toUpperCase(),
      indiv_id_card: thaiId('170000000001'),
      indiv_mobile: '0811111111',
      role_id: 0,
    });
    const ok = await update(body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await userRow(id)).toMatchObject({
      indiv_last_name: 'แก้ไข',
      indiv_id_card: thaiId('170000000001'),
      indiv_tel: '0299999999',
      indiv_mobile: '0811111111',
      role_id: null,
      email: res.body.data.email,
    });
    const rec = await record(id);
    expect(rec.body.data[0]).toMatchObject({ role_id: null, is_active: true });
  });

  it('a company (type 1): tax id, company phones and addresses', async () => {
    const id = await idOf('company@demo.th');
    const body = {
      id,
      user_type_id: 1,
      indiv_mas_title_id: 1,
      indiv_first_name: 'ธนากร',
      indiv_last_name: 'ศรีสุข',
      is_active: 1,
      role_id: roleIds.shop_owner,
      email: 'company@demo.th',
      tax_id: '0105561234567',
      com_tel: '021111111',
      com_mobile: '',
      com_addr_tp: '100 ถนนพระราม 9',
      addr_tp_province: 10,
      addr_tp_district: 1017,
      addr_tp_subdistrict: huaiKhwang,
      addr_tp_postcode: '10310',
      is_copy_addr_tp: 0,
      addr_doc: '5 ถนนห้วยแก้ว',
      addr_doc_province: 50,
      addr_doc_district: 5001,
      addr_doc_subdistrict: siPhum,
      addr_doc_postcode: '50200',
    };
    const res = await update(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await userRow(id)).toMatchObject({
      tax_id: '0105561234567',
      com_tel: '021111111',
      com_mobile: null,
      com_addr_tp: '100 ถนนพระราม 9',
      is_copy_addr_tp: false,
      addr_doc: '5 ถนนห้วยแก้ว',
      addr_doc_subdistrict: siPhum,
      company_name: 'บริษัท สยามสมาร์ทเทรด จำกัด',
    });

    // Another company's tax id: 409 under the tax id, nothing changed.
    const dup = await update({ ...body, tax_id: '0833559876543', com_tel: '022222222' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      message: R.juristic_exists,
      errors: { tax_id: R.juristic_exists },
    });
    expect((await userRow(id)).com_tel).toBe('021111111');
  });

  it('an individual with a passport edits the passport number, not the ID card', async () => {
    const db = ctx.app.database.db;
    const [person, other] = await db
      .insert(users)
      .values([
        {
          email: 'foreigner@admin.test',
          password_hash: 'x',
          user_type_id: 2,
          indiv_first_name: 'John',
          indiv_last_name: 'Smith',
          indiv_passport: 'AB123456',
        },
        {
          email: 'foreigner2@admin.test',
          password_hash: 'x',
          user_type_id: 2,
          indiv_first_name: 'Jane',
          indiv_last_name: 'Doe',
          indiv_passport: 'CD111111',
        },
      ])
      .returning();
    const body = individualUpdate(person.id, { user_type_id: 2, indiv_passport: 'ef654321' });
    const ok = await update(body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await userRow(person.id)).toMatchObject({
      indiv_passport: 'EF654321',
      indiv_id_card: null,
    });

    const idInstead = await update({
      ...individualUpdate(person.id, { user_type_id: 2 }),
      indiv_id_card: thaiId('170000000002'),
    });
    expect(idInstead.status).toBe(400);
    expect(idInstead.body.errors).toEqual({
      indiv_passport: th.validation.register.passport_required,
    });

    const dup = await update({ ...body, indiv_passport: 'cd111111' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ indiv_passport: R.passport_exists });
    expect((await userRow(person.id)).indiv_passport).toBe('EF654321');
    expect((await userRow(other.id)).indiv_passport).toBe('CD111111');

    // A user without a passport cannot be given one here.
    const noPassport = await update(
      individualUpdate(await idOf('individual@demo.th'), {
        user_type_id: 2,
        indiv_passport: 'GH123456',
      }),
    );
    expect(noPassport.status).toBe(400);
    expect(noPassport.body.errors).toEqual({
      indiv_id_card: th.validation.user.id_card_required,
    });
  });

  it("another user's ID card number: 409 under the ID number", async () => {
    const id = await idOf('individual@demo.th');
    const res = await update(
      individualUpdate(id, { user_type_id: 2, indiv_id_card: '1100700123462' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 409,
      message: R.id_card_exists,
      errors: { indiv_id_card: R.id_card_exists },
    });
    // Its own number is no duplicate.
    const own = await update(
      individualUpdate(id, {
        user_type_id: 2,
        indiv_id_card: '3500100234567',
        role_id: roleIds.shop_owner,
      }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('the e-mail cannot change; the type must be the stored one', async () => {
    const id = (await add(addBody())).body.data.id;
    const email = await update(
      individualUpdate(id, { indiv_id_card: thaiId('170000000003'), email: 'other@admin.test' }),
    );
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ message: M.email_fixed, errors: { email: M.email_fixed } });

    const type = await update(
      individualUpdate(id, { user_type_id: 2, indiv_id_card: thaiId('170000000003') }),
    );
    expect(type.status).toBe(400);
    expect(type.body.errors).toEqual({ user_type_id: M.type_mismatch });

    const unknownRole = await update(
      individualUpdate(id, { indiv_id_card: thaiId('170000000003'), role_id: 99999 }),
    );
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.errors).toEqual({ role_id: M.role_unknown });
  });

  it('an unknown user is 404', async () => {
    const res = await update(individualUpdate(999999, { indiv_id_card: thaiId('170000000004') }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.not_found);
  });

  it('switching a user off ends every session of theirs at once; on again, they sign in', async () => {
    const staff = await signedInStaff();
    const second = await login(ctx.app, staff.email, NEW_PASSWORD);
    const me = await call(ctx.app, 'GET', 'auth-getsession', { cookie: staff.cookie });
    expect(me.status).toBe(200);

    const off = await update(
      individualUpdate(staff.id, { indiv_id_card: staff.body.indiv_id_card, is_active: 2 }),
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // Gone before their next request, not only refused at it.
    expect(await ctx.app.database.db.$count(sessions, eq(sessions.user_id, staff.id))).toBe(0);
    for (const cookie of [staff.cookie, second])
      expect((await call(ctx.app, 'GET', 'auth-getsession', { cookie })).status).toBe(401);
    const signIn = await call(ctx.app, 'POST', 'auth-login', {
      body: { email: staff.email, password: NEW_PASSWORD },
    });
    expect(signIn.status).toBe(403);

    const on = await update(
      individualUpdate(staff.id, { indiv_id_card: staff.body.indiv_id_card, is_active: 1 }),
    );
    expect(on.status).toBe(200);
    await login(ctx.app, staff.email, NEW_PASSWORD);
  });

  it('staff cannot switch themselves off', async () => {
    const res = await update(adminUpdate({ is_active: 2 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ is_active: M.deactivate_self });
    expect((await call(ctx.app, 'GET', 'auth-getsession', { cookie: ctx.admin })).status).toBe(200);
  });
});

// ---------------------------------------------------------------- the last administrator

describe('someone must still be able to administer roles', () => {
  let manager: Awaited<ReturnType<typeof signedInStaff>>;
  let usersOnlyRole: number;

  beforeAll(async () => {
    usersOnlyRole = await roleWith('users only', ['user-information']);
    manager = await signedInStaff({ role_id: usersOnlyRole });
  });

  const refused = (res: { status: number; body: { message: string } }) => {
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(th.server.role.last_administrator);
  };

  it('the only role administrator cannot be switched off, deleted or given another role', async () => {
    const before = await userRow(ctx.ids.admin);
    refused(await update(adminUpdate({ is_active: 2 }), manager.cookie));
    refused(await update(adminUpdate({ role_id: usersOnlyRole }), manager.cookie));
    refused(await update(adminUpdate({ role_id: 0 }), manager.cookie));
    refused(await remove(ctx.ids.admin, manager.cookie));
    // Not even by themselves.
    refused(await update(adminUpdate({ role_id: usersOnlyRole })));
    // Nothing changed, and the administrator's session was not ended.
    expect(await userRow(ctx.ids.admin)).toEqual(before);
    expect((await call(ctx.app, 'GET', 'auth-getsession', { cookie: ctx.admin })).status).toBe(200);
  });

  it('with a second administrator either may go', async () => {
    const second = await add(addBody({ role_id: roleIds.administrator }));
    const body = individualUpdate(second.body.data.id, {
      indiv_id_card: (await userRow(second.body.data.id)).indiv_id_card,
      role_id: roleIds.administrator,
      is_active: 2,
    });
    const off = await update(body, manager.cookie);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // Switched off, they administer nothing: the first is the last again.
    refused(await update(adminUpdate({ is_active: 2 }), manager.cookie));
    const gone = await remove(second.body.data.id, manager.cookie);
    expect(gone.body.data).toEqual({ outcome: 'deleted' });
  });

  it('a staff user who changed users is deactivated, not deleted, keeping their audit rows', async () => {
    const written = await ctx.app.database.db.$count(auditLog, eq(auditLog.actor_id, manager.id));
    expect(written).toBeGreaterThan(0);
    const res = await remove(manager.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ outcome: 'deactivated' });
    expect(await ctx.app.database.db.$count(auditLog, eq(auditLog.actor_id, manager.id))).toBe(
      written,
    );
    expect((await call(ctx.app, 'GET', 'auth-getsession', { cookie: manager.cookie })).status).toBe(
      401,
    );
    const signIn = await call(ctx.app, 'POST', 'auth-login', {
      body: { email: manager.email, password: NEW_PASSWORD },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body.message).toBe(th.server.login_failed);
  });
});

// ---------------------------------------------------------------- delete

describe('delete user (user-deleteuser)', () => {
  it('a user who created nothing is deleted; their history stays readable without their personal data', async () => {
    const res = await add(addBody());
    const id = res.body.data.id;
    const gone = await remove(id);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data).toEqual({ outcome: 'deleted' });
    expect(await userRow(id)).toBeUndefined();
    const trail = await history(id);
    expect(trail.status).toBe(200);
    expect(trail.body.data.map((r) => r.action)).toEqual(['user_deleted', 'user_created']);
    const redacted = th.server.user_admin.redacted;
    expect(trail.body.data[0].changes).toContainEqual({
      field: 'email',
      before: redacted,
      after: null,
    });
    expect(trail.body.data[1].changes).toContainEqual({
      field: 'email',
      before: null,
      after: redacted,
    });
    // What is not personal stays as it was: the status it had.
    expect(trail.body.data[0].changes).toContainEqual({
      field: 'is_active',
      before: 'true',
      after: null,
    });
    const text = JSON.stringify(trail.body.data);
    expect(text).not.toContain(res.body.data.email);
    expect(text).not.toContain(addBody().indiv_first_name);
    expect((await remove(id)).status).toBe(404);
  });

  it('a shop owner with records is switched off and anonymised; the records stay', async () => {
    const db = ctx.app.database.db;
    const id = await idOf('company2@demo.th');
    const cookie = await login(ctx.app, 'company2@demo.th');
    const owned = await db.$count(shops, eq(shops.owner_user_id, id));
    expect(owned).toBeGreaterThan(0);
    const before = await userRow(id);

    const res = await remove(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ outcome: 'deactivated' });

    const after = await userRow(id);
    expect(after).toMatchObject({
      is_active: false,
      email: `deleted-${id}@deleted.invalid`,
      indiv_first_name: M.deleted_name,
      indiv_last_name: '',
      indiv_mas_title_id: null,
      company_name: null,
      tax_id: null,
      indiv_id_card: null,
      indiv_passport: null,
      com_tel: null,
      com_mobile: null,
      indiv_tel: null,
      indiv_mobile: null,
      com_addr_tp: null,
      addr_doc: null,
      role_id: null,
      must_change_password: false,
    });
    expect(after.deleted_dt).toBeInstanceOf(Date);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(await verifyPassword(after.password_hash, DEMO_PASSWORD)).toBe(false);

    // Their shop stays theirs; their session ended; they cannot sign in.
    expect(await db.$count(shops, eq(shops.owner_user_id, id))).toBe(owned);
    expect((await call(ctx.app, 'GET', 'auth-getsession', { cookie })).status).toBe(401);
    const signIn = await call(ctx.app, 'POST', 'auth-login', {
      body: { email: 'company2@demo.th', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(400);

    // Gone from the list, the record and the edit; the history is still there.
    expect((await list()).body.data.map((r) => r.id)).not.toContain(id);
    const rec = await record(id);
    expect(rec.status).toBe(404);
    expect(rec.body.message).toBe(M.not_found);
    const edit = await update({
      id,
      user_type_id: 1,
      indiv_mas_title_id: 1,
      indiv_first_name: 'x',
      indiv_last_name: 'y',
      is_active: 1,
      role_id: 0,
      tax_id: '0833559876543',
      com_tel: '0761234567',
      com_mobile: '',
      com_addr_tp: 'x',
      addr_tp_province: 10,
      addr_tp_district: 1017,
      addr_tp_subdistrict: huaiKhwang,
      addr_tp_postcode: '10310',
      ...sameCompanyDocAddress,
    });
    expect(edit.status).toBe(404);
    expect((await remove(id)).status).toBe(404);
    const trail = await history(id);
    expect(trail.body.data[0]).toMatchObject({
      action: 'user_deactivated',
      actor_id: ctx.ids.admin,
    });
    // The history keeps what was done; the personal values it held are removed too.
    expect(trail.body.data[0].changes).toContainEqual({
      field: 'email',
      before: th.server.user_admin.redacted,
      after: th.server.user_admin.redacted,
    });
    expect(JSON.stringify(trail.body.data)).not.toContain('company2@demo.th');
    // The address is free for a new account.
    const again = await add(addBody({ email: 'company2@demo.th' }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("a deleted member's e-mail leaves the history of the role they were in", async () => {
    const roleId = await roleWith(`ประวัติ ${++serial}`, ['report']);
    const res = await add(addBody());
    const { id, email } = res.body.data;
    const joined = await call(ctx.app, 'POST', 'permission-add-memberspermission', {
      body: { permission_id: roleId, user: [{ user_id: id }] },
      cookie: ctx.admin,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const roleHistory = () =>
      call<AuditRow[]>(ctx.app, 'GET', 'permission-getroleaudit', {
        query: { role_id: roleId },
        cookie: ctx.admin,
      });
    expect((await roleHistory()).body.data[0].changes).toEqual([
      { field: 'member', before: null, after: email },
    ]);
    expect((await remove(id)).status).toBe(200);
    const after = await roleHistory();
    expect(after.body.data[0]).toMatchObject({ action: 'members_added' });
    expect(after.body.data[0].changes).toEqual([
      { field: 'member', before: null, after: th.server.user_admin.redacted },
    ]);
  });

  it('staff cannot delete themselves', async () => {
    const res = await remove(ctx.ids.admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.delete_self);
    expect(await userRow(ctx.ids.admin)).toMatchObject({ is_active: true, deleted_dt: null });
  });

  it('an unknown user is 404', async () => {
    const res = await remove(999999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.not_found);
  });
});

// ---------------------------------------------------------------- audit

describe('the change history (user-getuseraudit)', () => {
  it('create and edit: each field before and after, the role by name, by whom', async () => {
    const res = await add(addBody({ role_id: roleIds.warehouse, indiv_first_name: 'ก่อน' }));
    const id = res.body.data.id;
    const idCard = (await userRow(id)).indiv_id_card;
    const edit = await update(
      individualUpdate(id, { indiv_id_card: idCard, indiv_first_name: 'หลัง', role_id: 0 }),
    );
    expect(edit.status).toBe(200);
    // Saving the same again changes nothing and writes no row.
    await update(individualUpdate(id, { indiv_id_card: idCard, indiv_first_name: 'หลัง' }));

    const trail = await history(id);
    expect(trail.status).toBe(200);
    const [updated, created] = trail.body.data;
    expect(trail.body.data).toHaveLength(2);
    expect(created).toMatchObject({
      action: 'user_created',
      actor_id: ctx.ids.admin,
      actor_name: 'สมชาย ใจดี',
    });
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', before: null, after: res.body.data.email },
        { field: 'indiv_first_name', before: null, after: 'ก่อน' },
        { field: 'role', before: null, after: 'เจ้าหน้าที่คลังสินค้า' },
        { field: 'is_active', before: null, after: 'true' },
      ]),
    );
    expect(created.changes.map((c) => c.field)).not.toContain('password_hash');
    expect(JSON.stringify(created.changes)).not.toContain(res.body.data.password);
    expect(updated.action).toBe('user_updated');
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'indiv_first_name', before: 'ก่อน', after: 'หลัง' },
        { field: 'role', before: 'เจ้าหน้าที่คลังสินค้า', after: null },
        { field: 'indiv_last_name', before: expect.any(String), after: 'แก้ไข' },
      ]),
    );
    expect(updated.changes.map((c) => c.field)).not.toContain('role_id');
  });

  it('an unknown user is 404', async () => {
    const res = await history(999999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.not_found);
  });
});

// ---------------------------------------------------------------- export

describe('export (report-exportuserandrolereport)', () => {
  const headers = [
    M.col_id,
    M.col_type,
    M.col_shop,
    M.col_title,
    M.col_first_name,
    M.col_last_name,
    M.col_email,
    M.col_tel,
    M.col_status,
    M.col_role,
    M.col_role_description,
    M.col_created,
  ];

  it('the list with each role as .xlsx: headings, a known user, no deleted users', async () => {
    const res = await exportFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(M.export_file));
    const ws = await readSheet(res.rawPayload);
    expect(ws.name).toBe(M.export_sheet);
    expect(rowValues(ws, 1)).toEqual(headers);

    const rows = Array.from({ length: ws.rowCount - 1 }, (_, i) => rowValues(ws, i + 2));
    const [created] = await ctx.app.database.db
      .select({
        d: sql<string>`to_char(${users.created_dt} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD')`,
      })
      .from(users)
      .where(eq(users.id, ctx.ids.admin));
    expect(rows.find((r) => r[0] === ctx.ids.admin)).toEqual([
      ctx.ids.admin,
      M.type_3,
      undefined,
      'นาย',
      'สมชาย',
      'ใจดี',
      'admin@demo.th',
      '0212345678',
      M.active,
      'ผู้ดูแลระบบ',
      'ผู้ดูแลระบบ',
      new Date(`${created.d}T00:00:00Z`),
    ]);
    // The day the account was made is a real date cell (sortable, filterable), dd/mm/yyyy.
    const row = rows.findIndex((r) => r[0] === ctx.ids.admin) + 2;
    const cell = ws.getRow(row).getCell(12);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect(cell.value).toBeInstanceOf(Date);
    expect(cell.numFmt).toBe('dd/mm/yyyy');
    const company = rows.find((r) => r[6] === 'company@demo.th');
    expect(company?.slice(1, 3)).toEqual([M.type_1, 'สยามสมาร์ทช็อป']);
    const disabled = rows.find((r) => r[6] === 'disabled@demo.th');
    expect(disabled?.[8]).toBe(M.inactive);

    // Every listed user, and no one else (deleted users are not listed).
    const listed = (await list()).body.data.map((r) => r.id);
    expect(rows.map((r) => r[0])).toEqual(listed);
    expect(rows.some((r) => String(r[6]).endsWith('@deleted.invalid'))).toBe(false);
  });

  it('the search narrows the rows as it narrows the list', async () => {
    const ws = await readSheet((await exportFile('วิภา')).rawPayload);
    expect(ws.rowCount).toBe(2);
    expect(rowValues(ws, 2).slice(4, 7)).toEqual(['วิภา', 'รักงาน', 'warehouse@demo.th']);
    expect(rowValues(ws, 2)[9]).toBe('เจ้าหน้าที่คลังสินค้า');
    const none = await readSheet((await exportFile('ไม่มีผู้ใช้งานนี้')).rawPayload);
    expect(none.rowCount).toBe(1);
  });

  it('a name that looks like a formula comes out as text', async () => {
    const res = await add(
      addBody({ indiv_first_name: '=HYPERLINK("x")', indiv_last_name: '@SUM(1+1)*cmd' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ws = await readSheet((await exportFile(res.body.data.email)).rawPayload);
    expect(ws.rowCount).toBe(2);
    const first = ws.getRow(2).getCell(5);
    expect(first.type).toBe(ExcelJS.ValueType.String);
    expect(first.formula).toBeUndefined();
    expect(first.value).toBe(`'=HYPERLINK("x")`);
    expect(ws.getRow(2).getCell(6).value).toBe(`'@SUM(1+1)*cmd`);
    // The name itself is stored as typed.
    expect((await userRow(res.body.data.id)).indiv_first_name).toBe('=HYPERLINK("x")');
  });
});

describe('the shared .xlsx writer (server/documents/xlsxExport.ts)', () => {
  it('formula-like text gets an apostrophe; other cells are kept as they are', async () => {
    const texts = ['=1+1', '+1', '-1', '@a', ' =1', '\n\t=1', '\tx', '\rx', 'a=b', 'ok', '', '1-2'];
    const buffer = await xlsxExport({
      sheetName: 'a/b:c*d?[e]',
      columns: [{ header: '=heading', width: 20 }, { header: 'n' }],
      rows: [...texts.map((text) => [text, 1]), [null, -5], [true, Number.NaN]],
    });
    const ws = await readSheet(buffer);
    expect(ws.name).toBe('a b c d  e');
    expect(ws.getColumn(1).width).toBe(20);
    expect(ws.getRow(1).getCell(1).value).toBe("'=heading");
    expect(ws.getRow(1).font?.bold).toBe(true);
    const column = texts.map((_, i) => ws.getRow(i + 2).getCell(1));
    expect(column.map((c) => c.value ?? '')).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@a",
      "' =1",
      "'\n\t=1",
      "'\tx",
      // (XML reads a carriage return in text back as a line feed.)
      "'\nx",
      'a=b',
      'ok',
      '',
      '1-2',
    ]);
    expect(column.every((c) => c.type !== ExcelJS.ValueType.Formula)).toBe(true);
    expect(ws.getRow(texts.length + 2).getCell(2).value).toBe(-5);
    expect(ws.getRow(texts.length + 3).getCell(1).value).toBe(true);
    expect(ws.getRow(texts.length + 3).getCell(2).value).toBeNull();
  });

  it('rows may come in batches from an async source', async () => {
    async function* batches() {
      for (let b = 0; b < 3; b++) for (let i = 0; i < 700; i++) yield [b * 700 + i, `row ${i}`];
    }
    const ws = await readSheet(
      await xlsxExport({
        sheetName: 'x',
        columns: [{ header: 'n' }, { header: 't' }],
        rows: batches(),
      }),
    );
    expect(ws.rowCount).toBe(2101);
    expect(ws.getRow(2101).values).toEqual([undefined, 2099, 'row 699']);
  });
});

// A role made for these tests is left with its members only where expected.
describe('clean-up check', () => {
  it('admin@demo.th is still the active administrator', async () => {
    const [row] = await ctx.app.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, ctx.ids.admin), eq(users.role_id, roleIds.administrator)));
    expect(row.is_active).toBe(true);
  });
});
