import { z } from 'zod';
import type { MarketplaceDriver, MarketplaceOrder, MarketplaceTokens } from './marketplace';
import { postJson, sha256 } from './marketplace.http';

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
