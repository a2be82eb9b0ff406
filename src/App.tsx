import { Route, Navigate, useLocation } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { MENUS } from '../contract/enums';
import { authProvider } from './providers/authProvider';
import { getSession } from './providers/session';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { Layout } from './layout/LazyLayout';
import { theme } from './layout/theme';
import { LoginPage } from './pages/login/LoginPage';
import {
  CompanyRegister,
  DashboardPage,
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
import { confirmOrder, shippingOrder } from './resources/orders/fulfilment';
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
  ['confirm-order', 'confirm-order', confirmOrder],
  ['shipping-order', 'shipping-order', shippingOrder],
  ['users', 'user-information', users],
  ['permissions', 'licenset-list', permissions],
  ['appointments', 'appointments', appointments],
] as const;

/** Menus that are screens rather than resources (each its own chunk). */
const SCREENS = [
  ['dashboard', DashboardPage],
  ['report', ReportPage],
] as const;

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

/** /privacy-policy: inside the shell when signed in, on its own page otherwise. */
function PrivacyRoute() {
  return getSession() ? <Navigate to="/terms" replace /> : <PrivacyPolicyPage />;
}

export function App() {
  return (
    <Admin
      disableTelemetry
      title="Fulfilment"
      theme={theme}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      accessDenied={RedirectToFirstMenu}
    >
      {RESOURCES.map(([name, , screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <CustomRoutes>
        {SCREENS.map(([menu, Screen]) => (
          <Route
            key={menu}
            path={`/${menu}/*`}
            element={
              <MenuRoute menu={menu}>
                <Screen />
              </MenuRoute>
            }
          />
        ))}
        <Route
          path="/edit-user-profile"
          element={
            <SignedIn>
              <ProfilePage />
            </SignedIn>
          }
        />
        {/* The privacy notice inside the shell; signed out it shows on its own page. */}
        <Route
          path="/terms"
          element={
            <SignedIn>
              <PrivacyPolicyPage />
            </SignedIn>
          }
        />
        <Route
          path="/no-access"
          element={
            <SignedIn>
              <NoAccess />
            </SignedIn>
          }
        />
        <Route
          path="/products/import"
          element={
            <MenuRoute menu="product-list">
              <ProductImport />
            </MenuRoute>
          }
        />
        <Route
          path="/productSets/import"
          element={
            <MenuRoute menu="product-set-list">
              <ProductSetImport />
            </MenuRoute>
          }
        />
        <Route
          path="/permissions/:id/access/*"
          element={
            <MenuRoute menu="licenset-list">
              <SetUserAccess />
            </MenuRoute>
          }
        />
        <Route
          path="/orders/import"
          element={
            <MenuRoute menu="order-list">
              <OrderImport />
            </MenuRoute>
          }
        />
        {/* The spec's own paths keep working. */}
        <Route
          path="/product-list/create-product"
          element={<Navigate to="/products/create" replace />}
        />
        <Route
          path="/product-list/import-product"
          element={<Navigate to="/products/import" replace />}
        />
        <Route
          path="/product-list/edit-product"
          element={<SpecEditPath storageKey="productId" resourcePath="/products" />}
        />
        <Route
          path="/product-set-list/create-product-set"
          element={<Navigate to="/productSets/create" replace />}
        />
        <Route
          path="/product-set-list/edit-product-set"
          element={<SpecEditPath storageKey="productSetId" resourcePath="/productSets" />}
        />
        <Route
          path="/product-set-list/add-product-set-order"
          element={<Navigate to="/productSetOrders/create" replace />}
        />
        <Route
          path="/product-set-list/edit-product-set-order"
          element={<SpecEditPath storageKey="productSetOrderId" resourcePath="/productSetOrders" />}
        />
        <Route path="/import-product-set" element={<Navigate to="/productSets/import" replace />} />
        <Route path="/order-list/create-order" element={<Navigate to="/orders/create" replace />} />
        <Route path="/order-list/import-order" element={<Navigate to="/orders/import" replace />} />
        <Route
          path="/order-list/edit-order"
          element={<SpecEditPath storageKey="orderId" resourcePath="/orders" />}
        />
        <Route
          path="/confirm-order/edit-confirm-order"
          element={<SpecEditPath storageKey="orderId" resourcePath="/confirm-order" />}
        />
        <Route
          path="/shipping-order/view-shipping-order"
          element={<SpecEditPath storageKey="orderId" resourcePath="/shipping-order" />}
        />
        <Route
          path="/inventory/create-inventory"
          element={<Navigate to="/inventory/create" replace />}
        />
        <Route
          path="/inventory/edit-inventory"
          element={<SpecEditPath storageKey="inventoryId" resourcePath="/inventory" />}
        />
        <Route
          path="/delivery-booking/add-booking"
          element={<Navigate to="/bookings/create" replace />}
        />
        <Route
          path="/delivery-booking/edit-booking"
          element={<SpecEditPath storageKey="bookingId" resourcePath="/bookings" />}
        />
        <Route
          path="/user-information/add-user-information"
          element={<Navigate to="/users/create" replace />}
        />
        {/* /users/<id> is the user's edit form (its record is /users/<id>/show). */}
        <Route
          path="/user-information/edit-user-information"
          element={<SpecEditPath storageKey="userId" resourcePath="/users" />}
        />
        <Route
          path="/appointments/setup-appointment"
          element={<Navigate to="/appointments/create" replace />}
        />
        <Route
          path="/appointments/edit-appointment"
          element={<SpecEditPath storageKey="appointmentId" resourcePath="/appointments" />}
        />
        <Route
          path="/license-list/create-role"
          element={<Navigate to="/permissions/create" replace />}
        />
        <Route
          path="/license-list/update-role"
          element={<SpecEditPath storageKey="roleId" resourcePath="/permissions" />}
        />
        <Route
          path="/license-list/set-user-access"
          element={
            <SpecEditPath storageKey="roleId" resourcePath="/permissions" suffix="/access" />
          }
        />
        <Route
          path="/license-list/create-user-list"
          element={<Navigate to="/users/create" replace />}
        />
        {MENUS.filter((m) => m.specPath !== m.path).map((m) => (
          <Route key={m.specPath} path={m.specPath} element={<KeepQuery to={m.path} />} />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        {PUBLIC.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <PublicOnly>
                <Page />
              </PublicOnly>
            }
          />
        ))}
        <Route path="/privacy-policy" element={<PrivacyRoute />} />
        {/* Development mailbox of the sandbox mail driver (the server answers 404 otherwise). */}
        <Route path="/dev/mailbox" element={<MailboxPage />} />
      </CustomRoutes>
    </Admin>
  );
}

export { RedirectToFirstMenu };
