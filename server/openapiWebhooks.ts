import { z } from 'zod';
import {
  bookingStatusData,
  orderCreatedData,
  orderStatusData,
  stockLowData,
  WEBHOOK_PING,
  type WebhookEventType,
} from '../contract/schemas/webhooks';

/** A JSON Schema (2020-12), which is what OpenAPI 3.1 takes as a schema. */
type Schema = z.core.JSONSchema.BaseSchema;

/** The headers of every delivery (see "Verifying a signature" in the document's description). */
const deliveryHeaders = [
  {
    name: 'x-fulfilment-signature',
    description:
      'sha256= and the hex HMAC-SHA256, keyed with the endpoint’s signing secret, of `<timestamp>.<raw body>`.',
    schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
    example: 'sha256=5d41402abc4b2a76b9719d911017c592ae0ec1fb1d6b0b5b3d3d9bd1e0c6b1a8',
  },
  {
    name: 'x-fulfilment-timestamp',
    description: 'When the delivery was signed, in Unix seconds; part of what is signed.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '1796000000',
  },
  {
    name: 'x-fulfilment-event',
    description: 'The event type, as `type` in the body.',
    schema: { type: 'string' },
    example: 'order.created',
  },
  {
    name: 'x-fulfilment-event-id',
    description: 'The event’s id, as `id` in the body: the same on a retry or a resend.',
    schema: { type: 'string' },
    example: '5b0c5a0e-3f7a-4a53-9d55-0f8d8f2f6a11',
  },
].map((h) => ({ ...h, in: 'header' as const, required: true }));

/** One event type: what it means, the schema of its `data`, an example of it. */
export interface WebhookEventDoc {
  summary: string;
  data: z.ZodType;
  example: Record<string, unknown>;
}

const at = '2026-11-29T07:04:47.814Z';
const event = (id: string, type: string, data: Record<string, unknown>) => ({
  id,
  type,
  created_at: at,
  shop_id: 1,
  data,
});

/** Every event a shop may subscribe to, and the test event sent on request. */
export const webhookEvents: Record<WebhookEventType | typeof WEBHOOK_PING, WebhookEventDoc> = {
  'order.created': {
    summary:
      'An order came in: typed in the portal, sent by a program, imported, or a marketplace’s',
    data: orderCreatedData,
    example: event('5b0c5a0e-3f7a-4a53-9d55-0f8d8f2f6a11', 'order.created', {
      id: 3001,
      order_no: 'OR1795935889101',
      status: 0,
      source: 'form',
      total_price: 1700,
    }),
  },
  'order.status_changed': {
    summary:
      'An order moved from one status (is_order) to another; shipped, it has its tracking number',
    data: orderStatusData,
    example: event('0e6f0d5c-1d1b-4c66-8a0e-5f44b3a0c2d2', 'order.status_changed', {
      id: 3001,
      order_no: 'OR1795935889101',
      from: 3,
      to: 4,
      status_name: 'จัดส่งแล้ว',
      tracking_no: 'EF582568151TH',
    }),
  },
  'stock.low': {
    summary: 'A stock item fell to its reorder point or below',
    data: stockLowData,
    example: event('c3b1f1a2-7d2e-4f0b-9e0a-2a7c6e9d4b33', 'stock.low', {
      inventory_id: 28,
      product_id: 140,
      product_set_id: null,
      sku: 'S1-P0140',
      name: 'หูฟังไร้สาย แพ็กประหยัด',
      on_hand: 18,
      reserved: 2,
      reorder_point: 20,
    }),
  },
  'booking.status_changed': {
    summary: 'An inbound delivery booking moved on (through each status in `steps`)',
    data: bookingStatusData,
    example: event('9a4d2e7b-6c1f-4b8e-a3d5-1e2f3a4b5c44', 'booking.status_changed', {
      id: 57,
      booking_no: 'BK2611290001',
      from: 1,
      to: 3,
      steps: [2, 3],
      status_name: 'สินค้าถึงคลัง',
    }),
  },
  [WEBHOOK_PING]: {
    summary: 'A test event, sent when asked for in the portal to check an endpoint',
    data: z.object({ endpoint_id: z.number() }),
    example: event('71e6b0f4-2a9c-4d3e-8f1b-6c5d4e3f2a55', WEBHOOK_PING, { endpoint_id: 7 }),
  },
};

/** The payload every event shares, with the event's own `data`. */
const envelope = (type: string, data: z.ZodType) =>
  z.object({
    id: z.string().describe('The event’s id; a retry or a resend keeps it.'),
    type: z.literal(type),
    created_at: z.string().describe('When the event happened (ISO 8601, UTC).'),
    shop_id: z.number().describe('The shop the event is about.'),
    data,
  });

/**
 * OpenAPI 3.1 `webhooks`: one POST per event type, as the portal sends it to a shop's
 * registered address. `toSchema` turns a zod schema into the document's JSON Schema.
 */
export function webhookItems(
  events: Record<string, WebhookEventDoc>,
  toSchema: (schema: z.ZodType, name: string) => Schema,
) {
  return Object.fromEntries(
    Object.entries(events).map(([type, doc]) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: doc.summary,
          description:
            'Sent as a POST with a JSON body to each active webhook endpoint of the shop that subscribes to this event.',
          tags: ['webhooks'],
          parameters: deliveryHeaders,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: toSchema(envelope(type, doc.data), type),
                example: doc.example,
              },
            },
          },
          responses: {
            '2XX': {
              description:
                'Received. Any other answer, or none within the time allowed, is retried later.',
            },
          },
        },
      },
    ]),
  );
}
