import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { endpoints } from '../../contract/endpoints';
import { th } from '../../i18n/th';
import { verifyPassword } from '../../server/auth/password';
import { outbox, roles, shops, userShops, users } from '../../server/db/schema';
import {
  companyContact,
  companyRegistration,
  huaiKhwangCompanyAddress,
  individualRegistration,
} from '../fixtures/registration';
import { call, ORIGIN, serverWithSessions, subDistrictIds } from './helpers';
import { rule, type RuleCase } from '../fixtures/ruleCase';

const ctx = serverWithSessions({});
/** Sub-district row ids of the reference addresses the tests use. */
const sub: Record<string, number> = {};

beforeAll(async () => {
  Object.assign(
    sub,
    await subDistrictIds(ctx.app, [
      [10, 1017, '101701'],
      [10, 1004, '100401'],
      [50, 5001, '500101'],
      [40, 4001, '400101'],
    ]),
  );
});

type Body = { code: number; message: string; data: unknown; errors?: Record<string, string> };

/** Each call comes from its own address unless one is given, so the rate limit stays out of the way. */
let addressSerial = 0;
const nextAddress = () => `10.9.${Math.floor(++addressSerial / 250)}.${addressSerial % 250}`;

async function post<T = unknown>(name: string, body: unknown, ip = nextAddress()) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { origin: ORIGIN },
    payload: body as object,
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() as Body & { data: T } };
}

const V = th.validation.register;
const S = th.server.register;

let serial = 0;
const places = () => ({ huaiKhwang: sub['101701'], siPhum: sub['500101'] });
const companyBody = (over: Record<string, unknown> = {}) =>
  companyRegistration(++serial, places(), over);
const individualBody = (over: Record<string, unknown> = {}) =>
  individualRegistration(++serial, places(), over);

const foreignerBody = (over: Record<string, unknown> = {}) =>
  individualBody({
    indiv_id_card: '',
    indiv_passport: `P${String(++serial).padStart(7, '0')}`,
    ...over,
  });

const userByEmail = async (email: string) =>
  (
    await ctx.app.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0];

describe('step 1: company registry check (register-checkjuristic)', () => {
  it('a number starting 0105 exists: Thai name and a real address', async () => {
    const res = await post('register-checkjuristic', { jusristic_id: '0105599001234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(endpoints.checkJuristic.data.parse(res.body.data)).toEqual({
      juristicNameTH: 'บริษัท ทดสอบ 1234 จำกัด',
      companyAddress: 'เลขที่ 1234 ถนนรัชดาภิเษก',
      province_id: 10,
      district_id: 1017,
      sub_district_id: sub['101701'],
      post_code: '10310',
    });
    const chiangMai = await post('register-checkjuristic', { jusristic_id: '0105599005671' });
    expect(chiangMai.body.data).toEqual({
      juristicNameTH: 'บริษัท ทดสอบ 5671 จำกัด',
      companyAddress: 'เลขที่ 5671 ถนนห้วยแก้ว',
      province_id: 50,
      district_id: 5001,
      sub_district_id: sub['500101'],
      post_code: '50200',
    });
  });

  it('any other 13-digit number is not found (400, message under the field)', async () => {
    const msg = 'ไม่พบเลขทะเบียนนิติบุคคลนี้ในฐานข้อมูลกรมพัฒนาธุรกิจการค้า';
    const res = await post('register-checkjuristic', { jusristic_id: '0205599001234' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message: msg, errors: { jusristic_id: msg } });
  });

  it('0999999999999: the registry is down, 502', async () => {
    const res = await post('register-checkjuristic', { jusristic_id: '0999999999999' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 502, message: S.dbd_unavailable });
  });

  it('a juristic number already registered: 400 duplicate', async () => {
    const res = await post('register-checkjuristic', { jusristic_id: '0105561234567' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      message: 'เลขทะเบียนนิติบุคคลนี้มีอยู่ในระบบแล้ว',
      errors: { jusristic_id: 'เลขทะเบียนนิติบุคคลนี้มีอยู่ในระบบแล้ว' },
    });
  });

  it.each([
    ['empty', '', 'กรุณากรอกข้อมูล'],
    ['12 digits', '010559900123', 'ไม่พบเลขทะเบียนนิติบุคคลนี้ในฐานข้อมูลกรมพัฒนาธุรกิจการค้า'],
    ['14 digits', '01055990012345', 'ไม่พบเลขทะเบียนนิติบุคคลนี้ในฐานข้อมูลกรมพัฒนาธุรกิจการค้า'],
    ['a letter', '01055990012a4', 'กรุณากรอกเป็นตัวเลขเท่านั้น'],
    ['missing', undefined, 'กรุณากรอกข้อมูล'],
  ])('%s: 400 with the message under jusristic_id', async (_, value, message) => {
    const res = await post(
      'register-checkjuristic',
      value === undefined ? {} : { jusristic_id: value },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ jusristic_id: message });
  });

  it('the spec spelling only: juristic_id is an unknown key', async () => {
    const res = await post('register-checkjuristic', {
      jusristic_id: '0105599001234',
      juristic_id: '0105599001234',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      juristic_id: th.server.unknown_field.replace('%{field}', 'juristic_id'),
    });
  });
});

describe('step 1: civil registry check (register-checkidcard)', () => {
  it('13 digits with a valid check digit exist', async () => {
    const res = await post('register-checkidcard', { id_card: '1234567890121' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id_card: '1234567890121' });
  });

  it.each([
    ['a wrong check digit', '1234567890123', 'ไม่พบเลขบัตรประจำตัวประชาชนนี้ในฐานข้อมูล'],
    ['12 digits', '123456789012', 'ไม่พบเลขบัตรประจำตัวประชาชนนี้ในฐานข้อมูล'],
    ['empty', '', 'กรุณากรอกข้อมูล'],
    ['a letter', '12345678901a1', 'กรุณากรอกเป็นตัวเลขเท่านั้น'],
  ])('%s: 400 with the message under id_card', async (_, id_card, message) => {
    const res = await post('register-checkidcard', { id_card });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id_card: message });
  });

  it('an ID number already registered: 400 duplicate', async () => {
    const res = await post('register-checkidcard', { id_card: '3500100234567' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'เลขบัตรประจำตัวประชาชนนี้มีอยู่ในระบบแล้ว',
      errors: { id_card: 'เลขบัตรประจำตัวประชาชนนี้มีอยู่ในระบบแล้ว' },
    });
  });
});

describe('step 1: passport check (register-checkpassport)', () => {
  it('6 to 9 letters or digits exist, kept in capitals', async () => {
    for (const [given, kept] of [
      ['AA1234567', 'AA1234567'],
      ['p123456', 'P123456'],
    ]) {
      const res = await post('register-checkpassport', { passport_number: given });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ passport_number: kept });
    }
  });

  it.each([
    ['starting with X', 'X1234567', 'ไม่พบเลขหนังสือเดินทางนี้ในฐานข้อมูล'],
    ['starting with x', 'x1234567', 'ไม่พบเลขหนังสือเดินทางนี้ในฐานข้อมูล'],
    ['5 characters', 'AB123', V.passport_format],
    ['10 characters', 'AB12345678', V.passport_format],
    ['a dash', 'AB-12345', V.passport_format],
    ['empty', '', 'กรุณากรอกเลขหนังสือเดินทาง'],
  ])('%s: 400 with the message under passport_number', async (_, passport_number, message) => {
    const res = await post('register-checkpassport', { passport_number });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ passport_number: message });
  });
});

/** The sandbox NDID page's authorize query for this portal. */
const authorizeQuery = (over: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: 'fulfilment-portal-sandbox',
  redirect_uri: `${ORIGIN}/register/individual-register`,
  scope: 'pid birthdate address name given_name family_name',
  state: 'st-42 &x=1',
  ...over,
});

async function choose(form: Record<string, string>, origin: string | null = ORIGIN) {
  return ctx.app.inject({
    method: 'POST',
    url: '/sandbox/ndid/authorize',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Chooses a sandbox citizen and returns the one-time code from the redirect. */
async function ndidCode(citizen = 0) {
  const res = await choose({ ...authorizeQuery(), citizen: String(citizen) });
  expect(res.statusCode).toBe(302);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error('no code');
  return code;
}

describe('national digital ID (sandbox)', () => {
  it('register-getndidconfig names the sandbox page and client', async () => {
    const res = await call(ctx.app, 'GET', 'register-getndidconfig');
    expect(res.status).toBe(200);
    expect(endpoints.ndidConfig.data.parse(res.body.data)).toEqual({
      authorize_url: '/sandbox/ndid/authorize',
      client_id: 'fulfilment-portal-sandbox',
      scope: 'pid birthdate address name given_name family_name',
      redirect_path: '/register/individual-register',
      redirect_uri: null,
      sandbox: true,
    });
  });

  it('the authorize page lists the citizens in a form, without script', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/ndid/authorize',
      query: authorizeQuery(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<html lang="th">');
    expect(res.body).toContain('<form method="post" action="/sandbox/ndid/authorize">');
    for (const name of ['ธนพล ศรีสวัสดิ์', 'สุดารัตน์ ใจงาม', 'วิชัย รักษ์ถิ่น'])
      expect(res.body).toContain(name);
    expect(res.body).toContain('1101700230708');
    expect(res.body).not.toMatch(/<script/i);
    // The state is carried in the form, escaped.
    expect(res.body).toContain('name="state" value="st-42 &amp;x=1"');
  });

  it.each([
    ['another site', { redirect_uri: 'https://evil.example/register/individual-register' }],
    ['another page of the portal', { redirect_uri: `${ORIGIN}/login` }],
    ['a query of its own', { redirect_uri: `${ORIGIN}/register/individual-register?next=/x` }],
    ['not a URL', { redirect_uri: 'javascript:alert(1)' }],
    [
      'credentials in the URL',
      { redirect_uri: 'http://a@localhost:80/register/individual-register' },
    ],
  ])('a redirect_uri to %s is refused, on the page and on the choice', async (_, over) => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/ndid/authorize',
      query: authorizeQuery(over),
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(S.ndid_page_bad_redirect);
    expect(page.body).not.toContain('<form');
    const chosen = await choose({ ...authorizeQuery(over), citizen: '0' });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.headers.location).toBeUndefined();
  });

  it('a wrong client_id, response_type or a missing state is refused', async () => {
    for (const [over, reason] of [
      [{ client_id: 'someone-else' }, S.ndid_page_bad_client],
      [{ response_type: 'token' }, S.ndid_page_bad_params],
      [{ state: '' }, S.ndid_page_bad_params],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/sandbox/ndid/authorize',
        query: authorizeQuery(over),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(reason);
    }
  });

  it('choosing a citizen redirects to the individual register page with a code and the state', async () => {
    const res = await choose({ ...authorizeQuery(), citizen: '0' });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(`http://localhost/register/individual-register`);
    expect(to.searchParams.get('state')).toBe('st-42 &x=1');
    expect(to.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('cancel redirects back with error=access_denied and the state', async () => {
    const res = await choose({ ...authorizeQuery(), cancel: '1' });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('state')).toBe('st-42 &x=1');
    expect(to.searchParams.get('code')).toBeNull();
  });

  it('the choice must come from the page: no Origin or another origin is 403', async () => {
    expect((await choose({ ...authorizeQuery(), citizen: '0' }, null)).statusCode).toBe(403);
    const other = await choose({ ...authorizeQuery(), citizen: '0' }, 'https://evil.example');
    expect(other.statusCode).toBe(403);
    expect(other.headers.location).toBeUndefined();
    const unknown = await choose({ ...authorizeQuery(), citizen: '7' });
    expect(unknown.statusCode).toBe(400);
  });

  it('register-getndidata answers the citizen once; the code is single use', async () => {
    const code = await ndidCode(0);
    const first = await post('register-getndidata', { code });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(endpoints.ndidData.data.parse(first.body.data)).toEqual({
      id_card: '1101700230708',
      firstname: 'ธนพล',
      lastname: 'ศรีสวัสดิ์',
      address: '99/1 ซอยประชาราษฎร์บำเพ็ญ',
      province_id: 10,
      district_id: 1017,
      sub_district_id: sub['101701'],
      post_code: '10310',
    });
    const again = await post('register-getndidata', { code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: S.ndid_code_invalid,
      errors: { code: S.ndid_code_invalid },
    });
  });

  it('an unknown code, or a code older than 10 minutes, is refused', async () => {
    expect((await post('register-getndidata', { code: 'made-up' })).status).toBe(400);
    const code = await ndidCode(2);
    const later = Date.now() + 10 * 60 * 1000 + 1000;
    const spy = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const res = await post('register-getndidata', { code });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(S.ndid_code_invalid);
    } finally {
      spy.mockRestore();
    }
    const blank = await post('register-getndidata', { code: '' });
    expect(blank.body.errors).toEqual({ code: V.ndid_code });
  });
});

describe('register-register: happy paths', () => {
  it('a company: user, shop and link in the database, a generated password, no sign-in yet', async () => {
    const body = companyBody();
    const res = await post<{ email: string; password: string }>('register-register', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { email, password } = endpoints.register.data.parse(res.body.data);
    expect(email).toBe(body.email);
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10,}$/);

    const user = await userByEmail(body.email);
    const [ownerRole] = await ctx.app.database.db
      .select()
      .from(roles)
      .where(eq(roles.enum_values, 'shop_owner'));
    expect(user).toMatchObject({
      user_type_id: 1,
      role_id: ownerRole.id,
      must_change_password: true,
      email_verified: false,
      is_active: true,
      company_type_id: 1,
      company_name: body.company_name,
      tax_id: body.tax_id,
      ...companyContact,
      ...huaiKhwangCompanyAddress({ huaiKhwang: sub['101701'] }),
      // Ticked: the document address is the registered one.
      is_copy_addr_tp: true,
      addr_doc: '1 ถนนรัชดาภิเษก',
      addr_doc_province: 10,
      addr_doc_district: 1017,
      addr_doc_subdistrict: sub['101701'],
      addr_doc_postcode: '10310',
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.password_hash, password)).toBe(true);

    const owned = await ctx.app.database.db
      .select({ shop_no: shops.shop_no, shop_name: shops.shop_name, owner: shops.owner_user_id })
      .from(userShops)
      .innerJoin(shops, eq(shops.id, userShops.shop_id))
      .where(eq(userShops.user_id, user.id));
    expect(owned).toEqual([{ shop_no: 'SH0007', shop_name: body.shop_name, owner: user.id }]);

    const mail = await ctx.app.database.db.select().from(outbox).where(eq(outbox.user_id, user.id));
    expect(mail.map((m) => [m.kind, m.to_address])).toEqual([['verify_email', body.email]]);

    const signIn = await call(ctx.app, 'POST', 'auth-login', { body: { email, password } });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe(th.server.login_must_change);
  });

  it('a Thai individual with a separate document address; the next shop number', async () => {
    const body = individualBody({
      is_copy_indiv_addr_id_card: 0,
      indiv_addr_doc: '45/6 ถนนกลางเมือง',
      indiv_addr_doc_province: 40,
      indiv_addr_doc_district: 4001,
      indiv_addr_doc_subdistrict: sub['400101'],
      indiv_addr_doc_postcode: '40000',
    });
    const res = await post('register-register', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({
      user_type_id: 2,
      must_change_password: true,
      indiv_id_card: body.indiv_id_card,
      indiv_passport: null,
      tax_id: null,
      company_type_id: null,
      indiv_tel: '0531234567',
      indiv_mobile: '0861234567',
      com_addr_tp: '12 ถนนนิมมานเหมินท์',
      addr_tp_province: 50,
      addr_tp_district: 5001,
      addr_tp_subdistrict: sub['500101'],
      addr_tp_postcode: '50200',
      is_copy_addr_tp: false,
      addr_doc: '45/6 ถนนกลางเมือง',
      addr_doc_province: 40,
      addr_doc_district: 4001,
      addr_doc_subdistrict: sub['400101'],
      addr_doc_postcode: '40000',
    });
    const [shop] = await ctx.app.database.db
      .select()
      .from(shops)
      .where(eq(shops.owner_user_id, user.id));
    expect(shop.shop_no).toBe('SH0008');
    const signIn = await call(ctx.app, 'POST', 'auth-login', {
      body: { email: body.email, password: (res.body.data as { password: string }).password },
    });
    expect(signIn.status).toBe(401);
  });

  it('a foreigner with a passport (kept in capitals); the passport is then a duplicate', async () => {
    const body = foreignerBody({ indiv_passport: 'ab7654321' });
    const res = await post('register-register', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({
      user_type_id: 2,
      indiv_passport: 'AB7654321',
      indiv_id_card: null,
    });

    const check = await post('register-checkpassport', { passport_number: 'AB7654321' });
    expect(check.status).toBe(400);
    expect(check.body).toMatchObject({
      message: 'เลขหนังสือเดินทางนี้มีอยู่ในระบบแล้ว',
      errors: { passport_number: 'เลขหนังสือเดินทางนี้มีอยู่ในระบบแล้ว' },
    });
    const again = await post('register-register', foreignerBody({ indiv_passport: 'AB7654321' }));
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ indiv_passport: 'เลขหนังสือเดินทางนี้มีอยู่ในระบบแล้ว' });
  });

  it('a Thai individual from NDID: registered, then the same person is a duplicate', async () => {
    const data = (
      await post<{ id_card: string }>('register-getndidata', { code: await ndidCode(1) })
    ).body.data;
    expect(data.id_card).toBe('1500100123451');
    const res = await post('register-register', individualBody({ indiv_id_card: data.id_card }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = await post('register-getndidata', { code: await ndidCode(1) });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ indiv_id_card: 'เลขบัตรประจำตัวประชาชนนี้มีอยู่ในระบบแล้ว' });
    const check = await post('register-checkidcard', { id_card: data.id_card });
    expect(check.body.message).toBe('เลขบัตรประจำตัวประชาชนนี้มีอยู่ในระบบแล้ว');
  });

  it('a company whose registry is down (0999999999999) registers with the typed name', async () => {
    const body = companyBody({ tax_id: '0999999999999', company_name: 'บริษัท พิมพ์เอง จำกัด' });
    const res = await post('register-register', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await userByEmail(body.email)).company_name).toBe('บริษัท พิมพ์เอง จำกัด');
  });

  it('a company unknown to the registry is refused under tax_id', async () => {
    const body = companyBody({ tax_id: '0205599000001' });
    const res = await post('register-register', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      tax_id: 'ไม่พบเลขทะเบียนนิติบุคคลนี้ในฐานข้อมูลกรมพัฒนาธุรกิจการค้า',
    });
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('an ID number with a wrong check digit or an unknown passport is refused', async () => {
    const id = await post('register-register', individualBody({ indiv_id_card: '1234567890123' }));
    expect(id.body.errors).toEqual({ indiv_id_card: 'ไม่พบเลขบัตรประจำตัวประชาชนนี้ในฐานข้อมูล' });
    const passport = await post('register-register', foreignerBody({ indiv_passport: 'X7654321' }));
    expect(passport.body.errors).toEqual({ indiv_passport: 'ไม่พบเลขหนังสือเดินทางนี้ในฐานข้อมูล' });
  });
});

const validation = th.server.validation;
const unknownKey = (k: string) => th.server.unknown_field.replace('%{field}', k);

describe('register-register: every rule of the company payload', () => {
  const docEmpty = {
    addr_doc: 'กรุณากรอกที่อยู่',
    addr_doc_province: 'กรุณาเลือกจังหวัด',
    addr_doc_district: 'กรุณาเลือกอำเภอ/เขต',
    addr_doc_subdistrict: 'กรุณาเลือกตำบล/แขวง',
    addr_doc_postcode: 'กรุณากรอกรหัสไปรษณีย์',
  };
  // Every rule of the payload is tested in tests/unit/registerSchema.test.ts; these prove the
  // endpoint applies it, answers its messages under the fields and writes nothing.
  it('a refused company payload: 400 with the messages under the fields, nothing written', async () => {
    const body = companyBody({ com_tel: '02-123-4567', addr_tp_postcode: '1031', shop_id: 1 });
    const res = await post('register-register', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(validation);
    expect(res.body.errors).toEqual({
      com_tel: 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก',
      addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก',
      shop_id: unknownKey('shop_id'),
    });
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('every required field missing at once: one message under each', async () => {
    const res = await post('register-register', { user_type_id: 1, is_copy_addr_tp: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      company_type_id: 'กรุณาเลือกประเภทบริษัท',
      shop_name: 'กรุณากรอกชื่อร้านค้า',
      email: 'กรุณากรอกอีเมล',
      company_name: 'กรุณากรอกชื่อบริษัท',
      tax_id: 'กรุณากรอกข้อมูล',
      indiv_mas_title_id: 'กรุณาเลือกคำนำหน้าชื่อ',
      indiv_first_name: 'กรุณากรอกชื่อ',
      indiv_last_name: 'กรุณากรอกนามสกุล',
      com_tel: 'กรุณากรอกเบอร์ติดต่อ',
      com_mobile: 'กรุณากรอกเบอร์มือถือ',
      com_addr_tp: 'กรุณากรอกที่อยู่',
      addr_tp_province: 'กรุณาเลือกจังหวัด',
      addr_tp_district: 'กรุณาเลือกอำเภอ/เขต',
      addr_tp_subdistrict: 'กรุณาเลือกตำบล/แขวง',
      addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์',
      ...docEmpty,
    });
  });

  // Checked against the reference data after the schema: the message of the first is the reply's.
  it.each<RuleCase>([
    rule('an unknown province', 'addr_tp_province', 99, 'ไม่พบจังหวัดที่เลือก'),
    rule('a district of another province', 'addr_tp_district', 5001, 'อำเภอ/เขตที่เลือกไม่อยู่ในจังหวัดนี้'),
    [
      'a sub-district of another district',
      // บางรัก's มหาพฤฒาราม, not in ห้วยขวาง (its row id is known once the app runs).
      { addr_tp_subdistrict: 'มหาพฤฒาราม' },
      { addr_tp_subdistrict: 'ตำบล/แขวงที่เลือกไม่อยู่ในอำเภอ/เขตนี้' },
    ],
    rule('an unknown title', 'indiv_mas_title_id', 99, 'ไม่พบคำนำหน้าชื่อที่เลือก'),
    rule('an unknown company type', 'company_type_id', 99, 'ไม่พบประเภทบริษัทที่เลือก'),
  ])('%s: 400 under the field', async (_, over, errors) => {
    const body = companyBody(
      over.addr_tp_subdistrict === 'มหาพฤฒาราม' ? { addr_tp_subdistrict: sub['100401'] } : over,
    );
    const res = await post('register-register', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.message).toBe(Object.values(errors)[0]);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('a document address whose district is not in its province, when the box is unticked', async () => {
    const body = companyBody({
      is_copy_addr_tp: 0,
      addr_doc: '45/6 ถนนกลางเมือง',
      addr_doc_province: 50,
      addr_doc_district: 4001,
      addr_doc_subdistrict: sub['400101'],
      addr_doc_postcode: '40000',
    });
    const res = await post('register-register', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ addr_doc_district: 'อำเภอ/เขตที่เลือกไม่อยู่ในจังหวัดนี้' });
  });
});

describe('register-register: every rule of the individual payload', () => {
  it('a refused individual payload: 400 with the messages under the fields, nothing written', async () => {
    const body = individualBody({ indiv_tel: '053123456', indiv_passport: 'AB1234567' });
    const res = await post('register-register', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(validation);
    expect(res.body.errors).toEqual({
      indiv_tel: 'กรุณากรอกเบอร์ติดต่อหรือเบอร์มือถือให้ถูกต้อง',
      indiv_passport: V.id_and_passport,
    });
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('a sub-district outside the chosen district is refused', async () => {
    const res = await post(
      'register-register',
      individualBody({ indiv_addr_id_subdistrict: sub['101701'] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      indiv_addr_id_subdistrict: 'ตำบล/แขวงที่เลือกไม่อยู่ในอำเภอ/เขตนี้',
    });
  });
});

describe('register-register: duplicates under their fields', () => {
  const emailTaken = 'อีเมลไม่ถูกต้องหรือมีอยู่ในระบบแล้ว';

  it('an e-mail in use (any case) is refused under email', async () => {
    for (const email of ['company@demo.th', 'COMPANY@Demo.th']) {
      const res = await post('register-register', companyBody({ email }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: emailTaken, errors: { email: emailTaken } });
    }
    const person = await post('register-register', individualBody({ email: 'individual@demo.th' }));
    expect(person.body.errors).toEqual({ email: emailTaken });
  });

  it('a juristic number in use is refused under tax_id', async () => {
    const res = await post('register-register', companyBody({ tax_id: '0105561234567' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'เลขทะเบียนนิติบุคคลนี้มีอยู่ในระบบแล้ว',
      errors: { tax_id: 'เลขทะเบียนนิติบุคคลนี้มีอยู่ในระบบแล้ว' },
    });
  });

  it('an ID number and an e-mail in use: both messages, the ID number leads', async () => {
    const res = await post(
      'register-register',
      individualBody({ indiv_id_card: '3500100234567', email: 'company@demo.th' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'เลขบัตรประจำตัวประชาชนนี้มีอยู่ในระบบแล้ว',
      errors: {
        indiv_id_card: 'เลขบัตรประจำตัวประชาชนนี้มีอยู่ในระบบแล้ว',
        email: emailTaken,
      },
    });
  });
});

describe('register-register: one transaction', () => {
  it('a failure after the user insert (the shop insert fails) leaves no user, shop or mail', async () => {
    const db = ctx.app.database.db;
    const count = async () => {
      const r = await db.execute(
        sql`SELECT (SELECT count(*) FROM users)::int AS u, (SELECT count(*) FROM shops)::int AS s, (SELECT count(*) FROM user_shops)::int AS us, (SELECT count(*) FROM outbox)::int AS o`,
      );
      return (r as unknown as { rows: unknown[] }).rows[0];
    };
    await ctx.app.database.exec(
      `ALTER TABLE shops ADD CONSTRAINT test_shop_fails CHECK (shop_name <> 'ร้านที่บันทึกไม่ได้')`,
    );
    try {
      const before = await count();
      const body = companyBody({ shop_name: 'ร้านที่บันทึกไม่ได้' });
      const res = await post('register-register', body);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 500, message: th.server.internal });
      expect(await userByEmail(body.email)).toBeUndefined();
      expect(await count()).toEqual(before);
      // The failed attempt used no juristic number: the same payload goes through later.
      await ctx.app.database.exec('ALTER TABLE shops DROP CONSTRAINT test_shop_fails');
      const retry = await post('register-register', { ...body, shop_name: 'ร้านที่บันทึกได้' });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    } finally {
      await ctx.app.database.exec('ALTER TABLE shops DROP CONSTRAINT IF EXISTS test_shop_fails');
    }
  });

  it('two registrations at once with one e-mail: one account, the other is a duplicate', async () => {
    const a = companyBody();
    const b = companyBody({ email: a.email });
    const [ra, rb] = await Promise.all([
      post('register-register', a),
      post('register-register', b),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
    const rows = await ctx.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${a.email}`));
    expect(rows).toHaveLength(1);
  });
});

describe('rate limits per address', () => {
  it('the 21st registration attempt within an hour is 429', async () => {
    const ip = '203.0.113.21';
    const dup = companyBody({ email: 'company@demo.th' });
    for (let i = 0; i < 20; i++)
      expect((await post('register-register', dup, ip)).status).toBe(400);
    const res = await post('register-register', companyBody(), ip);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 429, message: S.too_many });
    // Another address is not affected.
    expect((await post('register-register', dup)).status).toBe(400);
  });

  it('the 101st registry check within an hour is 429', async () => {
    const ip = '203.0.113.22';
    for (let i = 0; i < 100; i++) {
      const res = await post('register-checkjuristic', { jusristic_id: '0105561234567' }, ip);
      expect(res.status).toBe(400);
    }
    const res = await post('register-checkidcard', { id_card: '1234567890121' }, ip);
    expect(res.status).toBe(429);
  });
});

describe('origin', () => {
  it('a registration without the portal Origin is 403', async () => {
    const res = await call(ctx.app, 'POST', 'register-register', {
      body: companyBody(),
      origin: null,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(th.server.bad_origin);
  });
});
