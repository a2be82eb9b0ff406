import { th } from '../../i18n/th';
import { productFile } from '../../scripts/product-file';
import { expect, signedIn, tableRows, test, topBar, USERS } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROWS = 1200;

// A list of more than 1,000 rows has an estimated total (server/db/paging.ts): the pager
// says "about", and its last page still shows rows. The shop grown here is SH0002, which
// no other test counts.
test('a shop of more than 1,000 products: the total reads "about", the last page has rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, USERS.company.email);
  const imported = await page.request.post('/api/upload-importproduct', {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      shop_id: '2',
      products: { name: 'products.xlsx', mimeType: XLSX, buffer: await productFile(ROWS, 'BIG') },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  const shopSelect = topBar(page).getByRole('combobox', { name: th.app.shell.select_shop });
  await shopSelect.click();
  await page.getByRole('option', { name: /^SH0002 / }).click();
  await expect(page.getByText(/^ทั้งหมดประมาณ [\d,]+ รายการ$/)).toBeVisible();
  await expect(tableRows(page)).toHaveCount(10);

  await page.getByRole('button', { name: th.ra.navigation.last }).click();
  await expect(page.getByRole('button', { name: /^หน้า \d+$/ })).not.toHaveText('หน้า 1');
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByText(th.app.products.list.empty_title)).toHaveCount(0);
});
