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
  lazadaBodyError,
  MarketplaceHttp,
  PORTAL_CODES,
  sha256,
  SKU_NOT_LISTED,
  thaiPhone,
  refreshRefusal,
} from './marketplace.http';

/** Lazada's authorisation service, the same for every country. */
export const LAZADA_AUTH_URL = 'https://auth.lazada.com/rest';
/** GetOrders answers at most 100 orders a page, and skips at most 5,000 (its offset's limit). */
const PAGE = 100;
const MAX_OFFSET = 5_000;
/** GetMultipleOrderItems: the orders of one call. */
const ITEMS_BATCH = 50;

/** Where an order item stands on Lazada, in the portal's words (unknown ones are pending). */
const STATUS: Record<string, MarketplaceOrderStatus> = {
  unpaid: 'pending',
  pending: 'pending',
  repacked: 'pending',
  topack: 'pending',
  packed: 'ready_to_ship',
  ready_to_ship: 'ready_to_ship',
  ready_to_ship_pending: 'ready_to_ship',
  toship: 'ready_to_ship',
  shipped: 'shipped',
  delivered: 'delivered',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  returned: 'cancelled',
  failed: 'cancelled',
  failed_delivery: 'cancelled',
  shipped_back: 'cancelled',
  lost_by_3pl: 'cancelled',
  damaged_by_3pl: 'cancelled',
};
const PROGRESS: MarketplaceOrderStatus[] = ['pending', 'ready_to_ship', 'shipped', 'delivered'];
const statusOf = (s: string) => STATUS[s.toLowerCase()] ?? 'pending';

/**
 * An order's status from its items' (Lazada has none of its own): cancelled when every item is,
 * else the least advanced of the others (an order is shipped once all its live items are).
 */
function orderStatus(statuses: string[]): MarketplaceOrderStatus {
  const live = statuses.map(statusOf).filter((s) => s !== 'cancelled');
  if (!statuses.length) return 'pending';
  if (!live.length) return 'cancelled';
  return PROGRESS[Math.min(...live.map((s) => PROGRESS.indexOf(s)))];
}

/** Lazada's "2024-05-01 10:12:26 +0700" (or ISO 8601) as a Date. */
export function lazadaDate(text: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
    text.trim(),
  );
  if (!m) return new Date(text);
  const zone = !m[3] ? '+07:00' : m[3] === 'Z' ? 'Z' : `${m[3].slice(0, 3)}:${m[3].slice(-2)}`;
  return new Date(`${m[1]}T${m[2]}${zone}`);
}

/** A time as Lazada's filters take it: ISO 8601 in Thailand's time, to the second. */
export const lazadaTime = (d: Date) =>
  `${new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;

const id = z.union([z.string(), z.number()]).transform(String);
const str = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

const tokenReply = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  country_user_info: z.array(z.object({ seller_id: id })).optional(),
});

const orderRow = z.object({
  order_id: id,
  created_at: z.string(),
  updated_at: z.string(),
  statuses: z.array(z.string()).optional(),
  payment_method: str,
  remarks: str,
  address_shipping: z
    .object({
      first_name: str,
      last_name: str,
      phone: str,
      phone2: str,
      address1: str,
      address2: str,
      address3: str,
      address4: str,
      address5: str,
      post_code: str,
    })
    .optional(),
});
const ordersReply = z.object({
  data: z.object({ orders: z.array(orderRow).nullish(), countTotal: z.number().optional() }),
});

const orderItem = z.object({
  order_item_id: id,
  sku: str,
  status: str,
  package_id: str,
  shipping_type: str,
});
const itemsReply = z.object({
  data: z.array(z.object({ order_id: id, order_items: z.array(orderItem).nullish() })).nullish(),
});

/** The `result.data` of the fulfilment calls (or a `data` at the top, as others answer). */
const dataOf = (body: unknown): unknown => {
  const b = body as { result?: { data?: unknown }; data?: unknown } | null;
  return b?.result?.data ?? b?.data;
};
const providersReply = z.object({
  platform_default: z.union([z.number(), z.string()]).optional(),
  shipping_allocate_type: z.string().optional(),
  shipment_providers: z
    .array(z.object({ name: str, provider_code: str }))
    .nullish()
    .transform((v) => v ?? []),
});
const itemResult = z.object({
  item_err_code: z.union([z.string(), z.number()]).transform(String).optional(),
  msg: str,
  package_id: str,
});
const packReply = z.object({
  pack_order_list: z.array(z.object({ order_item_list: z.array(itemResult) })).nullish(),
});
const rtsReply = z.object({ packages: z.array(itemResult).nullish() });
const stockErrors = z.object({
  detail: z.array(z.object({ seller_sku: str, message: str, field: str })).optional(),
});

/** "Flash Express" and "FLASH-EXPRESS" are one carrier. */
const carrierKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9ก-๙]/g, '');

const xml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/**
 * Lazada Open Platform, on when LAZADA_APP_KEY and LAZADA_APP_SECRET are set (LAZADA_API_URL:
 * the country's REST address, default https://api.lazada.co.th/rest; authorisation at
 * https://auth.lazada.com/rest). Every request is signed as the platform documents
 * (sign_method sha256: the API path then every parameter but `sign`, sorted by name, as
 * name+value; HMAC-SHA256 with the app secret, upper-case hex; `timestamp` in milliseconds).
 * - `refresh`: /auth/token/refresh; a refusal is MarketplaceError `refused` (connect again).
 * - `orders`: /orders/get by `update_after`, oldest change first, 100 a page up to Lazada's
 *   5,000 offset, then /orders/items/get 50 orders a call; an order's status is its items'.
 * - `ship`: the fulfilment flow Lazada documents since its old /order/pack and /order/rts were
 *   retired (April 2023): /order/items/get, /order/shipment/providers/get (the provider named
 *   like the shipment's carrier, else Lazada's own choice), /order/fulfill/pack (dropship),
 *   /order/package/rts. Lazada's logistics number the parcel: these calls carry no tracking
 *   number of the seller's. A retry after a pack that went through only sends the RTS.
 * - `pushStock`: /product/stock/sellable/update, 50 SellerSku a call, errors per SKU from the
 *   reply's `detail`.
 * Written from the platform's documentation; never reached Lazada from here.
 */
export class LazadaMarketplace implements MarketplaceDriver {
  readonly platform = 'lazada';
  readonly sandbox = false;
  readonly stockBatch = 50;
  private readonly http: MarketplaceHttp;
  private readonly now: () => number;

  constructor(
    private readonly cfg: { appKey: string; appSecret: string; apiUrl: string },
    opts: DriverOptions = {},
  ) {
    this.http = new MarketplaceHttp(lazadaBodyError, opts);
    this.now = opts.now ?? Date.now;
  }

  /** The request's parameters with the system ones and the signature. */
  signed(path: string, params: Record<string, string>): URLSearchParams {
    const all: Record<string, string> = {
      ...params,
      app_key: this.cfg.appKey,
      timestamp: String(this.now()),
      sign_method: 'sha256',
    };
    const names = Object.keys(all)
      .filter((k) => all[k] !== '')
      .sort();
    const text = path + names.map((k) => `${k}${all[k]}`).join('');
    const q = new URLSearchParams();
    for (const k of names) q.set(k, all[k]);
    q.set('sign', sha256(this.cfg.appSecret, text).toUpperCase());
    return q;
  }

  private get(path: string, tokens: MarketplaceTokens, params: Record<string, string>) {
    const q = this.signed(path, { ...params, access_token: tokens.access_token });
    return this.http.call({ url: `${this.cfg.apiUrl}${path}?${q}` });
  }

  private post(
    path: string,
    tokens: MarketplaceTokens | undefined,
    params: Record<string, string>,
    opts: { base?: string; platformErrors?: boolean } = {},
  ) {
    const all = tokens ? { ...params, access_token: tokens.access_token } : params;
    return this.http.call(
      {
        url: `${opts.base ?? this.cfg.apiUrl}${path}`,
        method: 'POST',
        form: this.signed(path, all),
      },
      { platformErrors: opts.platformErrors },
    );
  }

  loginUrl(state: string, redirectUri: string) {
    const q = new URLSearchParams({
      response_type: 'code',
      force_auth: 'true',
      redirect_uri: redirectUri,
      client_id: this.cfg.appKey,
      state,
    });
    return `https://auth.lazada.com/oauth/authorize?${q}`;
  }

  private tokensOf(reply: z.infer<typeof tokenReply>, previous?: MarketplaceTokens) {
    return {
      access_token: reply.access_token,
      refresh_token: reply.refresh_token ?? previous?.refresh_token,
      expires_at: reply.expires_in ? this.now() + reply.expires_in * 1000 : undefined,
    };
  }

  async exchange(code: string) {
    let body: unknown;
    try {
      body = await this.post('/auth/token/create', undefined, { code }, { base: LAZADA_AUTH_URL });
    } catch (err) {
      if (err instanceof MarketplaceError && (err.kind === 'refused' || err.kind === 'auth'))
        return null;
      throw err;
    }
    const reply = tokenReply.safeParse(body);
    const seller = reply.success ? reply.data.country_user_info?.[0] : undefined;
    if (!reply.success || !seller) return null;
    return { seller_id: seller.seller_id, tokens: this.tokensOf(reply.data) };
  }

  async refresh(_sellerId: string, tokens: MarketplaceTokens): Promise<MarketplaceTokens> {
    if (!tokens.refresh_token)
      throw new MarketplaceError('refused', 'no refresh token', {
        code: PORTAL_CODES.refresh_refused,
      });
    let body: unknown;
    try {
      body = await this.post(
        '/auth/token/refresh',
        undefined,
        { refresh_token: tokens.refresh_token },
        { base: LAZADA_AUTH_URL },
      );
    } catch (err) {
      // Lazada will not refresh (a revoked or expired refresh token): the owner connects again.
      throw refreshRefusal(err);
    }
    const reply = tokenReply.safeParse(body);
    if (!reply.success)
      throw new MarketplaceError('unavailable', '/auth/token/refresh: no access token in reply');
    return this.tokensOf(reply.data, tokens);
  }

  async orders(
    _sellerId: string,
    tokens: MarketplaceTokens,
    opts: { since: Date; skus: string[] },
  ): Promise<{ orders: MarketplaceOrder[]; until: Date }> {
    const rows: z.infer<typeof orderRow>[] = [];
    for (let offset = 0; offset <= MAX_OFFSET - PAGE; offset += PAGE) {
      const page = parseReply(
        ordersReply,
        await this.get('/orders/get', tokens, {
          update_after: lazadaTime(opts.since),
          sort_by: 'updated_at',
          sort_direction: 'ASC',
          offset: String(offset),
          limit: String(PAGE),
        }),
        '/orders/get',
      ).data;
      const list = page.orders ?? [];
      rows.push(...list);
      if (list.length < PAGE || (page.countTotal !== undefined && rows.length >= page.countTotal))
        break;
    }
    const items = new Map<string, z.infer<typeof orderItem>[]>();
    const ids = [...new Set(rows.map((o) => o.order_id))];
    for (let i = 0; i < ids.length; i += ITEMS_BATCH) {
      const batch = ids.slice(i, i + ITEMS_BATCH);
      const json = `[${batch.map((v) => (/^\d+$/.test(v) ? v : JSON.stringify(v))).join(',')}]`;
      const reply = parseReply(
        itemsReply,
        await this.get('/orders/items/get', tokens, { order_ids: json }),
      );
      for (const o of reply.data ?? []) items.set(o.order_id, o.order_items ?? []);
    }
    let until = opts.since;
    const orders = rows.map((o): MarketplaceOrder => {
      const lines = items.get(o.order_id) ?? [];
      const updated = lazadaDate(o.updated_at);
      if (updated > until) until = updated;
      // Each unit is an item of its own; a cancelled unit is not shipped, unless all are.
      const live = lines.filter((it) => statusOf(it.status) !== 'cancelled');
      const counted = new Map<string, number>();
      for (const it of live.length ? live : lines)
        if (it.sku) counted.set(it.sku, (counted.get(it.sku) ?? 0) + 1);
      const a = o.address_shipping;
      return {
        id: o.order_id,
        created_at: lazadaDate(o.created_at),
        updated_at: updated,
        status: orderStatus(lines.length ? lines.map((it) => it.status) : (o.statuses ?? [])),
        buyer: {
          first_name: a?.first_name ?? '',
          last_name: a?.last_name || '-',
          phone: thaiPhone(a?.phone || a?.phone2 || ''),
          email: 'lazada-buyer@example.com',
          address: [a?.address1, a?.address2].filter(Boolean).join(' '),
          province: a?.address3 ?? '',
          district: a?.address4 ?? '',
          subdistrict: a?.address5 ?? '',
          postcode: a?.post_code ?? '',
        },
        items: [...counted].map(([sku, quantity]) => ({ sku, quantity })),
        cod: o.payment_method.toUpperCase() === 'COD',
        express: false,
        remark: o.remarks,
      };
    });
    return { orders, until };
  }

  async ship(_sellerId: string, tokens: MarketplaceTokens, shipment: Shipment): Promise<void> {
    const orderId = shipment.order_id;
    const raw = await this.get('/order/items/get', tokens, { order_id: orderId });
    const items =
      parseReply(z.object({ data: z.array(orderItem).nullish() }), raw, '/order/items/get').data ??
      [];
    const live = items.filter((it) => statusOf(it.status) !== 'cancelled');
    if (!live.length)
      throw new MarketplaceError('refused', `order ${orderId} is cancelled on Lazada`, {
        code: PORTAL_CODES.order_cancelled,
      });
    const toPack = live.filter((it) => statusOf(it.status) === 'pending');
    const packages = new Set(
      live.filter((it) => it.status === 'packed' && it.package_id).map((it) => it.package_id),
    );
    if (toPack.length) {
      const itemIds = toPack.map((it) => it.order_item_id);
      const providers = parseReply(
        providersReply,
        dataOf(
          await this.get('/order/shipment/providers/get', tokens, {
            getShipmentProvidersReq: JSON.stringify({
              orders: [{ order_id: orderId, order_item_ids: itemIds }],
            }),
          }),
        ),
        '/order/shipment/providers/get',
      );
      const wanted = carrierKey(shipment.carrier);
      const chosen = providers.shipment_providers.find((p) => {
        const key = carrierKey(p.name);
        return key !== '' && wanted !== '' && (key.includes(wanted) || wanted.includes(key));
      });
      if (
        !chosen &&
        String(providers.platform_default) !== '1' &&
        providers.shipment_providers.length
      )
        throw new MarketplaceError(
          'refused',
          `Lazada offers no carrier "${shipment.carrier}" for order ${orderId}`,
          { code: PORTAL_CODES.carrier_not_offered },
        );
      const packed = parseReply(
        packReply,
        dataOf(
          await this.post('/order/fulfill/pack', tokens, {
            packReq: JSON.stringify({
              pack_order_list: [{ order_id: orderId, order_item_list: itemIds }],
              delivery_type: 'dropship',
              shipping_allocate_type: providers.shipping_allocate_type || 'TFS',
              ...(chosen?.provider_code ? { shipment_provider_code: chosen.provider_code } : {}),
            }),
          }),
        ),
        '/order/fulfill/pack',
      );
      for (const it of (packed.pack_order_list ?? []).flatMap((o) => o.order_item_list)) {
        if (it.item_err_code !== undefined && it.item_err_code !== '0')
          throw new MarketplaceError('refused', it.msg || `pack failed (${it.item_err_code})`, {
            code: it.item_err_code,
          });
        if (it.package_id) packages.add(it.package_id);
      }
    }
    // Every live item already ready to ship or further: nothing left to tell.
    if (!packages.size) return;
    const rts = parseReply(
      rtsReply,
      dataOf(
        await this.post('/order/package/rts', tokens, {
          readyToShipReq: JSON.stringify({
            packages: [...packages].map((package_id) => ({ package_id })),
          }),
        }),
      ),
      '/order/package/rts',
    );
    for (const p of rts.packages ?? [])
      if (p.item_err_code !== undefined && p.item_err_code !== '0')
        throw new MarketplaceError(
          'refused',
          p.msg || `ready to ship failed (${p.item_err_code})`,
          {
            code: p.item_err_code,
          },
        );
  }

  async pushStock(
    _sellerId: string,
    tokens: MarketplaceTokens,
    levels: StockLevel[],
  ): Promise<StockPushResult[]> {
    if (!levels.length) return [];
    if (levels.length > this.stockBatch)
      throw new RangeError(`at most ${this.stockBatch} SKUs a call (${levels.length})`);
    const skus = levels
      .map(
        (l) =>
          `<Sku><SellerSku>${xml(l.sku)}</SellerSku><SellableQuantity>${Math.max(0, Math.floor(l.quantity))}</SellableQuantity></Sku>`,
      )
      .join('');
    const body = await this.post(
      '/product/stock/sellable/update',
      tokens,
      { payload: `<Request><Product><Skus>${skus}</Skus></Product></Request>` },
      { platformErrors: false },
    );
    const failed = this.http.errorOf(body);
    if (!failed) return levels.map((l) => ({ sku: l.sku }));
    const detail = (stockErrors.safeParse(body).data?.detail ?? []).filter((d) => d.seller_sku);
    // An error of the whole call (a token, the rate limit) rather than of some SKUs.
    if (!detail.length || failed.kind !== 'refused') throw failed;
    const bySku = new Map(detail.map((d) => [d.seller_sku, d.message || d.field]));
    return levels.map((l) => {
      const error = bySku.get(l.sku);
      if (error === undefined) return { sku: l.sku };
      return { sku: l.sku, error: /not\s*(exist|found)/i.test(error) ? SKU_NOT_LISTED : error };
    });
  }
}
