import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAILBOX_KEY_HEADER } from '../../contract/enums';
import { th } from '../../i18n/th';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';

/** A client on this machine (IPv4 or IPv6 loopback, or IPv4 loopback mapped into IPv6). */
export const isLoopback = (ip: string) =>
  ip === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);

/** Headers a proxy adds on its way: a request carrying one was relayed. */
const RELAY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-cluster-client-ip',
];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The request carries the mailbox's key (compared in constant time). */
function keyMatches(req: FastifyRequest, key: string | undefined): boolean {
  const sent = req.headers[MAILBOX_KEY_HEADER];
  if (!key || typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(key));
}

/**
 * The development mailbox: with MAIL_SANDBOX=true, the newest outbox messages with their
 * links, for the app's /dev/mailbox page. They include reset links, so it answers only a
 * request that carries the mailbox's key, which the server prints at start in the mailbox's
 * address (`/dev/mailbox#key=…`) and nobody else learns: a proxy in front, whatever headers
 * it sets or leaves out, does not make it reachable. Besides, a client beyond this machine or
 * a request a proxy says it relayed is refused, and the server refuses to start with the
 * mailbox on while listening beyond loopback (server/main.ts). Otherwise the endpoint
 * answers 404.
 */
export function devMailboxHandlers({ mailer }: Deps) {
  return defineHandlers({
    devMailbox: async ({ query, req }) => {
      const relayed = RELAY_HEADERS.some((h) => req.headers[h] !== undefined);
      if (
        !mailer.settings.sandbox ||
        !keyMatches(req, mailer.settings.mailboxKey) ||
        relayed ||
        !isLoopback(req.socket.remoteAddress ?? '')
      )
        throw new ApiError(404, th.server.not_found);
      const rows = await mailer.latest(query.to);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to_address,
        subject: r.subject,
        text: r.body_text,
        links: r.links,
        created_at: r.created_at.toISOString(),
        sent_at: r.sent_at?.toISOString() ?? null,
        error: r.error,
      }));
    },
  });
}
