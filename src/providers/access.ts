import { MENU_KEYS, RESOURCE_MENU, type MenuKey } from '../../contract/enums';
import { routes, type RouteKey } from '../../contract/routes';
import { getSession, isMenuActive, useSession, type Session } from './session';

/**
 * What the app may offer, read from the contract: each action of a resource is the call it
 * makes, and the app offers it exactly when the server would answer that call for this user
 * (its user type and active menus, `access` in contract/routes.ts). One table, so a button is
 * never shown for a call the server refuses, nor hidden from a user it serves.
 *
 * Actions: react-admin's `list`, `show`, `create`, `edit` (save a change), `delete`, the
 * lists' own `import` and `export`, and `manage` where staff move a shop's record through the
 * warehouse by a call of their own (a booking's status, assignee and counts), and `retry`
 * where a failed entry of a log is sent again. `null`: the resource has no such call, so no
 * one is offered it.
 */
export const RESOURCE_CALLS = {
  products: {
    list: 'products',
    show: 'product',
    create: 'productCreate',
    edit: 'productUpdate',
    delete: 'productDelete',
    import: 'productImport',
  },
  productSets: {
    list: 'productSets',
    show: 'productSet',
    create: 'productSetCreate',
    edit: 'productSetUpdate',
    delete: 'productSetDelete',
    import: 'productSetImport',
  },
  productSetOrders: {
    list: 'setOrders',
    show: 'setOrder',
    create: 'setOrderCreate',
    edit: 'setOrderUpdate',
    delete: 'setOrderDelete',
  },
  inventory: {
    list: 'inventory',
    show: 'inventoryItem',
    create: 'inventoryCreate',
    edit: 'inventoryUpdate',
    delete: 'inventoryDelete',
  },
  orders: {
    list: 'orders',
    show: 'order',
    create: 'orderCreate',
    edit: 'orderUpdate',
    delete: 'orderDelete',
    import: 'orderImport',
  },
  /** The marketplace sync log: read with the orders; a failed entry sent again (`retry`). */
  marketplaceLog: { list: 'marketplaceLog', create: null, retry: 'marketplaceLogRetry' },
  'confirm-order': { list: 'confirmOrders', show: 'order', create: null, edit: 'confirmOrder' },
  'shipping-order': { list: 'shippingOrders', show: 'order', create: null, edit: 'shipOrdersBulk' },
  /** The warehouse floor: pick lists made from the selected orders and picked by scan. */
  'pick-lists': { list: 'pickList', show: 'pickList', create: 'pickListCreate', edit: 'pickLine' },
  /** Scan to pack. */
  pack: { list: 'packOrder', show: 'packOrder', create: null, edit: 'packScan' },
  bookings: {
    list: 'bookings',
    show: 'booking',
    create: 'bookingCreate',
    edit: 'bookingUpdate',
    manage: 'bookingAdminUpdate',
  },
  users: {
    list: 'users',
    show: 'user',
    create: 'userCreate',
    edit: 'userUpdate',
    delete: 'userDelete',
    export: 'userExport',
  },
  permissions: {
    list: 'roles',
    show: 'role',
    create: 'roleCreate',
    edit: 'roleUpdate',
    delete: 'roleDelete',
  },
  appointments: {
    list: 'appointments',
    show: 'appointment',
    create: 'appointmentCreate',
    edit: 'appointmentUpdate',
    delete: 'appointmentDelete',
  },
} as const satisfies Record<string, Partial<Record<string, RouteKey | null>>>;

export type CallResource = keyof typeof RESOURCE_CALLS;
export type CallAction<R extends CallResource> = keyof (typeof RESOURCE_CALLS)[R];

/**
 * Whether the call is made for users of the session's type, menus aside: of two calls of one
 * screen (behind its menu), the one the user's type may make.
 */
export function servesUserType(key: RouteKey, session: Session | null = getSession()): boolean {
  const access = routes[key].access;
  if (access.auth === 'public') return true;
  return !!session && (access.userTypes as readonly number[]).includes(session.userTypeId);
}

/** Whether the server answers this call for the session's user (user type, active menus). */
export function mayCall(key: RouteKey, session: Session | null = getSession()): boolean {
  const access = routes[key].access;
  if (access.auth === 'public') return true;
  if (!servesUserType(key, session)) return false;
  const menus = 'menus' in access ? access.menus : undefined;
  return !menus || menus.some((m) => isMenuActive(m, session));
}

/** Menu key of a react-admin resource or of a custom screen named by its menu key. */
export function menuOf(resource: string): MenuKey | undefined {
  return (
    RESOURCE_MENU[resource] ??
    (MENU_KEYS.includes(resource as MenuKey) ? (resource as MenuKey) : undefined)
  );
}

/**
 * Whether the user may take this action on the resource: its screen's menu is active and the
 * server answers the call behind the action; undefined for an action the table does not name.
 */
export function mayDo(
  resource: string,
  action: string,
  session: Session | null = getSession(),
): boolean | undefined {
  const calls = RESOURCE_CALLS[resource as CallResource] as
    Record<string, RouteKey | null> | undefined;
  const key = calls?.[action];
  if (key === undefined) return undefined;
  const menu = menuOf(resource);
  return key !== null && (!menu || isMenuActive(menu, session)) && mayCall(key, session);
}

/**
 * react-admin's `canAccess`: a screen behind an inactive menu is refused, and so is every
 * action whose call the server would refuse. An edit route is the record's page: a user who
 * may read the record but not change it opens it read-only (staff view a shop's orders and
 * bookings so), and each screen offers only the saves `mayDo` allows. Resources and screens
 * the table does not name answer by their menu alone.
 */
export function mayAccess(
  resource: string,
  action: string,
  session: Session | null = getSession(),
): boolean {
  const menu = menuOf(resource);
  if (menu && !isMenuActive(menu, session)) return false;
  const answer = mayDo(resource, action, session);
  if (action === 'edit' && answer === false) return mayDo(resource, 'show', session) ?? false;
  return answer ?? true;
}

/** `mayDo` as React state: follows the session (a role's menus changed, another tab). */
export function useMayDo<R extends CallResource>(resource: R, action: CallAction<R>): boolean {
  return mayDo(resource, action as string, useSession()) ?? false;
}

/** `mayCall` as React state: follows the session. */
export function useMayCall(key: RouteKey): boolean {
  return mayCall(key, useSession());
}
