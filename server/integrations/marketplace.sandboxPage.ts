import { PLATFORM_NAME } from '../../contract/enums';
/**
 * The SANDBOX marketplace authorisation page (Lazada and Shopee), served by this server only
 * while a marketplace's driver is the sandbox one:
 *
 * GET  /sandbox/marketplace/authorize?platform=lazada|shopee&state=…&redirect_uri=<portal>/order-list…
 *      → a Thai page: the seller's shop, Allow and Cancel.
 * POST the same (the page's form, same origin only)
 *      → 302 to redirect_uri?code=sandbox-<platform>-<16 hex>&state=… (Lazada), or
 *        redirect_uri (which carries the state)&code=…&shop_id=<the seller's shop id> (Shopee);
 *        on Cancel, redirect_uri?error=access_denied.
 *
 * A redirect_uri that is not this portal's /order-list (its host the request's, PUBLIC_URL's
 * or one of ALLOWED_ORIGINS) is refused with a 400 page, never followed. No script.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { th } from '../../i18n/th';
import type { Deps } from '../deps';
import { marketplaceDrivers, SANDBOX_MARKETPLACE_PATH, type Platform } from './marketplace';
import { sandboxControl, sandboxState, type SandboxAction } from './marketplace.sandbox';
import { fromPortalOrigin } from '../origin';
import {
  escapeHtml,
  hiddenInputs,
  portalReturn,
  refusalHtml,
  sandboxHtml,
  serveSandboxPage,
} from './sandboxPage';

const t = th.server.marketplace;
const RETURN_PATH = '/order-list';
export const SANDBOX_CONTROL_PATH = '/sandbox/marketplace/control';
export const SANDBOX_STATE_PATH = '/sandbox/marketplace/state';

const sellerOf = { platform: z.enum(['lazada', 'shopee']), seller_id: z.string().min(1).max(64) };
const call = z.enum(['orders', 'ship', 'stock', 'refresh']);
const controlBody = z.discriminatedUnion('action', [
  z.strictObject({
    ...sellerOf,
    action: z.enum(['refuse', 'fail']),
    call,
    count: z.number().int().min(0).max(100),
    message: z.string().max(200).optional(),
  }),
  z.strictObject({
    ...sellerOf,
    action: z.literal('rate_limit'),
    seconds: z.number().int().min(1).max(3600),
  }),
  z.strictObject({ ...sellerOf, action: z.literal('expire_token') }),
  z.strictObject({ ...sellerOf, action: z.literal('revoke') }),
  z.strictObject({
    ...sellerOf,
    action: z.literal('delay'),
    call,
    seconds: z.number().int().min(0).max(300),
  }),
  z.strictObject({
    ...sellerOf,
    action: z.literal('place_order'),
    items: z
      .array(
        z.strictObject({
          sku: z.string().min(1).max(64),
          quantity: z.number().int().min(1).max(999),
        }),
      )
      .min(1)
      .max(20)
      .optional(),
  }),
  z.strictObject({
    ...sellerOf,
    action: z.literal('cancel_order'),
    order_id: z.string().min(1).max(64),
  }),
]);
const stateQuery = z.object(sellerOf);

const params = z.object({
  platform: z.enum(['lazada', 'shopee']),
  state: z.string().min(1).max(200).optional(),
  redirect_uri: z.string().max(2000),
});

/** The parameters, when the return address is this portal's order list. */
function checked(input: Record<string, unknown>, req: FastifyRequest, deps: Deps) {
  const p = params.safeParse(input);
  if (!p.success) return undefined;
  const target = portalReturn(p.data.redirect_uri, RETURN_PATH, req, deps, true);
  return target ? { ...p.data, target } : undefined;
}

const page = (title: string, body: string) => sandboxHtml(title, body, 560);
const escape = escapeHtml;

const refusedPage = () => refusalHtml(t.page_bad_request, t.page_bad_redirect, 560);

/** Registers the page when a marketplace driver is the sandbox; nothing otherwise. */
export async function marketplaceSandboxPage(app: FastifyInstance, opts: { deps: Deps }) {
  const { deps } = opts;
  const drivers = marketplaceDrivers(deps.config.marketplaces ?? {}, deps.db);
  const sandboxed = (p: Platform) => drivers[p].sandbox;
  if (!sandboxed('lazada') && !sandboxed('shopee')) return;
  // The control and the state a test or a person uses to play the platform's part.
  app.post(SANDBOX_CONTROL_PATH, async (req, reply) => {
    if (!fromPortalOrigin(req, deps.config)) return reply.code(403).send({ error: 'origin' });
    const body = controlBody.safeParse(req.body);
    if (!body.success || !sandboxed(body.data.platform)) {
      return reply.code(400).send({ error: 'bad request' });
    }
    const { platform, seller_id, ...act } = body.data;
    const done = await sandboxControl(deps.db, platform, seller_id, act as SandboxAction);
    if (!done) return reply.code(404).send({ error: 'no such seller or order' });
    return done;
  });
  app.get(SANDBOX_STATE_PATH, async (req, reply) => {
    const q = stateQuery.safeParse(req.query);
    if (!q.success || !sandboxed(q.data.platform)) {
      return reply.code(400).send({ error: 'bad request' });
    }
    const state = await sandboxState(deps.db, q.data.platform, q.data.seller_id);
    if (!state) return reply.code(404).send({ error: 'no such seller' });
    return state;
  });
  serveSandboxPage(app, deps, SANDBOX_MARKETPLACE_PATH, {
    forbidden: refusedPage(),
    show: (query, req) => {
      const p = checked(query, req, deps);
      if (!p || !sandboxed(p.platform)) return { status: 400, html: refusedPage() };
      const name = PLATFORM_NAME[p.platform];
      const hidden = hiddenInputs(p, ['platform', 'state', 'redirect_uri']);
      const button = (label: string, extra: string) =>
        `<button type="submit" ${extra} style="padding:10px 20px;border-radius:6px;font-size:16px;cursor:pointer;margin-right:8px">${escape(label)}</button>`;
      return {
        status: 200,
        html: page(
          t.page_title.replace('%{platform}', name),
          `<p>${escape(t.page_intro.replace(/%\{platform\}/g, name))}</p>
<form method="post" action="${SANDBOX_MARKETPLACE_PATH}">
${hidden}
${button(t.page_allow, 'name="allow" value="1" style="border:0;background:#1565c0;color:#fff"')}
${button(t.page_cancel, 'name="cancel" value="1" style="border:1px solid #90a4ae;background:#fff"')}
</form>`,
        ),
      };
    },
    submit: (form, req) => {
      const p = checked(form, req, deps);
      if (!p || !sandboxed(p.platform)) return { status: 400, html: refusedPage() };
      const target = p.target;
      if (form.cancel !== undefined) {
        target.searchParams.set('error', 'access_denied');
      } else {
        const hex = randomBytes(8).toString('hex');
        target.searchParams.set('code', `sandbox-${p.platform}-${hex}`);
        // Shopee names the seller's shop; its state is already in the return address.
        if (p.platform === 'shopee')
          target.searchParams.set('shop_id', String(parseInt(hex.slice(0, 7), 16)));
      }
      if (p.platform === 'lazada' && p.state) target.searchParams.set('state', p.state);
      return target;
    },
  });
}
