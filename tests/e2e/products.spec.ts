import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { th } from '../../i18n/th';
import {
  button,
  chooseInMain,
  chooseShop,
  expect,
  expectTexts,
  fillProductGeneral,
  numberBox,
  productTotal,
  searchProducts,
  signedIn,
  signedInToProducts,
  tableRow,
  tableRows,
  test,
  textbox,
  TINY_PNG,
  topBar,
  USERS,
  workingShop,
  pathOf,
} from './helpers';

const L = th.app.products.list;
const F = th.app.products.form;
const V = th.validation.product;
const NAV = th.ra.navigation;

/**
 * A product code no seeded product has (seeded codes look like 'S1-P0001'). Fixed, not
 * time-based: the database is fresh each run, and a worker that restarts after a failed
 * test loads this file again, so the later tests must still find the product.
 */
const CODE = 'E2E-TEA-0001';
const NAME_TH = 'ชาไทยทดสอบอัตโนมัติ';

/** An MUI select: its accessible name is the label followed by the chosen option. */
const select = (page: Page, name: string) => page.getByRole('main').getByRole('combobox', { name });
const itemPack = (page: Page) => page.getByRole('group', { name: F.item });

/** The rank column (first cell) of every row shown. */
const ranks = (page: Page) => tableRows(page).locator('td:first-child').allTextContents();

const fillGeneralStep = (page: Page, code: string) =>
  fillProductGeneral(page, {
    brandTh: 'ชาตรามือทดสอบ',
    brandEn: 'Cha Tra Mue Test',
    nameTh: NAME_TH,
    nameEn: 'Automated Test Thai Tea',
    code,
    descTh: 'ชาไทยสำหรับทดสอบระบบ',
    price: '189',
  });

async function fillPackStep(page: Page) {
  await chooseInMain(page, F.unit, 'ชิ้น');
  await numberBox(page, F.size).fill('250');
  const item = itemPack(page);
  await textbox(item, F.barcode).fill('8850999000011');
  await numberBox(item, F.count).fill('1');
  await numberBox(item, F.width).fill('8');
  await numberBox(item, F.length).fill('8');
  await numberBox(item, F.height).fill('20');
  await numberBox(item, F.weight).fill('0.3');
}

/** On the edit page: checks what it loaded, changes the price, saves, finds the new price. */
async function editPrice(page: Page, price: string, shown: string) {
  await expect(topBar(page)).toContainText(F.title_edit);
  await expect(textbox(page, F.code)).toHaveValue(CODE);
  await expect(textbox(page, F.name_th)).toHaveValue(NAME_TH);
  await expect(select(page, F.vat)).toContainText(/^มีภาษี$/);
  await numberBox(page, F.price).fill(price);
  await button(page, F.next).click();
  await expect(numberBox(page, F.size)).toHaveValue('250');
  await expect(textbox(itemPack(page), F.barcode)).toHaveValue('8850999000011');
  // The stored photo shows on step 2.
  await expect(page.getByRole('img', { name: `${F.photo} ${F.item}` })).toBeVisible();
  await button(page, F.save).click();

  // Back on the list, which may put its remembered search back into the address.
  await expect.poll(() => pathOf(page)).toBe('/products');
  await expect(page.getByText(F.updated, { exact: true })).toBeVisible();
  await searchProducts(page, CODE);
  await expect(tableRow(page, CODE)).toContainText(shown);
}

test.describe('product list paging', () => {
  test('SH0001 pages 10 rows at a time and shows the current page with one neighbour each side', async ({
    page,
  }) => {
    await signedInToProducts(page, USERS.company.email);
    await expect(page.getByText(L.total.replace('%{total}', '140'), { exact: true })).toBeVisible();

    await expect(tableRows(page)).toHaveCount(10);
    expect(await ranks(page)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expect(
      page.getByRole('button', { name: NAV.current_page.replace('%{page}', '1') }),
    ).toHaveAttribute('aria-current', 'page');
    const pageButton = (p: number) =>
      page.getByRole('button', { name: NAV.page.replace('%{page}', String(p)), exact: true });
    await expect(pageButton(2)).toBeVisible();
    await expect(pageButton(3)).toHaveCount(0);
    await expect(page.getByRole('button', { name: NAV.first })).toBeDisabled();
    await expect(page.getByRole('button', { name: NAV.previous })).toBeDisabled();

    // A middle page: its neighbours on both sides.
    await pageButton(2).click();
    await expect(
      page.getByRole('button', { name: NAV.current_page.replace('%{page}', '2') }),
    ).toBeVisible();
    await expect(pageButton(1)).toBeVisible();
    await expect(pageButton(3)).toBeVisible();
    await expect(pageButton(4)).toHaveCount(0);
    await expect
      .poll(() => ranks(page))
      .toEqual(Array.from({ length: 10 }, (_, i) => String(11 + i)));

    await page.getByRole('button', { name: NAV.last }).click();
    await expect(
      page.getByRole('button', { name: NAV.current_page.replace('%{page}', '14') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(pageButton(13)).toBeVisible();
    await expect(pageButton(12)).toHaveCount(0);
    await expect(pageButton(15)).toHaveCount(0);
    await expect
      .poll(() => ranks(page))
      .toEqual(Array.from({ length: 10 }, (_, i) => String(131 + i)));
    await expect(page.getByRole('button', { name: NAV.next })).toBeDisabled();
    await expect(page.getByRole('button', { name: NAV.last })).toBeDisabled();

    await page.getByRole('button', { name: NAV.first }).click();
    await expect
      .poll(() => ranks(page))
      .toEqual(Array.from({ length: 10 }, (_, i) => String(1 + i)));
  });
});

// Create → duplicate code → edit → delete work on the same new product, in this order
// (one worker runs a file's tests in order; a failed test does not skip the next ones).
test.describe('add, edit and delete a product as a company user', () => {
  test('create through both steps with the Thai validation messages, a photo, then find it', async ({
    page,
  }, testInfo) => {
    await signedIn(page, USERS.company.email);
    await page.getByRole('link', { name: L.create }).click();
    await expect(page).toHaveURL(/\/products\/create$/);
    await expect(topBar(page)).toContainText(F.title_create);

    // Step 1 empty: Next shows the required messages and stays on step 1.
    await button(page, F.next).click();
    await expectTexts(page, [
      V.brand_th_required,
      V.brand_en_required,
      V.name_th_required,
      V.name_en_required,
      V.type_required,
      V.code_required,
      V.price_required,
      V.vat_required,
    ]);
    await expect(textbox(page, F.brand_th)).toHaveAccessibleDescription(V.brand_th_required);
    // The stored shop is chosen already, and the created date is today.
    await expect(page.getByText(V.shop_required, { exact: true })).toHaveCount(0);
    await expect(select(page, F.shop)).toContainText('SH0001');

    await fillGeneralStep(page, CODE);
    // A message goes as soon as its field is right.
    await expect(page.getByText(V.brand_th_required, { exact: true })).toHaveCount(0);
    await button(page, F.next).click();

    // Step 2 empty: Save shows the step-2 messages.
    await expect(select(page, F.unit)).toBeVisible();
    await button(page, F.save).click();
    await expectTexts(page, [
      V.unit_required,
      V.size_required,
      V.barcode_required,
      V.item_total_required,
      V.width_required,
      V.length_required,
      V.height_required,
      V.weight_required,
    ]);
    await expect(page).toHaveURL(/\/products\/create$/);

    // A barcode shorter than 4 characters.
    const barcode = textbox(itemPack(page), F.barcode);
    await barcode.fill('123');
    await button(page, F.save).click();
    await expect(barcode).toHaveAccessibleDescription(V.barcode_min);
    await expect(page.getByText(V.barcode_min, { exact: true })).toBeVisible();

    // A minus sign or the exponent letter cannot be typed into a number field.
    const size = numberBox(page, F.size);
    await size.click();
    await page.keyboard.press('-');
    await expect(size).toHaveValue('');
    await page.keyboard.type('12');
    await page.keyboard.press('e');
    await page.keyboard.press('-');
    await expect(size).toHaveValue('12');

    await fillPackStep(page);
    await expect(page.getByText(V.barcode_min, { exact: true })).toHaveCount(0);

    const photo = testInfo.outputPath('product-photo.png');
    await writeFile(photo, TINY_PNG);
    await page.getByLabel(`${F.photo} ${F.item}`, { exact: true }).setInputFiles(photo);
    await expect(page.getByText(F.image.new_photo)).toBeVisible();
    await expect(page.getByText(F.image.image_only)).toHaveCount(0);

    await button(page, F.save).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(F.created, { exact: true })).toBeVisible();

    await searchProducts(page, CODE);
    const row = tableRow(page, CODE);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(row).toContainText(NAME_TH);
    await expect(row).toContainText('189 บาท');
    await expect(row).toContainText('อาหารและเครื่องดื่ม');
    const thumbnail = row
      .getByRole('button', { name: L.open_image.replace('%{name}', NAME_TH) })
      .locator('img');
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a product code the shop already has: the server message under the code field, input kept', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    const existing = (
      (await tableRows(page).first().getByRole('cell').nth(2).textContent()) ?? ''
    ).trim();
    expect(existing).not.toBe('');

    await page.getByRole('link', { name: L.create }).click();
    await fillGeneralStep(page, existing);
    await button(page, F.next).click();
    await fillPackStep(page);
    await button(page, F.save).click();

    // The 409 answer takes the form back to step 1, the message under the product code.
    const code = textbox(page, F.code);
    await expect(code).toHaveAccessibleDescription(th.server.product_code_exists);
    await expect(page.getByText(th.server.product_code_exists, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/products\/create$/);
    await expect(code).toHaveValue(existing);
    await expect(textbox(page, F.brand_th)).toHaveValue('ชาตรามือทดสอบ');
    await expect(textbox(page, F.name_th)).toHaveValue(NAME_TH);
    await expect(textbox(page, F.desc_th)).toHaveValue('ชาไทยสำหรับทดสอบระบบ');
    await expect(numberBox(page, F.price)).toHaveValue('189');
    await expect(select(page, F.product_type)).toContainText('อาหารและเครื่องดื่ม');
    await expect(select(page, F.vat)).toContainText(/^มีภาษี$/);

    // Step 2 kept its values too.
    await button(page, F.next).click();
    await expect(select(page, F.unit)).toContainText('ชิ้น');
    await expect(numberBox(page, F.size)).toHaveValue('250');
    await expect(textbox(itemPack(page), F.barcode)).toHaveValue('8850999000011');
    await expect(numberBox(itemPack(page), F.weight)).toHaveValue('0.3');
  });

  test('edit the price from the list; the list shows the new price in baht', async ({ page }) => {
    await signedIn(page, USERS.company.email);
    await searchProducts(page, CODE);
    await tableRow(page, CODE).getByRole('link', { name: L.edit }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await editPrice(page, '1250', '1,250 บาท');
  });

  test('edit the price on the edit page opened by its address', async ({ page }) => {
    await signedIn(page, USERS.company.email);
    await searchProducts(page, CODE);
    const address = await tableRow(page, CODE)
      .getByRole('link', { name: L.edit })
      .getAttribute('href');
    expect(address).toMatch(/^\/products\/\d+$/);
    await page.goto(address!);
    await editPrice(page, '1390', '1,390 บาท');
  });

  test('delete: Cancel keeps the product, Delete removes it and the total drops by one', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    const before = await productTotal(page);
    // The newest product is first in the list.
    const row = tableRow(page, CODE);
    await expect(row).toBeVisible();
    const deleteButton = row.getByRole('button', { name: L.delete });
    await expect(deleteButton).toBeEnabled();

    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: L.delete_title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(L.delete_question);
    await expect(dialog).toContainText(`${CODE} ${NAME_TH}`);
    await dialog.getByRole('button', { name: th.ra.action.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    expect(await productTotal(page)).toBe(before);

    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: th.ra.action.delete, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(L.deleted.replace('%{name}', `${CODE} ${NAME_TH}`), { exact: true }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(L.total.replace('%{total}', String(before - 1)))).toBeVisible();

    await searchProducts(page, CODE);
    await expect(page.getByText(L.no_results_title)).toBeVisible();
  });
});

test('a product with stock has a disabled delete button that says why', async ({ page }) => {
  await signedIn(page, USERS.company.email);
  await expect(tableRows(page)).toHaveCount(10);
  // The seed stocks every fifth product: page 1 holds products with and without stock.
  const blocked = tableRows(page).filter({
    has: page.getByRole('button', { name: L.delete, disabled: true }),
  });
  const free = tableRows(page).filter({
    has: page.getByRole('button', { name: L.delete, disabled: false }),
  });
  await expect(blocked.first()).toBeVisible();
  await expect(free.first()).toBeVisible();

  const button = blocked.first().getByRole('button', { name: L.delete });
  await expect(button).toBeDisabled();
  await button.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(L.delete_blocked);
  await button.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('staff see products read-only', () => {
  test('no add or import buttons, no delete column, the row action is view; add and import redirect', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email, '/products');
    await expect(tableRows(page)).toHaveCount(10);

    await expect(page.getByRole('link', { name: L.create })).toHaveCount(0);
    await expect(page.getByRole('link', { name: L.import })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: L.col_delete, exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: L.delete })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: L.view })).toBeVisible();
    await expect(page.getByRole('link', { name: L.edit, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: L.view })).toHaveCount(10);

    // Typing the add or import address lands on the list.
    await page.goto('/products/create');
    await expect(page).toHaveURL(/\/products$/);
    await expect(tableRows(page).first()).toBeVisible();
    await page.goto('/products/import');
    await expect(page).toHaveURL(/\/products$/);
    await expect(tableRows(page).first()).toBeVisible();
  });

  test('the view page opened from the list shows the product', async ({ page }) => {
    await signedIn(page, USERS.admin.email, '/products');
    const first = tableRows(page).first();
    const code = ((await first.getByRole('cell').nth(2).textContent()) ?? '').trim();
    await first.getByRole('link', { name: L.view }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(topBar(page)).toContainText(F.title_view);
    await expect(textbox(page, F.code)).toHaveValue(code);
    await expect(textbox(page, F.brand_en)).not.toHaveValue('');
    await expect(textbox(page, F.brand_th)).toBeDisabled();
  });

  test('the view page: every field disabled, no Save, no required markers', async ({ page }) => {
    await signedIn(page, USERS.admin.email, '/products');
    const first = tableRows(page).first();
    const code = ((await first.getByRole('cell').nth(2).textContent()) ?? '').trim();
    const address = await first.getByRole('link', { name: L.view }).getAttribute('href');
    expect(address).toMatch(/^\/products\/\d+$/);
    // The view page's own address (a bookmark, or the page reloaded).
    await page.goto(address!);
    await expect(topBar(page)).toContainText(F.title_view);
    await expect(textbox(page, F.code)).toHaveValue(code);

    const main = page.getByRole('main');
    const fields = main.locator(
      // MUI's hidden copy of an auto-sized textarea is not a field.
      'input, textarea:not([aria-hidden="true"]), [role=combobox]',
    );
    const checkAllDisabled = async () => {
      const count = await fields.count();
      expect(count).toBeGreaterThan(5);
      for (let i = 0; i < count; i++) await expect(fields.nth(i)).toBeDisabled();
    };
    await checkAllDisabled();
    await expect(select(page, F.shop)).toBeDisabled();
    await expect(select(page, F.product_type)).toBeDisabled();
    await expect(main).not.toContainText('*');
    await expect(button(page, F.save)).toHaveCount(0);

    await button(page, F.next).click();
    await expect(select(page, F.unit)).toBeVisible();
    await checkAllDisabled();
    await expect(numberBox(itemPack(page), F.weight)).toBeDisabled();
    await expect(main).not.toContainText('*');
    await expect(button(page, F.save)).toHaveCount(0);
    await expect(page.getByRole('button', { name: F.image.choose })).toHaveCount(0);
    await expect(page.getByRole('button', { name: F.image.replace })).toHaveCount(0);

    // Back on step 2 returns to step 1, Back on step 1 leaves for the list.
    await button(page, F.back).click();
    await expect(textbox(page, F.brand_th)).toBeVisible();
    await button(page, F.back).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe('the working shop', () => {
  test('a company user with two shops switches to SH0002, adds a product there and finds it in its list', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    await chooseShop(page, 'SH0002');
    await expect(workingShop(page)).toContainText('SH0002');
    const main = page.getByRole('main');
    await expect(main.getByText(/^ร้านค้า SH0002 /)).toBeVisible();

    await page.getByRole('link', { name: L.create }).click();
    // The form's shop is the working shop.
    await expect(select(page, F.shop)).toContainText('SH0002');
    await fillGeneralStep(page, 'E2E-SH2-0001');
    await button(page, F.next).click();
    await fillPackStep(page);
    await button(page, F.save).click();

    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(F.created, { exact: true })).toBeVisible();
    await expect(main.getByText(/^ร้านค้า SH0002 /)).toBeVisible();
    await searchProducts(page, 'E2E-SH2-0001');
    await expect(tableRow(page, 'E2E-SH2-0001')).toContainText(NAME_TH);

    // Back in SH0001 the product is not there.
    await chooseShop(page, 'SH0001');
    await expect(main.getByText(/^ร้านค้า SH0001 /)).toBeVisible();
    await searchProducts(page, 'E2E-SH2-0001');
    await expect(page.getByText(L.no_results_title)).toBeVisible();
  });

  test("a new product's shop follows the top bar's shop until one is chosen in the form", async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    await page.getByRole('link', { name: L.create }).click();
    await expect(select(page, F.shop)).toContainText('SH0001');
    await chooseShop(page, 'SH0002');
    await expect(select(page, F.shop)).toContainText('SH0002');

    // Chosen in the form, the shop stays when the top bar's changes.
    await select(page, F.shop).click();
    await page.getByRole('option', { name: /^SH0001 / }).click();
    // Opening the form's list may scroll the page, and the top bar hides while scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await chooseShop(page, 'SH0001');
    await chooseShop(page, 'SH0002');
    await expect(workingShop(page)).toContainText('SH0002');
    await expect(select(page, F.shop)).toContainText('SH0001');
  });
});

test.describe('the product form by keyboard and when left', () => {
  test('Enter on step 1 checks step 1, then opens step 2 with the focus in its first field; Back keeps the values', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    await page.getByRole('link', { name: L.create }).click();
    await textbox(page, F.brand_th).fill('ชาตรามือทดสอบ');
    await textbox(page, F.brand_th).press('Enter');
    // Step 1 is not complete: Enter stays and says what is missing.
    await expect(page.getByText(V.brand_en_required, { exact: true })).toBeVisible();
    await expect(select(page, F.unit)).toHaveCount(0);

    await fillGeneralStep(page, 'E2E-KEY-0001');
    await textbox(page, F.code).press('Enter');
    await expect(select(page, F.unit)).toBeFocused();
    await expect(page.getByText(V.unit_required, { exact: true })).toHaveCount(0);

    await button(page, F.back).click();
    await expect(textbox(page, F.brand_th)).toHaveValue('ชาตรามือทดสอบ');
    await expect(numberBox(page, F.price)).toHaveValue('189');
    await expect(select(page, F.vat)).toContainText(/^มีภาษี$/);
  });

  test('leaving the form with typed data asks first; Cancel stays with the data, OK leaves', async ({
    page,
  }) => {
    await signedIn(page, USERS.company.email);
    await page.getByRole('link', { name: L.create }).click();
    await textbox(page, F.brand_th).fill('ชาตรามือทดสอบ');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await button(page, F.back).click();
    await expect.poll(() => asked).toEqual([th.ra.message.unsaved_changes]);
    await expect(page).toHaveURL(/\/products\/create$/);
    await expect(textbox(page, F.brand_th)).toHaveValue('ชาตรามือทดสอบ');

    // A menu click asks too; OK leaves for the list.
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('menuitem', { name: th.app.menu['product-list'] }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(asked).toHaveLength(2);
  });

  test('a photo alone is a change: leaving asks first, and Save stores it', async ({
    page,
  }, testInfo) => {
    await signedIn(page, USERS.company.email);
    await page.getByRole('link', { name: L.edit }).first().click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await button(page, F.next).click();
    const photo = testInfo.outputPath('only-photo.png');
    await writeFile(photo, TINY_PNG);
    await page.getByLabel(`${F.photo} ${F.case}`, { exact: true }).setInputFiles(photo);
    await expect(page.getByText(F.image.new_photo)).toBeVisible();

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: th.app.menu['product-list'] }).click();
    await expect.poll(() => asked).toEqual([th.ra.message.unsaved_changes]);
    await expect(page).toHaveURL(/\/products\/\d+$/);

    await button(page, F.save).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(F.updated, { exact: true })).toBeVisible();
  });
});

test.describe('the product list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each row shows name, code, price and its buttons; nothing scrolls sideways', async ({
    page,
  }) => {
    await signedInToProducts(page, USERS.company.email);
    await expect(page.getByRole('table')).toHaveCount(0);
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: L.edit }),
      });
    await expect(rows).toHaveCount(10);
    const first = rows.first();
    await expect(first).toContainText(/S1-P\d{4}/);
    await expect(first).toContainText(/บาท/);
    for (const control of [
      first.getByRole('link', { name: L.edit }),
      first.getByRole('button', { name: L.delete }),
    ]) {
      await expect(control).toBeInViewport();
      const box = await control.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
