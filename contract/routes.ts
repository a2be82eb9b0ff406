/**
 * Method and name of every endpoint, free of schemas so the app's first screen
 * loads no validation code. `endpoints.ts` adds schemas and access to each entry
 * and the type checker keeps both key sets equal.
 */
export const routes = {
  login: { method: 'POST', name: 'auth-login' },
  logout: { method: 'POST', name: 'auth-logout' },
  session: { method: 'GET', name: 'auth-getsession' },
  notifications: { method: 'GET', name: 'notification-getnotifications' },
  shops: { method: 'GET', name: 'shop-getshopbyuser' },
  titles: { method: 'GET', name: 'master-gettitles' },
  provinces: { method: 'GET', name: 'master-getprovinces' },
  districts: { method: 'GET', name: 'master-getdistricts' },
  subdistricts: { method: 'GET', name: 'master-getsubdistricts' },
  companyTypes: { method: 'GET', name: 'master-getcompanytypes' },
  userTypes: { method: 'GET', name: 'master-getusertypes' },
  productTypes: { method: 'GET', name: 'product-getproducttypes' },
  unitTypes: { method: 'GET', name: 'product-getunittypes' },
  vatOptions: { method: 'GET', name: 'master-getvatoptions' },
  salesChannels: { method: 'GET', name: 'dashboard-getsalessources' },
  deliveryChannels: { method: 'GET', name: 'order-getdeliverychannels' },
  products: { method: 'GET', name: 'product-getallproducts' },
  product: { method: 'GET', name: 'product-getproductbyid' },
  productCreate: { method: 'POST', name: 'product-insertproduct' },
  productUpdate: { method: 'PUT', name: 'product-updateproduct' },
  productDelete: { method: 'DELETE', name: 'product-deleteproduct' },
  productPics: { method: 'POST', name: 'upload-uploadproductpic' },
  productPic: { method: 'GET', name: 'product-getpic' },
  productImport: { method: 'POST', name: 'upload-importproduct' },
  productTemplate: { method: 'GET', name: 'product-getimporttemplate' },
  menus: { method: 'GET', name: 'permission-getmenus' },
  // --- accounts: registration, registry checks, profile ---
  // --- accounts: passwords, documents, e-mail links ---
} as const;

export type RouteKey = keyof typeof routes;
