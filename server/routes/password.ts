import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { docTypesFor } from '../../contract/schemas/password';
import { USER_TYPE } from '../../contract/enums';
import { th } from '../../i18n/th';
import type { Db, DbOrTx } from '../db/client';
import { identityDocuments, sessions, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import { defineHandlers, FileReply, type Deps } from '../registry';
import { hashPassword, passwordMatches } from '../auth/password';
import { createSession, endAllSessions, sessionDataOf, setSessionCookie } from '../auth/session';
import { publishEvent } from '../events';
import { WindowLimit } from '../auth/limits';
import { detectDocument } from '../storage/fileType';
import { consumeToken, inspectToken } from '../integrations/linkTokens';

const t = th.server.password;
const FORGOT_WINDOW_MS = 15 * 60 * 1000;
/** Reset-link requests allowed per e-mail address and per client address in the window. */
const FORGOT_PER_EMAIL = 5;
const FORGOT_PER_ADDRESS = 20;

async function hasDocument(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(eq(identityDocuments.user_id, userId))
    .limit(1);
  return !!row;
}

/** Whether the user must still attach an identity document (staff never do). */
const needsDocument = async (db: DbOrTx, user: { id: number; user_type_id: number }) =>
  docTypesFor(user.user_type_id).length > 0 && !(await hasDocument(db, user.id));

const userByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0];

/**
 * Passwords, identity documents and e-mailed links (spec part 1 §5, §7; part 3 §2, §7, §8).
 * Endpoints that check a password share the login's failure counters (`Deps.attempts`):
 * failures per account and per address in the login window, then 429.
 */
export function passwordHandlers({ db, config, files: store, attempts, mailer }: Deps) {
  const forgotByEmail = new WindowLimit(db, 'forgot-email', FORGOT_PER_EMAIL, FORGOT_WINDOW_MS);
  const forgotByAddress = new WindowLimit(
    db,
    'forgot-address',
    FORGOT_PER_ADDRESS,
    FORGOT_WINDOW_MS,
  );

  /** The active account of an e-mail and password; a failure names `field`. */
  async function checkCredentials(
    email: string,
    password: string,
    ip: string,
    field: string,
    message: string,
  ) {
    if (!(await attempts.allowed(email, ip))) throw new ApiError(429, t.attempts_too_many);
    const user = await userByEmail(db, email);
    if (!(await passwordMatches(user, password)) || !user) {
      await attempts.failed(email, ip);
      throw new ApiError(400, message, { [field]: message });
    }
    await attempts.succeeded(email);
    if (!user.is_active) throw new ApiError(403, th.server.login_disabled);
    if (!user.must_change_password) throw new ApiError(400, t.not_required);
    return user;
  }

  return defineHandlers({
    firstChangePassword: async ({ body, req }) => {
      const user = await checkCredentials(
        body.email,
        body.old_password,
        req.ip,
        'old_password',
        t.old_wrong,
      );
      const hash = await hashPassword(body.new_password);
      const documentRequired = await needsDocument(db, user);
      await transaction(db, async (tx) => {
        await tx
          .update(users)
          .set({
            password_hash: hash,
            must_change_password: documentRequired,
            updated_dt: new Date(),
          })
          .where(eq(users.id, user.id));
        await endAllSessions(tx, user.id);
      });
      req.log.info({ userId: user.id, documentRequired }, 'first password change');
      return {
        document_required: documentRequired,
        doc_types: documentRequired ? docTypesFor(user.user_type_id) : [],
      };
    },

    uploadIdentityDoc: async ({ body, files, req, reply }) => {
      const file = files.file;
      if (!file) throw new ApiError(400, t.file_required, { file: t.file_required });
      const kind = await detectDocument(file.buffer);
      if (!kind) throw new ApiError(400, t.file_type, { file: t.file_type });
      const user = await checkCredentials(
        body.email,
        body.password,
        req.ip,
        'password',
        th.server.login_failed,
      );
      const allowed = docTypesFor(user.user_type_id);
      if (!allowed.includes(body.doctype)) {
        const message =
          user.user_type_id === USER_TYPE.COMPANY
            ? t.doctype_company
            : user.user_type_id === USER_TYPE.INDIVIDUAL
              ? t.doctype_individual
              : t.doctype_none;
        throw new ApiError(400, message, { doctype: message });
      }
      const key = await store.put(file.buffer, kind.ext);
      try {
        await transaction(db, async (tx) => {
          await tx.insert(identityDocuments).values({
            user_id: user.id,
            doc_type: body.doctype,
            file_key: key,
            mime: kind.mime,
            // The user's name of the file, for staff to read; never used as a path.
            original_name: file.filename.replace(/[\p{Cc}\\/]/gu, '_').slice(0, 255),
            size: file.buffer.length,
          });
          await tx
            .update(users)
            .set({ must_change_password: false, updated_dt: new Date() })
            .where(eq(users.id, user.id));
        });
      } catch (err) {
        await store.remove(key);
        throw err;
      }
      const token = await createSession(db, user.id, req.ip);
      setSessionCookie(reply, token, config);
      req.log.info({ userId: user.id, docType: body.doctype }, 'identity document; signed in');
      return sessionDataOf(db, user.id);
    },

    identityDoc: async ({ caller, query }) => {
      // Another user's document: staff whose role has the user menu (as user-getuserbyid).
      const mayReadOthers = caller.isStaff && caller.activeMenus.has('user-information');
      if (caller.id !== query.user_id && !mayReadOthers) {
        throw new ApiError(403, th.server.forbidden);
      }
      const [doc] = await db
        .select()
        .from(identityDocuments)
        .where(
          and(
            eq(identityDocuments.user_id, query.user_id),
            query.doc_id === undefined ? undefined : eq(identityDocuments.id, query.doc_id),
          ),
        )
        .orderBy(desc(identityDocuments.created_at), desc(identityDocuments.id))
        .limit(1);
      const content = doc ? await store.get(doc.file_key) : null;
      if (!doc || !content) throw new ApiError(404, t.document_not_found);
      const ext = doc.file_key.split('.').pop();
      return new FileReply(content, doc.mime, `identity-document-${query.user_id}.${ext}`);
    },

    forgotPassword: async ({ body, req }) => {
      if (!(await forgotByEmail.allowed(body.email)) || !(await forgotByAddress.allowed(req.ip))) {
        throw new ApiError(429, t.forgot_too_many);
      }
      await Promise.all([forgotByEmail.hit(body.email), forgotByAddress.hit(req.ip)]);
      const user = await userByEmail(db, body.email);
      // The spec shows "e-mail not found" (it answers 500); 404 is the honest code.
      if (!user) throw new ApiError(404, t.email_not_found, { email: t.email_not_found });
      if (!user.is_active) throw new ApiError(403, th.server.login_disabled);
      await mailer.sendResetEmail(db, user.id);
      req.log.info({ userId: user.id }, 'reset link e-mailed');
      return null;
    },

    resetPassword: async ({ body, req }) => {
      const hash = await hashPassword(body.new_password);
      const userId = await transaction(db, async (tx) => {
        const id = await consumeToken(tx, body.auth_uid, 'reset_password');
        if (id === null) throw new ApiError(400, t.link_expired, { auth_uid: t.link_expired });
        const [user] = await tx.select().from(users).where(eq(users.id, id));
        // The user chose this password: the first-sign-in flag stays only for a missing document.
        const mustChange = user.must_change_password && (await needsDocument(tx, user));
        await tx
          .update(users)
          .set({
            password_hash: hash,
            must_change_password: mustChange,
            // Following a link sent to the address proves the address.
            email_verified: true,
            updated_dt: new Date(),
          })
          .where(eq(users.id, id));
        await endAllSessions(tx, id);
        return id;
      });
      req.log.info({ userId }, 'password reset; every session ended');
      return null;
    },

    verifyEmail: async ({ body, req }) => {
      const userId = await transaction(db, async (tx) => {
        const id = await consumeToken(tx, body.auth_uid, 'verify_email');
        if (id === null) throw new ApiError(400, t.link_expired, { auth_uid: t.link_expired });
        await tx
          .update(users)
          .set({ email_verified: true, updated_dt: new Date() })
          .where(eq(users.id, id));
        return id;
      });
      req.log.info({ userId }, 'e-mail verified');
      return null;
    },

    checkLink: async ({ query }) => inspectToken(db, query.auth_uid, query.kind),

    changePassword: async ({ caller, body, req }) => {
      if (body.uid !== caller.id || body.email !== caller.email.toLowerCase()) {
        throw new ApiError(403, t.not_self);
      }
      if (!(await attempts.allowed(caller.email, req.ip)))
        throw new ApiError(429, t.attempts_too_many);
      const [user] = await db.select().from(users).where(eq(users.id, caller.id));
      if (!(await passwordMatches(user, body.old_password))) {
        await attempts.failed(caller.email, req.ip);
        throw new ApiError(400, t.old_wrong, { old_password: t.old_wrong });
      }
      await attempts.succeeded(caller.email);
      if (body.ident_number) {
        const own = [user.indiv_id_card, user.indiv_passport, user.tax_id].filter(Boolean);
        if (!own.includes(body.ident_number)) {
          throw new ApiError(400, t.ident_mismatch, { ident_number: t.ident_mismatch });
        }
      }
      const hash = await hashPassword(body.new_password);
      await transaction(db, async (tx) => {
        await tx
          .update(users)
          .set({ password_hash: hash, updated_dt: new Date() })
          .where(eq(users.id, caller.id));
        // Every other session of the user ends; the one that changed the password stays.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.user_id, caller.id), ne(sessions.id, caller.sessionId)));
        await publishEvent(tx, { type: 'session-ended', userIds: [caller.id] });
      });
      req.log.info({ userId: caller.id }, 'password changed; other sessions ended');
      return null;
    },
  });
}
