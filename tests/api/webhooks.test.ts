import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BulkReply } from '../../contract/schemas/fulfilment';
import type { WebhookCreated, WebhookDelivery, WebhookRow } from '../../contract/schemas/webhooks';
import { th } from '../../i18n/th';
import { rowsOf } from '../../server/db/migrate';
import { inventory, notifications, users, webhookDeliveries } from '../../server/db/schema';
import { transaction } from '../../server/db/transaction';
import { createOrder } from '../../server/domain/orders';
import { moveStock } from '../../server/domain/stock';
import { WEBHOOK_SWEEP_QUEUE } from '../../server/domain/webhooks';
import { checkWebhookUrl, postWebhook } from '../../server/integrations/webhookHttp';
import { sendInTransaction } from '../../server/jobs/queue';
import { bookingOf, openYear } from './bookingRecords';
import { call, fill, firstShopOf, serverWithSessions } from './helpers';
import { FAST_JOBS, waitFor } from './marketplaceSync';
import { orderFixtures } from './orderFixtures';
import { signedBy, webhookReceiver } from './webhookReceiver';

// Webhooks (DESIGN.md "Work that runs by itself"): a shop's endpoints get its events as signed
// POSTs sent by the job queue's workers, written in the transaction of the change; a failed try
// is tried again, an endpoint failing past the window is switched off and its shop told. The
// receivers are servers this test starts on 127.0.0.1.

/** Tries come 1 to 2 s apart, then 2 to 4 s…; an endpoint failing for 2 s is switched off. */
const WEBHOOKS = {
  allowLoopback: true,
  retryDelaySeconds: 1,
  retryLimit: 4,
  disableAfterSeconds: 2,
};

const ctx = serverWithSessions(
  { shop: 'company@demo.th', admin: 'admin@demo.th', other: 'individual@demo.th' },
  orderFixtures,
  { jobs: FAST_JOBS, webhooks: WEBHOOKS },
);
let shopId: number;
let otherShop: number;
const open: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  shopId = await firstShopOf(ctx.app, 'company@demo.th');
  otherShop = await firstShopOf(ctx.app, 'individual@demo.th');
});
afterEach(async () => {
  for (const r of open.splice(0)) await r.close();
});

async function receiver(answer?: Parameters<typeof webhookReceiver>[0]) {
  const r = await webhookReceiver(answer);
  open.push(r);
  return r;
}

async function register(url: string, events: string[], cookie = ctx.shop) {
  const res = await call<WebhookCreated>(ctx.app, 'POST', 'webhook-createendpoint', {
    cookie,
    body: { shop_id: shopId, url, events, description: 'ระบบหลังร้าน' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const remove = async (id: number) => {
  const res = await call(ctx.app, 'DELETE', 'webhook-deleteendpoint', {
    cookie: ctx.shop,
    query: { shop_id: shopId, id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const endpointsOf = async (cookie = ctx.shop, shop = shopId) =>
  (
    await call<WebhookRow[]>(ctx.app, 'GET', 'webhook-getendpoints', {
      cookie,
      query: { shop_id: shop },
    })
  ).body.data;

const log = async (endpointId: number, paging: Record<string, number> = {}) =>
  (
    await call<WebhookDelivery[]>(ctx.app, 'GET', 'webhook-getdeliveries', {
      cookie: ctx.shop,
      query: { shop_id: shopId, endpoint_id: endpointId, ...paging },
    })
  ).body.data;

/** A draft of the shop, made through the form's endpoint: 1 of a fresh product with stock. */
async function draft() {
  const p = await ctx.fx.product(shopId, 20);
  const body = await ctx.fx.orderBody(shopId, [{ product_id: p.id, total_order: 1, type: 1 }]);
  return { ...(await ctx.fx.create(ctx.shop, body)), body };
}

describe('webhooks of a shop', () => {
  it('a receiver on this machine gets the order status changes, signed, with the tracking number at shipping', async () => {
    const r = await receiver();
    const endpoint = await register(r.url, ['order.status_changed']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(endpoint).toMatchObject({
      url: r.url,
      events: ['order.status_changed'],
      active: true,
      secret_hint: endpoint.secret.slice(-4),
    });
    // The secret is given once: the list has its last 4 characters only.
    const listed = (await endpointsOf()).find((e) => e.id === endpoint.id);
    expect(listed).toEqual({ ...endpoint, secret: undefined });
    expect(JSON.stringify(await endpointsOf())).not.toContain(endpoint.secret);

    const order = await draft();
    const confirmed = await call(ctx.app, 'PUT', 'order-updateconfirmorder', {
      cookie: ctx.shop,
      body: { shop_id: shopId, id: order.id, is_order: 1 },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const shipped = await call<BulkReply>(ctx.app, 'PUT', 'order-updatemultipleshippingorder', {
      cookie: ctx.admin,
      body: { shipping_order: [{ id: order.id, shop_id: shopId }] },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const tracking = shipped.body.data.done[0].tracking_no;
    expect(tracking).toMatch(/^[A-Z]{2}\d{9}TH$/);

    await waitFor(async () => r.got.length >= 2, 'two order status events');
    // The order's creation was not subscribed to: only its moves came.
    expect(r.got.map((g) => g.event.type)).toEqual([
      'order.status_changed',
      'order.status_changed',
    ]);
    const [first, second] = r.got;
    expect(first.event).toEqual({
      id: expect.any(String),
      type: 'order.status_changed',
      created_at: expect.any(String),
      shop_id: shopId,
      data: {
        id: order.id,
        order_no: order.order_id,
        from: 0,
        to: 1,
        status_name: th.app.orders.status[1],
        tracking_no: null,
      },
    });
    expect(second.event.data).toMatchObject({ from: 1, to: 4, tracking_no: tracking });
    for (const g of r.got) {
      expect(signedBy(endpoint.secret, g)).toBe(true);
      expect(signedBy('whsec_someone-elses-secret', g)).toBe(false);
      expect(g.headers['content-type']).toBe('application/json');
      expect(g.headers['x-fulfilment-event']).toBe('order.status_changed');
      expect(g.headers['x-fulfilment-event-id']).toBe(g.event.id);
      const at = Number(g.headers['x-fulfilment-timestamp']);
      expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(60);
    }
    expect(first.event.id).not.toBe(second.event.id);

    // The endpoint's log: newest first, each delivered at the first try with the 200.
    await waitFor(
      async () => (await log(endpoint.id)).every((d) => d.status === 'delivered'),
      'the log',
    );
    const rows = await log(endpoint.id);
    expect(rows.map((d) => [d.event_id, d.status, d.attempts, d.response_status, d.error])).toEqual(
      [
        [second.event.id, 'delivered', 1, 200, null],
        [first.event.id, 'delivered', 1, 200, null],
      ],
    );
    expect(rows.every((d) => d.delivered_at && d.last_attempt_at)).toBe(true);

    // Sent again: the same event, a new try; one waiting is not sent twice.
    const resent = await call<WebhookDelivery>(ctx.app, 'POST', 'webhook-resenddelivery', {
      cookie: ctx.shop,
      body: { shop_id: shopId, id: rows[1].id },
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data).toMatchObject({ id: rows[1].id, status: 'pending', attempts: 1 });
    const twice = await call(ctx.app, 'POST', 'webhook-resenddelivery', {
      cookie: ctx.shop,
      body: { shop_id: shopId, id: rows[1].id },
    });
    expect([twice.status, twice.body.message]).toEqual([400, th.server.webhook.resend_pending]);
    await waitFor(async () => r.got.length >= 3, 'the delivery sent again');
    expect(r.got[2].event).toEqual(first.event);
    expect(r.got[2].body).toBe(first.body);
    expect(signedBy(endpoint.secret, r.got[2])).toBe(true);
    await waitFor(
      async () => (await log(endpoint.id))[1].attempts === 2,
      'the second try in the log',
    );
    expect((await log(endpoint.id))[1]).toMatchObject({ status: 'delivered', attempts: 2 });

    // A page of the log.
    const page = await call<WebhookDelivery[]>(ctx.app, 'GET', 'webhook-getdeliveries', {
      cookie: ctx.shop,
      query: { shop_id: shopId, endpoint_id: endpoint.id, page: 2, per_page: 1 },
    });
    expect(page.body.total).toBe(2);
    expect(page.body.data.map((d) => d.id)).toEqual([rows[1].id]);
    await remove(endpoint.id);
  });

  it('a receiver answering 500 gets the same event again later; the log shows the 500', async () => {
    const r = await receiver((n) => (n === 1 ? 500 : 204));
    const endpoint = await register(r.url, ['order.created']);
    const order = await draft();
    await waitFor(async () => r.got.length >= 1, 'the first try');
    expect(r.got[0].event).toMatchObject({
      type: 'order.created',
      data: { id: order.id, order_no: order.order_id, status: 0, source: 'form', total_price: 10 },
    });
    const failed = await waitFor(async () => {
      const [d] = await log(endpoint.id);
      return d?.attempts === 1 && d;
    }, 'the failed try in the log');
    expect(failed).toMatchObject({
      status: 'pending',
      response_status: 500,
      error: fill(th.server.webhook.http_status, { status: 500 }),
      delivered_at: null,
    });
    expect((await endpointsOf()).find((e) => e.id === endpoint.id)?.failing_since).not.toBeNull();

    await waitFor(async () => r.got.length >= 2, 'the retry');
    expect(r.got[1].event.id).toBe(r.got[0].event.id);
    expect(signedBy(endpoint.secret, r.got[1])).toBe(true);
    const done = await waitFor(async () => {
      const [d] = await log(endpoint.id);
      return d?.status === 'delivered' && d;
    }, 'the delivery');
    expect(done).toMatchObject({ attempts: 2, response_status: 204, error: null });
    // A success forgets the endpoint's failures.
    expect((await endpointsOf()).find((e) => e.id === endpoint.id)?.failing_since).toBeNull();
    await remove(endpoint.id);
  });

  it('a change rolled back sends nothing; the next committed one is sent', async () => {
    const r = await receiver();
    const endpoint = await register(r.url, ['order.created', 'stock.low']);
    const p = await ctx.fx.product(shopId, 20);
    const body = await ctx.fx.orderBody(shopId, [{ product_id: p.id, total_order: 1, type: 1 }]);
    const { id: userId } = (
      await ctx.app.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'company@demo.th'))
    )[0];
    let rolledBack = 0;
    await expect(
      transaction(ctx.app.database.db, async (tx) => {
        rolledBack = (await createOrder(tx, userId, body)).id;
        // The stock falls to its reorder point in the same change.
        await tx
          .update(inventory)
          .set({ reorder_point: 5 })
          .where(eq(inventory.id, p.inventoryId as number));
        await moveStock(tx, ctx.app.events, {
          inventoryId: p.inventoryId as number,
          kind: 'adjustment',
          to: 1,
          userId,
        });
        throw new Error('the change fails after its events were written');
      }),
    ).rejects.toThrow('the change fails');
    const kept = await transaction(ctx.app.database.db, (tx) => createOrder(tx, userId, body));
    await waitFor(async () => r.got.length >= 1, 'the committed order');
    // Time for a job of the rolled-back change to run, had one been written.
    await new Promise((done) => setTimeout(done, 1500));
    expect(r.got.map((g) => [g.event.type, g.event.data.id])).toEqual([['order.created', kept.id]]);
    expect(kept.id).not.toBe(rolledBack);
    const written = await ctx.app.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpoint_id, endpoint.id));
    expect(written).toHaveLength(1);
    await remove(endpoint.id);
  });

  it('stock at its reorder point and a booking moved by staff are sent', async () => {
    const r = await receiver();
    const endpoint = await register(r.url, ['stock.low', 'booking.status_changed']);
    const p = await ctx.fx.product(shopId, 20);
    await ctx.app.database.db
      .update(inventory)
      .set({ reorder_point: 5 })
      .where(eq(inventory.id, p.inventoryId as number));
    for (const to of [8, 5, 3]) {
      await transaction(ctx.app.database.db, (tx) =>
        moveStock(tx, ctx.app.events, {
          inventoryId: p.inventoryId as number,
          kind: 'adjustment',
          to,
          userId: 1,
        }),
      );
    }
    await openYear(ctx.app, 2038);
    const booking = await bookingOf(ctx.app, shopId, p.id, 2038);
    const moved = await call(ctx.app, 'PUT', 'book-updatebookingadmin', {
      cookie: ctx.admin,
      body: { id: booking, shop_id: shopId, booking_status: 2 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await waitFor(async () => r.got.length >= 2, 'the stock and booking events');
    await new Promise((done) => setTimeout(done, 1000));
    // Stock crossing the point once is one event (8 is above it, 3 was already below).
    expect(r.of('stock.low').map((g) => g.event.data)).toEqual([
      {
        inventory_id: p.inventoryId,
        product_id: p.id,
        product_set_id: null,
        sku: p.code,
        name: expect.any(String),
        on_hand: 5,
        reserved: 0,
        reorder_point: 5,
      },
    ]);
    expect(r.of('booking.status_changed').map((g) => g.event.data)).toEqual([
      {
        id: booking,
        booking_no: expect.any(String),
        from: 1,
        to: 2,
        steps: [2],
        status_name: th.app.bookings.status[2],
      },
    ]);
    await remove(endpoint.id);
  });

  it('a test event is sent at once and answered with its delivery', async () => {
    const r = await receiver();
    const endpoint = await register(r.url, ['order.created']);
    const res = await call<WebhookDelivery>(ctx.app, 'POST', 'webhook-sendtestevent', {
      cookie: ctx.shop,
      body: { shop_id: shopId, id: endpoint.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      event_type: 'ping',
      status: 'delivered',
      attempts: 1,
      response_status: 200,
    });
    expect(r.got).toHaveLength(1);
    expect(r.got[0].event).toMatchObject({ type: 'ping', data: { endpoint_id: endpoint.id } });
    expect(signedBy(endpoint.secret, r.got[0])).toBe(true);
    await remove(endpoint.id);
    // The log went with its endpoint.
    expect(
      await ctx.app.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpoint_id, endpoint.id)),
    ).toEqual([]);
  });

  it('an endpoint failing past the window is switched off and its shop told; switched on, it starts afresh', async () => {
    const r = await receiver(() => 500);
    const endpoint = await register(r.url, ['order.created']);
    const before = await ctx.app.database.db.select({ id: notifications.id }).from(notifications);
    await draft();
    const off = await waitFor(
      async () => (await endpointsOf()).find((e) => e.id === endpoint.id && !e.active),
      'the endpoint to be switched off',
      30_000,
    );
    const error = fill(th.server.webhook.http_status, { status: 500 });
    const values = { period: fill(th.server.webhook.seconds, { count: 2 }), error, url: r.url };
    expect(off).toMatchObject({
      active: false,
      disabled_at: expect.any(String),
      disabled_reason: fill(th.server.webhook.disabled_reason, values),
    });
    expect(r.got.length).toBeGreaterThanOrEqual(2);
    const [delivery] = await log(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', response_status: 500, error });
    // The shop's users hear of it once, by the bell.
    const told = await ctx.app.database.db
      .select({ user_id: notifications.user_id, message: notifications.message })
      .from(notifications)
      .where(sql`${notifications.id} > ${Math.max(0, ...before.map((b) => b.id))}`);
    const notice = fill(th.server.webhook.disabled_notice, values);
    expect(told.filter((n) => n.message === notice).map((n) => n.user_id)).toContain(ctx.ids.shop);
    expect(new Set(told.filter((n) => n.message === notice).map((n) => n.user_id)).size).toBe(
      told.filter((n) => n.message === notice).length,
    );
    // Off: nothing is sent, and a delivery cannot be sent again.
    const refused = await call(ctx.app, 'POST', 'webhook-resenddelivery', {
      cookie: ctx.shop,
      body: { shop_id: shopId, id: delivery.id },
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      th.server.webhook.resend_inactive,
    ]);
    const tries = r.got.length;
    await draft();
    await new Promise((done) => setTimeout(done, 1500));
    expect(r.got.length).toBe(tries);

    const on = await call<WebhookRow>(ctx.app, 'PUT', 'webhook-updateendpoint', {
      cookie: ctx.shop,
      body: {
        shop_id: shopId,
        id: endpoint.id,
        url: r.url,
        description: '',
        events: ['order.created'],
        active: true,
      },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toMatchObject({
      active: true,
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
    });
    await remove(endpoint.id);
  });

  it('another shop cannot read, change, send or remove the endpoint; staff can read it', async () => {
    const r = await receiver();
    const endpoint = await register(r.url, ['order.created']);
    const [delivery] = await ctx.app.database.db
      .insert(webhookDeliveries)
      .values({
        endpoint_id: endpoint.id,
        event_id: 'e1',
        event_type: 'order.created',
        payload: {},
        status: 'failed',
      })
      .returning();
    const asOther = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', name: string, fields: object) =>
      call(ctx.app, method, name, {
        cookie: ctx.other,
        ...(method === 'GET' || method === 'DELETE'
          ? { query: fields as Record<string, number> }
          : { body: fields }),
      });
    const update = { url: r.url, description: '', events: ['stock.low'], active: false };
    const tries: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', name: string, fields: object][] = [
      ['GET', 'webhook-getendpoints', {}],
      ['PUT', 'webhook-updateendpoint', { id: endpoint.id, ...update }],
      ['DELETE', 'webhook-deleteendpoint', { id: endpoint.id }],
      ['GET', 'webhook-getdeliveries', { endpoint_id: endpoint.id }],
      ['POST', 'webhook-resenddelivery', { id: delivery.id }],
      ['POST', 'webhook-sendtestevent', { id: endpoint.id }],
    ];
    for (const [method, name, fields] of tries) {
      // Naming the endpoint's shop: refused.
      const named = await asOther(method, name, { shop_id: shopId, ...fields });
      expect([name, named.status, named.body.message]).toEqual([
        name,
        403,
        th.server.shop_forbidden,
      ]);
      // Naming their own shop: the endpoint is not found there.
      if (name === 'webhook-getendpoints') continue;
      const own = await asOther(method, name, { shop_id: otherShop, ...fields });
      expect([name, own.status]).toEqual([name, 404]);
    }
    expect(await endpointsOf(ctx.other, otherShop)).toEqual([]);
    // Nothing changed, nothing was sent.
    expect((await endpointsOf()).find((e) => e.id === endpoint.id)).toMatchObject({
      active: true,
      events: ['order.created'],
    });
    expect(r.got).toEqual([]);
    // Staff read any shop's endpoints; a shop's own record named with another shop is not found.
    expect((await endpointsOf(ctx.admin)).map((e) => e.id)).toContain(endpoint.id);
    const wrongShop = await call(ctx.app, 'GET', 'webhook-getdeliveries', {
      cookie: ctx.admin,
      query: { shop_id: otherShop, endpoint_id: endpoint.id },
    });
    expect(wrongShop.status).toBe(404);
    // Staff registering an endpoint for a shop that is not there.
    const noShop = await call(ctx.app, 'POST', 'webhook-createendpoint', {
      cookie: ctx.admin,
      body: { shop_id: 999_999, url: r.url, events: ['order.created'] },
    });
    expect([noShop.status, noShop.body.message]).toEqual([404, th.server.webhook.shop_not_found]);
    await remove(endpoint.id);
  });

  it('addresses: https only (http to this machine while allowed), never a private network', async () => {
    const refused = async (url: string, key: keyof typeof th.validation.webhook) => {
      const res = await call(ctx.app, 'POST', 'webhook-createendpoint', {
        cookie: ctx.shop,
        body: { shop_id: shopId, url, events: ['order.created'] },
      });
      expect([url, res.status, res.body.errors?.url]).toEqual([
        url,
        400,
        th.validation.webhook[key],
      ]);
    };
    await refused('http://hooks.example.com/x', 'url_https');
    await refused('ftp://hooks.example.com/x', 'url_https');
    await refused('not an address', 'url_invalid');
    await refused('https://user:secret@hooks.example.com/x', 'url_invalid');
    await refused('', 'url_required');
    for (const url of [
      'https://10.1.2.3/x',
      'https://192.168.1.10/x',
      'https://172.16.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
    ]) {
      await refused(url, 'url_not_allowed');
    }
    const noEvents = await call(ctx.app, 'POST', 'webhook-createendpoint', {
      cookie: ctx.shop,
      body: { shop_id: shopId, url: 'https://127.0.0.1/x', events: [] },
    });
    expect(noEvents.body.errors?.events).toBe(th.validation.webhook.events_required);
    const unknown = await call(ctx.app, 'POST', 'webhook-createendpoint', {
      cookie: ctx.shop,
      body: { shop_id: shopId, url: 'https://127.0.0.1/x', events: ['order.deleted'] },
    });
    expect(unknown.status).toBe(400);

    // This machine only while allowed (development, tests); private networks only when allowed.
    const strict = {};
    for (const url of ['http://127.0.0.1:8080/x', 'https://localhost/x', 'https://[::1]/x']) {
      await expect(checkWebhookUrl(url, strict), url).rejects.toMatchObject({
        status: 400,
        errors: { url: th.validation.webhook.url_not_allowed },
      });
      await expect(checkWebhookUrl(url, { allowLoopback: true }), url).resolves.toBeUndefined();
    }
    await expect(
      checkWebhookUrl('https://10.1.2.3/x', { allowPrivate: true }),
    ).resolves.toBeUndefined();
    await expect(checkWebhookUrl('https://93.184.215.14/x', strict)).resolves.toBeUndefined();
  });

  it('a name that resolves to this machine is refused when connecting, unless allowed', async () => {
    const r = await receiver();
    const port = new URL(r.url).port;
    const target = { url: `http://localhost:${port}/hooks`, secret: 'whsec_x' };
    const event = { id: 'e1', type: 'ping' };
    const refused = await postWebhook(target, event, '{}', {});
    expect(refused).toEqual({
      ok: false,
      status: null,
      error: expect.stringMatching(
        new RegExp(
          `^${fill(th.server.webhook.address_refused, { address: '(127\\.0\\.0\\.1|::1)' })}$`,
        ),
      ),
    });
    expect(r.got).toEqual([]);
    const sent = await postWebhook(target, event, '{}', { allowLoopback: true });
    expect(sent).toEqual({ ok: true, status: 200, error: null });
    expect(r.got).toHaveLength(1);
  });

  it('a receiver silent past the timeout, or redirecting, has not received it', async () => {
    const target = await receiver();
    const held = http.createServer(() => undefined);
    await new Promise<void>((done) => held.listen(0, '127.0.0.1', done));
    open.push({ close: () => new Promise<void>((done) => held.close(() => done())) });
    held.on('connection', (socket) => open.push({ close: async () => void socket.destroy() }));
    const port = (held.address() as AddressInfo).port;
    const event = { id: 'e1', type: 'ping' };
    const cfg = { allowLoopback: true, timeoutSeconds: 1 };
    const started = Date.now();
    const late = await postWebhook(
      { url: `http://127.0.0.1:${port}/`, secret: 'whsec_x' },
      event,
      '{}',
      cfg,
    );
    expect(late).toEqual({
      ok: false,
      status: null,
      error: fill(th.server.webhook.timeout, { seconds: 1 }),
    });
    expect(Date.now() - started).toBeLessThan(3000);
    // A redirect is not followed: the address it names gets nothing.
    const moved = http.createServer((_, res) => {
      res.writeHead(302, { location: target.url }).end();
    });
    await new Promise<void>((done) => moved.listen(0, '127.0.0.1', done));
    open.push({ close: () => new Promise<void>((done) => moved.close(() => done())) });
    const url = `http://127.0.0.1:${(moved.address() as AddressInfo).port}/`;
    expect(await postWebhook({ url, secret: 'whsec_x' }, event, '{}', cfg)).toEqual({
      ok: false,
      status: 302,
      error: fill(th.server.webhook.redirect, { status: 302 }),
    });
    expect(target.got).toEqual([]);
  });

  it('the daily sweep removes deliveries older than 30 days that wait for nothing', async () => {
    const endpoint = await register('https://127.0.0.1:9/swept', ['stock.low']);
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const rows = await ctx.app.database.db
      .insert(webhookDeliveries)
      .values(
        (['delivered', 'failed', 'pending'] as const).flatMap((status) =>
          [old, new Date()].map((created_at) => ({
            endpoint_id: endpoint.id,
            event_id: `${status}-${created_at.getTime()}`,
            event_type: 'stock.low' as const,
            payload: {},
            status,
            created_at,
          })),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    await transaction(ctx.app.database.db, (tx) =>
      sendInTransaction(tx, WEBHOOK_SWEEP_QUEUE, [{}]),
    );
    const left = () =>
      ctx.app.database.db
        .select({ event_id: webhookDeliveries.event_id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpoint_id, endpoint.id));
    await waitFor(async () => (await left()).length === rows.length - 2, 'the sweep');
    expect((await left()).map((d) => d.event_id.split('-')[0]).sort()).toEqual([
      'delivered',
      'failed',
      'pending',
      'pending',
    ]);
    await remove(endpoint.id);
  });

  it('a shop has at most 10 endpoints', async () => {
    const made: number[] = [];
    for (let i = 0; i < 10; i++)
      made.push((await register(`https://127.0.0.1/hook-${i}`, ['stock.low'])).id);
    const more = await call(ctx.app, 'POST', 'webhook-createendpoint', {
      cookie: ctx.shop,
      body: { shop_id: shopId, url: 'https://127.0.0.1/one-more', events: ['stock.low'] },
    });
    expect([more.status, more.body.message]).toEqual([
      400,
      fill(th.server.webhook.too_many, { max: 10 }),
    ]);
    for (const id of made) await remove(id);
    const left = rowsOf<{ n: number }>(
      await ctx.app.database.db.execute(
        sql`SELECT count(*)::int AS n FROM webhook_endpoints WHERE shop_id = ${shopId}`,
      ),
    );
    expect(left[0].n).toBe(0);
  });
});
