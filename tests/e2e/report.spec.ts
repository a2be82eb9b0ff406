import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../../contract/dates';
import { th } from '../../i18n/th';
import {
  button,
  chooseEveryShop,
  chooseShop,
  downloadSheet,
  expect,
  expectAccessible,
  labelled,
  signedIn,
  tableRows,
  test,
  textbox,
  USERS,
} from './helpers';

/**
 * Reports (/report; spec part 3 §2 "Report", §4, §6) against the real server and the demo
 * data: the tabs each user type sees, the columns, the search, the pages and their sequence
 * numbers, the staff's shop and the packing dates, and each tab's .xlsx export.
 */

const R = th.app.report;

/** The columns as the spec lists them, written out here in Thai. */
const SHIPPING_COLUMNS = [
  'ลำดับ',
  'เลขที่คำสั่งซื้อ',
  'ชื่อลูกค้า',
  'เบอร์โทรศัพท์',
  'ช่องทางการจัดส่ง',
  'สถานะพัสดุ',
  'วันที่สั่งซื้อ',
];
const INVENTORY_COLUMNS = ['ลำดับ', 'ร้านค้า', 'ชื่อสินค้า', 'รหัสสินค้า', 'จำนวนคงคลัง', 'ราคา'];
const PACKING_COLUMNS = ['ลำดับ', 'ร้านค้า', 'จำนวนคำสั่งซื้อเซตสินค้า', 'จำนวนคำสั่งซื้อ', 'รวม'];

const SHOP_1 = 'สยามสมาร์ทช็อป';
const SHOP_2 = 'สยามสมาร์ท เอาท์เล็ต';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** A shop select on the page itself (there is none: the top bar's is the only one). */
const shopSelect = (page: Page) => page.getByRole('main').getByRole('combobox', { name: /ร้านค้า/ });
const searchBox = (page: Page, t: 'shipping' | 'inventory' | 'packing') =>
  textbox(page, R[t].search_label);
const headings = (page: Page) => page.getByRole('table').getByRole('columnheader');
/** The text of column `index` of every shown row. */
const column = (page: Page, index: number) =>
  tableRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
const totalLine = (page: Page) => page.getByText(/^(ทั้งหมดประมาณ )?[\d,]+ รายการ$/);

async function search(page: Page, t: 'shipping' | 'inventory' | 'packing', text: string) {
  await searchBox(page, t).fill(text);
  await button(page, th.ra.action.search).click();
}

/** Today and the first day of this month in Bangkok, dd/mm/yyyy. */
function thisMonth() {
  const today = formatDate(new Date());
  return { today, first: `01${today.slice(2)}` };
}

/** Clicks the export button and reads the downloaded workbook: its headings and data rows. */
async function exported(page: Page) {
  const { name, sheet } = await downloadSheet(page, page.getByRole('button', { name: R.export }));
  expect(name).toMatch(/^[a-z-]+-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cell.text.trim()));
    rows.push(cells);
  });
  const head = rows.findIndex((r) => r[0] === 'ลำดับ');
  expect(head, 'the export has a heading row').toBeGreaterThanOrEqual(0);
  // Data rows: numbered from 1 under the headings (title and footer lines are not).
  const data = rows.slice(head + 1).filter((r) => /^\d+$/.test(r[0] ?? ''));
  return { file: name, headings: rows[head], data, sheet: sheet.name };
}

async function expectRows(page: Page, count: number) {
  await expect(tableRows(page)).toHaveCount(count);
}

/** The group of a date picker (its day, month and year sections). */
const dateGroup = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: labelled(label) });

/** Types digits into one section (0 day, 1 month, 2 year) of a date picker. */
async function typeSection(page: Page, label: string, section: number, digits: string) {
  await dateGroup(page, label).getByRole('spinbutton').nth(section).click();
  await page.keyboard.type(digits);
}

test.describe('reports', () => {
  test('a shop user: two tabs, the working shop, search, pages, tab switch and exports', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email, '/report');
    await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible();

    // Two tabs, no packing tab and no shop selector on the screen.
    await expect(page.getByRole('tab')).toHaveText([R.shipping.tab, R.inventory.tab]);
    await expect(tab(page, R.shipping.tab)).toHaveAttribute('aria-selected', 'true');
    await expect(shopSelect(page)).toHaveCount(0);

    // The shipping report: its columns, 10 rows numbered 1 to 10, dates dd/mm/yyyy.
    await expect(headings(page)).toHaveText(SHIPPING_COLUMNS);
    await expectRows(page, 10);
    expect(await column(page, 0)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    for (const date of await column(page, 6)) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Page 2 goes on from 11.
    const firstOrder = (await column(page, 1))[0];
    await page.getByRole('button', { name: th.ra.navigation.next }).click();
    await expect(tableRows(page).first().locator('td').first()).toHaveText('11');
    const page2 = th.ra.navigation.current_page.replace('%{page}', '2');
    await expect(page.getByRole('button', { name: page2 })).toHaveAttribute('aria-current', 'page');

    // The search narrows the report to the order searched for, back from page 1.
    await search(page, 'shipping', firstOrder);
    await expectRows(page, 1);
    await expect(tableRows(page).first().locator('td').nth(1)).toHaveText(firstOrder);
    await expect(tableRows(page).first().locator('td').first()).toHaveText('1');
    await expect(page.getByText('1 รายการ', { exact: true })).toBeVisible();

    // Its export holds that order only, under Thai headings.
    const shipping = await exported(page);
    expect(shipping.file).toMatch(/^shipping-report-/);
    expect(shipping.headings).toEqual(SHIPPING_COLUMNS);
    expect(shipping.data).toHaveLength(1);
    expect(shipping.data[0][1]).toBe(firstOrder);

    // Another tab starts without the search; the address names the tab.
    await tab(page, R.inventory.tab).click();
    await expect(page).toHaveURL(/\/report\/inventory/);
    await expect(searchBox(page, 'inventory')).toHaveValue('');
    await expect(headings(page)).toHaveText(INVENTORY_COLUMNS);
    await expectRows(page, 10);
    // Only the working shop's stock, prices in whole baht.
    expect(new Set(await column(page, 1))).toEqual(new Set([SHOP_1]));
    for (const price of await column(page, 5)) expect(price).toMatch(/^[\d,]+ บาท$/);

    // Search by the first row's product code.
    const code = (await column(page, 3))[0];
    await search(page, 'inventory', code);
    await expectRows(page, 1);
    await expect(tableRows(page).first().locator('td').nth(3)).toHaveText(code);
    const inventory = await exported(page);
    expect(inventory.file).toMatch(/^inventory-report-/);
    expect(inventory.headings).toEqual(INVENTORY_COLUMNS);
    expect(inventory.data.map((r) => r[3])).toEqual([code]);
    expect(new Set(inventory.data.map((r) => r[1]))).toEqual(new Set([SHOP_1]));

    // Back on the shipping tab the search is gone and the whole report shows again.
    await tab(page, R.shipping.tab).click();
    await expect(searchBox(page, 'shipping')).toHaveValue('');
    await expectRows(page, 10);
    await expect(totalLine(page)).not.toHaveText('1 รายการ');

    // A reload keeps the tab.
    await tab(page, R.inventory.tab).click();
    await page.reload();
    await expect(tab(page, R.inventory.tab)).toHaveAttribute('aria-selected', 'true');
  });

  test('staff: the packing tab, the top bar shop, the dates and their exports', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email, '/report/inventory');
    await expect(page.getByRole('tab')).toHaveText([
      R.shipping.tab,
      R.inventory.tab,
      R.packing.tab,
    ]);

    // Every shop chosen in the top bar: no shop is asked for, and the page has no shop select.
    const everyShop = page.waitForResponse(
      (r) => r.url().includes('report-getinventoryreport') && !r.url().includes('shop_id='),
    );
    await chooseEveryShop(page);
    expect((await everyShop).status()).toBe(200);
    await expectRows(page, 10);
    await expect(shopSelect(page)).toHaveCount(0);
    await expectAccessible(page, 'the inventory report of every shop');
    const everyTotal = await totalLine(page).innerText();

    // One shop chosen in the top bar, its rows only, and its export.
    await chooseShop(page, 'SH0002');
    await expect(tableRows(page).first().locator('td').nth(1)).toHaveText(SHOP_2);
    // Every row once the shop's page has replaced the one of every shop.
    await expect.poll(async () => [...new Set(await column(page, 1))]).toEqual([SHOP_2]);
    await expect(totalLine(page)).not.toHaveText(everyTotal);
    const inventory = await exported(page);
    expect(inventory.data.length).toBeGreaterThan(0);
    expect(new Set(inventory.data.map((r) => r[1]))).toEqual(new Set([SHOP_2]));

    // A search on the shipping tab of that shop, then another tab clears the search; the shop
    // stays the top bar's.
    await tab(page, R.shipping.tab).click();
    await search(page, 'shipping', 'OR');
    await expect(page).toHaveURL(/filter=/);
    await chooseEveryShop(page);
    await tab(page, R.packing.tab).click();
    await expect(searchBox(page, 'packing')).toHaveValue('');

    // The packing report: this month to today to start with, its columns, one row a shop.
    const { today, first } = thisMonth();
    await expect(dateGroup(page, R.start_date)).toHaveText(first);
    await expect(dateGroup(page, R.end_date)).toHaveText(today);
    await expect(headings(page)).toHaveText(PACKING_COLUMNS);
    await expect(tableRows(page).first()).toBeVisible();
    const monthShops = await column(page, 1);
    expect(monthShops).toContain(SHOP_1);

    // An end before the start: the hint, and the report is not asked again.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('report-getequipmentreport')) asked += 1;
    });
    const lastYear = String(Number(today.slice(6)) - 1);
    await typeSection(page, R.end_date, 2, lastYear);
    await expect(page.getByText(th.validation.report.range_order)).toBeVisible();
    await expect(dateGroup(page, R.end_date)).toHaveText(`${today.slice(0, 6)}${lastYear}`);
    await page.waitForTimeout(1000);
    expect(asked, 'an end before the start does not reload').toBe(0);
    expect(await column(page, 1)).toEqual(monthShops);

    // A start a year back and the end back on today: the report of that range, no hint.
    // The pickers show and take Buddhist-era years; the report is asked in Christian-era dates.
    const ce = (year: string) => String(Number(year) - 543);
    const iso = (d: string) => `${ce(d.slice(6))}-${d.slice(3, 5)}-${d.slice(0, 2)}`;
    const start = `${ce(lastYear)}-${first.slice(3, 5)}-01`;
    const reload = page.waitForResponse(
      (r) =>
        r.url().includes('report-getequipmentreport') &&
        r.url().includes(`start_date=${start}`) &&
        r.url().includes(`end_date=${iso(today)}`),
    );
    await typeSection(page, R.start_date, 2, lastYear);
    await expect(page.getByText(th.validation.report.range_order)).toHaveCount(0);
    await typeSection(page, R.end_date, 2, today.slice(6));
    await reload;
    await expect(page.getByText(th.validation.report.range_order)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`start_date.*${start}`));

    // The export is the range shown: the same shops and figures.
    await expect(totalLine(page)).toBeVisible();
    // Figures compared without their thousands separators (the file holds numbers).
    const shown = await tableRows(page).evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'), (td) =>
          td.innerText.trim().replace(/,(?=\d{3})/g, ''),
        ),
      ),
    );
    const packing = await exported(page);
    expect(packing.file).toMatch(/^packing-equipment-report-/);
    expect(packing.headings).toEqual(['ลำดับ', 'ร้านค้า', 'จำนวนคำสั่งซื้อเซตสินค้า', 'จำนวนคำสั่งซื้อ', 'รวม']);
    expect(packing.data.slice(0, shown.length)).toEqual(shown);
  });

  test('warehouse staff with the report menu see the packing tab', async ({ page }) => {
    await signedIn(page, USERS.warehouse.email, '/report/packing');
    await expect(tab(page, R.packing.tab)).toHaveAttribute('aria-selected', 'true');
    await expect(shopSelect(page)).toHaveCount(0);
    await expect(headings(page)).toHaveText(PACKING_COLUMNS);
  });
});
