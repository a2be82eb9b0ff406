import { api } from '../http';
import { getSession } from '../session';

/** A menu switched on or off in a role's menu access. */
export interface MenuSwitch {
  menu_id: number;
  is_active: boolean;
}

/** The caller's uid, which the spec sends with a role's changes (the server checks it). */
const uid = () => getSession()?.uid;

/**
 * Role calls that are not react-admin's CRUD (spec part 3 §7 "Permissions"): adding members
 * to a role, and reading and setting its menu access.
 */
export const roleCalls = {
  /**
   * The users join the role (one with another role leaves it); answers how many joined and
   * how many of them moved from another role.
   */
  async roleMembersAdd(roleId: number, userIds: number[]) {
    const body = {
      permission_id: roleId,
      user: userIds.map((user_id) => ({ user_id })),
      uid: uid(),
    };
    return (await api('roleMembersAdd', { body })).data;
  },
  /** The role's access to every menu of the catalogue. */
  async roleMenuAccess(roleId: number, signal?: AbortSignal) {
    return (await api('roleMenuAccess', { query: { permission_id: roleId }, signal })).data;
  },
  /** Sets the role's menus on or off; answers the role's menu access as stored. */
  async roleMenuAccessUpdate(roleId: number, menus: MenuSwitch[]) {
    const body = { permission_id: roleId, uid: uid(), menu_item: menus };
    return (await api('roleMenuAccessUpdate', { body })).data;
  },
};
