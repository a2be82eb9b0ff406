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
  notificationsUnread: { method: 'GET', name: 'notification-getunreadcount' },
  notificationsRead: { method: 'POST', name: 'notification-readnotifications' },
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
  checkJuristic: { method: 'POST', name: 'register-checkjuristic' },
  checkIdCard: { method: 'POST', name: 'register-checkidcard' },
  checkPassport: { method: 'POST', name: 'register-checkpassport' },
  ndidConfig: { method: 'GET', name: 'register-getndidconfig' },
  ndidData: { method: 'POST', name: 'register-getndidata' },
  register: { method: 'POST', name: 'register-register' },
  profile: { method: 'GET', name: 'user-getprofile' },
  profileUpdate: { method: 'PUT', name: 'user-updateprofile' },
  // --- accounts: passwords, documents, e-mail links ---
  firstChangePassword: { method: 'POST', name: 'auth-firstchangepassword' },
  uploadIdentityDoc: { method: 'POST', name: 'upload-uploadidentitydoc' },
  identityDoc: { method: 'GET', name: 'user-getidentitydoc' },
  forgotPassword: { method: 'POST', name: 'auth-forgotpassword' },
  resetPassword: { method: 'POST', name: 'auth-resetpassword' },
  verifyEmail: { method: 'POST', name: 'auth-verifyemail' },
  checkLink: { method: 'GET', name: 'auth-checklink' },
  changePassword: { method: 'POST', name: 'auth-changepassword' },
  devMailbox: { method: 'GET', name: 'dev-getmailbox' },
  // --- system users (staff) ---
  users: { method: 'GET', name: 'user-getusers' },
  user: { method: 'GET', name: 'user-getuserbyid' },
} as const;

export type RouteKey = keyof typeof routes;
