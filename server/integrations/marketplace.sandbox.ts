import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  sandboxMarketplaceOrders as sbOrders,
  sandboxMarketplaceSellers as sbSellers,
  sandboxMarketplaceStock as sbStock,
} from '../db/schema';
import { MarketplaceError } from './marketplaceError';
import type {
  MarketplaceDriver,
  MarketplaceOrder,
  MarketplaceOrderStatus,
  MarketplaceTokens,
  Platform,
  SandboxMarketplaceConfig,
  Shipment,
  StockLevel,
} from './marketplace';

// The sandbox marketplaces (the default): their authorisation page is served by this server
// (marketplace.sandboxPage.ts), their orders are believable and deterministic.

export const SANDBOX_MARKETPLACE_PATH = '/sandbox/marketplace/authorize';
const SANDBOX_CODE = /^sandbox-(lazada|shopee)-([0-9a-f]{16})$/;

/** Buyers of the sandbox marketplaces, with real Thai addresses. */
const SANDBOX_BUYERS = [
  [
    'นางสาว',
    'ปวีณา',
    'สุขใจ',
    'ห้วยขวาง',
    'ห้วยขวาง',
    'กรุงเทพมหานคร',
    '10310',
    '88/12 ซอยประชาราษฎร์บำเพ็ญ',
  ],
  ['นาย', 'กฤษดา', 'ทองดี', 'ศรีภูมิ', 'เมืองเชียงใหม่', 'เชียงใหม่', '50200', '45 ถนนมูลเมือง'],
  ['นาง', 'สมพร', 'แสงทอง', 'ในเมือง', 'เมืองขอนแก่น', 'ขอนแก่น', '40000', '123/4 ถนนหน้าเมือง'],
  ['นาย', 'ณัฐพล', 'วงศ์สวัสดิ์', 'ตลาดใหญ่', 'เมืองภูเก็ต', 'ภูเก็ต', '83000', '9 ถนนถลาง'],
  ['นางสาว', 'อรอุมา', 'ศรีวงศ์', 'บางรัก', 'บางรัก', 'กรุงเทพมหานคร', '10500', '200 ถนนสีลม'],
  ['นาย', 'ชยพล', 'ใจกล้า', 'คลองด่าน', 'บางบ่อ', 'สมุทรปราการ', '10550', '17 หมู่ 3 ถนนสุขุมวิท'],
] as const;

const hashNumber = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/** The calls a test or a person can make the sandbox refuse or fail (the control page). */
export type SandboxCall = 'orders' | 'ship' | 'stock' | 'refresh';
type Behaviour = Partial<
  Record<SandboxCall, { refuse?: number; fail?: number; message?: string; delayMs?: number }>
>;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** Calls a seller may make in RATE_WINDOW before the sandbox answers 429. */
const RATE_CALLS = 120;

/**
 * The SANDBOX marketplace: its authorisation page is this server's (marketplace.sandboxPage.ts),
 * whose Allow button returns a code `sandbox-<platform>-<16 hex>`; any such code of the platform
 * is good (the state, checked by the portal, is what binds the return to the user). It keeps
 * what a real platform keeps, in the portal's database (so every server process sees one
 * sandbox): the seller's tokens, which expire (SANDBOX_MARKETPLACE_TOKEN_MINUTES) and refresh;
 * the seller's orders, six of the last six days at the first connection, then a new one every
 * SANDBOX_MARKETPLACE_ORDER_MINUTES of the shop's codes, some cancelled by the buyer after an
 * hour; the tracking numbers and stock levels it was sent. Like a real platform it answers 429
 * with a wait to a seller that calls too often, and a small share of calls
 * (SANDBOX_MARKETPLACE_FAIL_RATE) fail with 503. The control (`control`, served at
 * /sandbox/marketplace/control) makes the next calls of a kind refuse or fail, expires or
 * revokes the tokens, places or cancels an order.
 */
export class SandboxMarketplace implements MarketplaceDriver {
  readonly sandbox = true;
  readonly stockBatch = 50;
  private readonly failRate: number;
  private readonly orderEvery: number;
  private readonly tokenLife: number;
  /** Calls per seller in the current window (this process's count: a real platform's is per app). */
  private readonly calls = new Map<string, { since: number; count: number }>();

  constructor(
    readonly platform: Platform,
    private readonly db: Db,
    cfg: SandboxMarketplaceConfig = {},
  ) {
    this.failRate = cfg.failRate ?? 0.02;
    this.orderEvery = (cfg.orderEveryMinutes ?? 30) * MINUTE;
    this.tokenLife = (cfg.tokenMinutes ?? 240) * MINUTE;
  }

  loginUrl(state: string, redirectUri: string) {
    const q = new URLSearchParams({ platform: this.platform, state, redirect_uri: redirectUri });
    return `${SANDBOX_MARKETPLACE_PATH}?${q}`;
  }

  private newTokens(): { access: string; refresh: string; expires: Date } {
    return {
      access: `sandbox-access-${randomBytes(12).toString('hex')}`,
      refresh: `sandbox-refresh-${randomBytes(12).toString('hex')}`,
      expires: new Date(Date.now() + this.tokenLife),
    };
  }

  async exchange(code: string, shopeeShopId?: string) {
    const m = SANDBOX_CODE.exec(code);
    if (!m || m[1] !== this.platform) return null;
    if (this.platform === 'shopee' && !/^\d{1,12}$/.test(shopeeShopId ?? '')) return null;
    const seller = this.platform === 'shopee' ? (shopeeShopId as string) : `LZ${m[2].slice(0, 8)}`;
    const tok = this.newTokens();
    await this.db
      .insert(sbSellers)
      .values({
        platform: this.platform,
        seller_id: seller,
        access_token: tok.access,
        access_expires_at: tok.expires,
        refresh_token: tok.refresh,
        next_order_at: new Date(0),
      })
      .onConflictDoUpdate({
        target: [sbSellers.platform, sbSellers.seller_id],
        set: {
          access_token: tok.access,
          access_expires_at: tok.expires,
          refresh_token: tok.refresh,
          revoked: false,
        },
      });
    return {
      seller_id: seller,
      tokens: {
        access_token: tok.access,
        refresh_token: tok.refresh,
        expires_at: tok.expires.getTime(),
      },
    };
  }

  private async seller(sellerId: string) {
    const [row] = await this.db
      .select()
      .from(sbSellers)
      .where(and(eq(sbSellers.platform, this.platform), eq(sbSellers.seller_id, sellerId)));
    return row;
  }

  /**
   * What every call meets first, as on a real platform: the rate limit, the control's
   * refusals and failures, a random failure, then the access token (`refresh` checks its own).
   */
  private async gate(sellerId: string, call: SandboxCall, tokens?: MarketplaceTokens) {
    const seller = await this.seller(sellerId);
    if (!seller) throw new MarketplaceError('auth', 'unknown seller', { status: 401 });
    const now = Date.now();
    if (seller.rate_limited_until && seller.rate_limited_until.getTime() > now) {
      const wait = Math.ceil((seller.rate_limited_until.getTime() - now) / 1000);
      throw new MarketplaceError('rate_limited', 'Too many requests', {
        status: 429,
        retryAfterSeconds: wait,
        code: 'rate_limited',
      });
    }
    const key = `${this.platform}:${sellerId}`;
    const window = this.calls.get(key);
    if (!window || now - window.since > MINUTE) this.calls.set(key, { since: now, count: 1 });
    else if (++window.count > RATE_CALLS) {
      throw new MarketplaceError('rate_limited', 'Too many requests', {
        status: 429,
        retryAfterSeconds: Math.ceil((window.since + MINUTE - now) / 1000),
        code: 'rate_limited',
      });
    }
    const behaviour = seller.behaviour as Behaviour;
    const rule = behaviour[call];
    // A slow platform: the call takes this long before it is answered.
    if (rule?.delayMs) await new Promise((done) => setTimeout(done, rule.delayMs));
    if (rule && ((rule.refuse ?? 0) > 0 || (rule.fail ?? 0) > 0)) {
      const refusing = (rule.refuse ?? 0) > 0;
      const next = refusing
        ? { ...rule, refuse: (rule.refuse ?? 1) - 1 }
        : { ...rule, fail: (rule.fail ?? 1) - 1 };
      await this.db
        .update(sbSellers)
        .set({ behaviour: { ...behaviour, [call]: next } })
        .where(and(eq(sbSellers.platform, this.platform), eq(sbSellers.seller_id, sellerId)));
      if (refusing) {
        throw new MarketplaceError('refused', rule.message ?? 'Refused by the sandbox', {
          status: 400,
          code: 'sandbox_refused',
        });
      }
      throw new MarketplaceError('unavailable', 'Service unavailable', { status: 503 });
    }
    if (this.failRate > 0 && Math.random() < this.failRate) {
      throw new MarketplaceError('unavailable', 'Service unavailable', { status: 503 });
    }
    if (call === 'refresh') return seller;
    if (
      !tokens ||
      tokens.access_token !== seller.access_token ||
      seller.access_expires_at.getTime() <= now
    ) {
      throw new MarketplaceError('auth', 'Access token expired', {
        status: 401,
        code: 'token_expired',
      });
    }
    return seller;
  }

  async refresh(sellerId: string, tokens: MarketplaceTokens): Promise<MarketplaceTokens> {
    await this.gate(sellerId, 'refresh');
    // A refresh token is used once, as on the platforms: it is swapped for the new one only
    // while it is still the seller's, so of two refreshes with one token the second is refused.
    const tok = this.newTokens();
    const swapped = await this.db
      .update(sbSellers)
      .set({
        access_token: tok.access,
        access_expires_at: tok.expires,
        refresh_token: tok.refresh,
      })
      .where(
        and(
          eq(sbSellers.platform, this.platform),
          eq(sbSellers.seller_id, sellerId),
          eq(sbSellers.revoked, false),
          eq(sbSellers.refresh_token, tokens.refresh_token ?? ''),
        ),
      )
      .returning({ seller_id: sbSellers.seller_id });
    if (swapped.length === 0) {
      throw new MarketplaceError('refused', 'Refresh token revoked', {
        status: 400,
        code: 'refresh_refused',
      });
    }
    return {
      access_token: tok.access,
      refresh_token: tok.refresh,
      expires_at: tok.expires.getTime(),
    };
  }

  /** A buyer's order of the seller, numbered in the seller's sequence, of the shop's codes. */
  private makeOrder(sellerId: string, seq: number, skus: string[], at: Date): MarketplaceOrder {
    const seed = hashNumber(`${this.platform}:${sellerId}`);
    const i = seq - 1;
    const [title, first, last, subdistrict, district, province, postcode, address] =
      SANDBOX_BUYERS[(seed + i) % SANDBOX_BUYERS.length];
    const count = 1 + ((seed >> (i % 24)) & 1);
    const items = Array.from({ length: count }, (_, k) => ({
      sku: skus[(seed + i * 3 + k) % skus.length],
      quantity: 1,
    })).filter((it, k, all) => all.findIndex((o) => o.sku === it.sku) === k);
    const number = String((seed % 900000) + 100000) + String(seq).padStart(4, '0');
    return {
      id: this.platform === 'shopee' ? `2611${number}` : `LZ${number}`,
      created_at: at,
      updated_at: at,
      status: 'pending',
      buyer: {
        title,
        first_name: first,
        last_name: last,
        phone: `08${String(seed + i)
          .padStart(8, '0')
          .slice(-8)}`,
        email: `buyer${(seed + i) % 10000}@example.com`,
        address,
        province,
        district,
        subdistrict,
        postcode,
      },
      items,
      cod: i % 3 === 0,
      express: i % 4 === 1,
      remark: this.platform === 'shopee' ? 'คำสั่งซื้อจาก Shopee' : 'คำสั่งซื้อจาก Lazada',
    };
  }

  private async saveOrder(sellerId: string, o: MarketplaceOrder) {
    const { created_at, updated_at, status, ...data } = o;
    await this.db
      .insert(sbOrders)
      .values({
        platform: this.platform,
        seller_id: sellerId,
        order_id: o.id,
        data,
        status,
        created_at,
        updated_at,
      })
      .onConflictDoNothing();
  }

  /**
   * Orders that came in since the seller was last asked: six of the last six days the first
   * time, then one every orderEvery; a pending order whose number ends in 3 or 7 is cancelled
   * by its buyer an hour after it was placed.
   */
  private async liveOrders(sellerId: string, skus: string[]) {
    const seller = await this.seller(sellerId);
    if (!seller || !skus.length) return;
    const now = Date.now();
    let seq = seller.order_seq;
    const made: MarketplaceOrder[] = [];
    if (seq === 0) {
      const today = Math.floor(now / DAY) * DAY;
      for (let i = 5; i >= 0; i--) {
        seq += 1;
        made.push(this.makeOrder(sellerId, seq, skus, new Date(today - i * DAY + 3 * 60 * MINUTE)));
      }
    } else {
      let at = seller.next_order_at.getTime();
      while (at <= now && made.length < 5) {
        seq += 1;
        made.push(this.makeOrder(sellerId, seq, skus, new Date(at)));
        at += this.orderEvery;
      }
    }
    for (const o of made) await this.saveOrder(sellerId, o);
    if (made.length || seq !== seller.order_seq) {
      await this.db
        .update(sbSellers)
        .set({ order_seq: seq, next_order_at: new Date(now + this.orderEvery) })
        .where(and(eq(sbSellers.platform, this.platform), eq(sbSellers.seller_id, sellerId)));
    }
    await this.db.execute(sql`
      UPDATE sandbox_marketplace_orders SET status = 'cancelled', updated_at = now()
      WHERE platform = ${this.platform} AND seller_id = ${sellerId} AND status = 'pending'
        AND created_at < now() - interval '1 hour' AND created_at > now() - interval '1 day'
        AND right(order_id, 1) IN ('3', '7')`);
  }

  /** A buyer places an order now, of `items` (the control's 'place_order'); its number. */
  async placeOrder(sellerId: string, items?: { sku: string; quantity: number }[]) {
    const seller = await this.seller(sellerId);
    const seq = seller.order_seq + 1;
    const order = this.makeOrder(sellerId, seq, items?.map((i) => i.sku) ?? ['-'], new Date());
    if (items) order.items = items;
    await this.saveOrder(sellerId, order);
    await this.db
      .update(sbSellers)
      .set({ order_seq: seq })
      .where(and(eq(sbSellers.platform, this.platform), eq(sbSellers.seller_id, sellerId)));
    return order.id;
  }

  async orders(sellerId: string, tokens: MarketplaceTokens, opts: { since: Date; skus: string[] }) {
    await this.gate(sellerId, 'orders', tokens);
    await this.liveOrders(sellerId, opts.skus);
    const rows = await this.db
      .select()
      .from(sbOrders)
      .where(
        and(
          eq(sbOrders.platform, this.platform),
          eq(sbOrders.seller_id, sellerId),
          gt(sbOrders.updated_at, opts.since),
        ),
      )
      .orderBy(asc(sbOrders.updated_at))
      .limit(100);
    const orders = rows.map((r): MarketplaceOrder => ({
      ...(r.data as Omit<MarketplaceOrder, 'created_at' | 'updated_at' | 'status'>),
      created_at: r.created_at,
      updated_at: r.updated_at,
      status: r.status as MarketplaceOrderStatus,
    }));
    const until = rows.length ? rows[rows.length - 1].updated_at : opts.since;
    return { orders, until };
  }

  async ship(sellerId: string, tokens: MarketplaceTokens, shipment: Shipment) {
    await this.gate(sellerId, 'ship', tokens);
    const [order] = await this.db
      .select({ status: sbOrders.status })
      .from(sbOrders)
      .where(
        and(
          eq(sbOrders.platform, this.platform),
          eq(sbOrders.seller_id, sellerId),
          eq(sbOrders.order_id, shipment.order_id),
        ),
      );
    if (!order) {
      throw new MarketplaceError('refused', 'Order not found', { code: 'order_not_found' });
    }
    if (order.status === 'cancelled') {
      throw new MarketplaceError('refused', 'Order is cancelled', { code: 'order_cancelled' });
    }
    if (!shipment.tracking_no) {
      throw new MarketplaceError('refused', 'Tracking number is required', {
        code: 'invalid_tracking',
      });
    }
    await this.db
      .update(sbOrders)
      .set({
        status: 'shipped',
        tracking_no: shipment.tracking_no,
        carrier: shipment.carrier,
        updated_at: new Date(),
      })
      .where(
        and(
          eq(sbOrders.platform, this.platform),
          eq(sbOrders.seller_id, sellerId),
          eq(sbOrders.order_id, shipment.order_id),
        ),
      );
  }

  async pushStock(sellerId: string, tokens: MarketplaceTokens, levels: StockLevel[]) {
    await this.gate(sellerId, 'stock', tokens);
    if (levels.length > this.stockBatch) {
      throw new MarketplaceError('refused', `At most ${this.stockBatch} SKUs per call`, {
        code: 'batch_too_large',
      });
    }
    const now = new Date();
    for (const l of levels) {
      await this.db
        .insert(sbStock)
        .values({
          platform: this.platform,
          seller_id: sellerId,
          sku: l.sku,
          quantity: l.quantity,
          updated_at: now,
        })
        .onConflictDoUpdate({
          target: [sbStock.platform, sbStock.seller_id, sbStock.sku],
          set: { quantity: l.quantity, updated_at: now },
        });
    }
    return levels.map((l) => ({ sku: l.sku }));
  }
}

/** The sandbox control's actions (POST /sandbox/marketplace/control). */
export type SandboxAction =
  | { action: 'refuse' | 'fail'; call: SandboxCall; count: number; message?: string }
  | { action: 'delay'; call: SandboxCall; seconds: number }
  | { action: 'rate_limit'; seconds: number }
  | { action: 'expire_token' }
  | { action: 'revoke' }
  | { action: 'place_order'; items?: { sku: string; quantity: number }[] }
  | { action: 'cancel_order'; order_id: string };

/** Runs a control action on a sandbox seller; false when there is no such seller. */
export async function sandboxControl(
  db: Db,
  platform: Platform,
  sellerId: string,
  act: SandboxAction,
): Promise<Record<string, unknown> | false> {
  const where = and(eq(sbSellers.platform, platform), eq(sbSellers.seller_id, sellerId));
  const [seller] = await db.select().from(sbSellers).where(where);
  if (!seller) return false;
  switch (act.action) {
    case 'refuse':
    case 'fail': {
      const behaviour = seller.behaviour as Behaviour;
      const rule = { ...behaviour[act.call], [act.action]: act.count, message: act.message };
      await db
        .update(sbSellers)
        .set({ behaviour: { ...behaviour, [act.call]: rule } })
        .where(where);
      return { ok: true };
    }
    case 'delay': {
      const behaviour = seller.behaviour as Behaviour;
      const rule = { ...behaviour[act.call], delayMs: act.seconds * 1000 };
      await db
        .update(sbSellers)
        .set({ behaviour: { ...behaviour, [act.call]: rule } })
        .where(where);
      return { ok: true };
    }
    case 'rate_limit':
      await db
        .update(sbSellers)
        .set({ rate_limited_until: new Date(Date.now() + act.seconds * 1000) })
        .where(where);
      return { ok: true };
    case 'expire_token':
      await db
        .update(sbSellers)
        .set({ access_expires_at: new Date(0) })
        .where(where);
      return { ok: true };
    case 'revoke':
      await db.update(sbSellers).set({ revoked: true }).where(where);
      return { ok: true };
    case 'place_order':
      return {
        order_id: await new SandboxMarketplace(platform, db).placeOrder(sellerId, act.items),
      };
    case 'cancel_order': {
      const done = await db
        .update(sbOrders)
        .set({ status: 'cancelled', updated_at: new Date() })
        .where(
          and(
            eq(sbOrders.platform, platform),
            eq(sbOrders.seller_id, sellerId),
            eq(sbOrders.order_id, act.order_id),
          ),
        )
        .returning({ id: sbOrders.order_id });
      return done.length ? { ok: true } : false;
    }
  }
}

/** What the sandbox holds of a seller: tokens' state, orders with what was sent back, stock. */
export async function sandboxState(db: Db, platform: Platform, sellerId: string) {
  const [seller] = await db
    .select({
      access_expires_at: sbSellers.access_expires_at,
      revoked: sbSellers.revoked,
      order_seq: sbSellers.order_seq,
      behaviour: sbSellers.behaviour,
    })
    .from(sbSellers)
    .where(and(eq(sbSellers.platform, platform), eq(sbSellers.seller_id, sellerId)));
  if (!seller) return undefined;
  const orders = await db
    .select({
      id: sbOrders.order_id,
      status: sbOrders.status,
      tracking_no: sbOrders.tracking_no,
      carrier: sbOrders.carrier,
      updated_at: sbOrders.updated_at,
    })
    .from(sbOrders)
    .where(and(eq(sbOrders.platform, platform), eq(sbOrders.seller_id, sellerId)))
    .orderBy(asc(sbOrders.created_at));
  const stock = await db
    .select({ sku: sbStock.sku, quantity: sbStock.quantity, updated_at: sbStock.updated_at })
    .from(sbStock)
    .where(and(eq(sbStock.platform, platform), eq(sbStock.seller_id, sellerId)))
    .orderBy(asc(sbStock.sku));
  return { seller, orders, stock };
}
