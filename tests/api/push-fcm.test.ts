import http from 'node:http';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FcmPush,
  pushConfigFromEnv,
  PushDelivery,
  SandboxPush,
} from '../../server/integrations/push';

/**
 * The Firebase Cloud Messaging driver against a stand-in of Google's three services on this
 * machine (OAuth token, FCM HTTP v1 send, Instance ID topic subscription): what it signs and
 * sends, as Google documents it. The real services are never reached from here.
 */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let server: http.Server;
let base: string;
const seen: Seen[] = [];
/** The status the stand-in answers the next send with. */
let sendStatus = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/token') {
        res.end(JSON.stringify({ access_token: `token-${seen.length}`, expires_in: 3599 }));
      } else if (req.url?.startsWith('/v1/projects/')) {
        res.statusCode = sendStatus;
        res.end(JSON.stringify({ name: 'projects/portal-th/messages/1' }));
      } else if (req.url === '/iid/v1:batchAdd') {
        const tokens = (JSON.parse(body) as { registration_tokens: string[] }).registration_tokens;
        res.end(
          JSON.stringify({
            results: tokens.map((t) => (t === 'stale' ? { error: 'NOT_FOUND' } : {})),
          }),
        );
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
});

const driver = () =>
  new FcmPush({
    projectId: 'portal-th',
    clientEmail: 'push@portal-th.iam.gserviceaccount.com',
    privateKey: PEM,
    tokenUri: `${base}/token`,
    apiUrl: base,
    iidUrl: base,
  });

describe('the FCM HTTP v1 driver', () => {
  it('signs in with the service account and sends to the topic', async () => {
    seen.length = 0;
    const fcm = driver();
    await fcm.send('user12', { title: 'แจ้งเตือน', body: 'คำสั่งซื้อ OR1 จัดส่งแล้ว' });
    const [token, send] = seen;
    expect(token.path).toBe('/token');
    const form = new URLSearchParams(token.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'RS256',
      typ: 'JWT',
    });
    const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    expect(c).toMatchObject({
      iss: 'push@portal-th.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${base}/token`,
    });
    expect((c.exp as number) - (c.iat as number)).toBe(3600);
    const valid = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(publicKey, Buffer.from(signature, 'base64url'));
    expect(valid).toBe(true);

    expect(send.path).toBe('/v1/projects/portal-th/messages:send');
    expect(send.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(send.body)).toEqual({
      message: {
        topic: 'user12',
        notification: { title: 'แจ้งเตือน', body: 'คำสั่งซื้อ OR1 จัดส่งแล้ว' },
      },
    });
    // The access token is kept for the next message.
    await fcm.send('user13', { title: 't', body: 'b' });
    expect(seen.map((s) => s.path)).toEqual([
      '/token',
      '/v1/projects/portal-th/messages:send',
      '/v1/projects/portal-th/messages:send',
    ]);
  });

  it('subscribes a token to a topic through Instance ID batchAdd', async () => {
    seen.length = 0;
    const fcm = driver();
    await fcm.subscribe('device-token', 'user12');
    const add = seen.find((s) => s.path === '/iid/v1:batchAdd');
    expect(add?.headers.access_token_auth).toBe('true');
    expect(add?.headers.authorization).toMatch(/^Bearer token-/);
    expect(JSON.parse(add?.body ?? '{}')).toEqual({
      to: '/topics/user12',
      registration_tokens: ['device-token'],
    });
    await expect(fcm.subscribe('stale', 'user12')).rejects.toThrow(/NOT_FOUND/);
  });

  it('a refused message fails its delivery, which is logged, not thrown at the caller', async () => {
    sendStatus = 500;
    const errors: string[] = [];
    const delivery = new PushDelivery(driver(), (_err, topic) => errors.push(topic));
    delivery.deliver([7, 8], { title: 't', body: 'b' });
    await delivery.close();
    expect(errors.sort()).toEqual(['user7', 'user8']);
    sendStatus = 200;
  });
});

describe('push configuration', () => {
  const account = JSON.stringify({
    type: 'service_account',
    project_id: 'portal-th',
    client_email: 'push@portal-th.iam.gserviceaccount.com',
    private_key: PEM,
  });

  it('is the sandbox unless PUSH_PROVIDER=fcm', () => {
    expect(pushConfigFromEnv({})).toBeUndefined();
    expect(pushConfigFromEnv({ PUSH_PROVIDER: 'sandbox' })).toBeUndefined();
    expect(() => pushConfigFromEnv({ PUSH_PROVIDER: 'apns' })).toThrow(/PUSH_PROVIDER/);
    expect(() => pushConfigFromEnv({ PUSH_PROVIDER: 'fcm' })).toThrow(/FCM_SERVICE_ACCOUNT/);
    expect(() =>
      pushConfigFromEnv({ PUSH_PROVIDER: 'fcm', FCM_SERVICE_ACCOUNT: '{"client_email":1' }),
    ).toThrow(/FCM_SERVICE_ACCOUNT/);
  });

  it('reads the service account key, with FCM_PROJECT_ID over its project', () => {
    const cfg = pushConfigFromEnv({
      PUSH_PROVIDER: 'fcm',
      FCM_SERVICE_ACCOUNT: account,
      FCM_PROJECT_ID: 'other-project',
    });
    expect(cfg?.fcm).toMatchObject({
      projectId: 'other-project',
      clientEmail: 'push@portal-th.iam.gserviceaccount.com',
      tokenUri: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://fcm.googleapis.com',
      iidUrl: 'https://iid.googleapis.com',
    });
  });

  it('the sandbox keeps what it would send and the subscriptions, newest last', async () => {
    const sandbox = new SandboxPush();
    await sandbox.subscribe('t1', 'user1');
    await sandbox.subscribe('t2', 'user1');
    await sandbox.subscribe('t1', 'user1');
    expect(sandbox.subscriptions.map((s) => s.token)).toEqual(['t2', 't1']);
    await sandbox.send('user1', { title: 'a', body: 'b' });
    expect(sandbox.sentTo('user1')).toEqual([{ title: 'a', body: 'b' }]);
    expect(sandbox.sentTo('user2')).toEqual([]);
  });
});
