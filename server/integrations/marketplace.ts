import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';

/**
 * The marketplaces a shop user connects (spec part 2 §2.5, §4.5, §7.5): Lazada and Shopee,
 * each an OAuth 2.0 authorisation (the user allows the portal on the marketplace, which
 * returns to /order-list with a one-time `code`) and an orders API. Two drivers each: the
 * sandbox (the default; its authorisation page is served by this server, its orders are
 * believable and deterministic) and the real one, configured by environment variables
 * (README "Marketplaces").
 */
export type Platform = 'lazada' | 'shopee';
export const PLATFORMS: readonly Platform[] = ['lazada', 'shopee'];

export interface MarketplaceTokens {
  access_token: string;
  refresh_token?: string;
  /** Milliseconds since the epoch. */
  expires_at?: number;
}

/** A marketplace order as the portal takes it in (a draft order of the connected shop). */
export interface MarketplaceOrder {
  /** The marketplace's order number (`sources_item_id`). */
  id: string;
  created_at: Date;
  buyer: {
    title?: string;
    first_name: string;
    last_name: string;
    phone: string;
    email: string;
    address: string;
    province: string;
    district: string;
    subdistrict: string;
    postcode: string;
  };
  /** Each line names the shop's product or set by its code (the marketplace SKU). */
  items: { sku: string; quantity: number }[];
  cod: boolean;
  express: boolean;
  remark: string;
}

export interface MarketplaceDriver {
  readonly platform: Platform;
  readonly sandbox: boolean;
  /** Where the user allows the portal; returns to `redirectUri` with `code` (and Shopee's `shop_id`). */
  loginUrl(state: string, redirectUri: string): string;
  /** The seller and tokens of a one-time code; `null` for a code the marketplace refuses. */
  exchange(
    code: string,
    shopeeShopId?: string,
  ): Promise<{ seller_id: string; tokens: MarketplaceTokens } | null>;
  /** The seller's recent orders; `skus` are the shop's codes (the sandbox sells those). */
  orders(sellerId: string, tokens: MarketplaceTokens, skus: string[]): Promise<MarketplaceOrder[]>;
}

// --- the sandbox -------------------------------------------------------------------------

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

/**
 * The SANDBOX marketplace: its authorisation page is this server's (marketplace.sandboxPage.ts),
 * whose Allow button returns a code `sandbox-<platform>-<16 hex>`; any such code of the platform
 * is good (the state, checked by the portal, is what binds the return to the user). Each seller
 * has six orders of the last six days, numbered so a seller's orders are always the same, of the
 * shop's own codes: the sync can be run again and again.
 */
export class SandboxMarketplace implements MarketplaceDriver {
  readonly sandbox = true;
  constructor(readonly platform: Platform) {}

  loginUrl(state: string, redirectUri: string) {
    const q = new URLSearchParams({ platform: this.platform, state, redirect_uri: redirectUri });
    return `${SANDBOX_MARKETPLACE_PATH}?${q}`;
  }

  async exchange(code: string, shopeeShopId?: string) {
    const m = SANDBOX_CODE.exec(code);
    if (!m || m[1] !== this.platform) return null;
    if (this.platform === 'shopee' && !/^\d{1,12}$/.test(shopeeShopId ?? '')) return null;
    const seller = this.platform === 'shopee' ? (shopeeShopId as string) : `LZ${m[2].slice(0, 8)}`;
    return { seller_id: seller, tokens: { access_token: `sandbox-access-${m[2]}` } };
  }

  async orders(sellerId: string, _tokens: MarketplaceTokens, skus: string[]) {
    if (!skus.length) return [];
    const seed = hashNumber(`${this.platform}:${sellerId}`);
    const day = 24 * 60 * 60 * 1000;
    const today = Math.floor(Date.now() / day) * day;
    return Array.from({ length: 6 }, (_, i): MarketplaceOrder => {
      const [title, first, last, subdistrict, district, province, postcode, address] =
        SANDBOX_BUYERS[(seed + i) % SANDBOX_BUYERS.length];
      const count = 1 + ((seed >> i) & 1);
      const items = Array.from({ length: count }, (_, k) => ({
        sku: skus[(seed + i * 3 + k) % skus.length],
        quantity: 1,
      })).filter((it, k, all) => all.findIndex((o) => o.sku === it.sku) === k);
      const number = String((seed % 900000) + 100000) + String(i + 1).padStart(4, '0');
      return {
        id: this.platform === 'shopee' ? `2611${number}` : `LZ${number}`,
        created_at: new Date(today - i * day + 10 * 60 * 60 * 1000),
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
    });
  }
}

// --- the real marketplaces ----------------------------------------------------------------

const sha256 = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

async function postJson(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/**
 * Lazada Open Platform, on when LAZADA_APP_KEY and LAZADA_APP_SECRET are set (LAZADA_API_URL:
 * the country's REST address, default https://api.lazada.co.th/rest). Requests are signed as
 * the platform documents (HMAC-SHA256 over the path and the sorted parameters). Written from
 * the platform's documentation; never reached Lazada from here.
 */
export class LazadaMarketplace implements MarketplaceDriver {
  readonly platform = 'lazada';
  readonly sandbox = false;
  constructor(private readonly cfg: { appKey: string; appSecret: string; apiUrl: string }) {}

  private signed(path: string, params: Record<string, string>) {
    const all: Record<string, string> = {
      ...params,
      app_key: this.cfg.appKey,
      timestamp: String(Date.now()),
      sign_method: 'sha256',
    };
    const text =
      path +
      Object.keys(all)
        .sort()
        .map((k) => `${k}${all[k]}`)
        .join('');
    return new URLSearchParams({ ...all, sign: sha256(this.cfg.appSecret, text).toUpperCase() });
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

  async exchange(code: string) {
    const q = this.signed('/auth/token/create', { code });
    const reply = z
      .object({
        access_token: z.string(),
        refresh_token: z.string().optional(),
        expires_in: z.number().optional(),
        country_user_info: z.array(z.object({ seller_id: z.union([z.string(), z.number()]) })),
      })
      .safeParse(
        await postJson(`https://auth.lazada.com/rest/auth/token/create?${q}`, { method: 'POST' }),
      );
    if (!reply.success || !reply.data.country_user_info[0]) return null;
    const r = reply.data;
    return {
      seller_id: String(r.country_user_info[0].seller_id),
      tokens: {
        access_token: r.access_token,
        refresh_token: r.refresh_token,
        expires_at: r.expires_in ? Date.now() + r.expires_in * 1000 : undefined,
      },
    };
  }

  async orders(_seller: string, tokens: MarketplaceTokens): Promise<MarketplaceOrder[]> {
    const since = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString();
    const list = (await postJson(
      `${this.cfg.apiUrl}/orders/get?${this.signed('/orders/get', { access_token: tokens.access_token, created_after: since })}`,
      { method: 'GET' },
    )) as { data?: { orders?: Record<string, unknown>[] } };
    const out: MarketplaceOrder[] = [];
    for (const o of list.data?.orders ?? []) {
      const id = String(o.order_id);
      const items = (await postJson(
        `${this.cfg.apiUrl}/order/items/get?${this.signed('/order/items/get', { access_token: tokens.access_token, order_id: id })}`,
        { method: 'GET' },
      )) as { data?: { sku?: string }[] };
      const a = (o.address_shipping ?? {}) as Record<string, string>;
      const skus = new Map<string, number>();
      for (const it of items.data ?? []) if (it.sku) skus.set(it.sku, (skus.get(it.sku) ?? 0) + 1);
      out.push({
        id,
        created_at: new Date(String(o.created_at)),
        buyer: {
          first_name: a.first_name ?? '',
          last_name: a.last_name ?? '-',
          phone: (a.phone ?? '').replace(/\D/g, '').slice(-10),
          email: 'lazada-buyer@example.com',
          address: [a.address1, a.address2].filter(Boolean).join(' '),
          province: a.address3 ?? '',
          district: a.address4 ?? '',
          subdistrict: a.address5 ?? '',
          postcode: a.post_code ?? '',
        },
        items: [...skus].map(([sku, quantity]) => ({ sku, quantity })),
        cod: String(o.payment_method).toUpperCase() === 'COD',
        express: false,
        remark: String(o.remarks ?? ''),
      });
    }
    return out;
  }
}

/**
 * Shopee Open Platform v2, on when SHOPEE_PARTNER_ID and SHOPEE_PARTNER_KEY are set
 * (SHOPEE_API_URL default https://partner.shopeemobile.com). Requests are signed as the
 * platform documents (HMAC-SHA256 of partner id, path, timestamp, and for shop calls the token
 * and shop id). Written from the platform's documentation; never reached Shopee from here.
 */
export class ShopeeMarketplace implements MarketplaceDriver {
  readonly platform = 'shopee';
  readonly sandbox = false;
  constructor(private readonly cfg: { partnerId: string; partnerKey: string; apiUrl: string }) {}

  private url(path: string, extra: Record<string, string> = {}, shop?: [string, string]) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const base = `${this.cfg.partnerId}${path}${timestamp}${shop ? shop.join('') : ''}`;
    const q = new URLSearchParams({
      partner_id: this.cfg.partnerId,
      timestamp,
      sign: sha256(this.cfg.partnerKey, base),
      ...(shop ? { access_token: shop[0], shop_id: shop[1] } : {}),
      ...extra,
    });
    return `${this.cfg.apiUrl}${path}?${q}`;
  }

  loginUrl(_state: string, redirectUri: string) {
    // Shopee returns to the redirect as given, with code and shop_id: the state rides in it.
    return this.url('/api/v2/shop/auth_partner', { redirect: redirectUri });
  }

  async exchange(code: string, shopeeShopId?: string) {
    if (!shopeeShopId) return null;
    const reply = z
      .object({ access_token: z.string(), refresh_token: z.string(), expire_in: z.number() })
      .safeParse(
        await postJson(this.url('/api/v2/auth/token/get'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            code,
            shop_id: Number(shopeeShopId),
            partner_id: Number(this.cfg.partnerId),
          }),
        }),
      );
    if (!reply.success) return null;
    return {
      seller_id: shopeeShopId,
      tokens: {
        access_token: reply.data.access_token,
        refresh_token: reply.data.refresh_token,
        expires_at: Date.now() + reply.data.expire_in * 1000,
      },
    };
  }

  async orders(seller: string, tokens: MarketplaceTokens): Promise<MarketplaceOrder[]> {
    const shop: [string, string] = [tokens.access_token, seller];
    const now = Math.floor(Date.now() / 1000);
    const list = (await postJson(
      this.url(
        '/api/v2/order/get_order_list',
        {
          time_range_field: 'create_time',
          time_from: String(now - 7 * 24 * 60 * 60),
          time_to: String(now),
          page_size: '50',
        },
        shop,
      ),
      { method: 'GET' },
    )) as { response?: { order_list?: { order_sn: string }[] } };
    const sns = (list.response?.order_list ?? []).map((o) => o.order_sn);
    if (!sns.length) return [];
    const detail = (await postJson(
      this.url(
        '/api/v2/order/get_order_detail',
        {
          order_sn_list: sns.join(','),
          response_optional_fields: 'recipient_address,item_list,cod,note,create_time',
        },
        shop,
      ),
      { method: 'GET' },
    )) as { response?: { order_list?: Record<string, unknown>[] } };
    return (detail.response?.order_list ?? []).map((o) => {
      const a = (o.recipient_address ?? {}) as Record<string, string>;
      const [first = '', ...rest] = String(a.name ?? '').split(' ');
      const items = (o.item_list ?? []) as {
        model_sku?: string;
        item_sku?: string;
        model_quantity_purchased?: number;
      }[];
      return {
        id: String(o.order_sn),
        created_at: new Date(Number(o.create_time) * 1000),
        buyer: {
          first_name: first,
          last_name: rest.join(' ') || '-',
          phone: String(a.phone ?? '')
            .replace(/\D/g, '')
            .slice(-10),
          email: 'shopee-buyer@example.com',
          address: String(a.full_address ?? ''),
          province: String(a.state ?? ''),
          district: String(a.city ?? ''),
          subdistrict: String(a.district ?? ''),
          postcode: String(a.zipcode ?? ''),
        },
        items: items.map((it) => ({
          sku: String(it.model_sku || it.item_sku || ''),
          quantity: Number(it.model_quantity_purchased ?? 1),
        })),
        cod: Boolean(o.cod),
        express: false,
        remark: String(o.note ?? ''),
      };
    });
  }
}

/** Environment of the real marketplace drivers (README "Marketplaces"). */
export interface MarketplaceConfig {
  lazada?: { appKey: string; appSecret: string; apiUrl: string };
  shopee?: { partnerId: string; partnerKey: string; apiUrl: string };
  /** MARKETPLACE_TOKEN_KEY: 32 bytes, base64 or hex, that encrypt the stored tokens. */
  tokenKey?: string;
}

export function marketplaceConfigFromEnv(env: NodeJS.ProcessEnv): MarketplaceConfig {
  return {
    lazada:
      env.LAZADA_APP_KEY && env.LAZADA_APP_SECRET
        ? {
            appKey: env.LAZADA_APP_KEY,
            appSecret: env.LAZADA_APP_SECRET,
            apiUrl: env.LAZADA_API_URL || 'https://api.lazada.co.th/rest',
          }
        : undefined,
    shopee:
      env.SHOPEE_PARTNER_ID && env.SHOPEE_PARTNER_KEY
        ? {
            partnerId: env.SHOPEE_PARTNER_ID,
            partnerKey: env.SHOPEE_PARTNER_KEY,
            apiUrl: env.SHOPEE_API_URL || 'https://partner.shopeemobile.com',
          }
        : undefined,
    tokenKey: env.MARKETPLACE_TOKEN_KEY || undefined,
  };
}

/** The driver of each platform: the real one when configured, else the sandbox. */
export function marketplaceDrivers(
  cfg: MarketplaceConfig = {},
): Record<Platform, MarketplaceDriver> {
  return {
    lazada: cfg.lazada ? new LazadaMarketplace(cfg.lazada) : new SandboxMarketplace('lazada'),
    shopee: cfg.shopee ? new ShopeeMarketplace(cfg.shopee) : new SandboxMarketplace('shopee'),
  };
}
