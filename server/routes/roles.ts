import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuditChange, RoleRow } from '../../contract/schemas/roles';
import { th } from '../../i18n/th';
import { assertSelf } from '../auth/access';
import { menuAccess } from '../auth/session';
import { listRows, selectRows, type ListSpec } from '../db/paging';
import { auditLog, menus, roleMenus, roles, users } from '../db/schema';
import { searchLike, searchMatch } from '../db/search';
import type { Tx } from '../db/client';
import { transaction } from '../db/transaction';
import { auditOf, changesOf, recordAudit } from '../domain/audit';
import {
  announceSessionChange,
  assertNameFree,
  assertRoleAdministrator,
  candidateColumns,
  lockedRole,
  lockRoleAdministration,
  memberColumns,
  memberIds,
  roleNotFound,
  ROLE_FIELDS,
  ROLE_SORTABLE,
  roleColumns,
  roleExists,
  roleRowOf,
  savingName,
} from '../domain/roles';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { fill } from '../text';

/**
 * Roles, their members and their menu access (spec part 3 "Licence list", "Create role /
 * update role", "Set user access", §7 "Permissions"), every change written to the audit log
 * in its own transaction. A change that could leave no one able to administer roles (a role
 * losing the role menu, a member leaving) runs under the role-administration lock and is
 * refused when it would (server/domain/roles.ts).
 */

const t = th.server.role;

/** A role created, changed or deleted, in its history (its name and description). */
function auditRole(
  tx: Tx,
  actorId: number,
  action: 'role_created' | 'role_updated' | 'role_deleted',
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return recordAudit(tx, {
    actorId,
    entity: 'role',
    entityId: id,
    action,
    changes: changesOf(before, after, ROLE_FIELDS),
    // A created or deleted role is named in its history even with no field to show.
    always: action !== 'role_updated',
  });
}

/**
 * Members joining a role (`joined`) or leaving it, in the role's history: their e-mails.
 */
function auditMembers(tx: Tx, actorId: number, roleId: number, emails: string[], joined: boolean) {
  return recordAudit(tx, {
    actorId,
    entity: 'role',
    entityId: roleId,
    action: joined ? 'members_added' : 'member_removed',
    changes: emails.map((email) =>
      joined
        ? { field: 'member', before: null, after: email }
        : { field: 'member', before: email, after: null },
    ),
  });
}

/** A user's role changed, in their history: the roles' names before and after (none: null). */
function auditUserRole(
  tx: Tx,
  actorId: number,
  userId: number,
  before: string | null,
  after: string | null,
) {
  return recordAudit(tx, {
    actorId,
    entity: 'user',
    entityId: userId,
    action: 'user_updated',
    changes: [{ field: 'role', before, after }],
  });
}

/** Roles and their members and menus (licenset-list: staff with the role menu). */
export function roleHandlers({ db }: Deps) {
  /** The rows of the member lists, and of the add-member picker's (with each user's role). */
  const memberRows = selectRows(() => db.select(memberColumns).from(users));
  const candidateRows = selectRows(() => db.select(candidateColumns).from(users));

  /**
   * A member list: users matching `base` and the search, in id order (users_role_members_idx,
   * users_live_idx), as `rows` reads them.
   */
  function memberList<Row>(
    rows: ListSpec<Row>['rows'],
    base: SQL,
    query: { search?: string; ids?: number[]; page?: number; per_page?: number },
  ) {
    const ids = query.ids ? inArray(users.id, query.ids) : undefined;
    const term = query.search;
    return listRows<Row>(db, {
      query: { ...query, sort: undefined },
      table: users,
      where: and(base, ids, term ? searchMatch(users.search_text, term) : undefined),
      plainWhere: term ? and(base, ids, searchLike(users.search_text, term)) : undefined,
      sortable: {},
      defaultOrder: 'ASC',
      rows,
    });
  }

  return defineHandlers({
    roles: async ({ query }) => {
      const term = query.search;
      return listRows<RoleRow>(db, {
        query,
        table: roles,
        where: and(
          term
            ? sql`(${searchLike(sql`lower(${roles.enum_desc})`, term)}
                OR ${searchLike(sql`lower(${roles.enum_desc_th})`, term)})`
            : undefined,
          query.ids ? inArray(roles.id, query.ids) : undefined,
        ),
        sortable: ROLE_SORTABLE,
        defaultOrder: 'ASC',
        rows: selectRows(() => db.select(roleColumns).from(roles)),
      });
    },

    role: async ({ query }) => {
      const row = await roleRowOf(db, query.role_id);
      if (!row) throw roleNotFound();
      return row;
    },

    roleCreate: async ({ caller, body }) => {
      return savingName(() =>
        transaction(db, async (tx) => {
          await assertNameFree(tx, body.name);
          const [created] = await tx
            .insert(roles)
            .values({ enum_values: 'role', enum_desc: body.name, enum_desc_th: body.description })
            .returning({ id: roles.id });
          // A created role's technical key is its id's.
          await tx
            .update(roles)
            .set({ enum_values: `role_${created.id}` })
            .where(eq(roles.id, created.id));
          // Every menu of the catalogue, none active: a new role sees nothing until set.
          await tx.execute(sql`
            INSERT INTO role_menus (role_id, menu_id, is_active)
            SELECT ${created.id}, m.id, false FROM menus m`);
          await auditRole(tx, caller.id, 'role_created', created.id, null, body);
          return (await roleRowOf(tx, created.id)) as RoleRow;
        }),
      );
    },

    roleUpdate: async ({ caller, body }) => {
      return savingName(() =>
        transaction(db, async (tx) => {
          const before = await lockedRole(tx, body.id, 'update');
          await assertNameFree(tx, body.name, body.id);
          await tx
            .update(roles)
            .set({ enum_desc: body.name, enum_desc_th: body.description })
            .where(eq(roles.id, body.id));
          await auditRole(tx, caller.id, 'role_updated', body.id, before, body);
          return (await roleRowOf(tx, body.id)) as RoleRow;
        }),
      );
    },

    roleDelete: async ({ caller, query }) => {
      await transaction(db, async (tx) => {
        const administration = await lockRoleAdministration(tx);
        // Locked first, so a member joining meanwhile is counted or finds the role gone.
        const before = await lockedRole(tx, query.id, 'update');
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(users)
          .where(and(eq(users.role_id, query.id), isNull(users.deleted_dt)));
        if (count > 0) throw new ApiError(409, fill(t.has_members, { count }));
        await tx.delete(roles).where(eq(roles.id, query.id));
        await assertRoleAdministrator(tx, administration);
        await auditRole(tx, caller.id, 'role_deleted', query.id, before, null);
      });
      return null;
    },

    roleMembers: async ({ query }) => {
      if (!(await roleExists(db, query.id))) throw roleNotFound();
      const base = and(eq(users.role_id, query.id), isNull(users.deleted_dt)) as SQL;
      return memberList(memberRows, base, query);
    },

    usersWithoutRole: async ({ query }) =>
      memberList(memberRows, and(isNull(users.role_id), isNull(users.deleted_dt)) as SQL, query),

    roleCandidates: async ({ query }) => memberList(candidateRows, isNull(users.deleted_dt), query),

    roleMembersAdd: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const ids = [...new Set(body.user.map((u) => u.user_id))];
      return transaction(db, async (tx) => {
        // A user moved from another role could leave no one able to administer roles.
        const administration = await lockRoleAdministration(tx);
        const role = await lockedRole(tx, body.permission_id, 'key share');
        // Locked in id order, so a user changing role meanwhile is seen here.
        const found = await tx
          .select({
            id: users.id,
            email: users.email,
            role_id: users.role_id,
            role_name: roles.enum_desc,
            deleted: sql<boolean>`${users.deleted_dt} IS NOT NULL`,
          })
          .from(users)
          .leftJoin(roles, eq(roles.id, users.role_id))
          .where(inArray(users.id, ids))
          .orderBy(asc(users.id))
          .for('update', { of: users });
        if (found.length !== ids.length || found.some((u) => u.deleted))
          throw new ApiError(400, t.member_unknown, { user: t.member_unknown });
        // A member already stays as they are; a user with another role leaves it (one role each).
        const joining = found.filter((u) => u.role_id !== role.id);
        if (!joining.length) return { added: 0, moved: 0 };
        const joiningIds = joining.map((u) => u.id);
        await tx.update(users).set({ role_id: role.id }).where(inArray(users.id, joiningIds));
        await assertRoleAdministrator(tx, administration);

        // Each role left records who left it, the role joined who joined, each user the move.
        const leftIds = new Set(joining.flatMap((u) => (u.role_id === null ? [] : [u.role_id])));
        for (const leftId of leftIds) {
          const leaving = joining.filter((u) => u.role_id === leftId).map((u) => u.email);
          await auditMembers(tx, caller.id, leftId, leaving, false);
        }
        const emails = joining.map((u) => u.email);
        await auditMembers(tx, caller.id, role.id, emails, true);
        for (const u of joining) await auditUserRole(tx, caller.id, u.id, u.role_name, role.name);
        await announceSessionChange(tx, joiningIds);
        return { added: joining.length, moved: joining.filter((u) => u.role_id !== null).length };
      });
    },

    roleMemberRemove: async ({ caller, query }) => {
      await transaction(db, async (tx) => {
        const administration = await lockRoleAdministration(tx);
        const [user] = await tx
          .select({ id: users.id, email: users.email, role_id: users.role_id })
          .from(users)
          .where(eq(users.id, query.user_id))
          .for('update');
        if (!user) throw new ApiError(404, th.server.user_admin.not_found);
        if (user.role_id == null) throw new ApiError(400, t.not_member);
        const [role] = await tx
          .select({ name: roles.enum_desc })
          .from(roles)
          .where(eq(roles.id, user.role_id));
        await tx.update(users).set({ role_id: null }).where(eq(users.id, user.id));
        await assertRoleAdministrator(tx, administration);
        await auditMembers(tx, caller.id, user.role_id, [user.email], false);
        await auditUserRole(tx, caller.id, user.id, role?.name ?? null, null);
        await announceSessionChange(tx, [user.id]);
      });
      return null;
    },

    roleMenuAccess: async ({ query }) => {
      if (!(await roleExists(db, query.permission_id))) throw roleNotFound();
      return menuAccess(db, query.permission_id);
    },

    roleMenuAccessUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const roleId = body.permission_id;
      // The last flag sent for a menu counts.
      const wanted = new Map(body.menu_item.map((m) => [m.menu_id, m.is_active]));
      await transaction(db, async (tx) => {
        const administration = await lockRoleAdministration(tx);
        await lockedRole(tx, roleId, 'key share');
        const catalogue = await tx
          .select({ id: menus.id, key: menus.menu_key })
          .from(menus)
          .where(inArray(menus.id, [...wanted.keys()]));
        if (catalogue.length !== wanted.size)
          throw new ApiError(400, t.menu_unknown, { menu_item: t.menu_unknown });
        const current = await tx
          .select({ menuId: roleMenus.menu_id, isActive: roleMenus.is_active })
          .from(roleMenus)
          .where(eq(roleMenus.role_id, roleId));
        const was = new Map(current.map((c) => [c.menuId, c.isActive]));
        const changes: AuditChange[] = [];
        for (const m of catalogue) {
          const before = was.get(m.id) ?? false;
          const after = wanted.get(m.id) ?? false;
          if (before !== after)
            changes.push({ field: `menu:${m.key}`, before: String(before), after: String(after) });
        }
        if (!changes.length) return;
        await tx
          .insert(roleMenus)
          .values(
            [...wanted].map(([menu_id, is_active]) => ({ role_id: roleId, menu_id, is_active })),
          )
          .onConflictDoUpdate({
            target: [roleMenus.role_id, roleMenus.menu_id],
            set: { is_active: sql`excluded.is_active` },
          });
        await assertRoleAdministrator(tx, administration);
        await recordAudit(tx, {
          actorId: caller.id,
          entity: 'role',
          entityId: roleId,
          action: 'menu_access_updated',
          changes,
        });
        await announceSessionChange(tx, await memberIds(tx, roleId));
      });
      return menuAccess(db, roleId);
    },

    roleAudit: async ({ query }) => {
      const { role_id, ...paging } = query;
      // A deleted role's history is still answered; a role that never was is not found.
      if (!(await roleExists(db, role_id))) {
        const [logged] = await db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entity_id, role_id)))
          .limit(1);
        if (!logged) throw roleNotFound();
      }
      return auditOf(db, 'role', role_id, paging);
    },
  });
}
