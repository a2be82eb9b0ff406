import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UserListRow, UserRecord } from '../../contract/schemas/users';
import { th } from '../../i18n/th';
import { identityDocuments } from '../../server/db/schema';
import { call, DEMO_EMAILS, login, ORIGIN, serverWithSessions, userIdOf } from './helpers';

const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-users-'));
const ctx = serverWithSessions({ admin: 'admin@demo.th' }, undefined, { uploadDir });

const userId = (email: string) => userIdOf(ctx.app, email);

/** An identity document stored as first sign-in stores it; its row id. */
async function attach(email: string, docType: number, name: string, content: Buffer) {
  const key = `${randomUUID()}.pdf`;
  writeFileSync(path.join(uploadDir, key), content);
  const [row] = await ctx.app.database.db
    .insert(identityDocuments)
    .values({
      user_id: await userId(email),
      doc_type: docType,
      file_key: key,
      mime: 'application/pdf',
      original_name: name,
      size: content.length,
    })
    .returning({ id: identityDocuments.id });
  return row.id;
}

const list = (query: Record<string, string | number> = {}, cookie = ctx.admin) =>
  call<UserListRow[]>(ctx.app, 'GET', 'user-getusers', { query, cookie });
const record = (id: number, cookie = ctx.admin) =>
  call<UserRecord[]>(ctx.app, 'GET', 'user-getuserbyid', { query: { user_id: id }, cookie });
const document = (query: Record<string, string | number>, cookie = ctx.admin) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/user-getidentitydoc',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { cookie, origin: ORIGIN },
  });

describe('user list (user-getusers)', () => {
  it('answers the whole list with the spec row keys; shop users show their first shop', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBeUndefined();
    const rows = res.body.data;
    expect(rows.map((r) => r.email)).toEqual(DEMO_EMAILS);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'id',
        'user_type_id',
        'shop_name',
        'indiv_first_name',
        'indiv_last_name',
        'email',
        'com_tel',
        'is_active',
      ].sort(),
    );
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail['admin@demo.th'].shop_name).toBeNull();
    expect(byEmail['company@demo.th'].shop_name).toBe('สยามสมาร์ทช็อป');
    expect(byEmail['individual@demo.th'].shop_name).toBe('บ้านสวนออร์แกนิก');
    expect(byEmail['individual@demo.th'].com_tel).toMatch(/^\d{9,10}$/);
    expect(byEmail['disabled@demo.th'].is_active).toBe(false);
  });

  it('pages on the server with a total', async () => {
    const first = await list({ page: 1, per_page: 3 });
    expect(first.body.total).toBe(7);
    expect(first.body.data.map((r) => r.id)).toHaveLength(3);
    const last = await list({ page: 3, per_page: 3 });
    expect(last.body.data).toHaveLength(1);
    expect(last.body.data[0].email).toBe('disabled@demo.th');
    // Past the end: the last page, with the exact total (server/db/paging.ts).
    const beyond = await list({ page: 4, per_page: 3 });
    expect(beyond.body).toMatchObject({ data: last.body.data, total: 7 });
  });

  it('searches names, e-mail, phone and shop names; the text is literal', async () => {
    const byShop = await list({ search: 'บ้านสวน' });
    expect(byShop.body.data.map((r) => r.email)).toEqual(['individual@demo.th']);
    const bySecondShop = await list({ search: 'เอาท์เล็ต' });
    expect(bySecondShop.body.data.map((r) => r.email)).toEqual(['company@demo.th']);
    const byName = await list({ search: 'วิภา' });
    expect(byName.body.data.map((r) => r.email)).toEqual(['warehouse@demo.th']);
    const byEmail = await list({ search: 'COMPANY2@' });
    expect(byEmail.body.data.map((r) => r.email)).toEqual(['company2@demo.th']);
    expect((await list({ search: '%' })).body.data).toEqual([]);
    expect((await list({ search: '_' })).body.data).toEqual([]);
  });

  it('sorts by a known column and ignores an unknown one', async () => {
    const desc = await list({ sort: 'email', order: 'DESC', page: 1, per_page: 2 });
    expect(desc.body.data.map((r) => r.email)).toEqual(['warehouse@demo.th', 'newuser@demo.th']);
    const unknown = await list({ sort: 'password_hash', page: 1, per_page: 2 });
    expect(unknown.body.data.map((r) => r.email)).toEqual(['admin@demo.th', 'warehouse@demo.th']);
  });

  it('is refused to shop users, to staff without the menu and to visitors', async () => {
    for (const email of ['company@demo.th', 'individual@demo.th', 'warehouse@demo.th']) {
      const res = await list({}, await login(ctx.app, email));
      expect(res.status, email).toBe(403);
    }
    const visitor = await call(ctx.app, 'GET', 'user-getusers', {});
    expect(visitor.status).toBe(401);
  });

  it('refuses an unknown query key', async () => {
    expect((await list({ uid: 1 })).status).toBe(400);
  });
});

describe('user record (user-getuserbyid) and identity documents', () => {
  it("gives the user's info, shops and role, with no documents yet", async () => {
    const res = await record(await userId('company@demo.th'));
    expect(res.status).toBe(200);
    const [u] = res.body.data;
    expect(u).toMatchObject({ email: 'company@demo.th', user_type_id: 1 });
    expect(u.shops.map((s) => s.shop_no)).toEqual(['SH0001', 'SH0002']);
    expect(u.role_name).toBeTruthy();
    expect(u.identity_documents).toEqual([]);
  });

  it('lists the documents newest first and serves each to staff', async () => {
    const older = await attach(
      'individual@demo.th',
      1,
      'บัตรประชาชน.pdf',
      Buffer.from('%PDF-1.4 a'),
    );
    const newer = await attach('individual@demo.th', 2, 'passport.pdf', Buffer.from('%PDF-1.4 bb'));
    const id = await userId('individual@demo.th');
    const [u] = (await record(id)).body.data;
    expect(u.identity_documents.map((d) => d.id)).toEqual([newer, older]);
    expect(u.identity_documents[1]).toMatchObject({
      doc_type: 1,
      original_name: 'บัตรประชาชน.pdf',
      size: 10,
    });

    const latest = await document({ user_id: id });
    expect(latest.statusCode).toBe(200);
    expect(latest.body).toBe('%PDF-1.4 bb');
    const chosen = await document({ user_id: id, doc_id: older });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toBe('%PDF-1.4 a');
    expect(chosen.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('a document id of another user is not found; other users may not open it', async () => {
    const doc = await attach('company2@demo.th', 3, 'vat.pdf', Buffer.from('%PDF-1.4 c'));
    const individual = await userId('individual@demo.th');
    const mismatched = await document({ user_id: individual, doc_id: doc });
    expect(mismatched.statusCode).toBe(404);
    const owner = await userId('company2@demo.th');
    const stranger = await document(
      { user_id: owner, doc_id: doc },
      await login(ctx.app, 'company@demo.th'),
    );
    expect(stranger.statusCode).toBe(403);
    const self = await document(
      { user_id: owner, doc_id: doc },
      await login(ctx.app, 'company2@demo.th'),
    );
    expect(self.statusCode).toBe(200);
  });

  it("staff without the user menu may not open another user's document (nor the record)", async () => {
    const doc = await attach('individual@demo.th', 1, 'id-card.pdf', Buffer.from('%PDF-1.4 w'));
    const owner = await userId('individual@demo.th');
    const warehouse = await login(ctx.app, 'warehouse@demo.th');
    expect((await record(owner, warehouse)).status).toBe(403);
    const refused = await document({ user_id: owner, doc_id: doc }, warehouse);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, message: th.server.forbidden });
    expect((await document({ user_id: owner, doc_id: doc })).statusCode).toBe(200);
  });

  it('is refused to shop users; an unknown user is 404', async () => {
    const id = await userId('company@demo.th');
    const own = await record(id, await login(ctx.app, 'company@demo.th'));
    expect(own.status).toBe(403);
    const missing = await record(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(th.server.not_found);
  });
});
