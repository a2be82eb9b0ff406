import { expect, test } from '@playwright/test';
import { en } from '../../i18n/en';
import { th } from '../../i18n/th';
import {
  emailField,
  menuNames,
  profileButton,
  ROLE_MENUS,
  sidebarItems,
  signedIn,
  topBar,
  USERS,
} from './helpers';

/** The notifications seeded for every demo account (server/db/seed.ts), oldest first. */
const SEEDED_MESSAGES = [
  'ยินดีต้อนรับสู่ระบบบริหารคลังสินค้า',
  'นัดหมายส่งสินค้าเข้าคลังของคุณได้รับการยืนยันแล้ว',
  'มีคำสั่งซื้อใหม่รอยืนยัน 3 รายการ',
  'สินค้าบางรายการใกล้หมดคลัง กรุณาตรวจสอบสินค้าคงคลัง',
];

test.describe('language switch', () => {
  test('the sign-in page switches to English and back to Thai', async ({ page }) => {
    await page.goto('/login');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(th.app.login.title);

    // The switch is named by the language it switches to.
    await page.getByRole('button', { name: th.app.shell.english }).click();
    await expect(title).toHaveText(en.app.login.title);
    await expect(page.getByLabel(en.app.login.email)).toBeVisible();

    await page.getByRole('button', { name: en.app.shell.thai }).click();
    await expect(title).toHaveText(th.app.login.title);
    await expect(emailField(page)).toBeVisible();
  });

  test('signed in, switching to English turns the side menu names to English', async ({ page }) => {
    await signedIn(page, USERS.company.email);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner, 'th'));

    await topBar(page).getByRole('button').filter({ hasText: th.app.shell.english }).click();
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner, 'en'));

    await topBar(page).getByRole('button').filter({ hasText: en.app.shell.thai }).click();
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.shopOwner, 'th'));
  });
});

test.describe('notification bell', () => {
  test('shows a count of 4 and lists the seeded messages, newest first', async ({ page }) => {
    await signedIn(page, USERS.company.email);

    const bell = topBar(page).getByRole('button', { name: th.app.shell.notifications });
    await expect(bell).toHaveText('4');
    await bell.click();

    const list = page.getByRole('menu').filter({ hasText: th.app.shell.notifications });
    await expect(list).toBeVisible();
    const items = list.getByRole('menuitem');
    await expect(items).toHaveCount(4);
    await expect(items).toContainText([...SEEDED_MESSAGES].reverse());

    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });
});

test.describe('Thai shell', () => {
  const ENGLISH_WORDS = [
    'Dashboard',
    'Logout',
    'Refresh',
    'Loading',
    'No results',
    'Profile',
    'Search',
    'Delete',
    'Edit',
    'Page',
  ];

  test('no English leaks in the signed-in shell', async ({ page }) => {
    await signedIn(page, USERS.admin.email);
    await expect(sidebarItems(page)).toHaveText(menuNames(ROLE_MENUS.admin));
    await expect(topBar(page).getByRole('button', { name: th.app.shell.notifications })).toHaveText(
      '4',
    );
    // The product list has loaded: its total line is shown.
    await expect(page.getByText(/ทั้งหมด \d+ รายการ/)).toBeVisible();

    const shellText = await page.evaluate(() => document.body.innerText);
    for (const word of ENGLISH_WORDS) expect(shellText, `"${word}" is visible`).not.toContain(word);

    // The profile menu is Thai too.
    await profileButton(page).click();
    await expect(page.getByRole('menuitem', { name: th.ra.auth.logout })).toBeVisible();
    const menuText = await page.evaluate(() => document.body.innerText);
    for (const word of ENGLISH_WORDS) expect(menuText, `"${word}" is visible`).not.toContain(word);
  });
});
