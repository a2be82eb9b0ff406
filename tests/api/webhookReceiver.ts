import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookPayload } from '../../contract/schemas/webhooks';

/** One POST a receiver got: its headers, its body as sent, the event in it. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: WebhookPayload;
}

/**
 * A shop's program receiving webhooks, on this machine: every POST it gets is kept, and
 * answered with the status `answer` gives for it (its number counts from 1).
 */
export async function webhookReceiver(answer: (n: number, got: Received) => number = () => 200) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry = { headers: req.headers, body, event: JSON.parse(body) as WebhookPayload };
      got.push(entry);
      res.statusCode = answer(got.length, entry);
      res.end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    got,
    /** The events got of one type. */
    of: (type: string) => got.filter((g) => g.event.type === type),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Checks a delivery's signature as a receiver does, written here from the documented scheme:
 * `sha256=` and the hex HMAC-SHA256, keyed by the secret, of `<timestamp>.<body>`.
 */
export function signedBy(secret: string, got: Received): boolean {
  const timestamp = String(got.headers['x-fulfilment-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${got.body}`).digest('hex')}`;
  const given = String(got.headers['x-fulfilment-signature']);
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}
