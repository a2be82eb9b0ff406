import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { formatDate } from '../../contract/dates';
import {
  button,
  chooseOption,
  chooseShop,
  expect,
  expectAccessible,
  numberBox,
  signedIn,
  tableRow,
  tableRows,
  test,
  textbox,
  tickRows,
  TINY_PNG,
  USERS,
} from './helpers';

const L = th.app.inventory.list;
const F = th.app.inventory.form;
const P = th.app.inventory.picker;
const R = th.app.inventory.reorder;
const H = th.app.stock.history;
const K = th.app.stock.kinds;
const SEL = th.app.selection;
const V = th.validation.stock;
const NAV = th.ra.navigation;

/**
 * A product of SH0002 that the seed keeps out of stock (it stocks every fifth product) and no
 * other test uses; the test that stocks it takes it out of stock again at its end.
 */
const CODE = 'S2-P0002';
const SHOP2 = 'SH0002 สยามสมาร์ท เอาท์เล็ต';

const counter = (page: Page) => page.getByRole('status').filter({ hasText: /^เลือก / });
const counterText = (selected: number, total: number | string) =>
  SEL.counter.replace('%{selected}', String(selected)).replace('%{total}', String(total));
const history = (page: Page) => page.getByRole('region', { name: H.title });
const historyRows = (page: Page) =>
  history(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function searchStock(page: Page, text: string) {
  await textbox(page, L.search_label).fill(text);
  await button(page, th.ra.action.search).click();
}

test.describe('staff (warehouse@)', () => {
  test('adds a stock item through the picker, adjusts it with a reason and a photo, sees both movements', async ({
    page,
  }) => {
    await signedIn(page, USERS.warehouse.email);
    // The spec's own path opens the add form.
    await page.goto('/inventory/create-inventory');
    await expect(page).toHaveURL(/\/inventory\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: F.title_create })).toBeVisible();

    // Nothing chosen: the spec's messages, word for word.
    await button(page, F.save).click();
    await expect(page.getByText(V.product_required, { exact: true })).toBeVisible();
    await expect(page.getByText(V.amount_required, { exact: true })).toBeVisible();

    await chooseOption(page, F.shop, SHOP2);
    await button(page, F.select_product).click();
    const picker = page.getByRole('dialog', { name: F.picker_title });
    await expect(picker).toBeVisible();
    await expect(button(picker, th.app.picker.confirm)).toBeDisabled();
    await expectAccessible(page, 'the product picker', { soft: true });
    await tickRows(picker, P.search_label, [CODE]);

    // The chosen product, read-only.
    await expect(textbox(page, F.code)).toHaveValue(CODE);
    const name = await textbox(page, F.name_th).inputValue();
    expect(name).not.toBe('');

    // Another shop clears the chosen product (spec part 2 §4.2); back to SH0002, picked again.
    await chooseOption(page, F.shop, 'SH0001 สยามสมาร์ทช็อป');
    await expect(textbox(page, F.code)).toHaveCount(0);
    await chooseOption(page, F.shop, SHOP2);
    await button(page, F.select_product).click();
    await textbox(picker, P.search_label).fill(CODE);
    await button(picker, th.ra.action.search).click();
    await picker.getByRole('row').filter({ hasText: CODE }).getByRole('checkbox').check();
    await button(picker, th.app.picker.confirm).click();
    await expect(textbox(page, F.code)).toHaveValue(CODE);
    await numberBox(page, F.amount).fill('25');
    await button(page, F.save).click();

    // The list of the item's shop shows it.
    await expect(page.getByText(F.created, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/inventory$/);
    await expect(page.getByText(L.shop_line.replace('%{shop}', SHOP2))).toBeVisible();
    await searchStock(page, CODE);
    const row = tableRow(page, CODE);
    await expect(row).toContainText('25');

    // The same product again: the server's 409 message under the product, the form kept.
    await page.goto('/inventory/create');
    await chooseOption(page, F.shop, SHOP2);
    await button(page, F.select_product).click();
    await textbox(picker, P.search_label).fill(CODE);
    await button(picker, th.ra.action.search).click();
    const pickedRow = picker.getByRole('row').filter({ hasText: CODE });
    await expect(pickedRow.getByText(P.stocked)).toBeVisible();
    await pickedRow.getByRole('checkbox').check();
    await button(picker, th.app.picker.confirm).click();
    await numberBox(page, F.amount).fill('1');
    await button(page, F.save).click();
    await expect(page.getByText(th.server.stock.exists, { exact: true })).toBeVisible();
    await expect(textbox(page, F.code)).toHaveValue(CODE);
    await page.goto('/inventory');
    await searchStock(page, CODE);
    await row.getByRole('link', { name: L.edit }).click();

    await expect(page.getByRole('heading', { level: 1, name: F.title_edit })).toBeVisible();
    await expect(textbox(page, F.current)).toHaveValue('25');
    await expect(historyRows(page)).toHaveCount(1);
    await expect(historyRows(page).first()).toContainText(K.initial);
    await expect(historyRows(page).first()).toContainText('+25');
    await expectAccessible(page, 'the stock item', { soft: true });

    // Adjust to 18 with a reason and a photo of the damaged goods.
    const reason = 'นับพบสินค้าชำรุด 7 ชิ้น';
    await numberBox(page, F.adjusted).fill('18');
    await textbox(page, F.remark).fill(reason);
    await page.getByLabel(F.photo, { exact: true }).setInputFiles({
      name: 'damaged.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await button(page, F.save).click();
    await expect(page.getByText(F.updated, { exact: true })).toBeVisible();
    await expect(textbox(page, F.current)).toHaveValue('18');
    await expect(historyRows(page)).toHaveCount(2);
    const adjusted = historyRows(page).first();
    for (const text of [K.adjustment, '-7', '18', reason, USERS.warehouse.firstName]) {
      await expect(adjusted).toContainText(text);
    }
    await adjusted.getByRole('button', { name: /^ดูรูปภาพ/ }).click();
    const viewer = page.getByRole('dialog', { name: H.photo_title });
    await expect(viewer.getByRole('img', { name: H.photo_title })).toBeVisible();
    await viewer.getByRole('button', { name: th.ra.action.close }).first().click();
    await expect(viewer).toBeHidden();

    // Back to none in stock, then delete: the product is free for the next run.
    await numberBox(page, F.adjusted).fill('0');
    await textbox(page, F.remark).fill('ล้างข้อมูลทดสอบ');
    await button(page, F.save).click();
    await expect(textbox(page, F.current)).toHaveValue('0');
    await expect(historyRows(page)).toHaveCount(3);
    await button(page, F.back).click();
    await searchStock(page, CODE);
    await tableRow(page, CODE).getByRole('button', { name: L.delete }).click();
    const confirm = page.getByRole('dialog', { name: L.delete_title });
    await button(confirm, th.ra.action.delete).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(L.no_results_title)).toBeVisible();
  });

  test('selects items on two pages and records a stock check of both', async ({ page }) => {
    await signedIn(page, USERS.warehouse.email, '/inventory');
    await expect(tableRows(page)).toHaveCount(10);
    await expect(counter(page)).toHaveText(/^เลือก 0 \/ ทั้งหมด \d+ รายการ$/);
    const total = ((await counter(page).textContent()) ?? '').replace(/^.*ทั้งหมด | รายการ$/g, '');
    const codeOf = async (r: Locator) => (await r.getByRole('cell').nth(3).textContent()) ?? '';
    const checkbox = (r: Locator) => r.getByRole('checkbox', { name: /^เลือก / });

    const first = await codeOf(tableRows(page).first());
    await checkbox(tableRows(page).first()).check();
    await expect(counter(page)).toHaveText(counterText(1, total));

    await button(page, NAV.page.replace('%{page}', '2')).click();
    await expect(button(page, NAV.current_page.replace('%{page}', '2'))).toBeVisible();
    await expect(tableRows(page).first()).not.toContainText(first);
    const second = await codeOf(tableRows(page).first());
    await checkbox(tableRows(page).first()).check();
    await expect(counter(page)).toHaveText(counterText(2, total));

    // The selection survives paging.
    await button(page, NAV.page.replace('%{page}', '1')).click();
    await expect(checkbox(tableRow(page, first))).toBeChecked();

    await button(page, L.check_selected).click();
    await expect(page.getByText(L.checked.replace('%{count}', '2'), { exact: true })).toBeVisible();
    await expect(counter(page)).toHaveText(counterText(0, total));
    const today = formatDate(new Date());
    await expect(tableRow(page, first)).toContainText(today);
    await button(page, NAV.page.replace('%{page}', '2')).click();
    await expect(tableRow(page, second)).toContainText(today);

    // Select-all takes the page shown; the clear button empties the selection.
    await page.getByRole('checkbox', { name: SEL.select_page }).first().check();
    await expect(counter(page)).toHaveText(counterText(10, total));

    // Each shop keeps its own selection: another shop's list starts with none chosen.
    await chooseShop(page, 'SH0002');
    await expect(page.getByRole('main').getByText(/^ร้านค้า SH0002 /)).toBeVisible();
    await expect(counter(page)).toHaveText(/^เลือก 0 \/ ทั้งหมด \d+ รายการ$/);
    await chooseShop(page, 'SH0001');
    await expect(counter(page)).toHaveText(counterText(10, total));
    await button(page, SEL.clear).click();
    await expect(counter(page)).toHaveText(counterText(0, total));
  });
});

test.describe('a shop user (individual@, SH0003)', () => {
  test("sees only the shop's stock, read-only, and sets a reorder point", async ({ page }) => {
    await signedIn(page, USERS.individual.email, '/inventory');
    await expect(
      page.getByText(L.shop_line.replace('%{shop}', 'SH0003'), { exact: false }),
    ).toBeVisible();
    await expect(tableRows(page)).toHaveCount(10);
    for (const code of await tableRows(page).locator('td:nth-child(3)').allTextContents()) {
      expect(code).toMatch(/^S3-P\d{4}$/);
    }
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(button(page, L.check_selected)).toHaveCount(0);
    await expect(page.getByRole('link', { name: L.create })).toHaveCount(0);
    await expect(page.getByRole('button', { name: L.delete })).toHaveCount(0);
    await expect(page.getByRole('link', { name: L.edit })).toHaveCount(0);

    await page.goto('/inventory/create');
    await expect(page).toHaveURL(/\/inventory$/);

    await tableRows(page).first().getByRole('link', { name: L.view }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.title_view })).toBeVisible();
    await expect(historyRows(page).first()).toBeVisible();
    await expect(numberBox(page, F.adjusted)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: F.section_adjust })).toHaveCount(0);

    const point = numberBox(page, R.label);
    const before = await point.inputValue();
    await point.fill('7');
    await button(page, R.save).click();
    await expect(page.getByText(R.saved, { exact: true })).toBeVisible();
    await expect(point).toHaveValue('7');
    // Put it back as it was.
    await point.fill(before);
    await button(page, R.save).click();
    await expect(
      page.getByText(before ? R.saved : R.cleared, { exact: true }).last(),
    ).toBeVisible();
    await expect(point).toHaveValue(before);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search, select and check stock with no sideways scrolling', async ({ page }) => {
    const noSidewaysScroll = async (where: string) => {
      await page.waitForLoadState('networkidle');
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
    };
    await signedIn(page, USERS.warehouse.email, '/inventory');
    // The list's items (the pager's are list items too, without a checkbox).
    const items = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox') });
    await expect(items.first()).toBeVisible();
    await noSidewaysScroll('the stock list');
    await expect(page.getByRole('table')).toHaveCount(0);

    await searchStock(page, 'S1-P0140');
    await expect(items).toHaveCount(1);
    await items.first().getByRole('checkbox').check();
    await expect(counter(page)).toHaveText(counterText(1, 1));
    await button(page, L.check_selected).click();
    await expect(page.getByText(L.checked.replace('%{count}', '1'), { exact: true })).toBeVisible();
    await expect(items.first()).toContainText(formatDate(new Date()));

    await items.first().getByRole('link', { name: L.edit }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.title_edit })).toBeVisible();
    await expect(historyRows(page)).toHaveCount(0);
    await expect(history(page).getByText(K.stock_check).first()).toBeVisible();
    await noSidewaysScroll('the stock item');
  });
});
