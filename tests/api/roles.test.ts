import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { MenuAccessItem } from '../../contract/schemas/auth';
import type { AuditRow, CandidateRow, MemberRow, RoleRow } from '../../contract/schemas/roles';
import { th } from '../../i18n/th';
import { auditLog, roleMenus, roles, users } from '../../server/db/schema';
import { call, DEMO_SHOP_EMAILS, login, serverWithSessions } from './helpers';

/**
 * Roles (spec part 3 "Licence list", "Create role / update role", "Set user access", §7
 * "Permissions"): the list, create, update, delete, members, menu access and the audit of
 * each change; the rule that someone active must always be able to administer roles.
 */
const ctx = serverWithSessions({ admin: 'admin@demo.th' });
let adminRole: number;
let ownerRole: number;
let warehouseRole: number;

const r = th.server.role;
const ROLE_MENU_ID = 9;
const APPOINTMENTS_MENU_ID = 10;
const MENU_COUNT = 12;

beforeAll(async () => {
  adminRole = await roleId('administrator');
  ownerRole = await roleId('shop_owner');
  warehouseRole = await roleId('warehouse');
});

const db = () => ctx.app.database.db;

async function roleId(key: string) {
  const [row] = await db().select({ id: roles.id }).from(roles).where(eq(roles.enum_values, key));
  return row.id;
}

let serial = 0;
/** A user made for a test (staff unless told), signing in with the demo password. */
async function makeUser(
  opts: {
    roleId?: number | null;
    type?: 1 | 2 | 3;
    active?: boolean;
    deleted?: boolean;
    first?: string;
    last?: string;
  } = {},
) {
  serial += 1;
  const email = `role-test-${serial}-${Date.now()}@example.th`;
  const [hash] = await db()
    .select({ h: users.password_hash })
    .from(users)
    .where(eq(users.email, 'admin@demo.th'));
  const [row] = await db()
    .insert(users)
    .values({
      email,
      password_hash: hash.h,
      email_verified: true,
      user_type_id: opts.type ?? 3,
      role_id: opts.roleId ?? null,
      is_active: opts.active ?? true,
      deleted_dt: opts.deleted ? new Date() : null,
      indiv_first_name: opts.first ?? `ทดสอบ${serial}`,
      indiv_last_name: opts.last ?? 'หน้าที่',
    })
    .returning({ id: users.id });
  return { id: row.id, email };
}

type Query = Record<string, string | number>;
const get = <T>(name: string, query: Query, cookie = ctx.admin) =>
  call<T>(ctx.app, 'GET', name, { query, cookie });
const list = (query: Query = {}, cookie = ctx.admin) =>
  get<RoleRow[]>('permission-getpermission', query, cookie);
const one = (id: number) => get<RoleRow>('permission-getpermissionbyid', { role_id: id });
const create = (body: unknown, cookie = ctx.admin) =>
  call<RoleRow>(ctx.app, 'POST', 'permission-add-permission', { body, cookie });
const update = (body: unknown, cookie = ctx.admin) =>
  call<RoleRow>(ctx.app, 'PUT', 'permission-updatepermission', { body, cookie });
const remove = (id: number, cookie = ctx.admin) =>
  call<null>(ctx.app, 'DELETE', 'permission-deletepermission', { query: { id }, cookie });
const members = (query: Query, cookie = ctx.admin) =>
  get<MemberRow[]>('permission-getmemberpermission', query, cookie);
const withoutRole = (query: Query = {}, cookie = ctx.admin) =>
  get<MemberRow[]>('permission-getmemberwithnorole', query, cookie);
const candidates = (query: Query = {}, cookie = ctx.admin) =>
  get<CandidateRow[]>('permission-getmembercandidates', query, cookie);
const addMembers = (body: unknown, cookie = ctx.admin) =>
  call<{ added: number; moved: number }>(ctx.app, 'POST', 'permission-add-memberspermission', {
    body,
    cookie,
  });
const removeMember = (userIdToRemove: number, cookie = ctx.admin) =>
  call<null>(ctx.app, 'DELETE', 'permission-deletememberfrompermission', {
    query: { user_id: userIdToRemove },
    cookie,
  });
const access = (id: number, cookie = ctx.admin) =>
  get<MenuAccessItem[]>('permission-getmenuaccessbypermissionid', { permission_id: id }, cookie);
const setAccess = (
  id: number,
  items: { menu_id: number; is_active: boolean }[],
  cookie = ctx.admin,
  uid?: number,
) =>
  call<MenuAccessItem[]>(ctx.app, 'PUT', 'permission-update-menu-access', {
    body: { permission_id: id, menu_item: items, ...(uid === undefined ? {} : { uid }) },
    cookie,
  });
const audit = (id: number, query: Query = {}) =>
  get<AuditRow[]>('permission-getroleaudit', { role_id: id, ...query });

/** A role created through the API with a unique name, and these menus active. */
async function makeRole(menuIds: number[] = [], name = `หน้าที่ ${++serial} ${Date.now()}`) {
  const res = await create({ name, description: 'ทดสอบ' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (menuIds.length)
    expect(
      (
        await setAccess(
          res.body.data.id,
          menuIds.map((menu_id) => ({ menu_id, is_active: true })),
        )
      ).status,
    ).toBe(200);
  return res.body.data;
}

async function roleOf(id: number) {
  const [u] = await db().select({ role_id: users.role_id }).from(users).where(eq(users.id, id));
  return u.role_id;
}

async function auditRows(entity: 'user' | 'role', id: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, id)))
    .orderBy(auditLog.id);
}

describe('who may administer roles', () => {
  it('staff with the role menu only: shop users and staff without it are refused', async () => {
    const refusals = [
      ['company@demo.th', th.server.forbidden],
      ['individual@demo.th', th.server.forbidden],
      ['warehouse@demo.th', th.server.menu_inactive],
    ] as const;
    for (const [email, message] of refusals) {
      const cookie = await login(ctx.app, email);
      for (const res of [
        await list({}, cookie),
        await create({ name: `x${Date.now()}` }, cookie),
        await members({ id: ownerRole }, cookie),
        await withoutRole({}, cookie),
        await candidates({}, cookie),
        await addMembers({ permission_id: ownerRole, user: [{ user_id: ctx.ids.admin }] }, cookie),
        await removeMember(ctx.ids.admin, cookie),
        await access(adminRole, cookie),
        await setAccess(adminRole, [{ menu_id: 1, is_active: false }], cookie),
      ]) {
        expect(res.status, email).toBe(403);
        expect(res.body.message, email).toBe(message);
      }
    }
    expect((await call(ctx.app, 'GET', 'permission-getpermission', {})).status).toBe(401);
    // Nothing was changed by the refused calls.
    expect(await roleOf(ctx.ids.admin)).toBe(adminRole);
  });
});

describe('role list (permission-getpermission)', () => {
  it('lists every role with its name, description, member count and role-menu flag', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBeUndefined();
    const rows = res.body.data;
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'administers_roles',
        'enum_desc',
        'enum_desc_th',
        'enum_values',
        'id',
        'member_count',
      ].sort(),
    );
    const byKey = new Map(rows.map((row) => [row.enum_values, row]));
    expect(byKey.get('administrator')).toMatchObject({
      enum_desc: 'ผู้ดูแลระบบ',
      member_count: 1,
      administers_roles: true,
    });
    // company, individual, company2, newuser and the disabled account.
    expect(byKey.get('shop_owner')).toMatchObject({ member_count: 5, administers_roles: false });
    expect(byKey.get('warehouse')).toMatchObject({ member_count: 1, administers_roles: false });
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('counts members without deleted users', async () => {
    const role = await makeRole();
    await makeUser({ roleId: role.id });
    await makeUser({ roleId: role.id });
    await makeUser({ roleId: role.id, deleted: true });
    expect((await one(role.id)).body.data.member_count).toBe(2);
    const row = (await list({ ids: String(role.id) })).body.data;
    expect(row.map((x) => [x.id, x.member_count])).toEqual([[role.id, 2]]);
  });

  it('searches name and description whatever their case; wildcards are plain characters', async () => {
    const stamp = Date.now();
    const a = (await create({ name: `Packing Team ${stamp}`, description: 'กะกลางวัน' })).body.data;
    const b = (await create({ name: `ทีมรับสินค้า ${stamp}`, description: `Night SHIFT ${stamp}` }))
      .body.data;
    const names = async (search: string) => (await list({ search })).body.data.map((row) => row.id);
    expect(await names(`packing team ${stamp}`)).toEqual([a.id]);
    expect(await names(`night shift ${stamp}`)).toEqual([b.id]);
    expect(await names(String(stamp))).toEqual([a.id, b.id]);
    expect(await names('ผู้ดูแล')).toEqual([adminRole]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('pages with a total and sorts by name', async () => {
    const all = (await list()).body.data;
    const page = await list({ page: 2, per_page: 2 });
    expect(page.body.total).toBe(all.length);
    expect(page.body.data.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
    const byName = await list({ sort: 'enum_desc', order: 'DESC' });
    const names = byName.body.data.map((row) => row.enum_desc);
    expect(names[0] >= names[names.length - 1]).toBe(true);
  });
});

describe('one role (permission-getpermissionbyid)', () => {
  it('answers the role, or 404 for a role that does not exist', async () => {
    const res = await one(adminRole);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: adminRole, enum_values: 'administrator' });
    const missing = await one(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(r.not_found);
  });
});

describe('create and update a role', () => {
  it('creates a role with no active menu and records who created it', async () => {
    const name = `ผู้ตรวจนับ ${Date.now()}`;
    const res = await create({ name: `  ${name}  `, description: 'นับสินค้าในคลัง' });
    expect(res.status).toBe(200);
    const role = res.body.data;
    expect(role).toEqual({
      id: role.id,
      enum_values: `role_${role.id}`,
      enum_desc: name,
      enum_desc_th: 'นับสินค้าในคลัง',
      member_count: 0,
      administers_roles: false,
    });
    const menus = (await access(role.id)).body.data;
    expect(menus).toHaveLength(MENU_COUNT);
    expect(menus.every((m) => !m.is_active)).toBe(true);
    const rows = await db().select().from(roleMenus).where(eq(roleMenus.role_id, role.id));
    expect(rows).toHaveLength(MENU_COUNT);
    const history = (await audit(role.id)).body.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'role_created',
      actor_id: ctx.ids.admin,
      actor_name: 'สมชาย ใจดี',
      changes: [
        { field: 'name', before: null, after: name },
        { field: 'description', before: null, after: 'นับสินค้าในคลัง' },
      ],
    });
  });

  it('requires a name and keeps the description within 200 characters', async () => {
    const blank = await create({ name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.name).toBe('กรุณากรอกชื่อหน้าที่');
    const long = await create({ name: `ยาว ${Date.now()}`, description: 'ก'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.description).toBe(th.validation.role.description_too_long);
    const extra = await create({ name: `x ${Date.now()}`, enum_values: 'administrator' });
    expect(extra.status).toBe(400);
  });

  it('refuses a name in use whatever its case (409), creating nothing', async () => {
    const name = `Dispatch ${Date.now()}`;
    expect((await create({ name })).status).toBe(200);
    const before = (await list()).body.data.length;
    const again = await create({ name: name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(r.name_exists);
    expect(again.body.errors).toEqual({ name: r.name_exists });
    expect((await list()).body.data.length).toBe(before);
  });

  it('the unique index refuses two roles of one name created at once', async () => {
    const name = `Twin ${Date.now()}`;
    const replies = await Promise.all([create({ name }), create({ name: name.toLowerCase() })]);
    expect(replies.map((x) => x.status).sort()).toEqual([200, 409]);
    const conflict = replies.find((x) => x.status === 409);
    expect(conflict?.body.errors).toEqual({ name: r.name_exists });
  });

  it('renames and describes a role, records before and after, and refuses another role name', async () => {
    const role = await makeRole();
    const name = `Renamed ${Date.now()}`;
    const res = await update({ id: role.id, name, description: 'ใหม่' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: role.id, enum_desc: name, enum_desc_th: 'ใหม่' });
    expect(res.body.data.enum_values).toBe(role.enum_values);
    // Its own name in another case is no conflict.
    expect(
      (await update({ id: role.id, name: name.toUpperCase(), description: 'ใหม่' })).status,
    ).toBe(200);
    const taken = await update({ id: role.id, name: 'ผู้ดูแลระบบ', description: '' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: r.name_exists });
    const missing = await update({ id: 999_999, name: `x ${Date.now()}`, description: '' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(r.not_found);
    // Saving without a change writes no history.
    expect(
      (await update({ id: role.id, name: name.toUpperCase(), description: 'ใหม่' })).status,
    ).toBe(200);
    const history = (await audit(role.id)).body.data;
    expect(history.map((h) => h.action)).toEqual(['role_updated', 'role_updated', 'role_created']);
    expect(history[0].changes).toEqual([
      { field: 'name', before: name, after: name.toUpperCase() },
    ]);
    expect(history[1].changes).toEqual([
      { field: 'name', before: role.enum_desc, after: name },
      { field: 'description', before: 'ทดสอบ', after: 'ใหม่' },
    ]);
    expect(history[1].actor_id).toBe(ctx.ids.admin);
  });
});

describe('delete a role (permission-deletepermission)', () => {
  it('is refused while the role has members and allowed once they are removed', async () => {
    const role = await makeRole([APPOINTMENTS_MENU_ID]);
    const a = await makeUser({ roleId: role.id });
    const b = await makeUser({ roleId: role.id });
    const refused = await remove(role.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(r.has_members.replace('%{count}', '2'));
    expect((await one(role.id)).status).toBe(200);
    expect((await removeMember(a.id)).status).toBe(200);
    expect((await remove(role.id)).body.message).toBe(r.has_members.replace('%{count}', '1'));
    expect((await removeMember(b.id)).status).toBe(200);
    const res = await remove(role.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect((await one(role.id)).status).toBe(404);
    expect(await db().select().from(roleMenus).where(eq(roleMenus.role_id, role.id))).toEqual([]);
    // The history of a deleted role is still answered, its deletion first.
    const history = (await audit(role.id)).body.data;
    expect(history[0]).toMatchObject({
      action: 'role_deleted',
      actor_id: ctx.ids.admin,
      changes: [
        { field: 'name', before: role.enum_desc, after: null },
        { field: 'description', before: 'ทดสอบ', after: null },
      ],
    });
    expect((await remove(role.id)).status).toBe(404);
    expect((await remove(999_999)).body.message).toBe(r.not_found);
  });

  it('a deleted user does not keep a role from being deleted', async () => {
    const role = await makeRole();
    await makeUser({ roleId: role.id, deleted: true });
    expect((await remove(role.id)).status).toBe(200);
  });

  it('a role that never was has no history', async () => {
    const res = await audit(999_999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(r.not_found);
  });
});

describe('members (permission-getmemberpermission) and users without a role', () => {
  it('lists the members of a role with the member row keys; shop users show their first shop', async () => {
    const res = await members({ id: ownerRole });
    expect(res.status).toBe(200);
    const rows = res.body.data;
    expect(rows.map((m) => m.email)).toEqual(DEMO_SHOP_EMAILS);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'email',
        'id',
        'indiv_first_name',
        'indiv_last_name',
        'is_active',
        'pic',
        'pic_profile',
        'shop_name',
        'user_id',
        'user_type_id',
      ].sort(),
    );
    expect(rows[0].id).toBe(rows[0].user_id);
    expect(rows[0].shop_name).toBeTruthy();
    expect(rows.find((m) => m.email === 'disabled@demo.th')?.is_active).toBe(false);
    const staff = (await members({ id: adminRole })).body.data;
    expect(staff).toEqual([
      expect.objectContaining({ email: 'admin@demo.th', shop_name: null, pic: null }),
    ]);
  });

  it('searches and pages the members; deleted users are not members', async () => {
    const role = await makeRole();
    const stamp = String(Date.now());
    const ada = await makeUser({ roleId: role.id, first: `Ada${stamp}` });
    const bob = await makeUser({ roleId: role.id, first: `Bob${stamp}` });
    await makeUser({ roleId: role.id, first: `Ada${stamp}`, deleted: true });
    const found = await members({ id: role.id, search: `ADA${stamp}` });
    expect(found.body.data.map((m) => m.id)).toEqual([ada.id]);
    const page = await members({ id: role.id, page: 2, per_page: 1 });
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((m) => m.id)).toEqual([bob.id]);
    expect((await members({ id: role.id, search: '%' })).body.data).toEqual([]);
    const missing = await members({ id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(r.not_found);
  });

  it('lists users without a role, searched and paged, without deleted users', async () => {
    const stamp = String(Date.now());
    const free = await makeUser({ first: `Free${stamp}` });
    const shopUser = await makeUser({ type: 2, first: `Free${stamp}` });
    await makeUser({ first: `Free${stamp}`, deleted: true });
    await makeUser({ roleId: warehouseRole, first: `Free${stamp}` });
    const res = await withoutRole({ search: `free${stamp}` });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.id)).toEqual([free.id, shopUser.id]);
    const page = await withoutRole({ search: `free${stamp}`, page: 1, per_page: 1 });
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((m) => m.id)).toEqual([free.id]);
    const all = (await withoutRole()).body.data;
    expect(all.some((m) => m.email === 'admin@demo.th')).toBe(false);
  });

  it('the add-member picker lists every user with the role they have, searched and paged, without deleted users', async () => {
    const stamp = String(Date.now());
    const free = await makeUser({ first: `Pick${stamp}` });
    const shopUser = await makeUser({ type: 2, first: `Pick${stamp}` });
    await makeUser({ first: `Pick${stamp}`, deleted: true });
    const warehouseMember = await makeUser({ roleId: warehouseRole, first: `Pick${stamp}` });
    const res = await candidates({ search: `pick${stamp}` });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => [m.id, m.role_id, m.role_name])).toEqual([
      [free.id, null, null],
      [shopUser.id, null, null],
      [warehouseMember.id, warehouseRole, 'เจ้าหน้าที่คลังสินค้า'],
    ]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        'email',
        'id',
        'indiv_first_name',
        'indiv_last_name',
        'is_active',
        'pic',
        'pic_profile',
        'role_id',
        'role_name',
        'shop_name',
        'user_id',
        'user_type_id',
      ].sort(),
    );
    const page = await candidates({ search: `pick${stamp}`, page: 2, per_page: 2 });
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((m) => m.id)).toEqual([warehouseMember.id]);
    // Every seeded user is offered, each with the role the seed gave them.
    const seeded = (await candidates({ search: 'demo.th' })).body.data;
    expect(seeded.map((m) => [m.email, m.role_name])).toEqual([
      ['admin@demo.th', 'ผู้ดูแลระบบ'],
      ['warehouse@demo.th', 'เจ้าหน้าที่คลังสินค้า'],
      ...DEMO_SHOP_EMAILS.map((email) => [email, 'เจ้าของร้านค้า']),
    ]);
    expect((await candidates({ search: '%' })).body.data).toEqual([]);
  });
});

describe('add and remove members', () => {
  it('adds users without a role, all at once, and records it on the role and each user', async () => {
    const role = await makeRole();
    const a = await makeUser();
    const b = await makeUser({ type: 1 });
    const res = await addMembers({
      permission_id: role.id,
      user: [{ user_id: a.id }, { user_id: b.id }],
      uid: ctx.ids.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ added: 2, moved: 0 });
    expect(await roleOf(a.id)).toBe(role.id);
    expect(await roleOf(b.id)).toBe(role.id);
    expect((await one(role.id)).body.data.member_count).toBe(2);
    const history = (await audit(role.id)).body.data;
    expect(history[0]).toMatchObject({
      action: 'members_added',
      actor_id: ctx.ids.admin,
      changes: [
        { field: 'member', before: null, after: a.email },
        { field: 'member', before: null, after: b.email },
      ],
    });
    for (const u of [a, b]) {
      const [row] = await auditRows('user', u.id);
      expect(row).toMatchObject({
        action: 'user_updated',
        actor_id: ctx.ids.admin,
        changes: [{ field: 'role', before: null, after: role.enum_desc }],
      });
    }
  });

  it('moves users who have another role: they leave it and join this one, in one call, recorded on both roles and each user', async () => {
    const from1 = await makeRole();
    const from2 = await makeRole();
    const to = await makeRole();
    const a = await makeUser({ roleId: from1.id });
    const b = await makeUser({ roleId: from1.id, type: 1 });
    const c = await makeUser({ roleId: from2.id, active: false });
    const free = await makeUser();
    const already = await makeUser({ roleId: to.id });
    const logged = (await auditRows('role', to.id)).length;
    const res = await addMembers({
      permission_id: to.id,
      user: [a, b, c, free, already].map((u) => ({ user_id: u.id })),
      uid: ctx.ids.admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The member already in the role stays as they are and is not counted.
    expect(res.body.data).toEqual({ added: 4, moved: 3 });
    for (const u of [a, b, c, free, already]) expect(await roleOf(u.id)).toBe(to.id);
    // The old roles no longer list them; the new one lists all five.
    expect((await members({ id: from1.id })).body.data).toEqual([]);
    expect((await members({ id: from2.id })).body.data).toEqual([]);
    expect((await members({ id: to.id })).body.data.map((m) => m.id)).toEqual(
      [a, b, c, free, already].map((u) => u.id),
    );
    expect((await one(from1.id)).body.data.member_count).toBe(0);
    // Each old role records who left it, the new one who joined, each user the move.
    const [left1] = (await audit(from1.id)).body.data;
    expect(left1).toMatchObject({
      action: 'member_removed',
      actor_id: ctx.ids.admin,
      changes: [
        { field: 'member', before: a.email, after: null },
        { field: 'member', before: b.email, after: null },
      ],
    });
    const [left2] = (await audit(from2.id)).body.data;
    expect(left2).toMatchObject({
      action: 'member_removed',
      changes: [{ field: 'member', before: c.email, after: null }],
    });
    const joined = await auditRows('role', to.id);
    expect(joined).toHaveLength(logged + 1);
    expect(joined[joined.length - 1]).toMatchObject({
      action: 'members_added',
      actor_id: ctx.ids.admin,
      changes: [a, b, c, free].map((u) => ({ field: 'member', before: null, after: u.email })),
    });
    const moves = [
      [a, from1.enum_desc],
      [b, from1.enum_desc],
      [c, from2.enum_desc],
      [free, null],
    ] as const;
    for (const [u, before] of moves) {
      const rows = await auditRows('user', u.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'user_updated',
        actor_id: ctx.ids.admin,
        changes: [{ field: 'role', before, after: to.enum_desc }],
      });
    }
    expect(await auditRows('user', already.id)).toEqual([]);
    // Adding only members changes and records nothing.
    const again = await addMembers({ permission_id: to.id, user: [{ user_id: a.id }] });
    expect(again.body.data).toEqual({ added: 0, moved: 0 });
    expect(await auditRows('role', to.id)).toHaveLength(logged + 1);
  });

  it('a moved member follows the new role from their next request', async () => {
    const from = await makeRole([APPOINTMENTS_MENU_ID]);
    const to = await makeRole([1]);
    const u = await makeUser({ roleId: from.id });
    const cookie = await login(ctx.app, u.email);
    const appointments = () => get('book-getconfigbooking', {}, cookie);
    expect((await appointments()).status).toBe(200);
    expect((await addMembers({ permission_id: to.id, user: [{ user_id: u.id }] })).status).toBe(
      200,
    );
    const refused = await appointments();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(th.server.menu_inactive);
  });

  it('refuses a move that would leave no one to administer roles (409), changing nothing of the selection', async () => {
    const to = await makeRole();
    const free = await makeUser();
    const logged = (await auditRows('role', adminRole)).length;
    const res = await addMembers({
      permission_id: to.id,
      user: [{ user_id: free.id }, { user_id: ctx.ids.admin }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(r.last_administrator);
    expect(await roleOf(ctx.ids.admin)).toBe(adminRole);
    expect(await roleOf(free.id)).toBeNull();
    expect(await auditRows('role', to.id)).toHaveLength(1);
    expect(await auditRows('role', adminRole)).toHaveLength(logged);
    expect(await auditRows('user', free.id)).toEqual([]);
    // Disabled staff and shop users of a role that administers roles do not count either.
    const other = await makeRole([ROLE_MENU_ID]);
    await makeUser({ roleId: other.id, active: false });
    await makeUser({ roleId: other.id, type: 1 });
    expect(
      (await addMembers({ permission_id: to.id, user: [{ user_id: ctx.ids.admin }] })).status,
    ).toBe(409);
    // With another active administrator, the move goes through; moving them back as well.
    const second = await makeUser({ roleId: other.id });
    const moved = await addMembers({ permission_id: to.id, user: [{ user_id: ctx.ids.admin }] });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ added: 1, moved: 1 });
    expect(await roleOf(ctx.ids.admin)).toBe(to.id);
    const secondCookie = await login(ctx.app, second.email);
    // Now the second is the last: moving them out is refused; the demo administrator comes back.
    expect(
      (await addMembers({ permission_id: to.id, user: [{ user_id: second.id }] }, secondCookie))
        .status,
    ).toBe(409);
    expect(
      (
        await addMembers(
          { permission_id: adminRole, user: [{ user_id: ctx.ids.admin }] },
          secondCookie,
        )
      ).status,
    ).toBe(200);
    expect(await roleOf(ctx.ids.admin)).toBe(adminRole);
    expect((await removeMember(second.id)).status).toBe(200);
  });

  it('two administrators moving each other out at once cannot both leave', async () => {
    const other = await makeRole([ROLE_MENU_ID]);
    const second = await makeUser({ roleId: other.id });
    const secondCookie = await login(ctx.app, second.email);
    const elsewhere = await makeRole();
    const replies = await Promise.all([
      addMembers({ permission_id: elsewhere.id, user: [{ user_id: second.id }] }, ctx.admin),
      addMembers({ permission_id: elsewhere.id, user: [{ user_id: ctx.ids.admin }] }, secondCookie),
    ]);
    expect(replies.filter((x) => x.status === 200)).toHaveLength(1);
    // The other was refused: no one would be left (409), or its caller had just lost the menu.
    const refused = replies.find((x) => x.status !== 200);
    expect([
      [409, r.last_administrator],
      [403, th.server.menu_inactive],
    ]).toContainEqual([refused?.status, refused?.body.message]);
    // Exactly one of the two still administers roles; the demo administrator gets the role back.
    const left = [await roleOf(ctx.ids.admin), await roleOf(second.id)];
    expect(left.filter((id) => id === elsewhere.id)).toHaveLength(1);
    const keeper = left[0] === adminRole ? ctx.admin : secondCookie;
    expect(
      (await addMembers({ permission_id: adminRole, user: [{ user_id: ctx.ids.admin }] }, keeper))
        .status,
    ).toBe(200);
    expect(await roleOf(ctx.ids.admin)).toBe(adminRole);
    expect((await removeMember(second.id)).status).toBe(200);
  });

  it('refuses unknown and deleted users (400), an unknown role (404) and another uid (403)', async () => {
    const role = await makeRole();
    const free = await makeUser();
    const gone = await makeUser({ deleted: true });
    for (const userIdSent of [999_999, gone.id]) {
      const res = await addMembers({
        permission_id: role.id,
        user: [{ user_id: free.id }, { user_id: userIdSent }],
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ user: r.member_unknown });
    }
    const noRole = await addMembers({ permission_id: 999_999, user: [{ user_id: free.id }] });
    expect(noRole.status).toBe(404);
    expect(noRole.body.message).toBe(r.not_found);
    const other = await addMembers({
      permission_id: role.id,
      user: [{ user_id: free.id }],
      uid: ctx.ids.admin + 1,
    });
    expect(other.status).toBe(403);
    const none = await addMembers({ permission_id: role.id, user: [] });
    expect(none.status).toBe(400);
    expect(await roleOf(free.id)).toBeNull();
  });

  it('removes a member and records it on the role and the user', async () => {
    const role = await makeRole();
    const u = await makeUser({ roleId: role.id });
    const res = await removeMember(u.id);
    expect(res.status).toBe(200);
    expect(await roleOf(u.id)).toBeNull();
    const [onRole] = await auditRows('role', role.id).then((rows) => rows.slice(-1));
    expect(onRole).toMatchObject({
      action: 'member_removed',
      actor_id: ctx.ids.admin,
      changes: [{ field: 'member', before: u.email, after: null }],
    });
    const [onUser] = await auditRows('user', u.id);
    expect(onUser).toMatchObject({
      action: 'user_updated',
      changes: [{ field: 'role', before: role.enum_desc, after: null }],
    });
    const again = await removeMember(u.id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(r.not_member);
    const missing = await removeMember(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(th.server.user_admin.not_found);
  });

  it('refuses to remove the last active administrator from the role that administers roles', async () => {
    const res = await removeMember(ctx.ids.admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(r.last_administrator);
    expect(await roleOf(ctx.ids.admin)).toBe(adminRole);
    // A disabled or shop-user member does not count: still refused.
    const disabled = await makeUser({ active: false });
    const shopUser = await makeUser({ type: 1 });
    expect(
      (
        await addMembers({
          permission_id: adminRole,
          user: [{ user_id: disabled.id }, { user_id: shopUser.id }],
        })
      ).status,
    ).toBe(200);
    expect((await removeMember(ctx.ids.admin)).status).toBe(409);
    // With another active staff member, the first may leave, and then the other may not.
    const second = await makeUser();
    await addMembers({ permission_id: adminRole, user: [{ user_id: second.id }] });
    const secondCookie = await login(ctx.app, second.email);
    expect((await removeMember(ctx.ids.admin, secondCookie)).status).toBe(200);
    expect((await removeMember(second.id, secondCookie)).status).toBe(409);
    // The demo administrator is given the role back.
    expect(
      (
        await addMembers(
          { permission_id: adminRole, user: [{ user_id: ctx.ids.admin }] },
          secondCookie,
        )
      ).status,
    ).toBe(200);
    for (const u of [disabled, shopUser, second])
      expect((await removeMember(u.id)).status).toBe(200);
    expect(await roleOf(ctx.ids.admin)).toBe(adminRole);
  });
});

describe('menu access (permission-getmenuaccessbypermissionid, permission-update-menu-access)', () => {
  it('answers every menu of the catalogue with the role flag', async () => {
    const res = await access(warehouseRole);
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.menu_id)).toEqual(
      Array.from({ length: MENU_COUNT }, (_, i) => i + 1),
    );
    expect(res.body.data.filter((m) => m.is_active).map((m) => m.menu_id)).toEqual([
      2, 3, 4, 6, 7, 12,
    ]);
    expect(res.body.data[8]).toEqual({
      menu_id: ROLE_MENU_ID,
      menu_key: 'licenset-list',
      is_active: false,
      display_menu_name_th: th.app.menu['licenset-list'],
    });
    const missing = await access(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(r.not_found);
  });

  it('sets menus on and off, answers the new list and records each changed menu', async () => {
    const role = await makeRole();
    const res = await setAccess(
      role.id,
      [
        { menu_id: 1, is_active: true },
        { menu_id: 4, is_active: true },
        { menu_id: 5, is_active: false },
      ],
      ctx.admin,
      ctx.ids.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.filter((m) => m.is_active).map((m) => m.menu_key)).toEqual([
      'product-list',
      'inventory',
    ]);
    expect(res.body.data).toEqual((await access(role.id)).body.data);
    expect((await setAccess(role.id, [{ menu_id: 1, is_active: false }])).status).toBe(200);
    const history = (await audit(role.id)).body.data;
    expect(history[0]).toMatchObject({
      action: 'menu_access_updated',
      actor_id: ctx.ids.admin,
      changes: [{ field: 'menu:product-list', before: 'true', after: 'false' }],
    });
    expect(history[1].changes).toEqual([
      { field: 'menu:product-list', before: 'false', after: 'true' },
      { field: 'menu:inventory', before: 'false', after: 'true' },
    ]);
    // Sending the flags a role already has changes and records nothing.
    expect((await setAccess(role.id, [{ menu_id: 4, is_active: true }])).status).toBe(200);
    expect((await audit(role.id)).body.data).toHaveLength(history.length);
  });

  it('refuses an unknown menu (400), an unknown role (404) and another uid (403)', async () => {
    const role = await makeRole();
    const unknown = await setAccess(role.id, [
      { menu_id: 1, is_active: true },
      { menu_id: 99, is_active: true },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ menu_item: r.menu_unknown });
    expect((await access(role.id)).body.data.every((m) => !m.is_active)).toBe(true);
    const missing = await setAccess(999_999, [{ menu_id: 1, is_active: true }]);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(r.not_found);
    expect(
      (await setAccess(role.id, [{ menu_id: 1, is_active: true }], ctx.admin, 999)).status,
    ).toBe(403);
  });

  it("a member's very next request follows the change", async () => {
    const role = await makeRole([APPOINTMENTS_MENU_ID]);
    const u = await makeUser({ roleId: role.id });
    const cookie = await login(ctx.app, u.email);
    const appointments = () => get('book-getconfigbooking', {}, cookie);
    expect((await appointments()).status).toBe(200);
    expect(
      (await setAccess(role.id, [{ menu_id: APPOINTMENTS_MENU_ID, is_active: false }])).status,
    ).toBe(200);
    const refused = await appointments();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(th.server.menu_inactive);
    expect(
      (await setAccess(role.id, [{ menu_id: APPOINTMENTS_MENU_ID, is_active: true }])).status,
    ).toBe(200);
    expect((await appointments()).status).toBe(200);
    // Leaving the role leaves every menu.
    expect((await removeMember(u.id)).status).toBe(200);
    expect((await appointments()).body.message).toBe(th.server.menu_inactive);
  });

  it('the last role with the role menu cannot lose it', async () => {
    const logged = (await auditRows('role', adminRole)).length;
    const res = await setAccess(adminRole, [{ menu_id: ROLE_MENU_ID, is_active: false }]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(r.last_administrator);
    expect((await one(adminRole)).body.data.administers_roles).toBe(true);
    // A role with the menu whose only members are disabled staff or shop users does not count.
    const role = await makeRole([ROLE_MENU_ID]);
    await makeUser({ roleId: role.id, active: false });
    await makeUser({ roleId: role.id, type: 2 });
    expect((await setAccess(adminRole, [{ menu_id: ROLE_MENU_ID, is_active: false }])).status).toBe(
      409,
    );
    expect((await one(adminRole)).body.data.administers_roles).toBe(true);
    expect(await auditRows('role', adminRole)).toHaveLength(logged);
  });

  it('two roles switching the role menu off at once cannot both lose it', async () => {
    const other = await makeRole([ROLE_MENU_ID]);
    const member = await makeUser({ roleId: other.id });
    const memberCookie = await login(ctx.app, member.email);
    const off = [{ menu_id: ROLE_MENU_ID, is_active: false }];
    // Each administrator switches off the other's role.
    const replies = await Promise.all([
      setAccess(other.id, off, ctx.admin),
      setAccess(adminRole, off, memberCookie),
    ]);
    const statuses = replies.map((x) => x.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The other was refused: no one would be left (409), or its caller had just lost the menu.
    const refused = replies.find((x) => x.status !== 200);
    expect([
      [409, r.last_administrator],
      [403, th.server.menu_inactive],
    ]).toContainEqual([refused?.status, refused?.body.message]);
    const [adminStill] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(roleMenus)
      .where(
        and(
          eq(roleMenus.menu_id, ROLE_MENU_ID),
          eq(roleMenus.is_active, true),
          sql`${roleMenus.role_id} IN (${adminRole}, ${other.id})`,
        ),
      );
    expect(adminStill.n).toBe(1);
    // The demo administrator gets the role menu back.
    const keeper = replies[0].status === 200 ? ctx.admin : memberCookie;
    expect(
      (await setAccess(adminRole, [{ menu_id: ROLE_MENU_ID, is_active: true }], keeper)).status,
    ).toBe(200);
    expect((await one(adminRole)).body.data.administers_roles).toBe(true);
  });
});

describe('the open browsers of a role hear of a change at once', () => {
  it("a member's live stream gets a session event when the role's menus or members change", async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const role = await makeRole([APPOINTMENTS_MENU_ID]);
    const u = await makeUser({ roleId: role.id });
    const bystander = await makeUser({ roleId: warehouseRole });
    const memberStream = await openStream(base, await login(ctx.app, u.email));
    const otherStream = await openStream(base, await login(ctx.app, bystander.email));
    try {
      expect((await setAccess(role.id, [{ menu_id: 1, is_active: true }])).status).toBe(200);
      await expect.poll(() => memberStream.events('session'), { timeout: 3000 }).toBe(1);
      // A change of nothing announces nothing; removal from the role does.
      expect((await setAccess(role.id, [{ menu_id: 1, is_active: true }])).status).toBe(200);
      expect((await removeMember(u.id)).status).toBe(200);
      await expect.poll(() => memberStream.events('session'), { timeout: 3000 }).toBe(2);
      expect((await addMembers({ permission_id: role.id, user: [{ user_id: u.id }] })).status).toBe(
        200,
      );
      await expect.poll(() => memberStream.events('session'), { timeout: 3000 }).toBe(3);
      expect(otherStream.events('session')).toBe(0);
    } finally {
      memberStream.close();
      otherStream.close();
    }
  });
});

/** A browser's event stream, as far as these tests read it: the names of its events. */
interface Stream {
  events(name: string): number;
  close(): void;
}

function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/notification-stream`,
      { headers: { accept: 'text/event-stream', cookie } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const first = !text;
          text += chunk;
          if (first) resolve(stream);
        });
        const stream: Stream = {
          events: (name) => text.split('\n').filter((line) => line === `event: ${name}`).length,
          close: () => req.destroy(),
        };
        if (res.statusCode !== 200) reject(new Error(`stream ${res.statusCode}`));
      },
    );
    req.on('error', reject);
  });
}
