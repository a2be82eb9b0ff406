import englishMessages from 'ra-language-english';
import type { Messages } from './th';
import { enApp } from './en/app';
import { mailbox, privacy, register } from './en/account';
import { appointments, appointmentValidation, bookings, bookingValidation } from './en/bookings';
import { inventory, stock, stockValidation } from './en/inventory';
import { fulfilment, fulfilmentValidation, orders, orderValidation } from './en/orders';
import { products, productValidation } from './en/products';
import { productSets, setOrder, setValidation } from './en/productSets';
import { dashboard, dashboardValidation, report, reportValidation, shopFilter } from './en/reports';
import { audit, roles, roleValidation, users, userValidation } from './en/users';

/**
 * English: the same keys as the app's Thai, th-app.ts (en/app.ts) and th-screens.ts (one file of
 * en/ per file of th-screens/); a missing or an extra key fails the type check. Loaded when
 * English is chosen. The server's messages (th-server.ts) have no English: the server answers
 * in Thai only.
 */
export const en: Messages = {
  ...(englishMessages as Messages),
  app: {
    ...enApp.app,
    privacy,
    mailbox,
    register,
    audit,
    users,
    roles,
    products,
    bookings,
    appointments,
    fulfilment,
    inventory,
    productSets,
    setOrder,
    stock,
    orders,
    shop_filter: shopFilter,
    dashboard,
    report,
  },
  validation: {
    ...enApp.validation,
    booking: bookingValidation,
    appointment: appointmentValidation,
    fulfilment: fulfilmentValidation,
    user: userValidation,
    role: roleValidation,
    product: productValidation,
    stock: stockValidation,
    set: setValidation,
    order: orderValidation,
    dashboard: dashboardValidation,
    report: reportValidation,
  },
};
