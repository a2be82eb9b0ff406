import { describe, expect, it } from 'vitest';
import { MENUS, type MenuId } from '../../contract/enums';
import { mayDo, RESOURCE_CALLS } from '../../src/providers/access';
import type { Session } from '../../src/providers/session';

/** A session of a demo account: its user type and its role's active menus (server/seed). */
function session(userTypeId: number, menuIds: MenuId[]): Session {
  return {
    uid: 1,
    email: 'x@demo.th',
    userTypeId,
    isStaff: userTypeId === 3,
    shopId: 1,
    shopList: [],
    menuAccess: MENUS.map((m) => ({
      menu_id: m.id,
      menu_key: m.key,
      menu_name: m.key,
      is_active: menuIds.includes(m.id),
    })) as unknown as Session['menuAccess'],
    contactNumber: '',
    firstName: '',
    lastName: '',
    idNumber: '',
    lazadaConnect: false,
    yearEra: 'be',
    theme: 'system',
    shopeeConnect: false,
  };
}

const ALL: MenuId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const ROLES = {
  'admin@ (staff, every menu)': session(3, ALL),
  'warehouse@ (staff: sets, bookings, stock, confirm, shipping, report)': session(
    3,
    [2, 3, 4, 6, 7, 12],
  ),
  'company@ (shop owner)': session(1, [1, 2, 3, 4, 5, 6, 7, 11, 12]),
  'individual@ (shop owner)': session(2, [1, 2, 3, 4, 5, 6, 7, 11, 12]),
};

// Written out by hand from the specification and DESIGN.md "who may do what": staff never
// change a shop's products, sets or orders; stock is staff's to change; users, roles and
// appointments are staff's with their menus; set orders and bookings are made by both.
// `a` admin, `w` warehouse, `c` company, `i` individual.
const TABLE: Record<string, string> = {
  'products.list': 'a c i',
  'products.create': 'c i',
  'products.edit': 'c i',
  'products.delete': 'c i',
  'products.import': 'c i',
  'productSets.list': 'a w c i',
  'productSets.create': 'c i',
  'productSets.edit': 'c i',
  'productSets.delete': 'c i',
  'productSets.import': 'c i',
  'productSetOrders.list': 'a w c i',
  'productSetOrders.create': 'a w c i',
  'productSetOrders.delete': 'a w c i',
  'inventory.list': 'a w c i',
  'inventory.create': 'a w',
  'inventory.edit': 'a w',
  'inventory.delete': 'a w',
  'orders.list': 'a c i',
  'orders.create': 'c i',
  'orders.edit': 'c i',
  'orders.delete': 'c i',
  'orders.import': 'c i',
  'confirm-order.list': 'a w c i',
  'confirm-order.edit': 'a w c i',
  'shipping-order.edit': 'a w',
  'bookings.list': 'a w c i',
  'bookings.create': 'a w c i',
  'bookings.edit': 'c i',
  'users.list': 'a',
  'users.create': 'a',
  'users.delete': 'a',
  'users.export': 'a',
  'permissions.list': 'a',
  'permissions.create': 'a',
  'permissions.delete': 'a',
  'appointments.list': 'a',
  'appointments.create': 'a',
};

describe('what each demo role is offered, read from the contract', () => {
  it.each(Object.entries(TABLE))('%s: %s', (action, who) => {
    const [resource, verb] = action.split('.');
    const shown = Object.entries(ROLES)
      .filter(([, s]) => mayDo(resource, verb, s))
      .map(([name]) => name[0]);
    expect(shown.join(' ')).toBe(who);
  });

  it('every action of the table is a call of the contract', () => {
    for (const action of Object.keys(TABLE)) {
      const [resource, verb] = action.split('.');
      expect(mayDo(resource, verb, ROLES['admin@ (staff, every menu)']), action).toBeDefined();
    }
    expect(Object.keys(RESOURCE_CALLS).length).toBeGreaterThan(10);
  });

  it('signed out, nothing is offered', () => {
    expect(mayDo('products', 'list', null)).toBe(false);
  });
});
