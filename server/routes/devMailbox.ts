import { th } from '../../i18n/th';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { configureMailer, latestMail } from '../integrations/mailer';

/**
 * The development mailbox: in sandbox e-mail mode (no SMTP_URL, or MAIL_SANDBOX=true) the
 * newest outbox messages with their links, for the app's /dev/mailbox page. Anyone who can
 * reach the server can read them, reset links included: a server reachable by others runs
 * with SMTP_URL set, or MAIL_SANDBOX=false. Otherwise the endpoint answers 404.
 */
export function devMailboxHandlers({ db, config }: Deps) {
  const settings = configureMailer(db, config);
  return defineHandlers({
    devMailbox: async ({ query }) => {
      if (!settings.sandbox) throw new ApiError(404, th.server.not_found);
      const rows = await latestMail(db, query.to);
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
