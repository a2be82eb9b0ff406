/**
 * How one language's screen files (th-screens/<area>.ts, en/<area>.ts) are joined into the
 * catalogue: each key of `app` and `validation` and the export that holds its texts.
 */

/** Where each key of `app` comes from: the export of that name. */
const APP = {
  privacy: 'privacy',
  mailbox: 'mailbox',
  register: 'register',
  audit: 'audit',
  users: 'users',
  roles: 'roles',
  products: 'products',
  bookings: 'bookings',
  appointments: 'appointments',
  fulfilment: 'fulfilment',
  inventory: 'inventory',
  productSets: 'productSets',
  setOrder: 'setOrder',
  stock: 'stock',
  orders: 'orders',
  marketplace_sync: 'marketplaceSync',
  scan: 'scan',
  floor: 'floor',
  developer: 'developer',
  shop_filter: 'shopFilter',
  dashboard: 'dashboard',
  report: 'report',
  palette: 'palette',
  views: 'views',
  shortcuts: 'shortcuts',
  undo: 'undo',
} as const;
/** Where each area of `validation` comes from. */
const VALIDATION = {
  booking: 'bookingValidation',
  appointment: 'appointmentValidation',
  fulfilment: 'fulfilmentValidation',
  user: 'userValidation',
  role: 'roleValidation',
  product: 'productValidation',
  stock: 'stockValidation',
  set: 'setValidation',
  order: 'orderValidation',
  floor: 'floorValidation',
  dashboard: 'dashboardValidation',
  report: 'reportValidation',
  apiKey: 'apiKeyValidation',
  webhook: 'webhookValidation',
  palette: 'paletteValidation',
  view: 'viewValidation',
} as const;

/** The exports of one language's screen files, joined. */
type ScreenParts = Record<
  (typeof APP)[keyof typeof APP] | (typeof VALIDATION)[keyof typeof VALIDATION],
  unknown
>;

type ScreenTexts<P extends ScreenParts> = {
  app: { [K in keyof typeof APP]: P[(typeof APP)[K]] };
  validation: { [K in keyof typeof VALIDATION]: P[(typeof VALIDATION)[K]] };
};

const pick = <T extends Record<string, keyof ScreenParts>>(from: ScreenParts, names: T) =>
  Object.fromEntries(Object.entries(names).map(([key, name]) => [key, from[name]]));

/**
 * One language's screen texts joined into `app` and `validation` (the contract's keys
 * `validation.<area>.*`), the same way for Thai (th-screens.ts) and English (en.ts).
 */
export const screenTexts = <P extends ScreenParts>(p: P) =>
  ({ app: pick(p, APP), validation: pick(p, VALIDATION) }) as ScreenTexts<P>;
