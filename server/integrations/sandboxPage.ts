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
