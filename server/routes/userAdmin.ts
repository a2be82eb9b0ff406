import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { USER_TYPE } from '../../contract/enums';
import { warehouseToday } from '../../contract/schemas/bookings';
import {
  COMPANY_ADDRESS,
  COMPANY_DOC_ADDRESS,
  INDIVIDUAL_ADDRESS,
  INDIVIDUAL_DOC_ADDRESS,
} from '../../contract/schemas/register';
import { USER_ACTIVE } from '../../contract/schemas/users';
import { th } from '../../i18n/th';
import { hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/session';
import type { Db, DbOrTx } from '../db/client';
import { FOREIGN_KEY_VIOLATION, pgError, UNIQUE_VIOLATION } from '../db/pgError';
import {
  auditLog,
  identityDocuments,
  marketplaceConnections,
  marketplaceStates,
  notifications,
  roles,
  titles,
  users,
  userTokens,
} from '../db/schema';
import { afterCommit, transaction } from '../db/transaction';
import { xlsxExport, XLSX_MIME, type XlsxCell } from '../documents/xlsxExport';
import { auditOf, changesOf, redactUserHistory, recordAudit } from '../domain/audit';
import { assertRoleAdministrator, lockRoleAdministration } from '../domain/roles';
import { ApiError } from '../errors';
import { defineHandlers, FileReply, type Deps } from '../registry';
import {
  addressColumns,
  emailTaken,
  generatePassword,
  idCardTaken,
  juristicTaken,
  passportTaken,
  referenceErrors,
  refuse,
  REGISTRATION_LOCK,
} from './register';
import { firstShopName, phone, searchFilter } from './users';

const t = th.server.user_admin;
const R = th.server.register;

/**
 * What the audit log keeps of a user: the form's fields and the role by name (`role`), never
 * the password or its hash.
 */
const AUDITED = [
  'user_type_id',
  'indiv_mas_title_id',
  'indiv_first_name',
  'indiv_last_name',
  'email',
  'is_active',
  'role',
  'company_type_id',
  'company_name',
  'tax_id',
  'indiv_id_card',
  'indiv_passport',
  'com_tel',
  'com_mobile',
  'indiv_tel',
  'indiv_mobile',
  'com_addr_tp',
  'addr_tp_province',
  'addr_tp_district',
  'addr_tp_subdistrict',
  'addr_tp_postcode',
  'is_copy_addr_tp',
  'addr_doc',
  'addr_doc_province',
  'addr_doc_district',
  'addr_doc_subdistrict',
  'addr_doc_postcode',
] as const;

type UserRow = typeof users.$inferSelect;

/** A user as the audit log compares it: the row with its role's name. */
const audited = (u: UserRow, roleName: string | null) => ({ ...u, role: roleName });

/** Users read in one statement of the export. */
const EXPORT_BATCH = 2000;

/** 409 with the message under the identity number's field (spec part 2 §8). */
function conflict(field: string, message: string): never {
  throw new ApiError(409, message, { [field]: message });
}

/** The role a form chose: none for 0; undefined when there is no such role. */
async function chosenRole(db: DbOrTx, roleId: number) {
  if (roleId === 0) return { id: null, name: null };
  const [role] = await db
    .select({ id: roles.id, name: roles.enum_desc })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role as { id: number | null; name: string | null } | undefined;
}

async function roleNameOf(db: DbOrTx, roleId: number | null) {
  if (roleId === null) return null;
  const [role] = await db.select({ name: roles.enum_desc }).from(roles).where(eq(roles.id, roleId));
  return role?.name ?? null;
}

/** A user who is not deleted, locked for the rest of the transaction; 404 otherwise. */
async function lockedUser(tx: DbOrTx, id: number): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_dt)))
    .for('update');
  if (!user) throw new ApiError(404, t.not_found);
  return user;
}

/** A saved row that broke a constraint the checks had passed meanwhile: its field's message. */
function refuseConstraint(e: unknown) {
  const { code, constraint } = pgError(e);
  if (code === UNIQUE_VIOLATION && constraint === 'users_email_idx')
    refuse({ email: R.email_exists });
  if (code === FOREIGN_KEY_VIOLATION && constraint === 'users_role_id_fkey')
    refuse({ role_id: t.role_unknown });
}

/**
 * The user list as a sheet, read in batches in id order: the list's search, without deleted
 * users (spec part 2 §7.1 report-exportuserandrolereport).
 */
async function* exportRows(db: Db, where: SQL | undefined): AsyncGenerator<XlsxCell[]> {
  const typeName: Record<number, string> = {
    [USER_TYPE.COMPANY]: t.type_1,
    [USER_TYPE.INDIVIDUAL]: t.type_2,
    [USER_TYPE.STAFF]: t.type_3,
  };
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: users.id,
        type: users.user_type_id,
        shop: firstShopName,
        title: titles.title_name_th,
        first: users.indiv_first_name,
        last: users.indiv_last_name,
        email: users.email,
        phone,
        active: users.is_active,
        role: roles.enum_desc,
        roleDescription: roles.enum_desc_th,
        // The day the account was made, in the warehouse's time zone (Asia/Bangkok).
        created: sql<string>`to_char(${users.created_dt} AT TIME ZONE 'Asia/Bangkok', 'DD/MM/YYYY')`,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.role_id))
      .leftJoin(titles, eq(titles.id, users.indiv_mas_title_id))
      .where(and(where, gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(EXPORT_BATCH);
    for (const u of batch)
      yield [
        u.id,
        typeName[u.type] ?? String(u.type),
        u.shop,
        u.title,
        u.first,
        u.last,
        u.email,
        u.phone,
        u.active ? t.active : t.inactive,
        u.role ?? t.no_role,
        u.roleDescription,
        u.created,
      ];
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1].id;
  }
}

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
        refuseConstraint(e);
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

      let values: Partial<UserRow>;
      /** The identity numbers to keep unique, with their field and duplicate message. */
      let identity: { field: string; taken: (tx: DbOrTx) => Promise<boolean>; message: string };
      if (body.user_type_id === USER_TYPE.COMPANY) {
        const copy = body.is_copy_addr_tp === 1;
        const blocks = copy ? [COMPANY_ADDRESS] : [COMPANY_ADDRESS, COMPANY_DOC_ADDRESS];
        Object.assign(errors, await referenceErrors(db, body, blocks));
        values = {
          tax_id: body.tax_id,
          com_tel: body.com_tel,
          com_mobile: body.com_mobile || null,
          ...addressColumns(body, COMPANY_ADDRESS, COMPANY_DOC_ADDRESS, copy),
        };
        const taxId = body.tax_id;
        identity = {
          field: 'tax_id',
          taken: (tx) => juristicTaken(tx, taxId, body.id),
          message: R.juristic_exists,
        };
      } else {
        const copy = body.is_copy_indiv_addr_id_card === 1;
        const blocks = copy ? [INDIVIDUAL_ADDRESS] : [INDIVIDUAL_ADDRESS, INDIVIDUAL_DOC_ADDRESS];
        Object.assign(errors, await referenceErrors(db, body, blocks));
        values = {
          indiv_tel: body.indiv_tel,
          indiv_mobile: body.indiv_mobile || null,
          ...addressColumns(body, INDIVIDUAL_ADDRESS, INDIVIDUAL_DOC_ADDRESS, copy),
        };
        // A user with a passport number edits it instead of the ID card (spec part 2 §2.1).
        const passport = body.indiv_passport?.toUpperCase();
        const idCard = body.indiv_id_card;
        if (stored.indiv_passport) {
          if (passport === undefined)
            errors.indiv_passport = th.validation.register.passport_required;
          values.indiv_passport = passport;
          identity = {
            field: 'indiv_passport',
            taken: (tx) => passportTaken(tx, passport ?? '', body.id),
            message: R.passport_exists,
          };
        } else {
          if (idCard === undefined) errors.indiv_id_card = th.validation.user.id_card_required;
          values.indiv_id_card = idCard;
          identity = {
            field: 'indiv_id_card',
            taken: (tx) => idCardTaken(tx, idCard ?? '', body.id),
            message: R.id_card_exists,
          };
        }
      }
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
        refuseConstraint(e);
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
          if (pgError(e).code !== FOREIGN_KEY_VIOLATION) throw e;
          deleted = false;
        }
        let after: UserRow | null = null;
        if (!deleted) {
          // Kept for the records they created, with nothing left that names or reaches them.
          [after] = await tx
            .update(users)
            .set({
              is_active: false,
              deleted_dt: new Date(),
              email: `deleted-${id}@deleted.invalid`,
              password_hash: unusableHash,
              must_change_password: false,
              email_verified: false,
              role_id: null,
              indiv_mas_title_id: null,
              indiv_first_name: t.deleted_name,
              indiv_last_name: '',
              company_name: null,
              tax_id: null,
              indiv_id_card: null,
              indiv_passport: null,
              com_tel: null,
              com_mobile: null,
              indiv_tel: null,
              indiv_mobile: null,
              com_addr_tp: null,
              addr_tp_province: null,
              addr_tp_district: null,
              addr_tp_subdistrict: null,
              addr_tp_postcode: null,
              is_copy_addr_tp: false,
              addr_doc: null,
              addr_doc_province: null,
              addr_doc_district: null,
              addr_doc_subdistrict: null,
              addr_doc_postcode: null,
              lazada_connect: false,
              shopee_connect: false,
              updated_dt: new Date(),
            })
            .where(eq(users.id, id))
            .returning();
          // What a deletion would have removed with the account, but its shop memberships.
          await tx.delete(userTokens).where(eq(userTokens.user_id, id));
          await tx.delete(identityDocuments).where(eq(identityDocuments.user_id, id));
          await tx.delete(notifications).where(eq(notifications.user_id, id));
          await tx.delete(marketplaceStates).where(eq(marketplaceStates.user_id, id));
          await tx.delete(marketplaceConnections).where(eq(marketplaceConnections.user_id, id));
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
            await Promise.all(documents.map((d) => files.remove(d.key).catch(() => undefined)));
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
          { header: t.col_created, width: 14 },
        ],
        rows: exportRows(db, where),
      });
      // The list as it is now: never kept by the browser.
      return new FileReply(
        content,
        XLSX_MIME,
        `${t.export_file}-${warehouseToday()}.xlsx`,
        'no-store',
      );
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
