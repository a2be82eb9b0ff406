import type { Page } from '@playwright/test';
import { en } from '../../i18n/en';
import { th } from '../../i18n/th';
import {
  expect,
  menuNames,
  pathOf,
  profileButton,
  ROLE_MENUS,
  signedInToProducts,
  test,
  topBar,
  USERS,
} from './helpers';
import { MENUS, type MenuId } from '../../contract/enums';

/** A phone: every signed-in action of the shell is reachable at 390 px and nothing scrolls sideways. */
test.use({ viewport: { width: 390, height: 844 } });

const drawer = (page: Page, lang: 'th' | 'en' = 'th') =>
  page.getByRole('dialog', { name: (lang === 'th' ? th : en).app.shell.main_menu });
const shopSelect = (page: Page) =>
  drawer(page).getByRole('combobox', { name: th.app.shell.select_shop });

async function openDrawer(page: Page) {
  await topBar(page).getByRole('button', { name: th.ra.action.open_menu }).click();
  await expect(drawer(page)).toBeVisible();
}

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
}

/** The page is no wider than the screen once it has loaded. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The bell and the profile button sit inside the screen. */
async function expectBarFits(page: Page) {
  for (const button of [
    topBar(page).getByRole('button', { name: th.app.shell.notifications }),
    profileButton(page),
  ]) {
    const box = await button.boundingBox();
    expect(box, 'button is shown').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
}

/** Switches the working shop in the drawer and waits for the product list of that shop. */
async function switchShop(page: Page, shopId: number, shopNo: string) {
  await shopSelect(page).click();
  const listed = page.waitForResponse(
    (r) => r.url().includes('product-getallproducts') && r.url().includes(`shop_id=${shopId}`),
  );
  await page.getByRole('option', { name: new RegExp(`^${shopNo} `) }).click();
  expect((await listed).status()).toBe(200);
  await expect(shopSelect(page)).toContainText(shopNo);
}

const CASES = [
  { title: 'staff', user: USERS.admin, menus: ROLE_MENUS.admin, shops: [3, 'SH0003'] as const },
  {
    title: 'company with two shops',
    user: USERS.company,
    menus: ROLE_MENUS.shopOwner,
    shops: [2, 'SH0002'] as const,
  },
  { title: 'individual with one shop', user: USERS.individual, menus: ROLE_MENUS.shopOwner },
];

for (const { title, user, menus, shops } of CASES) {
  test(`${title}: every shell action is reachable at 390 px`, async ({ page }) => {
    await signedInToProducts(page, user.email);
    await expectBarFits(page);
    await expectNoSidewaysScroll(page, 'the product list');

    // The drawer holds the working shop and the language switch above the menus.
    await openDrawer(page);
    if (shops) {
      const [shopId, shopNo] = shops;
      await expect(shopSelect(page)).toContainText('SH0001');
      await switchShop(page, shopId, shopNo);
      await closeDrawer(page);
      await expect(
        page
          .getByRole('main')
          .getByText(new RegExp(`S${shopId}-P\\d+`))
          .first(),
      ).toBeVisible();
      await openDrawer(page);
      await switchShop(page, 1, 'SH0001');
    } else {
      await expect(shopSelect(page)).toHaveCount(0);
      await expect(drawer(page).getByTestId('working-shop')).toContainText('SH0003 บ้านสวนออร์แกนิก');
    }
    const items = (lang: 'th' | 'en') => drawer(page, lang).getByRole('menuitem');
    await expect(items('th')).toHaveText(menuNames(menus));
    await drawer(page).getByRole('button', { name: th.app.shell.english }).click();
    await expect(items('en')).toHaveText(menuNames(menus, 'en'));
    await drawer(page, 'en').getByRole('button', { name: en.app.shell.thai }).click();
    await expect(items('th')).toHaveText(menuNames(menus));
    await closeDrawer(page);

    // Every menu's screen fits the screen.
    for (const menu of MENUS.filter((m) => menus.includes(m.id as MenuId))) {
      await openDrawer(page);
      await drawer(page)
        .getByRole('menuitem', { name: th.app.menu[menu.key], exact: true })
        .click();
      await expect(drawer(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${menu.path}$`));
      await expectNoSidewaysScroll(page, menu.path);
      await expectBarFits(page);
    }

    // The bell.
    await topBar(page).getByRole('button', { name: th.app.shell.notifications }).click();
    const bellList = page.getByRole('menu', { name: th.app.shell.notifications });
    // The user's newest notifications as the server has them (the seeded four and whatever
    // earlier tests told the shop: an import, a marketplace pull, orders confirmed and shipped).
    const reply = await page.request.get('/api/notification-getnotifications');
    const newest = ((await reply.json()) as { data: { message: string }[] }).data;
    expect(newest.length).toBeGreaterThanOrEqual(4);
    await expect(bellList.getByRole('menuitem')).toHaveCount(newest.length);
    await expect(bellList.getByRole('menuitem').first()).toContainText(newest[0].message);
    await page.keyboard.press('Escape');
    await expect(bellList).toBeHidden();

    // The profile: name, e-mail and phone, then each action.
    const profileMenu = page.getByRole('menu', { name: th.ra.auth.user_menu });
    await profileButton(page).click();
    const summary = page.getByTestId('profile-summary');
    await expect(summary).toContainText(`${user.firstName} ${user.lastName}`);
    await expect(summary).toContainText(user.email);
    await expect(summary).toContainText(/\d{9,10}/);
    await profileMenu.getByRole('menuitem', { name: th.app.shell.edit_profile }).click();
    await expect(page).toHaveURL(/\/edit-user-profile$/);
    await expectNoSidewaysScroll(page, 'the profile');

    // From the profile screen, once it has drawn its form (a click on the menu while the
    // screen still loads can be lost on a busy machine: the menu is opened again then).
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
    await expect(async () => {
      if (!(await profileMenu.isVisible())) await profileButton(page).click();
      await profileMenu.getByRole('menuitem', { name: th.app.shell.terms }).click();
      await expect(page).toHaveURL(/\/terms$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expectNoSidewaysScroll(page, 'the terms');

    await profileButton(page).click();
    await profileMenu.getByRole('menuitem', { name: th.app.shell.change_password }).click();
    const dialog = page.getByRole('dialog', { name: th.app.account.change_password.title });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page, 'the change-password dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await profileButton(page).click();
    await profileMenu.getByRole('menuitem', { name: th.ra.auth.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(pathOf(page)).toBe('/login');
  });
}
