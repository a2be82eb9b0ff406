import { and, eq, sql } from 'drizzle-orm';
import { th } from '../../i18n/th';
import type { DbOrTx } from '../db/client';
import { menus, roleMenus, users } from '../db/schema';
import { ApiError } from '../errors';

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
    .where(and(eq(roleMenus.is_active, true), eq(menus.menu_key, 'licenset-list')));
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
