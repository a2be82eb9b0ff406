import { and, eq, gt, asc, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { USER_TYPE } from '../../contract/enums';
import { WAREHOUSE_TIME_ZONE } from '../../contract/dates';
import type { z } from 'zod';
import type { userUpdateBody } from '../../contract/schemas/users';
import { th } from '../../i18n/th';
import type { Db, DbOrTx, Tx } from '../db/client';
import {
  identityDocuments,
  marketplaceConnections,
  marketplaceStates,
  notifications,
  roles,
  shops,
  titles,
  users,
  userShops,
  userTokens,
} from '../db/schema';
import { searchLike, searchMatch } from '../db/search';
import { sheetDate, type XlsxCell } from '../documents/xlsxExport';
import { ApiError } from '../errors';
import { contactColumns, idCardTaken, juristicTaken, passportTaken } from './registration';

// Users as staff administer them (spec part 2 §2.1, §7.1, §8): the list's search, the audit
// log's view of a user, the role a form chose, and the export's rows.

const t = th.server.user_admin;
const R = th.server.register;

// A query on one table renders its columns unqualified, so the subqueries below name the
// outer row as "users" and their own tables by alias.

/** The user's first shop (staff have none: their row shows the staff label). */
export const firstShopName = sql<string | null>`(
  SELECT s.shop_name FROM user_shops us JOIN shops s ON s.id = us.shop_id
  WHERE us.user_id = "users"."id" ORDER BY s.id LIMIT 1)`;

/** The list's phone: the company phone, or an individual's contact phone. */
export const phone = sql<string | null>`coalesce(${users.com_tel}, ${users.indiv_tel})`;

/**
 * What a search matches: names, e-mail, phones and company name (the indexed search_text of
 * migration 0007), or the name of one of the user's shops (its own index). The two are looked up apart and
 * joined, so each uses its own index.
 */
export const searchFilter = (db: Db, term: string) => {
  const u = alias(users, 'u');
  const byText = db.select({ id: u.id }).from(u).where(searchMatch(u.search_text, term));
  const byShop = db
    .select({ id: userShops.user_id })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shop_id))
    .where(searchMatch(sql`lower(${shops.shop_name})`, term));
  return sql`${users.id} IN (${byText} UNION ${byShop})`;
};

/**
 * The same search without the indexes' pairs (`ListSpec.plainWhere`): what the planner
 * estimates, and what a search matching many users reads in the list's order.
 */
export const plainSearch = (db: Db, term: string) => {
  const byShop = db
    .select({ id: userShops.user_id })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shop_id))
    .where(searchLike(sql`lower(${shops.shop_name})`, term));
  return sql`(${searchLike(users.search_text, term)} OR ${users.id} IN (${byShop}))`;
};

/**
 * What the audit log keeps of a user: the form's fields and the role by name (`role`), never
 * the password or its hash.
 */
export const AUDITED = [
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

export type UserRow = typeof users.$inferSelect;

/** A user as the audit log compares it: the row with its role's name. */
export const audited = (u: UserRow, roleName: string | null) => ({ ...u, role: roleName });

/** Users read in one statement of the export. */
const EXPORT_BATCH = 2000;

/** 409 with the message under the identity number's field (spec part 2 §8). */
export function conflict(field: string, message: string): never {
  throw new ApiError(409, message, { [field]: message });
}

/** The role a form chose: none for 0; undefined when there is no such role. */
export async function chosenRole(db: DbOrTx, roleId: number) {
  if (roleId === 0) return { id: null, name: null };
  const [role] = await db
    .select({ id: roles.id, name: roles.enum_desc })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role as { id: number | null; name: string | null } | undefined;
}

export async function roleNameOf(db: DbOrTx, roleId: number | null) {
  if (roleId === null) return null;
  const [role] = await db.select({ name: roles.enum_desc }).from(roles).where(eq(roles.id, roleId));
  return role?.name ?? null;
}

/** A user who is not deleted, locked for the rest of the transaction; 404 otherwise. */
export async function lockedUser(tx: DbOrTx, id: number): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_dt)))
    .for('update');
  if (!user) throw new ApiError(404, t.not_found);
  return user;
}

/**
 * The user list as a sheet, read in batches in id order: the list's search, without deleted
 * users (spec part 2 §7.1 report-exportuserandrolereport).
 */
export async function* exportRows(db: Db, where: SQL | undefined): AsyncGenerator<XlsxCell[]> {
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
        // The day the account was made, in the warehouse's time zone (yyyy-mm-dd).
        created: sql<string>`to_char(${users.created_dt} AT TIME ZONE ${WAREHOUSE_TIME_ZONE}, 'YYYY-MM-DD')`,
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
        sheetDate(u.created),
      ];
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1].id;
  }
}

/**
 * Anonymises a user kept for the records they created: switched off, with nothing left that
 * names or reaches them (the password hash is `unusableHash`); what a deletion would have
 * removed with the account goes, but the shop memberships.
 */
export async function anonymiseUser(tx: Tx, id: number, unusableHash: string): Promise<UserRow> {
  const [after] = await tx
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
  await tx.delete(userTokens).where(eq(userTokens.user_id, id));
  await tx.delete(identityDocuments).where(eq(identityDocuments.user_id, id));
  await tx.delete(notifications).where(eq(notifications.user_id, id));
  await tx.delete(marketplaceStates).where(eq(marketplaceStates.user_id, id));
  await tx.delete(marketplaceConnections).where(eq(marketplaceConnections.user_id, id));
  return after;
}

/** An identity number a saved user must keep unique: its field, the check, the duplicate message. */
export interface IdentityCheck {
  field: string;
  taken: (tx: DbOrTx) => Promise<boolean>;
  message: string;
}

/**
 * What an edit of a user writes for their type (contact, addresses and identity number), and
 * the identity number to keep unique; the problems found are added to `errors`.
 */
export async function editValues(
  db: Db,
  stored: UserRow,
  body: z.output<typeof userUpdateBody>,
  errors: Record<string, string>,
): Promise<{ values: Partial<UserRow>; identity: IdentityCheck }> {
  const contact = await contactColumns(db, body);
  Object.assign(errors, contact.errors);
  const values: Partial<UserRow> = contact.values;
  let identity: IdentityCheck;
  if (body.user_type_id === USER_TYPE.COMPANY) {
    const taxId = body.tax_id;
    values.tax_id = taxId;
    identity = {
      field: 'tax_id',
      taken: (tx) => juristicTaken(tx, taxId, body.id),
      message: R.juristic_exists,
    };
  } else {
    // A user with a passport number edits it instead of the ID card (spec part 2 §2.1).
    const kept = stored.indiv_passport
      ? {
          field: 'indiv_passport' as const,
          value: body.indiv_passport?.toUpperCase(),
          required: th.validation.register.passport_required,
          taken: passportTaken,
          message: R.passport_exists,
        }
      : {
          field: 'indiv_id_card' as const,
          value: body.indiv_id_card,
          required: th.validation.user.id_card_required,
          taken: idCardTaken,
          message: R.id_card_exists,
        };
    const { field, value, taken } = kept;
    if (value === undefined) errors[field] = kept.required;
    values[field] = value;
    identity = { field, taken: (tx) => taken(tx, value ?? '', body.id), message: kept.message };
  }
  return { values, identity };
}
