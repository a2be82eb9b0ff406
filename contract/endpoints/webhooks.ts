import { z } from 'zod';
import { routes } from '../routes';
import * as wh from '../schemas/webhooks';
import { shopIn, shopRecordIn, webhookDeliveryIn, webhookIn } from './access';
import { area } from './types';

/**
 * A shop's webhooks (contract/schemas/webhooks.ts says what is sent and how it is signed): its
 * endpoints, each one's delivery log, a delivery sent again, a test event.
 */
export const webhookEndpoints = area({
  webhooks: {
    ...routes.webhooks,
    summary:
      "The shop's webhook endpoints: address, events, whether on, failing since when, switched off when and why; the secret's last 4 characters only",
    query: wh.webhooksQuery,
    data: z.array(wh.webhookRow),
    shop: [shopIn('query')],
  },
  webhookCreate: {
    ...routes.webhookCreate,
    summary:
      'Registers an HTTPS endpoint of the shop for the chosen events; the reply is the only time its signing secret is given; at most 10 endpoints a shop',
    body: wh.webhookCreateBody,
    data: wh.webhookCreated,
    shop: [shopIn('body')],
  },
  webhookUpdate: {
    ...routes.webhookUpdate,
    summary:
      "Changes an endpoint's address, description, events, or switches it off or on (on again: its failures are forgotten)",
    body: wh.webhookUpdateBody,
    data: wh.webhookRow,
    shop: shopRecordIn(webhookIn('body', 'id')),
  },
  webhookDelete: {
    ...routes.webhookDelete,
    summary: 'Removes an endpoint and its delivery log; deliveries still waiting are dropped',
    query: wh.webhookIdQuery,
    data: z.null(),
    shop: [shopIn('query'), { ...webhookIn('query', 'id'), within: 'shop_id' }],
  },
  webhookDeliveries: {
    ...routes.webhookDeliveries,
    summary:
      "An endpoint's deliveries, newest first: the event, where it stands, tries, the receiver's latest HTTP status or the reason it failed",
    query: wh.webhookDeliveriesQuery,
    data: z.array(wh.webhookDelivery),
    shop: [shopIn('query'), { ...webhookIn('query', 'endpoint_id'), within: 'shop_id' }],
  },
  webhookResend: {
    ...routes.webhookResend,
    summary:
      'Sends a delivered or failed delivery again, as a new try with the same event id (one still waiting for its next try is refused); the endpoint must be on',
    body: wh.webhookIdBody,
    data: wh.webhookDelivery,
    shop: shopRecordIn(webhookDeliveryIn('body', 'id')),
  },
  webhookTest: {
    ...routes.webhookTest,
    summary:
      "Sends a signed `ping` event to the endpoint now, on or off, and answers its delivery with the receiver's answer (never tried again)",
    body: wh.webhookIdBody,
    data: wh.webhookDelivery,
    shop: shopRecordIn(webhookIn('body', 'id')),
  },
});
