import * as account from './th-screens/account';
import * as bookings from './th-screens/bookings';
import * as developer from './th-screens/developer';
import * as floor from './th-screens/floor';
import * as inventory from './th-screens/inventory';
import * as marketplaceSync from './th-screens/marketplaceSync';
import * as orders from './th-screens/orders';
import * as palette from './th-screens/palette';
import * as products from './th-screens/products';
import * as productSets from './th-screens/productSets';
import * as reports from './th-screens/reports';
import * as scan from './th-screens/scan';
import * as shortcuts from './th-screens/shortcuts';
import * as undo from './th-screens/undo';
import * as users from './th-screens/users';
import * as views from './th-screens/views';
import * as webhooks from './th-screens/webhooks';
import { screenTexts } from './screenTexts';

/**
 * The Thai texts of the app's screens (products, sets, stock, orders, fulfilment, users,
 * registration), one file of th-screens/ per area: a chunk of its own that the browser loads with
 * the first screen that needs it (src/providers/i18nProvider.ts `loadScreenTexts`), so the sign-in
 * page carries none of it. th.ts joins it to th-app.ts for the server and the tests. The
 * validation messages are those of the signed-in screens' forms; registration's and the
 * passwords' stay in th-app.ts.
 */
export const thScreens = screenTexts({
  ...account,
  ...bookings,
  ...developer,
  ...floor,
  ...inventory,
  ...marketplaceSync,
  ...orders,
  ...palette,
  ...products,
  ...productSets,
  ...reports,
  ...scan,
  ...shortcuts,
  ...undo,
  ...users,
  ...views,
  ...webhooks,
});
