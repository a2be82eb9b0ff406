import { th } from '../../i18n/th';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';

/** A client on this machine (IPv4 or IPv6 loopback, or IPv4 loopback mapped into IPv6). */
export const isLoopback = (ip: string) =>
  ip === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);

/**
 * The development mailbox: with MAIL_SANDBOX=true, the newest outbox messages with their
 * links, for the app's /dev/mailbox page. They include reset links, so it answers only
 * clients on this machine, and the server refuses to start with it on while listening beyond
 * loopback (server/main.ts). Otherwise the endpoint answers 404.
 */
export function devMailboxHandlers({ mailer }: Deps) {
  return defineHandlers({
    devMailbox: async ({ query, req }) => {
      // A request relayed by a proxy on this machine comes from loopback too: refused.
      const relayed = req.headers['x-forwarded-for'] !== undefined || !!req.headers.forwarded;
      if (!mailer.settings.sandbox || relayed || !isLoopback(req.socket.remoteAddress ?? ''))
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
