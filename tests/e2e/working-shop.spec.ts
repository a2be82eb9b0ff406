import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  chooseEveryShop,
  chooseShop,
  expect,
  expectAccessible,
  signedIn,
  signedInToProducts,
  test,
  topBar,
  USERS,
  workingShop,
} from './helpers';

/**
 * One shop context for staff: the top bar's working-shop selector (in the drawer at 390 px)
 * offers every shop (ทุกร้านค้า) first, then each shop; shop-scoped screens follow it, a screen
 * of one shop asks for one, and the booking form starts on it.
 */

const EVERY = th.app.shop_filter.all;
const BF = th.app.bookings.form;
const BL = th.app.bookings.list;
/** The spec's message for a missing shop, word for word. */
const SHOP_REQUIRED = 'กรุณาเลือกร้านค้า';
const SH0003 = 'SH0003 บ้านสวนออร์แกนิก';

const formShop = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: new RegExp(`^${BF.shop}`) });

/** Opens the booking form from the booking page's create button. */
async function openBookingForm(page: Page) {
  await page.getByRole('main').getByRole('link', { name: BL.create }).click();
  await expect(page).toHaveURL(/\/bookings\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BF.title_create);
}

test.describe('the working shop of staff', () => {
  test('every shop comes first; a one-shop list asks for a shop, the booking form starts on the choice', async ({
    page,
  }) => {
    await signedInToProducts(page, USERS.admin.email);
    await workingShop(page).click();
    const options = page.getByRole('option');
    await expect(options.first()).toHaveText(EVERY);
    await expect(options.nth(1)).toHaveText(/^SH0001 /);
    await page.keyboard.press('Escape');

    // Every shop: the product list needs one shop and says so.
    await chooseEveryShop(page);
    await expect(page.getByText(th.app.products.list.no_shop, { exact: true })).toBeVisible();
    await expectAccessible(page, 'the product list with every shop chosen');

    // The booking form with every shop: the shop starts empty and is asked for.
    await page.goto('/bookings');
    await openBookingForm(page);
    await expect(formShop(page)).not.toContainText('SH');
    await page.getByRole('button', { name: BF.save }).click();
    await expect(page.getByText(SHOP_REQUIRED, { exact: true })).toBeVisible();
    expect(th.validation.booking.shop_required).toBe(SHOP_REQUIRED);
    await expectAccessible(page, 'the booking form without a shop');

    // SH0003 chosen in the top bar: the booking form starts on it.
    await chooseShop(page, 'SH0003');
    await page.goto('/bookings');
    await openBookingForm(page);
    await expect(formShop(page)).toHaveText(SH0003);
    await expectAccessible(page, 'the booking form on the working shop');

    // The choice is kept across a reload.
    await chooseEveryShop(page);
    await page.reload();
    await expect(workingShop(page)).toHaveText(EVERY);
  });

  test('a shop user chooses among its own shops only', async ({ page }) => {
    await signedIn(page, USERS.company.email);
    await workingShop(page).click();
    await expect(page.getByRole('option')).toHaveText([/^SH0001 /, /^SH0002 /]);
    await page.keyboard.press('Escape');
    await expect(topBar(page).getByText(EVERY)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const drawer = (page: Page) => page.getByRole('dialog', { name: th.app.shell.main_menu });
  const drawerShop = (page: Page) =>
    drawer(page).getByRole('combobox', { name: th.app.shell.select_shop });

  async function chooseInDrawer(page: Page, name: string | RegExp) {
    await topBar(page).getByRole('button', { name: th.ra.action.open_menu }).click();
    await drawerShop(page).click();
    await page.getByRole('option', { name }).click();
    await expect(drawerShop(page)).toContainText(typeof name === 'string' ? name : 'SH');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
  }

  test('staff choose every shop in the drawer: the product list asks for a shop, the booking form for its shop', async ({
    page,
  }) => {
    await signedInToProducts(page, USERS.admin.email);
    await chooseInDrawer(page, EVERY);
    await expect(page.getByText(th.app.products.list.no_shop, { exact: true })).toBeVisible();
    await expectAccessible(page, 'the product list with every shop chosen, on a phone');

    await page.goto('/bookings');
    await openBookingForm(page);
    await expect(formShop(page)).not.toContainText('SH');
    await page.getByRole('button', { name: BF.save }).click();
    await expect(page.getByText(SHOP_REQUIRED, { exact: true })).toBeVisible();
    await expectAccessible(page, 'the booking form without a shop, on a phone');

    await chooseInDrawer(page, /^SH0003 /);
    await page.goto('/bookings');
    await openBookingForm(page);
    await expect(formShop(page)).toHaveText(SH0003);
  });
});
