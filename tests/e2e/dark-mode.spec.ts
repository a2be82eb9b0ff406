import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import type { Theme } from '../../contract/enums';
import { button, expect, signedIn, test, USERS } from './helpers';

// The interface's colours (the profile's `theme`): light, dark, or the device's setting, the
// default. The choice is kept on the server: it applies at once, after a reload and on another
// browser; "the device's" follows the browser's prefers-color-scheme.

const P = th.app.register.profile;
/** The page's background (the theme's background.default) in each mode. */
const BACKGROUND = { light: 'rgb(250, 250, 251)', dark: 'rgb(18, 18, 18)' };

const expectColours = (page: Page, mode: 'light' | 'dark') =>
  expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[mode]);

async function chooseTheme(page: Page, theme: Theme) {
  await page.goto('/edit-user-profile');
  await page
    .getByRole('radiogroup', { name: P.theme })
    .getByRole('radio', { name: P[`theme_${theme}`], exact: true })
    .check();
  await button(page, th.app.register.form.save).click();
  await expect(page.getByText(P.saved)).toBeVisible();
}

test('the profile chooses light, dark or the device’s colours, kept on the server', async ({
  page,
  browser,
}) => {
  const { email } = USERS.individual;
  await signedIn(page, email);
  try {
    // The default follows the device (the browser's light scheme here).
    await expectColours(page, 'light');
    await chooseTheme(page, 'dark');
    await expectColours(page, 'dark');
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectColours(page, 'dark');

    // Another browser, whose device is light: signing in brings the choice from the server.
    const other = await browser.newContext({ colorScheme: 'light' });
    try {
      const otherPage = await other.newPage();
      await signedIn(otherPage, email);
      await expectColours(otherPage, 'dark');
    } finally {
      await other.close();
    }

    // The device's colours: the page follows the browser's setting as it changes.
    await chooseTheme(page, 'system');
    await expectColours(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectColours(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectColours(page, 'light');
  } finally {
    await chooseTheme(page, 'system');
  }
});
