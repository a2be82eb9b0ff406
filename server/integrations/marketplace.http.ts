import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { th } from '../../i18n/th';
import { fill } from '../text';
import { MarketplaceError, type MarketplaceErrorKind } from './marketplaceError';

// What the real marketplaces' drivers share: their request signature, their JSON calls and how a
// failed call becomes a MarketplaceError, and the Thai text of those errors.

export const sha256 = (key: string, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest('hex');

/**
 * A Thai phone number as the portal keeps it (10 digits from 0): the platforms give it with or
 * without the country code (66 8x xxx xxxx, +66…), spaced or not.
 */
export function thaiPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.startsWith('66') && digits.length >= 10) return `0${digits.slice(2)}`.slice(0, 10);
  return digits.slice(-10);
}

/** The `fetch` a driver calls (the global one; the unit tests answer in its place). */
export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

/** What a real driver may be given besides its credentials. */
export interface DriverOptions {
  /** Default: the global fetch. */
  fetch?: FetchFn;
  /** Milliseconds since the epoch; default Date.now. */
  now?: () => number;
  /** How long one call may take; default 15 s. */
  timeoutMs?: number;
}

/** A platform's error in a reply body: its code, its message and how the portal acts on it. */
export interface PlatformError {
  code: string;
  message: string;
  kind: MarketplaceErrorKind;
}

const DEFAULT_RETRY_AFTER = 60;

/** Seconds of a Retry-After header (seconds or an HTTP date), else 60. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header) {
    const value = header.trim();
    if (/^\d+$/.test(value)) return Math.max(1, Number(value));
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(1, Math.ceil((at - now) / 1000));
  }
  return DEFAULT_RETRY_AFTER;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Lazada's codes the portal acts on; any other code is a refusal (or, typed ISP, unavailable). */
const LAZADA_KINDS: Record<string, MarketplaceErrorKind> = {
  IllegalAccessToken: 'auth',
  AccessTokenExpired: 'auth',
  InvalidAccessToken: 'auth',
  MissingAccessToken: 'auth',
  ApiCallLimit: 'rate_limited',
  AppCallLimit: 'rate_limited',
  SellerCallLimit: 'rate_limited',
  ServiceTimeout: 'unavailable',
  ServiceUnavailable: 'unavailable',
  InternalError: 'unavailable',
};

/**
 * Lazada answers HTTP 200 with `code` "0" when a call succeeded, else with its code, `type`
 * (ISV: the caller's mistake, ISP: Lazada's own service failed, SYSTEM: the gateway) and message.
 */
export function lazadaBodyError(body: unknown): PlatformError | undefined {
  if (!isRecord(body) || body.code === undefined || String(body.code) === '0') return undefined;
  const code = String(body.code);
  const kind = LAZADA_KINDS[code] ?? (body.type === 'ISP' ? 'unavailable' : 'refused');
  return { code, message: String(body.message ?? code), kind };
}

/** Shopee's codes the portal acts on; any other code is a refusal. */
const SHOPEE_KINDS: Record<string, MarketplaceErrorKind> = {
  error_auth: 'auth',
  invalid_access_token: 'auth',
  invalid_acceess_token: 'auth',
  error_invalid_access_token: 'auth',
  error_permission: 'auth',
  error_rate_limit: 'rate_limited',
  error_busy: 'unavailable',
  error_server: 'unavailable',
  error_network: 'unavailable',
  error_inner: 'unavailable',
};

/** Shopee answers with `error` empty when a call succeeded, else with its code and message. */
export function shopeeBodyError(body: unknown): PlatformError | undefined {
  if (!isRecord(body) || body.error === undefined || body.error === null || body.error === '')
    return undefined;
  const code = String(body.error);
  return { code, message: String(body.message || code), kind: SHOPEE_KINDS[code] ?? 'refused' };
}

/** "The ban will last 5 seconds": Lazada's wait in its rate-limit message. */
const waitInMessage = (message: string) => {
  const m = /(\d+)\s*seconds?/i.exec(message);
  return m ? Math.max(1, Number(m[1])) : DEFAULT_RETRY_AFTER;
};

const kindOfStatus = (status: number): MarketplaceErrorKind =>
  status === 429
    ? 'rate_limited'
    : status === 401 || status === 403
      ? 'auth'
      : status >= 500
        ? 'unavailable'
        : 'refused';

export interface CallRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent as application/x-www-form-urlencoded. */
  form?: URLSearchParams;
  /** Sent as application/json. */
  json?: unknown;
}

/**
 * The JSON calls of one platform. A call that fails throws MarketplaceError:
 * - HTTP 429 → `rate_limited`, `retryAfterSeconds` from Retry-After (default 60);
 * - HTTP 401/403 → `auth`; 5xx, a timeout, no network, a reply that is not JSON → `unavailable`;
 *   another 4xx → `refused` (a code of the platform in the body says better, but for 429/5xx);
 * - HTTP 200 whose body carries the platform's error (`bodyError`) → that error's kind.
 * The platform's code goes in `detail.code`, its message is the error's message.
 */
export class MarketplaceHttp {
  private readonly fetchFn: FetchFn;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly bodyError: (body: unknown) => PlatformError | undefined,
    opts: DriverOptions = {},
  ) {
    this.fetchFn = opts.fetch ?? ((url, init) => fetch(url, init));
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.now = opts.now ?? Date.now;
  }

  /** The platform's error in a body as a MarketplaceError, or undefined. */
  errorOf(body: unknown, status?: number): MarketplaceError | undefined {
    const e = this.bodyError(body);
    if (!e) return undefined;
    return new MarketplaceError(e.kind, e.message, {
      code: e.code,
      status,
      retryAfterSeconds: e.kind === 'rate_limited' ? waitInMessage(e.message) : undefined,
    });
  }

  /**
   * The body of a call. `platformErrors: false` returns a 200 body even when it carries the
   * platform's error (for a caller that reads per-item errors out of it).
   */
  async call(req: CallRequest, opts: { platformErrors?: boolean } = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=utf-8';
      body = req.form.toString();
    } else if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    const path = req.url.replace(/\?.*$/, '');
    let res: Response;
    let text: string;
    try {
      res = await this.fetchFn(req.url, {
        method: req.method ?? 'GET',
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new MarketplaceError(
        'unavailable',
        timedOut ? `${path}: no answer in ${this.timeoutMs} ms` : `${path}: ${String(err)}`,
      );
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const kind = kindOfStatus(res.status);
      const platform = this.bodyError(parsed);
      const detail = { status: res.status, code: platform?.code };
      if (kind === 'rate_limited')
        throw new MarketplaceError(kind, platform?.message ?? `${path}: HTTP 429`, {
          ...detail,
          retryAfterSeconds: retryAfterSeconds(res.headers.get('retry-after'), this.now()),
        });
      // A known code of the platform says more than a 4xx; a 5xx is the platform being down.
      const known = platform && platform.kind !== 'refused' && kind !== 'unavailable';
      throw new MarketplaceError(
        known ? platform.kind : kind,
        platform?.message ?? `${path}: HTTP ${res.status}`,
        {
          ...detail,
          retryAfterSeconds:
            known && platform.kind === 'rate_limited' ? waitInMessage(platform.message) : undefined,
        },
      );
    }
    if (parsed === undefined)
      throw new MarketplaceError('unavailable', `${path}: the reply is not JSON`, {
        status: res.status,
      });
    if (opts.platformErrors !== false) {
      const e = this.errorOf(parsed, res.status);
      if (e) throw e;
    }
    return parsed;
  }
}

/**
 * A reply read with its schema; one the driver cannot read (the platform changed it, or answered
 * half) is `unavailable`, tried again later rather than taken as an answer.
 */
export function parseReply<S extends z.ZodType>(
  schema: S,
  body: unknown,
  what = 'reply',
): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new MarketplaceError(
    'unavailable',
    `${what}: unexpected reply (${issue ? `${issue.path.join('.') || '.'}: ${issue.message}` : 'unreadable'})`,
  );
}

/** The stable names of the platform errors the portal words itself (th.server.marketplace). */
export type PlatformErrorName = Exclude<
  keyof typeof th.server.marketplace.platform_errors,
  'generic'
>;

/**
 * Codes the drivers give errors they find themselves (not the platform's codes): a refresh the
 * platform refused, an order cancelled there, a carrier it does not offer, a SKU it does not list.
 */
export const PORTAL_CODES = {
  refresh_refused: 'refresh_refused',
  order_cancelled: 'order_cancelled',
  carrier_not_offered: 'carrier_not_offered',
  sku_not_listed: 'sku_not_listed',
} as const satisfies Partial<Record<PlatformErrorName, string>>;

/** The error of a SKU the marketplace does not list (StockPushResult.error). */
export const SKU_NOT_LISTED = 'SKU not listed';

/** The platforms' own codes the portal words itself. */
const KNOWN_CODES: Record<string, PlatformErrorName> = {
  ...PORTAL_CODES,
  IllegalRefreshToken: 'refresh_refused',
  RefreshTokenExpired: 'refresh_refused',
  InvalidRefreshToken: 'refresh_refused',
  IllegalAccessToken: 'token_expired',
  AccessTokenExpired: 'token_expired',
  InvalidAccessToken: 'token_expired',
  error_auth: 'token_expired',
  invalid_access_token: 'token_expired',
  invalid_acceess_token: 'token_expired',
  error_invalid_access_token: 'token_expired',
};

/**
 * The Thai text of a marketplace error: by its code when the portal knows it (a code naming a
 * tracking number is an invalid tracking number), else by its kind (waiting, the platform down,
 * an expired token), else the platform's own message after the generic Thai text.
 */
export function thaiPlatformError(err: MarketplaceError): string {
  const texts = th.server.marketplace.platform_errors;
  const code = err.detail.code ?? '';
  const name: PlatformErrorName | undefined =
    KNOWN_CODES[code] ??
    (/tracking/i.test(code) ? 'invalid_tracking' : undefined) ??
    (err.kind === 'refused' ? undefined : err.kind === 'auth' ? 'token_expired' : err.kind);
  if (name)
    return fill(texts[name], { seconds: err.detail.retryAfterSeconds ?? DEFAULT_RETRY_AFTER });
  return fill(texts.generic, { message: err.message });
}

/** The Thai text of a SKU's stock-push error (StockPushResult.error). */
export function thaiStockError(error: string): string {
  const texts = th.server.marketplace.platform_errors;
  return error === SKU_NOT_LISTED ? texts.sku_not_listed : fill(texts.generic, { message: error });
}

/**
 * A refresh the platform refused (a revoked or expired refresh token, a refused or unknown
 * token): final, the owner connects again; its own code kept in the message. Anything else
 * (down, busy) as it was, for another try.
 */
export function refreshRefusal(err: unknown): unknown {
  if (err instanceof MarketplaceError && (err.kind === 'refused' || err.kind === 'auth')) {
    return new MarketplaceError(
      'refused',
      err.detail.code ? `${err.message} (${err.detail.code})` : err.message,
      { code: PORTAL_CODES.refresh_refused, status: err.detail.status },
    );
  }
  return err;
}
