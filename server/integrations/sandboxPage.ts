import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { fromPortalOrigin } from '../origin';
import { registerSarabunFont, SARABUN_FONT_FACES } from './sandboxFont';

// What every sandbox page of an offline service shares (the national digital ID, the
// marketplaces): plain Thai HTML in the app's font, no script, a form that posts back to the
// same origin, and a return address that must be this portal.

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Host (with a non-default port) of a URL, or undefined when it is not one. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** Hosts this portal answers on: the request's own, PUBLIC_URL's and ALLOWED_ORIGINS'. */
export function portalHosts(req: FastifyRequest, deps: Deps): Set<string> {
  const hosts = [hostOf(`http://${req.headers.host ?? ''}`), hostOf(deps.config.publicUrl)];
  for (const origin of deps.config.allowedOrigins) hosts.push(hostOf(origin));
  return new Set(hosts.filter((h): h is string => !!h));
}

/**
 * A return address that is a page of this portal at `path` (http or https, one of
 * `portalHosts`, no credentials or fragment; no query either unless `query` allows one), as a
 * URL; undefined for anything else.
 */
export function portalReturn(
  address: string,
  path: string,
  req: FastifyRequest,
  deps: Deps,
  query = false,
): URL | undefined {
  let target: URL;
  try {
    target = new URL(address);
  } catch {
    return undefined;
  }
  const own =
    (target.protocol === 'http:' || target.protocol === 'https:') &&
    !target.username &&
    !target.password &&
    target.pathname === path &&
    (query || !target.search) &&
    !target.hash &&
    portalHosts(req, deps).has(target.host);
  return own ? target : undefined;
}

/** Whether a form post comes from a page of this portal (its Origin header, exactly). */
export const fromPortal = (req: FastifyRequest, deps: Deps) => fromPortalOrigin(req, deps.config);

/** A sandbox page: the title as h1 and the body, in a card. */
export const sandboxHtml = (title: string, body: string, width = 640) => `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
${SARABUN_FONT_FACES}
button{font:inherit}
</style>
</head>
<body style="margin:0;padding:24px;background:#eef2f7;font-family:Sarabun,Tahoma,sans-serif;color:#1f2937">
<main style="max-width:${width}px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)">
<h1 style="margin-top:0;font-size:22px;font-weight:600;color:#0d47a1">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;

/** A sandbox page that refuses the request: its reason as an alert. */
export const refusalHtml = (title: string, reason: string, width?: number) =>
  sandboxHtml(title, `<p role="alert" style="color:#b71c1c">${escapeHtml(reason)}</p>`, width);

/** The form's hidden copies of the request's parameters (missing ones empty). */
export const hiddenInputs = <K extends string>(
  params: Partial<Record<K, string>>,
  keys: readonly K[],
) =>
  keys
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params[k] ?? '')}">`)
    .join('\n');

export function sendSandboxPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The page's own form must carry its Origin: with 'no-referrer' browsers send 'null'.
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

/** The font and the urlencoded form parser a sandbox page's plugin needs. */
export function prepareSandboxPlugin(app: FastifyInstance) {
  registerSarabunFont(app);
  // The page's form posts urlencoded fields; this parser is local to the plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 10_000 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** What a sandbox page's request answers: a page, or (after its form) the return address. */
export type SandboxAnswer = { status: number; html: string } | URL;

/**
 * Serves a sandbox authorisation page at `path`: GET answers `show`; POST, its form, answers
 * `submit` when it comes from this portal (else 403 with `forbidden`). A return address is
 * followed with a 302, never cached.
 */
export function serveSandboxPage(
  app: FastifyInstance,
  deps: Deps,
  path: string,
  page: {
    forbidden: string;
    show: (params: Record<string, unknown>, req: FastifyRequest) => SandboxAnswer;
    submit: (form: Record<string, unknown>, req: FastifyRequest) => SandboxAnswer;
  },
) {
  prepareSandboxPlugin(app);
  const answer = (reply: FastifyReply, a: SandboxAnswer) =>
    a instanceof URL
      ? reply.header('cache-control', 'no-store').redirect(a.toString(), 302)
      : sendSandboxPage(reply, a.status, a.html);
  app.get(path, async (req, reply) =>
    answer(reply, page.show(req.query as Record<string, unknown>, req)),
  );
  app.post(path, async (req, reply) => {
    if (!fromPortal(req, deps)) return sendSandboxPage(reply, 403, page.forbidden);
    return answer(reply, page.submit((req.body ?? {}) as Record<string, unknown>, req));
  });
}
