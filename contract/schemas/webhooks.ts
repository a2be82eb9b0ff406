import { z } from 'zod';
import { bodyId, messages, pageQuery, queryId } from './common';

/**
 * Webhooks: a shop's HTTPS endpoints that receive its events (an order created, an order's
 * status changed, stock at or below its reorder point, a booking's status changed) as signed
 * POSTs, each delivery logged with its answer. Messages are keys of
 * i18n/th-screens/webhooks.ts `webhookValidation`.
 *
 * Each delivery is a POST of the event as JSON (`webhookPayload` below) with the headers
 * `x-fulfilment-event` (its type), `x-fulfilment-event-id` (its id, the same on every retry:
 * the receiver's key to drop a repeat), `x-fulfilment-timestamp` (unix seconds of this try)
 * and `x-fulfilment-signature: sha256=<hex>`, the HMAC-SHA256 with the endpoint's secret of
 * `<timestamp>.<body>` (the timestamp header, a full stop, the body's bytes as sent). A
 * receiver checks the signature, refuses a timestamp too far from its clock, and answers 2xx
 * within 10 seconds; any other answer is tried again with growing waits for about a day.
 */
const wm = messages('webhook');

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'stock.low',
  'booking.status_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The test event an endpoint is sent on request (`webhook-sendtestevent`); never subscribed to. */
export const WEBHOOK_PING = 'ping';

/** Where a delivery stands: waiting for its next try, answered 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints a shop may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Every secret starts so, then 32 url-safe random characters. */
export const WEBHOOK_SECRET_START = 'whsec_';
/** The signature header's value: `sha256=` and the HMAC's hex. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-fulfilment-signature';

/** Host names of this machine: the only ones `http://` may name (while development allows them). */
export const isLoopbackHost = (host: string) => {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
};

/**
 * An endpoint's address: an absolute `https://` URL without user or password (`http://` only
 * to this machine, for development; whether this machine and private networks may be named is
 * the server's to say, server/integrations/webhookHttp.ts).
 */
const webhookUrl = z
  .string(wm('url_required'))
  .trim()
  .min(1, wm('url_required'))
  .max(WEBHOOK_URL_MAX, wm('url_too_long'))
  .superRefine((text, ctx) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: wm('url_invalid').error });
      return;
    }
    if (url.username || url.password || !url.hostname) {
      ctx.addIssue({ code: 'custom', message: wm('url_invalid').error });
    } else if (
      url.protocol !== 'https:' &&
      !(url.protocol === 'http:' && isLoopbackHost(url.hostname))
    ) {
      ctx.addIssue({ code: 'custom', message: wm('url_https').error });
    }
  });

const events = z
  .array(z.enum(WEBHOOK_EVENTS, wm('events_required')), wm('events_required'))
  .min(1, wm('events_required'))
  .max(WEBHOOK_EVENTS.length, wm('events_required'))
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));

const description = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, wm('description_too_long'));

export const webhooksQuery = z.strictObject({ shop_id: queryId });

export const webhookCreateBody = z.strictObject({
  shop_id: bodyId,
  url: webhookUrl,
  description: description.default(''),
  events,
});
export type WebhookCreateBody = z.input<typeof webhookCreateBody>;

export const webhookUpdateBody = z.strictObject({
  shop_id: bodyId,
  id: bodyId,
  url: webhookUrl,
  description,
  events,
  /** Switching an endpoint back on forgets its failures (it is tried afresh). */
  active: z.boolean(),
});
export type WebhookUpdateBody = z.input<typeof webhookUpdateBody>;

export const webhookIdQuery = z.strictObject({ shop_id: queryId, id: queryId });
export const webhookIdBody = z.strictObject({ shop_id: bodyId, id: bodyId });

/** One of the shop's endpoints (the secret never again: its last 4 characters). */
export const webhookRow = z.object({
  id: z.number(),
  shop_id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** Since when every delivery has failed; null while they succeed. */
  failing_since: z.string().nullable(),
  /** When and why the portal switched it off (a day of failures); null when it did not. */
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  secret_hint: z.string(),
});
export type WebhookRow = z.infer<typeof webhookRow>;

/** A new endpoint: the one reply that carries its whole `secret`. */
export const webhookCreated = webhookRow.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreated>;

export const webhookDeliveriesQuery = z.strictObject({
  shop_id: queryId,
  endpoint_id: queryId,
  ...pageQuery,
});

/** One event's delivery to one endpoint, with its latest try. */
export const webhookDelivery = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  event_id: z.string(),
  event_type: z.enum([...WEBHOOK_EVENTS, WEBHOOK_PING]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Tries so far. */
  attempts: z.number(),
  /** The receiver's HTTP status at the latest try; null when none came (no answer). */
  response_status: z.number().nullable(),
  /** Why the latest try failed, in Thai; null after a success. */
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** What every event carries: `data` is its type's (below). */
export const webhookPayload = z.object({
  /** The event's id (also the `x-fulfilment-event-id` header). */
  id: z.string(),
  type: z.enum([...WEBHOOK_EVENTS, WEBHOOK_PING]),
  /** When the change happened (ISO 8601). */
  created_at: z.string(),
  shop_id: z.number(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

/** `order.created`: a draft came in (the form, an import, a marketplace). */
export const orderCreatedData = z.object({
  id: z.number(),
  order_no: z.string(),
  status: z.number(),
  /** form, import, lazada or shopee. */
  source: z.enum(['form', 'import', 'lazada', 'shopee']),
  /** Baht, two decimals. */
  total_price: z.number(),
});
export type OrderCreatedData = z.infer<typeof orderCreatedData>;

/** `order.status_changed`: from one status (is_order) to another; the tracking number once shipped. */
export const orderStatusData = z.object({
  id: z.number(),
  order_no: z.string(),
  from: z.number(),
  to: z.number(),
  status_name: z.string(),
  tracking_no: z.string().nullable(),
});
export type OrderStatusData = z.infer<typeof orderStatusData>;

/**
 * `stock.low`: a movement brought an item's stock on hand (what the inventory list flags) to
 * its reorder point or below, from above it.
 */
export const stockLowData = z.object({
  inventory_id: z.number(),
  product_id: z.number().nullable(),
  product_set_id: z.number().nullable(),
  sku: z.string(),
  name: z.string(),
  on_hand: z.number(),
  reserved: z.number(),
  reorder_point: z.number(),
});
export type StockLowData = z.infer<typeof stockLowData>;

/** `booking.status_changed`: one save of staff's, through every status it passed (`steps`). */
export const bookingStatusData = z.object({
  id: z.number(),
  booking_no: z.string(),
  from: z.number(),
  to: z.number(),
  steps: z.array(z.number()),
  status_name: z.string(),
});
export type BookingStatusData = z.infer<typeof bookingStatusData>;
