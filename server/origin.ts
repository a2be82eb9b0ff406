import type { FastifyRequest } from 'fastify';
import type { AppConfig } from './config';

/**
 * The origin of an address as the URL standard serialises it (lower-case scheme and host, no
 * default port, no path): what a browser sends in its Origin header. Undefined for an address
 * that is not one, or whose origin is opaque.
 */
export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins this portal's pages are served from: the request's own (its scheme, as the
 * server or a trusted proxy's X-Forwarded-Proto says, and its Host), PUBLIC_URL's, and each of
 * ALLOWED_ORIGINS.
 */
export function portalOrigins(
  req: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins'>,
): Set<string> {
  const origins = [
    req.headers.host ? originOf(`${req.protocol}://${req.headers.host}`) : undefined,
    config.publicUrl ? originOf(config.publicUrl) : undefined,
    ...config.allowedOrigins.map(originOf),
  ];
  return new Set(origins.filter((o): o is string => !!o));
}

/**
 * Whether a request comes from a page of this portal: its Origin header is one of the
 * portal's origins exactly as a browser serialises it. Another scheme, a trailing slash, an
 * upper-case letter or a default port written out is not a browser's Origin: refused.
 */
export function fromPortalOrigin(
  req: FastifyRequest,
  config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins'>,
): boolean {
  const origin = req.headers.origin;
  return typeof origin === 'string' && portalOrigins(req, config).has(origin);
}
