import type { Locator, Page } from '@playwright/test';
import { th } from '../../i18n/th';
import { fill } from '../../server/text';
import { formatBaht } from '../../src/components/format';
import { orderHead, orderImportFile, orderLine, type OrderFileRow } from '../api/orderImportFiles';
import {
  button,
  chooseOption,
  contrastOf,
  downloadSheet,
  expect,
  expectAccessible,
  field,
  importErrorTable,
  importSpreadsheet,
  labelled,
  numberBox,
  pickAddress,
  pickRows,
  signedIn,
  signOut,
  test,
  textbox,
  USERS,
} from './helpers';

const L = th.app.orders.list;
const F = th.app.orders.form;
const P = th.app.orders.picker;
const V = th.validation.order;

/** A stocked product and a set of SH0001 that no other browser test uses. */
const PRODUCT = 'S1-P0020';
const SET = 'S1-SET04';
const CUSTOMER = 'ทดสอบสั่งซื้ออัตโนมัติ';

/** Types digits into a date or time picker (its sections fill in order: dd mm yyyy, hh mm). */
async function typeInto(page: Page, label: string, digits: string) {
  const group = page.getByRole('group', { name: labelled(label) });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** The money a cell or total shows, as a number ('1,234 บาท' is 1234). */
const money = async (scope: Locator) =>
  Number(((await scope.textContent()) ?? '').replace(/[^\d.]/g, ''));

/** Picks rows of one of the order form's pickers, searching each code. */
const pick = (page: Page, which: 'products' | 'sets', codes: string[]) =>
  pickRows(
    page,
    {
      open: which === 'products' ? F.select_products : F.select_sets,
      title: P[which].title,
      searchLabel: P[which].search_label,
    },
    codes,
  );

const line = (page: Page, code: string) =>
  page.getByRole('main').getByRole('row').filter({ hasText: code });

test.describe('customer orders', () => {
  test.describe.configure({ mode: 'serial' });

  test('a shop creates an order of a product and a set, edits it, deletes it', async ({ page }) => {
    await signedIn(page, USERS.company.email, '/orders');
    await expect(
      page.getByRole('heading', { level: 1, name: th.app.menu['order-list'] }),
    ).toBeVisible();
    await page.getByRole('link', { name: L.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.title_create })).toBeVisible();

    // Saving the empty form names what is missing.
    await button(page, F.save).click();
    await expect(page.getByText(V.products_required, { exact: true })).toBeVisible();
    await expect(page.getByText(V.first_name_required, { exact: true })).toBeVisible();
    await expect(page.getByText(V.delivery_time_required, { exact: true })).toBeVisible();

    await typeInto(page, F.delivery_time, '1430');
    await chooseOption(page, F.cod, th.app.orders.cod[2]);
    await chooseOption(page, F.channel, 'ไปรษณีย์ไทย - EMS');
    await chooseOption(page, F.shipping_type, th.app.orders.shipping_type[1]);
    await chooseOption(page, F.title, 'นางสาว');
    await field(page, F.first_name).fill(CUSTOMER);
    await field(page, F.last_name).fill('ใจดี');
    await field(page, F.email).fill('buyer@example.com');
    await field(page, F.tel).fill('081-234-5678');
    await expect(field(page, F.tel)).toHaveValue('0812345678');
    await field(page, F.address).fill('99/9 ถนนรัชดาภิเษก');
    // A postcode serving one sub-district fills the province, district and sub-district; one
    // serving several offers them.
    const A = th.app.register.address;
    const select = (label: string) => page.getByRole('combobox', { name: labelled(label) });
    await field(page, A.postcode).fill('10550');
    await expect(select(A.subdistrict)).toHaveValue('คลองด่าน');
    await expect(select(A.district)).toHaveValue('บางบ่อ');
    await expect(select(A.province)).toHaveValue('สมุทรปราการ');
    await pickAddress(page, A.province, 'กรุงเทพมหานคร');
    await expect(field(page, A.postcode)).toHaveValue('');
    await field(page, A.postcode).fill('10310');
    const places = page.getByRole('group', { name: A.postcode_places });
    await expect(places.getByRole('button')).toHaveCount(7);
    await places.getByRole('button', { name: 'ห้วยขวาง · ห้วยขวาง · กรุงเทพมหานคร' }).click();
    await expect(select(A.subdistrict)).toHaveValue('ห้วยขวาง');
    await expect(select(A.district)).toHaveValue('ห้วยขวาง');
    await expect(places).toHaveCount(0);

    // A product and a set through the pickers; choosing the product again adds one.
    await pick(page, 'products', [PRODUCT]);
    await pick(page, 'sets', [SET]);
    const productQty = line(page, PRODUCT).getByRole('spinbutton');
    const setQty = line(page, SET).getByRole('spinbutton');
    await expect(productQty).toHaveValue('1');
    await expect(setQty).toHaveValue('1');
    await pick(page, 'products', [PRODUCT]);
    await expect(productQty).toHaveValue('2');

    // Above the stock available is refused before it is sent.
    const cells = async (code: string) => {
      const texts = await line(page, code).getByRole('cell').allTextContents();
      return { price: Number(texts[4].replace(/[^\d.]/g, '')), available: Number(texts[5]) };
    };
    const product = await cells(PRODUCT);
    const set = await cells(SET);
    await productQty.fill(String(product.available + 1));
    await button(page, F.save).click();
    await expect(page.getByText(V.over_available, { exact: true })).toBeVisible();
    await productQty.fill('2');
    await numberBox(page, F.discount).fill('15');
    const total = page.getByTestId('order-total');
    await expect.poll(() => money(total)).toBe(product.price * 2 + set.price - 15);
    await expectAccessible(page, 'the create-order form', { soft: true });
    await button(page, F.save).click();
    await expect(page.getByText(F.created, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/orders(\?|$)/);

    // The new draft in the list, with its status; edit its quantity.
    await textbox(page, L.search_label).fill(CUSTOMER);
    await button(page, th.ra.action.search).click();
    const row = page.getByRole('row').filter({ hasText: CUSTOMER });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(th.app.orders.status[0]);
    const orderNo = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
    expect(orderNo).toMatch(/^OR\d{13}$/);
    await row.getByRole('link', { name: L.edit.replace('%{order}', orderNo) }).click();
    await expect(page.getByRole('heading', { level: 1, name: F.title_edit })).toBeVisible();
    await expect(line(page, PRODUCT).getByRole('spinbutton')).toHaveValue('2');
    await line(page, PRODUCT).getByRole('spinbutton').fill('3');
    await expect
      .poll(() => money(page.getByTestId('order-total')))
      .toBe(product.price * 3 + set.price - 15);
    // Whole baht with the word, as every amount (spec part 2 §1): '1,289 บาท', never '1,289.00 บาท'.
    await expect(page.getByTestId('order-total')).toHaveText(
      formatBaht(product.price * 3 + set.price - 15),
    );
    // The lines' totals and the subtotal too.
    await expect(page.getByRole('main')).not.toContainText(/\d\.\d\d บาท/);
    await expectAccessible(page, 'the edit-order form', { soft: true });
    await button(page, F.save).click();
    await expect(page.getByText(F.updated, { exact: true })).toBeVisible();
    await textbox(page, L.search_label).fill(CUSTOMER);
    await button(page, th.ra.action.search).click();
    await row.getByRole('link', { name: L.edit.replace('%{order}', orderNo) }).click();
    await expect(line(page, PRODUCT).getByRole('spinbutton')).toHaveValue('3');
    await button(page, F.back).click();

    // Delete the draft, after the confirmation.
    await textbox(page, L.search_label).fill(CUSTOMER);
    await button(page, th.ra.action.search).click();
    await row.getByRole('button', { name: L.delete.replace('%{order}', orderNo) }).click();
    const confirm = page.getByRole('dialog', { name: L.delete_title });
    await expect(confirm).toContainText(L.delete_question);
    await expectAccessible(page, 'the delete-order confirmation', { soft: true });
    await confirm.getByRole('button', { name: th.ra.action.delete }).click();
    await expect(
      page.getByText(L.deleted.replace('%{name}', `${orderNo} ${CUSTOMER} ใจดี`)),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    await signOut(page);
  });

  test('a shop imports a file with errors, gets it back marked, then imports a clean one', async ({
    page,
  }) => {
    const I = th.app.orders.import;
    const stamp = Date.now();
    const [r1, r2] = [`E2E-IMP-${stamp}-1`, `E2E-IMP-${stamp}-2`];
    await signedIn(page, USERS.company.email, '/orders');
    await page.getByRole('link', { name: L.import }).click();
    await expect(page.getByRole('heading', { level: 1, name: I.title })).toBeVisible();
    const importRows = async (name: string, rows: OrderFileRow[]) =>
      importSpreadsheet(page, I, name, await orderImportFile(rows));

    // A code the shop does not have: the spec's message alone.
    await importRows('orders-unknown.xlsx', [orderHead(r1, 'NO-SUCH-CODE', 1)]);
    const alone = page.getByRole('alert').filter({ hasText: th.server.order_import.unknown_code });
    await expect(alone).toBeVisible();
    await expect(alone).not.toContainText(I.check_heading);

    // One wrong row: the heading and the table of its problems; the file comes back marked.
    await importRows('orders-bad.xlsx', [
      orderHead(r1, PRODUCT, 1, { customer_firstname: 'นำเข้าทดสอบ' }),
      orderLine(r1, SET, 1),
      orderHead(r2, PRODUCT, 1, { email: 'not-an-email' }),
    ]);
    const problem = page.getByRole('alert').filter({ hasText: I.check_heading });
    const { table, headings: columns, lines } = await importErrorTable(problem, I.check_heading);
    expect(columns).toEqual([I.col_row, I.col_column, I.col_message]);
    expect(lines).toEqual([['4', 'อีเมล', th.validation.register.email_invalid]]);
    // The spec's line, word for word, names the row's lines.
    await expect(
      table.getByRole('rowgroup', {
        name: `แถวที่ 4 อีเมล: ${th.validation.register.email_invalid}`,
        exact: true,
      }),
    ).toBeVisible();
    await expectAccessible(page, 'the order import with its errors', { soft: true });
    const marked = await downloadSheet(page, problem.getByRole('button', { name: I.errors_file }));
    expect(marked.name).toBe('orders-bad-errors.xlsx');
    const sheet = marked.sheet;
    const last = sheet.getRow(1).cellCount;
    expect(sheet.getRow(1).getCell(last).value).toBe(th.server.order_import.error_column);
    expect(String(sheet.getRow(4).getCell(last).value)).toContain(
      th.validation.register.email_invalid,
    );

    // The clean file: both orders go in, the list shows them.
    await importRows('orders.xlsx', [
      orderHead(r1, PRODUCT, 1, { customer_firstname: 'นำเข้าทดสอบ' }),
      orderLine(r1, SET, 1),
      orderHead(r2, PRODUCT, 1, { customer_firstname: 'นำเข้าทดสอบ' }),
    ]);
    await expect(page.getByText(I.done.replace('%{count}', '2'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await textbox(page, L.search_label).fill('นำเข้าทดสอบ');
    await button(page, th.ra.action.search).click();
    await expect(page.getByRole('row').filter({ hasText: 'นำเข้าทดสอบ' })).toHaveCount(2);
    await signOut(page);
  });

  test('a shop connects Shopee through the sandbox, sees its orders once, disconnects', async ({
    page,
  }) => {
    const M = th.app.orders.market;
    await signedIn(page, USERS.individual.email, '/orders');
    const opened = page.waitForEvent('popup');
    await button(page, fill(M.connect, { platform: 'Shopee' })).click();
    const tab = await opened;
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('Shopee');
    await expectAccessible(tab, 'the sandbox marketplace page', { soft: true });
    await button(tab, th.server.marketplace.page_allow).click();
    // The tab comes back to the order list, which connects and pulls the seller's orders.
    await expect(
      tab.getByText(fill(M.connected, { platform: 'Shopee', count: 6 }), { exact: true }),
    ).toBeVisible();
    await expect(tab).toHaveURL(/\/orders$/);
    await expect(button(tab, fill(M.disconnect, { platform: 'Shopee' }))).toBeVisible();
    for (const buyer of ['ปวีณา', 'กฤษดา']) {
      await textbox(tab, L.search_label).fill(buyer);
      await button(tab, th.ra.action.search).click();
      await expect(tab.getByRole('row').filter({ hasText: buyer })).toHaveCount(1);
    }
    // Pulling again brings none twice.
    await button(tab, M.pull).click();
    await expect(tab.getByText(fill(M.pulled, { count: 0 }), { exact: true })).toBeVisible();
    await textbox(tab, L.search_label).fill('ปวีณา');
    await button(tab, th.ra.action.search).click();
    await expect(tab.getByRole('row').filter({ hasText: 'ปวีณา' })).toHaveCount(1);
    // Disconnect, after the question.
    await button(tab, fill(M.disconnect, { platform: 'Shopee' })).click();
    const ask = tab.getByRole('dialog', { name: fill(M.disconnect_title, { platform: 'Shopee' }) });
    await expectAccessible(tab, 'the disconnect question', { soft: true });
    await button(ask, M.disconnect_confirm).click();
    await expect(
      tab.getByText(fill(M.disconnected, { platform: 'Shopee' }), { exact: true }),
    ).toBeVisible();
    await expect(button(tab, fill(M.connect, { platform: 'Shopee' }))).toBeVisible();
    await tab.close();
  });

  test('staff view a shop order read-only: no create, import, edit or delete', async ({ page }) => {
    await signedIn(page, USERS.admin.email, '/orders');
    await expect(page.getByRole('link', { name: L.create })).toHaveCount(0);
    await expect(page.getByRole('link', { name: L.import })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: L.col_delete })).toHaveCount(0);
    await expectAccessible(page, 'the order list, staff', { soft: true });
    await page
      .getByRole('link', { name: /^ดูคำสั่งซื้อ OR/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: F.title_view })).toBeVisible();
    // The top bar names the screen once, in Thai (react-admin's own title would add "Order …").
    await expect(page.locator('#react-admin-title')).toHaveText(F.title_view);
    await expect(field(page, F.first_name)).toBeDisabled();
    // Read-only fields stay readable (axe leaves disabled fields out of its contrast check).
    expect(await contrastOf(field(page, F.first_name))).toBeGreaterThanOrEqual(4.5);
    await expect(button(page, F.save)).toHaveCount(0);
    await expect(button(page, F.select_products)).toHaveCount(0);
    await expectAccessible(page, 'the order view, staff', { soft: true });
  });
});
