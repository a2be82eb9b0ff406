import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { th } from '../../i18n/th';
import {
  button,
  chooseInMain,
  chooseOption,
  expect,
  expectAccessible,
  expectTexts,
  fillProductGeneral,
  importErrorTable,
  importSpreadsheet,
  numberBox,
  pickRows,
  signedIn,
  signOut,
  stockOf,
  tableRow,
  test,
  textbox,
  USERS,
} from './helpers';

const F = th.app.products.form;
const SL = th.app.productSets.list;
const SF = th.app.productSets.form;
const SP = th.app.productSets.picker;
const OL = th.app.setOrder.list;
const OF = th.app.setOrder.form;
const OP = th.app.setOrder.picker;
const ST = th.app.setOrder.status;
const VS = th.validation.set;

/** Stocked products of SH0001 that no demo set and no other browser test uses. */
const PARTS = ['S1-P0100', 'S1-P0105', 'S1-P0110'];
const SET_CODE = 'E2E-SET-0001';
const SET_NAME = 'ชุดของขวัญทดสอบอัตโนมัติ';

/** Picks products in the set's picker, searching each code. */
const pickProducts = (page: Page, codes: string[]) =>
  pickRows(
    page,
    { open: SF.select_products, title: SP.title, searchLabel: SP.search_label },
    codes,
  );

test.describe('product sets and kitting', () => {
  test.describe.configure({ mode: 'serial' });

  test('a shop builds a set of three products, orders 5; staff assemble them into stock', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedIn(page, USERS.company.email);
    const before: number[] = [];
    for (const code of PARTS) before.push(await stockOf(page, code));

    // The spec's path opens the sets tab.
    await page.goto('/product-set-list');
    await expect(page).toHaveURL(/\/productSets$/);
    await expect(
      page.getByRole('tab', { name: th.app.productSets.tabs.sets, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'the product-set list', { soft: true });
    await page.getByRole('link', { name: SL.create }).click();
    await expect(page).toHaveURL(/\/productSets\/create$/);

    // Step 1.
    await fillProductGeneral(page, {
      brandTh: 'ชาวดอยทดสอบ',
      brandEn: 'Chao Doi Test',
      nameTh: SET_NAME,
      nameEn: 'Automated test gift set',
      code: SET_CODE,
      price: '590',
    });
    await button(page, F.next).click();

    // Step 2: the spec's messages with nothing chosen.
    await chooseInMain(page, F.unit, 'ชิ้น');
    await numberBox(page, F.size).fill('1');
    const item = page.getByRole('group', { name: F.item });
    await textbox(item, F.barcode).fill('8857700000011');
    for (const [label, value] of [
      [F.width, '25'],
      [F.length, '35'],
      [F.height, '12'],
      [F.weight, '1.5'],
    ])
      await numberBox(item, label).fill(value);
    await textbox(page, F.package).fill('กล่องของขวัญพร้อมริบบิ้น');
    await textbox(page, F.pack_product).fill('ห่อกันกระแทกทีละชิ้น');
    await button(page, F.save).click();
    await expectTexts(page, [VS.products_required, VS.item_total_required]);
    await numberBox(item, F.count).fill('1');

    // The first product twice: its quantity becomes 2; the others start at 1.
    await pickProducts(page, PARTS);
    await pickProducts(page, [PARTS[0]]);
    const perSet = page.getByRole('spinbutton', { name: /^จำนวน .* ต่อเซต$/ });
    await expect(perSet).toHaveCount(3);
    await expect(perSet.nth(0)).toHaveValue('2');
    await expect(perSet.nth(1)).toHaveValue('1');
    await expect(perSet.nth(2)).toHaveValue('1');
    await expectAccessible(page, 'the set form, step 2', { soft: true });
    await button(page, F.save).click();
    await expect(page.getByText(SF.created, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/productSets$/);
    await textbox(page, SL.search_label).fill(SET_CODE);
    await button(page, th.ra.action.search).click();
    const setRow = tableRow(page, SET_CODE);
    await expect(setRow).toContainText(SET_NAME);

    // Order 5 sets: the add screen's messages, word for word.
    await page.getByRole('tab', { name: th.app.productSets.tabs.orders, exact: true }).click();
    await expect(page).toHaveURL(/\/productSetOrders$/);
    await page.getByRole('link', { name: OL.create }).click();
    await button(page, OF.next).click();
    await expect(page.getByText(VS.set_required, { exact: true })).toBeVisible();
    await expect(page.getByText(VS.set_count_required, { exact: true })).toBeVisible();
    await button(page, OF.select_set).click();
    const picker = page.getByRole('dialog', { name: OF.picker_title });
    await textbox(picker, OP.search_label).fill(SET_CODE);
    await button(picker, th.ra.action.search).click();
    await picker.getByRole('row').filter({ hasText: SET_CODE }).getByRole('checkbox').check();
    await button(picker, th.app.picker.confirm).click();
    await expect(textbox(page, OF.code)).toHaveValue(SET_CODE);
    for (const wrong of ['0', '1.5']) {
      await numberBox(page, OF.count).fill(wrong);
      await button(page, OF.next).click();
      await expect(page.getByText(VS.set_count_positive, { exact: true })).toBeVisible();
    }
    await numberBox(page, OF.count).fill('5');
    await expectAccessible(page, 'the add set-order form', { soft: true });
    await button(page, OF.next).click();
    await expect(page.getByText(OF.created, { exact: true })).toBeVisible();
    await textbox(page, OL.search_label).fill(SET_CODE);
    await button(page, th.ra.action.search).click();
    const orderRow = page.getByRole('row').filter({ hasText: SET_NAME });
    await expect(orderRow).toHaveCount(1);
    await expect(orderRow).toContainText(ST['1']);
    await expect(orderRow).toContainText('5');
    await signOut(page);

    // Staff assign the picker and packer and move it 1 → 2 → 3 → 4.
    /** Opens the order's edit screen from its row of the list shown. */
    const editOrder = async () => {
      await page
        .getByRole('row')
        .filter({ hasText: SET_NAME })
        .getByRole('link', { name: OL.edit })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(OF.title_edit);
    };
    await signedIn(page, USERS.admin.email, '/productSetOrders');
    await textbox(page, OL.search_label).fill(SET_CODE);
    await button(page, th.ra.action.search).click();
    for (const status of ['2', '3', '4'] as const) {
      await editOrder();
      if (status === '2') {
        await button(page, OF.save).click();
        await expect(page.getByText(VS.picker_required, { exact: true })).toBeVisible();
        await chooseOption(
          page,
          OF.picker,
          `${USERS.warehouse.firstName} ${USERS.warehouse.lastName}`,
        );
        await chooseOption(
          page,
          OF.packer,
          `${USERS.warehouse.firstName} ${USERS.warehouse.lastName}`,
        );
        await expectAccessible(page, 'the set order, staff', { soft: true });
      }
      await chooseOption(page, OF.status, ST[status]);
      await button(page, OF.save).click();
      await expect(page.getByText(OF.updated, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/productSetOrders(\?|$)/);
      await expect(page.getByRole('row').filter({ hasText: SET_NAME })).toContainText(ST[status]);
    }

    // The set's stock shows 5; each component gave num_per_set × 5.
    await page.goto('/productSets');
    await textbox(page, SL.search_label).fill(SET_CODE);
    await button(page, th.ra.action.search).click();
    await expect(tableRow(page, SET_CODE)).toContainText('5');
    const perSetAmounts = [2, 1, 1];
    for (const [i, code] of PARTS.entries())
      expect(await stockOf(page, code), code).toBe(before[i] - perSetAmounts[i] * 5);

    // Any status, backwards too (spec: no transition rules): 4 → 2 asks first, as it takes the
    // five sets apart; Cancel keeps them, the confirmation puts the components back.
    const openOrder = async () => {
      await page.goto('/productSetOrders');
      await textbox(page, OL.search_label).fill(SET_CODE);
      await button(page, th.ra.action.search).click();
      await editOrder();
    };
    await openOrder();
    await chooseOption(page, OF.status, ST['2']);
    await button(page, OF.save).click();
    const takeApart = page.getByRole('dialog', { name: OF.take_apart_title });
    await expect(takeApart).toContainText(`จำนวน 5 เซต`);
    await expectAccessible(page, 'the take-apart confirmation', { soft: true });
    await button(takeApart, th.ra.action.cancel).click();
    await expect(takeApart).toHaveCount(0);
    await button(page, OF.save).click();
    await button(
      page.getByRole('dialog', { name: OF.take_apart_title }),
      OF.take_apart_confirm,
    ).click();
    await expect(page.getByText(OF.updated, { exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: SET_NAME })).toContainText(ST['2']);
    for (const [i, code] of PARTS.entries())
      expect(await stockOf(page, code), code).toBe(before[i]);
    // And to 4 again: assembled again.
    await openOrder();
    await chooseOption(page, OF.status, ST['4']);
    await button(page, OF.save).click();
    await expect(page.getByText(OF.updated, { exact: true })).toBeVisible();
    for (const [i, code] of PARTS.entries())
      expect(await stockOf(page, code), code).toBe(before[i] - perSetAmounts[i] * 5);
    await signOut(page);

    // A set with stock cannot be deleted: the icon is disabled.
    await signedIn(page, USERS.company.email, '/productSets');
    await textbox(page, SL.search_label).fill(SET_CODE);
    await button(page, th.ra.action.search).click();
    await expect(tableRow(page, SET_CODE).getByRole('button', { name: SL.delete })).toBeDisabled();
  });

  test('staff see a set read-only', async ({ page }) => {
    await signedIn(page, USERS.admin.email, '/productSets');
    await expect(page.getByRole('link', { name: SL.create })).toHaveCount(0);
    const first = page.getByRole('link', { name: SL.view }).first();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: SF.title_view })).toBeVisible();
    await expect(textbox(page, F.brand_th)).toBeDisabled();
    await button(page, F.next).click();
    await expect(button(page, F.save)).toHaveCount(0);
    await expect(button(page, SF.select_products)).toHaveCount(0);
    await expectAccessible(page, 'a set, staff view', { soft: true });
  });

  test('import refuses a file with a row error, then imports a clean one', async ({ page }) => {
    await signedIn(page, USERS.individual.email, '/import-product-set');
    await expect(page).toHaveURL(/\/productSets\/import$/);
    const I = th.app.productSets.import;
    const headings = [
      'รหัสเซตสินค้า',
      'แบรนด์สินค้า (ภาษาไทย)',
      'แบรนด์สินค้า (ภาษาอังกฤษ)',
      'ชื่อเซตสินค้า (ภาษาไทย)',
      'ชื่อเซตสินค้า (ภาษาอังกฤษ)',
      'ประเภทสินค้า',
      'ราคา (บาท)',
      'ประเภทภาษี',
      'หน่วยสินค้า',
      'ขนาดสินค้า',
      'บาร์โคดสินค้า',
      'จำนวนสินค้า',
      'ความกว้างสินค้า (ซม.)',
      'ความยาวสินค้า (ซม.)',
      'ความสูงสินค้า (ซม.)',
      'น้ำหนักสินค้า (กก.)',
      'สินค้าในเซต',
    ];
    const stamp = Date.now().toString(36).toUpperCase();
    const row = (n: number, items: string) => [
      `IMPSET-${stamp}-${n}`,
      'ทดสอบ',
      'Test',
      `ชุดนำเข้า ${n}`,
      `Imported set ${n}`,
      'อาหารและเครื่องดื่ม',
      299,
      'มีภาษี',
      'ชิ้น',
      1,
      '8857711100011',
      1,
      10,
      10,
      10,
      1,
      items,
    ];
    const file = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('เซตสินค้า');
      sheet.addRow(headings);
      for (const r of rows) sheet.addRow(r);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    await importSpreadsheet(
      page,
      I,
      'sets-bad.xlsx',
      await file([row(1, 'S3-P0001=2'), row(2, 'NO-SUCH=1')]),
    );
    const problem = page.getByRole('alert').filter({ hasText: I.check_heading });
    const unknown = th.server.set_import.unknown_product.replace('%{code}', 'NO-SUCH');
    const { table, headings: columns, lines } = await importErrorTable(problem, I.check_heading);
    expect(columns).toEqual([I.col_row, I.col_column, I.col_message]);
    expect(lines).toEqual([['3', 'สินค้าในเซต', unknown]]);
    await expect(
      table.getByRole('rowgroup', { name: `แถวที่ 3 สินค้าในเซต: ${unknown}`, exact: true }),
    ).toBeVisible();
    await importSpreadsheet(
      page,
      I,
      'sets.xlsx',
      await file([row(1, 'S3-P0001=2, S3-P0002'), row(2, 'S3-P0003')]),
    );
    await expect(page.getByText(I.done.replace('%{count}', '2'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/productSets$/);
    await textbox(page, SL.search_label).fill(`IMPSET-${stamp}`);
    await button(page, th.ra.action.search).click();
    await expect(page.getByRole('row').filter({ hasText: `IMPSET-${stamp}` })).toHaveCount(2);
  });
});
