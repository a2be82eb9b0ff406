import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '../../contract/endpoints';
import type { UserInfo } from '../../contract/schemas/register';
import { th } from '../../i18n/th';
import { users } from '../../server/db/schema';
import { companyProfileBody, individualProfileBody } from '../fixtures/profile';
import { call, loginEach, serverWithSessions, subDistrictIds } from './helpers';

const ctx = serverWithSessions({});
let cookies: Record<string, string> = {};
let ids: Record<string, number> = {};
/** Sub-district row ids of the reference addresses the tests use. */
const sub: Record<string, number> = {};

beforeAll(async () => {
  ({ cookies, ids } = await loginEach(ctx.app, [
    'company@demo.th',
    'individual@demo.th',
    'admin@demo.th',
  ]));
  Object.assign(
    sub,
    await subDistrictIds(ctx.app, [
      [10, 1017, '101701'],
      [50, 5001, '500101'],
    ]),
  );
});

const unknownKey = (k: string) => th.server.unknown_field.replace('%{field}', k);

const getProfile = (email: string, query?: Record<string, string | number>) =>
  call<UserInfo[]>(ctx.app, 'GET', 'user-getprofile', { cookie: cookies[email], query });
const putProfile = (email: string, body: unknown) =>
  call<UserInfo>(ctx.app, 'PUT', 'user-updateprofile', { cookie: cookies[email], body });

const places = () => ({ huaiKhwang: sub['101701'], siPhum: sub['500101'] });
const companyProfile = (over: Record<string, unknown> = {}) => companyProfileBody(places(), over);
const individualProfile = (over: Record<string, unknown> = {}) =>
  individualProfileBody(places(), over);

describe('user-getprofile', () => {
  it("answers the caller's user info as data[0]: a company's address in the company fields", async () => {
    const res = await getProfile('company@demo.th');
    expect(res.status).toBe(200);
    const [info] = endpoints.profile.data.parse(res.body.data);
    expect(res.body.data).toHaveLength(1);
    expect(info).toMatchObject({
      id: ids['company@demo.th'],
      user_type_id: 1,
      email: 'company@demo.th',
      is_active: true,
      tax_id: '0105561234567',
      company_name: 'บริษัท สยามสมาร์ทเทรด จำกัด',
      indiv_first_name: 'ธนากร',
      com_tel: '0225551234',
      com_addr_tp: '99/9 ถนนพระราม 9',
      addr_tp_province: 10,
      addr_tp_district: 1017,
      addr_tp_postcode: '10310',
      // The seed's company uses its registered address for documents too.
      is_copy_addr_tp: 1,
      indiv_addr_id_card: null,
      indiv_addr_doc: null,
      is_copy_indiv_addr_id_card: 0,
    });
    expect(info).not.toHaveProperty('password_hash');
  });

  it("an individual's address is answered in the individual fields", async () => {
    const res = await getProfile('individual@demo.th', { uid: ids['individual@demo.th'] });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      user_type_id: 2,
      indiv_id_card: '3500100234567',
      indiv_tel: '0531234567',
      com_addr_tp: null,
    });
  });

  it("another user's uid is 403, signed out is 401", async () => {
    const other = await getProfile('company@demo.th', { uid: ids['individual@demo.th'] });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(th.server.forbidden);
    const out = await call(ctx.app, 'GET', 'user-getprofile');
    expect(out.status).toBe(401);
  });
});

describe('user-updateprofile', () => {
  it('a company updates names, phones and address; the copy box copies the address', async () => {
    const res = await putProfile('company@demo.th', companyProfile({ id: ids['company@demo.th'] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = endpoints.profileUpdate.data.parse(res.body.data);
    expect(info).toMatchObject({
      indiv_mas_title_id: 2,
      indiv_last_name: 'ศรีสุขใจ',
      com_tel: '0225559999',
      com_addr_tp: '199 ถนนรัชดาภิเษก',
      addr_tp_subdistrict: sub['101701'],
      is_copy_addr_tp: 1,
      addr_doc: '199 ถนนรัชดาภิเษก',
      addr_doc_province: 10,
      addr_doc_district: 1017,
      addr_doc_subdistrict: sub['101701'],
      addr_doc_postcode: '10310',
      // Unchanged: e-mail, identity, company, role and status.
      email: 'company@demo.th',
      tax_id: '0105561234567',
      company_name: 'บริษัท สยามสมาร์ทเทรด จำกัด',
      is_active: true,
    });
    expect((await getProfile('company@demo.th')).body.data[0]).toEqual(info);
  });

  it('an empty mobile is allowed on the profile and kept as none', async () => {
    const res = await putProfile('company@demo.th', companyProfile({ com_mobile: '' }));
    expect(res.status).toBe(200);
    expect(res.body.data.com_mobile).toBeNull();
  });

  it('an individual keeps a separate document address', async () => {
    const res = await putProfile('individual@demo.th', individualProfile());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      indiv_last_name: 'บ้านสวนสวย',
      indiv_tel: '0531234000',
      indiv_mobile: null,
      indiv_addr_id_card: '12 ถนนนิมมานเหมินท์',
      indiv_addr_id_subdistrict: sub['500101'],
      is_copy_indiv_addr_id_card: 0,
      indiv_addr_doc: '1 ถนนรัชดาภิเษก',
      indiv_addr_doc_province: 10,
      indiv_addr_doc_postcode: '10310',
      com_addr_tp: null,
      indiv_id_card: '3500100234567',
    });
  });

  it('staff use the individual field set with their own type 3', async () => {
    const res = await putProfile('admin@demo.th', individualProfile({ user_type_id: 3 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ user_type_id: 3, indiv_last_name: 'บ้านสวนสวย' });
  });

  it.each([
    ['email', { email: 'new@example.com' }],
    ['role_id', { role_id: 1 }],
    ['is_active', { is_active: false }],
    ['tax_id', { tax_id: '0105599001234' }],
    ['company_name', { company_name: 'บริษัท ใหม่ จำกัด' }],
    ['indiv_id_card', { indiv_id_card: '1234567890121' }],
  ])('%s is not accepted: 400 naming it, nothing changes', async (key, over) => {
    const res = await putProfile('company@demo.th', companyProfile(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [key]: unknownKey(key) });
    const [u] = await ctx.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'company@demo.th'));
    expect(u).toMatchObject({ is_active: true, tax_id: '0105561234567' });
    expect(u.role_id).not.toBeNull();
  });

  it('another user type than the caller’s is 403; another id is 403', async () => {
    const type = await putProfile('company@demo.th', individualProfile());
    expect(type.status).toBe(403);
    expect(type.body.message).toBe(th.server.register.profile_type_locked);
    const staff = await putProfile('admin@demo.th', individualProfile({ user_type_id: 2 }));
    expect(staff.status).toBe(403);
    const id = await putProfile(
      'company@demo.th',
      companyProfile({ id: ids['individual@demo.th'] }),
    );
    expect(id.status).toBe(403);
    expect(id.body.message).toBe(th.server.forbidden);
    const [u] = await ctx.app.database.db
      .select()
      .from(users)
      .where(eq(users.id, ids['individual@demo.th']));
    expect(u.com_addr_tp).not.toBe('199 ถนนรัชดาภิเษก');
  });

  it('signed out is 401; without the portal Origin 403', async () => {
    expect(
      (await call(ctx.app, 'PUT', 'user-updateprofile', { body: companyProfile() })).status,
    ).toBe(401);
    const res = await call(ctx.app, 'PUT', 'user-updateprofile', {
      body: companyProfile(),
      cookie: cookies['company@demo.th'],
      origin: null,
    });
    expect(res.status).toBe(403);
  });

  // Every rule of the payload is tested in tests/unit/profileSchema.test.ts; this proves the
  // endpoint applies it and answers its messages under the fields.
  it('a refused payload: 400 with the messages under the fields', async () => {
    const res = await putProfile(
      'company@demo.th',
      companyProfile({ com_tel: '02255512345', addr_tp_postcode: '103' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.validation);
    expect(res.body.errors).toEqual({
      com_tel: 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก',
      addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก',
    });
  });

  it('an address whose parts do not belong together is refused under the field', async () => {
    const district = await putProfile(
      'company@demo.th',
      companyProfile({ addr_tp_district: 5001 }),
    );
    expect(district.status).toBe(400);
    expect(district.body.errors).toEqual({
      addr_tp_district: 'อำเภอ/เขตที่เลือกไม่อยู่ในจังหวัดนี้',
    });
    const doc = await putProfile(
      'individual@demo.th',
      individualProfile({ indiv_addr_doc_subdistrict: sub['500101'] }),
    );
    expect(doc.status).toBe(400);
    expect(doc.body.errors).toEqual({
      indiv_addr_doc_subdistrict: 'ตำบล/แขวงที่เลือกไม่อยู่ในอำเภอ/เขตนี้',
    });
    const title = await putProfile('company@demo.th', companyProfile({ indiv_mas_title_id: 42 }));
    expect(title.body.errors).toEqual({ indiv_mas_title_id: 'ไม่พบคำนำหน้าชื่อที่เลือก' });
  });
});
