import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { th } from '../../i18n/th';
import { outbox, users } from '../../server/db/schema';
import { kickDelivery, sendVerificationEmail } from '../../server/integrations/mailer';
import { composeMessage, parseMailbox } from '../../server/integrations/mailFormat';
import { dotStuff, parseSmtpUrl } from '../../server/integrations/smtp';
import { call, testApp } from './helpers';

const t = th.server.password;

/** What the fake SMTP server received in one session. */
interface Received {
  auth?: string;
  from?: string;
  to?: string;
  data?: string;
}

/**
 * A small SMTP server on 127.0.0.1 (no TLS): AUTH PLAIN, MAIL, RCPT, DATA, QUIT. RCPT is
 * refused with 550 while `rejectRecipients` is set.
 */
function fakeSmtp() {
  const sessions: Received[] = [];
  const state = { rejectRecipients: false };
  const server = net.createServer((socket) => {
    const got: Received = {};
    sessions.push(got);
    let buffer = '';
    let inData = false;
    const send = (line: string) => socket.write(`${line}\r\n`);
    send('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          got.data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          send('250 2.0.0 queued');
          continue;
        }
        const at = buffer.indexOf('\r\n');
        if (at < 0) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO') {
          send('250-fake.smtp');
          send('250-AUTH PLAIN LOGIN');
          send('250 8BITMIME');
        } else if (verb === 'AUTH') {
          got.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          send('235 2.7.0 authenticated');
        } else if (verb === 'MAIL') {
          got.from = line;
          send('250 ok');
        } else if (verb === 'RCPT') {
          got.to = line;
          send(state.rejectRecipients ? '550 5.1.1 no such mailbox' : '250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          send('354 go ahead');
        } else if (verb === 'QUIT') {
          send('221 bye');
          socket.end();
        } else send('502 not implemented');
      }
    });
  });
  return { server, sessions, state };
}

/** The decoded text/plain part of a composed message. */
function plainText(message: string) {
  const part =
    /Content-Type: text\/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      message,
    );
  return Buffer.from((part?.[1] ?? '').replace(/\r\n/g, ''), 'base64').toString('utf8');
}

const smtp = fakeSmtp();
let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as net.AddressInfo;
  ctx = await testApp({
    smtpUrl: `smtp://mailer:${encodeURIComponent('p@ss w0rd')}@127.0.0.1:${port}`,
    mailFrom: 'คลังสินค้าไปรษณีย์ <no-reply@portal.example>',
    publicUrl: 'https://portal.example/',
  });
  app = ctx.app;
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => smtp.server.close(resolve));
});

describe('with SMTP_URL set', () => {
  it('the development mailbox answers 404', async () => {
    const res = await call(app, 'GET', 'dev-getmailbox');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, message: th.server.not_found });
  });

  it('a reset e-mail is delivered by SMTP and marked sent', async () => {
    smtp.sessions.length = 0;
    const res = await call(app, 'POST', 'auth-forgotpassword', {
      body: { email: 'company@demo.th' },
    });
    expect(res.status).toBe(200);
    await kickDelivery(app.database.db);

    const got = smtp.sessions.find((s) => s.data);
    expect(got, 'a message reached the server').toBeDefined();
    expect(got?.auth).toBe('\0mailer\0p@ss w0rd');
    expect(got?.from).toBe('MAIL FROM:<no-reply@portal.example>');
    expect(got?.to).toBe('RCPT TO:<company@demo.th>');
    const data = got?.data ?? '';
    const subject = /^Subject: =\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=\r$/m.exec(data);
    expect(Buffer.from(subject?.[1] ?? '', 'base64').toString('utf8')).toBe(t.mail_reset_subject);
    expect(data).toMatch(/^From: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <no-reply@portal\.example>\r$/m);
    expect(data).toContain('Content-Type: multipart/alternative;');
    const text = plainText(data);
    expect(text).toContain('ธนากร ศรีสุข');
    expect(text).toMatch(
      /https:\/\/portal\.example\/reset-password\?auth_uid=[A-Za-z0-9_-]{43}&expireIn=\d{13}/,
    );

    const [row] = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_address, 'company@demo.th'));
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('a refused recipient keeps the row unsent with the error; the next run sends it', async () => {
    const db = app.database.db;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'individual@demo.th'));
    smtp.state.rejectRecipients = true;
    await sendVerificationEmail(db, user.id);
    await kickDelivery(db);
    const [failed] = await db.select().from(outbox).where(eq(outbox.kind, 'verify_email'));
    expect(failed.sent_at).toBeNull();
    expect(failed.error).toContain('550');
    expect(failed.attempts).toBe(1);

    smtp.state.rejectRecipients = false;
    await kickDelivery(db);
    const [sent] = await db.select().from(outbox).where(eq(outbox.id, failed.id));
    expect(sent.sent_at).not.toBeNull();
    expect(sent.error).toBeNull();
    expect(sent.attempts).toBe(2);
  });
});

describe('mail written inside a transaction', () => {
  it('is sent after the commit, and not at all after a rollback', async () => {
    const db = app.database.db;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'company2@demo.th'));
    await db.transaction(async (tx) => {
      await sendVerificationEmail(tx as unknown as typeof db, user.id);
    });
    await expect
      .poll(
        async () =>
          (await db.select().from(outbox).where(eq(outbox.user_id, user.id)))[0]?.sent_at ?? null,
        { timeout: 5000, interval: 100 },
      )
      .not.toBeNull();

    const before = (await db.select().from(outbox)).length;
    await db
      .transaction(async (tx) => {
        await sendVerificationEmail(tx as unknown as typeof db, user.id);
        throw new Error('registration failed');
      })
      .catch(() => undefined);
    expect((await db.select().from(outbox)).length).toBe(before);
  });
});

describe('message format and SMTP helpers', () => {
  it('parses SMTP URLs', () => {
    expect(parseSmtpUrl('smtps://u%40x:p%3Aw@mail.example')).toEqual({
      secure: true,
      host: 'mail.example',
      port: 465,
      user: 'u@x',
      pass: 'p:w',
    });
    expect(parseSmtpUrl('smtp://relay:2525')).toMatchObject({ secure: false, port: 2525 });
    expect(() => parseSmtpUrl('http://mail.example')).toThrow(/smtp/);
  });

  it('dot-stuffs lines that start with a dot and ends with CRLF.CRLF', () => {
    expect(dotStuff('a\r\n.b\r\n')).toBe('a\r\n..b\r\n.');
    expect(dotStuff('.x')).toBe('..x\r\n.');
  });

  it('a text-only message: encoded Thai subject, base64 body, no header injection', () => {
    const message = composeMessage({
      from: parseMailbox('Portal <no-reply@portal.example>'),
      to: 'shop@example.th',
      subject: 'ทดสอบ',
      text: 'สวัสดี',
      date: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
    });
    expect(message).toContain('From: "Portal" <no-reply@portal.example>\r\n');
    expect(message).toContain(`Subject: =?UTF-8?B?${Buffer.from('ทดสอบ').toString('base64')}?=`);
    expect(message).toContain('Date: Thu, 02 Jan 2025 03:04:05 +0000\r\n');
    expect(message).toContain('Content-Transfer-Encoding: base64\r\n');
    expect(plainText(message)).toBe('สวัสดี');
    expect(() =>
      composeMessage({
        from: parseMailbox('no-reply@portal.example'),
        to: 'a@b.c\r\nBcc: x@y.z',
        subject: 's',
        text: 't',
      }),
    ).toThrow();
  });
});
