import type { EndpointKey } from '../../contract/endpoints';
import type { MenuKey } from '../../contract/enums';

/**
 * Who may call what, written out by hand from the spec (part 1 §1, §6; part 2 §1, §6) and
 * the demo accounts, never read from the contract: a change of an endpoint's access in the
 * contract has to be made here too, on purpose.
 *
 * A cell is what the account gets for a valid request:
 * - `ok`: the endpoint answers it (200);
 * - `401`: signed out;
 * - `403`: the account's user type may not call it (`forbidden`);
 * - `menu`: 403 because the account's role has none of the endpoint's menus active.
 */
export type Cell = 'ok' | '401' | '403' | 'menu';

/** The columns of the table, in order. `null` is a caller without a session. */
export const COLUMNS = [
  null,
  'admin@demo.th',
  'warehouse@demo.th',
  'company@demo.th',
  'individual@demo.th',
] as const;
export type Column = (typeof COLUMNS)[number];
export type Account = Exclude<Column, null>;

export interface Row {
  cells: Record<Account | 'anonymous', Cell>;
  /** Menus any one of which opens the endpoint (none: no menu rule). */
  menus: readonly MenuKey[];
}

function row(cells: string, menus: readonly MenuKey[] = []): Row {
  const [anonymous, admin, warehouse, company, individual] = cells.trim().split(/\s+/) as Cell[];
  for (const c of [anonymous, admin, warehouse, company, individual])
    if (!['ok', '401', '403', 'menu'].includes(c)) throw new Error(`bad cell in '${cells}'`);
  return {
    cells: {
      anonymous,
      'admin@demo.th': admin,
      'warehouse@demo.th': warehouse,
      'company@demo.th': company,
      'individual@demo.th': individual,
    },
    menus,
  };
}

const PUBLIC = 'ok  ok  ok  ok  ok';
const SIGNED_IN = '401 ok  ok  ok  ok';
const PRODUCT = ['product-list'] as const;
const STOCK = ['inventory'] as const;
const SETS = ['product-set-list'] as const;
const ORDERS = ['order-list'] as const;
const ORDER_VIEW = ['order-list', 'confirm-order', 'shipping-order'] as const;
const CONFIRM = ['confirm-order'] as const;
const SHIPPING = ['shipping-order'] as const;
const BOOKINGS = ['delivery-booking'] as const;
const APPOINTMENTS = ['appointments'] as const;
const USER_ADMIN = ['user-information'] as const;
const ROLES = ['licenset-list'] as const;
const DASHBOARD = ['dashboard'] as const;
const REPORT = ['report'] as const;

// Warehouse staff (warehouse@) have product sets, delivery booking, inventory, confirm order,
// shipping and report active; admin@ has every menu; the shop owners' role every menu but
// user information, roles and appointments.
// prettier-ignore
export const ACCESS: Record<EndpointKey, Row> = {
  //                   anon admin wareh comp indiv
  login:               row(PUBLIC),
  logout:              row(SIGNED_IN),
  session:             row(SIGNED_IN),
  notifications:       row(SIGNED_IN),
  notificationsUnread: row(SIGNED_IN),
  notificationsRead:   row(SIGNED_IN),
  notificationStream:  row(SIGNED_IN),
  pushSubscribe:       row(SIGNED_IN),
  // Signed in: each kind of record is kept to its own menu (command-search.test.ts).
  commandSearch:       row(SIGNED_IN),
  shops:               row(SIGNED_IN),
  titles:              row(PUBLIC),
  provinces:           row(PUBLIC),
  districts:           row(PUBLIC),
  subdistricts:        row(PUBLIC),
  postcodePlaces:      row(PUBLIC),
  companyTypes:        row(PUBLIC),
  userTypes:           row(PUBLIC),
  productTypes:        row('401 ok  ok  ok  ok', ['product-list', 'product-set-list']),
  unitTypes:           row('401 ok  ok  ok  ok', ['product-list', 'product-set-list']),
  vatOptions:          row(SIGNED_IN),
  salesChannels:       row('401 ok  ok   ok  ok', ['dashboard', 'order-list', 'report']),
  deliveryChannels:    row('401 ok  ok   ok  ok', ['order-list', 'confirm-order', 'shipping-order']),
  // The product list also feeds the product pickers of the stock, set and booking screens.
  products:            row('401 ok  ok   ok  ok', ['product-list', 'inventory', 'product-set-list', 'delivery-booking']),
  product:             row('401 ok  menu ok  ok', PRODUCT),
  // Staff see products but never change them.
  productCreate:       row('401 403 403  ok  ok', PRODUCT),
  productUpdate:       row('401 403 403  ok  ok', PRODUCT),
  productDelete:       row('401 403 403  ok  ok', PRODUCT),
  productPics:         row('401 403 403  ok  ok', PRODUCT),
  productPic:          row(SIGNED_IN),
  productImport:       row('401 403 403  ok  ok', PRODUCT),
  productTemplate:     row('401 ok  menu ok  ok', PRODUCT),
  menus:               row(SIGNED_IN),
  checkJuristic:       row(PUBLIC),
  checkIdCard:         row(PUBLIC),
  checkPassport:       row(PUBLIC),
  ndidConfig:          row(PUBLIC),
  ndidData:            row(PUBLIC),
  register:            row(PUBLIC),
  profile:             row(SIGNED_IN),
  profileUpdate:       row(SIGNED_IN),
  firstChangePassword: row(PUBLIC),
  uploadIdentityDoc:   row(PUBLIC),
  // The caller's own document; other people's need staff with the user menu (users.test.ts).
  identityDoc:         row(SIGNED_IN),
  forgotPassword:      row(PUBLIC),
  resetPassword:       row(PUBLIC),
  verifyEmail:         row(PUBLIC),
  checkLink:           row(PUBLIC),
  changePassword:      row(SIGNED_IN),
  devMailbox:          row(PUBLIC),
  // Every signed-in user keeps API keys of their own (staff's reach every shop).
  apiKeys:             row(SIGNED_IN),
  apiKeyCreate:        row(SIGNED_IN),
  apiKeyRevoke:        row(SIGNED_IN),
  // Every signed-in user keeps saved views of the lists of their own.
  views:               row(SIGNED_IN),
  viewCreate:          row(SIGNED_IN),
  viewUpdate:          row(SIGNED_IN),
  viewDelete:          row(SIGNED_IN),
  // System users are administered by staff with the user menu.
  users:               row('401 ok  menu 403 403', ['user-information']),
  user:                row('401 ok  menu 403 403', ['user-information']),
  userCreate:          row('401 ok  menu 403 403', USER_ADMIN),
  userUpdate:          row('401 ok  menu 403 403', USER_ADMIN),
  userDelete:          row('401 ok  menu 403 403', USER_ADMIN),
  roleOptions:         row('401 ok  menu 403 403', ['user-information', 'licenset-list']),
  userExport:          row('401 ok  menu 403 403', USER_ADMIN),
  userAudit:           row('401 ok  menu 403 403', USER_ADMIN),
  roles:               row('401 ok  menu 403 403', ROLES),
  role:                row('401 ok  menu 403 403', ROLES),
  roleCreate:          row('401 ok  menu 403 403', ROLES),
  roleUpdate:          row('401 ok  menu 403 403', ROLES),
  roleDelete:          row('401 ok  menu 403 403', ROLES),
  roleMembers:         row('401 ok  menu 403 403', ROLES),
  usersWithoutRole:    row('401 ok  menu 403 403', ROLES),
  roleCandidates:      row('401 ok  menu 403 403', ROLES),
  roleMembersAdd:      row('401 ok  menu 403 403', ROLES),
  roleMemberRemove:    row('401 ok  menu 403 403', ROLES),
  roleMenuAccess:      row('401 ok  menu 403 403', ROLES),
  roleMenuAccessUpdate: row('401 ok  menu 403 403', ROLES),
  roleAudit:           row('401 ok  menu 403 403', ROLES),
  // Shop users read their own shops' stock and set its reorder point; staff alone change it.
  inventory:           row('401 ok  ok   ok  ok', STOCK),
  inventoryItem:       row('401 ok  ok   ok  ok', STOCK),
  inventoryCreate:     row('401 ok  ok   403 403', STOCK),
  inventoryUpdate:     row('401 ok  ok   403 403', STOCK),
  inventoryDelete:     row('401 ok  ok   403 403', STOCK),
  inventoryPic:        row('401 ok  ok   403 403', STOCK),
  stockCheck:          row('401 ok  ok   403 403', STOCK),
  shelves:             row('401 ok  ok   ok  ok', STOCK),
  movements:           row('401 ok  ok   ok  ok', STOCK),
  reorderPoint:        row('401 ok  ok   ok  ok', STOCK),
  // Staff read sets but never change them; shop users build their own shops' sets.
  productSets:         row('401 ok  ok   ok  ok', SETS),
  productSet:          row('401 ok  ok   ok  ok', SETS),
  productSetCreate:    row('401 403 403  ok  ok', SETS),
  productSetUpdate:    row('401 403 403  ok  ok', SETS),
  productSetDelete:    row('401 403 403  ok  ok', SETS),
  productSetPics:      row('401 403 403  ok  ok', SETS),
  productSetImport:    row('401 403 403  ok  ok', SETS),
  productSetTemplate:  row('401 ok  ok   ok  ok', SETS),
  // Set orders: shops ask, staff assign and move them (who changes what: set-orders.test.ts).
  setOrders:           row('401 ok  ok   ok  ok', SETS),
  setOrder:            row('401 ok  ok   ok  ok', SETS),
  setOrderCreate:      row('401 ok  ok   ok  ok', SETS),
  setOrderUpdate:      row('401 ok  ok   ok  ok', SETS),
  setOrderDelete:      row('401 ok  ok   ok  ok', SETS),
  // Orders: shops write their own drafts; staff read every shop's (warehouse@ has no order
  // list, but reads one order from the confirm and shipping screens).
  orders:              row('401 ok  menu ok  ok', ORDERS),
  order:               row('401 ok  ok   ok  ok', ORDER_VIEW),
  orderCreate:         row('401 403 403  ok  ok', ORDERS),
  orderUpdate:         row('401 403 403  ok  ok', ORDERS),
  orderDelete:         row('401 403 403  ok  ok', ORDERS),
  orderCurrentStatus:  row('401 ok  ok   ok  ok', ORDER_VIEW),
  orderStatuses:       row('401 ok  ok   ok  ok', [...ORDER_VIEW, 'dashboard', 'report']),
  orderPic:            row('401 403 403  ok  ok', ORDERS),
  orderImport:         row('401 403 403  ok  ok', ORDERS),
  orderImportErrors:   row('401 403 403  ok  ok', ORDERS),
  orderTemplate:       row('401 ok  menu ok  ok', ORDERS),
  orderProducts:       row('401 ok  menu ok  ok', ORDERS),
  // An order's history: whoever reads the order (their own shops' for shop users).
  orderAudit:          row('401 ok  ok   ok  ok', ORDER_VIEW),
  // Marketplaces are the shop users' own connections.
  lazadaLoginLink:     row('401 403 403  ok  ok', ORDERS),
  lazadaConnect:       row('401 403 403  ok  ok', ORDERS),
  lazadaDisconnect:    row('401 403 403  ok  ok', ORDERS),
  shopeeLoginLink:     row('401 403 403  ok  ok', ORDERS),
  shopeeConnect:       row('401 403 403  ok  ok', ORDERS),
  shopeeDisconnect:    row('401 403 403  ok  ok', ORDERS),
  marketplaceSync:     row('401 403 403  ok  ok', ORDERS),
  marketplaceLog:      row('401 ok  menu ok  ok', ORDERS),
  marketplaceLogRetry: row('401 403 403  ok  ok', ORDERS),
  marketplaceConnections: row('401 ok  menu ok  ok', ORDERS),
  orderSets:           row('401 ok  menu ok  ok', ORDERS),
  orderLabels:         row('401 ok  ok   ok  ok', ORDER_VIEW),
  setPicker:           row('401 ok  ok   ok  ok', SETS),
  officers:            row('401 ok  ok   403 403', [...SETS, ...BOOKINGS]),
  // Confirming: shops confirm or cancel their orders, staff move them through the warehouse;
  // shipping: everyone with the menu reads, the warehouse alone ships.
  confirmOrders:       row('401 ok  ok   ok  ok', CONFIRM),
  confirmOrderTabs:    row('401 ok  ok   ok  ok', CONFIRM),
  confirmOrderStatuses: row('401 ok  ok   ok  ok', CONFIRM),
  confirmOrder:        row('401 ok  ok   ok  ok', CONFIRM),
  confirmOrdersBulk:   row('401 ok  ok   ok  ok', CONFIRM),
  shippingOrders:      row('401 ok  ok   ok  ok', SHIPPING),
  shippingOrderTabs:   row('401 ok  ok   ok  ok', SHIPPING),
  shipOrdersBulk:      row('401 ok  ok   403 403', SHIPPING),
  pickListCreate:      row('401 ok  ok   403 403', CONFIRM),
  pickList:            row('401 ok  ok   403 403', CONFIRM),
  pickLine:            row('401 ok  ok   403 403', CONFIRM),
  pickListPdf:         row('401 ok  ok   403 403', CONFIRM),
  packOrder:           row('401 ok  ok   403 403', CONFIRM),
  packScan:            row('401 ok  ok   403 403', CONFIRM),
  packOverride:        row('401 ok  ok   403 403', CONFIRM),
  // Appointment settings and days off are the provider's; the booking form reads the days off.
  appointments:        row('401 ok  menu 403 403', APPOINTMENTS),
  appointment:         row('401 ok  menu 403 403', APPOINTMENTS),
  appointmentCreate:   row('401 ok  menu 403 403', APPOINTMENTS),
  appointmentUpdate:   row('401 ok  menu 403 403', APPOINTMENTS),
  appointmentDelete:   row('401 ok  menu 403 403', APPOINTMENTS),
  daysOff:             row('401 ok  ok   ok  ok', [...APPOINTMENTS, ...BOOKINGS]),
  dayOffCreate:        row('401 ok  menu 403 403', APPOINTMENTS),
  dayOffDelete:        row('401 ok  menu 403 403', APPOINTMENTS),
  // Bookings: shops book and edit their own awaiting confirmation; staff book for any shop and
  // move them (who changes what, from which status: bookings.test.ts).
  bookingTimes:        row('401 ok  ok   ok  ok', BOOKINGS),
  bookings:            row('401 ok  ok   ok  ok', BOOKINGS),
  bookingsAdmin:       row('401 ok  ok   403 403', BOOKINGS),
  bookingTabs:         row('401 ok  ok   ok  ok', BOOKINGS),
  bookingAdminTabs:    row('401 ok  ok   403 403', BOOKINGS),
  booking:             row('401 ok  ok   ok  ok', BOOKINGS),
  bookingCreate:       row('401 ok  ok   ok  ok', BOOKINGS),
  bookingUpdate:       row('401 403 403  ok  ok', BOOKINGS),
  bookingAdminUpdate:  row('401 ok  ok   403 403', BOOKINGS),
  bookingPic:          row('401 ok  ok   ok  ok', BOOKINGS),
  bookingStatuses:     row('401 ok  ok   ok  ok', BOOKINGS),
  bookingAudit:        row('401 ok  ok   403 403', BOOKINGS),
  bookingCurrentStatus: row('401 ok  ok   ok  ok', BOOKINGS),
  bookingCalendar:     row('401 ok  ok   ok  ok', BOOKINGS),
  bookingLabel:        row('401 ok  ok   ok  ok', BOOKINGS),
  // The dashboard: every user type with its menu (warehouse@ has none); their own shops.
  dashboardLine:       row('401 ok  menu ok  ok', DASHBOARD),
  dashboardOrders:     row('401 ok  menu ok  ok', DASHBOARD),
  dashboardTotals:     row('401 ok  menu ok  ok', DASHBOARD),
  dashboardBars:       row('401 ok  menu ok  ok', DASHBOARD),
  dashboardIncome:     row('401 ok  menu ok  ok', DASHBOARD),
  dashboardProducts:   row('401 ok  menu ok  ok', DASHBOARD),
  dashboardIncomeExport: row('401 ok  menu ok  ok', DASHBOARD),
  // Reports: shipping and inventory for everyone with the menu; packing equipment staff's only.
  shippingReport:      row('401 ok  ok   ok  ok', REPORT),
  inventoryReport:     row('401 ok  ok   ok  ok', REPORT),
  packingReport:       row('401 ok  ok   403 403', REPORT),
  shippingReportExport: row('401 ok  ok   ok  ok', REPORT),
  inventoryReportExport: row('401 ok  ok   ok  ok', REPORT),
  packingReportExport: row('401 ok  ok   403 403', REPORT),
  // Webhooks: a shop's, set up by its users with the order menu, or by staff with it for any
  // shop (warehouse@ has no order menu).
  webhooks:            row('401 ok  menu ok  ok', ORDERS),
  webhookCreate:       row('401 ok  menu ok  ok', ORDERS),
  webhookUpdate:       row('401 ok  menu ok  ok', ORDERS),
  webhookDelete:       row('401 ok  menu ok  ok', ORDERS),
  webhookDeliveries:   row('401 ok  menu ok  ok', ORDERS),
  webhookResend:       row('401 ok  menu ok  ok', ORDERS),
  webhookTest:         row('401 ok  menu ok  ok', ORDERS),
};
