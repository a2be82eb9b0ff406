import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ConnectionRow } from '../../contract/schemas/marketplaces';
import { inventory, products } from '../../server/db/schema';
import { call, ORIGIN } from './helpers';

// What the marketplace sync's tests share: fast settings, waiting, connecting to the sandbox
// Lazada, its control, and a product to sell.

/** The sync's settings for a test: everything within a second or two. */
export const FAST_SYNC = {
  sandbox: { failRate: 0 },
  sync: {
    pullEverySeconds: 1,
    stockDebounceSeconds: 1,
    retryDelaySeconds: 1,
    expireSeconds: 3,
  },
};
export const FAST_JOBS = { workers: true, pollSeconds: 0.5, maintenanceSeconds: 1 };

/** Asks `probe` every 200 ms until it answers something truthy (or fails after `ms`). */
export async function waitFor<T>(probe: () => Promise<T>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Connects the shop's owner to the sandbox Lazada through its authorisation page. */
export async function connectLazada(app: FastifyInstance, cookie: string, shopId: number) {
  const link = await call<{ url: string }>(app, 'GET', 'platform-getlazadaloginlink', {
    cookie,
    query: { shop_id: shopId },
  });
  const url = new URL(link.body.data.url, 'http://localhost');
  const allowed = await app.inject({
    method: 'POST',
    url: '/sandbox/marketplace/authorize',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      allow: '1',
    }).toString(),
  });
  const back = new URL(allowed.headers.location as string);
  const res = await call(app, 'POST', 'platform-connecttolazada', {
    cookie,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const conns = await call<ConnectionRow[]>(app, 'GET', 'platform-getconnections', {
    cookie,
    query: { shop_id: shopId },
  });
  return conns.body.data.find((c) => c.platform === 'lazada')!.seller_id;
}

/** The sandbox's control and what it holds of the seller. */
export function sandbox(app: FastifyInstance, sellerId: string) {
  return {
    control: async (act: Record<string, unknown>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/sandbox/marketplace/control',
        headers: { origin: ORIGIN },
        payload: { platform: 'lazada', seller_id: sellerId, ...act },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { order_id?: string };
    },
    state: async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/sandbox/marketplace/state?platform=lazada&seller_id=${sellerId}`,
        })
      ).json() as {
        orders: { id: string; status: string; tracking_no: string | null }[];
        stock: { sku: string; quantity: number }[];
      },
  };
}

/** A product of the shop with stock to sell: its stock item and code. */
export async function stockedProduct(app: FastifyInstance, shopId: number, skip = 0) {
  const [row] = await app.database.db
    .select({ inventory_id: inventory.id, code: products.customer_product_id })
    .from(inventory)
    .innerJoin(products, eq(products.id, inventory.product_id))
    .where(
      and(eq(inventory.shop_id, shopId), gt(inventory.inventory, sql`${inventory.reserved} + 5`)),
    )
    .orderBy(inventory.id)
    .offset(skip)
    .limit(1);
  return row;
}
