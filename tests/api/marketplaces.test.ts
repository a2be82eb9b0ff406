import { and, count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionData } from '../../contract/schemas/auth';
import { th } from '../../i18n/th';
import {
  marketplaceConnections,
  marketplaceStates,
  notifications,
  orders,
} from '../../server/db/schema';
import { call, ORIGIN, serverWithSessions } from './helpers';

// Marketplace connection (spec part 2 §4.5, §7.5) through the sandbox marketplaces: the OAuth
// state, the tokens sealed, the orders pulled in once each.

const ctx = serverWithSessions({ shop: 'company@demo.th', other: 'individual@demo.th' });

/** The login link for shop 1 as `cookie`, then the sandbox page's Allow: the return address. */
async function authorize(platform: 'lazada' | 'shopee', cookie = ctx.shop, shopId = 1) {
  const link = await call<{ url: string }>(ctx.app, 'GET', `platform-get${platform}loginlink`, {
    cookie,
    query: { shop_id: shopId },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const url = new URL(link.body.data.url, 'http://localhost');
  expect(url.pathname).toBe('/sandbox/marketplace/authorize');
  const page = await ctx.app.inject({ method: 'GET', url: link.body.data.url });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(th.server.marketplace.page_allow);
  const allowed = await ctx.app.inject({
    method: 'POST',
    url: '/sandbox/marketplace/authorize',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      allow: '1',
    }).toString(),
  });
  expect(allowed.statusCode).toBe(302);
  const back = new URL(allowed.headers.location as string);
  expect(back.pathname).toBe('/order-list');
  return back.searchParams;
}

const connectLazada = (q: URLSearchParams, cookie = ctx.shop) =>
  call<{ lazada_connect: boolean; pulled: { created: number; existing: number; skipped: number } }>(
    ctx.app,
    'POST',
    'platform-connecttolazada',
    { cookie, body: { code: q.get('code'), state: q.get('state') } },
  );

const marketOrders = async (source: number) =>
  (
    await ctx.app.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.shop_id, 1), eq(orders.sources, source)))
  )[0].n;

const session = async (cookie: string) =>
  (await call<SessionData>(ctx.app, 'GET', 'auth-getsession', { cookie })).body.data;

describe('Lazada through the sandbox', () => {
  it("connects with the returned code and state, pulls the seller's orders once each", async () => {
    const before = await marketOrders(2);
    const q = await authorize('lazada');
    expect(q.get('code')).toMatch(/^sandbox-lazada-[0-9a-f]{16}$/);
    const res = await connectLazada(q);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.lazada_connect).toBe(true);
    expect(res.body.data.pulled).toEqual({ created: 6, existing: 0, skipped: 0 });
    expect((await session(ctx.shop)).lazada_connect).toBe(true);
    expect(await marketOrders(2)).toBe(before + 6);
    const [told] = await ctx.app.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told.message).toBe(
      th.server.marketplace.pulled.replace('%{platform}', 'Lazada').replace('%{count}', '6'),
    );
    const [pulled] = await ctx.app.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.shop_id, 1), eq(orders.sources, 2)))
      .orderBy(desc(orders.id))
      .limit(1);
    expect(pulled).toMatchObject({ is_order: 0, sources: 2 });
    expect(pulled.sources_item_id).toMatch(/^LZ\d{10}$/);
    // The tokens are sealed, never stored readable.
    const [conn] = await ctx.app.database.db.select().from(marketplaceConnections);
    expect(conn.tokens).not.toContain('sandbox-access');

    // Pulling again brings nothing twice: neither the changes since the last pull (none), nor
    // the whole week again.
    const pullAgain = () =>
      call<{ created: number; existing: number }>(ctx.app, 'POST', 'platform-syncorders', {
        cookie: ctx.shop,
        body: {},
      });
    expect((await pullAgain()).body.data).toMatchObject({ created: 0 });
    await ctx.app.database.db.update(marketplaceConnections).set({ pulled_until: null });
    expect((await pullAgain()).body.data).toMatchObject({ created: 0 });
    expect(await marketOrders(2)).toBe(before + 6);
  });

  it('a wrong, reused, expired or foreign state is refused and connects nothing', async () => {
    const q = await authorize('lazada');
    const wrong = await connectLazada(new URLSearchParams({ code: q.get('code')!, state: 'x' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.state).toBe(th.server.marketplace.state_invalid);
    // Another user's state.
    expect((await connectLazada(q, ctx.other)).status).toBe(400);
    expect((await connectLazada(q)).status).toBe(200);
    // Used once.
    expect((await connectLazada(q)).status).toBe(400);
    const late = await authorize('lazada');
    await ctx.app.database.db
      .update(marketplaceStates)
      .set({ expires_at: sql`now() - interval '1 minute'` });
    expect((await connectLazada(late)).status).toBe(400);
    // A state made for Shopee does not connect Lazada.
    const shopee = await authorize('shopee');
    const cross = await connectLazada(
      new URLSearchParams({ code: q.get('code')!, state: shopee.get('state')! }),
    );
    expect(cross.status).toBe(400);
  });

  it("a shop user cannot ask for another shop's connection", async () => {
    const res = await call(ctx.app, 'GET', 'platform-getlazadaloginlink', {
      cookie: ctx.other,
      query: { shop_id: 1 },
    });
    expect(res.status).toBe(403);
  });
});

describe('Shopee through the sandbox', () => {
  it('connects with code, shop id and the state in the return address; disconnects', async () => {
    const before = await marketOrders(1);
    const q = await authorize('shopee');
    expect(q.get('state')).toBeTruthy();
    expect(q.get('shop_id')).toMatch(/^\d+$/);
    const res = await call<{ shopee_connect: boolean; pulled: { created: number } }>(
      ctx.app,
      'POST',
      'platform-connecttoshopee',
      {
        cookie: ctx.shop,
        body: { code: q.get('code'), shopee_shop_id: q.get('shop_id'), state: q.get('state') },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.shopee_connect).toBe(true);
    expect(res.body.data.pulled.created).toBe(6);
    expect(await marketOrders(1)).toBe(before + 6);
    const off = await call<{ shopee_connect: boolean }>(
      ctx.app,
      'POST',
      'platform-disconnecttoshopee',
      {
        cookie: ctx.shop,
        body: {},
      },
    );
    expect(off.body.data).toEqual({ shopee_connect: false });
    expect((await session(ctx.shop)).shopee_connect).toBe(false);
    const left = await ctx.app.database.db
      .select()
      .from(marketplaceConnections)
      .where(eq(marketplaceConnections.platform, 'shopee'));
    expect(left).toEqual([]);
    // The pulled orders stay, as drafts the shop confirms or deletes.
    expect(await marketOrders(1)).toBe(before + 6);
  });
});

describe('the sandbox page', () => {
  it('never returns to an address that is not this portal, nor takes a foreign form', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/marketplace/authorize?platform=lazada&state=s&redirect_uri=https://evil.example/order-list',
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/marketplace/authorize',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'platform=lazada&state=s&redirect_uri=http%3A%2F%2Flocalhost%2Forder-list&allow=1',
    });
    expect(foreign.statusCode).toBe(403);
  });
});
