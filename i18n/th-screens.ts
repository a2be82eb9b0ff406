import { mailbox, privacy, register } from './th-screens/account';
import {
  appointments,
  appointmentValidation,
  bookings,
  bookingValidation,
} from './th-screens/bookings';
import { inventory, stock, stockValidation } from './th-screens/inventory';
import { fulfilment, fulfilmentValidation, orders, orderValidation } from './th-screens/orders';
import { products, productValidation } from './th-screens/products';
import { productSets, setOrder, setValidation } from './th-screens/productSets';
import {
  dashboard,
  dashboardValidation,
  report,
  reportValidation,
  shopFilter,
} from './th-screens/reports';
import { audit, roles, roleValidation, users, userValidation } from './th-screens/users';

/**
 * The Thai texts of the app's screens (products, sets, stock, orders, fulfilment, users,
 * registration), one file of th-screens/ per area: a chunk of its own that the browser loads with
 * the first screen that needs it (src/providers/i18nProvider.ts `loadScreenTexts`), so the sign-in
 * page carries none of it. th.ts joins it to th-app.ts for the server and the tests.
 */
export const thScreens = {
  app: {
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
  /**
   * The validation messages of the signed-in screens' forms (the contract's keys
   * `validation.<area>.*`); registration's and the passwords' stay in th-app.ts.
   */
  validation: {
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
