import type { Page } from '@playwright/test';
import { en } from '../../i18n/en';
import { th } from '../../i18n/th';
import { expect, signedIn, signOut, tableRows, test, topBar, USERS } from './helpers';

// The browser tab names the screen, on a record's screen the record too, then the product
// (components/documentTitle.ts): one mechanism for every screen, in the language shown.

const APP = th.app.name;
const titled = (screen: string, name = APP) => `${screen} · ${name}`;

/** The number (second cell) and the open link of the n-th row of the order list. */
async function orderRow(page: Page, n: number) {
  const row = tableRows(page).nth(n);
  const number = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
  expect(number).toMatch(/^OR\d{13}$/);
  // Its edit or view link, named after it.
  return { number, open: row.getByRole('link', { name: new RegExp(number) }) };
}

test('every screen names the tab: sign-in, lists, records, create, import, public pages, English', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(titled(th.app.login.title));
  await page.goto('/register');
  await expect(page).toHaveTitle(titled(th.app.register.step1.title));
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle(titled(th.app.privacy.title));

  // A list: its menu's name.
  await signedIn(page, USERS.company.email);
  await expect(page).toHaveURL(/\/products$/);
  await expect(page).toHaveTitle(titled(th.app.menu['product-list']));

  // A record: the resource's noun and the record's number; another record, another title.
  await page.goto('/orders');
  await expect(page).toHaveTitle(titled(th.app.menu['order-list']));
  const first = await orderRow(page, 0);
  const second = await orderRow(page, 1);
  expect(second.number).not.toBe(first.number);
  await first.open.click();
  await expect(page).toHaveTitle(titled(`${th.app.titles.orders} ${first.number}`));
  await page.goBack();
  await expect(page).toHaveTitle(titled(th.app.menu['order-list']));
  await second.open.click();
  await expect(page).toHaveTitle(titled(`${th.app.titles.orders} ${second.number}`));

  // A product's edit: its code.
  await page.goto('/products');
  const product = tableRows(page).first();
  const code = ((await product.getByRole('cell').nth(2).textContent()) ?? '').trim();
  await product.getByRole('link', { name: th.app.products.list.edit, exact: true }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page).toHaveTitle(titled(`${th.app.titles.products} ${code}`));

  // Create and import screens: their own names.
  await page.goto('/orders/create');
  await expect(page).toHaveTitle(titled(th.app.orders.form.title_create));
  await page.goto('/orders/import');
  await expect(page).toHaveTitle(titled(th.app.orders.import.title));
  // A screen of no menu.
  await page.goto('/edit-user-profile');
  await expect(page).toHaveTitle(titled(th.app.register.profile.title));

  // English shows English titles.
  await page.goto('/orders');
  await topBar(page).getByRole('button').filter({ hasText: th.app.shell.english }).click();
  await expect(page).toHaveTitle(titled(en.app.menu['order-list'], en.app.name));
  await first.open.click();
  await expect(page).toHaveTitle(titled(`${en.app.titles.orders} ${first.number}`, en.app.name));
  await topBar(page).getByRole('button').filter({ hasText: en.app.shell.thai }).click();
  await expect(page).toHaveTitle(titled(`${th.app.titles.orders} ${first.number}`));

  // Signed out: the sign-in page's again.
  await signOut(page);
  await expect(page).toHaveTitle(titled(th.app.login.title));
});
