import { z } from 'zod';
import { MarketplaceError } from './marketplaceError';
import type {
  MarketplaceDriver,
  MarketplaceOrder,
  MarketplaceOrderStatus,
  MarketplaceTokens,
  Shipment,
  StockLevel,
  StockPushResult,
} from './marketplace';
import {
  type DriverOptions,
  parseReply,
  MarketplaceHttp,
  PORTAL_CODES,
  sha256,
  shopeeBodyError,
  SKU_NOT_LISTED,
  thaiPhone,
  refreshRefusal,
} from './marketplace.http';

const DAY = 24 * 60 * 60;
/** get_order_list: at most 15 days between time_from and time_to, 100 orders a page. */
const MAX_RANGE = 15 * DAY;
const PAGE = 100;
/** Pages of one window before it is halved (5,000 orders changed in it). */
const MAX_PAGES = 50;
/** get_order_detail and get_item_base_info: 50 of a call. */
const BATCH = 50;
/** get_item_list pages read for the SKU map (10,000 listings). */
const MAX_ITEM_PAGES = 100;
/** How long the SKU → item/model map of a seller is kept. */
const SKU_MAP_MS = 10 * 60 * 1000;

const STATUS: Record<string, MarketplaceOrderStatus> = {
  UNPAID: 'pending',
  READY_TO_SHIP: 'ready_to_ship',
  PROCESSED: 'ready_to_ship',
  RETRY_SHIP: 'ready_to_ship',
  SHIPPED: 'shipped',
  TO_CONFIRM_RECEIVE: 'shipped',
  COMPLETED: 'delivered',
  CANCELLED: 'cancelled',
  IN_CANCEL: 'cancelled',
  TO_RETURN: 'cancelled',
};
/** Shipment arranged already: a retried `ship` has nothing left to tell. */
const ARRANGED = new Set(['PROCESSED', 'SHIPPED', 'TO_CONFIRM_RECEIVE', 'COMPLETED']);

const str = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

const tokenReply = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expire_in: z.number(),
});
const listReply = z.object({
  response: z.object({
    more: z.boolean().optional(),
    next_cursor: str,
    order_list: z.array(z.object({ order_sn: z.string() })).nullish(),
  }),
});
const detailRow = z.object({
  order_sn: z.string(),
  order_status: str,
  create_time: z.number(),
  update_time: z.number(),
  cod: z.boolean().optional(),
  message_to_seller: str,
  note: str,
  recipient_address: z
    .object({
      name: str,
      phone: str,
      town: str,
      district: str,
      city: str,
      state: str,
      zipcode: str,
      full_address: str,
    })
    .optional(),
  item_list: z
    .array(
      z.object({
        item_sku: str,
        model_sku: str,
        model_quantity_purchased: z.number().optional(),
      }),
    )
    .nullish(),
});
const detailReply = z.object({
  response: z.object({ order_list: z.array(detailRow).nullish() }),
});
const itemListReply = z.object({
  response: z.object({
    item: z.array(z.object({ item_id: z.number() })).nullish(),
    has_next_page: z.boolean().optional(),
    next_offset: z.number().optional(),
  }),
});
const baseInfoReply = z.object({
  response: z.object({
    item_list: z
      .array(z.object({ item_id: z.number(), item_sku: str, has_model: z.boolean().optional() }))
      .nullish(),
  }),
});
const modelReply = z.object({
  response: z.object({
    model: z.array(z.object({ model_id: z.number(), model_sku: str })).nullish(),
  }),
});
const stockReply = z.object({
  response: z
    .object({
      failure_list: z
        .array(z.object({ model_id: z.number().optional(), failed_reason: str }))
        .nullish(),
    })
    .optional(),
});

/** Where a SKU is listed on Shopee: an item, and its model when the item has variations. */
interface Listing {
  item_id: number;
  model_id?: number;
}

/**
 * Shopee Open Platform v2, on when SHOPEE_PARTNER_ID and SHOPEE_PARTNER_KEY are set
 * (SHOPEE_API_URL default https://partner.shopeemobile.com). Every request is signed as the
 * platform documents: HMAC-SHA256 with the partner key of partner id + API path + timestamp
 * (seconds), then access token + shop id for a shop's calls; lower-case hex.
 * - `refresh`: /api/v2/auth/access_token/get, which answers a NEW refresh token each time (the
 *   old one stops working): the caller keeps the tokens it returns.
 * - `orders`: /api/v2/order/get_order_list by update_time (at most 15 days from `since`, the
 *   range Shopee allows; a later pull goes on from there), 100 a page by cursor, then
 *   /api/v2/order/get_order_detail 50 orders a call.
 * - `ship`: /api/v2/logistics/ship_order with `non_integrated.tracking_number` (a carrier
 *   outside Shopee's integrated logistics), after get_order_detail says the order can ship.
 * - `pushStock`: /api/v2/product/update_stock per item (its models together); SKUs are found
 *   through get_item_list, get_item_base_info (item_sku) and get_model_list (model_sku), kept
 *   10 minutes per seller; a SKU Shopee does not list answers "SKU not listed".
 * Written from the platform's documentation; never reached Shopee from here.
 */
export class ShopeeMarketplace implements MarketplaceDriver {
  readonly platform = 'shopee';
  readonly sandbox = false;
  readonly stockBatch = 50;
  private readonly http: MarketplaceHttp;
  private readonly now: () => number;
  private readonly skuMaps = new Map<string, { at: number; skus: Map<string, Listing[]> }>();

  constructor(
    private readonly cfg: { partnerId: string; partnerKey: string; apiUrl: string },
    opts: DriverOptions = {},
  ) {
    this.http = new MarketplaceHttp(shopeeBodyError, opts);
    this.now = opts.now ?? Date.now;
  }

  /** The signed address of a call; `shop` = [access token, shop id] for a shop's calls. */
  url(path: string, params: Record<string, string | string[]> = {}, shop?: [string, string]) {
    const timestamp = String(Math.floor(this.now() / 1000));
    const base = `${this.cfg.partnerId}${path}${timestamp}${shop ? shop.join('') : ''}`;
    const q = new URLSearchParams({
      partner_id: this.cfg.partnerId,
      timestamp,
      sign: sha256(this.cfg.partnerKey, base),
    });
    if (shop) {
      q.set('access_token', shop[0]);
      q.set('shop_id', shop[1]);
    }
    for (const [k, v] of Object.entries(params))
      for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
    return `${this.cfg.apiUrl}${path}?${q}`;
  }

  private get(path: string, params: Record<string, string | string[]>, shop: [string, string]) {
    return this.http.call({ url: this.url(path, params, shop) });
  }

  private post(path: string, json: unknown, shop?: [string, string]) {
    return this.http.call({ url: this.url(path, {}, shop), method: 'POST', json });
  }

  loginUrl(_state: string, redirectUri: string) {
    // Shopee returns to the redirect as given, with code and shop_id: the state rides in it.
    return this.url('/api/v2/shop/auth_partner', { redirect: redirectUri });
  }

  private tokensOf(reply: z.infer<typeof tokenReply>): MarketplaceTokens {
    return {
      access_token: reply.access_token,
      refresh_token: reply.refresh_token,
      expires_at: this.now() + reply.expire_in * 1000,
    };
  }

  async exchange(code: string, shopeeShopId?: string) {
    if (!shopeeShopId || !/^\d+$/.test(shopeeShopId)) return null;
    let body: unknown;
    try {
      body = await this.post('/api/v2/auth/token/get', {
        code,
        shop_id: Number(shopeeShopId),
        partner_id: Number(this.cfg.partnerId),
      });
    } catch (err) {
      if (err instanceof MarketplaceError && (err.kind === 'refused' || err.kind === 'auth'))
        return null;
      throw err;
    }
    const reply = tokenReply.safeParse(body);
    if (!reply.success) return null;
    return { seller_id: shopeeShopId, tokens: this.tokensOf(reply.data) };
  }

  async refresh(sellerId: string, tokens: MarketplaceTokens): Promise<MarketplaceTokens> {
    if (!tokens.refresh_token)
      throw new MarketplaceError('refused', 'no refresh token', {
        code: PORTAL_CODES.refresh_refused,
      });
    let body: unknown;
    try {
      body = await this.post('/api/v2/auth/access_token/get', {
        refresh_token: tokens.refresh_token,
        shop_id: Number(sellerId),
        partner_id: Number(this.cfg.partnerId),
      });
    } catch (err) {
      // Shopee will not refresh (expired after 30 days, revoked): the owner connects again.
      throw refreshRefusal(err);
    }
    const reply = tokenReply.safeParse(body);
    if (!reply.success)
      throw new MarketplaceError(
        'unavailable',
        '/api/v2/auth/access_token/get: no tokens in reply',
      );
    return this.tokensOf(reply.data);
  }

  /** The order numbers changed in [from, to] (seconds); `complete` false past MAX_PAGES. */
  private async changed(shop: [string, string], from: number, to: number) {
    const sns: string[] = [];
    let cursor = '';
    for (let page = 0; page < MAX_PAGES; page++) {
      const r = parseReply(
        listReply,
        await this.get(
          '/api/v2/order/get_order_list',
          {
            time_range_field: 'update_time',
            time_from: String(from),
            time_to: String(to),
            page_size: String(PAGE),
            cursor,
          },
          shop,
        ),
      ).response;
      sns.push(...(r.order_list ?? []).map((o) => o.order_sn));
      if (!r.more || !r.next_cursor) return { sns, complete: true };
      cursor = r.next_cursor;
    }
    return { sns, complete: false };
  }

  async orders(
    sellerId: string,
    tokens: MarketplaceTokens,
    opts: { since: Date; skus: string[] },
  ): Promise<{ orders: MarketplaceOrder[]; until: Date }> {
    const shop: [string, string] = [tokens.access_token, sellerId];
    const now = Math.floor(this.now() / 1000);
    const from = Math.floor(opts.since.getTime() / 1000);
    let to = Math.max(from, Math.min(now, from + MAX_RANGE));
    let listed = await this.changed(shop, from, to);
    // Too many changes in the window to page through: a shorter one, the rest next pull.
    while (!listed.complete && to - from > 60) {
      to = from + Math.floor((to - from) / 2);
      listed = await this.changed(shop, from, to);
    }
    const sns = [...new Set(listed.sns)];
    const rows: z.infer<typeof detailRow>[] = [];
    for (let i = 0; i < sns.length; i += BATCH) {
      const r = parseReply(
        detailReply,
        await this.get(
          '/api/v2/order/get_order_detail',
          {
            order_sn_list: sns.slice(i, i + BATCH).join(','),
            response_optional_fields: 'recipient_address,item_list,note',
          },
          shop,
        ),
      ).response;
      rows.push(...(r.order_list ?? []));
    }
    const orders = rows
      .map((o): MarketplaceOrder => {
        const a = o.recipient_address;
        const [first = '', ...rest] = (a?.name ?? '').trim().split(/\s+/);
        const counted = new Map<string, number>();
        for (const it of o.item_list ?? []) {
          const sku = (it.model_sku || it.item_sku).trim();
          if (sku) counted.set(sku, (counted.get(sku) ?? 0) + (it.model_quantity_purchased ?? 1));
        }
        return {
          id: o.order_sn,
          created_at: new Date(o.create_time * 1000),
          updated_at: new Date(o.update_time * 1000),
          status: STATUS[o.order_status] ?? 'pending',
          buyer: {
            first_name: first,
            last_name: rest.join(' ') || '-',
            phone: thaiPhone(a?.phone ?? ''),
            email: 'shopee-buyer@example.com',
            address: a?.full_address ?? '',
            province: a?.state ?? '',
            district: a?.city ?? '',
            subdistrict: a?.district || a?.town || '',
            postcode: a?.zipcode ?? '',
          },
          items: [...counted].map(([sku, quantity]) => ({ sku, quantity })),
          cod: o.cod ?? false,
          express: false,
          remark: [o.message_to_seller, o.note].filter(Boolean).join(' / '),
        };
      })
      .sort((x, y) => x.updated_at.getTime() - y.updated_at.getTime());
    // A window cut short of now was read whole: the next pull starts at its end.
    let until = to < now ? new Date(to * 1000) : opts.since;
    for (const o of orders) if (o.updated_at > until) until = o.updated_at;
    return { orders, until };
  }

  async ship(sellerId: string, tokens: MarketplaceTokens, shipment: Shipment): Promise<void> {
    const shop: [string, string] = [tokens.access_token, sellerId];
    const detail = parseReply(
      detailReply,
      await this.get('/api/v2/order/get_order_detail', { order_sn_list: shipment.order_id }, shop),
    ).response.order_list?.[0];
    if (detail && STATUS[detail.order_status] === 'cancelled')
      throw new MarketplaceError('refused', `order ${shipment.order_id} is cancelled on Shopee`, {
        code: PORTAL_CODES.order_cancelled,
      });
    if (detail && ARRANGED.has(detail.order_status)) return;
    // The carrier is the shop's non-integrated channel on Shopee: only the number is sent.
    await this.post(
      '/api/v2/logistics/ship_order',
      { order_sn: shipment.order_id, non_integrated: { tracking_number: shipment.tracking_no } },
      shop,
    );
  }

  /** Where each SKU of the seller is listed (items and their models), kept 10 minutes. */
  private async listings(shop: [string, string]): Promise<Map<string, Listing[]>> {
    const kept = this.skuMaps.get(shop[1]);
    if (kept && this.now() - kept.at < SKU_MAP_MS) return kept.skus;
    const itemIds: number[] = [];
    let offset = 0;
    for (let page = 0; page < MAX_ITEM_PAGES; page++) {
      const r = parseReply(
        itemListReply,
        await this.get(
          '/api/v2/product/get_item_list',
          {
            offset: String(offset),
            page_size: String(PAGE),
            item_status: ['NORMAL', 'UNLIST'],
          },
          shop,
        ),
      ).response;
      itemIds.push(...(r.item ?? []).map((it) => it.item_id));
      if (!r.has_next_page || r.next_offset === undefined) break;
      offset = r.next_offset;
    }
    const skus = new Map<string, Listing[]>();
    const add = (sku: string, listing: Listing) => {
      const key = sku.trim();
      if (key) skus.set(key, [...(skus.get(key) ?? []), listing]);
    };
    for (let i = 0; i < itemIds.length; i += BATCH) {
      const r = parseReply(
        baseInfoReply,
        await this.get(
          '/api/v2/product/get_item_base_info',
          { item_id_list: itemIds.slice(i, i + BATCH).join(',') },
          shop,
        ),
      ).response;
      for (const item of r.item_list ?? []) {
        if (!item.has_model) {
          add(item.item_sku, { item_id: item.item_id });
          continue;
        }
        const models = parseReply(
          modelReply,
          await this.get('/api/v2/product/get_model_list', { item_id: String(item.item_id) }, shop),
        ).response.model;
        for (const m of models ?? [])
          add(m.model_sku, { item_id: item.item_id, model_id: m.model_id });
      }
    }
    this.skuMaps.set(shop[1], { at: this.now(), skus });
    return skus;
  }

  async pushStock(
    sellerId: string,
    tokens: MarketplaceTokens,
    levels: StockLevel[],
  ): Promise<StockPushResult[]> {
    if (!levels.length) return [];
    if (levels.length > this.stockBatch)
      throw new RangeError(`at most ${this.stockBatch} SKUs a call (${levels.length})`);
    const shop: [string, string] = [tokens.access_token, sellerId];
    const listed = await this.listings(shop);
    const errors = new Map<string, string>();
    // One update_stock call per item, with its models that carry the SKUs.
    const byItem = new Map<number, { sku: string; model_id?: number; stock: number }[]>();
    for (const l of levels) {
      const where = listed.get(l.sku.trim());
      if (!where) {
        errors.set(l.sku, SKU_NOT_LISTED);
        continue;
      }
      for (const w of where)
        byItem.set(w.item_id, [
          ...(byItem.get(w.item_id) ?? []),
          { sku: l.sku, model_id: w.model_id, stock: Math.max(0, Math.floor(l.quantity)) },
        ]);
    }
    for (const [itemId, entries] of byItem) {
      let body: unknown;
      try {
        body = await this.post(
          '/api/v2/product/update_stock',
          {
            item_id: itemId,
            stock_list: entries.map((e) => ({
              ...(e.model_id === undefined ? {} : { model_id: e.model_id }),
              seller_stock: [{ stock: e.stock }],
            })),
          },
          shop,
        );
      } catch (err) {
        // Shopee refused this item (deleted, under review): its SKUs say why; the others go on.
        if (!(err instanceof MarketplaceError) || err.kind !== 'refused') throw err;
        for (const e of entries) if (!errors.has(e.sku)) errors.set(e.sku, err.message);
        continue;
      }
      for (const f of parseReply(stockReply, body).response?.failure_list ?? []) {
        const e = entries.find((x) => (x.model_id ?? 0) === (f.model_id ?? 0));
        if (e && !errors.has(e.sku)) errors.set(e.sku, f.failed_reason || 'refused');
      }
    }
    return levels.map((l) => {
      const error = errors.get(l.sku);
      return error === undefined ? { sku: l.sku } : { sku: l.sku, error };
    });
  }
}
