import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  answerUnsavedConfirm,
  emailField,
  expect,
  field,
  followMailLink,
  MAILBOX_PATH,
  openMail,
  pathOf,
  profileButton,
  sidebarItems,
  signedIn,
  signIn,
  test,
  topBar,
  USERS,
} from './helpers';

const ACC = th.app.account;

/** The origin of the page's address (the base address of the portal under test). */
const pageOrigin = (page: Page) => new URL(page.url()).origin;

/** Opens the change-password dialog from the profile menu. */
async function openChangePassword(page: Page) {
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: th.app.shell.change_password }).click();
  const dialog = page.getByRole('dialog', { name: ACC.change_password.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('forgot and reset password', () => {
  // company2@demo.th: no other spec signs in with it, so its password may change.
  const email = 'company2@demo.th';
  const newPassword = 'Reset@2025';

  test('the e-mailed link sets a new password once; opened again it has expired', async ({
    page,
    browser,
  }) => {
    await page.goto('/login');
    await emailField(page).fill(email);
    await page.getByRole('button', { name: th.app.login.forgot }).click();
    const dialog = page.getByRole('dialog', { name: ACC.forgot.title });
    await expect(dialog.getByLabel(ACC.forgot.email)).toHaveValue(email);
    await dialog.getByRole('button', { name: ACC.forgot.submit }).click();
    await expect(dialog.getByRole('status')).toHaveText(ACC.forgot.sent.replace('%{email}', email));
    await dialog.getByRole('button', { name: ACC.forgot.ok }).click();
    await expect(dialog).toBeHidden();

    const mail = await openMail(page, email, th.server.password.mail_reset_subject);
    const link = await followMailLink(mail);
    await expect(page).toHaveURL(/\/reset-password\?/);
    await expect(page.getByRole('heading', { name: ACC.reset.title })).toBeVisible();
    await field(page, ACC.reset.new_password).fill(newPassword);
    await field(page, ACC.reset.confirm_password).fill(newPassword);
    await page.getByRole('button', { name: ACC.reset.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(ACC.reset.success)).toBeVisible();

    // The old password no longer works; the new one does.
    await signIn(page, email);
    await expect(page.getByRole('alertdialog')).toContainText(th.server.login_failed);
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/products$/);
    await expect(profileButton(page)).toHaveText('อรุณี ทะเลงาม');

    // The same link again, in a browser that is not signed in (a fresh context, so nothing
    // of the signed-in page can write its session back): used, so expired, with a way back.
    const fresh = await browser.newContext({ baseURL: pageOrigin(page), locale: 'th-TH' });
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByText(th.server.password.link_expired, { exact: true })).toBeVisible();
    await expect(other.getByText(ACC.expired.body)).toBeVisible();
    await expect(field(other, ACC.reset.new_password)).toHaveCount(0);
    await other.getByRole('link', { name: ACC.back_to_login }).click();
    await expect(other).toHaveURL(/\/login$/);
    await fresh.close();
  });
});

test.describe('the development mailbox', () => {
  test('opens only by the address the server printed; the key leaves the address and stays for the tab', async ({
    page,
    context,
  }) => {
    // Without the key: where to open it, and no mail.
    await page.goto('/dev/mailbox');
    await expect(page.getByText(th.app.mailbox.no_key)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // A wrong key: the server answers nothing.
    await page.goto('/dev/mailbox#key=guess');
    await expect(page.getByText(th.app.mailbox.off)).toBeVisible();
    // The printed address: the mail, and the address bar without the key.
    const other = await context.newPage();
    const answered = (p: Page) =>
      expect(p.getByRole('article').first().or(p.getByText(th.app.mailbox.empty))).toBeVisible();
    await other.goto(MAILBOX_PATH);
    await answered(other);
    await expect(other.getByText(th.app.mailbox.off)).toHaveCount(0);
    expect(new URL(other.url()).hash).toBe('');
    await other.reload();
    await answered(other);
    await expect(other.getByText(th.app.mailbox.no_key)).toHaveCount(0);
  });
});

test.describe('signed in as the individual demo user', () => {
  test('change password with a wrong old password shows the message under the old password', async ({
    page,
  }) => {
    await signedIn(page, USERS.individual.email);
    const dialog = await openChangePassword(page);
    const C = ACC.change_password;
    const oldPassword = dialog.getByLabel(C.old_password, { exact: true });
    await oldPassword.fill('Wrong@1234');
    await dialog.getByLabel(C.new_password, { exact: true }).fill('Changed@2025');
    await dialog.getByLabel(C.confirm_password, { exact: true }).fill('Changed@2025');
    await dialog.getByRole('button', { name: C.submit, exact: true }).click();

    await expect(oldPassword).toHaveAccessibleDescription(th.validation.password.old_wrong);
    await expect(oldPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('กรุณาระบุรหัสผ่านเก่าให้ถูกต้อง', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: C.cancel }).click();
    await expect(dialog).toBeHidden();
  });

  test('profile edit: a new first name is saved and shown in the top bar', async ({ page }) => {
    const { firstName, lastName } = USERS.individual;
    const F = th.app.register.form;

    /** Saves a first name on the profile page; Save goes back to '/' (the product list). */
    const rename = async (to: string) => {
      await page.goto('/edit-user-profile');
      await expect(page.getByText(th.app.register.profile.section_user)).toBeVisible();
      const first = field(page, F.first_name);
      await expect(first).not.toHaveValue('');
      await first.fill(to);
      await page.getByRole('button', { name: F.save, exact: true }).click();
      await expect(page).not.toHaveURL(/edit-user-profile/);
      expect(pathOf(page)).toMatch(/^\/(products)?$/);
    };

    await signedIn(page, USERS.individual.email);
    try {
      await rename('มาลีใหม่');
      // The top bar shows the new name at once, and after a reload.
      await expect(profileButton(page)).toHaveText(`มาลีใหม่ ${lastName}`);
      await expect(topBar(page)).toContainText(`มาลีใหม่ ${lastName}`);
      await page.reload();
      await expect(profileButton(page)).toHaveText(`มาลีใหม่ ${lastName}`);
    } finally {
      // The sign-in spec expects the seeded name: put it back.
      await rename(firstName);
    }
  });

  test('leaving the profile with typed data asks first; staying keeps the typing', async ({
    page,
  }) => {
    const F = th.app.register.form;
    await signedIn(page, USERS.individual.email, '/edit-user-profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.app.register.profile.title);
    const first = field(page, F.first_name);
    await expect(first).not.toHaveValue('');
    await first.fill('ยังไม่บันทึก');

    // A menu click asks; staying keeps the page and the typing.
    await answerUnsavedConfirm(page, 'stay', () => sidebarItems(page).first().click());
    await expect(page).toHaveURL(/\/edit-user-profile$/);
    await expect(first).toHaveValue('ยังไม่บันทึก');

    // Back asks too; leaving drops the typing.
    await answerUnsavedConfirm(page, 'leave', () =>
      page.getByRole('button', { name: F.back, exact: true }).click(),
    );
    await expect(page).not.toHaveURL(/edit-user-profile/);
    await page.goto('/edit-user-profile');
    await expect(field(page, F.first_name)).toHaveValue(USERS.individual.firstName);
  });
});
