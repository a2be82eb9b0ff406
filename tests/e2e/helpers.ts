import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { basename } from 'node:path';
import { MENUS, type MenuId } from '../../contract/enums';
import { en } from '../../i18n/en';
import { th } from '../../i18n/th';
import { checkScreen } from './accessibility';

export { contrastOf, expectAccessible, test } from './accessibility';
export { expect };

/** Password of every demo account (server/seed/seed.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Demo@1234';

/** Demo accounts of server/seed/seed.ts that the browser tests use. */
export const USERS = {
  admin: { email: 'admin@demo.th', firstName: 'สมชาย', lastName: 'ใจดี' },
  warehouse: { email: 'warehouse@demo.th', firstName: 'วิภา', lastName: 'รักงาน' },
  company: { email: 'company@demo.th', firstName: 'ธนากร', lastName: 'ศรีสุข' },
  individual: { email: 'individual@demo.th', firstName: 'มาลี', lastName: 'บ้านสวน' },
  newUser: { email: 'newuser@demo.th' },
  disabled: { email: 'disabled@demo.th' },
} as const;

/** Active menu ids of the seeded roles. */
export const ROLE_MENUS = {
  admin: MENUS.map((m) => m.id) as MenuId[],
  shopOwner: [1, 2, 3, 4, 5, 6, 7, 11, 12] as MenuId[],
  warehouse: [2, 3, 4, 6, 7, 12] as MenuId[],
};

/** The menu names the sidebar should show for these menu ids, in the shell's order. */
export function menuNames(ids: readonly MenuId[], lang: 'th' | 'en' = 'th'): string[] {
  const names = lang === 'th' ? th.app.menu : en.app.menu;
  return MENUS.filter((m) => ids.includes(m.id)).map((m) => names[m.key]);
}

/** The sign-in form's fields, found by their visible Thai labels. */
export const emailField = (page: Page) => page.getByLabel(th.app.login.email);
export const passwordField = (page: Page) =>
  page.getByLabel(th.app.login.password, { exact: true });
export const signInButton = (page: Page) =>
  page.getByRole('button', { name: th.app.login.submit, exact: true });

/** Fills the sign-in form that is shown and submits it (does not wait for the outcome). */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await signInButton(page).click();
}

/** Opens the sign-in page and submits e-mail and password (does not wait for the outcome). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(emailField(page)).toBeVisible();
  await checkScreen(page, 'the sign-in page');
  await submitSignIn(page, email, password);
}

/** The dialog that makes an account change its password at its first sign-in. */
export const firstLoginDialog = (page: Page) =>
  page.getByRole('dialog', { name: th.app.account.first_login.title });

/**
 * Completes the first-login dialog: the new password twice, the document type (a label of
 * th.app.account.first_login) and its file; waits until the dialog has closed.
 */
export async function completeFirstLogin(
  dialog: Locator,
  newPassword: string,
  docType: string,
  file: string,
) {
  const FL = th.app.account.first_login;
  await dialog.getByLabel(FL.new_password, { exact: true }).fill(newPassword);
  await dialog.getByLabel(FL.confirm_password, { exact: true }).fill(newPassword);
  await dialog.getByRole('radio', { name: docType }).check();
  await dialog.getByLabel(FL.file, { exact: true }).setInputFiles(file);
  await expect(dialog.getByText(basename(file))).toBeVisible();
  await dialog.getByRole('button', { name: FL.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in and waits until the app has left the sign-in page and shows the shell; then opens
 * `path` when one is given.
 */
export async function signedIn(page: Page, email: string, path?: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(profileButton(page)).toBeVisible();
  await checkScreen(page, 'the first screen after signing in', email);
  if (path !== undefined) await page.goto(path);
}

/** Signs in a shop user and checks the first screen, the product list. */
export async function signedInToProducts(page: Page, email: string) {
  await signedIn(page, email);
  await expect(page).toHaveURL(/\/products$/);
}

/** The top bar (app bar). */
export const topBar = (page: Page) => page.getByRole('banner');

/** The side menu's items (the sidebar menu lives in the main landmark; pop-up menus do not). */
export const sidebarItems = (page: Page): Locator =>
  page.getByRole('main').getByRole('menu').getByRole('menuitem');

/** react-admin's user menu button in the top bar: labelled ra.auth.user_menu, showing the user's name. */
export const profileButton = (page: Page) =>
  topBar(page).getByRole('button', { name: th.ra.auth.user_menu });

/** Opens the profile menu and signs out. */
export async function signOut(page: Page) {
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: th.ra.auth.logout }).click();
}

/** The top bar's working-shop select. */
export const workingShop = (page: Page) =>
  topBar(page).getByRole('combobox', { name: th.app.shell.select_shop });

/** Chooses the working shop in the top bar by its code ('SH0002'). */
export async function chooseShop(page: Page, code: string) {
  await workingShop(page).click();
  await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
}

/** Chooses every shop (ทุกร้านค้า, staff's first choice) in the top bar. */
export async function chooseEveryShop(page: Page) {
  await workingShop(page).click();
  await page.getByRole('option', { name: th.app.shop_filter.all, exact: true }).click();
  await expect(workingShop(page)).toHaveText(th.app.shop_filter.all);
}

/** Path part of the page's URL. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Every key kept in the page's localStorage. */
export const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

/** The product list's total line 'ทั้งหมด N รายการ', read as a number. */
export async function productTotal(page: Page): Promise<number> {
  const line = page.getByText(/^ทั้งหมด [\d,]+ รายการ$/);
  await expect(line).toBeVisible();
  return Number(((await line.textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** Types into the product list's search box and presses the search button. */
export async function searchProducts(page: Page, text: string) {
  await page.getByRole('textbox', { name: th.app.products.list.search_label }).fill(text);
  await page.getByRole('button', { name: th.ra.action.search, exact: true }).click();
}

/** A control found by its role and exact accessible name (a label, or a button's text). */
export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
export const numberBox = (scope: Page | Locator, name: string) =>
  scope.getByRole('spinbutton', { name, exact: true });

/** Expects each of these texts (e.g. a form's required messages) on the page, word for word. */
export async function expectTexts(page: Page, texts: readonly string[]) {
  for (const text of texts) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
}

/** Opens the address a link points to (`fallback` where it has none). */
export async function openHref(page: Page, link: Locator, fallback: string) {
  await page.goto((await link.getAttribute('href')) ?? fallback);
}

/** The media type of an .xlsx spreadsheet. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * On an import screen (labels from its catalogue: the file field and the import button):
 * chooses a spreadsheet and presses import.
 */
export async function importSpreadsheet(
  page: Page,
  labels: { file: string; save: string },
  name: string,
  buffer: Buffer,
) {
  await page
    .getByLabel(labels.file, { exact: true })
    .setInputFiles({ name, mimeType: XLSX, buffer });
  await button(page, labels.save).click();
}

/**
 * The table of an import's refused rows in `problem` (components/ImportErrorsTable.tsx), once it
 * shows: its column headings, and each line as [row, column, message], a row's number on each
 * of its lines.
 */
export async function importErrorTable(problem: Locator, heading: string) {
  const table = problem.getByRole('table', { name: heading, exact: true });
  await expect(table).toBeVisible();
  const lines: string[][] = [];
  const groups = table.getByRole('rowgroup').filter({ has: problem.page().getByRole('rowheader') });
  for (const group of await groups.all()) {
    const row = ((await group.getByRole('rowheader').textContent()) ?? '').trim();
    for (const line of await group.getByRole('row').all()) {
      const cells = await line.getByRole('cell').allTextContents();
      lines.push([row, ...cells.map((c) => c.trim())]);
    }
  }
  return { table, headings: await table.getByRole('columnheader').allTextContents(), lines };
}

/** Clicks what downloads a spreadsheet; gives the file's suggested name and its first sheet. */
export async function downloadSheet(page: Page, trigger: Locator) {
  const download = page.waitForEvent('download');
  await trigger.click();
  const file = await download;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  return { name: file.suggestedFilename(), sheet: book.worksheets[0]! };
}

/** The data rows of the page's table (the header row left out). */
export const tableRows = (page: Page): Locator =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The table row that shows this text (e.g. a product code). */
export const tableRow = (page: Page, text: string): Locator =>
  tableRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** A 1×1 PNG image, valid for the server's content check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A string of random digits, for registry numbers and e-mails unique to one test. */
export const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** An e-mail address no account has yet. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}${randomDigits(4)}@example.com`;

/** A tiny but real PDF document (header, one comment line, end marker). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n%%EOF\n', 'latin1');

/** The whole label, with or without the required marker ' *' (so 'ชื่อ' is not 'ชื่อร้านค้า'). */
export const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`);

/** A text field of a form, found by its visible label. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(labelled(label)).and(scope.locator('input, textarea'));

/** Chooses an option of a MUI select (a combobox named by its label and current value). */
export async function chooseOption(scope: Page | Locator, label: string, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a select of the page's main region, named exactly `label`, and picks an option. */
export async function chooseInMain(page: Page, label: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Step 1 of the product form (also the set form's): a food product with VAT. */
export async function fillProductGeneral(
  page: Page,
  product: {
    brandTh: string;
    brandEn: string;
    nameTh: string;
    nameEn: string;
    code: string;
    descTh?: string;
    price: string;
  },
) {
  const F = th.app.products.form;
  await textbox(page, F.brand_th).fill(product.brandTh);
  await textbox(page, F.brand_en).fill(product.brandEn);
  await textbox(page, F.name_th).fill(product.nameTh);
  await textbox(page, F.name_en).fill(product.nameEn);
  await chooseInMain(page, F.product_type, 'อาหารและเครื่องดื่ม');
  await textbox(page, F.code).fill(product.code);
  if (product.descTh !== undefined) await textbox(page, F.desc_th).fill(product.descTh);
  await numberBox(page, F.price).fill(product.price);
  await chooseInMain(page, F.vat, 'มีภาษี');
}

/**
 * Picks rows of a product picker: opens it by its button, searches each code and ticks its
 * row, then confirms.
 */
export async function pickRows(
  page: Page,
  picker: { open: string; title: string; searchLabel: string },
  codes: string[],
) {
  await button(page, picker.open).click();
  const dialog = page.getByRole('dialog', { name: picker.title });
  await expect(dialog).toBeVisible();
  await tickRows(dialog, picker.searchLabel, codes);
}

/** In an open picker dialog: searches each code and ticks its row, then confirms. */
export async function tickRows(dialog: Locator, searchLabel: string, codes: string[]) {
  for (const code of codes) {
    await textbox(dialog, searchLabel).fill(code);
    await button(dialog, th.ra.action.search).click();
    const row = dialog.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
  }
  await button(dialog, th.app.picker.confirm).click();
  await expect(dialog).toBeHidden();
}

/** The stock of a product as the stock list shows it (the amount column). */
export async function stockOf(page: Page, code: string) {
  const IL = th.app.inventory.list;
  await page.goto('/inventory');
  await textbox(page, IL.search_label).fill(code);
  await button(page, th.ra.action.search).click();
  const row = tableRow(page, code);
  await expect(row).toHaveCount(1);
  const headers = await page.getByRole('table').getByRole('columnheader').allTextContents();
  const at = headers.findIndex((h) => h.trim() === IL.col_amount);
  expect(at, 'the amount column').toBeGreaterThanOrEqual(0);
  const text = (await row.getByRole('cell').nth(at).textContent()) ?? '';
  return Number(text.trim().split(/\s/)[0].replace(/,/g, ''));
}

/** Picks a value of an address autocomplete (province, district, sub-district) by typing it. */
export async function pickAddress(scope: Page | Locator, label: string, value: string) {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name: labelled(label) });
  await expect(input).toBeEnabled();
  await input.click();
  await input.fill(value);
  await page.getByRole('option', { name: value, exact: true }).click();
  await expect(input).toHaveValue(value);
}

/** The development mailbox's address as the server prints it, with MAILBOX_KEY of playwright.config.ts. */
export const MAILBOX_PATH = '/dev/mailbox#key=e2e-mailbox-key';

/** The development mailbox's mail to this address with this subject (newest first). */
export async function openMail(page: Page, to: string, subject: string): Promise<Locator> {
  await page.goto(MAILBOX_PATH);
  await page.getByLabel(th.app.mailbox.filter).fill(to);
  await page.getByRole('button', { name: th.app.mailbox.refresh }).click();
  const mail = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject, exact: true }) })
    .filter({ hasText: to })
    .first();
  await expect(mail).toBeVisible();
  await checkScreen(page, 'the development mailbox');
  return mail;
}

/** Follows the first link of a mail in the development mailbox; returns the link's path. */
export async function followMailLink(mail: Locator): Promise<string> {
  const link = mail.getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  return href;
}

/**
 * Runs `leave` (a click that navigates away from a form with typed data), expects the
 * browser's unsaved-changes confirm and answers it: `stay` dismisses it, `leave` accepts.
 */
export async function answerUnsavedConfirm(
  page: Page,
  answer: 'stay' | 'leave',
  leave: () => Promise<void>,
) {
  const seen: string[] = [];
  page.once('dialog', async (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    await (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  });
  await leave();
  await expect.poll(() => seen).toEqual([`confirm: ${th.ra.message.unsaved_changes}`]);
}
