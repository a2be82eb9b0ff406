import type { Page } from '@playwright/test';
import type { ShopItem } from '../../contract/schemas/auth';
import type { OrderListRow } from '../../contract/schemas/orders';
import type { ProductListRow } from '../../contract/schemas/products';
import { th } from '../../i18n/th';
import { ok, signedInApi } from './apiCalls';
import { expect, expectAccessible, signedIn, test, topBar, USERS } from './helpers';

// The command palette (Ctrl+K, or the top bar's search button): screens by name and records by
// number, code or barcode, only of the user's menus and shops.

const P = th.app.palette;

/** A shop's first order and first product (with its item barcode), read as `email`. */
async function recordsOf(baseURL: string, email: string, shopNo: string) {
  const api = await signedInApi(baseURL, email);
  const shops = await ok<ShopItem[]>(api, baseURL, 'shops');
  const shop = shops.find((s) => s.shop_no === shopNo)!;
  const page = { shop_id: shop.shop_id, page: 1, per_page: 5 };
  const [order] = await ok<OrderListRow[]>(api, baseURL, 'orders', { query: page });
  const [row] = await ok<ProductListRow[]>(api, baseURL, 'products', { query: page });
  // One product is a one-element list (the spec reads data[0]).
  const [product] = await ok<{ id: number; item_barcode_upc: string }[]>(api, baseURL, 'product', {
    query: { product_id: row.id },
  });
  await api.dispose();
  return { order, product };
}

const palette = (page: Page) => page.getByRole('dialog', { name: P.title });
const field = (page: Page) => palette(page).getByRole('combobox', { name: P.field });

/** Opens the palette with Ctrl+K and types `text` (as a scanner would, then Enter when asked). */
async function search(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await field(page).fill(text);
}

test('Ctrl+K opens an order by its number and a product by its barcode', async ({
  page,
  baseURL,
}) => {
  const { order, product } = await recordsOf(baseURL!, USERS.company.email, 'SH0001');
  await signedIn(page, USERS.company.email);

  await search(page, order.order_id);
  await expect(palette(page).getByRole('option', { name: order.order_id })).toBeVisible();
  await expectAccessible(page, 'the command palette');
  await page.screenshot({
    path: test.info().outputPath('palette-desktop.png'),
    animations: 'disabled',
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(palette(page)).toBeHidden();

  // A scanner types the code and Enter at once: the exact match opens.
  await search(page, product.item_barcode_upc);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));

  // Screens by name; arrow keys choose, Esc closes.
  await search(page, 'สินค้า');
  const screen = palette(page).getByRole('option', { name: th.app.menu['product-list'] });
  await expect(screen).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(
    th.app.menu['product-set-list'],
  );
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test("offers no staff screen and no other shop's record to a shop user", async ({
  page,
  baseURL,
}) => {
  const other = await recordsOf(baseURL!, USERS.individual.email, 'SH0003');
  await signedIn(page, USERS.company.email);
  await search(page, th.app.menu['user-information']);
  await expect(palette(page).getByRole('status')).toHaveText(P.none);
  await expect(palette(page).getByRole('option')).toHaveCount(0);
  await field(page).fill(other.order.order_id);
  await expect(palette(page).getByRole('status')).toHaveText(P.none);
  await expect(palette(page).getByRole('option')).toHaveCount(0);
});

test('the top bar search button opens the palette on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, USERS.company.email);
  await topBar(page).getByRole('button', { name: P.open }).click();
  await expect(field(page)).toBeFocused();
  await field(page).fill('สินค้า');
  await expect(palette(page).getByRole('option').first()).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('palette-phone.png'),
    animations: 'disabled',
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // A phone has no Esc: the palette's own button closes it.
  await palette(page).getByRole('button', { name: P.close }).click();
  await expect(palette(page)).toBeHidden();
});
