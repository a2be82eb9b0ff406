import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { th } from '../../i18n/th';
import { outbox, users } from '../../server/db/schema';
import { Mailer } from '../../server/integrations/mailer';
import { smtpOptions } from '../../server/integrations/outboxSender';
import { call, testApp } from './helpers';
import { closedPort, parseMessage, startSmtp } from './smtpServer';

const t = th.server.password;
const MAIL = {
  mailFrom: 'คลังสินค้าไปรษณีย์ <no-reply@portal.example>',
  publicUrl: 'https://portal.example/',
};

type Smtp = Awaited<ReturnType<typeof startSmtp>>;
let ctx: Awaited<ReturnType<typeof testApp>>;
/** The plain SMTP server of the app's SMTP_URL. */
let plain: Smtp;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  plain = await startSmtp({ disabledCommands: ['STARTTLS'] });
  const auth = `mailer:${encodeURIComponent('p@ss w0rd')}`;
  ctx = await testApp({ ...MAIL, smtpUrl: `smtp://${auth}@127.0.0.1:${plain.port}` });
});
afterAll(async () => {
  for (const x of opened) await x.close();
  await ctx?.close();
  await plain?.close();
});
// Each test sees only its own messages.
afterEach(async () => {
  await ctx.app.database.db.delete(outbox);
});

/** A mailer of the same database that sends through `smtpUrl`. */
function mailerFor(smtpUrl: string) {
  const mailer = new Mailer(ctx.app.database.db, { ...MAIL, smtpUrl });
  opened.push(mailer);
  return mailer;
}

async function smtpServer(options: Parameters<typeof startSmtp>[0]) {
  const smtp = await startSmtp(options);
  opened.push(smtp);
  return smtp;
}

/** A reset link for company@demo.th sent by `mailer`; its outbox row once delivery ended. */
async function resetMail(mailer: Mailer) {
  const db = ctx.app.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, 'company@demo.th'));
  await mailer.sendResetEmail(db, user.id);
  await mailer.deliver();
  const [row] = await db.select().from(outbox).where(eq(outbox.user_id, user.id));
  return row;
}

/** The reset e-mail as the SMTP server received it: envelope, Thai headers, both parts. */
function expectResetMail(smtp: Smtp) {
  expect(smtp.received).toHaveLength(1);
  const [got] = smtp.received;
  expect(got.mailFrom).toBe('no-reply@portal.example');
  expect(got.rcptTo).toEqual(['company@demo.th']);
  const message = parseMessage(got.raw);
  expect(message.headers.from).toBe(MAIL.mailFrom);
  expect(message.headers.subject).toBe(t.mail_reset_subject);
  expect(message.headers['content-type']).toMatch(/^multipart\/alternative;/);
  expect(message.text).toContain('ธนากร ศรีสุข');
  expect(message.text).toMatch(
    /https:\/\/portal\.example\/reset-password\?auth_uid=[A-Za-z0-9_-]{43}&expireIn=\d{13}/,
  );
  expect(message.html).toContain('<a href="https://portal.example/reset-password?auth_uid=');
  expect(message.html).toContain(t.mail_reset_button);
  return got;
}

describe('delivery by SMTP (nodemailer to smtp-server)', () => {
  it('plain SMTP: the URL’s credentials, Thai subject, text and HTML parts, row marked sent', async () => {
    const res = await call(ctx.app, 'POST', 'auth-forgotpassword', {
      body: { email: 'company@demo.th' },
    });
    expect(res.status).toBe(200);
    await ctx.app.mailer.deliver();
    const got = expectResetMail(plain);
    expect(got.secure).toBe(false);
    expect(got).toMatchObject({ user: 'mailer', password: 'p@ss w0rd' });
    const [row] = await ctx.app.database.db.select().from(outbox);
    expect(row.sent_at).not.toBeNull();
    expect(row.error).toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('STARTTLS: the session is upgraded when the server offers it', async () => {
    const smtp = await smtpServer({});
    const row = await resetMail(
      mailerFor(`smtp://127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`),
    );
    expect(expectResetMail(smtp).secure).toBe(true);
    expect(row.sent_at).not.toBeNull();
  });

  it('STARTTLS with a certificate no authority signed fails unless the URL accepts it', async () => {
    const smtp = await smtpServer({});
    const row = await resetMail(mailerFor(`smtp://127.0.0.1:${smtp.port}`));
    expect(smtp.received).toHaveLength(0);
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/certificate/i);
  });

  it('smtps://: TLS from the first byte', async () => {
    const smtp = await smtpServer({ secure: true });
    const row = await resetMail(
      mailerFor(`smtps://127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`),
    );
    expect(expectResetMail(smtp).secure).toBe(true);
    expect(row.sent_at).not.toBeNull();
  });
});

describe('retry cap', () => {
  it('a message is tried at most 5 times, however many delivery runs happen', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${await closedPort()}`);
    const row = await resetMail(mailer);
    expect(row.attempts).toBe(1);
    for (let run = 0; run < 8; run++) await mailer.deliver();
    const [after] = await ctx.app.database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after.attempts).toBe(5);
    expect(after.sent_at).toBeNull();
    expect(after.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('SMTP_URL', () => {
  it('becomes the connection options: TLS, port, decoded credentials', () => {
    expect(smtpOptions('smtps://u%40x:p%3Aw@mail.example')).toMatchObject({
      secure: true,
      host: 'mail.example',
      port: 465,
      auth: { user: 'u@x', pass: 'p:w' },
      tls: { rejectUnauthorized: true },
    });
    expect(smtpOptions('smtp://relay:2525')).toMatchObject({ secure: false, port: 2525 });
    expect(smtpOptions('smtp://[::1]')).toMatchObject({ host: '::1', port: 587 });
    // Credentials to a server beyond this machine travel only over TLS.
    expect(smtpOptions('smtp://u:p@mail.example').requireTLS).toBe(true);
    expect(smtpOptions('smtp://u:p@127.0.0.1').requireTLS).toBe(false);
  });

  it('a malformed SMTP_URL stops the start (buildApp makes the Mailer)', () => {
    for (const smtpUrl of ['http://mail.example', 'mail.example:25', 'smtp://exa mple']) {
      expect(() => new Mailer(ctx.app.database.db, { ...MAIL, smtpUrl })).toThrow();
    }
  });
});
