import type { BodyOf } from '../../../contract/endpoints';
import { api } from '../http';

/**
 * A shop's webhooks (the developer screen): its endpoints, a test event, a delivery sent
 * again. An endpoint's delivery log is the `webhookDeliveries` resource (resourceCalls.ts).
 */
export const webhookCalls = {
  /** The shop's endpoints (each secret's last 4 characters only). */
  async listWebhooks(shopId: number) {
    return (await api('webhooks', { query: { shop_id: shopId } })).data;
  },
  /** Registers an endpoint; the reply carries its signing secret, shown this once. */
  async createWebhook(body: BodyOf<'webhookCreate'>) {
    return (await api('webhookCreate', { body })).data;
  },
  /** Changes an endpoint, or switches it off or on (on again: its failures are forgotten). */
  async updateWebhook(body: BodyOf<'webhookUpdate'>) {
    return (await api('webhookUpdate', { body })).data;
  },
  /** Removes an endpoint with its delivery log. */
  async deleteWebhook(shopId: number, id: number) {
    await api('webhookDelete', { query: { shop_id: shopId, id } });
  },
  /** Sends a signed test event (`ping`) now; answers its delivery with the receiver's answer. */
  async sendWebhookTest(shopId: number, id: number) {
    return (await api('webhookTest', { body: { shop_id: shopId, id } })).data;
  },
  /** Sends a delivered or failed delivery again (the same event id). */
  async resendWebhookDelivery(shopId: number, id: number) {
    return (await api('webhookResend', { body: { shop_id: shopId, id } })).data;
  },
};
