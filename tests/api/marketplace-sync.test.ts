import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConnectionRow, SyncLogRow } from '../../contract/schemas/marketplaces';
import type { OrderRecord } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import { inventory, notifications, orders, outbox } from '../../server/db/schema';
import { call, fill, serverWithSessions } from './helpers';
import {
  connectLazada,
  FAST_JOBS,
  FAST_SYNC,
  sandbox,
  stockedProduct,
  waitFor,
} from './marketplaceSync';

// Marketplaces that run by themselves (DESIGN.md "Work that runs by itself"), against the
// sandbox marketplace with the job queue's workers running: nobody presses pull.

const ctx = serverWithSessions(
  { shop: 'company@demo.th', admin: 'admin@demo.th', other: 'individual@demo.th' },
  undefined,
  { jobs: FAST_JOBS, marketplaces: FAST_SYNC },
);
const SHOP = 1;

const log = async (kind?: string) =>
  (
    await call<SyncLogRow[]>(ctx.app, 'GET', 'platform-getsynclog', {
      cookie: ctx.shop,
      query: { shop_id: SHOP, ...(kind ? { kind } : {}) },
    })
  ).body.data;

const orderOf = (marketId: string) =>
  ctx.app.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.shop_id, SHOP), eq(orders.sources_item_id, marketId)))
    .then((rows) => rows[0]);

const available = async (inventoryId: number) => {
  const [row] = await ctx.app.database.db
    .select({ n: sql<number>`(${inventory.inventory} - ${inventory.reserved})::int` })
    .from(inventory)
    .where(eq(inventory.id, inventoryId));
  return row.n;
};

describe('marketplaces that run by themselves (sandbox Lazada)', () => {
  let seller: string;
  let market: ReturnType<typeof sandbox>;

  it("a connected shop's new marketplace orders appear without anyone pressing pull", async () => {
    seller = await connectLazada(ctx.app, ctx.shop, SHOP);
    market = sandbox(ctx.app, seller);
    const product = await stockedProduct(ctx.app, SHOP);
    const placed = await market.control({
      action: 'place_order',
      items: [{ sku: product.code, quantity: 1 }],
    });
    const order = await waitFor(() => orderOf(placed.order_id!), 'the scheduled pull');
    expect(order).toMatchObject({ is_order: 0, sources: 2, marketplace_status: 'pending' });
    const pulls = await log('pull');
    expect(pulls.some((p) => p.status === 'done' && p.counts.created === 1)).toBe(true);
    // A cancellation on the marketplace cancels the draft here.
    await market.control({ action: 'cancel_order', order_id: placed.order_id });
    await waitFor(
      async () => (await orderOf(placed.order_id!)).is_order === 9,
      'the cancellation to come in',
    );
  });

  it('an order shipped here shows its tracking number in the sandbox marketplace', async () => {
    const product = await stockedProduct(ctx.app, SHOP);
    const placed = await market.control({
      action: 'place_order',
      items: [{ sku: product.code, quantity: 1 }],
    });
    const order = await waitFor(() => orderOf(placed.order_id!), 'the order to come in');
    const confirmed = await call(ctx.app, 'PUT', 'order-updateconfirmorder', {
      cookie: ctx.shop,
      body: { shop_id: SHOP, id: order.id, is_order: 1 },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const shipped = await call(ctx.app, 'PUT', 'order-updatemultipleshippingorder', {
      cookie: ctx.admin,
      body: { shipping_order: [{ id: order.id, shop_id: SHOP }] },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const tracking = (await orderOf(placed.order_id!)).tracking_no;
    expect(tracking).toBeTruthy();
    const there = await waitFor(
      async () =>
        (await market.state()).orders.find(
          (o) => o.id === placed.order_id && o.tracking_no === tracking,
        ),
      'the tracking number on the marketplace',
    );
    expect(there.status).toBe('shipped');
    const record = await call<OrderRecord[]>(ctx.app, 'GET', 'order-getorderbyid', {
      cookie: ctx.shop,
      query: { order_id: order.id },
    });
    expect(record.body.data[0].marketplace).toEqual({
      platform: 'lazada',
      status: 'shipped',
      ship_sync: 'sent',
      error: null,
    });
    const ships = await log('ship');
    expect(ships[0]).toMatchObject({ status: 'done', order_no: order.order_id });
  });

  it('after a stock adjustment the sandbox shows the new available quantity within seconds', async () => {
    const product = await stockedProduct(ctx.app, SHOP, 1);
    const before = await available(product.inventory_id);
    const [item] = await ctx.app.database.db
      .select({ inventory: inventory.inventory })
      .from(inventory)
      .where(eq(inventory.id, product.inventory_id));
    const res = await call(ctx.app, 'PUT', 'inventory-updateinventory', {
      cookie: ctx.admin,
      body: { id: product.inventory_id, inventory_amount: item.inventory + 7, remark: 'นับใหม่' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await available(product.inventory_id)).toBe(before + 7);
    await waitFor(
      async () =>
        (await market.state()).stock.find(
          (s) => s.sku === product.code && s.quantity === before + 7,
        ),
      'the new quantity on the marketplace',
      10_000,
    );
  });

  it('a refused push is logged with its reason and sent again by the retry', async () => {
    const product = await stockedProduct(ctx.app, SHOP, 2);
    await market.control({
      action: 'refuse',
      call: 'stock',
      count: 1,
      message: 'SKU is locked by the platform',
    });
    const [item] = await ctx.app.database.db
      .select({ inventory: inventory.inventory })
      .from(inventory)
      .where(eq(inventory.id, product.inventory_id));
    await call(ctx.app, 'PUT', 'inventory-updateinventory', {
      cookie: ctx.admin,
      body: { id: product.inventory_id, inventory_amount: item.inventory - 1, remark: 'เสียหาย' },
    });
    const failed = await waitFor(
      async () => (await log('stock')).find((e) => e.status === 'failed'),
      'the refused push in the log',
    );
    expect(failed.error).toContain('SKU is locked by the platform');
    expect(failed.can_retry).toBe(true);
    const retried = await call<SyncLogRow>(ctx.app, 'POST', 'platform-retrysyncjob', {
      cookie: ctx.shop,
      body: { id: failed.id },
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.status).toBe('queued');
    const quantity = await available(product.inventory_id);
    await waitFor(
      async () => (await log('stock')).find((e) => e.id === failed.id && e.status === 'done'),
      'the retried push',
    );
    expect((await market.state()).stock.find((s) => s.sku === product.code)?.quantity).toBe(
      quantity,
    );
    // Another shop's user cannot send it again.
    const other = await call(ctx.app, 'POST', 'platform-retrysyncjob', {
      cookie: ctx.other,
      body: { id: failed.id },
    });
    expect(other.status).toBe(404);
  });

  it('an expired token is refreshed and the next pull works', async () => {
    await market.control({ action: 'expire_token' });
    const product = await stockedProduct(ctx.app, SHOP);
    const placed = await market.control({
      action: 'place_order',
      items: [{ sku: product.code, quantity: 1 }],
    });
    await waitFor(() => orderOf(placed.order_id!), 'the pull after the refresh');
    expect((await log('refresh')).some((e) => e.status === 'done')).toBe(true);
  });

  it('pulls that find the token expired together take turns to refresh it: still connected', async () => {
    await market.control({ action: 'expire_token' });
    // A slow refresh, so the pulls all meet the expired token before the first gets new ones.
    // The platform rotates the refresh token: a second refresh with the old one is refused.
    await market.control({ action: 'delay', call: 'refresh', seconds: 1 });
    const pulls = await Promise.all(
      [0, 1, 2].map(() =>
        call(ctx.app, 'POST', 'platform-syncorders', { cookie: ctx.shop, body: {} }),
      ),
    );
    await market.control({ action: 'delay', call: 'refresh', seconds: 0 });
    for (const res of pulls) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const conns = await call<ConnectionRow[]>(ctx.app, 'GET', 'platform-getconnections', {
      cookie: ctx.shop,
      query: { shop_id: SHOP },
    });
    expect(conns.body.data.find((c) => c.platform === 'lazada')).toMatchObject({
      status: 'connected',
      error: null,
    });
  });

  it('a refused refresh marks the connection and tells the shop (bell and e-mail)', async () => {
    await market.control({ action: 'revoke' });
    await market.control({ action: 'expire_token' });
    const conn = await waitFor(async () => {
      const res = await call<ConnectionRow[]>(ctx.app, 'GET', 'platform-getconnections', {
        cookie: ctx.shop,
        query: { shop_id: SHOP },
      });
      return res.body.data.find((c) => c.status === 'reconnect');
    }, 'the connection to need its owner');
    expect(conn.error).toBe(th.server.marketplace.platform_errors.refresh_refused);
    const [bell] = await ctx.app.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.user_id, ctx.ids.shop))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(bell.message).toBe(fill(th.server.marketplace_sync.reconnect, { platform: 'Lazada' }));
    const [mail] = await ctx.app.database.db
      .select({ to: outbox.to_address, subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.kind, 'marketplace_reconnect'));
    expect(mail).toEqual({
      to: 'company@demo.th',
      subject: fill(th.server.marketplace_sync.reconnect_subject, { platform: 'Lazada' }),
    });
    // No more pulls run for it until the owner connects again.
    const pulls = (await log('pull')).length;
    await new Promise((done) => setTimeout(done, 2500));
    expect((await log('pull')).length).toBe(pulls);
  });
});
