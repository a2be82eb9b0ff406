/**
 * The SANDBOX national digital ID sign-in page, served by this server only while the NDID
 * driver is the sandbox one (see ndid.sandbox.ts for the citizens):
 *
 * GET  /sandbox/ndid/authorize?response_type=code&client_id=fulfilment-portal-sandbox
 *      &redirect_uri=<this portal>/register/individual-register&scope=…&state=…
 *      → a Thai page listing the citizens, one button each, and a cancel button.
 * POST /sandbox/ndid/authorize (the page's form, same origin only)
 *      → 302 to redirect_uri?code=<one-time code>&state=<state>,
 *        or redirect_uri?error=access_denied&state=<state> on cancel.
 *
 * A redirect_uri that is not this portal's individual register page (its host is the
 * request's, PUBLIC_URL's or one of ALLOWED_ORIGINS; its path exactly
 * /register/individual-register) is refused with a 400 page, never followed.
 * No script: the page is a plain form (CSP script-src 'self'); inline styles only, and
 * the app's Thai font (Sarabun) served from this origin (sandboxFont.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NDID_REDIRECT_PATH } from '../../contract/schemas/register';
import { th } from '../../i18n/th';
import type { Deps } from '../deps';
import { identityServices } from './identity';
import {
  SANDBOX_CITIZENS,
  SANDBOX_NDID_CLIENT_ID,
  SANDBOX_NDID_PATH,
  SandboxNationalDigitalId,
} from './ndid.sandbox';
import {
  escapeHtml,
  hiddenInputs,
  portalReturn,
  refusalHtml,
  sandboxHtml,
  serveSandboxPage,
} from './sandboxPage';

const t = th.server.register;

const authorizeParams = z.object({
  response_type: z.literal('code'),
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  scope: z.string().max(500).optional(),
  state: z.string().min(1).max(500),
});
type AuthorizeParams = z.infer<typeof authorizeParams>;

/** Checks the authorize parameters: the reason to refuse them, or the parameters. */
function refusal(
  params: Record<string, unknown>,
  req: FastifyRequest,
  deps: Deps,
): { reason: string } | { ok: AuthorizeParams } {
  const parsed = authorizeParams.safeParse(params);
  if (!parsed.success) return { reason: t.ndid_page_bad_params };
  if (parsed.data.client_id !== SANDBOX_NDID_CLIENT_ID) return { reason: t.ndid_page_bad_client };
  const own = portalReturn(parsed.data.redirect_uri, NDID_REDIRECT_PATH, req, deps);
  return own ? { ok: parsed.data } : { reason: t.ndid_page_bad_redirect };
}

const page = (title: string, body: string) => sandboxHtml(title, body);
const escape = escapeHtml;

const refusedPage = (reason: string) => refusalHtml(t.ndid_page_bad_request, reason);

function choicePage(p: AuthorizeParams) {
  const hidden = hiddenInputs(p, ['response_type', 'client_id', 'redirect_uri', 'scope', 'state']);
  const people = SANDBOX_CITIZENS.map((c, i) => {
    const name = `${c.title}${c.firstname} ${c.lastname}`;
    return `<li style="list-style:none;border:1px solid #cfd8e3;border-radius:8px;padding:12px 16px;margin-bottom:12px">
<div style="font-size:18px;font-weight:600">${escape(name)}</div>
<div>${escape(t.ndid_page_id)}: ${escape(c.id_card)}</div>
<div>${escape(t.ndid_page_address)}: ${escape(`${c.address} ${c.place}`)}</div>
<button type="submit" name="citizen" value="${i}" style="margin-top:8px;padding:8px 16px;border:0;border-radius:6px;background:#1565c0;color:#fff;font-size:16px;cursor:pointer">${escape(t.ndid_page_choose.replace('%{name}', name))}</button>
</li>`;
  }).join('\n');
  return page(
    t.ndid_page_title,
    `<p>${escape(t.ndid_page_intro)}</p>
<form method="post" action="${SANDBOX_NDID_PATH}">
${hidden}
<ul style="padding:0">
${people}
</ul>
<button type="submit" name="cancel" value="1" style="padding:8px 16px;border:1px solid #90a4ae;border-radius:6px;background:#fff;font-size:16px;cursor:pointer">${escape(t.ndid_page_cancel)}</button>
</form>`,
  );
}

/** Registers the sandbox page when the NDID driver is the sandbox one; nothing otherwise. */
export async function ndidSandboxPage(app: FastifyInstance, opts: { deps: Deps }) {
  const { deps } = opts;
  const ndid = identityServices(deps).ndid;
  if (!(ndid instanceof SandboxNationalDigitalId)) return;
  const refused = (reason: string) => ({ status: 400, html: refusedPage(reason) });
  serveSandboxPage(app, deps, SANDBOX_NDID_PATH, {
    forbidden: refusedPage(t.ndid_page_bad_origin),
    show: (query, req) => {
      const checked = refusal(query, req, deps);
      if ('reason' in checked) return refused(checked.reason);
      return { status: 200, html: choicePage(checked.ok) };
    },
    submit: (form, req) => {
      const checked = refusal(form, req, deps);
      if ('reason' in checked) return refused(checked.reason);
      const target = new URL(checked.ok.redirect_uri);
      if (form.cancel !== undefined) {
        target.searchParams.set('error', 'access_denied');
      } else {
        const index = Number(form.citizen);
        const known = /^\d+$/.test(String(form.citizen)) && index < SANDBOX_CITIZENS.length;
        if (!known) return refused(t.ndid_page_bad_citizen);
        target.searchParams.set('code', ndid.issueCode(index));
      }
      target.searchParams.set('state', checked.ok.state);
      return target;
    },
  });
}
