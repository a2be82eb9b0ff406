// Checking that a webhook delivery came from the portal. The function below is also the
// snippet of "Verifying a signature" on /api/docs (server/openapiGuide.ts), kept equal by a test.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when the request is a delivery of the portal signed with `secret`, sent in the last 5 minutes. */
export function verifyWebhook(
  secret: string,
  rawBody: string, // the body exactly as received, before any JSON parsing
  headers: { 'x-fulfilment-signature'?: string; 'x-fulfilment-timestamp'?: string },
  toleranceSeconds = 300,
): boolean {
  const signature = headers['x-fulfilment-signature'] ?? '';
  const timestamp = headers['x-fulfilment-timestamp'] ?? '';
  if (!/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected =
    'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
