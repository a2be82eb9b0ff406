import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, promises as dns, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isLoopbackHost, WEBHOOK_SIGNATURE_HEADER } from '../../contract/schemas/webhooks';
import { th } from '../../i18n/th';
import { ApiError } from '../errors';
import { fill } from '../text';

// Sending a webhook: the rule for the addresses a shop may register, and one signed POST.
// Addresses are checked twice: when registered (a literal address, or what the name resolves
// to then) and at every connection (what the name resolves to now, so a name that later points
// inside the network is refused as well).

const t = th.server.webhook;

/** Webhooks' settings (server/config.ts `webhooks`; docs/configuration.md). */
export interface WebhookConfig {
  /**
   * WEBHOOK_ALLOW_LOOPBACK: endpoints on this machine (localhost, 127.0.0.0/8, ::1), by
   * `http://` too; for development and tests. Off unless set.
   */
  allowLoopback?: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE: endpoints on private, link-local and other non-public networks
   * (10/8, 172.16/12, 192.168/16, 100.64/10, 169.254/16, fc00::/7, fe80::/10…), still by
   * `https://`; for a portal whose shops' programs run inside its own network. Off unless set.
   */
  allowPrivate?: boolean;
  /** WEBHOOK_RETRY_SECONDS: the wait before the first retry, doubled each time (about; default 60). */
  retryDelaySeconds?: number;
  /** WEBHOOK_RETRY_LIMIT: retries after the first try (default 10: about a day with the default wait). */
  retryLimit?: number;
  /**
   * WEBHOOK_DISABLE_AFTER_SECONDS: an endpoint whose every delivery has failed for this long is
   * switched off at its next failed try, and the shop told (default 86400, a day).
   */
  disableAfterSeconds?: number;
  /** WEBHOOK_TIMEOUT_SECONDS: how long a receiver has to answer (default 10). */
  timeoutSeconds?: number;
}

export const WEBHOOK_TIMEOUT_SECONDS = 10;

/**
 * Webhooks' settings from the environment. This machine may be named when
 * WEBHOOK_ALLOW_LOOPBACK=true, or, unset, when NODE_ENV is `development` or `test`.
 */
export function webhookConfigFromEnv(env: NodeJS.ProcessEnv): WebhookConfig {
  const flag = (value: string | undefined) => (value ? value === 'true' : undefined);
  const number = (value: string | undefined) => (value ? Number(value) : undefined);
  return {
    allowLoopback:
      flag(env.WEBHOOK_ALLOW_LOOPBACK) ??
      (env.NODE_ENV === 'development' || env.NODE_ENV === 'test'),
    allowPrivate: flag(env.WEBHOOK_ALLOW_PRIVATE) ?? false,
    retryDelaySeconds: number(env.WEBHOOK_RETRY_SECONDS),
    retryLimit: number(env.WEBHOOK_RETRY_LIMIT),
    disableAfterSeconds: number(env.WEBHOOK_DISABLE_AFTER_SECONDS),
    timeoutSeconds: number(env.WEBHOOK_TIMEOUT_SECONDS),
  };
}

/** What an address is: this machine, a network that is not the public internet, or public. */
type AddressKind = 'loopback' | 'private' | 'public';

const loopbackNets = new BlockList();
loopbackNets.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackNets.addAddress('::1', 'ipv6');

/** Every range that is not the public internet (IPv4-mapped IPv6 addresses are checked as IPv4). */
const privateNets = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateNets.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  privateNets.addSubnet(net, prefix, 'ipv6');
}

export function addressKind(address: string): AddressKind {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (loopbackNets.check(address, family)) return 'loopback';
  if (privateNets.check(address, family)) return 'private';
  return 'public';
}

const allowed = (address: string, cfg: WebhookConfig) => {
  const kind = addressKind(address);
  return (
    kind === 'public' ||
    (kind === 'loopback' && !!cfg.allowLoopback) ||
    (kind === 'private' && !!cfg.allowPrivate)
  );
};

/** The URL's host without an IPv6 literal's brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The addresses a name resolves to now; none when it does not resolve (within 3 seconds). */
async function resolve(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), 3000);
  });
  try {
    const found = await Promise.race([dns.lookup(host, { all: true, verbatim: true }), late]);
    return found.map((a) => a.address);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refuses (400, under `url`) an address the portal will not send to: `http://` but to this
 * machine while allowed (the contract refuses it elsewhere), this machine unless allowed, a
 * private network unless allowed. A name that does not resolve now is taken: it is checked
 * again at every delivery, whose log tells when it is not found.
 */
export async function checkWebhookUrl(text: string, cfg: WebhookConfig): Promise<void> {
  const url = new URL(text);
  const host = hostOf(url);
  const refuse = (key: 'url_https' | 'url_not_allowed') => {
    const message = th.validation.webhook[key];
    return new ApiError(400, message, { url: message });
  };
  if (url.protocol === 'http:' && !(isLoopbackHost(host) && cfg.allowLoopback)) {
    throw refuse(isLoopbackHost(host) ? 'url_not_allowed' : 'url_https');
  }
  if (host.toLowerCase() === 'localhost' && !cfg.allowLoopback) throw refuse('url_not_allowed');
  const addresses = isIP(host) ? [host] : await resolve(host);
  if (addresses.some((a) => !allowed(a, cfg))) throw refuse('url_not_allowed');
}

/** A connection refused because the name resolved to an address the portal does not send to. */
class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address}`);
  }
}

/** The system's lookup, refusing the addresses `cfg` does not allow: the check at connection. */
function guardedLookup(cfg: WebhookConfig): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = found.find((a) => !allowed(a.address, cfg));
      if (refused) return callback(new RefusedAddress(refused.address), '', 0);
      if (options.all) return (callback as unknown as AllCallback)(null, found);
      const first = found[0];
      return callback(null, first.address, first.family);
    });
  };
}
type AllCallback = (err: Error | null, addresses: LookupAddress[]) => void;

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>`. */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** A try's outcome: delivered (2xx), else the receiver's status when it answered and why not. */
export interface Attempt {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * POSTs `body` (the event's JSON) to `url`, signed with `secret`: answered 2xx within the
 * timeout is delivered; a redirect is not followed; anything else fails with a Thai reason.
 */
export function postWebhook(
  target: { url: string; secret: string },
  event: { id: string; type: string },
  body: string,
  cfg: WebhookConfig,
): Promise<Attempt> {
  const url = new URL(target.url);
  const host = hostOf(url);
  const seconds = cfg.timeoutSeconds ?? WEBHOOK_TIMEOUT_SECONDS;
  const failed = (error: string, status: number | null = null): Attempt => ({
    ok: false,
    status,
    error,
  });
  if (isIP(host) && !allowed(host, cfg)) {
    return Promise.resolve(failed(fill(t.address_refused, { address: host })));
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<Attempt>((done) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      done(attempt);
    };
    const req = send(url, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(cfg),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'FulfilmentPortal-Webhooks/1',
        'x-fulfilment-event': event.type,
        'x-fulfilment-event-id': event.id,
        'x-fulfilment-timestamp': String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(target.secret, timestamp, body),
      },
    });
    // The whole exchange, an answer's body too, ends by the deadline.
    const timer = setTimeout(() => {
      finish(failed(fill(t.timeout, { seconds })));
      req.destroy();
    }, seconds * 1000);
    req.on('close', () => clearTimeout(timer));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      // The answer's body is read and dropped: only its status counts.
      res.resume();
      res.on('end', () => req.destroy());
      if (status >= 200 && status < 300) finish({ ok: true, status, error: null });
      else if (status >= 300 && status < 400) finish(failed(fill(t.redirect, { status }), status));
      else finish(failed(fill(t.http_status, { status }), status));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof RefusedAddress) {
        finish(failed(fill(t.address_refused, { address: err.address })));
      } else if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') {
        finish(failed(fill(t.host_unknown, { host })));
      } else {
        finish(failed(fill(t.unreachable, { reason: err.code ?? err.message })));
      }
    });
    req.end(body);
  });
}
