import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { IdentityDocRow } from '../../contract/schemas/users';
import { identityDocuments, roles, shops, users, userShops } from '../db/schema';
import { listRows, selectRows } from '../db/paging';
import { searchLike } from '../db/search';
import { th } from '../../i18n/th';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { firstShopName, phone, plainSearch, searchFilter } from '../domain/users';
import { userInfoOf } from './profile';

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
        rows: selectRows(() =>
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
            .from(users),
        ),
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
