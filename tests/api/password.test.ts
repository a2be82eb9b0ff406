import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import type { SessionData } from '../../contract/schemas/auth';
import type { MailboxRow } from '../../contract/schemas/password';
import { th } from '../../i18n/th';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import { identityDocuments, outbox, userTokens, users } from '../../server/db/schema';
import {
  call,
  DEMO_PASSWORD,
  login,
  MAILBOX_HEADERS,
  postForm,
  testApp,
  type Upload,
} from './helpers';
import { stored, zip } from './spreadsheetFiles';

const t = th.server.password;
const v = th.validation.password;
const NEW_PASSWORD = 'Warehouse2025';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
let serial = 0;

beforeAll(async () => {
  ctx = await testApp({ mailSandbox: true });
  app = ctx.app;
});
afterAll(async () => {
  await ctx?.close();
});

// ---------------------------------------------------------------- fixtures

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A Word 97-2003 file as far as the server looks: OLE2 header and a WordDocument stream name. */
function docFile() {
  const buf = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf);
  Buffer.from('WordDocument', 'utf16le').copy(buf, 512);
  return buf;
}

/** A stored (uncompressed) zip of the given entries; the server reads only the directory. */
const zipOf = (entries: Record<string, string>) =>
  zip(Object.entries(entries).map(([name, text]) => stored(name, text)));
const DOCX = zipOf({
  '[Content_Types].xml': '<Types/>',
  'word/document.xml': '<w:document/>',
});
/** An .xlsx is a zip too, but not a Word document. */
const XLSX = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });

/** A user written straight to the database, with the role of the demo shop owners. */
async function makeUser(opts: { type: 1 | 2 | 3; flagged?: boolean; password?: string }) {
  const db = app.database.db;
  const model = opts.type === 3 ? 'admin@demo.th' : 'company@demo.th';
  const [role] = await db.select({ id: users.role_id }).from(users).where(eq(users.email, model));
  const email = `pw-user-${++serial}@example.th`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword(opts.password ?? DEMO_PASSWORD),
      user_type_id: opts.type,
      role_id: role.id,
      must_change_password: opts.flagged ?? false,
      indiv_first_name: 'สมชาย',
      indiv_last_name: 'ใจดี',
      indiv_id_card: opts.type === 2 ? '1101700203451' : null,
      tax_id: opts.type === 1 ? '0105561234999' : null,
    })
    .returning({ id: users.id });
  return { id: row.id, email };
}

const userRow = async (id: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, id)))[0];

/** Posts a multipart form the way a browser does (FormData). */
async function upload(
  fields: Record<string, string | number>,
  file?: { name: string; content: Buffer },
) {
  const files: Record<string, Upload> = file ? { file } : {};
  const res = await postForm(app, endpoints.uploadIdentityDoc.name, undefined, fields, files);
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return {
    status: res.statusCode,
    body: res.json() as {
      code: number;
      message: string;
      data: SessionData;
      errors?: Record<string, string>;
    },
    cookie: first?.split(';')[0],
  };
}

const firstChange = (email: string, old: string, next = NEW_PASSWORD, confirm = next) =>
  call<{ document_required: boolean; doc_types: number[] }>(
    app,
    'POST',
    'auth-firstchangepassword',
    { body: { email, old_password: old, new_password: next, cf_new_password: confirm } },
  );

/** The newest mail to an address, through the development mailbox, and its link's token. */
async function lastMail(to: string) {
  const res = await call<MailboxRow[]>(app, 'GET', 'dev-getmailbox', {
    query: { to },
    headers: MAILBOX_HEADERS,
  });
  expect(res.status).toBe(200);
  const rows = endpoints.devMailbox.data.parse(res.body.data);
  expect(rows.length).toBeGreaterThan(0);
  const mail = rows[0];
  const link = new URL(mail.links[0].url);
  return { mail, token: link.searchParams.get('auth_uid') as string, link };
}

// ---------------------------------------------------------------- first sign-in

describe('first sign-in: change the password, then upload the identity document', () => {
  it('a company: 401 names the document types; change; upload a PDF; signed in', async () => {
    const res401 = await call(app, 'POST', 'auth-login', {
      body: { email: 'newuser@demo.th', password: DEMO_PASSWORD },
    });
    expect(res401.status).toBe(401);
    expect(res401.body.message).toBe(th.server.login_must_change);
    expect(res401.body.data).toEqual({ user_type_id: 1, doc_types: [3] });

    const changed = await firstChange('newuser@demo.th', DEMO_PASSWORD);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toEqual({ document_required: true, doc_types: [3] });
    // The new password works, but the account stays flagged until the document arrives.
    const stillFlagged = await call(app, 'POST', 'auth-login', {
      body: { email: 'newuser@demo.th', password: NEW_PASSWORD },
    });
    expect(stillFlagged.status).toBe(401);

    const up = await upload(
      { email: 'NewUser@demo.th', password: NEW_PASSWORD, doctype: 3 },
      { name: 'ภพ20.pdf', content: PDF },
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const session = endpoints.uploadIdentityDoc.data.parse(up.body.data);
    expect(session).toMatchObject({ email: 'newuser@demo.th', user_type_id: 1 });
    expect(session.shop_list.map((s) => s.shop_no)).toEqual(['SH0005']);
    expect(up.cookie).toMatch(/^sid=.+/);

    const me = await call<SessionData>(app, 'GET', 'auth-getsession', { cookie: up.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('newuser@demo.th');

    const [doc] = await app.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.user_id, session.id));
    expect(doc).toMatchObject({ doc_type: 3, mime: 'application/pdf', original_name: 'ภพ20.pdf' });
    expect(doc.file_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await userRow(session.id)).must_change_password).toBe(false);

    const again = await call(app, 'POST', 'auth-login', {
      body: { email: 'newuser@demo.th', password: NEW_PASSWORD },
    });
    expect(again.status).toBe(200);
    const old = await call(app, 'POST', 'auth-login', {
      body: { email: 'newuser@demo.th', password: DEMO_PASSWORD },
    });
    expect(old.status).toBe(400);
  });

  it('an individual: VAT certificate refused, passport as .docx and ID card as .doc accepted', async () => {
    const u = await makeUser({ type: 2, flagged: true });
    expect((await firstChange(u.email, DEMO_PASSWORD)).body.data).toEqual({
      document_required: true,
      doc_types: [1, 2],
    });
    const wrongType = await upload(
      { email: u.email, password: NEW_PASSWORD, doctype: 3 },
      { name: 'vat.pdf', content: PDF },
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual({ doctype: t.doctype_individual });
    expect(wrongType.cookie).toBeUndefined();

    const ok = await upload(
      { email: u.email, password: NEW_PASSWORD, doctype: 2 },
      { name: 'passport.docx', content: DOCX },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [doc] = await app.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.user_id, u.id));
    expect(doc.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const other = await makeUser({ type: 2, flagged: true });
    await firstChange(other.email, DEMO_PASSWORD);
    const doc97 = await upload(
      { email: other.email, password: NEW_PASSWORD, doctype: 1 },
      { name: 'idcard.doc', content: docFile() },
    );
    expect(doc97.status, JSON.stringify(doc97.body)).toBe(200);
  });

  it('a company may not attach an ID card', async () => {
    const u = await makeUser({ type: 1, flagged: true });
    await firstChange(u.email, DEMO_PASSWORD);
    const res = await upload(
      { email: u.email, password: NEW_PASSWORD, doctype: 1 },
      { name: 'id.pdf', content: PDF },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: t.doctype_company });
    expect(res.body.errors).toEqual({ doctype: t.doctype_company });
  });

  it('wrong old password, unknown e-mail: 400 under old_password; nothing changes', async () => {
    const u = await makeUser({ type: 1, flagged: true });
    const wrong = await firstChange(u.email, 'NotThePassword1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(v.old_wrong);
    expect(wrong.body.errors).toEqual({ old_password: 'กรุณาระบุรหัสผ่านเก่าให้ถูกต้อง' });
    expect(await verifyPassword((await userRow(u.id)).password_hash, DEMO_PASSWORD)).toBe(true);
    const unknown = await firstChange('nobody@example.th', DEMO_PASSWORD);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ old_password: v.old_wrong });
  });

  it('confirmation mismatch, required fields and the password rule', async () => {
    const u = await makeUser({ type: 1, flagged: true });
    const mismatch = await firstChange(u.email, DEMO_PASSWORD, NEW_PASSWORD, 'Warehouse2026');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({
      cf_new_password: 'รหัสผ่านไม่ตรงกัน กรุณาลองใหม่อีกครั้ง',
    });
    const empty = await call(app, 'POST', 'auth-firstchangepassword', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      email: v.email_required,
      old_password: 'กรุณากรอกรหัสผ่านเก่า',
      new_password: 'กรุณากรอกรหัสผ่านใหม่',
      cf_new_password: 'กรุณากรอกยืนยันรหัสผ่านใหม่',
    });
    const short = await firstChange(u.email, DEMO_PASSWORD, 'abc1');
    expect(short.body.errors).toEqual({ new_password: v.new_too_short });
    const noDigit = await firstChange(u.email, DEMO_PASSWORD, 'รหัสผ่านยาวพอแล้ว');
    expect(noDigit.body.errors).toEqual({ new_password: v.new_letters_digits });
    const same = await firstChange(u.email, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.body.errors).toEqual({ new_password: v.same_as_old });
    expect(await verifyPassword((await userRow(u.id)).password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('an account that is not flagged cannot use the first-sign-in calls', async () => {
    const res = await firstChange('company@demo.th', DEMO_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(t.not_required);
    const up = await upload(
      { email: 'company@demo.th', password: DEMO_PASSWORD, doctype: 3 },
      { name: 'vat.pdf', content: PDF },
    );
    expect(up.status).toBe(400);
    expect(up.body.message).toBe(t.not_required);
    expect(up.cookie).toBeUndefined();
  });

  it('upload refusals: no file, a text file named .pdf, a spreadsheet, a wrong password', async () => {
    const u = await makeUser({ type: 1, flagged: true });
    await firstChange(u.email, DEMO_PASSWORD);
    const fields = { email: u.email, password: NEW_PASSWORD, doctype: 3 };

    const missing = await upload(fields);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, message: 'กรุณาแนบเอกสารยืนยันตัวตน' });
    expect(missing.body.errors).toEqual({ file: 'กรุณาแนบเอกสารยืนยันตัวตน' });

    const text = await upload(fields, { name: 'vat.pdf', content: Buffer.from('just text\n') });
    expect(text.status).toBe(400);
    expect(text.body.errors).toEqual({ file: t.file_type });
    const sheet = await upload(fields, { name: 'vat.docx', content: XLSX });
    expect(sheet.body.errors).toEqual({ file: t.file_type });

    const wrongPassword = await upload(
      { ...fields, password: DEMO_PASSWORD },
      { name: 'vat.pdf', content: PDF },
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toEqual({ password: th.server.login_failed });
    expect(wrongPassword.cookie).toBeUndefined();

    const noType = await upload(
      { email: u.email, password: NEW_PASSWORD },
      { name: 'a.pdf', content: PDF },
    );
    expect(noType.status).toBe(400);
    expect(noType.body.errors).toEqual({ doctype: v.doctype_required });

    expect((await userRow(u.id)).must_change_password).toBe(true);
    const docs = await app.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.user_id, u.id));
    expect(docs).toEqual([]);
  });

  it('staff need no document: the first change clears the flag and login works', async () => {
    const u = await makeUser({ type: 3, flagged: true });
    const res = await firstChange(u.email, DEMO_PASSWORD);
    expect(res.body.data).toEqual({ document_required: false, doc_types: [] });
    expect((await userRow(u.id)).must_change_password).toBe(false);
    const signed = await call(app, 'POST', 'auth-login', {
      body: { email: u.email, password: NEW_PASSWORD },
    });
    expect(signed.status).toBe(200);
  });
});

// ---------------------------------------------------------------- identity documents

describe('user-getidentitydoc', () => {
  let owner: { id: number; email: string };

  beforeAll(async () => {
    owner = await makeUser({ type: 1, flagged: true });
    await firstChange(owner.email, DEMO_PASSWORD);
    const up = await upload(
      { email: owner.email, password: NEW_PASSWORD, doctype: 3 },
      { name: 'vat.pdf', content: PDF },
    );
    expect(up.status).toBe(200);
  });

  const fetchDoc = (cookie: string, userId: number) =>
    app.inject({
      method: 'GET',
      url: `/api/user-getidentitydoc?user_id=${userId}`,
      headers: { cookie },
    });

  it('staff and the owner download the document', async () => {
    for (const cookie of [
      await login(app, 'admin@demo.th'),
      await login(app, owner.email, NEW_PASSWORD),
    ]) {
      const res = await fetchDoc(cookie, owner.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`identity-document-${owner.id}.pdf`);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('another shop user gets 403; a user without a document 404; signed out 401', async () => {
    const res = await fetchDoc(await login(app, 'company2@demo.th'), owner.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: th.server.forbidden });
    const none = await fetchDoc(await login(app, 'admin@demo.th'), 1);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(t.document_not_found);
    const out = await app.inject({
      method: 'GET',
      url: `/api/user-getidentitydoc?user_id=${owner.id}`,
    });
    expect(out.statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------- forgot and reset

describe('forgot password and reset', () => {
  it('an unknown e-mail: 404 with the spec message', async () => {
    const res = await call(app, 'POST', 'auth-forgotpassword', {
      body: { email: 'nobody-here@example.th' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('ไม่พบอีเมลผู้ใช้งานนี้ในระบบ');
  });

  it('a known e-mail: a Thai mail in the outbox with a 30-minute reset link', async () => {
    const u = await makeUser({ type: 2 });
    const before = Date.now();
    const res = await call(app, 'POST', 'auth-forgotpassword', { body: { email: u.email } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { mail, token, link } = await lastMail(u.email);
    expect(mail).toMatchObject({
      kind: 'reset_password',
      to: u.email,
      subject: t.mail_reset_subject,
    });
    expect(mail.text).toContain('สมชาย ใจดี');
    expect(mail.text).toContain(mail.links[0].url);
    expect(link.pathname).toBe('/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expireIn = Number(link.searchParams.get('expireIn'));
    expect(expireIn).toBe(mail.links[0].expireIn);
    expect(expireIn - before).toBeGreaterThanOrEqual(30 * 60 * 1000 - 1000);
    expect(expireIn - before).toBeLessThanOrEqual(30 * 60 * 1000 + 5000);
    expect(mail.links[0].path).toBe(`/reset-password?auth_uid=${token}&expireIn=${expireIn}`);
    // Only the hash is stored.
    const stored = await app.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.user_id, u.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
  });

  it('reset: works once, ends every session, the new password signs in', async () => {
    const u = await makeUser({ type: 1 });
    const cookieA = await login(app, u.email);
    const cookieB = await login(app, u.email);
    await call(app, 'POST', 'auth-forgotpassword', { body: { email: u.email } });
    const { token } = await lastMail(u.email);

    const check = await call(app, 'GET', 'auth-checklink', {
      query: { auth_uid: token, kind: 'reset_password' },
    });
    expect(check.body.data).toMatchObject({ valid: true });

    const mismatch = await call(app, 'POST', 'auth-resetpassword', {
      body: { auth_uid: token, new_password: NEW_PASSWORD, cf_new_password: 'Other2025x' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ cf_new_password: v.mismatch });

    const body = { auth_uid: token, new_password: NEW_PASSWORD, cf_new_password: NEW_PASSWORD };
    const ok = await call(app, 'POST', 'auth-resetpassword', { body });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    for (const cookie of [cookieA, cookieB]) {
      expect((await call(app, 'GET', 'auth-getsession', { cookie })).status).toBe(401);
    }
    const second = await call(app, 'POST', 'auth-resetpassword', { body });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('Your link is expired');
    const checkUsed = await call(app, 'GET', 'auth-checklink', {
      query: { auth_uid: token, kind: 'reset_password' },
    });
    expect(checkUsed.body.data).toMatchObject({ valid: false });

    expect(
      (await call(app, 'POST', 'auth-login', { body: { email: u.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await userRow(u.id)).email_verified).toBe(true);
  });

  it('a newer reset link retires the older one', async () => {
    const u = await makeUser({ type: 1 });
    await call(app, 'POST', 'auth-forgotpassword', { body: { email: u.email } });
    const first = (await lastMail(u.email)).token;
    await call(app, 'POST', 'auth-forgotpassword', { body: { email: u.email } });
    const res = await call(app, 'POST', 'auth-resetpassword', {
      body: { auth_uid: first, new_password: NEW_PASSWORD, cf_new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
  });

  it('an expired link: 400 "Your link is expired"; checklink says so', async () => {
    const u = await makeUser({ type: 2 });
    await call(app, 'POST', 'auth-forgotpassword', { body: { email: u.email } });
    const { token } = await lastMail(u.email);
    const past = new Date(Date.now() - 1000);
    await app.database.db
      .update(userTokens)
      .set({ expires_at: past })
      .where(eq(userTokens.user_id, u.id));
    const check = await call(app, 'GET', 'auth-checklink', {
      query: { auth_uid: token, kind: 'reset_password' },
    });
    expect(check.body.data).toEqual({ valid: false, expireIn: past.getTime() });
    const res = await call(app, 'POST', 'auth-resetpassword', {
      body: { auth_uid: token, new_password: NEW_PASSWORD, cf_new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message: 'Your link is expired' });
    expect(await verifyPassword((await userRow(u.id)).password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('a reset link is not a verify link, and an unknown token is refused', async () => {
    const u = await makeUser({ type: 2 });
    await call(app, 'POST', 'auth-forgotpassword', { body: { email: u.email } });
    const { token } = await lastMail(u.email);
    const asVerify = await call(app, 'POST', 'auth-verifyemail', { body: { auth_uid: token } });
    expect(asVerify.status).toBe(400);
    const unknown = await call(app, 'GET', 'auth-checklink', {
      query: { auth_uid: 'A'.repeat(43), kind: 'reset_password' },
    });
    expect(unknown.body.data).toEqual({ valid: false, expireIn: null });
  });

  it('a reset keeps the first-sign-in flag while the document is missing', async () => {
    const u = await makeUser({ type: 1, flagged: true });
    await call(app, 'POST', 'auth-forgotpassword', { body: { email: u.email } });
    const { token } = await lastMail(u.email);
    await call(app, 'POST', 'auth-resetpassword', {
      body: { auth_uid: token, new_password: NEW_PASSWORD, cf_new_password: NEW_PASSWORD },
    });
    expect((await userRow(u.id)).must_change_password).toBe(true);
    const res = await call(app, 'POST', 'auth-login', {
      body: { email: u.email, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });

  it('reset requests are limited per e-mail address (429)', async () => {
    const email = 'flood@example.th';
    for (let i = 0; i < 5; i++) {
      const res = await call(app, 'POST', 'auth-forgotpassword', { body: { email } });
      expect(res.status).toBe(404);
    }
    const res = await call(app, 'POST', 'auth-forgotpassword', { body: { email } });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(t.forgot_too_many);
  });
});

// ---------------------------------------------------------------- verify e-mail

describe('verify e-mail', () => {
  it('sendVerificationEmail writes a 24-hour link that verifies once', async () => {
    const u = await makeUser({ type: 2 });
    await app.mailer.sendVerificationEmail(app.database.db, u.id);
    const { mail, token, link } = await lastMail(u.email);
    expect(mail).toMatchObject({ kind: 'verify_email', subject: t.mail_verify_subject });
    expect(link.pathname).toBe('/verify-email');
    const expireIn = Number(link.searchParams.get('expireIn'));
    expect(expireIn - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(row.body_html).toContain('ยืนยันอีเมล');
    expect(row.sent_at).toBeNull();

    expect((await userRow(u.id)).email_verified).toBe(false);
    const ok = await call(app, 'POST', 'auth-verifyemail', { body: { auth_uid: token } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await userRow(u.id)).email_verified).toBe(true);
    const again = await call(app, 'POST', 'auth-verifyemail', { body: { auth_uid: token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Your link is expired');
  });

  it('a malformed link is 400', async () => {
    const res = await call(app, 'POST', 'auth-verifyemail', { body: { auth_uid: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ auth_uid: v.link_invalid });
  });
});

// ---------------------------------------------------------------- change password

describe('change password (signed in)', () => {
  const body = (u: { id: number; email: string }, extra: Record<string, unknown> = {}) => ({
    email: u.email,
    uid: u.id,
    old_password: DEMO_PASSWORD,
    new_password: NEW_PASSWORD,
    cf_new_password: NEW_PASSWORD,
    ident_number: '0105561234999',
    ...extra,
  });

  it('required messages of the spec', async () => {
    const u = await makeUser({ type: 1 });
    const cookie = await login(app, u.email);
    const res = await call(app, 'POST', 'auth-changepassword', {
      cookie,
      body: { email: u.email, uid: u.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      old_password: 'กรุณากรอกรหัสผ่านเก่า',
      new_password: 'กรุณากรอกรหัสผ่านใหม่',
      cf_new_password: 'กรุณากรอกยืนยันรหัสผ่านใหม่',
    });
  });

  it('wrong old password, mismatch, another uid, a wrong verification number', async () => {
    const u = await makeUser({ type: 1 });
    const cookie = await login(app, u.email);
    const wrong = await call(app, 'POST', 'auth-changepassword', {
      cookie,
      body: body(u, { old_password: 'Wrong12345' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ old_password: 'กรุณาระบุรหัสผ่านเก่าให้ถูกต้อง' });
    const mismatch = await call(app, 'POST', 'auth-changepassword', {
      cookie,
      body: body(u, { cf_new_password: 'Warehouse2024' }),
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({
      cf_new_password: 'รหัสผ่านไม่ตรงกัน กรุณาลองใหม่อีกครั้ง',
    });
    const other = await makeUser({ type: 1 });
    const foreign = await call(app, 'POST', 'auth-changepassword', { cookie, body: body(other) });
    expect(foreign.status).toBe(403);
    const foreignUid = await call(app, 'POST', 'auth-changepassword', {
      cookie,
      body: body(u, { uid: other.id }),
    });
    expect(foreignUid.status).toBe(403);
    const ident = await call(app, 'POST', 'auth-changepassword', {
      cookie,
      body: body(u, { ident_number: '1234567890123' }),
    });
    expect(ident.status).toBe(400);
    expect(ident.body.errors).toEqual({ ident_number: t.ident_mismatch });
    const signedOut = await call(app, 'POST', 'auth-changepassword', { body: body(u) });
    expect(signedOut.status).toBe(401);
    expect(await verifyPassword((await userRow(u.id)).password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('success ends the other sessions but not the current one', async () => {
    const u = await makeUser({ type: 1 });
    const current = await login(app, u.email);
    const elsewhere = await login(app, u.email);
    const res = await call(app, 'POST', 'auth-changepassword', { cookie: current, body: body(u) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await call(app, 'GET', 'auth-getsession', { cookie: current })).status).toBe(200);
    expect((await call(app, 'GET', 'auth-getsession', { cookie: elsewhere })).status).toBe(401);
    const old = await call(app, 'POST', 'auth-login', {
      body: { email: u.email, password: DEMO_PASSWORD },
    });
    expect(old.status).toBe(400);
    expect((await login(app, u.email, NEW_PASSWORD)).startsWith('sid=')).toBe(true);
  });
});

// ---------------------------------------------------------------- development mailbox

describe('dev-getmailbox in sandbox mode', () => {
  it('lists the newest messages first, without HTML, to a request with its key', async () => {
    const res = await call<MailboxRow[]>(app, 'GET', 'dev-getmailbox', {
      headers: MAILBOX_HEADERS,
    });
    expect(res.status).toBe(200);
    const rows = endpoints.devMailbox.data.parse(res.body.data);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThanOrEqual(50);
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(rows[0])).not.toContain('html');
  });
});
