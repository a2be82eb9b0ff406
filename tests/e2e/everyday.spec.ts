import type { APIRequestContext, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { SHORTCUTS } from '../../src/components/shortcuts/catalogue';
import { productBody } from '../fixtures/product';
import { ok, signedInApi } from './apiCalls';
import {
  button,
  expect,
  expectAccessible,
  numberBox,
  signedIn,
  test,
  textbox,
  USERS,
} from './helpers';

// For people who use the portal all day: the keyboard shortcuts and their help, and undo after
// a safe edit (a product's details) but never after a stock adjustment.

const S = th.app.shortcuts;
const U = th.app.undo;
const PF = th.app.products.form;
const IF = th.app.inventory.form;

/** A new product of SH0002 (its own, so no other test's data moves), with stock. */
async function ownProduct(baseURL: string, code: string) {
  const shop = await signedInApi(baseURL, USERS.company.email);
  const staff = await signedInApi(baseURL, USERS.warehouse.email);
  const shops = await ok<{ shop_id: number; shop_no: string }[]>(shop, baseURL, 'shops');
  const shopId = shops.find((s) => s.shop_no === 'SH0002')!.shop_id;
  const made = await ok<{ id: number }>(shop, baseURL, 'productCreate', {
    body: productBody(shopId, code, { product_name_th: 'ชาเขียวทดสอบแป้นลัด' }),
  });
  const stock = await ok<{ id: number }>(staff, baseURL, 'inventoryCreate', {
    body: { shop_id: shopId, product_id: made.id, inventory_amount: 10 },
  });
  return { shop, shopId, productId: made.id, stockId: stock.id };
}

const productName = async (api: APIRequestContext, baseURL: string, id: number) => {
  const [product] = await ok<{ product_name_th: string }[]>(api, baseURL, 'product', {
    query: { product_id: id },
  });
  return product.product_name_th;
};

/** The focused element's row in the main list (its first cell's text). */
const focusedRowText = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest('tr');
    return row?.querySelector('td')?.parentElement?.textContent ?? null;
  });

test.describe('keyboard shortcuts', () => {
  test('? lists every shortcut; / searches; J, K, N, P, O move, page and open; Esc goes back', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email, '/products');
    const rows = page.getByRole('main').locator('tbody tr');
    await expect(rows).toHaveCount(10);

    // The help lists each shortcut with its text.
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: S.title });
    await expect(help).toBeVisible();
    for (const group of Object.values(SHORTCUTS)) {
      for (const s of group) await expect(help.getByRole('cell', { name: S[s.id] })).toBeVisible();
    }
    await expectAccessible(page, 'the shortcuts help');
    // While the help is open, list keys do nothing.
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect.poll(() => focusedRowText(page)).toBeNull();

    // / puts the caret in the search field; letters typed there stay letters.
    await page.keyboard.press('Slash');
    const search = page.getByRole('main').getByRole('search').getByRole('textbox');
    await expect(search).toBeFocused();
    await page.keyboard.type('jk');
    await expect(search).toHaveValue('jk');
    await search.fill('');
    await search.blur();

    // J and K move through the rows.
    const first = await rows.nth(0).textContent();
    const second = await rows.nth(1).textContent();
    await page.keyboard.press('j');
    await expect.poll(() => focusedRowText(page)).toBe(first);
    await page.keyboard.press('j');
    await expect.poll(() => focusedRowText(page)).toBe(second);
    await page.keyboard.press('k');
    await expect.poll(() => focusedRowText(page)).toBe(first);

    // N and P turn the pages.
    const current = page.getByRole('button', {
      name: th.ra.navigation.current_page.replace('%{page}', '2'),
    });
    await page.keyboard.press('n');
    await expect(current).toBeVisible();
    await expect(rows.first()).not.toHaveText(first!);
    await page.keyboard.press('p');
    await expect(rows.first()).toHaveText(first!);

    // O opens the focused row; Esc (outside a field) goes back to the list.
    await page.keyboard.press('j');
    await page.keyboard.press('o');
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(textbox(page, PF.name_th)).not.toHaveValue('');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/products(\?.*)?$/);
  });

  test('X selects the focused row of a selectable list; Ctrl+Enter saves while typing', async ({
    page,
    baseURL,
  }) => {
    const code = `E2E-KEY-${Date.now().toString(36).toUpperCase()}`;
    const made = await ownProduct(baseURL!, code);
    await signedIn(page, USERS.warehouse.email, '/inventory');
    const rows = page.getByRole('main').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect(rows.first().getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('x');
    await expect(rows.first().getByRole('checkbox')).not.toBeChecked();

    // A stock adjustment saved with Ctrl+Enter from its remark field: saved, and no undo.
    await page.goto(`/inventory/${made.stockId}`);
    await numberBox(page, IF.adjusted).fill('9');
    await textbox(page, IF.remark).fill('นับใหม่ด้วยแป้นลัด');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText(IF.updated, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: U.undo_label })).toHaveCount(0);
    await expect(textbox(page, IF.current)).toHaveValue('9');
  });
});

test('undo puts a product edit back; the saved message offers it for a few seconds', async ({
  page,
  baseURL,
}) => {
  const code = `E2E-UNDO-${Date.now().toString(36).toUpperCase()}`;
  const made = await ownProduct(baseURL!, code);
  await signedIn(page, USERS.company.email, `/products/${made.productId}`);
  const name = textbox(page, PF.name_th);
  await expect(name).toHaveValue('ชาเขียวทดสอบแป้นลัด');
  await name.fill('ชาเขียวชื่อใหม่');
  await button(page, PF.next).click();
  await button(page, PF.save).click();
  await expect(page.getByText(PF.updated, { exact: true })).toBeVisible();
  await expect.poll(() => productName(made.shop, baseURL!, made.productId)).toBe('ชาเขียวชื่อใหม่');

  const undo = page.getByRole('button', { name: U.undo_label });
  await expectAccessible(page, 'the saved message with undo');
  await undo.click();
  await expect(page.getByText(U.undone, { exact: true })).toBeVisible();
  await expect
    .poll(() => productName(made.shop, baseURL!, made.productId))
    .toBe('ชาเขียวทดสอบแป้นลัด');
});
