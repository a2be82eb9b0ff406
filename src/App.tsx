import type { ComponentType, ReactElement } from 'react';
import { matchPath, Route, Navigate, useLocation } from 'react-router-dom';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  type CatchAllComponent,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
  Resource,
} from 'react-admin';
import CssBaseline from '@mui/material/CssBaseline';
import { MENUS } from '../contract/enums';
import { authProvider } from './providers/authProvider';
import { getSession } from './providers/session';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { Layout, preloadShell } from './layout/LazyLayout';
import { darkTheme, theme } from './layout/theme';
import { LoginPage } from './pages/login/LoginPage';
import {
  CompanyRegister,
  DashboardPage,
  DeveloperPage,
  IndividualRegister,
  MailboxPage,
  PrivacyPolicyPage,
  ProfilePage,
  RegisterStep1,
  ReportPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from './pages/lazyPages';
import inventory from './resources/inventory';
import products, { ProductImport } from './resources/products';
import productSets, { ProductSetImport } from './resources/products/sets';
import orders, { OrderImport } from './resources/orders';
import marketplaceLog from './resources/orders/syncLog';
import { confirmOrder, shippingOrder } from './resources/orders/fulfilment';
import { PackPage, PickListPage } from './resources/orders/floor';
import productSetOrders from './resources/productSetOrders';
import users from './resources/users';
import bookings from './resources/bookings';
import appointments from './resources/appointments';
import permissions, { SetUserAccess } from './resources/permissions';
import { SpecEditPath } from './components/SpecEditPath';
import {
  MenuRoute,
  NoAccess,
  PublicOnly,
  RedirectToFirstMenu,
  SignedIn,
} from './components/guards';

/**
 * Resources of the product card, each behind its menu (react-admin checks canAccess), in the
 * shell's menu order: react-admin's home opens the first one the user may see, which is then
 * the first active menu.
 */
const RESOURCES = [
  ['products', 'product-list', products],
  ['productSets', 'product-set-list', productSets],
  ['productSetOrders', 'product-set-list', productSetOrders],
  ['bookings', 'delivery-booking', bookings],
  ['inventory', 'inventory', inventory],
  ['orders', 'order-list', orders],
  ['marketplaceLog', 'order-list', marketplaceLog],
  ['confirm-order', 'confirm-order', confirmOrder],
  ['shipping-order', 'shipping-order', shippingOrder],
  ['users', 'user-information', users],
  ['permissions', 'licenset-list', permissions],
  ['appointments', 'appointments', appointments],
] as const;

/**
 * Signed-in screens of a menu that are not a resource's own (each its own chunk): shown only
 * while the menu is active.
 */
const MENU_SCREENS = [
  ['/dashboard/*', 'dashboard', DashboardPage],
  ['/report/*', 'report', ReportPage],
  ['/products/import', 'product-list', ProductImport],
  ['/productSets/import', 'product-set-list', ProductSetImport],
  ['/permissions/:id/access/*', 'licenset-list', SetUserAccess],
  ['/orders/import', 'order-list', OrderImport],
  ['/pick-lists/:id', 'pick-lists', PickListPage],
  ['/pack/:id?', 'pack', PackPage],
] as const;

/** Signed-in screens of no menu. */
const SIGNED_IN = [
  ['/edit-user-profile', ProfilePage],
  // API keys and webhooks for the shop's own programs.
  ['/developer', DeveloperPage],
  // The privacy notice inside the shell; signed out it shows on its own page.
  ['/terms', PrivacyPolicyPage],
  ['/no-access', NoAccess],
] as const;

/** The spec's own add and import paths keep working: each opens the portal's route. */
const SPEC_PATHS = [
  ['/product-list/create-product', '/products/create'],
  ['/product-list/import-product', '/products/import'],
  ['/product-set-list/create-product-set', '/productSets/create'],
  ['/product-set-list/add-product-set-order', '/productSetOrders/create'],
  ['/import-product-set', '/productSets/import'],
  ['/order-list/create-order', '/orders/create'],
  ['/order-list/import-order', '/orders/import'],
  ['/inventory/create-inventory', '/inventory/create'],
  ['/delivery-booking/add-booking', '/bookings/create'],
  ['/user-information/add-user-information', '/users/create'],
  ['/appointments/setup-appointment', '/appointments/create'],
  ['/license-list/create-role', '/permissions/create'],
  ['/license-list/create-user-list', '/users/create'],
] as const;

/**
 * The spec's edit paths: the record's id in browser storage under the key, opened at the
 * portal's route (/users/<id> is the user's edit form; its record is /users/<id>/show).
 */
const SPEC_EDIT_PATHS: [path: string, storageKey: string, resourcePath: string, suffix?: string][] =
  [
    ['/product-list/edit-product', 'productId', '/products'],
    ['/product-set-list/edit-product-set', 'productSetId', '/productSets'],
    ['/product-set-list/edit-product-set-order', 'productSetOrderId', '/productSetOrders'],
    ['/order-list/edit-order', 'orderId', '/orders'],
    ['/confirm-order/edit-confirm-order', 'orderId', '/confirm-order'],
    ['/shipping-order/view-shipping-order', 'orderId', '/shipping-order'],
    ['/inventory/edit-inventory', 'inventoryId', '/inventory'],
    ['/delivery-booking/edit-booking', 'bookingId', '/bookings'],
    ['/user-information/edit-user-information', 'userId', '/users'],
    ['/appointments/edit-appointment', 'appointmentId', '/appointments'],
    ['/license-list/update-role', 'roleId', '/permissions'],
    ['/license-list/set-user-access', 'roleId', '/permissions', '/access'],
  ];

/** Public screens (spec part 1 §2): a signed-in visit goes to '/'. */
const PUBLIC = [
  ['/register', RegisterStep1],
  ['/register/company-register', CompanyRegister],
  ['/register/individual-register', IndividualRegister],
  ['/reset-password', ResetPasswordPage],
  ['/verify-email', VerifyEmailPage],
] as const;

/**
 * A spec path's redirect that keeps its query: the marketplaces return to /order-list with
 * `code`, `state` and (Shopee) `shop_id` (spec part 2 §2.4).
 */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** A screen that can be loaded ahead (components/lazyScreen.ts). */
const preloadOf = (screen: unknown): (() => Promise<unknown>) | undefined =>
  typeof screen === 'function' && 'preload' in screen
    ? (screen.preload as () => Promise<unknown>)
    : undefined;

/** The lazy screen drawn at a signed-in `pathname`: a menu's screen, or a resource's. */
function screenAt(pathname: string) {
  const routed = [...MENU_SCREENS, ...SIGNED_IN].find(([path]) => matchPath(path, pathname));
  if (routed) return preloadOf(routed.at(-1));
  // react-admin's routes of a resource: /name, /name/create, /name/:id, /name/:id/show.
  const [, name, id, rest] = pathname.split('/');
  const screens: object | undefined = RESOURCES.find(([n]) => n === name)?.[2];
  if (!screens) return undefined;
  const kind = !id ? 'list' : id === 'create' ? 'create' : rest === 'show' ? 'show' : 'edit';
  return preloadOf((screens as Record<string, unknown>)[kind]);
}

/**
 * Starts loading what the signed-in screen at `pathname` draws (the shell and the screen's own
 * chunk); resolves once they are there, so the first render draws them without a fallback.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (!getSession() || PUBLIC.some(([path]) => matchPath(path, pathname))) {
    return Promise.resolve();
  }
  return Promise.all([preloadShell(), screenAt(pathname)?.()]);
}

/** The route of a screen at `path`, drawn inside its guard. */
function guardedRoute(
  path: string,
  Screen: ComponentType,
  guard: (screen: ReactElement) => ReactElement,
) {
  return <Route key={path} path={path} element={guard(<Screen />)} />;
}

/** /privacy-policy: inside the shell when signed in, on its own page otherwise. */
function PrivacyRoute() {
  return getSession() ? <Navigate to="/terms" replace /> : <PrivacyPolicyPage />;
}

/** An address that is no screen: react-admin's page, as `<AdminUI>` shows it. */
const CatchAll: CatchAllComponent = ({ title }) => (
  <NotFound title={typeof title === 'string' ? title : undefined} />
);

/** react-admin's store of list parameters and preferences, in localStorage as `<Admin>` keeps it. */
const store = localStorageStore();

/**
 * `<Admin>` taken apart, as react-admin documents it (`<AdminContext>` and `<AdminUI>`), and
 * `<AdminUI>` as react-admin writes it (`<CoreAdminUI>` in `<CssBaseline>`, then the
 * notifications) with each of react-admin's pages but the two this app replaces: the layout and
 * the sign-in page. Named as defaults, react-admin's own layout (app bar, sidebar, menu) and
 * sign-in form were in the JavaScript before sign-in, as were the English messages of
 * `<Admin>`'s default i18nProvider.
 */
export function App() {
  return (
    <AdminContext
      theme={theme}
      darkTheme={darkTheme}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          title="Fulfilment"
          loginPage={LoginPage}
          layout={Layout}
          accessDenied={RedirectToFirstMenu}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          catchAll={CatchAll}
          error={ErrorPage}
          loading={LoadingPage}
        >
          {RESOURCES.map(([name, , screens]) => (
            <Resource key={name} name={name} {...screens} />
          ))}
          <CustomRoutes>
            {MENU_SCREENS.map(([path, menu, Screen]) =>
              guardedRoute(path, Screen, (screen) => <MenuRoute menu={menu}>{screen}</MenuRoute>),
            )}
            {SIGNED_IN.map(([path, Screen]) =>
              guardedRoute(path, Screen, (screen) => <SignedIn>{screen}</SignedIn>),
            )}
            {SPEC_PATHS.map(([path, to]) => (
              <Route key={path} path={path} element={<Navigate to={to} replace />} />
            ))}
            {SPEC_EDIT_PATHS.map(([path, storageKey, resourcePath, suffix]) => (
              <Route
                key={path}
                path={path}
                element={
                  <SpecEditPath
                    storageKey={storageKey}
                    resourcePath={resourcePath}
                    suffix={suffix}
                  />
                }
              />
            ))}
            {MENUS.filter((m) => m.specPath !== m.path).map((m) => (
              <Route key={m.specPath} path={m.specPath} element={<KeepQuery to={m.path} />} />
            ))}
          </CustomRoutes>
          <CustomRoutes noLayout>
            {PUBLIC.map(([path, Page]) =>
              guardedRoute(path, Page, (page) => <PublicOnly>{page}</PublicOnly>),
            )}
            <Route path="/privacy-policy" element={<PrivacyRoute />} />
            {/* Development mailbox of the sandbox mail driver (the server answers 404 otherwise). */}
            <Route path="/dev/mailbox" element={<MailboxPage />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}

export { RedirectToFirstMenu };
