import englishMessages from 'ra-language-english';
import type { Messages } from './th';
import { enApp } from './en/app';
import * as account from './en/account';
import * as bookings from './en/bookings';
import * as developer from './en/developer';
import * as floor from './en/floor';
import * as inventory from './en/inventory';
import * as marketplaceSync from './en/marketplaceSync';
import * as orders from './en/orders';
import * as palette from './en/palette';
import * as products from './en/products';
import * as productSets from './en/productSets';
import * as reports from './en/reports';
import * as scan from './en/scan';
import * as shortcuts from './en/shortcuts';
import * as undo from './en/undo';
import * as users from './en/users';
import * as views from './en/views';
import * as webhooks from './en/webhooks';
import { screenTexts } from './screenTexts';

const screens = screenTexts({
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

/**
 * English: the same keys as the app's Thai, th-app.ts (en/app.ts) and th-screens.ts (one file of
 * en/ per file of th-screens/); a missing or an extra key fails the type check. Loaded when
 * English is chosen. The server's messages (th-server.ts) have no English: the server answers
 * in Thai only.
 */
export const en: Messages = {
  ...(englishMessages as Messages),
  app: { ...enApp.app, ...screens.app },
  validation: { ...enApp.validation, ...screens.validation },
};
