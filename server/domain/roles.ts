import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { RoleRow } from '../../contract/schemas/roles';
import { th } from '../../i18n/th';
import type { DbOrTx, Tx } from '../db/client';
import { isUniqueViolation } from '../db/pgError';
import { menus, roleMenus, roles, users } from '../db/schema';
import { ApiError } from '../errors';
import { publishEvent } from '../events';
import { firstShopName } from './users';

const t = th.server.role;

/**
 * Roles and who can administer them: the role menu (licenset-list) must stay with at least
 * one role and one active staff user, or no one could give it back.
 */

/** Serialises the changes that could leave no one able to administer roles. */
const ROLE_ADMIN_LOCK = 727_015;

/** Who can administer roles: roles with the role menu active, and active staff holding one. */
export interface RoleAdministration {
  roles: number;
  people: number;
}

async function roleAdministration(tx: DbOrTx): Promise<RoleAdministration> {
  const adminRoles = tx
    .select({ id: roleMenus.role_id })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menu_id))
    .where(and(eq(roleMenus.is_active, true), eq(menus.menu_key, ROLE_MENU)));
  const [row] = await tx
    .select({
      roles: sql<number>`(SELECT count(*)::int FROM (${adminRoles}) r)`,
      people: sql<number>`(SELECT count(*)::int FROM ${users}
        WHERE ${users.user_type_id} = 3 AND ${users.is_active} AND ${users.deleted_dt} IS NULL
          AND ${users.role_id} IN (${adminRoles}))`,
    })
    .from(sql`(SELECT 1) one`);
  return { roles: Number(row?.roles ?? 0), people: Number(row?.people ?? 0) };
}

/**
 * Takes the role-administration lock for the rest of the transaction and answers who can
 * administer roles before the change (for `assertRoleAdministrator`).
 */
export async function lockRoleAdministration(tx: DbOrTx): Promise<RoleAdministration> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLE_ADMIN_LOCK})`);
  return roleAdministration(tx);
}

/**
 * Refuses (409) a change that took away the last role with the role menu (licenset-list)
 * active, or the last active staff user holding such a role: no one could then give the menu
 * back. Call it inside the transaction of a change that could take the menu away (a role's
 * menu access, a member leaving, a user switched off, deleted or given another role), after
 * the change, with what `lockRoleAdministration` answered before it, so the refusal undoes the
 * change and two changes at once cannot both pass. A change that takes nothing away passes.
 */
export async function assertRoleAdministrator(tx: DbOrTx, before: RoleAdministration) {
  const after = await roleAdministration(tx);
  if ((before.roles > 0 && after.roles === 0) || (before.people > 0 && after.people === 0))
    throw new ApiError(409, th.server.role.last_administrator);
}

export const roleNotFound = () => new ApiError(404, t.not_found);
export const nameExists = () => new ApiError(409, t.name_exists, { name: t.name_exists });

/** The role menu: its members administer roles. */
export const ROLE_MENU = 'licenset-list';

/** The fields of a role its audit rows name. */
export const ROLE_FIELDS = ['name', 'description'] as const;

/** Users announced in one event (an event's payload must stay under PostgreSQL's 8,000 bytes). */
const EVENT_USERS = 500;

// A query on one table renders its columns unqualified, so the subqueries below name the
// outer row as "roles" and their own tables by alias.

/** Members of the role: users who have it and are not deleted. */
const memberCount = sql<number>`(
  SELECT count(*)::int FROM users u
  WHERE u.role_id = "roles"."id" AND u.deleted_dt IS NULL)`;

/** The role's role menu is active: its members may administer roles. */
const administersRoles = sql<boolean>`EXISTS (
  SELECT 1 FROM role_menus rm JOIN menus m ON m.id = rm.menu_id
  WHERE rm.role_id = "roles"."id" AND rm.is_active AND m.menu_key = ${ROLE_MENU})`;

export const roleColumns = {
  id: roles.id,
  enum_values: roles.enum_values,
  enum_desc: roles.enum_desc,
  enum_desc_th: roles.enum_desc_th,
  member_count: memberCount,
  administers_roles: administersRoles,
};

/**
 * The role list is sorted by key or name. Roles are few (tens), so the list is read whole,
 * and its search is a case-insensitive `LIKE` of name and description, without an index.
 */
export const ROLE_SORTABLE = { id: roles.id, enum_desc: roles.enum_desc } as const;

export const memberColumns = {
  id: users.id,
  user_id: users.id,
  user_type_id: users.user_type_id,
  shop_name: firstShopName,
  indiv_first_name: users.indiv_first_name,
  indiv_last_name: users.indiv_last_name,
  email: users.email,
  is_active: users.is_active,
  pic: sql<string | null>`null::text`,
  pic_profile: sql<string | null>`null::text`,
};

/** The name of the user's role (none: null). */
const userRoleName = sql<string | null>`(
  SELECT r.enum_desc FROM roles r WHERE r.id = "users"."role_id")`;

/** A user as the add-member picker lists one: the member's columns and the role they have. */
export const candidateColumns = {
  ...memberColumns,
  role_id: users.role_id,
  role_name: userRoleName,
};

export async function roleRowOf(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row;
}

export async function roleExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  return row !== undefined;
}

/**
 * The role (404 if none), its row locked for the rest of the transaction: `key share` keeps
 * it from being deleted meanwhile (members join, menus are set), `update` from any change.
 */
export async function lockedRole(tx: Tx, id: number, mode: 'key share' | 'update') {
  const [row] = await tx
    .select({ id: roles.id, name: roles.enum_desc, description: roles.enum_desc_th })
    .from(roles)
    .where(eq(roles.id, id))
    .for(mode);
  if (!row) throw roleNotFound();
  return row;
}

/** Refuses (409) a name another role has, whatever its case. */
export async function assertNameFree(tx: Tx, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.enum_desc}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    );
  if (taken) throw nameExists();
}

/** The members of a role (its users not deleted), by id. */
export async function memberIds(tx: DbOrTx, roleId: number) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role_id, roleId), isNull(users.deleted_dt)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/**
 * Tells the open browsers of these users, at the commit, that their session changed (menus,
 * role): their live notification streams ask them to read it again.
 */
export async function announceSessionChange(tx: DbOrTx, userIds: number[]) {
  for (let i = 0; i < userIds.length; i += EVENT_USERS)
    await publishEvent(tx, { type: 'session-changed', userIds: userIds.slice(i, i + EVENT_USERS) });
}

/** Saves a role's name: the name index's refusal (a name saved meanwhile) is a 409 on the name. */
export async function savingName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (e) {
    if (isUniqueViolation(e, (c) => c === 'roles_name_idx')) throw nameExists();
    throw e;
  }
}
