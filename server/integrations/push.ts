import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Push messages to users' devices (spec part 3 §4): after sign-in a device obtains a token
 * from the messaging provider and is subscribed to the topic 'user' + uid; every
 * notification of the user is then also sent to that topic, and the device refreshes its
 * notifications when one arrives. Two drivers: the sandbox (the default; offline, keeps what
 * it would have sent) and Firebase Cloud Messaging HTTP v1, configured by PUSH_PROVIDER=fcm
 * and FCM_SERVICE_ACCOUNT (README "Push messaging").
 */
export interface PushMessage {
  title: string;
  body: string;
}

export interface PushSender {
  readonly sandbox: boolean;
  /** Sends `message` to every device subscribed to `topic`. */
  send(topic: string, message: PushMessage): Promise<void>;
  /** Subscribes the device of registration `token` to `topic`. */
  subscribe(token: string, topic: string): Promise<void>;
}

/** The topic of a user's devices: 'user' + uid, as the spec names it. */
export const userTopic = (userId: number) => `user${userId}`;

// --- the sandbox -------------------------------------------------------------------------

/** How many sent messages and subscriptions the sandbox keeps (the newest). */
const SANDBOX_KEEP = 500;

/**
 * The SANDBOX provider: reaches no network. It keeps the newest messages it was asked to
 * send and the tokens subscribed to each topic, in this process's memory, and tells the log.
 */
export class SandboxPush implements PushSender {
  readonly sandbox = true;
  readonly sent: { topic: string; message: PushMessage; at: Date }[] = [];
  readonly subscriptions: { token: string; topic: string; at: Date }[] = [];

  constructor(private readonly log?: (entry: Record<string, unknown>, msg: string) => void) {}

  async send(topic: string, message: PushMessage) {
    this.sent.push({ topic, message, at: new Date() });
    if (this.sent.length > SANDBOX_KEEP) this.sent.splice(0, this.sent.length - SANDBOX_KEEP);
    this.log?.({ topic, title: message.title }, 'push message (sandbox: not sent)');
  }

  async subscribe(token: string, topic: string) {
    const i = this.subscriptions.findIndex((s) => s.token === token && s.topic === topic);
    if (i >= 0) this.subscriptions.splice(i, 1);
    this.subscriptions.push({ token, topic, at: new Date() });
    if (this.subscriptions.length > SANDBOX_KEEP)
      this.subscriptions.splice(0, this.subscriptions.length - SANDBOX_KEEP);
    this.log?.({ topic }, 'push subscription (sandbox)');
  }

  /** What was sent to `topic`, oldest first. */
  sentTo(topic: string) {
    return this.sent.filter((s) => s.topic === topic).map((s) => s.message);
  }
}

// --- Firebase Cloud Messaging HTTP v1 ------------------------------------------------------

export interface FcmConfig {
  projectId: string;
  /** The service account's `client_email` and `private_key` (PEM). */
  clientEmail: string;
  privateKey: string;
  /** OAuth 2.0 token endpoint of the service account. */
  tokenUri: string;
  /** FCM HTTP v1 base address (`…/v1/projects/<id>/messages:send` is added). */
  apiUrl: string;
  /** Instance ID service, where tokens are subscribed to topics. */
  iidUrl: string;
}

export interface PushConfig {
  provider: 'fcm';
  fcm: FcmConfig;
}

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 8_000;
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class PushError extends Error {}

/**
 * Firebase Cloud Messaging HTTP v1: an OAuth 2.0 access token obtained with the service
 * account's signed assertion (RFC 7523, kept until a minute before it expires), messages sent
 * to `/topics/<topic>` and tokens subscribed through the Instance ID batchAdd call.
 */
export class FcmPush implements PushSender {
  readonly sandbox = false;
  private token?: { value: string; expires: number };

  constructor(private readonly cfg: FcmConfig) {}

  private assertion(now: number) {
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const iat = Math.floor(now / 1000);
    const claims = b64url(
      JSON.stringify({
        iss: this.cfg.clientEmail,
        scope: FCM_SCOPE,
        aud: this.cfg.tokenUri,
        iat,
        exp: iat + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${claims}`)
      .sign(this.cfg.privateKey);
    return `${header}.${claims}.${b64url(signature)}`;
  }

  private async accessToken(): Promise<string> {
    const now = Date.now();
    if (this.token && this.token.expires > now + 60_000) return this.token.value;
    const res = await fetch(this.cfg.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(now),
      }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new PushError(`FCM token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new PushError('FCM token reply has no token');
    const ttl = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = { value: body.access_token, expires: now + ttl * 1000 };
    return this.token.value;
  }

  private async post(url: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 401) this.token = undefined;
    if (!res.ok) throw new PushError(`${url} answered ${res.status}`);
    return (await res.json()) as unknown;
  }

  async send(topic: string, message: PushMessage) {
    const base = this.cfg.apiUrl.replace(/\/+$/, '');
    await this.post(`${base}/v1/projects/${encodeURIComponent(this.cfg.projectId)}/messages:send`, {
      message: { topic, notification: { title: message.title, body: message.body } },
    });
  }

  async subscribe(token: string, topic: string) {
    const base = this.cfg.iidUrl.replace(/\/+$/, '');
    const reply = (await this.post(
      `${base}/iid/v1:batchAdd`,
      { to: `/topics/${topic}`, registration_tokens: [token] },
      { access_token_auth: 'true' },
    )) as { results?: { error?: string }[] };
    const error = reply.results?.[0]?.error;
    if (error) throw new PushError(`FCM refused the subscription: ${error}`);
  }
}

/**
 * PUSH_PROVIDER=fcm with FCM_SERVICE_ACCOUNT (the service account's JSON key, or the path of
 * its file) and optionally FCM_PROJECT_ID; unset or `sandbox`: the sandbox. A provider named
 * but not configured stops the start.
 */
export function pushConfigFromEnv(env: NodeJS.ProcessEnv): PushConfig | undefined {
  const provider = env.PUSH_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return undefined;
  if (provider !== 'fcm')
    throw new Error(`PUSH_PROVIDER must be sandbox or fcm, not "${provider}"`);
  const raw = env.FCM_SERVICE_ACCOUNT?.trim();
  if (!raw) throw new Error('PUSH_PROVIDER=fcm needs FCM_SERVICE_ACCOUNT');
  let account: Record<string, unknown>;
  try {
    account = JSON.parse(raw.startsWith('{') ? raw : readFileSync(raw, 'utf8')) as Record<
      string,
      unknown
    >;
  } catch (err) {
    throw new Error(`FCM_SERVICE_ACCOUNT is not a service account's JSON key: ${String(err)}`, {
      cause: err,
    });
  }
  const text = (key: string) => (typeof account[key] === 'string' ? account[key] : undefined);
  const projectId = env.FCM_PROJECT_ID || text('project_id');
  const clientEmail = text('client_email');
  const privateKey = text('private_key');
  if (!projectId || !clientEmail || !privateKey)
    throw new Error('FCM_SERVICE_ACCOUNT needs client_email and private_key (and a project id)');
  return {
    provider: 'fcm',
    fcm: {
      projectId,
      clientEmail,
      privateKey,
      tokenUri: text('token_uri') ?? 'https://oauth2.googleapis.com/token',
      apiUrl: env.FCM_API_URL || 'https://fcm.googleapis.com',
      iidUrl: env.FCM_IID_URL || 'https://iid.googleapis.com',
    },
  };
}

/**
 * The push messages of one server: hands each notified user's topic to the sender without
 * holding the request that notified them, logs what fails, and lets `close` wait for the
 * messages still being sent.
 */
export class PushDelivery {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly sender: PushSender,
    private readonly onError: (err: unknown, topic: string) => void,
  ) {}

  /** Sends `message` to the topic of each user, in the background. */
  deliver(userIds: readonly number[], message: PushMessage) {
    for (const id of userIds) {
      const topic = userTopic(id);
      const sending = this.sender
        .send(topic, message)
        .catch((err: unknown) => this.onError(err, topic))
        .finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    }
  }

  /** Subscribes a device of the user to the user's topic. */
  subscribe(token: string, userId: number) {
    return this.sender.subscribe(token, userTopic(userId));
  }

  async close() {
    await Promise.allSettled([...this.inFlight]);
  }
}

export const pushSender = (
  cfg: PushConfig | undefined,
  log?: (entry: Record<string, unknown>, msg: string) => void,
): PushSender => (cfg ? new FcmPush(cfg.fcm) : new SandboxPush(log));
