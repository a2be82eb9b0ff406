import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { USER_TYPE } from '../../contract/enums';
import { INDIVIDUAL_ADDRESS, INDIVIDUAL_DOC_ADDRESS } from '../../contract/schemas/register';
import { USER_ACTIVE } from '../../contract/schemas/users';
import { th } from '../../i18n/th';
import { hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/session';
import { isForeignKeyViolation } from '../db/pgError';
import { auditLog, identityDocuments, roles, users } from '../db/schema';
import { afterCommit, transaction } from '../db/transaction';
import { xlsxExport, todaysSheet } from '../documents/xlsxExport';
import { auditOf, changesOf, redactUserHistory, recordAudit } from '../domain/audit';
import {
  addressColumns,
  emailTaken,
  generatePassword,
  idCardTaken,
  referenceErrors,
  refuse,
  refuseConstraint,
  REGISTRATION_LOCK,
} from '../domain/registration';
import { assertRoleAdministrator, lockRoleAdministration } from '../domain/roles';
import {
  anonymiseUser,
  audited,
  AUDITED,
  chosenRole,
  conflict,
  exportRows,
  lockedUser,
  roleNameOf,
  searchFilter,
  type UserRow,
  editValues,
} from '../domain/users';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { removeStored } from '../storage/photos';

const t = th.server.user_admin;
const R = th.server.register;

/**
 * User administration by staff with the user menu (spec part 2 §2.1, §3.1, §4.1, §5.1, §7.1,
 * §8): add a staff user, edit any user, delete one (or, when they created records, switch
 * them off and remove their personal data), the role options, the export and each user's
 * change history. Every change is written to the audit log in its own transaction.
 */
export function userAdminHandlers({ db, mailer, files }: Deps) {
  return defineHandlers({
    userCreate: async ({ caller, body, req }) => {
      const copy = body.is_copy_indiv_addr_id_card === 1;
      const blocks = copy ? [INDIVIDUAL_ADDRESS] : [INDIVIDUAL_ADDRESS, INDIVIDUAL_DOC_ADDRESS];
      const role = await chosenRole(db, body.role_id);
      // The e-mail's message leads (the form shows a 400 under the e-mail, spec part 2 §8).
      const errors: Record<string, string> = {
        ...((await emailTaken(db, body.email)) ? { email: R.email_exists } : {}),
        ...(await referenceErrors(db, body, blocks)),
        ...(role ? {} : { role_id: t.role_unknown }),
      };
      if (Object.keys(errors).length) refuse(errors);
      if (await idCardTaken(db, body.indiv_id_card)) conflict('indiv_id_card', R.id_card_exists);

      const password = generatePassword();
      const values = {
        email: body.email.toLowerCase(),
        password_hash: await hashPassword(password),
        user_type_id: USER_TYPE.STAFF,
        company_type_id: 0,
        role_id: role?.id ?? null,
        is_active: body.is_active === USER_ACTIVE.IN_USE,
        must_change_password: true,
        email_verified: false,
        indiv_mas_title_id: body.indiv_mas_title_id,
        indiv_first_name: body.indiv_first_name,
        indiv_last_name: body.indiv_last_name,
        indiv_id_card: body.indiv_id_card,
        indiv_tel: body.indiv_tel,
        indiv_mobile: body.indiv_mobile || null,
        ...addressColumns(body, INDIVIDUAL_ADDRESS, INDIVIDUAL_DOC_ADDRESS, copy),
      };
      let id: number;
      try {
        // The account, its verification link and e-mail and its audit row commit together,
        // under registration's lock: an add and a registration cannot both take an address.
        id = await transaction(db, async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
          if (await emailTaken(tx, body.email)) refuse({ email: R.email_exists });
          if (await idCardTaken(tx, body.indiv_id_card))
            conflict('indiv_id_card', R.id_card_exists);
          const [user] = await tx.insert(users).values(values).returning();
          await mailer.sendVerificationEmail(tx, user.id);
          await recordAudit(tx, {
            actorId: caller.id,
            entity: 'user',
            entityId: user.id,
            action: 'user_created',
            changes: changesOf(null, audited(user, role?.name ?? null), AUDITED),
            always: true,
          });
          return user.id;
        });
      } catch (e) {
        refuseConstraint(e, t.role_unknown);
        throw e;
      }
      req.log.info({ userId: id, by: caller.id }, 'user added');
      return { id, email: values.email, password };
    },

    userUpdate: async ({ caller, body, req }) => {
      const [stored] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, body.id), isNull(users.deleted_dt)));
      if (!stored) throw new ApiError(404, t.not_found);
      if (body.user_type_id !== stored.user_type_id) refuse({ user_type_id: t.type_mismatch });

      const errors: Record<string, string> = {};
      // The e-mail is the account's name: sent, it must be the stored one.
      if (
        body.email !== undefined &&
        body.email.trim().toLowerCase() !== stored.email.toLowerCase()
      )
        errors.email = t.email_fixed;
      const role = await chosenRole(db, body.role_id);
      if (!role) errors.role_id = t.role_unknown;
      const isActive = body.is_active === USER_ACTIVE.IN_USE;
      if (!isActive && body.id === caller.id) errors.is_active = t.deactivate_self;

      const { values, identity } = await editValues(db, stored, body, errors);
      if (Object.keys(errors).length) refuse(errors);

      try {
        await transaction(db, async (tx) => {
          // Switching a user off or changing their role could leave no one to administer
          // roles: such changes wait for each other, and the last check undoes the change.
          const administration = await lockRoleAdministration(tx);
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
          const before = await lockedUser(tx, body.id);
          if (await identity.taken(tx)) conflict(identity.field, identity.message);
          const [after] = await tx
            .update(users)
            .set({
              ...values,
              indiv_mas_title_id: body.indiv_mas_title_id,
              indiv_first_name: body.indiv_first_name,
              indiv_last_name: body.indiv_last_name,
              is_active: isActive,
              role_id: role?.id ?? null,
              updated_dt: new Date(),
            })
            .where(eq(users.id, body.id))
            .returning();
          // Switched off: every session ends now, not at its next request.
          if (before.is_active && !after.is_active) await endAllSessions(tx, after.id);
          if ((before.is_active && !after.is_active) || before.role_id !== after.role_id)
            await assertRoleAdministrator(tx, administration);
          await recordAudit(tx, {
            actorId: caller.id,
            entity: 'user',
            entityId: after.id,
            action: 'user_updated',
            changes: changesOf(
              audited(before, await roleNameOf(tx, before.role_id)),
              audited(after, role?.name ?? null),
              AUDITED,
            ),
          });
        });
      } catch (e) {
        refuseConstraint(e, t.role_unknown);
        throw e;
      }
      req.log.info({ userId: body.id, by: caller.id }, 'user updated');
      return null;
    },

    userDelete: async ({ caller, query, req }) => {
      const id = query.user_id;
      if (id === caller.id) refuse({ user_id: t.delete_self });
      // The password of an anonymised account: a hash of a secret no one knows.
      const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
      const outcome = await transaction(db, async (tx) => {
        const administration = await lockRoleAdministration(tx);
        const before = await lockedUser(tx, id);
        const roleName = await roleNameOf(tx, before.role_id);
        const documents = await tx
          .select({ key: identityDocuments.file_key })
          .from(identityDocuments)
          .where(eq(identityDocuments.user_id, id));
        // Signed out everywhere at once, whichever way the account goes.
        await endAllSessions(tx, id);
        let deleted = true;
        try {
          // In a savepoint: a user whose records point at them cannot go, and the rest of
          // the transaction carries on without the attempt.
          await transaction(tx, (sp) => sp.delete(users).where(eq(users.id, id)));
        } catch (e) {
          if (!isForeignKeyViolation(e)) throw e;
          deleted = false;
        }
        let after: UserRow | null = null;
        if (!deleted) {
          // Kept for the records they created, with nothing left that names or reaches them.
          after = await anonymiseUser(tx, id, unusableHash);
        }
        await assertRoleAdministrator(tx, administration);
        await recordAudit(tx, {
          actorId: caller.id,
          entity: 'user',
          entityId: id,
          action: deleted ? 'user_deleted' : 'user_deactivated',
          changes: changesOf(
            audited(before, roleName),
            after ? audited(after, null) : null,
            AUDITED,
          ),
          always: true,
        });
        // Gone or anonymised, the user's personal data leaves their history too.
        await redactUserHistory(tx, id, before.email, t.redacted);
        if (documents.length)
          await afterCommit(tx, async () => {
            await removeStored(
              files,
              documents.map((d) => d.key),
            );
          });
        return deleted ? ('deleted' as const) : ('deactivated' as const);
      });
      req.log.info({ userId: id, by: caller.id, outcome }, 'user deleted');
      return { outcome };
    },

    roleOptions: async () =>
      db
        .select({
          id: roles.id,
          enum_values: roles.enum_values,
          enum_desc: roles.enum_desc,
          enum_desc_th: roles.enum_desc_th,
        })
        .from(roles)
        .orderBy(asc(roles.id)),

    userExport: async ({ query }) => {
      const where = and(
        isNull(users.deleted_dt),
        query.search ? searchFilter(db, query.search) : undefined,
      );
      const content = await xlsxExport({
        sheetName: t.export_sheet,
        columns: [
          { header: t.col_id, width: 12 },
          { header: t.col_type, width: 16 },
          { header: t.col_shop, width: 30 },
          { header: t.col_title, width: 14 },
          { header: t.col_first_name, width: 20 },
          { header: t.col_last_name, width: 20 },
          { header: t.col_email, width: 32 },
          { header: t.col_tel, width: 16 },
          { header: t.col_status, width: 12 },
          { header: t.col_role, width: 24 },
          { header: t.col_role_description, width: 36 },
          { header: t.col_created, width: 14, date: true },
        ],
        rows: exportRows(db, where),
      });
      return todaysSheet(content, t.export_file);
    },

    // A deleted user's history stays readable: the user is unknown only with no history.
    userAudit: async ({ query }) => {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, query.user_id));
      const [history] = user
        ? [user]
        : await db
            .select({ id: auditLog.id })
            .from(auditLog)
            .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, query.user_id)))
            .limit(1);
      if (!history) throw new ApiError(404, t.not_found);
      return auditOf(db, 'user', query.user_id, query);
    },
  });
}
