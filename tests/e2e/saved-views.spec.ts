import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  chooseShop,
  expect,
  expectAccessible,
  field,
  randomDigits,
  signedIn,
  sidebarItems,
  signOut,
  tableRows,
  test,
  textbox,
  USERS,
} from './helpers';

const V = th.app.views;
const L = th.app.orders.list;

const viewsButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: V.button, exact: true });
const viewsMenu = (page: Page) => page.getByRole('menu', { name: V.button, exact: true });
const menuLink = (page: Page, name: string) =>
  sidebarItems(page).filter({ hasText: new RegExp(`^${name}$`) });

/** The order numbers of the rows shown (the second cell of each row, after the rank). */
const orderNumbers = (page: Page) =>
  tableRows(page).evaluateAll((rows) =>
    rows.map((r) => r.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
  );

/** Whether every row shown is of a customer named `name` (the rows of that search). */
const allOfCustomer = (page: Page, name: string) =>
  tableRows(page).evaluateAll(
    (rows, n) =>
      rows.length > 0 && rows.every((r) => r.querySelectorAll('td')[3]?.textContent?.includes(n)),
    name,
  );

/** The list's filter as react-admin keeps it in the URL. */
const filterOf = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** Saves the list as shown under `name`, from the views menu. */
async function saveView(page: Page, name: string) {
  await viewsButton(page).click();
  await viewsMenu(page).getByRole('menuitem', { name: V.save }).click();
  const dialog = page.getByRole('dialog', { name: V.save_title });
  await field(dialog, V.name).fill(name);
  await dialog.getByRole('button', { name: V.submit }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the views menu and waits for the view named `name` in it. */
async function openMenuAt(page: Page, name: string): Promise<Locator> {
  await viewsButton(page).click();
  const item = viewsMenu(page).getByRole('menuitemradio', { name });
  await expect(item).toBeVisible();
  return item;
}

test.describe('มุมมองที่บันทึกไว้ของรายการคำสั่งซื้อ', () => {
  test('บันทึกคำค้นหาเป็นมุมมอง เปิดในเบราว์เซอร์ใหม่ได้รายการเดียวกัน เปลี่ยนชื่อ และลบ', async ({
    page,
    browser,
  }, testInfo) => {
    const name = `คำสั่งซื้อที่ต้องติดตาม ${randomDigits(4)}`;
    await signedIn(page, USERS.company.email, '/orders');
    await chooseShop(page, 'SH0001');
    await expect(tableRows(page).first()).toBeVisible();
    // A customer's name of the first row: a search that keeps some rows, not all.
    const customer = (await tableRows(page).first().getByRole('cell').nth(3).textContent()) ?? '';
    const search = customer.trim().split(/\s+/)[0];
    await textbox(page, L.search_label).fill(search);
    await page.getByRole('main').getByRole('button', { name: th.ra.action.search }).click();
    await expect.poll(() => filterOf(page).q).toBe(search);
    await expect.poll(() => allOfCustomer(page, search)).toBe(true);
    const rows = await orderNumbers(page);

    await saveView(page, name);
    await expect(page.getByText(V.saved.replace('%{name}', name))).toBeVisible();
    // The view shown has a tick.
    const saved = await openMenuAt(page, name);
    await expect(saved).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page, 'the open views menu of the order list');
    await page.keyboard.press('Escape');
    await expect(viewsMenu(page)).toBeHidden();
    // The top bar hides while the page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await signOut(page);

    // Another browser, nothing kept from the first: the view comes from the server.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const other = await context.newPage();
    await signedIn(other, USERS.company.email, '/orders');
    await chooseShop(other, 'SH0001');
    await expect(textbox(other, L.search_label)).toHaveValue('');
    await (await openMenuAt(other, name)).click();
    await expect.poll(() => filterOf(other).q).toBe(search);
    await expect(textbox(other, L.search_label)).toHaveValue(search);
    await expect.poll(() => orderNumbers(other)).toEqual(rows);

    // The copied link holds the list as shown: opened after the search is cleared, it
    // shows the search again.
    await viewsButton(other).click();
    await viewsMenu(other).getByRole('menuitem', { name: V.copy_link }).click();
    await expect(other.getByText(V.copied)).toBeVisible();
    const link = await other.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe('/orders');
    await other.getByRole('button', { name: th.ra.action.clear_input_value }).click();
    await expect.poll(() => filterOf(other).q).toBeUndefined();
    await other.goto(link);
    await expect(textbox(other, L.search_label)).toHaveValue(search);
    await expect.poll(() => orderNumbers(other)).toEqual(rows);

    // Renamed, then deleted after a question.
    const renamed = `${name} (แก้ไข)`;
    await viewsButton(other).click();
    await viewsMenu(other)
      .getByRole('menuitem', { name: new RegExp(`^${V.rename}`) })
      .click();
    const dialog = other.getByRole('dialog', { name: V.rename_title });
    await field(dialog, V.name).fill(renamed);
    await dialog.getByRole('button', { name: V.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(await openMenuAt(other, renamed)).toHaveAttribute('aria-checked', 'true');
    await viewsMenu(other)
      .getByRole('menuitem', { name: new RegExp(`^${V.delete}`) })
      .click();
    const confirm = other.getByRole('dialog', { name: V.delete_title });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: th.ra.action.delete }).click();
    await expect(confirm).toBeHidden();
    await viewsButton(other).click();
    await expect(viewsMenu(other).getByRole('menuitem', { name: V.none })).toBeVisible();
    await expect(viewsMenu(other).getByRole('menuitemradio')).toHaveCount(0);
    await context.close();
  });

  test('รายการกลับมาเหมือนเดิมเมื่อออกไปหน้าอื่นแล้วกลับมา', async ({ page }) => {
    await signedIn(page, USERS.company.email, '/orders');
    await chooseShop(page, 'SH0001');
    await textbox(page, L.search_label).fill('ก');
    await page.getByRole('main').getByRole('button', { name: th.ra.action.search }).click();
    await expect.poll(() => filterOf(page).q).toBe('ก');
    await menuLink(page, th.app.menu['product-list']).click();
    await expect(page).toHaveURL(/\/products/);
    await menuLink(page, th.app.menu['order-list']).click();
    await expect.poll(() => filterOf(page).q).toBe('ก');
    await expect(textbox(page, L.search_label)).toHaveValue('ก');
  });
});

test('มุมมองเก็บแท็บสถานะของรายการการจอง และแท็บยังอยู่เมื่อกลับมาที่รายการ', async ({ page }) => {
  const B = th.app.bookings.list;
  const statusTab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  const name = `การจองที่รับเข้าแล้ว ${randomDigits(4)}`;
  await signedIn(page, USERS.company.email, '/bookings');
  await page.getByRole('tab', { name: B.tab_list, exact: true }).click();
  await statusTab(B.tabs.received).click();
  await expect.poll(() => filterOf(page).tab).toBe('received');
  await saveView(page, name);

  await statusTab(B.tabs.cancelled).click();
  await expect.poll(() => filterOf(page).tab).toBe('cancelled');
  // Away to another menu and back: the list is as it was left.
  await menuLink(page, th.app.menu['order-list']).click();
  await expect(page).toHaveURL(/\/orders/);
  await menuLink(page, th.app.menu['delivery-booking']).click();
  await expect(statusTab(B.tabs.cancelled)).toHaveAttribute('aria-selected', 'true');

  await (await openMenuAt(page, name)).click();
  await expect(statusTab(B.tabs.received)).toHaveAttribute('aria-selected', 'true');
  expect(filterOf(page).tab).toBe('received');
});

test.describe('บนโทรศัพท์', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('ปุ่มมุมมองอยู่ในหัวรายการและเปิดเมนูได้', async ({ page }, testInfo) => {
    await signedIn(page, USERS.company.email, '/orders');
    const button = viewsButton(page);
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await button.click();
    await expect(viewsMenu(page).getByRole('menuitem', { name: V.copy_link })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.screenshot({ path: testInfo.outputPath('views-phone.png') });
    await expectAccessible(page, 'the open views menu on a phone');
  });
});
