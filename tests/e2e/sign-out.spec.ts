import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  emailField,
  expect,
  profileButton,
  sidebarItems,
  signedIn,
  signedInToProducts,
  signOut,
  storageKeys,
  submitSignIn,
  test,
  topBar,
  USERS,
} from './helpers';

/** Every visible text the page shows during `ms` milliseconds (sampled), joined. */
async function textsSeenDuring(page: Page, ms: number) {
  const seen = new Set<string>();
  const end = Date.now() + ms;
  while (Date.now() < end) {
    seen.add(await page.locator('body').innerText());
    await page.waitForTimeout(100);
  }
  return [...seen].join('\n');
}

/** English messages react-admin or the auth provider could show to a signed-out visitor. */
const ENGLISH_AUTH_TEXTS = [
  'signed out',
  'session ended',
  'Authentication required',
  'Please login',
];

/**
 * For the next two seconds no English sign-in text shows, and what shows at once is the
 * sign-in form, not the (empty) signed-in shell. Soft: every miss is listed.
 */
async function expectOnlyThaiSignIn(page: Page) {
  const seen = await textsSeenDuring(page, 2000);
  for (const text of ENGLISH_AUTH_TEXTS) {
    expect.soft(seen, `English text "${text}" was shown`).not.toContain(text);
  }
  await expect.soft(emailField(page), 'the sign-in form is shown').toBeVisible({ timeout: 1000 });
  await expect.soft(topBar(page), 'no signed-in shell is shown').toHaveCount(0, { timeout: 1000 });
}

test.describe('sign-out', () => {
  test('logout goes to the sign-in page, Back shows no data and storage stays empty', async ({
    page,
  }) => {
    await signedInToProducts(page, USERS.company.email);
    await expect(sidebarItems(page).first()).toBeVisible();

    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(emailField(page)).toBeVisible();
    await expect.poll(() => storageKeys(page)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(sidebarItems(page)).toHaveCount(0);
    await expect(
      page.getByText(`${USERS.company.firstName} ${USERS.company.lastName}`),
    ).toHaveCount(0);
    await expect.poll(() => storageKeys(page)).toEqual([]);
    // That the sign-in form (not an empty shell) shows at once is checked by the next test.
  });

  test('Back after logout goes straight to the Thai sign-in form, with no empty shell or English message', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    await signOut(page);
    await expect(emailField(page)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    // The sign-in form, not the (empty) signed-in shell, is what the visitor sees.
    await expectOnlyThaiSignIn(page);
  });

  test('a signed-out visit to a menu page goes straight to the Thai sign-in form', async ({
    page,
  }) => {
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login$/);
    await expectOnlyThaiSignIn(page);
    await expect
      .soft(
        page.getByRole('heading', { name: th.app.login.title, level: 1 }),
        'the sign-in title is shown',
      )
      .toBeVisible({ timeout: 1000 });
  });

  test('after a signed-out visit to a menu page, signing in opens the app', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login$/);
    // The form shows late (see the previous test); here only that sign-in then works is checked.
    await expect(emailField(page)).toBeVisible({ timeout: 30_000 });

    await submitSignIn(page, USERS.company.email);
    await expect(page).toHaveURL(/\/products$/);
    await expect(profileButton(page)).toHaveText(
      `${USERS.company.firstName} ${USERS.company.lastName}`,
    );
    await expect(sidebarItems(page).first()).toBeVisible();
  });
});
