import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { th } from '../../i18n/th';
import type { Tx } from '../../server/db/client';
import { outbox, users } from '../../server/db/schema';
import { afterCommit, transaction } from '../../server/db/transaction';
import { call, MAILBOX_HEADERS, testApp } from './helpers';
import { startSmtp } from './smtpServer';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: Awaited<ReturnType<typeof testApp>>;
const app = () => ctx.app;
const db = () => ctx.app.database.db;

beforeAll(async () => {
  smtp = await startSmtp({ disabledCommands: ['STARTTLS'] });
  ctx = await testApp({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailFrom: 'no-reply@portal.example',
  });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const userId = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const rowsTo = (id: number) => db().select().from(outbox).where(eq(outbox.user_id, id));
const receivedBy = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

describe('with SMTP_URL set', () => {
  it('the development mailbox answers 404', async () => {
    const res = await call(app(), 'GET', 'dev-getmailbox', { headers: MAILBOX_HEADERS });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, message: th.server.not_found });
  });

  it('a refused recipient keeps the row unsent with the error; the next run sends it', async () => {
    const id = await userId('individual@demo.th');
    smtp.state.rejectRecipients = true;
    await app().mailer.sendVerificationEmail(db(), id);
    await app().mailer.deliver();
    const [failed] = await rowsTo(id);
    expect(failed.sent_at).toBeNull();
    expect(failed.error).toContain('550');
    expect(failed.attempts).toBe(1);

    smtp.state.rejectRecipients = false;
    await app().mailer.deliver();
    const [sent] = await rowsTo(id);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.error).toBeNull();
    expect(sent.attempts).toBe(2);
    expect(receivedBy('individual@demo.th')).toHaveLength(1);
  });
});

describe('mail written inside a transaction', () => {
  it('is sent once the transaction has committed, with no further delivery run', async () => {
    const id = await userId('company2@demo.th');
    await transaction(db(), async (tx) => {
      await tx.update(users).set({ updated_dt: new Date() }).where(eq(users.id, id));
      await app().mailer.sendVerificationEmail(tx, id);
    });
    await expect
      .poll(async () => (await rowsTo(id))[0]?.sent_at ?? null, { timeout: 5000, interval: 50 })
      .not.toBeNull();
    expect(receivedBy('company2@demo.th')).toHaveLength(1);
  });

  it('is neither kept nor sent after a rollback', async () => {
    const id = await userId('warehouse@demo.th');
    const failure = transaction(db(), async (tx) => {
      await app().mailer.sendVerificationEmail(tx, id);
      throw new Error('registration failed');
    });
    await expect(failure).rejects.toThrow('registration failed');
    await app().mailer.deliver();
    expect(await rowsTo(id)).toHaveLength(0);
    expect(receivedBy('warehouse@demo.th')).toHaveLength(0);
  });
});

describe('afterCommit', () => {
  const count = async () =>
    (await db().select().from(outbox).where(eq(outbox.kind, 'hook'))).length;
  const insertOne = (tx: Tx) =>
    tx.insert(outbox).values({ kind: 'hook', to_address: 'a@b.th', subject: 's', body_text: 't' });

  it('runs the callbacks in order once the transaction has committed', async () => {
    const calls: string[] = [];
    const before = await count();
    await transaction(db(), async (tx) => {
      await insertOne(tx);
      await afterCommit(tx, () => void calls.push('first'));
      await afterCommit(tx, () => void calls.push('second'));
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['first', 'second']);
    expect(await count()).toBe(before + 1);
  });

  it('runs nothing after a rollback', async () => {
    const calls: string[] = [];
    const attempt = transaction(db(), async (tx) => {
      await afterCommit(tx, () => void calls.push('ran'));
      throw new Error('rolled back');
    });
    await expect(attempt).rejects.toThrow('rolled back');
    expect(calls).toEqual([]);
  });

  it('runs at once on the database itself', async () => {
    const calls: string[] = [];
    await afterCommit(db(), () => void calls.push('ran'));
    expect(calls).toEqual(['ran']);
  });

  it('a savepoint’s callbacks wait for the outer commit; a rolled-back one’s never run', async () => {
    const calls: string[] = [];
    await transaction(db(), async (tx) => {
      await transaction(tx, async (inner) => {
        await afterCommit(inner, () => void calls.push('kept'));
      });
      await transaction(tx, async (inner) => {
        await afterCommit(inner, () => void calls.push('dropped'));
        throw new Error('savepoint rolled back');
      }).catch(() => undefined);
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['kept']);
  });

  it('refuses a transaction it cannot follow (opened without transaction())', async () => {
    await expect(db().transaction(async (tx) => afterCommit(tx, () => undefined))).rejects.toThrow(
      /transaction\(\)/,
    );
  });
});
