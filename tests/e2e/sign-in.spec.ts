import { th } from '../../i18n/th';
import {
  emailField,
  expect,
  firstLoginDialog,
  menuNames,
  passwordField,
  profileButton,
  ROLE_MENUS,
  sidebarItems,
  signIn,
  signInButton,
  test,
  topBar,
  USERS,
  workingShop,
} from './helpers';

test.describe('sign-in of each user type', () => {
  const cases = [
    { title: 'company (type 1)', user: USERS.company, menus: ROLE_MENUS.shopOwner, chooses: true },
    {
      title: 'individual (type 2)',
      user: USERS.individual,
      menus: ROLE_MENUS.shopOwner,
      chooses: false,
    },
    {
      title: 'staff (type 3, every menu)',
      user: USERS.admin,
      menus: ROLE_MENUS.admin,
      chooses: true,
    },
  ];

  for (const { title, user, menus, chooses } of cases) {
    test(`${title}: lands on the product list with name, menus and shop selector`, async ({
      page,
    }) => {
      await signIn(page, user.email);

      // Menu 1 is active: sign-in goes home, which is the product list.
      await expect(page).toHaveURL(/\/products$/);

      // The top bar shows the user's first and last name.
      await expect(profileButton(page)).toHaveText(`${user.firstName} ${user.lastName}`);
      await expect(topBar(page)).toContainText(`${user.firstName} ${user.lastName}`);

      // The side menu shows exactly the active menus, in the shell's order.
      await expect(sidebarItems(page)).toHaveText(menuNames(menus));

      // Staff and users with several shops choose the working shop; one shop is just named.
      const shopSelector = workingShop(page);
      if (chooses) await expect(shopSelector).toBeVisible();
      else await expect(shopSelector).toHaveCount(0);
      await expect(page.getByText(th.app.shell.select_shop, { exact: true })).toHaveCount(
        chooses ? 1 : 0,
      );
    });
  }
});

test.describe('sign-in errors', () => {
  test('a wrong password shows the server message in an alert with OK, which closes it', async ({
    page,
  }) => {
    await signIn(page, USERS.company.email, 'Wrong@1234');

    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(th.app.login.error_title);
    await expect(alert).toContainText(th.server.login_failed);

    await alert.getByRole('button', { name: th.app.login.ok }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
    await expect(emailField(page)).toBeVisible();
  });

  test('a disabled account shows the disabled message', async ({ page }) => {
    await signIn(page, USERS.disabled.email);

    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(th.server.login_disabled);
    await alert.getByRole('button', { name: th.app.login.ok }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an empty submit shows both required messages under the fields', async ({ page }) => {
    await page.goto('/login');
    await signInButton(page).click();

    await expect(page.getByText(th.app.login.email_required, { exact: true })).toBeVisible();
    await expect(page.getByText(th.app.login.password_required, { exact: true })).toBeVisible();
    // The messages are the fields' helper texts (described-by) and the fields are marked invalid.
    await expect(emailField(page)).toHaveAccessibleDescription(th.app.login.email_required);
    await expect(passwordField(page)).toHaveAccessibleDescription(th.app.login.password_required);
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an account that must change its password opens the first-login dialog', async ({
    page,
  }) => {
    await signIn(page, USERS.newUser.email);

    const L = th.app.account.first_login;
    const dialog = firstLoginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(th.server.login_must_change);
    await expect(dialog).toContainText(L.intro.replace('%{email}', USERS.newUser.email));
    // The real form: new password, confirmation, document type and file.
    await expect(dialog.getByLabel(L.new_password, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(L.confirm_password, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: L.doctype })).toBeVisible();
    await expect(dialog.getByText(L.no_file, { exact: true })).toBeVisible();

    // Confirm with nothing filled in shows the required messages; the dialog stays.
    await dialog.getByRole('button', { name: L.submit, exact: true }).click();
    await expect(dialog.getByLabel(L.new_password, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByText(th.validation.password.file_required)).toBeVisible();

    await dialog.getByRole('button', { name: L.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });
});
