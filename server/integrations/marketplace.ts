import { LazadaMarketplace } from './marketplace.lazada';
import { SandboxMarketplace } from './marketplace.sandbox';
import { ShopeeMarketplace } from './marketplace.shopee';

export { SANDBOX_MARKETPLACE_PATH, SandboxMarketplace } from './marketplace.sandbox';

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

/** Environment of the real marketplace drivers (README "Marketplaces"). */
export interface MarketplaceConfig {
  lazada?: { appKey: string; appSecret: string; apiUrl: string };
  shopee?: { partnerId: string; partnerKey: string; apiUrl: string };
  /** MARKETPLACE_TOKEN_KEY: 32 bytes, base64 or hex, that encrypt the stored tokens. */
  tokenKey?: string;
}

/** A platform's two credentials when both are set, and its API address (else the default). */
const credentials = (
  id: string | undefined,
  secret: string | undefined,
  apiUrl: string | undefined,
  defaultUrl: string,
) => (id && secret ? { id, secret, apiUrl: apiUrl || defaultUrl } : undefined);

export function marketplaceConfigFromEnv(env: NodeJS.ProcessEnv): MarketplaceConfig {
  const lazada = credentials(
    env.LAZADA_APP_KEY,
    env.LAZADA_APP_SECRET,
    env.LAZADA_API_URL,
    'https://api.lazada.co.th/rest',
  );
  const shopee = credentials(
    env.SHOPEE_PARTNER_ID,
    env.SHOPEE_PARTNER_KEY,
    env.SHOPEE_API_URL,
    'https://partner.shopeemobile.com',
  );
  return {
    lazada: lazada && { appKey: lazada.id, appSecret: lazada.secret, apiUrl: lazada.apiUrl },
    shopee: shopee && { partnerId: shopee.id, partnerKey: shopee.secret, apiUrl: shopee.apiUrl },
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
