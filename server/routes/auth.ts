import { sql } from 'drizzle-orm';
import { th } from '../../i18n/th';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { passwordMatches } from '../auth/password';
import {
  createSession,
  endSession,
  SESSION_COOKIE,
  sessionDataOf,
  setSessionCookie,
} from '../auth/session';
import { docTypesFor } from '../../contract/schemas/password';

export function authHandlers({ db, config, attempts }: Deps) {
  return defineHandlers({
    login: async ({ body, req, reply }) => {
      const email = body.email.toLowerCase();
      if (!(await attempts.allowed(email, req.ip)))
        throw new ApiError(429, th.server.login_too_many);
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      // An unknown e-mail runs the same password check as a known one, so timing does not tell.
      if (!(await passwordMatches(user, body.password)) || !user) {
        await attempts.failed(email, req.ip);
        req.log.info({ email }, 'login failed');
        throw new ApiError(400, th.server.login_failed);
      }
      await attempts.succeeded(email);
      if (!user.is_active) throw new ApiError(403, th.server.login_disabled);
      if (user.must_change_password) {
        // The forced-change modal offers the document types of the account (spec part 1 §4, §5).
        throw new ApiError(401, th.server.login_must_change, undefined, {
          user_type_id: user.user_type_id,
          doc_types: docTypesFor(user.user_type_id),
        });
      }
      const token = await createSession(db, user.id, req.ip);
      setSessionCookie(reply, token, config);
      req.log.info({ userId: user.id }, 'login');
      return sessionDataOf(db, user.id);
    },

    logout: async ({ caller, reply }) => {
      await endSession(db, caller.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return null;
    },

    session: async ({ caller }) => sessionDataOf(db, caller.id),
  });
}
