import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { settingBody } from '../fixtures/booking';
import {
  chooseInMain,
  emailField,
  expect,
  expectAccessible,
  followMailLink,
  openMail,
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
 * Every built screen and dialog, in both viewports, as each user type that sees it: no serious
 * or critical WCAG 2.1 AA violation (axe-core), one h1 and one main landmark. A screen's
 * violations do not stop the test, so one run lists them all.
 */

const ACC = th.app.account;
const S1 = th.app.register.step1;
const P = th.app.products;

/** The axe check; on a phone also that the page does not scroll sideways. */
async function check(page: Page, label: string) {
  await expectAccessible(page, label, { soft: true });
  const width = page.viewportSize()?.width ?? 0;
  if (width >= 600) return;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect.soft(overflow, `${label} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/** Opens one of the product form's selects and picks an option. */

/** Fills step 1 of the product form well enough to go on to step 2. */
async function fillProductStep1(page: Page) {
  const F = P.form;
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  await textbox(F.brand_th).fill('ชาตรามือ');
  await textbox(F.brand_en).fill('Cha Tra Mue');
  await textbox(F.name_th).fill('ชาไทยตรวจการเข้าถึง');
  await textbox(F.name_en).fill('Accessibility Thai Tea');
  await chooseInMain(page, F.product_type, 'อาหารและเครื่องดื่ม');
  await textbox(F.code).fill(`A11Y-${randomDigits(6)}`);
  await page.getByRole('spinbutton', { name: F.price, exact: true }).fill('99');
  await chooseInMain(page, F.vat, 'มีภาษี');
}

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
    // Each test checks many screens.
    test.describe.configure({ timeout: 180_000 });

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

      await radio(page, 'นิติบุคคล').check();
      await page.getByLabel(S1.juristic_id).fill(`0105${randomDigits(8)}0`);
      await button(page, th.app.register.form.next).click();
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
      await radio(page, 'บุคคลธรรมดา').check();
      await radio(page, S1.status_foreigner).check();
      await page.getByLabel(S1.passport).fill(`P${randomDigits(7)}`);
      await button(page, th.app.register.form.next).click();
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

      await page.goto('/reset-password?auth_uid=unknown');
      await expect(page.getByRole('link', { name: ACC.back_to_login })).toBeVisible();
      await check(page, 'reset-password page, expired link');

      await page.goto('/verify-email?auth_uid=unknown');
      await expect(page.getByRole('link', { name: ACC.back_to_login })).toBeVisible();
      await check(page, 'verify-email page, expired link');

      await page.goto('/privacy-policy');
      await expect(
        page.getByRole('heading', { level: 1, name: th.app.privacy.title }),
      ).toBeVisible();
      await check(page, 'privacy notice, signed out');
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

      await topBar(page)
        .getByRole('button', { name: new RegExp(th.app.shell.notifications) })
        .click();
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
      await check(page, 'notification menu');
      await page.keyboard.press('Escape');

      await profileButton(page).click();
      await expect(
        page.getByRole('menuitem', { name: th.app.shell.change_password }),
      ).toBeVisible();
      await check(page, 'profile menu');
      await page.getByRole('menuitem', { name: th.app.shell.change_password }).click();
      await expect(page.getByRole('dialog', { name: ACC.change_password.title })).toBeVisible();
      await check(page, 'change-password dialog');
      await page.keyboard.press('Escape');

      await page.goto('/edit-user-profile');
      await expect(page.getByText(th.app.register.profile.section_user)).toBeVisible();
      await check(page, 'profile page');

      await page.goto('/terms');
      await expect(
        page.getByRole('heading', { level: 1, name: th.app.privacy.title }),
      ).toBeVisible();
      await check(page, 'privacy notice in the shell');

      await page.goto('/no-access');
      await expect(page.getByText(th.app.no_access.body)).toBeVisible();
      await check(page, 'no-access page');
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
      await page.goto((await edit.getAttribute('href')) ?? '/products');
      await expect(page.getByRole('textbox', { name: P.form.code, exact: true })).not.toHaveValue(
        '',
      );
      await check(page, 'product edit, step 1');
      await button(page, P.form.next).click();
      await expect(page.getByRole('spinbutton', { name: P.form.size, exact: true })).toBeVisible();
      await check(page, 'product edit, step 2');

      await page.goto('/products/import');
      await expect(page.getByText(P.import.rules_title)).toBeVisible();
      await check(page, 'product import');
    });

    test('product sets: both tabs, the set form, the orders screens, the import', async ({
      page,
    }) => {
      const S = th.app.productSets;
      const O = th.app.setOrder;
      await signedIn(page, USERS.company.email);
      await page.goto('/productSets');
      await expect(page.getByRole('link', { name: S.list.edit }).first()).toBeVisible();
      await check(page, 'product-set list');
      await page.goto('/productSets/create');
      await fillProductStep1(page);
      await button(page, P.form.next).click();
      await button(page, S.form.select_products).click();
      await expect(page.getByRole('dialog', { name: S.picker.title })).toBeVisible();
      await check(page, 'product picker of a set');
      await page.keyboard.press('Escape');
      await button(page, P.form.save).click();
      await expect(page.getByText(th.validation.set.products_required)).toBeVisible();
      await check(page, 'set create, step 2 with messages');
      await page.goto('/productSets');
      const edit = page.getByRole('link', { name: S.list.edit, exact: true }).first();
      await page.goto((await edit.getAttribute('href')) ?? '/productSets');
      await button(page, P.form.next).click();
      await expect(page.getByRole('heading', { name: S.form.products_title })).toBeVisible();
      await check(page, 'set edit, step 2');
      await page.goto('/productSets/import');
      await expect(page.getByText(S.import.rules_title)).toBeVisible();
      await check(page, 'product-set import');
      await page.goto('/productSetOrders');
      await expect(page.getByRole('link', { name: O.list.edit }).first()).toBeVisible();
      await check(page, 'set-order list');
      await page.goto('/productSetOrders/create');
      await button(page, O.form.next).click();
      await expect(page.getByText(th.validation.set.set_required)).toBeVisible();
      await check(page, 'add set order with messages');
      await page.goto('/productSetOrders');
      await signOut(page);
      await signedIn(page, USERS.admin.email);
      await page.goto('/productSetOrders');
      const order = page.getByRole('link', { name: O.list.edit, exact: true }).first();
      await page.goto((await order.getAttribute('href')) ?? '/productSetOrders');
      await expect(page.getByRole('heading', { name: O.form.section_products })).toBeVisible();
      await check(page, 'set order, staff');
    });

    test('orders: the list, the form with its pickers and messages, the staff view', async ({
      page,
    }) => {
      const O = th.app.orders;
      await signedIn(page, USERS.company.email);
      await page.goto('/orders');
      await expect(page.getByRole('link', { name: /^ดูคำสั่งซื้อ OR/ }).first()).toBeVisible();
      await check(page, 'order list');
      await page.goto('/orders/create');
      await button(page, O.form.save).click();
      await expect(page.getByText(th.validation.order.products_required)).toBeVisible();
      await check(page, 'create order with messages');
      await button(page, O.form.select_products).click();
      await expect(page.getByRole('dialog', { name: O.picker.products.title })).toBeVisible();
      await check(page, 'product picker of an order');
      await page.keyboard.press('Escape');
      await button(page, O.form.select_sets).click();
      await expect(page.getByRole('dialog', { name: O.picker.sets.title })).toBeVisible();
      await check(page, 'set picker of an order');
      await page.keyboard.press('Escape');
      await page.goto('/orders');
      const draft = page.getByRole('link', { name: /^แก้ไขคำสั่งซื้อ OR/ }).first();
      await page.goto((await draft.getAttribute('href')) ?? '/orders');
      await expect(page.getByRole('heading', { level: 1, name: O.form.title_edit })).toBeVisible();
      await check(page, 'edit order');
      await page.goto('/orders/import');
      await expect(page.getByText(O.import.rules_title)).toBeVisible();
      await check(page, 'order import');
      await signOut(page);
      await signedIn(page, USERS.admin.email);
      await page.goto('/orders');
      const view = page.getByRole('link', { name: /^ดูคำสั่งซื้อ OR/ }).first();
      await page.goto((await view.getAttribute('href')) ?? '/orders');
      await expect(page.getByRole('heading', { level: 1, name: O.form.title_view })).toBeVisible();
      await check(page, 'order view, staff');
    });

    test('fulfilment: the confirm and shipping lists, the confirm edit, the shipping view', async ({
      page,
    }) => {
      const F = th.app.fulfilment;
      await signedIn(page, USERS.company.email);
      await page.goto('/confirm-order');
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
      await page.goto((await open.getAttribute('href')) ?? '/confirm-order');
      await expect(
        page.getByRole('heading', { level: 1, name: F.detail.title_confirm }),
      ).toBeVisible();
      await button(page, th.app.orders.form.save).click();
      await check(page, 'confirm-order edit');
      await signOut(page);
      await signedIn(page, USERS.warehouse.email);
      await page.goto('/shipping-order');
      await expect(
        page.getByRole('heading', { level: 1, name: th.app.menu['shipping-order'] }),
      ).toBeVisible();
      await check(page, 'shipping list by shop');
      await button(page, F.shipping.mode_2).click();
      await page.getByRole('combobox', { name: F.shipping.channel }).click();
      await page.getByRole('option').first().click();
      const view = page.getByRole('link', { name: /^ดูข้อมูลการจัดส่ง OR/ }).first();
      await expect(view).toBeVisible();
      await check(page, 'shipping list by delivery channel');
      await page.goto((await view.getAttribute('href')) ?? '/shipping-order');
      await expect(
        page.getByRole('heading', { level: 1, name: F.detail.title_view }),
      ).toBeVisible();
      await check(page, 'shipping view');
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

      await page.goto('/appointments');
      const remove = page.getByRole('button', { name: AP.list.delete.replace('%{name}', name) });
      await expect(remove).toBeVisible();
      await check(page, 'appointment list');
      await remove.click();
      await expect(page.getByRole('dialog', { name: AP.list.delete_title })).toBeVisible();
      await check(page, 'appointment delete dialog');
      await page.keyboard.press('Escape');

      await page.goto('/appointments/create');
      await button(page, AP.form.save).click();
      await expect(page.getByText(th.validation.appointment.name_required)).toBeVisible();
      await check(page, 'appointment setup with messages');
      await page.goto(`/appointments/${id}`);
      await expect(radio(page, AP.closed)).toBeChecked();
      await check(page, 'appointment edit');

      await page.goto('/appointments?tab=days-off');
      await expect(button(page, AP.days_off.add)).toBeVisible();
      await check(page, 'days off');
      await button(page, AP.days_off.add).click();
      await expect(page.getByRole('dialog', { name: AP.days_off.add_title })).toBeVisible();
      await check(page, 'add day off dialog');
      await page.keyboard.press('Escape');

      const gone = await page.request.delete(`/api/book-deleteconfigbooking?id=${id}`, { headers });
      expect(gone.status(), await gone.text()).toBe(200);
    });

    test('bookings: the calendar, the list, the create form with its messages and a staff edit', async ({
      page,
    }) => {
      const B = th.app.bookings;
      await signedIn(page, USERS.admin.email);
      await page.goto('/bookings');
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
      await page.goto('/permissions');
      const remove = page.getByRole('button', { name: RL.list.delete.replace('%{name}', admin) });
      await expect(remove).toBeVisible();
      await check(page, 'role list');
      await remove.click();
      await expect(page.getByRole('dialog', { name: RL.list.delete_title })).toBeVisible();
      await check(page, 'role delete dialog');
      await page.keyboard.press('Escape');

      await page.goto('/permissions/create');
      await button(page, RL.form.save).click();
      await expect(page.getByText(th.validation.role.name_required)).toBeVisible();
      await check(page, 'role create with messages');

      await page.goto('/permissions');
      const access = page.getByRole('link', { name: RL.list.access.replace('%{name}', admin) });
      const accessHref = (await access.getAttribute('href')) ?? '/permissions';
      const edit = page.getByRole('link', { name: RL.list.edit.replace('%{name}', admin) });
      await page.goto((await edit.getAttribute('href')) ?? '/permissions');
      await expect(page.getByRole('textbox', { name: RL.form.name })).toHaveValue(admin);
      await check(page, 'role edit');

      await page.goto(accessHref);
      await expect(page.getByRole('heading', { level: 1, name: admin })).toBeVisible();
      await expect(page.getByText(USERS.admin.email)).toBeVisible();
      await check(page, 'role members');
      await button(page, RL.members.add).click();
      await expect(page.getByRole('dialog', { name: RL.picker.title })).toBeVisible();
      await check(page, 'add-member picker');
      await page.keyboard.press('Escape');
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
      await signedIn(page, USERS.admin.email);
      await page.goto('/users/create');
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
      await page.goto((await editCompany.getAttribute('href')) ?? '/users');
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
      await page.goto((await editStaff.getAttribute('href')) ?? '/users');
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
      await signedIn(page, USERS.company.email);
      await page.goto('/dashboard');
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
      await page.goto((await view.getAttribute('href')) ?? '/products');
      await expect(page.getByRole('textbox', { name: P.form.code, exact: true })).toBeDisabled();
      await check(page, 'staff product view');

      await page.goto('/users');
      await expect(
        page.getByRole('heading', { level: 1, name: th.app.menu['user-information'] }),
      ).toBeVisible();
      await check(page, 'users list');
      const record = page.getByRole('link', { name: /^ดูข้อมูลผู้ใช้งาน / }).first();
      await page.goto((await record.getAttribute('href')) ?? '/users');
      await expect(
        page.getByRole('heading', { level: 1, name: th.app.users.record.title }),
      ).toBeVisible();
      await check(page, 'user record');
    });
  });
}
