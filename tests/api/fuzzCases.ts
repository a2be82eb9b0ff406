import type { Endpoint, EndpointKey } from '../../contract/endpoints';
import { DEMO_PASSWORD, ORIGIN } from './helpers';
import {
  BAD_CONTENT_TYPES,
  BAD_JSON,
  DEEP_JSON,
  fieldMutations,
  jsonSchema,
  MAX_ID,
  NUL_IN_TEXT,
  QUERY_TEXTS,
  RAW_QUERY_VALUES,
  set,
  show,
  toJson,
  validShape,
  variants,
  type Add,
  type Json,
} from './fuzzInputs';
import { fileFor, multipart, multipartCases, type Part } from './fuzzMultipart';

/** Who sends the requests, and the records of theirs that valid requests name. */
export interface Sender {
  label: string;
  email?: string;
  cookie?: string;
  userId: number;
  userType: number;
  shopId: number;
  productId: number;
  spareProductId: number;
  notificationId: number;
}

/** One request of the fuzz; `mandatory` ones always run, the others are drawn by the seed. */
export interface Case {
  key: EndpointKey;
  sender: string;
  input: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mandatory: boolean;
  /** The request passes the endpoint's schemas: it reaches the handler with odd values. */
  passes: boolean;
  /** Logout: sent with a session of its own, so the sender stays signed in. */
  freshSession?: boolean;
}

export interface World {
  /** Row id of sub-district ห้วยขวาง (101701), for valid addresses. */
  huaiKhwang: number;
  /** The import template: an .xlsx the import reads (and refuses: it has no rows). */
  sheet: Buffer;
}

/** Values the contract's fields accept and that name records of the sender. */
function known(key: EndpointKey, s: Sender, w: World, n: number): Record<string, unknown> {
  const emails: Partial<Record<EndpointKey, string>> = {
    changePassword: s.email ?? 'company@demo.th',
    firstChangePassword: 'newuser@demo.th',
    uploadIdentityDoc: 'newuser@demo.th',
    register: `fuzz-${n}@example.th`,
    userCreate: `fuzz-user-${n}@example.th`,
    userUpdate: s.email ?? 'individual@demo.th',
  };
  const userForm = key === 'userCreate' || key === 'userUpdate';
  const out: Record<string, unknown> = {
    email: emails[key] ?? 'individual@demo.th',
    password: key === 'uploadIdentityDoc' ? 'Fuzz12345x' : DEMO_PASSWORD,
    old_password: key === 'firstChangePassword' ? DEMO_PASSWORD : 'Wrong-old-1',
    new_password: 'Fuzz12345x',
    cf_new_password: 'Fuzz12345x',
    uid: s.userId,
    user_id: s.userId,
    user_type_id: key === 'shops' ? 1 : key === 'userCreate' ? 3 : s.userType,
    id: key === 'profileUpdate' || key === 'userUpdate' ? s.userId : s.productId,
    ids: key === 'notificationsRead' ? [s.notificationId] : '1,2',
    shop_id: s.shopId,
    product_id: key === 'productDelete' ? s.spareProductId : s.productId,
    doc_id: 1,
    limit: 5,
    page: 1,
    per_page: 10,
    sort: 'id',
    // A page read by number: the keys of keyset paging are left out of the valid request.
    after: undefined,
    before: undefined,
    last: undefined,
    search: 'ทดสอบ',
    // The command palette's text: an order number's beginning.
    q: 'OR',
    // The list a saved view is of.
    list: 'orders',
    to: 'individual@demo.th',
    // A webhook endpoint on this machine (allowed in tests; nothing listens there).
    url: 'https://127.0.0.1:9/fuzz-hook',
    jusristic_id: '0105599001234',
    tax_id: `0105598${String(n).padStart(6, '0')}`,
    id_card: '1234567890121',
    indiv_id_card: '1234567890121',
    // An edit sends the ID card or the passport, not both (the senders have ID cards).
    indiv_passport: key === 'userUpdate' ? undefined : '',
    passport_number: 'AA1234567',
    ident_number: '1234567890121',
    auth_uid: 'A'.repeat(43),
    kind: key === 'marketplaceLog' ? 'stock' : 'reset_password',
    key: 'abcdefgh-0000.png',
    doctype: '3',
    customer_product_id: `FZ-${n}`,
    fp_product_id: 'FP1234567890123',
    item_barcode_upc: '8850000000001',
    inner_pack_barcode_upc: '8850000000002',
    case_barcode_upc: '8850000000003',
    com_tel: '021234567',
    com_mobile: '0812345678',
    indiv_tel: '0212345678',
    indiv_mobile: '0812345678',
    com_tel_exten: '',
    indiv_tel_exten: '',
    customer_admin: 'สมหญิง ทดลองดี',
    is_copy_addr_tp: 1,
    is_copy_indiv_addr_id_card: 1,
    province_id: 10,
    district_id: 1017,
    subdistrict_id: w.huaiKhwang,
    postcode: '10310',
    tel: '0812345678',
    order_dt: '2026-11-20',
    order_time: '09:30',
    delivery_dt: '2026-11-21',
    delivery_time: '10:00',
    shopee_shop_id: '123456',
    code: key === 'ndidData' ? 'fuzz-ndid-code' : 'sandbox-lazada-0123456789abcdef',
    state: 'fuzz-state',
    // Appointment settings and bookings (a year no demo data books).
    booking_name: 'ตั้งค่าทดสอบ',
    booking_status: 2,
    booking_time: key === 'bookingCreate' || key === 'bookingUpdate' ? '09:00 - 10:00' : 1,
    booking_time_per_time_to_work: 30,
    booking_dt_from: '09:00',
    booking_dt_to: '12:00',
    booking_dt_start: '2200-01-01',
    booking_dt_end: '2200-06-30',
    is_active: userForm ? 1 : true,
    capacity: 2,
    // User administration and roles (a role no sender has: menus of the senders stay).
    role_id: userForm ? 0 : 1,
    ...(key === 'userCreate' ? { company_type_id: 0 } : {}),
    name: `หน้าที่ทดสอบ ${n}`,
    description: 'ทดสอบ',
    permission_id: 999_999,
    menu_item: [{ menu_id: 1, is_active: true }],
    user: [{ user_id: s.userId }],
    day_off: '2200-01-03',
    remark: 'ทดสอบ',
    date: '2036-03-04',
    date_from: '2036-01-01',
    date_to: '2036-12-31',
    booking_dt: '2036-03-04',
    contact_name: 'สมชาย ส่งของ',
    contact_tel: '0812345678',
    contact_email: 'somchai@example.th',
    booking_id: 1,
    assignee: 0,
    // Dashboard and reports.
    dayoption: 'month',
    startdate: '2026-01-01',
    enddate: '2026-12-31',
    sale_channel: 1,
    datadisplay: 1,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  };
  for (const p of ['addr_tp', 'addr_doc', 'indiv_addr_id', 'indiv_addr_doc']) {
    out[`${p}_province`] = 10;
    out[`${p}_district`] = 1017;
    out[`${p}_subdistrict`] = w.huaiKhwang;
    out[`${p}_postcode`] = '10310';
  }
  return out;
}

/** The variant of a union: by turns for registration, else the one of the sender's user type. */
function variantFor(key: EndpointKey, js: Json, s: Sender, n: number): Json {
  const all = variants(js);
  if (key === 'register') return all[n % all.length];
  const fits = all.find((v) => {
    const t = v.properties?.user_type_id;
    return t?.const === s.userType || t?.enum?.includes(s.userType);
  });
  return fits ?? all[0];
}

/** A valid query and body of an endpoint for a sender (the n-th request: fresh unique values). */
export function validRequest(key: EndpointKey, ep: Endpoint, s: Sender, w: World, n: number) {
  const k = known(key, s, w, n);
  const query = ep.query ? validShape(jsonSchema(ep.query), k) : {};
  const body = ep.body ? validShape(variantFor(key, jsonSchema(ep.body), s, n), k) : undefined;
  return { query: query as Record<string, string>, body };
}

const encode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...Buffer.from(v)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};
const queryString = (q: Record<string, string>, raw = '') => {
  const parts = Object.entries(q).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  if (raw) parts.push(raw);
  return parts.length ? `?${parts.join('&')}` : '';
};
/** Always sent: a NUL inside a text, and a well-formed id that names no record. */
const mustRun = (v: unknown, valid: unknown) =>
  v === NUL_IN_TEXT ||
  (typeof valid === 'number' && v === MAX_ID) ||
  (typeof valid === 'string' && /^\d+$/.test(valid) && v === String(MAX_ID));

/** Every fuzz request of one endpoint for one sender. */
export function casesFor(
  key: EndpointKey,
  ep: Endpoint,
  s: Sender,
  w: World,
  serial: () => number,
) {
  const out: Case[] = [];
  const url = `/api/${ep.name}`;
  const add: Add = (input, mandatory, req, payload, extra = {}) => {
    const valid = validRequest(key, ep, s, w, serial());
    const headers: Record<string, string> = { origin: ORIGIN, ...extra };
    if (s.cookie && !('cookie' in extra)) headers.cookie = s.cookie;
    const fields = valid.body && (req.body ? req.body(valid.body) : valid.body);
    let body = payload;
    if (body === undefined && ep.multipart) {
      const parts: Part[] = Object.entries(fields ?? {}).map(([name, v]) => ({
        name,
        value: String(v),
      }));
      body = multipart([...parts, fileFor(ep, w.sheet)], 'fuzzboundary');
      headers['content-type'] ??= 'multipart/form-data; boundary=fuzzboundary';
    } else if (body === undefined && fields !== undefined) {
      body = toJson(fields);
    }
    if (body !== undefined) headers['content-type'] ??= req.type ?? 'application/json';
    const query = req.query ? req.query(valid.query) : valid.query;
    const passes =
      payload === undefined &&
      !req.raw &&
      (!ep.query || ep.query.safeParse(query).success) &&
      (!ep.body || ep.body.safeParse(fields).success);
    out.push({
      key,
      sender: s.label,
      input,
      method: ep.method,
      url: url + queryString(query, req.raw),
      headers,
      payload: body,
      mandatory,
      passes,
      freshSession: key === 'logout' && !!s.cookie,
    });
  };
  const base = validRequest(key, ep, s, w, 0);
  add('valid request', true, {});

  // Query fields, one at a time.
  for (const [field, value] of Object.entries(base.query)) {
    const without = set<string>(field, undefined);
    add(`query ${field} left out`, false, { query: without });
    for (const v of QUERY_TEXTS(value))
      add(`query ${field}=${show(v)}`, mustRun(v, value), { query: set(field, v) });
    for (const raw of RAW_QUERY_VALUES)
      add(`query ${field}=${raw} (raw)`, raw === '%ZZ', { query: without, raw: `${field}=${raw}` });
    for (const raw of [`${field}=1&${field}=2`, `${field}[]=1`, `${field}[a]=1`, field])
      add(`query ${raw} (raw)`, false, { query: without, raw });
  }
  for (const raw of ['zz_unknown=1', '%ZZ=1', 'a%00b=1', '=1', '&&&', '__proto__[x]=1'])
    add(`query ${raw} (raw)`, raw === 'zz_unknown=1', { raw });

  if (ep.body && !ep.multipart) {
    const body = base.body as Record<string, unknown>;
    for (const [field, value] of Object.entries(body)) {
      for (const v of fieldMutations(value)) {
        add(`body ${field}=${show(v)}`, mustRun(v, value), { body: set(field, v) });
      }
    }
    for (const extra of ['zz_unknown', '', 'a\u0000b'])
      add(`body unknown key ${show(extra)}`, extra === 'zz_unknown', {
        body: set<unknown>(extra, 1),
      });
    const deep = s.label.startsWith('shop') ? DEEP_JSON : [];
    for (const text of BAD_JSON) add(`JSON ${show(String(text))}`, false, {}, text);
    for (const text of deep) add(`JSON ${show(text)}`, true, {}, text);
    for (const type of BAD_CONTENT_TYPES)
      add(`content-type ${type}`, false, { type }, toJson(body));
    add(
      'multipart to a JSON endpoint',
      false,
      { type: 'multipart/form-data; boundary=b' },
      multipart([{ name: 'a', value: '1' }], 'b'),
    );
  }

  if (ep.multipart) multipartCases(ep, base.body as Record<string, string>, add, w.sheet);

  if (ep.method === 'GET')
    add('GET with a malformed JSON body', false, {}, '{"a":', {
      'content-type': 'application/json',
    });
  if (s.label === 'anonymous') {
    add('wrong method PATCH', false, {}, undefined);
    out[out.length - 1].method = 'PATCH';
    for (const cookie of ['sid=%E0%A4%A', `sid=${'x'.repeat(5000)}`, 'sid=a; sid=b', 'sid'])
      add(`cookie ${show(cookie)}`, false, {}, undefined, { cookie });
    add('accept: application/xml', false, {}, undefined, { accept: 'application/xml' });
  }
  return out;
}
