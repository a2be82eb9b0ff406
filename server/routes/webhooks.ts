import { eq } from 'drizzle-orm';
import type { WebhookDelivery } from '../../contract/schemas/webhooks';
import { searchedList, selectRows } from '../db/paging';
import { webhookDeliveries } from '../db/schema';
import { deliveryRow, endpointOf, listEndpoints } from '../domain/webhooks';
import { defineHandlers, type Deps } from '../registry';

/**
 * A shop's webhooks (server/domain/webhooks.ts). The contract keeps a shop user to their own
 * shops and records; staff reach every shop, so each handler looks the record up within the
 * shop the request names (404 otherwise).
 */
export function webhookHandlers({ db, webhooks }: Deps) {
  return defineHandlers({
    webhooks: async ({ query }) => listEndpoints(db, query.shop_id),
    webhookCreate: async ({ caller, body }) => webhooks.create(caller.id, body),
    webhookUpdate: async ({ body }) => webhooks.update(body),
    webhookDelete: async ({ query }) => {
      await webhooks.remove(query.shop_id, query.id);
      return null;
    },
    webhookDeliveries: async ({ query }) => {
      await endpointOf(db, query.shop_id, query.endpoint_id);
      return searchedList<WebhookDelivery>(db, {
        query,
        table: webhookDeliveries,
        filters: [eq(webhookDeliveries.endpoint_id, query.endpoint_id)],
        searched: () => undefined,
        rows: selectRows(
          () => db.select().from(webhookDeliveries),
          (rows) => rows.map(deliveryRow),
        ),
      });
    },
    webhookResend: async ({ body }) => webhooks.resend(body.shop_id, body.id),
    webhookTest: async ({ body }) => webhooks.ping(body.shop_id, body.id),
  });
}
