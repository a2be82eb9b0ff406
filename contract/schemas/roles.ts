import { z } from 'zod';
import { MAX_IDS } from '../limits';
import {
  bodyId,
  callerUid,
  filledList,
  filledText,
  idQuery,
  messages,
  pageQuery,
  queryId,
  searchIdsPageQuery,
} from './common';
import { listedUser, roleOption } from './users';
import { menuAccessItem } from './auth';

/**
 * Roles (the spec's "permissions" and "licences", spec part 3 §2 "Licence list", "Create role
 * / update role", "Set user access", §3, §5, §7 "Permissions"). A role is named and described;
 * its members are users whose `role_id` is the role; its menu access says which menus of the
 * catalogue its members see and whose endpoints they may call. Messages are keys of
 * i18n/th-screens.ts `validation.role.*`.
 *
 * Role administration is staff's (user type 3 with the licenset-list menu; contract/endpoints/access.ts
 * ROLE_ADMIN). The spec's 'create user list' button of the role list (/license-list/create-user-list)
 * is hidden for user type 3, the only users who reach that list, so it never shows; for any other
 * user it would open the add-user form (/users/create), whose calls are staff's too.
 */
const rm = messages('role');

export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 200;
/** Members added in one call (the add-member picker's selection). */
export const ROLE_MEMBERS_MAX = MAX_IDS;

/** Role create: name required ('กรุณากรอกชื่อหน้าที่'), description at most 200 (spec part 3 §5). */
const roleFields = {
  name: filledText(rm('name_required')).max(ROLE_NAME_MAX, rm('name_too_long')),
  description: z
    .string(rm('description_too_long'))
    .trim()
    .max(ROLE_DESCRIPTION_MAX, rm('description_too_long'))
    .default(''),
};
export const roleCreateBody = z.strictObject(roleFields);
export type RoleCreateBody = z.input<typeof roleCreateBody>;
export const roleUpdateBody = z.strictObject({ id: bodyId, ...roleFields });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

/** The role list (permission-getpermission): searched by name or description, paged. */
export const roleListQuery = z.strictObject(searchIdsPageQuery);

/**
 * A role (spec part 3 §3 "Permission/role"), with how many members it has: `enum_values` is
 * its technical key (the seed's 'administrator', or 'role_<id>' for a created role),
 * `enum_desc` its name and `enum_desc_th` its description.
 */
export const roleRow = roleOption.extend({
  member_count: z.number(),
  /** The role may administer roles (its licenset-list menu is active). */
  administers_roles: z.boolean(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const roleQuery = z.strictObject({ role_id: queryId });
export const roleDeleteQuery = idQuery;

/** A member of a role, or a user without one (spec part 3 §3 "Member"). */
export const memberRow = z.object({
  /** `id` is the user's (the row's id, as react-admin keys rows). */
  ...listedUser,
  user_id: z.number(),
  /** Profile pictures: the portal keeps none, so always null. */
  pic: z.string().nullable(),
  pic_profile: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRow>;

/** Members of a role (permission-getmemberpermission): `id` is the role's. */
export const membersQuery = z.strictObject({
  id: queryId,
  ...searchIdsPageQuery,
});
/** Users without a role (permission-getmemberwithnorole, the spec's call). */
export const noRoleQuery = z.strictObject(searchIdsPageQuery);

/**
 * A user the add-member picker offers (permission-getmembercandidates): any user who is not
 * deleted, with the one role they have (a user has at most one: `users.role_id`).
 */
export const candidateRow = memberRow.extend({
  role_id: z.number().nullable(),
  /** The role's name (its `enum_desc`); null for a user without a role. */
  role_name: z.string().nullable(),
});
export type CandidateRow = z.infer<typeof candidateRow>;
/** Every user, searched and paged: the add-member picker's list. */
export const candidatesQuery = z.strictObject(searchIdsPageQuery);

/**
 * Add members (permission-add-memberspermission): the users join the role. A user has one
 * role, so one who has another leaves it (moves); one already in the role stays as they are.
 */
export const addMembersBody = z.strictObject({
  permission_id: bodyId,
  user: filledList(z.strictObject({ user_id: bodyId }), rm('members_required')).max(
    ROLE_MEMBERS_MAX,
    rm('members_too_many'),
  ),
  uid: callerUid,
});
export type AddMembersBody = z.input<typeof addMembersBody>;
/** `added`: the users who joined the role; `moved`: those of them who left another role. */
export const addMembersReply = z.object({ added: z.number(), moved: z.number() });

/** Remove a member (permission-deletememberfrompermission): the user is left without a role. */
export const removeMemberQuery = z.strictObject({ user_id: queryId });

/** A role's menu access (permission-getmenuaccessbypermissionid): every menu of the catalogue. */
export const menuAccessQuery = z.strictObject({ permission_id: queryId });
export const menuAccessRow = menuAccessItem;

/** Update a role's menu access (permission-update-menu-access): the menus named are set. */
export const menuAccessUpdateBody = z.strictObject({
  permission_id: bodyId,
  uid: callerUid,
  menu_item: filledList(
    z.strictObject({ menu_id: bodyId, is_active: z.boolean() }),
    rm('menus_required'),
  ).max(50, rm('menus_required')),
});
export type MenuAccessUpdateBody = z.input<typeof menuAccessUpdateBody>;

// ---- audit (users, roles, their members and menus; each status of a booking or an order) ----

/** What was changed; the Thai names are i18n/th-screens.ts `app.audit.action.*`. */
export const AUDIT_ACTIONS = [
  'user_created',
  'user_updated',
  'user_deleted',
  'user_deactivated',
  'role_created',
  'role_updated',
  'role_deleted',
  'members_added',
  'member_removed',
  'menu_access_updated',
  'booking_status_changed',
  'booking_updated',
  'order_status_changed',
  'api_key_created',
  'api_key_revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ENTITIES = ['user', 'role', 'booking', 'order'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * One changed field: its name (a column, `role`, `member`, or `menu:<menu_key>`) and the
 * values before and after as text (null where there was none). Passwords are never recorded.
 */
export const auditChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditRow = z.object({
  id: z.number(),
  /** ISO time. */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who made the change: id and name (e-mail where no name), null if that user is gone. */
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  changes: z.array(auditChange),
});
export type AuditRow = z.infer<typeof auditRow>;

/** A user's history (user-getuseraudit) and a role's (permission-getroleaudit), newest first. */
export const userAuditQuery = z.strictObject({ user_id: queryId, ...pageQuery });
export const roleAuditQuery = z.strictObject({ role_id: queryId, ...pageQuery });
