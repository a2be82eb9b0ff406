import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { IdentityDocRow } from '../../contract/schemas/users';
import { identityDocuments, roles, shops, users, userShops } from '../db/schema';
import { listRows } from '../db/paging';
import { searchLike, searchMatch } from '../db/search';
import { alias } from 'drizzle-orm/pg-core';
import { th } from '../../i18n/th';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { userInfoOf } from './profile';

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
export const searchFilter = (db: Deps['db'], term: string) => {
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
const plainSearch = (db: Deps['db'], term: string) => {
  const byShop = db
    .select({ id: userShops.user_id })
    .from(userShops)
    .innerJoin(shops, eq(shops.id, userShops.shop_id))
    .where(searchLike(sql`lower(${shops.shop_name})`, term));
  return sql`(${searchLike(users.search_text, term)} OR ${users.id} IN (${byShop}))`;
};

export const SORTABLE = {
  id: users.id,
  email: users.email,
  indiv_first_name: users.indiv_first_name,
  indiv_last_name: users.indiv_last_name,
  is_active: users.is_active,
} as const;

/** System users read by staff (spec part 2 §2.1, §7.1). */
export function userHandlers({ db }: Deps) {
  return defineHandlers({
    users: async ({ query }) =>
      listRows(db, {
        query,
        table: users,
        id: users.id,
        where: and(
          // A deleted user kept for the records they created is no longer listed.
          isNull(users.deleted_dt),
          query.search ? searchFilter(db, query.search) : undefined,
          query.ids ? inArray(users.id, query.ids) : undefined,
        ),
        plainWhere: query.search
          ? and(
              isNull(users.deleted_dt),
              plainSearch(db, query.search),
              query.ids ? inArray(users.id, query.ids) : undefined,
            )
          : undefined,
        // The users whose own text matches tell the total better than the union's guess.
        estimateBy: query.search
          ? [
              {
                table: users,
                where: and(isNull(users.deleted_dt), searchLike(users.search_text, query.search)),
              },
            ]
          : undefined,
        sortable: SORTABLE,
        defaultOrder: 'ASC',
        rows: (where, orderBy) =>
          db
            .select({
              id: users.id,
              user_type_id: users.user_type_id,
              shop_name: firstShopName,
              indiv_first_name: users.indiv_first_name,
              indiv_last_name: users.indiv_last_name,
              email: users.email,
              com_tel: phone,
              is_active: users.is_active,
            })
            .from(users)
            .where(where)
            .orderBy(...orderBy),
      }),

    user: async ({ query }) => {
      const [stored] = await db
        .select({ deleted: users.deleted_dt })
        .from(users)
        .where(eq(users.id, query.user_id));
      if (stored?.deleted) throw new ApiError(404, th.server.user_admin.not_found);
      const info = await userInfoOf(db, query.user_id);
      const [role] = info.role_id
        ? await db.select({ name: roles.enum_desc }).from(roles).where(eq(roles.id, info.role_id))
        : [];
      const shopIds = db
        .select({ id: userShops.shop_id })
        .from(userShops)
        .where(eq(userShops.user_id, query.user_id));
      const [userShopRows, docs] = await Promise.all([
        db
          .select({ id: shops.id, shop_no: shops.shop_no, shop_name: shops.shop_name })
          .from(shops)
          .where(inArray(shops.id, shopIds))
          .orderBy(asc(shops.id)),
        db
          .select({
            id: identityDocuments.id,
            doc_type: identityDocuments.doc_type,
            original_name: identityDocuments.original_name,
            size: identityDocuments.size,
            created_at: identityDocuments.created_at,
          })
          .from(identityDocuments)
          .where(eq(identityDocuments.user_id, query.user_id))
          .orderBy(desc(identityDocuments.created_at), desc(identityDocuments.id)),
      ]);
      const documents: IdentityDocRow[] = docs.map((d) => ({
        ...d,
        created_at: d.created_at.toISOString(),
      }));
      return [
        {
          ...info,
          // The role's name (its description is enum_desc_th).
          role_name: role ? role.name : null,
          shops: userShopRows,
          identity_documents: documents,
        },
      ];
    },
  });
}
