import { z } from 'zod';
import { routes } from '../routes';
import { emptyQuery } from '../schemas/common';
import * as usr from '../schemas/users';
import * as rl from '../schemas/roles';
import { area } from './types';

/** System users (staff) and roles with their menu access. */
export const userEndpoints = area({
  // --- system users (staff) ---
  users: {
    ...routes.users,
    summary: 'System users, searched; paged with total when page is sent (staff with the menu)',
    query: usr.userListQuery,
    data: z.array(usr.userListRow),
    shop: 'none',
  },
  user: {
    ...routes.user,
    summary: 'One user (data[0]) with shops, role and identity documents (staff with the menu)',
    query: usr.userRecordQuery,
    data: z.array(usr.userRecord),
    shop: 'none',
  },
  userCreate: {
    ...routes.userCreate,
    summary:
      'Add a staff user (type 3, company type 0) with a generated password to change at first sign-in; a verification e-mail goes out. 400 under email for a taken e-mail, 409 under indiv_id_card for a taken ID number',
    body: usr.userAddBody,
    data: usr.userAddReply,
    shop: 'none',
  },
  userUpdate: {
    ...routes.userUpdate,
    summary:
      "Edit a user: the fields of the user's kind, status and role; the e-mail cannot change. 409 under the identity number when another user has it; switching a user off ends their sessions",
    body: usr.userUpdateBody,
    data: z.null(),
    shop: 'none',
  },
  userDelete: {
    ...routes.userDelete,
    summary:
      'Delete a user; one who created records is switched off and anonymised instead (outcome says which); their sessions end at once',
    query: usr.userDeleteQuery,
    data: usr.userDeleteReply,
    shop: 'none',
  },
  roleOptions: {
    ...routes.roleOptions,
    summary: "The system roles for the user form's role select",
    query: emptyQuery,
    data: z.array(usr.roleOption),
    shop: 'none',
  },
  userExport: {
    ...routes.userExport,
    summary:
      'The user list with each role as an .xlsx (the list search applies); cells that could run as formulas are neutralised',
    query: usr.userExportQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
  },
  userAudit: {
    ...routes.userAudit,
    summary: "A user's change history: who changed what and when, before and after; newest first",
    query: rl.userAuditQuery,
    data: z.array(rl.auditRow),
    shop: 'none',
  },
  // --- roles and menu access (spec part 3 §7 "Permissions") ---
  roles: {
    ...routes.roles,
    summary:
      'Roles with their member counts, searched by name or description; paged when `page` is sent',
    query: rl.roleListQuery,
    data: z.array(rl.roleRow),
    shop: 'none',
  },
  role: {
    ...routes.role,
    summary: 'One role',
    query: rl.roleQuery,
    data: rl.roleRow,
    shop: 'none',
  },
  roleCreate: {
    ...routes.roleCreate,
    summary:
      'Create a role (name required, description at most 200); 409 for a name in use. No menu is active until set',
    body: rl.roleCreateBody,
    data: rl.roleRow,
    shop: 'none',
  },
  roleUpdate: {
    ...routes.roleUpdate,
    summary: "Rename or describe a role; 409 for another role's name",
    body: rl.roleUpdateBody,
    data: rl.roleRow,
    shop: 'none',
  },
  roleDelete: {
    ...routes.roleDelete,
    summary: 'Delete a role; refused (409) while it has members',
    query: rl.roleDeleteQuery,
    data: z.null(),
    shop: 'none',
  },
  roleMembers: {
    ...routes.roleMembers,
    summary: 'The members of a role (`id` is the role), searched; paged when `page` is sent',
    query: rl.membersQuery,
    data: z.array(rl.memberRow),
    shop: 'none',
  },
  usersWithoutRole: {
    ...routes.usersWithoutRole,
    summary: 'Users without a role, searched; paged when `page` is sent',
    query: rl.noRoleQuery,
    data: z.array(rl.memberRow),
    shop: 'none',
  },
  roleCandidates: {
    ...routes.roleCandidates,
    summary:
      'Every user (not deleted) with the role they have, searched (the add-member picker); paged when `page` is sent',
    query: rl.candidatesQuery,
    data: z.array(rl.candidateRow),
    shop: 'none',
  },
  roleMembersAdd: {
    ...routes.roleMembersAdd,
    summary:
      "Users join a role, all or none: a user with another role moves (leaves it, in both roles' histories and theirs), a member stays as they are; 409 when no one active could administer roles afterwards",
    body: rl.addMembersBody,
    data: rl.addMembersReply,
    shop: 'none',
  },
  roleMemberRemove: {
    ...routes.roleMemberRemove,
    summary:
      'A member leaves their role (and so every menu) from their next request; refused when no one active could administer roles afterwards',
    query: rl.removeMemberQuery,
    data: z.null(),
    shop: 'none',
  },
  roleMenuAccess: {
    ...routes.roleMenuAccess,
    summary: "A role's access to every menu of the catalogue",
    query: rl.menuAccessQuery,
    data: z.array(rl.menuAccessRow),
    shop: 'none',
  },
  roleMenuAccessUpdate: {
    ...routes.roleMenuAccessUpdate,
    summary:
      "Set a role's menus on or off; its members' next request follows. The role menu cannot be switched off where no one active could administer roles afterwards",
    body: rl.menuAccessUpdateBody,
    data: z.array(rl.menuAccessRow),
    shop: 'none',
  },
  roleAudit: {
    ...routes.roleAudit,
    summary: "A role's change history (name, members, menu access): who, when, before and after",
    query: rl.roleAuditQuery,
    data: z.array(rl.auditRow),
    shop: 'none',
  },
});
