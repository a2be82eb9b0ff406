import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookCreated } from '../../contract/schemas/webhooks';
import { buildApp } from '../../server/app';
import { webhookDeliveries } from '../../server/db/schema';
import { call, firstShopOf, loginSession, testApp } from './helpers';
import { FAST_JOBS, waitFor } from './marketplaceSync';
import { orderFixtures } from './orderFixtures';
import { signedBy, webhookReceiver } from './webhookReceiver';

// Webhook deliveries across server processes on one PostgreSQL: every process runs the
// delivery workers, and each event reaches the receiver once.

const ORDERS = 20;

describe.skipIf(!process.env.TEST_DATABASE_URL)('webhooks across processes', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const extra: FastifyInstance[] = [];
  let r: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    // This app writes jobs only; the two processes under test run them.
    ctx = await testApp();
    r = await webhookReceiver();
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await r?.close();
    await ctx?.close();
  });

  it('two server processes on one PostgreSQL deliver each event once', async () => {
    const a = await buildApp({ ...ctx.config, jobs: FAST_JOBS });
    const b = await buildApp({ ...ctx.config, jobs: FAST_JOBS });
    extra.push(a, b);
    const shopId = await firstShopOf(ctx.app, 'company@demo.th');
    const { cookie } = await loginSession(ctx.app, 'company@demo.th');
    const created = await call<WebhookCreated>(ctx.app, 'POST', 'webhook-createendpoint', {
      cookie,
      body: { shop_id: shopId, url: r.url, events: ['order.created'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const endpoint = created.body.data;

    const fx = orderFixtures(ctx.app);
    const product = await fx.product(shopId, ORDERS * 2);
    const made: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const body = await fx.orderBody(shopId, [
        { product_id: product.id, total_order: 1, type: 1 },
      ]);
      made.push((await fx.create(cookie, body)).id);
    }
    const delivered = async () =>
      (
        await ctx.app.database.db
          .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpoint_id, endpoint.id))
      ).filter((d) => d.status === 'delivered');
    await waitFor(async () => (await delivered()).length === ORDERS, 'every delivery', 30_000);
    // Time for a second delivery of any event, had one been made.
    await new Promise((done) => setTimeout(done, 2000));

    const byEvent = new Map<string, number>();
    for (const g of r.got) byEvent.set(g.event.id, (byEvent.get(g.event.id) ?? 0) + 1);
    expect(r.got).toHaveLength(ORDERS);
    expect([...byEvent.values()].every((n) => n === 1)).toBe(true);
    const ids = r.got.map((g) => Number(g.event.data.id)).sort((x, y) => x - y);
    expect(ids).toEqual([...made].sort((x, y) => x - y));
    expect(r.got.every((g) => signedBy(endpoint.secret, g))).toBe(true);
    expect((await delivered()).every((d) => d.attempts === 1)).toBe(true);
  });
});
