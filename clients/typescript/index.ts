/**
 * A TypeScript client of the fulfilment portal's API for a shop's own programs, typed from the
 * portal's OpenAPI document (schema.d.ts, generated: `npm run client:generate`) and built on
 * openapi-fetch. Every call takes the path `/api/<name>` and answers `{data, error, response}`:
 *
 *   const api = createFulfilmentClient('https://portal.example.th', process.env.FULFILMENT_KEY!);
 *   const { data, error } = await api.GET('/api/shop-getshopbyuser');
 *
 * The guide is docs/public-api.md; the interactive reference is `/api/docs` on the portal.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths, webhooks } from './schema';

export type { components, operations, paths, webhooks } from './schema';
export { verifyWebhook } from './webhooks';

export type FulfilmentClient = Client<paths>;

/**
 * A client of the portal at `baseUrl` (its origin, as `https://portal.example.th`) that signs
 * every call with the API key `apiKey` (`Authorization: Bearer <key>`). `options` are
 * openapi-fetch's, as another `fetch` or more headers.
 */
export function createFulfilmentClient(
  baseUrl: string,
  apiKey: string,
  options: Omit<ClientOptions, 'baseUrl'> = {},
): FulfilmentClient {
  return createClient<paths>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...flatHeaders(options.headers), authorization: `Bearer ${apiKey}` },
  });
}

function flatHeaders(headers: ClientOptions['headers']): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers || Array.isArray(headers))
    return Object.fromEntries(new Headers(headers));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v !== null && v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/** An error reply: `code` is the HTTP status, `message` a Thai text, `errors` per field. */
export type ApiError = components['schemas']['Error'];

/** The events a webhook endpoint may receive, by type. */
export type WebhookEventType = keyof webhooks;
/** The body of a webhook delivery of event `E`. */
export type WebhookPayload<E extends WebhookEventType = WebhookEventType> = {
  [K in E]: NonNullable<webhooks[K]['post']>['requestBody']['content']['application/json'];
}[E];
