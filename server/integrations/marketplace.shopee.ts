import { z } from 'zod';
import type { MarketplaceDriver, MarketplaceOrder, MarketplaceTokens } from './marketplace';
import { postJson, sha256 } from './marketplace.http';

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
