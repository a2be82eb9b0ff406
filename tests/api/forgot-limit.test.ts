import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { th } from '../../i18n/th';
import { ORIGIN, serverForFile } from './helpers';

/** Reset-link requests one client address may make in the window, whatever the e-mails. */
const PER_ADDRESS = 20;

let app: FastifyInstance;
serverForFile((booted) => (app = booted));

let serial = 0;
/** A forgot-password request for a new unknown e-mail (404) from `address`. */
async function forgot(address: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth-forgotpassword',
    remoteAddress: address,
    headers: { origin: ORIGIN },
    payload: { email: `nobody-${++serial}@example.th` },
  });
  return { status: res.statusCode, body: res.json<{ message: string }>() };
}

describe('forgot password: limit per client address', () => {
  it(`${PER_ADDRESS} requests for different e-mails pass, the next one is 429`, async () => {
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await forgot('198.51.100.7');
      expect(res.status, `request ${i + 1}`).toBe(404);
    }
    const over = await forgot('198.51.100.7');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(th.server.password.forgot_too_many);
  });

  it('another address is not held back by it', async () => {
    const res = await forgot('198.51.100.8');
    expect(res.status).toBe(404);
  });
});
