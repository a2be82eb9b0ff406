import type { Db } from '../db/client';
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
export { PLATFORMS, type Platform } from '../../contract/enums';
import type { Platform } from '../../contract/enums';

export interface MarketplaceTokens {
  access_token: string;
  refresh_token?: string;
  /** Milliseconds since the epoch. */
  expires_at?: number;
}

/** Where an order stands on its marketplace, in the portal's words. */
export type MarketplaceOrderStatus =
  'pending' | 'ready_to_ship' | 'shipped' | 'delivered' | 'cancelled';

/** A marketplace order as the portal takes it in (a draft order of the connected shop). */
export interface MarketplaceOrder {
  /** The marketplace's order number (`sources_item_id`). */
  id: string;
  created_at: Date;
  /** When the marketplace last changed the order: the next pull asks for changes after it. */
  updated_at: Date;
  status: MarketplaceOrderStatus;
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

export { MarketplaceError, type MarketplaceErrorKind } from './marketplaceError';

/** One SKU's available quantity sent to the marketplace, and what the platform answered. */
export interface StockLevel {
  sku: string;
  quantity: number;
}
export interface StockPushResult {
  sku: string;
  /** The platform's reason when it refused this SKU (e.g. a SKU it does not list). */
  error?: string;
}

export interface Shipment {
  /** The marketplace's order number. */
  order_id: string;
  tracking_no: string;
  /** The carrier's name as the portal knows it (e.g. "Thailand Post"). */
  carrier: string;
}

export interface MarketplaceDriver {
  readonly platform: Platform;
  readonly sandbox: boolean;
  /** The most SKUs one stock update call may carry (Lazada 50, Shopee 50 models of an item). */
  readonly stockBatch: number;
  /** Where the user allows the portal; returns to `redirectUri` with `code` (and Shopee's `shop_id`). */
  loginUrl(state: string, redirectUri: string): string;
  /** The seller and tokens of a one-time code; `null` for a code the marketplace refuses. */
  exchange(
    code: string,
    shopeeShopId?: string,
  ): Promise<{ seller_id: string; tokens: MarketplaceTokens } | null>;
  /**
   * New tokens for the refresh token (Lazada /auth/token/refresh, Shopee
   * /api/v2/auth/access_token/get). Throws MarketplaceError `refused` when the platform will
   * not refresh (the owner must connect again).
   */
  refresh(sellerId: string, tokens: MarketplaceTokens): Promise<MarketplaceTokens>;
  /**
   * The seller's orders changed after `since` (created or updated), oldest change first, and
   * the time to ask from next (`until`). `skus` are the shop's codes (the sandbox sells those).
   * Throws MarketplaceError.
   */
  orders(
    sellerId: string,
    tokens: MarketplaceTokens,
    opts: { since: Date; skus: string[] },
  ): Promise<{ orders: MarketplaceOrder[]; until: Date }>;
  /**
   * Tells the marketplace the order is shipped with this tracking number and carrier (Lazada:
   * pack and ready to ship; Shopee: ship_order). Resolves once accepted; throws MarketplaceError.
   */
  ship(sellerId: string, tokens: MarketplaceTokens, shipment: Shipment): Promise<void>;
  /**
   * Sets the sellable quantity of at most `stockBatch` SKUs. Answers per SKU; throws
   * MarketplaceError when the whole call failed.
   */
  pushStock(
    sellerId: string,
    tokens: MarketplaceTokens,
    levels: StockLevel[],
  ): Promise<StockPushResult[]>;
}

/** How the sync runs (README "Marketplaces"); every field has a default. */
export interface MarketplaceSyncConfig {
  /** MARKETPLACE_PULL_SECONDS: seconds between two pulls of a connection (default 300). */
  pullEverySeconds?: number;
  /** MARKETPLACE_STOCK_DEBOUNCE_SECONDS: a burst of stock changes waits this long, then one push (default 5). */
  stockDebounceSeconds?: number;
  /** MARKETPLACE_RECONCILE_CRON: the full stock reconciliation (default '30 2 * * *', Bangkok time). */
  reconcileCron?: string;
  /** MARKETPLACE_REFRESH_MARGIN_SECONDS: tokens expiring within this are refreshed (default 1800). */
  refreshMarginSeconds?: number;
  /** MARKETPLACE_RETRY_SECONDS: the first retry's delay, doubled each time (default 30). */
  retryDelaySeconds?: number;
  /** MARKETPLACE_JOB_EXPIRE_SECONDS: a try running longer is taken for dead and retried (default 300). */
  expireSeconds?: number;
}

/** How the sandbox marketplaces behave (README "Marketplaces"). */
export interface SandboxMarketplaceConfig {
  /** SANDBOX_MARKETPLACE_FAIL_RATE: the share of calls answered 503 (default 0.02). */
  failRate?: number;
  /** SANDBOX_MARKETPLACE_ORDER_MINUTES: a new order per seller every so many minutes (default 30). */
  orderEveryMinutes?: number;
  /** SANDBOX_MARKETPLACE_TOKEN_MINUTES: how long an access token lasts (default 240). */
  tokenMinutes?: number;
}

/** Environment of the real marketplace drivers (README "Marketplaces"). */
export interface MarketplaceConfig {
  lazada?: { appKey: string; appSecret: string; apiUrl: string };
  shopee?: { partnerId: string; partnerKey: string; apiUrl: string };
  /** MARKETPLACE_TOKEN_KEY: 32 bytes, base64 or hex, that encrypt the stored tokens. */
  tokenKey?: string;
  sync?: MarketplaceSyncConfig;
  sandbox?: SandboxMarketplaceConfig;
}

/** A number of the environment, or undefined when unset. */
const numberOf = (text: string | undefined) =>
  text === undefined || text === '' ? undefined : Number(text);

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
    sync: {
      pullEverySeconds: numberOf(env.MARKETPLACE_PULL_SECONDS),
      stockDebounceSeconds: numberOf(env.MARKETPLACE_STOCK_DEBOUNCE_SECONDS),
      reconcileCron: env.MARKETPLACE_RECONCILE_CRON || undefined,
      refreshMarginSeconds: numberOf(env.MARKETPLACE_REFRESH_MARGIN_SECONDS),
      retryDelaySeconds: numberOf(env.MARKETPLACE_RETRY_SECONDS),
      expireSeconds: numberOf(env.MARKETPLACE_JOB_EXPIRE_SECONDS),
    },
    sandbox: {
      failRate: numberOf(env.SANDBOX_MARKETPLACE_FAIL_RATE),
      orderEveryMinutes: numberOf(env.SANDBOX_MARKETPLACE_ORDER_MINUTES),
      tokenMinutes: numberOf(env.SANDBOX_MARKETPLACE_TOKEN_MINUTES),
    },
  };
}

/** The driver of each platform: the real one when configured, else the sandbox. */
export function marketplaceDrivers(
  cfg: MarketplaceConfig,
  db: Db,
): Record<Platform, MarketplaceDriver> {
  return {
    lazada: cfg.lazada
      ? new LazadaMarketplace(cfg.lazada)
      : new SandboxMarketplace('lazada', db, cfg.sandbox),
    shopee: cfg.shopee
      ? new ShopeeMarketplace(cfg.shopee)
      : new SandboxMarketplace('shopee', db, cfg.sandbox),
  };
}
