import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  expect,
  expectAccessible,
  importErrorTable,
  importSpreadsheet,
  productTotal,
  searchProducts,
  signedInToProducts,
  tableRow,
  tableRows,
  test,
  USERS,
  XLSX,
} from './helpers';

const L = th.app.products.list;
const I = th.app.products.import;
const V = th.validation.product;

/** Headings of the template's columns that these tests fill themselves. */
const CODE = 'รหัสสินค้า';
const BRAND_TH = th.app.products.form.brand_th;
const UNIT = th.app.products.form.unit;

type Row = Record<string, ExcelJS.CellValue>;

/**
 * The template's headings (row 1 of its data sheet, which has nothing else) and the sample
 * row of its example sheet 'ตัวอย่าง' (headings on row 4, the sample on row 5), by heading.
 */
async function readTemplate(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const [sheet, example] = book.worksheets;
  expect(sheet.actualRowCount, 'the data sheet holds headings only').toBe(1);
  expect(example.name).toBe('ตัวอย่าง');
  const headings: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    headings[col - 1] = String(cell.text).trim();
  });
  const sample: Row = {};
  headings.forEach((h, i) => (sample[h] = example.getRow(5).getCell(i + 1).value));
  return { sheetName: sheet.name, headings, sample };
}

/** An .xlsx of these rows under the template's own headings. */
async function workbook(sheetName: string, headings: string[], rows: Row[]) {
  for (const row of rows) {
    for (const key of Object.keys(row)) expect(headings, `template heading ${key}`).toContain(key);
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(headings);
  for (const row of rows) sheet.addRow(headings.map((h) => row[h] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const fileInput = (page: Page) => page.getByLabel(I.file, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: I.save, exact: true });

test.describe('import products from a spreadsheet', () => {
  // An individual shop user imports into their one shop (SH0003), so the seeded
  // SH0001 that the product list tests count stays as seeded.
  test('messages, template, a refused file listing its rows, then a clean import', async ({
    page,
  }) => {
    await signedInToProducts(page, USERS.individual.email);
    const before = await productTotal(page);

    await page.getByRole('link', { name: L.import }).click();
    await expect(page).toHaveURL(/\/products\/import$/);
    await expect(page.getByRole('banner')).toContainText(I.title);
    // The stored shop is chosen already: no shop message.
    const shop = page.getByRole('combobox', { name: I.shop });
    await expect(shop).toContainText('SH0003');

    // Save with no file.
    await save(page).click();
    await expect(page.getByText(I.file_required, { exact: true })).toBeVisible();
    await expect(page.getByText(I.shop_required, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/products\/import$/);

    // A text file is not a spreadsheet.
    await fileInput(page).setInputFiles({
      name: 'products.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('รหัสสินค้า,ชื่อสินค้า\n'),
    });
    await expect(page.getByText(I.file_type, { exact: true })).toBeVisible();
    await expect(page.getByText(I.file_required, { exact: true })).toHaveCount(0);
    await save(page).click();
    await expect(page.getByText(I.file_type, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/products\/import$/);

    // The template is a real .xlsx (a zip).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: I.template }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const template = await readFile(await download.path());
    expect(template.subarray(0, 2).toString('latin1')).toBe('PK');
    const { sheetName, headings, sample } = await readTemplate(template);
    expect(headings).toEqual(expect.arrayContaining([CODE, BRAND_TH, UNIT]));

    const stamp = Date.now().toString(36).toUpperCase();
    const codes = [1, 2, 3].map((n) => `IMP-${stamp}-${n}`);
    const row = (code: string, changes: Row = {}): Row => ({ ...sample, [CODE]: code, ...changes });

    // Rows 3 and 4 are wrong: nothing is imported and each wrong row is listed.
    const bad = await workbook(sheetName, headings, [
      row(codes[0]),
      row(codes[1], { [BRAND_TH]: null }),
      row(codes[2], { [UNIT]: 'กระป๋องทดสอบ' }),
    ]);
    await fileInput(page).setInputFiles({ name: 'products-bad.xlsx', mimeType: XLSX, buffer: bad });
    await expect(page.getByText('products-bad.xlsx')).toBeVisible();
    await expect(page.getByText(I.file_type, { exact: true })).toHaveCount(0);
    await save(page).click();

    // A table of row, column and message under the check-data heading.
    const problem = page.getByRole('alert').filter({ hasText: I.check_heading });
    await expect(problem).toBeVisible();
    await expect(problem.getByText(I.check_heading, { exact: true })).toBeVisible();
    const unknownUnit = th.server.import_unknown_unit.replace('%{value}', 'กระป๋องทดสอบ');
    const { table, headings: columns, lines } = await importErrorTable(problem, I.check_heading);
    expect(columns).toEqual([I.col_row, I.col_column, I.col_message]);
    expect(lines).toEqual([
      ['3', BRAND_TH, V.brand_th_required],
      ['4', UNIT, unknownUnit],
    ]);
    // Each row's lines keep the spec's line 'แถวที่ {row} {message}' word for word.
    for (const line of [
      `แถวที่ 3 ${BRAND_TH}: ${V.brand_th_required}`,
      `แถวที่ 4 ${UNIT}: ${unknownUnit}`,
    ]) {
      await expect(table.getByRole('rowgroup', { name: line, exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/products\/import$/);

    // On a phone (the screen drawn afresh at 390 px) the table wraps: the page never scrolls
    // sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await importSpreadsheet(page, I, 'products-bad.xlsx', bad);
    const onPhone = page.getByRole('alert').filter({ hasText: I.check_heading });
    const phone = await importErrorTable(onPhone, I.check_heading);
    expect(phone.lines).toEqual(lines);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page is no wider than the phone').toBeLessThanOrEqual(0);
    const box = await phone.table.boundingBox();
    expect(box!.x + box!.width, 'the table ends inside the screen').toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the product import with its errors at 390 px', { soft: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: I.back, exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect
      .poll(() => productTotal(page), { message: 'the refused file added nothing' })
      .toBe(before);

    // A clean file of three rows.
    await page.getByRole('link', { name: L.import }).click();
    const clean = await workbook(
      sheetName,
      headings,
      codes.map((c) => row(c)),
    );
    await importSpreadsheet(page, I, 'products.xlsx', clean);

    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(I.done.replace('%{count}', '3'), { exact: true })).toBeVisible();
    await expect.poll(() => productTotal(page)).toBe(before + 3);

    await searchProducts(page, codes[1]);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRow(page, codes[1])).toBeVisible();
  });
});
