import { th } from '../../i18n/th';
import { expect, field, pathOf, signedIn, tableRow, tableRows, test, USERS } from './helpers';

const T = th.app.users.list;
const R = th.app.users.record;
const F = th.app.register.form;

test.describe('system users (staff)', () => {
  test('the list shows staff and shop users; search narrows it; a row opens the record', async ({
    page,
  }) => {
    await signedIn(page, USERS.admin.email);
    await page.getByRole('menuitem', { name: th.app.menu['user-information'] }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(
      page.getByRole('heading', { level: 1, name: th.app.menu['user-information'] }),
    ).toBeVisible();
    await expect(tableRow(page, USERS.admin.email)).toContainText(T.staff);
    await expect(tableRow(page, USERS.company.email)).toContainText('สยามสมาร์ทช็อป');
    await expect(tableRow(page, USERS.disabled.email)).toContainText(T.inactive);
    await expect(page.getByText(/^ทั้งหมด \d+ รายการ$/)).toBeVisible();

    await page.getByRole('textbox', { name: T.search_label }).fill('บ้านสวน');
    await page.getByRole('button', { name: th.ra.action.search, exact: true }).click();
    await expect(tableRows(page)).toHaveCount(1);
    await tableRow(page, USERS.individual.email)
      .getByRole('link', { name: T.view.replace('%{name}', 'มาลี บ้านสวน') })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible();
    await expect(field(page, F.email)).toHaveValue(USERS.individual.email);
    await expect(field(page, R.shops)).toHaveValue('SH0003 บ้านสวนออร์แกนิก');
    await expect(field(page, F.first_name)).toHaveValue('มาลี');
    await expect(field(page, F.first_name)).toBeDisabled();
    await expect(page.getByText(R.no_documents)).toBeVisible();
    await page.getByRole('button', { name: R.back }).click();
    await expect(page).toHaveURL(/\/users/);

    await page.getByRole('textbox', { name: T.search_label }).fill('ไม่มีผู้ใช้ชื่อนี้');
    await page.getByRole('button', { name: th.ra.action.search, exact: true }).click();
    await expect(page.getByText(T.no_results_title)).toBeVisible();
  });

  test('a user without the menu who types its address lands on the first active menu', async ({
    page,
  }) => {
    await signedIn(page, USERS.warehouse.email, '/users');
    await expect.poll(() => pathOf(page)).not.toMatch(/^\/users/);
    await page.goto('/user-information');
    await expect.poll(() => pathOf(page)).not.toMatch(/^\/user/);
  });
});
