import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { settingBody } from '../fixtures/booking';
import { COLOUR_RULES } from './accessibility';
import {
  button,
  chooseInMain,
  emailField,
  expect,
  expectAccessible,
  fillProductGeneral,
  followMailLink,
  openHref,
  openMail,
  pathOf,
  profileButton,
  randomDigits,
  signedIn,
  signIn,
  signInButton,
  signOut,
  test,
  topBar,
  USERS,
} from './helpers';

/**
 * Every built screen and dialog, in both viewports (and in the dark theme at the desktop
 * width), as each user type that sees it: no serious or critical WCAG 2.1 AA violation
 * (axe-core, contrast included), one h1 and one main landmark. A screen's violations do not
 * stop the test, so one run lists them all.
 */

const ACC = th.app.account;
const S1 = th.app.register.step1;
const P = th.app.products;

/** The dark theme's page background (src/layout/theme.ts). */
const DARK_BACKGROUND = 'rgb(18, 18, 18)';

/**
 * The screen again in the dark theme, in the same visit: the users keep the default colours,
 * the device's, so the browser's dark scheme turns the app dark. Only the rules that depend on
 * colours run again (the others' outcome is the light check's). Pages that are not the app's
 * (the identity provider's sandbox) are left out.
 */
async function checkDark(page: Page, label: string) {
  if (!(await page.locator('#root').count())) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
    await expectAccessible(page, `${label} (dark)`, { soft: true, only: COLOUR_RULES });
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

/**
 * The axe check in the light theme, and at the desktop width in the dark theme too; on a phone
 * also that the page does not scroll sideways.
 */
async function check(page: Page, label: string) {
  await expectAccessible(page, label, { soft: true });
  const width = page.viewportSize()?.width ?? 0;
  // The dark theme's colours are those of the wide screen too: checked there, once a screen.
  if (width >= 600) {
    await checkDark(page, label);
    return;
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect.soft(overflow, `${label} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}
const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
const privacyHeading = heading(th.app.privacy.title);
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const dialogNamed = (name: string) => (page: Page) => page.getByRole('dialog', { name });

/** Registration step 1: ticks the person type (and status), types the number, goes on. */
async function fillStep1(page: Page, choices: string[], label: string, value: string) {
  for (const choice of choices) await radio(page, choice).check();
  await page.getByLabel(label).fill(value);
  await button(page, th.app.register.form.next).click();
}

/** One screen or dialog to check: how it is reached and what shows once it is ready. */
interface Screen {
  label: string;
  /** The address to open first. */
  path?: string;
  /** A link (on the page at `path`) whose address is then opened. */
  follow?: (page: Page) => Locator;
  /** What is clicked to reach it. */
  click?: (page: Page) => Locator;
  shows: (page: Page) => Locator;
  /** A dialog or menu: Escape closes it after the check. */
  escape?: boolean;
}

/** Reaches each screen in turn, waits for what it shows and checks it. */
async function checkScreens(page: Page, screens: Screen[]) {
  for (const screen of screens) {
    if (screen.path !== undefined) await page.goto(screen.path);
    if (screen.follow) await openHref(page, screen.follow(page), pathOf(page));
    if (screen.click) await screen.click(page).click();
    await expect(screen.shows(page)).toBeVisible();
    await check(page, screen.label);
    if (screen.escape) await page.keyboard.press('Escape');
  }
}

/**
 * A settings list (a delete button a row, named with the row's name; the create form at
 * `path`/create): the list, a row's delete dialog and the create form saved empty.
 */
function listScreens(
  what: string,
  catalogue: { list: { delete: string; delete_title: string }; form: { save: string } },
  path: string,
  rowName: string,
  required: string,
): Screen[] {
  const remove = (page: Page) =>
    page.getByRole('button', { name: catalogue.list.delete.replace('%{name}', rowName) });
  return [
    { label: `${what} list`, path, shows: remove },
    {
      label: `${what} delete dialog`,
      click: remove,
      shows: dialogNamed(catalogue.list.delete_title),
      escape: true,
    },
    {
      label: `${what} create with messages`,
      path: `${path}/create`,
      click: (page) => button(page, catalogue.form.save),
      shows: (page) => page.getByText(required),
    },
  ];
}

/** Fills step 1 of the product form well enough to go on to step 2. */
const fillProductStep1 = (page: Page) =>
  fillProductGeneral(page, {
    brandTh: 'ชาตรามือ',
    brandEn: 'Cha Tra Mue',
    nameTh: 'ชาไทยตรวจการเข้าถึง',
    nameEn: 'Accessibility Thai Tea',
    code: `A11Y-${randomDigits(6)}`,
    price: '99',
  });

/** On a phone the side menu is a drawer opened from the top bar. */
async function openDrawer(page: Page) {
  await topBar(page).getByRole('button', { name: th.ra.action.open_menu }).click();
  await expect(page.getByRole('dialog').getByRole('menuitem').first()).toBeVisible();
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';

  test.describe(`accessibility at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Each test checks many screens, and stands alone: the tests share the workers (each
    // worker with its own server), as the longest file would otherwise run alone at the end.
    test.describe.configure({ timeout: 180_000, mode: 'parallel' });

    test('sign-in page with its messages, error alert, forgot-password and first-login dialogs', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(emailField(page)).toBeVisible();
      await check(page, 'sign-in page');

      await signInButton(page).click();
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
      await check(page, 'sign-in page with required messages');

      await signIn(page, `nobody.${randomDigits(6)}@example.com`);
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await check(page, 'sign-in error alert');
      await button(page.getByRole('alertdialog'), th.app.login.ok).click();

      await page.getByRole('button', { name: th.app.login.forgot }).click();
      await expect(page.getByRole('dialog', { name: ACC.forgot.title })).toBeVisible();
      await check(page, 'forgot-password dialog');
      await page.keyboard.press('Escape');

      await signIn(page, USERS.newUser.email);
      await expect(page.getByRole('dialog', { name: ACC.first_login.title })).toBeVisible();
      await check(page, 'first-login dialog');
    });

    test('registration: step 1, company, Thai individual and foreigner forms', async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: S1.title })).toBeVisible();
      await check(page, 'register step 1');

      await fillStep1(page, ['นิติบุคคล'], S1.juristic_id, `0105${randomDigits(8)}0`);
      await expect(page).toHaveURL(/\/register\/company-register$/);
      await expect(
        page.getByRole('heading', { name: th.app.register.company.title }),
      ).toBeVisible();
      await check(page, 'company registration form');

      await page.goto('/register');
      await radio(page, 'บุคคลธรรมดา').check();
      await radio(page, S1.status_thai).check();
      await page.getByRole('button', { name: S1.ndid_button }).click();
      await expect(page).toHaveURL(/\/sandbox\/ndid\/authorize/);
      await check(page, 'national digital ID sandbox page');
      await page
        .getByRole('button', {
          name: th.server.register.ndid_page_choose.replace('%{name}', 'นางสาวสุดารัตน์ ใจงาม'),
        })
        .click();
      await expect(
        page.getByRole('heading', { name: th.app.register.individual.title_thai }),
      ).toBeVisible();
      await check(page, 'Thai individual registration form');

      await page.goto('/register');
      await fillStep1(
        page,
        ['บุคคลธรรมดา', S1.status_foreigner],
        S1.passport,
        `P${randomDigits(7)}`,
      );
      await expect(
        page.getByRole('heading', { name: th.app.register.individual.title_foreigner }),
      ).toBeVisible();
      await check(page, 'foreigner registration form');
    });

    test('e-mailed links (valid and expired), the mailbox and the privacy notice', async ({
      page,
    }) => {
      await page.goto('/login');
      await emailField(page).fill(USERS.warehouse.email);
      await page.getByRole('button', { name: th.app.login.forgot }).click();
      const dialog = page.getByRole('dialog', { name: ACC.forgot.title });
      await button(dialog, ACC.forgot.submit).click();
      await expect(dialog.getByRole('status')).toBeVisible();

      const mail = await openMail(
        page,
        USERS.warehouse.email,
        th.server.password.mail_reset_subject,
      );
      await check(page, 'development mailbox');
      await followMailLink(mail);
      await expect(page.getByRole('heading', { level: 1, name: ACC.reset.title })).toBeVisible();
      await check(page, 'reset-password page');

      const backToLogin = (p: Page) => p.getByRole('link', { name: ACC.back_to_login });
      await checkScreens(page, [
        {
          label: 'reset-password page, expired link',
          path: '/reset-password?auth_uid=unknown',
          shows: backToLogin,
        },
        {
          label: 'verify-email page, expired link',
          path: '/verify-email?auth_uid=unknown',
          shows: backToLogin,
        },
        { label: 'privacy notice, signed out', path: '/privacy-policy', shows: privacyHeading },
      ]);
    });

    test('shell of a shop owner: bell and profile menus, change password, profile, privacy', async ({
      page,
    }) => {
      await signedIn(page, USERS.individual.email);
      await check(page, 'product list of a shop owner');

      if (phone) {
        await openDrawer(page);
        await check(page, 'side menu drawer');
        await page.keyboard.press('Escape');
      }

      const changePassword = (p: Page) =>
        p.getByRole('menuitem', { name: th.app.shell.change_password });
      await checkScreens(page, [
        {
          label: 'notification menu',
          click: (p) =>
            topBar(p).getByRole('button', { name: new RegExp(th.app.shell.notifications) }),
          shows: (p) => p.getByRole('menu').getByRole('menuitem').first(),
          escape: true,
        },
        { label: 'profile menu', click: profileButton, shows: changePassword },
        {
          label: 'change-password dialog',
          click: changePassword,
          shows: dialogNamed(ACC.change_password.title),
          escape: true,
        },
        {
          label: 'profile page',
          path: '/edit-user-profile',
          shows: (p) => p.getByText(th.app.register.profile.section_user),
        },
        { label: 'privacy notice in the shell', path: '/terms', shows: privacyHeading },
        {
          label: 'no-access page',
          path: '/no-access',
          shows: (p) => p.getByText(th.app.no_access.body),
        },
      ]);
    });

    test('product screens of a shop owner: list, delete confirmation, create, edit, import', async ({
      page,
    }) => {
      await signedIn(page, USERS.company.email);
      const remove = page.getByRole('button', { name: P.list.delete, disabled: false }).first();
      await remove.click();
      const dialog = page.getByRole('dialog', { name: P.list.delete_title });
      await expect(dialog).toBeVisible();
      await check(page, 'delete confirmation');
      await button(dialog, th.ra.action.cancel).click();
      await expect(dialog).toBeHidden();

      await page.goto('/products/create');
      await expect(page.getByRole('textbox', { name: P.form.code, exact: true })).toBeVisible();
      await check(page, 'product create, step 1');
      await button(page, P.form.next).click();
      await expect(page.getByRole('textbox', { name: P.form.code, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await check(page, 'product create, step 1 with required messages');
      await fillProductStep1(page);
      await button(page, P.form.next).click();
      await expect(page.getByRole('spinbutton', { name: P.form.size, exact: true })).toBeVisible();
      await check(page, 'product create, step 2');

      await page.goto('/products');
      const edit = page.getByRole('link', { name: P.list.edit, exact: true }).first();
      await openHref(page, edit, '/products');
      await expect(page.getByRole('textbox', { name: P.form.code, exact: true })).not.toHaveValue(
        '',
      );
      await check(page, 'product edit, step 1');
      await checkScreens(page, [
        {
          label: 'product edit, step 2',
          click: (p) => button(p, P.form.next),
          shows: (p) => p.getByRole('spinbutton', { name: P.form.size, exact: true }),
        },
        {
          label: 'product import',
          path: '/products/import',
          shows: (p) => p.getByText(P.import.rules_title),
        },
      ]);
    });

    test('product sets: both tabs, the set form, the orders screens, the import', async ({
      page,
    }) => {
      const S = th.app.productSets;
      const O = th.app.setOrder;
      await signedIn(page, USERS.company.email, '/productSets');
      await expect(page.getByRole('link', { name: S.list.edit }).first()).toBeVisible();
      await check(page, 'product-set list');
      await page.goto('/productSets/create');
      await fillProductStep1(page);
      await button(page, P.form.next).click();
      await checkScreens(page, [
        {
          label: 'product picker of a set',
          click: (p) => button(p, S.form.select_products),
          shows: dialogNamed(S.picker.title),
          escape: true,
        },
        {
          label: 'set create, step 2 with messages',
          click: (p) => button(p, P.form.save),
          shows: (p) => p.getByText(th.validation.set.products_required),
        },
      ]);
      await page.goto('/productSets');
      const edit = page.getByRole('link', { name: S.list.edit, exact: true }).first();
      await openHref(page, edit, '/productSets');
      await checkScreens(page, [
        {
          label: 'set edit, step 2',
          click: (p) => button(p, P.form.next),
          shows: (p) => p.getByRole('heading', { name: S.form.products_title }),
        },
        {
          label: 'product-set import',
          path: '/productSets/import',
          shows: (p) => p.getByText(S.import.rules_title),
        },
        {
          label: 'set-order list',
          path: '/productSetOrders',
          shows: (p) => p.getByRole('link', { name: O.list.edit }).first(),
        },
        {
          label: 'add set order with messages',
          path: '/productSetOrders/create',
          click: (p) => button(p, O.form.next),
          shows: (p) => p.getByText(th.validation.set.set_required),
        },
      ]);
      await page.goto('/productSetOrders');
      await signOut(page);
      await signedIn(page, USERS.admin.email);
      await checkScreens(page, [
        {
          label: 'set order, staff',
          path: '/productSetOrders',
          follow: (p) => p.getByRole('link', { name: O.list.edit, exact: true }).first(),
          shows: (p) => p.getByRole('heading', { name: O.form.section_products }),
        },
      ]);
    });

    test('orders: the list, the form with its pickers and messages, the staff view', async ({
      page,
    }) => {
      const O = th.app.orders;
      const viewLink = (p: Page) => p.getByRole('link', { name: /^ดูคำสั่งซื้อ OR/ }).first();
      await signedIn(page, USERS.company.email);
      await checkScreens(page, [
        { label: 'order list', path: '/orders', shows: viewLink },
        {
          label: 'create order with messages',
          path: '/orders/create',
          click: (p) => button(p, O.form.save),
          shows: (p) => p.getByText(th.validation.order.products_required),
        },
        {
          label: 'product picker of an order',
          click: (p) => button(p, O.form.select_products),
          shows: dialogNamed(O.picker.products.title),
          escape: true,
        },
        {
          label: 'set picker of an order',
          click: (p) => button(p, O.form.select_sets),
          shows: dialogNamed(O.picker.sets.title),
          escape: true,
        },
        {
          label: 'edit order',
          path: '/orders',
          follow: (p) => p.getByRole('link', { name: /^แก้ไขคำสั่งซื้อ OR/ }).first(),
          shows: heading(O.form.title_edit),
        },
        {
          label: 'order import',
          path: '/orders/import',
          shows: (p) => p.getByText(O.import.rules_title),
        },
      ]);
      await signOut(page);
      await signedIn(page, USERS.admin.email);
      await checkScreens(page, [
        {
          label: 'order view, staff',
          path: '/orders',
          follow: viewLink,
          shows: heading(O.form.title_view),
        },
      ]);
    });

    test('fulfilment: the confirm and shipping lists, the confirm edit, the shipping view', async ({
      page,
    }) => {
      const F = th.app.fulfilment;
      await signedIn(page, USERS.company.email, '/confirm-order');
      // A draft: the shop may confirm or cancel it, so the edit has its select and save.
      // (A table row, or a list item on a phone.)
      const open = page
        .getByRole('main')
        .locator('tr, li')
        .filter({ hasText: th.app.orders.status[0] })
        .getByRole('link', { name: /^เปิดคำสั่งซื้อ OR/ })
        .first();
      await expect(open).toBeVisible();
      await check(page, 'confirm-order list');
      await openHref(page, open, '/confirm-order');
      await expect(heading(F.detail.title_confirm)(page)).toBeVisible();
      await button(page, th.app.orders.form.save).click();
      await check(page, 'confirm-order edit');
      await signOut(page);
      await signedIn(page, USERS.warehouse.email, '/shipping-order');
      await expect(heading(th.app.menu['shipping-order'])(page)).toBeVisible();
      await check(page, 'shipping list by shop');
      await button(page, F.shipping.mode_2).click();
      await page.getByRole('combobox', { name: F.shipping.channel }).click();
      await page.getByRole('option').first().click();
      const view = (p: Page) => p.getByRole('link', { name: /^ดูข้อมูลการจัดส่ง OR/ }).first();
      await checkScreens(page, [
        { label: 'shipping list by delivery channel', shows: view },
        { label: 'shipping view', follow: view, shows: heading(F.detail.title_view) },
      ]);
    });

    test('appointments: the list with its delete dialog, the setup form with its messages, the edit, the days off and their dialog', async ({
      page,
      baseURL,
    }) => {
      const AP = th.app.appointments;
      await signedIn(page, USERS.admin.email);
      // A setting of its own dates (one year per viewport), so its edit screen can be opened.
      const name = `ตรวจการเข้าถึง ${viewport.name}`;
      const year = phone ? 2038 : 2037;
      const headers = { origin: baseURL ?? '' };
      const made = await page.request.post('/api/book-addconfigbooking', {
        headers,
        data: settingBody(`${year}-01-01`, `${year}-01-31`, {
          booking_name: name,
          booking_status: 1,
          is_active: false,
          capacity: 2,
        }),
      });
      expect(made.status(), await made.text()).toBe(200);
      const { id } = ((await made.json()) as { data: { id: number } }).data;

      const required = th.validation.appointment.name_required;
      await checkScreens(page, listScreens('appointment', AP, '/appointments', name, required));
      await page.goto(`/appointments/${id}`);
      await expect(radio(page, AP.closed)).toBeChecked();
      await check(page, 'appointment edit');

      const addDayOff = (p: Page) => button(p, AP.days_off.add);
      await checkScreens(page, [
        { label: 'days off', path: '/appointments?tab=days-off', shows: addDayOff },
        {
          label: 'add day off dialog',
          click: addDayOff,
          shows: dialogNamed(AP.days_off.add_title),
          escape: true,
        },
      ]);

      const gone = await page.request.delete(`/api/book-deleteconfigbooking?id=${id}`, { headers });
      expect(gone.status(), await gone.text()).toBe(200);
    });

    test('bookings: the calendar, the list, the create form with its messages and a staff edit', async ({
      page,
    }) => {
      const B = th.app.bookings;
      await signedIn(page, USERS.admin.email, '/bookings');
      await expect(page.getByRole('tab', { name: B.list.tab_calendar })).toBeVisible();
      await expect(page.getByText(B.calendar.legend_staff)).toBeVisible();
      await check(page, 'booking calendar');
      await page.getByRole('tab', { name: B.list.tab_list }).click();
      const edit = page.getByRole('link', { name: /^(แก้ไข|ดู)การจอง BK/ }).first();
      await expect(edit).toBeVisible();
      await check(page, 'booking list');
      const href = (await edit.getAttribute('href')) ?? '/bookings';
      await page.goto('/bookings/create');
      await button(page, B.form.save).click();
      await expect(page.getByText(th.validation.booking.products_required).first()).toBeVisible();
      await check(page, 'booking create with messages');
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: B.form.title_edit })).toBeVisible();
      await expect(page.getByRole('combobox', { name: B.form.status })).toBeVisible();
      await check(page, 'booking staff edit');
    });

    test('roles: the list with its delete dialog, the form with its messages, the edit, the members with the picker, the menu access and the history', async ({
      page,
    }) => {
      const RL = th.app.roles;
      const admin = 'ผู้ดูแลระบบ';
      await signedIn(page, USERS.admin.email);
      const required = th.validation.role.name_required;
      await checkScreens(page, listScreens('role', RL, '/permissions', admin, required));

      await page.goto('/permissions');
      const access = page.getByRole('link', { name: RL.list.access.replace('%{name}', admin) });
      const accessHref = (await access.getAttribute('href')) ?? '/permissions';
      const edit = page.getByRole('link', { name: RL.list.edit.replace('%{name}', admin) });
      await openHref(page, edit, '/permissions');
      await expect(page.getByRole('textbox', { name: RL.form.name })).toHaveValue(admin);
      await check(page, 'role edit');

      await page.goto(accessHref);
      await expect(page.getByRole('heading', { level: 1, name: admin })).toBeVisible();
      await expect(page.getByText(USERS.admin.email)).toBeVisible();
      await check(page, 'role members');
      await checkScreens(page, [
        {
          label: 'add-member picker',
          click: (p) => button(p, RL.members.add),
          shows: dialogNamed(RL.picker.title),
          escape: true,
        },
      ]);
      await page.getByRole('tab', { name: RL.access.tab_menus }).click();
      await expect(page.getByRole('checkbox', { name: th.app.menu.report })).toBeChecked();
      await check(page, 'role menu access');
      await page.getByRole('tab', { name: RL.access.tab_history }).click();
      await expect(page.getByRole('region', { name: th.app.audit.title })).toBeVisible();
      await check(page, 'role history');
    });

    test('user administration: the add form with its messages and success modal, the edit forms of a company and of a staff member, the delete dialog', async ({
      page,
    }) => {
      const U = th.app.users;
      const RF = th.app.register.form;
      const A = th.app.register.address;
      const labelled = (label: string) =>
        page.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).and(page.locator('input, textarea'));
      // A name of its own in each viewport: both users stay in the list.
      const first = phone ? 'เข้าถึงมือถือ' : 'เข้าถึงจอใหญ่';
      await signedIn(page, USERS.admin.email, '/users/create');
      await button(page, U.form.save).click();
      await expect(page.getByText(th.validation.user.id_card_required)).toBeVisible();
      await check(page, 'user add form with messages');

      await chooseInMain(page, RF.title, 'นาง');
      const email = `a11y.${viewport.name}.${Date.now()}${randomDigits(3)}@example.com`;
      await labelled(RF.first_name).fill(first);
      await labelled(RF.last_name).fill('ตรวจสอบ');
      await labelled(RF.email).fill(email);
      await labelled(RF.id_card).fill(`${Date.now()}`.slice(-10) + randomDigits(3));
      await labelled(RF.tel).fill('0812345678');
      await page.getByRole('checkbox', { name: RF.copy_address }).check();
      await labelled(A.id_card_address).fill('1 ซอยสุขุมวิท 11');
      await labelled(A.postcode).fill('10110');
      await page.getByRole('button', { name: /^คลองเตยเหนือ/ }).click();
      await expect(labelled(A.postcode)).toHaveValue('10110');
      await button(page, U.form.save).click();
      const created = page.getByRole('dialog', { name: U.created.title });
      await expect(created.getByRole('textbox', { name: U.created.email })).toHaveValue(email);
      await check(page, 'user added modal');
      await button(created, U.created.to_list).click();

      await page.getByRole('textbox', { name: U.list.search_label }).fill(USERS.company.email);
      await button(page, th.ra.action.search).click();
      const editCompany = page.getByRole('link', {
        name: U.list.edit.replace(
          '%{name}',
          `${USERS.company.firstName} ${USERS.company.lastName}`,
        ),
      });
      await openHref(page, editCompany, '/users');
      await expect(labelled(U.form.tax_id)).toBeVisible();
      await check(page, 'user edit form of a company');

      await page.goto('/users');
      await page.getByRole('textbox', { name: U.list.search_label }).fill(email);
      await button(page, th.ra.action.search).click();
      const editStaff = page.getByRole('link', {
        name: U.list.edit.replace('%{name}', `${first} ตรวจสอบ`),
      });
      await expect(editStaff).toBeVisible();
      await page
        .getByRole('button', { name: U.list.delete.replace('%{name}', `${first} ตรวจสอบ`) })
        .click();
      await expect(page.getByRole('dialog', { name: U.list.delete_title })).toBeVisible();
      await check(page, 'user delete dialog');
      await page.keyboard.press('Escape');
      await openHref(page, editStaff, '/users');
      await expect(labelled(RF.id_card)).toBeVisible();
      await check(page, 'user edit form of a staff member');
    });

    test('reports: each tab and an empty search', async ({ page }) => {
      const R = th.app.report;
      await signedIn(page, USERS.admin.email);
      for (const [path, name] of [
        ['shipping', R.shipping.tab],
        ['inventory', R.inventory.tab],
        ['packing', R.packing.tab],
      ] as const) {
        await page.goto(`/report/${path}`);
        await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(
          page
            .getByRole('main')
            .getByRole('table')
            .or(page.getByRole('main').getByRole('list'))
            .first(),
        ).toBeVisible();
        await check(page, `${name} report`);
      }
      await page.getByRole('textbox', { name: R.packing.search_label }).fill('ไม่มีร้านค้านี้');
      await button(page, th.ra.action.search).click();
      await expect(page.getByText(R.packing.no_results_title)).toBeVisible();
      await check(page, 'packing report with no results');
    });

    test('dashboard: the totals with the line chart, the bar chart, the summary, the income table and the range hint', async ({
      page,
    }) => {
      const D = th.app.dashboard;
      await signedIn(page, USERS.company.email, '/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: D.title })).toBeVisible();
      const income = page.getByRole('region', { name: D.income_title });
      await expect(income.getByText(/^ทั้งหมด [\d,]+ รายการ$/)).toBeVisible();
      await expect(page.locator('main svg .MuiLineChart-line')).toHaveCount(2);
      await check(page, 'dashboard');

      const totals = page.getByRole('region', { name: D.totals_title });
      const end = totals.getByRole('group', { name: D.end_date, exact: true });
      await end.getByRole('spinbutton').first().click();
      await page.keyboard.type('01011990');
      await expect(totals.getByText(D.range_order_hint)).toBeVisible();
      await check(page, 'dashboard with the date-range hint');
    });

    test('staff: product view, users list and record', async ({ page }) => {
      await signedIn(page, USERS.admin.email);
      const view = page.getByRole('link', { name: P.list.view }).first();
      await openHref(page, view, '/products');
      await expect(page.getByRole('textbox', { name: P.form.code, exact: true })).toBeDisabled();
      await check(page, 'staff product view');

      await checkScreens(page, [
        { label: 'users list', path: '/users', shows: heading(th.app.menu['user-information']) },
        {
          label: 'user record',
          follow: (p) => p.getByRole('link', { name: /^ดูข้อมูลผู้ใช้งาน / }).first(),
          shows: heading(th.app.users.record.title),
        },
      ]);
    });
  });
}
